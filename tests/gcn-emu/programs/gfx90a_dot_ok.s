// pins: the gfx90a dot-product rules with exactly the wait states they need: none for the same opcode reading the result as its accumulator (srcC), 3 for the same opcode reading it as srcA, for another VALU reading it and for another VALU overwriting it
// target: gfx90a
// kernel: vgprs=16 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// expect arg0 u32: [2 * (l + 20) + 1 for l in lanes] + [7] * 64
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 0x01020304
  v_mov_b32 v3, 0x01010101
  v_mov_b32 v4, v0
  v_dot4_i32_i8 v4, v2, v3, v4
  v_dot4_i32_i8 v4, v2, v3, v4
  s_nop 2
  v_dot4_i32_i8 v5, v4, v3, v4
  s_nop 2
  v_add_u32 v6, v5, 1
  v_dot4_i32_i8 v7, v2, v3, 0
  s_nop 2
  v_mov_b32 v7, 7
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v6, s[4:5]
  global_store_dword v1, v7, s[4:5] offset:256
  s_endpgm
