// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl sg_khr_ops
	.protected sg_khr_ops
	.type sg_khr_ops,@function
sg_khr_ops:
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[14:15], s[6:7], 0x10
	s_load_dword s16, s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0xc
	s_load_dword s17, s[4:5], 0x14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v3, s8, v0
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v3, vcc, s14, v3
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v8, v[5:6], off
	s_lshr_b32 s11, s11, 16
	v_mad_u32_u24 v1, v2, s11, v1
	v_mad_u64_u32 v[0:1], s[0:1], v1, s4, v[0:1]
	v_lshlrev_b64 v[1:2], 5, v[3:4]
	s_bfe_i32 s5, exec_hi, 0x10000
	v_and_b32_e32 v10, 0x7fffffc0, v0
	v_lshrrev_b32_e32 v4, 6, v0
	v_add_co_u32_e32 v6, vcc, s2, v1
	v_bfrev_b32_e32 v9, 1
	v_mov_b32_e32 v7, s3
	s_and_b32 s14, s16, 0xffff
	v_addc_co_u32_e32 v7, vcc, v7, v2, vcc
	s_mul_i32 s10, s10, s14
	s_mul_i32 s9, s9, s11
	s_movk_i32 s6, 0x384
	v_mbcnt_lo_u32_b32 v5, -1, 0
	s_movk_i32 s7, 0xfc7c
	v_mbcnt_hi_u32_b32 v5, -1, v5
	s_waitcnt vmcnt(0)
	v_add_u32_dpp v0, v8, v8 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v0, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v1, v8
	v_readlane_b32 s0, v8, 0
	v_add_u32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v1, v1, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v3, s0
	v_add_u32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v2, v8, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v12, v0 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf
	v_add_u32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_u32_dpp v0, v12, v0 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf
	v_readlane_b32 s0, v0, 32
	v_readlane_b32 s1, v0, 0
	v_mov_b32_dpp v9, v1 wave_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b32 s0, s5, s0
	s_add_i32 s0, s0, s1
	v_max_i32_dpp v1, v9, v1 row_mirror row_mask:0xf bank_mask:0xf
	v_readlane_b32 s2, v1, 32
	s_bitcmp1_b32 exec_hi, 0
	v_add_u32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s3, v1, 0
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, s2, 0x80000000
	s_sub_i32 s1, s17, s10
	s_sub_i32 s2, s13, s9
	v_add_u32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_sub_i32 s5, s12, s8
	s_max_i32 s0, s3, s0
	s_min_u32 s1, s1, s14
	s_min_u32 s2, s2, s11
	v_add_u32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
	s_min_u32 s3, s5, s4
	v_mov_b32_e32 v1, s0
	s_mul_i32 s0, s2, s1
	v_add_u32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
	s_mul_i32 s0, s0, s3
	v_cmp_lt_i32_e32 vcc, s6, v8
	global_store_dwordx4 v[6:7], v[0:3], off
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_sub_u32_e32 v0, s0, v10
	v_cmp_lt_i32_e32 vcc, s7, v8
	v_min_u32_e32 v3, 64, v0
	v_cndmask_b32_e64 v8, 0, 1, vcc
	global_store_dwordx3 v[6:7], v[3:5], off offset:16
	v_cmp_ne_u32_e32 vcc, 0, v11
	v_cmp_ne_u32_e64 s[0:1], 0, v8
	s_cmp_lg_u64 vcc, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[0:1], exec
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	v_lshlrev_b32_e32 v1, 1, v1
	v_or_b32_e32 v0, v1, v0
	global_store_dword v[6:7], v0, off offset:28
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
	.globl sg_khr_long
	.protected sg_khr_long
	.type sg_khr_long,@function
sg_khr_long:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v6, -1
	v_bfrev_b32_e32 v7, -2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dwordx2 v[4:5], v[2:3], off
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v14, vcc, s2, v0
	v_addc_co_u32_e32 v15, vcc, v15, v1, vcc
	v_mov_b32_e32 v8, -1
	v_bfrev_b32_e32 v9, -2
	v_mov_b32_e32 v10, -1
	v_bfrev_b32_e32 v11, -2
	s_bitcmp1_b32 exec_hi, 0
	v_mov_b32_e32 v12, -1
	v_bfrev_b32_e32 v13, -2
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v2, -1
	v_bfrev_b32_e32 v18, -2
	v_bfrev_b32_e32 v17, -2
	v_mov_b32_e32 v16, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v6, v4 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v5 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_lt_i64_e32 vcc, v[4:5], v[6:7]
	v_cndmask_b32_e32 v1, v7, v5, vcc
	v_cndmask_b32_e32 v0, v6, v4, vcc
	s_nop 0
	v_mov_b32_dpp v9, v1 row_shl:2 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v6, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v8, v0 row_shl:2 row_mask:0xf bank_mask:0xf
	v_cmp_lt_i64_e32 vcc, v[0:1], v[8:9]
	v_mov_b32_dpp v7, v5 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e32 v1, v9, v1, vcc
	v_cndmask_b32_e32 v0, v8, v0, vcc
	v_add_co_u32_e32 v6, vcc, v4, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	s_nop 0
	v_mov_b32_dpp v8, v6 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	s_nop 0
	v_mov_b32_dpp v8, v6 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	s_nop 0
	v_mov_b32_dpp v8, v6 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	s_nop 0
	v_mov_b32_dpp v8, v6 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v7 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v1 row_shl:4 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v8, v8 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v9, v9 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_mov_b32_dpp v10, v0 row_shl:4 row_mask:0xf bank_mask:0xf
	v_addc_co_u32_e32 v8, vcc, v7, v9, vcc
	v_cmp_lt_i64_e32 vcc, v[0:1], v[10:11]
	v_readlane_b32 s0, v6, 32
	v_readlane_b32 s1, v8, 32
	v_cndmask_b32_e32 v7, v11, v1, vcc
	v_readlane_b32 s2, v6, 0
	v_cndmask_b32_e32 v6, v10, v0, vcc
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, s0
	s_cselect_b64 vcc, -1, 0
	v_readlane_b32 s3, v8, 0
	v_cndmask_b32_e32 v9, 0, v0, vcc
	v_cndmask_b32_e32 v0, 0, v1, vcc
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e64 v0, s[0:1], s2, v0
	v_mov_b32_dpp v13, v7 row_shl:8 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v12, v6 row_shl:8 row_mask:0xf bank_mask:0xf
	v_addc_co_u32_e64 v1, s[0:1], v9, v8, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], v[6:7], v[12:13]
	v_cndmask_b32_e64 v6, v12, v6, s[0:1]
	v_cndmask_b32_e64 v7, v13, v7, s[0:1]
	s_nop 0
	v_mov_b32_dpp v3, v6 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v18, v7 wave_shl:1 row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v2, v3 row_mirror row_mask:0xf bank_mask:0xf
	v_bfrev_b32_e32 v3, -2
	s_nop 1
	v_mov_b32_dpp v3, v18 row_mirror row_mask:0xf bank_mask:0xf
	v_cmp_lt_i64_e64 s[0:1], v[6:7], v[2:3]
	v_cndmask_b32_e64 v7, v3, v7, s[0:1]
	v_cndmask_b32_e64 v6, v2, v6, s[0:1]
	v_readlane_b32 s1, v7, 32
	v_readlane_b32 s0, v6, 32
	v_mov_b32_e32 v2, s1
	v_cndmask_b32_e32 v3, v17, v2, vcc
	v_mov_b32_e32 v2, s0
	v_cndmask_b32_e32 v2, -1, v2, vcc
	v_readlane_b32 s0, v6, 0
	v_readlane_b32 s1, v7, 0
	v_cmp_lt_i64_e32 vcc, s[0:1], v[2:3]
	v_mov_b32_e32 v6, s1
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_mov_b32_e32 v6, s0
	v_cndmask_b32_e32 v2, v2, v6, vcc
	global_store_dwordx4 v[14:15], v[0:3], off
	v_readlane_b32 s0, v4, 3
	v_mov_b32_dpp v0, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_nop 0
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_nop 0
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_nop 0
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_mov_b32_e32 v2, 0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_nop 0
	v_mov_b32_dpp v2, v0 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_mov_b32_e32 v3, 0
	v_add_co_u32_e32 v0, vcc, v0, v2
	s_nop 0
	v_mov_b32_dpp v3, v1 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_mov_b32_e32 v2, 0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_nop 0
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_mov_b32_dpp v16, v1 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v16, vcc
	v_readlane_b32 s1, v5, 3
	v_mov_b32_dpp v0, v0 wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v1 wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	global_store_dwordx4 v[14:15], v[0:3], off offset:16
	s_endpgm
	.size sg_khr_ops, 588
	.size sg_khr_long, 896

	.rodata
	.p2align 6
.amdhsa_kernel sg_khr_ops
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
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel sg_khr_long
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
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 20
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sg_khr_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sg_khr_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'long*'
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
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sg_khr_long
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         sg_khr_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
