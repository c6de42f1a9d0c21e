// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl cf_nested_if
	.protected cf_nested_if
	.type cf_nested_if,@function
cf_nested_if:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s4, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_dword v3, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmpx_gt_i32_e32 1, v3
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .Lb8
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_i32_e32 0xffffff9b, v3
	s_xor_b32 s1, exec_lo, s1
	v_mul_lo_u32 v2, v3, v3
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v2, 0x4d, v2, vcc_lo
	s_andn2_saveexec_b32 s1, s1
	v_cmp_lt_u32_e32 vcc_lo, 0xfffffc18, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_add_lshl_u32 v2, 0x3e8, v3, v2
	s_or_b32 exec_lo, exec_lo, s1
.Lb8:
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .L134
	v_and_b32_e32 v2, 1, v3
	v_cmp_eq_u32_e32 vcc_lo, 1, v2
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	v_mad_u64_u32 v[2:3], null, v3, 3, 1
	s_andn2_saveexec_b32 s1, s1
	s_cbranch_execz .L130
	v_mul_hi_u32 v2, 0xaaaaaaab, v3
	s_mov_b32 s4, exec_lo
	v_lshrrev_b32_e32 v2, 1, v2
	v_mul_lo_u32 v4, v2, 3
	v_sub_nc_u32_e32 v4, v3, v4
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .L12c
	s_mov_b32 s5, exec_lo
	v_cmpx_gt_u32_e32 0x1f5, v3
	s_xor_b32 s5, exec_lo, s5
	v_sub_nc_u32_e32 v2, 0, v3
	s_andn2_saveexec_b32 s5, s5
	v_add_nc_u32_e32 v2, 0xfffffe0c, v3
	s_or_b32 exec_lo, exec_lo, s5
.L12c:
	s_or_b32 exec_lo, exec_lo, s4
.L130:
	s_or_b32 exec_lo, exec_lo, s1
.L134:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[0:1], v2, off
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
	.globl cf_switch
	.protected cf_switch
	.type cf_switch,@function
cf_switch:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s4, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s4
	s_mov_b32 s4, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 15, v2
	v_cmpx_lt_i32_e32 3, v4
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .L3b8
	s_mov_b32 s4, 0
	s_mov_b32 s6, 0
	s_mov_b32 s5, exec_lo
	v_cmpx_lt_i32_e32 8, v4
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .L32c
	s_mov_b32 s6, 0
	s_mov_b32 s7, exec_lo
	v_cmpx_lt_i32_e32 11, v4
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .L2f8
	s_mov_b32 s8, -1
	s_mov_b32 s6, exec_lo
	v_cmpx_eq_u32_e32 12, v4
	s_cbranch_execz .L2f0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_u32_e32 0xfffffff, v2
	v_lshrrev_b32_e32 v3, 28, v2
	v_add_nc_u32_e32 v4, -1, v3
	v_add_nc_u32_e32 v3, -2, v3
	v_mul_hi_i32_i24_e32 v5, v4, v3
	v_mul_i32_i24_e32 v3, v4, v3
	v_alignbit_b32 v3, v5, v3, 1
	v_add_nc_u32_e32 v3, v4, v3
	s_or_b32 exec_lo, exec_lo, s8
	s_xor_b32 s8, exec_lo, -1
.L2f0:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s6, s8, exec_lo
.L2f8:
	s_andn2_saveexec_b32 s7, s7
	s_cbranch_execz .L324
	s_mov_b32 s8, -1
	s_mov_b32 s9, exec_lo
	v_cmpx_eq_u32_e32 9, v4
	v_not_b32_e32 v3, v2
	s_xor_b32 s8, exec_lo, -1
	s_or_b32 exec_lo, exec_lo, s9
	s_andn2_b32 s6, s6, exec_lo
	s_and_b32 s8, s8, exec_lo
	s_or_b32 s6, s6, s8
.L324:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s6, s6, exec_lo
.L32c:
	s_andn2_saveexec_b32 s5, s5
	s_cbranch_execz .L3a0
	s_mov_b32 s4, s6
	s_mov_b32 s7, exec_lo
	v_cmpx_lt_i32_e32 6, v4
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .L36c
	s_mov_b32 s4, -1
	s_mov_b32 s8, exec_lo
	v_cmpx_eq_u32_e32 7, v4
	v_lshrrev_b32_e32 v3, 4, v2
	s_xor_b32 s4, exec_lo, -1
	s_or_b32 exec_lo, exec_lo, s8
	s_andn2_b32 s8, s6, exec_lo
	s_and_b32 s4, s4, exec_lo
	s_or_b32 s4, s8, s4
.L36c:
	s_or_saveexec_b32 s7, s7
	s_mov_b32 s8, 0
	s_xor_b32 exec_lo, exec_lo, s7
	v_cmp_ne_u32_e32 vcc_lo, 4, v4
	s_andn2_b32 s4, s4, exec_lo
	s_mov_b32 s8, exec_lo
	s_and_b32 s9, vcc_lo, exec_lo
	s_or_b32 s4, s4, s9
	s_or_b32 exec_lo, exec_lo, s7
	s_andn2_b32 s6, s6, exec_lo
	s_and_b32 s7, s4, exec_lo
	s_and_b32 s4, s8, exec_lo
	s_or_b32 s6, s6, s7
.L3a0:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s6
	v_mov_b32_e32 v3, 5
	s_andn2_b32 s4, s4, exec_lo
	s_or_b32 exec_lo, exec_lo, s5
	s_and_b32 s4, s4, exec_lo
.L3b8:
	s_or_saveexec_b32 s1, s1
	v_mov_b32_e32 v5, 0x64
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .L444
	v_mov_b32_e32 v5, 0x64
	s_mov_b32 s5, 0
	s_mov_b32 s6, s4
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .L42c
	v_mov_b32_e32 v5, 0x64
	s_mov_b32 s5, -1
	s_mov_b32 s6, s4
	s_mov_b32 s7, exec_lo
	v_cmpx_lt_i32_e32 2, v4
	s_movk_i32 s5, 0xff
	s_or_b32 s6, s4, exec_lo
	v_xad_u32 v5, v2, s5, 0x64
	s_xor_b32 s5, exec_lo, -1
	s_or_b32 exec_lo, exec_lo, s7
	s_andn2_b32 s7, s4, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_and_b32 s5, s5, exec_lo
	s_or_b32 s6, s7, s6
.L42c:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v3, v2
	s_andn2_b32 s4, s4, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_and_b32 s0, s5, exec_lo
	s_or_b32 s4, s4, s6
.L444:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v3, v5
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s0
	v_lshlrev_b32_e32 v3, 1, v2
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[0:1], v3, off
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
	.globl cf_early_return
	.protected cf_early_return
	.type cf_early_return,@function
cf_early_return:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s4, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s1, -1
	s_mov_b32 s0, exec_lo
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_cmpx_lt_i32_e32 -1, v4
	s_cbranch_execz .Lb70
	s_load_dword s8, s[6:7], 0x10
	v_and_b32_e32 v3, 3, v4
	v_mov_b32_e32 v5, 0x3e8
	s_mov_b32 s6, -1
	s_mov_b32 s4, -1
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_ge_i32_e64 s8, v3
	s_cbranch_execz .Lb2c
	v_bfe_u32 v2, v4, 1, 2
	v_bfe_u32 v5, v4, 2, 2
	v_bfe_u32 v6, v4, 3, 2
	v_bfe_u32 v7, v4, 7, 2
	v_bfe_u32 v8, v4, 4, 2
	v_add_nc_u32_e32 v10, v3, v2
	v_bfe_u32 v9, v4, 5, 2
	v_bfe_u32 v4, v4, 6, 2
	v_add_nc_u32_e32 v7, v3, v7
	s_mov_b32 s11, 0
	v_add_nc_u32_e32 v11, v10, v5
	s_mov_b32 s23, 0
	v_add3_u32 v7, v7, v4, v9
	v_add_nc_u32_e32 v12, v11, v6
	v_add3_u32 v6, v7, v8, v6
	v_add_nc_u32_e32 v13, v12, v8
	v_add3_u32 v15, v6, v5, v2
	v_mov_b32_e32 v2, 0
	v_add_nc_u32_e32 v14, v13, v9
	v_add_nc_u32_e32 v16, v14, v4
	s_branch .L7d4
.L620:
	v_add_nc_u32_e32 v17, v3, v2
	s_add_i32 s24, s23, 8
	s_mov_b32 s34, 0
	v_cmp_lt_i32_e32 vcc_lo, s8, v17
	s_orn2_b32 s33, vcc_lo, exec_lo
.L634:
	s_and_b32 s34, s34, exec_lo
	s_xor_b32 s35, exec_lo, -1
	s_orn2_b32 s33, s33, exec_lo
.L640:
	s_or_b32 exec_lo, exec_lo, s31
	s_and_b32 s34, s34, exec_lo
	s_and_b32 s31, s35, exec_lo
	s_xor_b32 s35, exec_lo, -1
	s_orn2_b32 s33, s33, exec_lo
.L654:
	s_or_b32 exec_lo, exec_lo, s30
	s_and_b32 s34, s34, exec_lo
	s_and_b32 s31, s31, exec_lo
	s_and_b32 s30, s35, exec_lo
	s_xor_b32 s35, exec_lo, -1
	s_orn2_b32 s33, s33, exec_lo
.L66c:
	s_or_b32 exec_lo, exec_lo, s29
	s_and_b32 s34, s34, exec_lo
	s_and_b32 s31, s31, exec_lo
	s_and_b32 s30, s30, exec_lo
	s_and_b32 s29, s35, exec_lo
	s_xor_b32 s36, exec_lo, -1
	s_orn2_b32 s33, s33, exec_lo
.L688:
	s_or_b32 exec_lo, exec_lo, s28
	s_and_b32 s35, s34, exec_lo
	s_and_b32 s34, s31, exec_lo
	s_and_b32 s31, s30, exec_lo
	s_and_b32 s30, s29, exec_lo
	s_and_b32 s28, s36, exec_lo
	s_xor_b32 s29, exec_lo, -1
	s_orn2_b32 s33, s33, exec_lo
.L6a8:
	s_or_b32 exec_lo, exec_lo, s27
	s_and_b32 s36, s35, exec_lo
	s_and_b32 s35, s34, exec_lo
	s_and_b32 s34, s31, exec_lo
	s_and_b32 s31, s30, exec_lo
	s_and_b32 s30, s28, exec_lo
	s_and_b32 s29, s29, exec_lo
	s_xor_b32 s28, exec_lo, -1
	s_orn2_b32 s27, s33, exec_lo
.L6cc:
	s_or_b32 exec_lo, exec_lo, s26
	s_andn2_b32 s20, s20, exec_lo
	s_and_b32 s26, s36, exec_lo
	s_andn2_b32 s22, s22, exec_lo
	s_or_b32 s20, s20, s26
	s_and_b32 s26, s35, exec_lo
	s_andn2_b32 s21, s21, exec_lo
	s_or_b32 s22, s22, s26
	s_and_b32 s26, s31, exec_lo
	s_andn2_b32 s19, s19, exec_lo
	s_or_b32 s21, s21, s26
	s_and_b32 s26, s29, exec_lo
	s_andn2_b32 s18, s18, exec_lo
	s_and_b32 s33, s34, exec_lo
	s_andn2_b32 s17, s17, exec_lo
	s_and_b32 s30, s30, exec_lo
	s_andn2_b32 s16, s16, exec_lo
	s_and_b32 s28, s28, exec_lo
	s_or_b32 s19, s19, s26
	s_andn2_b32 s15, s15, exec_lo
	s_and_b32 s26, s27, exec_lo
	s_or_b32 s18, s18, s33
	s_or_b32 s17, s17, s30
	s_or_b32 s16, s16, s28
	s_andn2_b32 s14, s14, exec_lo
	s_or_b32 s15, s15, s26
.L734:
	s_or_b32 exec_lo, exec_lo, s25
	s_xor_b32 s25, s20, -1
	s_xor_b32 s26, s22, -1
	s_xor_b32 s27, s18, -1
	s_xor_b32 s28, s21, -1
	s_xor_b32 s29, s17, -1
	s_xor_b32 s30, s19, -1
	s_xor_b32 s31, s16, -1
	s_xor_b32 s33, s14, -1
	s_and_b32 s34, exec_lo, s15
	v_mov_b32_e32 v18, s23
	s_or_b32 s11, s34, s11
	s_andn2_b32 s4, s4, exec_lo
	s_and_b32 s23, s25, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s25, s26, exec_lo
	s_or_b32 s4, s4, s23
	s_or_b32 s5, s5, s25
	s_andn2_b32 s6, s6, exec_lo
	s_and_b32 s23, s27, exec_lo
	s_andn2_b32 s7, s7, exec_lo
	s_and_b32 s25, s28, exec_lo
	s_or_b32 s6, s6, s23
	s_or_b32 s7, s7, s25
	s_andn2_b32 s9, s9, exec_lo
	s_and_b32 s23, s29, exec_lo
	s_andn2_b32 s10, s10, exec_lo
	s_and_b32 s25, s30, exec_lo
	v_mov_b32_e32 v19, s24
	s_or_b32 s9, s9, s23
	s_or_b32 s10, s10, s25
	s_andn2_b32 s12, s12, exec_lo
	s_and_b32 s23, s31, exec_lo
	s_andn2_b32 s13, s13, exec_lo
	s_and_b32 s25, s33, exec_lo
	s_or_b32 s12, s12, s23
	s_or_b32 s13, s13, s25
	s_mov_b32 s23, s24
	s_andn2_b32 exec_lo, exec_lo, s11
	s_cbranch_execz .L920
.L7d4:
	v_add_nc_u32_e32 v4, v10, v2
	s_andn2_b32 s20, s20, exec_lo
	s_andn2_b32 s22, s22, exec_lo
	s_andn2_b32 s18, s18, exec_lo
	s_andn2_b32 s21, s21, exec_lo
	s_andn2_b32 s17, s17, exec_lo
	s_andn2_b32 s19, s19, exec_lo
	s_andn2_b32 s16, s16, exec_lo
	s_or_b32 s14, s14, exec_lo
	s_or_b32 s15, s15, exec_lo
	s_mov_b32 s25, exec_lo
	v_cmpx_ge_i32_e64 s8, v4
	s_xor_b32 s25, exec_lo, s25
	s_cbranch_execz .L734
	v_add_nc_u32_e32 v5, v11, v2
	s_mov_b32 s27, -1
	s_mov_b32 s29, 0
	s_mov_b32 s28, -1
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0
	s_mov_b32 s34, 0
	s_mov_b32 s35, 0
	s_mov_b32 s36, 0
	s_mov_b32 s26, exec_lo
	v_cmpx_ge_i32_e64 s8, v5
	s_cbranch_execz .L6cc
	v_add_nc_u32_e32 v6, v12, v2
	s_mov_b32 s33, -1
	s_mov_b32 s28, 0
	s_mov_b32 s29, -1
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0
	s_mov_b32 s34, 0
	s_mov_b32 s35, 0
	s_mov_b32 s27, exec_lo
	v_cmpx_ge_i32_e64 s8, v6
	s_cbranch_execz .L6a8
	v_add_nc_u32_e32 v7, v13, v2
	s_mov_b32 s33, -1
	s_mov_b32 s29, 0
	s_mov_b32 s36, -1
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0
	s_mov_b32 s34, 0
	s_mov_b32 s28, exec_lo
	v_cmpx_ge_i32_e64 s8, v7
	s_cbranch_execz .L688
	v_add_nc_u32_e32 v8, v14, v2
	s_mov_b32 s33, -1
	s_mov_b32 s30, 0
	s_mov_b32 s35, -1
	s_mov_b32 s31, 0
	s_mov_b32 s34, 0
	s_mov_b32 s29, exec_lo
	v_cmpx_ge_i32_e64 s8, v8
	s_cbranch_execz .L66c
	v_add_nc_u32_e32 v9, v16, v2
	s_mov_b32 s33, -1
	s_mov_b32 s31, 0
	s_mov_b32 s35, -1
	s_mov_b32 s34, 0
	s_mov_b32 s30, exec_lo
	v_cmpx_ge_i32_e64 s8, v9
	s_cbranch_execz .L654
	v_add_nc_u32_e32 v2, v15, v2
	s_mov_b32 s33, -1
	s_mov_b32 s34, 0
	s_mov_b32 s35, -1
	s_mov_b32 s31, exec_lo
	v_cmpx_ge_i32_e64 s8, v2
	s_cbranch_execz .L640
	s_cmp_lg_u32 s23, 56
	s_cbranch_scc1 .L620
	s_mov_b32 s33, -1
	s_mov_b32 s34, -1
	s_branch .L634
.L920:
	s_or_b32 exec_lo, exec_lo, s11
	s_mov_b32 s8, -1
	s_mov_b32 s14, -1
	s_mov_b32 s15, -1
	s_and_saveexec_b32 s11, s13
	s_cbranch_execz .Laf0
	v_mov_b32_e32 v10, v18
	s_mov_b32 s14, 0
	s_mov_b32 s15, -1
	s_and_saveexec_b32 s16, s12
	s_xor_b32 s12, exec_lo, s16
	s_cbranch_execz .Lac8
	v_mov_b32_e32 v10, v18
	s_mov_b32 s14, 0
	s_mov_b32 s15, -1
	s_and_saveexec_b32 s13, s10
	s_xor_b32 s10, exec_lo, s13
	s_cbranch_execz .Laa4
	v_mov_b32_e32 v10, v18
	s_mov_b32 s13, 0
	s_mov_b32 s14, -1
	s_and_saveexec_b32 s16, s9
	s_xor_b32 s9, exec_lo, s16
	s_cbranch_execz .La80
	v_mov_b32_e32 v10, v18
	s_mov_b32 s13, 0
	s_mov_b32 s14, -1
	s_and_saveexec_b32 s16, s7
	s_xor_b32 s7, exec_lo, s16
	s_cbranch_execz .La5c
	v_mov_b32_e32 v10, v18
	s_mov_b32 s13, 0
	s_mov_b32 s14, -1
	s_and_saveexec_b32 s16, s6
	s_xor_b32 s6, exec_lo, s16
	s_cbranch_execz .La38
	v_mov_b32_e32 v10, v18
	s_mov_b32 s13, 0
	s_mov_b32 s14, -1
	s_and_saveexec_b32 s16, s5
	s_xor_b32 s5, exec_lo, s16
	s_cbranch_execz .La14
	v_mov_b32_e32 v10, v18
	s_mov_b32 s13, 0
	s_mov_b32 s14, -1
	s_and_saveexec_b32 s15, s4
	s_xor_b32 s4, exec_lo, s15
	v_add_nc_u32_e32 v10, -1, v19
	v_mov_b32_e32 v4, v17
	s_mov_b32 s13, exec_lo
	v_cmp_gt_u32_e32 vcc_lo, 63, v10
	s_orn2_b32 s14, vcc_lo, exec_lo
	s_or_saveexec_b32 s4, s4
	s_xor_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v11, 7, v18
	v_cmp_gt_u32_e32 vcc_lo, 63, v11
	s_and_b32 s15, vcc_lo, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s15, s15, exec_lo
	s_orn2_b32 s14, s14, exec_lo
	s_and_b32 s13, s13, exec_lo
.La14:
	s_andn2_saveexec_b32 s4, s5
	v_add_nc_u32_e32 v10, 6, v18
	v_mov_b32_e32 v4, v2
	s_or_b32 s14, s14, exec_lo
	s_or_b32 s13, s13, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s15, s15, exec_lo
	s_orn2_b32 s14, s14, exec_lo
	s_and_b32 s13, s13, exec_lo
.La38:
	s_andn2_saveexec_b32 s4, s6
	v_add_nc_u32_e32 v10, 5, v18
	v_mov_b32_e32 v4, v9
	s_or_b32 s14, s14, exec_lo
	s_or_b32 s13, s13, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s15, s15, exec_lo
	s_orn2_b32 s14, s14, exec_lo
	s_and_b32 s13, s13, exec_lo
.La5c:
	s_andn2_saveexec_b32 s4, s7
	v_add_nc_u32_e32 v10, 4, v18
	v_mov_b32_e32 v4, v8
	s_or_b32 s14, s14, exec_lo
	s_or_b32 s13, s13, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s15, s15, exec_lo
	s_orn2_b32 s14, s14, exec_lo
	s_and_b32 s13, s13, exec_lo
.La80:
	s_andn2_saveexec_b32 s4, s9
	v_add_nc_u32_e32 v10, 3, v18
	v_mov_b32_e32 v4, v7
	s_or_b32 s14, s14, exec_lo
	s_or_b32 s13, s13, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s16, s15, exec_lo
	s_orn2_b32 s15, s14, exec_lo
	s_and_b32 s14, s13, exec_lo
.Laa4:
	s_andn2_saveexec_b32 s4, s10
	v_add_nc_u32_e32 v10, 2, v18
	v_mov_b32_e32 v4, v6
	s_or_b32 s15, s15, exec_lo
	s_or_b32 s14, s14, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s13, s16, exec_lo
	s_orn2_b32 s15, s15, exec_lo
	s_and_b32 s14, s14, exec_lo
.Lac8:
	s_andn2_saveexec_b32 s4, s12
	v_add_nc_u32_e32 v10, 1, v18
	v_mov_b32_e32 v4, v5
	s_or_b32 s15, s15, exec_lo
	s_or_b32 s14, s14, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v18, v10
	s_and_b32 s16, s13, exec_lo
	s_orn2_b32 s15, s15, exec_lo
	s_orn2_b32 s14, s14, exec_lo
.Laf0:
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v5, 0x3e8
	s_mov_b32 s6, 0
	s_and_saveexec_b32 s4, s14
	s_xor_b32 s4, exec_lo, s4
	v_add_nc_u32_e32 v5, 0x3e9, v18
	v_mov_b32_e32 v3, v4
	s_mov_b32 s6, exec_lo
	s_orn2_b32 s8, s15, exec_lo
	s_or_b32 exec_lo, exec_lo, s4
	s_orn2_b32 s4, s8, exec_lo
	s_and_b32 s5, s16, exec_lo
	s_orn2_b32 s6, s6, exec_lo
.Lb2c:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .Lb64
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v2, v3
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s4, s4, exec_lo
	s_or_b32 s5, s5, s4
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_store_dword v[6:7], v5, off
.Lb64:
	s_or_b32 exec_lo, exec_lo, s1
	s_xor_b32 s1, s5, -1
	s_orn2_b32 s1, s1, exec_lo
.Lb70:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .Lb98
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[0:1], v2, off
.Lb98:
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
	.globl cf_logic
	.protected cf_logic
	.type cf_logic,@function
cf_logic:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s4, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v3, vcc_lo
	global_load_dword v2, v[4:5], off
	global_load_dword v3, v[6:7], off
	s_waitcnt vmcnt(1)
	v_cmp_lt_f32_e32 vcc_lo, 0, v2
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s0, 0, v3
	s_and_b32 s1, vcc_lo, s0
	s_xor_b32 s0, s1, -1
	s_and_saveexec_b32 s2, s0
	v_cmp_gt_f32_e32 vcc_lo, 0xc2480000, v2
	v_cmp_nlt_f32_e64 s0, 0x41200000, v3
	s_andn2_b32 s1, s1, exec_lo
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s1, s1, s0
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s0, s1
	v_mov_b32_e32 v4, 1
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_mov_b32 s0, 0
	s_mov_b32 s1, exec_lo
	v_cmpx_ngt_f32_e32 v2, v3
	s_xor_b32 s1, exec_lo, s1
	v_sub_f32_e32 v5, v3, v2
	v_cmp_lt_f32_e32 vcc_lo, 0x41f00000, v5
	s_and_b32 s0, vcc_lo, exec_lo
	s_andn2_saveexec_b32 s1, s1
	v_sub_f32_e32 v5, v2, v3
	s_andn2_b32 s0, s0, exec_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x41a00000, v5
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_b32 s0, s0, s4
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s0
	v_or_b32_e32 v4, 2, v4
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_ngt_f32_e32 vcc_lo, 0, v2
	v_cmp_gt_f32_e64 s0, 0, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_or_b32_e32 v2, 4, v4
	s_xor_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
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
	s_code_end 
	s_code_end 
	.size cf_nested_if, 344
	.size cf_switch, 640
	.size cf_early_return, 1692
	.size cf_logic, 344

	.rodata
	.p2align 6
// cf_nested_if.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cf_nested_if
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 72
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
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
	.globl cf_nested_if.kd
	.protected cf_nested_if.kd
	.type cf_nested_if.kd,@object
	.size cf_nested_if.kd, 64
cf_nested_if.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_nested_if@rel64-cf_nested_if.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0040, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x040b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cf_switch.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cf_switch
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 72
//   .amdhsa_user_sgpr_count 8
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 1
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
	.globl cf_switch.kd
	.protected cf_switch.kd
	.type cf_switch.kd,@object
	.size cf_switch.kd, 64
cf_switch.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_switch@rel64-cf_switch.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0040, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x040b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cf_early_return.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cf_early_return
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
//   .amdhsa_wavefront_size32 1
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 4; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cf_early_return.kd
	.protected cf_early_return.kd
	.type cf_early_return.kd,@object
	.size cf_early_return.kd, 64
cf_early_return.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_early_return@rel64-cf_early_return.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0102, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x040b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cf_logic.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cf_logic
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
	.globl cf_logic.kd
	.protected cf_logic.kd
	.type cf_logic.kd,@object
	.size cf_logic.kd, 64
cf_logic.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_logic@rel64-cf_logic.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0040, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x040b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cf_nested_if
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         cf_nested_if.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           cf_switch
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         cf_switch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           cf_early_return
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         cf_early_return.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
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
    .name:           cf_logic
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         cf_logic.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
