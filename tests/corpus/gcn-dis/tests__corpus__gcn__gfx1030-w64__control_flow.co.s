// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
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
	v_add_co_u32 v0, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[6:7]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	s_mov_b64 s[0:1], exec
	global_load_dword v3, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmpx_gt_i32_e32 1, v3
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .Lb8
	s_mov_b64 s[4:5], exec
	v_cmpx_lt_i32_e32 0xffffff9b, v3
	s_xor_b64 s[4:5], exec, s[4:5]
	v_mul_lo_u32 v2, v3, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v2, 0x4d, v2, vcc
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	v_cmp_lt_u32_e32 vcc, 0xfffffc18, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_add_lshl_u32 v2, 0x3e8, v3, v2
	s_or_b64 exec, exec, s[4:5]
.Lb8:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .L134
	v_and_b32_e32 v2, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	v_mad_u64_u32 v[2:3], null, v3, 3, 1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .L130
	v_mul_hi_u32 v2, 0xaaaaaaab, v3
	s_mov_b64 s[6:7], exec
	v_lshrrev_b32_e32 v2, 1, v2
	v_mul_lo_u32 v4, v2, 3
	v_sub_nc_u32_e32 v4, v3, v4
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .L12c
	s_mov_b64 s[8:9], exec
	v_cmpx_gt_u32_e32 0x1f5, v3
	s_xor_b64 s[8:9], exec, s[8:9]
	v_sub_nc_u32_e32 v2, 0, v3
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	v_add_nc_u32_e32 v2, 0xfffffe0c, v3
	s_or_b64 exec, exec, s[8:9]
.L12c:
	s_or_b64 exec, exec, s[6:7]
.L130:
	s_or_b64 exec, exec, s[4:5]
.L134:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
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
	v_add_co_u32 v0, s[6:7], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[6:7]
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[4:5], exec
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	s_mov_b64 s[0:1], 0
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 15, v2
	v_cmpx_lt_i32_e32 3, v4
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .L3b8
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[8:9], exec
	v_cmpx_lt_i32_e32 8, v4
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .L32c
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], exec
	v_cmpx_lt_i32_e32 11, v4
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .L2f8
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], exec
	v_cmpx_eq_u32_e32 12, v4
	s_cbranch_execz .L2f0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[14:15], exec
	v_cmpx_lt_u32_e32 0xfffffff, v2
	v_lshrrev_b32_e32 v3, 28, v2
	v_add_nc_u32_e32 v4, -1, v3
	v_add_nc_u32_e32 v3, -2, v3
	v_mul_hi_i32_i24_e32 v5, v4, v3
	v_mul_i32_i24_e32 v3, v4, v3
	v_alignbit_b32 v3, v5, v3, 1
	v_add_nc_u32_e32 v3, v4, v3
	s_or_b64 exec, exec, s[14:15]
	s_xor_b64 s[14:15], exec, -1
.L2f0:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[14:15], exec
.L2f8:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .L324
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[16:17], exec
	v_cmpx_eq_u32_e32 9, v4
	v_not_b32_e32 v3, v2
	s_xor_b64 s[14:15], exec, -1
	s_or_b64 exec, exec, s[16:17]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[14:15], s[14:15], exec
	s_or_b64 s[10:11], s[10:11], s[14:15]
.L324:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[10:11], exec
.L32c:
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .L3a0
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b64 s[12:13], exec
	v_cmpx_lt_i32_e32 6, v4
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .L36c
	s_mov_b64 s[6:7], -1
	s_mov_b64 s[14:15], exec
	v_cmpx_eq_u32_e32 7, v4
	v_lshrrev_b32_e32 v3, 4, v2
	s_xor_b64 s[6:7], exec, -1
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 s[14:15], s[10:11], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[6:7], s[14:15], s[6:7]
.L36c:
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_mov_b64 s[14:15], 0
	s_xor_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, 4, v4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[14:15], exec
	s_and_b64 s[16:17], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[16:17]
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], s[6:7], exec
	s_and_b64 s[6:7], s[14:15], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
.L3a0:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	v_mov_b32_e32 v3, 5
	s_andn2_b64 s[6:7], s[6:7], exec
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[6:7], exec
.L3b8:
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v5, 0x64
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .L444
	v_mov_b32_e32 v5, 0x64
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[0:1], exec
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .L42c
	v_mov_b32_e32 v5, 0x64
	s_mov_b64 s[8:9], -1
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[12:13], exec
	v_cmpx_lt_i32_e32 2, v4
	s_movk_i32 s8, 0xff
	s_or_b64 s[10:11], s[6:7], exec
	v_xad_u32 v5, v2, s8, 0x64
	s_xor_b64 s[8:9], exec, -1
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 s[12:13], s[6:7], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[12:13], s[10:11]
.L42c:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_and_b64 s[0:1], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[10:11]
.L444:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	v_mov_b32_e32 v3, v5
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	v_lshlrev_b32_e32 v3, 1, v2
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
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
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_mov_b64 s[4:5], -1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	s_mov_b64 s[0:1], exec
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v2, -1
	s_waitcnt vmcnt(0)
	v_cmpx_lt_i32_e32 -1, v4
	s_cbranch_execz .Lb70
	s_load_dword s33, s[6:7], 0x10
	v_and_b32_e32 v3, 3, v4
	v_mov_b32_e32 v5, 0x3e8
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[6:7], -1
	s_mov_b64 s[4:5], exec
	s_waitcnt lgkmcnt(0)
	v_cmpx_ge_i32_e64 s33, v3
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
	s_mov_b32 s66, 0
	v_add_nc_u32_e32 v11, v10, v5
	s_mov_b64 s[22:23], 0
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
	s_add_i32 s67, s66, 8
	s_mov_b64 s[60:61], 0
	v_cmp_lt_i32_e32 vcc, s33, v17
	s_orn2_b64 s[58:59], vcc, exec
.L634:
	s_and_b64 s[60:61], s[60:61], exec
	s_xor_b64 s[62:63], exec, -1
	s_orn2_b64 s[58:59], s[58:59], exec
.L640:
	s_or_b64 exec, exec, s[56:57]
	s_and_b64 s[60:61], s[60:61], exec
	s_and_b64 s[56:57], s[62:63], exec
	s_xor_b64 s[62:63], exec, -1
	s_orn2_b64 s[58:59], s[58:59], exec
.L654:
	s_or_b64 exec, exec, s[54:55]
	s_and_b64 s[60:61], s[60:61], exec
	s_and_b64 s[56:57], s[56:57], exec
	s_and_b64 s[54:55], s[62:63], exec
	s_xor_b64 s[62:63], exec, -1
	s_orn2_b64 s[58:59], s[58:59], exec
.L66c:
	s_or_b64 exec, exec, s[52:53]
	s_and_b64 s[60:61], s[60:61], exec
	s_and_b64 s[56:57], s[56:57], exec
	s_and_b64 s[54:55], s[54:55], exec
	s_and_b64 s[52:53], s[62:63], exec
	s_xor_b64 s[62:63], exec, -1
	s_orn2_b64 s[58:59], s[58:59], exec
.L688:
	s_or_b64 exec, exec, s[50:51]
	s_and_b64 s[64:65], s[60:61], exec
	s_and_b64 s[60:61], s[56:57], exec
	s_and_b64 s[56:57], s[54:55], exec
	s_and_b64 s[54:55], s[52:53], exec
	s_and_b64 s[50:51], s[62:63], exec
	s_xor_b64 s[52:53], exec, -1
	s_orn2_b64 s[62:63], s[58:59], exec
.L6a8:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 s[64:65], s[64:65], exec
	s_and_b64 s[60:61], s[60:61], exec
	s_and_b64 s[58:59], s[56:57], exec
	s_and_b64 s[56:57], s[54:55], exec
	s_and_b64 s[54:55], s[50:51], exec
	s_and_b64 s[50:51], s[52:53], exec
	s_xor_b64 s[52:53], exec, -1
	s_orn2_b64 s[48:49], s[62:63], exec
.L6cc:
	s_or_b64 exec, exec, s[46:47]
	s_andn2_b64 s[40:41], s[40:41], exec
	s_and_b64 s[46:47], s[64:65], exec
	s_andn2_b64 s[42:43], s[42:43], exec
	s_or_b64 s[40:41], s[40:41], s[46:47]
	s_and_b64 s[46:47], s[60:61], exec
	s_andn2_b64 s[38:39], s[38:39], exec
	s_or_b64 s[42:43], s[42:43], s[46:47]
	s_and_b64 s[46:47], s[56:57], exec
	s_andn2_b64 s[34:35], s[34:35], exec
	s_or_b64 s[38:39], s[38:39], s[46:47]
	s_and_b64 s[46:47], s[50:51], exec
	s_andn2_b64 s[36:37], s[36:37], exec
	s_and_b64 s[58:59], s[58:59], exec
	s_andn2_b64 s[30:31], s[30:31], exec
	s_and_b64 s[54:55], s[54:55], exec
	s_andn2_b64 s[28:29], s[28:29], exec
	s_and_b64 s[50:51], s[52:53], exec
	s_or_b64 s[34:35], s[34:35], s[46:47]
	s_andn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[46:47], s[48:49], exec
	s_or_b64 s[36:37], s[36:37], s[58:59]
	s_or_b64 s[30:31], s[30:31], s[54:55]
	s_or_b64 s[28:29], s[28:29], s[50:51]
	s_andn2_b64 s[24:25], s[24:25], exec
	s_or_b64 s[26:27], s[26:27], s[46:47]
.L734:
	s_or_b64 exec, exec, s[44:45]
	s_xor_b64 s[44:45], s[40:41], -1
	s_xor_b64 s[46:47], s[42:43], -1
	s_xor_b64 s[48:49], s[36:37], -1
	s_xor_b64 s[50:51], s[38:39], -1
	s_xor_b64 s[52:53], s[30:31], -1
	s_xor_b64 s[54:55], s[34:35], -1
	s_xor_b64 s[56:57], s[28:29], -1
	s_xor_b64 s[58:59], s[24:25], -1
	s_and_b64 s[60:61], exec, s[26:27]
	v_mov_b32_e32 v19, s67
	s_or_b64 s[22:23], s[60:61], s[22:23]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[44:45], s[44:45], exec
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[46:47], s[46:47], exec
	s_or_b64 s[6:7], s[6:7], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[46:47]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[44:45], s[48:49], exec
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[46:47], s[50:51], exec
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[44:45], s[52:53], exec
	s_andn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[46:47], s[54:55], exec
	v_mov_b32_e32 v18, s66
	s_or_b64 s[14:15], s[14:15], s[44:45]
	s_or_b64 s[16:17], s[16:17], s[46:47]
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[44:45], s[56:57], exec
	s_andn2_b64 s[20:21], s[20:21], exec
	s_and_b64 s[46:47], s[58:59], exec
	s_or_b64 s[18:19], s[18:19], s[44:45]
	s_or_b64 s[20:21], s[20:21], s[46:47]
	s_mov_b32 s66, s67
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execz .L920
.L7d4:
	v_add_nc_u32_e32 v4, v10, v2
	s_andn2_b64 s[40:41], s[40:41], exec
	s_andn2_b64 s[42:43], s[42:43], exec
	s_andn2_b64 s[36:37], s[36:37], exec
	s_andn2_b64 s[38:39], s[38:39], exec
	s_andn2_b64 s[30:31], s[30:31], exec
	s_andn2_b64 s[34:35], s[34:35], exec
	s_andn2_b64 s[28:29], s[28:29], exec
	s_or_b64 s[24:25], s[24:25], exec
	s_or_b64 s[26:27], s[26:27], exec
	s_mov_b64 s[44:45], exec
	v_cmpx_ge_i32_e64 s33, v4
	s_xor_b64 s[44:45], exec, s[44:45]
	s_cbranch_execz .L734
	v_add_nc_u32_e32 v5, v11, v2
	s_mov_b64 s[48:49], -1
	s_mov_b64 s[50:51], 0
	s_mov_b64 s[52:53], -1
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[46:47], exec
	v_cmpx_ge_i32_e64 s33, v5
	s_cbranch_execz .L6cc
	v_add_nc_u32_e32 v6, v12, v2
	s_mov_b64 s[62:63], -1
	s_mov_b64 s[50:51], 0
	s_mov_b64 s[52:53], -1
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[48:49], exec
	v_cmpx_ge_i32_e64 s33, v6
	s_cbranch_execz .L6a8
	v_add_nc_u32_e32 v7, v13, v2
	s_mov_b64 s[58:59], -1
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[62:63], -1
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[50:51], exec
	v_cmpx_ge_i32_e64 s33, v7
	s_cbranch_execz .L688
	v_add_nc_u32_e32 v8, v14, v2
	s_mov_b64 s[58:59], -1
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[62:63], -1
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[52:53], exec
	v_cmpx_ge_i32_e64 s33, v8
	s_cbranch_execz .L66c
	v_add_nc_u32_e32 v9, v16, v2
	s_mov_b64 s[58:59], -1
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[62:63], -1
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[54:55], exec
	v_cmpx_ge_i32_e64 s33, v9
	s_cbranch_execz .L654
	v_add_nc_u32_e32 v2, v15, v2
	s_mov_b64 s[58:59], -1
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], -1
	s_mov_b64 s[56:57], exec
	v_cmpx_ge_i32_e64 s33, v2
	s_cbranch_execz .L640
	s_cmp_lg_u32 s66, 56
	s_cbranch_scc1 .L620
	s_mov_b64 s[58:59], -1
	s_mov_b64 s[60:61], -1
	s_branch .L634
.L920:
	s_or_b64 exec, exec, s[22:23]
	s_mov_b64 s[22:23], -1
	s_mov_b64 s[26:27], -1
	s_mov_b64 s[28:29], -1
	s_and_saveexec_b64 s[24:25], s[20:21]
	s_cbranch_execz .Laf0
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], -1
	s_and_saveexec_b64 s[30:31], s[18:19]
	s_xor_b64 s[18:19], exec, s[30:31]
	s_cbranch_execz .Lac8
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], -1
	s_and_saveexec_b64 s[20:21], s[16:17]
	s_xor_b64 s[16:17], exec, s[20:21]
	s_cbranch_execz .Laa4
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[20:21], 0
	s_mov_b64 s[26:27], -1
	s_and_saveexec_b64 s[30:31], s[14:15]
	s_xor_b64 s[14:15], exec, s[30:31]
	s_cbranch_execz .La80
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[20:21], 0
	s_mov_b64 s[26:27], -1
	s_and_saveexec_b64 s[30:31], s[12:13]
	s_xor_b64 s[12:13], exec, s[30:31]
	s_cbranch_execz .La5c
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[20:21], 0
	s_mov_b64 s[26:27], -1
	s_and_saveexec_b64 s[30:31], s[10:11]
	s_xor_b64 s[10:11], exec, s[30:31]
	s_cbranch_execz .La38
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[20:21], 0
	s_mov_b64 s[26:27], -1
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_xor_b64 s[8:9], exec, s[30:31]
	s_cbranch_execz .La14
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[20:21], 0
	s_mov_b64 s[26:27], -1
	s_and_saveexec_b64 s[28:29], s[6:7]
	s_xor_b64 s[6:7], exec, s[28:29]
	v_add_nc_u32_e32 v10, -1, v19
	v_mov_b32_e32 v4, v17
	s_mov_b64 s[20:21], exec
	v_cmp_gt_u32_e32 vcc, 63, v10
	s_orn2_b64 s[26:27], vcc, exec
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	v_add_nc_u32_e32 v11, 7, v18
	v_cmp_gt_u32_e32 vcc, 63, v11
	s_and_b64 s[28:29], vcc, exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[28:29], s[28:29], exec
	s_orn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[20:21], s[20:21], exec
.La14:
	s_andn2_saveexec_b64 s[6:7], s[8:9]
	v_add_nc_u32_e32 v10, 6, v18
	v_mov_b32_e32 v4, v2
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 s[20:21], s[20:21], exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[28:29], s[28:29], exec
	s_orn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[20:21], s[20:21], exec
.La38:
	s_andn2_saveexec_b64 s[6:7], s[10:11]
	v_add_nc_u32_e32 v10, 5, v18
	v_mov_b32_e32 v4, v9
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 s[20:21], s[20:21], exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[28:29], s[28:29], exec
	s_orn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[20:21], s[20:21], exec
.La5c:
	s_andn2_saveexec_b64 s[6:7], s[12:13]
	v_add_nc_u32_e32 v10, 4, v18
	v_mov_b32_e32 v4, v8
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 s[20:21], s[20:21], exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[28:29], s[28:29], exec
	s_orn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[20:21], s[20:21], exec
.La80:
	s_andn2_saveexec_b64 s[6:7], s[14:15]
	v_add_nc_u32_e32 v10, 3, v18
	v_mov_b32_e32 v4, v7
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 s[20:21], s[20:21], exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[30:31], s[28:29], exec
	s_orn2_b64 s[28:29], s[26:27], exec
	s_and_b64 s[26:27], s[20:21], exec
.Laa4:
	s_andn2_saveexec_b64 s[6:7], s[16:17]
	v_add_nc_u32_e32 v10, 2, v18
	v_mov_b32_e32 v4, v6
	s_or_b64 s[28:29], s[28:29], exec
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[20:21], s[30:31], exec
	s_orn2_b64 s[28:29], s[28:29], exec
	s_and_b64 s[26:27], s[26:27], exec
.Lac8:
	s_andn2_saveexec_b64 s[6:7], s[18:19]
	v_add_nc_u32_e32 v10, 1, v18
	v_mov_b32_e32 v4, v5
	s_or_b64 s[28:29], s[28:29], exec
	s_or_b64 s[26:27], s[26:27], exec
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v18, v10
	s_and_b64 s[30:31], s[20:21], exec
	s_orn2_b64 s[28:29], s[28:29], exec
	s_orn2_b64 s[26:27], s[26:27], exec
.Laf0:
	s_or_b64 exec, exec, s[24:25]
	v_mov_b32_e32 v5, 0x3e8
	s_mov_b64 s[10:11], 0
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_xor_b64 s[6:7], exec, s[6:7]
	v_add_nc_u32_e32 v5, 0x3e9, v18
	v_mov_b32_e32 v3, v4
	s_mov_b64 s[10:11], exec
	s_orn2_b64 s[22:23], s[28:29], exec
	s_or_b64 exec, exec, s[6:7]
	s_orn2_b64 s[6:7], s[22:23], exec
	s_and_b64 s[8:9], s[30:31], exec
	s_orn2_b64 s[10:11], s[10:11], exec
.Lb2c:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .Lb64
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v2, v3
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[8:9], s[8:9], s[6:7]
	v_add_co_u32 v6, vcc, s2, v6
	v_add_co_ci_u32_e32 v7, vcc, s3, v7, vcc
	global_store_dword v[6:7], v5, off
.Lb64:
	s_or_b64 exec, exec, s[4:5]
	s_xor_b64 s[4:5], s[8:9], -1
	s_orn2_b64 s[4:5], s[4:5], exec
.Lb70:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .Lb98
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
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
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	v_add_co_u32 v6, vcc, s2, v2
	v_add_co_ci_u32_e32 v7, vcc, s3, v3, vcc
	global_load_dword v2, v[4:5], off
	global_load_dword v3, v[6:7], off
	s_waitcnt vmcnt(1)
	v_cmp_lt_f32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s[0:1], 0, v3
	s_and_b64 s[2:3], vcc, s[0:1]
	s_xor_b64 s[0:1], s[2:3], -1
	s_and_saveexec_b64 s[4:5], s[0:1]
	v_cmp_gt_f32_e32 vcc, 0xc2480000, v2
	v_cmp_nlt_f32_e64 s[0:1], 0x41200000, v3
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[2:3], s[2:3], s[0:1]
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	v_mov_b32_e32 v4, 1
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[4:5], exec
	v_cmpx_ngt_f32_e32 v2, v3
	s_xor_b64 s[4:5], exec, s[4:5]
	v_sub_f32_e32 v5, v3, v2
	v_cmp_lt_f32_e32 vcc, 0x41f00000, v5
	s_and_b64 s[0:1], vcc, exec
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	v_sub_f32_e32 v5, v2, v3
	s_andn2_b64 s[0:1], s[0:1], exec
	v_cmp_lt_f32_e32 vcc, 0x41a00000, v5
	s_and_b64 s[6:7], vcc, exec
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	v_or_b32_e32 v4, 2, v4
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, 0, v2
	v_cmp_gt_f32_e64 s[0:1], 0, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_or_b32_e32 v2, 4, v4
	s_xor_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v2, v2, v4, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
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
	.long 0x00000000, 0x60af0041, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cf_switch.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cf_switch.kd
	.protected cf_switch.kd
	.type cf_switch.kd,@object
	.size cf_switch.kd, 64
cf_switch.kd:
	.long 0x00000000, 0x00000000, 0x00000048, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_switch@rel64-cf_switch.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0081, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cf_early_return.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 8; GFX10 assemblers always write 0)
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
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 0
//   .amdhsa_system_sgpr_workgroup_id_z 0
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 0
//   .amdhsa_next_free_vgpr 20
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 8; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cf_early_return.kd
	.protected cf_early_return.kd
	.type cf_early_return.kd,@object
	.size cf_early_return.kd, 64
cf_early_return.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cf_early_return@rel64-cf_early_return.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0204, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
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
	.long 0x00000000, 0x60af0041, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         cf_nested_if.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         cf_switch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .name:           cf_early_return
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         cf_early_return.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         cf_logic.kd
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
