// xvisa co dis: amdgcn-amd-amdhsa--gfx704 (code object V2)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx704 --amdhsa-code-object-version=2 -filetype=obj
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 7,0,4,"AMD","AMDGPU"
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx704"
	.text
	.p2align 8
	.globl reverse_block
	.protected reverse_block
	.amdgpu_hsa_kernel reverse_block
reverse_block:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 4
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 1
  granulated_wavefront_sgpr_count = 1
  priority = 0
  float_mode = 192
  priv = 0
  enable_dx10_clamp = 1
  debug_mode = 0
  enable_ieee_mode = 1
  enable_wgp_mode = 0
  enable_mem_ordered = 0
  enable_fwd_progress = 0
  enable_sgpr_private_segment_wave_byte_offset = 0
  user_sgpr_count = 6
  enable_trap_handler = 0
  enable_sgpr_workgroup_id_x = 1
  enable_sgpr_workgroup_id_y = 0
  enable_sgpr_workgroup_id_z = 0
  enable_sgpr_workgroup_info = 0
  enable_vgpr_workitem_id = 0
  enable_exception_msb = 0
  granulated_lds_size = 0
  enable_exception = 0
  enable_sgpr_private_segment_buffer = 1
  enable_sgpr_dispatch_ptr = 0
  enable_sgpr_queue_ptr = 0
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_dispatch_id = 0
  enable_sgpr_flat_scratch_init = 0
  enable_sgpr_private_segment_size = 0
  enable_sgpr_grid_workgroup_count_x = 0
  enable_sgpr_grid_workgroup_count_y = 0
  enable_sgpr_grid_workgroup_count_z = 0
  enable_wavefront_size32 = 0
  enable_ordered_append_gds = 0
  private_element_size = 1
  is_ptr64 = 1
  is_dynamic_callstack = 0
  is_debug_enabled = 0
  is_xnack_enabled = 0
  workitem_private_segment_byte_size = 0
  workgroup_group_segment_byte_size = 512
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 12
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 9
  workitem_vgpr_count = 8
  reserved_vgpr_first = 0
  reserved_vgpr_count = 0
  reserved_sgpr_first = 0
  reserved_sgpr_count = 0
  debug_wavefront_private_segment_offset_sgpr = 0
  debug_private_segment_buffer_sgpr = 0
  kernarg_segment_alignment = 4
  group_segment_alignment = 4
  private_segment_alignment = 4
  wavefront_size = 6
  call_convention = -1
  runtime_loader_kernel_symbol = 0
.end_amd_kernel_code_t
	s_lshl_b32 s3, s6, 7
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x2
	v_add_i32_e32 v1, vcc, s3, v0
	v_ashrrev_i32_e32 v2, 31, v1
	.long 0xd2c20001 // not an instruction
	v_cndmask_b32_e32 v0, v1, v130, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v3, v[1:2]
	v_add_i32_e32 v5, vcc, 1, v0
	v_lshlrev_b32_e32 v4, 2, v0
	v_and_b32_e32 v5, 0x7f, v5
	v_sub_i32_e32 v6, vcc, 0, v4
	v_lshlrev_b32_e32 v5, 2, v5
	s_mov_b32 m0, -1
	v_add_i32_e32 v7, vcc, s2, v4
	v_add_i32_e32 v5, vcc, s2, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v3
	ds_write_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v6 offset:508
	ds_read_b32 v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v0, vcc, v3, v0
	flat_store_dword v[1:2], v0
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
	.globl private_table
	.protected private_table
	.amdgpu_hsa_kernel private_table
private_table:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 4
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 0
  granulated_wavefront_sgpr_count = 1
  priority = 0
  float_mode = 192
  priv = 0
  enable_dx10_clamp = 1
  debug_mode = 0
  enable_ieee_mode = 1
  enable_wgp_mode = 0
  enable_mem_ordered = 0
  enable_fwd_progress = 0
  enable_sgpr_private_segment_wave_byte_offset = 1
  user_sgpr_count = 8
  enable_trap_handler = 0
  enable_sgpr_workgroup_id_x = 1
  enable_sgpr_workgroup_id_y = 0
  enable_sgpr_workgroup_id_z = 0
  enable_sgpr_workgroup_info = 0
  enable_vgpr_workitem_id = 0
  enable_exception_msb = 0
  granulated_lds_size = 0
  enable_exception = 0
  enable_sgpr_private_segment_buffer = 1
  enable_sgpr_dispatch_ptr = 0
  enable_sgpr_queue_ptr = 0
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_dispatch_id = 0
  enable_sgpr_flat_scratch_init = 1
  enable_sgpr_private_segment_size = 0
  enable_sgpr_grid_workgroup_count_x = 0
  enable_sgpr_grid_workgroup_count_y = 0
  enable_sgpr_grid_workgroup_count_z = 0
  enable_wavefront_size32 = 0
  enable_ordered_append_gds = 0
  private_element_size = 1
  is_ptr64 = 1
  is_dynamic_callstack = 0
  is_debug_enabled = 0
  is_xnack_enabled = 0
  workitem_private_segment_byte_size = 196
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 12
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 14
  workitem_vgpr_count = 4
  reserved_vgpr_first = 0
  reserved_vgpr_count = 0
  reserved_sgpr_first = 0
  reserved_sgpr_count = 0
  debug_wavefront_private_segment_offset_sgpr = 0
  debug_private_segment_buffer_sgpr = 0
  kernarg_segment_alignment = 4
  group_segment_alignment = 4
  private_segment_alignment = 4
  wavefront_size = 6
  call_convention = -1
  runtime_loader_kernel_symbol = 0
.end_amd_kernel_code_t
	s_add_i32 s6, s6, s9
	s_lshr_b32 flat_scratch_hi, s6, 8
	s_load_dword s6, s[4:5], 0x2
	s_add_u32 s0, s0, s9
	s_mov_b32 flat_scratch_lo, s7
	s_addc_u32 s1, s1, 0
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s7, s6, 1
	v_mov_b32_e32 v1, s6
	s_add_i32 s7, s7, s6
	s_lshl_b32 s8, s6, 1
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	v_mov_b32_e32 v1, s7
	s_xor_b32 s7, s6, 2
	s_add_i32 s7, s8, s7
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 3
	s_xor_b32 s8, s6, 3
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:12
	v_mov_b32_e32 v1, s7
	s_lshl_b32 s7, s6, 2
	s_xor_b32 s8, s6, 4
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:16
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 5
	s_xor_b32 s8, s6, 5
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:20
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 6
	s_xor_b32 s8, s6, 6
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 7
	s_xor_b32 s8, s6, 7
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:28
	v_mov_b32_e32 v1, s7
	s_lshl_b32 s7, s6, 3
	s_xor_b32 s8, s6, 8
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:32
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 9
	s_xor_b32 s8, s6, 9
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:36
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 10
	s_xor_b32 s8, s6, 10
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:40
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 11
	s_xor_b32 s8, s6, 11
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:44
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 12
	s_xor_b32 s8, s6, 12
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:48
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 13
	s_xor_b32 s8, s6, 13
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:52
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 14
	s_xor_b32 s8, s6, 14
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 15
	s_xor_b32 s8, s6, 15
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:60
	v_mov_b32_e32 v1, s7
	s_lshl_b32 s7, s6, 4
	s_xor_b32 s8, s6, 16
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:64
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 17
	s_xor_b32 s8, s6, 17
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:68
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 18
	s_xor_b32 s8, s6, 18
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:72
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 19
	s_xor_b32 s8, s6, 19
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 20
	s_xor_b32 s8, s6, 20
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 21
	s_xor_b32 s8, s6, 21
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:84
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 22
	s_xor_b32 s8, s6, 22
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:88
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 23
	s_xor_b32 s8, s6, 23
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:92
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 24
	s_xor_b32 s8, s6, 24
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 25
	s_xor_b32 s8, s6, 25
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:100
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 26
	s_xor_b32 s8, s6, 26
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 27
	s_xor_b32 s8, s6, 27
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:108
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 28
	s_xor_b32 s8, s6, 28
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 29
	s_xor_b32 s8, s6, 29
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:116
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 30
	s_xor_b32 s8, s6, 30
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:120
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 31
	s_xor_b32 s8, s6, 31
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:124
	v_mov_b32_e32 v1, s7
	s_lshl_b32 s7, s6, 5
	s_xor_b32 s8, s6, 32
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:128
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 33
	s_xor_b32 s8, s6, 33
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:132
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 34
	s_xor_b32 s8, s6, 34
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:136
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 35
	s_xor_b32 s8, s6, 35
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:140
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 36
	s_xor_b32 s8, s6, 36
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:144
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 37
	s_xor_b32 s8, s6, 37
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:148
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 38
	s_xor_b32 s8, s6, 38
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:152
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 39
	s_xor_b32 s8, s6, 39
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:156
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 40
	s_xor_b32 s8, s6, 40
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:160
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 41
	s_xor_b32 s8, s6, 41
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:164
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 42
	s_xor_b32 s8, s6, 42
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:168
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 43
	s_xor_b32 s8, s6, 43
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:172
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 44
	s_xor_b32 s8, s6, 44
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:176
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 45
	s_xor_b32 s8, s6, 45
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:180
	v_mov_b32_e32 v1, s7
	s_mul_i32 s7, s6, 46
	s_xor_b32 s8, s6, 46
	s_add_i32 s7, s7, s8
	buffer_store_dword v1, off, s[0:3], 0 offset:184
	v_mov_b32_e32 v1, s7
	buffer_store_dword v1, off, s[0:3], 0 offset:188
	v_mad_u32_u24 v1, v0, 7, s6
	s_mov_b32 s7, 0x2aaaaaab
	v_mul_hi_i32 v2, v1, s7
	s_mul_i32 s7, s6, 47
	s_xor_b32 s6, s6, 47
	s_add_i32 s6, s7, s6
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 3, v2
	v_add_i32_e32 v2, vcc, v2, v3
	v_mul_lo_u32 v2, v2, 48
	v_mov_b32_e32 v3, s6
	buffer_store_dword v3, off, s[0:3], 0 offset:192
	v_lshlrev_b32_e32 v0, 2, v0
	v_sub_i32_e32 v1, vcc, v1, v2
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_i32_e32 v1, vcc, 4, v1
	buffer_load_dword v2, v1, s[0:3], 0 offen
	v_mov_b32_e32 v1, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl dot4
	.protected dot4
	.amdgpu_hsa_kernel dot4
dot4:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 4
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 2
  granulated_wavefront_sgpr_count = 1
  priority = 0
  float_mode = 192
  priv = 0
  enable_dx10_clamp = 1
  debug_mode = 0
  enable_ieee_mode = 1
  enable_wgp_mode = 0
  enable_mem_ordered = 0
  enable_fwd_progress = 0
  enable_sgpr_private_segment_wave_byte_offset = 0
  user_sgpr_count = 6
  enable_trap_handler = 0
  enable_sgpr_workgroup_id_x = 1
  enable_sgpr_workgroup_id_y = 0
  enable_sgpr_workgroup_id_z = 0
  enable_sgpr_workgroup_info = 0
  enable_vgpr_workitem_id = 0
  enable_exception_msb = 0
  granulated_lds_size = 0
  enable_exception = 0
  enable_sgpr_private_segment_buffer = 1
  enable_sgpr_dispatch_ptr = 0
  enable_sgpr_queue_ptr = 0
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_dispatch_id = 0
  enable_sgpr_flat_scratch_init = 0
  enable_sgpr_private_segment_size = 0
  enable_sgpr_grid_workgroup_count_x = 0
  enable_sgpr_grid_workgroup_count_y = 0
  enable_sgpr_grid_workgroup_count_z = 0
  enable_wavefront_size32 = 0
  enable_ordered_append_gds = 0
  private_element_size = 1
  is_ptr64 = 1
  is_dynamic_callstack = 0
  is_debug_enabled = 0
  is_xnack_enabled = 0
  workitem_private_segment_byte_size = 0
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 32
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 10
  workitem_vgpr_count = 10
  reserved_vgpr_first = 0
  reserved_vgpr_count = 0
  reserved_sgpr_first = 0
  reserved_sgpr_count = 0
  debug_wavefront_private_segment_offset_sgpr = 0
  debug_private_segment_buffer_sgpr = 0
  kernarg_segment_alignment = 4
  group_segment_alignment = 4
  private_segment_alignment = 4
  wavefront_size = 6
  call_convention = -1
  runtime_loader_kernel_symbol = 0
.end_amd_kernel_code_t
	s_load_dwordx8 s[0:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v5, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v1, vcc, s0, v5
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v5, vcc, s2, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	flat_load_dwordx4 v[5:8], v[5:6]
	s_load_dword s0, s[6:7], 0x0
	v_mov_b32_e32 v9, s5
	v_add_i32_e32 v0, vcc, s4, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v6
	v_mac_f32_e32 v2, v1, v5
	v_mac_f32_e32 v2, v3, v7
	v_mac_f32_e32 v2, v4, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, s0, v2
	v_addc_u32_e32 v1, vcc, 0, v9, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.size reverse_block, 408
	.size private_table, 1520
	.size dot4, 368

	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            reverse_block
    SymbolName:      'reverse_block@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Attrs:
      WorkGroupSizeHint: [ 128, 1, 1 ]
    Args:
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'int*'
        Size:            4
        Align:           4
        ValueKind:       DynamicSharedPointer
        PointeeAlign:    1
        AddrSpaceQual:   Local
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 12
      GroupSegmentFixedSize: 512
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        9
      NumVGPRs:        8
      MaxFlatWorkGroupSize: 256
  - Name:            private_table
    SymbolName:      'private_table@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 12
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 196
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        14
      NumVGPRs:        4
      MaxFlatWorkGroupSize: 256
  - Name:            dot4
    SymbolName:      'dot4@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Attrs:
      VecTypeHint:     float4
    Args:
      - TypeName:        'float4*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'float4*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Constant
        AccQual:         Default
        IsConst:         true
    CodeProps:
      KernargSegmentSize: 32
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        10
      NumVGPRs:        10
      MaxFlatWorkGroupSize: 256
...
	.end_amd_amdgpu_hsa_metadata
