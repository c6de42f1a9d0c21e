// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl fmath_more
	.protected fmath_more
	.type fmath_more,@function
fmath_more:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[16:17], s[6:7], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx16 s[0:15], s[6:7], 0x0
	v_add_co_u32 v0, s[18:19], s16, v0
	v_add_co_ci_u32_e64 v1, null, s17, 0, s[18:19]
	s_mov_b32 s16, 0x3b2d2a58
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s0, v2
	v_add_co_ci_u32_e32 v5, vcc, s1, v3, vcc
	v_add_co_u32 v6, vcc, s2, v2
	v_add_co_ci_u32_e32 v7, vcc, s3, v3, vcc
	global_load_dword v5, v[4:5], off
	s_mov_b32 s0, 0x3ab42872
	s_mov_b32 s2, 0x3d1c21a7
	global_load_dword v4, v[6:7], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v14, 4.0, v5
	v_fma_f32 v22, |v5|, -0.5, 0.5
	v_mul_f32_e32 v23, v5, v5
	s_waitcnt vmcnt(0)
	v_rcp_f32_e64 v24, |v4|
	v_add_f32_e64 v6, 0xbf317218, |v14|
	v_sub_f32_e64 v7, v6, |v14|
	v_sub_f32_e32 v8, v7, v6
	v_add_f32_e32 v7, 0x3f317218, v7
	v_add_f32_e64 v8, |v14|, v8
	v_sub_f32_e32 v7, v8, v7
	v_add_f32_e32 v7, 0x3102e308, v7
	v_add_f32_e32 v8, v6, v7
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_sub_f32_e32 v6, v8, v6
	v_rndne_f32_e32 v9, v9
	v_sub_f32_e32 v6, v7, v6
	v_fmac_f32_e32 v8, 0xbf317200, v9
	v_mul_f32_e32 v7, 0x35bfbc00, v9
	v_add_f32_e32 v10, v6, v8
	v_sub_f32_e32 v11, v10, v7
	v_sub_f32_e32 v8, v10, v8
	v_sub_f32_e32 v10, v10, v11
	v_sub_f32_e32 v6, v6, v8
	v_sub_f32_e32 v7, v10, v7
	v_add_f32_e32 v6, v6, v7
	v_mul_f32_e32 v7, 0x2ea39ef3, v9
	v_add_f32_e32 v8, v11, v6
	v_sub_f32_e32 v10, v8, v7
	v_sub_f32_e32 v11, v8, v11
	v_sub_f32_e32 v8, v8, v10
	v_sub_f32_e32 v6, v6, v11
	v_sub_f32_e32 v7, v8, v7
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v10, v6
	v_sub_f32_e32 v8, v7, v10
	v_mul_f32_e32 v10, v7, v7
	v_sub_f32_e32 v6, v6, v8
	v_fmaak_f32 v8, s0, v7, 0x3c091de6
	v_fma_f32 v11, v7, v7, -v10
	v_cmp_gt_f32_e64 s[0:1], |v5|, 0.5
	v_add_f32_e32 v12, v6, v6
	v_fmaak_f32 v8, v7, v8, 0x3d2aadcc
	v_fmac_f32_e32 v11, v7, v12
	v_fmaak_f32 v8, v7, v8, 0x3e2aaa47
	v_add_f32_e32 v12, v10, v11
	v_fmaak_f32 v8, v7, v8, 0x3efffffc
	v_sub_f32_e32 v10, v12, v10
	v_mul_f32_e32 v13, v8, v12
	v_sub_f32_e32 v10, v11, v10
	v_fma_f32 v11, v12, v8, -v13
	v_fmac_f32_e32 v11, v10, v8
	v_add_f32_e32 v8, v13, v11
	v_add_f32_e32 v10, v7, v8
	v_sub_f32_e32 v12, v8, v13
	v_sub_f32_e32 v7, v10, v7
	v_sub_f32_e32 v11, v11, v12
	v_sub_f32_e32 v7, v8, v7
	v_add_f32_e32 v6, v6, v11
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v10, v6
	v_add_f32_e32 v8, 1.0, v7
	v_sub_f32_e32 v10, v7, v10
	v_add_f32_e32 v11, -1.0, v8
	v_sub_f32_e32 v6, v6, v10
	v_sub_f32_e32 v7, v7, v11
	v_add_f32_e32 v6, v6, v7
	v_cvt_i32_f32_e32 v7, v9
	v_add_f32_e32 v9, v8, v6
	v_ldexp_f32 v12, v9, v7
	v_sub_f32_e32 v8, v9, v8
	v_rcp_f32_e32 v10, v12
	v_sub_f32_e32 v6, v6, v8
	v_ldexp_f32 v13, v6, v7
	v_mul_f32_e32 v8, v12, v10
	v_fma_f32 v6, v10, v12, -v8
	v_fmac_f32_e32 v6, v10, v13
	v_add_f32_e32 v7, v8, v6
	v_sub_f32_e32 v11, 1.0, v7
	v_sub_f32_e32 v8, v7, v8
	v_sub_f32_e32 v9, 1.0, v11
	v_sub_f32_e32 v6, v6, v8
	v_sub_f32_e32 v7, v9, v7
	v_sub_f32_e32 v15, v7, v6
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_add_f32_e32 v16, v11, v15
	v_add_co_u32 v8, vcc, s4, v6
	v_add_co_ci_u32_e32 v9, vcc, s5, v7, vcc
	v_mul_f32_e32 v17, v10, v16
	v_sub_f32_e32 v11, v16, v11
	v_cmp_ge_f32_e64 vcc, |v5|, 0.5
	v_cmp_lt_f32_e64 s[4:5], 0x42b2d4fc, |v14|
	v_mul_f32_e32 v18, v12, v17
	v_sub_f32_e32 v11, v15, v11
	v_fma_f32 v19, v17, v12, -v18
	v_fmac_f32_e32 v19, v17, v13
	v_add_f32_e32 v20, v18, v19
	v_sub_f32_e32 v21, v16, v20
	v_sub_f32_e32 v15, v20, v18
	v_cndmask_b32_e32 v18, v23, v22, vcc
	v_add_co_u32 v2, vcc, s6, v2
	v_sub_f32_e32 v16, v16, v21
	v_sub_f32_e32 v15, v19, v15
	v_add_co_ci_u32_e32 v3, vcc, s7, v3, vcc
	v_sub_f32_e32 v16, v16, v20
	v_cndmask_b32_e64 v20, v23, v22, s[0:1]
	v_add_f32_e32 v22, v10, v17
	v_add_f32_e32 v11, v11, v16
	v_fmaak_f32 v16, s2, v18, 0x3c5fc5da
	v_fmaak_f32 v19, s2, v20, 0x3c5fc5da
	v_cmp_gt_f32_e64 s[2:3], |v4|, 1.0
	v_sub_f32_e32 v23, v22, v10
	v_sub_f32_e32 v11, v11, v15
	v_fmaak_f32 v16, v18, v16, 0x3d034c3c
	v_fmaak_f32 v19, v20, v19, 0x3d034c3c
	v_cndmask_b32_e64 v15, |v4|, v24, s[2:3]
	v_sub_f32_e32 v17, v17, v23
	v_add_f32_e32 v11, v21, v11
	v_fmaak_f32 v16, v18, v16, 0x3d3641b1
	v_sqrt_f32_e32 v24, v20
	v_mul_f32_e32 v21, v15, v15
	v_mul_f32_e32 v23, v10, v11
	v_add_co_u32 v10, vcc, s8, v6
	v_fmaak_f32 v6, s16, v21, 0xbc7a590c
	v_add_co_ci_u32_e32 v11, vcc, s9, v7, vcc
	v_fmaak_f32 v7, v20, v19, 0x3d3641b1
	v_fmaak_f32 v16, v18, v16, 0x3d999bc8
	v_add_f32_e32 v17, v17, v23
	v_fmaak_f32 v6, v21, v6, 0x3d29fb3f
	v_sqrt_f32_e32 v19, v18
	v_fmaak_f32 v7, v20, v7, 0x3d999bc8
	v_fmaak_f32 v16, v18, v16, 0x3e2aaaac
	v_add_f32_e32 v23, v22, v17
	v_fmaak_f32 v25, v21, v6, 0xbd97d4d7
	v_cmp_lt_f32_e64 vcc, |v5|, 0.5
	v_fmaak_f32 v7, v20, v7, 0x3e2aaaac
	v_mul_f32_e32 v16, v18, v16
	v_ldexp_f32 v18, v23, -2
	v_fmaak_f32 v25, v21, v25, 0x3dd931b2
	v_sub_f32_e32 v22, v23, v22
	v_mul_f32_e32 v7, v20, v7
	v_fmac_f32_e32 v19, v19, v16
	v_sub_f32_e32 v20, v12, v18
	v_fmaak_f32 v25, v21, v25, 0xbe1160e6
	v_sub_f32_e32 v17, v17, v22
	v_fmac_f32_e32 v24, v24, v7
	v_add_f32_e32 v19, v19, v19
	v_sub_f32_e32 v23, v12, v20
	v_fmaak_f32 v25, v21, v25, 0x3e4cb8bf
	v_ldexp_f32 v17, v17, -2
	v_fma_f32 v16, |v5|, v16, |v5|
	v_sub_f32_e32 v19, 0x3fc90fdb, v19
	v_sub_f32_e32 v22, v23, v18
	v_add_f32_e32 v23, v24, v24
	v_fmaak_f32 v24, v21, v25, 0xbeaaaa62
	v_add_f32_e32 v25, v12, v18
	v_fma_f32 v7, v5, v7, v5
	v_add_f32_e32 v22, v13, v22
	v_add_f32_e32 v13, v13, v17
	v_mul_f32_e32 v21, v21, v24
	v_sub_f32_e32 v12, v25, v12
	v_sub_f32_e32 v24, 0x40490fdb, v23
	v_sub_f32_e32 v22, v22, v17
	v_cndmask_b32_e32 v16, v19, v16, vcc
	v_fmac_f32_e32 v15, v15, v21
	v_sub_f32_e32 v12, v18, v12
	v_cmp_gt_f32_e32 vcc, 0, v5
	v_add_f32_e32 v17, v20, v22
	v_sub_f32_e32 v7, 0x3fc90fdb, v7
	v_sub_f32_e32 v18, 0x3fc90fdb, v15
	v_add_f32_e32 v12, v13, v12
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cndmask_b32_e64 v13, v17, 0x7f800000, s[4:5]
	v_cndmask_b32_e32 v17, v23, v24, vcc
	v_cndmask_b32_e64 v15, v15, v18, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], 0x39800000, |v14|
	v_add_f32_e32 v19, v25, v12
	v_bfi_b32 v12, 0x7fffffff, v16, v5
	v_cndmask_b32_e64 v18, v13, |v14|, s[2:3]
	v_cndmask_b32_e64 v13, v7, v17, s[0:1]
	v_bfi_b32 v7, 0x7fffffff, v15, v4
	v_cndmask_b32_e64 v15, v19, 0x7f800000, s[4:5]
	s_mov_b64 s[2:3], exec
	v_bfi_b32 v14, 0x7fffffff, v18, v14
	global_store_dwordx2 v[8:9], v[12:13], off
	global_store_dword v[2:3], v7, off
	global_store_dwordx2 v[10:11], v[14:15], off
	v_cmpx_ngt_f32_e64 0x3f200000, |v4|
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .L528
	v_add_f32_e32 v2, v6, v6
	v_mul_f32_e32 v3, 0x3fb8aa3b, v2
	v_cmp_nlt_f32_e64 s[0:1], 0x42b17218, v2
	v_fma_f32 v7, 0x3fb8aa3b, v2, -v3
	v_rndne_f32_e32 v8, v3
	v_fmac_f32_e32 v7, 0x32a5705f, v2
	v_sub_f32_e32 v3, v3, v8
	v_add_f32_e32 v3, v7, v3
	v_cvt_i32_f32_e32 v7, v8
	v_exp_f32_e32 v3, v3
	v_ldexp_f32 v3, v3, v7
	v_add_f32_e32 v3, 1.0, v3
	v_cndmask_b32_e64 v2, 0x7f800000, v3, s[0:1]
	v_rcp_f32_e32 v2, v2
	v_fma_f32 v7, v2, -2.0, 1.0
.L528:
	s_or_saveexec_b64 s[0:1], s[2:3]
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_xor_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v7, v4, v4
	s_mov_b32 s2, 0xbbbac73d
	v_fmaak_f32 v8, s2, v7, 0x3ca908c9
	v_fmaak_f32 v8, v7, v8, 0xbd5c1c4e
	v_fmaak_f32 v8, v7, v8, 0x3e088382
	v_fmaak_f32 v8, v7, v8, 0xbeaaaa99
	v_mul_f32_e32 v8, v6, v8
	v_fma_f32 v7, v7, v8, v6
	s_or_b64 exec, exec, s[0:1]
	v_add_f32_e32 v8, 1.0, v6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_nlt_f32_e64 s[2:3], 0x42b17217, v5
	v_cmp_class_f32_e64 s[4:5], v6, 0x200
	v_frexp_mant_f32_e32 v9, v8
	v_frexp_exp_i32_f32_e32 v10, v8
	v_cmp_gt_f32_e64 s[0:1], 0x3f2aaaab, v9
	v_subrev_co_ci_u32_e64 v9, s[0:1], 0, v10, s[0:1]
	v_add_f32_e32 v10, -1.0, v8
	s_mov_b32 s0, 0x3e9b6dac
	v_sub_nc_u32_e32 v11, 0, v9
	v_cvt_f32_i32_e32 v9, v9
	v_sub_f32_e32 v12, v10, v8
	v_sub_f32_e32 v10, v6, v10
	v_ldexp_f32 v8, v8, v11
	v_add_f32_e32 v12, 1.0, v12
	v_add_f32_e32 v13, 1.0, v8
	v_add_f32_e32 v10, v10, v12
	v_add_f32_e32 v12, -1.0, v13
	v_ldexp_f32 v10, v10, v11
	v_add_f32_e32 v11, -1.0, v8
	v_sub_f32_e32 v12, v8, v12
	v_add_f32_e32 v14, 1.0, v11
	v_add_f32_e32 v12, v10, v12
	v_sub_f32_e32 v8, v8, v14
	v_add_f32_e32 v14, v13, v12
	v_add_f32_e32 v8, v10, v8
	v_rcp_f32_e32 v10, v14
	v_sub_f32_e32 v13, v14, v13
	v_add_f32_e32 v15, v11, v8
	v_sub_f32_e32 v12, v12, v13
	v_sub_f32_e32 v11, v15, v11
	v_mul_f32_e32 v16, v15, v10
	v_sub_f32_e32 v8, v8, v11
	v_mul_f32_e32 v17, v14, v16
	v_fma_f32 v13, v16, v14, -v17
	v_fmac_f32_e32 v13, v16, v12
	v_add_f32_e32 v18, v17, v13
	v_sub_f32_e32 v19, v15, v18
	v_sub_f32_e32 v11, v18, v17
	v_sub_f32_e32 v15, v15, v19
	v_sub_f32_e32 v11, v13, v11
	v_sub_f32_e32 v15, v15, v18
	v_add_f32_e32 v8, v8, v15
	v_sub_f32_e32 v8, v8, v11
	v_add_f32_e32 v11, v19, v8
	v_mul_f32_e32 v13, v10, v11
	v_sub_f32_e32 v18, v11, v19
	v_mul_f32_e32 v15, v14, v13
	v_sub_f32_e32 v8, v8, v18
	v_fma_f32 v14, v13, v14, -v15
	v_fmac_f32_e32 v14, v13, v12
	v_add_f32_e32 v12, v15, v14
	v_sub_f32_e32 v17, v11, v12
	v_sub_f32_e32 v15, v12, v15
	v_sub_f32_e32 v11, v11, v17
	v_sub_f32_e32 v11, v11, v12
	v_sub_f32_e32 v12, v14, v15
	v_add_f32_e32 v8, v8, v11
	v_add_f32_e32 v11, v16, v13
	v_sub_f32_e32 v8, v8, v12
	v_sub_f32_e32 v12, v11, v16
	v_mul_f32_e32 v16, 0x3f317218, v9
	v_add_f32_e32 v8, v17, v8
	v_sub_f32_e32 v12, v13, v12
	v_mul_f32_e32 v8, v10, v8
	v_add_f32_e32 v8, v12, v8
	v_add_f32_e32 v10, v11, v8
	v_mul_f32_e32 v12, v10, v10
	v_ldexp_f32 v15, v10, 1
	v_fmaak_f32 v13, s0, v12, 0x3ecc95a3
	v_mul_f32_e32 v14, v10, v12
	v_sub_f32_e32 v10, v10, v11
	s_mov_b32 s0, 0x395133b1
	v_fmaak_f32 v12, v12, v13, 0x3f2aaada
	v_mul_f32_e32 v13, 0x3fb8aa3b, v5
	v_sub_f32_e32 v8, v8, v10
	v_mul_f32_e32 v12, v14, v12
	v_rndne_f32_e32 v13, v13
	v_ldexp_f32 v8, v8, 1
	v_add_f32_e32 v11, v15, v12
	v_fmamk_f32 v14, v13, 0xbf317218, v5
	v_cvt_i32_f32_e32 v18, v13
	v_sub_f32_e32 v10, v11, v15
	v_fmac_f32_e32 v14, 0x3102e308, v13
	v_fma_f32 v15, 0x3f317218, v9, -v16
	v_sub_f32_e32 v10, v12, v10
	v_fmaak_f32 v12, s0, v14, 0x3ab69700
	v_fmac_f32_e32 v15, 0xb102e308, v9
	v_cmp_eq_f32_e64 s[0:1], 0x43000000, v13
	v_add_f32_e32 v8, v8, v10
	v_fmaak_f32 v9, v14, v12, 0x3c0887f9
	v_add_f32_e32 v10, v16, v15
	v_cndmask_b32_e64 v13, v18, 0x7f, s[0:1]
	v_add_f32_e32 v12, v11, v8
	v_fmaak_f32 v9, v14, v9, 0x3d2aaa81
	v_sub_f32_e32 v16, v10, v16
	v_add_f32_e32 v17, v10, v12
	v_fmaak_f32 v9, v14, v9, 0x3e2aaaab
	v_sub_f32_e32 v11, v12, v11
	v_sub_f32_e32 v15, v15, v16
	v_sub_f32_e32 v19, v17, v10
	v_fma_f32 v9, v14, v9, 0.5
	v_sub_f32_e32 v8, v8, v11
	v_sub_f32_e32 v18, v17, v19
	v_sub_f32_e32 v11, v12, v19
	v_ldexp_f32 v12, 1.0, v13
	v_mul_f32_e32 v9, v14, v9
	v_add_f32_e32 v13, v15, v8
	v_sub_f32_e32 v10, v10, v18
	v_fmac_f32_e32 v14, v14, v9
	v_sub_f32_e32 v9, v13, v15
	v_add_f32_e32 v10, v11, v10
	v_add_f32_e32 v11, -1.0, v12
	v_add_f32_e32 v10, v13, v10
	v_fmac_f32_e32 v11, v12, v14
	v_sub_f32_e32 v12, v13, v9
	v_sub_f32_e32 v9, v8, v9
	v_bfi_b32 v14, 0x7fffffff, v7, v4
	v_add_f32_e32 v13, v17, v10
	v_add_f32_e32 v16, v11, v11
	v_sub_f32_e32 v12, v15, v12
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	v_sub_f32_e32 v15, v13, v17
	v_cndmask_b32_e64 v11, v11, v16, s[0:1]
	v_add_f32_e32 v9, v9, v12
	v_cmp_gt_f32_e64 s[0:1], 0x33800000, v6
	v_sub_f32_e32 v10, v10, v15
	v_cndmask_b32_e64 v11, 0x7f800000, v11, s[2:3]
	v_add_co_u32 v0, s[2:3], s10, v0
	v_add_co_ci_u32_e64 v1, s[2:3], s11, v1, s[2:3]
	v_add_f32_e32 v10, v9, v10
	v_cmp_ngt_f32_e64 s[2:3], 0xc1880000, v5
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_add_f32_e32 v10, v13, v10
	v_cndmask_b32_e64 v9, -1.0, v11, s[2:3]
	v_add_co_u32 v7, s[2:3], s12, v7
	v_add_co_ci_u32_e64 v8, s[2:3], s13, v8, s[2:3]
	v_cndmask_b32_e64 v10, v10, v6, s[0:1]
	s_mov_b64 s[2:3], exec
	global_store_dword v[0:1], v14, off
	global_store_dwordx2 v[7:8], v[9:10], off
	v_cmpx_ngt_f32_e32 1.0, v6
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .L930
	s_mov_b32 s0, 0x378e98ab
	v_fmaak_f32 v0, s0, v6, 0xb9c68948
	v_fmaak_f32 v0, v6, v0, 0x3b7cd369
	v_fmaak_f32 v0, v6, v0, 0xbcc618b2
	v_fmaak_f32 v0, v6, v0, 0x3dda74e4
	v_fmaak_f32 v0, v6, v0, 0x3f228afd
	v_fmaak_f32 v0, v6, v0, 0x3e03c728
	v_fmac_f32_e32 v6, v6, v0
	v_mul_f32_e32 v0, 0xbfb8aa3b, v6
	v_cmp_nlt_f32_e64 s[0:1], 0x42ce8ed0, v6
	v_fma_f32 v1, 0xbfb8aa3b, v6, -v0
	v_rndne_f32_e32 v7, v0
	v_fmac_f32_e32 v1, 0xb2a5705f, v6
	v_sub_f32_e32 v0, v0, v7
	v_add_f32_e32 v0, v1, v0
	v_cvt_i32_f32_e32 v1, v7
	v_exp_f32_e32 v0, v0
	v_ldexp_f32 v0, v0, v1
	v_sub_f32_e32 v0, 1.0, v0
	v_cndmask_b32_e64 v0, 1.0, v0, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], 0xc2b17218, v6
	v_cndmask_b32_e64 v6, 0xff800000, v0, s[0:1]
.L930:
	s_or_saveexec_b64 s[0:1], s[2:3]
	v_and_b32_e32 v0, 0x7fffffff, v5
	s_xor_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v1, v4, v4
	s_mov_b32 s2, 0xba1345e1
	v_fmaak_f32 v7, s2, v1, 0x3ba10414
	v_fmaak_f32 v7, v1, v7, 0xbcdac9b8
	v_fmaak_f32 v7, v1, v7, 0x3de703be
	v_fmaak_f32 v7, v1, v7, 0xbec09330
	v_fmaak_f32 v1, v1, v7, 0x3e0375d0
	v_fmac_f32_e32 v6, v6, v1
	s_or_b64 exec, exec, s[0:1]
	v_add_f32_e32 v1, 2.0, v0
	v_add_f32_e32 v7, -2.0, v0
	s_mov_b32 s0, 0xb9d6f8c4
	v_add_f32_e32 v12, v0, v0
	v_rcp_f32_e32 v1, v1
	v_add_f32_e32 v13, 1.0, v12
	v_mul_f32_e32 v7, v7, v1
	v_add_f32_e32 v8, 1.0, v7
	v_fma_f32 v8, -2.0, v8, v0
	v_fma_f32 v8, -v7, v0, v8
	v_fmac_f32_e32 v7, v1, v8
	v_mul_f32_e64 v8, v5, -v5
	v_fmaak_f32 v1, s0, v7, 0xbaa2d753
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_cmp_ngt_f32_e64 s[0:1], 0xc2ce8ed0, v8
	v_fma_f32 v5, -v5, v5, -v8
	v_fmaak_f32 v1, v7, v1, 0x3aad2fb4
	v_fma_f32 v10, 0x3fb8aa3b, v8, -v9
	v_rndne_f32_e32 v11, v9
	v_fmaak_f32 v1, v7, v1, 0x3c0da267
	v_fmac_f32_e32 v10, 0x32a5705f, v8
	v_sub_f32_e32 v9, v9, v11
	v_cvt_i32_f32_e32 v11, v11
	v_fmaak_f32 v1, v7, v1, 0xbc0415b1
	v_add_f32_e32 v9, v10, v9
	v_rcp_f32_e32 v10, v13
	v_fmaak_f32 v1, v7, v1, 0xbd5e0a18
	v_exp_f32_e32 v9, v9
	v_fmaak_f32 v1, v7, v1, 0x3e27fe2a
	v_fmaak_f32 v1, v7, v1, 0xbe2a03fd
	v_fmaak_f32 v1, v7, v1, 0xbdbdfb0b
	v_fmaak_f32 v1, v7, v1, 0x3e8dd01c
	v_ldexp_f32 v7, v9, v11
	v_fma_f32 v9, v1, v10, v10
	v_cndmask_b32_e64 v7, 0, v7, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], 0x42b17218, v8
	v_fma_f32 v11, -v9, v12, 1.0
	v_sub_f32_e32 v1, v1, v9
	v_cndmask_b32_e64 v7, 0x7f800000, v7, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], 0x4120ddfc, v0
	v_add_f32_e32 v1, v11, v1
	v_fmac_f32_e32 v7, v7, v5
	v_fmac_f32_e32 v9, v10, v1
	v_mul_f32_e32 v1, v7, v9
	v_cndmask_b32_e64 v5, 0, v1, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_bfi_b32 v2, 0x7fffffff, v6, v4
	v_sub_f32_e32 v3, 2.0, v5
	v_add_co_u32 v0, s[0:1], s14, v0
	v_add_co_ci_u32_e64 v1, s[0:1], s15, v1, s[0:1]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl dmath_more
	.protected dmath_more
	.type dmath_more,@function
dmath_more:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v8, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v9, null, s1, 0, s[2:3]
	s_mov_b32 s1, 0x41d00000
	s_mov_b32 s0, 0
	v_lshlrev_b64 v[0:1], 3, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s8, v0
	v_add_co_ci_u32_e32 v3, vcc, s9, v1, vcc
	v_add_co_u32 v0, vcc, s10, v0
	v_add_co_ci_u32_e32 v1, vcc, s11, v1, vcc
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[0:1], v[0:1], off
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[16:19], s[6:7], 0x30
	s_waitcnt vmcnt(1)
	v_cmp_nlt_f64_e64 s[2:3], |v[6:7]|, s[0:1]
	v_and_b32_e32 v3, 0x7fffffff, v7
	v_mov_b32_e32 v2, v6
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .Le10
	s_mov_b32 s1, 0x7b000000
	v_ldexp_f64 v[14:15], v[2:3], 0xffffff80
	v_cmp_le_f64_e32 vcc, s[0:1], v[2:3]
	v_trig_preop_f64 v[4:5], v[2:3], 0
	v_trig_preop_f64 v[10:11], v[2:3], 1
	v_trig_preop_f64 v[12:13], v[2:3], 2
	s_mov_b32 s4, 0x33145c07
	s_mov_b32 s5, 0x3c91a626
	v_cndmask_b32_e32 v15, v3, v15, vcc
	v_cndmask_b32_e32 v14, v2, v14, vcc
	v_mul_f64 v[20:21], v[4:5], v[14:15]
	v_mul_f64 v[16:17], v[12:13], v[14:15]
	v_mul_f64 v[18:19], v[10:11], v[14:15]
	v_fma_f64 v[4:5], v[4:5], v[14:15], -v[20:21]
	v_fma_f64 v[12:13], v[12:13], v[14:15], -v[16:17]
	v_fma_f64 v[10:11], v[10:11], v[14:15], -v[18:19]
	v_add_f64 v[14:15], v[18:19], v[4:5]
	v_add_f64 v[22:23], v[14:15], -v[18:19]
	v_add_f64 v[24:25], v[14:15], -v[22:23]
	v_add_f64 v[4:5], v[4:5], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[4:5], v[4:5], v[18:19]
	v_add_f64 v[18:19], v[16:17], v[10:11]
	v_add_f64 v[22:23], v[18:19], -v[16:17]
	v_add_f64 v[24:25], v[18:19], -v[22:23]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[16:17], v[18:19], v[4:5]
	v_add_f64 v[22:23], v[16:17], -v[18:19]
	v_add_f64 v[24:25], v[16:17], -v[22:23]
	v_add_f64 v[4:5], v[4:5], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[4:5], v[4:5], v[18:19]
	v_add_f64 v[4:5], v[10:11], v[4:5]
	v_add_f64 v[10:11], v[20:21], v[14:15]
	v_add_f64 v[4:5], v[12:13], v[4:5]
	v_add_f64 v[12:13], v[10:11], -v[20:21]
	v_ldexp_f64 v[10:11], v[10:11], -2
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_cmp_class_f64_e64 s[0:1], v[10:11], 0x204
	v_add_f64 v[14:15], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[12:13], v[16:17], -v[12:13]
	v_mov_b32_e32 v16, 0
	v_add_f64 v[4:5], v[12:13], v[4:5]
	v_fract_f64_e32 v[12:13], v[10:11]
	v_cndmask_b32_e64 v11, v13, 0, s[0:1]
	v_cndmask_b32_e64 v10, v12, 0, s[0:1]
	v_ldexp_f64 v[10:11], v[10:11], 2
	v_add_f64 v[12:13], v[10:11], v[14:15]
	v_cmp_gt_f64_e32 vcc, 0, v[12:13]
	v_cndmask_b32_e64 v17, 0, 0x40100000, vcc
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_cvt_i32_f64_e32 v17, v[12:13]
	v_cvt_f64_i32_e32 v[12:13], v17
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_add_f64 v[18:19], v[14:15], v[10:11]
	v_add_f64 v[10:11], v[18:19], -v[10:11]
	v_cmp_le_f64_e32 vcc, 0.5, v[18:19]
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_add_co_ci_u32_e64 v12, s[0:1], 0, v17, vcc
	v_cndmask_b32_e64 v17, 0, 0x3ff00000, vcc
	s_mov_b32 s0, 0x54442d18
	s_mov_b32 s1, 0x3ff921fb
	v_add_f64 v[4:5], v[4:5], v[10:11]
	v_add_f64 v[10:11], v[18:19], -v[16:17]
	v_add_f64 v[13:14], v[10:11], v[4:5]
	v_add_f64 v[10:11], v[13:14], -v[10:11]
	v_add_f64 v[4:5], v[4:5], -v[10:11]
	v_mul_f64 v[10:11], v[13:14], s[0:1]
	v_fma_f64 v[15:16], v[13:14], s[0:1], -v[10:11]
	v_fma_f64 v[13:14], v[13:14], s[4:5], v[15:16]
	v_fma_f64 v[13:14], v[4:5], s[0:1], v[13:14]
	v_add_f64 v[4:5], v[10:11], v[13:14]
	v_add_f64 v[10:11], v[4:5], -v[10:11]
	v_add_f64 v[10:11], v[13:14], -v[10:11]
.Le10:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lee0
	s_mov_b32 s2, 0x6dc9c883
	s_mov_b32 s3, 0x3fe45f30
	s_mov_b32 s5, 0xbc91a626
	v_mul_f64 v[4:5], v[2:3], s[2:3]
	s_mov_b32 s2, 0x54442d18
	s_mov_b32 s3, 0xbff921fb
	s_mov_b32 s4, 0x33145c00
	v_rndne_f64_e32 v[12:13], v[4:5]
	v_fma_f64 v[4:5], v[12:13], s[2:3], v[2:3]
	v_mul_f64 v[10:11], v[12:13], s[4:5]
	s_mov_b32 s2, 0x252049c0
	s_mov_b32 s3, 0xb97b839a
	v_fma_f64 v[16:17], v[12:13], s[4:5], v[4:5]
	v_add_f64 v[14:15], v[4:5], v[10:11]
	s_mov_b32 s5, 0x3c91a626
	v_add_f64 v[4:5], v[4:5], -v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[4:5], v[4:5], v[10:11]
	v_fma_f64 v[10:11], v[12:13], s[4:5], v[10:11]
	v_add_f64 v[4:5], v[14:15], v[4:5]
	v_add_f64 v[4:5], v[4:5], -v[10:11]
	v_fma_f64 v[10:11], v[12:13], s[2:3], v[4:5]
	v_cvt_i32_f64_e32 v12, v[12:13]
	v_add_f64 v[4:5], v[16:17], v[10:11]
	v_add_f64 v[14:15], v[4:5], -v[16:17]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
.Lee0:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v20, 1, v12
	v_mul_f64 v[12:13], v[4:5], v[4:5]
	v_add_f64 v[16:17], v[10:11], v[10:11]
	s_mov_b32 s0, 0xa9a29f71
	s_mov_b32 s2, 0xc751c08c
	s_mov_b32 s1, 0xbf078809
	s_mov_b32 s3, 0x3ef5e089
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], 0, v1
	v_cmp_lt_f64_e64 s[8:9], |v[0:1]|, v[2:3]
	s_mov_b32 s24, 0x400921fb
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s18, 0
	v_cmp_eq_f64_e64 s[6:7], 0, v[6:7]
	s_mov_b32 s19, 0x7ff00000
	v_cmp_class_f64_e64 s[10:11], v[0:1], 0x204
	v_fma_f64 v[14:15], v[4:5], v[4:5], -v[12:13]
	v_fma_f64 v[14:15], v[4:5], v[16:17], v[14:15]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_fma_f64 v[14:15], v[12:13], s[2:3], s[0:1]
	s_mov_b32 s0, 0x90a8aae0
	s_mov_b32 s1, 0x3f17746f
	s_mov_b32 s2, 0xb5e68a13
	s_mov_b32 s3, 0x3eeba404
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xa6fbf144
	s_mov_b32 s1, 0xbefbb44d
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xa7943acf
	s_mov_b32 s1, 0x3f21e634
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xdeb68feb
	s_mov_b32 s1, 0x3f2d250f
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xb58c4d95
	s_mov_b32 s1, 0x3f437fd9
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x15120e2c
	s_mov_b32 s1, 0x3f57d5af
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xe09491df
	s_mov_b32 s1, 0x3f6d6d93
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x2033784d
	s_mov_b32 s1, 0x3f8226e1
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x9ac36ae2
	s_mov_b32 s1, 0x3f9664f4
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x1b451c21
	s_mov_b32 s1, 0x3faba1ba
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x111185b7
	s_mov_b32 s1, 0x3fc11111
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0x555554ee
	s_mov_b32 s1, 0x3fd55555
	v_fma_f64 v[14:15], v[12:13], v[14:15], s[0:1]
	s_mov_b32 s0, 0xbd3237f4
	s_mov_b32 s1, 0xbf23e260
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[14:15], v[4:5], v[12:13]
	v_add_f64 v[16:17], v[4:5], v[14:15]
	v_fma_f64 v[12:13], v[4:5], v[12:13], -v[14:15]
	v_add_f64 v[4:5], v[16:17], -v[4:5]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[4:5], v[14:15], -v[4:5]
	v_add_f64 v[4:5], v[10:11], v[4:5]
	v_add_f64 v[10:11], v[16:17], v[4:5]
	v_add_f64 v[12:13], v[10:11], -v[16:17]
	v_add_f64 v[4:5], v[4:5], -v[12:13]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[14:15], v[10:11], v[12:13]
	v_fma_f64 v[16:17], v[12:13], v[10:11], -v[14:15]
	v_fma_f64 v[4:5], v[12:13], v[4:5], v[16:17]
	v_add_f64 v[16:17], v[14:15], v[4:5]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[4:5], v[4:5], -v[14:15]
	v_add_f64 v[14:15], -v[16:17], 1.0
	v_add_f64 v[18:19], -v[14:15], 1.0
	v_add_f64 v[16:17], v[18:19], -v[16:17]
	v_add_f64 v[4:5], v[16:17], -v[4:5]
	v_add_f64 v[4:5], v[14:15], v[4:5]
	v_max_f64 v[14:15], |v[0:1]|, |v[0:1]|
	v_mul_f64 v[4:5], v[12:13], v[4:5]
	v_add_f64 v[4:5], v[12:13], v[4:5]
	v_xor_b32_e32 v5, 0x80000000, v5
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_and_b32_e32 v10, 0x80000000, v7
	v_cndmask_b32_e32 v5, v5, v11, vcc
	v_cmp_class_f64_e64 vcc, v[2:3], 0x1f8
	v_xor_b32_e32 v5, v5, v10
	v_lshlrev_b64 v[10:11], 3, v[8:9]
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cndmask_b32_e32 v5, 0x7ff80000, v5, vcc
	v_add_co_u32 v12, vcc, s12, v10
	v_add_co_ci_u32_e32 v13, vcc, s13, v11, vcc
	s_mov_b32 s12, 0x54442d18
	s_mov_b32 s13, 0x3ff921fb
	global_store_dwordx2 v[12:13], v[4:5], off
	v_max_f64 v[12:13], v[2:3], v[2:3]
	v_max_f64 v[4:5], v[14:15], v[12:13]
	v_min_f64 v[12:13], v[14:15], v[12:13]
	v_div_scale_f64 v[14:15], null, v[4:5], v[4:5], v[12:13]
	v_rcp_f64_e32 v[16:17], v[14:15]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_div_scale_f64 v[18:19], vcc, v[12:13], v[4:5], v[12:13]
	v_mul_f64 v[20:21], v[18:19], v[16:17]
	v_fma_f64 v[14:15], -v[14:15], v[20:21], v[18:19]
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[20:21]
	v_cmp_u_f64_e32 vcc, v[0:1], v[6:7]
	v_div_fixup_f64 v[12:13], v[14:15], v[4:5], v[12:13]
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_fma_f64 v[16:17], v[14:15], s[2:3], s[0:1]
	s_mov_b32 s0, 0x69efb384
	s_mov_b32 s1, 0x3f4b2bb0
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0xaf56de9b
	s_mov_b32 s1, 0xbf67952d
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0xa595c56f
	s_mov_b32 s1, 0x3f7d6d43
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0xa57d9582
	s_mov_b32 s1, 0xbf8c6ea4
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x5f08b19f
	s_mov_b32 s1, 0x3f967e29
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0xfc27006a
	s_mov_b32 s1, 0xbf9e9ae6
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x5711927a
	s_mov_b32 s1, 0x3fa2c15b
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0xe82d3ff0
	s_mov_b32 s1, 0xbfa59976
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x6ef28734
	s_mov_b32 s1, 0x3fa82d5d
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x6a214619
	s_mov_b32 s1, 0xbfaae5ce
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x8427b883
	s_mov_b32 s1, 0x3fae1bb4
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x8b207f05
	s_mov_b32 s1, 0xbfb110e4
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x57b87036
	s_mov_b32 s1, 0x3fb3b136
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x19378e4f
	s_mov_b32 s1, 0xbfb745d1
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x17e1913c
	s_mov_b32 s1, 0x3fbc71c7
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x92376b7d
	s_mov_b32 s1, 0xbfc24924
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x999952cc
	s_mov_b32 s1, 0x3fc99999
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x55555523
	s_mov_b32 s1, 0xbfd55555
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	v_cmp_eq_f64_e64 s[0:1], s[18:19], v[2:3]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	s_and_b64 s[2:3], s[0:1], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[10:11]
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_mov_b32_e32 v14, 0x4002d97c
	v_mov_b32_e32 v15, 0x7f3321d2
	v_cndmask_b32_e64 v14, 0x3fe921fb, v14, s[4:5]
	v_cndmask_b32_e64 v16, 0x54442d18, v15, s[4:5]
	v_bfi_b32 v17, 0x7fffffff, v14, v7
	v_ashrrev_i32_e32 v14, 31, v1
	v_and_b32_e32 v18, 0x54442d18, v14
	v_and_b32_e32 v19, 0x400921fb, v14
	v_add_f64 v[14:15], -v[12:13], s[12:13]
	s_mov_b32 s13, s24
	v_cndmask_b32_e64 v13, v13, v15, s[8:9]
	v_cndmask_b32_e64 v12, v12, v14, s[8:9]
	v_add_f64 v[14:15], -v[12:13], s[12:13]
	v_cndmask_b32_e64 v13, v13, v15, s[4:5]
	v_cndmask_b32_e64 v12, v12, v14, s[4:5]
	s_mov_b32 s5, 0x3fe55555
	s_mov_b32 s4, 0x55555555
	v_cndmask_b32_e64 v13, v13, v19, s[6:7]
	v_cndmask_b32_e64 v12, v12, v18, s[6:7]
	s_mov_b32 s6, 0xbf559e2b
	s_mov_b32 s7, 0x3fc3ab76
	v_cndmask_b32_e64 v13, v13, v17, s[2:3]
	v_cndmask_b32_e64 v12, v12, v16, s[2:3]
	v_add_co_u32 v14, s[2:3], s14, v10
	v_add_co_ci_u32_e64 v15, s[2:3], s15, v11, s[2:3]
	v_cndmask_b32_e64 v13, v13, 0x7ff80000, vcc
	v_cndmask_b32_e64 v12, v12, 0, vcc
	v_bfi_b32 v13, 0x7fffffff, v13, v7
	global_store_dwordx2 v[14:15], v[12:13], off
	v_mul_f64 v[14:15], v[6:7], v[0:1]
	v_frexp_exp_i32_f64_e64 v12, |v[14:15]|
	v_cmp_class_f64_e64 s[2:3], v[14:15], 0x267
	v_cvt_f32_i32_e32 v12, v12
	v_mul_f32_e32 v12, 0x3eaaaaab, v12
	v_rndne_f32_e32 v12, v12
	v_cvt_i32_f32_e32 v24, v12
	v_mul_lo_u32 v12, v24, -3
	v_ldexp_f64 v[12:13], |v[14:15]|, v12
	v_cvt_f32_f64_e32 v16, v[12:13]
	v_log_f32_e32 v16, v16
	v_mul_f32_e32 v16, 0x3eaaaaab, v16
	v_exp_f32_e32 v16, v16
	v_cvt_f64_f32_e32 v[16:17], v16
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_add_f64 v[22:23], v[16:17], v[16:17]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], v[12:13]
	v_fma_f64 v[12:13], v[22:23], v[18:19], v[12:13]
	v_rcp_f64_e32 v[18:19], v[12:13]
	v_fma_f64 v[22:23], -v[12:13], v[18:19], 1.0
	v_fma_f64 v[18:19], v[22:23], v[18:19], v[18:19]
	v_fma_f64 v[22:23], -v[12:13], v[18:19], 1.0
	v_fma_f64 v[18:19], v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[12:13], -v[12:13], v[22:23], v[20:21]
	v_fma_f64 v[12:13], v[12:13], v[18:19], v[22:23]
	v_fma_f64 v[12:13], v[16:17], v[12:13], v[16:17]
	v_ldexp_f64 v[12:13], v[12:13], v24
	v_cndmask_b32_e64 v13, v13, v15, s[2:3]
	v_cndmask_b32_e64 v12, v12, v14, s[2:3]
	v_add_co_u32 v10, s[2:3], s20, v10
	v_add_co_ci_u32_e64 v11, s[2:3], s21, v11, s[2:3]
	v_bfi_b32 v13, 0x7fffffff, v13, v15
	global_store_dwordx2 v[10:11], v[12:13], off
	v_add_f64 v[10:11], |v[0:1]|, 0.5
	v_frexp_mant_f64_e32 v[12:13], v[10:11]
	v_cmp_gt_f64_e64 s[2:3], s[4:5], v[12:13]
	s_mov_b32 s4, 0x55555780
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_ldexp_f64 v[12:13], v[12:13], v16
	v_frexp_exp_i32_f64_e32 v16, v[10:11]
	v_add_f64 v[18:19], v[12:13], 1.0
	v_subrev_co_ci_u32_e64 v26, s[2:3], 0, v16, s[2:3]
	v_add_f64 v[16:17], v[12:13], -1.0
	s_mov_b32 s2, 0x6b47b09a
	s_mov_b32 s3, 0x3fc38538
	v_add_f64 v[20:21], v[18:19], -1.0
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	v_fma_f64 v[20:21], v[22:23], v[20:21], v[20:21]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	v_fma_f64 v[20:21], v[22:23], v[20:21], v[20:21]
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[24:25], v[18:19], v[22:23]
	v_fma_f64 v[18:19], v[22:23], v[18:19], -v[24:25]
	v_fma_f64 v[12:13], v[22:23], v[12:13], v[18:19]
	v_add_f64 v[18:19], v[24:25], v[12:13]
	v_add_f64 v[24:25], v[18:19], -v[24:25]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	v_add_f64 v[24:25], v[16:17], -v[18:19]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	v_add_f64 v[12:13], v[16:17], -v[12:13]
	v_add_f64 v[12:13], v[24:25], v[12:13]
	v_mul_f64 v[12:13], v[20:21], v[12:13]
	v_add_f64 v[16:17], v[22:23], v[12:13]
	v_add_f64 v[18:19], v[16:17], -v[22:23]
	v_ldexp_f64 v[22:23], v[16:17], 1
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[12:13], v[12:13], 1
	v_fma_f64 v[20:21], v[18:19], s[6:7], s[2:3]
	s_mov_b32 s2, 0xd7f4df2e
	s_mov_b32 s3, 0x3fc7474d
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x16291751
	s_mov_b32 s3, 0x3fcc71c0
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x9b27acf1
	s_mov_b32 s3, 0x3fd24924
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x998ef7b6
	s_mov_b32 s3, 0x3fd99999
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x652b82fe
	s_mov_b32 s3, 0x3ff71547
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[4:5]
	s_mov_b32 s4, 0x6a5dcb37
	s_mov_b32 s5, 0x3e5ade15
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_add_f64 v[18:19], v[22:23], v[16:17]
	v_add_f64 v[20:21], v[18:19], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[20:21]
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[18:19], v[12:13]
	v_add_f64 v[18:19], v[16:17], -v[18:19]
	v_mul_f64 v[20:21], v[16:17], s[2:3]
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_fma_f64 v[22:23], v[16:17], s[2:3], -v[20:21]
	v_cvt_f64_i32_e32 v[18:19], v26
	v_fma_f64 v[12:13], v[12:13], s[2:3], v[22:23]
	s_mov_b32 s2, 0xffda0d24
	s_mov_b32 s3, 0x3c7777d0
	v_fma_f64 v[12:13], v[16:17], s[2:3], v[12:13]
	v_cmp_eq_f64_e64 s[2:3], s[18:19], v[10:11]
	v_add_f64 v[16:17], v[20:21], v[12:13]
	v_add_f64 v[20:21], v[16:17], -v[20:21]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[20:21], v[16:17], v[18:19]
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[24:25], v[22:23], -v[20:21]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	v_add_f64 v[16:17], v[16:17], v[18:19]
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_cndmask_b32_e64 v12, v12, v10, s[2:3]
	v_cndmask_b32_e64 v13, v13, v11, s[2:3]
	v_cmp_neq_f64_e64 s[2:3], 0, v[10:11]
	v_cndmask_b32_e64 v11, 0xfff00000, v13, s[2:3]
	v_cndmask_b32_e64 v10, 0, v12, s[2:3]
	v_rndne_f64_e32 v[12:13], v[6:7]
	v_add_co_u32 v16, s[2:3], s22, v8
	v_add_co_ci_u32_e64 v17, s[2:3], s23, v9, s[2:3]
	s_mov_b32 s2, 0x3b39803f
	s_mov_b32 s3, 0x3c7abc9e
	v_add_f64 v[18:19], v[6:7], -v[12:13]
	v_cvt_i32_f64_e32 v12, v[12:13]
	v_mul_f64 v[20:21], v[18:19], s[2:3]
	s_mov_b32 s2, 0xfefa39ef
	s_mov_b32 s3, 0x3fe62e42
	v_fma_f64 v[18:19], v[18:19], s[2:3], v[20:21]
	s_mov_b32 s2, 0xfca7ab0c
	s_mov_b32 s3, 0x3e928af3
	v_fma_f64 v[20:21], v[18:19], s[4:5], s[2:3]
	s_mov_b32 s2, 0x623fde64
	s_mov_b32 s3, 0x3ec71dee
	s_mov_b32 s5, 0xc090cc00
	s_mov_b32 s4, s18
	v_cmp_ngt_f64_e64 s[4:5], s[4:5], v[6:7]
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x7c89e6b0
	s_mov_b32 s3, 0x3efa0199
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x14761f6e
	s_mov_b32 s3, 0x3f2a01a0
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x1852b7b0
	s_mov_b32 s3, 0x3f56c16c
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x11122322
	s_mov_b32 s3, 0x3f811111
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x555502a1
	s_mov_b32 s3, 0x3fa55555
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 0x55555511
	s_mov_b32 s3, 0x3fc55555
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s2, 11
	s_mov_b32 s3, 0x3fe00000
	v_fma_f64 v[20:21], v[18:19], v[20:21], s[2:3]
	s_mov_b32 s3, 0x40900000
	s_mov_b32 s2, s18
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[6:7]
	v_mov_b32_e32 v6, 0x4ff00000
	v_fma_f64 v[20:21], v[18:19], v[20:21], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], 1.0
	v_ldexp_f64 v[12:13], v[18:19], v12
	v_cndmask_b32_e64 v13, 0x7ff00000, v13, s[2:3]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v12, 0, v12, s[2:3]
	s_brev_b32 s3, 8
	s_mov_b32 s2, s18
	v_cndmask_b32_e64 v13, 0, v13, s[4:5]
	v_cmp_lt_f64_e64 s[2:3], |v[14:15]|, s[2:3]
	global_store_dwordx4 v[16:17], v[10:13], off
	v_cndmask_b32_e64 v7, 0x3ff00000, v6, s[2:3]
	v_mov_b32_e32 v6, 0
	v_mul_f64 v[10:11], |v[14:15]|, v[6:7]
	v_mov_b32_e32 v7, 0x37f00000
	v_cndmask_b32_e64 v7, 0x3ff00000, v7, s[2:3]
	v_rsq_f64_e32 v[12:13], v[10:11]
	v_cmp_eq_f64_e64 s[2:3], 0, v[10:11]
	v_cmp_eq_f64_e64 s[4:5], s[18:19], v[10:11]
	v_mul_f64 v[14:15], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[12:13], 0.5
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 0.5
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[16:17], -v[14:15], v[14:15], v[10:11]
	v_fma_f64 v[14:15], v[16:17], v[12:13], v[14:15]
	v_fma_f64 v[16:17], -v[14:15], v[14:15], v[10:11]
	v_fma_f64 v[12:13], v[16:17], v[12:13], v[14:15]
	v_mul_f64 v[6:7], v[6:7], v[12:13]
	v_frexp_exp_i32_f64_e32 v12, v[4:5]
	v_cndmask_b32_e64 v7, v7, v11, s[2:3]
	v_sub_nc_u32_e32 v4, 0, v12
	v_cndmask_b32_e64 v6, v6, v10, s[2:3]
	v_add_co_u32 v10, s[2:3], s16, v8
	v_add_co_ci_u32_e64 v11, s[2:3], s17, v9, s[2:3]
	v_ldexp_f64 v[0:1], |v[0:1]|, v4
	v_ldexp_f64 v[2:3], v[2:3], v4
	v_mul_f64 v[0:1], v[0:1], v[0:1]
	v_fma_f64 v[0:1], v[2:3], v[2:3], v[0:1]
	v_rsq_f64_e32 v[2:3], v[0:1]
	v_cmp_eq_f64_e64 s[2:3], 0, v[0:1]
	v_mul_f64 v[4:5], v[0:1], v[2:3]
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_fma_f64 v[8:9], -v[2:3], v[4:5], 0.5
	v_fma_f64 v[4:5], v[4:5], v[8:9], v[4:5]
	v_fma_f64 v[2:3], v[2:3], v[8:9], v[2:3]
	v_fma_f64 v[8:9], -v[4:5], v[4:5], v[0:1]
	v_fma_f64 v[2:3], v[8:9], v[2:3], v[4:5]
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	v_cndmask_b32_e64 v0, v2, v0, s[2:3]
	s_or_b64 s[2:3], s[0:1], vcc
	v_ldexp_f64 v[0:1], v[0:1], v12
	v_cndmask_b32_e64 v1, v1, 0x7ff80000, vcc
	v_cndmask_b32_e64 v8, v0, 0, s[2:3]
	v_cndmask_b32_e64 v9, v1, 0x7ff00000, s[0:1]
	global_store_dwordx4 v[10:11], v[6:9], off
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
	.size fmath_more, 2788
	.size dmath_more, 4372

	.rodata
	.p2align 6
// fmath_more.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel fmath_more
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
	.globl fmath_more.kd
	.protected fmath_more.kd
	.type fmath_more.kd,@object
	.size fmath_more.kd, 64
fmath_more.kd:
	.long 0x00000000, 0x00000000, 0x00000078, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad fmath_more@rel64-fmath_more.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// dmath_more.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel dmath_more
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
	.globl dmath_more.kd
	.protected dmath_more.kd
	.type dmath_more.kd,@object
	.size dmath_more.kd, 64
dmath_more.kd:
	.long 0x00000000, 0x00000000, 0x00000070, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad dmath_more@rel64-dmath_more.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c6, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
    .name:           fmath_more
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         fmath_more.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'double*'
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
    .name:           dmath_more
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         dmath_more.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
