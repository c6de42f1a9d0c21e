// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl fnative
	.protected fnative
	.type fnative,@function
fnative:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x58
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v0
	v_add_co_ci_u32_e32 v3, vcc, s9, v1, vcc
	global_load_dword v18, v[2:3], off
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	global_load_dword v19, v[2:3], off
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[6:7], 0x50
	s_load_dwordx4 s[0:3], s[6:7], 0x40
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	v_add_co_u32 v4, vcc, s14, v0
	v_add_co_ci_u32_e32 v5, vcc, s15, v1, vcc
	v_add_co_u32 v6, vcc, s16, v0
	v_add_co_ci_u32_e32 v7, vcc, s17, v1, vcc
	v_add_co_u32 v8, vcc, s18, v0
	v_add_co_ci_u32_e32 v9, vcc, s19, v1, vcc
	v_add_co_u32 v10, vcc, s20, v0
	v_add_co_ci_u32_e32 v11, vcc, s21, v1, vcc
	v_add_co_u32 v12, vcc, s22, v0
	v_add_co_ci_u32_e32 v13, vcc, s23, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, vcc, s0, v0
	v_add_co_ci_u32_e32 v15, vcc, s1, v1, vcc
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v16, 0.15915494, v18
	v_mul_f32_e32 v17, 0x3dcccccd, v18
	v_sin_f32_e32 v22, v16
	v_mul_f32_e32 v17, 0x3fb8aa3b, v17
	v_cos_f32_e32 v23, v16
	s_waitcnt vmcnt(0)
	v_log_f32_e32 v20, v19
	v_rcp_f32_e32 v21, v19
	v_sqrt_f32_e32 v25, v19
	v_exp_f32_e32 v24, v17
	v_rsq_f32_e32 v19, v19
	v_add_co_u32 v16, vcc, s2, v0
	global_store_dword v[2:3], v22, off
	global_store_dword v[4:5], v23, off
	v_add_co_ci_u32_e32 v17, vcc, s3, v1, vcc
	v_mul_f32_e32 v26, 0x3f400000, v20
	v_add_co_u32 v0, vcc, s4, v0
	v_mul_f32_e32 v18, v18, v21
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	v_exp_f32_e32 v2, v26
	global_store_dword v[6:7], v24, off
	global_store_dword v[8:9], v20, off
	global_store_dword v[10:11], v25, off
	global_store_dword v[12:13], v19, off
	global_store_dword v[14:15], v21, off
	global_store_dword v[16:17], v18, off
	global_store_dword v[0:1], v2, off
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
	s_code_end 
	.size fnative, 392

	.rodata
	.p2align 6
// fnative.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fnative
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 144
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
	.globl fnative.kd
	.protected fnative.kd
	.type fnative.kd,@object
	.size fnative.kd, 64
fnative.kd:
	.long 0x00000000, 0x00000000, 0x00000090, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fnative@rel64-fnative.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c6, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fnative
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         fnative.kd
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
