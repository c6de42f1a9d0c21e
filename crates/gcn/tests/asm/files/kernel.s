// The body of a kernel as a compiler writes it for gfx900.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl add_one
	.p2align 8
	.type add_one,@function
add_one:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 1.0, v2
	v_fma_f32 v3, v2, s2, -0.5 clamp
	v_cvt_f16_f32_e32 v4, v3
	v_pk_add_f16 v4, v4, v4 op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_dpp v5, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:0
	v_add_f32_sdwa v6, v2, v5 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:WORD_0
	ds_swizzle_b32 v7, v2 offset:swizzle(BITMASK_PERM,"01pip")
	s_getreg_b32 s3, hwreg(HW_REG_MODE, 0, 4)
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0xf
	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
	buffer_load_dword v8, off, s[8:11], s3 offset:4095 glc slc
	flat_load_dwordx2 v[9:10], v[0:1] offset:4
	global_store_dword v[0:1], v2, off offset:-4096
	scratch_load_dword v11, off, s5 offset:12
	image_sample v[12:15], v[0:1], s[16:23], s[24:27] dmask:0xf
	s_sendmsg sendmsg(MSG_INTERRUPT)
	v_readfirstlane_b32 s6, v0
	s_endpgm
.Lfunc_end0:
	.size add_one, .Lfunc_end0-add_one
