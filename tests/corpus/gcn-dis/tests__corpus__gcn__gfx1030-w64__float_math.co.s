// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl fmath_explog
	.protected fmath_explog
	.type fmath_explog,@function
fmath_explog:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[16:17], s[6:7], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx16 s[0:15], s[6:7], 0x0
	v_add_co_u32 v0, s[18:19], s16, v0
	v_add_co_ci_u32_e64 v1, null, s17, 0, s[18:19]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s0, v0
	v_add_co_ci_u32_e32 v3, vcc, s1, v1, vcc
	v_add_co_u32 v4, vcc, s2, v0
	v_add_co_ci_u32_e32 v5, vcc, s3, v1, vcc
	global_load_dword v12, v[2:3], off
	global_load_dword v13, v[4:5], off
	v_add_co_u32 v2, vcc, s4, v0
	v_add_co_ci_u32_e32 v3, vcc, s5, v1, vcc
	v_add_co_u32 v4, vcc, s6, v0
	v_add_co_ci_u32_e32 v5, vcc, s7, v1, vcc
	v_add_co_u32 v6, vcc, s8, v0
	v_add_co_ci_u32_e32 v7, vcc, s9, v1, vcc
	v_add_co_u32 v8, vcc, s10, v0
	v_add_co_ci_u32_e32 v9, vcc, s11, v1, vcc
	v_add_co_u32 v10, vcc, s12, v0
	v_add_co_ci_u32_e32 v11, vcc, s13, v1, vcc
	v_add_co_u32 v0, vcc, s14, v0
	v_add_co_ci_u32_e32 v1, vcc, s15, v1, vcc
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v14, 0x3fb8aa3b, v12
	s_waitcnt vmcnt(0)
	v_cmp_class_f32_e64 s[0:1], v13, 0x90
	v_mul_f32_e32 v16, 0x3e800000, v12
	v_cmp_gt_f32_e32 vcc, 0xc2fc0000, v12
	v_fma_f32 v18, 0x3fb8aa3b, v12, -v14
	v_cndmask_b32_e64 v17, 1.0, 0x4f800000, s[0:1]
	v_rndne_f32_e32 v19, v14
	v_mul_f32_e32 v21, 0x40549a78, v16
	v_cndmask_b32_e64 v20, 0, 0x42800000, vcc
	v_fmac_f32_e32 v18, 0x32a5705f, v12
	v_mul_f32_e32 v13, v13, v17
	v_sub_f32_e32 v14, v14, v19
	v_fma_f32 v22, 0x40549a78, v16, -v21
	v_rndne_f32_e32 v23, v21
	v_add_f32_e32 v20, v12, v20
	v_log_f32_e32 v13, v13
	v_add_f32_e32 v14, v18, v14
	v_fmac_f32_e32 v22, 0x33979a37, v16
	v_sub_f32_e32 v18, v21, v23
	v_exp_f32_e32 v20, v20
	v_cvt_i32_f32_e32 v19, v19
	v_exp_f32_e32 v14, v14
	v_cvt_i32_f32_e32 v23, v23
	v_add_f32_e32 v18, v22, v18
	v_cndmask_b32_e64 v15, 1.0, 0x1f800000, vcc
	v_mul_f32_e32 v22, 0x3f317217, v13
	v_mul_f32_e32 v25, 0x3e9a209a, v13
	v_cmp_ngt_f32_e32 vcc, 0xc2ce8ed0, v12
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e64 v17, 0, 0x41b17218, s[0:1]
	v_fma_f32 v26, 0x3f317217, v13, -v22
	v_fma_f32 v27, 0x3e9a209a, v13, -v25
	v_ldexp_f32 v14, v14, v19
	v_cndmask_b32_e64 v21, 0, 0x42000000, s[0:1]
	v_cndmask_b32_e64 v24, 0, 0x411a209b, s[0:1]
	v_fmac_f32_e32 v26, 0x3377d1cf, v13
	v_fmac_f32_e32 v27, 0x3284fbcf, v13
	v_cmp_ngt_f32_e64 s[0:1], 0xc23369f4, v16
	v_ldexp_f32 v18, v18, v23
	v_mul_f32_e32 v15, v15, v20
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_add_f32_e32 v19, v22, v26
	v_cmp_class_f32_e64 vcc, v13, 0x207
	v_add_f32_e32 v20, v25, v27
	v_cndmask_b32_e64 v18, 0, v18, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], 0x42b17218, v12
	v_sub_f32_e32 v21, v13, v21
	v_cndmask_b32_e32 v19, v19, v13, vcc
	v_cndmask_b32_e32 v13, v20, v13, vcc
	v_cmp_nlt_f32_e32 vcc, 0x421a209b, v16
	v_cndmask_b32_e64 v12, 0x7f800000, v14, s[0:1]
	v_sub_f32_e32 v16, v19, v17
	v_cndmask_b32_e32 v14, 0x7f800000, v18, vcc
	global_store_dword v[2:3], v12, off
	v_sub_f32_e32 v2, v13, v24
	global_store_dword v[4:5], v15, off
	global_store_dword v[6:7], v14, off
	global_store_dword v[8:9], v16, off
	global_store_dword v[10:11], v21, off
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
	.globl fmath_trig
	.protected fmath_trig
	.type fmath_trig,@function
fmath_trig:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dword v2, v[2:3], off
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[16:19], s[6:7], 0x30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cmp_ngt_f32_e64 s[4:5], 0x48000000, |v2|
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .L5d8
	s_mov_b32 s0, 0x7fffff
	v_mov_b32_e32 v5, 0
	v_and_or_b32 v12, v3, s0, 0x800000
	v_lshrrev_b32_e32 v10, 23, v3
	v_mul_hi_u32 v4, 0xfe5163ab, v12
	v_add_nc_u32_e32 v11, 0xffffff88, v10
	v_cmp_lt_u32_e32 vcc, 63, v11
	v_mad_u64_u32 v[6:7], null, 0x3c439041, v12, v[4:5]
	v_cndmask_b32_e64 v13, 0, 0xffffffc0, vcc
	v_add_nc_u32_e32 v13, v13, v11
	v_mov_b32_e32 v4, v7
	v_cmp_lt_u32_e64 s[0:1], 31, v13
	v_mad_u64_u32 v[7:8], null, 0xdb629599, v12, v[4:5]
	v_cndmask_b32_e64 v14, 0, 0xffffffe0, s[0:1]
	v_mov_b32_e32 v4, v8
	v_mad_u64_u32 v[8:9], null, 0xf534ddc0, v12, v[4:5]
	v_mov_b32_e32 v4, v9
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_mad_u64_u32 v[9:10], null, 0xfc2757d1, v12, v[4:5]
	v_mov_b32_e32 v4, v10
	v_mad_u64_u32 v[10:11], null, 0x4e441529, v12, v[4:5]
	v_mov_b32_e32 v4, v11
	v_add_nc_u32_e32 v11, v14, v13
	v_cndmask_b32_e32 v14, v10, v8, vcc
	v_mad_u64_u32 v[4:5], null, 0xa2f9836e, v12, v[4:5]
	v_cmp_lt_u32_e64 s[2:3], 31, v11
	v_cndmask_b32_e64 v13, 0, 0xffffffe0, s[2:3]
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_cndmask_b32_e32 v9, v9, v7, vcc
	v_add_nc_u32_e32 v10, v13, v11
	v_cndmask_b32_e64 v8, v4, v14, s[0:1]
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
	v_cndmask_b32_e64 v5, v14, v9, s[0:1]
	v_mul_lo_u32 v11, 0xfe5163ab, v12
	v_sub_nc_u32_e32 v12, 32, v10
	v_cndmask_b32_e64 v9, v9, v6, s[0:1]
	v_cndmask_b32_e64 v4, v4, v8, s[2:3]
	v_cndmask_b32_e64 v8, v8, v5, s[2:3]
	v_cndmask_b32_e64 v5, v5, v9, s[2:3]
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_alignbit_b32 v13, v4, v8, v12
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_alignbit_b32 v11, v8, v5, v12
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cndmask_b32_e32 v4, v13, v4, vcc
	v_cndmask_b32_e32 v7, v11, v8, vcc
	v_cndmask_b32_e64 v6, v9, v6, s[2:3]
	v_bfe_u32 v8, v4, 29, 1
	v_alignbit_b32 v9, v4, v7, 30
	v_alignbit_b32 v11, v5, v6, v12
	v_sub_nc_u32_e32 v10, 0, v8
	v_cndmask_b32_e32 v5, v11, v5, vcc
	v_xor_b32_e32 v9, v9, v10
	v_alignbit_b32 v7, v7, v5, 30
	v_alignbit_b32 v5, v5, v6, 30
	v_ffbh_u32_e32 v11, v9
	v_xor_b32_e32 v6, v7, v10
	v_xor_b32_e32 v5, v5, v10
	v_min_u32_e32 v11, 32, v11
	v_sub_nc_u32_e32 v7, 31, v11
	v_mad_i32_i24 v12, 0xff800000, v11, 0.5
	v_alignbit_b32 v9, v9, v6, v7
	v_alignbit_b32 v5, v6, v5, v7
	v_lshrrev_b32_e32 v7, 29, v4
	v_alignbit_b32 v6, v9, v5, 9
	v_lshlrev_b32_e32 v7, 31, v7
	v_lshrrev_b32_e32 v9, 9, v9
	v_ffbh_u32_e32 v10, v6
	v_or3_b32 v9, v12, v7, v9
	v_min_u32_e32 v10, 32, v10
	v_mul_f32_e32 v13, 0x3fc90fda, v9
	v_sub_nc_u32_e32 v12, 31, v10
	v_add_nc_u32_e32 v10, v10, v11
	v_alignbit_b32 v5, v6, v5, v12
	v_fma_f32 v6, 0x3fc90fda, v9, -v13
	v_mad_i32_i24 v10, v10, s0, 0x33000000
	v_lshrrev_b32_e32 v5, 9, v5
	v_fmac_f32_e32 v6, 0x33a22168, v9
	v_or3_b32 v5, v10, v7, v5
	v_fmac_f32_e32 v6, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v5, 30, v4
	v_add_f32_e32 v4, v13, v6
	v_add_nc_u32_e32 v5, v8, v5
.L5d8:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	v_mul_f32_e32 v4, 0x3f22f983, v3
	v_rndne_f32_e32 v5, v4
	v_fmamk_f32 v4, v5, 0xbfc90fda, v3
	v_fmac_f32_e32 v4, 0xb3a22168, v5
	v_fmac_f32_e32 v4, 0xa7c234c4, v5
	v_cvt_i32_f32_e32 v5, v5
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v6, v4, v4
	s_mov_b32 s0, 0xb94c1982
	s_mov_b32 s1, 0x37d75334
	v_and_b32_e32 v9, 1, v5
	v_lshlrev_b32_e32 v5, 30, v5
	v_fmaak_f32 v7, s0, v6, 0x3c0881c4
	v_fmaak_f32 v8, s1, v6, 0xbab64f3b
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_and_b32_e32 v5, 0x80000000, v5
	v_fmaak_f32 v7, v6, v7, 0xbe2aaa9d
	v_fmaak_f32 v8, v6, v8, 0x3d2aabf7
	v_mul_f32_e32 v7, v6, v7
	v_fmaak_f32 v8, v6, v8, 0xbf000004
	v_fmac_f32_e32 v4, v4, v7
	v_fma_f32 v6, v6, v8, 1.0
	v_xor_b32_e32 v7, v3, v2
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_cmp_class_f32_e64 vcc, v3, 0x1f8
	v_xor3_b32 v6, v7, v5, v4
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_cndmask_b32_e32 v6, 0x7fc00000, v6, vcc
	v_add_co_u32 v4, s[0:1], s12, v4
	v_add_co_ci_u32_e64 v5, s[0:1], s13, v5, s[0:1]
	global_store_dword v[4:5], v6, off
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .L928
	s_mov_b32 s0, 0x7fffff
	v_mov_b32_e32 v5, 0
	v_and_or_b32 v12, v3, s0, 0x800000
	v_lshrrev_b32_e32 v10, 23, v3
	v_mul_hi_u32 v4, 0xfe5163ab, v12
	v_add_nc_u32_e32 v11, 0xffffff88, v10
	v_cmp_lt_u32_e64 s[0:1], 63, v11
	v_mad_u64_u32 v[6:7], null, 0x3c439041, v12, v[4:5]
	v_cndmask_b32_e64 v13, 0, 0xffffffc0, s[0:1]
	v_add_nc_u32_e32 v13, v13, v11
	v_mov_b32_e32 v4, v7
	v_cmp_lt_u32_e64 s[2:3], 31, v13
	v_mad_u64_u32 v[7:8], null, 0xdb629599, v12, v[4:5]
	v_cndmask_b32_e64 v14, 0, 0xffffffe0, s[2:3]
	v_mov_b32_e32 v4, v8
	v_mad_u64_u32 v[8:9], null, 0xf534ddc0, v12, v[4:5]
	v_mov_b32_e32 v4, v9
	v_cndmask_b32_e64 v6, v8, v6, s[0:1]
	v_mad_u64_u32 v[9:10], null, 0xfc2757d1, v12, v[4:5]
	v_mov_b32_e32 v4, v10
	v_mad_u64_u32 v[10:11], null, 0x4e441529, v12, v[4:5]
	v_mov_b32_e32 v4, v11
	v_add_nc_u32_e32 v11, v14, v13
	v_cndmask_b32_e64 v14, v10, v8, s[0:1]
	v_mad_u64_u32 v[4:5], null, 0xa2f9836e, v12, v[4:5]
	v_cmp_lt_u32_e64 s[4:5], 31, v11
	v_cndmask_b32_e64 v13, 0, 0xffffffe0, s[4:5]
	v_cndmask_b32_e64 v4, v4, v9, s[0:1]
	v_cndmask_b32_e64 v5, v5, v10, s[0:1]
	v_cndmask_b32_e64 v9, v9, v7, s[0:1]
	v_add_nc_u32_e32 v10, v13, v11
	v_cndmask_b32_e64 v8, v4, v14, s[2:3]
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
	v_cndmask_b32_e64 v5, v14, v9, s[2:3]
	v_mul_lo_u32 v11, 0xfe5163ab, v12
	v_sub_nc_u32_e32 v12, 32, v10
	v_cndmask_b32_e64 v9, v9, v6, s[2:3]
	v_cndmask_b32_e64 v4, v4, v8, s[4:5]
	v_cndmask_b32_e64 v8, v8, v5, s[4:5]
	v_cndmask_b32_e64 v5, v5, v9, s[4:5]
	v_cndmask_b32_e64 v7, v7, v11, s[0:1]
	v_alignbit_b32 v13, v4, v8, v12
	v_cmp_eq_u32_e64 s[0:1], 0, v10
	v_alignbit_b32 v11, v8, v5, v12
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cndmask_b32_e64 v4, v13, v4, s[0:1]
	v_cndmask_b32_e64 v7, v11, v8, s[0:1]
	v_cndmask_b32_e64 v6, v9, v6, s[4:5]
	v_bfe_u32 v8, v4, 29, 1
	v_alignbit_b32 v9, v4, v7, 30
	v_alignbit_b32 v11, v5, v6, v12
	v_sub_nc_u32_e32 v10, 0, v8
	v_cndmask_b32_e64 v5, v11, v5, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_xor_b32_e32 v9, v9, v10
	v_alignbit_b32 v7, v7, v5, 30
	v_alignbit_b32 v5, v5, v6, 30
	v_ffbh_u32_e32 v11, v9
	v_xor_b32_e32 v6, v7, v10
	v_xor_b32_e32 v5, v5, v10
	v_min_u32_e32 v11, 32, v11
	v_sub_nc_u32_e32 v7, 31, v11
	v_mad_i32_i24 v12, 0xff800000, v11, 0.5
	v_alignbit_b32 v9, v9, v6, v7
	v_alignbit_b32 v5, v6, v5, v7
	v_lshrrev_b32_e32 v7, 29, v4
	v_alignbit_b32 v6, v9, v5, 9
	v_lshlrev_b32_e32 v7, 31, v7
	v_lshrrev_b32_e32 v9, 9, v9
	v_ffbh_u32_e32 v10, v6
	v_or3_b32 v9, v12, v7, v9
	v_min_u32_e32 v10, 32, v10
	v_mul_f32_e32 v13, 0x3fc90fda, v9
	v_sub_nc_u32_e32 v12, 31, v10
	v_add_nc_u32_e32 v10, v10, v11
	v_alignbit_b32 v5, v6, v5, v12
	v_fma_f32 v6, 0x3fc90fda, v9, -v13
	v_mad_i32_i24 v10, v10, s0, 0x33000000
	v_lshrrev_b32_e32 v5, 9, v5
	v_fmac_f32_e32 v6, 0x33a22168, v9
	v_or3_b32 v5, v10, v7, v5
	v_fmac_f32_e32 v6, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v5, 30, v4
	v_add_f32_e32 v4, v13, v6
	v_add_nc_u32_e32 v5, v8, v5
.L928:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	v_mul_f32_e32 v4, 0x3f22f983, v3
	v_rndne_f32_e32 v5, v4
	v_fmamk_f32 v4, v5, 0xbfc90fda, v3
	v_fmac_f32_e32 v4, 0xb3a22168, v5
	v_fmac_f32_e32 v4, 0xa7c234c4, v5
	v_cvt_i32_f32_e32 v5, v5
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v6, v4, v4
	s_mov_b32 s0, 0xb94c1982
	s_mov_b32 s1, 0x37d75334
	v_and_b32_e32 v9, 1, v5
	v_lshlrev_b32_e32 v5, 30, v5
	v_fmaak_f32 v7, s0, v6, 0x3c0881c4
	v_fmaak_f32 v8, s1, v6, 0xbab64f3b
	s_mov_b64 s[2:3], exec
	v_cmp_eq_u32_e64 s[0:1], 0, v9
	v_fmaak_f32 v7, v6, v7, 0xbe2aaa9d
	v_fmaak_f32 v8, v6, v8, 0x3d2aabf7
	v_mul_f32_e32 v7, v6, v7
	v_fmaak_f32 v8, v6, v8, 0xbf000004
	v_fmac_f32_e32 v4, v4, v7
	v_fma_f32 v6, v6, v8, 1.0
	v_and_b32_e32 v7, 0x80000000, v5
	v_cndmask_b32_e64 v8, -v4, v6, s[0:1]
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_mul_f32_e32 v4, 0x3e800000, v2
	v_xor_b32_e32 v9, v7, v8
	v_add_co_u32 v7, s[0:1], s14, v5
	v_add_co_ci_u32_e64 v8, s[0:1], s15, v6, s[0:1]
	v_cndmask_b32_e32 v6, 0x7fc00000, v9, vcc
	v_and_b32_e32 v5, 0x7fffffff, v4
	global_store_dword v[7:8], v6, off
	v_cmpx_ngt_f32_e64 0x48000000, |v4|
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .Lc5c
	s_mov_b32 s0, 0x7fffff
	v_mov_b32_e32 v7, 0
	v_and_or_b32 v14, v5, s0, 0x800000
	v_lshrrev_b32_e32 v12, 23, v5
	v_mul_hi_u32 v6, 0xfe5163ab, v14
	v_add_nc_u32_e32 v13, 0xffffff88, v12
	v_cmp_lt_u32_e32 vcc, 63, v13
	v_mad_u64_u32 v[8:9], null, 0x3c439041, v14, v[6:7]
	v_cndmask_b32_e64 v15, 0, 0xffffffc0, vcc
	v_add_nc_u32_e32 v15, v15, v13
	v_mov_b32_e32 v6, v9
	v_cmp_lt_u32_e64 s[0:1], 31, v15
	v_mad_u64_u32 v[9:10], null, 0xdb629599, v14, v[6:7]
	v_cndmask_b32_e64 v16, 0, 0xffffffe0, s[0:1]
	v_mov_b32_e32 v6, v10
	v_mad_u64_u32 v[10:11], null, 0xf534ddc0, v14, v[6:7]
	v_mov_b32_e32 v6, v11
	v_cndmask_b32_e32 v8, v10, v8, vcc
	v_mad_u64_u32 v[11:12], null, 0xfc2757d1, v14, v[6:7]
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[12:13], null, 0x4e441529, v14, v[6:7]
	v_mov_b32_e32 v6, v13
	v_add_nc_u32_e32 v13, v16, v15
	v_cndmask_b32_e32 v16, v12, v10, vcc
	v_mad_u64_u32 v[6:7], null, 0xa2f9836e, v14, v[6:7]
	v_cmp_lt_u32_e64 s[2:3], 31, v13
	v_cndmask_b32_e64 v15, 0, 0xffffffe0, s[2:3]
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_cndmask_b32_e32 v11, v11, v9, vcc
	v_add_nc_u32_e32 v12, v15, v13
	v_cndmask_b32_e64 v10, v6, v16, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[0:1]
	v_cndmask_b32_e64 v7, v16, v11, s[0:1]
	v_mul_lo_u32 v13, 0xfe5163ab, v14
	v_sub_nc_u32_e32 v14, 32, v12
	v_cndmask_b32_e64 v11, v11, v8, s[0:1]
	v_cndmask_b32_e64 v6, v6, v10, s[2:3]
	v_cndmask_b32_e64 v10, v10, v7, s[2:3]
	v_cndmask_b32_e64 v7, v7, v11, s[2:3]
	v_cndmask_b32_e32 v9, v9, v13, vcc
	v_alignbit_b32 v15, v6, v10, v14
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_alignbit_b32 v13, v10, v7, v14
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cndmask_b32_e32 v6, v15, v6, vcc
	v_cndmask_b32_e32 v9, v13, v10, vcc
	v_cndmask_b32_e64 v8, v11, v8, s[2:3]
	v_bfe_u32 v10, v6, 29, 1
	v_alignbit_b32 v11, v6, v9, 30
	v_alignbit_b32 v13, v7, v8, v14
	v_sub_nc_u32_e32 v12, 0, v10
	v_cndmask_b32_e32 v7, v13, v7, vcc
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v9, v9, v7, 30
	v_alignbit_b32 v7, v7, v8, 30
	v_ffbh_u32_e32 v13, v11
	v_xor_b32_e32 v8, v9, v12
	v_xor_b32_e32 v7, v7, v12
	v_min_u32_e32 v13, 32, v13
	v_sub_nc_u32_e32 v9, 31, v13
	v_mad_i32_i24 v14, 0xff800000, v13, 0.5
	v_alignbit_b32 v11, v11, v8, v9
	v_alignbit_b32 v7, v8, v7, v9
	v_lshrrev_b32_e32 v9, 29, v6
	v_alignbit_b32 v8, v11, v7, 9
	v_lshlrev_b32_e32 v9, 31, v9
	v_lshrrev_b32_e32 v11, 9, v11
	v_ffbh_u32_e32 v12, v8
	v_or3_b32 v11, v14, v9, v11
	v_min_u32_e32 v12, 32, v12
	v_mul_f32_e32 v15, 0x3fc90fda, v11
	v_sub_nc_u32_e32 v14, 31, v12
	v_add_nc_u32_e32 v12, v12, v13
	v_alignbit_b32 v7, v8, v7, v14
	v_fma_f32 v8, 0x3fc90fda, v11, -v15
	v_mad_i32_i24 v12, v12, s0, 0x33000000
	v_lshrrev_b32_e32 v7, 9, v7
	v_fmac_f32_e32 v8, 0x33a22168, v11
	v_or3_b32 v7, v12, v9, v7
	v_fmac_f32_e32 v8, 0x3fc90fda, v7
	v_lshrrev_b32_e32 v7, 30, v6
	v_add_f32_e32 v6, v15, v8
	v_add_nc_u32_e32 v7, v10, v7
.Lc5c:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	v_mul_f32_e32 v6, 0x3f22f983, v5
	v_rndne_f32_e32 v7, v6
	v_fmamk_f32 v6, v7, 0xbfc90fda, v5
	v_fmac_f32_e32 v6, 0xb3a22168, v7
	v_fmac_f32_e32 v6, 0xa7c234c4, v7
	v_cvt_i32_f32_e32 v7, v7
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v8, v6, v6
	s_mov_b32 s0, 0x3c971480
	v_and_b32_e32 v7, 1, v7
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v12, 0x4016cbe4
	v_fmaak_f32 v9, s0, v8, 0xbf039337
	s_mov_b32 s0, 0xbc8cedd3
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_fmaak_f32 v10, s0, v8, 0x3ec54587
	s_mov_b32 s0, 0x3b2d2a58
	v_fmaak_f32 v9, v8, v9, 0x3f93f425
	v_rcp_f32_e32 v9, v9
	v_mul_f32_e32 v9, v10, v9
	v_mul_f32_e32 v8, v8, v9
	v_fma_f32 v9, v8, v6, v6
	v_rcp_f32_e32 v10, v9
	v_sub_f32_e32 v11, v9, v6
	v_fma_f32 v6, v8, v6, -v11
	v_fma_f32 v8, v9, -v10, 1.0
	v_fma_f32 v6, v6, -v10, v8
	v_fma_f32 v6, v6, -v10, -v10
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_xor3_b32 v4, v5, v4, v6
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc, s20, v0
	v_add_co_ci_u32_e32 v7, vcc, s21, v1, vcc
	v_cmp_class_f32_e64 vcc, v5, 0x1f8
	v_cndmask_b32_e32 v8, 0x7fc00000, v4, vcc
	v_add_co_u32 v4, vcc, s10, v0
	v_add_co_ci_u32_e32 v5, vcc, s11, v1, vcc
	global_store_dword v[6:7], v8, off
	global_load_dword v5, v[4:5], off
	v_max_f32_e32 v4, v3, v3
	s_waitcnt vmcnt(0)
	v_max_f32_e64 v6, |v5|, |v5|
	v_cmp_gt_i32_e64 s[2:3], 0, v5
	v_min_f32_e32 v7, v6, v4
	v_max_f32_e32 v4, v6, v4
	v_div_scale_f32 v6, null, v4, v4, v7
	v_div_scale_f32 v10, vcc, v7, v4, v7
	v_rcp_f32_e32 v8, v6
	v_fma_f32 v9, -v6, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_mul_f32_e32 v9, v10, v8
	v_fma_f32 v11, -v6, v9, v10
	v_fmac_f32_e32 v9, v11, v8
	v_fma_f32 v6, -v6, v9, v10
	v_div_fmas_f32 v6, v6, v8, v9
	v_mul_f32_e32 v8, 0x3e000000, v2
	v_cmp_eq_f32_e32 vcc, 0x7f800000, v3
	v_div_fixup_f32 v4, v6, v4, v7
	v_mul_f32_e64 v6, |v8|, 0.5
	v_and_b32_e32 v13, 0x7fffffff, v8
	v_mul_f32_e32 v7, v4, v4
	v_fract_f32_e32 v9, v6
	v_fmaak_f32 v10, s0, v7, 0xbc7a590c
	v_add_f32_e32 v9, v9, v9
	v_cmp_class_f32_e64 s[0:1], v6, 0x204
	v_fmaak_f32 v10, v7, v10, 0x3d29fb3f
	v_cndmask_b32_e64 v6, v9, 0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], |v8|, 1.0
	v_fmaak_f32 v9, v7, v10, 0xbd97d4d7
	v_cndmask_b32_e64 v6, |v8|, v6, s[0:1]
	s_mov_b32 s0, 0x3e75aa41
	v_fmaak_f32 v9, v7, v9, 0x3dd931b2
	s_mov_b32 s1, 0x3d4be544
	v_add_f32_e32 v10, v6, v6
	v_fmaak_f32 v9, v7, v9, 0xbe1160e6
	v_rndne_f32_e32 v10, v10
	v_fmaak_f32 v9, v7, v9, 0x3e4cb8bf
	v_fmac_f32_e32 v6, -0.5, v10
	v_cvt_i32_f32_e32 v10, v10
	v_fmaak_f32 v9, v7, v9, 0xbeaaaa62
	v_mul_f32_e32 v11, v6, v6
	v_mul_f32_e32 v7, v7, v9
	v_fmaak_f32 v9, s0, v11, 0xbf1f24be
	v_fmaak_f32 v14, s1, v11, 0x3e642e9d
	v_fmac_f32_e32 v4, v4, v7
	v_cmp_gt_f32_e64 s[0:1], v3, |v5|
	v_fmaak_f32 v7, v11, v9, 0x40234736
	v_xor_b32_e32 v9, v13, v8
	v_sub_f32_e32 v15, 0x3fc90fdb, v4
	v_fmaak_f32 v13, v11, v14, 0xbfaad1da
	v_mul_f32_e32 v14, v6, v11
	v_fmaak_f32 v7, v11, v7, 0xc0a55e0e
	v_cndmask_b32_e64 v3, v4, v15, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], 0, v5
	v_fmaak_f32 v13, v11, v13, 0x4081e0d3
	v_mul_f32_e32 v4, v14, v7
	v_and_b32_e32 v7, 1, v10
	v_sub_f32_e32 v14, 0x40490fdb, v3
	v_cndmask_b32_e64 v12, 0x3f490fdb, v12, s[0:1]
	v_fmaak_f32 v13, v11, v13, 0xc09de9e6
	v_fmac_f32_e32 v4, 0x40490fdb, v6
	v_cndmask_b32_e64 v6, 0, 0x40490fdb, s[2:3]
	v_cndmask_b32_e64 v3, v3, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], 0, v2
	v_cmp_class_f32_e64 s[2:3], v5, 0x204
	v_lshlrev_b32_e32 v10, 30, v10
	v_fma_f32 v11, v11, v13, 1.0
	v_cndmask_b32_e64 v3, v3, v6, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v7
	s_and_b64 vcc, vcc, s[2:3]
	v_and_b32_e32 v6, 0x80000000, v10
	v_cndmask_b32_e32 v10, v3, v12, vcc
	v_add_co_u32 v3, vcc, s22, v0
	v_cndmask_b32_e64 v7, v11, v4, s[0:1]
	v_add_co_ci_u32_e32 v4, vcc, s23, v1, vcc
	v_cmp_o_f32_e32 vcc, v5, v2
	v_xor3_b32 v6, v9, v6, v7
	v_cndmask_b32_e32 v5, 0x7fc00000, v10, vcc
	v_add_co_u32 v0, vcc, s16, v0
	v_add_co_ci_u32_e32 v1, vcc, s17, v1, vcc
	v_cmp_class_f32_e64 vcc, |v8|, 0x1f8
	v_bfi_b32 v2, 0x7fffffff, v5, v2
	v_cndmask_b32_e32 v5, 0x7fc00000, v6, vcc
	global_store_dword v[3:4], v2, off
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
	s_nop 0
	.globl fmath_pow
	.protected fmath_pow
	.type fmath_pow,@function
fmath_pow:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_mov_b32 s0, 0x3e76c4e1
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc, s8, v3
	v_add_co_ci_u32_e32 v6, vcc, s9, v4, vcc
	v_add_co_u32 v3, vcc, s10, v3
	v_add_co_ci_u32_e32 v4, vcc, s11, v4, vcc
	global_load_dword v2, v[5:6], off
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(1)
	v_frexp_mant_f32_e64 v4, |v2|
	s_waitcnt vmcnt(0)
	v_trunc_f32_e64 v15, |v3|
	v_cmp_gt_f32_e32 vcc, 0x3f2aaaab, v4
	v_cmp_eq_f32_e64 s[2:3], |v3|, v15
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_ldexp_f32 v4, v4, v5
	v_add_f32_e32 v5, 1.0, v4
	v_add_f32_e32 v7, -1.0, v4
	v_rcp_f32_e32 v6, v5
	v_add_f32_e32 v9, -1.0, v5
	v_sub_f32_e32 v4, v4, v9
	v_mul_f32_e32 v8, v7, v6
	v_mul_f32_e32 v10, v5, v8
	v_fma_f32 v5, v8, v5, -v10
	v_fmac_f32_e32 v5, v8, v4
	v_add_f32_e32 v4, v10, v5
	v_sub_f32_e32 v9, v7, v4
	v_sub_f32_e32 v10, v4, v10
	v_sub_f32_e32 v7, v7, v9
	v_sub_f32_e32 v5, v5, v10
	v_sub_f32_e32 v4, v7, v4
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v9, v4
	v_mul_f32_e32 v4, v6, v4
	v_add_f32_e32 v5, v8, v4
	v_sub_f32_e32 v6, v5, v8
	v_mul_f32_e32 v7, v5, v5
	v_sub_f32_e32 v4, v4, v6
	v_fma_f32 v6, v5, v5, -v7
	v_add_f32_e32 v8, v4, v4
	v_fmac_f32_e32 v6, v5, v8
	v_add_f32_e32 v8, v7, v6
	v_fmaak_f32 v9, s0, v8, 0x3e91f4c4
	v_sub_f32_e32 v7, v8, v7
	v_mul_f32_e32 v12, v5, v8
	v_fmaak_f32 v9, v8, v9, 0x3ecccdef
	v_sub_f32_e32 v6, v6, v7
	v_fma_f32 v13, v8, v5, -v12
	v_mul_f32_e32 v10, v8, v9
	v_fmac_f32_e32 v13, v8, v4
	v_ldexp_f32 v4, v4, 1
	v_fma_f32 v7, v8, v9, -v10
	v_fmac_f32_e32 v13, v6, v5
	v_ldexp_f32 v5, v5, 1
	v_fmac_f32_e32 v7, v6, v9
	v_add_f32_e32 v8, v12, v13
	v_add_f32_e32 v9, v10, v7
	v_sub_f32_e32 v10, v9, v10
	v_add_f32_e32 v11, 0x3f2aaaaa, v9
	v_sub_f32_e32 v7, v7, v10
	v_add_f32_e32 v10, 0xbf2aaaaa, v11
	v_add_f32_e32 v7, 0x31739010, v7
	v_sub_f32_e32 v9, v9, v10
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v6, v11, v7
	v_sub_f32_e32 v9, v6, v11
	v_mul_f32_e32 v10, v8, v6
	v_sub_f32_e32 v11, v8, v12
	v_sub_f32_e32 v7, v7, v9
	v_fma_f32 v9, v8, v6, -v10
	v_sub_f32_e32 v11, v13, v11
	v_fmac_f32_e32 v9, v8, v7
	v_frexp_exp_i32_f32_e64 v7, |v2|
	v_fmac_f32_e32 v9, v11, v6
	v_subrev_co_ci_u32_e32 v6, vcc, 0, v7, vcc
	v_add_f32_e32 v7, v10, v9
	v_cvt_f32_i32_e32 v6, v6
	v_add_f32_e32 v8, v5, v7
	v_sub_f32_e32 v10, v7, v10
	v_mul_f32_e32 v11, 0x3f317218, v6
	v_sub_f32_e32 v5, v8, v5
	v_sub_f32_e32 v9, v9, v10
	v_fma_f32 v10, 0x3f317218, v6, -v11
	v_sub_f32_e32 v5, v7, v5
	v_add_f32_e32 v4, v4, v9
	v_fmac_f32_e32 v10, 0xb102e308, v6
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v5, v11, v10
	v_add_f32_e32 v6, v8, v4
	v_sub_f32_e32 v11, v5, v11
	v_add_f32_e32 v7, v5, v6
	v_sub_f32_e32 v8, v6, v8
	v_sub_f32_e32 v10, v10, v11
	v_sub_f32_e32 v9, v7, v5
	v_sub_f32_e32 v4, v4, v8
	v_sub_f32_e32 v12, v7, v9
	v_sub_f32_e32 v6, v6, v9
	v_add_f32_e32 v8, v10, v4
	v_sub_f32_e32 v5, v5, v12
	v_add_f32_e32 v5, v6, v5
	v_sub_f32_e32 v6, v8, v10
	v_add_f32_e32 v5, v8, v5
	v_sub_f32_e32 v8, v8, v6
	v_sub_f32_e32 v4, v4, v6
	v_add_f32_e32 v9, v7, v5
	v_sub_f32_e32 v6, v10, v8
	v_sub_f32_e32 v7, v9, v7
	v_add_f32_e32 v4, v4, v6
	v_sub_f32_e32 v5, v5, v7
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v6, v9, v4
	v_sub_f32_e32 v5, v6, v9
	v_mul_f32_e32 v8, v3, v6
	v_sub_f32_e32 v7, v4, v5
	v_fma_f32 v4, v3, v6, -v8
	v_cmp_class_f32_e64 vcc, v8, 0x204
	v_fmac_f32_e32 v4, v3, v7
	v_add_f32_e32 v5, v8, v4
	v_cndmask_b32_e32 v9, v5, v8, vcc
	v_sub_f32_e32 v5, v5, v8
	v_cmp_eq_f32_e32 vcc, 0x42b17218, v9
	v_sub_f32_e32 v4, v4, v5
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_cndmask_b32_e64 v10, 0, 0x37000000, vcc
	v_sub_f32_e32 v11, v9, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_fma_f32 v13, 0x3fb8aa3b, v11, -v12
	v_rndne_f32_e32 v14, v12
	v_fmac_f32_e32 v13, 0x32a5705f, v11
	v_sub_f32_e32 v12, v12, v14
	v_cvt_i32_f32_e32 v8, v14
	v_add_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, 0.5, v15
	v_exp_f32_e32 v12, v12
	v_fract_f32_e32 v16, v13
	v_cmp_class_f32_e64 s[0:1], v13, 0x204
	v_cndmask_b32_e64 v13, v16, 0, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], 0x7f800000, |v9|
	v_ldexp_f32 v8, v12, v8
	v_cmp_eq_f32_e32 vcc, 0, v13
	v_cndmask_b32_e64 v4, 0, v4, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], 0xc2ce8ed0, v11
	s_and_b64 vcc, s[2:3], vcc
	v_add_f32_e32 v4, v10, v4
	v_add_co_ci_u32_e32 v5, vcc, 0, v5, vcc
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cmp_nlt_f32_e32 vcc, 0x42b17218, v11
	v_cmp_eq_u32_e64 s[0:1], 1, v5
	v_cmp_ne_u32_e64 s[4:5], 0, v5
	v_cndmask_b32_e32 v8, 0x7f800000, v8, vcc
	v_cmp_gt_f32_e32 vcc, 0, v2
	v_fma_f32 v4, v8, v4, v8
	s_and_b64 s[2:3], vcc, s[0:1]
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[16:19], s[6:7], 0x30
	v_cndmask_b32_e64 v9, 0, 0x80000000, s[2:3]
	v_cmp_class_f32_e64 s[2:3], v8, 0x204
	v_cndmask_b32_e64 v4, v4, v8, s[2:3]
	v_cmp_ngt_f32_e64 s[2:3], 0, v2
	v_bfi_b32 v5, 0x7fffffff, v4, v9
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_and_b32_e32 v4, 0x7fffffff, v2
	v_cndmask_b32_e64 v5, 0x7fc00000, v5, s[2:3]
	v_cmp_class_f32_e64 s[2:3], v3, 0x204
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .L1420
	v_mov_b32_e32 v5, 1.0
	s_mov_b64 s[6:7], exec
	v_cmpx_neq_f32_e32 1.0, v4
	v_add_f32_e32 v5, -1.0, v4
	v_xor_b32_e32 v5, v5, v3
	v_cmp_lt_i32_e64 s[2:3], -1, v5
	v_cndmask_b32_e64 v5, 0, 0x7f800000, s[2:3]
	s_or_b64 exec, exec, s[6:7]
.L1420:
	s_or_b64 exec, exec, s[4:5]
	v_mul_f32_e32 v12, 0.5, v3
	v_add_f32_e32 v8, v3, v3
	v_cndmask_b32_e64 v25, 0, 1, vcc
	v_cndmask_b32_e64 v20, 0, v2, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], 0, v3
	v_mul_f32_e32 v13, v12, v6
	v_cvt_i32_f32_e32 v8, v8
	v_cmp_nle_f32_e64 s[4:5], 0, v2
	v_fma_f32 v14, v12, v6, -v13
	v_and_b32_e32 v9, 0xffff0000, v8
	v_cvt_f32_i32_sdwa v10, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cmp_class_f32_e64 s[2:3], v13, 0x204
	v_fmac_f32_e32 v14, v12, v7
	v_cvt_f32_i32_e32 v9, v9
	v_add_f32_e32 v15, v13, v14
	v_add_f32_e32 v16, v9, v10
	v_cndmask_b32_e64 v17, v15, v13, s[2:3]
	v_sub_f32_e32 v11, v9, v16
	v_mul_f32_e32 v21, v16, v6
	v_sub_f32_e32 v13, v15, v13
	v_and_b32_e32 v9, 0x7fffffff, v3
	v_cmp_eq_f32_e64 s[2:3], 0x42b17218, v17
	v_add_f32_e32 v10, v11, v10
	v_cmp_class_f32_e64 s[6:7], v21, 0x204
	v_sub_f32_e32 v13, v14, v13
	v_cmp_neq_f32_e64 s[10:11], 0x7f800000, |v17|
	v_cndmask_b32_e64 v18, 0, 0x37000000, s[2:3]
	v_mul_f32_e32 v22, v10, v6
	v_fma_f32 v6, v16, v6, -v21
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_cndmask_b32_e64 v13, 0, v13, s[10:11]
	v_sub_f32_e32 v19, v17, v18
	v_fmac_f32_e32 v22, v16, v7
	v_trunc_f32_e64 v7, |v12|
	v_cmp_gt_f32_e64 s[2:3], 0, v3
	v_add_f32_e32 v13, v18, v13
	v_mul_f32_e32 v23, 0x3fb8aa3b, v19
	v_add_f32_e32 v22, v6, v22
	v_mul_f32_e32 v6, 0.5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[18:19], |v12|, v7
	v_cmp_u_f32_e64 s[10:11], v12, v12
	v_fma_f32 v16, 0x3fb8aa3b, v19, -v23
	v_rndne_f32_e32 v24, v23
	v_add_f32_e32 v26, v21, v22
	v_fract_f32_e32 v27, v6
	v_cmp_class_f32_e64 s[8:9], v6, 0x204
	v_fmac_f32_e32 v16, 0x32a5705f, v19
	v_sub_f32_e32 v23, v23, v24
	v_cndmask_b32_e64 v7, 0, 1, s[18:19]
	v_cvt_i32_f32_e32 v14, v24
	v_cndmask_b32_e64 v27, v27, 0, s[8:9]
	v_add_f32_e32 v6, v16, v23
	v_cndmask_b32_e64 v16, v26, v21, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], 0, v12
	v_exp_f32_e32 v6, v6
	v_cmp_eq_f32_e64 s[8:9], 0x42b17218, v16
	v_cndmask_b32_e64 v23, 0, 0x7f800000, s[6:7]
	v_cndmask_b32_e64 v15, 0, 0x37000000, s[8:9]
	v_cmp_eq_f32_e64 s[8:9], 0, v27
	v_ldexp_f32 v6, v6, v14
	v_sub_f32_e32 v24, v16, v15
	s_and_b64 s[8:9], s[18:19], s[8:9]
	v_add_co_ci_u32_e64 v7, s[8:9], 0, v7, s[8:9]
	v_cmp_ngt_f32_e64 s[8:9], 0xc2ce8ed0, v19
	v_mul_f32_e32 v14, 0x3fb8aa3b, v24
	v_cndmask_b32_e64 v6, 0, v6, s[8:9]
	v_cmp_nlt_f32_e64 s[8:9], 0x42b17218, v19
	v_fma_f32 v17, 0x3fb8aa3b, v24, -v14
	v_rndne_f32_e32 v18, v14
	v_sub_f32_e32 v19, v26, v21
	v_cndmask_b32_e64 v21, 0x7f800000, 0, s[6:7]
	v_cndmask_b32_e64 v6, 0x7f800000, v6, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], 1, v7
	v_fmac_f32_e32 v17, 0x32a5705f, v24
	v_sub_f32_e32 v7, v14, v18
	v_sub_f32_e32 v19, v22, v19
	v_fma_f32 v13, v6, v13, v6
	s_and_b64 s[8:9], vcc, s[8:9]
	v_cmp_class_f32_e64 vcc, v6, 0x204
	v_add_f32_e32 v17, v17, v7
	v_cndmask_b32_e64 v14, 0, 0x80000000, s[8:9]
	v_cmp_neq_f32_e64 s[6:7], 0x7f800000, |v16|
	v_cvt_i32_f32_e32 v16, v18
	v_cndmask_b32_e32 v13, v13, v6, vcc
	v_add_co_u32 v6, vcc, s12, v10
	v_add_co_ci_u32_e32 v7, vcc, s13, v11, vcc
	v_cmp_eq_f32_e32 vcc, 0, v2
	v_exp_f32_e32 v17, v17
	v_bfi_b32 v13, 0x7fffffff, v13, v14
	v_cndmask_b32_e64 v14, 0, v19, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v12, 0x204
	s_xor_b64 s[2:3], vcc, s[2:3]
	v_cmp_ngt_f32_e64 s[8:9], 0xc2ce8ed0, v24
	v_cndmask_b32_e64 v18, 0x7f800000, 0, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], 1.0, v4
	v_cndmask_b32_e32 v13, v13, v23, vcc
	v_add_f32_e32 v14, v15, v14
	v_ldexp_f32 v15, v17, v16
	v_bfi_b32 v16, 0x7fffffff, v18, v20
	v_cndmask_b32_e64 v19, v21, v23, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], 0x7f800000, v4
	v_cndmask_b32_e64 v17, 1.0, 0x7fc00000, s[6:7]
	v_cndmask_b32_e64 v15, 0, v15, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v2, v3
	v_cndmask_b32_e64 v13, v13, v21, s[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v5, v5, v16, s[2:3]
	v_cndmask_b32_e64 v16, 1.0, 0x7fc00000, s[2:3]
	v_cndmask_b32_e64 v13, v13, v19, s[6:7]
	v_cmp_nlt_f32_e64 s[6:7], 0x42b17218, v24
	v_cndmask_b32_e64 v3, 0x7fc00000, v5, s[8:9]
	v_and_b32_e32 v5, v8, v25
	v_cndmask_b32_e64 v15, 0x7f800000, v15, s[6:7]
	v_cmp_eq_f32_e64 s[6:7], 0, v12
	v_cndmask_b32_e64 v12, v13, v16, s[6:7]
	v_cmp_eq_f32_e64 s[6:7], 1.0, v2
	v_fma_f32 v13, v15, v14, v15
	v_cndmask_b32_e64 v12, v12, v17, s[6:7]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	v_cndmask_b32_e64 v14, v3, 1.0, s[0:1]
	s_or_b64 s[0:1], s[4:5], s[10:11]
	v_cndmask_b32_e64 v12, v12, 0x7fc00000, s[0:1]
	v_cmp_class_f32_e64 s[0:1], v15, 0x204
	v_cndmask_b32_e64 v3, v13, v15, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v5
	v_cndmask_b32_e64 v5, 0x80000000, 0, s[0:1]
	v_add_co_u32 v10, s[0:1], s14, v10
	v_add_co_ci_u32_e64 v11, s[0:1], s15, v11, s[0:1]
	v_bfi_b32 v3, 0x7fffffff, v3, v5
	global_store_dword v[6:7], v14, off
	global_store_dword v[10:11], v12, off
	s_and_saveexec_b64 s[0:1], s[2:3]
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_lshrrev_b32_e32 v5, 31, v8
	v_and_b32_e32 v6, 1, v8
	v_cmp_eq_u32_e32 vcc, v5, v3
	v_cndmask_b32_e64 v3, 0, 0x7f800000, vcc
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_cndmask_b32_e32 v5, 0, v2, vcc
	v_bfi_b32 v3, 0x7fffffff, v3, v5
	s_or_b64 exec, exec, s[0:1]
	v_add_f32_e32 v6, 0xc1000000, v2
	v_max_f32_e32 v10, v9, v9
	v_max_f32_e32 v11, v4, v4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_o_f32_e64 s[0:1], v2, v2
	v_ldexp_f32 v5, |v6|, 24
	v_cmp_class_f32_e64 vcc, v6, 0x90
	v_max_f32_e32 v10, v11, v10
	v_cndmask_b32_e64 v2, 0x7fc00000, v3, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e64 v5, |v6|, v5, vcc
	v_frexp_exp_i32_f32_e32 v11, v10
	v_cndmask_b32_e64 v8, 1.0, v2, s[0:1]
	v_log_f32_e32 v7, v5
	v_sub_nc_u32_e32 v13, 0, v11
	v_add_co_u32 v2, s[0:1], s20, v0
	v_add_co_ci_u32_e64 v3, s[0:1], s21, v1, s[0:1]
	v_ldexp_f32 v9, v9, v13
	v_ldexp_f32 v4, v4, v13
	v_mul_f32_e32 v7, 0x3eaaaaab, v7
	v_mul_f32_e32 v9, v9, v9
	v_exp_f32_e32 v7, v7
	v_fmac_f32_e32 v9, v4, v4
	v_sqrt_f32_e32 v9, v9
	v_mul_f32_e32 v12, v7, v7
	v_rcp_f32_e32 v12, v12
	v_ldexp_f32 v9, v9, v11
	v_fma_f32 v5, v12, -v5, v7
	v_fmac_f32_e32 v7, 0xbeaaaaab, v5
	v_ldexp_f32 v4, v7, -8
	v_cndmask_b32_e32 v7, v7, v4, vcc
	v_add_co_u32 v4, vcc, s22, v0
	v_add_co_ci_u32_e32 v5, vcc, s23, v1, vcc
	v_cmp_class_f32_e64 vcc, v6, 0x267
	v_cndmask_b32_e32 v7, v7, v6, vcc
	v_add_co_u32 v0, vcc, s16, v0
	v_add_co_ci_u32_e32 v1, vcc, s17, v1, vcc
	v_cmp_neq_f32_e64 vcc, 0x7f800000, |v10|
	v_bfi_b32 v6, 0x7fffffff, v7, v6
	v_cndmask_b32_e32 v7, 0x7f800000, v9, vcc
	global_store_dword v[2:3], v8, off
	global_store_dword v[4:5], v6, off
	global_store_dword v[0:1], v7, off
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
	.globl fmath_misc
	.protected fmath_misc
	.type fmath_misc,@function
fmath_misc:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x50
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc, s8, v3
	v_add_co_ci_u32_e32 v6, vcc, s9, v4, vcc
	v_add_co_u32 v7, s[0:1], s14, v3
	v_add_co_ci_u32_e64 v8, s[0:1], s15, v4, s[0:1]
	global_load_dword v2, v[5:6], off
	v_add_co_u32 v5, vcc, s10, v3
	v_add_co_ci_u32_e32 v6, vcc, s11, v4, vcc
	global_load_dword v15, v[5:6], off
	v_add_co_u32 v5, vcc, s12, v3
	v_add_co_ci_u32_e32 v6, vcc, s13, v4, vcc
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32_e32 vcc, 0xd800000, v2
	v_sqrt_f32_e32 v18, v2
	v_frexp_mant_f32_e32 v19, v2
	v_cmp_nlt_f32_e64 s[0:1], 0x40500000, |v2|
	v_cndmask_b32_e64 v11, 1.0, 0x71800000, vcc
	v_cndmask_b32_e64 v16, 1.0, 0x58800000, vcc
	v_add_co_u32 v9, vcc, s16, v3
	v_add_co_ci_u32_e32 v10, vcc, s17, v4, vcc
	v_mul_f32_e32 v13, v2, v11
	v_add_co_u32 v11, vcc, s18, v3
	v_add_co_ci_u32_e32 v12, vcc, s19, v4, vcc
	v_rsq_f32_e32 v17, v13
	v_add_co_u32 v13, vcc, s20, v3
	v_add_co_ci_u32_e32 v14, vcc, s21, v4, vcc
	v_cmp_class_f32_e64 vcc, v2, 0x207
	v_frexp_exp_i32_f32_e32 v3, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	s_waitcnt vmcnt(0)
	v_ldexp_f32 v15, v2, v15
	v_mul_f32_e32 v16, v16, v17
	v_cndmask_b32_e32 v19, v19, v2, vcc
	v_cndmask_b32_e64 v17, v3, 0, vcc
	global_store_dword v[5:6], v18, off
	global_store_dword v[7:8], v16, off
	global_store_dword v[9:10], v15, off
	global_store_dword v[11:12], v19, off
	global_store_dword v[13:14], v17, off
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	v_bfi_b32 v5, 0x7fffffff, 0, v2
	v_cmp_eq_f32_e32 vcc, 0x40500000, v4
	v_cndmask_b32_e32 v5, v2, v5, vcc
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .L1c58
	v_frexp_exp_i32_f32_e32 v7, v4
	v_frexp_mant_f32_e32 v5, v4
	s_mov_b64 s[2:3], exec
	v_add_nc_u32_e32 v6, -2, v7
	v_ldexp_f32 v5, v5, 12
	v_cmpx_lt_i32_e32 12, v6
	s_cbranch_execz .L1c08
	v_add_nc_u32_e32 v6, 10, v7
	v_mov_b32_e32 v7, 0x3fd00000
	s_mov_b64 s[4:5], 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.L1bc0:
	v_mul_f32_e32 v8, 0x3f1d89d9, v5
	v_add_nc_u32_e32 v6, -12, v6
	v_rndne_f32_e32 v8, v8
	v_fmac_f32_e32 v5, 0xbfd00000, v8
	v_cmp_gt_f32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v8, 0x80000000, v7, vcc
	v_cmp_gt_u32_e32 vcc, 25, v6
	v_add_f32_e32 v5, v5, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_ldexp_f32 v5, v5, 12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .L1bc0
	s_or_b64 exec, exec, s[4:5]
	v_add_nc_u32_e32 v6, -12, v6
.L1c08:
	s_or_b64 exec, exec, s[2:3]
	v_add_nc_u32_e32 v6, -11, v6
	v_ldexp_f32 v5, v5, v6
	v_mul_f32_e32 v6, 0x3f1d89d9, v5
	v_rndne_f32_e32 v6, v6
	v_fmac_f32_e32 v5, 0xbfd00000, v6
	v_mov_b32_e32 v6, 0x3fd00000
	v_cmp_gt_f32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v6, 0x80000000, v6, vcc
	v_add_f32_e32 v5, v5, v6
	v_and_b32_e32 v6, 0x80000000, v2
	v_ldexp_f32 v5, v5, 1
	v_xor_b32_e32 v5, v6, v5
.L1c58:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx4 s[4:7], s[6:7], 0x40
	v_mul_f32_e32 v6, 0x3e99999a, v2
	v_cmp_class_f32_e64 vcc, v2, 0x1f8
	v_cmp_eq_f32_e64 s[0:1], 0x7f800000, v4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_class_f32_e64 s[2:3], v6, 0x204
	v_cndmask_b32_e32 v7, 0x7fc00000, v5, vcc
	v_add_nc_u32_e32 v5, -1, v3
	v_fract_f32_e32 v3, v6
	v_cmp_u_f32_e32 vcc, v2, v2
	v_floor_f32_e32 v8, v6
	v_cndmask_b32_e64 v6, v3, 0, s[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_co_u32 v3, s[2:3], s22, v0
	v_cndmask_b32_e64 v9, v5, 0x7fffffff, s[0:1]
	v_add_f32_e32 v8, v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc, s4, v0
	v_add_co_ci_u32_e32 v6, vcc, s5, v1, vcc
	v_cmp_neq_f32_e32 vcc, 0, v2
	v_add_co_ci_u32_e64 v4, s[2:3], s23, v1, s[2:3]
	v_cndmask_b32_e32 v2, 0x80000000, v9, vcc
	v_add_co_u32 v0, vcc, s6, v0
	v_add_co_ci_u32_e32 v1, vcc, s7, v1, vcc
	global_store_dword v[3:4], v7, off
	global_store_dword v[5:6], v8, off
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
	.size fmath_explog, 644
	.size fmath_trig, 3260
	.size fmath_pow, 2424
	.size fmath_misc, 800

	.rodata
	.p2align 6
// fmath_explog.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fmath_explog
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 120
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fmath_explog.kd
	.protected fmath_explog.kd
	.type fmath_explog.kd,@object
	.size fmath_explog.kd, 64
fmath_explog.kd:
	.long 0x00000000, 0x00000000, 0x00000078, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fmath_explog@rel64-fmath_explog.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// fmath_trig.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fmath_trig
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 112
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fmath_trig.kd
	.protected fmath_trig.kd
	.type fmath_trig.kd,@object
	.size fmath_trig.kd, 64
fmath_trig.kd:
	.long 0x00000000, 0x00000000, 0x00000070, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fmath_trig@rel64-fmath_trig.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c4, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// fmath_pow.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fmath_pow
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 112
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fmath_pow.kd
	.protected fmath_pow.kd
	.type fmath_pow.kd,@object
	.size fmath_pow.kd, 64
fmath_pow.kd:
	.long 0x00000000, 0x00000000, 0x00000070, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fmath_pow@rel64-fmath_pow.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c6, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// fmath_misc.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fmath_misc
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 136
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl fmath_misc.kd
	.protected fmath_misc.kd
	.type fmath_misc.kd,@object
	.size fmath_misc.kd, 64
fmath_misc.kd:
	.long 0x00000000, 0x00000000, 0x00000088, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fmath_misc@rel64-fmath_misc.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c4, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fmath_explog
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         fmath_explog.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fmath_trig
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         fmath_trig.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fmath_pow
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         fmath_pow.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
        .type_name:      'int*'
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 136
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fmath_misc
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         fmath_misc.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
