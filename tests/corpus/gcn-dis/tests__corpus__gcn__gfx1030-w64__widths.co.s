// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl packed_short
	.protected packed_short
	.type packed_short,@function
packed_short:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s10, v0
	v_add_co_ci_u32_e64 v1, null, s11, 0, s[8:9]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	global_load_dword v8, v[4:5], off
	global_load_dword v5, v[2:3], off
	v_lshlrev_b64 v[2:3], 5, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32 v12, vcc, s4, v2
	v_add_co_ci_u32_e32 v13, vcc, s5, v3, vcc
	v_add_co_u32 v14, vcc, s6, v0
	v_add_co_ci_u32_e32 v15, vcc, s7, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_sdwa v6, v5, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
	v_mul_u32_u24_sdwa v10, v5, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_and_b32_e32 v11, 0xf000f, v5
	v_and_b32_e32 v16, 0x70007, v5
	v_pk_add_u16 v0, v5, v8
	v_lshrrev_b32_e32 v6, 16, v6
	v_pk_sub_i16 v1, v8, v5
	v_pk_lshrrev_b16 v18, v11, v8
	v_pk_mul_lo_u16 v2, v5, v8
	v_pk_max_i16 v3, v8, v5
	v_and_or_b32 v17, 0xffff0000, v10, v6
	v_pk_min_i16 v4, v5, v8
	v_pk_add_i16 v7, v8, v5 clamp
	v_pk_max_u16 v9, v8, v5
	v_pk_sub_u16 v10, v8, v5 clamp
	v_pk_lshlrev_b16 v5, v16, v8
	v_pk_ashrrev_i16 v6, v11, v8
	v_pk_add_u16 v11, v8, v17
	v_bfi_b32 v8, 0xffff, v18, v18
	global_store_dwordx4 v[12:13], v[0:3], off
	global_store_dwordx4 v[12:13], v[4:7], off offset:16
	global_store_dwordx4 v[14:15], v[8:11], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl bytes_mix
	.protected bytes_mix
	.type bytes_mix,@function
bytes_mix:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	v_mov_b32_e32 v11, 3
	v_mov_b32_e32 v10, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s10, v0
	v_add_co_ci_u32_e64 v1, null, s11, 0, s[8:9]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	v_add_co_u32 v6, vcc, s2, v2
	v_add_co_ci_u32_e32 v7, vcc, s3, v3, vcc
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[6:7], off
	v_add_co_u32 v4, vcc, s4, v0
	v_add_co_ci_u32_e32 v5, vcc, s5, v1, vcc
	v_add_co_u32 v6, vcc, s6, v2
	v_add_co_ci_u32_e32 v7, vcc, s7, v3, vcc
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v0, 16, v8
	v_lshrrev_b16 v1, 8, v8
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v9
	v_lshrrev_b16 v3, 8, v9
	v_and_b32_e32 v16, 0xff, v8
	v_and_b32_e32 v18, 0xff, v9
	v_lshrrev_b32_e32 v13, 24, v8
	v_lshrrev_b32_e32 v14, 24, v9
	v_bfe_u32 v15, v8, 16, 8
	v_bfe_u32 v17, v9, 16, 8
	v_add_nc_u16 v21, v3, v1
	v_add_nc_u16 v0, v2, v0
	v_and_b32_e32 v2, 0xffff, v3
	v_add3_u32 v3, v16, v18, 1
	v_max_u32_e32 v27, v16, v18
	v_min_u32_e32 v18, v18, v16
	v_add_nc_u16 v12, v9, v8
	v_mul_u32_u24_sdwa v8, v8, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_bfe_i32 v11, v9, 0, 8
	v_bfe_i32 v19, v9, 8, 8
	v_bfe_i32 v20, v9, 16, 8
	v_ashrrev_i32_e32 v9, 24, v9
	v_add_nc_u16 v22, v14, v13
	v_add3_u32 v23, v13, v14, 1
	v_add3_u32 v24, v15, v17, 1
	v_max_u32_e32 v25, v15, v17
	v_min_u32_e32 v17, v17, v15
	v_max_u32_e32 v26, v13, v14
	v_min_u32_e32 v14, v14, v13
	v_sub_nc_u32_e32 v18, v27, v18
	v_mul_u32_u24_e32 v27, 3, v13
	v_and_b32_e32 v1, 0xffff, v1
	v_sub_nc_u32_e32 v17, v25, v17
	v_mul_u32_u24_e32 v25, 3, v16
	v_sub_nc_u32_sdwa v14, v26, v14 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_u32_u24_e32 v26, 3, v15
	v_sub_nc_u32_e32 v8, v8, v19
	v_mul_i32_i24_e32 v13, v9, v13
	v_sub_nc_u32_e32 v9, v27, v9
	v_mul_i32_i24_e32 v15, v20, v15
	v_lshlrev_b16 v21, 8, v21
	v_add3_u32 v27, v1, v2, 1
	v_sub_nc_u32_e32 v20, v26, v20
	v_max_u32_e32 v26, v1, v2
	v_min_u32_e32 v2, v2, v1
	v_sub_nc_u32_e32 v25, v25, v11
	v_med3_i32 v8, v8, 0, 0xff
	v_med3_i32 v9, v9, 0, 0xff
	v_lshlrev_b16 v22, 8, v22
	v_lshrrev_b32_e32 v24, 1, v24
	v_lshrrev_b32_sdwa v23, v10, v23 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v3, 1, v3
	v_or_b32_sdwa v12, v12, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_sdwa v10, v10, v27 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_sub_nc_u32_sdwa v2, v26, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_med3_i32 v20, v20, 0, 0xff
	v_med3_i32 v21, v25, 0, 0xff
	v_lshlrev_b16 v8, 8, v8
	v_lshlrev_b16 v9, 8, v9
	v_mul_i32_i24_e32 v1, v19, v1
	v_or_b32_sdwa v0, v0, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v19, v24, v23 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v14, v17, v14 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v18, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_e32 v8, v21, v8
	v_or_b32_sdwa v9, v20, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mad_i32_i24 v10, v11, v16, v1
	v_or_b32_sdwa v0, v12, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v3, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v8, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_add3_u32 v8, v10, v15, v13
	global_store_dwordx4 v[4:5], v[0:3], off
	global_store_dword v[6:7], v8, off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl wide_ints
	.protected wide_ints
	.type wide_ints,@function
wide_ints:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v8, vcc, s2, v2
	v_add_co_ci_u32_e32 v9, vcc, s3, v3, vcc
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	global_load_dwordx2 v[2:3], v[8:9], off
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v3, v4
	v_mul_lo_u32 v7, v10, v5
	v_mad_u64_u32 v[11:12], null, v10, v4, 0
	v_add3_u32 v12, v12, v7, v6
	v_add_co_u32 v6, vcc, s4, v0
	v_add_co_ci_u32_e32 v7, vcc, s5, v1, vcc
	global_store_dwordx2 v[6:7], v[11:12], off
	global_load_dwordx2 v[0:1], v[8:9], off
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v1, v3
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .L81c
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v9, v3
	v_sub_co_u32 v15, vcc, 0, v10
	v_sub_co_ci_u32_e32 v16, vcc, 0, v3, vcc
	v_fmac_f32_e32 v8, 0x4f800000, v9
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v8, 0x5f7ffffc, v8
	v_mul_f32_e32 v9, 0x2f800000, v8
	v_trunc_f32_e32 v9, v9
	v_fmac_f32_e32 v8, 0xcf800000, v9
	v_cvt_u32_f32_e32 v17, v9
	v_cvt_u32_f32_e32 v18, v8
	v_mul_lo_u32 v11, v15, v17
	v_mul_lo_u32 v12, v16, v18
	v_mad_u64_u32 v[8:9], null, v15, v18, 0
	v_add3_u32 v13, v9, v11, v12
	v_mul_hi_u32 v19, v18, v8
	v_mad_u64_u32 v[8:9], null, v17, v8, 0
	v_mad_u64_u32 v[11:12], null, v18, v13, 0
	v_mad_u64_u32 v[13:14], null, v17, v13, 0
	v_add_co_u32 v11, vcc, v19, v11
	v_add_co_ci_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32 v8, vcc, v11, v8
	v_add_co_ci_u32_e32 v8, vcc, v12, v9, vcc
	v_add_co_ci_u32_e32 v9, vcc, 0, v14, vcc
	v_add_co_u32 v8, vcc, v8, v13
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32 v18, vcc, v18, v8
	v_add_co_ci_u32_e32 v17, vcc, v17, v9, vcc
	v_mul_lo_u32 v11, v16, v18
	v_mad_u64_u32 v[8:9], null, v15, v18, 0
	v_mul_lo_u32 v12, v15, v17
	v_mul_hi_u32 v15, v18, v8
	v_add3_u32 v13, v9, v12, v11
	v_mad_u64_u32 v[8:9], null, v17, v8, 0
	v_mad_u64_u32 v[11:12], null, v18, v13, 0
	v_mad_u64_u32 v[13:14], null, v17, v13, 0
	v_add_co_u32 v11, vcc, v15, v11
	v_add_co_ci_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32 v8, vcc, v11, v8
	v_add_co_ci_u32_e32 v8, vcc, v12, v9, vcc
	v_add_co_ci_u32_e32 v9, vcc, 0, v14, vcc
	v_add_co_u32 v8, vcc, v8, v13
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32 v11, vcc, v18, v8
	v_add_co_ci_u32_e32 v13, vcc, v17, v9, vcc
	v_mul_hi_u32 v15, v0, v11
	v_mad_u64_u32 v[11:12], null, v1, v11, 0
	v_mad_u64_u32 v[8:9], null, v0, v13, 0
	v_mad_u64_u32 v[13:14], null, v1, v13, 0
	v_add_co_u32 v8, vcc, v15, v8
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32 v8, vcc, v8, v11
	v_add_co_ci_u32_e32 v8, vcc, v9, v12, vcc
	v_add_co_ci_u32_e32 v9, vcc, 0, v14, vcc
	v_add_co_u32 v11, vcc, v8, v13
	v_add_co_ci_u32_e32 v12, vcc, 0, v9, vcc
	v_mul_lo_u32 v13, v3, v11
	v_mad_u64_u32 v[8:9], null, v10, v11, 0
	v_mul_lo_u32 v14, v10, v12
	v_sub_co_u32 v0, vcc, v0, v8
	v_add3_u32 v9, v9, v14, v13
	v_sub_nc_u32_e32 v13, v1, v9
	v_sub_co_ci_u32_e64 v8, s[0:1], v13, v3, vcc
	v_add_co_u32 v13, s[0:1], v11, 2
	v_add_co_ci_u32_e64 v14, s[0:1], 0, v12, s[0:1]
	v_sub_co_u32 v15, s[0:1], v0, v10
	v_sub_co_ci_u32_e32 v1, vcc, v1, v9, vcc
	v_subrev_co_ci_u32_e64 v8, s[0:1], 0, v8, s[0:1]
	v_cmp_ge_u32_e32 vcc, v15, v10
	v_cmp_eq_u32_e64 s[0:1], v1, v3
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v8, v3
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v8, v3
	v_cndmask_b32_e64 v0, v16, v0, s[0:1]
	v_cndmask_b32_e32 v8, v15, v9, vcc
	v_add_co_u32 v9, vcc, v11, 1
	v_add_co_ci_u32_e32 v15, vcc, 0, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v1, v15, v14, vcc
	v_cndmask_b32_e32 v8, v9, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v9, v12, v1, vcc
	v_cndmask_b32_e32 v8, v11, v8, vcc
.L81c:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .L888
	v_cvt_f32_u32_e32 v1, v10
	v_sub_nc_u32_e32 v8, 0, v10
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v8, v8, v1
	v_mul_hi_u32 v8, v1, v8
	v_add_nc_u32_e32 v1, v1, v8
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v8, v1, v10
	v_sub_nc_u32_e32 v0, v0, v8
	v_add_nc_u32_e32 v8, 1, v1
	v_sub_nc_u32_e32 v9, v0, v10
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_mov_b32_e32 v9, 0
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_add_nc_u32_e32 v8, 1, v1
	v_cndmask_b32_e32 v8, v1, v8, vcc
.L888:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v1, v5, v3
	v_mov_b32_e32 v0, 0
	v_or_b32_e32 v11, 0x10001, v2
	global_store_dwordx2 v[6:7], v[8:9], off offset:8
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .Lb34
	v_ashrrev_i32_e32 v13, 31, v3
	v_add_co_u32 v0, vcc, v11, v13
	v_add_co_ci_u32_e32 v1, vcc, v3, v13, vcc
	v_xor_b32_e32 v14, v0, v13
	v_xor_b32_e32 v15, v1, v13
	v_cvt_f32_u32_e32 v0, v14
	v_sub_co_u32 v16, vcc, 0, v14
	v_cvt_f32_u32_e32 v1, v15
	v_sub_co_ci_u32_e32 v17, vcc, 0, v15, vcc
	v_fmac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v18, v1
	v_cvt_u32_f32_e32 v19, v0
	v_mul_lo_u32 v8, v16, v18
	v_mul_lo_u32 v9, v17, v19
	v_mad_u64_u32 v[0:1], null, v16, v19, 0
	v_add3_u32 v11, v1, v8, v9
	v_mul_hi_u32 v20, v19, v0
	v_mad_u64_u32 v[0:1], null, v18, v0, 0
	v_mad_u64_u32 v[8:9], null, v19, v11, 0
	v_mad_u64_u32 v[11:12], null, v18, v11, 0
	v_add_co_u32 v8, vcc, v20, v8
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32 v0, vcc, v8, v0
	v_add_co_ci_u32_e32 v0, vcc, v9, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32 v0, vcc, v0, v11
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v19, vcc, v19, v0
	v_add_co_ci_u32_e32 v18, vcc, v18, v1, vcc
	v_mul_lo_u32 v8, v17, v19
	v_mad_u64_u32 v[0:1], null, v16, v19, 0
	v_mul_lo_u32 v9, v16, v18
	v_mul_hi_u32 v16, v19, v0
	v_add3_u32 v11, v1, v9, v8
	v_mad_u64_u32 v[0:1], null, v18, v0, 0
	v_mad_u64_u32 v[8:9], null, v19, v11, 0
	v_mad_u64_u32 v[11:12], null, v18, v11, 0
	v_add_co_u32 v8, vcc, v16, v8
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_ashrrev_i32_e32 v16, 31, v5
	v_add_co_u32 v0, vcc, v8, v0
	v_add_co_ci_u32_e32 v0, vcc, v9, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32 v8, vcc, v4, v16
	v_add_co_ci_u32_e32 v9, vcc, v5, v16, vcc
	v_add_co_u32 v0, vcc, v0, v11
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_xor_b32_e32 v17, v8, v16
	v_add_co_u32 v8, vcc, v19, v0
	v_add_co_ci_u32_e32 v11, vcc, v18, v1, vcc
	v_xor_b32_e32 v18, v9, v16
	v_mul_hi_u32 v19, v17, v8
	v_mad_u64_u32 v[0:1], null, v17, v11, 0
	v_mad_u64_u32 v[8:9], null, v18, v8, 0
	v_mad_u64_u32 v[11:12], null, v18, v11, 0
	v_add_co_u32 v0, vcc, v19, v0
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v0, vcc, v0, v8
	v_add_co_ci_u32_e32 v0, vcc, v1, v9, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32 v8, vcc, v0, v11
	v_add_co_ci_u32_e32 v9, vcc, 0, v1, vcc
	v_mul_lo_u32 v11, v15, v8
	v_mad_u64_u32 v[0:1], null, v14, v8, 0
	v_mul_lo_u32 v12, v14, v9
	v_sub_co_u32 v0, vcc, v17, v0
	v_add3_u32 v1, v1, v12, v11
	v_sub_nc_u32_e32 v11, v18, v1
	v_sub_co_ci_u32_e64 v11, s[0:1], v11, v15, vcc
	v_add_co_u32 v12, s[0:1], v8, 2
	v_add_co_ci_u32_e64 v17, s[0:1], 0, v9, s[0:1]
	v_sub_co_u32 v19, s[0:1], v0, v14
	v_sub_co_ci_u32_e32 v1, vcc, v18, v1, vcc
	v_subrev_co_ci_u32_e64 v11, s[0:1], 0, v11, s[0:1]
	v_cmp_ge_u32_e32 vcc, v19, v14
	v_cmp_eq_u32_e64 s[0:1], v1, v15
	v_cndmask_b32_e64 v18, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v11, v15
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v14
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v15
	v_cndmask_b32_e64 v14, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v11, v15
	v_cndmask_b32_e64 v0, v14, v0, s[0:1]
	v_cndmask_b32_e32 v11, v19, v18, vcc
	v_add_co_u32 v18, vcc, v8, 1
	v_add_co_ci_u32_e32 v19, vcc, 0, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cndmask_b32_e32 v1, v19, v17, vcc
	v_cndmask_b32_e32 v11, v18, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_xor_b32_e32 v12, v16, v13
	v_cndmask_b32_e32 v0, v9, v1, vcc
	v_cndmask_b32_e32 v1, v8, v11, vcc
	v_xor_b32_e32 v8, v0, v12
	v_xor_b32_e32 v1, v1, v12
	v_sub_co_u32 v0, vcc, v1, v12
	v_sub_co_ci_u32_e32 v1, vcc, v8, v12, vcc
.Lb34:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lba0
	v_cvt_f32_u32_e32 v0, v11
	v_sub_nc_u32_e32 v1, 0, v11
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v11
	v_add_nc_u32_e32 v8, 1, v0
	v_sub_nc_u32_e32 v1, v4, v1
	v_sub_nc_u32_e32 v9, v1, v11
	v_cmp_ge_u32_e32 vcc, v1, v11
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cmp_ge_u32_e32 vcc, v1, v11
	v_add_nc_u32_e32 v8, 1, v0
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v0, v0, v8, vcc
.Lba0:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v5
	global_store_dwordx2 v[6:7], v[0:1], off offset:16
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_and_b32_e32 v8, 0xffff, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .Ldec
	v_cvt_f32_ubyte0_e32 v0, 0
	v_cvt_f32_u32_e32 v1, v8
	v_sub_co_u32 v9, s[0:1], 0, v8
	v_sub_co_ci_u32_e64 v15, null, 0, 0, s[0:1]
	v_fmac_f32_e32 v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v1
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v16, v1
	v_cvt_u32_f32_e32 v17, v0
	v_mul_lo_u32 v11, v9, v16
	v_mul_lo_u32 v12, v15, v17
	v_mad_u64_u32 v[0:1], null, v9, v17, 0
	v_add3_u32 v13, v1, v11, v12
	v_mul_hi_u32 v18, v17, v0
	v_mad_u64_u32 v[0:1], null, v16, v0, 0
	v_mad_u64_u32 v[11:12], null, v17, v13, 0
	v_mad_u64_u32 v[13:14], null, v16, v13, 0
	v_add_co_u32 v11, vcc, v18, v11
	v_add_co_ci_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32 v0, vcc, v11, v0
	v_add_co_ci_u32_e32 v0, vcc, v12, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v14, vcc
	v_add_co_u32 v0, vcc, v0, v13
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v17, vcc, v17, v0
	v_add_co_ci_u32_e32 v16, vcc, v16, v1, vcc
	v_mul_lo_u32 v11, v15, v17
	v_mad_u64_u32 v[0:1], null, v9, v17, 0
	v_mul_lo_u32 v9, v9, v16
	v_mul_hi_u32 v15, v17, v0
	v_add3_u32 v9, v1, v9, v11
	v_mad_u64_u32 v[0:1], null, v16, v0, 0
	v_mad_u64_u32 v[11:12], null, v17, v9, 0
	v_mad_u64_u32 v[13:14], null, v16, v9, 0
	v_add_co_u32 v9, vcc, v15, v11
	v_add_co_ci_u32_e32 v11, vcc, 0, v12, vcc
	v_ashrrev_i32_e32 v15, 31, v5
	v_add_co_u32 v0, vcc, v9, v0
	v_add_co_ci_u32_e32 v0, vcc, v11, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v14, vcc
	v_add_co_u32 v9, vcc, v4, v15
	v_add_co_ci_u32_e32 v11, vcc, v5, v15, vcc
	v_add_co_u32 v0, vcc, v0, v13
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_xor_b32_e32 v9, v9, v15
	v_add_co_u32 v12, vcc, v17, v0
	v_add_co_ci_u32_e32 v13, vcc, v16, v1, vcc
	v_xor_b32_e32 v16, v11, v15
	v_mul_hi_u32 v17, v9, v12
	v_mad_u64_u32 v[0:1], null, v9, v13, 0
	v_mad_u64_u32 v[11:12], null, v16, v12, 0
	v_mad_u64_u32 v[13:14], null, v16, v13, 0
	v_add_co_u32 v0, vcc, v17, v0
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v0, vcc, v0, v11
	v_add_co_ci_u32_e32 v0, vcc, v1, v12, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v14, vcc
	v_add_co_u32 v0, vcc, v0, v13
	v_add_co_ci_u32_e32 v11, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], null, v8, v0, 0
	v_mad_u64_u32 v[11:12], null, v8, v11, v[1:2]
	v_sub_co_u32 v0, vcc, v9, v0
	v_sub_co_ci_u32_e32 v1, vcc, v16, v11, vcc
	v_sub_co_u32 v9, vcc, v0, v8
	v_subrev_co_ci_u32_e32 v11, vcc, 0, v1, vcc
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v11
	v_cndmask_b32_e32 v12, -1, v12, vcc
	v_sub_co_u32 v8, vcc, v9, v8
	v_subrev_co_ci_u32_e32 v14, vcc, 0, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_cndmask_b32_e64 v12, -1, v13, s[0:1]
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_xor_b32_e32 v0, v0, v15
	v_xor_b32_e32 v1, v1, v15
	v_sub_co_u32 v0, vcc, v0, v15
	v_sub_co_ci_u32_e32 v1, vcc, v1, v15, vcc
.Ldec:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Le50
	v_cvt_f32_u32_e32 v0, v8
	v_sub_nc_u32_e32 v1, 0, v8
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v0, v0, v8
	v_sub_nc_u32_e32 v0, v4, v0
	v_sub_nc_u32_e32 v1, v0, v8
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_sub_nc_u32_e32 v1, v0, v8
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v1, 0
.Le50:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f64_i32_e32 v[8:9], v5
	v_cvt_f64_u32_e32 v[11:12], v4
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x3fd00000
	v_lshrrev_b64 v[13:14], 20, v[2:3]
	v_sub_nc_u32_e32 v18, 0, v10
	v_ffbh_u32_e32 v2, v14
	v_min_u32_e32 v2, 32, v2
	v_ldexp_f64 v[8:9], v[8:9], 32
	v_add_f64 v[8:9], v[8:9], v[11:12]
	v_mul_f64 v[8:9], v[8:9], s[0:1]
	s_mov_b32 s1, 0x3df00000
	v_trunc_f64_e32 v[8:9], v[8:9]
	v_mul_f64 v[11:12], v[8:9], s[0:1]
	s_mov_b32 s1, 0xc1f00000
	v_floor_f64_e32 v[15:16], v[11:12]
	v_lshlrev_b64 v[11:12], v2, v[13:14]
	v_mul_hi_u32 v13, v10, v4
	v_sub_nc_u32_e32 v2, 32, v2
	v_mov_b32_e32 v14, 0
	v_min_u32_e32 v11, 1, v11
	v_mad_u64_u32 v[19:20], null, v10, v5, v[13:14]
	v_or_b32_e32 v17, v12, v11
	v_lshlrev_b64 v[11:12], v10, v[4:5]
	v_ffbh_u32_e32 v10, v10
	v_cvt_f32_u32_e32 v21, v17
	v_lshrrev_b64 v[17:18], v18, v[4:5]
	v_mov_b32_e32 v13, v19
	v_bcnt_u32_b32 v19, v4, 0
	v_add_nc_u32_e32 v10, 32, v10
	v_fma_f64 v[8:9], v[15:16], s[0:1], v[8:9]
	v_ldexp_f32 v2, v21, v2
	v_or_b32_e32 v12, v12, v18
	v_or_b32_e32 v11, v11, v17
	v_mad_u64_u32 v[17:18], null, v3, v4, v[13:14]
	v_trunc_f32_e32 v2, v2
	v_cvt_i32_f64_e32 v15, v[15:16]
	v_bcnt_u32_b32 v13, v5, v19
	v_ffbh_u32_e32 v17, v3
	v_mov_b32_e32 v19, v20
	v_mul_f32_e64 v21, 0x2f800000, |v2|
	v_mov_b32_e32 v20, v14
	v_ashrrev_i32_e32 v16, 31, v2
	v_min_u32_e32 v17, v10, v17
	v_floor_f32_e32 v4, v21
	v_cvt_u32_f64_e32 v8, v[8:9]
	v_fma_f32 v9, 0xcf800000, v4, |v2|
	v_mad_u64_u32 v[2:3], null, v3, v5, v[19:20]
	v_cvt_u32_f32_e32 v21, v9
	v_lshlrev_b64 v[9:10], 8, v[13:14]
	v_cvt_u32_f32_e32 v13, v4
	v_mov_b32_e32 v4, v18
	v_xor_b32_e32 v5, v21, v16
	v_xor_b32_e32 v13, v13, v16
	v_or_b32_e32 v9, v9, v17
	v_sub_co_u32 v5, vcc, v5, v16
	v_sub_co_ci_u32_e32 v13, vcc, v13, v16, vcc
	v_add_co_u32 v2, vcc, v2, v4
	v_add_co_ci_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32 v4, vcc, v5, v8
	v_add_co_ci_u32_e32 v5, vcc, v13, v15, vcc
	global_store_dwordx4 v[6:7], v[0:3], off offset:24
	global_store_dwordx4 v[6:7], v[9:12], off offset:40
	global_store_dwordx2 v[6:7], v[4:5], off offset:56
	s_endpgm
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	.size packed_short, 340
	.size bytes_mix, 668
	.size wide_ints, 2768

	.rodata
	.p2align 6
// packed_short.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel packed_short
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 88
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 20
//   .amdhsa_next_free_sgpr 0
//   .amdhsa_reserve_vcc 0
//   .amdhsa_reserve_flat_scratch 0
//   .amdhsa_reserve_xnack_mask 0
//   .amdhsa_float_round_mode_32 0
//   .amdhsa_float_round_mode_16_64 0
//   .amdhsa_float_denorm_mode_32 3
//   .amdhsa_float_denorm_mode_16_64 3
//   .amdhsa_dx10_clamp 1
//   .amdhsa_ieee_mode 1
//   .amdhsa_fp16_overflow 0
//   .amdhsa_workgroup_processor_mode 1
//   .amdhsa_memory_ordered 1
//   .amdhsa_forward_progress 0
//   .amdhsa_exception_fp_ieee_invalid_op 0
//   .amdhsa_exception_fp_denorm_src 0
//   .amdhsa_exception_fp_ieee_div_zero 0
//   .amdhsa_exception_fp_ieee_overflow 0
//   .amdhsa_exception_fp_ieee_underflow 0
//   .amdhsa_exception_fp_ieee_inexact 0
//   .amdhsa_exception_int_div_zero 0
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl packed_short.kd
	.protected packed_short.kd
	.type packed_short.kd,@object
	.size packed_short.kd, 64
packed_short.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad packed_short@rel64-packed_short.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0044, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// bytes_mix.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel bytes_mix
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 88
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 28
//   .amdhsa_next_free_sgpr 0
//   .amdhsa_reserve_vcc 0
//   .amdhsa_reserve_flat_scratch 0
//   .amdhsa_reserve_xnack_mask 0
//   .amdhsa_float_round_mode_32 0
//   .amdhsa_float_round_mode_16_64 0
//   .amdhsa_float_denorm_mode_32 3
//   .amdhsa_float_denorm_mode_16_64 3
//   .amdhsa_dx10_clamp 1
//   .amdhsa_ieee_mode 1
//   .amdhsa_fp16_overflow 0
//   .amdhsa_workgroup_processor_mode 1
//   .amdhsa_memory_ordered 1
//   .amdhsa_forward_progress 0
//   .amdhsa_exception_fp_ieee_invalid_op 0
//   .amdhsa_exception_fp_denorm_src 0
//   .amdhsa_exception_fp_ieee_div_zero 0
//   .amdhsa_exception_fp_ieee_overflow 0
//   .amdhsa_exception_fp_ieee_underflow 0
//   .amdhsa_exception_fp_ieee_inexact 0
//   .amdhsa_exception_int_div_zero 0
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl bytes_mix.kd
	.protected bytes_mix.kd
	.type bytes_mix.kd,@object
	.size bytes_mix.kd, 64
bytes_mix.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad bytes_mix@rel64-bytes_mix.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0046, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// wide_ints.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel wide_ints
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 24
//   .amdhsa_next_free_sgpr 0
//   .amdhsa_reserve_vcc 0
//   .amdhsa_reserve_flat_scratch 0
//   .amdhsa_reserve_xnack_mask 0
//   .amdhsa_float_round_mode_32 0
//   .amdhsa_float_round_mode_16_64 0
//   .amdhsa_float_denorm_mode_32 3
//   .amdhsa_float_denorm_mode_16_64 3
//   .amdhsa_dx10_clamp 1
//   .amdhsa_ieee_mode 1
//   .amdhsa_fp16_overflow 0
//   .amdhsa_workgroup_processor_mode 1
//   .amdhsa_memory_ordered 1
//   .amdhsa_forward_progress 0
//   .amdhsa_exception_fp_ieee_invalid_op 0
//   .amdhsa_exception_fp_denorm_src 0
//   .amdhsa_exception_fp_ieee_div_zero 0
//   .amdhsa_exception_fp_ieee_overflow 0
//   .amdhsa_exception_fp_ieee_underflow 0
//   .amdhsa_exception_fp_ieee_inexact 0
//   .amdhsa_exception_int_div_zero 0
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl wide_ints.kd
	.protected wide_ints.kd
	.type wide_ints.kd,@object
	.size wide_ints.kd, 64
wide_ints.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad wide_ints@rel64-wide_ints.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0045, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           packed_short
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         packed_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bytes_mix
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bytes_mix.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           wide_ints
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wide_ints.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
