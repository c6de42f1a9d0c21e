// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V3)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=3 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl reverse_block
	.protected reverse_block
	.type reverse_block,@function
reverse_block:
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	v_lshl_add_u32 v1, s6, 7, v0
	v_add_nc_u32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v5, 2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_and_b32_e32 v4, 0x7f, v4
	v_sub_nc_u32_e32 v7, 0, v5
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_add_nc_u32_e32 v6, s2, v5
	v_lshl_add_u32 v4, v4, 2, s2
	global_load_dword v3, v[1:2], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v3
	ds_write_b32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	ds_read_b32 v0, v7 offset:508
	ds_read_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v3, v0
	global_store_dword v[1:2], v0, off
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
	.globl private_table
	.protected private_table
	.type private_table,@function
private_table:
	s_load_dword s6, s[4:5], 0x8
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s7, s6, 1
	s_lshl_b32 s8, s6, 1
	s_xor_b32 s9, s6, 2
	s_mul_i32 s10, s6, 3
	s_xor_b32 s11, s6, 3
	s_add_i32 s7, s7, s6
	s_add_i32 s8, s8, s9
	v_mov_b32_e32 v1, s6
	s_lshl_b32 s12, s6, 2
	s_xor_b32 s13, s6, 4
	s_mul_i32 s14, s6, 5
	s_xor_b32 s15, s6, 5
	s_add_i32 s9, s10, s11
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, s8
	s_mul_i32 s7, s6, 7
	s_xor_b32 s8, s6, 7
	s_add_i32 s10, s12, s13
	s_add_i32 s11, s14, s15
	v_mov_b32_e32 v4, s9
	s_add_i32 s7, s7, s8
	s_lshl_b32 s8, s6, 3
	s_xor_b32 s9, s6, 8
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v6, s11
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v2, off, s[0:3], 0 offset:8
	buffer_store_dword v3, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	buffer_store_dword v5, off, s[0:3], 0 offset:20
	buffer_store_dword v6, off, s[0:3], 0 offset:24
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 9
	s_xor_b32 s9, s6, 9
	s_mul_i32 s16, s6, 6
	s_xor_b32 s17, s6, 6
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 10
	s_xor_b32 s9, s6, 10
	s_add_i32 s12, s16, s17
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	v_mov_b32_e32 v7, s12
	buffer_store_dword v1, off, s[0:3], 0 offset:32
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 11
	s_xor_b32 s8, s6, 11
	s_xor_b32 s9, s6, 12
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 12
	buffer_store_dword v7, off, s[0:3], 0 offset:28
	buffer_store_dword v2, off, s[0:3], 0 offset:36
	buffer_store_dword v3, off, s[0:3], 0 offset:40
	buffer_store_dword v1, off, s[0:3], 0 offset:44
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 13
	s_xor_b32 s9, s6, 13
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 14
	s_xor_b32 s9, s6, 14
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:48
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 15
	s_xor_b32 s8, s6, 15
	s_xor_b32 s9, s6, 16
	s_add_i32 s7, s7, s8
	s_lshl_b32 s8, s6, 4
	buffer_store_dword v2, off, s[0:3], 0 offset:52
	buffer_store_dword v3, off, s[0:3], 0 offset:56
	buffer_store_dword v1, off, s[0:3], 0 offset:60
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 17
	s_xor_b32 s9, s6, 17
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 18
	s_xor_b32 s9, s6, 18
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:64
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 19
	s_xor_b32 s8, s6, 19
	s_xor_b32 s9, s6, 20
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 20
	buffer_store_dword v2, off, s[0:3], 0 offset:68
	buffer_store_dword v3, off, s[0:3], 0 offset:72
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 21
	s_xor_b32 s9, s6, 21
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 22
	s_xor_b32 s9, s6, 22
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 23
	s_xor_b32 s8, s6, 23
	s_xor_b32 s9, s6, 24
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 24
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	buffer_store_dword v3, off, s[0:3], 0 offset:88
	buffer_store_dword v1, off, s[0:3], 0 offset:92
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 25
	s_xor_b32 s9, s6, 25
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 26
	s_xor_b32 s9, s6, 26
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 27
	s_xor_b32 s8, s6, 27
	s_xor_b32 s9, s6, 28
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 28
	buffer_store_dword v2, off, s[0:3], 0 offset:100
	buffer_store_dword v3, off, s[0:3], 0 offset:104
	buffer_store_dword v1, off, s[0:3], 0 offset:108
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 29
	s_xor_b32 s9, s6, 29
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 30
	s_xor_b32 s9, s6, 30
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 31
	s_xor_b32 s8, s6, 31
	s_xor_b32 s9, s6, 32
	s_add_i32 s7, s7, s8
	s_lshl_b32 s8, s6, 5
	buffer_store_dword v2, off, s[0:3], 0 offset:116
	buffer_store_dword v3, off, s[0:3], 0 offset:120
	buffer_store_dword v1, off, s[0:3], 0 offset:124
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 33
	s_xor_b32 s9, s6, 33
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 34
	s_xor_b32 s9, s6, 34
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:128
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 35
	s_xor_b32 s8, s6, 35
	s_xor_b32 s9, s6, 36
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 36
	buffer_store_dword v2, off, s[0:3], 0 offset:132
	buffer_store_dword v3, off, s[0:3], 0 offset:136
	buffer_store_dword v1, off, s[0:3], 0 offset:140
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 37
	s_xor_b32 s9, s6, 37
	v_mov_b32_e32 v2, s7
	s_add_i32 s7, s8, s9
	s_mul_i32 s8, s6, 38
	s_xor_b32 s9, s6, 38
	v_mov_b32_e32 v3, s7
	s_add_i32 s7, s8, s9
	buffer_store_dword v1, off, s[0:3], 0 offset:144
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 39
	s_xor_b32 s8, s6, 39
	s_xor_b32 s9, s6, 40
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 40
	buffer_store_dword v2, off, s[0:3], 0 offset:148
	buffer_store_dword v3, off, s[0:3], 0 offset:152
	buffer_store_dword v1, off, s[0:3], 0 offset:156
	v_mov_b32_e32 v1, s7
	s_add_i32 s7, s8, s9
	v_mad_u32_u24 v3, v0, 7, s6
	v_mov_b32_e32 v2, s7
	s_mul_i32 s8, s6, 41
	s_xor_b32 s9, s6, 41
	buffer_store_dword v1, off, s[0:3], 0 offset:160
	s_add_i32 s7, s8, s9
	buffer_store_dword v2, off, s[0:3], 0 offset:164
	v_mul_hi_i32 v2, 0x2aaaaaab, v3
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 42
	s_xor_b32 s8, s6, 42
	s_xor_b32 s9, s6, 43
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:168
	v_mov_b32_e32 v1, s7
	v_lshrrev_b32_e32 v4, 31, v2
	v_ashrrev_i32_e32 v2, 3, v2
	s_mul_i32 s8, s6, 43
	v_lshlrev_b32_e32 v0, 2, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:172
	s_add_i32 s7, s8, s9
	v_add_nc_u32_e32 v1, v2, v4
	v_mov_b32_e32 v5, s7
	s_mul_i32 s7, s6, 44
	s_xor_b32 s8, s6, 44
	s_xor_b32 s9, s6, 45
	v_mul_lo_u32 v1, v1, 48
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s6, 45
	v_mov_b32_e32 v2, s7
	s_add_i32 s8, s8, s9
	s_mul_i32 s7, s6, 46
	v_mov_b32_e32 v4, s8
	s_xor_b32 s8, s6, 46
	v_sub_nc_u32_e32 v1, v3, v1
	s_mul_i32 s9, s6, 47
	s_xor_b32 s6, s6, 47
	s_add_i32 s7, s7, s8
	s_add_i32 s6, s9, s6
	v_lshl_add_u32 v1, v1, 2, 4
	v_mov_b32_e32 v3, s7
	buffer_store_dword v5, off, s[0:3], 0 offset:176
	v_mov_b32_e32 v5, s6
	buffer_store_dword v2, off, s[0:3], 0 offset:180
	buffer_store_dword v4, off, s[0:3], 0 offset:184
	buffer_store_dword v3, off, s[0:3], 0 offset:188
	buffer_store_dword v5, off, s[0:3], 0 offset:192
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[4:5]
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
	.globl dot4
	.protected dot4
	.type dot4,@function
dot4:
	s_load_dwordx8 s[0:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_dwordx4 v[1:4], v5, s[0:1]
	global_load_dwordx4 v[5:8], v5, s[2:3]
	s_load_dword s0, s[6:7], 0x0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v3, v3, v7
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, v4, v8
	v_add_f32_e32 v1, v3, v1
	v_add_f32_e32 v1, v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s0, v1
	global_store_dword v0, v1, s[4:5]
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
	.size reverse_block, 160
	.size private_table, 1244
	.size dot4, 100

	.rodata
	.p2align 6
// reverse_block.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel reverse_block
//   .amdhsa_group_segment_fixed_size 512
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 12
//   .amdhsa_user_sgpr_count 6
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 0
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 1
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
	.globl reverse_block.kd
	.protected reverse_block.kd
	.type reverse_block.kd,@object
	.size reverse_block.kd, 64
reverse_block.kd:
	.long 0x00000200, 0x00000000, 0x0000000c, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad reverse_block@rel64-reverse_block.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0040, 0x0000008c // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x0409, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// private_table.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel private_table
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 196
//   .amdhsa_kernarg_size 12
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 0
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 1
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 1
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
	.globl private_table.kd
	.protected private_table.kd
	.type private_table.kd,@object
	.size private_table.kd, 64
private_table.kd:
	.long 0x00000000, 0x000000c4, 0x0000000c, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad private_table@rel64-private_table.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0080, 0x00000091 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x0429, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
.amdhsa_kernel dot4
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 32
  .amdhsa_user_sgpr_count 6
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_wavefront_size32 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 0
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 0
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_workgroup_processor_mode 1
  .amdhsa_memory_ordered 1
  .amdhsa_forward_progress 0
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reverse_block
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         reverse_block.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_size_hint:
      - 128
      - 1
      - 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           private_table
    .private_segment_fixed_size: 196
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_table.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           dot4
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         dot4.kd
    .vec_type_hint:  float4
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
