// pins: the initial state of a 3-D dispatch on GFX9: the dispatch packet through the dispatch pointer (work-group and grid sizes), kernarg pointer, work-group ids x, y, z in SGPRs after the user SGPRs, work-item ids x, y, z in v0, v1, v2; a partial last group in x
// kernel: vgprs=12 sgprs=24
// user: dispatch,kernarg
// system: wgid_x,wgid_y,wgid_z
// vgpr-ids: 2
// args: buffer
// run: --grid 6,4,2 --block 4,2,2 --arg 0=zeros:768
// expect arg0 u32: [v for z in range(2) for y in range(4) for x in range(6) for v in (x // 4 | (y // 2) << 8 | (z // 2) << 16, x % 4 | (y % 2) << 8 | (z % 2) << 16, 4 | 2 << 8 | 2 << 16, 6 | 4 << 8 | 2 << 16)]
  s_load_dwordx2 s[10:11], s[2:3], 0x0
  s_load_dword s12, s[0:1], 0x4
  s_load_dword s13, s[0:1], 0x8
  s_load_dwordx4 s[16:19], s[0:1], 0xc
  s_waitcnt lgkmcnt(0)
  s_and_b32 s14, s12, 0xffff
  s_lshr_b32 s15, s12, 16
  s_and_b32 s13, s13, 0xffff
  s_mul_i32 s20, s4, s14
  v_add_u32 v3, s20, v0
  s_mul_i32 s20, s5, s15
  v_add_u32 v4, s20, v1
  s_mul_i32 s20, s6, s13
  v_add_u32 v5, s20, v2
  v_mul_u32_u24 v6, s17, v5
  v_add_u32 v6, v6, v4
  v_mul_u32_u24 v6, s16, v6
  v_add_u32 v6, v6, v3
  v_lshlrev_b32 v6, 4, v6
  s_lshl_b32 s20, s5, 8
  s_or_b32 s20, s4, s20
  s_lshl_b32 s21, s6, 16
  s_or_b32 s20, s20, s21
  v_mov_b32 v7, s20
  v_lshlrev_b32 v8, 8, v1
  v_or_b32 v8, v8, v0
  v_lshlrev_b32 v9, 16, v2
  v_or_b32 v8, v8, v9
  s_lshl_b32 s21, s15, 8
  s_or_b32 s21, s14, s21
  s_lshl_b32 s22, s13, 16
  s_or_b32 s21, s21, s22
  v_mov_b32 v9, s21
  s_lshl_b32 s22, s17, 8
  s_or_b32 s22, s16, s22
  s_lshl_b32 s23, s18, 16
  s_or_b32 s22, s22, s23
  v_mov_b32 v10, s22
  global_store_dwordx4 v6, v[7:10], s[10:11]
  s_endpgm
