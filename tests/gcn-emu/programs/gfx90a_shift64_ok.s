// pins: the shift of err_gfx90a_shift64 with v8 allocated (next_free_vgpr 9: v7 no longer ends the allocation) runs and shifts
// target: gfx90a
// kernel: vgprs=9 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// expect arg0 u64: [8 << (l % 32) for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_and_b32 v7, 31, v0
  v_mov_b32 v2, 8
  v_mov_b32 v3, 0
  v_lshlrev_b64 v[4:5], v7, v[2:3]
  v_lshlrev_b32 v1, 3, v0
  s_waitcnt lgkmcnt(0)
  global_store_dwordx2 v1, v[4:5], s[4:5]
  s_endpgm
