// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl priv_widths
	.protected priv_widths
	.type priv_widths,@function
priv_widths:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v4, vcc, s8, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s6, 0
	v_mov_b32_e32 v1, 8
	s_mov_b32 s7, 0x3fc00000
	s_mov_b32 s8, s6
	s_waitcnt vmcnt(0)
.L80:
	v_xor_b32_e32 v2, s8, v0
	v_cvt_f64_u32_e32 v[2:3], v2
	s_add_i32 s8, s8, 1
	s_cmp_eq_u32 s8, 48
	v_mul_f64 v[2:3], v[2:3], s[6:7]
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, 8, v1
	s_cbranch_scc0 .L80
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x188
	s_mov_b32 s8, 0
	s_mov_b64 s[6:7], 0
.Lc4:
	s_and_b32 s9, s8, 31
	v_lshlrev_b64 v[6:7], s9, v[0:1]
	s_add_i32 s8, s8, 1
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v6, vcc, s6, v6
	s_add_u32 s6, s6, -1
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	s_addc_u32 s7, s7, -1
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:4
	buffer_store_dword v6, v2, s[0:3], 0 offen
	s_cmpk_lg_i32 s6, 0xffd8
	v_add_u32_e32 v2, 8, v2
	s_cbranch_scc1 .Lc4
	s_mov_b32 s11, 3
	s_mov_b32 s10, 2
	s_mov_b32 s9, 1
	s_mov_b32 s8, 0
	s_mov_b64 s[22:23], s[10:11]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v6, 0x2c8
	s_mov_b64 s[20:21], s[8:9]
.L130:
	v_mul_lo_u32 v7, s21, v1
	v_mul_lo_u32 v8, s20, v0
	v_mul_lo_u32 v9, s23, v3
	s_add_i32 s23, s23, 4
	v_lshlrev_b16_e32 v7, 8, v7
	v_add_u16_e32 v8, 7, v8
	v_or_b32_sdwa v7, v7, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mul_lo_u32 v8, s22, v2
	v_lshlrev_b16_e32 v9, 8, v9
	s_add_i32 s22, s22, 4
	s_add_i32 s21, s21, 4
	v_add_u16_e32 v8, 7, v8
	v_or_b32_sdwa v8, v9, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v9, s8, v6
	s_add_i32 s8, s8, 4
	s_add_i32 s20, s20, 4
	v_add_u16_e32 v8, 0x700, v8
	s_cmpk_lg_i32 s8, 0x64
	v_add_u16_e32 v7, 0x700, v7
	buffer_store_byte v8, v9, s[0:3], 0 offen offset:2
	buffer_store_byte v7, v9, s[0:3], 0 offen
	v_lshrrev_b16_e32 v8, 8, v8
	v_lshrrev_b16_e32 v7, 8, v7
	buffer_store_byte v8, v9, s[0:3], 0 offen offset:3
	buffer_store_byte v7, v9, s[0:3], 0 offen offset:1
	s_cbranch_scc1 .L130
	s_mov_b32 s7, 1
	s_mov_b32 s6, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, 0x32c
	s_mov_b64 s[8:9], s[6:7]
.L1e0:
	s_mul_i32 s7, s9, 0xfc2f
	s_mul_i32 s10, s8, 0xfc2f
	v_add_u32_e32 v3, s6, v2
	s_add_i32 s9, s9, 2
	s_add_i32 s8, s8, 2
	s_add_i32 s6, s6, 4
	v_add_u32_e32 v7, s7, v1
	s_cmpk_lg_i32 s6, 0x8c
	v_add_u32_e32 v6, s10, v0
	buffer_store_short v7, v3, s[0:3], 0 offen offset:2
	buffer_store_short v6, v3, s[0:3], 0 offen
	s_cbranch_scc1 .L1e0
	s_mov_b32 s6, 24
	s_mov_b32 s7, 0x41c64e6d
	s_mov_b32 s8, 0xaaaaaaab
	s_mov_b32 s9, 0xcccccccd
	s_mov_b32 s10, 0x51eb851f
	v_mov_b32_e32 v1, 0x188
	v_mov_b32_e32 v2, 8
	v_mov_b32_e32 v3, 0x32c
	v_mov_b32_e32 v6, 8
	v_mov_b32_e32 v7, v0
.L260:
	v_mul_lo_u32 v7, v7, s7
	s_add_i32 s6, s6, -1
	s_cmp_eq_u32 s6, 0
	v_add_u32_e32 v7, 0x3039, v7
	v_lshrrev_b32_e32 v9, 12, v7
	v_mul_hi_u32 v12, v9, s9
	v_lshrrev_b32_e32 v10, 4, v7
	v_lshrrev_b32_e32 v8, 8, v7
	v_lshrrev_b32_e32 v11, 16, v7
	v_lshrrev_b32_e32 v12, 5, v12
	v_mul_u32_u24_e32 v12, 40, v12
	v_sub_u32_e32 v9, v9, v12
	v_lshl_add_u32 v14, v9, 3, v1
	buffer_load_dword v15, v14, s[0:3], 0 offen offset:4
	buffer_load_dword v16, v14, s[0:3], 0 offen
	v_mul_hi_u32 v9, v10, s10
	v_mul_hi_u32 v13, v8, s8
	v_mul_u32_u24_e32 v12, 0xea0f, v11
	v_lshrrev_b32_e32 v12, 22, v12
	v_mul_lo_u16_e32 v12, 0x46, v12
	v_lshrrev_b32_e32 v9, 5, v9
	v_sub_u16_e32 v11, v11, v12
	v_lshrrev_b32_e32 v12, 5, v13
	v_mul_u32_u24_e32 v9, 0x64, v9
	v_lshl_add_u32 v17, v11, 1, v3
	v_mul_u32_u24_e32 v11, 48, v12
	v_sub_u32_e32 v9, v10, v9
	v_sub_u32_e32 v8, v8, v11
	v_add_u32_e32 v19, 0x2c8, v9
	v_lshl_add_u32 v18, v8, 3, v2
	buffer_load_ubyte v20, v19, s[0:3], 0 offen
	buffer_load_dword v8, v18, s[0:3], 0 offen
	buffer_load_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_load_ushort v21, v17, s[0:3], 0 offen
	s_waitcnt vmcnt(5)
	v_cvt_f64_i32_e32 v[10:11], v15
	s_waitcnt vmcnt(4)
	v_cvt_f64_u32_e32 v[12:13], v16
	buffer_store_dword v16, v14, s[0:3], 0 offen
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_sdwa v12, v6, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_waitcnt vmcnt(1)
	v_add_u16_e32 v10, v20, v21
	v_xor_b32_e32 v11, v12, v15
	buffer_store_byte v10, v19, s[0:3], 0 offen
	buffer_store_dword v11, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v18, s[0:3], 0 offen
	buffer_store_dword v9, v18, s[0:3], 0 offen offset:4
	v_cmp_lt_f64_e32 vcc, 0, v[8:9]
	v_cndmask_b32_e64 v8, -3, -1, vcc
	v_add_u16_e32 v8, v21, v8
	buffer_store_short v8, v17, s[0:3], 0 offen
	s_cbranch_scc0 .L260
	s_mov_b32 s6, 0xaaaaaaab
	v_mul_hi_u32 v1, v0, s6
	s_mov_b32 s6, 0xcccccccd
	v_mul_hi_u32 v2, v0, s6
	v_mov_b32_e32 v3, 8
	v_lshrrev_b32_e32 v1, 5, v1
	v_mul_lo_u32 v1, v1, 48
	v_lshrrev_b32_e32 v2, 5, v2
	v_mul_lo_u32 v2, v2, 40
	v_lshrrev_b32_e32 v6, 3, v0
	v_sub_u32_e32 v1, v0, v1
	v_lshl_add_u32 v3, v1, 3, v3
	v_sub_u32_e32 v2, v0, v2
	v_mov_b32_e32 v1, 0x188
	v_mul_hi_u32 v7, v6, s6
	s_mov_b32 s6, 0x51eb851f
	v_lshl_add_u32 v8, v2, 3, v1
	v_mul_hi_u32 v2, v0, s6
	v_lshrrev_b32_e32 v7, 5, v7
	s_movk_i32 s7, 0x64
	v_mul_u32_u24_e32 v7, 40, v7
	v_lshrrev_b32_e32 v2, 5, v2
	v_mul_lo_u32 v2, v2, s7
	v_sub_u32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 5, v0
	v_mul_hi_u32 v9, v7, s6
	v_lshl_add_u32 v6, v6, 3, v1
	v_sub_u32_e32 v1, v0, v2
	v_lshrrev_b32_e32 v2, 1, v0
	s_mov_b32 s6, 0xea0ea0eb
	v_mul_hi_u32 v2, v2, s6
	v_add_u32_e32 v10, 0x2c8, v1
	v_lshrrev_b32_e32 v1, 5, v9
	v_mul_u32_u24_e32 v1, 0x64, v1
	v_sub_u32_e32 v1, v7, v1
	v_add_u32_e32 v7, 0x2c8, v1
	v_lshrrev_b32_e32 v1, 5, v2
	s_movk_i32 s6, 0x46
	v_mul_lo_u32 v9, v1, s6
	buffer_load_dword v1, v3, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v8, s[0:3], 0 offen
	buffer_load_dword v13, v8, s[0:3], 0 offen offset:4
	buffer_load_dword v14, v6, s[0:3], 0 offen
	buffer_load_dword v15, v6, s[0:3], 0 offen offset:4
	buffer_load_ubyte v16, v10, s[0:3], 0 offen
	buffer_load_ubyte v17, v7, s[0:3], 0 offen
	v_mov_b32_e32 v3, 0x32c
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	v_sub_u32_e32 v0, v0, v9
	v_lshl_add_u32 v0, v0, 1, v3
	buffer_load_ushort v18, v0, s[0:3], 0 offen
	v_mov_b32_e32 v10, s19
	v_add_co_u32_e32 v3, vcc, s18, v4
	v_lshlrev_b64 v[8:9], 1, v[4:5]
	v_addc_co_u32_e32 v4, vcc, v10, v5, vcc
	v_mov_b32_e32 v0, s15
	v_add_co_u32_e32 v10, vcc, s14, v6
	v_addc_co_u32_e32 v11, vcc, v0, v7, vcc
	v_mov_b32_e32 v19, s17
	v_add_co_u32_e32 v5, vcc, s16, v6
	v_addc_co_u32_e32 v6, vcc, v19, v7, vcc
	v_mov_b32_e32 v0, s5
	v_add_co_u32_e32 v7, vcc, s4, v8
	v_addc_co_u32_e32 v8, vcc, v0, v9, vcc
	s_waitcnt vmcnt(7)
	global_store_dwordx2 v[10:11], v[1:2], off
	s_waitcnt vmcnt(5)
	v_add_co_u32_e32 v0, vcc, v14, v12
	s_waitcnt vmcnt(4)
	v_addc_co_u32_e32 v1, vcc, v15, v13, vcc
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v2, v17, v16
	global_store_dwordx2 v[5:6], v[0:1], off
	global_store_byte v[3:4], v2, off
	s_waitcnt vmcnt(3)
	global_store_short v[7:8], v18, off
	s_endpgm
	.size priv_widths, 1416

	.rodata
	.p2align 6
.amdhsa_kernel priv_widths
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 952
  .amdhsa_kernarg_size 96
  .amdhsa_user_sgpr_count 10
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'short*'
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
    .name:           priv_widths
    .private_segment_fixed_size: 952
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         priv_widths.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
