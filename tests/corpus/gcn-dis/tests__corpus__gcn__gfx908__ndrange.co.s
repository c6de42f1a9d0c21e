// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl nd2_ids
	.protected nd2_ids
	.type nd2_ids,@function
nd2_ids:
	s_load_dword s12, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_load_dwordx2 s[10:11], s[4:5], 0xc
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s13, s12, 0xffff
	s_mul_i32 s14, s8, s13
	v_add_u32_e32 v0, s14, v2
	s_lshr_b32 s12, s12, 16
	v_cvt_f32_u32_e32 v7, s13
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_mul_i32 s15, s9, s12
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v4, s15, v3
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v9, vcc, s2, v4
	v_addc_co_u32_e32 v4, vcc, 0, v5, vcc
	v_mad_u64_u32 v[5:6], s[0:1], v9, s10, v[0:1]
	v_rcp_iflag_f32_e32 v7, v7
	s_sub_i32 s3, 0, s13
	v_mov_b32_e32 v1, v6
	s_load_dword s2, s[4:5], 0x0
	v_mul_f32_e32 v6, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v8, v6
	v_mad_u64_u32 v[6:7], s[0:1], v4, s10, v[1:2]
	v_cvt_f32_u32_e32 v4, s12
	v_mul_lo_u32 v1, s3, v8
	s_sub_i32 s5, 0, s12
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_hi_u32 v1, v8, v1
	s_sub_i32 s4, s11, s15
	s_sub_i32 s3, s10, s14
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_add_u32_e32 v1, v8, v1
	v_mul_hi_u32 v1, s10, v1
	s_min_u32 s4, s4, s12
	v_mul_lo_u32 v8, s5, v4
	s_min_u32 s3, s3, s13
	v_mul_lo_u32 v7, v1, s13
	v_add_u32_e32 v10, 1, v1
	v_mul_hi_u32 v8, v4, v8
	s_lshl_b32 s4, s4, 8
	v_sub_u32_e32 v7, s10, v7
	v_cmp_le_u32_e32 vcc, s13, v7
	v_add_u32_e32 v4, v4, v8
	v_mul_hi_u32 v4, s11, v4
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_subrev_u32_e32 v8, s13, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_mul_lo_u32 v10, v4, s12
	v_add_u32_e32 v8, 1, v1
	v_cmp_le_u32_e32 vcc, s13, v7
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_sub_u32_e32 v8, s11, v10
	v_add_u32_e32 v10, 1, v4
	v_cmp_le_u32_e32 vcc, s12, v8
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_subrev_u32_e32 v10, s12, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_mul_lo_u32 v7, v1, s13
	v_add_u32_e32 v10, 1, v4
	v_cmp_le_u32_e32 vcc, s12, v8
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_mul_lo_u32 v8, v4, s12
	v_cmp_gt_u32_e32 vcc, s10, v7
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_gt_u32_e32 vcc, s11, v8
	s_or_b32 s3, s4, s3
	v_lshlrev_b32_e32 v1, 16, v1
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_lshlrev_b64 v[5:6], 5, v[5:6]
	v_or_b32_e32 v1, s3, v1
	v_lshlrev_b32_e32 v4, 24, v4
	v_or_b32_e32 v4, v1, v4
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s2, 16
	s_lshl_b32 s3, s11, 8
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v7, vcc, s0, v5
	s_or_b32 s2, s3, s2
	v_addc_co_u32_e32 v8, vcc, v1, v6, vcc
	v_mov_b32_e32 v1, v9
	global_store_dwordx4 v[7:8], v[0:3], off
	v_mov_b32_e32 v5, s2
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	global_store_dwordx4 v[7:8], v[2:5], off offset:16
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
	.globl nd3_ids
	.protected nd3_ids
	.type nd3_ids,@function
nd3_ids:
	s_load_dword s11, s[4:5], 0x4
	s_load_dword s16, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0xc
	s_load_dword s17, s[4:5], 0x14
	s_load_dwordx4 s[12:15], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s18, s11, 0xffff
	s_lshr_b32 s11, s11, 16
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	s_mul_i32 s19, s8, s18
	v_mov_b32_e32 v4, s13
	s_mul_i32 s13, s9, s11
	v_add_u32_e32 v5, s13, v1
	v_add_co_u32_e32 v7, vcc, s14, v5
	s_and_b32 s14, s16, 0xffff
	v_mov_b32_e32 v6, s15
	s_mul_i32 s15, s10, s14
	v_addc_co_u32_e32 v8, vcc, 0, v6, vcc
	v_add_u32_e32 v5, s15, v2
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_mov_b32_e32 v6, s3
	v_mad_u64_u32 v[8:9], s[2:3], v5, s1, v[7:8]
	v_add_u32_e32 v3, s19, v0
	v_addc_co_u32_e32 v10, vcc, 0, v6, vcc
	v_add_co_u32_e32 v3, vcc, s12, v3
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[8:9], s[2:3], v8, s0, v[3:4]
	v_mad_u64_u32 v[10:11], s[2:3], v10, s1, v[6:7]
	v_mov_b32_e32 v4, v9
	v_lshlrev_b32_e32 v1, 8, v1
	v_mad_u64_u32 v[9:10], s[2:3], v10, s0, v[4:5]
	v_cvt_f32_u32_e32 v4, s18
	v_lshlrev_b32_e32 v2, 16, v2
	v_or3_b32 v6, v1, v0, v2
	s_load_dword s12, s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v0, v4
	s_sub_i32 s7, 0, s18
	s_lshl_b32 s4, s9, 8
	s_or_b32 s4, s4, s8
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_lshl_b32 s5, s10, 16
	s_sub_i32 s6, s1, s13
	s_or_b32 s4, s4, s5
	v_mul_lo_u32 v1, s7, v0
	s_sub_i32 s5, s0, s19
	s_min_u32 s6, s6, s11
	s_min_u32 s5, s5, s18
	v_mul_hi_u32 v1, v0, v1
	s_lshl_b32 s6, s6, 8
	s_or_b32 s5, s6, s5
	s_sub_i32 s6, s17, s15
	v_add_u32_e32 v0, v0, v1
	v_cvt_f32_u32_e32 v1, s11
	v_mul_hi_u32 v0, s0, v0
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s7, s12, 8
	s_min_u32 s6, s6, s14
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s7, s7, 0xff000000
	s_lshl_b32 s6, s6, 16
	s_or_b32 s5, s5, s7
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_or_b32 s5, s5, s6
	s_sub_i32 s6, 0, s11
	v_mul_lo_u32 v2, v0, s18
	v_mul_lo_u32 v10, s6, v1
	v_cvt_f32_u32_e32 v11, s14
	v_add_u32_e32 v4, 1, v0
	v_sub_u32_e32 v2, s0, v2
	v_mul_hi_u32 v10, v1, v10
	v_rcp_iflag_f32_e32 v11, v11
	v_cmp_le_u32_e32 vcc, s18, v2
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_subrev_u32_e32 v4, s18, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_le_u32_e32 vcc, s18, v2
	v_add_u32_e32 v1, v1, v10
	v_mul_f32_e32 v2, 0x4f7ffffe, v11
	v_mul_hi_u32 v1, s1, v1
	v_cvt_u32_f32_e32 v2, v2
	v_add_u32_e32 v4, 1, v0
	v_cndmask_b32_e32 v0, v0, v4, vcc
	s_sub_i32 s6, 0, s14
	v_mul_lo_u32 v4, v0, s18
	v_mul_lo_u32 v10, v1, s11
	v_mul_lo_u32 v11, s6, v2
	v_cmp_gt_u32_e32 vcc, s0, v4
	v_sub_u32_e32 v4, s1, v10
	v_mul_hi_u32 v10, v2, v11
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_add_u32_e32 v11, 1, v1
	v_add_u32_e32 v2, v2, v10
	v_mul_hi_u32 v2, s17, v2
	v_cmp_le_u32_e32 vcc, s11, v4
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_subrev_u32_e32 v10, s11, v4
	v_mul_lo_u32 v11, v2, s14
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_add_u32_e32 v10, 1, v1
	v_cmp_le_u32_e32 vcc, s11, v4
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_sub_u32_e32 v10, s17, v11
	v_add_u32_e32 v11, 1, v2
	v_cmp_le_u32_e32 vcc, s14, v10
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_subrev_u32_e32 v11, s14, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mul_lo_u32 v4, v1, s11
	v_add_u32_e32 v11, 1, v2
	v_cmp_le_u32_e32 vcc, s14, v10
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_mul_lo_u32 v10, v2, s14
	v_cmp_gt_u32_e32 vcc, s1, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b32_e32 v1, 8, v1
	v_cmp_gt_u32_e32 vcc, s17, v10
	v_or_b32_e32 v0, v1, v0
	v_addc_co_u32_e32 v1, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v1, 16, v1
	v_or_b32_e32 v2, v0, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v7, vcc, s2, v0
	v_addc_co_u32_e32 v8, vcc, v8, v1, vcc
	global_store_dwordx4 v[7:8], v[3:6], off
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v3, s17
	global_store_dwordx4 v[7:8], v[0:3], off offset:16
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
	.globl nd2_stencil
	.protected nd2_stencil
	.type nd2_stencil,@function
nd2_stencil:
	s_load_dword s12, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_load_dwordx2 s[10:11], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s12, 0xffff
	s_lshr_b32 s1, s12, 16
	s_mul_i32 s8, s8, s3
	v_add_u32_e32 v0, s8, v0
	s_mul_i32 s9, s9, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_add_u32_e32 v0, s9, v1
	v_add_co_u32_e32 v7, vcc, s2, v0
	v_mad_u64_u32 v[0:1], s[0:1], s10, v7, v[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v5, v[3:4], off
	v_cmp_lt_i32_e32 vcc, 0, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L5b8
	v_add_u32_e32 v6, -1, v7
	v_mad_u64_u32 v[8:9], s[6:7], v6, s10, v[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, s1
	v_mov_b32_e32 v10, v8
	v_ashrrev_i64 v[8:9], 30, v[9:10]
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v6, v9, vcc
	global_load_dword v6, v[8:9], off
.L5b8:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s4, s11, -1
	v_cmp_gt_i32_e32 vcc, s4, v7
	v_mov_b32_e32 v8, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L600
	v_add_u32_e32 v7, 1, v7
	v_mad_u64_u32 v[7:8], s[6:7], v7, s10, v[2:3]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, s1
	v_mov_b32_e32 v9, v7
	v_ashrrev_i64 v[7:8], 30, v[8:9]
	v_add_co_u32_e32 v7, vcc, s0, v7
	v_addc_co_u32_e32 v8, vcc, v10, v8, vcc
	global_load_dword v8, v[7:8], off
.L600:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s0, s10, -1
	v_cmp_gt_i32_e32 vcc, s0, v2
	v_mov_b32_e32 v7, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L620
	global_load_dword v7, v[3:4], off offset:4
.L620:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v2, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L63c
	global_load_dword v2, v[3:4], off offset:-4
.L63c:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v6, v8
	v_add_f32_e32 v4, v4, v7
	v_add_f32_e32 v2, v4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mul_f32_e32 v3, 0.5, v5
	v_mul_f32_e32 v2, 0x3e000000, v2
	v_add_f32_e32 v2, v3, v2
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.size nd2_ids, 460
	.size nd3_ids, 692
	.size nd2_stencil, 384

	.rodata
	.p2align 6
.amdhsa_kernel nd2_ids
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 64
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
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 1
  .amdhsa_next_free_vgpr 12
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel nd3_ids
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 64
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
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 12
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel nd2_stencil
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 72
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
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 1
  .amdhsa_next_free_vgpr 12
  .amdhsa_next_free_sgpr 12
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
        .offset:         0
        .size:           8
        .type_name:      'int8*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nd2_ids
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         nd2_ids.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nd3_ids
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         nd3_ids.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nd2_stencil
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         nd2_stencil.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
