// pins: v_readfirstlane (first active lane; the compare after it makes it a waterfall step, as the uniformity check requires), v_readlane with constant and SGPR lane selects, v_writelane (ignores EXEC), v_mbcnt_lo/hi
// kernel: vgprs=8 sgprs=24
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:512 --arg 1=zeros:16
// expect arg0 u32: [28 if l == 5 else (299 if l == 40 else 7 * l) for l in lanes] + [bin(0xaaaaaaaaaaaaaaaa & ((1 << l) - 1)).count('1') + 2 for l in lanes]
// expect arg1 u32: [28, 259, 441, 32]
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mul_u32_u24 v2, v0, 7
  s_mov_b64 exec, 0xfffffff0
  v_readfirstlane_b32 s8, v2
  v_cmp_eq_u32 vcc, s8, v2
  s_mov_b64 exec, -1
  v_readlane_b32 s9, v2, 37
  s_movk_i32 s10, 0x3f
  v_readlane_b32 s11, v2, s10
  // writelane writes lanes EXEC does not enable
  s_mov_b64 exec, 1
  v_writelane_b32 v2, s8, 5
  s_movk_i32 s13, 0x12b
  v_writelane_b32 v2, s13, 40
  s_mov_b64 exec, -1
  s_mov_b32 s14, 0xaaaaaaaa
  v_mbcnt_lo_u32_b32 v3, s14, 2
  v_mbcnt_hi_u32_b32 v3, s14, v3
  v_mbcnt_lo_u32_b32 v4, -1, 0
  v_mbcnt_hi_u32_b32 v4, -1, v4
  v_readlane_b32 s15, v4, 32
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[4:5]
  global_store_dword v1, v3, s[4:5] offset:256
  s_mov_b64 exec, 1
  v_mov_b32 v5, 0
  v_mov_b32 v6, s8
  global_store_dword v5, v6, s[6:7]
  v_mov_b32 v6, s9
  global_store_dword v5, v6, s[6:7] offset:4
  v_mov_b32 v6, s11
  global_store_dword v5, v6, s[6:7] offset:8
  v_mov_b32 v6, s15
  global_store_dword v5, v6, s[6:7] offset:12
  s_endpgm
