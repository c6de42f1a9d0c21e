// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl cvt_double_float
	.protected cvt_double_float
	.type cvt_double_float,@function
cvt_double_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v16, 0x7fc00000
	v_mov_b32_e32 v17, 0x7f800000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v9, s19
	v_add_co_u32_e32 v8, vcc, s18, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v10, vcc, s0, v0
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v12, vcc, s2, v0
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	s_movk_i32 s8, 0x47e
	s_movk_i32 s0, 0x47f
	s_movk_i32 s2, 0x381
	s_load_dwordx4 s[4:7], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s6, 0x368
	s_waitcnt vmcnt(0)
	v_cvt_f32_f64_e32 v18, v[4:5]
	v_and_b32_e32 v15, 0xfffff, v5
	v_mov_b32_e32 v14, v4
	v_cmp_eq_u64_e32 vcc, 0, v[14:15]
	global_store_dword v[6:7], v18, off
	v_bfe_u32 v6, v5, 20, 11
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_alignbit_b32 v4, v5, v4, 29
	v_lshlrev_b32_e32 v17, 20, v17
	v_or_b32_e32 v15, v17, v15
	v_add_u32_e32 v17, 0xfffffc80, v6
	v_and_b32_e32 v4, 0x7fffff, v4
	v_lshrrev_b32_e32 v19, 20, v5
	v_and_b32_e32 v7, 0x80000000, v5
	v_lshrrev_b32_e32 v18, 31, v5
	v_mov_b32_e32 v5, 0x7f7fffff
	v_lshl_or_b32 v20, v17, 23, v4
	v_cmp_lt_u32_e32 vcc, s8, v6
	v_or_b32_e32 v16, v16, v4
	v_cndmask_b32_e32 v5, v20, v5, vcc
	v_cmp_eq_u32_e64 s[0:1], s0, v17
	v_sub_u32_e32 v17, 1, v19
	v_or_b32_e32 v4, 0x800000, v4
	v_lshrrev_b32_e32 v17, v17, v4
	v_cndmask_b32_e64 v5, v5, v16, s[0:1]
	v_cmp_gt_u32_e64 s[2:3], s2, v6
	v_cndmask_b32_e64 v17, v5, v17, s[2:3]
	v_sub_u32_e32 v5, 0x381, v6
	v_min_i32_e32 v5, 31, v5
	v_max_i32_e32 v5, 0, v5
	v_lshrrev_b32_e32 v19, v5, v4
	v_sub_u32_e32 v4, 35, v5
	v_lshlrev_b64 v[4:5], v4, v[14:15]
	v_cndmask_b32_e64 v15, v20, v19, s[2:3]
	v_cmp_lt_u32_e64 s[2:3], s6, v6
	v_cndmask_b32_e64 v17, 0, v17, s[2:3]
	v_cmp_ne_u64_e64 s[2:3], 0, v[4:5]
	v_not_b32_e32 v14, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_and_b32_e32 v5, v4, v14
	v_and_b32_e32 v4, v18, v4
	v_sub_u32_e32 v19, 0x7f800000, v18
	v_add_u32_e32 v6, 0x7f7fffff, v18
	v_add_u32_e32 v5, v5, v15
	v_add_u32_e32 v4, v4, v15
	v_cndmask_b32_e32 v5, v5, v19, vcc
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e64 v5, v5, v16, s[0:1]
	v_cndmask_b32_e64 v4, v4, v16, s[0:1]
	v_or_b32_e32 v17, v17, v7
	v_or_b32_e32 v5, v5, v7
	v_or_b32_e32 v4, v4, v7
	global_store_dword v[8:9], v17, off
	global_store_dword v[10:11], v5, off
	global_store_dword v[12:13], v4, off
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40080000
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[0:1], v[0:1], s[0:1]
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
	.globl cvt_double_int
	.protected cvt_double_int
	.type cvt_double_int,@function
cvt_double_int:
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	s_load_dwordx8 s[36:43], s[6:7], 0x40
	s_load_dwordx2 s[2:3], s[6:7], 0x60
	s_load_dword s0, s[4:5], 0x4
	s_mov_b32 s1, 0xc1e00000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, s17
	s_mov_b32 s5, 0x3df00000
	s_mov_b32 s7, 0xc1f00000
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, s8, v0
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_mov_b32_e32 v0, s3
	v_addc_co_u32_e32 v3, vcc, 0, v0, vcc
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v6, vcc, s12, v4
	v_addc_co_u32_e32 v7, vcc, v0, v5, vcc
	global_load_dwordx2 v[6:7], v[6:7], off
	s_mov_b32 s0, 0
	s_mov_b32 s2, 0xffc00000
	s_mov_b32 s3, 0x41dfffff
	s_mov_b32 s4, s0
	s_mov_b32 s6, s0
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[8:9], v[6:7]
	v_max_f64 v[10:11], v[8:9], s[0:1]
	v_max_f64 v[8:9], v[8:9], 0
	v_min_f64 v[10:11], v[10:11], s[2:3]
	v_cvt_i32_f64_e32 v0, v[10:11]
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_add_co_u32_e32 v12, vcc, s16, v10
	v_addc_co_u32_e32 v13, vcc, v13, v11, vcc
	global_store_dword v[12:13], v0, off
	v_floor_f64_e32 v[12:13], v[6:7]
	v_max_f64 v[12:13], v[12:13], s[0:1]
	s_mov_b32 s1, 0xc3e00000
	v_min_f64 v[12:13], v[12:13], s[2:3]
	s_mov_b32 s2, 0xffe00000
	s_mov_b32 s3, 0x41efffff
	v_cvt_i32_f64_e32 v0, v[12:13]
	v_add_co_u32_e32 v12, vcc, s18, v10
	v_mov_b32_e32 v13, s19
	v_addc_co_u32_e32 v13, vcc, v13, v11, vcc
	global_store_dword v[12:13], v0, off
	v_ceil_f64_e32 v[12:13], v[6:7]
	v_add_co_u32_e32 v10, vcc, s20, v10
	v_max_f64 v[12:13], v[12:13], 0
	v_min_f64 v[12:13], v[12:13], s[2:3]
	s_mov_b32 s3, 0x43dfffff
	s_mov_b32 s2, -1
	v_cvt_u32_f64_e32 v0, v[12:13]
	v_mov_b32_e32 v12, s21
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_store_dword v[10:11], v0, off
	v_max_f64 v[10:11], v[6:7], v[6:7]
	v_cmp_nlt_f64_e32 vcc, s[2:3], v[6:7]
	v_max_f64 v[12:13], v[10:11], s[0:1]
	v_min_f64 v[12:13], v[12:13], s[2:3]
	s_mov_b32 s3, 0x43efffff
	v_min_f64 v[8:9], v[8:9], s[2:3]
	v_trunc_f64_e32 v[12:13], v[12:13]
	v_trunc_f64_e32 v[8:9], v[8:9]
	v_mul_f64 v[14:15], v[12:13], s[4:5]
	v_floor_f64_e32 v[14:15], v[14:15]
	v_fma_f64 v[12:13], v[14:15], s[6:7], v[12:13]
	v_cvt_u32_f64_e32 v0, v[12:13]
	v_cvt_i32_f64_e32 v12, v[14:15]
	v_bfrev_b32_e32 v13, -2
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cndmask_b32_e32 v12, v13, v12, vcc
	v_cmp_ngt_f64_e32 vcc, s[0:1], v[6:7]
	v_bfrev_b32_e32 v13, 1
	s_mov_b32 s1, 0xc0e00000
	v_cndmask_b32_e32 v13, v13, v12, vcc
	v_cndmask_b32_e32 v12, 0, v0, vcc
	v_add_co_u32_e32 v14, vcc, s22, v4
	v_mov_b32_e32 v0, s23
	v_addc_co_u32_e32 v15, vcc, v0, v5, vcc
	global_store_dwordx2 v[14:15], v[12:13], off
	v_mul_f64 v[12:13], v[8:9], s[4:5]
	v_cmp_nlt_f64_e32 vcc, s[2:3], v[6:7]
	v_floor_f64_e32 v[12:13], v[12:13]
	v_fma_f64 v[8:9], v[12:13], s[6:7], v[8:9]
	v_cvt_u32_f64_e32 v0, v[8:9]
	v_cvt_u32_f64_e32 v8, v[12:13]
	v_mov_b32_e32 v12, 0x43e00000
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_cmp_ngt_f64_e32 vcc, 0, v[6:7]
	v_cndmask_b32_e32 v7, 0, v8, vcc
	v_cndmask_b32_e32 v6, 0, v0, vcc
	v_add_co_u32_e32 v8, vcc, s24, v4
	v_mov_b32_e32 v0, s25
	v_addc_co_u32_e32 v9, vcc, v0, v5, vcc
	global_store_dwordx2 v[8:9], v[6:7], off
	v_max_f64 v[6:7], v[10:11], s[0:1]
	s_mov_b32 s1, 0x40dfffc0
	v_add_co_u32_e32 v2, vcc, s26, v2
	v_min_f64 v[6:7], v[6:7], s[0:1]
	v_cvt_i32_f64_e32 v0, v[6:7]
	v_mov_b32_e32 v6, s27
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_short v[2:3], v0, off
	v_add_co_u32_e32 v2, vcc, s14, v4
	v_mov_b32_e32 v0, s15
	v_addc_co_u32_e32 v3, vcc, v0, v5, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v0, s37
	s_waitcnt vmcnt(0)
	v_cvt_f64_i32_e32 v[6:7], v3
	v_cvt_f64_u32_e32 v[8:9], v2
	v_ashrrev_i32_e32 v11, 31, v3
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s36, v4
	v_addc_co_u32_e32 v9, vcc, v0, v5, vcc
	v_add_co_u32_e32 v0, vcc, v11, v2
	global_store_dwordx2 v[8:9], v[6:7], off
	v_addc_co_u32_e32 v6, vcc, v11, v3, vcc
	v_xor_b32_e32 v7, v6, v11
	v_xor_b32_e32 v6, v0, v11
	v_ffbh_u32_e32 v0, v6
	v_add_u32_e64 v0, v0, 32 clamp
	v_ffbh_u32_e32 v8, v7
	v_min3_u32 v0, v0, v8, 64
	v_lshlrev_b64 v[8:9], v0, v[6:7]
	v_lshlrev_b32_e32 v0, 20, v0
	v_sub_co_u32_e64 v10, vcc, 0, 0
	v_subb_co_u32_e32 v0, vcc, v12, v0, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_lshrrev_b64 v[6:7], 11, v[8:9]
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_and_b32_e32 v7, 0xfffff, v7
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_or_b32_e32 v13, v7, v0
	v_add_co_u32_e32 v9, vcc, s38, v4
	v_mov_b32_e32 v0, s39
	v_or_b32_e32 v6, v6, v10
	v_addc_co_u32_e32 v10, vcc, v0, v5, vcc
	v_and_b32_e32 v0, 0x7ff, v8
	v_cmp_lt_i64_e32 vcc, -1, v[2:3]
	v_cmp_ne_u64_e64 s[0:1], 0, v[0:1]
	v_and_b32_e32 v12, 0x80000000, v11
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_add_co_u32_e32 v1, vcc, v6, v1
	v_or_b32_e32 v7, v13, v12
	v_addc_co_u32_e32 v2, vcc, 0, v13, vcc
	global_store_dwordx2 v[9:10], v[6:7], off
	v_add_co_u32_e32 v7, vcc, s40, v4
	v_mov_b32_e32 v3, s41
	v_or_b32_e32 v2, v2, v12
	v_addc_co_u32_e32 v8, vcc, v3, v5, vcc
	global_store_dwordx2 v[7:8], v[1:2], off
	v_mov_b32_e32 v1, 0
	v_and_b32_e32 v0, v0, v11
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	v_mov_b32_e32 v3, s43
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_add_co_u32_e32 v0, vcc, v6, v0
	v_addc_co_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32_e32 v2, vcc, s42, v4
	v_or_b32_e32 v1, v1, v12
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.size cvt_double_float, 616
	.size cvt_double_int, 932

	.rodata
	.p2align 6
.amdhsa_kernel cvt_double_float
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 112
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
.amdhsa_kernel cvt_double_int
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 152
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
  .amdhsa_next_free_sgpr 44
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_double_float
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         cvt_double_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_double_int
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         cvt_double_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
