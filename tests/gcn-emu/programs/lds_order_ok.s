// pins: the counters that return in order: after two LDS reads s_waitcnt lgkmcnt(1) covers the first, after two global loads vmcnt(1) covers the first; a waterfall-shaped v_readfirstlane of a non-uniform VGPR is allowed
// kernel: vgprs=16 sgprs=32 lds=512
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:260
// expect arg0 u32: [2 * l + 1 for l in lanes] + [0]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  ds_write_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v2, v1
  ds_read_b32 v3, v1 offset:4
  s_waitcnt lgkmcnt(1)
  v_add_u32 v4, 1, v2
  global_store_dword v1, v0, s[4:5]
  s_waitcnt vmcnt(0)
  global_load_dword v5, v1, s[4:5]
  global_load_dword v6, v1, s[4:5] offset:4
  s_waitcnt vmcnt(1)
  v_add_u32 v4, v4, v5
  v_readfirstlane_b32 s10, v0
  v_cmp_eq_u32 vcc, s10, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v1, v4, s[4:5]
  s_endpgm
