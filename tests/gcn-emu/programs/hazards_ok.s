// pins: each checked GFX9 hazard with exactly the wait states it needs runs without error
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1280
// expect arg0 u32: [(l ^ 1) + 1 for l in lanes] + [7] * 256
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v9, s4
  s_mov_b32 s11, s5
  v_readfirstlane_b32 s10, v9
  s_nop 4
  global_load_dword v2, v1, s[10:11]
  v_add_u32 v4, 1, v0
  s_nop 1
  v_mov_b32_dpp v5, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_cmpx_le_u32 s[12:13], 0, v0
  s_nop 4
  v_mov_b32_dpp v5, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_cmp_eq_u32 vcc, 0, v0
  s_nop 3
  v_div_fmas_f32 v6, v0, v0, v0
  v_mov_b32 v9, 3
  v_readfirstlane_b32 s14, v9
  s_nop 3
  v_readlane_b32 s15, v0, s14
  v_cmp_eq_u32 vcc, 0, v0
  s_nop 4
  v_mov_b32 v6, src_vccz
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0
  s_nop 1
  s_getreg_b32 s16, hwreg(HW_REG_MODE, 0, 2)
  s_mov_b32 m0, 1
  s_nop 0
  s_movrels_b32 s17, s6
  v_mov_b32 v8, 7
  v_mov_b32 v9, 7
  v_mov_b32 v10, 7
  v_mov_b32 v11, 7
  v_lshlrev_b32 v7, 4, v0
  global_store_dwordx4 v7, v[8:11], s[4:5] offset:256
  s_nop 0
  v_mov_b32 v10, 1
  s_waitcnt vmcnt(0)
  global_store_dword v1, v5, s[4:5]
  s_endpgm
