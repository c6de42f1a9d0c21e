// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl conv_from_char
	.protected conv_from_char
	.type conv_from_char,@function
conv_from_char:
	s_load_dword s0, s[4:5], 0x4
	s_clause 0x2
	s_load_dwordx2 s[2:3], s[6:7], 0x88
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_add_co_u32 v0, s[4:5], s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, 0, s[4:5]
	s_mov_b32 s2, 0
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	v_lshlrev_b64 v[4:5], 1, v[0:1]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	global_load_sbyte v34, v[2:3], off
	v_add_co_u32 v2, vcc, s14, v0
	v_add_co_ci_u32_e32 v3, vcc, s15, v1, vcc
	v_add_co_u32 v6, vcc, s16, v0
	v_add_co_ci_u32_e32 v7, vcc, s17, v1, vcc
	v_add_co_u32 v10, vcc, s38, v0
	v_add_co_ci_u32_e32 v11, vcc, s39, v1, vcc
	v_add_co_u32 v12, vcc, s40, v0
	v_add_co_ci_u32_e32 v13, vcc, s41, v1, vcc
	v_add_co_u32 v14, vcc, s18, v4
	v_add_co_ci_u32_e32 v15, vcc, s19, v5, vcc
	v_add_co_u32 v16, vcc, s20, v4
	v_add_co_ci_u32_e32 v17, vcc, s21, v5, vcc
	v_add_co_u32 v18, vcc, s22, v8
	v_add_co_ci_u32_e32 v19, vcc, s23, v9, vcc
	v_add_co_u32 v20, vcc, s24, v8
	v_add_co_ci_u32_e32 v21, vcc, s25, v9, vcc
	v_add_co_u32 v22, vcc, s42, v4
	v_add_co_ci_u32_e32 v23, vcc, s43, v5, vcc
	v_add_co_u32 v4, vcc, s44, v4
	v_add_co_ci_u32_e32 v5, vcc, s45, v5, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32 v24, vcc, s46, v8
	v_add_co_ci_u32_e32 v25, vcc, s47, v9, vcc
	v_add_co_u32 v8, vcc, s48, v8
	v_add_co_ci_u32_e32 v9, vcc, s49, v9, vcc
	v_add_co_u32 v26, vcc, s26, v0
	v_add_co_ci_u32_e32 v27, vcc, s27, v1, vcc
	v_add_co_u32 v28, vcc, s36, v0
	v_add_co_ci_u32_e32 v29, vcc, s37, v1, vcc
	v_add_co_u32 v30, vcc, s50, v0
	v_add_co_ci_u32_e32 v31, vcc, s51, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	s_waitcnt vmcnt(0)
	v_bfe_i32 v32, v34, 0, 16
	v_max_i16 v35, v34, 0
	global_store_byte v[2:3], v34, off
	v_mov_b32_e32 v3, s2
	v_ashrrev_i32_e32 v33, 31, v32
	v_and_b32_e32 v2, 0xffff, v35
	global_store_byte v[6:7], v35, off
	global_store_short v[14:15], v34, off
	global_store_short v[16:17], v35, off
	global_store_dword v[18:19], v32, off
	global_store_dword v[20:21], v2, off
	global_store_dwordx2 v[26:27], v[32:33], off
	global_store_dwordx2 v[28:29], v[2:3], off
	global_store_byte v[10:11], v34, off
	global_store_byte v[12:13], v34, off
	global_store_short v[22:23], v34, off
	global_store_short v[4:5], v34, off
	global_store_dword v[24:25], v32, off
	global_store_dword v[8:9], v32, off
	global_store_dwordx2 v[30:31], v[32:33], off
	global_store_dwordx2 v[0:1], v[32:33], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl conv_from_uchar
	.protected conv_from_uchar
	.type conv_from_uchar,@function
conv_from_uchar:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	global_load_ubyte v30, v[2:3], off
	s_clause 0x1
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_add_co_u32 v2, vcc, s14, v0
	v_add_co_ci_u32_e32 v3, vcc, s15, v1, vcc
	v_add_co_u32 v4, vcc, s16, v0
	v_add_co_ci_u32_e32 v5, vcc, s17, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v10, vcc, s38, v0
	v_add_co_ci_u32_e32 v11, vcc, s39, v1, vcc
	v_add_co_u32 v12, vcc, s18, v6
	v_add_co_ci_u32_e32 v13, vcc, s19, v7, vcc
	v_add_co_u32 v14, vcc, s20, v6
	v_add_co_ci_u32_e32 v15, vcc, s21, v7, vcc
	v_add_co_u32 v16, vcc, s22, v8
	v_add_co_ci_u32_e32 v17, vcc, s23, v9, vcc
	v_add_co_u32 v18, vcc, s24, v8
	v_add_co_ci_u32_e32 v19, vcc, s25, v9, vcc
	v_add_co_u32 v20, vcc, s42, v6
	v_add_co_ci_u32_e32 v21, vcc, s43, v7, vcc
	v_add_co_u32 v6, vcc, s44, v6
	v_add_co_ci_u32_e32 v7, vcc, s45, v7, vcc
	v_add_co_u32 v22, vcc, s46, v8
	v_add_co_ci_u32_e32 v23, vcc, s47, v9, vcc
	v_add_co_u32 v8, vcc, s48, v8
	v_add_co_ci_u32_e32 v9, vcc, s49, v9, vcc
	v_add_co_u32 v24, vcc, s40, v0
	v_add_co_ci_u32_e32 v25, vcc, s41, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_min_u16 v26, 0x7f, v30
	global_store_byte v[2:3], v26, off
	v_add_co_u32 v2, vcc, s26, v0
	v_add_co_ci_u32_e32 v3, vcc, s27, v1, vcc
	v_add_co_u32 v26, vcc, s36, v0
	v_add_co_ci_u32_e32 v27, vcc, s37, v1, vcc
	v_add_co_u32 v28, vcc, s50, v0
	v_add_co_ci_u32_e32 v29, vcc, s51, v1, vcc
	v_add_co_u32 v0, vcc, s0, v0
	s_mov_b32 s0, 0
	global_store_byte v[4:5], v30, off
	global_store_short v[12:13], v30, off
	v_and_b32_e32 v4, 0xffff, v30
	v_mov_b32_e32 v5, s0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	global_store_short v[14:15], v30, off
	global_store_dword v[16:17], v4, off
	global_store_dword v[18:19], v4, off
	global_store_dwordx2 v[2:3], v[4:5], off
	global_store_dwordx2 v[26:27], v[4:5], off
	global_store_byte v[10:11], v30, off
	global_store_byte v[24:25], v30, off
	global_store_short v[20:21], v30, off
	global_store_short v[6:7], v30, off
	global_store_dword v[22:23], v4, off
	global_store_dword v[8:9], v4, off
	global_store_dwordx2 v[28:29], v[4:5], off
	global_store_dwordx2 v[0:1], v[4:5], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl conv_from_short
	.protected conv_from_short
	.type conv_from_short,@function
conv_from_short:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_movk_i32 s2, 0xff80
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	global_load_ushort v28, v[4:5], off
	s_clause 0x1
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_add_co_u32 v4, vcc, s10, v0
	v_add_co_ci_u32_e32 v5, vcc, s11, v1, vcc
	v_add_co_u32 v6, vcc, s12, v0
	v_add_co_ci_u32_e32 v7, vcc, s13, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v12, vcc, s38, v0
	v_add_co_ci_u32_e32 v13, vcc, s39, v1, vcc
	v_add_co_u32 v0, vcc, s40, v0
	v_add_co_ci_u32_e32 v1, vcc, s41, v1, vcc
	v_add_co_u32 v14, vcc, s14, v2
	v_add_co_ci_u32_e32 v15, vcc, s15, v3, vcc
	v_add_co_u32 v16, vcc, s16, v2
	v_add_co_ci_u32_e32 v17, vcc, s17, v3, vcc
	v_add_co_u32 v18, vcc, s18, v8
	v_add_co_ci_u32_e32 v19, vcc, s19, v9, vcc
	v_add_co_u32 v20, vcc, s42, v2
	v_add_co_ci_u32_e32 v21, vcc, s43, v3, vcc
	v_add_co_u32 v2, vcc, s44, v2
	v_add_co_ci_u32_e32 v3, vcc, s45, v3, vcc
	v_add_co_u32 v22, vcc, s20, v8
	v_add_co_ci_u32_e32 v23, vcc, s21, v9, vcc
	s_waitcnt vmcnt(0)
	v_med3_i16 v24, v28, s2, 0x7f
	v_max_i16 v29, v28, 0
	global_store_byte v[4:5], v24, off
	v_min_i16 v24, 0xff, v29
	v_add_co_u32 v4, vcc, s22, v10
	v_add_co_ci_u32_e32 v5, vcc, s23, v11, vcc
	global_store_byte v[6:7], v24, off
	v_add_co_u32 v6, vcc, s46, v8
	v_add_co_ci_u32_e32 v7, vcc, s47, v9, vcc
	v_add_co_u32 v8, vcc, s48, v8
	v_add_co_ci_u32_e32 v9, vcc, s49, v9, vcc
	v_add_co_u32 v24, vcc, s36, v10
	v_add_co_ci_u32_e32 v25, vcc, s37, v11, vcc
	v_add_co_u32 v26, vcc, s50, v10
	global_store_short v[14:15], v28, off
	global_store_short v[16:17], v29, off
	v_bfe_i32 v14, v28, 0, 16
	v_add_co_ci_u32_e32 v27, vcc, s51, v11, vcc
	v_add_co_u32 v10, vcc, s0, v10
	s_mov_b32 s0, 0
	v_and_b32_e32 v16, 0xffff, v29
	v_mov_b32_e32 v17, s0
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_ci_u32_e32 v11, vcc, s1, v11, vcc
	global_store_dword v[18:19], v14, off
	global_store_dword v[22:23], v16, off
	global_store_dwordx2 v[4:5], v[14:15], off
	global_store_dwordx2 v[24:25], v[16:17], off
	global_store_byte v[12:13], v28, off
	global_store_byte v[0:1], v28, off
	global_store_short v[20:21], v28, off
	global_store_short v[2:3], v28, off
	global_store_dword v[6:7], v14, off
	global_store_dword v[8:9], v14, off
	global_store_dwordx2 v[26:27], v[14:15], off
	global_store_dwordx2 v[10:11], v[14:15], off
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
	.globl conv_from_ushort
	.protected conv_from_ushort
	.type conv_from_ushort,@function
conv_from_ushort:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	global_load_ushort v26, v[4:5], off
	v_add_co_u32 v4, vcc, s10, v0
	v_add_co_ci_u32_e32 v5, vcc, s11, v1, vcc
	v_add_co_u32 v6, vcc, s12, v0
	v_add_co_ci_u32_e32 v7, vcc, s13, v1, vcc
	v_add_co_u32 v10, vcc, s38, v0
	v_add_co_ci_u32_e32 v11, vcc, s39, v1, vcc
	v_add_co_u32 v12, vcc, s14, v2
	v_add_co_ci_u32_e32 v13, vcc, s15, v3, vcc
	v_add_co_u32 v14, vcc, s16, v2
	v_add_co_ci_u32_e32 v15, vcc, s17, v3, vcc
	v_add_co_u32 v16, vcc, s18, v8
	v_add_co_ci_u32_e32 v17, vcc, s19, v9, vcc
	v_add_co_u32 v18, vcc, s20, v8
	v_add_co_ci_u32_e32 v19, vcc, s21, v9, vcc
	v_add_co_u32 v20, vcc, s42, v2
	v_add_co_ci_u32_e32 v21, vcc, s43, v3, vcc
	v_add_co_u32 v2, vcc, s44, v2
	v_add_co_ci_u32_e32 v3, vcc, s45, v3, vcc
	v_add_co_u32 v22, vcc, s46, v8
	v_add_co_ci_u32_e32 v23, vcc, s47, v9, vcc
	v_add_co_u32 v8, vcc, s48, v8
	v_add_co_ci_u32_e32 v9, vcc, s49, v9, vcc
	v_add_co_u32 v24, vcc, s40, v0
	v_add_co_ci_u32_e32 v25, vcc, s41, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_min_u16 v27, 0x7f, v26
	global_store_byte v[4:5], v27, off
	v_min_u16 v27, 0xff, v26
	v_add_co_u32 v4, vcc, s22, v0
	v_add_co_ci_u32_e32 v5, vcc, s23, v1, vcc
	global_store_byte v[6:7], v27, off
	v_min_u16 v27, 0x7fff, v26
	v_add_co_u32 v6, vcc, s36, v0
	v_add_co_ci_u32_e32 v7, vcc, s37, v1, vcc
	global_store_short v[12:13], v27, off
	v_add_co_u32 v12, vcc, s50, v0
	v_add_co_ci_u32_e32 v13, vcc, s51, v1, vcc
	v_add_co_u32 v0, vcc, s0, v0
	s_mov_b32 s0, 0
	global_store_short v[14:15], v26, off
	v_and_b32_e32 v14, 0xffff, v26
	v_mov_b32_e32 v15, s0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	global_store_dword v[16:17], v14, off
	global_store_dword v[18:19], v14, off
	global_store_dwordx2 v[4:5], v[14:15], off
	global_store_dwordx2 v[6:7], v[14:15], off
	global_store_byte v[10:11], v26, off
	global_store_byte v[24:25], v26, off
	global_store_short v[20:21], v26, off
	global_store_short v[2:3], v26, off
	global_store_dword v[22:23], v14, off
	global_store_dword v[8:9], v14, off
	global_store_dwordx2 v[12:13], v[14:15], off
	global_store_dwordx2 v[0:1], v[14:15], off
	s_endpgm
	s_nop 0
	.globl conv_from_int
	.protected conv_from_int
	.type conv_from_int,@function
conv_from_int:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_movk_i32 s2, 0xff80
	s_movk_i32 s3, 0x8000
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[9:10], 1, v[0:1]
	v_lshlrev_b64 v[11:12], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	global_load_dword v4, v[4:5], off
	s_clause 0x1
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_add_co_u32 v5, vcc, s10, v0
	v_add_co_ci_u32_e32 v6, vcc, s11, v1, vcc
	v_add_co_u32 v7, vcc, s12, v0
	v_add_co_ci_u32_e32 v8, vcc, s13, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v13, vcc, s38, v0
	v_add_co_ci_u32_e32 v14, vcc, s39, v1, vcc
	v_add_co_u32 v0, vcc, s40, v0
	v_add_co_ci_u32_e32 v1, vcc, s41, v1, vcc
	v_add_co_u32 v15, vcc, s14, v9
	v_add_co_ci_u32_e32 v16, vcc, s15, v10, vcc
	v_add_co_u32 v17, vcc, s16, v9
	v_add_co_ci_u32_e32 v18, vcc, s17, v10, vcc
	v_add_co_u32 v19, vcc, s42, v9
	v_add_co_ci_u32_e32 v20, vcc, s43, v10, vcc
	v_add_co_u32 v9, vcc, s44, v9
	v_add_co_ci_u32_e32 v10, vcc, s45, v10, vcc
	v_add_co_u32 v23, vcc, s18, v2
	v_add_co_ci_u32_e32 v24, vcc, s19, v3, vcc
	v_add_co_u32 v25, vcc, s20, v2
	v_add_co_ci_u32_e32 v26, vcc, s21, v3, vcc
	s_waitcnt vmcnt(0)
	v_med3_i32 v22, v4, s2, 0x7f
	v_max_i32_e32 v21, 0, v4
	global_store_byte v[5:6], v22, off
	v_min_i32_e32 v5, 0xff, v21
	v_med3_i32 v22, v4, s3, 0x7fff
	v_add_co_u32 v6, vcc, s22, v11
	global_store_byte v[7:8], v5, off
	v_min_i32_e32 v5, 0xffff, v21
	v_add_co_ci_u32_e32 v7, vcc, s23, v12, vcc
	global_store_short v[15:16], v22, off
	v_add_co_u32 v15, vcc, s36, v11
	v_add_co_ci_u32_e32 v16, vcc, s37, v12, vcc
	global_store_short v[17:18], v5, off
	v_add_co_u32 v17, vcc, s46, v2
	v_add_co_ci_u32_e32 v18, vcc, s47, v3, vcc
	v_add_co_u32 v2, vcc, s48, v2
	v_add_co_ci_u32_e32 v3, vcc, s49, v3, vcc
	v_add_co_u32 v27, vcc, s50, v11
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v22, 0
	v_add_co_ci_u32_e32 v28, vcc, s51, v12, vcc
	v_add_co_u32 v11, vcc, s0, v11
	v_add_co_ci_u32_e32 v12, vcc, s1, v12, vcc
	global_store_dword v[23:24], v4, off
	global_store_dword v[25:26], v21, off
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[15:16], v[21:22], off
	global_store_byte v[13:14], v4, off
	global_store_byte v[0:1], v4, off
	global_store_short v[19:20], v4, off
	global_store_short v[9:10], v4, off
	global_store_dword v[17:18], v4, off
	global_store_dword v[2:3], v4, off
	global_store_dwordx2 v[27:28], v[4:5], off
	global_store_dwordx2 v[11:12], v[4:5], off
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
	.globl conv_from_uint
	.protected conv_from_uint
	.type conv_from_uint,@function
conv_from_uint:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx2 s[0:1], s[6:7], 0x80
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[9:10], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	global_load_dword v4, v[4:5], off
	v_add_co_u32 v5, vcc, s10, v0
	v_add_co_ci_u32_e32 v6, vcc, s11, v1, vcc
	v_add_co_u32 v7, vcc, s12, v0
	v_add_co_ci_u32_e32 v8, vcc, s13, v1, vcc
	v_add_co_u32 v11, vcc, s38, v0
	v_add_co_ci_u32_e32 v12, vcc, s39, v1, vcc
	v_add_co_u32 v13, vcc, s40, v0
	v_add_co_ci_u32_e32 v14, vcc, s41, v1, vcc
	v_add_co_u32 v15, vcc, s14, v9
	v_add_co_ci_u32_e32 v16, vcc, s15, v10, vcc
	v_add_co_u32 v17, vcc, s16, v9
	v_add_co_ci_u32_e32 v18, vcc, s17, v10, vcc
	v_add_co_u32 v19, vcc, s18, v2
	v_add_co_ci_u32_e32 v20, vcc, s19, v3, vcc
	v_add_co_u32 v21, vcc, s42, v9
	v_add_co_ci_u32_e32 v22, vcc, s43, v10, vcc
	v_add_co_u32 v9, vcc, s44, v9
	v_add_co_ci_u32_e32 v10, vcc, s45, v10, vcc
	v_add_co_u32 v23, vcc, s20, v2
	v_add_co_ci_u32_e32 v24, vcc, s21, v3, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v25, 0x7f, v4
	v_min_u32_e32 v27, 0x7fff, v4
	global_store_byte v[5:6], v25, off
	v_add_co_u32 v25, vcc, s46, v2
	v_add_co_ci_u32_e32 v26, vcc, s47, v3, vcc
	v_min_u32_e32 v5, 0xff, v4
	v_add_co_u32 v2, vcc, s48, v2
	v_add_co_ci_u32_e32 v3, vcc, s49, v3, vcc
	v_add_co_u32 v6, vcc, s22, v0
	global_store_byte v[7:8], v5, off
	v_min_u32_e32 v5, 0xffff, v4
	v_add_co_ci_u32_e32 v7, vcc, s23, v1, vcc
	global_store_short v[15:16], v27, off
	v_add_co_u32 v15, vcc, s36, v0
	v_add_co_ci_u32_e32 v16, vcc, s37, v1, vcc
	global_store_short v[17:18], v5, off
	v_add_co_u32 v17, vcc, s50, v0
	v_min_u32_e32 v8, 0x7fffffff, v4
	v_mov_b32_e32 v5, 0
	v_add_co_ci_u32_e32 v18, vcc, s51, v1, vcc
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e32 v1, vcc, s1, v1, vcc
	global_store_dword v[19:20], v8, off
	global_store_dword v[23:24], v4, off
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[15:16], v[4:5], off
	global_store_byte v[11:12], v4, off
	global_store_byte v[13:14], v4, off
	global_store_short v[21:22], v4, off
	global_store_short v[9:10], v4, off
	global_store_dword v[25:26], v4, off
	global_store_dword v[2:3], v4, off
	global_store_dwordx2 v[17:18], v[4:5], off
	global_store_dwordx2 v[0:1], v[4:5], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	.globl conv_from_long
	.protected conv_from_long
	.type conv_from_long,@function
conv_from_long:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_mov_b32 s5, -1
	s_movk_i32 s4, 0xff80
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[10:11], 1, v[0:1]
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v0
	v_add_co_ci_u32_e32 v7, vcc, s11, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_clause 0x1
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_load_dwordx2 s[6:7], s[6:7], 0x80
	v_add_co_u32 v8, vcc, s12, v0
	v_add_co_ci_u32_e32 v9, vcc, s13, v1, vcc
	s_mov_b32 s9, 0
	s_movk_i32 s8, 0x7f
	v_add_co_u32 v18, s[0:1], s16, v10
	v_add_co_ci_u32_e64 v19, s[0:1], s17, v11, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, vcc, s38, v0
	v_add_co_ci_u32_e32 v15, vcc, s39, v1, vcc
	v_add_co_u32 v0, vcc, s40, v0
	v_add_co_ci_u32_e32 v1, vcc, s41, v1, vcc
	v_add_co_u32 v16, vcc, s14, v10
	v_add_co_ci_u32_e32 v17, vcc, s15, v11, vcc
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e32 vcc, s[4:5], v[4:5]
	s_movk_i32 s4, 0x8000
	v_cmp_lt_i64_e64 s[0:1], s[4:5], v[4:5]
	s_brev_b32 s4, 1
	v_cndmask_b32_e32 v21, -1, v5, vcc
	v_cndmask_b32_e32 v20, 0xffffff80, v4, vcc
	v_add_co_u32 v22, vcc, s18, v12
	v_add_co_ci_u32_e32 v23, vcc, s19, v13, vcc
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[20:21]
	v_cmp_lt_i64_e32 vcc, 0, v[4:5]
	s_movk_i32 s8, 0xff
	v_cndmask_b32_e64 v24, 0x7f, v20, s[2:3]
	v_cndmask_b32_e32 v25, 0, v5, vcc
	v_add_co_u32 v20, s[2:3], s42, v10
	v_add_co_ci_u32_e64 v21, s[2:3], s43, v11, s[2:3]
	global_store_byte v[6:7], v24, off
	v_cndmask_b32_e32 v24, 0, v4, vcc
	v_add_co_u32 v10, vcc, s44, v10
	v_add_co_ci_u32_e32 v11, vcc, s45, v11, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[24:25]
	v_cndmask_b32_e64 v7, -1, v5, s[0:1]
	v_cndmask_b32_e64 v6, 0xffff8000, v4, s[0:1]
	s_movk_i32 s8, 0x7fff
	s_mov_b32 s0, 0xffff
	s_mov_b32 s1, s9
	v_cndmask_b32_e32 v26, 0xff, v24, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[6:7]
	s_brev_b32 s8, -2
	global_store_byte v[8:9], v26, off
	v_cndmask_b32_e32 v27, 0x7fff, v6, vcc
	v_add_co_u32 v6, vcc, s20, v12
	v_add_co_ci_u32_e32 v7, vcc, s21, v13, vcc
	v_add_co_u32 v8, vcc, s22, v2
	v_add_co_ci_u32_e32 v9, vcc, s23, v3, vcc
	global_store_short v[16:17], v27, off
	v_add_co_u32 v16, vcc, s46, v12
	v_add_co_ci_u32_e32 v17, vcc, s47, v13, vcc
	v_add_co_u32 v12, vcc, s48, v12
	v_add_co_ci_u32_e32 v13, vcc, s49, v13, vcc
	v_add_co_u32 v26, vcc, s36, v2
	v_add_co_ci_u32_e32 v27, vcc, s37, v3, vcc
	v_add_co_u32 v28, vcc, s50, v2
	v_add_co_ci_u32_e32 v29, vcc, s51, v3, vcc
	v_add_co_u32 v2, vcc, s6, v2
	v_add_co_ci_u32_e32 v3, vcc, s7, v3, vcc
	v_cmp_lt_i64_e32 vcc, s[4:5], v[4:5]
	global_store_dwordx2 v[8:9], v[4:5], off
	global_store_dwordx2 v[26:27], v[24:25], off
	v_cndmask_b32_e32 v9, -1, v5, vcc
	v_cndmask_b32_e32 v8, 0x80000000, v4, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[8:9]
	s_mov_b32 s8, s5
	v_cndmask_b32_e32 v8, 0x7fffffff, v8, vcc
	v_cmp_gt_i64_e32 vcc, s[0:1], v[24:25]
	v_cndmask_b32_e32 v9, 0xffff, v24, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[24:25]
	v_cndmask_b32_e32 v24, -1, v24, vcc
	global_store_short v[18:19], v9, off
	global_store_dword v[22:23], v8, off
	global_store_dword v[6:7], v24, off
	global_store_byte v[14:15], v4, off
	global_store_byte v[0:1], v4, off
	global_store_short v[20:21], v4, off
	global_store_short v[10:11], v4, off
	global_store_dword v[16:17], v4, off
	global_store_dword v[12:13], v4, off
	global_store_dwordx2 v[28:29], v[4:5], off
	global_store_dwordx2 v[2:3], v[4:5], off
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
	.globl conv_from_ulong
	.protected conv_from_ulong
	.type conv_from_ulong,@function
conv_from_ulong:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x88
	s_mov_b32 s4, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_mov_b32 s1, 0
	s_movk_i32 s0, 0x7f
	s_mov_b32 s5, s1
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[10:11], 1, v[0:1]
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v0
	v_add_co_ci_u32_e32 v7, vcc, s11, v1, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_clause 0x1
	s_load_dwordx16 s[36:51], s[6:7], 0x40
	s_load_dwordx2 s[2:3], s[6:7], 0x80
	v_add_co_u32 v8, vcc, s12, v0
	v_add_co_ci_u32_e32 v9, vcc, s13, v1, vcc
	s_mov_b32 s6, -1
	s_mov_b32 s7, s1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, vcc, s38, v0
	v_add_co_ci_u32_e32 v15, vcc, s39, v1, vcc
	v_add_co_u32 v0, vcc, s40, v0
	v_add_co_ci_u32_e32 v1, vcc, s41, v1, vcc
	v_add_co_u32 v16, vcc, s14, v10
	v_add_co_ci_u32_e32 v17, vcc, s15, v11, vcc
	v_add_co_u32 v18, vcc, s16, v10
	v_add_co_ci_u32_e32 v19, vcc, s17, v11, vcc
	v_add_co_u32 v20, vcc, s18, v12
	v_add_co_ci_u32_e32 v21, vcc, s19, v13, vcc
	v_add_co_u32 v22, vcc, s42, v10
	v_add_co_ci_u32_e32 v23, vcc, s43, v11, vcc
	v_add_co_u32 v10, vcc, s44, v10
	v_add_co_ci_u32_e32 v11, vcc, s45, v11, vcc
	s_waitcnt vmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[0:1], v[4:5]
	s_movk_i32 s0, 0xff
	v_cndmask_b32_e32 v26, 0x7f, v4, vcc
	v_add_co_u32 v24, vcc, s20, v12
	v_add_co_ci_u32_e32 v25, vcc, s21, v13, vcc
	global_store_byte v[6:7], v26, off
	v_add_co_u32 v6, vcc, s46, v12
	v_add_co_ci_u32_e32 v7, vcc, s47, v13, vcc
	v_add_co_u32 v12, vcc, s48, v12
	v_add_co_ci_u32_e32 v13, vcc, s49, v13, vcc
	v_cmp_gt_u64_e32 vcc, s[0:1], v[4:5]
	s_movk_i32 s0, 0x7fff
	v_cndmask_b32_e32 v26, 0xff, v4, vcc
	v_cmp_gt_u64_e32 vcc, s[0:1], v[4:5]
	s_brev_b32 s0, -2
	global_store_byte v[8:9], v26, off
	v_cndmask_b32_e32 v27, 0x7fff, v4, vcc
	v_add_co_u32 v8, vcc, s22, v2
	v_add_co_ci_u32_e32 v9, vcc, s23, v3, vcc
	v_cmp_gt_u64_e32 vcc, s[4:5], v[4:5]
	global_store_short v[16:17], v27, off
	v_cndmask_b32_e32 v26, 0xffff, v4, vcc
	v_add_co_u32 v16, vcc, s36, v2
	v_add_co_ci_u32_e32 v17, vcc, s37, v3, vcc
	global_store_short v[18:19], v26, off
	v_add_co_u32 v18, vcc, s50, v2
	v_add_co_ci_u32_e32 v19, vcc, s51, v3, vcc
	v_add_co_u32 v2, vcc, s2, v2
	v_add_co_ci_u32_e32 v3, vcc, s3, v3, vcc
	v_cmp_gt_u64_e32 vcc, s[6:7], v[4:5]
	s_mov_b32 s7, s0
	v_cmp_gt_u64_e64 s[0:1], s[0:1], v[4:5]
	v_cndmask_b32_e32 v27, -1, v4, vcc
	v_cndmask_b32_e64 v26, 0x7fffffff, v4, s[0:1]
	v_cmp_gt_u64_e64 s[0:1], s[6:7], v[4:5]
	global_store_dword v[20:21], v26, off
	v_cndmask_b32_e64 v21, 0x7fffffff, v5, s[0:1]
	v_cndmask_b32_e64 v20, -1, v4, s[0:1]
	global_store_dword v[24:25], v27, off
	global_store_dwordx2 v[8:9], v[20:21], off
	global_store_dwordx2 v[16:17], v[4:5], off
	global_store_byte v[14:15], v4, off
	global_store_byte v[0:1], v4, off
	global_store_short v[22:23], v4, off
	global_store_short v[10:11], v4, off
	global_store_dword v[6:7], v4, off
	global_store_dword v[12:13], v4, off
	global_store_dwordx2 v[18:19], v[4:5], off
	global_store_dwordx2 v[2:3], v[4:5], off
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
	.size conv_from_char, 492
	.size conv_from_uchar, 488
	.size conv_from_short, 524
	.size conv_from_ushort, 508
	.size conv_from_int, 520
	.size conv_from_uint, 500
	.size conv_from_long, 668
	.size conv_from_ulong, 608

	.rodata
	.p2align 6
// conv_from_char.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_char
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 36
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_char.kd
	.protected conv_from_char.kd
	.type conv_from_char.kd,@object
	.size conv_from_char.kd, 64
conv_from_char.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_char@rel64-conv_from_char.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0188, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_uchar.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_uchar
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 32
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_uchar.kd
	.protected conv_from_uchar.kd
	.type conv_from_uchar.kd,@object
	.size conv_from_uchar.kd, 64
conv_from_uchar.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_uchar@rel64-conv_from_uchar.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0187, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_short.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_short
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 32
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_short.kd
	.protected conv_from_short.kd
	.type conv_from_short.kd,@object
	.size conv_from_short.kd, 64
conv_from_short.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_short@rel64-conv_from_short.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0187, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_ushort.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_ushort
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 28
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_ushort.kd
	.protected conv_from_ushort.kd
	.type conv_from_ushort.kd,@object
	.size conv_from_ushort.kd, 64
conv_from_ushort.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_ushort@rel64-conv_from_ushort.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0186, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_int.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_int
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 32
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_int.kd
	.protected conv_from_int.kd
	.type conv_from_int.kd,@object
	.size conv_from_int.kd, 64
conv_from_int.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_int@rel64-conv_from_int.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0187, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_uint.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_uint
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 28
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_uint.kd
	.protected conv_from_uint.kd
	.type conv_from_uint.kd,@object
	.size conv_from_uint.kd, 64
conv_from_uint.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_uint@rel64-conv_from_uint.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0186, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_long.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_long
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 32
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_long.kd
	.protected conv_from_long.kd
	.type conv_from_long.kd,@object
	.size conv_from_long.kd, 64
conv_from_long.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_long@rel64-conv_from_long.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0187, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// conv_from_ulong.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel conv_from_ulong
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 192
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
//   .amdhsa_next_free_vgpr 28
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 6; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl conv_from_ulong.kd
	.protected conv_from_ulong.kd
	.type conv_from_ulong.kd,@object
	.size conv_from_ulong.kd, 64
conv_from_ulong.kd:
	.long 0x00000000, 0x00000000, 0x000000c0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad conv_from_ulong@rel64-conv_from_ulong.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0186, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_char
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_char.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_uchar
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_uchar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_short
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_ushort
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_ushort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_int
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_uint
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_uint.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_long
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           conv_from_ulong
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         conv_from_ulong.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
