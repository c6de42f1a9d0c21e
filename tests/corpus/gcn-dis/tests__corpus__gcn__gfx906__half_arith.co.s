// xvisa co dis: amdgcn-amd-amdhsa--gfx906 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx906 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.p2align 8
	.globl half_arith
	.protected half_arith
	.type half_arith,@function
half_arith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_movk_i32 s5, 0x7c00
	v_mov_b32_e32 v9, 0x7bff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_ushort v6, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_ushort v7, v[4:5], off
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_ushort v8, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 4, v[0:1]
	v_mov_b32_e32 v4, s19
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s18, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	s_movk_i32 s6, 0x8f
	s_movk_i32 s7, 0x71
	s_movk_i32 s8, 0x65
	s_mov_b32 s4, 0x8000
	v_mov_b32_e32 v10, s3
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v18, v6
	v_max_f16_e32 v16, v6, v6
	v_xor_b32_e32 v17, 0x8000, v6
	s_waitcnt vmcnt(1)
	v_cmp_lt_f16_e32 vcc, v6, v7
	v_add_f16_e32 v11, v6, v7
	v_sub_f16_e32 v12, v6, v7
	v_max_f16_e32 v15, v7, v7
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_mul_f16_e32 v13, v6, v7
	s_waitcnt vmcnt(0)
	v_cmp_gt_f16_e32 vcc, v6, v8
	v_fma_f16 v14, v6, v8, v8
	global_store_short v[2:3], v11, off
	v_cndmask_b32_e64 v11, 5, 2, vcc
	v_cvt_f32_f16_e32 v7, v7
	global_store_short v[2:3], v12, off offset:2
	global_store_short v[2:3], v13, off offset:4
	global_store_short v[2:3], v14, off offset:6
	v_min_f16_e32 v12, v16, v15
	v_cmp_neq_f16_e32 vcc, v6, v8
	v_max_f16_e32 v13, v16, v15
	global_store_short v[2:3], v17, off offset:12
	global_store_short v[4:5], v19, off
	v_cndmask_b32_e32 v6, 3, v11, vcc
	global_store_short v[2:3], v12, off offset:8
	global_store_short v[2:3], v13, off offset:10
	global_store_short v[4:5], v6, off offset:2
	v_mul_f32_e32 v4, 0x3f8ccccd, v18
	v_and_b32_e32 v6, 0x7fffff, v4
	v_bfe_u32 v8, v4, 23, 8
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_add_f32_e32 v5, v18, v7
	v_lshrrev_b32_e32 v7, 23, v4
	v_lshrrev_b32_e32 v11, 16, v4
	v_bfe_u32 v4, v4, 13, 10
	v_add_u32_e32 v12, 0xffffff90, v8
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_lshlrev_b32_e32 v6, 9, v6
	v_lshl_or_b32 v14, v12, 10, v4
	v_cmp_gt_u32_e32 vcc, s6, v8
	v_or_b32_e32 v13, 0x400, v4
	v_sub_u32_e32 v7, 17, v7
	v_or3_b32 v4, v4, v6, s5
	v_cndmask_b32_e32 v6, v9, v14, vcc
	v_cmp_eq_u32_e32 vcc, s6, v12
	v_lshrrev_b32_e32 v7, v7, v13
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_cmp_gt_u32_e32 vcc, s7, v8
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_cmp_lt_u32_e32 vcc, s8, v8
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_and_or_b32 v4, v11, s4, v4
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	global_store_short v[2:3], v4, off offset:14
	global_store_dword v[0:1], v5, off
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
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x40
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	v_mov_b32_e32 v12, 0x7bff
	s_movk_i32 s3, 0x71
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v11, v[4:5], off
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v5, s17
	v_add_co_u32_e32 v4, vcc, s16, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v7, s19
	v_add_co_u32_e32 v6, vcc, s18, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	s_movk_i32 s0, 0x7c00
	s_movk_i32 s1, 0x8e
	s_movk_i32 s2, 0x8f
	s_mov_b32 s4, 0x8000
	s_movk_i32 s5, 0x65
	v_mov_b32_e32 v13, s23
	s_movk_i32 s6, 0x7bff
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v14, v10
	v_and_b32_e32 v15, 0x7fffff, v10
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_bfe_u32 v16, v10, 23, 8
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_bfe_u32 v17, v10, 13, 10
	v_add_u32_e32 v18, 0xffffff90, v16
	global_store_short v[4:5], v14, off
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_lshlrev_b32_e32 v5, 9, v19
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_lshl_or_b32 v19, v18, 10, v17
	v_or3_b32 v5, v17, v5, s0
	v_cmp_lt_u32_e32 vcc, s1, v16
	v_cmp_eq_u32_e64 s[0:1], s2, v18
	v_lshrrev_b32_e32 v18, 23, v10
	v_lshl_or_b32 v4, v4, 23, v15
	v_cndmask_b32_e32 v15, v19, v12, vcc
	v_or_b32_e32 v17, 0x400, v17
	v_sub_u32_e32 v18, 17, v18
	v_lshrrev_b32_e32 v18, v18, v17
	v_cndmask_b32_e64 v15, v15, v5, s[0:1]
	v_cmp_gt_u32_e64 s[2:3], s3, v16
	v_cndmask_b32_e64 v15, v15, v18, s[2:3]
	v_and_b32_sdwa v18, v10, s4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_lt_u32_e64 s[4:5], s5, v16
	v_sub_u32_e32 v16, 0x71, v16
	v_min_i32_e32 v16, 19, v16
	v_max_i32_e32 v16, 0, v16
	v_lshrrev_b32_e32 v17, v16, v17
	v_sub_u32_e32 v16, 19, v16
	v_lshlrev_b32_e32 v4, v16, v4
	v_lshrrev_b32_e32 v10, 31, v10
	v_cndmask_b32_e64 v17, v19, v17, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	v_not_b32_e32 v16, v10
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cndmask_b32_e64 v15, 0, v15, s[4:5]
	v_and_b32_e32 v16, v4, v16
	v_and_b32_e32 v4, v10, v4
	v_or_b32_e32 v15, v15, v18
	v_sub_u32_e32 v19, 0x7c00, v10
	v_add_u32_e32 v10, 0x7bff, v10
	global_store_short v[6:7], v15, off
	v_add_u32_e32 v6, v16, v17
	v_add_u32_e32 v4, v4, v17
	v_cndmask_b32_e32 v6, v6, v19, vcc
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_cndmask_b32_e64 v6, v6, v5, s[0:1]
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	v_or_b32_e32 v5, v6, v18
	v_or_b32_e32 v6, v4, v18
	v_add_co_u32_e32 v4, vcc, s22, v0
	global_store_short v[8:9], v5, off
	v_addc_co_u32_e32 v5, vcc, v13, v1, vcc
	global_store_short v[4:5], v6, off
	v_rndne_f16_e32 v6, v14
	s_mov_b32 s0, 0xfbff
	s_waitcnt vmcnt(4)
	v_cvt_f32_i32_e32 v7, v11
	v_med3_f16 v6, v6, s0, v12
	v_cvt_f32_f16_e32 v6, v6
	v_mov_b32_e32 v5, s25
	v_cvt_f16_f32_e32 v4, v7
	v_add_co_u32_e32 v0, vcc, s24, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	v_cvt_i32_f32_e32 v5, v6
	global_store_short v[0:1], v4, off
	v_bfrev_b32_e32 v0, -2
	v_cmp_nlt_f16_e32 vcc, s6, v14
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_bfrev_b32_e32 v1, 1
	v_cmp_ngt_f16_e32 vcc, s0, v14
	v_cndmask_b32_e32 v4, v1, v0, vcc
	v_mov_b32_e32 v1, s27
	v_add_co_u32_e32 v0, vcc, s26, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v4, off
	s_endpgm
	.size half_arith, 548
	.size half_convert, 644

	.rodata
	.p2align 6
.amdhsa_kernel half_arith
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
.amdhsa_kernel half_convert
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 120
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
  .amdhsa_next_free_sgpr 28
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         half_arith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         half_convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
