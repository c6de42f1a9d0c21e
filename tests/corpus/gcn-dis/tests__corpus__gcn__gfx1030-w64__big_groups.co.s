// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl wg1024_reduce
	.protected wg1024_reduce
	.type wg1024_reduce,@function
wg1024_reduce:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[1:2], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v1, s[10:11], s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, 0, s[10:11]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mad_u32_u24 v1, v0, 37, 11
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	s_mov_b64 s[0:1], exec
	global_load_dword v4, v[4:5], off
	v_and_b32_e32 v5, 0x3ff, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_co_u32 v2, vcc, s4, v2
	v_add_co_ci_u32_e32 v3, vcc, s5, v3, vcc
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b32 v4, v5
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 0x200, v0
	s_cbranch_execz .L110
	ds_read2st64_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, 0x200, v3, v2
	ds_write_b32 v1, v2
.L110:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 0x100, v0
	s_cbranch_execz .L160
	ds_read2st64_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, 0x100, v3, v2
	ds_write_b32 v1, v2
.L160:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .L1b0
	ds_read2st64_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, 0x80, v3, v2
	ds_write_b32 v1, v2
.L1b0:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .L1f8
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 64, v2
	ds_write_b32 v1, v2
.L1f8:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .L240
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 32, v2
	ds_write_b32 v1, v2
.L240:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .L288
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 16, v2
	ds_write_b32 v1, v2
.L288:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .L2d0
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 8, v2
	ds_write_b32 v1, v2
.L2d0:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .L318
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 4, v2
	ds_write_b32 v1, v2
.L318:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .L360
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v2, v3, 2, v2
	ds_write_b32 v1, v2
.L360:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L3a8
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_xad_u32 v0, v3, 1, v2
	ds_write_b32 v1, v0
.L3a8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L3f8
	v_mov_b32_e32 v0, 0
	s_mov_b32 s9, 0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s2, s0
	ds_read_b32 v1, v0
	s_addc_u32 s1, s3, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.L3f8:
	s_endpgm
	s_nop 0
	.globl wg3d_stencil
	.protected wg3d_stencil
	.type wg3d_stencil,@function
wg3d_stencil:
	s_clause 0x1
	s_load_dword s11, s[4:5], 0x4
	s_load_dword s14, s[4:5], 0x8
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_load_dwordx2 s[12:13], s[6:7], 0x20
	s_load_dwordx2 s[4:5], s[4:5], 0xc
	v_add_nc_u16 v9, v2, 1
	v_add_nc_u32_e32 v14, -1, v1
	v_lshlrev_b32_e32 v10, 5, v1
	v_lshlrev_b32_e32 v11, 2, v0
	v_add_nc_u32_e32 v13, 1, v0
	v_and_b32_e32 v14, 3, v14
	v_and_b32_e32 v13, 7, v13
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s15, s11, 16
	s_and_b32 s14, s14, 0xffff
	v_mad_u64_u32 v[3:4], null, s9, s15, v[1:2]
	s_and_b32 s11, s11, 0xffff
	v_mad_u64_u32 v[4:5], null, s10, s14, v[2:3]
	v_mad_u64_u32 v[5:6], null, s8, s11, v[0:1]
	v_add_co_u32 v6, s[14:15], s2, v3
	v_add_co_ci_u32_e64 v7, null, s3, 0, s[14:15]
	v_add_co_u32 v3, s[2:3], s12, v4
	v_add_co_ci_u32_e64 v8, null, s13, 0, s[2:3]
	v_add_co_u32 v5, s[2:3], s0, v5
	v_mad_u64_u32 v[3:4], null, v3, s5, v[6:7]
	v_add_co_ci_u32_e64 v6, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_nc_u32_e32 v1, 1, v1
	v_add_nc_u32_e32 v0, -1, v0
	v_mov_b32_e32 v7, 7
	v_mad_u64_u32 v[5:6], null, v3, s4, v[5:6]
	v_and_b32_e32 v1, 3, v1
	v_and_b32_e32 v0, 7, v0
	s_mulk_i32 s10, 0x64
	v_lshlrev_b32_e32 v1, 5, v1
	v_mad_u64_u32 v[3:4], null, v8, s5, v[4:5]
	v_mov_b32_e32 v4, v6
	v_add_nc_u16 v8, v2, 5
	v_lshlrev_b32_e32 v2, 7, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_mad_u64_u32 v[3:4], null, v3, s4, v[4:5]
	v_or_b32_e32 v15, v2, v10
	v_mov_b32_e32 v6, v3
	v_lshlrev_b64 v[3:4], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc, s0, v3
	v_add_co_ci_u32_e32 v6, vcc, s1, v4, vcc
	s_mul_i32 s0, s9, 10
	s_add_i32 s0, s0, s8
	global_load_dword v5, v[5:6], off
	v_mov_b32_e32 v6, 0xaaab
	v_mul_u32_u24_sdwa v12, v8, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_u32_u24_sdwa v6, v9, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v12, 18, v12
	v_lshrrev_b32_e32 v6, 18, v6
	v_mul_lo_u16 v12, v12, 6
	v_mul_lo_u16 v6, v6, 6
	v_sub_nc_u16 v8, v8, v12
	v_sub_nc_u16 v6, v9, v6
	v_lshlrev_b32_e32 v9, 5, v14
	v_lshl_or_b32 v12, v13, 2, v15
	v_lshlrev_b32_sdwa v8, v7, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b32_sdwa v6, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_e32 v7, v15, v11
	v_or3_b32 v2, v2, v9, v11
	v_or3_b32 v8, v8, v10, v11
	v_or3_b32 v0, v6, v1, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v5, v12
	ds_read_b32 v2, v2
	ds_read_b32 v6, v8
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(2)
	v_add_nc_u32_e32 v2, v5, v2
	v_add3_u32 v1, s0, s10, v1
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v2, v6, v0
	v_sub_nc_u32_e32 v2, v1, v0
	v_add_co_u32 v0, vcc, s2, v3
	v_add_co_ci_u32_e32 v1, vcc, s3, v4, vcc
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
	.size wg1024_reduce, 1020
	.size wg3d_stencil, 576

	.rodata
	.p2align 6
// wg1024_reduce.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel wg1024_reduce
//   .amdhsa_group_segment_fixed_size 4096
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl wg1024_reduce.kd
	.protected wg1024_reduce.kd
	.type wg1024_reduce.kd,@object
	.size wg1024_reduce.kd, 64
wg1024_reduce.kd:
	.long 0x00001000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad wg1024_reduce@rel64-wg1024_reduce.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0041, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// wg3d_stencil.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel wg3d_stencil
//   .amdhsa_group_segment_fixed_size 768
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
	.globl wg3d_stencil.kd
	.protected wg3d_stencil.kd
	.type wg3d_stencil.kd,@object
	.size wg3d_stencil.kd, 64
wg3d_stencil.kd:
	.long 0x00000300, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad wg3d_stencil@rel64-wg3d_stencil.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00001390 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           wg1024_reduce
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 1024
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         wg1024_reduce.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 192
    .name:           wg3d_stencil
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 8
      - 4
      - 6
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         wg3d_stencil.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
