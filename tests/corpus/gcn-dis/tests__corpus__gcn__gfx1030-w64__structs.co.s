// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl struct_params
	.protected struct_params
	.type struct_params,@function
struct_params:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x38
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_add_co_u32 v4, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v5, null, s5, 0, s[8:9]
	v_lshlrev_b64 v[6:7], 4, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v6
	v_add_co_ci_u32_e32 v1, vcc, s1, v7, vcc
	v_add_co_u32 v6, vcc, s2, v6
	global_load_dwordx4 v[0:3], v[0:1], off
	global_load_ubyte v9, v8, s[6:7] offset:14
	s_clause 0x4
	s_load_dword s0, s[6:7], 0x4
	s_load_dword s4, s[6:7], 0xc
	s_load_dword s5, s[6:7], 0x8
	s_load_dword s12, s[6:7], 0x0
	s_load_dwordx4 s[8:11], s[6:7], 0x10
	v_add_co_ci_u32_e32 v7, vcc, s3, v7, vcc
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v8, s0, v4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_sext_i32_i16 s4, s4
	v_and_b32_e32 v8, s5, v8
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v4
	v_add_co_ci_u32_e32 v5, vcc, s1, v5, vcc
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, s12, v0
	v_mul_f32_e32 v3, s12, v3
	v_mul_f32_e32 v2, s12, v2
	v_mul_f32_e32 v1, s12, v1
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[8:9], null, s4, v9, v[8:9]
	v_add_f32_e32 v3, s11, v3
	v_add_f32_e32 v2, s10, v2
	v_add_f32_e32 v1, s9, v1
	v_add_f32_e32 v0, s8, v0
	global_store_dwordx4 v[6:7], v[0:3], off
	global_store_dword v[4:5], v8, off
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
	.globl struct_span
	.protected struct_span
	.type struct_span,@function
struct_span:
	s_load_dword s0, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[6:7], 0x40
	s_load_dword s10, s[6:7], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	v_mul_lo_u32 v2, s10, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 3, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v2, s[0:1]
	s_clause 0x2
	s_load_dword s4, s[6:7], 0x8
	s_load_dword s5, s[6:7], 0x24
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_sext_i32_i8 s4, s4
	s_ashr_i32 s6, s5, 31
	s_ashr_i32 s7, s4, 31
	s_mul_hi_u32 s8, s0, s4
	s_mul_i32 s7, s0, s7
	s_mul_i32 s1, s1, s4
	s_add_i32 s7, s8, s7
	s_mul_i32 s0, s0, s4
	s_add_i32 s7, s7, s1
	s_add_u32 s0, s0, s5
	s_addc_u32 s1, s7, s6
	s_waitcnt vmcnt(0)
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
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
	.size struct_params, 276
	.size struct_span, 224

	.rodata
	.p2align 6
// struct_params.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel struct_params
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
//   .amdhsa_next_free_vgpr 12
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl struct_params.kd
	.protected struct_params.kd
	.type struct_params.kd,@object
	.size struct_params.kd, 64
struct_params.kd:
	.long 0x00000000, 0x00000000, 0x00000070, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad struct_params@rel64-struct_params.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0042, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// struct_span.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel struct_span
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
//   .amdhsa_next_free_vgpr 4
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl struct_span.kd
	.protected struct_span.kd
	.type struct_span.kd,@object
	.size struct_span.kd, 64
struct_span.kd:
	.long 0x00000000, 0x00000000, 0x00000078, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad struct_span@rel64-struct_span.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0040, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           32
        .type_name:      Params
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
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
    .kernarg_segment_align: 16
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           struct_params
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         struct_params.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           16
        .type_name:      Span
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           32
        .type_name:      Params
        .value_kind:     by_value
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
    .kernarg_segment_align: 16
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           struct_span
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         struct_span.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
