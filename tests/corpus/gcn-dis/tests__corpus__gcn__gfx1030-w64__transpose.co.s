// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl transpose_tiled
	.protected transpose_tiled
	.type transpose_tiled,@function
transpose_tiled:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_lshl_b32 s4, s6, 4
	s_lshl_b32 s5, s7, 4
	v_add_nc_u32_e32 v2, s4, v0
	v_add_nc_u32_e32 v3, s5, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v2
	v_cmp_gt_i32_e64 s[0:1], s2, v3
	s_and_b64 s[6:7], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .L84
	v_mad_u64_u32 v[2:3], null, v3, s3, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dword v2, v[2:3], off
	v_lshlrev_b32_e32 v3, 2, v0
	v_mad_u32_u24 v3, 0x44, v1, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
.L84:
	s_or_b64 exec, exec, s[0:1]
	v_add_nc_u32_e32 v2, s5, v0
	v_add_nc_u32_e32 v3, s4, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmp_gt_i32_e32 vcc, s2, v2
	v_cmp_gt_i32_e64 s[0:1], s3, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .L108
	v_lshlrev_b32_e32 v4, 2, v1
	v_mad_u64_u32 v[1:2], null, v3, s2, v[2:3]
	v_mad_u32_u24 v0, 0x44, v0, v4
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v3, v0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc, s10, v0
	v_add_co_ci_u32_e32 v1, vcc, s11, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.L108:
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
	.size transpose_tiled, 268

	.rodata
	.p2align 6
// transpose_tiled.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel transpose_tiled
//   .amdhsa_group_segment_fixed_size 1088
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 24
//   .amdhsa_user_sgpr_count 6
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 0
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 1
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 1
//   .amdhsa_next_free_vgpr 8
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
	.globl transpose_tiled.kd
	.protected transpose_tiled.kd
	.type transpose_tiled.kd,@object
	.size transpose_tiled.kd, 64
transpose_tiled.kd:
	.long 0x00000440, 0x00000000, 0x00000018, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad transpose_tiled@rel64-transpose_tiled.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0041, 0x0000098c // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x0009, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
