// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.hidden accumulate
	.type accumulate,@function
accumulate:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s10, 0
	s_mov_b64 s[6:7], exec
	v_cmpx_lt_i32_e32 0, v2
	s_cbranch_execz .L8c
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.L40:
	flat_load_dword v1, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add3_u32 v1, v3, s10, v1
	s_add_i32 s10, s10, 1
	v_cmp_eq_u32_e32 vcc, s10, v2
	flat_store_dword v[4:5], v1
	v_mad_u64_u32 v[0:1], null, v1, s10, v[0:1]
	v_add_co_u32 v4, s[4:5], v4, 4
	v_add_co_ci_u32_e64 v5, s[4:5], 0, v5, s[4:5]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .L40
	s_or_b64 exec, exec, s[8:9]
.L8c:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_setpc_b64 s[30:31]
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl gen_ptrs
	.protected gen_ptrs
	.type gen_ptrs,@function
gen_ptrs:
	s_add_u32 s8, s8, s11
	s_movk_i32 s32, 0x800
	s_addc_u32 s9, s9, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s8
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s9
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_lshlrev_b32_e32 v15, 4, v0
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[1:2], null, s10, s8, v[0:1]
	v_add_co_u32 v9, s[6:7], s4, v1
	v_add_co_ci_u32_e64 v10, null, s5, 0, s[6:7]
	v_lshlrev_b64 v[11:12], 4, v[9:10]
	v_add_co_u32 v3, vcc, s12, v11
	v_add_co_ci_u32_e32 v4, vcc, s13, v12, vcc
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, 0xfffffe88
	.long 0x820dff0d, 0xffffffff // s_addc_u32 s13, s13, -1
	global_load_dwordx4 v[5:8], v[3:4], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v5
	v_add_nc_u32_e32 v1, -7, v5
	v_lshlrev_b32_e32 v2, 1, v6
	v_add_nc_u32_e32 v5, -7, v6
	v_lshlrev_b32_e32 v6, 1, v7
	v_lshlrev_b32_e32 v10, 1, v8
	v_add_nc_u32_e32 v7, -7, v7
	v_add_nc_u32_e32 v8, -7, v8
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v5, off, s[0:3], 0 offset:8
	buffer_store_dword v7, off, s[0:3], 0 offset:12
	ds_write2_b32 v15, v6, v10 offset0:2 offset1:3
	ds_write2_b32 v15, v0, v2 offset1:1
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v3, 1
	buffer_store_dword v8, off, s[0:3], 0 offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_swappc_b64 s[30:31], s[12:13]
	v_cmp_ne_u32_e32 vcc, -1, v15
	s_getreg_b32 s4, hwreg(HW_REG_SH_MEM_BASES, 16, 16)
	v_mov_b32_e32 v6, v0
	s_lshl_b32 s11, s4, 16
	v_mov_b32_e32 v2, 4
	v_cndmask_b32_e32 v8, 0, v15, vcc
	v_cndmask_b32_e64 v10, 0, s11, vcc
	v_mov_b32_e32 v3, 2
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v10
	s_swappc_b64 s[30:31], s[12:13]
	v_and_b32_e32 v13, 1, v9
	s_getreg_b32 s4, hwreg(HW_REG_SH_MEM_BASES, 0, 16)
	v_mov_b32_e32 v7, v0
	s_lshl_b32 s4, s4, 16
	v_mov_b32_e32 v2, 4
	v_cmp_eq_u64_e32 vcc, 0, v[13:14]
	v_mov_b32_e32 v3, 3
	v_cndmask_b32_e64 v9, v8, 4, vcc
	v_cndmask_b32_e64 v10, v10, s4, vcc
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v10
	s_swappc_b64 s[30:31], s[12:13]
	buffer_load_dword v2, off, s[0:3], 0 offset:4
	v_cmp_ne_u64_e32 vcc, 0, v[9:10]
	ds_read_b32 v3, v15 offset:12
	v_mov_b32_e32 v8, v0
	v_cndmask_b32_e32 v0, -1, v9, vcc
	v_cmp_eq_u32_e32 vcc, s11, v10
	v_cmp_ne_u32_e64 s[4:5], -1, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	v_add_co_u32 v0, vcc, s14, v11
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_add_co_ci_u32_e32 v1, vcc, s15, v12, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor3_b32 v9, v2, v4, v3
	global_store_dwordx4 v[0:1], v[6:9], off
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
	.globl c11_atomics
	.protected c11_atomics
	.type c11_atomics,@function
c11_atomics:
	s_clause 0x2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dwordx2 s[6:7], s[6:7], 0x18
	s_load_dword s9, s[4:5], 0x4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L33c
	v_mov_b32_e32 v1, 0
	ds_write2_b32 v1, v1, v1 offset1:1
.L33c:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, 0xffff, s9
	v_mov_b32_e32 v3, 0
	v_mad_u64_u32 v[1:2], null, s8, s4, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mul_lo_u16 v0, v0, 5
	v_add_co_u32 v7, s[4:5], s6, v1
	v_add_co_ci_u32_e64 v4, null, s7, 0, s[4:5]
	v_mad_u64_u32 v[1:2], null, 0xc46535f9, v7, 0
	v_and_b32_e32 v8, 7, v7
	v_lshlrev_b32_e64 v9, v7, 1
	global_atomic_add v3, v8, s[0:1]
	v_sub_nc_u32_e32 v2, v2, v7
	v_mad_u64_u32 v[5:6], null, 0xc46535f9, v4, v[2:3]
	v_mul_lo_u32 v6, v7, 3
	v_lshlrev_b32_e32 v4, 1, v7
	v_mov_b32_e32 v2, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	global_atomic_smax v3, v6, s[0:1] offset:4
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	global_atomic_or v3, v9, s[0:1] offset:8
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	global_atomic_sub v3, v7, s[0:1] offset:12
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	global_atomic_add_x2 v3, v[3:4], s[2:3]
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_smin_x2 v3, v[1:2], s[2:3] offset:8
	v_mov_b32_e32 v1, 0x2193
	v_mul_u32_u24_sdwa v1, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v1, 19, v1
	v_mul_lo_u16 v1, v1, 61
	v_sub_nc_u16 v0, v0, v1
	v_mov_b32_e32 v1, 1
	v_and_b32_e32 v0, 0xffff, v0
	ds_add_u32 v3, v1
	ds_max_i32 v3, v0 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L500
	v_mov_b32_e32 v0, 0
	s_mov_b32 s9, 0
	s_lshl_b64 s[0:1], s[8:9], 3
	s_add_u32 s0, s10, s0
	ds_read_b32 v1, v0
	s_addc_u32 s1, s11, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v1, v0 offset:4
	s_waitcnt lgkmcnt(0)
	buffer_gl0_inv
	global_store_dword v0, v1, s[0:1] offset:4
.L500:
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
	s_code_end 
	s_code_end 
	s_code_end 
	.size accumulate, 156
	.size gen_ptrs, 468
	.size c11_atomics, 516

	.rodata
	.p2align 6
// gen_ptrs.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel gen_ptrs
//   .amdhsa_group_segment_fixed_size 1024
//   .amdhsa_private_segment_fixed_size 32
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
	.globl gen_ptrs.kd
	.protected gen_ptrs.kd
	.type gen_ptrs.kd,@object
	.size gen_ptrs.kd, 64
gen_ptrs.kd:
	.long 0x00000400, 0x00000020, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad gen_ptrs@rel64-gen_ptrs.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0103, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x002b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// c11_atomics.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel c11_atomics
//   .amdhsa_group_segment_fixed_size 8
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
//   .amdhsa_next_free_vgpr 12
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
	.globl c11_atomics.kd
	.protected c11_atomics.kd
	.type c11_atomics.kd,@object
	.size c11_atomics.kd, 64
c11_atomics.kd:
	.long 0x00000008, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad c11_atomics@rel64-c11_atomics.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0042, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gen_ptrs
    .private_segment_fixed_size: 32
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         gen_ptrs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'atomic_long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           c11_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         c11_atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
