// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl darith
	.protected darith
	.type darith,@function
darith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_brev_b32 s3, 8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	s_mov_b32 s2, 0
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	v_add_co_u32 v11, s0, s0, v0
	v_add_co_ci_u32_e64 v12, null, s1, 0, s0
	v_lshlrev_b64 v[0:1], 3, v[11:12]
	v_lshlrev_b64 v[54:55], 4, v[11:12]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[52:53], null, 0x60, v11, s[14:15]
	v_add_co_u32 v2, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s13, v1, vcc_lo
	global_load_dwordx2 v[23:24], v[2:3], off
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s10, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	global_load_dwordx2 v[28:29], v[2:3], off
	global_load_dwordx2 v[30:31], v[0:1], off
	v_mov_b32_e32 v0, 0x4ff00000
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(2)
	v_cmp_lt_f64_e64 vcc_lo, |v[23:24]|, s[2:3]
	s_mov_b32 s3, 0x7ff00000
	v_max_f64 v[40:41], v[23:24], v[23:24]
	v_rndne_f64_e32 v[46:47], v[23:24]
	s_waitcnt vmcnt(1)
	v_max_f64 v[38:39], v[28:29], v[28:29]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[4:5], null, v[30:31], v[30:31], v[28:29]
	v_div_scale_f64 v[19:20], s1, v[28:29], v[30:31], v[28:29]
	v_max_f64 v[36:37], v[30:31], v[30:31]
	v_floor_f64_e32 v[42:43], v[28:29]
	v_ceil_f64_e32 v[44:45], v[30:31]
	v_trunc_f64_e32 v[48:49], v[28:29]
	v_add_f64 v[10:11], v[28:29], -v[30:31]
	v_cndmask_b32_e32 v2, 0x3ff00000, v0, vcc_lo
	v_mov_b32_e32 v0, 0x37f00000
	v_mul_f64 v[32:33], |v[23:24]|, v[1:2]
	v_rcp_f64_e32 v[8:9], v[4:5]
	v_min_f64 v[38:39], v[38:39], v[36:37]
	v_max_f64 v[36:37], v[36:37], v[40:41]
	v_rsq_f64_e32 v[2:3], v[32:33]
	v_cmp_eq_f64_e64 s0, s[2:3], v[32:33]
	s_mov_b32 s3, 0x408f4000
	v_mul_f64 v[17:18], v[28:29], s[2:3]
	s_mov_b32 s3, 0x3df00000
	v_fma_f64 v[15:16], -v[4:5], v[8:9], 1.0
	v_mul_f64 v[6:7], v[32:33], v[2:3]
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_fma_f64 v[8:9], v[8:9], v[15:16], v[8:9]
	v_fma_f64 v[13:14], -v[2:3], v[6:7], 0.5
	v_fma_f64 v[15:16], -v[4:5], v[8:9], 1.0
	v_fma_f64 v[6:7], v[6:7], v[13:14], v[6:7]
	v_fma_f64 v[2:3], v[2:3], v[13:14], v[2:3]
	v_fma_f64 v[8:9], v[8:9], v[15:16], v[8:9]
	v_floor_f64_e32 v[15:16], v[17:18]
	v_fma_f64 v[13:14], -v[6:7], v[6:7], v[32:33]
	v_mul_f64 v[25:26], v[19:20], v[8:9]
	v_mul_f64 v[34:35], v[15:16], s[2:3]
	s_mov_b32 s3, 0x3ff00000
	v_fma_f64 v[6:7], v[13:14], v[2:3], v[6:7]
	v_mul_f64 v[13:14], v[28:29], 0.5
	v_fma_f64 v[19:20], -v[4:5], v[25:26], v[19:20]
	v_floor_f64_e32 v[34:35], v[34:35]
	v_mul_f64 v[4:5], v[28:29], v[30:31]
	v_fma_f64 v[17:18], -v[6:7], v[6:7], v[32:33]
	v_trunc_f64_e32 v[21:22], v[13:14]
	v_fma_f64 v[6:7], v[17:18], v[2:3], v[6:7]
	v_add_f64 v[17:18], v[13:14], -v[21:22]
	v_cndmask_b32_e32 v2, 0x3ff00000, v0, vcc_lo
	v_bfi_b32 v0, 0x7fffffff, s3, v14
	s_mov_b32 s3, 0xc1f00000
	v_cvt_i32_f64_e32 v3, v[34:35]
	v_mul_f64 v[40:41], v[1:2], v[6:7]
	v_cmp_ge_f64_e64 vcc_lo, |v[17:18]|, 0.5
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
	s_mov_b32 vcc_lo, s1
	v_mov_b32_e32 v0, v53
	v_div_fmas_f64 v[6:7], v[19:20], v[8:9], v[25:26]
	v_fma_f64 v[25:26], v[34:35], s[2:3], v[15:16]
	v_add_f64 v[50:51], v[21:22], v[1:2]
	v_cmp_eq_f64_e32 vcc_lo, 0, v[32:33]
	v_add_co_u32 v34, s1, s4, v54
	v_add_co_ci_u32_e64 v35, s1, s5, v55, s1
	v_add_f64 v[8:9], v[28:29], v[30:31]
	v_cmp_lt_f64_e64 s1, v[28:29], v[30:31]
	v_add_f64 v[16:17], v[4:5], v[23:24]
	v_add_f64 v[18:19], v[42:43], v[44:45]
	v_fma_f64 v[14:15], v[28:29], v[30:31], v[23:24]
	v_add_f64 v[20:21], v[46:47], -v[48:49]
	v_mul_f64 v[22:23], v[38:39], v[36:37]
	v_mad_u64_u32 v[12:13], null, 0x60, v12, v[0:1]
	v_div_fixup_f64 v[6:7], v[6:7], v[30:31], v[28:29]
	v_cvt_u32_f64_e32 v2, v[25:26]
	v_add_f64 v[26:27], |v[30:31]|, v[50:51]
	v_mov_b32_e32 v53, v12
	s_or_b32 vcc_lo, vcc_lo, s0
	v_bfi_b32 v25, 0x7fffffff, v29, v24
	v_cndmask_b32_e32 v13, v41, v33, vcc_lo
	v_cndmask_b32_e32 v12, v40, v32, vcc_lo
	v_mov_b32_e32 v24, v28
	v_cndmask_b32_e64 v0, 22, 11, s1
	global_store_dwordx4 v[52:53], v[8:11], off
	global_store_dwordx4 v[52:53], v[16:19], off offset:48
	global_store_dwordx4 v[52:53], v[20:23], off offset:64
	global_store_dwordx4 v[52:53], v[4:7], off offset:16
	global_store_dwordx4 v[52:53], v[12:15], off offset:32
	global_store_dwordx4 v[52:53], v[24:27], off offset:80
	global_store_dwordx4 v[34:35], v[0:3], off
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
	.size darith, 816

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
//   .amdhsa_wavefront_size32 1
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 56
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
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x040b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
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
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
