// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl vec_float4
	.protected vec_float4
	.type vec_float4,@function
vec_float4:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_lshlrev_b64 v[10:11], 4, v[8:9]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v0, vcc, s14, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v10
	v_addc_co_u32_e32 v5, vcc, v5, v11, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_lshlrev_b64 v[8:9], 5, v[8:9]
	global_load_dwordx4 v[4:7], v[4:5], off
	v_mov_b32_e32 v12, s17
	v_add_co_u32_e32 v14, vcc, s16, v8
	v_addc_co_u32_e32 v15, vcc, v12, v9, vcc
	v_mov_b32_e32 v13, s19
	v_add_co_u32_e32 v16, vcc, s18, v10
	v_addc_co_u32_e32 v17, vcc, v13, v11, vcc
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v2
	s_waitcnt vmcnt(0)
	v_cmp_nge_f32_e32 vcc, v4, v1
	v_cndmask_b32_e64 v26, -3, 0, vcc
	v_cmp_nge_f32_e32 vcc, v5, v2
	v_cndmask_b32_e64 v27, -3, 0, vcc
	v_cmp_nge_f32_e32 vcc, v6, v3
	v_cndmask_b32_e64 v28, -3, 0, vcc
	v_cmp_nge_f32_e32 vcc, v7, v0
	v_pk_mul_f32 v[10:11], v[6:7], v[0:1] op_sel:[0,1] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v29, -3, 0, vcc
	v_cmp_lt_f32_e32 vcc, v7, v3
	v_max_f32_e32 v24, v3, v3
	v_pk_mul_f32 v[12:13], v[4:5], v[8:9]
	v_pk_add_f32 v[8:9], v[10:11], v[2:3]
	v_subbrev_co_u32_e32 v3, vcc, 0, v29, vcc
	v_cmp_lt_f32_e32 vcc, v6, v2
	v_max_f32_e32 v18, v4, v4
	v_max_f32_e32 v19, v0, v0
	v_max_f32_e32 v22, v2, v2
	v_max_f32_e32 v25, v7, v7
	v_subbrev_co_u32_e32 v2, vcc, 0, v28, vcc
	v_max_f32_e32 v20, v1, v1
	v_max_f32_e32 v21, v5, v5
	v_max_f32_e32 v23, v6, v6
	v_max_f32_e32 v10, v18, v19
	v_max_f32_e32 v31, v25, v24
	v_min_f32_e32 v19, v25, v19
	v_cmp_lt_f32_e32 vcc, v5, v1
	v_pk_add_f32 v[6:7], v[12:13], v[4:5]
	v_max_f32_e32 v11, v21, v20
	v_min_f32_e32 v20, v18, v20
	v_subbrev_co_u32_e32 v1, vcc, 0, v27, vcc
	v_mov_b32_e32 v18, v9
	v_sub_f32_e32 v13, v31, v19
	v_mov_b32_e32 v19, v7
	v_max_f32_e32 v30, v23, v22
	v_min_f32_e32 v23, v23, v24
	v_min_f32_e32 v21, v21, v22
	v_cmp_lt_f32_e32 vcc, v4, v0
	v_pk_add_f32 v[4:5], v[18:19], v[4:5] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v12, v30, v21
	v_sub_f32_e32 v11, v11, v20
	v_sub_f32_e32 v10, v10, v23
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v9, v5
	v_subbrev_co_u32_e32 v0, vcc, 0, v26, vcc
	global_store_dwordx4 v[14:15], v[10:13], off offset:16
	global_store_dwordx4 v[14:15], v[6:9], off
	global_store_dwordx4 v[16:17], v[0:3], off
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
	.globl vec_int8
	.protected vec_int8
	.type vec_int8,@function
vec_int8:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v16, vcc, s0, v0
	v_addc_co_u32_e32 v17, vcc, 0, v1, vcc
	v_lshlrev_b64 v[18:19], 5, v[16:17]
	v_mov_b32_e32 v0, s15
	v_add_co_u32_e32 v8, vcc, s14, v18
	v_addc_co_u32_e32 v9, vcc, v0, v19, vcc
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	global_load_dwordx4 v[4:7], v[8:9], off
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v20, vcc, s12, v18
	v_addc_co_u32_e32 v21, vcc, v8, v19, vcc
	global_load_dwordx4 v[8:11], v[20:21], off offset:16
	global_load_dwordx4 v[12:15], v[20:21], off
	v_mov_b32_e32 v20, s17
	v_add_co_u32_e32 v18, vcc, s16, v18
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	s_movk_i32 s14, 0xfc18
	v_mov_b32_e32 v21, s19
	v_add_co_u32_e32 v16, vcc, s18, v16
	v_addc_co_u32_e32 v17, vcc, v21, v17, vcc
	s_waitcnt vmcnt(3)
	v_cmp_lt_i32_e64 s[8:9], s14, v0
	s_waitcnt vmcnt(2)
	v_sub_u32_e32 v23, 0, v7
	v_sub_u32_e32 v22, 0, v5
	v_sub_u32_e32 v21, 0, v1
	v_and_b32_e32 v26, 7, v5
	v_cmp_lt_i32_e32 vcc, s14, v5
	v_sub_u32_e32 v20, 0, v3
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[12:13], v15, v7
	v_cndmask_b32_e64 v0, v0, v23, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v13, v5
	v_cndmask_b32_e64 v5, v2, v22, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v9, v1
	v_and_b32_e32 v24, 7, v3
	v_and_b32_e32 v25, 7, v1
	v_cmp_lt_i32_e64 s[0:1], s14, v1
	v_cndmask_b32_e64 v1, v6, v21, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v11, v3
	v_and_b32_e32 v27, 7, v7
	v_cmp_lt_i32_e64 s[2:3], s14, v7
	v_cmp_lt_i32_e64 s[4:5], s14, v3
	v_cmp_lt_i32_e64 s[10:11], s14, v6
	v_cndmask_b32_e64 v3, v4, v20, s[12:13]
	v_ashrrev_i32_e32 v6, v26, v13
	v_ashrrev_i32_e32 v7, v25, v9
	v_ashrrev_i32_e32 v20, v24, v11
	v_or_b32_e32 v28, v9, v13
	v_cmp_lt_i32_e64 s[6:7], s14, v4
	v_ashrrev_i32_e32 v4, v27, v15
	v_add_u32_e32 v3, v3, v11
	v_add_u32_e32 v1, v1, v9
	v_add_u32_e32 v5, v5, v13
	v_lshlrev_b32_e32 v9, 1, v20
	v_lshlrev_b32_e32 v7, 1, v7
	v_lshlrev_b32_e32 v6, 1, v6
	v_or3_b32 v29, v8, v12, v10
	v_or3_b32 v21, v11, v15, v28
	v_add_u32_e32 v0, v0, v15
	v_lshlrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v13, v5, v6
	v_xor_b32_e32 v5, v1, v7
	v_xor_b32_e32 v7, v3, v9
	v_or3_b32 v11, v29, v14, v21
	v_xor_b32_e32 v0, v0, v4
	v_mul_lo_u32 v3, v7, 3
	v_mul_lo_u32 v9, v5, 3
	v_lshrrev_b32_e32 v1, 31, v11
	v_sub_u32_e32 v9, v9, v13
	v_sub_u32_e32 v11, v3, v0
	v_and_b32_e32 v6, v7, v10
	v_and_b32_e32 v4, v5, v8
	v_and_b32_e32 v10, v11, v14
	v_and_b32_e32 v8, v9, v12
	v_add_u32_e32 v0, v11, v7
	global_store_dwordx4 v[18:19], v[4:7], off offset:16
	v_add_u32_e32 v3, v10, v6
	v_add_u32_e32 v4, v8, v4
	v_add3_u32 v0, v9, v5, v0
	s_and_b64 s[0:1], s[0:1], vcc
	v_add3_u32 v0, v4, v3, v0
	v_cmp_lt_i32_e64 s[12:13], s14, v2
	s_and_b64 s[6:7], s[8:9], s[6:7]
	v_cndmask_b32_e64 v3, 0, -1, s[0:1]
	s_and_b64 vcc, s[4:5], s[2:3]
	v_cndmask_b32_e64 v2, 0, -1, s[6:7]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	s_and_b64 vcc, s[12:13], s[10:11]
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_and_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v2, 30, v2
	v_and_or_b32 v1, v2, 2, v1
	global_store_dwordx4 v[18:19], v[8:11], off
	global_store_dwordx2 v[16:17], v[0:1], off
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
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[8:9], 4, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v8
	v_addc_co_u32_e32 v5, vcc, v5, v9, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_movk_i32 s0, 0xff
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, 0xff, v0
	v_lshrrev_b32_e32 v12, 8, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xff, v4
	v_lshrrev_b32_e32 v13, 8, v4
	v_and_b32_sdwa v14, v0, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v15, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v16, 24, v0
	v_lshrrev_b32_e32 v17, 24, v4
	v_lshrrev_b32_e32 v20, 8, v1
	v_lshrrev_b32_e32 v21, 8, v5
	v_and_b32_sdwa v22, v1, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v23, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v24, 24, v1
	v_and_b32_e32 v26, 0xff, v2
	v_and_b32_e32 v27, 0xff, v6
	v_lshrrev_b32_e32 v28, 8, v2
	v_lshrrev_b32_e32 v29, 8, v6
	v_and_b32_sdwa v30, v2, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v31, v6, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v34, 0xff, v3
	v_and_b32_e32 v35, 0xff, v7
	v_lshrrev_b32_e32 v36, 8, v3
	v_lshrrev_b32_e32 v37, 8, v7
	v_and_b32_sdwa v38, v3, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v39, v7, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v40, 24, v3
	v_lshrrev_b32_e32 v41, 24, v7
	v_bfe_u32 v42, v0, 8, 8
	v_bfe_u32 v43, v0, 16, 8
	v_lshrrev_b16_e32 v0, 8, v0
	v_lshrrev_b16_e32 v47, 8, v2
	v_bfe_u32 v49, v7, 16, 8
	v_bfe_u32 v53, v5, 16, 8
	v_add_u16_e32 v44, v10, v11
	v_add_u16_sdwa v12, v12, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v13, v14, v15
	v_add_u16_e32 v14, v16, v17
	v_add_u16_sdwa v20, v20, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v21, v22, v23
	v_add_u16_e32 v23, v26, v27
	v_add_u16_sdwa v28, v28, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v29, v30, v31
	v_add_u16_e32 v31, v34, v35
	v_add_u16_sdwa v36, v36, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v37, v38, v39
	v_add_u16_e32 v38, v40, v41
	v_bfe_u32 v45, v1, 16, 8
	v_bfe_u32 v52, v6, 8, 8
	v_max_u32_e32 v57, v10, v41
	v_min_u32_e32 v10, v41, v10
	v_max_u32_e32 v41, v34, v17
	v_min_u32_e32 v17, v17, v34
	v_max_u32_e32 v34, v47, v53
	v_min_u32_e32 v47, v53, v47
	v_max_u32_e32 v53, v0, v49
	v_min_u32_e32 v0, v49, v0
	v_max_u32_e32 v49, v40, v11
	v_min_u32_e32 v11, v11, v40
	v_max_u32_e32 v40, v24, v27
	v_min_u32_e32 v27, v27, v24
	v_and_b32_e32 v18, 0xff, v1
	v_lshrrev_b32_e32 v32, 24, v2
	v_lshrrev_b32_e32 v33, 24, v6
	v_sub_u32_e32 v27, v40, v27
	v_max_u32_e32 v40, v45, v52
	v_min_u32_e32 v52, v52, v45
	v_and_b32_e32 v19, 0xff, v5
	v_lshrrev_b32_e32 v25, 24, v5
	v_add_u16_e32 v30, v32, v33
	v_min_u16_e32 v39, 0xff, v44
	v_bfe_u32 v44, v1, 8, 8
	v_bfe_u32 v46, v2, 8, 8
	v_lshrrev_b16_e32 v1, 8, v1
	v_bfe_u32 v2, v2, 16, 8
	v_lshrrev_b16_e32 v48, 8, v3
	v_bfe_u32 v3, v3, 16, 8
	v_bfe_u32 v50, v7, 8, 8
	v_bfe_u32 v51, v6, 16, 8
	v_bfe_u32 v54, v5, 8, 8
	v_bfe_u32 v55, v4, 16, 8
	v_bfe_u32 v56, v4, 8, 8
	v_sub_u32_e32 v40, v40, v52
	v_max_u32_e32 v52, v18, v33
	v_min_u32_e32 v33, v33, v18
	v_add_u16_e32 v15, v18, v19
	v_add_u16_e32 v22, v24, v25
	v_max_u32_e32 v58, v3, v56
	v_max_u32_e32 v59, v48, v55
	v_min_u32_e32 v3, v56, v3
	v_max_u32_e32 v56, v2, v54
	v_min_u32_e32 v48, v55, v48
	v_max_u32_e32 v55, v32, v19
	v_min_u32_e32 v2, v54, v2
	v_max_u32_e32 v54, v26, v25
	v_min_u32_e32 v19, v19, v32
	v_max_u32_e32 v32, v1, v51
	v_min_u32_e32 v1, v51, v1
	v_max_u32_e32 v51, v43, v50
	v_sub_u32_e32 v33, v52, v33
	v_max_u32_e32 v52, v16, v35
	v_min_u32_e32 v25, v25, v26
	v_min_u32_e32 v50, v50, v43
	v_min_u32_e32 v35, v35, v16
	v_min_u16_e32 v12, 0xff, v12
	v_min_u16_e32 v13, 0xff, v13
	v_min_u16_e32 v14, 0xff, v14
	v_min_u16_e32 v15, 0xff, v15
	v_min_u16_e32 v20, 0xff, v20
	v_min_u16_e32 v21, 0xff, v21
	v_min_u16_e32 v22, 0xff, v22
	v_min_u16_e32 v23, 0xff, v23
	v_min_u16_e32 v28, 0xff, v28
	v_min_u16_e32 v30, 0xff, v30
	v_min_u16_e32 v36, 0xff, v36
	v_min_u16_e32 v38, 0xff, v38
	v_sub_u32_e32 v11, v49, v11
	v_sub_u32_e32 v35, v52, v35
	v_sub_u32_e32 v49, v51, v50
	v_sub_u32_e32 v0, v53, v0
	v_sub_u32_e32 v1, v32, v1
	v_sub_u32_e32 v25, v54, v25
	v_sub_u32_e32 v32, v34, v47
	v_sub_u32_e32 v19, v55, v19
	v_sub_u32_e32 v34, v59, v48
	v_sub_u32_e32 v10, v57, v10
	v_xor_b32_e32 v22, v22, v27
	v_xor_b32_e32 v21, v21, v40
	v_xor_b32_e32 v15, v15, v33
	v_xor_b32_e32 v11, v38, v11
	v_xor_b32_e32 v14, v14, v35
	v_xor_b32_e32 v13, v13, v49
	v_xor_b32_e32 v0, v12, v0
	v_xor_b32_e32 v1, v20, v1
	v_xor_b32_e32 v12, v23, v25
	v_xor_b32_e32 v20, v28, v32
	v_xor_b32_e32 v19, v30, v19
	v_xor_b32_e32 v23, v36, v34
	v_xor_b32_e32 v10, v39, v10
	v_and_b32_e32 v10, 0xff, v10
	v_and_b32_e32 v23, 0xff, v23
	v_and_b32_e32 v19, 0xff, v19
	v_and_b32_e32 v20, 0xff, v20
	v_and_b32_e32 v1, 0xff, v1
	v_and_b32_e32 v0, 0xff, v0
	v_and_b32_e32 v13, 0xff, v13
	v_and_b32_e32 v14, 0xff, v14
	v_and_b32_e32 v11, 0xff, v11
	v_and_b32_e32 v15, 0xff, v15
	v_and_b32_e32 v21, 0xff, v21
	v_and_b32_e32 v22, 0xff, v22
	v_add3_u32 v22, v45, v22, 1
	v_add3_u32 v21, v43, v21, 1
	v_add3_u32 v15, v44, v15, 1
	v_add3_u32 v11, v16, v11, 1
	v_add3_u32 v14, v42, v14, 1
	v_add3_u32 v13, v18, v13, 1
	v_add3_u32 v0, v42, v0, 1
	v_add3_u32 v1, v46, v1, 1
	v_add3_u32 v18, v16, v20, 1
	v_add3_u32 v19, v26, v19, 1
	v_add3_u32 v20, v24, v23, 1
	v_add3_u32 v10, v16, v10, 1
	v_mov_b32_e32 v16, 1
	v_min_u16_e32 v29, 0xff, v29
	v_sub_u32_e32 v2, v56, v2
	v_lshrrev_b32_sdwa v10, v16, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v20, v16, v20 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v19, v16, v19 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v18, v16, v18 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v23, v16, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v0, v16, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v14, v16, v14 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v1, v16, v11 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v11, 1, v15
	v_lshrrev_b32_e32 v15, 1, v21
	v_lshrrev_b32_sdwa v16, v16, v22 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_u16_e32 v37, 0xff, v37
	v_sub_u32_e32 v3, v58, v3
	v_xor_b32_e32 v2, v29, v2
	v_or_b32_sdwa v15, v15, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v16, 8
	v_min_u16_e32 v31, 0xff, v31
	v_sub_u32_e32 v17, v41, v17
	v_xor_b32_e32 v3, v37, v3
	v_and_b32_e32 v2, 0xff, v2
	v_lshrrev_b32_e32 v13, 1, v13
	v_lshrrev_b32_sdwa v1, v16, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_xor_b32_e32 v17, v31, v17
	v_and_b32_e32 v3, 0xff, v3
	v_and_b32_e32 v12, 0xff, v12
	v_add3_u32 v2, v44, v2, 1
	v_or_b32_sdwa v1, v1, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v11, v13, v14 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 8, v23
	v_and_b32_e32 v17, 0xff, v17
	v_add3_u32 v12, v44, v12, 1
	v_add3_u32 v3, v46, v3, 1
	v_lshrrev_b32_e32 v2, 1, v2
	v_add_u16_e32 v13, -1, v13
	v_add3_u32 v17, v46, v17, 1
	v_lshrrev_b32_e32 v3, 1, v3
	v_lshrrev_b32_e32 v12, 1, v12
	v_or_b32_sdwa v0, v13, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u16_e32 v2, -3, v2
	v_lshrrev_b32_e32 v17, 1, v17
	v_or_b32_sdwa v0, v0, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v12, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v19 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v10, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_movk_i32 s0, 0xfc00
	.long 0x4c0202ff, 0xfffffe00 // v_add_u16_e32 v1, 0xfe00, v1
	v_or_b32_sdwa v12, v17, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u16_sdwa v3, v3, s0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v2, v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v11, s17
	v_add_co_u32_e32 v10, vcc, s16, v8
	v_or_b32_e32 v1, v1, v15
	v_or_b32_sdwa v3, v12, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	global_store_dwordx4 v[10:11], v[0:3], off
	s_nop 0
	v_add_u32_e32 v1, v1, v5
	v_add_u32_e32 v0, v0, v4
	v_mov_b32_e32 v5, s19
	v_add_co_u32_e32 v4, vcc, s18, v8
	v_add_u32_e32 v3, v3, v7
	v_add_u32_e32 v2, v2, v6
	v_addc_co_u32_e32 v5, vcc, v5, v9, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
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
	.globl vec_loadstore
	.protected vec_loadstore
	.type vec_loadstore,@function
vec_loadstore:
	s_load_dword s3, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dword s2, s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s8, s8, s3
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v12, vcc, s0, v0
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v12, 12, s[12:13]
	v_mul_lo_u32 v26, v13, 12
	v_mad_u64_u32 v[14:15], s[0:1], v12, 20, s[12:13]
	v_lshlrev_b64 v[16:17], 3, v[12:13]
	v_add_u32_e32 v5, v26, v5
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, s13
	v_add_co_u32_e32 v8, vcc, s12, v16
	global_load_dword v30, v[4:5], off offset:12
	global_load_dwordx4 v[0:3], v[4:5], off offset:8
	v_addc_co_u32_e32 v9, vcc, v7, v17, vcc
	global_load_dwordx2 v[18:19], v[4:5], off offset:4
	global_load_dwordx2 v[20:21], v[8:9], off
	v_mad_u64_u32 v[4:5], s[0:1], v13, 20, v[6:7]
	v_mov_b32_e32 v15, v4
	global_load_dwordx4 v[4:7], v[14:15], off offset:16
	global_load_dwordx4 v[8:11], v[14:15], off
	s_mul_i32 s1, s2, 12
	s_mov_b32 s3, 0
	s_mul_hi_u32 s0, s2, 12
	s_add_u32 s4, s14, s1
	s_addc_u32 s5, s15, s0
	s_lshl_b64 s[0:1], s[2:3], 4
	v_mad_u64_u32 v[22:23], s[2:3], v12, 12, s[14:15]
	v_lshlrev_b64 v[14:15], 4, v[12:13]
	v_mov_b32_e32 v27, s5
	v_add_u32_e32 v23, v26, v23
	v_add_co_u32_e32 v26, vcc, s4, v14
	v_lshlrev_b64 v[24:25], 5, v[12:13]
	v_addc_co_u32_e32 v27, vcc, v27, v15, vcc
	v_mov_b32_e32 v29, s17
	s_add_u32 s0, s4, s0
	v_add_co_u32_e32 v28, vcc, s16, v24
	s_addc_u32 s1, s5, s1
	v_addc_co_u32_e32 v29, vcc, v29, v25, vcc
	v_mov_b32_e32 v12, s1
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v12, v17, vcc
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v14, v30, v30
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v13, v19, v19
	v_add_f32_e32 v12, v18, v18
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v18, v21
	v_mov_b32_e32 v19, v20
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_sub_f32_e32 v1, v1, v9
	v_sub_f32_e32 v0, v0, v8
	global_store_dwordx3 v[22:23], v[12:14], off
	global_store_dwordx4 v[26:27], v[0:3], off
	global_store_dwordx2 v[16:17], v[18:19], off
	global_load_dwordx4 v[0:3], v[28:29], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[28:29], off offset:16
	v_mov_b32_e32 v9, s19
	v_add_co_u32_e32 v8, vcc, s18, v24
	v_addc_co_u32_e32 v9, vcc, v9, v25, vcc
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
	s_nop 0
	s_nop 0
	s_nop 0
	.size vec_float4, 396
	.size vec_int8, 572
	.size vec_uchar16, 1468
	.size vec_loadstore, 492

	.rodata
	.p2align 6
.amdhsa_kernel vec_float4
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 32
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel vec_int8
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 32
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel vec_uchar16
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 64
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 60
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel vec_loadstore
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 32
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         vec_float4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         vec_int8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         vec_uchar16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
