// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl priv_widths
	.protected priv_widths
	.type priv_widths,@function
priv_widths:
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x28
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s8, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v4, s[16:17], s4, v0
	v_add_co_ci_u32_e64 v5, null, s5, 0, s[16:17]
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x3fc00000
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_u32 v0, vcc, s8, v0
	v_add_co_ci_u32_e32 v1, vcc, s9, v1, vcc
	s_mov_b32 s8, s6
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, 8
.L80:
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, s8, v0
	s_add_i32 s8, s8, 1
	s_cmp_eq_u32 s8, 48
	v_cvt_f64_u32_e32 v[2:3], v2
	v_mul_f64 v[2:3], v[2:3], s[6:7]
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_add_nc_u32_e32 v1, 8, v1
	s_cbranch_scc0 .L80
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x188
	s_mov_b32 s8, 0
	s_mov_b64 s[6:7], 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.L100:
	s_and_b32 s9, s8, 31
	s_add_i32 s8, s8, 1
	v_lshlrev_b64 v[6:7], s9, v[0:1]
	v_add_co_u32 v3, vcc, s6, v6
	v_add_co_ci_u32_e32 v6, vcc, s7, v7, vcc
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmpk_lg_i32 s6, 0xffd8
	buffer_store_dword v6, v2, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_nc_u32_e32 v2, 8, v2
	s_cbranch_scc1 .L100
	s_mov_b32 s19, 3
	s_mov_b32 s18, 2
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s17, 1
	s_mov_b32 s16, 0
	s_mov_b64 s[22:23], s[18:19]
	s_mov_b64 s[20:21], s[16:17]
.L164:
	v_mul_lo_u32 v7, s23, v3
	v_mul_lo_u32 v8, s22, v2
	v_mul_lo_u32 v6, s21, v1
	v_mul_lo_u32 v9, s20, v0
	s_add_i32 s23, s23, 4
	s_add_i32 s22, s22, 4
	s_add_i32 s21, s21, 4
	s_add_i32 s20, s20, 4
	v_lshlrev_b16 v7, 8, v7
	v_add_nc_u16 v8, v8, 7
	v_lshlrev_b16 v6, 8, v6
	v_add_nc_u16 v9, v9, 7
	v_or_b32_sdwa v7, v7, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_nc_u32_e64 v8, 0x2c8, s16
	v_or_b32_sdwa v6, v6, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_add_i32 s16, s16, 4
	v_add_nc_u16 v7, v7, 0x700
	s_cmpk_lg_i32 s16, 0x64
	v_add_nc_u16 v6, v6, 0x700
	v_lshrrev_b16 v9, 8, v7
	v_lshrrev_b16 v10, 8, v6
	buffer_store_byte v7, v8, s[0:3], 0 offen offset:2
	buffer_store_byte v6, v8, s[0:3], 0 offen
	buffer_store_byte v9, v8, s[0:3], 0 offen offset:3
	buffer_store_byte v10, v8, s[0:3], 0 offen offset:1
	s_cbranch_scc1 .L164
	v_mov_b32_e32 v1, v0
	s_mov_b32 s7, 1
	s_mov_b32 s6, 0
	s_mov_b64 s[8:9], s[6:7]
	s_nop 0
	s_nop 0
	s_nop 0
.L240:
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[6:7], null, 0xfc2f, s8, v[0:1]
	s_add_i32 s8, s8, 2
	v_mad_u64_u32 v[2:3], null, 0xfc2f, s9, v[2:3]
	v_add_nc_u32_e64 v3, 0x32c, s6
	s_add_i32 s6, s6, 4
	s_add_i32 s9, s9, 2
	s_cmpk_lg_i32 s6, 0x8c
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_store_short v2, v3, s[0:3], 0 offen offset:2
	s_cbranch_scc1 .L240
	v_mov_b32_e32 v3, 8
	v_mov_b32_e32 v1, v0
	s_mov_b32 s6, 24
	s_mov_b32 s7, 0x41c64e6d
.L2a0:
	v_mad_u64_u32 v[1:2], null, v1, s7, 0x3039
	s_add_i32 s6, s6, -1
	s_cmp_eq_u32 s6, 0
	v_lshrrev_b32_e32 v2, 12, v1
	v_lshrrev_b32_e32 v8, 4, v1
	v_lshrrev_b32_e32 v9, 16, v1
	v_mul_hi_u32 v6, 0xcccccccd, v2
	v_mul_hi_u32 v10, 0x51eb851f, v8
	v_mul_u32_u24_e32 v11, 0xea0f, v9
	v_lshrrev_b32_e32 v11, 22, v11
	v_lshrrev_b32_e32 v6, 5, v6
	v_lshrrev_b32_e32 v10, 5, v10
	v_mul_lo_u16 v11, 0x46, v11
	v_mul_u32_u24_e32 v6, 40, v6
	v_mul_u32_u24_e32 v10, 0x64, v10
	v_sub_nc_u16 v9, v9, v11
	v_sub_nc_u32_e32 v2, v2, v6
	v_lshrrev_b32_e32 v6, 8, v1
	v_sub_nc_u32_e32 v8, v8, v10
	v_lshl_add_u32 v2, v2, 3, 0x188
	v_mul_hi_u32 v7, 0xaaaaaaab, v6
	v_add_nc_u32_e32 v15, 0x2c8, v8
	v_and_b32_e32 v8, 0xffff, v9
	s_clause 0x1
	buffer_load_dword v12, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v13, v2, s[0:3], 0 offen
	v_lshl_add_u32 v17, v8, 1, 0x32c
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_u32_u24_e32 v7, 48, v7
	v_sub_nc_u32_e32 v6, v6, v7
	v_lshl_add_u32 v14, v6, 3, 8
	s_clause 0x3
	buffer_load_dword v6, v14, s[0:3], 0 offen
	buffer_load_dword v7, v14, s[0:3], 0 offen offset:4
	buffer_load_ubyte v16, v15, s[0:3], 0 offen
	buffer_load_ushort v18, v17, s[0:3], 0 offen
	s_waitcnt vmcnt(5)
	v_cvt_f64_i32_e32 v[8:9], v12
	s_waitcnt vmcnt(4)
	v_cvt_f64_u32_e32 v[10:11], v13
	buffer_store_dword v13, v2, s[0:3], 0 offen
	v_ldexp_f64 v[8:9], v[8:9], 32
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_waitcnt vmcnt(2)
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_sdwa v8, v3, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_lt_f64_e32 vcc, 0, v[6:7]
	buffer_store_dword v6, v14, s[0:3], 0 offen
	buffer_store_dword v7, v14, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v7, v8, v12
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v8, v16, v18
	buffer_store_dword v7, v2, s[0:3], 0 offen offset:4
	v_cndmask_b32_e64 v6, -3, -1, vcc
	v_add_nc_u16 v6, v18, v6
	buffer_store_byte v8, v15, s[0:3], 0 offen
	buffer_store_short v6, v17, s[0:3], 0 offen
	s_cbranch_scc0 .L2a0
	v_mul_hi_u32 v2, 0xcccccccd, v0
	v_lshrrev_b32_e32 v3, 3, v0
	v_lshrrev_b32_e32 v7, 1, v0
	v_lshrrev_b32_e32 v6, 5, v0
	v_mul_hi_u32 v1, 0xaaaaaaab, v0
	v_mul_hi_u32 v8, 0x51eb851f, v0
	v_mul_hi_u32 v9, 0xcccccccd, v3
	v_mul_hi_u32 v7, 0xea0ea0eb, v7
	v_mul_hi_u32 v10, 0x51eb851f, v6
	v_lshrrev_b32_e32 v2, 5, v2
	v_lshrrev_b32_e32 v1, 5, v1
	v_lshrrev_b32_e32 v8, 5, v8
	v_mul_lo_u32 v2, v2, 40
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v7, 5, v7
	v_lshrrev_b32_e32 v10, 5, v10
	v_mul_lo_u32 v1, v1, 48
	v_mul_lo_u32 v8, 0x64, v8
	v_mul_u32_u24_e32 v9, 40, v9
	v_mul_lo_u32 v7, 0x46, v7
	v_mul_u32_u24_e32 v10, 0x64, v10
	v_sub_nc_u32_e32 v2, v0, v2
	v_sub_nc_u32_e32 v3, v3, v9
	v_sub_nc_u32_e32 v1, v0, v1
	v_sub_nc_u32_e32 v8, v0, v8
	v_sub_nc_u32_e32 v6, v6, v10
	v_lshl_add_u32 v2, v2, 3, 0x188
	v_sub_nc_u32_e32 v0, v0, v7
	v_lshl_add_u32 v3, v3, 3, 0x188
	v_lshl_add_u32 v1, v1, 3, 8
	v_add_nc_u32_e32 v8, 0x2c8, v8
	v_add_nc_u32_e32 v6, 0x2c8, v6
	s_clause 0x5
	buffer_load_dword v10, v2, s[0:3], 0 offen
	buffer_load_dword v11, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v3, s[0:3], 0 offen
	buffer_load_dword v13, v3, s[0:3], 0 offen offset:4
	buffer_load_ubyte v14, v8, s[0:3], 0 offen
	buffer_load_ubyte v15, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v0, 1, 0x32c
	s_clause 0x2
	buffer_load_dword v0, v1, s[0:3], 0 offen
	buffer_load_dword v1, v1, s[0:3], 0 offen offset:4
	buffer_load_ushort v16, v2, s[0:3], 0 offen
	v_lshlrev_b64 v[2:3], 3, v[4:5]
	v_add_co_u32 v6, vcc, s14, v4
	v_add_co_ci_u32_e32 v7, vcc, s15, v5, vcc
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_add_co_u32 v8, vcc, s10, v2
	v_add_co_ci_u32_e32 v9, vcc, s11, v3, vcc
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	s_waitcnt vmcnt(6)
	v_add_co_u32 v10, vcc, v12, v10
	s_waitcnt vmcnt(5)
	v_add_co_ci_u32_e32 v11, vcc, v13, v11, vcc
	v_add_co_u32 v4, vcc, s4, v4
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v12, v15, v14
	v_add_co_ci_u32_e32 v5, vcc, s5, v5, vcc
	s_waitcnt vmcnt(1)
	global_store_dwordx2 v[8:9], v[0:1], off
	global_store_dwordx2 v[2:3], v[10:11], off
	global_store_byte v[6:7], v12, off
	s_waitcnt vmcnt(0)
	global_store_short v[4:5], v16, off
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
	.size priv_widths, 1524

	.rodata
	.p2align 6
// priv_widths.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel priv_widths
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 952
//   .amdhsa_kernarg_size 96
//   .amdhsa_user_sgpr_count 10
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 1
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 1
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 20
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
	.globl priv_widths.kd
	.protected priv_widths.kd
	.type priv_widths.kd,@object
	.size priv_widths.kd, 64
priv_widths.kd:
	.long 0x00000000, 0x000003b8, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad priv_widths@rel64-priv_widths.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c4, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x002b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
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
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
