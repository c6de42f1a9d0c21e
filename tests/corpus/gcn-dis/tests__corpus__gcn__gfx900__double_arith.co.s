// xvisa co dis: amdgcn-amd-amdhsa--gfx900 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.p2align 8
	.globl darith
	.protected darith
	.type darith,@function
darith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx8 s[16:23], s[6:7], 0x0
	s_load_dwordx4 s[12:15], s[6:7], 0x20
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_brev_b32 s3, 8
	v_mov_b32_e32 v21, 0x3ff00000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s22
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_add_co_u32_e32 v7, vcc, s0, v0
	v_mov_b32_e32 v0, s1
	v_addc_co_u32_e32 v8, vcc, 0, v0, vcc
	v_lshlrev_b64 v[3:4], 3, v[7:8]
	v_mov_b32_e32 v0, s17
	v_add_co_u32_e32 v5, vcc, s16, v3
	v_addc_co_u32_e32 v6, vcc, v0, v4, vcc
	global_load_dwordx2 v[9:10], v[5:6], off
	v_add_co_u32_e32 v5, vcc, s18, v3
	v_mov_b32_e32 v0, s19
	v_addc_co_u32_e32 v6, vcc, v0, v4, vcc
	global_load_dwordx2 v[11:12], v[5:6], off
	v_mov_b32_e32 v2, s23
	s_movk_i32 s2, 0x60
	v_mad_u64_u32 v[15:16], s[0:1], v7, s2, v[1:2]
	v_add_co_u32_e32 v3, vcc, s20, v3
	v_mov_b32_e32 v0, s21
	v_addc_co_u32_e32 v4, vcc, v0, v4, vcc
	v_mov_b32_e32 v0, v16
	v_mad_u64_u32 v[0:1], s[0:1], v8, s2, v[0:1]
	global_load_dwordx2 v[13:14], v[3:4], off
	s_mov_b32 s2, 0
	v_mov_b32_e32 v16, v0
	s_waitcnt vmcnt(1)
	v_add_f64 v[0:1], v[9:10], v[11:12]
	v_add_f64 v[2:3], v[9:10], -v[11:12]
	global_store_dwordx4 v[15:16], v[0:3], off
	s_nop 0
	v_div_scale_f64 v[2:3], s[0:1], v[11:12], v[11:12], v[9:10]
	v_mul_f64 v[0:1], v[9:10], v[11:12]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[17:18], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[17:18], v[4:5]
	v_fma_f64 v[17:18], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[17:18], v[4:5]
	v_div_scale_f64 v[17:18], vcc, v[9:10], v[11:12], v[9:10]
	v_mul_f64 v[19:20], v[17:18], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[19:20], v[17:18]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[19:20]
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 vcc, |v[13:14]|, s[2:3]
	s_mov_b32 s3, 0x7ff00000
	v_div_fixup_f64 v[2:3], v[2:3], v[11:12], v[9:10]
	global_store_dwordx4 v[15:16], v[0:3], off offset:16
	s_nop 0
	v_mov_b32_e32 v2, 0x4ff00000
	v_cndmask_b32_e32 v3, v21, v2, vcc
	v_mov_b32_e32 v2, 0
	v_mul_f64 v[5:6], |v[13:14]|, v[2:3]
	v_rsq_f64_e32 v[3:4], v[5:6]
	v_cmp_eq_f64_e64 s[0:1], s[2:3], v[5:6]
	s_mov_b32 s3, 0x408f4000
	v_mul_f64 v[17:18], v[5:6], v[3:4]
	v_mul_f64 v[3:4], v[3:4], 0.5
	v_fma_f64 v[19:20], -v[3:4], v[17:18], 0.5
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[3:4], v[3:4], v[19:20], v[3:4]
	v_fma_f64 v[19:20], -v[17:18], v[17:18], v[5:6]
	v_fma_f64 v[17:18], v[19:20], v[3:4], v[17:18]
	v_fma_f64 v[19:20], -v[17:18], v[17:18], v[5:6]
	v_fma_f64 v[17:18], v[19:20], v[3:4], v[17:18]
	v_mov_b32_e32 v3, 0x37f00000
	v_cndmask_b32_e32 v3, v21, v3, vcc
	v_cmp_eq_f64_e32 vcc, 0, v[5:6]
	v_mul_f64 v[3:4], v[2:3], v[17:18]
	v_max_f64 v[17:18], v[13:14], v[13:14]
	s_or_b64 vcc, vcc, s[0:1]
	s_brev_b32 s0, -2
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_fma_f64 v[5:6], v[9:10], v[11:12], v[13:14]
	global_store_dwordx4 v[15:16], v[3:6], off offset:32
	s_nop 0
	v_add_f64 v[3:4], v[0:1], v[13:14]
	v_floor_f64_e32 v[0:1], v[9:10]
	v_ceil_f64_e32 v[5:6], v[11:12]
	v_add_f64 v[5:6], v[0:1], v[5:6]
	v_rndne_f64_e32 v[0:1], v[13:14]
	global_store_dwordx4 v[15:16], v[3:6], off offset:48
	s_nop 0
	v_trunc_f64_e32 v[3:4], v[9:10]
	v_max_f64 v[5:6], v[9:10], v[9:10]
	v_add_f64 v[3:4], v[0:1], -v[3:4]
	v_max_f64 v[0:1], v[11:12], v[11:12]
	v_min_f64 v[5:6], v[5:6], v[0:1]
	v_max_f64 v[0:1], v[0:1], v[17:18]
	v_mul_f64 v[5:6], v[5:6], v[0:1]
	v_mul_f64 v[0:1], v[9:10], 0.5
	global_store_dwordx4 v[15:16], v[3:6], off offset:64
	s_nop 0
	v_trunc_f64_e32 v[5:6], v[0:1]
	v_bfi_b32 v4, s0, v10, v14
	v_mov_b32_e32 v3, v9
	v_add_f64 v[13:14], v[0:1], -v[5:6]
	v_bfi_b32 v0, s0, v21, v1
	v_cmp_ge_f64_e64 vcc, |v[13:14]|, 0.5
	v_cndmask_b32_e32 v1, 0, v0, vcc
	v_mov_b32_e32 v0, 0
	v_add_f64 v[0:1], v[5:6], v[0:1]
	v_cmp_lt_f64_e32 vcc, v[9:10], v[11:12]
	v_add_f64 v[5:6], |v[11:12]|, v[0:1]
	v_cndmask_b32_e64 v1, 22, 11, vcc
	v_mov_b32_e32 v0, s13
	global_store_dwordx4 v[15:16], v[3:6], off offset:80
	s_nop 0
	v_lshlrev_b64 v[3:4], 4, v[7:8]
	v_add_co_u32_e32 v5, vcc, s12, v3
	v_addc_co_u32_e32 v6, vcc, v0, v4, vcc
	v_mul_f64 v[3:4], v[9:10], s[2:3]
	s_mov_b32 s3, 0x3df00000
	v_floor_f64_e32 v[3:4], v[3:4]
	v_mul_f64 v[7:8], v[3:4], s[2:3]
	s_mov_b32 s3, 0xc1f00000
	v_floor_f64_e32 v[7:8], v[7:8]
	v_fma_f64 v[3:4], v[7:8], s[2:3], v[3:4]
	v_cvt_u32_f64_e32 v3, v[3:4]
	v_cvt_i32_f64_e32 v4, v[7:8]
	global_store_dwordx4 v[5:6], v[1:4], off
	s_endpgm
	.size darith, 816

	.rodata
	.p2align 6
.amdhsa_kernel darith
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         darith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
