// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl darith
	.protected darith
	.type darith,@function
darith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v10, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v11, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[0:1], 3, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[28:29], null, 0x60, v10, s[14:15]
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	global_load_dwordx2 v[20:21], v[2:3], off
	v_add_co_u32 v2, vcc, s8, v0
	v_add_co_ci_u32_e32 v3, vcc, s9, v1, vcc
	v_add_co_u32 v0, vcc, s10, v0
	v_add_co_ci_u32_e32 v1, vcc, s11, v1, vcc
	global_load_dwordx2 v[24:25], v[2:3], off
	global_load_dwordx2 v[26:27], v[0:1], off
	s_brev_b32 s9, 8
	s_mov_b32 s8, 0
	v_mov_b32_e32 v0, 0x4ff00000
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(2)
	v_cmp_lt_f64_e64 vcc, |v[20:21]|, s[8:9]
	s_mov_b32 s9, 0x7ff00000
	s_waitcnt vmcnt(0)
	v_add_f64 v[4:5], v[24:25], -v[26:27]
	v_cndmask_b32_e32 v2, 0x3ff00000, v0, vcc
	v_mov_b32_e32 v0, v29
	v_mul_f64 v[8:9], |v[20:21]|, v[1:2]
	v_mad_u64_u32 v[16:17], null, 0x60, v11, v[0:1]
	v_mov_b32_e32 v0, 0x37f00000
	v_lshlrev_b64 v[10:11], 4, v[10:11]
	v_mov_b32_e32 v29, v16
	v_max_f64 v[16:17], v[26:27], v[26:27]
	v_rsq_f64_e32 v[2:3], v[8:9]
	v_cmp_eq_f64_e64 s[2:3], 0, v[8:9]
	v_cmp_eq_f64_e64 s[4:5], s[8:9], v[8:9]
	s_mov_b32 s9, 0x408f4000
	v_mul_f64 v[6:7], v[8:9], v[2:3]
	v_mul_f64 v[12:13], v[2:3], 0.5
	v_add_f64 v[2:3], v[24:25], v[26:27]
	v_fma_f64 v[14:15], -v[12:13], v[6:7], 0.5
	global_store_dwordx4 v[28:29], v[2:5], off
	v_max_f64 v[2:3], v[24:25], v[24:25]
	v_max_f64 v[4:5], v[20:21], v[20:21]
	v_fma_f64 v[6:7], v[6:7], v[14:15], v[6:7]
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_min_f64 v[2:3], v[2:3], v[16:17]
	v_max_f64 v[16:17], v[16:17], v[4:5]
	v_rndne_f64_e32 v[4:5], v[20:21]
	v_fma_f64 v[14:15], -v[6:7], v[6:7], v[8:9]
	v_fma_f64 v[14:15], v[14:15], v[12:13], v[6:7]
	v_trunc_f64_e32 v[6:7], v[24:25]
	v_add_f64 v[4:5], v[4:5], -v[6:7]
	v_mul_f64 v[6:7], v[2:3], v[16:17]
	v_fma_f64 v[2:3], -v[14:15], v[14:15], v[8:9]
	v_div_scale_f64 v[16:17], null, v[26:27], v[26:27], v[24:25]
	v_fma_f64 v[12:13], v[2:3], v[12:13], v[14:15]
	v_rcp_f64_e32 v[2:3], v[16:17]
	v_fma_f64 v[14:15], -v[16:17], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[14:15], v[2:3]
	v_fma_f64 v[14:15], -v[16:17], v[2:3], 1.0
	v_fma_f64 v[14:15], v[2:3], v[14:15], v[2:3]
	v_div_scale_f64 v[2:3], s[0:1], v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[18:19], v[2:3], v[14:15]
	v_fma_f64 v[16:17], -v[16:17], v[18:19], v[2:3]
	v_cndmask_b32_e32 v2, 0x3ff00000, v0, vcc
	s_mov_b64 vcc, s[0:1]
	v_mul_f64 v[2:3], v[1:2], v[12:13]
	v_div_fmas_f64 v[12:13], v[16:17], v[14:15], v[18:19]
	s_or_b64 vcc, s[2:3], s[4:5]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_cndmask_b32_e32 v9, v3, v9, vcc
	v_cndmask_b32_e32 v8, v2, v8, vcc
	v_mul_f64 v[2:3], v[24:25], s[8:9]
	s_mov_b32 s9, 0x3df00000
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v30, vcc, s0, v10
	v_add_co_ci_u32_e32 v31, vcc, s1, v11, vcc
	s_mov_b32 s0, 0x3ff00000
	v_floor_f64_e32 v[2:3], v[2:3]
	v_mul_f64 v[10:11], v[2:3], s[8:9]
	s_mov_b32 s9, 0xc1f00000
	v_floor_f64_e32 v[10:11], v[10:11]
	v_fma_f64 v[14:15], v[10:11], s[8:9], v[2:3]
	v_cvt_i32_f64_e32 v3, v[10:11]
	v_mul_f64 v[10:11], v[24:25], 0.5
	v_trunc_f64_e32 v[16:17], v[10:11]
	v_bfi_b32 v0, 0x7fffffff, s0, v11
	v_add_f64 v[10:11], v[10:11], -v[16:17]
	v_cmp_ge_f64_e64 vcc, |v[10:11]|, 0.5
	v_floor_f64_e32 v[10:11], v[24:25]
	v_cndmask_b32_e32 v2, 0, v0, vcc
	v_cmp_lt_f64_e32 vcc, v[24:25], v[26:27]
	v_add_f64 v[22:23], v[16:17], v[1:2]
	v_cvt_u32_f64_e32 v2, v[14:15]
	v_div_fixup_f64 v[14:15], v[12:13], v[26:27], v[24:25]
	v_mul_f64 v[12:13], v[24:25], v[26:27]
	v_ceil_f64_e32 v[16:17], v[26:27]
	v_cndmask_b32_e64 v0, 22, 11, vcc
	v_add_f64 v[22:23], |v[26:27]|, v[22:23]
	v_add_f64 v[18:19], v[10:11], v[16:17]
	v_add_f64 v[16:17], v[12:13], v[20:21]
	v_fma_f64 v[10:11], v[24:25], v[26:27], v[20:21]
	v_bfi_b32 v21, 0x7fffffff, v25, v21
	v_mov_b32_e32 v20, v24
	global_store_dwordx4 v[28:29], v[16:19], off offset:48
	global_store_dwordx4 v[28:29], v[4:7], off offset:64
	global_store_dwordx4 v[28:29], v[12:15], off offset:16
	global_store_dwordx4 v[28:29], v[8:11], off offset:32
	global_store_dwordx4 v[28:29], v[20:23], off offset:80
	global_store_dwordx4 v[30:31], v[0:3], off
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
	.size darith, 812

	.rodata
	.p2align 6
// darith.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel darith
//   .amdhsa_group_segment_fixed_size 0
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl darith.kd
	.protected darith.kd
	.type darith.kd,@object
	.size darith.kd, 64
darith.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad darith@rel64-darith.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0087, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           darith
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         darith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
