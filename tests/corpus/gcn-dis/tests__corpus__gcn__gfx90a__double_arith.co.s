// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl darith
	.protected darith
	.type darith,@function
darith:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v42, 0x3ff00000
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v14, vcc, s0, v0
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[14:15]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[16:17], v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[18:19], v[2:3], off
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[20:21], v[0:1], off
	s_movk_i32 s2, 0x60
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	v_mad_u64_u32 v[24:25], s[0:1], v14, s2, v[0:1]
	v_mov_b32_e32 v0, v25
	s_brev_b32 s7, 8
	s_mov_b32 s6, 0
	v_mad_u64_u32 v[0:1], s[0:1], v15, s2, v[0:1]
	v_mov_b32_e32 v8, 0x4ff00000
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v43, 0x37f00000
	s_brev_b32 s8, -2
	s_waitcnt vmcnt(2)
	v_floor_f64_e32 v[10:11], v[16:17]
	v_trunc_f64_e32 v[30:31], v[16:17]
	v_max_f64 v[34:35], v[16:17], v[16:17]
	s_waitcnt vmcnt(1)
	v_div_scale_f64 v[6:7], s[0:1], v[18:19], v[18:19], v[16:17]
	v_add_f64 v[0:1], v[16:17], v[18:19]
	v_add_f64 v[2:3], v[16:17], -v[18:19]
	v_ceil_f64_e32 v[12:13], v[18:19]
	v_rcp_f64_e32 v[38:39], v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f64_e64 s[0:1], |v[20:21]|, s[6:7]
	v_cndmask_b32_e64 v23, v42, v8, s[0:1]
	v_rndne_f64_e32 v[28:29], v[20:21]
	v_mul_f64 v[40:41], |v[20:21]|, v[22:23]
	global_store_dwordx4 v[24:25], v[0:3], off
	v_mul_f64 v[4:5], v[16:17], v[18:19]
	v_add_f64 v[2:3], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[28:29], -v[30:31]
	v_rsq_f64_e32 v[30:31], v[40:41]
	v_max_f64 v[32:33], v[18:19], v[18:19]
	v_max_f64 v[36:37], v[20:21], v[20:21]
	v_add_f64 v[0:1], v[4:5], v[20:21]
	v_min_f64 v[12:13], v[34:35], v[32:33]
	v_max_f64 v[28:29], v[32:33], v[36:37]
	global_store_dwordx4 v[24:25], v[0:3], off offset:48
	v_mul_f64 v[12:13], v[12:13], v[28:29]
	v_fma_f64 v[0:1], -v[6:7], v[38:39], 1.0
	v_fmac_f64_e32 v[38:39], v[38:39], v[0:1]
	v_mul_f64 v[0:1], v[40:41], v[30:31]
	v_mul_f64 v[2:3], v[30:31], 0.5
	global_store_dwordx4 v[24:25], v[10:13], off offset:64
	v_div_scale_f64 v[26:27], vcc, v[16:17], v[18:19], v[16:17]
	v_fma_f64 v[10:11], -v[6:7], v[38:39], 1.0
	v_fma_f64 v[12:13], -v[2:3], v[0:1], 0.5
	v_fmac_f64_e32 v[38:39], v[38:39], v[10:11]
	v_fmac_f64_e32 v[0:1], v[0:1], v[12:13]
	v_fmac_f64_e32 v[2:3], v[2:3], v[12:13]
	v_mul_f64 v[10:11], v[26:27], v[38:39]
	v_fma_f64 v[12:13], -v[0:1], v[0:1], v[40:41]
	v_fma_f64 v[6:7], -v[6:7], v[10:11], v[26:27]
	v_fmac_f64_e32 v[0:1], v[12:13], v[2:3]
	s_mov_b32 s7, 0x7ff00000
	v_div_fmas_f64 v[6:7], v[6:7], v[38:39], v[10:11]
	v_fma_f64 v[10:11], -v[0:1], v[0:1], v[40:41]
	v_cndmask_b32_e64 v23, v42, v43, s[0:1]
	v_cmp_eq_f64_e64 s[0:1], 0, v[40:41]
	v_cmp_eq_f64_e64 s[2:3], s[6:7], v[40:41]
	v_fmac_f64_e32 v[0:1], v[10:11], v[2:3]
	v_div_fixup_f64 v[6:7], v[6:7], v[18:19], v[16:17]
	v_mul_f64 v[0:1], v[22:23], v[0:1]
	s_or_b64 vcc, s[0:1], s[2:3]
	v_mul_f64 v[2:3], v[16:17], 0.5
	v_fma_f64 v[8:9], v[16:17], v[18:19], v[20:21]
	global_store_dwordx4 v[24:25], v[4:7], off offset:16
	s_mov_b32 s7, 0x408f4000
	v_cndmask_b32_e32 v7, v1, v41, vcc
	v_cndmask_b32_e32 v6, v0, v40, vcc
	v_trunc_f64_e32 v[4:5], v[2:3]
	global_store_dwordx4 v[24:25], v[6:9], off offset:32
	v_bfi_b32 v0, s8, v42, v3
	v_add_f64 v[6:7], v[2:3], -v[4:5]
	v_cmp_ge_f64_e64 vcc, |v[6:7]|, 0.5
	v_cndmask_b32_e32 v3, 0, v0, vcc
	v_mov_b32_e32 v2, 0
	v_add_f64 v[2:3], v[4:5], v[2:3]
	v_bfi_b32 v1, s8, v17, v21
	v_add_f64 v[2:3], |v[18:19]|, v[2:3]
	v_mov_b32_e32 v0, v16
	global_store_dwordx4 v[24:25], v[0:3], off offset:80
	v_cmp_lt_f64_e32 vcc, v[16:17], v[18:19]
	v_lshlrev_b64 v[2:3], 4, v[14:15]
	v_cndmask_b32_e64 v0, 22, 11, vcc
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	v_mul_f64 v[2:3], v[16:17], s[6:7]
	v_floor_f64_e32 v[2:3], v[2:3]
	s_mov_b32 s7, 0x3df00000
	v_mul_f64 v[6:7], v[2:3], s[6:7]
	v_floor_f64_e32 v[6:7], v[6:7]
	s_mov_b32 s7, 0xc1f00000
	v_fmac_f64_e32 v[2:3], s[6:7], v[6:7]
	v_cvt_u32_f64_e32 v2, v[2:3]
	v_cvt_i32_f64_e32 v3, v[6:7]
	v_mov_b32_e32 v1, v22
	global_store_dwordx4 v[4:5], v[0:3], off
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
	.size darith, 780

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
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 44
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
  .amdhsa_tg_split 0
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         darith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
