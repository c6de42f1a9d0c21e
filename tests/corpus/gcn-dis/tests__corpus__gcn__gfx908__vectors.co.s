// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
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
	v_add_co_u32_e32 v15, vcc, s0, v0
	v_addc_co_u32_e32 v16, vcc, 0, v1, vcc
	v_lshlrev_b64 v[17:18], 4, v[15:16]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v17
	v_addc_co_u32_e32 v1, vcc, v1, v18, vcc
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v17
	global_load_dwordx4 v[0:3], v[0:1], off
	v_addc_co_u32_e32 v5, vcc, v5, v18, vcc
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v0, v7
	v_mul_f32_e32 v10, v2, v5
	v_mov_b32_e32 v8, v6
	v_add_f32_e32 v10, v10, v8
	v_add_f32_e32 v8, v9, v11
	v_mul_f32_e32 v9, v1, v6
	v_add_f32_e32 v9, v9, v12
	v_lshlrev_b64 v[11:12], 5, v[15:16]
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, s17
	v_add_co_u32_e32 v13, vcc, s16, v11
	v_addc_co_u32_e32 v14, vcc, v14, v12, vcc
	v_mov_b32_e32 v11, s19
	v_add_co_u32_e32 v15, vcc, s18, v17
	v_addc_co_u32_e32 v16, vcc, v11, v18, vcc
	v_mul_f32_e32 v11, v3, v4
	v_cmp_nge_f32_e32 vcc, v0, v5
	v_cmp_nge_f32_e64 s[0:1], v1, v6
	v_cmp_nge_f32_e64 s[2:3], v2, v7
	v_add_f32_e32 v19, v11, v7
	v_cmp_nge_f32_e64 s[4:5], v3, v4
	v_cndmask_b32_e64 v12, -3, 0, vcc
	v_cmp_lt_f32_e32 vcc, v0, v4
	v_cndmask_b32_e64 v17, -3, 0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v1, v5
	v_cndmask_b32_e64 v18, -3, 0, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v2, v6
	v_cndmask_b32_e64 v20, -3, 0, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v3, v7
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v7, v7, v7
	v_sub_f32_e32 v11, v9, v0
	v_sub_f32_e32 v9, v19, v0
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v19, v2, v2
	v_max_f32_e32 v2, v3, v3
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v21, v19, v6
	v_min_f32_e32 v6, v1, v6
	v_max_f32_e32 v3, v2, v7
	v_min_f32_e32 v2, v2, v4
	v_sub_f32_e32 v3, v3, v2
	v_sub_f32_e32 v2, v21, v6
	v_min_f32_e32 v19, v19, v7
	v_max_f32_e32 v21, v0, v4
	v_max_f32_e32 v1, v1, v5
	v_min_f32_e32 v0, v0, v5
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v20, s[4:5]
	v_subbrev_co_u32_e64 v6, s[2:3], 0, v18, s[2:3]
	v_subbrev_co_u32_e64 v5, s[0:1], 0, v17, s[0:1]
	v_subbrev_co_u32_e32 v4, vcc, 0, v12, vcc
	v_sub_f32_e32 v1, v1, v0
	v_sub_f32_e32 v0, v21, v19
	global_store_dwordx4 v[13:14], v[8:11], off
	global_store_dwordx4 v[13:14], v[0:3], off offset:16
	global_store_dwordx4 v[15:16], v[4:7], off
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
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_lshlrev_b64 v[10:11], 5, v[8:9]
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v16, vcc, s12, v10
	v_addc_co_u32_e32 v17, vcc, v0, v11, vcc
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v18, vcc, s14, v10
	v_addc_co_u32_e32 v19, vcc, v4, v11, vcc
	v_mov_b32_e32 v12, s17
	v_add_co_u32_e32 v20, vcc, s16, v10
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_addc_co_u32_e32 v21, vcc, v12, v11, vcc
	v_mov_b32_e32 v10, s19
	v_add_co_u32_e32 v22, vcc, s18, v8
	global_load_dwordx4 v[0:3], v[16:17], off offset:16
	global_load_dwordx4 v[4:7], v[18:19], off offset:16
	v_addc_co_u32_e32 v23, vcc, v10, v9, vcc
	global_load_dwordx4 v[8:11], v[18:19], off
	global_load_dwordx4 v[12:15], v[16:17], off
	s_movk_i32 s16, 0xfc18
	s_waitcnt vmcnt(2)
	v_cmp_lt_i32_e64 s[4:5], s16, v4
	v_sub_u32_e32 v16, 0, v7
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v17, 0, v11
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[8:9], v15, v11
	v_cndmask_b32_e64 v17, v4, v17, s[8:9]
	v_sub_u32_e32 v4, 0, v9
	v_cmp_gt_i32_e64 s[8:9], v13, v9
	v_cndmask_b32_e64 v18, v6, v4, s[8:9]
	v_sub_u32_e32 v4, 0, v5
	v_cmp_gt_i32_e64 s[8:9], v1, v5
	v_cmp_gt_i32_e32 vcc, v3, v7
	v_cmp_lt_i32_e64 s[0:1], s16, v5
	v_and_b32_e32 v5, 7, v5
	v_cndmask_b32_e64 v4, v10, v4, s[8:9]
	v_cmp_lt_i32_e64 s[2:3], s16, v7
	v_cmp_lt_i32_e64 s[6:7], s16, v6
	v_and_b32_e32 v6, 7, v7
	v_cndmask_b32_e32 v7, v8, v16, vcc
	v_ashrrev_i32_e32 v5, v5, v1
	v_add_u32_e32 v4, v4, v1
	v_or_b32_e32 v1, v1, v13
	v_cmp_lt_i32_e64 s[10:11], s16, v9
	v_cmp_lt_i32_e64 s[14:15], s16, v8
	v_and_b32_e32 v8, 7, v9
	v_and_b32_e32 v9, 7, v11
	v_ashrrev_i32_e32 v6, v6, v3
	v_add_u32_e32 v7, v7, v3
	v_or3_b32 v1, v3, v15, v1
	v_or3_b32 v3, v0, v12, v2
	v_lshlrev_b32_e32 v5, 1, v5
	v_or3_b32 v1, v3, v14, v1
	v_ashrrev_i32_e32 v3, v9, v15
	v_lshlrev_b32_e32 v6, 1, v6
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v5, v17, v15
	v_lshlrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v6, v7, v6
	v_xor_b32_e32 v7, v5, v3
	v_ashrrev_i32_e32 v3, v8, v13
	v_add_u32_e32 v5, v18, v13
	v_lshlrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v8, v5, v3
	v_and_b32_e32 v5, v6, v2
	v_and_b32_e32 v3, v4, v0
	v_mul_lo_u32 v0, v4, 3
	v_mul_lo_u32 v2, v6, 3
	v_cmp_lt_i32_e64 s[12:13], s16, v11
	v_cmp_lt_i32_e64 s[16:17], s16, v10
	v_sub_u32_e32 v8, v0, v8
	v_sub_u32_e32 v10, v2, v7
	v_and_b32_e32 v9, v10, v14
	v_and_b32_e32 v7, v8, v12
	v_add_u32_e32 v0, v10, v6
	global_store_dwordx4 v[20:21], v[3:6], off offset:16
	v_add_u32_e32 v2, v9, v5
	v_add_u32_e32 v3, v7, v3
	v_add3_u32 v0, v8, v4, v0
	s_and_b64 s[0:1], s[0:1], s[10:11]
	s_and_b64 s[4:5], s[4:5], s[14:15]
	v_add3_u32 v0, v3, v2, v0
	v_cndmask_b32_e64 v2, 0, -1, s[0:1]
	s_and_b64 vcc, s[2:3], s[12:13]
	v_cndmask_b32_e64 v11, 0, -1, s[4:5]
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_and_b64 vcc, s[6:7], s[16:17]
	v_cndmask_b32_e32 v3, 0, v11, vcc
	v_and_b32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v1, 31, v1
	v_lshrrev_b32_e32 v2, 30, v2
	v_and_or_b32 v1, v2, 2, v1
	global_store_dwordx4 v[20:21], v[7:10], off
	global_store_dwordx2 v[22:23], v[0:1], off
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
	v_lshrrev_b32_e32 v15, 8, v1
	v_and_b32_e32 v18, 0xff, v2
	v_lshrrev_b32_e32 v19, 8, v2
	v_and_b32_sdwa v20, v2, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v21, 24, v2
	v_bfe_u32 v30, v2, 8, 8
	v_lshrrev_b16_e32 v31, 8, v2
	v_bfe_u32 v2, v2, 16, 8
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v35, 8, v5
	v_bfe_u32 v43, v5, 8, 8
	v_and_b32_e32 v14, 0xff, v1
	v_and_b32_sdwa v16, v1, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v17, 24, v1
	v_bfe_u32 v28, v1, 8, 8
	v_bfe_u32 v29, v1, 16, 8
	v_lshrrev_b16_e32 v1, 8, v1
	v_and_b32_sdwa v36, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v37, 8, v6
	v_bfe_u32 v44, v5, 16, 8
	v_bfe_u32 v45, v6, 16, 8
	v_add_u16_sdwa v15, v15, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_max_u32_e32 v35, v2, v43
	v_min_u32_e32 v2, v43, v2
	v_and_b32_e32 v43, 0xff, v6
	v_add_u16_e32 v16, v16, v36
	v_add_u16_sdwa v19, v19, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_max_u32_e32 v36, v31, v44
	v_min_u32_e32 v31, v44, v31
	v_max_u32_e32 v37, v1, v45
	v_min_u32_e32 v1, v45, v1
	v_max_u32_e32 v44, v17, v43
	v_min_u32_e32 v45, v43, v17
	v_and_b32_e32 v10, 0xff, v0
	v_lshrrev_b32_e32 v11, 8, v0
	v_and_b32_sdwa v12, v0, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 24, v0
	v_bfe_u32 v26, v0, 8, 8
	v_bfe_u32 v27, v0, 16, 8
	v_lshrrev_b16_e32 v0, 8, v0
	v_and_b32_sdwa v38, v6, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_bfe_u32 v46, v7, 16, 8
	v_sub_u32_e32 v44, v44, v45
	v_bfe_u32 v45, v6, 8, 8
	v_and_b32_e32 v22, 0xff, v3
	v_lshrrev_b32_e32 v23, 8, v3
	v_and_b32_sdwa v24, v3, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v25, 24, v3
	v_lshrrev_b16_e32 v32, 8, v3
	v_bfe_u32 v3, v3, 16, 8
	v_lshrrev_b32_e32 v33, 8, v4
	v_and_b32_sdwa v34, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_bfe_u32 v41, v4, 8, 8
	v_bfe_u32 v42, v4, 16, 8
	v_and_b32_e32 v47, 0xff, v4
	v_lshrrev_b32_e32 v48, 24, v7
	v_add_u16_e32 v20, v20, v38
	v_max_u32_e32 v38, v0, v46
	v_min_u32_e32 v0, v46, v0
	v_max_u32_e32 v46, v29, v45
	v_min_u32_e32 v45, v45, v29
	v_lshrrev_b32_e32 v39, 8, v7
	v_and_b32_sdwa v40, v7, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add_u16_sdwa v11, v11, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v12, v12, v34
	v_max_u32_e32 v33, v3, v41
	v_min_u32_e32 v3, v41, v3
	v_max_u32_e32 v34, v32, v42
	v_min_u32_e32 v32, v42, v32
	v_add_u16_e32 v41, v25, v48
	v_max_u32_e32 v42, v25, v47
	v_min_u32_e32 v25, v47, v25
	v_sub_u32_e32 v45, v46, v45
	v_lshrrev_b32_e32 v46, 24, v6
	v_add_u16_sdwa v23, v23, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_u16_e32 v24, v24, v40
	v_add_u16_e32 v39, v10, v47
	v_max_u32_e32 v40, v10, v48
	v_min_u32_e32 v10, v48, v10
	v_max_u32_e32 v47, v14, v46
	v_min_u32_e32 v48, v46, v14
	v_sub_u32_e32 v25, v42, v25
	v_and_b32_e32 v42, 0xff, v7
	v_sub_u32_e32 v47, v47, v48
	v_max_u32_e32 v48, v13, v42
	v_min_u32_e32 v49, v42, v13
	v_sub_u32_e32 v48, v48, v49
	v_bfe_u32 v49, v7, 8, 8
	v_max_u32_e32 v50, v27, v49
	v_min_u32_e32 v49, v49, v27
	v_sub_u32_e32 v1, v37, v1
	v_lshrrev_b32_e32 v37, 24, v5
	v_sub_u32_e32 v49, v50, v49
	v_sub_u32_e32 v0, v38, v0
	v_max_u32_e32 v38, v18, v37
	v_min_u32_e32 v50, v37, v18
	v_sub_u32_e32 v31, v36, v31
	v_add_u16_e32 v36, v21, v46
	v_and_b32_e32 v46, 0xff, v5
	v_sub_u32_e32 v38, v38, v50
	v_max_u32_e32 v50, v21, v46
	v_min_u32_e32 v21, v46, v21
	v_sub_u32_e32 v2, v35, v2
	v_add_u16_e32 v35, v22, v42
	v_lshrrev_b32_e32 v42, 24, v4
	v_sub_u32_e32 v21, v50, v21
	v_max_u32_e32 v50, v22, v42
	v_min_u32_e32 v22, v42, v22
	v_min_u16_e32 v11, 0xff, v11
	v_min_u16_e32 v20, 0xff, v20
	v_sub_u32_e32 v22, v50, v22
	v_sub_u32_e32 v3, v33, v3
	v_add_u16_e32 v33, v17, v37
	v_min_u16_e32 v37, 0xff, v41
	v_xor_b32_e32 v0, v11, v0
	v_min_u16_e32 v11, 0xff, v15
	v_min_u16_e32 v15, 0xff, v19
	v_min_u16_e32 v19, 0xff, v36
	v_xor_b32_e32 v2, v20, v2
	v_min_u16_e32 v20, 0xff, v35
	v_sub_u32_e32 v32, v34, v32
	v_xor_b32_e32 v25, v37, v25
	v_add_u16_e32 v37, v13, v42
	v_min_u16_e32 v12, 0xff, v12
	v_xor_b32_e32 v19, v19, v21
	v_xor_b32_e32 v20, v20, v22
	v_min_u16_e32 v21, 0xff, v23
	v_min_u16_e32 v22, 0xff, v24
	v_sub_u32_e32 v10, v40, v10
	v_min_u16_e32 v33, 0xff, v33
	v_min_u16_e32 v16, 0xff, v16
	v_min_u16_e32 v37, 0xff, v37
	v_xor_b32_e32 v12, v12, v49
	v_xor_b32_e32 v21, v21, v32
	v_xor_b32_e32 v3, v22, v3
	v_min_u16_e32 v22, 0xff, v39
	v_xor_b32_e32 v33, v33, v44
	v_xor_b32_e32 v16, v16, v45
	v_add_u16_e32 v34, v14, v46
	v_xor_b32_e32 v37, v37, v48
	v_xor_b32_e32 v1, v11, v1
	v_add_u16_e32 v11, v18, v43
	v_xor_b32_e32 v15, v15, v31
	v_xor_b32_e32 v10, v22, v10
	v_and_b32_e32 v12, 0xff, v12
	v_and_b32_e32 v21, 0xff, v21
	v_min_u16_e32 v34, 0xff, v34
	v_min_u16_e32 v11, 0xff, v11
	v_and_b32_e32 v22, 0xff, v33
	v_and_b32_e32 v16, 0xff, v16
	v_add3_u32 v12, v14, v12, 1
	v_and_b32_e32 v0, 0xff, v0
	v_and_b32_e32 v14, 0xff, v37
	v_and_b32_e32 v19, 0xff, v19
	v_add3_u32 v17, v17, v21, 1
	v_and_b32_e32 v1, 0xff, v1
	v_and_b32_e32 v10, 0xff, v10
	v_and_b32_e32 v15, 0xff, v15
	v_and_b32_e32 v21, 0xff, v25
	v_xor_b32_e32 v34, v34, v47
	v_xor_b32_e32 v11, v11, v38
	v_add3_u32 v22, v29, v22, 1
	v_add3_u32 v16, v27, v16, 1
	v_add3_u32 v14, v26, v14, 1
	v_add3_u32 v0, v26, v0, 1
	v_add3_u32 v18, v18, v19, 1
	v_and_b32_e32 v2, 0xff, v2
	v_add3_u32 v1, v30, v1, 1
	v_add3_u32 v21, v13, v21, 1
	v_add3_u32 v15, v13, v15, 1
	v_add3_u32 v10, v13, v10, 1
	v_mov_b32_e32 v13, 1
	v_and_b32_e32 v11, 0xff, v11
	v_and_b32_e32 v19, 0xff, v34
	v_add3_u32 v2, v28, v2, 1
	v_and_b32_e32 v3, 0xff, v3
	v_lshrrev_b32_sdwa v10, v13, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v17, v13, v17 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v18, v13, v18 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v15, v13, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v1, v13, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v0, v13, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v14, v13, v14 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v21, v13, v21 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v13, v13, v22 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v16, 1, v16
	v_add3_u32 v19, v28, v19, 1
	v_add3_u32 v11, v28, v11, 1
	v_and_b32_e32 v20, 0xff, v20
	v_add3_u32 v3, v30, v3, 1
	v_or_b32_sdwa v13, v16, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v16, 8
	v_lshrrev_b32_e32 v2, 1, v2
	v_lshrrev_b32_e32 v1, 8, v1
	v_add3_u32 v20, v30, v20, 1
	v_lshrrev_b32_sdwa v16, v16, v21 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v19, 1, v19
	v_lshrrev_b32_e32 v3, 1, v3
	v_lshrrev_b32_e32 v11, 1, v11
	v_lshrrev_b32_e32 v12, 1, v12
	v_add_u16_e32 v1, -1, v1
	v_add_u16_e32 v2, -3, v2
	v_or_b32_sdwa v16, v16, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshrrev_b32_e32 v19, 1, v20
	v_or_b32_sdwa v12, v12, v14 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v11, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v10, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_movk_i32 s0, 0xfc00
	.long 0x4c2020ff, 0xfffffe00 // v_add_u16_e32 v16, 0xfe00, v16
	v_or_b32_sdwa v0, v0, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v12, v19, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u16_sdwa v3, v3, s0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v2, v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v11, s17
	v_add_co_u32_e32 v10, vcc, s16, v8
	v_or_b32_e32 v1, v16, v13
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
	v_add_co_u32_e32 v12, vcc, s0, v0
	v_mov_b32_e32 v1, s1
	v_mad_u64_u32 v[14:15], s[0:1], v12, 20, s[12:13]
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	v_mov_b32_e32 v0, v15
	v_mad_u64_u32 v[0:1], s[0:1], v13, 20, v[0:1]
	v_mad_u64_u32 v[16:17], s[0:1], v12, 12, s[12:13]
	v_mul_lo_u32 v18, v13, 12
	v_mov_b32_e32 v15, v0
	s_mov_b32 s3, 0
	v_mov_b32_e32 v19, s17
	v_add_u32_e32 v17, v18, v17
	global_load_dwordx4 v[0:3], v[14:15], off offset:16
	global_load_dwordx4 v[4:7], v[16:17], off offset:8
	global_load_dwordx4 v[8:11], v[14:15], off
	v_mad_u64_u32 v[14:15], s[0:1], v12, 12, s[14:15]
	s_mul_i32 s1, s2, 12
	s_mul_hi_u32 s0, s2, 12
	v_add_u32_e32 v15, v18, v15
	s_add_u32 s4, s14, s1
	s_addc_u32 s5, s15, s0
	s_lshl_b64 s[0:1], s[2:3], 4
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v4, v0
	v_add_f32_e32 v21, v5, v1
	v_add_f32_e32 v22, v6, v2
	global_load_dwordx3 v[0:2], v[16:17], off offset:4
	v_add_f32_e32 v7, v7, v3
	v_lshlrev_b64 v[3:4], 3, v[12:13]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v5, vcc, s12, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	global_load_dwordx2 v[5:6], v[5:6], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v2
	v_add_f32_e32 v1, v1, v1
	v_add_f32_e32 v0, v0, v0
	global_store_dwordx3 v[14:15], v[0:2], off
	s_nop 0
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v14, vcc, s4, v0
	v_addc_co_u32_e32 v15, vcc, v2, v1, vcc
	v_lshlrev_b64 v[12:13], 5, v[12:13]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v16, vcc, s0, v3
	v_addc_co_u32_e32 v17, vcc, v0, v4, vcc
	v_add_co_u32_e32 v18, vcc, s16, v12
	v_sub_f32_e32 v3, v7, v11
	v_sub_f32_e32 v2, v22, v10
	v_sub_f32_e32 v1, v21, v9
	v_sub_f32_e32 v0, v20, v8
	v_addc_co_u32_e32 v19, vcc, v19, v13, vcc
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v6
	global_store_dwordx4 v[14:15], v[0:3], off
	global_store_dwordx2 v[16:17], v[4:5], off
	global_load_dwordx4 v[0:3], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[18:19], off offset:16
	v_mov_b32_e32 v9, s19
	v_add_co_u32_e32 v8, vcc, s18, v12
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
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
	.size vec_float4, 428
	.size vec_int8, 568
	.size vec_uchar16, 1468
	.size vec_loadstore, 476

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
  .amdhsa_next_free_vgpr 24
  .amdhsa_next_free_sgpr 20
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
  .amdhsa_next_free_vgpr 24
  .amdhsa_next_free_sgpr 20
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
  .amdhsa_next_free_vgpr 52
  .amdhsa_next_free_sgpr 20
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
  .amdhsa_next_free_vgpr 24
  .amdhsa_next_free_sgpr 20
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
    .vgpr_count:     22
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
    .vgpr_count:     24
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
    .vgpr_count:     51
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
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
