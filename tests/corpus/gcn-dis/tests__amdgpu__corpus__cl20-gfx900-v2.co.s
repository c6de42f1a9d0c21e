// xvisa co dis: amdgcn-amd-amdhsa--gfx900+xnack (code object V2)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -mattr=+xnack --amdhsa-code-object-version=2 -filetype=obj
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 9,0,1,"AMD","AMDGPU"
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx901"
	.text
	.p2align 8
	.globl kinds
	.protected kinds
	.amdgpu_hsa_kernel kinds
kinds:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 9
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 0
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
  kernarg_segment_byte_size = 48
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 6
  workitem_vgpr_count = 2
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
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v1, s[0:1]
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
	.globl say
	.protected say
	.amdgpu_hsa_kernel say
say:
.amd_kernel_code_t
  amd_code_version_major = 1
  amd_code_version_minor = 2
  amd_machine_kind = 1
  amd_machine_version_major = 9
  amd_machine_version_minor = 0
  amd_machine_version_stepping = 0
  kernel_code_entry_byte_offset = 256
  kernel_code_prefetch_byte_size = 0
  granulated_workitem_vgpr_count = 7
  granulated_wavefront_sgpr_count = 5
  priority = 0
  float_mode = 240
  priv = 0
  enable_dx10_clamp = 1
  debug_mode = 0
  enable_ieee_mode = 1
  enable_wgp_mode = 0
  enable_mem_ordered = 0
  enable_fwd_progress = 0
  enable_sgpr_private_segment_wave_byte_offset = 1
  user_sgpr_count = 14
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
  enable_sgpr_dispatch_ptr = 1
  enable_sgpr_queue_ptr = 1
  enable_sgpr_kernarg_segment_ptr = 1
  enable_sgpr_dispatch_id = 1
  enable_sgpr_flat_scratch_init = 1
  enable_sgpr_private_segment_size = 0
  enable_sgpr_grid_workgroup_count_x = 0
  enable_sgpr_grid_workgroup_count_y = 0
  enable_sgpr_grid_workgroup_count_z = 0
  enable_wavefront_size32 = 0
  enable_ordered_append_gds = 0
  private_element_size = 1
  is_ptr64 = 1
  is_dynamic_callstack = 1
  is_debug_enabled = 0
  is_xnack_enabled = 1
  workitem_private_segment_byte_size = 16384
  workgroup_group_segment_byte_size = 0
  gds_segment_byte_size = 0
  kernarg_segment_byte_size = 72
  workgroup_fbarrier_count = 0
  wavefront_sgpr_count = 42
  workitem_vgpr_count = 32
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
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x8
	s_add_u32 s8, s8, 16
	s_addc_u32 s9, s9, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, 0x1124
	.long 0x820fff0f, 0x00000000 // s_addc_u32 s15, s15, 0
	s_load_dwordx2 s[18:19], s[14:15], 0x0
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 16
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L39c
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s33
	global_store_dwordx2 v[0:1], v[2:3], off
	v_mov_b32_e32 v2, s34
	v_mov_b32_e32 v3, s35
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
.L39c:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s33
	global_store_dword v0, v1, s[34:35]
	s_endpgm
	.size kinds, 288
	.size say, 436

	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Printf:
  - '1:2:4:8:value %d at %p\n'
Kernels:
  - Name:            kinds
    SymbolName:      'kinds@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - TypeName:        image2d_t
        Size:            8
        Align:           8
        ValueKind:       Image
        AddrSpaceQual:   Constant
        AccQual:         ReadOnly
      - TypeName:        image2d_t
        Size:            8
        Align:           8
        ValueKind:       Image
        AddrSpaceQual:   Constant
        AccQual:         WriteOnly
      - TypeName:        sampler_t
        Size:            8
        Align:           8
        ValueKind:       Sampler
        AddrSpaceQual:   Constant
        AccQual:         Default
      - TypeName:        int
        Size:            8
        Align:           8
        ValueKind:       Pipe
        AddrSpaceQual:   Global
        AccQual:         ReadOnly
        IsPipe:          true
      - TypeName:        queue_t
        Size:            8
        Align:           8
        ValueKind:       Queue
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'atomic_int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 48
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        6
      NumVGPRs:        2
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled:  true
  - Name:            say
    SymbolName:      'say@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
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
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetY
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetZ
      - Size:            8
        Align:           8
        ValueKind:       HiddenPrintfBuffer
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenMultiGridSyncArg
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 72
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16384
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        42
      NumVGPRs:        32
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
      IsXNACKEnabled:  true
...
	.end_amd_amdgpu_hsa_metadata
