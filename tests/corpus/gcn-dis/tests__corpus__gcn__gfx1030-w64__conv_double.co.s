// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl cvt_double_float
	.protected cvt_double_float
	.type cvt_double_float,@function
cvt_double_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	v_mov_b32_e32 v10, 0x7f800000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s12, v0
	v_add_co_ci_u32_e32 v7, vcc, s13, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[16:19], s[6:7], 0x30
	s_waitcnt vmcnt(0)
	v_bfe_u32 v12, v5, 20, 11
	v_and_b32_e32 v9, 0xfffff, v5
	v_mov_b32_e32 v8, v4
	v_alignbit_b32 v11, v5, v4, 29
	v_lshrrev_b32_e32 v13, 20, v5
	v_sub_nc_u32_e32 v14, 0x381, v12
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_add_nc_u32_e32 v17, 0xfffffc80, v12
	v_and_b32_e32 v11, 0x7fffff, v11
	v_lshrrev_b32_e32 v15, 31, v5
	v_min_i32_e32 v14, 31, v14
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_eq_u64_e32 vcc, 0, v[8:9]
	v_sub_nc_u32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 0x47f, v17
	v_max_i32_e32 v14, 0, v14
	v_lshlrev_b32_e32 v16, 20, v16
	v_not_b32_e32 v20, v15
	v_cndmask_b32_e32 v10, 0x7fc00000, v10, vcc
	v_cmp_lt_u32_e32 vcc, 0x47e, v12
	v_cmp_gt_u32_e64 s[2:3], 0x381, v12
	v_or_b32_e32 v9, v16, v9
	v_sub_nc_u32_e32 v16, 35, v14
	v_or_b32_e32 v18, v10, v11
	v_lshl_or_b32 v10, v17, 23, v11
	v_or_b32_e32 v11, 0x800000, v11
	v_lshlrev_b64 v[8:9], v16, v[8:9]
	v_cndmask_b32_e64 v19, v10, 0x7f7fffff, vcc
	v_lshrrev_b32_e32 v13, v13, v11
	v_lshrrev_b32_e32 v11, v14, v11
	v_cmp_ne_u64_e64 s[4:5], 0, v[8:9]
	v_cndmask_b32_e64 v16, v19, v18, s[0:1]
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cndmask_b32_e64 v13, v16, v13, s[2:3]
	v_cvt_f32_f64_e32 v16, v[4:5]
	v_sub_nc_u32_e32 v4, 0x7f800000, v15
	v_add_co_u32 v8, s[4:5], s14, v0
	v_and_b32_e32 v11, v14, v20
	v_and_b32_e32 v14, v15, v14
	v_add_nc_u32_e32 v15, 0x7f7fffff, v15
	v_add_co_ci_u32_e64 v9, s[4:5], s15, v1, s[4:5]
	v_add_nc_u32_e32 v17, v11, v10
	v_add_nc_u32_e32 v14, v14, v10
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v10, s[2:3], s20, v0
	v_add_co_ci_u32_e64 v11, s[2:3], s21, v1, s[2:3]
	v_cndmask_b32_e32 v4, v17, v4, vcc
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_cmp_lt_u32_e32 vcc, 0x368, v12
	v_and_b32_e32 v15, 0x80000000, v5
	v_cndmask_b32_e64 v14, v14, v18, s[0:1]
	v_cndmask_b32_e32 v12, 0, v13, vcc
	v_cndmask_b32_e64 v13, v4, v18, s[0:1]
	v_add_co_u32 v4, vcc, s22, v0
	v_add_co_ci_u32_e32 v5, vcc, s23, v1, vcc
	v_add_co_u32 v0, vcc, s10, v0
	v_or_b32_e32 v12, v12, v15
	v_add_co_ci_u32_e32 v1, vcc, s11, v1, vcc
	v_or_b32_e32 v13, v13, v15
	v_or_b32_e32 v14, v14, v15
	global_store_dword v[6:7], v16, off
	global_store_dword v[8:9], v12, off
	global_store_dword v[10:11], v13, off
	global_store_dword v[4:5], v14, off
	global_load_dword v0, v[0:1], off
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40080000
	v_add_co_u32 v2, vcc, s16, v2
	v_add_co_ci_u32_e32 v3, vcc, s17, v3, vcc
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
	.globl cvt_double_int
	.protected cvt_double_int
	.type cvt_double_int,@function
cvt_double_int:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x60
	s_mov_b32 s5, 0xc1f00000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_mov_b32 s1, 0x43dfffff
	s_mov_b32 s0, -1
	s_mov_b32 s3, 0x3df00000
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	s_mov_b32 s8, 0
	s_mov_b32 s9, 0xc1e00000
	s_mov_b32 s2, s8
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s4, s8
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[6:7], v[4:5]
	v_floor_f64_e32 v[8:9], v[4:5]
	v_max_f64 v[10:11], v[4:5], v[4:5]
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[4:5]
	v_max_f64 v[12:13], v[6:7], s[8:9]
	v_max_f64 v[8:9], v[8:9], s[8:9]
	s_mov_b32 s9, 0xc3e00000
	v_max_f64 v[6:7], v[6:7], 0
	v_max_f64 v[14:15], v[10:11], s[8:9]
	v_min_f64 v[14:15], v[14:15], s[0:1]
	s_mov_b32 s1, 0x43efffff
	v_min_f64 v[6:7], v[6:7], s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], s[0:1], v[4:5]
	v_trunc_f64_e32 v[14:15], v[14:15]
	v_trunc_f64_e32 v[6:7], v[6:7]
	v_mul_f64 v[16:17], v[14:15], s[2:3]
	v_floor_f64_e32 v[16:17], v[16:17]
	v_fma_f64 v[14:15], v[16:17], s[4:5], v[14:15]
	v_cvt_i32_f64_e32 v16, v[16:17]
	v_cvt_u32_f64_e32 v18, v[14:15]
	v_mul_f64 v[14:15], v[6:7], s[2:3]
	v_cndmask_b32_e32 v16, 0x7fffffff, v16, vcc
	v_cndmask_b32_e32 v18, -1, v18, vcc
	v_floor_f64_e32 v[14:15], v[14:15]
	v_cmp_ngt_f64_e32 vcc, s[8:9], v[4:5]
	s_mov_b32 s9, 0xc0e00000
	v_max_f64 v[10:11], v[10:11], s[8:9]
	s_mov_b32 s9, 0x40dfffc0
	v_fma_f64 v[6:7], v[14:15], s[4:5], v[6:7]
	v_cvt_u32_f64_e32 v14, v[14:15]
	v_cndmask_b32_e32 v17, 0x80000000, v16, vcc
	v_cndmask_b32_e32 v16, 0, v18, vcc
	v_cvt_u32_f64_e32 v6, v[6:7]
	v_cndmask_b32_e64 v19, -1, v14, s[0:1]
	v_cndmask_b32_e64 v20, -1, v6, s[0:1]
	v_cmp_ngt_f64_e64 s[0:1], 0, v[4:5]
	v_add_co_u32 v6, s[2:3], s18, v2
	v_add_co_ci_u32_e64 v7, s[2:3], s19, v3, s[2:3]
	v_add_co_u32 v14, s[2:3], s20, v2
	v_add_co_ci_u32_e64 v15, s[2:3], s21, v3, s[2:3]
	v_ceil_f64_e32 v[4:5], v[4:5]
	s_mov_b32 s18, 0xffe00000
	s_mov_b32 s19, 0x41efffff
	v_cndmask_b32_e64 v18, 0, v20, s[0:1]
	v_add_co_u32 v20, vcc, s10, v2
	v_cndmask_b32_e64 v19, 0, v19, s[0:1]
	v_add_co_ci_u32_e32 v21, vcc, s11, v3, vcc
	global_store_dwordx2 v[6:7], v[16:17], off
	global_store_dwordx2 v[14:15], v[18:19], off
	s_mov_b32 s10, 0xffc00000
	global_load_dwordx2 v[6:7], v[20:21], off
	s_mov_b32 s11, 0x41dfffff
	v_max_f64 v[4:5], v[4:5], 0
	v_min_f64 v[12:13], v[12:13], s[10:11]
	v_min_f64 v[8:9], v[8:9], s[10:11]
	v_lshlrev_b64 v[15:16], 2, v[0:1]
	s_load_dwordx8 s[0:7], s[6:7], 0x40
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v21, 0
	v_add_co_u32 v17, vcc, s12, v15
	v_add_co_ci_u32_e32 v18, vcc, s13, v16, vcc
	v_add_co_u32 v19, vcc, s14, v15
	v_add_co_ci_u32_e32 v20, vcc, s15, v16, vcc
	v_min_f64 v[4:5], v[4:5], s[18:19]
	v_cvt_i32_f64_e32 v22, v[12:13]
	v_cvt_i32_f64_e32 v23, v[8:9]
	v_cvt_u32_f64_e32 v27, v[4:5]
	v_min_f64 v[4:5], v[10:11], s[8:9]
	global_store_dword v[17:18], v22, off
	global_store_dword v[19:20], v23, off
	v_cvt_i32_f64_e32 v28, v[4:5]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v26, 31, v7
	v_cvt_f64_i32_e32 v[8:9], v7
	v_add_co_u32 v12, vcc, v26, v6
	v_add_co_ci_u32_e32 v13, vcc, v26, v7, vcc
	v_add_co_u32 v15, vcc, s16, v15
	v_xor_b32_e32 v12, v12, v26
	v_xor_b32_e32 v13, v13, v26
	v_add_co_ci_u32_e32 v16, vcc, s17, v16, vcc
	v_add_co_u32 v0, vcc, s22, v0
	v_ffbh_u32_e32 v24, v12
	v_ffbh_u32_e32 v22, v13
	v_add_co_ci_u32_e32 v1, vcc, s23, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v17, vcc, s0, v2
	v_add_nc_u32_e64 v24, v24, 32 clamp
	v_ldexp_f64 v[8:9], v[8:9], 32
	v_add_co_ci_u32_e32 v18, vcc, s1, v3, vcc
	v_add_co_u32 v10, vcc, s2, v2
	v_min3_u32 v24, v24, v22, 64
	v_cvt_f64_u32_e32 v[22:23], v6
	v_add_co_ci_u32_e32 v11, vcc, s3, v3, vcc
	v_cmp_lt_i64_e32 vcc, -1, v[6:7]
	v_lshlrev_b32_e32 v19, 20, v24
	v_lshlrev_b64 v[6:7], v24, v[12:13]
	v_sub_co_u32 v20, s[0:1], 0, 0
	v_add_co_u32 v24, s[2:3], s4, v2
	v_sub_co_ci_u32_e64 v19, s[0:1], 0x43e00000, v19, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], 0, v[12:13]
	v_and_b32_e32 v13, 0x7ff, v6
	v_lshrrev_b64 v[4:5], 11, v[6:7]
	v_add_co_ci_u32_e64 v25, s[2:3], s5, v3, s[2:3]
	global_store_dword v[15:16], v27, off
	v_cndmask_b32_e64 v12, 0, v19, s[0:1]
	v_cndmask_b32_e64 v7, 0, v20, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], 0, v[13:14]
	v_and_b32_e32 v20, v13, v26
	v_and_b32_e32 v13, 0xfffff, v5
	v_add_f64 v[5:6], v[8:9], v[22:23]
	v_or_b32_e32 v7, v4, v7
	v_and_b32_e32 v19, 0x80000000, v26
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_ne_u64_e32 vcc, 0, v[20:21]
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_or_b32_e32 v8, v13, v12
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_add_co_u32 v12, vcc, v7, v4
	v_add_co_ci_u32_e32 v4, vcc, 0, v8, vcc
	v_add_co_u32 v14, vcc, v7, v9
	v_add_co_ci_u32_e32 v9, vcc, 0, v8, vcc
	v_add_co_u32 v2, vcc, s6, v2
	v_or_b32_e32 v8, v8, v19
	v_or_b32_e32 v13, v4, v19
	v_add_co_ci_u32_e32 v3, vcc, s7, v3, vcc
	v_or_b32_e32 v15, v9, v19
	global_store_short v[0:1], v28, off
	global_store_dwordx2 v[17:18], v[5:6], off
	global_store_dwordx2 v[10:11], v[7:8], off
	global_store_dwordx2 v[24:25], v[12:13], off
	global_store_dwordx2 v[2:3], v[14:15], off
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
	.size cvt_double_float, 620
	.size cvt_double_int, 1004

	.rodata
	.p2align 6
// cvt_double_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_double_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 112
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_double_float.kd
	.protected cvt_double_float.kd
	.type cvt_double_float.kd,@object
	.size cvt_double_float.kd, 64
cvt_double_float.kd:
	.long 0x00000000, 0x00000000, 0x00000070, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_double_float@rel64-cvt_double_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c5, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_double_int.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_double_int
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 152
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
//   .amdhsa_next_free_vgpr 32
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
	.globl cvt_double_int.kd
	.protected cvt_double_int.kd
	.type cvt_double_int.kd,@object
	.size cvt_double_int.kd, 64
cvt_double_int.kd:
	.long 0x00000000, 0x00000000, 0x00000098, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_double_int@rel64-cvt_double_int.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c7, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         cvt_double_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         cvt_double_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
