// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl priv_sort16
	.protected priv_sort16
	.type priv_sort16,@function
priv_sort16:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_mov_b32 s9, 2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b32 s8, 1
	v_add_co_u32 v16, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v17, null, s5, 0, s[6:7]
	v_lshlrev_b64 v[0:1], 6, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	s_clause 0x3
	global_load_dwordx4 v[12:15], v[0:1], off offset:48
	global_load_dwordx4 v[8:11], v[0:1], off offset:32
	global_load_dwordx4 v[4:7], v[0:1], off offset:16
	global_load_dwordx4 v[0:3], v[0:1], off
	s_branch .L118
.L84:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 15, v19
	s_add_i32 s8, s8, 1
	s_add_i32 s9, s9, 1
	s_cmp_lg_u32 s8, 16
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v14, v14, v18, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v13, v13, v18, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v12, v12, v18, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v11, v11, v18, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v9, v9, v18, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v8, v8, v18, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v7, v7, v18, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v6, v6, v18, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v5, v5, v18, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v4, v4, v18, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v3, v3, v18, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v2, v2, v18, vcc
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v1, v1, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cndmask_b32_e32 v0, v0, v18, vcc
	s_cbranch_scc0 .L19c
.L118:
	s_mov_b32 m0, s8
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v18, v0
	s_mov_b32 s10, s9
	s_branch .L154
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.L140:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .L84
.L154:
	s_add_i32 m0, s10, -2
	s_add_i32 s10, s10, -1
	v_movrels_b32_e32 v20, v0
	v_mov_b32_e32 v19, s10
	s_or_b64 s[4:5], s[4:5], exec
	s_mov_b64 s[6:7], exec
	v_cmpx_gt_i32_e64 v20, v18
	s_cbranch_execz .L140
	s_cmp_lt_i32 s10, 2
	v_mov_b32_e32 v19, 0
	s_cselect_b64 s[12:13], -1, 0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_mov_b32 m0, s10
	s_or_b64 s[4:5], s[4:5], s[12:13]
	v_movreld_b32_e32 v0, v20
	s_branch .L140
.L19c:
	v_lshlrev_b64 v[16:17], 6, v[16:17]
	s_mov_b32 s0, 0
	v_add_co_u32 v16, vcc, s2, v16
	v_add_co_ci_u32_e32 v17, vcc, s3, v17, vcc
.L1b4:
	s_mov_b32 m0, s0
	s_add_i32 s0, s0, 1
	v_movrels_b32_e32 v18, v0
	s_cmp_eq_u32 s0, 16
	global_store_dword v[16:17], v18, off
	v_add_co_u32 v16, vcc, v16, 4
	v_add_co_ci_u32_e32 v17, vcc, 0, v17, vcc
	s_cbranch_scc0 .L1b4
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl priv_lut
	.protected priv_lut
	.type priv_lut,@function
priv_lut:
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s8, v[0:1]
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	v_add_co_u32 v0, s[12:13], s4, v0
	s_load_dword s4, s[6:7], 0x10
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[12:13]
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc, s8, v1
	v_add_co_ci_u32_e32 v4, vcc, s9, v2, vcc
	global_load_dword v3, v[3:4], off
	v_add_nc_u32_e32 v0, s4, v0
	v_xor_b32_e32 v4, 1, v0
	v_xor_b32_e32 v5, 4, v0
	v_xor_b32_e32 v6, 9, v0
	v_xor_b32_e32 v7, 16, v0
	v_xor_b32_e32 v8, 25, v0
	v_xor_b32_e32 v9, 36, v0
	v_xor_b32_e32 v10, 49, v0
	v_xor_b32_e32 v11, 64, v0
	v_xor_b32_e32 v12, 0x51, v0
	v_xor_b32_e32 v13, 0x64, v0
	v_xor_b32_e32 v14, 0x79, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	v_xor_b32_e32 v15, 0x90, v0
	v_xor_b32_e32 v16, 0xa9, v0
	v_xor_b32_e32 v17, 0xc4, v0
	v_xor_b32_e32 v18, 0xe1, v0
	v_xor_b32_e32 v19, 0x100, v0
	v_xor_b32_e32 v20, 0x121, v0
	v_xor_b32_e32 v21, 0x144, v0
	v_xor_b32_e32 v22, 0x169, v0
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v11, off, s[0:3], 0 offset:36
	buffer_store_dword v12, off, s[0:3], 0 offset:40
	buffer_store_dword v13, off, s[0:3], 0 offset:44
	buffer_store_dword v14, off, s[0:3], 0 offset:48
	buffer_store_dword v15, off, s[0:3], 0 offset:52
	buffer_store_dword v16, off, s[0:3], 0 offset:56
	buffer_store_dword v17, off, s[0:3], 0 offset:60
	buffer_store_dword v18, off, s[0:3], 0 offset:64
	buffer_store_dword v19, off, s[0:3], 0 offset:68
	buffer_store_dword v20, off, s[0:3], 0 offset:72
	buffer_store_dword v21, off, s[0:3], 0 offset:76
	buffer_store_dword v22, off, s[0:3], 0 offset:80
	v_xor_b32_e32 v23, 0x190, v0
	v_xor_b32_e32 v27, 0x240, v0
	v_xor_b32_e32 v24, 0x1b9, v0
	v_xor_b32_e32 v4, 0x271, v0
	v_xor_b32_e32 v25, 0x1e4, v0
	v_xor_b32_e32 v5, 0x2a4, v0
	v_xor_b32_e32 v26, 0x211, v0
	v_xor_b32_e32 v6, 0x2d9, v0
	v_xor_b32_e32 v7, 0x310, v0
	v_xor_b32_e32 v8, 0x349, v0
	buffer_store_dword v23, off, s[0:3], 0 offset:84
	buffer_store_dword v24, off, s[0:3], 0 offset:88
	buffer_store_dword v25, off, s[0:3], 0 offset:92
	buffer_store_dword v26, off, s[0:3], 0 offset:96
	buffer_store_dword v27, off, s[0:3], 0 offset:100
	buffer_store_dword v4, off, s[0:3], 0 offset:104
	buffer_store_dword v5, off, s[0:3], 0 offset:108
	buffer_store_dword v6, off, s[0:3], 0 offset:112
	v_xor_b32_e32 v9, 0x384, v0
	v_xor_b32_e32 v0, 0x3c1, v0
	buffer_store_dword v7, off, s[0:3], 0 offset:116
	buffer_store_dword v8, off, s[0:3], 0 offset:120
	buffer_store_dword v9, off, s[0:3], 0 offset:124
	buffer_store_dword v0, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v10, 8, v3
	v_lshrrev_b32_e32 v5, 3, v3
	v_and_b32_e32 v6, 31, v3
	v_and_b32_e32 v10, 0x7c, v10
	v_and_b32_e32 v5, 0x7c, v5
	v_add_nc_u32_e32 v4, 4, v10
	v_add_nc_u32_e32 v5, 4, v5
	buffer_load_dword v0, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v0, v3
	v_lshl_add_u32 v3, v6, 2, 4
	buffer_store_dword v0, v4, s[0:3], 0 offen
	s_clause 0x1
	buffer_load_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v3, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v3, v0
	v_add_co_u32 v0, vcc, s10, v1
	v_add_co_ci_u32_e32 v1, vcc, s11, v2, vcc
	global_store_dword v[0:1], v3, off
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
	.globl priv_big
	.protected priv_big
	.type priv_big,@function
priv_big:
	s_load_dword s8, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s6, v[0:1]
	v_mov_b32_e32 v1, 0
	s_mov_b32 s6, 0
.L540:
	v_add_nc_u32_e64 v2, s6, 4
	s_add_i32 s6, s6, 4
	s_cmpk_eq_i32 s6, 0x400
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_cbranch_scc0 .L540
	v_add_co_u32 v0, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[6:7]
	s_mov_b64 s[4:5], 0
	v_lshlrev_b64 v[2:3], 6, v[0:1]
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.L5c0:
	v_add_co_u32 v4, vcc, v2, s4
	v_add_co_ci_u32_e32 v5, vcc, s5, v3, vcc
	global_load_ubyte v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v4, v4, 2, 4
	buffer_load_dword v5, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v5, s4, v5, 1
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_cmp_lg_u32 s4, 64
	buffer_store_dword v5, v4, s[0:3], 0 offen
	s_cbranch_scc1 .L5c0
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, 0
	s_mov_b32 s4, 0
.L620:
	buffer_load_dword v7, v5, s[0:3], 0 offen
	v_add_nc_u32_e32 v5, 4, v5
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v7, v6
	v_mad_u64_u32 v[2:3], null, v7, s4, v[2:3]
	v_max_u32_e32 v6, v7, v6
	v_cndmask_b32_e64 v4, v4, s4, vcc
	s_add_i32 s4, s4, 1
	s_cmpk_eq_i32 s4, 0x100
	s_cbranch_scc0 .L620
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v5, v2
	v_add_co_u32 v0, vcc, s14, v0
	v_add_co_ci_u32_e32 v1, vcc, s15, v1, vcc
	global_store_dwordx2 v[0:1], v[4:5], off
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
	.size priv_sort16, 480
	.size priv_lut, 708
	.size priv_big, 376

	.rodata
	.p2align 6
// priv_sort16.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel priv_sort16
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
//   .amdhsa_next_free_vgpr 24
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
	.globl priv_sort16.kd
	.protected priv_sort16.kd
	.type priv_sort16.kd,@object
	.size priv_sort16.kd, 64
priv_sort16.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad priv_sort16@rel64-priv_sort16.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0045, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// priv_lut.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel priv_lut
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 132
//   .amdhsa_kernarg_size 80
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
	.globl priv_lut.kd
	.protected priv_lut.kd
	.type priv_lut.kd,@object
	.size priv_lut.kd, 64
priv_lut.kd:
	.long 0x00000000, 0x00000084, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad priv_lut@rel64-priv_lut.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0046, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x002b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// priv_big.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel priv_big
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 1028
//   .amdhsa_kernarg_size 72
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
//   .amdhsa_next_free_vgpr 8
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
	.globl priv_big.kd
	.protected priv_big.kd
	.type priv_big.kd,@object
	.size priv_big.kd, 64
priv_big.kd:
	.long 0x00000000, 0x00000404, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad priv_big@rel64-priv_big.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0081, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           priv_sort16
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         priv_sort16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           priv_lut
    .private_segment_fixed_size: 132
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         priv_lut.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           priv_big
    .private_segment_fixed_size: 1028
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         priv_big.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
