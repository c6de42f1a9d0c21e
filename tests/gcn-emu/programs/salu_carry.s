// pins: SALU carries and SCC: 64-bit add/sub chains through SCC, s_cselect, compares, bit-field extract, shifts, min/max SCC, saveexec
// kernel: vgprs=4 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:64
// expect arg0 u32: [0x00000001, 0x00000001, 0xfffffffe, 0xffffffff, 1, 0xffffff80, 0x2d, 0x12345600, 0x9a000000, 1, 0x80000000, 1, 0xffffffff, 0, 0xff, 0xf]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  // 0xffffffff_ffffffff + 2 = 0x1_00000001 (64-bit, low and high)
  s_mov_b32 s8, -1
  s_mov_b32 s9, -1
  s_add_u32 s10, s8, 2
  s_addc_u32 s11, s9, 0
  s_add_u32 s11, s11, 1
  // 1 - 3 with borrow: 0xfffffffe, high 0 - 0 - borrow = 0xffffffff
  s_sub_u32 s12, 1, 3
  s_subb_u32 s13, 0, 0
  // SCC after the borrow is 1: s_cselect picks the first
  s_cselect_b32 s14, 1, 2
  // bfe signed: bits [4..10] of 0x0f80 (7 bits = 0x7c... ) sign-extended
  s_mov_b32 s15, 0xfffff800
  s_bfe_i32 s15, s15, 0x80004
  s_movk_i32 s16, 0x2d0
  s_bfe_u32 s16, s16, 0x80004
  s_lshl_b64 s[18:19], 0x123456, 8
  s_lshl_b64 s[20:21], 0x9a, 56
  s_bitcmp1_b32 0x10, 4
  s_cselect_b32 s22, 1, 0
  s_min_i32 s23, 0x80000000, 5
  s_cselect_b32 s24, 1, 0
  s_max_u32 s25, -1, 3
  s_cmp_lg_u64 0, 0
  s_cselect_b32 s26, 1, 0
  s_mov_b64 exec, 0xff
  s_and_saveexec_b64 s[28:29], 15
  s_mov_b32 s30, exec_lo
  s_mov_b64 exec, 1
  v_mov_b32 v2, s10
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[4:5]
  v_mov_b32 v2, s11
  global_store_dword v1, v2, s[4:5] offset:4
  v_mov_b32 v2, s12
  global_store_dword v1, v2, s[4:5] offset:8
  v_mov_b32 v2, s13
  global_store_dword v1, v2, s[4:5] offset:12
  v_mov_b32 v2, s14
  global_store_dword v1, v2, s[4:5] offset:16
  v_mov_b32 v2, s15
  global_store_dword v1, v2, s[4:5] offset:20
  v_mov_b32 v2, s16
  global_store_dword v1, v2, s[4:5] offset:24
  v_mov_b32 v2, s18
  global_store_dword v1, v2, s[4:5] offset:28
  v_mov_b32 v2, s21
  global_store_dword v1, v2, s[4:5] offset:32
  v_mov_b32 v2, s22
  global_store_dword v1, v2, s[4:5] offset:36
  v_mov_b32 v2, s23
  global_store_dword v1, v2, s[4:5] offset:40
  v_mov_b32 v2, s24
  global_store_dword v1, v2, s[4:5] offset:44
  v_mov_b32 v2, s25
  global_store_dword v1, v2, s[4:5] offset:48
  v_mov_b32 v2, s26
  global_store_dword v1, v2, s[4:5] offset:52
  v_mov_b32 v2, s28
  global_store_dword v1, v2, s[4:5] offset:56
  v_mov_b32 v2, s30
  global_store_dword v1, v2, s[4:5] offset:60
  s_endpgm
