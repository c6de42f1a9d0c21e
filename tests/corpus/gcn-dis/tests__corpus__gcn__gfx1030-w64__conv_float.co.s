// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl cvt_int_to_float
	.protected cvt_int_to_float
	.type cvt_int_to_float,@function
cvt_int_to_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_mov_b32 s4, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v0
	v_add_co_ci_u32_e32 v3, vcc, s9, v1, vcc
	global_load_dword v10, v[2:3], off
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_nc_u32_e32 v2, v11, v10
	v_xor_b32_e32 v8, v2, v11
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	v_ffbh_u32_e32 v4, v8
	v_min_u32_e32 v6, 32, v4
	v_add_co_u32 v4, vcc, s12, v0
	v_add_co_ci_u32_e32 v5, vcc, s13, v1, vcc
	v_lshlrev_b32_e32 v9, v6, v8
	v_mad_i32_i24 v12, v6, s4, 0x4f000000
	v_add_co_u32 v6, vcc, s14, v0
	v_add_co_ci_u32_e32 v7, vcc, s15, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_and_b32_e32 v14, 0xff, v9
	v_lshrrev_b32_e32 v13, 8, v9
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_co_u32 v8, vcc, s0, v0
	v_add_co_ci_u32_e32 v9, vcc, s1, v1, vcc
	v_cmp_lt_i32_e32 vcc, -1, v10
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	v_and_or_b32 v12, 0x7fffff, v13, v12
	v_and_b32_e32 v13, v14, v11
	v_and_b32_e32 v11, 0x80000000, v11
	v_cvt_f32_i32_e32 v10, v10
	s_and_b64 vcc, vcc, s[0:1]
	v_add_co_ci_u32_e32 v14, vcc, 0, v12, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_or_b32_e32 v14, v14, v11
	v_add_co_ci_u32_e32 v13, vcc, 0, v12, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_or_b32_e32 v12, v12, v11
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	v_or_b32_e32 v11, v13, v11
	global_store_dword v[2:3], v10, off
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v12, off
	global_store_dword v[8:9], v14, off
	global_store_dword v[0:1], v11, off
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
	.globl cvt_uint_to_float
	.protected cvt_uint_to_float
	.type cvt_uint_to_float,@function
cvt_uint_to_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_mov_b32 s4, 0xff800000
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v0
	v_add_co_ci_u32_e32 v3, vcc, s9, v1, vcc
	global_load_dword v10, v[2:3], off
	s_waitcnt vmcnt(0)
	v_ffbh_u32_e32 v2, v10
	v_min_u32_e32 v4, 32, v2
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	v_lshlrev_b32_e32 v12, v4, v10
	v_mad_i32_i24 v6, v4, s4, 0x4f000000
	v_add_co_u32 v4, vcc, s12, v0
	v_add_co_ci_u32_e32 v5, vcc, s13, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v10
	v_lshrrev_b32_e32 v9, 8, v12
	v_cvt_f32_u32_e32 v10, v10
	v_cndmask_b32_e32 v8, 0, v6, vcc
	v_add_co_u32 v6, vcc, s14, v0
	v_add_co_ci_u32_e32 v7, vcc, s15, v1, vcc
	v_and_or_b32 v13, 0x7fffff, v9, v8
	v_add_co_u32 v8, vcc, s0, v0
	v_add_co_ci_u32_e32 v9, vcc, s1, v1, vcc
	v_cmp_ne_u32_sdwa vcc, v12, v11 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_co_ci_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	global_store_dword v[2:3], v10, off
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v13, off
	global_store_dword v[8:9], v11, off
	global_store_dword v[0:1], v13, off
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
	.globl cvt_long_to_float
	.protected cvt_long_to_float
	.type cvt_long_to_float,@function
cvt_long_to_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_clause 0x1
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_mov_b32 s0, 0xff800000
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v18, 31, v3
	v_xor_b32_e32 v4, v2, v3
	v_ffbh_i32_e32 v6, v3
	v_add_co_u32 v5, vcc, v18, v2
	v_ashrrev_i32_e32 v7, 31, v4
	v_add_co_ci_u32_e32 v8, vcc, v18, v3, vcc
	v_xor_b32_e32 v4, v5, v18
	v_add_nc_u32_e32 v9, -1, v6
	v_add_nc_u32_e32 v10, 32, v7
	v_xor_b32_e32 v5, v8, v18
	v_add_co_u32 v6, vcc, s10, v0
	v_ffbh_u32_e32 v8, v4
	v_min_u32_e32 v19, v9, v10
	v_ffbh_u32_e32 v12, v5
	v_add_co_ci_u32_e32 v7, vcc, s11, v1, vcc
	v_add_nc_u32_e64 v13, v8, 32 clamp
	v_lshlrev_b64 v[10:11], v19, v[2:3]
	v_add_co_u32 v8, vcc, s12, v0
	v_add_co_ci_u32_e32 v9, vcc, s13, v1, vcc
	v_min3_u32 v20, v13, v12, 64
	v_add_co_u32 v12, vcc, s14, v0
	v_add_co_ci_u32_e32 v13, vcc, s15, v1, vcc
	v_lshlrev_b64 v[14:15], v20, v[4:5]
	v_min_u32_e32 v10, 1, v10
	v_add_co_u32 v16, vcc, s4, v0
	v_add_co_ci_u32_e32 v17, vcc, s5, v1, vcc
	v_cmp_lt_i64_e32 vcc, -1, v[2:3]
	v_mad_i32_i24 v2, v20, s0, 0x5f000000
	v_cmp_ne_u64_e64 s[0:1], 0, v[4:5]
	v_or_b32_e32 v3, v11, v10
	v_lshrrev_b32_e32 v10, 8, v15
	v_and_b32_e32 v15, 0xff, v15
	v_sub_nc_u32_e32 v5, 32, v19
	v_cndmask_b32_e64 v4, 0, v2, s[0:1]
	v_cvt_f32_i32_e32 v11, v3
	v_and_b32_e32 v2, v14, v18
	v_and_b32_e32 v3, v15, v18
	v_cmp_ne_u64_e64 s[0:1], 0, v[14:15]
	v_and_or_b32 v4, 0x7fffff, v10, v4
	v_and_b32_e32 v10, 0x80000000, v18
	v_ldexp_f32 v5, v11, v5
	v_cmp_ne_u64_e64 s[2:3], 0, v[2:3]
	s_and_b64 vcc, vcc, s[0:1]
	v_add_co_ci_u32_e32 v3, vcc, 0, v4, vcc
	v_add_co_ci_u32_e64 v2, s[2:3], 0, v4, s[2:3]
	v_add_co_u32 v0, vcc, s6, v0
	v_or_b32_e32 v4, v4, v10
	v_or_b32_e32 v3, v3, v10
	v_add_co_ci_u32_e32 v1, vcc, s7, v1, vcc
	v_or_b32_e32 v2, v2, v10
	global_store_dword v[6:7], v5, off
	global_store_dword v[8:9], v5, off
	global_store_dword v[12:13], v4, off
	global_store_dword v[16:17], v3, off
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
	.globl cvt_ulong_to_float
	.protected cvt_ulong_to_float
	.type cvt_ulong_to_float,@function
cvt_ulong_to_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_mov_b32 s4, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_ffbh_u32_e32 v4, v2
	v_ffbh_u32_e32 v6, v3
	v_add_nc_u32_e64 v7, v4, 32 clamp
	v_min_u32_e32 v12, 32, v6
	v_min3_u32 v10, v7, v6, 64
	v_lshlrev_b64 v[4:5], v12, v[2:3]
	v_add_co_u32 v6, vcc, s10, v0
	v_add_co_ci_u32_e32 v7, vcc, s11, v1, vcc
	v_lshlrev_b64 v[8:9], v10, v[2:3]
	v_mad_i32_i24 v13, v10, s4, 0x5f000000
	v_add_co_u32 v10, vcc, s12, v0
	v_min_u32_e32 v4, 1, v4
	v_add_co_ci_u32_e32 v11, vcc, s13, v1, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	v_sub_nc_u32_e32 v12, 32, v12
	v_or_b32_e32 v4, v5, v4
	v_lshrrev_b32_e32 v5, 8, v9
	v_and_b32_e32 v9, 0xff, v9
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_co_u32 v2, vcc, s14, v0
	v_add_co_ci_u32_e32 v3, vcc, s15, v1, vcc
	v_cvt_f32_u32_e32 v14, v4
	v_add_co_u32 v4, vcc, s0, v0
	v_and_or_b32 v13, 0x7fffff, v5, v13
	v_add_co_ci_u32_e32 v5, vcc, s1, v1, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_ldexp_f32 v12, v14, v12
	v_add_co_ci_u32_e32 v8, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	global_store_dword v[6:7], v12, off
	global_store_dword v[10:11], v12, off
	global_store_dword v[2:3], v13, off
	global_store_dword v[4:5], v8, off
	global_store_dword v[0:1], v13, off
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
	.globl cvt_short_to_float
	.protected cvt_short_to_float
	.type cvt_short_to_float,@function
cvt_short_to_float:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_sshort v10, v[2:3], off
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	v_add_co_u32 v4, vcc, s12, v0
	v_add_co_ci_u32_e32 v5, vcc, s13, v1, vcc
	v_add_co_u32 v6, vcc, s14, v0
	v_add_co_ci_u32_e32 v7, vcc, s15, v1, vcc
	v_add_co_u32 v8, vcc, s0, v0
	v_add_co_ci_u32_e32 v9, vcc, s1, v1, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v10, v10
	global_store_dword v[2:3], v10, off
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v10, off
	global_store_dword v[8:9], v10, off
	global_store_dword v[0:1], v10, off
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
	.globl cvt_float_to_int
	.protected cvt_float_to_int
	.type cvt_float_to_int,@function
cvt_float_to_int:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x78
	s_load_dwordx8 s[24:31], s[6:7], 0x40
	s_mov_b32 s33, 0xceee6b28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[8:9], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	s_mov_b32 s8, 0xcf000000
	s_mov_b32 s9, 0xdf000000
	global_load_dword v20, v[4:5], off
	v_add_co_u32 v4, vcc, s22, v0
	v_add_co_ci_u32_e32 v5, vcc, s23, v1, vcc
	v_add_co_u32 v6, vcc, s24, v0
	v_add_co_ci_u32_e32 v7, vcc, s25, v1, vcc
	v_add_co_u32 v10, vcc, s10, v2
	v_add_co_ci_u32_e32 v11, vcc, s11, v3, vcc
	v_add_co_u32 v12, vcc, s12, v2
	v_add_co_ci_u32_e32 v13, vcc, s13, v3, vcc
	v_add_co_u32 v14, vcc, s14, v2
	v_add_co_ci_u32_e32 v15, vcc, s15, v3, vcc
	v_add_co_u32 v16, vcc, s26, v8
	v_add_co_ci_u32_e32 v17, vcc, s27, v9, vcc
	v_add_co_u32 v8, s[0:1], s28, v8
	v_add_co_ci_u32_e64 v9, s[0:1], s29, v9, s[0:1]
	s_clause 0x1
	s_load_dwordx4 s[36:39], s[6:7], 0x70
	s_load_dwordx4 s[4:7], s[6:7], 0x60
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v21, v20, v20
	v_rndne_f32_e32 v22, v20
	v_ceil_f32_e32 v23, v20
	v_cmp_lt_f32_e32 vcc, 0x4effffff, v20
	v_cmp_gt_f32_e64 s[0:1], 0xcf000000, v20
	v_med3_f32 v18, v21, s8, 0x4effffff
	v_med3_f32 v19, v22, s8, 0x4effffff
	v_med3_f32 v24, v23, s8, 0x4effffff
	v_floor_f32_e32 v25, v20
	v_max_f32_e32 v21, 0, v21
	v_cvt_i32_f32_e32 v18, v18
	v_cvt_i32_f32_e32 v19, v19
	v_cvt_i32_f32_e32 v24, v24
	v_max_f32_e32 v23, 0xc7000000, v23
	v_cndmask_b32_e64 v18, v18, 0x7fffffff, vcc
	v_cndmask_b32_e64 v26, v19, 0x7fffffff, vcc
	v_cndmask_b32_e64 v24, v24, 0x7fffffff, vcc
	v_min_f32_e32 v23, 0x46fffe00, v23
	v_cndmask_b32_e64 v27, v18, 0x80000000, s[0:1]
	v_cndmask_b32_e64 v26, v26, 0x80000000, s[0:1]
	v_cndmask_b32_e64 v24, v24, 0x80000000, s[0:1]
	v_add_co_u32 v18, s[2:3], s16, v2
	global_store_dword v[10:11], v27, off
	v_med3_f32 v27, v25, s8, 0x4effffff
	global_store_dword v[12:13], v26, off
	v_max_f32_e32 v26, 0, v22
	global_store_dword v[14:15], v24, off
	v_add_co_ci_u32_e64 v19, s[2:3], s17, v3, s[2:3]
	v_cvt_i32_f32_e32 v27, v27
	v_min_f32_e32 v24, 0x4f7fffff, v26
	v_med3_f32 v22, v22, s9, 0x5effffff
	v_add_co_u32 v10, s[2:3], s18, v2
	v_cndmask_b32_e64 v27, v27, 0x7fffffff, vcc
	v_add_co_u32 v14, vcc, s30, v0
	v_add_co_ci_u32_e32 v15, vcc, s31, v1, vcc
	v_cvt_u32_f32_e32 v24, v24
	v_cndmask_b32_e64 v27, v27, 0x80000000, s[0:1]
	v_cmp_lt_f32_e32 vcc, 0x4f7fffff, v20
	v_cmp_gt_f32_e64 s[0:1], 0, v20
	v_add_co_ci_u32_e64 v11, s[2:3], s19, v3, s[2:3]
	global_store_dword v[18:19], v27, off
	v_cndmask_b32_e64 v24, v24, -1, vcc
	v_min_f32_e32 v18, 0x4f7fffff, v21
	v_trunc_f32_e32 v19, v22
	v_add_co_u32 v12, s[2:3], s20, v2
	v_cndmask_b32_e64 v22, v24, 0, s[0:1]
	v_cvt_u32_f32_e32 v18, v18
	v_mul_f32_e64 v24, 0x2f800000, |v19|
	v_add_co_ci_u32_e64 v13, s[2:3], s21, v3, s[2:3]
	global_store_dword v[10:11], v22, off
	v_cndmask_b32_e64 v18, v18, -1, vcc
	v_floor_f32_e32 v22, v24
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, s[2:3], s4, v0
	v_add_co_ci_u32_e64 v1, s[2:3], s5, v1, s[2:3]
	v_cndmask_b32_e64 v18, v18, 0, s[0:1]
	v_fma_f32 v27, 0xcf800000, v22, |v19|
	v_ashrrev_i32_e32 v19, 31, v19
	v_add_co_u32 v10, s[2:3], s6, v2
	global_store_dword v[12:13], v18, off
	v_cvt_u32_f32_e32 v12, v27
	v_cvt_u32_f32_e32 v18, v22
	v_min_f32_e32 v22, 0x5f7fffff, v21
	v_add_co_u32 v2, vcc, s36, v2
	v_xor_b32_e32 v12, v12, v19
	v_med3_f32 v24, v20, s33, 0x4eee6b28
	v_xor_b32_e32 v18, v18, v19
	v_trunc_f32_e32 v22, v22
	v_add_co_ci_u32_e64 v11, s[2:3], s7, v3, s[2:3]
	v_add_co_ci_u32_e32 v3, vcc, s37, v3, vcc
	v_sub_co_u32 v12, vcc, v12, v19
	v_rndne_f32_e32 v27, v24
	v_sub_co_ci_u32_e32 v18, vcc, v18, v19, vcc
	v_mul_f32_e32 v19, 0x2f800000, v22
	v_max_f32_e32 v25, 0xc3000000, v25
	v_med3_f32 v27, v27, s8, 0x4effffff
	v_cmp_nlt_f32_e32 vcc, 0x4effffff, v24
	v_cmp_nlt_f32_e64 s[2:3], 0x5effffff, v20
	v_floor_f32_e32 v19, v19
	v_min_f32_e32 v25, 0x42fe0000, v25
	v_cvt_i32_f32_e32 v27, v27
	v_min_f32_e32 v26, 0x437f0000, v26
	v_min_f32_e32 v21, 0x477fff00, v21
	v_fmac_f32_e32 v22, 0xcf800000, v19
	v_cvt_u32_f32_e32 v19, v19
	v_cndmask_b32_e32 v27, 0x7fffffff, v27, vcc
	v_cmp_nlt_f32_e32 vcc, 0x5f7fffff, v20
	v_cvt_i32_f32_e32 v25, v25
	v_cvt_u32_f32_e32 v22, v22
	v_cndmask_b32_e64 v12, -1, v12, s[2:3]
	v_cndmask_b32_e64 v18, 0x7fffffff, v18, s[2:3]
	v_cndmask_b32_e32 v19, -1, v19, vcc
	v_cvt_i32_f32_e32 v26, v26
	v_cndmask_b32_e32 v22, -1, v22, vcc
	v_cmp_ngt_f32_e32 vcc, 0xdf000000, v20
	v_cvt_i32_f32_e32 v23, v23
	v_cmp_ngt_f32_e64 s[4:5], 0xcf000000, v24
	v_cvt_u32_f32_e32 v21, v21
	v_cvt_i32_f32_e32 v13, v24
	global_store_byte v[4:5], v25, off
	global_store_byte v[6:7], v26, off
	v_cndmask_b32_e32 v7, 0x80000000, v18, vcc
	v_cndmask_b32_e32 v6, 0, v12, vcc
	v_cndmask_b32_e64 v5, v19, 0, s[0:1]
	v_cndmask_b32_e64 v4, v22, 0, s[0:1]
	v_cndmask_b32_e64 v24, 0x80000000, v27, s[4:5]
	global_store_short v[16:17], v23, off
	global_store_short v[8:9], v21, off
	global_store_dword v[10:11], v13, off
	global_store_dwordx2 v[14:15], v[6:7], off
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dword v[2:3], v24, off
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
	.size cvt_int_to_float, 340
	.size cvt_uint_to_float, 284
	.size cvt_long_to_float, 456
	.size cvt_ulong_to_float, 344
	.size cvt_short_to_float, 220
	.size cvt_float_to_int, 1096

	.rodata
	.p2align 6
// cvt_int_to_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_int_to_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_int_to_float.kd
	.protected cvt_int_to_float.kd
	.type cvt_int_to_float.kd,@object
	.size cvt_int_to_float.kd, 64
cvt_int_to_float.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_int_to_float@rel64-cvt_int_to_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_uint_to_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_uint_to_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_uint_to_float.kd
	.protected cvt_uint_to_float.kd
	.type cvt_uint_to_float.kd,@object
	.size cvt_uint_to_float.kd, 64
cvt_uint_to_float.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_uint_to_float@rel64-cvt_uint_to_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_long_to_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_long_to_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_long_to_float.kd
	.protected cvt_long_to_float.kd
	.type cvt_long_to_float.kd,@object
	.size cvt_long_to_float.kd, 64
cvt_long_to_float.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_long_to_float@rel64-cvt_long_to_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0085, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_ulong_to_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_ulong_to_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_ulong_to_float.kd
	.protected cvt_ulong_to_float.kd
	.type cvt_ulong_to_float.kd,@object
	.size cvt_ulong_to_float.kd, 64
cvt_ulong_to_float.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_ulong_to_float@rel64-cvt_ulong_to_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0083, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_short_to_float.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_short_to_float
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_short_to_float.kd
	.protected cvt_short_to_float.kd
	.type cvt_short_to_float.kd,@object
	.size cvt_short_to_float.kd, 64
cvt_short_to_float.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_short_to_float@rel64-cvt_short_to_float.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0082, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// cvt_float_to_int.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 5; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel cvt_float_to_int
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 176
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 5; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl cvt_float_to_int.kd
	.protected cvt_float_to_int.kd
	.type cvt_float_to_int.kd,@object
	.size cvt_float_to_int.kd, 64
cvt_float_to_int.kd:
	.long 0x00000000, 0x00000000, 0x000000b0, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad cvt_float_to_int@rel64-cvt_float_to_int.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0146, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_int_to_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cvt_int_to_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_uint_to_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cvt_uint_to_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_long_to_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cvt_long_to_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_ulong_to_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cvt_ulong_to_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_short_to_float
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         cvt_short_to_float.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         152
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 176
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cvt_float_to_int
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         cvt_float_to_int.kd
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
