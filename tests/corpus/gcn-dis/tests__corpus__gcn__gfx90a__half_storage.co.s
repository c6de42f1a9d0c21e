// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl half_store_modes
	.protected half_store_modes
	.type half_store_modes,@function
half_store_modes:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v11, 0x7bff
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v10, v[2:3], off
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s17
	v_add_co_u32_e32 v4, vcc, s16, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v7, s19
	v_add_co_u32_e32 v6, vcc, s18, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v9, s5
	v_add_co_u32_e32 v8, vcc, s4, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	s_movk_i32 s2, 0x8e
	s_mov_b32 s0, 0x8000
	s_movk_i32 s1, 0x7c00
	s_movk_i32 s3, 0x8f
	s_movk_i32 s8, 0x71
	s_movk_i32 s9, 0x65
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, 0x7fffff, v10
	v_cvt_f16_f32_e32 v12, v10
	v_bfe_u32 v15, v10, 23, 8
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_bfe_u32 v17, v10, 13, 10
	v_add_u32_e32 v18, 0xffffff90, v15
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_sub_u32_e32 v21, 0x71, v15
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_lshrrev_b32_e32 v14, 23, v10
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_lshlrev_b32_e32 v19, 9, v19
	v_lshl_or_b32 v26, v18, 10, v17
	v_min_i32_e32 v21, 19, v21
	v_cmp_lt_u32_e32 vcc, s2, v15
	v_and_b32_sdwa v16, v10, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v20, 0x400, v17
	v_sub_u32_e32 v14, 17, v14
	v_or3_b32 v17, v17, v19, s1
	v_cndmask_b32_e32 v11, v26, v11, vcc
	v_max_i32_e32 v19, 0, v21
	v_cmp_eq_u32_e64 s[0:1], s3, v18
	v_lshrrev_b32_e32 v14, v14, v20
	v_lshl_or_b32 v13, v22, 23, v13
	global_store_short v[2:3], v12, off
	global_store_short v[4:5], v12, off
	v_cndmask_b32_e64 v2, v11, v17, s[0:1]
	v_sub_u32_e32 v3, 19, v19
	v_lshrrev_b32_e32 v4, v19, v20
	v_cmp_gt_u32_e64 s[2:3], s8, v15
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_lshlrev_b32_e32 v3, v3, v13
	v_cndmask_b32_e64 v4, v26, v4, s[2:3]
	v_cmp_lt_u32_e64 s[2:3], s9, v15
	v_lshrrev_b32_e32 v10, 31, v10
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v3
	v_not_b32_e32 v23, v10
	v_cndmask_b32_e64 v3, 0, 1, s[2:3]
	v_or_b32_e32 v2, v2, v16
	v_and_b32_e32 v5, v3, v23
	v_sub_u32_e32 v24, 0x7c00, v10
	global_store_short v[6:7], v2, off
	v_add_u32_e32 v2, v5, v4
	v_and_b32_e32 v3, v10, v3
	v_cndmask_b32_e32 v2, v2, v24, vcc
	v_add_u32_e32 v25, 0x7bff, v10
	v_add_u32_e32 v3, v3, v4
	v_cndmask_b32_e64 v2, v2, v17, s[0:1]
	v_cndmask_b32_e32 v3, v3, v25, vcc
	v_or_b32_e32 v2, v2, v16
	v_cndmask_b32_e64 v3, v3, v17, s[0:1]
	global_store_short v[8:9], v2, off
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_or_b32_e32 v3, v3, v16
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v3, off
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
	.globl half_load_vec
	.protected half_load_vec
	.type half_load_vec,@function
half_load_vec:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_movk_i32 s3, 0x8e
	s_movk_i32 s4, 0x8f
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_ushort v6, v[2:3], off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v7, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_mov_b32_e32 v8, s13
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_mov_b32 s0, 0x3e99999a
	s_movk_i32 s1, 0x71
	s_movk_i32 s2, 0x7c00
	s_mov_b32 s5, 0x8000
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v9, v6
	v_add_co_u32_e32 v6, vcc, s12, v4
	v_addc_co_u32_e32 v7, vcc, v8, v5, vcc
	v_add_f32_e32 v8, v9, v9
	global_store_dword v[2:3], v8, off
	global_load_dwordx2 v[2:3], v[6:7], off
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_sdwa v9, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v3
	v_cvt_f32_f16_sdwa v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v10, v2
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v3, v10
	v_pk_mul_f32 v[10:11], v[10:11], s[0:1] op_sel_hi:[1,0]
	global_store_dwordx4 v[6:7], v[0:3], off
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_bfe_u32 v1, v10, 23, 8
	v_bfe_u32 v0, v11, 23, 8
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_and_b32_e32 v2, 0x7fffff, v11
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_and_b32_e32 v3, 0x7fffff, v10
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_bfe_u32 v15, v8, 23, 8
	v_cndmask_b32_e64 v28, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_bfe_u32 v14, v9, 23, 8
	v_cndmask_b32_e64 v29, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_and_b32_e32 v16, 0x7fffff, v9
	v_sub_u32_e32 v22, 0x71, v1
	v_cndmask_b32_e64 v38, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v14
	v_bfe_u32 v13, v10, 13, 10
	v_and_b32_e32 v17, 0x7fffff, v8
	v_sub_u32_e32 v25, 0x71, v0
	v_sub_u32_e32 v34, 0x71, v15
	v_cndmask_b32_e64 v39, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_min_i32_e32 v22, 19, v22
	v_bfe_u32 v12, v11, 13, 10
	v_add_u32_e32 v23, 0xffffff90, v1
	v_or_b32_e32 v30, 0x400, v13
	v_sub_u32_e32 v37, 0x71, v14
	v_cndmask_b32_e64 v40, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_min_i32_e32 v25, 19, v25
	v_lshl_or_b32 v2, v27, 23, v2
	v_lshlrev_b32_e32 v27, 9, v29
	v_min_i32_e32 v34, 19, v34
	v_max_i32_e32 v22, 0, v22
	v_bfe_u32 v21, v8, 13, 10
	v_add_u32_e32 v24, 0xffffff90, v0
	v_or_b32_e32 v31, 0x400, v12
	v_cndmask_b32_e64 v41, 0, 1, vcc
	v_lshl_or_b32 v3, v26, 23, v3
	v_lshlrev_b32_e32 v26, 9, v28
	v_lshl_or_b32 v29, v23, 10, v13
	v_min_i32_e32 v37, 19, v37
	v_max_i32_e32 v25, 0, v25
	v_or3_b32 v13, v13, v27, s2
	v_max_i32_e32 v27, 0, v34
	v_sub_u32_e32 v34, 19, v22
	v_lshrrev_b32_e32 v22, v22, v30
	v_cmp_gt_u32_e32 vcc, s1, v1
	v_bfe_u32 v20, v9, 13, 10
	v_add_u32_e32 v35, 0xffffff90, v15
	v_or_b32_e32 v42, 0x400, v21
	v_lshl_or_b32 v28, v24, 10, v12
	v_or3_b32 v12, v12, v26, s2
	v_max_i32_e32 v26, 0, v37
	v_sub_u32_e32 v37, 19, v25
	v_lshrrev_b32_e32 v25, v25, v31
	v_cndmask_b32_e32 v22, v29, v22, vcc
	v_cmp_gt_u32_e32 vcc, s1, v0
	v_add_u32_e32 v36, 0xffffff90, v14
	v_or_b32_e32 v43, 0x400, v20
	v_lshl_or_b32 v16, v39, 23, v16
	v_lshlrev_b32_e32 v39, 9, v41
	v_lshl_or_b32 v41, v35, 10, v21
	v_sub_u32_e32 v30, 19, v27
	v_lshrrev_b32_e32 v27, v27, v42
	v_cndmask_b32_e32 v25, v28, v25, vcc
	v_cmp_gt_u32_e32 vcc, s1, v15
	v_lshl_or_b32 v17, v38, 23, v17
	v_lshlrev_b32_e32 v38, 9, v40
	v_lshl_or_b32 v40, v36, 10, v20
	v_sub_u32_e32 v31, 19, v26
	v_lshrrev_b32_e32 v26, v26, v43
	v_lshlrev_b32_e32 v2, v37, v2
	v_cndmask_b32_e32 v27, v41, v27, vcc
	v_cmp_gt_u32_e32 vcc, s1, v14
	v_lshlrev_b32_e32 v3, v34, v3
	v_cndmask_b32_e32 v26, v40, v26, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_lshlrev_b32_e32 v16, v31, v16
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_lshrrev_b32_e32 v7, 16, v10
	v_lshrrev_b32_e32 v10, 31, v10
	v_lshlrev_b32_e32 v17, v30, v17
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_lshrrev_b32_e32 v6, 16, v11
	v_lshrrev_b32_e32 v11, 31, v11
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_and_b32_e32 v3, v10, v3
	v_lshrrev_b32_e32 v19, 16, v8
	v_lshrrev_b32_e32 v8, 31, v8
	v_add_u32_e32 v33, 0x7bff, v10
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_and_b32_e32 v2, v11, v2
	v_add_u32_e32 v3, v3, v22
	v_cmp_lt_u32_e32 vcc, s3, v1
	v_lshrrev_b32_e32 v18, 16, v9
	v_lshrrev_b32_e32 v9, 31, v9
	v_add_u32_e32 v32, 0x7bff, v11
	v_add_u32_e32 v45, 0x7bff, v8
	v_and_b32_e32 v8, v8, v17
	v_add_u32_e32 v2, v2, v25
	v_cndmask_b32_e32 v1, v3, v33, vcc
	v_cmp_lt_u32_e32 vcc, s3, v0
	v_add_u32_e32 v44, 0x7bff, v9
	v_and_b32_e32 v9, v9, v16
	v_add_u32_e32 v8, v8, v27
	v_cndmask_b32_e32 v0, v2, v32, vcc
	v_cmp_lt_u32_e32 vcc, s3, v15
	v_add_u32_e32 v9, v9, v26
	v_cndmask_b32_e32 v2, v8, v45, vcc
	v_cmp_lt_u32_e32 vcc, s3, v14
	v_cndmask_b32_e32 v3, v9, v44, vcc
	v_cmp_eq_u32_e32 vcc, s4, v24
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_cmp_eq_u32_e32 vcc, s4, v23
	v_or3_b32 v20, v20, v38, s2
	v_cndmask_b32_e32 v1, v1, v13, vcc
	v_cmp_eq_u32_e32 vcc, s4, v36
	v_or3_b32 v21, v21, v39, s2
	v_cndmask_b32_e32 v3, v3, v20, vcc
	v_cmp_eq_u32_e32 vcc, s4, v35
	v_cndmask_b32_e32 v2, v2, v21, vcc
	v_and_or_b32 v2, v19, s5, v2
	v_and_or_b32 v1, v7, s5, v1
	v_and_or_b32 v3, v18, s5, v3
	v_and_b32_e32 v2, 0xffff, v2
	v_and_or_b32 v0, v6, s5, v0
	v_and_b32_e32 v6, 0xffff, v1
	v_lshl_or_b32 v1, v3, 16, v2
	v_mov_b32_e32 v3, s19
	v_add_co_u32_e32 v2, vcc, s18, v4
	v_lshl_or_b32 v0, v0, 16, v6
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
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
	.size half_store_modes, 544
	.size half_load_vec, 1080

	.rodata
	.p2align 6
.amdhsa_kernel half_store_modes
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 104
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
  .amdhsa_accum_offset 28
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
.amdhsa_kernel half_load_vec
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
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 48
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           half_store_modes
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         half_store_modes.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'half*'
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
    .name:           half_load_vec
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         half_load_vec.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
