// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl priv_sort16
	.protected priv_sort16
	.type priv_sort16,@function
priv_sort16:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v16, vcc, s10, v0
	v_addc_co_u32_e32 v17, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 6, v[16:17]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v18, vcc, s0, v0
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
	global_load_dwordx4 v[12:15], v[18:19], off offset:48
	global_load_dwordx4 v[8:11], v[18:19], off offset:32
	global_load_dwordx4 v[4:7], v[18:19], off offset:16
	global_load_dwordx4 v[0:3], v[18:19], off
	s_mov_b32 s8, 1
	s_mov_b32 s9, 2
	s_branch .L10c
.L78:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v14, v14, v18, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v13, v13, v18, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v12, v12, v18, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v11, v11, v18, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v9, v9, v18, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v8, v8, v18, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v7, v7, v18, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v6, v6, v18, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v5, v5, v18, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v4, v4, v18, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v3, v3, v18, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v2, v2, v18, vcc
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v1, v1, v18, vcc
	s_add_i32 s8, s8, 1
	s_add_i32 s9, s9, 1
	v_cmp_eq_u32_e32 vcc, 0, v19
	s_cmp_lg_u32 s8, 16
	v_cndmask_b32_e32 v0, v0, v18, vcc
	s_cbranch_scc0 .L190
.L10c:
	s_mov_b64 s[0:1], 0
	s_mov_b32 s10, s9
	s_waitcnt vmcnt(0)
	s_set_gpr_idx_on s8, gpr_idx(SRC0)
	v_mov_b32_e32 v18, v0
	s_set_gpr_idx_off 
	s_branch .L13c
.L128:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .L78
.L13c:
	s_mov_b32 s6, s10
	s_add_i32 s10, s10, -1
	s_add_i32 s6, s6, -2
	s_set_gpr_idx_on s6, gpr_idx(SRC0)
	v_mov_b32_e32 v20, v0
	s_set_gpr_idx_off 
	v_cmp_gt_i32_e32 vcc, v20, v18
	v_mov_b32_e32 v19, s10
	s_or_b64 s[4:5], s[4:5], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .L128
	s_cmp_lt_i32 s10, 2
	s_cselect_b64 s[12:13], -1, 0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[12:13], s[12:13], exec
	v_mov_b32_e32 v19, 0
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_set_gpr_idx_on s10, gpr_idx(DST)
	v_mov_b32_e32 v0, v20
	s_set_gpr_idx_off 
	s_branch .L128
.L190:
	v_lshlrev_b64 v[16:17], 6, v[16:17]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	s_mov_b32 s0, 0
.L1a8:
	s_set_gpr_idx_on s0, gpr_idx(SRC0)
	v_mov_b32_e32 v18, v0
	s_set_gpr_idx_off 
	s_add_i32 s0, s0, 1
	global_store_dword v[16:17], v18, off
	v_add_co_u32_e32 v16, vcc, 4, v16
	s_cmp_eq_u32 s0, 16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_cbranch_scc0 .L1a8
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
	.globl priv_lut
	.protected priv_lut
	.type priv_lut,@function
priv_lut:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x18
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s16, s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_dword v1, v[4:5], off
	v_add_u32_e32 v0, s16, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	v_xor_b32_e32 v4, 1, v0
	v_xor_b32_e32 v5, 4, v0
	v_xor_b32_e32 v6, 9, v0
	v_xor_b32_e32 v7, 16, v0
	v_xor_b32_e32 v8, 25, v0
	v_xor_b32_e32 v9, 36, v0
	v_xor_b32_e32 v10, 49, v0
	v_xor_b32_e32 v11, 64, v0
	v_xor_b32_e32 v12, 0x51, v0
	v_xor_b32_e32 v13, 0x64, v0
	v_xor_b32_e32 v14, 0x79, v0
	v_xor_b32_e32 v15, 0x90, v0
	v_xor_b32_e32 v16, 0xa9, v0
	v_xor_b32_e32 v17, 0xc4, v0
	v_xor_b32_e32 v18, 0xe1, v0
	v_xor_b32_e32 v19, 0x100, v0
	v_xor_b32_e32 v20, 0x121, v0
	v_xor_b32_e32 v21, 0x144, v0
	v_xor_b32_e32 v22, 0x169, v0
	v_xor_b32_e32 v23, 0x190, v0
	v_xor_b32_e32 v24, 0x1b9, v0
	v_xor_b32_e32 v25, 0x1e4, v0
	v_xor_b32_e32 v26, 0x211, v0
	v_xor_b32_e32 v27, 0x240, v0
	v_xor_b32_e32 v28, 0x271, v0
	v_xor_b32_e32 v29, 0x2a4, v0
	v_xor_b32_e32 v30, 0x2d9, v0
	v_xor_b32_e32 v31, 0x310, v0
	v_xor_b32_e32 v32, 0x349, v0
	v_xor_b32_e32 v33, 0x384, v0
	v_xor_b32_e32 v0, 0x3c1, v0
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v11, off, s[0:3], 0 offset:36
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v13, off, s[0:3], 0 offset:44
	buffer_store_dword v12, off, s[0:3], 0 offset:40
	buffer_store_dword v15, off, s[0:3], 0 offset:52
	buffer_store_dword v14, off, s[0:3], 0 offset:48
	buffer_store_dword v17, off, s[0:3], 0 offset:60
	buffer_store_dword v16, off, s[0:3], 0 offset:56
	buffer_store_dword v19, off, s[0:3], 0 offset:68
	buffer_store_dword v18, off, s[0:3], 0 offset:64
	buffer_store_dword v21, off, s[0:3], 0 offset:76
	buffer_store_dword v20, off, s[0:3], 0 offset:72
	buffer_store_dword v23, off, s[0:3], 0 offset:84
	buffer_store_dword v22, off, s[0:3], 0 offset:80
	buffer_store_dword v25, off, s[0:3], 0 offset:92
	buffer_store_dword v24, off, s[0:3], 0 offset:88
	buffer_store_dword v27, off, s[0:3], 0 offset:100
	buffer_store_dword v26, off, s[0:3], 0 offset:96
	buffer_store_dword v29, off, s[0:3], 0 offset:108
	buffer_store_dword v28, off, s[0:3], 0 offset:104
	buffer_store_dword v31, off, s[0:3], 0 offset:116
	buffer_store_dword v30, off, s[0:3], 0 offset:112
	buffer_store_dword v33, off, s[0:3], 0 offset:124
	buffer_store_dword v32, off, s[0:3], 0 offset:120
	buffer_store_dword v0, off, s[0:3], 0 offset:128
	v_mov_b32_e32 v5, 4
	s_waitcnt vmcnt(32)
	v_lshrrev_b32_e32 v0, 8, v1
	v_and_b32_e32 v0, 0x7c, v0
	v_add_u32_e32 v0, 4, v0
	buffer_load_dword v4, v0, s[0:3], 0 offen
	v_and_b32_e32 v6, 31, v1
	v_lshrrev_b32_e32 v7, 3, v1
	v_lshl_add_u32 v5, v6, 2, v5
	v_and_b32_e32 v6, 0x7c, v7
	v_add_u32_e32 v6, 4, v6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v1, v0, s[0:3], 0 offen
	buffer_load_dword v0, v5, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v6, s[0:3], 0 offen
	v_mov_b32_e32 v4, s15
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v1, v0
	v_add_co_u32_e32 v0, vcc, s14, v2
	v_addc_co_u32_e32 v1, vcc, v4, v3, vcc
	global_store_dword v[0:1], v5, off
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
	.globl priv_big
	.protected priv_big
	.type priv_big,@function
priv_big:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 4
.L540:
	v_add_u32_e32 v3, s4, v2
	s_add_i32 s4, s4, 8
	s_cmpk_lg_i32 s4, 0x400
	buffer_store_dword v1, v3, s[0:3], 0 offen offset:4
	buffer_store_dword v1, v3, s[0:3], 0 offen
	s_cbranch_scc1 .L540
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 6, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v4, 4
.L588:
	v_mov_b32_e32 v5, s5
	v_add_co_u32_e32 v6, vcc, s4, v2
	v_addc_co_u32_e32 v7, vcc, v3, v5, vcc
	global_load_ubyte v5, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v5, v5, 2, v4
	buffer_load_dword v6, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v6, s4, v6, 1
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_cmp_lg_u32 s4, 64
	buffer_store_dword v6, v5, s[0:3], 0 offen
	s_cbranch_scc1 .L588
	v_mov_b32_e32 v5, 4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, 0
.L5e8:
	buffer_load_dword v7, v5, s[0:3], 0 offen
	v_mov_b32_e32 v8, s4
	v_add_u32_e32 v5, 4, v5
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[6:7], v7, s4, v[2:3]
	v_cmp_gt_u32_e32 vcc, v7, v6
	s_add_i32 s4, s4, 1
	v_max_u32_e32 v6, v7, v6
	s_cmpk_eq_i32 s4, 0x100
	v_cndmask_b32_e32 v4, v4, v8, vcc
	s_cbranch_scc0 .L5e8
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, v2
	global_store_dwordx2 v[0:1], v[4:5], off
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
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.size priv_sort16, 468
	.size priv_lut, 704
	.size priv_big, 320

	.rodata
	.p2align 6
.amdhsa_kernel priv_sort16
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 72
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 24
  .amdhsa_next_free_sgpr 12
  .amdhsa_accum_offset 24
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
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel priv_lut
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 132
  .amdhsa_kernarg_size 80
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
  .amdhsa_next_free_vgpr 40
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 36
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
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel priv_big
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 1028
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
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 12
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
  .amdhsa_tg_split 0
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
  - .agpr_count:     0
    .args:
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
    .name:           priv_sort16
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         priv_sort16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
        .size:           4
        .type_name:      uint
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
    .name:           priv_lut
    .private_segment_fixed_size: 132
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         priv_lut.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
    .name:           priv_big
    .private_segment_fixed_size: 1028
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         priv_big.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
