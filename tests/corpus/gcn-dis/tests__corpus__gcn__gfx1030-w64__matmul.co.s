// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl matmul_tiled
	.protected matmul_tiled
	.type matmul_tiled,@function
matmul_tiled:
	s_load_dword s16, s[4:5], 0x4
	s_clause 0x3
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx2 s[10:11], s[6:7], 0x1c
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s16, 16
	s_mul_i32 s9, s9, s1
	s_and_b32 s1, s16, 0xffff
	v_add3_u32 v4, s2, s9, v1
	s_cmp_lt_i32 s11, 1
	s_mul_i32 s8, s8, s1
	s_cbranch_scc1 .L1bc
	v_lshlrev_b32_e32 v3, 2, v0
	v_mad_u64_u32 v[5:6], null, v1, s10, v[0:1]
	v_lshlrev_b32_e32 v6, 5, v1
	v_mad_u64_u32 v[1:2], null, v4, s11, v[0:1]
	v_add_nc_u32_e32 v7, 0x100, v3
	s_lshl_b32 s1, s10, 3
	v_add_nc_u32_e32 v8, v6, v3
	v_add3_u32 v2, s0, s8, v5
	v_mov_b32_e32 v5, 0
	v_add_nc_u32_e32 v9, v7, v6
	s_mov_b32 s2, 0
.L90:
	v_add_nc_u32_e32 v10, s2, v1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_i32 s2, s2, 8
	s_cmp_ge_i32 s2, s11
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 2, v[2:3]
	v_add_nc_u32_e32 v2, s1, v2
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v12, vcc, s14, v12
	v_add_co_ci_u32_e32 v13, vcc, s15, v13, vcc
	v_add_co_u32 v10, vcc, s12, v10
	v_add_co_ci_u32_e32 v11, vcc, s13, v11, vcc
	global_load_dword v3, v[12:13], off
	global_load_dword v10, v[10:11], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v9, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read2_b32 v[10:11], v6 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v6 offset1:1
	ds_read2_b32 v[14:15], v7 offset1:8
	ds_read2_b32 v[16:17], v6 offset0:2 offset1:3
	ds_read2_b32 v[18:19], v6 offset0:6 offset1:7
	ds_read2_b32 v[20:21], v7 offset0:16 offset1:24
	ds_read2_b32 v[22:23], v7 offset0:32 offset1:40
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v3, v12, v14
	v_mul_f32_e32 v14, v13, v15
	ds_read2_b32 v[12:13], v7 offset0:48 offset1:56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	v_add_f32_e32 v3, v5, v3
	v_mul_f32_e32 v5, v16, v20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_add_f32_e32 v3, v3, v14
	v_mul_f32_e32 v14, v17, v21
	v_add_f32_e32 v3, v3, v5
	v_mul_f32_e32 v5, v10, v22
	v_mul_f32_e32 v10, v11, v23
	v_add_f32_e32 v3, v3, v14
	v_add_f32_e32 v3, v3, v5
	v_mul_f32_e32 v5, v18, v12
	v_add_f32_e32 v3, v3, v10
	v_mul_f32_e32 v10, v19, v13
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v5, v3, v10
	s_cbranch_scc0 .L90
	s_branch .L1c0
.L1bc:
	v_mov_b32_e32 v5, 0
.L1c0:
	v_mul_lo_u32 v1, v4, s10
	s_add_i32 s0, s0, s8
	v_add3_u32 v0, s0, v0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc, s4, v0
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	global_store_dword v[0:1], v5, off
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
	.size matmul_tiled, 504

	.rodata
	.p2align 6
// matmul_tiled.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel matmul_tiled
//   .amdhsa_group_segment_fixed_size 512
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   .amdhsa_system_sgpr_workgroup_id_y 1
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 1
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl matmul_tiled.kd
	.protected matmul_tiled.kd
	.type matmul_tiled.kd,@object
	.size matmul_tiled.kd, 64
matmul_tiled.kd:
	.long 0x00000200, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad matmul_tiled@rel64-matmul_tiled.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0085, 0x00000990 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
