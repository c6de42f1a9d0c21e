// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl half_store_modes
	.protected half_store_modes
	.type half_store_modes,@function
half_store_modes:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_load_dwordx4 s[16:19], s[6:7], 0x20
	v_mov_b32_e32 v11, 0x8000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dword v10, v[2:3], off
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	s_waitcnt vmcnt(0)
	v_bfe_u32 v12, v10, 23, 8
	v_and_b32_e32 v4, 0x7fffff, v10
	v_bfe_u32 v6, v10, 13, 10
	v_lshrrev_b32_e32 v5, 23, v10
	v_lshrrev_b32_e32 v8, 31, v10
	v_sub_nc_u32_e32 v7, 0x71, v12
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_add_nc_u32_e32 v9, 0xffffff90, v12
	v_or_b32_e32 v14, 0x400, v6
	v_sub_nc_u32_e32 v5, 17, v5
	v_min_i32_e32 v7, 19, v7
	v_cndmask_b32_e64 v13, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_lshl_or_b32 v16, v9, 10, v6
	v_not_b32_e32 v17, v8
	v_max_i32_e32 v7, 0, v7
	v_lshlrev_b32_e32 v13, 9, v13
	v_cndmask_b32_e64 v15, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v12
	v_cmp_eq_u32_e64 s[0:1], 0x8f, v9
	v_cmp_gt_u32_e64 s[2:3], 0x71, v12
	v_or3_b32 v13, v6, v13, 0x7c00
	v_lshl_or_b32 v4, v15, 23, v4
	v_sub_nc_u32_e32 v6, 19, v7
	v_cndmask_b32_e64 v15, v16, 0x7bff, vcc
	v_lshrrev_b32_e32 v7, v7, v14
	v_lshrrev_b32_e32 v18, v5, v14
	v_cvt_f16_f32_e32 v19, v10
	v_lshlrev_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, v15, v13, s[0:1]
	v_cndmask_b32_e64 v15, v16, v7, s[2:3]
	v_and_b32_sdwa v10, v10, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_ne_u32_e64 s[4:5], 0, v4
	v_cndmask_b32_e64 v14, v6, v18, s[2:3]
	v_add_nc_u32_e32 v18, 0x7bff, v8
	v_add_co_u32 v6, s[2:3], s14, v0
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32 v4, s[4:5], s12, v0
	v_add_co_ci_u32_e64 v7, s[2:3], s15, v1, s[2:3]
	v_and_b32_e32 v16, v9, v17
	v_and_b32_e32 v9, v8, v9
	v_sub_nc_u32_e32 v17, 0x7c00, v8
	v_add_co_ci_u32_e64 v5, s[4:5], s13, v1, s[4:5]
	v_add_nc_u32_e32 v16, v16, v15
	v_add_nc_u32_e32 v15, v9, v15
	v_add_co_u32 v8, s[2:3], s16, v0
	v_add_co_ci_u32_e64 v9, s[2:3], s17, v1, s[2:3]
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_cmp_lt_u32_e32 vcc, 0x65, v12
	v_cndmask_b32_e64 v12, v16, v13, s[0:1]
	v_cndmask_b32_e64 v13, v15, v13, s[0:1]
	v_cndmask_b32_e32 v11, 0, v14, vcc
	v_add_co_u32 v0, vcc, s18, v0
	v_or_b32_e32 v12, v12, v10
	v_add_co_ci_u32_e32 v1, vcc, s19, v1, vcc
	v_or_b32_e32 v11, v11, v10
	v_or_b32_e32 v10, v13, v10
	global_store_short v[2:3], v19, off
	global_store_short v[4:5], v19, off
	global_store_short v[6:7], v11, off
	global_store_short v[8:9], v12, off
	global_store_short v[0:1], v10, off
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
	.globl half_load_vec
	.protected half_load_vec
	.type half_load_vec,@function
half_load_vec:
	s_clause 0x1
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dword s2, s[4:5], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	v_add_co_u32 v4, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v5, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[0:1], 1, v[4:5]
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	v_add_co_u32 v0, vcc, s12, v0
	v_add_co_ci_u32_e32 v1, vcc, s13, v1, vcc
	global_load_ushort v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v0, v0
	v_add_f32_e32 v2, v0, v0
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_add_co_u32 v0, vcc, s14, v0
	v_add_co_ci_u32_e32 v1, vcc, s15, v1, vcc
	global_store_dword v[0:1], v2, off
	v_add_co_u32 v0, vcc, s12, v6
	v_add_co_ci_u32_e32 v1, vcc, s13, v7, vcc
	v_add_co_u32 v4, vcc, s16, v4
	v_add_co_ci_u32_e32 v5, vcc, s17, v5, vcc
	global_load_dwordx2 v[8:9], v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v3, v8
	v_cvt_f32_f16_sdwa v2, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v1, v9
	v_cvt_f32_f16_sdwa v0, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	global_store_dwordx4 v[4:5], v[0:3], off
	v_mul_f32_e32 v3, 0x3e99999a, v3
	v_mul_f32_e32 v2, 0x3e99999a, v2
	v_mul_f32_e32 v1, 0x3e99999a, v1
	v_mul_f32_e32 v0, 0x3e99999a, v0
	v_and_b32_e32 v4, 0x7fffff, v3
	v_bfe_u32 v5, v3, 23, 8
	v_bfe_u32 v11, v3, 13, 10
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_sub_nc_u32_e32 v9, 0x71, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_add_nc_u32_e32 v8, 0xffffff90, v5
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_min_i32_e32 v9, 19, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_lshl_or_b32 v13, v8, 10, v11
	v_cmp_gt_u32_e32 vcc, 0x71, v5
	v_lshlrev_b32_e32 v12, 9, v12
	v_max_i32_e32 v9, 0, v9
	v_lshl_or_b32 v4, v10, 23, v4
	v_or3_b32 v12, v11, v12, 0x7c00
	v_sub_nc_u32_e32 v10, 19, v9
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, v9, v11
	v_lshrrev_b32_e32 v10, 16, v3
	v_lshrrev_b32_e32 v3, 31, v3
	v_bfe_u32 v11, v2, 13, 10
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v5
	v_bfe_u32 v5, v2, 23, 8
	v_and_b32_e32 v4, v3, v4
	v_add_nc_u32_e32 v3, 0x7bff, v3
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_add_nc_u32_e32 v4, v4, v9
	v_sub_nc_u32_e32 v9, 0x71, v5
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cmp_eq_u32_e32 vcc, 0x8f, v8
	v_and_b32_e32 v4, 0x7fffff, v2
	v_min_i32_e32 v9, 19, v9
	v_add_nc_u32_e32 v8, 0xffffff90, v5
	v_cndmask_b32_e32 v3, v3, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_max_i32_e32 v9, 0, v9
	v_lshl_or_b32 v13, v8, 10, v11
	v_and_or_b32 v3, 0x8000, v10, v3
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_gt_u32_e32 vcc, 0x71, v5
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_nc_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, 0x7c00
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v10, 16, v2
	v_lshrrev_b32_e32 v2, 31, v2
	v_lshrrev_b32_e32 v9, v9, v11
	v_bfe_u32 v11, v1, 13, 10
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v5
	v_bfe_u32 v5, v1, 23, 8
	v_and_b32_e32 v4, v2, v4
	v_add_nc_u32_e32 v2, 0x7bff, v2
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_add_nc_u32_e32 v4, v4, v9
	v_sub_nc_u32_e32 v9, 0x71, v5
	v_cndmask_b32_e32 v2, v4, v2, vcc
	v_cmp_eq_u32_e32 vcc, 0x8f, v8
	v_and_b32_e32 v4, 0x7fffff, v1
	v_min_i32_e32 v9, 19, v9
	v_add_nc_u32_e32 v8, 0xffffff90, v5
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_max_i32_e32 v9, 0, v9
	v_lshl_or_b32 v13, v8, 10, v11
	v_and_or_b32 v2, 0x8000, v10, v2
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_gt_u32_e32 vcc, 0x71, v5
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_nc_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, 0x7c00
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v10, 16, v1
	v_lshrrev_b32_e32 v1, 31, v1
	v_lshrrev_b32_e32 v9, v9, v11
	v_bfe_u32 v11, v0, 13, 10
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v5
	v_bfe_u32 v5, v0, 23, 8
	v_and_b32_e32 v4, v1, v4
	v_add_nc_u32_e32 v1, 0x7bff, v1
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_add_nc_u32_e32 v4, v4, v9
	v_sub_nc_u32_e32 v9, 0x71, v5
	v_cndmask_b32_e32 v1, v4, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0x8f, v8
	v_and_b32_e32 v4, 0x7fffff, v0
	v_min_i32_e32 v9, 19, v9
	v_add_nc_u32_e32 v8, 0xffffff90, v5
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_max_i32_e32 v9, 0, v9
	v_lshl_or_b32 v13, v8, 10, v11
	v_and_or_b32 v1, 0x8000, v10, v1
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_gt_u32_e32 vcc, 0x71, v5
	v_and_b32_e32 v1, 0xffff, v1
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_nc_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, 0x7c00
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v10, 16, v0
	v_lshrrev_b32_e32 v0, 31, v0
	v_lshrrev_b32_e32 v9, v9, v11
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v5
	v_and_b32_e32 v4, v0, v4
	v_add_nc_u32_e32 v0, 0x7bff, v0
	v_add_nc_u32_e32 v4, v4, v9
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_cmp_eq_u32_e32 vcc, 0x8f, v8
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_and_or_b32 v0, 0x8000, v10, v0
	v_lshl_or_b32 v1, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v3
	v_lshl_or_b32 v0, v2, 16, v0
	v_add_co_u32 v2, vcc, s18, v6
	v_add_co_ci_u32_e32 v3, vcc, s19, v7, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
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
	.size half_store_modes, 560
	.size half_load_vec, 1152

	.rodata
	.p2align 6
// half_store_modes.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel half_store_modes
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl half_store_modes.kd
	.protected half_store_modes.kd
	.type half_store_modes.kd,@object
	.size half_store_modes.kd, 64
half_store_modes.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad half_store_modes@rel64-half_store_modes.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0084, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// half_load_vec.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel half_load_vec
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
//   .amdhsa_next_free_vgpr 16
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
	.globl half_load_vec.kd
	.protected half_load_vec.kd
	.type half_load_vec.kd,@object
	.size half_load_vec.kd, 64
half_load_vec.kd:
	.long 0x00000000, 0x00000000, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad half_load_vec@rel64-half_load_vec.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
