// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl fmath_more
	.protected fmath_more
	.type fmath_more,@function
fmath_more:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x40
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	v_mov_b32_e32 v11, 0x3c5fc5da
	v_mov_b32_e32 v12, 0x3d034c3c
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v5, vcc, s14, v2
	v_addc_co_u32_e32 v6, vcc, v6, v3, vcc
	global_load_dword v5, v[5:6], off
	v_lshlrev_b64 v[7:8], 3, v[0:1]
	v_mov_b32_e32 v10, s17
	v_add_co_u32_e32 v9, vcc, s16, v7
	v_addc_co_u32_e32 v10, vcc, v10, v8, vcc
	v_mov_b32_e32 v17, s19
	v_add_co_u32_e32 v2, vcc, s18, v2
	v_addc_co_u32_e32 v3, vcc, v17, v3, vcc
	v_mov_b32_e32 v6, 0x3c5fc5da
	v_mov_b32_e32 v13, 0x3d3641b1
	v_mov_b32_e32 v14, 0x3d999bc8
	v_mov_b32_e32 v15, 0x3e2aaaac
	v_mov_b32_e32 v16, 0xbc7a590c
	s_brev_b32 s4, -2
	s_mov_b32 s5, 0xbf317218
	s_waitcnt vmcnt(1)
	v_fma_f32 v17, |v4|, -0.5, 0.5
	v_mul_f32_e32 v18, v4, v4
	v_cmp_ge_f32_e64 vcc, |v4|, 0.5
	v_cmp_gt_f32_e64 s[0:1], |v4|, 0.5
	v_cndmask_b32_e32 v19, v18, v17, vcc
	v_cndmask_b32_e64 v17, v18, v17, s[0:1]
	v_fmac_f32_e32 v11, 0x3d1c21a7, v19
	v_fmac_f32_e32 v6, 0x3d1c21a7, v17
	v_fma_f32 v11, v19, v11, v12
	v_fmac_f32_e32 v12, v17, v6
	v_fma_f32 v11, v19, v11, v13
	v_fmac_f32_e32 v13, v17, v12
	s_waitcnt vmcnt(0)
	v_rcp_f32_e64 v12, |v5|
	v_fma_f32 v11, v19, v11, v14
	v_cmp_gt_f32_e64 s[2:3], |v5|, 1.0
	v_fmac_f32_e32 v14, v17, v13
	v_cndmask_b32_e64 v20, |v5|, v12, s[2:3]
	v_fma_f32 v11, v19, v11, v15
	v_fmac_f32_e32 v15, v17, v14
	v_mul_f32_e32 v14, v20, v20
	v_mul_f32_e32 v11, v19, v11
	v_sqrt_f32_e32 v19, v19
	v_mov_b32_e32 v18, 0x3d29fb3f
	v_fmac_f32_e32 v16, 0x3b2d2a58, v14
	v_mul_f32_e32 v15, v17, v15
	v_sqrt_f32_e32 v17, v17
	v_mov_b32_e32 v6, 0xbd97d4d7
	v_fmac_f32_e32 v18, v14, v16
	v_mov_b32_e32 v13, 0x3dd931b2
	v_fmac_f32_e32 v6, v14, v18
	v_mov_b32_e32 v12, 0xbe1160e6
	v_fmac_f32_e32 v13, v14, v6
	v_fmac_f32_e32 v19, v19, v11
	v_fmac_f32_e32 v12, v14, v13
	v_fmac_f32_e32 v17, v17, v15
	v_add_f32_e32 v13, v19, v19
	v_mov_b32_e32 v16, 0x3e4cb8bf
	v_fma_f32 v11, |v4|, v11, |v4|
	v_add_f32_e32 v17, v17, v17
	v_sub_f32_e32 v13, 0x3fc90fdb, v13
	v_cmp_lt_f32_e64 vcc, |v4|, 0.5
	v_cndmask_b32_e32 v11, v13, v11, vcc
	v_sub_f32_e32 v13, 0x40490fdb, v17
	v_cmp_gt_f32_e32 vcc, 0, v4
	v_fmac_f32_e32 v16, v14, v12
	v_fma_f32 v12, v4, v15, v4
	v_mov_b32_e32 v18, 0xbeaaaa62
	v_cndmask_b32_e32 v13, v17, v13, vcc
	v_sub_f32_e32 v12, 0x3fc90fdb, v12
	v_cndmask_b32_e64 v12, v12, v13, s[0:1]
	v_bfi_b32 v11, s4, v11, v4
	v_fmac_f32_e32 v18, v14, v16
	global_store_dwordx2 v[9:10], v[11:12], off
	v_mul_f32_e32 v9, v14, v18
	v_mul_f32_e32 v17, 4.0, v4
	v_fmac_f32_e32 v20, v20, v9
	v_add_f32_e64 v19, |v17|, s5
	v_sub_f32_e32 v9, 0x3fc90fdb, v20
	v_sub_f32_e64 v13, v19, |v17|
	v_cndmask_b32_e64 v9, v20, v9, s[2:3]
	v_sub_f32_e32 v15, v13, v19
	v_bfi_b32 v9, s4, v9, v5
	global_store_dword v[2:3], v9, off
	v_add_f32_e64 v2, |v17|, v15
	v_add_f32_e32 v3, 0x3f317218, v13
	v_sub_f32_e32 v2, v2, v3
	v_add_f32_e32 v2, 0x3102e308, v2
	v_add_f32_e32 v3, v19, v2
	v_sub_f32_e32 v9, v3, v19
	v_sub_f32_e32 v2, v2, v9
	v_mul_f32_e32 v9, 0x3fb8aa3b, v3
	v_rndne_f32_e32 v9, v9
	v_fmac_f32_e32 v3, 0xbf317200, v9
	v_add_f32_e32 v10, v2, v3
	v_sub_f32_e32 v3, v10, v3
	v_sub_f32_e32 v2, v2, v3
	v_mul_f32_e32 v3, 0x35bfbc00, v9
	v_sub_f32_e32 v11, v10, v3
	v_sub_f32_e32 v10, v10, v11
	v_sub_f32_e32 v3, v10, v3
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v11, v2
	v_sub_f32_e32 v10, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_mul_f32_e32 v10, 0x2ea39ef3, v9
	v_sub_f32_e32 v11, v3, v10
	v_sub_f32_e32 v3, v3, v11
	v_sub_f32_e32 v3, v3, v10
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v11, v2
	v_mov_b32_e32 v10, 0x3c091de6
	v_fmac_f32_e32 v10, 0x3ab42872, v3
	v_mov_b32_e32 v12, 0x3d2aadcc
	v_fmac_f32_e32 v12, v3, v10
	v_mov_b32_e32 v10, 0x3e2aaa47
	v_fmac_f32_e32 v10, v3, v12
	v_mov_b32_e32 v12, 0x3efffffc
	v_fmac_f32_e32 v12, v3, v10
	v_sub_f32_e32 v10, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_mul_f32_e32 v11, v3, v3
	v_add_f32_e32 v10, v2, v2
	v_fma_f32 v13, v3, v3, -v11
	v_fmac_f32_e32 v13, v3, v10
	v_add_f32_e32 v10, v11, v13
	v_sub_f32_e32 v11, v10, v11
	v_sub_f32_e32 v11, v13, v11
	v_mul_f32_e32 v13, v12, v10
	v_fma_f32 v10, v10, v12, -v13
	v_fmac_f32_e32 v10, v11, v12
	v_add_f32_e32 v11, v13, v10
	v_sub_f32_e32 v12, v11, v13
	v_sub_f32_e32 v10, v10, v12
	v_add_f32_e32 v12, v3, v11
	v_sub_f32_e32 v3, v12, v3
	v_sub_f32_e32 v3, v11, v3
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v12, v2
	v_sub_f32_e32 v10, v3, v12
	v_sub_f32_e32 v2, v2, v10
	v_add_f32_e32 v10, 1.0, v3
	v_add_f32_e32 v11, -1.0, v10
	v_cvt_i32_f32_e32 v9, v9
	v_sub_f32_e32 v3, v3, v11
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v10, v2
	v_ldexp_f32 v11, v3, v9
	v_rcp_f32_e32 v12, v11
	v_sub_f32_e32 v3, v3, v10
	v_sub_f32_e32 v2, v2, v3
	v_ldexp_f32 v3, v2, v9
	v_mul_f32_e32 v2, v11, v12
	v_fma_f32 v9, v12, v11, -v2
	v_fmac_f32_e32 v9, v12, v3
	v_add_f32_e32 v10, v2, v9
	v_sub_f32_e32 v13, 1.0, v10
	v_sub_f32_e32 v14, 1.0, v13
	v_sub_f32_e32 v2, v10, v2
	v_sub_f32_e32 v14, v14, v10
	v_sub_f32_e32 v2, v9, v2
	v_sub_f32_e32 v2, v14, v2
	v_add_f32_e32 v9, v13, v2
	v_mul_f32_e32 v10, v12, v9
	v_mul_f32_e32 v14, v11, v10
	v_fma_f32 v15, v10, v11, -v14
	v_fmac_f32_e32 v15, v10, v3
	v_sub_f32_e32 v13, v9, v13
	v_sub_f32_e32 v2, v2, v13
	v_add_f32_e32 v13, v14, v15
	v_sub_f32_e32 v14, v13, v14
	v_sub_f32_e32 v14, v15, v14
	v_sub_f32_e32 v15, v9, v13
	v_sub_f32_e32 v9, v9, v15
	v_sub_f32_e32 v9, v9, v13
	v_add_f32_e32 v2, v2, v9
	v_sub_f32_e32 v2, v2, v14
	v_add_f32_e32 v2, v15, v2
	v_add_f32_e32 v9, v12, v10
	v_mul_f32_e32 v2, v12, v2
	v_sub_f32_e32 v12, v9, v12
	v_sub_f32_e32 v10, v10, v12
	v_add_f32_e32 v2, v10, v2
	v_add_f32_e32 v10, v9, v2
	v_sub_f32_e32 v9, v10, v9
	v_sub_f32_e32 v2, v2, v9
	v_ldexp_f32 v9, v10, -2
	v_ldexp_f32 v10, v2, -2
	v_sub_f32_e32 v2, v11, v9
	v_sub_f32_e32 v12, v11, v2
	v_sub_f32_e32 v12, v12, v9
	v_add_f32_e32 v12, v3, v12
	v_sub_f32_e32 v12, v12, v10
	s_mov_b32 s0, 0x42b2d4fc
	v_add_f32_e32 v2, v2, v12
	v_mov_b32_e32 v12, 0x7f800000
	v_cmp_gt_f32_e64 s[0:1], |v17|, s0
	s_mov_b32 s2, 0x39800000
	v_cndmask_b32_e64 v2, v2, v12, s[0:1]
	v_cmp_lt_f32_e64 s[2:3], |v17|, s2
	v_cndmask_b32_e64 v2, v2, |v17|, s[2:3]
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e64 v7, s[2:3], s20, v7
	v_addc_co_u32_e64 v8, s[2:3], v13, v8, s[2:3]
	v_add_f32_e32 v13, v11, v9
	v_sub_f32_e32 v11, v13, v11
	v_sub_f32_e32 v9, v9, v11
	v_add_f32_e32 v3, v3, v10
	v_add_f32_e32 v3, v3, v9
	v_add_f32_e32 v3, v13, v3
	v_cndmask_b32_e64 v3, v3, v12, s[0:1]
	s_mov_b32 s0, 0x3f200000
	v_and_b32_e32 v6, 0x7fffffff, v5
	s_mov_b32 s5, 0x3fb8aa3b
	v_bfi_b32 v2, s4, v2, v17
	v_cmp_nlt_f32_e64 s[0:1], |v5|, s0
	global_store_dwordx2 v[7:8], v[2:3], off
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .L578
	v_add_f32_e32 v2, v6, v6
	v_mul_f32_e32 v3, 0x3fb8aa3b, v2
	v_fma_f32 v7, v2, s5, -v3
	v_rndne_f32_e32 v8, v3
	v_fmac_f32_e32 v7, 0x32a5705f, v2
	v_sub_f32_e32 v3, v3, v8
	v_add_f32_e32 v3, v7, v3
	v_cvt_i32_f32_e32 v7, v8
	v_exp_f32_e32 v3, v3
	s_mov_b32 s0, 0x42b17218
	v_cmp_nlt_f32_e64 s[0:1], s0, v2
	v_ldexp_f32 v3, v3, v7
	v_add_f32_e32 v3, 1.0, v3
	v_mov_b32_e32 v7, 0x7f800000
	v_cndmask_b32_e64 v2, v7, v3, s[0:1]
	v_rcp_f32_e32 v2, v2
	v_fma_f32 v7, v2, -2.0, 1.0
.L578:
	s_or_saveexec_b64 s[0:1], s[2:3]
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_xor_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v7, v5, v5
	v_mov_b32_e32 v8, 0x3ca908c9
	v_fmac_f32_e32 v8, 0xbbbac73d, v7
	v_mov_b32_e32 v9, 0xbd5c1c4e
	v_fmac_f32_e32 v9, v7, v8
	v_mov_b32_e32 v8, 0x3e088382
	v_fmac_f32_e32 v8, v7, v9
	v_mov_b32_e32 v9, 0xbeaaaa99
	v_fmac_f32_e32 v9, v7, v8
	v_mul_f32_e32 v8, v6, v9
	v_fma_f32 v7, v7, v8, v6
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_brev_b32 s0, -2
	v_bfi_b32 v7, s0, v7, v5
	v_mov_b32_e32 v8, s23
	v_add_co_u32_e64 v0, s[0:1], s22, v0
	v_addc_co_u32_e64 v1, s[0:1], v8, v1, s[0:1]
	global_store_dword v[0:1], v7, off
	v_mul_f32_e32 v0, 0x3fb8aa3b, v4
	v_rndne_f32_e32 v0, v0
	v_mov_b32_e32 v1, v4
	v_fmac_f32_e32 v1, 0xbf317218, v0
	v_fmac_f32_e32 v1, 0x3102e308, v0
	v_mov_b32_e32 v7, 0x3ab69700
	v_fmac_f32_e32 v7, 0x395133b1, v1
	v_mov_b32_e32 v8, 0x3c0887f9
	v_fmac_f32_e32 v8, v1, v7
	v_mov_b32_e32 v7, 0x3d2aaa81
	v_fmac_f32_e32 v7, v1, v8
	v_mov_b32_e32 v8, 0x3e2aaaab
	v_fmac_f32_e32 v8, v1, v7
	v_fma_f32 v7, v1, v8, 0.5
	v_mul_f32_e32 v7, v1, v7
	v_fmac_f32_e32 v1, v1, v7
	v_cvt_i32_f32_e32 v7, v0
	s_mov_b32 s0, 0x43000000
	v_mov_b32_e32 v8, 0x7f
	v_cmp_eq_f32_e64 s[0:1], s0, v0
	v_cndmask_b32_e64 v0, v7, v8, s[0:1]
	v_ldexp_f32 v0, 1.0, v0
	v_add_f32_e32 v7, -1.0, v0
	v_fmac_f32_e32 v7, v0, v1
	v_add_f32_e32 v0, v7, v7
	v_cndmask_b32_e64 v0, v7, v0, s[0:1]
	s_mov_b32 s0, 0x42b17217
	v_mov_b32_e32 v1, 0x7f800000
	v_cmp_nlt_f32_e64 s[0:1], s0, v4
	v_cndmask_b32_e64 v0, v1, v0, s[0:1]
	s_mov_b32 s0, 0xc1880000
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	v_cmp_ngt_f32_e64 s[0:1], s0, v4
	v_cndmask_b32_e64 v0, -1.0, v0, s[0:1]
	v_mov_b32_e32 v1, s25
	v_add_co_u32_e64 v7, s[0:1], s24, v7
	v_addc_co_u32_e64 v8, s[0:1], v1, v8, s[0:1]
	v_add_f32_e32 v1, 1.0, v6
	v_add_f32_e32 v9, -1.0, v1
	v_sub_f32_e32 v10, v9, v1
	v_add_f32_e32 v10, 1.0, v10
	v_sub_f32_e32 v9, v6, v9
	v_add_f32_e32 v9, v9, v10
	v_frexp_mant_f32_e32 v10, v1
	s_mov_b32 s0, 0x3f2aaaab
	v_frexp_exp_i32_f32_e32 v11, v1
	v_cmp_gt_f32_e64 s[0:1], s0, v10
	v_subbrev_co_u32_e64 v10, s[0:1], 0, v11, s[0:1]
	v_sub_u32_e32 v11, 0, v10
	v_ldexp_f32 v1, v1, v11
	v_ldexp_f32 v9, v9, v11
	v_add_f32_e32 v11, -1.0, v1
	v_add_f32_e32 v14, 1.0, v1
	v_add_f32_e32 v12, 1.0, v11
	v_add_f32_e32 v15, -1.0, v14
	v_sub_f32_e32 v12, v1, v12
	v_sub_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v12, v9, v12
	v_add_f32_e32 v9, v14, v1
	v_rcp_f32_e32 v15, v9
	v_add_f32_e32 v13, v11, v12
	v_sub_f32_e32 v11, v13, v11
	v_sub_f32_e32 v11, v12, v11
	v_sub_f32_e32 v12, v9, v14
	v_sub_f32_e32 v1, v1, v12
	v_mul_f32_e32 v12, v13, v15
	v_mul_f32_e32 v14, v9, v12
	v_fma_f32 v16, v12, v9, -v14
	v_fmac_f32_e32 v16, v12, v1
	v_add_f32_e32 v17, v14, v16
	v_sub_f32_e32 v14, v17, v14
	v_sub_f32_e32 v14, v16, v14
	v_sub_f32_e32 v16, v13, v17
	v_sub_f32_e32 v13, v13, v16
	v_sub_f32_e32 v13, v13, v17
	v_add_f32_e32 v11, v11, v13
	v_sub_f32_e32 v11, v11, v14
	v_add_f32_e32 v13, v16, v11
	v_mul_f32_e32 v14, v15, v13
	v_mul_f32_e32 v17, v9, v14
	v_fma_f32 v9, v14, v9, -v17
	v_fmac_f32_e32 v9, v14, v1
	v_sub_f32_e32 v1, v13, v16
	v_sub_f32_e32 v1, v11, v1
	v_add_f32_e32 v11, v17, v9
	v_sub_f32_e32 v16, v11, v17
	v_sub_f32_e32 v9, v9, v16
	v_sub_f32_e32 v16, v13, v11
	v_sub_f32_e32 v13, v13, v16
	v_sub_f32_e32 v11, v13, v11
	v_add_f32_e32 v1, v1, v11
	v_sub_f32_e32 v1, v1, v9
	v_add_f32_e32 v9, v12, v14
	v_add_f32_e32 v1, v16, v1
	v_sub_f32_e32 v11, v9, v12
	v_mul_f32_e32 v1, v15, v1
	v_sub_f32_e32 v11, v14, v11
	v_add_f32_e32 v1, v11, v1
	v_cvt_f32_i32_e32 v10, v10
	v_add_f32_e32 v11, v9, v1
	v_mul_f32_e32 v12, v11, v11
	v_mov_b32_e32 v13, 0x3ecc95a3
	v_fmac_f32_e32 v13, 0x3e9b6dac, v12
	v_mov_b32_e32 v14, 0x3f2aaada
	v_fmac_f32_e32 v14, v12, v13
	s_mov_b32 s0, 0x3f317218
	v_mul_f32_e32 v13, 0x3f317218, v10
	v_fma_f32 v15, v10, s0, -v13
	v_fmac_f32_e32 v15, 0xb102e308, v10
	v_sub_f32_e32 v9, v11, v9
	v_sub_f32_e32 v1, v1, v9
	v_add_f32_e32 v9, v13, v15
	v_sub_f32_e32 v10, v9, v13
	v_ldexp_f32 v13, v11, 1
	v_mul_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v11, v14
	v_add_f32_e32 v12, v13, v11
	v_sub_f32_e32 v13, v12, v13
	v_ldexp_f32 v1, v1, 1
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v11, v12, v1
	v_sub_f32_e32 v12, v11, v12
	v_sub_f32_e32 v1, v1, v12
	v_add_f32_e32 v12, v9, v11
	v_sub_f32_e32 v13, v12, v9
	v_sub_f32_e32 v14, v12, v13
	v_sub_f32_e32 v10, v15, v10
	v_sub_f32_e32 v9, v9, v14
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v9, v11, v9
	v_add_f32_e32 v11, v10, v1
	v_sub_f32_e32 v13, v11, v10
	v_sub_f32_e32 v14, v11, v13
	v_sub_f32_e32 v10, v10, v14
	v_sub_f32_e32 v1, v1, v13
	v_add_f32_e32 v9, v11, v9
	v_add_f32_e32 v1, v1, v10
	v_add_f32_e32 v10, v12, v9
	v_sub_f32_e32 v11, v10, v12
	s_movk_i32 s0, 0x200
	v_sub_f32_e32 v9, v9, v11
	v_cmp_class_f32_e64 s[2:3], v6, s0
	s_mov_b32 s0, 0x33800000
	v_add_f32_e32 v1, v1, v9
	v_cmp_gt_f32_e64 s[0:1], s0, v6
	v_add_f32_e32 v1, v10, v1
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_cndmask_b32_e64 v1, v1, v6, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], 1.0, v6
	global_store_dwordx2 v[7:8], v[0:1], off
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .L9f0
	v_mov_b32_e32 v0, 0xb9c68948
	v_fmac_f32_e32 v0, 0x378e98ab, v6
	v_mov_b32_e32 v1, 0x3b7cd369
	v_fmac_f32_e32 v1, v6, v0
	v_mov_b32_e32 v0, 0xbcc618b2
	v_fmac_f32_e32 v0, v6, v1
	v_mov_b32_e32 v1, 0x3dda74e4
	v_fmac_f32_e32 v1, v6, v0
	v_mov_b32_e32 v0, 0x3f228afd
	v_fmac_f32_e32 v0, v6, v1
	v_mov_b32_e32 v1, 0x3e03c728
	v_fmac_f32_e32 v1, v6, v0
	v_fmac_f32_e32 v6, v6, v1
	s_mov_b32 s0, 0xbfb8aa3b
	v_mul_f32_e32 v0, 0xbfb8aa3b, v6
	v_fma_f32 v1, v6, s0, -v0
	v_rndne_f32_e32 v7, v0
	v_fmac_f32_e32 v1, 0xb2a5705f, v6
	v_sub_f32_e32 v0, v0, v7
	v_add_f32_e32 v0, v1, v0
	v_exp_f32_e32 v0, v0
	v_cvt_i32_f32_e32 v1, v7
	s_mov_b32 s0, 0x42ce8ed0
	v_cmp_nlt_f32_e64 s[0:1], s0, v6
	v_ldexp_f32 v0, v0, v1
	v_sub_f32_e32 v0, 1.0, v0
	v_cndmask_b32_e64 v0, 1.0, v0, s[0:1]
	s_mov_b32 s0, 0xc2b17218
	v_mov_b32_e32 v1, 0xff800000
	v_cmp_ngt_f32_e64 s[0:1], s0, v6
	v_cndmask_b32_e64 v6, v1, v0, s[0:1]
.L9f0:
	s_or_saveexec_b64 s[0:1], s[2:3]
	v_and_b32_e32 v0, 0x7fffffff, v4
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .La4c
	v_mul_f32_e32 v1, v5, v5
	v_mov_b32_e32 v7, 0x3ba10414
	v_fmac_f32_e32 v7, 0xba1345e1, v1
	v_mov_b32_e32 v8, 0xbcdac9b8
	v_fmac_f32_e32 v8, v1, v7
	v_mov_b32_e32 v7, 0x3de703be
	v_fmac_f32_e32 v7, v1, v8
	v_mov_b32_e32 v8, 0xbec09330
	v_fmac_f32_e32 v8, v1, v7
	v_mov_b32_e32 v7, 0x3e0375d0
	v_fmac_f32_e32 v7, v1, v8
	v_fmac_f32_e32 v6, v6, v7
.La4c:
	s_or_b64 exec, exec, s[0:1]
	s_brev_b32 s0, -2
	v_mul_f32_e64 v7, v4, -v4
	v_bfi_b32 v1, s0, v6, v5
	s_mov_b32 s0, 0x3fb8aa3b
	v_mul_f32_e32 v5, 0x3fb8aa3b, v7
	v_fma_f32 v8, v7, s0, -v5
	v_rndne_f32_e32 v9, v5
	v_fmac_f32_e32 v8, 0x32a5705f, v7
	v_sub_f32_e32 v5, v5, v9
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_f32_e32 v5, v8, v5
	v_exp_f32_e32 v8, v5
	v_cvt_i32_f32_e32 v9, v9
	v_mov_b32_e32 v6, s27
	v_add_co_u32_e64 v5, s[0:1], s26, v2
	v_addc_co_u32_e64 v6, s[0:1], v6, v3, s[0:1]
	s_mov_b32 s0, 0xc2ce8ed0
	v_ldexp_f32 v3, v8, v9
	v_cmp_ngt_f32_e64 s[0:1], s0, v7
	v_add_f32_e32 v8, 2.0, v0
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	s_mov_b32 s0, 0x42b17218
	v_rcp_f32_e32 v8, v8
	v_fma_f32 v2, -v4, v4, -v7
	v_mov_b32_e32 v4, 0x7f800000
	v_cmp_nlt_f32_e64 s[0:1], s0, v7
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
	v_fmac_f32_e32 v3, v3, v2
	v_add_f32_e32 v2, -2.0, v0
	v_mul_f32_e32 v2, v2, v8
	v_add_f32_e32 v4, 1.0, v2
	v_fma_f32 v4, -2.0, v4, v0
	v_fma_f32 v4, -v2, v0, v4
	v_fmac_f32_e32 v2, v8, v4
	v_mov_b32_e32 v4, 0xbaa2d753
	v_fmac_f32_e32 v4, 0xb9d6f8c4, v2
	v_mov_b32_e32 v7, 0x3aad2fb4
	v_fmac_f32_e32 v7, v2, v4
	v_mov_b32_e32 v4, 0x3c0da267
	v_fmac_f32_e32 v4, v2, v7
	v_mov_b32_e32 v7, 0xbc0415b1
	v_fmac_f32_e32 v7, v2, v4
	v_mov_b32_e32 v4, 0xbd5e0a18
	v_add_f32_e32 v8, v0, v0
	v_fmac_f32_e32 v4, v2, v7
	v_mov_b32_e32 v7, 0x3e27fe2a
	v_add_f32_e32 v9, 1.0, v8
	v_fmac_f32_e32 v7, v2, v4
	v_mov_b32_e32 v4, 0xbe2a03fd
	v_rcp_f32_e32 v9, v9
	v_fmac_f32_e32 v4, v2, v7
	v_mov_b32_e32 v7, 0xbdbdfb0b
	v_fmac_f32_e32 v7, v2, v4
	v_mov_b32_e32 v4, 0x3e8dd01c
	v_fmac_f32_e32 v4, v2, v7
	v_fma_f32 v2, v4, v9, v9
	v_fma_f32 v7, -v2, v8, 1.0
	v_sub_f32_e32 v4, v4, v2
	v_add_f32_e32 v4, v7, v4
	v_fmac_f32_e32 v2, v9, v4
	s_mov_b32 s0, 0x4120ddfc
	v_mul_f32_e32 v2, v3, v2
	v_cmp_nlt_f32_e64 s[0:1], s0, v0
	v_cndmask_b32_e64 v0, 0, v2, s[0:1]
	v_sub_f32_e32 v2, 2.0, v0
	v_cndmask_b32_e32 v2, v0, v2, vcc
	global_store_dwordx2 v[5:6], v[1:2], off
	s_endpgm
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[6:7]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[4:5], v[2:3], off
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b32 s1, 0x41d00000
	s_mov_b32 s0, 0
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	s_load_dwordx4 s[12:15], s[6:7], 0x30
	s_waitcnt vmcnt(1)
	v_cmp_nlt_f64_e64 s[2:3], |v[4:5]|, s[0:1]
	v_and_b32_e32 v3, 0x7fffffff, v5
	v_mov_b32_e32 v2, v4
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .Lf04
	v_trig_preop_f64 v[8:9], v[2:3], 0
	s_mov_b32 s1, 0x7b000000
	s_movk_i32 s4, 0xff80
	v_ldexp_f64 v[12:13], v[2:3], s4
	v_cmp_le_f64_e32 vcc, s[0:1], v[2:3]
	v_trig_preop_f64 v[10:11], v[2:3], 1
	v_trig_preop_f64 v[18:19], v[2:3], 2
	s_movk_i32 s0, 0x204
	v_mov_b32_e32 v26, 0x40100000
	s_mov_b32 s4, 0x33145c07
	s_mov_b32 s5, 0x3c91a626
	v_cndmask_b32_e32 v13, v3, v13, vcc
	v_cndmask_b32_e32 v12, v2, v12, vcc
	v_mul_f64 v[14:15], v[8:9], v[12:13]
	v_mul_f64 v[16:17], v[10:11], v[12:13]
	v_mul_f64 v[24:25], v[18:19], v[12:13]
	v_fma_f64 v[8:9], v[8:9], v[12:13], -v[14:15]
	v_fma_f64 v[10:11], v[10:11], v[12:13], -v[16:17]
	v_fma_f64 v[12:13], v[18:19], v[12:13], -v[24:25]
	v_add_f64 v[20:21], v[16:17], v[8:9]
	v_add_f64 v[22:23], v[20:21], -v[16:17]
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[22:23], v[20:21], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[22:23], v[24:25], v[10:11]
	v_add_f64 v[8:9], v[8:9], v[16:17]
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	v_add_f64 v[16:17], v[14:15], v[20:21]
	v_add_f64 v[10:11], v[10:11], -v[18:19]
	v_add_f64 v[18:19], v[22:23], -v[18:19]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_ldexp_f64 v[16:17], v[16:17], -2
	v_add_f64 v[18:19], v[24:25], -v[18:19]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_fract_f64_e32 v[24:25], v[16:17]
	v_cmp_class_f64_e64 s[0:1], v[16:17], s0
	v_add_f64 v[16:17], v[22:23], v[8:9]
	v_add_f64 v[10:11], v[10:11], v[18:19]
	v_cndmask_b32_e64 v19, v25, 0, s[0:1]
	v_add_f64 v[20:21], v[16:17], -v[22:23]
	v_cndmask_b32_e64 v18, v24, 0, s[0:1]
	v_ldexp_f64 v[18:19], v[18:19], 2
	v_add_f64 v[24:25], v[16:17], -v[20:21]
	v_add_f64 v[8:9], v[8:9], -v[20:21]
	v_add_f64 v[20:21], v[14:15], v[16:17]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_add_f64 v[24:25], v[18:19], v[20:21]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_add_f64 v[8:9], v[8:9], v[22:23]
	v_cmp_gt_f64_e32 vcc, 0, v[24:25]
	v_mov_b32_e32 v24, 0
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_cndmask_b32_e32 v25, 0, v26, vcc
	v_add_f64 v[18:19], v[18:19], v[24:25]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[22:23], v[20:21], v[18:19]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_mov_b32_e32 v15, 0x3ff00000
	v_cvt_i32_f64_e32 v25, v[22:23]
	v_cvt_f64_i32_e32 v[22:23], v25
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_add_f64 v[10:11], v[20:21], v[18:19]
	v_add_f64 v[12:13], v[10:11], -v[18:19]
	v_cmp_le_f64_e32 vcc, 0.5, v[10:11]
	v_add_f64 v[13:14], v[20:21], -v[12:13]
	v_addc_co_u32_e64 v12, s[0:1], 0, v25, vcc
	v_cndmask_b32_e32 v25, 0, v15, vcc
	v_add_f64 v[10:11], v[10:11], -v[24:25]
	s_mov_b32 s0, 0x54442d18
	s_mov_b32 s1, 0x3ff921fb
	v_add_f64 v[8:9], v[8:9], v[13:14]
	v_add_f64 v[13:14], v[10:11], v[8:9]
	v_mul_f64 v[15:16], v[13:14], s[0:1]
	v_add_f64 v[10:11], v[13:14], -v[10:11]
	v_fma_f64 v[17:18], v[13:14], s[0:1], -v[15:16]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[10:11], v[13:14], s[4:5], v[17:18]
	v_fma_f64 v[10:11], v[8:9], s[0:1], v[10:11]
	v_add_f64 v[8:9], v[15:16], v[10:11]
	v_add_f64 v[13:14], v[8:9], -v[15:16]
	v_add_f64 v[10:11], v[10:11], -v[13:14]
.Lf04:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lfd4
	s_mov_b32 s2, 0x6dc9c883
	s_mov_b32 s3, 0x3fe45f30
	v_mul_f64 v[8:9], v[2:3], s[2:3]
	s_mov_b32 s2, 0x54442d18
	s_mov_b32 s3, 0xbff921fb
	s_mov_b32 s5, 0xbc91a626
	s_mov_b32 s4, 0x33145c00
	v_rndne_f64_e32 v[12:13], v[8:9]
	v_fma_f64 v[8:9], v[12:13], s[2:3], v[2:3]
	v_mul_f64 v[10:11], v[12:13], s[4:5]
	s_mov_b32 s2, 0x252049c0
	s_mov_b32 s3, 0xb97b839a
	v_fma_f64 v[18:19], v[12:13], s[4:5], v[8:9]
	v_add_f64 v[14:15], v[8:9], v[10:11]
	s_mov_b32 s5, 0x3c91a626
	v_add_f64 v[16:17], v[8:9], -v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_add_f64 v[8:9], v[16:17], v[10:11]
	v_fma_f64 v[10:11], v[12:13], s[4:5], v[10:11]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[10:11], v[12:13], s[2:3], v[8:9]
	v_cvt_i32_f64_e32 v12, v[12:13]
	v_add_f64 v[8:9], v[18:19], v[10:11]
	v_add_f64 v[14:15], v[8:9], -v[18:19]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
.Lfd4:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v20, 1, v12
	v_mul_f64 v[12:13], v[8:9], v[8:9]
	v_add_f64 v[16:17], v[10:11], v[10:11]
	s_mov_b32 s0, 0xc751c08c
	s_mov_b32 s1, 0x3ef5e089
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], 0, v1
	s_mov_b32 s24, 0x54442d18
	s_mov_b32 s25, 0x3ff921fb
	v_fma_f64 v[14:15], v[8:9], v[8:9], -v[12:13]
	v_cmp_lt_f64_e64 s[8:9], |v[0:1]|, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x7ff00000
	s_movk_i32 s2, 0x204
	v_cmp_class_f64_e64 s[10:11], v[0:1], s2
	v_cmp_eq_f64_e64 s[6:7], 0, v[4:5]
	v_fma_f64 v[14:15], v[8:9], v[16:17], v[14:15]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_mov_b32_e32 v14, 0xa9a29f71
	v_mov_b32_e32 v15, 0xbf078809
	v_fma_f64 v[14:15], v[12:13], s[0:1], v[14:15]
	s_mov_b32 s0, 0x90a8aae0
	s_mov_b32 s1, 0x3f17746f
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
	s_movk_i32 s0, 0x1f8
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[14:15], v[8:9], v[12:13]
	v_add_f64 v[16:17], v[8:9], v[14:15]
	v_fma_f64 v[12:13], v[8:9], v[12:13], -v[14:15]
	v_add_f64 v[8:9], v[16:17], -v[8:9]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[16:17], v[8:9]
	v_add_f64 v[12:13], v[10:11], -v[16:17]
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[14:15], v[10:11], v[12:13]
	v_fma_f64 v[16:17], v[12:13], v[10:11], -v[14:15]
	v_fma_f64 v[8:9], v[12:13], v[8:9], v[16:17]
	v_add_f64 v[16:17], v[14:15], v[8:9]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
	v_add_f64 v[14:15], -v[16:17], 1.0
	v_add_f64 v[18:19], -v[14:15], 1.0
	v_add_f64 v[16:17], v[18:19], -v[16:17]
	v_add_f64 v[8:9], v[16:17], -v[8:9]
	v_max_f64 v[17:18], |v[0:1]|, |v[0:1]|
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_mul_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_lshlrev_b64 v[13:14], 3, v[6:7]
	v_mov_b32_e32 v12, 0x7ff80000
	v_lshlrev_b64 v[6:7], 4, v[6:7]
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cndmask_b32_e32 v10, v8, v10, vcc
	v_cndmask_b32_e32 v8, v9, v11, vcc
	v_cmp_class_f64_e64 vcc, v[2:3], s0
	v_and_b32_e32 v9, 0x80000000, v5
	v_xor_b32_e32 v11, v8, v9
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e32 v9, 0, v10, vcc
	v_cndmask_b32_e32 v10, v12, v11, vcc
	v_add_co_u32_e32 v15, vcc, s16, v13
	v_mov_b32_e32 v11, s17
	v_addc_co_u32_e32 v16, vcc, v11, v14, vcc
	global_store_dwordx2 v[15:16], v[9:10], off
	v_max_f64 v[15:16], v[2:3], v[2:3]
	v_mov_b32_e32 v9, 0x3fe921fb
	s_mov_b32 s17, 0x400921fb
	s_brev_b32 s16, -2
	v_max_f64 v[10:11], v[17:18], v[15:16]
	v_min_f64 v[15:16], v[17:18], v[15:16]
	v_div_scale_f64 v[17:18], s[0:1], v[10:11], v[10:11], v[15:16]
	s_mov_b32 s0, 0xb5e68a13
	s_mov_b32 s1, 0x3eeba404
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_div_scale_f64 v[21:22], vcc, v[15:16], v[10:11], v[15:16]
	v_mul_f64 v[23:24], v[21:22], v[19:20]
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[21:22]
	s_nop 1
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	v_mov_b32_e32 v19, 0xbd3237f4
	v_mov_b32_e32 v20, 0xbf23e260
	v_cmp_u_f64_e32 vcc, v[0:1], v[4:5]
	v_div_fixup_f64 v[15:16], v[17:18], v[10:11], v[15:16]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	v_fma_f64 v[19:20], v[17:18], s[0:1], v[19:20]
	s_mov_b32 s0, 0x69efb384
	s_mov_b32 s1, 0x3f4b2bb0
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0xaf56de9b
	s_mov_b32 s1, 0xbf67952d
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0xa595c56f
	s_mov_b32 s1, 0x3f7d6d43
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0xa57d9582
	s_mov_b32 s1, 0xbf8c6ea4
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x5f08b19f
	s_mov_b32 s1, 0x3f967e29
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0xfc27006a
	s_mov_b32 s1, 0xbf9e9ae6
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x5711927a
	s_mov_b32 s1, 0x3fa2c15b
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0xe82d3ff0
	s_mov_b32 s1, 0xbfa59976
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x6ef28734
	s_mov_b32 s1, 0x3fa82d5d
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x6a214619
	s_mov_b32 s1, 0xbfaae5ce
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x8427b883
	s_mov_b32 s1, 0x3fae1bb4
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x8b207f05
	s_mov_b32 s1, 0xbfb110e4
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x57b87036
	s_mov_b32 s1, 0x3fb3b136
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x19378e4f
	s_mov_b32 s1, 0xbfb745d1
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x17e1913c
	s_mov_b32 s1, 0x3fbc71c7
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x92376b7d
	s_mov_b32 s1, 0xbfc24924
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x999952cc
	s_mov_b32 s1, 0x3fc99999
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	s_mov_b32 s0, 0x55555523
	s_mov_b32 s1, 0xbfd55555
	v_fma_f64 v[19:20], v[17:18], v[19:20], s[0:1]
	v_cmp_eq_f64_e64 s[0:1], s[14:15], v[2:3]
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	s_and_b64 s[2:3], s[0:1], s[10:11]
	s_or_b64 s[0:1], s[0:1], s[10:11]
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_mov_b32_e32 v17, 0x4002d97c
	v_cndmask_b32_e64 v9, v9, v17, s[4:5]
	v_mov_b32_e32 v17, 0x54442d18
	v_mov_b32_e32 v18, 0x7f3321d2
	v_cndmask_b32_e64 v19, v17, v18, s[4:5]
	v_ashrrev_i32_e32 v17, 31, v1
	v_and_b32_e32 v20, 0x54442d18, v17
	v_and_b32_e32 v21, 0x400921fb, v17
	v_add_f64 v[17:18], -v[15:16], s[24:25]
	s_mov_b32 s25, s17
	v_bfi_b32 v9, s16, v9, v5
	v_cndmask_b32_e64 v16, v16, v18, s[8:9]
	v_cndmask_b32_e64 v15, v15, v17, s[8:9]
	v_add_f64 v[17:18], -v[15:16], s[24:25]
	v_cndmask_b32_e64 v16, v16, v18, s[4:5]
	v_cndmask_b32_e64 v16, v16, v21, s[6:7]
	v_cndmask_b32_e64 v15, v15, v17, s[4:5]
	v_cndmask_b32_e64 v9, v16, v9, s[2:3]
	v_cndmask_b32_e64 v15, v15, v20, s[6:7]
	v_cndmask_b32_e32 v9, v9, v12, vcc
	v_cndmask_b32_e64 v15, v15, v19, s[2:3]
	v_bfi_b32 v16, s16, v9, v5
	v_add_co_u32_e64 v17, s[2:3], s18, v13
	v_mov_b32_e32 v9, s19
	v_cndmask_b32_e64 v15, v15, 0, vcc
	v_addc_co_u32_e64 v18, s[2:3], v9, v14, s[2:3]
	global_store_dwordx2 v[17:18], v[15:16], off
	v_mul_f64 v[17:18], v[4:5], v[0:1]
	s_movk_i32 s2, 0x267
	s_mov_b32 s5, 0x3fe55555
	s_mov_b32 s4, 0x55555555
	v_frexp_exp_i32_f64_e64 v9, |v[17:18]|
	v_cmp_class_f64_e64 s[2:3], v[17:18], s2
	v_cvt_f32_i32_e32 v9, v9
	v_mul_f32_e32 v9, 0x3eaaaaab, v9
	v_rndne_f32_e32 v9, v9
	v_cvt_i32_f32_e32 v9, v9
	v_mul_lo_u32 v15, v9, -3
	v_ldexp_f64 v[15:16], |v[17:18]|, v15
	v_cvt_f32_f64_e32 v19, v[15:16]
	v_log_f32_e32 v19, v19
	v_mul_f32_e32 v19, 0x3eaaaaab, v19
	v_exp_f32_e32 v19, v19
	v_cvt_f64_f32_e32 v[19:20], v19
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_add_f64 v[25:26], v[19:20], v[19:20]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], v[15:16]
	v_fma_f64 v[15:16], v[25:26], v[21:22], v[15:16]
	v_rcp_f64_e32 v[21:22], v[15:16]
	v_fma_f64 v[25:26], -v[15:16], v[21:22], 1.0
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[21:22]
	v_fma_f64 v[25:26], -v[15:16], v[21:22], 1.0
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[21:22]
	v_mul_f64 v[25:26], v[23:24], v[21:22]
	v_fma_f64 v[15:16], -v[15:16], v[25:26], v[23:24]
	v_fma_f64 v[15:16], v[15:16], v[21:22], v[25:26]
	v_fma_f64 v[15:16], v[19:20], v[15:16], v[19:20]
	v_ldexp_f64 v[15:16], v[15:16], v9
	v_cndmask_b32_e64 v9, v16, v18, s[2:3]
	v_cndmask_b32_e64 v15, v15, v17, s[2:3]
	v_bfi_b32 v16, s16, v9, v18
	v_add_co_u32_e64 v13, s[2:3], s20, v13
	v_mov_b32_e32 v9, s21
	v_addc_co_u32_e64 v14, s[2:3], v9, v14, s[2:3]
	global_store_dwordx2 v[13:14], v[15:16], off
	v_add_f64 v[13:14], |v[0:1]|, 0.5
	v_frexp_mant_f64_e32 v[15:16], v[13:14]
	v_cmp_gt_f64_e64 s[2:3], s[4:5], v[15:16]
	s_mov_b32 s4, 0x55555780
	v_cndmask_b32_e64 v9, 0, 1, s[2:3]
	v_ldexp_f64 v[15:16], v[15:16], v9
	v_frexp_exp_i32_f64_e32 v9, v[13:14]
	v_add_f64 v[21:22], v[15:16], 1.0
	v_add_f64 v[19:20], v[15:16], -1.0
	v_subbrev_co_u32_e64 v9, s[2:3], 0, v9, s[2:3]
	s_mov_b32 s2, 0xbf559e2b
	s_mov_b32 s3, 0x3fc3ab76
	v_add_f64 v[23:24], v[21:22], -1.0
	v_add_f64 v[15:16], v[15:16], -v[23:24]
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[25:26], v[23:24], v[23:24]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[19:20], v[23:24]
	v_mul_f64 v[27:28], v[21:22], v[25:26]
	v_fma_f64 v[21:22], v[25:26], v[21:22], -v[27:28]
	v_fma_f64 v[15:16], v[25:26], v[15:16], v[21:22]
	v_add_f64 v[21:22], v[27:28], v[15:16]
	v_add_f64 v[27:28], v[21:22], -v[27:28]
	v_add_f64 v[15:16], v[15:16], -v[27:28]
	v_add_f64 v[27:28], v[19:20], -v[21:22]
	v_add_f64 v[19:20], v[19:20], -v[27:28]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	v_add_f64 v[15:16], v[19:20], -v[15:16]
	v_add_f64 v[15:16], v[27:28], v[15:16]
	v_mul_f64 v[15:16], v[23:24], v[15:16]
	v_mov_b32_e32 v23, 0x6b47b09a
	v_mov_b32_e32 v24, 0x3fc38538
	v_add_f64 v[19:20], v[25:26], v[15:16]
	v_add_f64 v[21:22], v[19:20], -v[25:26]
	v_ldexp_f64 v[25:26], v[19:20], 1
	v_add_f64 v[15:16], v[15:16], -v[21:22]
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_ldexp_f64 v[15:16], v[15:16], 1
	v_fma_f64 v[23:24], v[21:22], s[2:3], v[23:24]
	s_mov_b32 s2, 0xd7f4df2e
	s_mov_b32 s3, 0x3fc7474d
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x16291751
	s_mov_b32 s3, 0x3fcc71c0
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x9b27acf1
	s_mov_b32 s3, 0x3fd24924
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x998ef7b6
	s_mov_b32 s3, 0x3fd99999
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x652b82fe
	s_mov_b32 s3, 0x3ff71547
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[4:5]
	s_mov_b32 s5, 0xc090cc00
	s_mov_b32 s4, s14
	v_cmp_ngt_f64_e64 s[4:5], s[4:5], v[4:5]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[21:22], v[25:26], v[19:20]
	v_add_f64 v[23:24], v[21:22], -v[25:26]
	v_add_f64 v[19:20], v[19:20], -v[23:24]
	v_add_f64 v[15:16], v[15:16], v[19:20]
	v_add_f64 v[19:20], v[21:22], v[15:16]
	v_add_f64 v[21:22], v[19:20], -v[21:22]
	v_mul_f64 v[23:24], v[19:20], s[2:3]
	v_add_f64 v[15:16], v[15:16], -v[21:22]
	v_fma_f64 v[25:26], v[19:20], s[2:3], -v[23:24]
	v_cvt_f64_i32_e32 v[21:22], v9
	v_fma_f64 v[15:16], v[15:16], s[2:3], v[25:26]
	s_mov_b32 s2, 0xffda0d24
	s_mov_b32 s3, 0x3c7777d0
	v_fma_f64 v[15:16], v[19:20], s[2:3], v[15:16]
	v_cmp_eq_f64_e64 s[2:3], s[14:15], v[13:14]
	v_add_f64 v[19:20], v[23:24], v[15:16]
	v_add_f64 v[23:24], v[19:20], -v[23:24]
	v_add_f64 v[15:16], v[15:16], -v[23:24]
	v_add_f64 v[23:24], v[19:20], v[21:22]
	v_add_f64 v[25:26], v[23:24], -v[21:22]
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[19:20], v[19:20], -v[25:26]
	v_add_f64 v[21:22], v[27:28], v[21:22]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_add_f64 v[15:16], v[15:16], v[19:20]
	v_add_f64 v[15:16], v[23:24], v[15:16]
	v_cndmask_b32_e64 v9, v15, v13, s[2:3]
	v_cndmask_b32_e64 v15, v16, v14, s[2:3]
	v_cmp_neq_f64_e64 s[2:3], 0, v[13:14]
	v_mov_b32_e32 v13, 0xfff00000
	v_cndmask_b32_e64 v14, v13, v15, s[2:3]
	v_rndne_f64_e32 v[15:16], v[4:5]
	v_cndmask_b32_e64 v13, 0, v9, s[2:3]
	v_add_co_u32_e64 v19, s[2:3], s22, v6
	v_mov_b32_e32 v9, s23
	v_addc_co_u32_e64 v20, s[2:3], v9, v7, s[2:3]
	s_mov_b32 s2, 0x3b39803f
	v_add_f64 v[21:22], v[4:5], -v[15:16]
	s_mov_b32 s3, 0x3c7abc9e
	v_cvt_i32_f64_e32 v9, v[15:16]
	v_mul_f64 v[23:24], v[21:22], s[2:3]
	s_mov_b32 s2, 0xfefa39ef
	s_mov_b32 s3, 0x3fe62e42
	v_fma_f64 v[21:22], v[21:22], s[2:3], v[23:24]
	s_mov_b32 s2, 0x6a5dcb37
	v_mov_b32_e32 v23, 0xfca7ab0c
	v_mov_b32_e32 v24, 0x3e928af3
	s_mov_b32 s3, 0x3e5ade15
	v_fma_f64 v[23:24], v[21:22], s[2:3], v[23:24]
	s_mov_b32 s2, 0x623fde64
	s_mov_b32 s3, 0x3ec71dee
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x7c89e6b0
	s_mov_b32 s3, 0x3efa0199
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x14761f6e
	s_mov_b32 s3, 0x3f2a01a0
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x1852b7b0
	s_mov_b32 s3, 0x3f56c16c
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x11122322
	s_mov_b32 s3, 0x3f811111
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x555502a1
	s_mov_b32 s3, 0x3fa55555
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 0x55555511
	s_mov_b32 s3, 0x3fc55555
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s2, 11
	s_mov_b32 s3, 0x3fe00000
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[2:3]
	s_mov_b32 s3, 0x40900000
	s_mov_b32 s2, s14
	v_cmp_nlt_f64_e64 s[2:3], s[2:3], v[4:5]
	v_mov_b32_e32 v4, 0x4ff00000
	v_fma_f64 v[23:24], v[21:22], v[23:24], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], 1.0
	v_ldexp_f64 v[15:16], v[21:22], v9
	v_mov_b32_e32 v21, 0x7ff00000
	v_cndmask_b32_e64 v9, v21, v16, s[2:3]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v15, 0, v15, s[2:3]
	s_brev_b32 s3, 8
	s_mov_b32 s2, s14
	v_cmp_lt_f64_e64 s[2:3], |v[17:18]|, s[2:3]
	v_cndmask_b32_e64 v16, 0, v9, s[4:5]
	global_store_dwordx4 v[19:20], v[13:16], off
	v_mov_b32_e32 v19, 0x3ff00000
	v_cndmask_b32_e64 v9, v19, v4, s[2:3]
	v_mul_f64 v[4:5], |v[17:18]|, v[8:9]
	v_mov_b32_e32 v9, 0x37f00000
	v_cndmask_b32_e64 v9, v19, v9, s[2:3]
	v_rsq_f64_e32 v[13:14], v[4:5]
	v_cmp_eq_f64_e64 s[2:3], 0, v[4:5]
	v_cmp_eq_f64_e64 s[4:5], s[14:15], v[4:5]
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f64 v[15:16], v[4:5], v[13:14]
	v_mul_f64 v[13:14], v[13:14], 0.5
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 0.5
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[17:18], -v[15:16], v[15:16], v[4:5]
	v_fma_f64 v[15:16], v[17:18], v[13:14], v[15:16]
	v_fma_f64 v[17:18], -v[15:16], v[15:16], v[4:5]
	v_fma_f64 v[13:14], v[17:18], v[13:14], v[15:16]
	v_mul_f64 v[8:9], v[8:9], v[13:14]
	v_frexp_exp_i32_f64_e32 v13, v[10:11]
	v_cndmask_b32_e64 v5, v9, v5, s[2:3]
	v_cndmask_b32_e64 v4, v8, v4, s[2:3]
	v_add_co_u32_e64 v8, s[2:3], s12, v6
	v_mov_b32_e32 v6, s13
	v_addc_co_u32_e64 v9, s[2:3], v6, v7, s[2:3]
	v_sub_u32_e32 v6, 0, v13
	v_ldexp_f64 v[0:1], |v[0:1]|, v6
	v_ldexp_f64 v[2:3], v[2:3], v6
	v_mul_f64 v[0:1], v[0:1], v[0:1]
	v_fma_f64 v[0:1], v[2:3], v[2:3], v[0:1]
	v_rsq_f64_e32 v[2:3], v[0:1]
	v_cmp_eq_f64_e64 s[2:3], 0, v[0:1]
	v_mul_f64 v[6:7], v[0:1], v[2:3]
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_fma_f64 v[10:11], -v[2:3], v[6:7], 0.5
	v_fma_f64 v[6:7], v[6:7], v[10:11], v[6:7]
	v_fma_f64 v[2:3], v[2:3], v[10:11], v[2:3]
	v_fma_f64 v[10:11], -v[6:7], v[6:7], v[0:1]
	v_fma_f64 v[2:3], v[10:11], v[2:3], v[6:7]
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	v_cndmask_b32_e64 v0, v2, v0, s[2:3]
	v_ldexp_f64 v[0:1], v[0:1], v13
	s_or_b64 s[2:3], s[0:1], vcc
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cndmask_b32_e64 v6, v0, 0, s[2:3]
	v_cndmask_b32_e64 v7, v1, v21, s[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	s_endpgm
	.size fmath_more, 3056
	.size dmath_more, 4372

	.rodata
	.p2align 6
.amdhsa_kernel fmath_more
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
  .amdhsa_next_free_vgpr 24
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
.amdhsa_kernel dmath_more
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
  .amdhsa_next_free_vgpr 32
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         fmath_more.kd
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         dmath_more.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
