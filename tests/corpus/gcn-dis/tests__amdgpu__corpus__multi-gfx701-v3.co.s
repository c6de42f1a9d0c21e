// xvisa co dis: amdgcn-amd-amdhsa--gfx701 (code object V3)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx701 --amdhsa-code-object-version=3 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.text
	.p2align 8
	.globl grid3d
	.protected grid3d
	.type grid3d,@function
grid3d:
	s_load_dword s9, s[4:5], 0x2
	s_load_dword s17, s[4:5], 0x3
	s_load_dwordx2 s[10:11], s[4:5], 0x2
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s9, 16
	s_mov_b32 s14, s11
	s_bfe_i64 s[10:11], s[10:11], 0x100000
	v_mov_b32_e32 v3, s0
	.long 0xd2ec1203 // not an instruction
	.long 0x02020602 // not an instruction
	s_mul_i32 s1, s2, s1
	s_bfe_i64 s[14:15], s[14:15], 0x80000
	s_bfe_u32 s18, s17, 0x80008
	v_add_i32_e32 v8, vcc, s1, v4
	s_mul_i32 s0, s3, s0
	s_mul_i32 s7, s7, 3
	v_add_i32_e32 v8, vcc, s0, v8
	s_add_u32 s0, s7, s6
	s_mul_i32 s8, s8, 5
	s_addc_u32 s1, 0, 0
	v_trunc_f64_e32 v[4:5], s[4:5]
	s_add_u32 s0, s0, s8
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0x3df00000
	s_addc_u32 s1, s1, 0
	v_mul_f64 v[6:7], v[4:5], s[16:17]
	s_add_u32 s0, s0, s10
	s_addc_u32 s1, s1, s11
	v_floor_f64_e32 v[6:7], v[6:7]
	s_add_u32 s0, s0, s9
	s_mov_b32 s17, 0xc1f00000
	s_addc_u32 s1, s1, 0
	v_fma_f64 v[4:5], v[6:7], s[16:17], v[4:5]
	s_add_u32 s0, s0, s14
	s_addc_u32 s1, s1, s15
	v_cvt_u32_f64_e32 v4, v[4:5]
	s_add_u32 s0, s0, s18
	v_cvt_i32_f64_e32 v6, v[6:7]
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v3, vcc, s0, v3
	v_addc_u32_e32 v5, vcc, v5, v8, vcc
	v_add_i32_e32 v3, vcc, v3, v4
	v_lshlrev_b32_e32 v2, 3, v2
	v_addc_u32_e32 v4, vcc, v5, v6, vcc
	v_add_i32_e32 v1, vcc, v2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_mov_b32_e32 v1, s13
	v_add_i32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[3:4]
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
	.globl empty_kernel
	.protected empty_kernel
	.type empty_kernel,@function
empty_kernel:
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
	.globl many_regs
	.protected many_regs
	.type many_regs,@function
many_regs:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v2, vcc, 0x100, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dword v6, v[0:1]
	flat_load_dword v7, v[2:3]
	v_add_i32_e32 v2, vcc, 0x200, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, 0x300, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[4:5]
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v4, v6, v6
	s_waitcnt vmcnt(2)
	v_mad_f32 v5, 0, v6, v7
	v_mad_f32 v8, 0.5, v7, v6
	v_mac_f32_e32 v4, 0x3eaaaaab, v7
	v_mul_f32_e32 v9, 0x3e800000, v7
	v_mul_f32_e32 v10, 0x3e4ccccd, v7
	v_mul_f32_e32 v11, 0x3e2aaaab, v7
	v_mul_f32_e32 v12, 0x3e124925, v7
	v_mul_f32_e32 v13, 0x3e000000, v7
	v_mul_f32_e32 v14, 0x3de38e39, v7
	v_mul_f32_e32 v15, 0x3dcccccd, v7
	v_mul_f32_e32 v16, 0x3dba2e8c, v7
	v_mul_f32_e32 v17, 0x3daaaaab, v7
	v_mul_f32_e32 v18, 0x3d9d89d9, v7
	v_mul_f32_e32 v19, 0x3d924925, v7
	v_mul_f32_e32 v20, 0x3d888889, v7
	v_mul_f32_e32 v7, 0x3d800000, v7
	v_mac_f32_e32 v11, 0x40a00000, v6
	v_mac_f32_e32 v7, 0x41700000, v6
	v_mac_f32_e32 v9, 0x40400000, v6
	v_mac_f32_e32 v10, 4.0, v6
	v_mac_f32_e32 v12, 0x40c00000, v6
	v_mac_f32_e32 v13, 0x40e00000, v6
	v_mac_f32_e32 v14, 0x41000000, v6
	v_mac_f32_e32 v15, 0x41100000, v6
	v_mac_f32_e32 v16, 0x41200000, v6
	v_mac_f32_e32 v17, 0x41300000, v6
	v_mac_f32_e32 v18, 0x41400000, v6
	v_mac_f32_e32 v19, 0x41500000, v6
	v_mac_f32_e32 v20, 0x41600000, v6
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v8, v2, v3
	v_mac_f32_e32 v11, v2, v3
	v_mac_f32_e32 v7, v2, v3
	v_mac_f32_e32 v5, v2, v3
	v_mac_f32_e32 v4, v2, v3
	v_mac_f32_e32 v9, v2, v3
	v_mac_f32_e32 v10, v2, v3
	v_mac_f32_e32 v12, v2, v3
	v_mac_f32_e32 v13, v2, v3
	v_mac_f32_e32 v14, v2, v3
	v_mac_f32_e32 v15, v2, v3
	v_mac_f32_e32 v16, v2, v3
	v_mac_f32_e32 v17, v2, v3
	v_mac_f32_e32 v18, v2, v3
	v_mac_f32_e32 v19, v2, v3
	v_mac_f32_e32 v20, v2, v3
	v_add_f32_e32 v2, -1.0, v8
	v_add_f32_e32 v8, 0xc0a00000, v11
	v_add_f32_e32 v7, 0xc1700000, v7
	v_add_f32_e32 v6, -4.0, v10
	v_add_f32_e32 v10, 0xc0e00000, v13
	v_mad_f32 v8, v8, v8, v7
	v_add_f32_e32 v3, -2.0, v4
	v_add_f32_e32 v4, 0xc0400000, v9
	v_add_f32_e32 v9, 0xc0c00000, v12
	v_add_f32_e32 v12, 0xc1100000, v15
	v_add_f32_e32 v13, 0xc1200000, v16
	v_add_f32_e32 v15, 0xc1400000, v18
	v_add_f32_e32 v16, 0xc1500000, v19
	v_mad_f32 v10, v10, v10, v8
	v_add_f32_e32 v11, 0xc1000000, v14
	v_add_f32_e32 v14, 0xc1300000, v17
	v_mad_f32 v3, v3, v3, v9
	v_mad_f32 v6, v6, v6, v15
	v_mad_f32 v16, v16, v16, v10
	v_add_f32_e32 v17, 0xc1600000, v20
	v_mac_f32_e32 v5, v5, v5
	v_mad_f32 v2, v2, v2, v4
	v_mad_f32 v4, v4, v4, v12
	v_mad_f32 v9, v9, v9, v3
	v_mad_f32 v12, v12, v12, v14
	v_mad_f32 v15, v15, v15, v6
	v_mad_f32 v7, v7, v7, v16
	v_mac_f32_e32 v11, v11, v11
	v_mad_f32 v13, v13, v13, v17
	v_mad_f32 v14, v14, v14, v2
	v_mac_f32_e32 v5, v5, v2
	v_mad_f32 v2, v2, v3, v4
	v_mad_f32 v3, v3, v4, v9
	v_mad_f32 v4, v4, v6, v12
	v_mad_f32 v6, v6, v8, v15
	v_mad_f32 v8, v8, v9, v7
	v_mad_f32 v17, v17, v17, v13
	v_mad_f32 v9, v9, v10, v3
	v_mad_f32 v10, v10, v11, v8
	v_mac_f32_e32 v11, v11, v12
	v_mad_f32 v12, v12, v13, v14
	v_mad_f32 v13, v13, v14, v17
	v_mad_f32 v14, v14, v15, v2
	v_mad_f32 v15, v15, v16, v6
	v_mad_f32 v16, v16, v17, v10
	v_mad_f32 v17, v17, v7, v13
	v_mad_f32 v7, v7, v5, v16
	v_mac_f32_e32 v5, v5, v3
	v_mad_f32 v3, v3, v6, v9
	v_mad_f32 v18, v4, v8, v12
	v_mac_f32_e32 v4, v2, v4
	v_mad_f32 v2, v6, v9, v15
	v_mad_f32 v6, v8, v10, v7
	v_mad_f32 v8, v9, v11, v3
	v_mad_f32 v9, v10, v12, v6
	v_mac_f32_e32 v11, v11, v13
	v_mad_f32 v10, v13, v15, v17
	v_mad_f32 v13, v14, v16, v4
	v_mac_f32_e32 v14, v12, v14
	v_mad_f32 v12, v15, v17, v2
	v_mad_f32 v15, v16, v7, v9
	v_mad_f32 v7, v7, v4, v15
	v_mad_f32 v16, v17, v5, v10
	v_mac_f32_e32 v5, v5, v18
	v_mad_f32 v3, v3, v6, v8
	v_mad_f32 v17, v18, v8, v14
	v_mac_f32_e32 v18, v4, v2
	v_mad_f32 v4, v6, v11, v7
	v_mad_f32 v6, v8, v14, v3
	v_mad_f32 v8, v9, v10, v4
	v_mad_f32 v2, v2, v9, v12
	v_mac_f32_e32 v11, v11, v13
	v_mad_f32 v9, v10, v15, v16
	v_mad_f32 v10, v13, v16, v18
	v_mac_f32_e32 v13, v14, v12
	v_mad_f32 v14, v15, v5, v8
	v_mad_f32 v12, v12, v7, v2
	v_mad_f32 v7, v7, v3, v14
	v_mad_f32 v15, v16, v18, v9
	v_mad_f32 v16, v17, v8, v13
	v_mac_f32_e32 v17, v18, v4
	v_mad_f32 v4, v4, v13, v7
	v_mad_f32 v8, v8, v10, v4
	v_mad_f32 v3, v3, v6, v6
	v_mad_f32 v18, v10, v7, v17
	v_mac_f32_e32 v10, v13, v14
	v_mad_f32 v13, v14, v17, v8
	v_mac_f32_e32 v5, v5, v2
	v_mad_f32 v2, v2, v11, v12
	v_mad_f32 v6, v6, v9, v3
	v_mad_f32 v9, v9, v15, v15
	v_mad_f32 v7, v7, v16, v13
	v_mac_f32_e32 v11, v11, v12
	v_mad_f32 v12, v12, v5, v2
	v_mac_f32_e32 v5, v5, v4
	v_mad_f32 v4, v4, v9, v7
	v_mad_f32 v14, v15, v3, v9
	v_mad_f32 v3, v3, v8, v6
	v_mad_f32 v15, v16, v11, v10
	v_mac_f32_e32 v16, v17, v6
	v_mad_f32 v2, v2, v10, v12
	v_mad_f32 v8, v8, v12, v4
	v_mad_f32 v6, v6, v18, v3
	v_mad_f32 v17, v18, v5, v16
	v_mac_f32_e32 v18, v10, v14
	v_mad_f32 v10, v12, v16, v2
	v_mad_f32 v12, v13, v3, v8
	v_mac_f32_e32 v11, v11, v13
	v_mad_f32 v9, v9, v7, v14
	v_mad_f32 v7, v7, v2, v12
	v_mad_f32 v13, v14, v15, v9
	v_mac_f32_e32 v5, v5, v6
	v_mad_f32 v3, v3, v11, v6
	v_mad_f32 v14, v15, v18, v18
	v_mac_f32_e32 v15, v16, v8
	v_mad_f32 v4, v4, v17, v7
	v_mad_f32 v2, v2, v9, v10
	v_mad_f32 v6, v6, v10, v3
	v_mad_f32 v8, v8, v12, v4
	v_mac_f32_e32 v11, v11, v13
	v_mad_f32 v9, v9, v5, v13
	v_mad_f32 v16, v17, v15, v15
	v_mac_f32_e32 v17, v18, v7
	v_mad_f32 v10, v10, v3, v2
	v_mad_f32 v12, v12, v14, v8
	v_mac_f32_e32 v5, v5, v8
	v_mad_f32 v3, v3, v17, v6
	v_mad_f32 v18, v14, v9, v17
	v_mac_f32_e32 v14, v15, v11
	v_mad_f32 v13, v13, v2, v9
	v_mad_f32 v2, v2, v16, v10
	v_mad_f32 v15, v16, v3, v14
	v_mac_f32_e32 v16, v17, v5
	v_add_f32_e32 v5, 0, v5
	v_mad_f32 v7, v7, v4, v12
	v_add_f32_e32 v5, v5, v14
	v_mad_f32 v4, v4, v10, v7
	v_mad_f32 v6, v6, v12, v3
	v_add_f32_e32 v3, v5, v3
	v_mad_f32 v8, v8, v13, v4
	v_add_f32_e32 v3, v3, v18
	v_mad_f32 v10, v10, v18, v2
	v_mad_f32 v12, v12, v2, v8
	v_add_f32_e32 v2, v3, v2
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, v2, v6
	v_mac_f32_e32 v11, v11, v7
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, v2, v11
	v_mad_f32 v9, v9, v14, v13
	v_add_f32_e32 v2, v2, v16
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v2, v2, v10
	v_mad_f32 v13, v13, v4, v9
	v_add_f32_e32 v2, v2, v12
	v_mad_f32 v7, v7, v6, v12
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v2, v2, v7
	flat_store_dword v[0:1], v2
	s_endpgm
	.size grid3d, 260
	.size empty_kernel, 4
	.size many_regs, 1496

	.rodata
	.p2align 6
.amdhsa_kernel grid3d
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 40
  .amdhsa_user_sgpr_count 6
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 12
  .amdhsa_next_free_sgpr 24
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 0
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel empty_kernel
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 0
  .amdhsa_user_sgpr_count 4
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 0
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 8
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 0
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel many_regs
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 8
  .amdhsa_user_sgpr_count 6
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
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
  .amdhsa_next_free_sgpr 8
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 0
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
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
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         10
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         12
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         13
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           empty_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     0
    .sgpr_spill_count: 0
    .symbol:         empty_kernel.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           many_regs
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         many_regs.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
