// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl img2d
	.protected img2d
	.type img2d,@function
img2d:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[6:7], 0x18
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_mov_b32 s7, 2.0
	s_brev_b32 s6, 4
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	s_and_b32 s5, s4, 0xffff
	s_lshr_b32 s4, s4, 16
	s_mul_i32 s8, s8, s5
	s_mul_i32 s9, s9, s4
	v_add3_u32 v16, s20, s8, v0
	v_add3_u32 v12, s22, s9, v1
	s_mov_b32 s5, 0xfff000
	s_mov_b32 s4, 0x1000b092
	s_load_dword s0, s[0:1], 0x28
	v_cvt_f32_i32_e32 v8, v16
	v_cvt_f32_i32_e32 v9, v12
	v_add_nc_u32_e32 v11, 1, v16
	v_mov_b32_e32 v17, v12
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	image_sample_lz v[0:3], v[8:9], s[12:19], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_load v[4:7], v[11:12], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	v_mul_f32_e32 v8, 0.5, v8
	v_mul_f32_e32 v9, 0x3e800000, v9
	s_mov_b32 s6, 0x20500000
	s_mov_b32 s4, 0x10003000
	image_sample_lz v[8:11], v[8:9], s[12:19], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	v_mad_u64_u32 v[12:13], null, v12, s0, v[16:17]
	s_load_dwordx8 s[0:7], s[2:3], 0x0
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 4, v[12:13]
	v_add_co_u32 v18, vcc, s10, v12
	v_add_co_ci_u32_e32 v19, vcc, s11, v13, vcc
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v0, v4
	v_add_f32_e32 v21, v1, v5
	v_add_f32_e32 v14, v2, v6
	v_add_f32_e32 v15, v3, v7
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v14, v10
	v_add_f32_e32 v15, v15, v11
	v_add_f32_e32 v13, v21, v9
	v_add_f32_e32 v12, v20, v8
	v_fma_f32 v11, v3, v7, v11
	v_fma_f32 v10, v2, v6, v10
	v_fma_f32 v9, v1, v5, v9
	v_fmac_f32_e32 v8, v0, v4
	s_waitcnt lgkmcnt(0)
	image_store v[12:15], v[16:17], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	global_store_dwordx4 v[18:19], v[8:11], off
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
	.globl img3d
	.protected img3d
	.type img3d,@function
img3d:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	v_mov_b32_e32 v2, 0x3f400000
	v_mov_b32_e32 v4, 2.0
	v_mov_b32_e32 v5, 1.0
	v_mov_b32_e32 v9, 0x40400000
	s_mov_b32 s3, 2.0
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[20:27], s[12:13], 0x0
	s_load_dwordx8 s[36:43], s[14:15], 0x0
	s_load_dwordx8 s[44:51], s[16:17], 0x0
	s_and_b32 s1, s2, 0xffff
	s_mov_b32 s2, 0x20500000
	v_mad_u64_u32 v[0:1], null, s8, s1, v[0:1]
	v_mov_b32_e32 v1, 0x3e800000
	s_mov_b32 s1, 0xfff000
	s_load_dwordx2 s[12:13], s[12:13], 0x24
	s_load_dword s4, s[16:17], 0x20
	v_add_co_u32 v13, null, s0, v0
	s_mov_b32 s0, 0x10003000
	v_cvt_f32_i32_e32 v8, v13
	v_ashrrev_i64 v[14:15], 28, v[12:13]
	v_mul_f32_e32 v0, 0.5, v8
	s_waitcnt lgkmcnt(0)
	image_sample_lz v[0:3], v[0:2], s[20:27], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_3D
	s_brev_b32 s2, 4
	s_mov_b32 s0, 0x1000b092
	image_sample_lz v[4:7], [v8, v5, v4], s[36:43], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
	image_sample_lz v[8:11], v[8:9], s[44:51], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_1D_ARRAY
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, 0xffffeb60
	.long 0x8201ff01, 0xffffffff // s_addc_u32 s1, s1, -1
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_bfe_u32 s8, s22, 0xe000e
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_load_dword s9, s[0:1], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, 0xffffeba8
	.long 0x8201ff01, 0xffffffff // s_addc_u32 s1, s1, -1
	s_ashr_i32 s5, s4, 31
	s_and_b32 s12, s24, 0x1fff
	s_lshl_b64 s[2:3], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s14, s8, s9
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_load_dword s15, s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[6:7], 0x20
	s_load_dwordx8 s[0:7], s[18:19], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s40, 0x1fff
	s_add_i32 s10, s10, s13
	s_add_i32 s12, s12, s15
	s_waitcnt vmcnt(2)
	image_store v[0:3], v13, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D unorm
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v6, v10, v6
	v_add_nc_u32_e32 v5, v9, v5
	v_add_nc_u32_e32 v4, v8, v4
	v_add_co_u32 v8, vcc, s8, v14
	v_add_nc_u32_e32 v7, v11, v7
	v_add3_u32 v6, s12, 1, v6
	v_add3_u32 v5, s14, 1, v5
	v_add3_u32 v4, s10, 1, v4
	v_add_co_ci_u32_e32 v9, vcc, s9, v15, vcc
	global_store_dwordx4 v[8:9], v[4:7], off
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
	.globl imghalf
	.protected imghalf
	.type imghalf,@function
imghalf:
	s_load_dword s10, s[4:5], 0x4
	s_clause 0x2
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx4 s[16:19], s[6:7], 0x18
	s_load_dwordx2 s[20:21], s[6:7], 0x10
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s10, 0xffff
	s_load_dwordx8 s[0:7], s[12:13], 0x0
	v_mad_u64_u32 v[2:3], null, s8, s11, v[0:1]
	s_lshr_b32 s8, s10, 16
	s_mov_b32 s11, 2.0
	s_mul_i32 s9, s9, s8
	s_brev_b32 s10, 4
	v_add3_u32 v0, s18, s9, v1
	s_mov_b32 s9, 0xfff000
	v_add_co_u32 v1, null, s16, v2
	s_mov_b32 s8, 0x1000b092
	v_cvt_f32_i32_e32 v3, v0
	v_cvt_f32_i32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_ashrrev_i64 v[4:5], 29, v[4:5]
	s_waitcnt lgkmcnt(0)
	image_sample_lz v[2:3], v[2:3], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D d16
	s_load_dwordx8 s[0:7], s[14:15], 0x0
	v_add_co_u32 v4, vcc, s20, v4
	v_add_co_ci_u32_e32 v5, vcc, s21, v5, vcc
	s_waitcnt vmcnt(0)
	v_pk_add_f16 v7, v3, v3
	v_pk_add_f16 v6, v2, v2
	s_waitcnt lgkmcnt(0)
	image_store v[6:7], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16
	global_store_dwordx2 v[4:5], v[2:3], off
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
	.size img2d, 324
	.size img3d, 452
	.size imghalf, 212

	.rodata
	.p2align 6
// img2d.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel img2d
//   .amdhsa_group_segment_fixed_size 0
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
//   .amdhsa_system_sgpr_workgroup_id_y 1
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 1
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl img2d.kd
	.protected img2d.kd
	.type img2d.kd,@object
	.size img2d.kd, 64
img2d.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad img2d@rel64-img2d.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c5, 0x00000990 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// img3d.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel img3d
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl img3d.kd
	.protected img3d.kd
	.type img3d.kd,@object
	.size img3d.kd, 64
img3d.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad img3d@rel64-img3d.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0183, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// imghalf.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel imghalf
//   .amdhsa_group_segment_fixed_size 0
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
//   .amdhsa_system_sgpr_workgroup_id_y 1
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 1
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
	.globl imghalf.kd
	.protected imghalf.kd
	.type imghalf.kd,@object
	.size imghalf.kd, 64
imghalf.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad imghalf@rel64-imghalf.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0081, 0x00000990 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .access:         read_only
        .address_space:  constant
        .offset:         0
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .access:         write_only
        .address_space:  constant
        .offset:         8
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           img2d
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         img2d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .access:         read_only
        .address_space:  constant
        .offset:         0
        .size:           8
        .type_name:      image3d_t
        .value_kind:     image
      - .access:         read_only
        .address_space:  constant
        .offset:         8
        .size:           8
        .type_name:      image2d_array_t
        .value_kind:     image
      - .access:         read_only
        .address_space:  constant
        .offset:         16
        .size:           8
        .type_name:      image1d_array_t
        .value_kind:     image
      - .access:         write_only
        .address_space:  constant
        .offset:         24
        .size:           8
        .type_name:      image1d_t
        .value_kind:     image
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int4*'
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
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           img3d
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         img3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .access:         read_only
        .address_space:  constant
        .offset:         0
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .access:         write_only
        .address_space:  constant
        .offset:         8
        .size:           8
        .type_name:      image2d_t
        .value_kind:     image
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half4*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           imghalf
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         imghalf.kd
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
