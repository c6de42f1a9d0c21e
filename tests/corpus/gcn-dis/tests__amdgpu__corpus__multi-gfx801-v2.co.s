// xvisa co dis: amdgcn-amd-amdhsa--gfx801+xnack (code object V2)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx801 -mattr=+xnack --amdhsa-code-object-version=2 -filetype=obj
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 8,0,1,"AMD","AMDGPU"
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx801"
	.text
	.p2align 8
	.globl grid3d
	.protected grid3d
	.amdgpu_hsa_kernel grid3d
grid3d:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 8
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 1
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 2
  granulated_wavefront_sgpr_count = 2
  priority = 0
  float_mode = 240
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
  enable_sgpr_workgroup_id_y = 1
  enable_sgpr_workgroup_id_z = 1
  enable_sgpr_workgroup_info = 0
  enable_vgpr_workitem_id = 2
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
  is_xnack_enabled = 1
  workitem_private_segment_byte_size = 0
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 40
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 20
  workitem_vgpr_count = 9
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
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x3df00000
	s_load_dword s9, s[4:5], 0x8
	s_load_dword s16, s[4:5], 0xc
	s_load_dwordx2 s[12:13], s[4:5], 0x8
	s_load_dwordx2 s[14:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_trunc_f64_e32 v[3:4], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_mul_i32 s5, s8, 5
	s_lshr_b32 s17, s9, 16
	s_mov_b32 s4, s13
	s_bfe_i64 s[8:9], s[12:13], 0x100000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s0
	s_mul_i32 s13, s2, s1
	v_mul_f64 v[5:6], v[3:4], s[10:11]
	s_mul_i32 s3, s3, s0
	v_mad_u64_u32 v[7:8], s[0:1], s2, v7, 0
	s_mul_i32 s7, s7, 3
	s_bfe_u32 s12, s16, 0x80008
	s_bfe_i64 s[0:1], s[4:5], 0x80000
	s_add_u32 s2, s7, s6
	v_floor_f64_e32 v[5:6], v[5:6]
	v_add_u32_e32 v8, vcc, s13, v8
	s_mov_b32 s11, 0xc1f00000
	v_add_u32_e32 v8, vcc, s3, v8
	s_addc_u32 s3, 0, 0
	s_add_u32 s2, s2, s5
	v_fma_f64 v[3:4], v[5:6], s[10:11], v[3:4]
	s_addc_u32 s3, s3, 0
	s_add_u32 s2, s2, s8
	s_addc_u32 s3, s3, s9
	s_add_u32 s2, s2, s17
	s_addc_u32 s3, s3, 0
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_cvt_u32_f64_e32 v3, v[3:4]
	s_add_u32 s0, s0, s12
	v_cvt_i32_f64_e32 v5, v[5:6]
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v6, vcc, s0, v7
	v_addc_u32_e32 v4, vcc, v4, v8, vcc
	v_add_u32_e32 v3, vcc, v6, v3
	v_lshlrev_b32_e32 v2, 3, v2
	v_addc_u32_e32 v4, vcc, v4, v5, vcc
	v_add_u32_e32 v1, vcc, v2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_mov_b32_e32 v1, s15
	v_add_u32_e32 v0, vcc, s14, v0
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
	.globl empty_kernel
	.protected empty_kernel
	.amdgpu_hsa_kernel empty_kernel
empty_kernel:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 8
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 1
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 0
  granulated_wavefront_sgpr_count = 0
  priority = 0
  float_mode = 240
  priv = 0
  enable_dx10_clamp = 1
  debug_mode = 0
  enable_ieee_mode = 1
  enable_wgp_mode = 0
  enable_mem_ordered = 0
  enable_fwd_progress = 0
  enable_sgpr_private_segment_wave_byte_offset = 0
  user_sgpr_count = 4
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
  enable_sgpr_kernarg_segment_ptr = 0
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
  is_xnack_enabled = 1
  workitem_private_segment_byte_size = 0
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 0
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 0
  workitem_vgpr_count = 0
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
	.amdgpu_hsa_kernel many_regs
many_regs:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 8
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 1
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 5
  granulated_wavefront_sgpr_count = 2
  priority = 0
  float_mode = 240
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
  is_xnack_enabled = 1
  workitem_private_segment_byte_size = 0
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 8
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 20
  workitem_vgpr_count = 21
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
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s10, 0x40400000
	s_mov_b32 s11, 0x40a00000
	s_mov_b32 s12, 0x40c00000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, 0x100, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dword v6, v[2:3]
	v_add_u32_e32 v2, vcc, 0x200, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, 0x300, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dword v7, v[2:3]
	flat_load_dword v8, v[4:5]
	s_mov_b32 s13, 0x40e00000
	s_mov_b32 s14, 0x41100000
	s_mov_b32 s15, 0x41200000
	s_mov_b32 s16, 0x41300000
	s_mov_b32 s17, 0x41400000
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v2, s[0:1], s10, s10, v6
	v_div_scale_f32 v3, s[0:1], s11, s11, v6
	v_div_scale_f32 v4, s[0:1], s12, s12, v6
	v_div_scale_f32 v5, s[0:1], s13, s13, v6
	v_div_scale_f32 v9, s[0:1], s14, s14, v6
	v_div_scale_f32 v10, s[0:1], s15, s15, v6
	v_div_scale_f32 v11, vcc, v6, s10, v6
	v_rcp_f32_e32 v12, v2
	v_rcp_f32_e32 v13, v3
	v_rcp_f32_e32 v14, v4
	v_fma_f32 v18, -v2, v12, 1.0
	v_rcp_f32_e32 v15, v5
	v_fma_f32 v19, -v3, v13, 1.0
	v_rcp_f32_e32 v16, v9
	v_fma_f32 v12, v18, v12, v12
	v_rcp_f32_e32 v17, v10
	v_fma_f32 v18, -v4, v14, 1.0
	v_fma_f32 v13, v19, v13, v13
	v_fma_f32 v19, -v5, v15, 1.0
	v_fma_f32 v14, v18, v14, v14
	v_fma_f32 v18, -v9, v16, 1.0
	v_fma_f32 v15, v19, v15, v15
	v_fma_f32 v19, -v10, v17, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32_e32 v18, v11, v12
	v_fma_f32 v17, v19, v17, v17
	v_fma_f32 v19, -v2, v18, v11
	v_fma_f32 v18, v19, v12, v18
	v_div_scale_f32 v19, s[0:1], v6, s11, v6
	v_fma_f32 v2, -v2, v18, v11
	v_div_scale_f32 v11, s[2:3], v6, s12, v6
	v_div_fmas_f32 v2, v2, v12, v18
	s_mov_b64 vcc, s[0:1]
	v_mul_f32_e32 v12, v19, v13
	v_fma_f32 v18, -v3, v12, v19
	v_fma_f32 v12, v18, v13, v12
	v_div_scale_f32 v18, s[4:5], v6, s13, v6
	v_fma_f32 v3, -v3, v12, v19
	v_div_scale_f32 v19, s[6:7], v6, s14, v6
	v_div_fmas_f32 v3, v3, v13, v12
	v_mul_f32_e32 v12, v11, v14
	v_fma_f32 v13, -v4, v12, v11
	v_fma_f32 v12, v13, v14, v12
	v_div_scale_f32 v13, s[0:1], v6, s15, v6
	v_fma_f32 v4, -v4, v12, v11
	v_div_scale_f32 v11, s[8:9], s16, s16, v6
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v4, v4, v14, v12
	v_mul_f32_e32 v12, v18, v15
	v_fma_f32 v14, -v5, v12, v18
	v_fma_f32 v12, v14, v15, v12
	v_div_scale_f32 v14, s[2:3], v6, s16, v6
	v_fma_f32 v5, -v5, v12, v18
	v_mul_f32_e32 v18, v19, v16
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v5, v5, v15, v12
	v_fma_f32 v15, -v9, v18, v19
	v_fma_f32 v15, v15, v16, v18
	v_fma_f32 v9, -v9, v15, v19
	v_div_scale_f32 v19, s[4:5], s17, s17, v6
	v_mul_f32_e32 v12, v13, v17
	v_fma_f32 v18, -v10, v12, v13
	v_fma_f32 v12, v18, v17, v12
	v_rcp_f32_e32 v18, v11
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f32 v9, v9, v16, v15
	s_mov_b64 vcc, s[0:1]
	v_div_scale_f32 v16, s[0:1], v6, s17, v6
	v_fma_f32 v10, -v10, v12, v13
	v_fma_f32 v13, -v11, v18, 1.0
	v_div_fmas_f32 v10, v10, v17, v12
	v_fma_f32 v12, v13, v18, v18
	v_mul_f32_e32 v13, v14, v12
	v_fma_f32 v15, -v11, v13, v14
	s_mov_b32 s6, 0x41500000
	v_fma_f32 v13, v15, v12, v13
	v_div_scale_f32 v15, s[4:5], s6, s6, v6
	v_rcp_f32_e32 v17, v19
	v_fma_f32 v11, -v11, v13, v14
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v11, v11, v12, v13
	v_div_scale_f32 v13, s[2:3], v6, s6, v6
	s_mov_b32 s7, 0x41600000
	v_div_scale_f32 v14, s[4:5], s7, s7, v6
	v_fma_f32 v12, -v19, v17, 1.0
	v_fma_f32 v12, v12, v17, v17
	v_mul_f32_e32 v17, v16, v12
	v_fma_f32 v18, -v19, v17, v16
	v_fma_f32 v17, v18, v12, v17
	v_fma_f32 v16, -v19, v17, v16
	v_div_scale_f32 v19, s[4:5], v6, s7, v6
	v_rcp_f32_e32 v18, v15
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v12, v16, v12, v17
	s_mov_b64 vcc, s[2:3]
	v_fma_f32 v16, -v15, v18, 1.0
	v_fma_f32 v16, v16, v18, v18
	v_mul_f32_e32 v17, v13, v16
	v_fma_f32 v18, -v15, v17, v13
	v_fma_f32 v17, v18, v16, v17
	v_rcp_f32_e32 v18, v14
	v_fma_f32 v13, -v15, v17, v13
	s_mov_b32 s2, 0x41700000
	v_div_fmas_f32 v13, v13, v16, v17
	v_div_scale_f32 v16, s[0:1], s2, s2, v6
	v_fma_f32 v15, -v14, v18, 1.0
	v_fma_f32 v15, v15, v18, v18
	v_mul_f32_e32 v17, v19, v15
	v_fma_f32 v18, -v14, v17, v19
	v_fma_f32 v17, v18, v15, v17
	v_div_scale_f32 v18, s[0:1], v6, s2, v6
	v_fma_f32 v14, -v14, v17, v19
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v14, v14, v15, v17
	s_mov_b64 vcc, s[0:1]
	v_div_fixup_f32 v2, v2, s10, v6
	v_div_fixup_f32 v3, v3, s11, v6
	v_div_fixup_f32 v4, v4, s12, v6
	v_rcp_f32_e32 v19, v16
	v_div_fixup_f32 v5, v5, s13, v6
	v_div_fixup_f32 v9, v9, s14, v6
	v_div_fixup_f32 v10, v10, s15, v6
	v_fma_f32 v15, -v16, v19, 1.0
	v_fma_f32 v15, v15, v19, v19
	v_div_fixup_f32 v11, v11, s16, v6
	v_mul_f32_e32 v17, v18, v15
	v_fma_f32 v19, -v16, v17, v18
	v_fma_f32 v17, v19, v15, v17
	flat_load_dword v19, v[0:1]
	v_fma_f32 v16, -v16, v17, v18
	v_div_fmas_f32 v15, v16, v15, v17
	v_mul_f32_e32 v18, 0.5, v6
	v_mul_f32_e32 v16, 0x3e800000, v6
	v_mul_f32_e32 v17, 0x3e000000, v6
	v_div_fixup_f32 v12, v12, s17, v6
	v_div_fixup_f32 v13, v13, s6, v6
	v_div_fixup_f32 v14, v14, s7, v6
	s_mov_b32 s0, 0x41000000
	v_div_fixup_f32 v15, v15, s2, v6
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v19, 0, v6
	v_mul_f32_e32 v6, 0x3d800000, v6
	v_fma_f32 v4, v19, s11, v4
	v_fma_f32 v6, v19, s2, v6
	v_fma_f32 v17, v19, s13, v17
	v_fma_f32 v4, v7, v8, v4
	v_fma_f32 v6, v7, v8, v6
	v_fma_f32 v2, v19, 2.0, v2
	v_fma_f32 v3, v19, 4.0, v3
	v_fma_f32 v5, v19, s12, v5
	v_fma_f32 v13, v19, s17, v13
	v_fma_f32 v14, v19, s6, v14
	v_add_f32_e32 v4, 0xc0a00000, v4
	v_fma_f32 v17, v7, v8, v17
	v_add_f32_e32 v6, 0xc1700000, v6
	v_add_f32_e32 v18, v19, v18
	v_fma_f32 v16, v19, s10, v16
	v_fma_f32 v10, v19, s14, v10
	v_fma_f32 v12, v19, s16, v12
	v_fma_f32 v2, v7, v8, v2
	v_fma_f32 v3, v7, v8, v3
	v_fma_f32 v5, v7, v8, v5
	v_add_f32_e32 v17, 0xc0e00000, v17
	v_fma_f32 v13, v7, v8, v13
	v_fma_f32 v14, v7, v8, v14
	v_fma_f32 v4, v4, v4, v6
	v_fma_f32 v9, v19, s0, v9
	v_fma_f32 v11, v19, s15, v11
	v_fma_f32 v15, v19, s7, v15
	v_fma_f32 v18, v7, v8, v18
	v_add_f32_e32 v2, -2.0, v2
	v_fma_f32 v16, v7, v8, v16
	v_add_f32_e32 v3, -4.0, v3
	v_add_f32_e32 v5, 0xc0c00000, v5
	v_fma_f32 v10, v7, v8, v10
	v_fma_f32 v12, v7, v8, v12
	v_add_f32_e32 v13, 0xc1400000, v13
	v_add_f32_e32 v14, 0xc1500000, v14
	v_fma_f32 v17, v17, v17, v4
	v_fma_f32 v19, v7, v8, v20
	v_add_f32_e32 v18, -1.0, v18
	v_add_f32_e32 v16, 0xc0400000, v16
	v_fma_f32 v9, v7, v8, v9
	v_add_f32_e32 v10, 0xc1100000, v10
	v_fma_f32 v11, v7, v8, v11
	v_add_f32_e32 v12, 0xc1300000, v12
	v_fma_f32 v15, v7, v8, v15
	v_fma_f32 v2, v2, v2, v5
	v_fma_f32 v3, v3, v3, v13
	v_fma_f32 v14, v14, v14, v17
	v_add_f32_e32 v9, 0xc1000000, v9
	v_add_f32_e32 v11, 0xc1200000, v11
	v_add_f32_e32 v15, 0xc1600000, v15
	v_fma_f32 v7, v19, v19, v19
	v_fma_f32 v8, v18, v18, v16
	v_fma_f32 v16, v16, v16, v10
	v_fma_f32 v5, v5, v5, v2
	v_fma_f32 v10, v10, v10, v12
	v_fma_f32 v13, v13, v13, v3
	v_fma_f32 v6, v6, v6, v14
	v_fma_f32 v9, v9, v9, v9
	v_fma_f32 v11, v11, v11, v15
	v_fma_f32 v12, v12, v12, v8
	v_fma_f32 v7, v7, v8, v7
	v_fma_f32 v8, v8, v2, v16
	v_fma_f32 v2, v2, v16, v5
	v_fma_f32 v16, v16, v3, v10
	v_fma_f32 v3, v3, v4, v13
	v_fma_f32 v4, v4, v5, v6
	v_fma_f32 v15, v15, v15, v11
	v_fma_f32 v5, v5, v17, v2
	v_fma_f32 v17, v17, v9, v4
	v_fma_f32 v9, v9, v10, v9
	v_fma_f32 v10, v10, v11, v12
	v_fma_f32 v11, v11, v12, v15
	v_fma_f32 v12, v12, v13, v8
	v_fma_f32 v13, v13, v14, v3
	v_fma_f32 v14, v14, v15, v17
	v_fma_f32 v15, v15, v6, v11
	v_fma_f32 v6, v6, v7, v14
	v_fma_f32 v8, v8, v16, v16
	v_fma_f32 v16, v16, v4, v10
	v_fma_f32 v4, v4, v17, v6
	v_fma_f32 v17, v17, v10, v4
	v_fma_f32 v7, v7, v2, v7
	v_fma_f32 v2, v2, v3, v5
	v_fma_f32 v10, v10, v12, v12
	v_fma_f32 v12, v12, v14, v8
	v_fma_f32 v14, v14, v6, v17
	v_fma_f32 v3, v3, v5, v13
	v_fma_f32 v5, v5, v9, v2
	v_fma_f32 v9, v9, v11, v9
	v_fma_f32 v6, v6, v8, v14
	v_fma_f32 v11, v11, v13, v15
	v_fma_f32 v13, v13, v15, v3
	v_fma_f32 v2, v2, v4, v5
	v_fma_f32 v4, v4, v9, v6
	v_fma_f32 v15, v15, v7, v11
	v_fma_f32 v7, v7, v16, v7
	v_fma_f32 v8, v8, v3, v16
	v_fma_f32 v3, v3, v17, v13
	v_fma_f32 v17, v17, v11, v4
	v_fma_f32 v11, v11, v14, v15
	v_fma_f32 v14, v14, v7, v17
	v_fma_f32 v16, v16, v5, v10
	v_fma_f32 v5, v5, v10, v2
	v_fma_f32 v10, v10, v13, v12
	v_fma_f32 v13, v13, v6, v3
	v_fma_f32 v6, v6, v2, v14
	v_fma_f32 v9, v9, v12, v9
	v_fma_f32 v12, v12, v15, v8
	v_fma_f32 v15, v15, v8, v11
	v_fma_f32 v8, v8, v4, v16
	v_fma_f32 v4, v4, v10, v6
	v_fma_f32 v16, v16, v17, v10
	v_fma_f32 v17, v17, v12, v4
	v_fma_f32 v2, v2, v5, v5
	v_fma_f32 v10, v10, v14, v12
	v_fma_f32 v14, v14, v8, v17
	v_fma_f32 v7, v7, v3, v7
	v_fma_f32 v3, v3, v9, v13
	v_fma_f32 v5, v5, v11, v2
	v_fma_f32 v11, v11, v15, v15
	v_fma_f32 v12, v12, v6, v8
	v_fma_f32 v6, v6, v16, v14
	v_fma_f32 v9, v9, v13, v9
	v_fma_f32 v13, v13, v7, v3
	v_fma_f32 v7, v7, v4, v7
	v_fma_f32 v4, v4, v11, v6
	v_fma_f32 v15, v15, v2, v11
	v_fma_f32 v2, v2, v17, v5
	v_fma_f32 v17, v17, v13, v4
	v_fma_f32 v8, v8, v5, v16
	v_fma_f32 v16, v16, v9, v10
	v_fma_f32 v3, v3, v10, v13
	v_fma_f32 v9, v9, v14, v9
	v_fma_f32 v14, v14, v2, v17
	v_fma_f32 v5, v5, v12, v2
	v_fma_f32 v10, v10, v15, v12
	v_fma_f32 v11, v11, v6, v15
	v_fma_f32 v12, v12, v7, v8
	v_fma_f32 v6, v6, v3, v14
	v_fma_f32 v4, v4, v12, v6
	v_fma_f32 v13, v13, v8, v3
	v_fma_f32 v15, v15, v16, v11
	v_fma_f32 v7, v7, v5, v7
	v_fma_f32 v8, v8, v17, v16
	v_fma_f32 v2, v2, v9, v5
	v_fma_f32 v17, v17, v14, v4
	v_fma_f32 v16, v16, v10, v10
	v_fma_f32 v3, v3, v11, v13
	v_fma_f32 v5, v5, v13, v2
	v_fma_f32 v9, v9, v15, v9
	v_fma_f32 v10, v10, v6, v12
	v_fma_f32 v11, v11, v7, v15
	v_fma_f32 v12, v12, v8, v8
	v_fma_f32 v7, v7, v17, v7
	v_fma_f32 v13, v13, v2, v3
	v_fma_f32 v14, v14, v16, v17
	v_fma_f32 v8, v8, v9, v16
	v_fma_f32 v2, v2, v10, v5
	v_fma_f32 v16, v16, v11, v10
	v_fma_f32 v10, v10, v7, v12
	v_add_f32_e32 v7, 0, v7
	v_add_f32_e32 v7, v7, v8
	v_fma_f32 v15, v15, v3, v11
	v_fma_f32 v3, v3, v12, v13
	v_fma_f32 v5, v5, v14, v2
	v_fma_f32 v12, v12, v2, v8
	v_add_f32_e32 v2, v7, v2
	v_fma_f32 v6, v6, v4, v14
	v_add_f32_e32 v2, v2, v16
	v_fma_f32 v4, v4, v13, v6
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v2, v2, v4
	v_fma_f32 v17, v17, v15, v4
	v_add_f32_e32 v2, v2, v5
	v_fma_f32 v9, v9, v6, v9
	v_add_f32_e32 v2, v2, v17
	v_add_f32_e32 v2, v2, v9
	v_fma_f32 v11, v11, v8, v15
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v2, v2, v11
	v_fma_f32 v13, v13, v16, v3
	v_add_f32_e32 v2, v2, v12
	v_fma_f32 v14, v14, v3, v17
	v_add_f32_e32 v2, v2, v13
	v_fma_f32 v15, v15, v4, v11
	v_add_f32_e32 v2, v2, v14
	v_fma_f32 v6, v6, v5, v14
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v2, v2, v6
	flat_store_dword v[0:1], v2
	s_endpgm
	.size grid3d, 544
	.size empty_kernel, 260
	.size many_regs, 2864

	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            grid3d
    SymbolName:      'grid3d@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'long*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        short
        Size:            2
        Align:           2
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        ushort
        Size:            2
        Align:           2
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        char
        Size:            1
        Align:           1
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        uchar
        Size:            1
        Align:           1
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        long
        Size:            8
        Align:           8
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        ulong
        Size:            8
        Align:           8
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        double
        Size:            8
        Align:           8
        ValueKind:       ByValue
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 40
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        20
      NumVGPRs:        9
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled:  true
  - Name:            empty_kernel
    SymbolName:      'empty_kernel@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    CodeProps:
      KernargSegmentSize: 0
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 4
      WavefrontSize:   64
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled:  true
  - Name:            many_regs
    SymbolName:      'many_regs@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 8
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        20
      NumVGPRs:        21
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled:  true
...
	.end_amd_amdgpu_hsa_metadata
