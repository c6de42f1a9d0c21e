// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl nd2_ids
	.protected nd2_ids
	.type nd2_ids,@function
nd2_ids:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[4:5], 0xc
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s14, s0, 0xffff
	s_lshr_b32 s15, s0, 16
	v_cvt_f32_u32_e32 v0, s14
	v_cvt_f32_u32_e32 v1, s15
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_sub_i32 s17, 0, s14
	s_mul_i32 s13, s9, s15
	v_rcp_iflag_f32_e32 v0, v0
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s12, s8, s14
	s_sub_i32 s19, s11, s13
	s_sub_i32 s18, s10, s12
	s_min_u32 s19, s19, s15
	s_min_u32 s18, s18, s14
	v_add_nc_u32_e32 v4, s13, v3
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s16, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	s_mul_i32 s17, s17, s16
	v_cvt_u32_f32_e32 v0, v0
	s_mul_hi_u32 s17, s16, s17
	s_add_i32 s16, s16, s17
	s_lshl_b32 s17, s19, 8
	s_mul_hi_u32 s16, s10, s16
	s_or_b32 s17, s17, s18
	s_mul_i32 s19, s16, s14
	s_sub_i32 s18, s10, s19
	v_readfirstlane_b32 s19, v0
	v_add_nc_u32_e32 v0, s12, v2
	s_cmp_ge_u32 s18, s14
	s_cselect_b64 vcc, -1, 0
	s_sub_i32 s12, 0, s15
	s_mul_i32 s20, s12, s19
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, s[12:13], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[12:13]
	s_mul_hi_u32 s12, s19, s20
	v_add_co_u32 v9, s[0:1], s2, v4
	s_add_i32 s19, s19, s12
	v_add_co_ci_u32_e64 v4, null, s3, 0, s[0:1]
	s_add_i32 s0, s16, 1
	s_mul_hi_u32 s2, s11, s19
	v_mov_b32_e32 v5, s0
	s_mul_i32 s0, s2, s15
	s_sub_i32 s1, s18, s14
	s_sub_i32 s3, s11, s0
	v_mov_b32_e32 v8, s1
	s_cmp_ge_u32 s3, s15
	v_mad_u64_u32 v[6:7], null, v9, s10, v[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s12, s2, 1
	v_cndmask_b32_e32 v5, s16, v5, vcc
	v_mov_b32_e32 v1, s12
	s_sub_i32 s12, s3, s15
	v_cndmask_b32_e32 v8, s18, v8, vcc
	v_mov_b32_e32 v11, s12
	v_add_nc_u32_e32 v10, 1, v5
	v_cndmask_b32_e64 v12, s2, v1, s[0:1]
	v_mov_b32_e32 v1, v7
	v_cmp_le_u32_e32 vcc, s14, v8
	v_cndmask_b32_e64 v8, s3, v11, s[0:1]
	s_load_dword s2, s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_lshl_b32 s3, s11, 8
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_add_nc_u32_e32 v10, 1, v12
	v_cmp_le_u32_e32 vcc, s15, v8
	v_mad_u64_u32 v[7:8], null, v4, s10, v[1:2]
	v_mul_lo_u32 v11, v5, s14
	v_mov_b32_e32 v1, v9
	v_cndmask_b32_e32 v10, v12, v10, vcc
	v_mov_b32_e32 v4, s8
	v_lshlrev_b64 v[6:7], 5, v[6:7]
	v_mul_lo_u32 v8, v10, s15
	v_cmp_gt_u32_e32 vcc, s10, v11
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s2, 16
	v_add_co_ci_u32_e32 v11, vcc, 0, v5, vcc
	v_cmp_gt_u32_e32 vcc, s11, v8
	v_mov_b32_e32 v5, s9
	v_lshlrev_b32_e32 v9, 16, v11
	v_add_co_ci_u32_e32 v8, vcc, 0, v10, vcc
	v_or_b32_e32 v10, s17, v9
	v_lshlrev_b32_e32 v11, 24, v8
	v_add_co_u32 v8, vcc, s0, v6
	s_or_b32 s0, s3, s2
	v_add_co_ci_u32_e32 v9, vcc, s1, v7, vcc
	v_or_b32_e32 v6, v10, v11
	v_mov_b32_e32 v7, s0
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	s_endpgm
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
	s_clause 0x4
	s_load_dword s11, s[4:5], 0x4
	s_load_dword s14, s[4:5], 0x8
	s_load_dword s15, s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0xc
	s_load_dword s16, s[4:5], 0x14
	s_clause 0x2
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_load_dwordx2 s[6:7], s[6:7], 0x18
	s_lshl_b32 s17, s9, 8
	s_lshl_b32 s19, s10, 16
	s_or_b32 s17, s17, s8
	s_or_b32 s17, s17, s19
	s_waitcnt lgkmcnt(0)
	s_and_b32 s18, s11, 0xffff
	s_lshr_b32 s11, s11, 16
	v_cvt_f32_u32_e32 v3, s18
	v_cvt_f32_u32_e32 v4, s11
	s_mul_i32 s9, s9, s11
	s_sub_i32 s19, 0, s18
	s_and_b32 s14, s14, 0xffff
	v_rcp_iflag_f32_e32 v3, v3
	v_rcp_iflag_f32_e32 v4, v4
	s_mul_i32 s8, s8, s18
	v_add_nc_u32_e32 v7, s9, v1
	s_sub_i32 s9, s13, s9
	s_mul_i32 s10, s10, s14
	v_add_nc_u32_e32 v6, s8, v0
	s_sub_i32 s8, s12, s8
	s_min_u32 s9, s9, s11
	s_lshl_b32 s15, s15, 8
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_add_nc_u32_e32 v9, s10, v2
	s_sub_i32 s10, s16, s10
	s_min_u32 s8, s8, s18
	v_cvt_u32_f32_e32 v3, v3
	s_lshl_b32 s9, s9, 8
	v_cvt_f32_u32_e32 v5, s14
	s_and_b32 s15, s15, 0xff000000
	s_min_u32 s10, s10, s14
	v_readfirstlane_b32 s20, v3
	s_or_b32 s8, s9, s8
	v_cvt_u32_f32_e32 v4, v4
	s_lshl_b32 s10, s10, 16
	s_or_b32 s8, s8, s15
	s_mul_i32 s19, s19, s20
	v_rcp_iflag_f32_e32 v3, v5
	s_mul_hi_u32 s19, s20, s19
	s_or_b32 s10, s8, s10
	s_add_i32 s20, s20, s19
	s_mul_hi_u32 s19, s12, s20
	v_readfirstlane_b32 s20, v4
	s_mul_i32 s9, s19, s18
	s_sub_i32 s15, s12, s9
	v_add_co_u32 v7, s[8:9], s2, v7
	s_cmp_ge_u32 s15, s18
	v_add_co_ci_u32_e64 v8, null, s3, 0, s[8:9]
	v_add_co_u32 v5, s[2:3], s6, v9
	s_cselect_b64 vcc, -1, 0
	s_sub_i32 s21, 0, s11
	v_add_co_ci_u32_e64 v10, null, s7, 0, s[2:3]
	s_mul_i32 s21, s21, s20
	v_mad_u64_u32 v[8:9], null, v5, s13, v[7:8]
	s_mul_hi_u32 s2, s20, s21
	v_mul_f32_e32 v11, 0x4f7ffffe, v3
	s_add_i32 s20, s20, s2
	v_add_co_u32 v3, s[2:3], s0, v6
	v_add_co_ci_u32_e64 v4, null, s1, 0, s[2:3]
	s_mul_hi_u32 s2, s13, s20
	v_mov_b32_e32 v6, v9
	s_mul_i32 s0, s2, s11
	v_cvt_u32_f32_e32 v9, v11
	s_sub_i32 s6, s13, s0
	s_add_i32 s3, s19, 1
	s_sub_i32 s7, s15, s18
	s_cmp_ge_u32 s6, s11
	v_readfirstlane_b32 s8, v9
	v_mad_u64_u32 v[8:9], null, v8, s12, v[3:4]
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v4, s3
	s_add_i32 s3, s2, 1
	s_sub_i32 s9, 0, s14
	v_mov_b32_e32 v11, s3
	s_mul_i32 s9, s9, s8
	v_mov_b32_e32 v12, s7
	s_mul_hi_u32 s9, s8, s9
	v_cndmask_b32_e32 v4, s19, v4, vcc
	v_cndmask_b32_e64 v11, s2, v11, s[0:1]
	s_sub_i32 s2, s6, s11
	s_add_i32 s8, s8, s9
	v_mov_b32_e32 v13, s2
	s_mul_hi_u32 s8, s16, s8
	v_cndmask_b32_e32 v12, s15, v12, vcc
	s_mul_i32 s3, s8, s14
	v_add_nc_u32_e32 v15, 1, v11
	v_cndmask_b32_e64 v13, s6, v13, s[0:1]
	s_sub_i32 s7, s16, s3
	v_add_nc_u32_e32 v17, 1, v4
	s_cmp_ge_u32 s7, s14
	s_cselect_b64 s[2:3], -1, 0
	s_add_i32 s9, s8, 1
	s_sub_i32 s0, s7, s14
	v_cmp_le_u32_e32 vcc, s11, v13
	v_mov_b32_e32 v14, s9
	v_mov_b32_e32 v16, s0
	v_cndmask_b32_e32 v13, v11, v15, vcc
	v_cmp_le_u32_e32 vcc, s18, v12
	v_cndmask_b32_e64 v14, s8, v14, s[2:3]
	v_cndmask_b32_e64 v11, s7, v16, s[2:3]
	v_mul_lo_u32 v16, v13, s11
	v_cndmask_b32_e32 v12, v4, v17, vcc
	v_add_nc_u32_e32 v15, 1, v14
	v_cmp_le_u32_e32 vcc, s14, v11
	v_mad_u64_u32 v[10:11], null, v10, s13, v[6:7]
	v_mul_lo_u32 v6, v12, s18
	v_mov_b32_e32 v4, v9
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_cmp_gt_u32_e32 vcc, s13, v16
	v_mad_u64_u32 v[9:10], null, v10, s12, v[4:5]
	v_mul_lo_u32 v11, v14, s14
	v_add_co_ci_u32_e32 v13, vcc, 0, v13, vcc
	v_cmp_gt_u32_e32 vcc, s12, v6
	v_lshlrev_b32_e32 v6, 8, v13
	v_add_co_ci_u32_e32 v4, vcc, 0, v12, vcc
	v_cmp_gt_u32_e32 vcc, s16, v11
	v_lshlrev_b32_e32 v11, 8, v1
	v_lshlrev_b32_e32 v12, 16, v2
	v_lshlrev_b64 v[1:2], 5, v[8:9]
	v_or_b32_e32 v4, v6, v4
	v_add_co_ci_u32_e32 v10, vcc, 0, v14, vcc
	v_or3_b32 v6, v11, v0, v12
	v_mov_b32_e32 v8, s10
	v_add_co_u32 v0, vcc, s4, v1
	v_lshlrev_b32_e32 v10, 16, v10
	v_add_co_ci_u32_e32 v1, vcc, s5, v2, vcc
	v_or_b32_e32 v9, v4, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v7, s17
	v_mov_b32_e32 v10, s16
	global_store_dwordx4 v[0:1], v[3:6], off
	global_store_dwordx4 v[0:1], v[7:10], off offset:16
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
	.globl nd2_stencil
	.protected nd2_stencil
	.type nd2_stencil,@function
nd2_stencil:
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_load_dwordx2 s[4:5], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s10, 0xffff
	s_lshr_b32 s1, s10, 16
	v_mad_u64_u32 v[2:3], null, s8, s3, v[0:1]
	v_mad_u64_u32 v[0:1], null, s9, s1, v[1:2]
	v_add_co_u32 v2, null, s0, v2
	v_add_co_u32 v7, null, s2, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b64 s[6:7], exec
	v_mad_u64_u32 v[0:1], null, s4, v7, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc, s0, v3
	v_add_co_ci_u32_e32 v4, vcc, s1, v4, vcc
	global_load_dword v5, v[3:4], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v5
	v_cmpx_lt_i32_e32 0, v7
	s_cbranch_execz .L5c0
	v_add_nc_u32_e32 v6, -1, v7
	v_mad_u64_u32 v[8:9], null, v6, s4, v[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, v8
	v_ashrrev_i64 v[8:9], 30, v[9:10]
	v_add_co_u32 v8, vcc, s0, v8
	v_add_co_ci_u32_e32 v9, vcc, s1, v9, vcc
	global_load_dword v6, v[8:9], off
.L5c0:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v8, v5
	s_add_i32 s5, s5, -1
	s_mov_b64 s[6:7], exec
	v_cmpx_gt_i32_e64 s5, v7
	s_cbranch_execz .L60c
	v_add_nc_u32_e32 v7, 1, v7
	v_mad_u64_u32 v[7:8], null, v7, s4, v[2:3]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v7
	v_ashrrev_i64 v[7:8], 30, v[8:9]
	v_add_co_u32 v7, vcc, s0, v7
	v_add_co_ci_u32_e32 v8, vcc, s1, v8, vcc
	global_load_dword v8, v[7:8], off
.L60c:
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s0, s4, -1
	v_mov_b32_e32 v7, v5
	v_cmp_gt_i32_e32 vcc, s0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L62c
	global_load_dword v7, v[3:4], off offset:4
.L62c:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v2, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L648
	global_load_dword v2, v[3:4], off offset:-4
.L648:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v6, v8
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_f32_e32 v3, v3, v7
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	v_add_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, 0.5, v5
	v_mul_f32_e32 v2, 0x3e000000, v2
	v_add_f32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
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
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	s_code_end 
	.size nd2_ids, 484
	.size nd3_ids, 720
	.size nd2_stencil, 396

	.rodata
	.p2align 6
// nd2_ids.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel nd2_ids
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 64
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
//   .amdhsa_next_free_vgpr 16
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
	.globl nd2_ids.kd
	.protected nd2_ids.kd
	.type nd2_ids.kd,@object
	.size nd2_ids.kd, 64
nd2_ids.kd:
	.long 0x00000000, 0x00000000, 0x00000040, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad nd2_ids@rel64-nd2_ids.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00000990 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// nd3_ids.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel nd3_ids
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 64
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
//   .amdhsa_system_sgpr_workgroup_id_z 1
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 2
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl nd3_ids.kd
	.protected nd3_ids.kd
	.type nd3_ids.kd,@object
	.size nd3_ids.kd, 64
nd3_ids.kd:
	.long 0x00000000, 0x00000000, 0x00000040, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad nd3_ids@rel64-nd3_ids.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0084, 0x00001390 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// nd2_stencil.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel nd2_stencil
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 72
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
//   .amdhsa_next_free_vgpr 12
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl nd2_stencil.kd
	.protected nd2_stencil.kd
	.type nd2_stencil.kd,@object
	.size nd2_stencil.kd, 64
nd2_stencil.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad nd2_stencil@rel64-nd2_stencil.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0042, 0x00000990 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         nd2_ids.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         nd3_ids.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         nd2_stencil.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
