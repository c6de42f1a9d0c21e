// pins: GFX10.3 wave32 (two waves of 32 in a group of 64): carries in vcc_lo (v_add_co_u32, v_add_co_ci_u32), compares into vcc_lo with vcc_hi left an ordinary SGPR, v_cndmask on vcc_lo, s_and_saveexec_b32 and exec_lo, s_bcnt1 of vcc_lo, v_readlane of lane 31, v_mbcnt_lo as the lane id, s_cbranch_vccz on a 32-bit vcc
// target: gfx1030
// wave: 32
// kernel: vgprs=16 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1536
// expect arg0 u32: [1 if l >= 4 else 0 for l in lanes] + [7 if l % 2 == 0 else 5 for l in lanes] + [0x1234 for l in lanes] + [0x55555555 if l % 2 == 0 else D for l in lanes] + [l % 32 + (47 if l < 32 else 79) for l in lanes] + [2 if l < 32 else 1 for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, -4
  v_add_co_u32 v3, vcc_lo, v2, v0
  v_mov_b32 v5, 0
  v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
  global_store_dword v1, v4, s[4:5]
  s_mov_b32 vcc_hi, 0x1234
  v_and_b32 v5, 1, v0
  v_cmp_eq_u32_e32 vcc_lo, 0, v5
  v_mov_b32 v8, 7
  v_cndmask_b32_e32 v7, 5, v8, vcc_lo
  global_store_dword v1, v7, s[4:5] offset:256
  v_mov_b32 v9, vcc_hi
  global_store_dword v1, v9, s[4:5] offset:512
  v_mov_b32 v10, 0xdead
  s_and_saveexec_b32 s6, vcc_lo
  v_mov_b32 v10, exec_lo
  s_mov_b32 exec_lo, s6
  global_store_dword v1, v10, s[4:5] offset:768
  s_bcnt1_i32_b32 s7, vcc_lo
  v_readlane_b32 s8, v0, 31
  s_add_u32 s7, s7, s8
  v_mbcnt_lo_u32_b32 v11, -1, s7
  global_store_dword v1, v11, s[4:5] offset:1024
  v_cmp_gt_u32_e32 vcc_lo, 32, v0
  v_mov_b32 v12, 1
  s_cbranch_vccz .Lskip
  v_mov_b32 v12, 2
.Lskip:
  global_store_dword v1, v12, s[4:5] offset:1280
  s_endpgm
