// xvisa co dis: amdgcn-amd-amdhsa--gfx906 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx906 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.p2align 8
	.globl fmath_explog
	.protected fmath_explog
	.type fmath_explog,@function
fmath_explog:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x40
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	v_mov_b32_e32 v13, 0x4f800000
	v_mov_b32_e32 v14, 0x41b17218
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v8, v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v9, v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s19
	v_add_co_u32_e32 v4, vcc, s18, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v7, s21
	v_add_co_u32_e32 v6, vcc, s20, v0
	s_mov_b32 s0, 0xc2fc0000
	s_movk_i32 s1, 0x90
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	s_mov_b32 s2, 0x3fb8aa3b
	s_mov_b32 s5, 0x40549a78
	v_mov_b32_e32 v12, 0x42800000
	s_mov_b32 s3, 0xc2ce8ed0
	v_mov_b32_e32 v11, 0x1f800000
	s_mov_b32 s4, 0x42b17218
	v_mov_b32_e32 v10, 0x7f800000
	s_mov_b32 s6, 0xc23369f4
	s_mov_b32 s9, 0x3f317217
	s_mov_b32 s7, 0x421a209b
	s_movk_i32 s8, 0x207
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v15, 0x3fb8aa3b, v8
	v_cmp_gt_f32_e32 vcc, s0, v8
	v_mul_f32_e32 v16, 0x3e800000, v8
	v_fma_f32 v17, v8, s2, -v15
	v_rndne_f32_e32 v18, v15
	v_mul_f32_e32 v19, 0x40549a78, v16
	s_waitcnt vmcnt(0)
	v_cmp_class_f32_e64 s[0:1], v9, s1
	v_cndmask_b32_e64 v13, 1.0, v13, s[0:1]
	v_mul_f32_e32 v9, v9, v13
	v_cndmask_b32_e64 v13, 0, v14, s[0:1]
	v_fmac_f32_e32 v17, 0x32a5705f, v8
	v_sub_f32_e32 v14, v15, v18
	v_cvt_i32_f32_e32 v15, v18
	v_fma_f32 v18, v16, s5, -v19
	v_add_f32_e32 v14, v17, v14
	v_rndne_f32_e32 v17, v19
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_fmac_f32_e32 v18, 0x33979a37, v16
	v_sub_f32_e32 v19, v19, v17
	v_exp_f32_e32 v14, v14
	v_add_f32_e32 v12, v8, v12
	v_log_f32_e32 v9, v9
	v_add_f32_e32 v18, v18, v19
	v_exp_f32_e32 v12, v12
	v_cvt_i32_f32_e32 v17, v17
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e32 v11, 1.0, v11, vcc
	v_ldexp_f32 v14, v14, v15
	v_cmp_ngt_f32_e32 vcc, s3, v8
	v_mul_f32_e32 v19, 0x3f317217, v9
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v8
	v_mul_f32_e32 v11, v11, v12
	v_fma_f32 v12, v9, s9, -v19
	v_ldexp_f32 v15, v18, v17
	v_cndmask_b32_e32 v8, v10, v14, vcc
	v_cmp_ngt_f32_e32 vcc, s6, v16
	v_fmac_f32_e32 v12, 0x3377d1cf, v9
	v_cndmask_b32_e32 v14, 0, v15, vcc
	v_cmp_nlt_f32_e64 s[2:3], s7, v16
	v_add_f32_e32 v12, v19, v12
	v_cmp_class_f32_e64 vcc, v9, s8
	global_store_dword v[2:3], v8, off
	global_store_dword v[4:5], v11, off
	v_cndmask_b32_e64 v2, v10, v14, s[2:3]
	v_cndmask_b32_e32 v12, v12, v9, vcc
	global_store_dword v[6:7], v2, off
	v_mov_b32_e32 v3, s23
	v_add_co_u32_e64 v2, s[2:3], s22, v0
	v_sub_f32_e32 v4, v12, v13
	v_addc_co_u32_e64 v3, s[2:3], v3, v1, s[2:3]
	global_store_dword v[2:3], v4, off
	v_mov_b32_e32 v2, 0x42000000
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_sub_f32_e32 v4, v9, v2
	v_mov_b32_e32 v3, s25
	v_add_co_u32_e64 v2, s[2:3], s24, v0
	v_addc_co_u32_e64 v3, s[2:3], v3, v1, s[2:3]
	global_store_dword v[2:3], v4, off
	s_mov_b32 s2, 0x3e9a209a
	v_mul_f32_e32 v2, 0x3e9a209a, v9
	v_fma_f32 v3, v9, s2, -v2
	v_fmac_f32_e32 v3, 0x3284fbcf, v9
	v_add_f32_e32 v2, v2, v3
	v_mov_b32_e32 v3, 0x411a209b
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_sub_f32_e32 v2, v2, v3
	v_mov_b32_e32 v3, s27
	v_add_co_u32_e32 v0, vcc, s26, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
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
	.globl fmath_trig
	.protected fmath_trig
	.type fmath_trig,@function
fmath_trig:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[8:11], s[6:7], 0x30
	s_brev_b32 s0, 18
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cmp_nlt_f32_e64 s[6:7], |v2|, s0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_xor_b64 s[10:11], exec, s[0:1]
	s_cbranch_execz .L5f8
	v_and_b32_e32 v4, 0x7fffff, v3
	v_or_b32_e32 v12, 0x800000, v4
	s_mov_b32 s12, 0xfe5163ab
	v_mul_hi_u32 v4, v12, s12
	v_mov_b32_e32 v5, 0
	s_mov_b32 s0, 0x3c439041
	v_mov_b32_e32 v10, 0xffffffc0
	v_mad_u64_u32 v[6:7], s[0:1], v12, s0, v[4:5]
	s_mov_b32 s0, 0xdb629599
	s_mov_b32 s2, 0x4e441529
	v_mov_b32_e32 v4, v7
	v_mad_u64_u32 v[7:8], s[0:1], v12, s0, v[4:5]
	v_lshrrev_b32_e32 v4, 23, v3
	v_add_u32_e32 v11, 0xffffff88, v4
	v_mov_b32_e32 v4, v8
	s_mov_b32 s0, 0xf534ddc0
	v_mad_u64_u32 v[8:9], s[0:1], v12, s0, v[4:5]
	v_cmp_lt_u32_e32 vcc, 63, v11
	v_cndmask_b32_e32 v4, 0, v10, vcc
	v_add_u32_e32 v13, v4, v11
	v_mov_b32_e32 v4, v9
	s_mov_b32 s0, 0xfc2757d1
	v_mad_u64_u32 v[9:10], s[0:1], v12, s0, v[4:5]
	v_mov_b32_e32 v14, 0xffffffe0
	v_cmp_lt_u32_e64 s[0:1], 31, v13
	v_mov_b32_e32 v4, v10
	v_mad_u64_u32 v[10:11], s[2:3], v12, s2, v[4:5]
	s_mov_b32 s4, 0xa2f9836e
	v_cndmask_b32_e64 v15, 0, v14, s[0:1]
	v_mov_b32_e32 v4, v11
	v_mad_u64_u32 v[4:5], s[4:5], v12, s4, v[4:5]
	v_add_u32_e32 v13, v15, v13
	v_cmp_lt_u32_e64 s[2:3], 31, v13
	v_cndmask_b32_e64 v14, 0, v14, s[2:3]
	v_add_u32_e32 v11, v14, v13
	v_cndmask_b32_e32 v13, v10, v8, vcc
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_cndmask_b32_e64 v14, v4, v13, s[0:1]
	v_cndmask_b32_e64 v4, v5, v4, s[0:1]
	v_cndmask_b32_e32 v5, v9, v7, vcc
	v_cndmask_b32_e64 v9, v13, v5, s[0:1]
	v_cndmask_b32_e64 v4, v4, v14, s[2:3]
	v_cndmask_b32_e64 v10, v14, v9, s[2:3]
	v_sub_u32_e32 v13, 32, v11
	v_mul_lo_u32 v12, v12, s12
	v_alignbit_b32 v14, v4, v10, v13
	v_cmp_eq_u32_e64 s[4:5], 0, v11
	v_cndmask_b32_e64 v11, v14, v4, s[4:5]
	v_cndmask_b32_e32 v4, v8, v6, vcc
	v_cndmask_b32_e64 v5, v5, v4, s[0:1]
	v_cndmask_b32_e64 v6, v9, v5, s[2:3]
	v_alignbit_b32 v8, v10, v6, v13
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_cndmask_b32_e64 v8, v8, v10, s[4:5]
	v_bfe_u32 v14, v11, 29, 1
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	v_alignbit_b32 v9, v11, v8, 30
	v_sub_u32_e32 v15, 0, v14
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
	v_xor_b32_e32 v9, v9, v15
	v_alignbit_b32 v5, v6, v4, v13
	v_cndmask_b32_e64 v5, v5, v6, s[4:5]
	v_ffbh_u32_e32 v7, v9
	v_alignbit_b32 v6, v8, v5, 30
	v_min_u32_e32 v7, 32, v7
	v_alignbit_b32 v4, v5, v4, 30
	v_xor_b32_e32 v6, v6, v15
	v_sub_u32_e32 v8, 31, v7
	v_xor_b32_e32 v4, v4, v15
	v_alignbit_b32 v9, v9, v6, v8
	v_alignbit_b32 v4, v6, v4, v8
	v_alignbit_b32 v5, v9, v4, 9
	v_ffbh_u32_e32 v6, v5
	v_min_u32_e32 v6, 32, v6
	v_lshrrev_b32_e32 v10, 29, v11
	v_add_u32_e32 v8, v6, v7
	s_mov_b32 s0, 0xff800000
	v_sub_u32_e32 v6, 31, v6
	v_lshlrev_b32_e32 v10, 31, v10
	v_alignbit_b32 v4, v5, v4, v6
	v_mad_i32_i24 v5, v7, s0, 0.5
	v_lshrrev_b32_e32 v6, 9, v9
	v_mov_b32_e32 v12, 0x33000000
	v_or3_b32 v5, v5, v10, v6
	v_mad_i32_i24 v8, v8, s0, v12
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v6, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v4, 9, v4
	v_fma_f32 v7, v5, s0, -v6
	v_or3_b32 v4, v8, v10, v4
	v_fmac_f32_e32 v7, 0x33a22168, v5
	v_fmac_f32_e32 v7, 0x3fc90fda, v4
	v_lshrrev_b32_e32 v5, 30, v11
	v_add_f32_e32 v4, v6, v7
	v_add_u32_e32 v5, v14, v5
.L5f8:
	s_andn2_saveexec_b64 s[0:1], s[10:11]
	v_mul_f32_e32 v4, 0x3f22f983, v3
	v_rndne_f32_e32 v6, v4
	v_mov_b32_e32 v4, v3
	v_cvt_i32_f32_e32 v5, v6
	v_fmac_f32_e32 v4, 0xbfc90fda, v6
	v_fmac_f32_e32 v4, 0xb3a22168, v6
	v_fmac_f32_e32 v4, 0xa7c234c4, v6
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v6, v4, v4
	v_mov_b32_e32 v7, 0x3c0881c4
	v_fmac_f32_e32 v7, 0xb94c1982, v6
	v_mov_b32_e32 v8, 0xbe2aaa9d
	v_fmac_f32_e32 v8, v6, v7
	v_mul_f32_e32 v7, v6, v8
	v_fmac_f32_e32 v4, v4, v7
	v_mov_b32_e32 v7, 0xbab64f3b
	v_fmac_f32_e32 v7, 0x37d75334, v6
	v_mov_b32_e32 v8, 0x3d2aabf7
	v_fmac_f32_e32 v8, v6, v7
	v_mov_b32_e32 v7, 0xbf000004
	v_fmac_f32_e32 v7, v6, v8
	v_fma_f32 v6, v6, v7, 1.0
	v_and_b32_e32 v7, 1, v5
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_lshlrev_b32_e32 v5, 30, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 0x80000000, v5
	v_xor_b32_e32 v6, v3, v2
	v_xor_b32_e32 v5, v6, v5
	s_movk_i32 s0, 0x1f8
	v_xor_b32_e32 v4, v5, v4
	v_mov_b32_e32 v5, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v3, s0
	v_cndmask_b32_e32 v6, v5, v4, vcc
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e64 v4, s[0:1], s16, v4
	v_addc_co_u32_e64 v5, s[0:1], v7, v5, s[0:1]
	global_store_dword v[4:5], v6, off
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_xor_b64 s[10:11], exec, s[0:1]
	s_cbranch_execz .L97c
	v_and_b32_e32 v4, 0x7fffff, v3
	v_or_b32_e32 v12, 0x800000, v4
	s_mov_b32 s12, 0xfe5163ab
	v_mul_hi_u32 v4, v12, s12
	v_mov_b32_e32 v5, 0
	s_mov_b32 s0, 0x3c439041
	v_mov_b32_e32 v10, 0xffffffc0
	v_mad_u64_u32 v[6:7], s[0:1], v12, s0, v[4:5]
	s_mov_b32 s0, 0xdb629599
	s_mov_b32 s2, 0xfc2757d1
	v_mov_b32_e32 v4, v7
	v_mad_u64_u32 v[7:8], s[0:1], v12, s0, v[4:5]
	v_lshrrev_b32_e32 v4, 23, v3
	v_add_u32_e32 v11, 0xffffff88, v4
	v_mov_b32_e32 v4, v8
	s_mov_b32 s0, 0xf534ddc0
	v_mad_u64_u32 v[8:9], s[0:1], v12, s0, v[4:5]
	v_cmp_lt_u32_e64 s[0:1], 63, v11
	v_cndmask_b32_e64 v4, 0, v10, s[0:1]
	v_add_u32_e32 v13, v4, v11
	v_mov_b32_e32 v4, v9
	v_mad_u64_u32 v[9:10], s[2:3], v12, s2, v[4:5]
	s_mov_b32 s4, 0x4e441529
	v_mov_b32_e32 v14, 0xffffffe0
	v_mov_b32_e32 v4, v10
	v_mad_u64_u32 v[10:11], s[4:5], v12, s4, v[4:5]
	v_cmp_lt_u32_e64 s[2:3], 31, v13
	s_mov_b32 s6, 0xa2f9836e
	v_mov_b32_e32 v4, v11
	v_cndmask_b32_e64 v15, 0, v14, s[2:3]
	v_mad_u64_u32 v[4:5], s[6:7], v12, s6, v[4:5]
	v_add_u32_e32 v13, v15, v13
	v_cmp_lt_u32_e64 s[4:5], 31, v13
	v_cndmask_b32_e64 v14, 0, v14, s[4:5]
	v_add_u32_e32 v11, v14, v13
	v_cndmask_b32_e64 v13, v10, v8, s[0:1]
	v_cndmask_b32_e64 v4, v4, v9, s[0:1]
	v_cndmask_b32_e64 v5, v5, v10, s[0:1]
	v_cndmask_b32_e64 v14, v4, v13, s[2:3]
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
	v_cndmask_b32_e64 v5, v9, v7, s[0:1]
	v_cndmask_b32_e64 v9, v13, v5, s[2:3]
	v_cndmask_b32_e64 v4, v4, v14, s[4:5]
	v_cndmask_b32_e64 v10, v14, v9, s[4:5]
	v_sub_u32_e32 v13, 32, v11
	v_mul_lo_u32 v12, v12, s12
	v_alignbit_b32 v14, v4, v10, v13
	v_cmp_eq_u32_e64 s[6:7], 0, v11
	v_cndmask_b32_e64 v11, v14, v4, s[6:7]
	v_cndmask_b32_e64 v4, v8, v6, s[0:1]
	v_cndmask_b32_e64 v5, v5, v4, s[2:3]
	v_cndmask_b32_e64 v6, v9, v5, s[4:5]
	v_alignbit_b32 v8, v10, v6, v13
	v_cndmask_b32_e64 v7, v7, v12, s[0:1]
	v_cndmask_b32_e64 v8, v8, v10, s[6:7]
	v_bfe_u32 v14, v11, 29, 1
	v_cndmask_b32_e64 v4, v4, v7, s[2:3]
	v_alignbit_b32 v9, v11, v8, 30
	v_sub_u32_e32 v15, 0, v14
	v_cndmask_b32_e64 v4, v5, v4, s[4:5]
	v_xor_b32_e32 v9, v9, v15
	v_alignbit_b32 v5, v6, v4, v13
	v_cndmask_b32_e64 v5, v5, v6, s[6:7]
	v_ffbh_u32_e32 v7, v9
	v_alignbit_b32 v6, v8, v5, 30
	v_min_u32_e32 v7, 32, v7
	v_alignbit_b32 v4, v5, v4, 30
	v_xor_b32_e32 v6, v6, v15
	v_sub_u32_e32 v8, 31, v7
	v_xor_b32_e32 v4, v4, v15
	v_alignbit_b32 v9, v9, v6, v8
	v_alignbit_b32 v4, v6, v4, v8
	v_alignbit_b32 v5, v9, v4, 9
	v_ffbh_u32_e32 v6, v5
	v_min_u32_e32 v6, 32, v6
	v_lshrrev_b32_e32 v10, 29, v11
	v_add_u32_e32 v8, v6, v7
	s_mov_b32 s0, 0xff800000
	v_sub_u32_e32 v6, 31, v6
	v_lshlrev_b32_e32 v10, 31, v10
	v_alignbit_b32 v4, v5, v4, v6
	v_mad_i32_i24 v5, v7, s0, 0.5
	v_lshrrev_b32_e32 v6, 9, v9
	v_mov_b32_e32 v12, 0x33000000
	v_or3_b32 v5, v5, v10, v6
	v_mad_i32_i24 v8, v8, s0, v12
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v6, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v4, 9, v4
	v_fma_f32 v7, v5, s0, -v6
	v_or3_b32 v4, v8, v10, v4
	v_fmac_f32_e32 v7, 0x33a22168, v5
	v_fmac_f32_e32 v7, 0x3fc90fda, v4
	v_lshrrev_b32_e32 v5, 30, v11
	v_add_f32_e32 v4, v6, v7
	v_add_u32_e32 v5, v14, v5
.L97c:
	s_andn2_saveexec_b64 s[0:1], s[10:11]
	v_mul_f32_e32 v4, 0x3f22f983, v3
	v_rndne_f32_e32 v6, v4
	v_mov_b32_e32 v4, v3
	v_cvt_i32_f32_e32 v5, v6
	v_fmac_f32_e32 v4, 0xbfc90fda, v6
	v_fmac_f32_e32 v4, 0xb3a22168, v6
	v_fmac_f32_e32 v4, 0xa7c234c4, v6
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v6, v4, v4
	v_mov_b32_e32 v7, 0x3c0881c4
	v_fmac_f32_e32 v7, 0xb94c1982, v6
	v_mov_b32_e32 v8, 0xbe2aaa9d
	v_fmac_f32_e32 v8, v6, v7
	v_mul_f32_e32 v7, v6, v8
	v_fmac_f32_e32 v4, v4, v7
	v_mov_b32_e32 v7, 0xbab64f3b
	v_fmac_f32_e32 v7, 0x37d75334, v6
	v_mov_b32_e32 v8, 0x3d2aabf7
	v_fmac_f32_e32 v8, v6, v7
	v_mov_b32_e32 v7, 0xbf000004
	v_fmac_f32_e32 v7, v6, v8
	v_fma_f32 v6, v6, v7, 1.0
	v_and_b32_e32 v7, 1, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v7
	v_lshlrev_b32_e32 v5, 30, v5
	v_cndmask_b32_e64 v4, -v4, v6, s[0:1]
	v_and_b32_e32 v5, 0x80000000, v5
	v_xor_b32_e32 v4, v5, v4
	v_mov_b32_e32 v5, 0x7fc00000
	v_cndmask_b32_e32 v6, v5, v4, vcc
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v7, s19
	v_add_co_u32_e32 v4, vcc, s18, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_store_dword v[4:5], v6, off
	v_mul_f32_e32 v5, 0x3e800000, v2
	s_brev_b32 s0, 18
	v_and_b32_e32 v4, 0x7fffffff, v5
	v_cmp_nlt_f32_e64 s[0:1], |v5|, s0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .Lce8
	v_and_b32_e32 v6, 0x7fffff, v4
	v_or_b32_e32 v14, 0x800000, v6
	s_mov_b32 s10, 0xfe5163ab
	v_mul_hi_u32 v6, v14, s10
	v_mov_b32_e32 v7, 0
	s_mov_b32 s0, 0x3c439041
	v_mov_b32_e32 v12, 0xffffffc0
	v_mad_u64_u32 v[8:9], s[0:1], v14, s0, v[6:7]
	s_mov_b32 s0, 0xdb629599
	s_mov_b32 s2, 0x4e441529
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[9:10], s[0:1], v14, s0, v[6:7]
	v_lshrrev_b32_e32 v6, 23, v4
	v_add_u32_e32 v13, 0xffffff88, v6
	v_mov_b32_e32 v6, v10
	s_mov_b32 s0, 0xf534ddc0
	v_mad_u64_u32 v[10:11], s[0:1], v14, s0, v[6:7]
	v_cmp_lt_u32_e32 vcc, 63, v13
	v_cndmask_b32_e32 v6, 0, v12, vcc
	v_add_u32_e32 v15, v6, v13
	v_mov_b32_e32 v6, v11
	s_mov_b32 s0, 0xfc2757d1
	v_mad_u64_u32 v[11:12], s[0:1], v14, s0, v[6:7]
	v_mov_b32_e32 v16, 0xffffffe0
	v_cmp_lt_u32_e64 s[0:1], 31, v15
	v_mov_b32_e32 v6, v12
	v_mad_u64_u32 v[12:13], s[2:3], v14, s2, v[6:7]
	s_mov_b32 s4, 0xa2f9836e
	v_cndmask_b32_e64 v17, 0, v16, s[0:1]
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[6:7], s[4:5], v14, s4, v[6:7]
	v_add_u32_e32 v15, v17, v15
	v_cmp_lt_u32_e64 s[2:3], 31, v15
	v_cndmask_b32_e64 v16, 0, v16, s[2:3]
	v_add_u32_e32 v13, v16, v15
	v_cndmask_b32_e32 v15, v12, v10, vcc
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_cndmask_b32_e64 v16, v6, v15, s[0:1]
	v_cndmask_b32_e64 v6, v7, v6, s[0:1]
	v_cndmask_b32_e32 v7, v11, v9, vcc
	v_cndmask_b32_e64 v11, v15, v7, s[0:1]
	v_cndmask_b32_e64 v6, v6, v16, s[2:3]
	v_cndmask_b32_e64 v12, v16, v11, s[2:3]
	v_sub_u32_e32 v15, 32, v13
	v_mul_lo_u32 v14, v14, s10
	v_alignbit_b32 v16, v6, v12, v15
	v_cmp_eq_u32_e64 s[4:5], 0, v13
	v_cndmask_b32_e64 v13, v16, v6, s[4:5]
	v_cndmask_b32_e32 v6, v10, v8, vcc
	v_cndmask_b32_e64 v7, v7, v6, s[0:1]
	v_cndmask_b32_e64 v8, v11, v7, s[2:3]
	v_alignbit_b32 v10, v12, v8, v15
	v_cndmask_b32_e32 v9, v9, v14, vcc
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_bfe_u32 v16, v13, 29, 1
	v_cndmask_b32_e64 v6, v6, v9, s[0:1]
	v_alignbit_b32 v11, v13, v10, 30
	v_sub_u32_e32 v17, 0, v16
	v_cndmask_b32_e64 v6, v7, v6, s[2:3]
	v_xor_b32_e32 v11, v11, v17
	v_alignbit_b32 v7, v8, v6, v15
	v_cndmask_b32_e64 v7, v7, v8, s[4:5]
	v_ffbh_u32_e32 v9, v11
	v_alignbit_b32 v8, v10, v7, 30
	v_min_u32_e32 v9, 32, v9
	v_alignbit_b32 v6, v7, v6, 30
	v_xor_b32_e32 v8, v8, v17
	v_sub_u32_e32 v10, 31, v9
	v_xor_b32_e32 v6, v6, v17
	v_alignbit_b32 v11, v11, v8, v10
	v_alignbit_b32 v6, v8, v6, v10
	v_alignbit_b32 v7, v11, v6, 9
	v_ffbh_u32_e32 v8, v7
	v_min_u32_e32 v8, 32, v8
	v_lshrrev_b32_e32 v12, 29, v13
	v_add_u32_e32 v10, v8, v9
	s_mov_b32 s0, 0xff800000
	v_sub_u32_e32 v8, 31, v8
	v_lshlrev_b32_e32 v12, 31, v12
	v_alignbit_b32 v6, v7, v6, v8
	v_mad_i32_i24 v7, v9, s0, 0.5
	v_lshrrev_b32_e32 v8, 9, v11
	v_mov_b32_e32 v14, 0x33000000
	v_or3_b32 v7, v7, v12, v8
	v_mad_i32_i24 v10, v10, s0, v14
	s_mov_b32 s0, 0x3fc90fda
	v_mul_f32_e32 v8, 0x3fc90fda, v7
	v_lshrrev_b32_e32 v6, 9, v6
	v_fma_f32 v9, v7, s0, -v8
	v_or3_b32 v6, v10, v12, v6
	v_fmac_f32_e32 v9, 0x33a22168, v7
	v_fmac_f32_e32 v9, 0x3fc90fda, v6
	v_lshrrev_b32_e32 v7, 30, v13
	v_add_f32_e32 v6, v8, v9
	v_add_u32_e32 v7, v16, v7
.Lce8:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	v_mul_f32_e32 v6, 0x3f22f983, v4
	v_rndne_f32_e32 v8, v6
	v_mov_b32_e32 v6, v4
	v_cvt_i32_f32_e32 v7, v8
	v_fmac_f32_e32 v6, 0xbfc90fda, v8
	v_fmac_f32_e32 v6, 0xb3a22168, v8
	v_fmac_f32_e32 v6, 0xa7c234c4, v8
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v8, v6, v6
	v_mov_b32_e32 v9, 0xbf039337
	v_fmac_f32_e32 v9, 0x3c971480, v8
	v_mov_b32_e32 v10, 0x3f93f425
	v_fmac_f32_e32 v10, v8, v9
	v_rcp_f32_e32 v9, v10
	v_mov_b32_e32 v10, 0x3ec54587
	v_fmac_f32_e32 v10, 0xbc8cedd3, v8
	v_and_b32_e32 v7, 1, v7
	v_mul_f32_e32 v9, v10, v9
	v_mul_f32_e32 v8, v8, v9
	v_fma_f32 v9, v8, v6, v6
	v_rcp_f32_e32 v10, v9
	v_sub_f32_e32 v11, v9, v6
	v_fma_f32 v6, v8, v6, -v11
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_fma_f32 v8, v9, -v10, 1.0
	v_fma_f32 v6, v6, -v10, v8
	v_fma_f32 v6, v6, -v10, -v10
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_xor_b32_e32 v5, v4, v5
	s_movk_i32 s2, 0x1f8
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_xor_b32_e32 v5, v5, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v4, s2
	v_cndmask_b32_e32 v7, v6, v5, vcc
	v_mov_b32_e32 v5, s21
	v_add_co_u32_e32 v4, vcc, s20, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_store_dword v[4:5], v7, off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dword v7, v[4:5], off
	v_max_f32_e32 v4, v3, v3
	v_mov_b32_e32 v15, s23
	v_mul_f32_e32 v16, 0x3e000000, v2
	s_movk_i32 s3, 0x204
	v_mov_b32_e32 v17, 0xbf1f24be
	v_mov_b32_e32 v10, 0xbc7a590c
	v_mov_b32_e32 v11, 0x3d29fb3f
	v_mov_b32_e32 v12, 0xbd97d4d7
	v_mov_b32_e32 v13, 0x3dd931b2
	s_brev_b32 s4, -2
	s_waitcnt vmcnt(0)
	v_max_f32_e64 v5, |v7|, |v7|
	v_min_f32_e32 v8, v5, v4
	v_max_f32_e32 v9, v5, v4
	v_div_scale_f32 v4, s[0:1], v9, v9, v8
	v_div_scale_f32 v5, vcc, v8, v9, v8
	v_rcp_f32_e32 v14, v4
	v_fma_f32 v18, -v4, v14, 1.0
	v_fmac_f32_e32 v14, v18, v14
	v_mul_f32_e32 v18, v5, v14
	v_fma_f32 v19, -v4, v18, v5
	v_fmac_f32_e32 v18, v19, v14
	v_fma_f32 v4, -v4, v18, v5
	v_div_fmas_f32 v14, v4, v14, v18
	v_add_co_u32_e32 v4, vcc, s22, v0
	v_addc_co_u32_e32 v5, vcc, v15, v1, vcc
	v_mov_b32_e32 v19, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_mul_f32_e64 v18, |v16|, 0.5
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	v_fract_f32_e32 v19, v18
	v_add_f32_e32 v19, v19, v19
	v_cmp_class_f32_e64 s[0:1], v18, s3
	v_cndmask_b32_e64 v19, v19, 0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], |v16|, 1.0
	v_cndmask_b32_e64 v19, |v16|, v19, s[0:1]
	v_div_fixup_f32 v8, v14, v9, v8
	v_add_f32_e32 v9, v19, v19
	v_rndne_f32_e32 v9, v9
	v_fmac_f32_e32 v19, -0.5, v9
	v_mul_f32_e32 v14, v19, v19
	v_mov_b32_e32 v15, 0x40234736
	v_mov_b32_e32 v18, 0x3e642e9d
	v_fmac_f32_e32 v17, 0x3e75aa41, v14
	v_fmac_f32_e32 v15, v14, v17
	v_mov_b32_e32 v17, 0xbfaad1da
	v_fmac_f32_e32 v18, 0x3d4be544, v14
	v_fmac_f32_e32 v17, v14, v18
	v_mov_b32_e32 v18, 0xc0a55e0e
	v_fmac_f32_e32 v18, v14, v15
	v_mov_b32_e32 v15, 0x4081e0d3
	v_cvt_i32_f32_e32 v9, v9
	v_fmac_f32_e32 v15, v14, v17
	v_mul_f32_e32 v17, v19, v14
	v_mul_f32_e32 v17, v17, v18
	v_mov_b32_e32 v18, 0xc09de9e6
	v_fmac_f32_e32 v18, v14, v15
	v_fmac_f32_e32 v17, 0x40490fdb, v19
	v_and_b32_e32 v19, 0x7fffffff, v16
	v_fma_f32 v14, v14, v18, 1.0
	v_lshlrev_b32_e32 v18, 30, v9
	v_and_b32_e32 v9, 1, v9
	v_xor_b32_e32 v19, v19, v16
	v_and_b32_e32 v18, 0x80000000, v18
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_xor_b32_e32 v18, v19, v18
	v_cndmask_b32_e32 v14, v14, v17, vcc
	v_xor_b32_e32 v14, v18, v14
	v_mul_f32_e32 v18, v8, v8
	v_fmac_f32_e32 v10, 0x3b2d2a58, v18
	v_fmac_f32_e32 v11, v18, v10
	v_fmac_f32_e32 v12, v18, v11
	v_mov_b32_e32 v15, 0xbe1160e6
	v_fmac_f32_e32 v13, v18, v12
	v_mov_b32_e32 v19, 0x3e4cb8bf
	v_fmac_f32_e32 v15, v18, v13
	v_mov_b32_e32 v9, 0xbeaaaa62
	v_fmac_f32_e32 v19, v18, v15
	v_fmac_f32_e32 v9, v18, v19
	v_cmp_class_f32_e64 vcc, |v16|, s2
	v_mul_f32_e32 v9, v18, v9
	v_mov_b32_e32 v17, 0x40490fdb
	v_cndmask_b32_e32 v14, v6, v14, vcc
	v_cmp_gt_i32_e32 vcc, 0, v7
	v_fmac_f32_e32 v8, v8, v9
	s_mov_b32 s0, 0x7f800000
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_sub_f32_e32 v9, 0x3fc90fdb, v8
	v_cmp_gt_f32_e64 vcc, v3, |v7|
	v_cmp_eq_f32_e64 s[0:1], s0, v3
	v_cndmask_b32_e32 v3, v8, v9, vcc
	v_mov_b32_e32 v10, 0x3f490fdb
	v_mov_b32_e32 v16, 0x4016cbe4
	v_sub_f32_e32 v8, 0x40490fdb, v3
	v_cmp_gt_f32_e32 vcc, 0, v7
	v_cmp_class_f32_e64 s[2:3], v7, s3
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_cndmask_b32_e32 v8, v10, v16, vcc
	v_cmp_eq_f32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v3, v3, v17, vcc
	s_and_b64 vcc, s[0:1], s[2:3]
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_cmp_o_f32_e32 vcc, v7, v2
	v_cndmask_b32_e32 v3, v6, v3, vcc
	v_bfi_b32 v2, s4, v3, v2
	global_store_dword v[4:5], v2, off
	global_store_dword v[0:1], v14, off
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
	.globl fmath_pow
	.protected fmath_pow
	.type fmath_pow,@function
fmath_pow:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v7, 0x3ecccdef
	s_movk_i32 s11, 0x204
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v5, vcc, s12, v3
	v_addc_co_u32_e32 v6, vcc, v2, v4, vcc
	global_load_dword v2, v[5:6], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v3, vcc, s14, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	s_load_dwordx4 s[24:27], s[6:7], 0x20
	s_load_dwordx4 s[20:23], s[6:7], 0x30
	global_load_dword v5, v[3:4], off
	s_mov_b32 s0, 0x3f2aaaab
	s_mov_b32 s1, 0x3f317218
	v_mov_b32_e32 v6, 0x3e91f4c4
	s_mov_b32 s12, 0x42b17218
	v_mov_b32_e32 v8, 0x37000000
	s_mov_b32 s28, 0x3fb8aa3b
	s_mov_b32 s13, 0x7f800000
	s_mov_b32 s14, 0xc2ce8ed0
	s_brev_b32 s10, -2
	s_waitcnt vmcnt(1)
	v_frexp_mant_f32_e64 v4, |v2|
	v_cmp_gt_f32_e32 vcc, s0, v4
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_frexp_exp_i32_f32_e64 v9, |v2|
	v_ldexp_f32 v4, v4, v10
	v_subbrev_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_f32_e32 v11, 1.0, v4
	v_cvt_f32_i32_e32 v9, v9
	v_rcp_f32_e32 v12, v11
	v_add_f32_e32 v10, -1.0, v4
	v_add_f32_e32 v13, -1.0, v11
	v_sub_f32_e32 v4, v4, v13
	v_mul_f32_e32 v13, 0x3f317218, v9
	v_mul_f32_e32 v14, v10, v12
	v_fma_f32 v15, v9, s1, -v13
	v_mul_f32_e32 v16, v11, v14
	v_fmac_f32_e32 v15, 0xb102e308, v9
	v_fma_f32 v9, v14, v11, -v16
	v_add_f32_e32 v11, v13, v15
	v_fmac_f32_e32 v9, v14, v4
	v_sub_f32_e32 v4, v11, v13
	v_add_f32_e32 v13, v16, v9
	v_sub_f32_e32 v4, v15, v4
	v_sub_f32_e32 v15, v13, v16
	v_sub_f32_e32 v16, v10, v13
	v_sub_f32_e32 v10, v10, v16
	v_sub_f32_e32 v9, v9, v15
	v_sub_f32_e32 v10, v10, v13
	v_sub_f32_e32 v9, v10, v9
	v_add_f32_e32 v9, v16, v9
	v_mul_f32_e32 v9, v12, v9
	v_add_f32_e32 v10, v14, v9
	v_sub_f32_e32 v12, v10, v14
	v_mul_f32_e32 v13, v10, v10
	v_sub_f32_e32 v9, v9, v12
	v_fma_f32 v12, v10, v10, -v13
	v_add_f32_e32 v15, v9, v9
	v_fmac_f32_e32 v12, v10, v15
	v_add_f32_e32 v15, v13, v12
	v_fmac_f32_e32 v6, 0x3e76c4e1, v15
	v_sub_f32_e32 v13, v15, v13
	v_mul_f32_e32 v17, v10, v15
	v_fmac_f32_e32 v7, v15, v6
	v_sub_f32_e32 v6, v12, v13
	v_fma_f32 v12, v15, v10, -v17
	v_ldexp_f32 v16, v9, 1
	v_fmac_f32_e32 v12, v15, v9
	v_mul_f32_e32 v9, v15, v7
	v_ldexp_f32 v14, v10, 1
	v_fmac_f32_e32 v12, v6, v10
	v_fma_f32 v10, v15, v7, -v9
	v_add_f32_e32 v13, v17, v12
	v_fmac_f32_e32 v10, v6, v7
	v_sub_f32_e32 v6, v13, v17
	v_add_f32_e32 v7, v9, v10
	v_sub_f32_e32 v6, v12, v6
	v_add_f32_e32 v12, 0x3f2aaaaa, v7
	v_sub_f32_e32 v9, v7, v9
	v_sub_f32_e32 v9, v10, v9
	v_add_f32_e32 v10, 0xbf2aaaaa, v12
	v_add_f32_e32 v9, 0x31739010, v9
	v_sub_f32_e32 v7, v7, v10
	v_add_f32_e32 v7, v9, v7
	v_add_f32_e32 v9, v12, v7
	v_sub_f32_e32 v10, v9, v12
	v_mul_f32_e32 v12, v13, v9
	v_sub_f32_e32 v7, v7, v10
	v_fma_f32 v10, v13, v9, -v12
	v_fmac_f32_e32 v10, v13, v7
	v_fmac_f32_e32 v10, v6, v9
	v_add_f32_e32 v6, v12, v10
	v_sub_f32_e32 v7, v6, v12
	v_add_f32_e32 v9, v14, v6
	v_sub_f32_e32 v7, v10, v7
	v_sub_f32_e32 v10, v9, v14
	v_sub_f32_e32 v6, v6, v10
	v_add_f32_e32 v7, v16, v7
	v_add_f32_e32 v6, v7, v6
	v_add_f32_e32 v7, v9, v6
	v_sub_f32_e32 v9, v7, v9
	v_add_f32_e32 v10, v11, v7
	v_sub_f32_e32 v6, v6, v9
	v_sub_f32_e32 v9, v10, v11
	v_sub_f32_e32 v12, v10, v9
	v_sub_f32_e32 v7, v7, v9
	v_add_f32_e32 v9, v4, v6
	v_sub_f32_e32 v11, v11, v12
	v_sub_f32_e32 v12, v9, v4
	v_add_f32_e32 v7, v7, v11
	v_sub_f32_e32 v11, v9, v12
	v_sub_f32_e32 v6, v6, v12
	v_sub_f32_e32 v4, v4, v11
	v_add_f32_e32 v7, v9, v7
	v_add_f32_e32 v4, v6, v4
	v_add_f32_e32 v6, v10, v7
	v_sub_f32_e32 v9, v6, v10
	v_sub_f32_e32 v7, v7, v9
	v_add_f32_e32 v4, v4, v7
	v_add_f32_e32 v7, v6, v4
	v_sub_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v5, v7
	v_sub_f32_e32 v6, v4, v6
	v_fma_f32 v4, v5, v7, -v9
	v_fmac_f32_e32 v4, v5, v6
	v_add_f32_e32 v10, v9, v4
	v_cmp_class_f32_e64 vcc, v9, s11
	v_sub_f32_e32 v11, v10, v9
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_cmp_eq_f32_e32 vcc, s12, v9
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_sub_f32_e32 v10, v9, v8
	v_sub_f32_e32 v4, v4, v11
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_fma_f32 v12, v10, s28, -v11
	v_rndne_f32_e32 v13, v11
	v_fmac_f32_e32 v12, 0x32a5705f, v10
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v11, v12, v11
	v_cvt_i32_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_cmp_neq_f32_e64 vcc, |v9|, s13
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_f32_e32 v4, v8, v4
	v_ldexp_f32 v8, v11, v13
	v_cmp_ngt_f32_e32 vcc, s14, v10
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_mov_b32_e32 v9, 0x7f800000
	v_cmp_nlt_f32_e32 vcc, s12, v10
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_fma_f32 v4, v8, v4, v8
	v_cmp_class_f32_e64 vcc, v8, s11
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_trunc_f32_e64 v8, |v5|
	v_cmp_eq_f32_e64 s[0:1], |v5|, v8
	v_mul_f32_e32 v8, 0.5, v8
	v_fract_f32_e32 v10, v8
	v_cmp_class_f32_e64 s[2:3], v8, s11
	v_cndmask_b32_e64 v8, v10, 0, s[2:3]
	v_cmp_eq_f32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	s_and_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v8, vcc, 0, v9, vcc
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	v_cmp_gt_f32_e32 vcc, 0, v2
	v_bfrev_b32_e32 v9, 1
	s_and_b64 s[0:1], vcc, s[2:3]
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], 0, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v8
	v_bfi_b32 v4, s10, v4, v9
	v_mov_b32_e32 v8, 0x7fc00000
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cndmask_b32_e64 v8, v8, v4, s[0:1]
	v_cmp_class_f32_e64 s[0:1], v5, s11
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .L1520
	v_cmp_neq_f32_e64 s[0:1], 1.0, v3
	v_mov_b32_e32 v8, 1.0
	s_and_saveexec_b64 s[6:7], s[0:1]
	v_add_f32_e32 v4, -1.0, v3
	v_xor_b32_e32 v4, v4, v5
	v_mov_b32_e32 v8, 0x7f800000
	v_cmp_lt_i32_e64 s[0:1], -1, v4
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	s_or_b64 exec, exec, s[6:7]
.L1520:
	s_or_b64 exec, exec, s[4:5]
	v_mul_f32_e32 v13, 0.5, v5
	v_mul_f32_e32 v9, v13, v7
	v_fma_f32 v10, v13, v7, -v9
	v_fmac_f32_e32 v10, v13, v6
	v_add_f32_e32 v11, v9, v10
	v_cmp_class_f32_e64 s[0:1], v9, s11
	v_sub_f32_e32 v14, v11, v9
	v_cndmask_b32_e64 v9, v11, v9, s[0:1]
	v_sub_f32_e32 v10, v10, v14
	v_mov_b32_e32 v14, 0x37000000
	v_cmp_eq_f32_e64 s[0:1], s12, v9
	v_cndmask_b32_e64 v11, 0, v14, s[0:1]
	v_sub_f32_e32 v15, v9, v11
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	v_fma_f32 v17, v15, s28, -v16
	v_rndne_f32_e32 v18, v16
	v_fmac_f32_e32 v17, 0x32a5705f, v15
	v_sub_f32_e32 v16, v16, v18
	v_add_f32_e32 v16, v17, v16
	v_exp_f32_e32 v16, v16
	v_cvt_i32_f32_e32 v17, v18
	v_cmp_neq_f32_e64 s[0:1], |v9|, s13
	v_cndmask_b32_e64 v9, 0, v10, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s14, v15
	v_ldexp_f32 v10, v16, v17
	v_mov_b32_e32 v12, 0x7f800000
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s12, v15
	v_add_f32_e32 v9, v11, v9
	v_cndmask_b32_e64 v10, v12, v10, s[0:1]
	v_fma_f32 v9, v10, v9, v10
	v_cmp_class_f32_e64 s[0:1], v10, s11
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_trunc_f32_e64 v10, |v13|
	v_cmp_eq_f32_e64 s[6:7], |v13|, v10
	v_mul_f32_e32 v10, 0.5, v10
	v_fract_f32_e32 v15, v10
	v_cmp_class_f32_e64 s[0:1], v10, s11
	v_cndmask_b32_e64 v10, v15, 0, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], 0, v10
	v_cndmask_b32_e64 v11, 0, 1, s[6:7]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	v_addc_co_u32_e64 v10, s[0:1], 0, v11, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 1, v10
	v_bfrev_b32_e32 v15, 1
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_f32_e64 s[4:5], 0, v5
	v_cndmask_b32_e64 v10, 0, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], 0, v2
	v_cmp_gt_f32_e64 s[6:7], 0, v13
	s_xor_b64 s[4:5], s[0:1], s[4:5]
	v_bfi_b32 v9, s10, v9, v10
	v_cndmask_b32_e64 v10, 0, v12, s[6:7]
	v_cndmask_b32_e64 v11, v12, 0, s[4:5]
	v_cndmask_b32_e64 v16, 0, v2, s[2:3]
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_bfi_b32 v11, s10, v11, v16
	v_cndmask_b32_e64 v16, v12, 0, s[6:7]
	v_cmp_eq_f32_e64 s[2:3], s13, v3
	v_cmp_gt_f32_e64 s[6:7], 1.0, v3
	v_cndmask_b32_e64 v9, v9, v16, s[2:3]
	s_or_b64 s[2:3], s[0:1], s[2:3]
	v_mov_b32_e32 v17, 0x7fc00000
	v_cndmask_b32_e64 v10, v16, v10, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v13, s11
	v_cndmask_b32_e64 v8, v8, v11, s[2:3]
	v_cmp_o_f32_e64 s[4:5], v2, v5
	v_cndmask_b32_e64 v9, v9, v10, s[6:7]
	v_cndmask_b32_e64 v10, 1.0, v17, s[2:3]
	v_cmp_eq_f32_e64 s[8:9], 0, v13
	v_cndmask_b32_e64 v8, v17, v8, s[4:5]
	v_cmp_eq_f32_e64 s[4:5], 0, v5
	v_cndmask_b32_e64 v9, v9, v10, s[8:9]
	v_cndmask_b32_e64 v10, 1.0, v17, s[6:7]
	v_cmp_eq_f32_e64 s[6:7], 1.0, v2
	s_or_b64 s[4:5], s[6:7], s[4:5]
	v_and_b32_e32 v4, 0x7fffffff, v5
	v_cndmask_b32_e64 v16, v9, v10, s[6:7]
	v_cndmask_b32_e64 v18, v8, 1.0, s[4:5]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_add_f32_e32 v5, v5, v5
	v_cvt_i32_f32_e32 v5, v5
	v_mov_b32_e32 v11, s17
	v_add_co_u32_e64 v10, s[4:5], s16, v8
	v_addc_co_u32_e64 v11, s[4:5], v11, v9, s[4:5]
	v_cmp_nle_f32_e64 s[4:5], 0, v2
	v_cmp_u_f32_e64 s[6:7], v13, v13
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_and_b32_e32 v13, 0xffff0000, v5
	global_store_dword v[10:11], v18, off
	v_cndmask_b32_e64 v10, v16, v17, s[4:5]
	v_cvt_f32_i32_e32 v13, v13
	v_cvt_f32_i32_sdwa v16, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_mov_b32_e32 v11, s19
	v_add_co_u32_e64 v8, s[4:5], s18, v8
	v_addc_co_u32_e64 v9, s[4:5], v11, v9, s[4:5]
	global_store_dword v[8:9], v10, off
	v_add_f32_e32 v8, v13, v16
	v_sub_f32_e32 v9, v13, v8
	v_add_f32_e32 v9, v9, v16
	v_mul_f32_e32 v10, v8, v7
	v_fma_f32 v11, v8, v7, -v10
	v_mul_f32_e32 v7, v9, v7
	v_fmac_f32_e32 v7, v8, v6
	v_add_f32_e32 v6, v11, v7
	v_add_f32_e32 v7, v10, v6
	v_cmp_class_f32_e64 s[4:5], v10, s11
	v_sub_f32_e32 v8, v7, v10
	v_cndmask_b32_e64 v7, v7, v10, s[4:5]
	v_cmp_eq_f32_e64 s[4:5], s12, v7
	v_sub_f32_e32 v6, v6, v8
	v_cndmask_b32_e64 v8, 0, v14, s[4:5]
	v_sub_f32_e32 v9, v7, v8
	v_mul_f32_e32 v10, 0x3fb8aa3b, v9
	v_fma_f32 v11, v9, s28, -v10
	v_rndne_f32_e32 v13, v10
	v_fmac_f32_e32 v11, 0x32a5705f, v9
	v_sub_f32_e32 v10, v10, v13
	v_add_f32_e32 v10, v11, v10
	v_exp_f32_e32 v10, v10
	v_cvt_i32_f32_e32 v11, v13
	v_cmp_neq_f32_e64 s[4:5], |v7|, s13
	v_cndmask_b32_e64 v6, 0, v6, s[4:5]
	v_cmp_ngt_f32_e64 s[4:5], s14, v9
	v_ldexp_f32 v7, v10, v11
	v_cndmask_b32_e64 v7, 0, v7, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s12, v9
	v_add_f32_e32 v6, v8, v6
	v_cndmask_b32_e64 v7, v12, v7, s[4:5]
	v_fma_f32 v6, v7, v6, v7
	v_cmp_class_f32_e64 s[4:5], v7, s11
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_and_b32_e32 v7, v5, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e64 v7, v15, 0, vcc
	v_bfi_b32 v6, s10, v6, v7
	s_and_saveexec_b64 s[4:5], s[2:3]
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_lshrrev_b32_e32 v7, 31, v5
	v_mov_b32_e32 v8, 0x7f800000
	v_cmp_eq_u32_e32 vcc, v7, v6
	v_and_b32_e32 v7, 1, v5
	v_cndmask_b32_e32 v6, 0, v8, vcc
	v_cmp_eq_u32_e32 vcc, 1, v7
	v_cndmask_b32_e32 v7, 0, v2, vcc
	s_brev_b32 s0, -2
	v_bfi_b32 v6, s0, v6, v7
	s_or_b64 exec, exec, s[4:5]
	v_add_f32_e32 v7, 0xc1000000, v2
	s_movk_i32 s0, 0x90
	v_ldexp_f32 v8, |v7|, 24
	v_cmp_class_f32_e64 vcc, v7, s0
	v_cndmask_b32_e64 v8, |v7|, v8, vcc
	v_log_f32_e32 v9, v8
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_o_f32_e64 s[0:1], v2, v2
	v_cndmask_b32_e64 v2, v10, v6, s[0:1]
	v_mul_f32_e32 v6, 0x3eaaaaab, v9
	v_exp_f32_e32 v9, v6
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_mul_f32_e32 v5, v9, v9
	v_rcp_f32_e32 v10, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s25
	v_add_co_u32_e64 v5, s[0:1], s24, v0
	v_addc_co_u32_e64 v6, s[0:1], v6, v1, s[0:1]
	global_store_dword v[5:6], v2, off
	v_fma_f32 v2, v10, -v8, v9
	v_fmac_f32_e32 v9, 0xbeaaaaab, v2
	v_ldexp_f32 v2, v9, -8
	s_movk_i32 s0, 0x267
	v_cndmask_b32_e32 v2, v9, v2, vcc
	v_cmp_class_f32_e64 vcc, v7, s0
	v_cndmask_b32_e32 v2, v2, v7, vcc
	s_brev_b32 s0, -2
	v_bfi_b32 v5, s0, v2, v7
	v_max_f32_e32 v2, v4, v4
	v_max_f32_e32 v7, v3, v3
	v_max_f32_e32 v7, v7, v2
	v_frexp_exp_i32_f32_e32 v8, v7
	v_sub_u32_e32 v2, 0, v8
	v_ldexp_f32 v3, v3, v2
	v_ldexp_f32 v2, v4, v2
	v_mul_f32_e32 v2, v2, v2
	v_fmac_f32_e32 v2, v3, v3
	v_sqrt_f32_e32 v4, v2
	v_mov_b32_e32 v6, s27
	v_add_co_u32_e32 v2, vcc, s26, v0
	v_addc_co_u32_e32 v3, vcc, v6, v1, vcc
	s_mov_b32 s0, 0x7f800000
	global_store_dword v[2:3], v5, off
	v_ldexp_f32 v2, v4, v8
	v_mov_b32_e32 v3, 0x7f800000
	v_cmp_neq_f32_e64 vcc, |v7|, s0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v0, vcc, s20, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
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
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	v_mov_b32_e32 v16, 0x58800000
	v_mov_b32_e32 v17, 0x71800000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v5, vcc, s12, v3
	v_addc_co_u32_e32 v6, vcc, v2, v4, vcc
	global_load_dword v2, v[5:6], off
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v5, vcc, s14, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	global_load_dword v15, v[5:6], off
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e32 v5, vcc, s16, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	v_mov_b32_e32 v8, s19
	v_add_co_u32_e32 v7, vcc, s18, v3
	v_addc_co_u32_e32 v8, vcc, v8, v4, vcc
	v_mov_b32_e32 v10, s21
	v_add_co_u32_e32 v9, vcc, s20, v3
	v_addc_co_u32_e32 v10, vcc, v10, v4, vcc
	v_mov_b32_e32 v12, s23
	v_add_co_u32_e32 v11, vcc, s22, v3
	v_addc_co_u32_e32 v12, vcc, v12, v4, vcc
	v_mov_b32_e32 v14, s25
	v_add_co_u32_e32 v13, vcc, s24, v3
	s_mov_b32 s0, 0xd800000
	v_addc_co_u32_e32 v14, vcc, v14, v4, vcc
	s_movk_i32 s1, 0x207
	s_mov_b32 s3, 0x40500000
	s_brev_b32 s2, -2
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32_e32 vcc, s0, v2
	v_cndmask_b32_e32 v16, 1.0, v16, vcc
	v_frexp_exp_i32_f32_e32 v3, v2
	v_cndmask_b32_e32 v4, 1.0, v17, vcc
	v_cmp_class_f32_e64 vcc, v2, s1
	v_cndmask_b32_e64 v17, v3, 0, vcc
	v_mul_f32_e32 v4, v2, v4
	v_sqrt_f32_e32 v18, v2
	global_store_dword v[13:14], v17, off
	v_rsq_f32_e32 v13, v4
	v_frexp_mant_f32_e32 v19, v2
	v_and_b32_e32 v4, 0x7fffffff, v2
	global_store_dword v[5:6], v18, off
	v_mul_f32_e32 v5, v16, v13
	v_cmp_ngt_f32_e64 s[0:1], |v2|, s3
	s_waitcnt vmcnt(2)
	v_ldexp_f32 v15, v2, v15
	v_cndmask_b32_e32 v14, v19, v2, vcc
	global_store_dword v[7:8], v5, off
	global_store_dword v[9:10], v15, off
	global_store_dword v[11:12], v14, off
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	v_bfi_b32 v5, s2, 0, v2
	v_cmp_eq_f32_e32 vcc, s3, v4
	v_cndmask_b32_e32 v5, v2, v5, vcc
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .L1d34
	v_frexp_exp_i32_f32_e32 v7, v4
	v_frexp_mant_f32_e32 v5, v4
	v_add_u32_e32 v6, -2, v7
	v_ldexp_f32 v5, v5, 12
	v_cmp_lt_i32_e32 vcc, 12, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .L1ce4
	v_add_u32_e32 v6, 10, v7
	s_mov_b64 s[4:5], 0
	v_bfrev_b32_e32 v7, 1
	v_mov_b32_e32 v8, 0x3fd00000
.L1ca0:
	v_mul_f32_e32 v9, 0x3f1d89d9, v5
	v_rndne_f32_e32 v9, v9
	v_fmac_f32_e32 v5, 0xbfd00000, v9
	v_cmp_gt_f32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v9, v7, v8, vcc
	v_add_u32_e32 v6, -12, v6
	v_add_f32_e32 v5, v5, v9
	v_cmp_gt_u32_e32 vcc, 25, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	v_ldexp_f32 v5, v5, 12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .L1ca0
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, -12, v6
.L1ce4:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, -11, v6
	v_ldexp_f32 v5, v5, v6
	v_mul_f32_e32 v6, 0x3f1d89d9, v5
	v_rndne_f32_e32 v6, v6
	v_fmac_f32_e32 v5, 0xbfd00000, v6
	v_bfrev_b32_e32 v6, 1
	v_mov_b32_e32 v7, 0x3fd00000
	v_cmp_gt_f32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_f32_e32 v5, v5, v6
	v_ldexp_f32 v5, v5, 1
	v_and_b32_e32 v6, 0x80000000, v2
	v_xor_b32_e32 v5, v6, v5
.L1d34:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s4, 0x1f8
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v2, s4
	s_load_dwordx4 s[0:3], s[6:7], 0x40
	v_cndmask_b32_e32 v7, v6, v5, vcc
	v_mov_b32_e32 v6, s27
	v_add_co_u32_e32 v5, vcc, s26, v0
	v_addc_co_u32_e32 v6, vcc, v6, v1, vcc
	global_store_dword v[5:6], v7, off
	v_mul_f32_e32 v5, 0x3e99999a, v2
	s_movk_i32 s4, 0x204
	v_fract_f32_e32 v6, v5
	v_cmp_class_f32_e64 s[4:5], v5, s4
	v_cndmask_b32_e64 v6, v6, 0, s[4:5]
	v_floor_f32_e32 v5, v5
	v_add_f32_e32 v7, v5, v6
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v5, vcc, s0, v0
	v_addc_co_u32_e32 v6, vcc, v6, v1, vcc
	s_mov_b32 s0, 0x7f800000
	v_cmp_u_f32_e32 vcc, v2, v2
	v_cmp_eq_f32_e64 s[0:1], s0, v4
	v_add_u32_e32 v3, -1, v3
	v_bfrev_b32_e32 v4, -2
	s_or_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_bfrev_b32_e32 v4, 1
	v_cmp_neq_f32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[5:6], v7, off
	global_store_dword v[0:1], v2, off
	s_endpgm
	.size fmath_explog, 696
	.size fmath_trig, 3412
	.size fmath_pow, 2356
	.size fmath_misc, 764

	.rodata
	.p2align 6
.amdhsa_kernel fmath_explog
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 120
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
  .amdhsa_next_free_vgpr 20
  .amdhsa_next_free_sgpr 28
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
.amdhsa_kernel fmath_trig
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 112
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
  .amdhsa_next_free_vgpr 20
  .amdhsa_next_free_sgpr 28
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
.amdhsa_kernel fmath_pow
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 112
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
  .amdhsa_next_free_vgpr 20
  .amdhsa_next_free_sgpr 28
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
.amdhsa_kernel fmath_misc
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 136
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
  .amdhsa_next_free_vgpr 20
  .amdhsa_next_free_sgpr 28
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         fmath_explog.kd
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
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         fmath_pow.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         fmath_misc.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
