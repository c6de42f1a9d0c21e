// 3 kernel descriptors of amdgcn-amd-amdhsa--gfx700 (code object V2)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx700 --amdhsa-code-object-version=2 -filetype=obj
.hsa_code_object_version 2,1
.text

.p2align 8
.amdgpu_hsa_kernel axpy
axpy:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 0
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
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 28
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 9
  workitem_vgpr_count = 5
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

.p2align 8
.amdgpu_hsa_kernel scale_rows
scale_rows:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 0
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
  kernarg_segment_byte_size = 16
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 9
  workitem_vgpr_count = 3
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

.p2align 8
.amdgpu_hsa_kernel copy_u8
copy_u8:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 7
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 0
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
  kernarg_segment_byte_size = 24
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 9
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
