// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl half_arith
	.protected half_arith
	.type half_arith,@function
half_arith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	global_load_ushort v8, v[4:5], off
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	global_load_ushort v6, v[6:7], off
	global_load_ushort v7, v[2:3], off
	v_lshlrev_b64 v[2:3], 4, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v2, vcc, s14, v2
	v_add_co_ci_u32_e32 v3, vcc, s15, v3, vcc
	v_add_co_u32 v4, vcc, s0, v0
	v_add_co_ci_u32_e32 v5, vcc, s1, v1, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v9, v8
	v_max_f16_e32 v17, v8, v8
	v_xor_b32_e32 v18, 0x8000, v8
	v_mul_f32_e32 v10, 0x3f8ccccd, v9
	s_waitcnt vmcnt(1)
	v_add_f16_e32 v11, v8, v6
	v_sub_f16_e32 v12, v8, v6
	v_max_f16_e32 v16, v6, v6
	v_mul_f16_e32 v13, v8, v6
	v_and_b32_e32 v15, 0x7fffff, v10
	v_bfe_u32 v19, v10, 23, 8
	v_bfe_u32 v21, v10, 13, 10
	v_lshrrev_b32_e32 v23, 23, v10
	global_store_short v[2:3], v11, off
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_add_nc_u32_e32 v22, 0xffffff90, v19
	v_or_b32_e32 v26, 0x400, v21
	v_sub_nc_u32_e32 v23, 17, v23
	s_waitcnt vmcnt(0)
	v_fma_f16 v14, v8, v7, v7
	v_cndmask_b32_e64 v15, 0, 1, vcc
	v_cmp_lt_f16_e32 vcc, v8, v6
	v_lshl_or_b32 v25, v22, 10, v21
	v_lshrrev_b32_e32 v11, v23, v26
	v_lshrrev_b32_e32 v10, 16, v10
	v_lshlrev_b32_e32 v15, 9, v15
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cmp_gt_f16_e32 vcc, v8, v7
	v_cvt_f32_f16_e32 v6, v6
	global_store_short v[2:3], v12, off offset:2
	global_store_short v[2:3], v13, off offset:4
	global_store_short v[2:3], v14, off offset:6
	v_or3_b32 v15, v21, v15, 0x7c00
	v_min_f16_e32 v12, v17, v16
	v_cndmask_b32_e64 v24, 5, 2, vcc
	v_cmp_gt_u32_e32 vcc, 0x8f, v19
	v_max_f16_e32 v13, v17, v16
	v_add_f32_e32 v6, v9, v6
	global_store_short v[2:3], v18, off offset:12
	global_store_short v[4:5], v20, off
	v_cndmask_b32_e32 v21, 0x7bff, v25, vcc
	v_cmp_eq_u32_e32 vcc, 0x8f, v22
	v_cndmask_b32_e32 v15, v21, v15, vcc
	v_cmp_gt_u32_e32 vcc, 0x71, v19
	v_cndmask_b32_e32 v11, v15, v11, vcc
	v_cmp_lt_u32_e32 vcc, 0x65, v19
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_neq_f16_e32 vcc, v8, v7
	v_and_or_b32 v8, 0x8000, v10, v11
	v_cndmask_b32_e32 v7, 3, v24, vcc
	global_store_short v[2:3], v12, off offset:8
	global_store_short v[2:3], v13, off offset:10
	global_store_short v[4:5], v7, off offset:2
	global_store_short v[2:3], v8, off offset:14
	global_store_dword v[0:1], v6, off
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
	.globl half_convert
	.protected half_convert
	.type half_convert,@function
half_convert:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[16:17], s[6:7], 0x40
	v_mov_b32_e32 v14, 0x8000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx16 s[0:15], s[6:7], 0x0
	v_add_co_u32 v0, s[18:19], s16, v0
	v_add_co_ci_u32_e64 v1, null, s17, 0, s[18:19]
	s_mov_b32 s16, 0xfbff
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	global_load_dword v12, v[4:5], off
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	global_load_dword v13, v[4:5], off
	v_add_co_u32 v4, vcc, s4, v0
	v_add_co_ci_u32_e32 v5, vcc, s5, v1, vcc
	v_add_co_u32 v6, vcc, s6, v0
	v_add_co_ci_u32_e32 v7, vcc, s7, v1, vcc
	v_add_co_u32 v8, vcc, s8, v0
	v_add_co_ci_u32_e32 v9, vcc, s9, v1, vcc
	v_add_co_u32 v10, vcc, s10, v0
	v_add_co_ci_u32_e32 v11, vcc, s11, v1, vcc
	v_add_co_u32 v0, vcc, s12, v0
	v_add_co_ci_u32_e32 v1, vcc, s13, v1, vcc
	v_add_co_u32 v2, vcc, s14, v2
	v_add_co_ci_u32_e32 v3, vcc, s15, v3, vcc
	s_waitcnt vmcnt(1)
	v_bfe_u32 v16, v12, 23, 8
	v_and_b32_e32 v17, 0x7fffff, v12
	v_bfe_u32 v19, v12, 13, 10
	v_lshrrev_b32_e32 v18, 23, v12
	v_cvt_f16_f32_e32 v15, v12
	v_sub_nc_u32_e32 v20, 0x71, v16
	v_cmp_ne_u32_e32 vcc, 0, v17
	v_add_nc_u32_e32 v21, 0xffffff90, v16
	v_or_b32_e32 v23, 0x400, v19
	v_and_b32_sdwa v14, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_min_i32_e32 v20, 19, v20
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_lshl_or_b32 v25, v21, 10, v19
	v_lshrrev_b32_e32 v12, 31, v12
	v_max_i32_e32 v20, 0, v20
	v_lshlrev_b32_e32 v22, 9, v22
	v_cndmask_b32_e64 v24, 0, 1, vcc
	v_cmp_lt_u32_e32 vcc, 0x8e, v16
	v_sub_nc_u32_e32 v18, 17, v18
	v_cmp_eq_u32_e64 s[0:1], 0x8f, v21
	v_or3_b32 v19, v19, v22, 0x7c00
	v_lshl_or_b32 v17, v24, 23, v17
	v_sub_nc_u32_e32 v22, 19, v20
	v_cndmask_b32_e64 v24, v25, 0x7bff, vcc
	v_not_b32_e32 v26, v12
	v_lshrrev_b32_e32 v18, v18, v23
	v_cmp_gt_u32_e64 s[2:3], 0x71, v16
	v_lshlrev_b32_e32 v17, v22, v17
	v_cndmask_b32_e64 v21, v24, v19, s[0:1]
	v_lshrrev_b32_e32 v20, v20, v23
	v_rndne_f16_e32 v22, v15
	v_sub_nc_u32_e32 v23, 0x7c00, v12
	v_cmp_ne_u32_e64 s[4:5], 0, v17
	v_cndmask_b32_e64 v18, v21, v18, s[2:3]
	v_cndmask_b32_e64 v20, v25, v20, s[2:3]
	v_med3_f16 v22, v22, s16, 0x7bff
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v13, v13
	v_cndmask_b32_e64 v17, 0, 1, s[4:5]
	global_store_short v[4:5], v15, off
	v_cvt_f16_f32_e32 v4, v13
	v_and_b32_e32 v21, v17, v26
	v_and_b32_e32 v17, v12, v17
	v_add_nc_u32_e32 v12, 0x7bff, v12
	v_add_nc_u32_e32 v21, v21, v20
	v_add_nc_u32_e32 v17, v17, v20
	v_cvt_f32_f16_e32 v20, v22
	v_cndmask_b32_e32 v5, v21, v23, vcc
	v_cndmask_b32_e32 v12, v17, v12, vcc
	v_cmp_lt_u32_e32 vcc, 0x65, v16
	v_cvt_i32_f32_e32 v13, v20
	v_cndmask_b32_e64 v5, v5, v19, s[0:1]
	v_cndmask_b32_e64 v12, v12, v19, s[0:1]
	v_cndmask_b32_e32 v16, 0, v18, vcc
	v_cmp_nlt_f16_e32 vcc, 0x7bff, v15
	v_or_b32_e32 v5, v5, v14
	v_or_b32_e32 v12, v12, v14
	v_or_b32_e32 v16, v16, v14
	v_cndmask_b32_e32 v13, 0x7fffffff, v13, vcc
	v_cmp_ngt_f16_e32 vcc, 0xfbff, v15
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc
	global_store_short v[6:7], v16, off
	global_store_short v[8:9], v5, off
	global_store_short v[10:11], v12, off
	global_store_short v[0:1], v4, off
	global_store_dword v[2:3], v13, off
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
	s_code_end 
	.size half_arith, 548
	.size half_convert, 652

	.rodata
	.p2align 6
// half_arith.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel half_arith
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
	.globl half_arith.kd
	.protected half_arith.kd
	.type half_arith.kd,@object
	.size half_arith.kd, 64
half_arith.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad half_arith@rel64-half_arith.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// half_convert.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel half_convert
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 120
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
	.globl half_convert.kd
	.protected half_convert.kd
	.type half_convert.kd,@object
	.size half_convert.kd, 64
half_convert.kd:
	.long 0x00000000, 0x00000000, 0x00000078, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad half_convert@rel64-half_convert.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
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
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
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
    .name:           half_arith
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         half_arith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           half_convert
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         half_convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
