// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
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
	s_movk_i32 s1, 0x7c00
	s_movk_i32 s2, 0x8e
	s_mov_b32 s0, 0x8000
	s_movk_i32 s3, 0x8f
	s_movk_i32 s8, 0x71
	s_movk_i32 s9, 0x65
	v_mov_b32_e32 v12, s7
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v13, v10
	v_and_b32_e32 v14, 0x7fffff, v10
	v_cmp_ne_u32_e32 vcc, 0, v14
	v_bfe_u32 v16, v10, 23, 8
	global_store_short v[2:3], v13, off
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_bfe_u32 v18, v10, 13, 10
	v_add_u32_e32 v19, 0xffffff90, v16
	global_store_short v[4:5], v13, off
	v_sub_u32_e32 v4, 0x71, v16
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_lshlrev_b32_e32 v2, 9, v2
	v_lshrrev_b32_e32 v15, 23, v10
	v_or_b32_e32 v3, 0x400, v18
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_or3_b32 v2, v18, v2, s1
	v_lshl_or_b32 v18, v19, 10, v18
	v_cmp_lt_u32_e32 vcc, s2, v16
	v_min_i32_e32 v4, 19, v4
	v_and_b32_sdwa v17, v10, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v15, 17, v15
	v_cndmask_b32_e32 v11, v18, v11, vcc
	v_cmp_eq_u32_e64 s[0:1], s3, v19
	v_max_i32_e32 v4, 0, v4
	v_lshl_or_b32 v5, v5, 23, v14
	v_lshrrev_b32_e32 v15, v15, v3
	v_cndmask_b32_e64 v11, v11, v2, s[0:1]
	v_lshrrev_b32_e32 v3, v4, v3
	v_sub_u32_e32 v4, 19, v4
	v_cmp_gt_u32_e64 s[2:3], s8, v16
	v_cndmask_b32_e64 v11, v11, v15, s[2:3]
	v_lshlrev_b32_e32 v4, v4, v5
	v_cndmask_b32_e64 v3, v18, v3, s[2:3]
	v_cmp_lt_u32_e64 s[2:3], s9, v16
	v_lshrrev_b32_e32 v10, 31, v10
	v_cndmask_b32_e64 v5, 0, v11, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	v_not_b32_e32 v13, v10
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_or_b32_e32 v5, v5, v17
	v_and_b32_e32 v11, v4, v13
	v_and_b32_e32 v4, v10, v4
	v_sub_u32_e32 v14, 0x7c00, v10
	v_add_u32_e32 v19, 0x7bff, v10
	global_store_short v[6:7], v5, off
	v_add_u32_e32 v5, v11, v3
	v_add_u32_e32 v3, v4, v3
	v_cndmask_b32_e32 v4, v5, v14, vcc
	v_cndmask_b32_e32 v3, v3, v19, vcc
	v_cndmask_b32_e64 v4, v4, v2, s[0:1]
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_or_b32_e32 v3, v4, v17
	v_or_b32_e32 v2, v2, v17
	v_addc_co_u32_e32 v1, vcc, v12, v1, vcc
	global_store_short v[8:9], v3, off
	global_store_short v[0:1], v2, off
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dword s2, s[4:5], 0x4
	s_movk_i32 s3, 0x7c00
	s_movk_i32 s4, 0x8e
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s15
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_mov_b32_e32 v0, s1
	v_addc_co_u32_e32 v5, vcc, 0, v0, vcc
	v_lshlrev_b64 v[0:1], 1, v[4:5]
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_ushort v0, v[0:1], off
	s_movk_i32 s2, 0x71
	s_movk_i32 s5, 0x8f
	s_mov_b32 s6, 0x8000
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v0, v0
	v_add_f32_e32 v2, v0, v0
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	v_add_co_u32_e32 v0, vcc, s12, v6
	v_mov_b32_e32 v1, s13
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dwordx2 v[8:9], v[0:1], off
	v_add_co_u32_e32 v4, vcc, s16, v4
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v3, v8
	v_cvt_f32_f16_sdwa v2, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v1, v9
	v_cvt_f32_f16_sdwa v0, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_mov_b32_e32 v8, s17
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_nop 0
	v_mul_f32_e32 v3, 0x3e99999a, v3
	v_and_b32_e32 v4, 0x7fffff, v3
	v_bfe_u32 v5, v3, 23, 8
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_sub_u32_e32 v9, 0x71, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_min_i32_e32 v9, 19, v9
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_add_u32_e32 v8, 0xffffff90, v5
	v_max_i32_e32 v9, 0, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_bfe_u32 v11, v3, 13, 10
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, s3
	v_lshl_or_b32 v13, v8, 10, v11
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, v9, v11
	v_cmp_gt_u32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v10, 16, v3
	v_lshrrev_b32_e32 v3, 31, v3
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_and_b32_e32 v4, v3, v4
	v_mul_f32_e32 v2, 0x3e99999a, v2
	v_add_u32_e32 v4, v4, v9
	v_add_u32_e32 v3, 0x7bff, v3
	v_cmp_lt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cmp_eq_u32_e32 vcc, s5, v8
	v_and_b32_e32 v4, 0x7fffff, v2
	v_bfe_u32 v5, v2, 23, 8
	v_cndmask_b32_e32 v3, v3, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_sub_u32_e32 v9, 0x71, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_min_i32_e32 v9, 19, v9
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_and_or_b32 v3, v10, s6, v3
	v_add_u32_e32 v8, 0xffffff90, v5
	v_max_i32_e32 v9, 0, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_bfe_u32 v11, v2, 13, 10
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, s3
	v_lshl_or_b32 v13, v8, 10, v11
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, v9, v11
	v_cmp_gt_u32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v10, 16, v2
	v_lshrrev_b32_e32 v2, 31, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_and_b32_e32 v4, v2, v4
	v_mul_f32_e32 v1, 0x3e99999a, v1
	v_add_u32_e32 v4, v4, v9
	v_add_u32_e32 v2, 0x7bff, v2
	v_cmp_lt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v2, v4, v2, vcc
	v_cmp_eq_u32_e32 vcc, s5, v8
	v_and_b32_e32 v4, 0x7fffff, v1
	v_bfe_u32 v5, v1, 23, 8
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_sub_u32_e32 v9, 0x71, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_min_i32_e32 v9, 19, v9
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_and_or_b32 v2, v10, s6, v2
	v_add_u32_e32 v8, 0xffffff90, v5
	v_max_i32_e32 v9, 0, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_bfe_u32 v11, v1, 13, 10
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, s3
	v_lshl_or_b32 v13, v8, 10, v11
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, v9, v11
	v_cmp_gt_u32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v10, 16, v1
	v_lshrrev_b32_e32 v1, 31, v1
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_and_b32_e32 v4, v1, v4
	v_mul_f32_e32 v0, 0x3e99999a, v0
	v_add_u32_e32 v4, v4, v9
	v_add_u32_e32 v1, 0x7bff, v1
	v_cmp_lt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v1, v4, v1, vcc
	v_cmp_eq_u32_e32 vcc, s5, v8
	v_and_b32_e32 v4, 0x7fffff, v0
	v_bfe_u32 v5, v0, 23, 8
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_sub_u32_e32 v9, 0x71, v5
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_min_i32_e32 v9, 19, v9
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_and_or_b32 v1, v10, s6, v1
	v_add_u32_e32 v8, 0xffffff90, v5
	v_max_i32_e32 v9, 0, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_bfe_u32 v11, v0, 13, 10
	v_lshlrev_b32_e32 v12, 9, v12
	v_lshl_or_b32 v4, v10, 23, v4
	v_sub_u32_e32 v10, 19, v9
	v_or3_b32 v12, v11, v12, s3
	v_lshl_or_b32 v13, v8, 10, v11
	v_or_b32_e32 v11, 0x400, v11
	v_lshlrev_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, v9, v11
	v_cmp_gt_u32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v9, v13, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v10, 16, v0
	v_lshrrev_b32_e32 v0, 31, v0
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_and_b32_e32 v4, v0, v4
	v_add_u32_e32 v4, v4, v9
	v_add_u32_e32 v0, 0x7bff, v0
	v_cmp_lt_u32_e32 vcc, s4, v5
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_cmp_eq_u32_e32 vcc, s5, v8
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_and_or_b32 v0, v10, s6, v0
	v_and_b32_e32 v1, 0xffff, v1
	v_lshl_or_b32 v1, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v3
	v_lshl_or_b32 v0, v2, 16, v0
	v_add_co_u32_e32 v2, vcc, s18, v6
	v_mov_b32_e32 v3, s19
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.size half_store_modes, 544
	.size half_load_vec, 1092

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
  .amdhsa_next_free_vgpr 20
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
  .amdhsa_next_free_vgpr 16
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
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
