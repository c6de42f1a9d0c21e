// pins: relative register addressing of GFX9: s_movrels/s_movreld (M0 indexes SGPRs), s_set_gpr_idx_on with SRC0 and DST modes (indexing VALU operands) then s_set_gpr_idx_off
// kernel: vgprs=24 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1280
// expect arg0 u32: [l + 400 for l in lanes] + [300 + 2 * l for l in lanes] + [l + 200 for l in lanes] + [7 for l in lanes] + [9 for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v10, 100, v0
  v_add_u32 v11, 200, v0
  v_add_u32 v12, 300, v0
  v_add_u32 v13, 400, v0
  s_mov_b32 s10, 5
  s_mov_b32 s11, 6
  s_mov_b32 s12, 7
  s_mov_b32 s14, 9
  s_mov_b32 m0, 2
  s_nop 0
  s_movrels_b32 s13, s10
  s_mov_b32 m0, 1
  s_nop 0
  s_movreld_b32 s10, s14
  s_mov_b32 s20, 3
  s_set_gpr_idx_on s20, gpr_idx(SRC0)
  v_mov_b32 v5, v10
  s_set_gpr_idx_off
  s_mov_b32 s20, 2
  s_set_gpr_idx_on s20, gpr_idx(SRC0)
  v_add_u32 v2, v10, v0
  s_set_gpr_idx_off
  s_set_gpr_idx_on s20, gpr_idx(DST)
  v_mov_b32 v15, v11
  s_set_gpr_idx_off
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v5, s[4:5]
  global_store_dword v1, v2, s[4:5] offset:256
  global_store_dword v1, v17, s[4:5] offset:512
  v_mov_b32 v6, s13
  global_store_dword v1, v6, s[4:5] offset:768
  v_mov_b32 v6, s11
  global_store_dword v1, v6, s[4:5] offset:1024
  s_endpgm
