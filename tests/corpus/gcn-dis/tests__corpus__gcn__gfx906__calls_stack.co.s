// xvisa co dis: amdgcn-amd-amdhsa--gfx906 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx906 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.p2align 8
	.hidden big_sum
	.type big_sum,@function
big_sum:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mad_i64_i32 v[7:8], s[4:5], v0, v9, v[7:8]
	v_add_u32_e32 v0, 1, v9
	v_mad_i64_i32 v[0:1], s[4:5], v1, v0, v[7:8]
	v_add_u32_e32 v7, 2, v9
	v_mad_i64_i32 v[0:1], s[4:5], v2, v7, v[0:1]
	v_add_u32_e32 v2, 3, v9
	v_mad_i64_i32 v[0:1], s[4:5], v3, v2, v[0:1]
	v_add_u32_e32 v2, 4, v9
	v_trunc_f32_e32 v3, v6
	v_mad_i64_i32 v[0:1], s[4:5], v4, v2, v[0:1]
	s_mov_b32 s4, 0x2f800000
	v_mul_f32_e64 v4, |v3|, s4
	v_floor_f32_e32 v4, v4
	s_mov_b32 s4, 0xcf800000
	v_cvt_u32_f32_e32 v6, v4
	v_fma_f32 v4, v4, s4, |v3|
	v_cvt_u32_f32_e32 v4, v4
	v_add_u32_e32 v2, 5, v9
	v_mad_i64_i32 v[0:1], s[4:5], v5, v2, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v3
	v_xor_b32_e32 v4, v4, v2
	v_xor_b32_e32 v3, v6, v2
	v_sub_co_u32_e32 v4, vcc, v4, v2
	v_subb_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	s_setpc_b64 s[30:31]
	.hidden many_args
	.type many_args,@function
many_args:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v8, v8, 9
	v_mul_lo_u32 v2, v2, 3
	v_lshl_add_u32 v0, v1, 1, v0
	v_lshlrev_b32_e32 v1, 2, v3
	v_mad_u64_u32 v[8:9], s[4:5], v9, 10, v[8:9]
	v_mul_lo_u32 v9, v10, 11
	v_mul_lo_u32 v10, v11, 12
	v_add3_u32 v0, v0, v2, v1
	v_mul_lo_u32 v1, v4, 5
	v_mul_lo_u32 v2, v5, 6
	v_add3_u32 v8, v8, v9, v10
	buffer_load_dword v9, off, s[0:3], s32
	buffer_load_dword v3, off, s[0:3], s32 offset:8
	buffer_load_dword v4, off, s[0:3], s32 offset:4
	buffer_load_dword v5, off, s[0:3], s32 offset:12
	buffer_load_dword v10, off, s[0:3], s32 offset:20
	buffer_load_dword v11, off, s[0:3], s32 offset:16
	v_add3_u32 v0, v0, v1, v2
	buffer_load_dword v2, off, s[0:3], s32 offset:24
	buffer_load_dword v31, off, s[0:3], s32 offset:28
	buffer_load_dword v32, off, s[0:3], s32 offset:32
	v_mul_lo_u32 v1, v6, 7
	v_lshlrev_b32_e32 v7, 3, v7
	v_mul_lo_u32 v6, v12, 13
	v_mul_lo_u32 v12, v13, 14
	v_add3_u32 v7, v0, v1, v7
	v_mul_lo_u32 v0, v16, 17
	v_mul_lo_u32 v13, v19, 20
	v_add3_u32 v6, v8, v6, v12
	v_mul_lo_u32 v8, v14, 15
	v_mul_lo_u32 v12, v18, 19
	v_mad_u64_u32 v[0:1], s[4:5], v17, 18, v[0:1]
	v_mul_lo_u32 v1, v20, 21
	v_mul_lo_u32 v14, v21, 22
	v_lshlrev_b32_e32 v15, 4, v15
	v_add3_u32 v6, v6, v8, v15
	v_add3_u32 v0, v0, v12, v13
	v_add3_u32 v0, v0, v1, v14
	v_xor_b32_e32 v1, v6, v7
	v_mul_lo_u32 v6, v22, 23
	v_mul_lo_u32 v7, v23, 24
	v_mul_lo_u32 v8, v24, 25
	v_mul_lo_u32 v12, v25, 26
	v_mul_lo_u32 v13, v26, 27
	v_mul_lo_u32 v14, v27, 28
	v_mul_lo_u32 v15, v28, 29
	v_mul_lo_u32 v16, v29, 30
	v_mul_lo_u32 v17, v30, 31
	v_add3_u32 v0, v0, v6, v7
	v_add3_u32 v0, v0, v8, v12
	v_add3_u32 v0, v0, v13, v14
	v_add3_u32 v0, v0, v15, v16
	s_waitcnt vmcnt(7)
	v_mul_lo_u32 v3, v3, 34
	v_lshlrev_b32_e32 v9, 5, v9
	v_add3_u32 v0, v0, v17, v9
	v_xor_b32_e32 v0, v1, v0
	s_waitcnt vmcnt(6)
	v_mul_lo_u32 v1, v4, 33
	s_waitcnt vmcnt(5)
	v_mul_lo_u32 v4, v5, 35
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v5, v11, 36
	v_mul_lo_u32 v6, v10, 37
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v2, v2, 38
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v31, 39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v8, v32, 40
	v_add3_u32 v1, v3, v1, v4
	v_add3_u32 v1, v1, v5, v6
	v_add3_u32 v1, v1, v2, v7
	v_add_lshl_u32 v1, v1, v8, 1
	v_xor_b32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
	.hidden fill
	.type fill,@function
fill:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s8, 0
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L30c
	v_mul_lo_u32 v3, v2, 3
	s_mov_b64 s[6:7], 0
.L2e0:
	v_add_u32_e32 v1, -1, v1
	v_xor_b32_e32 v4, s8, v3
	s_add_i32 s8, s8, 16
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v3, v3, v2
	buffer_store_dword v4, v0, s[0:3], 0 offen
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v0, 4, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .L2e0
.L30c:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
	.hidden pick
	.type pick,@function
pick:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, 15, v1
	v_lshl_add_u32 v0, v1, 2, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
	.hidden halve_or_square
	.type halve_or_square,@function
halve_or_square:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v0
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e64 v2, -v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v0, v2, v1, vcc
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
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl calls_stack
	.protected calls_stack
	.type calls_stack,@function
calls_stack:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	s_movk_i32 s6, 0x3e8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v10, vcc, s8, v0
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v21, v[0:1], off
	v_mov_b32_e32 v1, 16
	s_movk_i32 s32, 0x1400
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffe4c
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v21
	v_mov_b32_e32 v2, v21
	v_add_u32_e32 v40, 11, v21
	v_add_u32_e32 v39, 22, v21
	v_mul_f32_e32 v35, 0.5, v0
	v_mov_b32_e32 v0, 4
	v_add_u32_e32 v38, 33, v21
	v_add_u32_e32 v36, 44, v21
	v_add_u32_e32 v37, 55, v21
	v_mad_i64_i32 v[33:34], s[6:7], v21, s6, 0
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v0, v21
	v_mov_b32_e32 v1, v40
	v_mov_b32_e32 v2, v39
	v_mov_b32_e32 v3, v38
	v_mov_b32_e32 v4, v36
	v_mov_b32_e32 v5, v37
	v_mov_b32_e32 v6, v35
	v_mov_b32_e32 v7, v33
	v_mov_b32_e32 v8, v34
	v_mov_b32_e32 v9, 3
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, 0xfffffb1c
	.long 0x8207ff07, 0xffffffff // s_addc_u32 s7, s7, -1
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_lshlrev_b64 v[0:1], 5, v[10:11]
	v_xor_b32_e32 v24, 3, v21
	v_add_co_u32_e32 v45, vcc, s14, v0
	v_add_u32_e32 v0, 7, v24
	v_ashrrev_i32_e32 v12, 2, v21
	buffer_store_dword v0, off, s[0:3], s32
	v_add_u32_e32 v0, 1, v12
	buffer_store_dword v0, off, s[0:3], s32 offset:8
	v_add_u32_e32 v0, 2, v12
	buffer_store_dword v0, off, s[0:3], s32 offset:12
	v_add_u32_e32 v0, 3, v12
	buffer_store_dword v0, off, s[0:3], s32 offset:16
	v_add_u32_e32 v0, 4, v12
	buffer_store_dword v0, off, s[0:3], s32 offset:20
	v_add_u32_e32 v0, 5, v12
	v_mov_b32_e32 v2, s15
	buffer_store_dword v0, off, s[0:3], s32 offset:24
	v_add_u32_e32 v0, 6, v12
	v_addc_co_u32_e32 v46, vcc, v2, v1, vcc
	v_add_u32_e32 v1, 1, v21
	v_add_u32_e32 v2, 2, v21
	v_add_u32_e32 v3, 3, v21
	v_add_u32_e32 v4, 4, v21
	v_add_u32_e32 v5, 5, v21
	v_add_u32_e32 v6, 6, v21
	v_add_u32_e32 v7, 7, v21
	v_lshlrev_b32_e32 v8, 1, v21
	buffer_store_dword v0, off, s[0:3], s32 offset:28
	v_add_u32_e32 v0, 7, v12
	v_or_b32_e32 v9, 1, v8
	v_add_u32_e32 v10, v2, v21
	v_add_u32_e32 v11, v3, v21
	buffer_store_dword v12, off, s[0:3], s32 offset:4
	buffer_store_dword v0, off, s[0:3], s32 offset:32
	v_add_u32_e32 v12, v4, v21
	v_add_u32_e32 v13, v5, v21
	v_add_u32_e32 v14, v6, v21
	v_add_u32_e32 v15, v7, v21
	v_add_u32_e32 v16, -5, v21
	v_add_u32_e32 v17, -4, v21
	v_add_u32_e32 v18, -3, v21
	v_add_u32_e32 v19, -2, v21
	v_add_u32_e32 v20, -1, v21
	v_add_u32_e32 v25, 1, v24
	v_add_u32_e32 v26, 2, v24
	v_add_u32_e32 v27, 3, v24
	v_add_u32_e32 v28, 4, v24
	v_add_u32_e32 v29, 5, v24
	v_add_u32_e32 v30, 6, v24
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v0, v21
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffa9c
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v43, v0
	v_ashrrev_i32_e32 v44, 31, v43
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v1, v21
	global_store_dwordx4 v[45:46], v[41:44], off
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, 0xfffffcec
	.long 0x8209ff09, 0xffffffff // s_addc_u32 s9, s9, -1
	s_swappc_b64 s[30:31], s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dwordx2 v[45:46], v[0:1], off offset:16
	v_and_b32_e32 v0, 1, v21
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[10:11], exec, s[4:5]
	s_cbranch_execz .L68c
	v_mov_b32_e32 v0, v21
	v_mov_b32_e32 v1, v40
	v_mov_b32_e32 v2, v39
	v_mov_b32_e32 v3, v38
	v_mov_b32_e32 v4, v36
	v_mov_b32_e32 v5, v37
	v_mov_b32_e32 v6, v35
	v_mov_b32_e32 v7, v33
	v_mov_b32_e32 v8, v34
	v_mov_b32_e32 v9, 1
	s_swappc_b64 s[30:31], s[6:7]
.L68c:
	s_andn2_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .L6a4
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v1, 3
	s_swappc_b64 s[30:31], s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
.L6a4:
	s_or_b64 exec, exec, s[4:5]
	global_store_dwordx2 v[45:46], v[0:1], off offset:24
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
	.globl calls_divergent
	.protected calls_divergent
	.type calls_divergent,@function
calls_divergent:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v3, vcc, s8, v0
	v_addc_co_u32_e32 v4, vcc, 0, v1, vcc
	v_and_b32_e32 v6, 7, v3
	s_mov_b32 s10, 0
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L7c8
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v7, v[0:1], off
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v5, 0
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, 0xfffffbac
	.long 0x8209ff09, 0xffffffff // s_addc_u32 s9, s9, -1
.L79c:
	v_cvt_f32_i32_e32 v0, s10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v7, v0
	s_swappc_b64 s[30:31], s[8:9]
	s_add_i32 s10, s10, 1
	v_cmp_eq_u32_e32 vcc, s10, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_f32_e32 v5, v5, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .L79c
	s_or_b64 exec, exec, s[6:7]
.L7c8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v5, off
	s_endpgm
	.size big_sum, 152
	.size many_args, 552
	.size fill, 88
	.size pick, 32
	.size halve_or_square, 32
	.size calls_stack, 692
	.size calls_divergent, 236

	.rodata
	.p2align 6
.amdhsa_kernel calls_stack
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 120
  .amdhsa_kernarg_size 72
  .amdhsa_user_sgpr_count 10
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 36
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel calls_divergent
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 72
  .amdhsa_user_sgpr_count 10
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 36
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'long*'
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
    .name:           calls_stack
    .private_segment_fixed_size: 120
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         calls_stack.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           calls_divergent
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         calls_divergent.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
