// pins: s_getpc_b64 (the address of the next instruction), s_swappc_b64 (return address in the destination pair), s_setpc_b64 returns and indirect jumps, s_cbranch_execz over a call, a nested call saving the outer return pair (s[30:31] then holds the inner return address: 0x94 and 0x84 are the layout distances)
// kernel: vgprs=8 sgprs=40
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// expect arg0 u32: [3 * l + 10 for l in lanes] + [0x94, 0x84, 0] + [0] * 61
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
.Lpc:
  s_getpc_b64 s[10:11]
  s_add_u32 s12, s10, .Lfunc-(.Lpc+4)
  s_addc_u32 s13, s11, 0
  s_swappc_b64 s[30:31], s[12:13]
.Lret:
  s_sub_u32 s14, s30, s10
  s_add_u32 s12, s10, .Lskip-(.Lpc+4)
  s_addc_u32 s13, s11, 0
  s_setpc_b64 s[12:13]
  v_mov_b32 v2, 0
.Lskip:
  s_mov_b64 exec, 0
  s_cbranch_execz .Lnocall
  s_swappc_b64 s[30:31], s[12:13]
.Lnocall:
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[4:5]
  v_mov_b32 v3, 0
  v_mov_b32 v4, s14
  s_mov_b64 exec, 1
  global_store_dword v3, v4, s[4:5] offset:256
  v_mov_b32 v4, s15
  global_store_dword v3, v4, s[4:5] offset:260
  v_mov_b32 v4, s16
  global_store_dword v3, v4, s[4:5] offset:264
  s_endpgm
.Lfunc:
  v_mul_u32_u24 v2, v0, 3
  s_mov_b64 s[32:33], s[30:31]
.Lpc2:
  s_getpc_b64 s[34:35]
  s_add_u32 s34, s34, .Linner-(.Lpc2+4)
  s_addc_u32 s35, s35, 0
  s_swappc_b64 s[30:31], s[34:35]
.Lr2:
  s_sub_u32 s15, s30, s32
  s_sub_u32 s16, s33, s11
  s_setpc_b64 s[32:33]
.Linner:
  v_add_u32 v2, 10, v2
  s_setpc_b64 s[30:31]
