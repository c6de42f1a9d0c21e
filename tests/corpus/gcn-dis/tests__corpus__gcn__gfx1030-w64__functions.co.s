// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.hidden poly3
	.type poly3,@function
poly3:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mad_u64_u32 v[1:2], null, v1, v0, v[2:3]
	v_mad_u64_u32 v[0:1], null, v1, v0, v[3:4]
	s_setpc_b64 s[30:31]
	.hidden blend
	.type blend,@function
blend:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_sub_f32_e32 v1, v1, v0
	v_mul_f32_e32 v1, v1, v2
	v_add_f32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
	.hidden minmax2
	.type minmax2,@function
minmax2:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_min_i32_e32 v4, v0, v1
	v_max_i32_e32 v0, v0, v1
	buffer_store_dword v4, v2, s[0:3], 0 offen
	buffer_store_dword v0, v3, s[0:3], 0 offen
	s_waitcnt_vscnt null, 0x0
	s_setpc_b64 s[30:31]
	.hidden digit_sum
	.type digit_sum,@function
digit_sum:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], exec
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .Lb8
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[6:7], 0
.L80:
	v_mul_hi_u32 v2, 0xcccccccd, v1
	v_cmp_gt_u32_e32 vcc, 10, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	v_lshrrev_b32_e32 v2, 3, v2
	v_mul_lo_u32 v3, v2, 10
	v_sub_nc_u32_e32 v3, v1, v3
	v_mov_b32_e32 v1, v2
	v_add_nc_u32_e32 v0, v0, v3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .L80
	s_or_b64 exec, exec, s[6:7]
.Lb8:
	s_or_b64 exec, exec, s[4:5]
	s_setpc_b64 s[30:31]
	.hidden chain
	.type chain,@function
chain:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v4, off, s[0:3], s32
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v4, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_mov_b32_e32 v5, v0
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, 0xffffff6c
	.long 0x8209ff09, 0xffffffff // s_addc_u32 s9, s9, -1
	v_writelane_b32 v4, s30, 0
	v_writelane_b32 v4, s31, 1
	s_swappc_b64 s[30:31], s[8:9]
	v_mov_b32_e32 v6, v0
	v_xor_b32_e32 v0, 0x5555, v5
	s_swappc_b64 s[30:31], s[8:9]
	v_mad_u64_u32 v[0:1], null, v6, 7, v[0:1]
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v4, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v4, off, s[0:3], s32
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
	.hidden sum_window
	.type sum_window,@function
sum_window:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[6:7], exec
	v_cmpx_lt_i32_e32 0, v2
	s_cbranch_execz .L1b8
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[8:9], 0
.L180:
	global_load_dword v4, v[0:1], off
	v_add_nc_u32_e32 v2, -1, v2
	v_add_co_u32 v0, vcc, v0, 4
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v4, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .L180
	s_or_b64 exec, exec, s[8:9]
.L1b8:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, v3
	s_setpc_b64 s[30:31]
	.hidden swap_pairs
	.type swap_pairs,@function
swap_pairs:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_add_nc_u32_e32 v4, 1, v1
	v_add_nc_u32_e32 v5, 3, v3
	v_add_nc_u32_e32 v1, 2, v0
	v_add_nc_u32_e32 v3, 4, v2
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v2, v5
	s_setpc_b64 s[30:31]
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl fn_calls
	.protected fn_calls
	.type fn_calls,@function
fn_calls:
	s_add_u32 s8, s8, s11
	s_movk_i32 s32, 0x400
	s_addc_u32 s9, s9, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s8
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s9
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x20
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v3, 8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s8, v[0:1]
	v_add_co_u32 v7, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v8, null, s5, 0, s[6:7]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffdd0
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	v_lshlrev_b64 v[12:13], 2, v[7:8]
	v_add_co_u32 v0, vcc, s12, v12
	v_add_co_ci_u32_e32 v1, vcc, s13, v13, vcc
	global_load_dword v9, v[0:1], off
	v_subrev_nc_u32_e32 v1, 50, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, 3
	v_mov_b32_e32 v2, -7
	v_mov_b32_e32 v3, 11
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffd4c
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_swappc_b64 s[30:31], s[4:5]
	s_clause 0x1
	buffer_load_dword v10, off, s[0:3], 0 offset:4
	buffer_load_dword v11, off, s[0:3], 0 offset:8
	v_lshlrev_b64 v[1:2], 4, v[7:8]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffdd8
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	v_add_co_u32 v14, vcc, s16, v1
	v_add_co_ci_u32_e32 v15, vcc, s17, v2, vcc
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v10, 1, v11
	global_store_dwordx2 v[14:15], v[0:1], off
	v_mov_b32_e32 v0, v9
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v3, v7
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffe8c
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_swappc_b64 s[30:31], s[4:5]
	v_add_co_u32 v4, vcc, s14, v12
	v_add_co_ci_u32_e32 v5, vcc, s15, v13, vcc
	v_sub_nc_u32_e32 v0, v0, v1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffcbc
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	global_load_dword v4, v[4:5], off
	v_mad_u64_u32 v[0:1], null, v2, v3, v[0:1]
	v_mov_b32_e32 v2, 0x3e800000
	v_mov_b32_e32 v7, v0
	global_store_dwordx2 v[14:15], v[6:7], off offset:8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v4, v4
	v_mov_b32_e32 v0, v4
	v_add_f32_e32 v1, 1.0, v1
	s_swappc_b64 s[30:31], s[4:5]
	v_add_co_u32 v1, vcc, s18, v12
	v_add_co_ci_u32_e32 v2, vcc, s19, v13, vcc
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
	.globl fn_calls_window
	.protected fn_calls_window
	.type fn_calls_window,@function
fn_calls_window:
	s_add_u32 s8, s8, s11
	s_mov_b32 s32, 0
	s_addc_u32 s9, s9, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s8
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s9
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s8, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x10
	v_add_co_u32 v5, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v6, null, s5, 0, s[6:7]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffcf8
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s12, v6
	v_add_co_ci_u32_e32 v1, vcc, s13, v7, vcc
	v_mov_b32_e32 v2, s8
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 2
	v_mov_b32_e32 v3, 3
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffb50
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_swappc_b64 s[30:31], s[4:5]
	v_add_nc_u32_e32 v2, v0, v4
	v_add_co_u32 v0, vcc, s14, v6
	v_add_co_ci_u32_e32 v1, vcc, s15, v7, vcc
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
	.size poly3, 28
	.size blend, 24
	.size minmax2, 40
	.size digit_sum, 100
	.size chain, 160
	.size sum_window, 100
	.size swap_pairs, 36
	.size fn_calls, 448
	.size fn_calls_window, 224

	.rodata
	.p2align 6
// fn_calls.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fn_calls
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 32
//   .amdhsa_kernarg_size 88
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fn_calls.kd
	.protected fn_calls.kd
	.type fn_calls.kd,@object
	.size fn_calls.kd, 64
fn_calls.kd:
	.long 0x00000000, 0x00000020, 0x00000058, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fn_calls@rel64-fn_calls.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0103, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x002b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// fn_calls_window.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fn_calls_window
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fn_calls_window.kd
	.protected fn_calls_window.kd
	.type fn_calls_window.kd,@object
	.size fn_calls_window.kd, 64
fn_calls_window.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fn_calls_window@rel64-fn_calls_window.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0101, 0x00000094 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fn_calls
    .private_segment_fixed_size: 32
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         fn_calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
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
        .size:           4
        .type_name:      int
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
    .name:           fn_calls_window
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         fn_calls_window.kd
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
