// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl vec_float4
	.protected vec_float4
	.type vec_float4,@function
vec_float4:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_add_co_u32 v8, s[8:9], s10, v0
	v_add_co_ci_u32_e64 v9, null, s11, 0, s[8:9]
	v_lshlrev_b64 v[12:13], 4, v[8:9]
	v_lshlrev_b64 v[8:9], 5, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v12
	v_add_co_ci_u32_e32 v1, vcc, s1, v13, vcc
	v_add_co_u32 v4, vcc, s2, v12
	v_add_co_ci_u32_e32 v5, vcc, s3, v13, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	global_load_dwordx4 v[4:7], v[4:5], off
	v_add_co_u32 v20, vcc, s4, v8
	v_add_co_ci_u32_e32 v21, vcc, s5, v9, vcc
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v2, v5
	v_mov_b32_e32 v10, v6
	v_mul_f32_e32 v15, v0, v7
	v_mov_b32_e32 v8, v0
	v_max_f32_e32 v11, v4, v4
	v_max_f32_e32 v19, v7, v7
	v_max_f32_e32 v22, v3, v3
	v_mul_f32_e32 v14, v1, v6
	v_mov_b32_e32 v9, v1
	v_max_f32_e32 v17, v6, v6
	v_max_f32_e32 v18, v2, v2
	v_add_f32_e32 v10, v16, v10
	v_max_f32_e32 v16, v1, v1
	v_add_f32_e32 v8, v15, v8
	v_max_f32_e32 v15, v22, v19
	v_min_f32_e32 v24, v22, v11
	v_add_co_u32 v22, vcc, s6, v12
	v_add_co_ci_u32_e32 v23, vcc, s7, v13, vcc
	v_add_f32_e32 v9, v14, v9
	v_max_f32_e32 v14, v18, v17
	v_min_f32_e32 v17, v16, v17
	v_cmp_nge_f32_e32 vcc, v2, v7
	v_max_f32_e32 v13, v0, v0
	v_sub_f32_e32 v15, v15, v24
	v_min_f32_e32 v25, v18, v19
	v_sub_f32_e32 v14, v14, v17
	v_cndmask_b32_e64 v17, -3, 0, vcc
	v_cmp_nge_f32_e32 vcc, v3, v4
	v_max_f32_e32 v24, v13, v11
	v_max_f32_e32 v12, v5, v5
	v_cndmask_b32_e64 v11, -3, 0, vcc
	v_cmp_lt_f32_e32 vcc, v3, v7
	v_max_f32_e32 v16, v16, v12
	v_min_f32_e32 v12, v13, v12
	v_subrev_co_ci_u32_e32 v19, vcc, 0, v11, vcc
	v_cmp_lt_f32_e32 vcc, v2, v6
	v_sub_f32_e32 v11, v9, v0
	v_sub_f32_e32 v13, v16, v12
	v_sub_f32_e32 v12, v24, v25
	v_subrev_co_ci_u32_e32 v18, vcc, 0, v17, vcc
	v_cmp_nge_f32_e32 vcc, v1, v6
	v_cndmask_b32_e64 v2, -3, 0, vcc
	v_cmp_lt_f32_e32 vcc, v1, v5
	v_mul_f32_e32 v1, v3, v4
	v_subrev_co_ci_u32_e32 v17, vcc, 0, v2, vcc
	v_cmp_nge_f32_e32 vcc, v0, v5
	v_add_f32_e32 v1, v1, v7
	v_cndmask_b32_e64 v2, -3, 0, vcc
	v_cmp_lt_f32_e32 vcc, v0, v4
	v_sub_f32_e32 v9, v1, v0
	v_subrev_co_ci_u32_e32 v16, vcc, 0, v2, vcc
	global_store_dwordx4 v[20:21], v[8:11], off
	global_store_dwordx4 v[20:21], v[12:15], off offset:16
	global_store_dwordx4 v[22:23], v[16:19], off
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
	.globl vec_int8
	.protected vec_int8
	.type vec_int8,@function
vec_int8:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[16:23], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	v_add_co_u32 v16, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v17, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[18:19], 5, v[16:17]
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	v_add_co_u32 v8, vcc, s18, v18
	v_add_co_ci_u32_e32 v9, vcc, s19, v19, vcc
	v_add_co_u32 v12, vcc, s16, v18
	v_add_co_ci_u32_e32 v13, vcc, s17, v19, vcc
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	global_load_dwordx4 v[4:7], v[12:13], off offset:16
	global_load_dwordx4 v[8:11], v[8:9], off
	global_load_dwordx4 v[12:15], v[12:13], off
	s_waitcnt vmcnt(3)
	v_cmp_lt_i32_e64 s[4:5], 0xfffffc18, v0
	v_sub_nc_u32_e32 v20, 0, v3
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v23, 0, v11
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[8:9], v15, v11
	v_sub_nc_u32_e32 v22, 0, v9
	v_cmp_gt_i32_e32 vcc, v7, v3
	v_sub_nc_u32_e32 v21, 0, v1
	v_and_b32_e32 v24, 7, v3
	v_cndmask_b32_e64 v0, v0, v23, s[8:9]
	v_cmp_gt_i32_e64 s[8:9], v13, v9
	v_and_b32_e32 v25, 7, v1
	v_cmp_lt_i32_e64 s[6:7], 0xfffffc18, v2
	v_cmp_lt_i32_e64 s[0:1], 0xfffffc18, v1
	v_cmp_lt_i32_e64 s[10:11], 0xfffffc18, v9
	v_cndmask_b32_e64 v2, v2, v22, s[8:9]
	v_cmp_gt_i32_e64 s[8:9], v5, v1
	v_and_b32_e32 v27, 7, v11
	v_cmp_lt_i32_e64 s[2:3], 0xfffffc18, v3
	v_or_b32_e32 v1, v5, v13
	v_cmp_lt_i32_e64 s[12:13], 0xfffffc18, v11
	v_cmp_lt_i32_e64 s[14:15], 0xfffffc18, v8
	v_cndmask_b32_e64 v3, v10, v21, s[8:9]
	v_cndmask_b32_e32 v8, v8, v20, vcc
	v_ashrrev_i32_e32 v11, v25, v5
	v_ashrrev_i32_e32 v20, v24, v7
	v_and_b32_e32 v26, 7, v9
	s_and_b64 s[0:1], s[0:1], s[10:11]
	v_or3_b32 v21, v7, v15, v1
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_add_nc_u32_e32 v7, v8, v7
	v_add_nc_u32_e32 v5, v3, v5
	v_lshlrev_b32_e32 v3, 1, v20
	v_lshlrev_b32_e32 v8, 1, v11
	v_cmp_lt_i32_e64 s[16:17], 0xfffffc18, v10
	v_ashrrev_i32_e32 v9, v27, v15
	v_ashrrev_i32_e32 v10, v26, v13
	s_and_b64 vcc, s[2:3], s[12:13]
	v_xor_b32_e32 v3, v7, v3
	v_cndmask_b32_e32 v11, 0, v1, vcc
	v_xor_b32_e32 v1, v5, v8
	v_add_nc_u32_e32 v2, v2, v13
	v_add_nc_u32_e32 v0, v0, v15
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshlrev_b32_e32 v9, 1, v9
	v_mul_lo_u32 v5, v3, 3
	v_mul_lo_u32 v15, v1, 3
	s_and_b64 s[4:5], s[4:5], s[14:15]
	v_xor_b32_e32 v2, v2, v10
	v_cndmask_b32_e64 v23, 0, -1, s[4:5]
	v_xor_b32_e32 v0, v0, v9
	s_and_b64 vcc, s[6:7], s[16:17]
	v_or3_b32 v22, v4, v12, v6
	v_cndmask_b32_e32 v13, 0, v23, vcc
	v_sub_nc_u32_e32 v7, v5, v0
	v_sub_nc_u32_e32 v5, v15, v2
	v_or3_b32 v10, v22, v14, v21
	v_and_b32_e32 v2, v3, v6
	v_and_b32_e32 v11, v13, v11
	v_and_b32_e32 v0, v1, v4
	v_and_b32_e32 v6, v7, v14
	v_and_b32_e32 v4, v5, v12
	v_add_nc_u32_e32 v12, v7, v3
	v_add_co_u32 v8, vcc, s20, v18
	v_lshrrev_b32_e32 v13, 31, v10
	v_lshrrev_b32_e32 v14, 30, v11
	v_add_nc_u32_e32 v15, v6, v2
	v_add_nc_u32_e32 v18, v4, v0
	v_add3_u32 v12, v5, v1, v12
	v_add_co_ci_u32_e32 v9, vcc, s21, v19, vcc
	v_add_co_u32 v10, vcc, s22, v16
	v_add_co_ci_u32_e32 v11, vcc, s23, v17, vcc
	v_add3_u32 v12, v18, v15, v12
	v_and_or_b32 v13, v14, 2, v13
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx2 v[10:11], v[12:13], off
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
	.globl vec_uchar16
	.protected vec_uchar16
	.type vec_uchar16,@function
vec_uchar16:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	v_mov_b32_e32 v10, 0xff
	v_mov_b32_e32 v11, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s10, v0
	v_add_co_ci_u32_e64 v1, null, s11, 0, s[8:9]
	v_lshlrev_b64 v[8:9], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v8
	v_add_co_ci_u32_e32 v1, vcc, s1, v9, vcc
	v_add_co_u32 v4, vcc, s2, v8
	v_add_co_ci_u32_e32 v5, vcc, s3, v9, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v12, 0xff, v0
	v_lshrrev_b32_e32 v13, 8, v0
	v_and_b32_sdwa v14, v0, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v17, 8, v1
	v_and_b32_sdwa v18, v1, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v20, 0xff, v2
	v_lshrrev_b32_e32 v21, 8, v2
	v_and_b32_sdwa v22, v2, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v23, 24, v2
	v_and_b32_e32 v24, 0xff, v3
	v_lshrrev_b32_e32 v25, 8, v3
	v_and_b32_sdwa v26, v3, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v27, 24, v3
	v_and_b32_sdwa v29, v11, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_and_b32_sdwa v30, v11, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_and_b32_sdwa v31, v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_and_b32_sdwa v11, v11, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_bfe_u32 v33, v2, 8, 8
	v_bfe_u32 v2, v2, 16, 8
	v_bfe_u32 v3, v3, 16, 8
	s_waitcnt vmcnt(0)
	v_and_b32_sdwa v34, v4, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v35, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v36, v6, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v10, v7, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_bfe_u32 v37, v4, 8, 8
	v_bfe_u32 v38, v4, 16, 8
	v_bfe_u32 v39, v5, 8, 8
	v_bfe_u32 v40, v5, 16, 8
	v_bfe_u32 v41, v6, 16, 8
	v_bfe_u32 v42, v7, 16, 8
	v_and_b32_e32 v43, 0xff, v4
	v_lshrrev_b32_e32 v44, 24, v7
	v_lshrrev_b32_e32 v45, 8, v4
	v_lshrrev_b32_e32 v46, 8, v5
	v_lshrrev_b32_e32 v47, 8, v6
	v_lshrrev_b32_e32 v48, 8, v7
	v_and_b32_e32 v16, 0xff, v1
	v_lshrrev_b32_e32 v19, 24, v1
	v_bfe_u32 v32, v1, 8, 8
	v_bfe_u32 v1, v1, 16, 8
	v_and_b32_e32 v49, 0xff, v6
	v_bfe_u32 v50, v6, 8, 8
	v_lshrrev_b32_e32 v51, 24, v6
	v_add_nc_u16 v18, v18, v35
	v_add_nc_u16 v22, v22, v36
	v_add_nc_u16 v10, v26, v10
	v_max_u32_e32 v26, v3, v37
	v_min_u32_e32 v3, v37, v3
	v_max_u32_e32 v35, v11, v38
	v_min_u32_e32 v11, v38, v11
	v_max_u32_e32 v36, v2, v39
	v_min_u32_e32 v2, v39, v2
	v_max_u32_e32 v37, v31, v40
	v_min_u32_e32 v31, v40, v31
	v_max_u32_e32 v38, v30, v41
	v_min_u32_e32 v30, v41, v30
	v_max_u32_e32 v39, v29, v42
	v_min_u32_e32 v29, v42, v29
	v_add_nc_u16 v40, v12, v43
	v_max_u32_e32 v41, v12, v44
	v_min_u32_e32 v12, v44, v12
	v_add_nc_u16 v42, v27, v44
	v_max_u32_e32 v44, v27, v43
	v_min_u32_e32 v27, v43, v27
	v_and_b32_e32 v13, 0xff, v13
	v_and_b32_e32 v43, 0xff, v45
	v_and_b32_e32 v17, 0xff, v17
	v_and_b32_e32 v45, 0xff, v46
	v_and_b32_e32 v21, 0xff, v21
	v_and_b32_e32 v46, 0xff, v47
	v_and_b32_e32 v25, 0xff, v25
	v_and_b32_e32 v47, 0xff, v48
	v_lshrrev_b32_e32 v15, 24, v0
	v_add_nc_u16 v14, v14, v34
	v_and_b32_e32 v34, 0xff, v7
	v_max_u32_e32 v48, v19, v49
	v_add_nc_u16 v13, v13, v43
	v_min_u32_e32 v43, v49, v19
	v_add_nc_u16 v17, v17, v45
	v_max_u32_e32 v45, v1, v50
	v_min_u32_e32 v50, v50, v1
	v_add_nc_u16 v21, v21, v46
	v_max_u32_e32 v46, v16, v51
	v_add_nc_u16 v25, v25, v47
	v_min_u32_e32 v47, v51, v16
	v_bfe_u32 v28, v0, 8, 8
	v_bfe_u32 v0, v0, 16, 8
	v_sub_nc_u32_e32 v43, v48, v43
	v_bfe_u32 v48, v7, 8, 8
	v_sub_nc_u32_e32 v45, v45, v50
	v_max_u32_e32 v50, v15, v34
	v_sub_nc_u32_e32 v46, v46, v47
	v_min_u32_e32 v47, v34, v15
	v_sub_nc_u32_e32 v27, v44, v27
	v_max_u32_e32 v44, v0, v48
	v_min_u32_e32 v48, v48, v0
	v_sub_nc_u32_e32 v29, v39, v29
	v_sub_nc_u32_e32 v47, v50, v47
	v_lshrrev_b32_e32 v50, 24, v5
	v_sub_nc_u32_e32 v30, v38, v30
	v_sub_nc_u32_e32 v44, v44, v48
	v_and_b32_e32 v38, 0xff, v5
	v_add_nc_u16 v51, v23, v51
	v_max_u32_e32 v48, v20, v50
	v_min_u32_e32 v39, v50, v20
	v_add_nc_u16 v50, v19, v50
	v_sub_nc_u32_e32 v3, v26, v3
	v_min_u16 v10, 0xff, v10
	v_sub_nc_u32_e32 v31, v37, v31
	v_sub_nc_u32_e32 v39, v48, v39
	v_max_u32_e32 v48, v23, v38
	v_min_u32_e32 v23, v38, v23
	v_add_nc_u16 v38, v16, v38
	v_lshrrev_b32_e32 v37, 24, v4
	v_sub_nc_u32_e32 v11, v35, v11
	v_sub_nc_u32_e32 v12, v41, v12
	v_min_u16 v26, 0xff, v50
	v_min_u16 v18, 0xff, v18
	v_min_u16 v35, 0xff, v38
	v_min_u16 v38, 0xff, v42
	v_min_u16 v40, 0xff, v40
	v_xor_b32_e32 v3, v10, v3
	v_min_u16 v10, 0xff, v13
	v_min_u16 v13, 0xff, v17
	v_add_nc_u16 v34, v24, v34
	v_sub_nc_u32_e32 v23, v48, v23
	v_max_u32_e32 v48, v24, v37
	v_min_u32_e32 v24, v37, v24
	v_sub_nc_u32_e32 v2, v36, v2
	v_add_nc_u16 v37, v15, v37
	v_add_nc_u16 v49, v20, v49
	v_min_u16 v22, 0xff, v22
	v_xor_b32_e32 v26, v26, v43
	v_xor_b32_e32 v18, v18, v45
	v_xor_b32_e32 v27, v38, v27
	v_min_u16 v17, 0xff, v21
	v_min_u16 v21, 0xff, v25
	v_xor_b32_e32 v12, v40, v12
	v_xor_b32_e32 v13, v13, v30
	v_sub_nc_u32_e32 v24, v48, v24
	v_min_u16 v37, 0xff, v37
	v_min_u16 v14, 0xff, v14
	v_min_u16 v41, 0xff, v49
	v_min_u16 v42, 0xff, v51
	v_min_u16 v34, 0xff, v34
	v_xor_b32_e32 v35, v35, v46
	v_xor_b32_e32 v2, v22, v2
	v_xor_b32_e32 v11, v21, v11
	v_and_b32_e32 v21, 0xff, v26
	v_and_b32_e32 v18, 0xff, v18
	v_and_b32_e32 v12, 0xff, v12
	v_and_b32_e32 v3, 0xff, v3
	v_and_b32_e32 v27, 0xff, v27
	v_and_b32_e32 v13, 0xff, v13
	v_mov_b32_e32 v36, 1
	v_xor_b32_e32 v37, v37, v47
	v_xor_b32_e32 v14, v14, v44
	v_xor_b32_e32 v38, v41, v39
	v_xor_b32_e32 v23, v42, v23
	v_xor_b32_e32 v22, v34, v24
	v_xor_b32_e32 v10, v10, v29
	v_xor_b32_e32 v17, v17, v31
	v_and_b32_e32 v24, 0xff, v35
	v_and_b32_e32 v2, 0xff, v2
	v_add3_u32 v1, v1, v21, 1
	v_add3_u32 v0, v0, v18, 1
	v_add3_u32 v21, v15, v27, 1
	v_add3_u32 v3, v33, v3, 1
	v_add3_u32 v12, v15, v12, 1
	v_add3_u32 v13, v33, v13, 1
	v_mov_b32_e32 v48, 8
	v_and_b32_e32 v14, 0xff, v14
	v_and_b32_e32 v23, 0xff, v23
	v_and_b32_e32 v25, 0xff, v38
	v_and_b32_e32 v22, 0xff, v22
	v_and_b32_e32 v26, 0xff, v37
	v_add3_u32 v18, v32, v24, 1
	v_add3_u32 v2, v32, v2, 1
	v_and_b32_e32 v11, 0xff, v11
	v_and_b32_e32 v17, 0xff, v17
	v_and_b32_e32 v10, 0xff, v10
	v_lshrrev_b32_sdwa v12, v36, v12 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v3, 1, v3
	v_lshrrev_b32_sdwa v21, v36, v21 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v0, 1, v0
	v_lshrrev_b32_sdwa v1, v36, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v13, v36, v13 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add3_u32 v14, v16, v14, 1
	v_add3_u32 v16, v20, v23, 1
	v_add3_u32 v20, v32, v25, 1
	v_add3_u32 v23, v28, v26, 1
	v_add3_u32 v22, v33, v22, 1
	v_add3_u32 v10, v28, v10, 1
	v_add3_u32 v15, v15, v17, 1
	v_add3_u32 v11, v19, v11, 1
	v_lshrrev_b32_e32 v2, 1, v2
	v_lshrrev_b32_e32 v18, 1, v18
	v_or_b32_sdwa v0, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_sdwa v1, v48, v21 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v3, v12, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshrrev_b32_e32 v12, 8, v13
	v_lshrrev_b32_e32 v17, 1, v22
	v_lshrrev_b32_sdwa v16, v36, v16 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v19, 1, v20
	v_lshrrev_b32_e32 v14, 1, v14
	v_lshrrev_b32_sdwa v20, v36, v23 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v11, v36, v11 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v15, v36, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v10, v36, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_nc_u16 v2, v2, -3
	v_or_b32_sdwa v1, v1, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	.long 0xd7030003, 0x0001ff03, 0xfffffc00 // v_add_nc_u16 v3, v3, 0xfc00
	v_add_nc_u16 v12, v12, -1
	v_or_b32_sdwa v14, v14, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v13, v19, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v17, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	.long 0xd7030001, 0x0001ff01, 0xfffffe00 // v_add_nc_u16 v1, v1, 0xfe00
	v_lshlrev_b32_e32 v3, 16, v3
	v_or_b32_sdwa v10, v12, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v13, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v11, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v10, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_add_co_u32 v10, vcc, s4, v8
	v_add_co_ci_u32_e32 v11, vcc, s5, v9, vcc
	v_add_co_u32 v8, vcc, s6, v8
	v_add_nc_u32_e32 v6, v2, v6
	v_add_nc_u32_e32 v7, v3, v7
	v_add_nc_u32_e32 v5, v1, v5
	v_add_nc_u32_e32 v4, v0, v4
	v_add_co_ci_u32_e32 v9, vcc, s7, v9, vcc
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off
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
	.globl vec_loadstore
	.protected vec_loadstore
	.type vec_loadstore,@function
vec_loadstore:
	s_load_dword s3, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dword s2, s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s3, v[0:1]
	s_mov_b32 s3, 0
	v_add_co_u32 v15, s[4:5], s0, v0
	v_add_co_ci_u32_e64 v16, null, s1, 0, s[4:5]
	s_mul_i32 s0, s2, 12
	v_mad_u64_u32 v[8:9], null, v15, 20, s[12:13]
	v_mad_u64_u32 v[0:1], null, v15, 12, s[12:13]
	v_mul_lo_u32 v25, v16, 12
	v_lshlrev_b64 v[17:18], 3, v[15:16]
	v_lshlrev_b64 v[21:22], 4, v[15:16]
	s_mul_hi_u32 s1, s2, 12
	v_mov_b32_e32 v2, v9
	s_add_u32 s4, s14, s0
	s_addc_u32 s5, s15, s1
	v_add_co_u32 v10, vcc, s12, v17
	v_mad_u64_u32 v[2:3], null, v16, 20, v[2:3]
	v_add_nc_u32_e32 v1, v25, v1
	v_add_co_ci_u32_e32 v11, vcc, s13, v18, vcc
	s_lshl_b64 s[0:1], s[2:3], 4
	v_mad_u64_u32 v[23:24], null, v15, 12, s[14:15]
	v_mov_b32_e32 v9, v2
	global_load_dwordx3 v[12:14], v[0:1], off offset:4
	v_lshlrev_b64 v[15:16], 5, v[15:16]
	v_add_co_u32 v21, vcc, s4, v21
	s_clause 0x3
	global_load_dwordx4 v[0:3], v[0:1], off offset:8
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	global_load_dwordx2 v[19:20], v[10:11], off
	global_load_dwordx4 v[8:11], v[8:9], off
	s_add_u32 s0, s4, s0
	v_add_co_ci_u32_e32 v22, vcc, s5, v22, vcc
	s_addc_u32 s1, s5, s1
	v_add_co_u32 v17, vcc, s0, v17
	v_add_co_ci_u32_e32 v18, vcc, s1, v18, vcc
	v_add_nc_u32_e32 v24, v25, v24
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v14, v14, v14
	v_add_f32_e32 v13, v13, v13
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v1, v1, v5
	v_add_co_u32 v6, vcc, s16, v15
	v_add_f32_e32 v12, v12, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_sub_f32_e32 v1, v1, v9
	v_sub_f32_e32 v0, v0, v8
	v_add_co_ci_u32_e32 v7, vcc, s17, v16, vcc
	v_mov_b32_e32 v4, v20
	v_mov_b32_e32 v5, v19
	global_store_dwordx3 v[23:24], v[12:14], off
	global_store_dwordx4 v[21:22], v[0:3], off
	global_store_dwordx2 v[17:18], v[4:5], off
	s_clause 0x1
	global_load_dwordx4 v[0:3], v[6:7], off
	global_load_dwordx4 v[4:7], v[6:7], off offset:16
	v_add_co_u32 v8, vcc, s18, v15
	v_add_co_ci_u32_e32 v9, vcc, s19, v16, vcc
	s_waitcnt vmcnt(1)
	v_mul_i32_i24_sdwa v0, sext(v0), sext(v0) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	s_waitcnt vmcnt(0)
	v_mul_i32_i24_sdwa v4, sext(v4), sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v5, sext(v5), sext(v5) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v6, sext(v6), sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v7, sext(v7), sext(v7) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v1, sext(v1), sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v2, sext(v2), sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	v_mul_i32_i24_sdwa v3, sext(v3), sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[8:9], v[0:3], off
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
	.size vec_float4, 400
	.size vec_int8, 604
	.size vec_uchar16, 1696
	.size vec_loadstore, 488

	.rodata
	.p2align 6
// vec_float4.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel vec_float4
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
	.globl vec_float4.kd
	.protected vec_float4.kd
	.type vec_float4.kd,@object
	.size vec_float4.kd, 64
vec_float4.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad vec_float4@rel64-vec_float4.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0046, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// vec_int8.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel vec_int8
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl vec_int8.kd
	.protected vec_int8.kd
	.type vec_int8.kd,@object
	.size vec_int8.kd, 64
vec_int8.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad vec_int8@rel64-vec_int8.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c6, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// vec_uchar16.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel vec_uchar16
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
//   .amdhsa_next_free_vgpr 52
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
	.globl vec_uchar16.kd
	.protected vec_uchar16.kd
	.type vec_uchar16.kd,@object
	.size vec_uchar16.kd, 64
vec_uchar16.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad vec_uchar16@rel64-vec_uchar16.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af004c, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// vec_loadstore.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel vec_loadstore
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl vec_loadstore.kd
	.protected vec_loadstore.kd
	.type vec_loadstore.kd,@object
	.size vec_loadstore.kd, 64
vec_loadstore.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad vec_loadstore@rel64-vec_loadstore.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int4*'
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
    .name:           vec_float4
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         vec_float4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int8*'
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
    .name:           vec_int8
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         vec_int8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint4*'
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
    .name:           vec_uchar16
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         vec_uchar16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'short*'
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
    .name:           vec_loadstore
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         vec_loadstore.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
