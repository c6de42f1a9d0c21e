// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl dmath
	.protected dmath
	.type dmath,@function
dmath:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x48
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	s_mov_b32 s3, 0xbfe62e42
	s_mov_b32 s5, 0xbc7abc9e
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_lshlrev_b64 v[6:7], 3, v[2:3]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s0, 0x652b82fe
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b32 s12, 0x55555555
	v_mov_b32_e32 v27, s17
	v_add_co_u32_e32 v26, vcc, s16, v6
	s_mov_b32 s1, 0x3ff71547
	s_mov_b32 s13, 0x3fe55555
	v_addc_co_u32_e32 v27, vcc, v27, v7, vcc
	s_mov_b32 s2, 0xfefa39ef
	s_mov_b32 s4, 0x3b39803f
	s_mov_b32 s10, 0x6a5dcb37
	v_mov_b32_e32 v8, 0xfca7ab0c
	v_mov_b32_e32 v9, 0x3e928af3
	s_mov_b32 s11, 0x3e5ade15
	v_mov_b32_e32 v10, 0x623fde64
	v_mov_b32_e32 v11, 0x3ec71dee
	v_mov_b32_e32 v12, 0x7c89e6b0
	v_mov_b32_e32 v13, 0x3efa0199
	v_mov_b32_e32 v14, 0x14761f6e
	v_mov_b32_e32 v15, 0x3f2a01a0
	v_mov_b32_e32 v16, 0x1852b7b0
	v_mov_b32_e32 v17, 0x3f56c16c
	v_mov_b32_e32 v18, 0x11122322
	v_mov_b32_e32 v19, 0x3f811111
	v_mov_b32_e32 v20, 0x555502a1
	v_mov_b32_e32 v21, 0x3fa55555
	v_mov_b32_e32 v22, 0x55555511
	v_mov_b32_e32 v23, 0x3fc55555
	v_mov_b32_e32 v24, 11
	v_mov_b32_e32 v25, 0x3fe00000
	s_mov_b32 s9, 0x40900000
	s_mov_b32 s8, 0
	v_mov_b32_e32 v40, 0x7ff00000
	s_movk_i32 s14, 0x204
	s_waitcnt vmcnt(1)
	v_frexp_mant_f64_e32 v[30:31], v[4:5]
	v_cmp_gt_f64_e32 vcc, s[12:13], v[30:31]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[28:29], v[0:1], s[0:1]
	v_rndne_f64_e32 v[28:29], v[28:29]
	v_cndmask_b32_e64 v35, 0, 1, vcc
	v_frexp_exp_i32_f64_e32 v34, v[4:5]
	v_fma_f64 v[32:33], s[2:3], v[28:29], v[0:1]
	v_ldexp_f64 v[30:31], v[30:31], v35
	v_subbrev_co_u32_e32 v42, vcc, 0, v34, vcc
	v_fmac_f64_e32 v[32:33], s[4:5], v[28:29]
	v_add_f64 v[34:35], v[30:31], 1.0
	v_fmac_f64_e32 v[8:9], s[10:11], v[32:33]
	v_rcp_f64_e32 v[38:39], v[34:35]
	v_fmac_f64_e32 v[10:11], v[32:33], v[8:9]
	v_fmac_f64_e32 v[12:13], v[32:33], v[10:11]
	v_fmac_f64_e32 v[14:15], v[32:33], v[12:13]
	v_fmac_f64_e32 v[16:17], v[32:33], v[14:15]
	v_fma_f64 v[10:11], -v[34:35], v[38:39], 1.0
	v_fmac_f64_e32 v[18:19], v[32:33], v[16:17]
	v_fmac_f64_e32 v[38:39], v[10:11], v[38:39]
	v_fmac_f64_e32 v[20:21], v[32:33], v[18:19]
	v_fma_f64 v[10:11], -v[34:35], v[38:39], 1.0
	v_cvt_i32_f64_e32 v41, v[28:29]
	v_add_f64 v[28:29], v[30:31], -1.0
	v_fmac_f64_e32 v[22:23], v[32:33], v[20:21]
	v_fmac_f64_e32 v[38:39], v[10:11], v[38:39]
	v_fmac_f64_e32 v[24:25], v[32:33], v[22:23]
	v_mul_f64 v[10:11], v[28:29], v[38:39]
	v_add_f64 v[36:37], v[34:35], -1.0
	v_fma_f64 v[12:13], v[32:33], v[24:25], 1.0
	v_mul_f64 v[14:15], v[34:35], v[10:11]
	v_add_f64 v[8:9], v[30:31], -v[36:37]
	v_fma_f64 v[12:13], v[32:33], v[12:13], 1.0
	v_fma_f64 v[16:17], v[10:11], v[34:35], -v[14:15]
	v_cmp_nlt_f64_e32 vcc, s[8:9], v[0:1]
	s_mov_b32 s9, 0xc090cc00
	v_ldexp_f64 v[12:13], v[12:13], v41
	v_fmac_f64_e32 v[16:17], v[10:11], v[8:9]
	v_cmp_ngt_f64_e64 s[0:1], s[8:9], v[0:1]
	v_cndmask_b32_e32 v13, v40, v13, vcc
	v_add_f64 v[8:9], v[14:15], v[16:17]
	s_and_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e64 v13, 0, v13, s[0:1]
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_f64 v[14:15], v[8:9], -v[14:15]
	global_store_dwordx2 v[26:27], v[12:13], off
	v_add_f64 v[12:13], v[16:17], -v[14:15]
	v_add_f64 v[14:15], v[28:29], -v[8:9]
	v_add_f64 v[16:17], v[28:29], -v[14:15]
	v_add_f64 v[8:9], v[16:17], -v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_mul_f64 v[8:9], v[38:39], v[8:9]
	v_add_f64 v[12:13], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	s_mov_b32 s0, 0xbf559e2b
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_mul_f64 v[10:11], v[12:13], v[12:13]
	v_mov_b32_e32 v14, 0x6b47b09a
	v_mov_b32_e32 v15, 0x3fc38538
	s_mov_b32 s1, 0x3fc3ab76
	v_fmac_f64_e32 v[14:15], s[0:1], v[10:11]
	v_mov_b32_e32 v16, 0xd7f4df2e
	v_mov_b32_e32 v17, 0x3fc7474d
	v_fmac_f64_e32 v[16:17], v[10:11], v[14:15]
	v_mov_b32_e32 v14, 0x16291751
	v_mov_b32_e32 v15, 0x3fcc71c0
	v_fmac_f64_e32 v[14:15], v[10:11], v[16:17]
	v_mov_b32_e32 v16, 0x9b27acf1
	v_mov_b32_e32 v17, 0x3fd24924
	v_fmac_f64_e32 v[16:17], v[10:11], v[14:15]
	v_mov_b32_e32 v14, 0x998ef7b6
	v_mov_b32_e32 v15, 0x3fd99999
	v_fmac_f64_e32 v[14:15], v[10:11], v[16:17]
	v_mov_b32_e32 v16, 0x55555780
	v_mov_b32_e32 v17, 0x3fe55555
	v_fmac_f64_e32 v[16:17], v[10:11], v[14:15]
	v_mul_f64 v[10:11], v[12:13], v[10:11]
	v_ldexp_f64 v[14:15], v[12:13], 1
	v_mul_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_add_f64 v[14:15], v[12:13], -v[14:15]
	v_ldexp_f64 v[8:9], v[8:9], 1
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[10:11], v[12:13], v[8:9]
	v_add_f64 v[12:13], v[10:11], -v[12:13]
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_cvt_f64_i32_e32 v[12:13], v42
	s_mov_b32 s3, 0x3fe62e42
	v_mul_f64 v[14:15], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[12:13], s[2:3], -v[14:15]
	s_mov_b32 s5, 0x3c7abc9e
	v_fmac_f64_e32 v[16:17], s[4:5], v[12:13]
	v_add_f64 v[12:13], v[14:15], v[16:17]
	v_add_f64 v[14:15], v[12:13], -v[14:15]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[16:17], v[12:13], v[10:11]
	v_add_f64 v[18:19], v[16:17], -v[12:13]
	v_add_f64 v[20:21], v[16:17], -v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[10:11], v[10:11], -v[18:19]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[14:15], v[8:9]
	v_add_f64 v[18:19], v[12:13], -v[14:15]
	v_add_f64 v[20:21], v[12:13], -v[18:19]
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_add_f64 v[14:15], v[14:15], -v[20:21]
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_add_f64 v[12:13], v[16:17], v[10:11]
	v_add_f64 v[8:9], v[8:9], v[14:15]
	v_add_f64 v[14:15], v[12:13], -v[16:17]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_cmp_class_f64_e64 vcc, v[4:5], s14
	v_cndmask_b32_e32 v8, v8, v4, vcc
	v_cndmask_b32_e32 v9, v9, v5, vcc
	v_mov_b32_e32 v10, 0x7ff80000
	v_cmp_gt_f64_e64 s[2:3], 0, v[4:5]
	v_cmp_nge_f64_e64 s[0:1], 0, v[4:5]
	v_cndmask_b32_e64 v9, v9, v10, s[2:3]
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_mov_b32_e32 v10, 0xfff00000
	v_cmp_eq_f64_e64 s[0:1], 0, v[4:5]
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_mov_b32_e32 v10, s19
	v_add_co_u32_e64 v6, s[4:5], s18, v6
	v_addc_co_u32_e64 v7, s[4:5], v10, v7, s[4:5]
	s_mov_b32 s9, 0x41d00000
	global_store_dwordx2 v[6:7], v[8:9], off
	v_and_b32_e32 v9, 0x7fffffff, v1
	v_mov_b32_e32 v8, v0
	v_cmp_nlt_f64_e64 s[10:11], |v[0:1]|, s[8:9]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_xor_b64 s[12:13], exec, s[4:5]
	s_cbranch_execz .L788
	s_mov_b32 s9, 0x7b000000
	s_movk_i32 s4, 0xff80
	v_ldexp_f64 v[14:15], v[8:9], s4
	v_cmp_le_f64_e64 s[4:5], s[8:9], v[8:9]
	v_trig_preop_f64 v[6:7], v[8:9], 0
	v_cndmask_b32_e64 v15, v9, v15, s[4:5]
	v_cndmask_b32_e64 v14, v8, v14, s[4:5]
	v_trig_preop_f64 v[10:11], v[8:9], 1
	v_trig_preop_f64 v[12:13], v[8:9], 2
	v_mul_f64 v[20:21], v[6:7], v[14:15]
	v_mul_f64 v[16:17], v[12:13], v[14:15]
	v_mul_f64 v[18:19], v[10:11], v[14:15]
	v_fma_f64 v[6:7], v[6:7], v[14:15], -v[20:21]
	v_fma_f64 v[12:13], v[12:13], v[14:15], -v[16:17]
	v_fma_f64 v[10:11], v[10:11], v[14:15], -v[18:19]
	v_add_f64 v[14:15], v[18:19], v[6:7]
	v_add_f64 v[22:23], v[14:15], -v[18:19]
	v_add_f64 v[24:25], v[14:15], -v[22:23]
	v_add_f64 v[6:7], v[6:7], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	v_add_f64 v[18:19], v[16:17], v[10:11]
	v_add_f64 v[22:23], v[18:19], -v[16:17]
	v_add_f64 v[24:25], v[18:19], -v[22:23]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[16:17], v[18:19], v[6:7]
	v_add_f64 v[22:23], v[16:17], -v[18:19]
	v_add_f64 v[24:25], v[16:17], -v[22:23]
	v_add_f64 v[6:7], v[6:7], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	v_add_f64 v[6:7], v[10:11], v[6:7]
	v_add_f64 v[10:11], v[20:21], v[14:15]
	v_add_f64 v[6:7], v[12:13], v[6:7]
	v_add_f64 v[12:13], v[10:11], -v[20:21]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[14:15], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[12:13], v[16:17], -v[12:13]
	v_ldexp_f64 v[10:11], v[10:11], -2
	v_add_f64 v[6:7], v[12:13], v[6:7]
	v_fract_f64_e32 v[12:13], v[10:11]
	v_cmp_class_f64_e64 s[4:5], v[10:11], s14
	v_cndmask_b32_e64 v11, v13, 0, s[4:5]
	v_cndmask_b32_e64 v10, v12, 0, s[4:5]
	v_ldexp_f64 v[10:11], v[10:11], 2
	v_add_f64 v[12:13], v[10:11], v[14:15]
	v_mov_b32_e32 v17, 0x40100000
	v_cmp_gt_f64_e64 s[4:5], 0, v[12:13]
	v_mov_b32_e32 v16, 0
	v_cndmask_b32_e64 v17, 0, v17, s[4:5]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_cvt_i32_f64_e32 v17, v[12:13]
	v_cvt_f64_i32_e32 v[12:13], v17
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_add_f64 v[10:11], v[6:7], v[10:11]
	v_cmp_le_f64_e64 s[4:5], 0.5, v[12:13]
	v_mov_b32_e32 v7, 0x3ff00000
	v_addc_co_u32_e64 v6, s[8:9], 0, v17, s[4:5]
	v_cndmask_b32_e64 v17, 0, v7, s[4:5]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	v_add_f64 v[14:15], v[12:13], v[10:11]
	s_mov_b32 s4, 0x54442d18
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	s_mov_b32 s5, 0x3ff921fb
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[4:5]
	s_mov_b32 s8, 0x33145c07
	v_fma_f64 v[16:17], v[14:15], s[4:5], -v[12:13]
	s_mov_b32 s9, 0x3c91a626
	v_fmac_f64_e32 v[16:17], s[8:9], v[14:15]
	v_fmac_f64_e32 v[16:17], s[4:5], v[10:11]
	v_add_f64 v[10:11], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[10:11], -v[12:13]
	v_add_f64 v[12:13], v[16:17], -v[12:13]
.L788:
	s_andn2_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .L854
	s_mov_b32 s8, 0x6dc9c883
	s_mov_b32 s9, 0x3fe45f30
	v_mul_f64 v[6:7], v[8:9], s[8:9]
	s_mov_b32 s8, 0x54442d18
	v_rndne_f64_e32 v[6:7], v[6:7]
	s_mov_b32 s9, 0xbff921fb
	v_fma_f64 v[10:11], s[8:9], v[6:7], v[8:9]
	s_mov_b32 s9, 0xbc91a626
	s_mov_b32 s8, 0x33145c00
	v_mul_f64 v[14:15], v[6:7], s[8:9]
	v_add_f64 v[18:19], v[10:11], v[14:15]
	v_fma_f64 v[12:13], s[8:9], v[6:7], v[10:11]
	s_mov_b32 s9, 0x3c91a626
	v_add_f64 v[10:11], v[10:11], -v[18:19]
	v_fma_f64 v[16:17], s[8:9], v[6:7], v[14:15]
	v_add_f64 v[10:11], v[10:11], v[14:15]
	v_add_f64 v[14:15], v[18:19], -v[12:13]
	v_add_f64 v[10:11], v[14:15], v[10:11]
	s_mov_b32 s8, 0x252049c0
	v_add_f64 v[14:15], v[10:11], -v[16:17]
	s_mov_b32 s9, 0xb97b839a
	v_fmac_f64_e32 v[14:15], s[8:9], v[6:7]
	v_add_f64 v[10:11], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[10:11], -v[12:13]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_cvt_i32_f64_e32 v6, v[6:7]
.L854:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s4, 0x46cc5e42
	v_mul_f64 v[14:15], v[10:11], v[10:11]
	v_mov_b32_e32 v22, 0x9037ab78
	v_mov_b32_e32 v23, 0x3e21eeb6
	s_mov_b32 s5, 0xbda907db
	v_mul_f64 v[16:17], v[14:15], 0.5
	v_fmac_f64_e32 v[22:23], s[4:5], v[14:15]
	v_mov_b32_e32 v24, 0xa17f65f6
	v_mov_b32_e32 v25, 0xbe927e4f
	v_add_f64 v[18:19], -v[16:17], 1.0
	v_fmac_f64_e32 v[24:25], v[14:15], v[22:23]
	v_mov_b32_e32 v22, 0x19f4ec90
	v_mov_b32_e32 v23, 0x3efa01a0
	v_add_f64 v[20:21], -v[18:19], 1.0
	v_fmac_f64_e32 v[22:23], v[14:15], v[24:25]
	v_mov_b32_e32 v24, 0x16c16967
	v_mov_b32_e32 v25, 0xbf56c16c
	v_add_f64 v[16:17], v[20:21], -v[16:17]
	v_fmac_f64_e32 v[24:25], v[14:15], v[22:23]
	v_mov_b32_e32 v22, 0x55555555
	v_mov_b32_e32 v23, 0x3fa55555
	v_mul_f64 v[20:21], v[14:15], v[14:15]
	v_fmac_f64_e32 v[22:23], v[14:15], v[24:25]
	v_fma_f64 v[16:17], v[10:11], -v[12:13], v[16:17]
	v_fmac_f64_e32 v[16:17], v[20:21], v[22:23]
	s_mov_b32 s8, 0xf9a43bb8
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_mov_b32_e32 v18, 0xb42fdfa7
	v_mov_b32_e32 v19, 0xbe5ae600
	s_mov_b32 s9, 0x3de5e0b2
	v_fmac_f64_e32 v[18:19], s[8:9], v[14:15]
	v_mov_b32_e32 v20, 0x796cde01
	v_mov_b32_e32 v21, 0x3ec71de3
	v_fmac_f64_e32 v[20:21], v[14:15], v[18:19]
	v_mov_b32_e32 v18, 0x19e83e5c
	v_mov_b32_e32 v19, 0xbf2a01a0
	v_fmac_f64_e32 v[18:19], v[14:15], v[20:21]
	v_mov_b32_e32 v20, 0x11110bb3
	v_mov_b32_e32 v21, 0x3f811111
	v_fmac_f64_e32 v[20:21], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[10:11], -v[14:15]
	v_mul_f64 v[22:23], v[12:13], 0.5
	s_mov_b32 s4, 0x55555555
	v_fmac_f64_e32 v[22:23], v[18:19], v[20:21]
	s_mov_b32 s5, 0xbfc55555
	v_fma_f64 v[12:13], v[14:15], v[22:23], -v[12:13]
	v_fmac_f64_e32 v[12:13], s[4:5], v[18:19]
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_and_b32_e32 v12, 1, v6
	v_lshlrev_b32_e32 v6, 30, v6
	v_cmp_eq_u32_e64 s[4:5], 0, v12
	v_xor_b32_e32 v6, v6, v1
	v_cndmask_b32_e64 v10, v16, v10, s[4:5]
	v_cndmask_b32_e64 v11, v17, v11, s[4:5]
	v_and_b32_e32 v6, 0x80000000, v6
	s_movk_i32 s4, 0x1f8
	v_xor_b32_e32 v6, v11, v6
	v_cmp_class_f64_e64 s[4:5], v[8:9], s4
	v_mov_b32_e32 v11, 0x7ff80000
	v_lshlrev_b64 v[12:13], 3, v[2:3]
	v_cndmask_b32_e64 v11, v11, v6, s[4:5]
	v_mov_b32_e32 v6, s21
	v_add_co_u32_e64 v12, s[8:9], s20, v12
	v_and_b32_e32 v7, 0x7fffffff, v5
	s_mov_b32 s14, 0
	v_cndmask_b32_e64 v10, 0, v10, s[4:5]
	v_addc_co_u32_e64 v13, s[8:9], v6, v13, s[8:9]
	global_store_dwordx2 v[12:13], v[10:11], off
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_xor_b64 s[12:13], exec, s[8:9]
	s_cbranch_execz .Lca8
	s_mov_b32 s15, 0x7b000000
	s_movk_i32 s8, 0xff80
	v_ldexp_f64 v[16:17], v[8:9], s8
	v_cmp_le_f64_e64 s[8:9], s[14:15], v[8:9]
	v_trig_preop_f64 v[10:11], v[8:9], 0
	v_trig_preop_f64 v[12:13], v[8:9], 1
	v_trig_preop_f64 v[14:15], v[8:9], 2
	v_cndmask_b32_e64 v9, v9, v17, s[8:9]
	v_cndmask_b32_e64 v8, v8, v16, s[8:9]
	v_mul_f64 v[16:17], v[14:15], v[8:9]
	v_mul_f64 v[18:19], v[12:13], v[8:9]
	v_mul_f64 v[20:21], v[10:11], v[8:9]
	v_fma_f64 v[14:15], v[14:15], v[8:9], -v[16:17]
	v_fma_f64 v[12:13], v[12:13], v[8:9], -v[18:19]
	v_fma_f64 v[8:9], v[10:11], v[8:9], -v[20:21]
	v_add_f64 v[10:11], v[18:19], v[8:9]
	v_add_f64 v[22:23], v[10:11], -v[18:19]
	v_add_f64 v[24:25], v[10:11], -v[22:23]
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_add_f64 v[18:19], v[16:17], v[12:13]
	v_add_f64 v[22:23], v[18:19], -v[16:17]
	v_add_f64 v[24:25], v[18:19], -v[22:23]
	v_add_f64 v[12:13], v[12:13], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[18:19], v[8:9]
	v_add_f64 v[22:23], v[16:17], -v[18:19]
	v_add_f64 v[24:25], v[16:17], -v[22:23]
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[12:13], v[20:21], v[10:11]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[14:15], v[12:13], -v[20:21]
	v_add_f64 v[10:11], v[10:11], -v[14:15]
	v_add_f64 v[14:15], v[10:11], v[16:17]
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_add_f64 v[10:11], v[16:17], -v[10:11]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_ldexp_f64 v[10:11], v[12:13], -2
	s_movk_i32 s8, 0x204
	v_fract_f64_e32 v[12:13], v[10:11]
	v_cmp_class_f64_e64 s[8:9], v[10:11], s8
	v_cndmask_b32_e64 v11, v13, 0, s[8:9]
	v_cndmask_b32_e64 v10, v12, 0, s[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 2
	v_add_f64 v[12:13], v[10:11], v[14:15]
	v_mov_b32_e32 v6, 0x40100000
	v_cmp_gt_f64_e64 s[8:9], 0, v[12:13]
	v_mov_b32_e32 v16, 0
	v_cndmask_b32_e64 v17, 0, v6, s[8:9]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_cvt_i32_f64_e32 v6, v[12:13]
	v_cvt_f64_i32_e32 v[12:13], v6
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_add_f64 v[12:13], v[14:15], v[10:11]
	v_cmp_le_f64_e64 s[8:9], 0.5, v[12:13]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	v_addc_co_u32_e64 v18, s[10:11], 0, v6, s[8:9]
	v_mov_b32_e32 v6, 0x3ff00000
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_cndmask_b32_e64 v17, 0, v6, s[8:9]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[10:11], v[12:13], -v[16:17]
	v_add_f64 v[12:13], v[10:11], v[8:9]
	s_mov_b32 s8, 0x54442d18
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	s_mov_b32 s9, 0x3ff921fb
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_mul_f64 v[10:11], v[12:13], s[8:9]
	s_mov_b32 s10, 0x33145c07
	v_fma_f64 v[16:17], v[12:13], s[8:9], -v[10:11]
	s_mov_b32 s11, 0x3c91a626
	v_fmac_f64_e32 v[16:17], s[10:11], v[12:13]
	v_fmac_f64_e32 v[16:17], s[8:9], v[8:9]
	v_add_f64 v[14:15], v[10:11], v[16:17]
	v_add_f64 v[8:9], v[14:15], -v[10:11]
	v_add_f64 v[16:17], v[16:17], -v[8:9]
.Lca8:
	s_or_saveexec_b64 s[10:11], s[12:13]
	s_load_dwordx2 s[8:9], s[6:7], 0x40
	v_mov_b32_e32 v6, v4
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .Ld80
	s_mov_b32 s6, 0x6dc9c883
	s_mov_b32 s7, 0x3fe45f30
	v_mul_f64 v[10:11], v[8:9], s[6:7]
	s_mov_b32 s6, 0x54442d18
	v_rndne_f64_e32 v[10:11], v[10:11]
	s_mov_b32 s7, 0xbff921fb
	v_fmac_f64_e32 v[8:9], s[6:7], v[10:11]
	s_mov_b32 s7, 0xbc91a626
	s_mov_b32 s6, 0x33145c00
	v_mul_f64 v[14:15], v[10:11], s[6:7]
	v_add_f64 v[18:19], v[8:9], v[14:15]
	v_fma_f64 v[12:13], s[6:7], v[10:11], v[8:9]
	s_mov_b32 s7, 0x3c91a626
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_fma_f64 v[16:17], s[6:7], v[10:11], v[14:15]
	v_add_f64 v[8:9], v[8:9], v[14:15]
	v_add_f64 v[14:15], v[18:19], -v[12:13]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	s_mov_b32 s6, 0x252049c0
	v_add_f64 v[8:9], v[8:9], -v[16:17]
	s_mov_b32 s7, 0xb97b839a
	v_fmac_f64_e32 v[8:9], s[6:7], v[10:11]
	v_add_f64 v[14:15], v[12:13], v[8:9]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[16:17], v[8:9], -v[12:13]
	v_cvt_i32_f64_e32 v18, v[10:11]
.Ld80:
	s_or_b64 exec, exec, s[10:11]
	v_mul_f64 v[8:9], v[14:15], v[14:15]
	v_mul_f64 v[10:11], v[8:9], 0.5
	v_add_f64 v[12:13], -v[10:11], 1.0
	v_add_f64 v[20:21], -v[12:13], 1.0
	s_mov_b32 s6, 0x46cc5e42
	v_add_f64 v[20:21], v[20:21], -v[10:11]
	v_mov_b32_e32 v10, 0x9037ab78
	v_mov_b32_e32 v11, 0x3e21eeb6
	s_mov_b32 s7, 0xbda907db
	v_fmac_f64_e32 v[10:11], s[6:7], v[8:9]
	v_mov_b32_e32 v24, 0xa17f65f6
	v_mov_b32_e32 v25, 0xbe927e4f
	v_fmac_f64_e32 v[24:25], v[8:9], v[10:11]
	v_mov_b32_e32 v10, 0x19f4ec90
	v_mov_b32_e32 v11, 0x3efa01a0
	v_fmac_f64_e32 v[10:11], v[8:9], v[24:25]
	v_mov_b32_e32 v24, 0x16c16967
	v_mov_b32_e32 v25, 0xbf56c16c
	v_fmac_f64_e32 v[24:25], v[8:9], v[10:11]
	v_mov_b32_e32 v10, 0x55555555
	v_mov_b32_e32 v11, 0x3fa55555
	v_pk_mov_b32 v[26:27], v[10:11], v[10:11] op_sel:[0,1]
	v_mul_f64 v[22:23], v[8:9], v[8:9]
	v_fmac_f64_e32 v[26:27], v[8:9], v[24:25]
	v_fma_f64 v[20:21], v[14:15], -v[16:17], v[20:21]
	v_fmac_f64_e32 v[20:21], v[22:23], v[26:27]
	s_mov_b32 s6, 0xf9a43bb8
	v_add_f64 v[20:21], v[12:13], v[20:21]
	v_mov_b32_e32 v12, 0xb42fdfa7
	v_mov_b32_e32 v13, 0xbe5ae600
	s_mov_b32 s7, 0x3de5e0b2
	v_fmac_f64_e32 v[12:13], s[6:7], v[8:9]
	v_mov_b32_e32 v22, 0x796cde01
	v_mov_b32_e32 v23, 0x3ec71de3
	v_fmac_f64_e32 v[22:23], v[8:9], v[12:13]
	v_mov_b32_e32 v24, 0x19e83e5c
	v_mov_b32_e32 v25, 0xbf2a01a0
	v_mov_b32_e32 v12, 0x11110bb3
	v_mov_b32_e32 v13, 0x3f811111
	v_fmac_f64_e32 v[24:25], v[8:9], v[22:23]
	v_pk_mov_b32 v[22:23], v[12:13], v[12:13] op_sel:[0,1]
	v_fmac_f64_e32 v[22:23], v[8:9], v[24:25]
	v_mul_f64 v[24:25], v[14:15], -v[8:9]
	v_mul_f64 v[26:27], v[16:17], 0.5
	v_fmac_f64_e32 v[26:27], v[24:25], v[22:23]
	s_mov_b32 s12, 0x55555555
	v_fma_f64 v[8:9], v[8:9], v[26:27], -v[16:17]
	s_mov_b32 s13, 0xbfc55555
	v_fmac_f64_e32 v[8:9], s[12:13], v[24:25]
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_and_b32_e32 v10, 1, v18
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cmp_eq_u32_e64 s[6:7], 0, v10
	v_lshlrev_b32_e32 v10, 30, v18
	v_cndmask_b32_e64 v9, v9, v21, s[6:7]
	v_and_b32_e32 v10, 0x80000000, v10
	v_cndmask_b32_e64 v8, v8, v20, s[6:7]
	v_xor_b32_e32 v9, v9, v10
	v_mov_b32_e32 v36, 0x7ff80000
	v_lshlrev_b64 v[14:15], 3, v[2:3]
	v_cndmask_b32_e64 v8, 0, v8, s[4:5]
	v_cndmask_b32_e64 v9, v36, v9, s[4:5]
	v_mov_b32_e32 v10, s23
	v_add_co_u32_e64 v14, s[4:5], s22, v14
	v_addc_co_u32_e64 v15, s[4:5], v10, v15, s[4:5]
	global_store_dwordx2 v[14:15], v[8:9], off
	v_frexp_mant_f64_e32 v[14:15], v[6:7]
	s_mov_b32 s13, 0x3fe55555
	v_cmp_gt_f64_e64 s[4:5], s[12:13], v[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_ldexp_f64 v[14:15], v[14:15], v10
	v_add_f64 v[16:17], v[14:15], 1.0
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_add_f64 v[22:23], v[16:17], -1.0
	v_add_f64 v[20:21], v[14:15], -1.0
	v_add_f64 v[14:15], v[14:15], -v[22:23]
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_fmac_f64_e32 v[18:19], v[22:23], v[18:19]
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_fmac_f64_e32 v[18:19], v[22:23], v[18:19]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_mul_f64 v[24:25], v[16:17], v[22:23]
	v_fma_f64 v[16:17], v[22:23], v[16:17], -v[24:25]
	v_fmac_f64_e32 v[16:17], v[22:23], v[14:15]
	v_add_f64 v[14:15], v[24:25], v[16:17]
	v_add_f64 v[24:25], v[14:15], -v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[24:25], v[20:21], -v[14:15]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[14:15], v[24:25], v[14:15]
	v_mul_f64 v[14:15], v[18:19], v[14:15]
	v_add_f64 v[16:17], v[22:23], v[14:15]
	v_add_f64 v[18:19], v[16:17], -v[22:23]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_fma_f64 v[20:21], v[16:17], v[16:17], -v[18:19]
	v_add_f64 v[22:23], v[14:15], v[14:15]
	v_frexp_exp_i32_f64_e32 v10, v[6:7]
	v_fmac_f64_e32 v[20:21], v[16:17], v[22:23]
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v10, s[4:5]
	v_add_f64 v[22:23], v[18:19], v[20:21]
	v_add_f64 v[18:19], v[22:23], -v[18:19]
	s_mov_b32 s4, 0x4222de17
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_mov_b32_e32 v20, 0x968915a9
	v_mov_b32_e32 v21, 0x3fba6564
	s_mov_b32 s5, 0x3fbdee67
	v_fmac_f64_e32 v[20:21], s[4:5], v[22:23]
	v_mov_b32_e32 v24, 0x3abe935a
	v_mov_b32_e32 v25, 0x3fbe25e4
	v_fmac_f64_e32 v[24:25], v[22:23], v[20:21]
	v_mov_b32_e32 v20, 0x47e6c9c2
	v_mov_b32_e32 v21, 0x3fc110ef
	v_fmac_f64_e32 v[20:21], v[22:23], v[24:25]
	v_mov_b32_e32 v24, 0xcfa74449
	v_mov_b32_e32 v25, 0x3fc3b13b
	v_fmac_f64_e32 v[24:25], v[22:23], v[20:21]
	v_mov_b32_e32 v20, 0x71bf3c30
	v_mov_b32_e32 v21, 0x3fc745d1
	v_fmac_f64_e32 v[20:21], v[22:23], v[24:25]
	v_mov_b32_e32 v24, 0x1c7792ce
	v_mov_b32_e32 v25, 0x3fcc71c7
	v_fmac_f64_e32 v[24:25], v[22:23], v[20:21]
	v_mov_b32_e32 v20, 0x924920da
	v_mov_b32_e32 v21, 0x3fd24924
	v_fmac_f64_e32 v[20:21], v[22:23], v[24:25]
	v_mov_b32_e32 v24, 0x9999999c
	v_mov_b32_e32 v25, 0x3fd99999
	v_fmac_f64_e32 v[24:25], v[22:23], v[20:21]
	v_cvt_f64_i32_e32 v[20:21], v10
	s_mov_b32 s7, 0x3fe62e42
	s_mov_b32 s6, 0xfefa39ef
	v_mul_f64 v[26:27], v[20:21], s[6:7]
	v_mul_f64 v[32:33], v[16:17], v[22:23]
	v_fma_f64 v[28:29], v[20:21], s[6:7], -v[26:27]
	s_mov_b32 s15, 0x3c7abc9e
	s_mov_b32 s14, 0x3b39803f
	v_fma_f64 v[34:35], v[22:23], v[16:17], -v[32:33]
	v_fmac_f64_e32 v[28:29], s[14:15], v[20:21]
	v_fmac_f64_e32 v[34:35], v[22:23], v[14:15]
	v_add_f64 v[20:21], v[26:27], v[28:29]
	v_fmac_f64_e32 v[34:35], v[18:19], v[16:17]
	v_add_f64 v[26:27], v[20:21], -v[26:27]
	v_ldexp_f64 v[30:31], v[14:15], 1
	v_add_f64 v[14:15], v[32:33], v[34:35]
	v_add_f64 v[26:27], v[28:29], -v[26:27]
	v_ldexp_f64 v[28:29], v[16:17], 1
	v_add_f64 v[16:17], v[14:15], -v[32:33]
	v_mul_f64 v[32:33], v[22:23], v[24:25]
	v_fma_f64 v[22:23], v[22:23], v[24:25], -v[32:33]
	v_fmac_f64_e32 v[22:23], v[18:19], v[24:25]
	v_add_f64 v[18:19], v[32:33], v[22:23]
	v_add_f64 v[24:25], v[18:19], -v[32:33]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_add_f64 v[24:25], v[18:19], s[12:13]
	s_mov_b32 s13, 0xbfe55555
	s_mov_b32 s4, 0xd5df274d
	v_add_f64 v[32:33], v[24:25], s[12:13]
	s_mov_b32 s5, 0x3c8543b0
	v_add_f64 v[18:19], v[18:19], -v[32:33]
	v_add_f64 v[22:23], v[22:23], s[4:5]
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[24:25], v[18:19]
	v_add_f64 v[24:25], v[22:23], -v[24:25]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_mul_f64 v[24:25], v[14:15], v[22:23]
	v_fma_f64 v[32:33], v[14:15], v[22:23], -v[24:25]
	v_add_f64 v[16:17], v[34:35], -v[16:17]
	v_fmac_f64_e32 v[32:33], v[14:15], v[18:19]
	v_fmac_f64_e32 v[32:33], v[16:17], v[22:23]
	v_add_f64 v[14:15], v[24:25], v[32:33]
	v_add_f64 v[16:17], v[14:15], -v[24:25]
	v_add_f64 v[18:19], v[28:29], v[14:15]
	v_add_f64 v[16:17], v[32:33], -v[16:17]
	v_add_f64 v[22:23], v[18:19], -v[28:29]
	v_add_f64 v[14:15], v[14:15], -v[22:23]
	v_add_f64 v[16:17], v[30:31], v[16:17]
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_add_f64 v[16:17], v[18:19], v[14:15]
	v_add_f64 v[18:19], v[16:17], -v[18:19]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_add_f64 v[18:19], v[20:21], v[16:17]
	v_add_f64 v[22:23], v[18:19], -v[20:21]
	v_add_f64 v[24:25], v[18:19], -v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	v_add_f64 v[20:21], v[26:27], v[14:15]
	v_add_f64 v[22:23], v[20:21], -v[26:27]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[24:25], v[20:21], -v[22:23]
	v_add_f64 v[20:21], v[18:19], v[16:17]
	v_add_f64 v[24:25], v[26:27], -v[24:25]
	v_add_f64 v[14:15], v[14:15], -v[22:23]
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_add_f64 v[14:15], v[14:15], v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	v_add_f64 v[14:15], v[14:15], v[16:17]
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x3fc00000
	v_add_f64 v[16:17], v[20:21], v[14:15]
	v_mul_f64 v[8:9], v[0:1], s[10:11]
	v_add_f64 v[18:19], v[16:17], -v[20:21]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_mul_f64 v[18:19], v[8:9], v[16:17]
	v_fma_f64 v[16:17], v[8:9], v[16:17], -v[18:19]
	v_fmac_f64_e32 v[16:17], v[8:9], v[14:15]
	s_movk_i32 s12, 0x204
	v_add_f64 v[14:15], v[18:19], v[16:17]
	v_cmp_class_f64_e64 s[4:5], v[18:19], s12
	v_add_f64 v[20:21], v[14:15], -v[18:19]
	v_cndmask_b32_e64 v15, v15, v19, s[4:5]
	v_cndmask_b32_e64 v14, v14, v18, s[4:5]
	s_mov_b32 s11, 0x7ff00000
	v_add_f64 v[16:17], v[16:17], -v[20:21]
	v_cmp_neq_f64_e64 s[4:5], |v[14:15]|, s[10:11]
	v_cndmask_b32_e64 v17, 0, v17, s[4:5]
	v_cndmask_b32_e64 v16, 0, v16, s[4:5]
	s_mov_b32 s4, 0x652b82fe
	s_mov_b32 s5, 0x3ff71547
	v_mul_f64 v[18:19], v[14:15], s[4:5]
	v_rndne_f64_e32 v[18:19], v[18:19]
	s_mov_b32 s7, 0xbfe62e42
	v_fma_f64 v[20:21], s[6:7], v[18:19], v[14:15]
	s_mov_b32 s15, 0xbc7abc9e
	s_mov_b32 s4, 0x6a5dcb37
	v_fmac_f64_e32 v[20:21], s[14:15], v[18:19]
	v_mov_b32_e32 v22, 0xfca7ab0c
	v_mov_b32_e32 v23, 0x3e928af3
	s_mov_b32 s5, 0x3e5ade15
	v_fmac_f64_e32 v[22:23], s[4:5], v[20:21]
	v_mov_b32_e32 v24, 0x623fde64
	v_mov_b32_e32 v25, 0x3ec71dee
	v_fmac_f64_e32 v[24:25], v[20:21], v[22:23]
	v_mov_b32_e32 v22, 0x7c89e6b0
	v_mov_b32_e32 v23, 0x3efa0199
	v_fmac_f64_e32 v[22:23], v[20:21], v[24:25]
	v_mov_b32_e32 v24, 0x14761f6e
	v_mov_b32_e32 v25, 0x3f2a01a0
	v_fmac_f64_e32 v[24:25], v[20:21], v[22:23]
	v_mov_b32_e32 v22, 0x1852b7b0
	v_mov_b32_e32 v23, 0x3f56c16c
	v_fmac_f64_e32 v[22:23], v[20:21], v[24:25]
	v_mov_b32_e32 v12, 0x11122322
	v_fmac_f64_e32 v[12:13], v[20:21], v[22:23]
	v_mov_b32_e32 v10, 0x555502a1
	v_fmac_f64_e32 v[10:11], v[20:21], v[12:13]
	v_mov_b32_e32 v12, 0x55555511
	v_mov_b32_e32 v13, 0x3fc55555
	v_fmac_f64_e32 v[12:13], v[20:21], v[10:11]
	v_mov_b32_e32 v10, 11
	v_mov_b32_e32 v11, 0x3fe00000
	v_fmac_f64_e32 v[10:11], v[20:21], v[12:13]
	v_fma_f64 v[10:11], v[20:21], v[10:11], 1.0
	s_mov_b32 s11, 0x40900000
	v_fma_f64 v[10:11], v[20:21], v[10:11], 1.0
	v_cvt_i32_f64_e32 v12, v[18:19]
	v_cmp_nlt_f64_e64 s[4:5], s[10:11], v[14:15]
	s_mov_b32 s11, 0xc090cc00
	v_ldexp_f64 v[10:11], v[10:11], v12
	v_mov_b32_e32 v12, 0x7ff00000
	v_cmp_ngt_f64_e64 s[6:7], s[10:11], v[14:15]
	v_cndmask_b32_e64 v11, v12, v11, s[4:5]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cndmask_b32_e64 v11, 0, v11, s[6:7]
	v_cndmask_b32_e64 v10, 0, v10, s[4:5]
	v_pk_mov_b32 v[12:13], v[10:11], v[10:11] op_sel:[0,1]
	v_fmac_f64_e32 v[12:13], v[12:13], v[16:17]
	v_cmp_class_f64_e64 s[4:5], v[10:11], s12
	v_cndmask_b32_e64 v14, v13, v11, s[4:5]
	v_cndmask_b32_e64 v15, v12, v10, s[4:5]
	v_trunc_f64_e64 v[10:11], |v[8:9]|
	v_cmp_eq_f64_e64 s[6:7], |v[8:9]|, v[10:11]
	v_mul_f64 v[10:11], v[10:11], 0.5
	v_fract_f64_e32 v[12:13], v[10:11]
	v_cmp_class_f64_e64 s[4:5], v[10:11], s12
	v_cndmask_b32_e64 v11, v13, 0, s[4:5]
	v_cndmask_b32_e64 v10, v12, 0, s[4:5]
	v_cmp_eq_f64_e64 s[4:5], 0, v[10:11]
	v_cndmask_b32_e64 v16, 0, 1, s[6:7]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_addc_co_u32_e64 v10, s[4:5], 0, v16, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 1, v10
	v_bfrev_b32_e32 v11, 1
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v11, 0, v11, s[2:3]
	s_brev_b32 s11, -2
	v_cmp_ngt_f64_e64 s[2:3], 0, v[4:5]
	v_cmp_ne_u32_e64 s[6:7], 0, v10
	v_bfi_b32 v11, s11, v14, v11
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_cndmask_b32_e64 v11, v36, v11, s[2:3]
	v_cndmask_b32_e64 v10, 0, v15, s[2:3]
	v_cmp_class_f64_e64 s[2:3], v[8:9], s12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .L1618
	v_mov_b32_e32 v10, 0
	v_cmp_neq_f64_e64 s[2:3], 1.0, v[6:7]
	v_mov_b32_e32 v11, 0x3ff00000
	s_and_saveexec_b64 s[12:13], s[2:3]
	v_add_f64 v[6:7], v[6:7], -1.0
	v_xor_b32_e32 v6, v7, v9
	v_mov_b32_e32 v7, 0x7ff00000
	v_cmp_lt_i32_e64 s[2:3], -1, v6
	v_mov_b32_e32 v10, 0
	v_cndmask_b32_e64 v11, 0, v7, s[2:3]
	s_or_b64 exec, exec, s[12:13]
.L1618:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_f64_e64 s[2:3], 0, v[8:9]
	v_mov_b32_e32 v6, 0x7ff00000
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_cndmask_b32_e64 v6, v6, 0, s[2:3]
	v_cndmask_b32_e64 v7, 0, v5, s[4:5]
	v_bfi_b32 v6, s11, v6, v7
	s_or_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_cndmask_b32_e64 v7, v10, 0, vcc
	v_cmp_o_f64_e32 vcc, v[4:5], v[8:9]
	v_cndmask_b32_e32 v10, 0, v7, vcc
	v_mov_b32_e32 v7, 0x7ff80000
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_eq_f64_e32 vcc, 1.0, v[4:5]
	v_cmp_eq_f64_e64 s[0:1], 0, v[8:9]
	v_mov_b32_e32 v7, 0x3ff00000
	s_or_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v7, v6, v7, vcc
	v_cndmask_b32_e64 v6, v10, 0, vcc
	v_rsq_f64_e32 v[10:11], v[4:5]
	v_lshlrev_b64 v[8:9], 3, v[2:3]
	v_mov_b32_e32 v13, s25
	v_add_co_u32_e32 v12, vcc, s24, v8
	v_mul_f64 v[4:5], v[10:11], -v[4:5]
	v_addc_co_u32_e32 v13, vcc, v13, v9, vcc
	v_fma_f64 v[4:5], v[4:5], v[10:11], 1.0
	s_mov_b32 s11, 0x3fd80000
	global_store_dwordx2 v[12:13], v[6:7], off
	v_mul_f64 v[6:7], v[10:11], v[4:5]
	v_fma_f64 v[4:5], v[4:5], s[10:11], 0.5
	s_movk_i32 s0, 0x180
	v_fma_f64 v[4:5], v[6:7], v[4:5], v[10:11]
	v_cmp_class_f64_e64 vcc, v[10:11], s0
	v_cndmask_b32_e32 v4, v10, v4, vcc
	v_mov_b32_e32 v6, 0x42200000
	v_mov_b32_e32 v10, 0x4f800000
	v_mac_f32_e32 v6, 0, v10
	v_rcp_f32_e32 v10, v6
	v_cndmask_b32_e32 v5, v11, v5, vcc
	v_mov_b32_e32 v7, s27
	v_add_co_u32_e32 v6, vcc, s26, v8
	v_mul_f32_e32 v10, 0x5f7ffffc, v10
	v_mul_f32_e32 v11, 0x2f800000, v10
	v_trunc_f32_e32 v11, v11
	v_mac_f32_e32 v10, 0xcf800000, v11
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	v_cvt_u32_f32_e32 v10, v10
	global_store_dwordx2 v[6:7], v[4:5], off
	v_cvt_u32_f32_e32 v4, v11
	s_movk_i32 s0, 0xffd8
	v_mul_hi_u32 v5, v10, s0
	v_sub_u32_e32 v5, v5, v10
	v_mul_lo_u32 v6, v4, s0
	v_add_u32_e32 v5, v5, v6
	v_mul_lo_u32 v11, v10, s0
	v_mul_lo_u32 v7, v10, v5
	v_mul_hi_u32 v12, v10, v11
	v_mul_hi_u32 v6, v10, v5
	v_add_co_u32_e32 v7, vcc, v12, v7
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_hi_u32 v13, v4, v11
	v_mul_lo_u32 v11, v4, v11
	v_add_co_u32_e32 v7, vcc, v7, v11
	v_mul_hi_u32 v12, v4, v5
	v_addc_co_u32_e32 v6, vcc, v6, v13, vcc
	v_addc_co_u32_e32 v7, vcc, 0, v12, vcc
	v_mul_lo_u32 v5, v4, v5
	v_add_co_u32_e32 v5, vcc, v6, v5
	v_addc_co_u32_e32 v6, vcc, 0, v7, vcc
	v_add_co_u32_e32 v5, vcc, v10, v5
	v_addc_co_u32_e32 v4, vcc, v4, v6, vcc
	v_mul_hi_u32 v7, v5, s0
	v_mul_lo_u32 v6, v4, s0
	v_sub_u32_e32 v7, v7, v5
	v_add_u32_e32 v6, v7, v6
	v_mul_lo_u32 v11, v5, s0
	v_mul_lo_u32 v10, v5, v6
	v_mul_hi_u32 v12, v5, v11
	v_mul_hi_u32 v7, v5, v6
	v_add_co_u32_e32 v10, vcc, v12, v10
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_mul_hi_u32 v13, v4, v11
	v_mul_lo_u32 v11, v4, v11
	v_add_co_u32_e32 v10, vcc, v10, v11
	v_mul_hi_u32 v12, v4, v6
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	v_addc_co_u32_e32 v10, vcc, 0, v12, vcc
	v_mul_lo_u32 v6, v4, v6
	v_add_co_u32_e32 v6, vcc, v7, v6
	v_addc_co_u32_e32 v7, vcc, 0, v10, vcc
	v_add_co_u32_e32 v6, vcc, v5, v6
	v_addc_co_u32_e32 v7, vcc, v4, v7, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v2, v7, 0
	v_mul_hi_u32 v10, v2, v6
	v_add_co_u32_e32 v10, vcc, v10, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v3, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v3, v6, 0
	v_add_co_u32_e32 v6, vcc, v10, v6
	v_addc_co_u32_e32 v6, vcc, v11, v7, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v4, 40, 0
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[0:1], v7, 40, v[6:7]
	v_sub_co_u32_e32 v2, vcc, v2, v4
	v_subb_co_u32_e32 v3, vcc, v3, v6, vcc
	v_subrev_co_u32_e32 v4, vcc, 40, v2
	v_subbrev_co_u32_e32 v5, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, 39, v4
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, -1, v6, vcc
	v_subrev_u32_e32 v6, 40, v4
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cmp_lt_u32_e32 vcc, 39, v2
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v3, -1, v5, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v2, 20, v2
	v_ldexp_f64 v[0:1], v[0:1], v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v2, vcc, s8, v8
	v_addc_co_u32_e32 v3, vcc, v3, v9, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
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
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.size dmath, 6404

	.rodata
	.p2align 6
.amdhsa_kernel dmath
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 128
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
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 28
  .amdhsa_accum_offset 44
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
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           dmath
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
