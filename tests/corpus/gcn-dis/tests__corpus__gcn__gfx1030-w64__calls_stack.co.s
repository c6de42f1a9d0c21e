// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.hidden big_sum
	.type big_sum,@function
big_sum:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mad_i64_i32 v[7:8], null, v0, v9, v[7:8]
	v_add_nc_u32_e32 v0, 1, v9
	v_trunc_f32_e32 v6, v6
	v_mad_i64_i32 v[0:1], null, v1, v0, v[7:8]
	v_add_nc_u32_e32 v7, 2, v9
	v_mad_i64_i32 v[0:1], null, v2, v7, v[0:1]
	v_mul_f32_e64 v2, 0x2f800000, |v6|
	v_add_nc_u32_e32 v7, 3, v9
	v_floor_f32_e32 v2, v2
	v_mad_i64_i32 v[0:1], null, v3, v7, v[0:1]
	v_add_nc_u32_e32 v3, 4, v9
	v_fma_f32 v7, 0xcf800000, v2, |v6|
	v_ashrrev_i32_e32 v6, 31, v6
	v_cvt_u32_f32_e32 v2, v2
	v_mad_i64_i32 v[0:1], null, v4, v3, v[0:1]
	v_cvt_u32_f32_e32 v3, v7
	v_add_nc_u32_e32 v4, 5, v9
	v_xor_b32_e32 v2, v2, v6
	v_xor_b32_e32 v3, v3, v6
	v_mad_i64_i32 v[0:1], null, v5, v4, v[0:1]
	v_sub_co_u32 v3, vcc, v3, v6
	v_sub_co_ci_u32_e32 v2, vcc, v2, v6, vcc
	v_add_co_u32 v0, vcc, v0, v3
	v_add_co_ci_u32_e32 v1, vcc, v1, v2, vcc
	s_setpc_b64 s[30:31]
	.hidden many_args
	.type many_args,@function
many_args:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_lshl_add_u32 v0, v1, 1, v0
	v_mul_lo_u32 v1, v2, 3
	v_lshlrev_b32_e32 v2, 2, v3
	v_mul_lo_u32 v3, v11, 12
	v_mul_lo_u32 v4, v4, 5
	v_mul_lo_u32 v5, v5, 6
	v_mul_lo_u32 v11, v19, 20
	v_mul_lo_u32 v6, v6, 7
	v_lshlrev_b32_e32 v7, 3, v7
	v_add3_u32 v2, v0, v1, v2
	v_mul_lo_u32 v0, v8, 9
	v_mul_lo_u32 v19, v23, 24
	v_lshlrev_b32_e32 v15, 4, v15
	v_add3_u32 v2, v2, v4, v5
	v_mad_u64_u32 v[0:1], null, v9, 10, v[0:1]
	v_mul_lo_u32 v1, v10, 11
	s_clause 0x1
	buffer_load_dword v8, off, s[0:3], s32 offset:8
	buffer_load_dword v9, off, s[0:3], s32 offset:4
	v_mul_lo_u32 v10, v18, 19
	s_clause 0x1
	buffer_load_dword v4, off, s[0:3], s32 offset:16
	buffer_load_dword v5, off, s[0:3], s32 offset:20
	v_add3_u32 v2, v2, v6, v7
	v_mul_lo_u32 v7, v12, 13
	v_mul_lo_u32 v12, v13, 14
	v_mul_lo_u32 v13, v14, 15
	v_add3_u32 v3, v0, v1, v3
	v_mul_lo_u32 v0, v16, 17
	v_mul_lo_u32 v14, v20, 21
	v_mul_lo_u32 v18, v22, 23
	v_mul_lo_u32 v20, v24, 25
	v_mul_lo_u32 v22, v26, 27
	s_clause 0x1
	buffer_load_dword v16, off, s[0:3], s32 offset:32
	buffer_load_dword v6, off, s[0:3], s32
	v_add3_u32 v3, v3, v7, v12
	v_mad_u64_u32 v[0:1], null, v17, 18, v[0:1]
	buffer_load_dword v1, off, s[0:3], s32 offset:12
	v_mul_lo_u32 v17, v21, 22
	v_mul_lo_u32 v21, v25, 26
	v_mul_lo_u32 v12, v28, 29
	v_add3_u32 v3, v3, v13, v15
	v_add3_u32 v0, v0, v10, v11
	s_clause 0x1
	buffer_load_dword v10, off, s[0:3], s32 offset:28
	buffer_load_dword v11, off, s[0:3], s32 offset:24
	v_xor_b32_e32 v2, v3, v2
	v_add3_u32 v0, v0, v14, v17
	v_mul_lo_u32 v14, v29, 30
	v_add3_u32 v0, v0, v18, v19
	v_add3_u32 v0, v0, v20, v21
	s_waitcnt vmcnt(8)
	v_mul_lo_u32 v8, v8, 34
	s_waitcnt vmcnt(7)
	v_mul_lo_u32 v7, v9, 33
	v_mul_lo_u32 v9, v27, 28
	s_waitcnt vmcnt(6)
	v_mul_lo_u32 v4, v4, 36
	s_waitcnt vmcnt(5)
	v_mul_lo_u32 v5, v5, 37
	v_add3_u32 v0, v0, v22, v9
	v_add3_u32 v0, v0, v12, v14
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v6, 5, v6
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v1, v1, 35
	v_add3_u32 v1, v8, v7, v1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v7, v11, 38
	v_mul_lo_u32 v8, v10, 39
	v_add3_u32 v1, v1, v4, v5
	v_mul_lo_u32 v4, v30, 31
	v_mul_lo_u32 v5, v16, 40
	v_add3_u32 v1, v1, v7, v8
	v_add3_u32 v0, v0, v4, v6
	v_add_lshl_u32 v1, v1, v5, 1
	v_xor3_b32 v0, v2, v0, v1
	s_setpc_b64 s[30:31]
	.hidden fill
	.type fill,@function
fill:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_mov_b32 s8, 0
	s_mov_b64 s[4:5], exec
	v_cmpx_lt_i32_e32 0, v1
	s_cbranch_execz .L328
	v_mul_lo_u32 v3, v2, 3
	s_mov_b64 s[6:7], 0
.L2fc:
	v_add_nc_u32_e32 v1, -1, v1
	v_xor_b32_e32 v4, s8, v3
	v_add_nc_u32_e32 v3, v3, v2
	s_add_i32 s8, s8, 16
	v_cmp_eq_u32_e32 vcc, 0, v1
	buffer_store_dword v4, v0, s[0:3], 0 offen
	v_add_nc_u32_e32 v0, 4, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .L2fc
.L328:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt_vscnt null, 0x0
	s_setpc_b64 s[30:31]
	.hidden pick
	.type pick,@function
pick:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_and_b32_e32 v1, 15, v1
	v_lshl_add_u32 v0, v1, 2, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
	.hidden halve_or_square
	.type halve_or_square,@function
halve_or_square:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mul_f32_e32 v1, 0.5, v0
	v_mul_f32_e64 v2, -v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v0
	v_add_f32_e32 v1, 1.0, v1
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
	.globl calls_stack
	.protected calls_stack
	.type calls_stack,@function
calls_stack:
	s_add_u32 s8, s8, s11
	s_addc_u32 s9, s9, 0
	s_movk_i32 s32, 0x1400
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s8
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s9
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s8, v[0:1]
	v_add_co_u32 v10, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v11, null, s5, 0, s[6:7]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffe7c
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_add_co_u32 v0, vcc, s12, v0
	v_add_co_ci_u32_e32 v1, vcc, s13, v1, vcc
	global_load_dword v33, v[0:1], off
	v_mov_b32_e32 v1, 16
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v0, v33
	v_mov_b32_e32 v2, v33
	v_add_nc_u32_e32 v39, 11, v33
	v_add_nc_u32_e32 v38, 22, v33
	v_add_nc_u32_e32 v36, 33, v33
	v_mul_f32_e32 v34, 0.5, v0
	v_mov_b32_e32 v0, 4
	v_add_nc_u32_e32 v37, 44, v33
	v_add_nc_u32_e32 v35, 55, v33
	v_mad_i64_i32 v[31:32], null, 0x3e8, v33, 0
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v0, v33
	v_mov_b32_e32 v1, v39
	v_mov_b32_e32 v2, v38
	v_mov_b32_e32 v3, v36
	v_mov_b32_e32 v4, v37
	v_mov_b32_e32 v5, v35
	v_mov_b32_e32 v6, v34
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v8, v32
	v_mov_b32_e32 v9, 3
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0xfffffb10
	.long 0x8205ff05, 0xffffffff // s_addc_u32 s5, s5, -1
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 5, v[10:11]
	v_xor_b32_e32 v24, 3, v33
	v_add_nc_u32_e32 v2, 2, v33
	v_add_nc_u32_e32 v3, 3, v33
	v_lshlrev_b32_e32 v8, 1, v33
	v_add_nc_u32_e32 v4, 4, v33
	v_add_co_u32 v44, vcc, s14, v0
	v_ashrrev_i32_e32 v0, 2, v33
	v_add_co_ci_u32_e32 v45, vcc, s15, v1, vcc
	v_add_nc_u32_e32 v1, 1, v33
	v_add_nc_u32_e32 v5, 5, v33
	v_add_nc_u32_e32 v18, 1, v0
	v_add_nc_u32_e32 v19, 2, v0
	v_add_nc_u32_e32 v20, 3, v0
	v_add_nc_u32_e32 v6, 6, v33
	v_add_nc_u32_e32 v7, 7, v33
	v_add_nc_u32_e32 v17, 7, v24
	buffer_store_dword v18, off, s[0:3], s32 offset:8
	v_add_nc_u32_e32 v18, 4, v0
	buffer_store_dword v19, off, s[0:3], s32 offset:12
	buffer_store_dword v20, off, s[0:3], s32 offset:16
	v_add_nc_u32_e32 v19, 5, v0
	v_add_nc_u32_e32 v20, 6, v0
	buffer_store_dword v0, off, s[0:3], s32 offset:4
	v_add_nc_u32_e32 v0, 7, v0
	v_or_b32_e32 v9, 1, v8
	v_add_nc_u32_e32 v10, v2, v33
	v_add_nc_u32_e32 v11, v3, v33
	v_add_nc_u32_e32 v12, v4, v33
	v_add_nc_u32_e32 v13, v5, v33
	v_add_nc_u32_e32 v14, v6, v33
	v_add_nc_u32_e32 v15, v7, v33
	v_add_nc_u32_e32 v16, -5, v33
	buffer_store_dword v17, off, s[0:3], s32
	v_add_nc_u32_e32 v17, -4, v33
	buffer_store_dword v18, off, s[0:3], s32 offset:20
	buffer_store_dword v19, off, s[0:3], s32 offset:24
	v_add_nc_u32_e32 v18, -3, v33
	buffer_store_dword v20, off, s[0:3], s32 offset:28
	v_add_nc_u32_e32 v19, -2, v33
	buffer_store_dword v0, off, s[0:3], s32 offset:32
	v_add_nc_u32_e32 v20, -1, v33
	v_add_nc_u32_e32 v25, 1, v24
	v_add_nc_u32_e32 v26, 2, v24
	v_add_nc_u32_e32 v27, 3, v24
	v_add_nc_u32_e32 v28, 4, v24
	v_add_nc_u32_e32 v29, 5, v24
	v_add_nc_u32_e32 v30, 6, v24
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v0, v33
	v_mov_b32_e32 v21, v33
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, 0xfffffa90
	.long 0x8207ff07, 0xffffffff // s_addc_u32 s7, s7, -1
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v1, v33
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, 0xfffffd04
	.long 0x8207ff07, 0xffffffff // s_addc_u32 s7, s7, -1
	v_ashrrev_i32_e32 v43, 31, v42
	global_store_dwordx4 v[44:45], v[40:43], off
	s_swappc_b64 s[30:31], s[6:7]
	v_and_b32_e32 v2, 1, v33
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[8:9], exec
	global_store_dwordx2 v[44:45], v[0:1], off offset:16
	v_cmpx_eq_u32_e32 1, v2
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .L69c
	v_mov_b32_e32 v0, v33
	v_mov_b32_e32 v1, v39
	v_mov_b32_e32 v2, v38
	v_mov_b32_e32 v3, v36
	v_mov_b32_e32 v4, v37
	v_mov_b32_e32 v5, v35
	v_mov_b32_e32 v6, v34
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v8, v32
	v_mov_b32_e32 v9, 1
	s_swappc_b64 s[30:31], s[4:5]
.L69c:
	s_andn2_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .L6b4
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v1, 3
	s_swappc_b64 s[30:31], s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
.L6b4:
	s_or_b64 exec, exec, s[4:5]
	global_store_dwordx2 v[44:45], v[0:1], off offset:24
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
	.globl calls_divergent
	.protected calls_divergent
	.type calls_divergent,@function
calls_divergent:
	s_add_u32 s8, s8, s11
	s_addc_u32 s9, s9, 0
	s_mov_b32 s32, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s8
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s9
	s_load_dword s4, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mad_u64_u32 v[0:1], null, s10, s4, v[0:1]
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_add_co_u32 v3, s[10:11], s8, v0
	v_add_co_ci_u32_e64 v4, null, s9, 0, s[10:11]
	s_mov_b64 s[8:9], exec
	v_and_b32_e32 v6, 7, v3
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .L7d8
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v5, 0
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, 0xfffffbd8
	.long 0x820bff0b, 0xffffffff // s_addc_u32 s11, s11, -1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s4, v0
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	s_mov_b64 s[4:5], 0
	global_load_dword v7, v[0:1], off
.L7ac:
	v_cvt_f32_i32_e32 v0, s12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v7, v0
	s_swappc_b64 s[30:31], s[10:11]
	s_add_i32 s12, s12, 1
	v_add_f32_e32 v5, v5, v0
	v_cmp_eq_u32_e32 vcc, s12, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .L7ac
	s_or_b64 exec, exec, s[4:5]
.L7d8:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s6, v0
	v_add_co_ci_u32_e32 v1, vcc, s7, v1, vcc
	global_store_dword v[0:1], v5, off
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
	.size big_sum, 156
	.size many_args, 572
	.size fill, 92
	.size pick, 36
	.size halve_or_square, 36
	.size calls_stack, 708
	.size calls_divergent, 256

	.rodata
	.p2align 6
// calls_stack.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel calls_stack
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 120
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
//   .amdhsa_next_free_vgpr 48
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
	.globl calls_stack.kd
	.protected calls_stack.kd
	.type calls_stack.kd,@object
	.size calls_stack.kd, 64
calls_stack.kd:
	.long 0x00000000, 0x00000078, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad calls_stack@rel64-calls_stack.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af010b, 0x00000095 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x002b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// calls_divergent.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel calls_divergent
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
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
	.globl calls_divergent.kd
	.protected calls_divergent.kd
	.type calls_divergent.kd,@object
	.size calls_divergent.kd, 64
calls_divergent.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad calls_divergent@rel64-calls_divergent.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         calls_stack.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         calls_divergent.kd
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
