// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl sg_khr_ops
	.protected sg_khr_ops
	.type sg_khr_ops,@function
sg_khr_ops:
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[14:15], s[6:7], 0x10
	s_clause 0x2
	s_load_dword s16, s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0xc
	s_load_dword s17, s[4:5], 0x14
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_bfrev_b32_e32 v11, 1
	v_bfrev_b32_e32 v10, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s18, s11, 0xffff
	s_mul_i32 s8, s8, s18
	v_add_nc_u32_e32 v3, s8, v0
	v_add_co_u32 v3, s[4:5], s14, v3
	v_add_co_ci_u32_e64 v4, null, s15, 0, s[4:5]
	s_lshr_b32 s4, s11, 16
	v_mad_u32_u24 v1, v2, s4, v1
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	s_mul_i32 s9, s9, s4
	v_mad_u64_u32 v[0:1], null, v1, s18, v[0:1]
	v_add_co_u32 v5, vcc, s0, v5
	v_add_co_ci_u32_e32 v6, vcc, s1, v6, vcc
	s_bfe_i32 s0, exec_hi, 0x10000
	s_and_b32 s1, s16, 0xffff
	v_and_b32_e32 v14, 0x7fffffc0, v0
	global_load_dword v9, v[5:6], off
	v_mbcnt_lo_u32_b32 v5, -1, 0
	s_mul_i32 s10, s10, s1
	v_mbcnt_hi_u32_b32 v6, -1, v5
	v_bfe_i32 v8, v6, 4, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_dpp v5, v9, v9 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v7, v9
	v_add_nc_u32_dpp v12, v9, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s5, v9, 0
	v_add_nc_u32_dpp v5, v5, v5 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:1 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v12, v12, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v5, v5, v5 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:2 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v2, v12, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v5, v5, v5 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:4 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v12, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshlrev_b64 v[1:2], 5, v[3:4]
	v_mov_b32_dpp v13, v5 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_i32_dpp v7, v7, v7 row_shl:8 row_mask:0xf bank_mask:0xf
	.long 0xd7781203 // not an instruction
	.long 0x4305830c // not an instruction
	v_lshrrev_b32_e32 v5, 6, v0
	.long 0xd7781204 // not an instruction
	.long 0x4201010d // not an instruction
	v_mov_b32_dpp v11, v7 row_share:0 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v0, v8, v3
	v_add_co_u32 v7, vcc, s2, v1
	v_add_nc_u32_e32 v3, v4, v13
	v_permlanex16_b32 v10, v11, 0, 0
	v_add_co_ci_u32_e32 v8, vcc, s3, v2, vcc
	v_add_nc_u32_e32 v2, v0, v12
	v_readlane_b32 s2, v3, 32
	v_max_i32_e32 v1, v11, v10
	v_readlane_b32 s3, v3, 0
	v_cmp_lt_u32_e32 vcc, 31, v6
	v_readlane_b32 s6, v2, 31
	s_and_b32 s0, s0, s2
	v_readlane_b32 s2, v1, 32
	s_add_i32 s0, s0, s3
	s_bitcmp1_b32 exec_hi, 0
	v_readlane_b32 s3, v1, 0
	v_cndmask_b32_e64 v1, 0, s6, vcc
	s_cselect_b32 s2, s2, 0x80000000
	s_sub_i32 s7, s17, s10
	s_sub_i32 s9, s13, s9
	s_sub_i32 s8, s12, s8
	s_min_u32 s1, s7, s1
	s_min_u32 s4, s9, s4
	s_min_u32 s7, s8, s18
	s_mul_i32 s1, s4, s1
	v_cmp_lt_i32_e32 vcc, 0x384, v9
	s_mul_i32 s1, s1, s7
	v_mov_b32_e32 v0, s0
	v_sub_nc_u32_e32 v4, s1, v14
	s_max_i32 s0, s3, s2
	v_mov_b32_e32 v3, s5
	v_add_nc_u32_e32 v2, v1, v2
	v_mov_b32_e32 v1, s0
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_cmp_lt_i32_e32 vcc, 0xfffffc7c, v9
	v_min_u32_e32 v4, 64, v4
	global_store_dwordx4 v[7:8], v[0:3], off
	global_store_dwordx3 v[7:8], v[4:6], off offset:16
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	s_cmp_lg_u64 vcc, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[0:1], exec
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_lshlrev_b32_e32 v0, 1, v0
	v_or_b32_e32 v0, v0, v1
	global_store_dword v[7:8], v0, off offset:28
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
	.globl sg_khr_long
	.protected sg_khr_long
	.type sg_khr_long,@function
sg_khr_long:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mov_b32_e32 v6, -1
	v_bfrev_b32_e32 v7, -2
	v_mov_b32_e32 v8, -1
	v_bfrev_b32_e32 v9, -2
	v_mbcnt_hi_u32_b32 v19, -1, v5
	v_mov_b32_e32 v10, -1
	v_bfrev_b32_e32 v11, -2
	v_mov_b32_e32 v12, -1
	v_bfrev_b32_e32 v13, -2
	v_and_b32_e32 v16, 31, v19
	v_and_b32_e32 v20, 16, v19
	v_mov_b32_e32 v14, -1
	v_bfrev_b32_e32 v15, -2
	v_mov_b32_e32 v4, -1
	v_bfrev_b32_e32 v5, -2
	v_bfrev_b32_e32 v18, -2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_bitcmp1_b32 exec_hi, 0
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[6:7]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	v_cmp_eq_u32_e32 vcc, 16, v16
	v_add_co_u32 v16, s[0:1], s2, v0
	global_load_dwordx2 v[2:3], v[2:3], off
	v_add_co_ci_u32_e64 v17, s[0:1], s3, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v0, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v3 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v2 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v3 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v21, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v23, s[0:1], v2, v0
	v_add_co_ci_u32_e64 v24, s[0:1], v3, v1, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], v[2:3], v[6:7]
	v_mov_b32_dpp v22, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_readlane_b32 s5, v3, 3
	v_readlane_b32 s4, v2, 3
	v_cndmask_b32_e64 v1, v7, v3, s[0:1]
	v_add_co_u32 v7, s[2:3], v2, v21
	v_add_co_ci_u32_e64 v3, s[2:3], v3, v22, s[2:3]
	v_mov_b32_dpp v21, v23 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e64 v0, v6, v2, s[0:1]
	v_mov_b32_dpp v22, v24 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v7 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v2, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v6, s[0:1], v23, v21
	v_mov_b32_dpp v9, v1 row_shl:2 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v8, v0 row_shl:2 row_mask:0xf bank_mask:0xf
	v_add_co_ci_u32_e64 v21, s[0:1], v24, v22, s[0:1]
	v_add_co_u32 v7, s[0:1], v7, v25
	v_add_co_ci_u32_e64 v22, s[0:1], v3, v2, s[0:1]
	v_mov_b32_dpp v2, v6 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cmp_lt_i64_e64 s[0:1], v[0:1], v[8:9]
	v_mov_b32_dpp v3, v21 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v23, v7 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v24, v22 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v6, s[2:3], v6, v2
	v_cndmask_b32_e64 v1, v9, v1, s[0:1]
	v_add_co_ci_u32_e64 v9, s[2:3], v21, v3, s[2:3]
	v_cndmask_b32_e64 v0, v8, v0, s[0:1]
	v_add_co_u32 v7, s[2:3], v7, v23
	v_mov_b32_dpp v8, v6 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_ci_u32_e64 v21, s[2:3], v22, v24, s[2:3]
	v_mov_b32_dpp v22, v9 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v11, v1 row_shl:4 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v10, v0 row_shl:4 row_mask:0xf bank_mask:0xf
	v_add_co_u32 v6, s[0:1], v6, v8
	v_mov_b32_dpp v23, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_ci_u32_e64 v8, s[0:1], v9, v22, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], v[0:1], v[10:11]
	v_mov_b32_dpp v24, v21 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v7, s[2:3], v7, v23
	v_mov_b32_dpp v6, v6 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v8, v8 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_ci_u32_e64 v9, s[2:3], v21, v24, s[2:3]
	v_cndmask_b32_e64 v1, v11, v1, s[0:1]
	v_cndmask_b32_e64 v0, v10, v0, s[0:1]
	.long 0xd778120a // not an instruction
	.long 0x43058307 // not an instruction
	.long 0xd778120b // not an instruction
	.long 0x43058309 // not an instruction
	v_cmp_ne_u32_e64 s[0:1], 0, v20
	v_mov_b32_dpp v13, v1 row_shl:8 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v12, v0 row_shl:8 row_mask:0xf bank_mask:0xf
	.long 0xd7781214 // not an instruction
	.long 0x42010106 // not an instruction
	.long 0xd7781215 // not an instruction
	.long 0x42010108 // not an instruction
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], v[0:1], v[12:13]
	v_add_co_u32 v6, s[2:3], v20, v6
	v_add_co_ci_u32_e64 v8, s[2:3], v21, v8, s[2:3]
	v_add_co_u32 v7, s[2:3], v10, v7
	v_cndmask_b32_e64 v1, v13, v1, s[0:1]
	v_cndmask_b32_e64 v0, v12, v0, s[0:1]
	v_add_co_ci_u32_e64 v9, s[0:1], v11, v9, s[2:3]
	v_readlane_b32 s2, v7, 31
	v_mov_b32_dpp v15, v1 row_share:0 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v14, v0 row_share:0 row_mask:0xf bank_mask:0xf
	v_readlane_b32 s3, v9, 31
	v_cmp_lt_u32_e64 s[0:1], 31, v19
	v_mov_b32_e32 v2, s4
	v_permlanex16_b32 v5, v15, 0, 0
	v_permlanex16_b32 v4, v14, 0, 0
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v0, 0, s3, s[0:1]
	v_cndmask_b32_e64 v1, 0, s2, s[0:1]
	v_readlane_b32 s4, v6, 32
	v_cmp_lt_i64_e64 s[0:1], v[14:15], v[4:5]
	v_readlane_b32 s5, v8, 32
	v_readlane_b32 s8, v6, 0
	v_add_co_u32 v1, s[2:3], v1, v7
	v_add_co_ci_u32_e64 v0, s[2:3], v0, v9, s[2:3]
	v_cndmask_b32_e64 v5, v5, v15, s[0:1]
	v_cndmask_b32_e64 v4, v4, v14, s[0:1]
	s_cselect_b64 s[2:3], -1, 0
	v_readlane_b32 s9, v8, 0
	v_cndmask_b32_e64 v8, 0, s5, s[2:3]
	v_readlane_b32 s0, v5, 32
	v_readlane_b32 s11, v4, 32
	.long 0xd7781209 // not an instruction
	.long 0x43058301 // not an instruction
	v_readlane_b32 s5, v1, 31
	v_readlane_b32 s7, v5, 0
	v_cndmask_b32_e64 v7, v18, s0, s[2:3]
	v_readlane_b32 s6, v4, 0
	v_cmp_eq_u32_e64 s[0:1], 32, v19
	v_cndmask_b32_e64 v6, -1, s11, s[2:3]
	v_cndmask_b32_e64 v4, 0, s4, s[2:3]
	.long 0xd778120a // not an instruction
	.long 0x43058300 // not an instruction
	v_readlane_b32 s10, v0, 31
	v_cndmask_b32_e64 v9, v9, s5, s[0:1]
	v_cmp_lt_i64_e64 s[2:3], s[6:7], v[6:7]
	v_add_co_u32 v4, s[4:5], v4, s8
	v_mov_b32_dpp v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e64 v10, v10, s10, s[0:1]
	v_add_co_ci_u32_e64 v5, s[4:5], s9, v8, s[4:5]
	v_mov_b32_dpp v8, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_or_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e64 v7, v7, s7, s[2:3]
	v_cndmask_b32_e64 v6, v6, s6, s[2:3]
	v_cndmask_b32_e32 v1, v0, v10, vcc
	v_cndmask_b32_e32 v0, v8, v9, vcc
	global_store_dwordx4 v[16:17], v[4:7], off
	global_store_dwordx4 v[16:17], v[0:3], off offset:16
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
	.size sg_khr_ops, 636
	.size sg_khr_long, 1104

	.rodata
	.p2align 6
// sg_khr_ops.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel sg_khr_ops
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
//   .amdhsa_system_sgpr_workgroup_id_z 1
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 2
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
	.globl sg_khr_ops.kd
	.protected sg_khr_ops.kd
	.type sg_khr_ops.kd,@object
	.size sg_khr_ops.kd, 64
sg_khr_ops.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad sg_khr_ops@rel64-sg_khr_ops.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00001390 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// sg_khr_long.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel sg_khr_long
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
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 28
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
	.globl sg_khr_long.kd
	.protected sg_khr_long.kd
	.type sg_khr_long.kd,@object
	.size sg_khr_long.kd, 64
sg_khr_long.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad sg_khr_long@rel64-sg_khr_long.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0046, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         sg_khr_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
