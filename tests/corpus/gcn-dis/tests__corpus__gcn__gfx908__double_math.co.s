// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl dmath
	.protected dmath
	.type dmath,@function
dmath:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x48
	s_load_dwordx16 s[12:27], s[6:7], 0x0
	s_mov_b32 s3, 0x3fe55555
	s_mov_b32 s4, 0x6a5dcb37
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v6
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_mov_b32 s2, 0x55555555
	v_mov_b32_e32 v20, s13
	s_mov_b32 s5, 0x3e5ade15
	s_movk_i32 s8, 0x204
	s_waitcnt vmcnt(0)
	v_frexp_mant_f64_e32 v[4:5], v[2:3]
	v_frexp_exp_i32_f64_e32 v22, v[2:3]
	v_cmp_gt_f64_e32 vcc, s[2:3], v[4:5]
	s_mov_b32 s2, 0x55555780
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_ldexp_f64 v[4:5], v[4:5], v8
	v_subbrev_co_u32_e32 v22, vcc, 0, v22, vcc
	v_cvt_f64_i32_e32 v[22:23], v22
	v_add_f64 v[8:9], v[4:5], 1.0
	v_add_f64 v[14:15], v[4:5], -1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_add_f64 v[16:17], v[8:9], -1.0
	v_add_f64 v[4:5], v[4:5], -v[16:17]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[12:13], v[10:11], v[10:11]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[12:13], v[10:11], v[10:11]
	v_mul_f64 v[12:13], v[14:15], v[10:11]
	v_mul_f64 v[18:19], v[8:9], v[12:13]
	v_fma_f64 v[8:9], v[12:13], v[8:9], -v[18:19]
	v_fma_f64 v[4:5], v[12:13], v[4:5], v[8:9]
	v_add_f64 v[8:9], v[18:19], v[4:5]
	v_add_f64 v[16:17], v[14:15], -v[8:9]
	v_add_f64 v[18:19], v[8:9], -v[18:19]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[18:19], v[4:5], -v[18:19]
	v_add_co_u32_e64 v4, s[0:1], s12, v6
	v_addc_co_u32_e64 v5, s[0:1], v20, v7, s[0:1]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s0, 0xbf559e2b
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	s_mov_b32 s1, 0x3fc3ab76
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_add_f64 v[8:9], v[16:17], v[8:9]
	v_mov_b32_e32 v16, 0x6b47b09a
	v_mov_b32_e32 v17, 0x3fc38538
	v_mul_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[12:13], v[8:9]
	v_mul_f64 v[14:15], v[10:11], v[10:11]
	v_fma_f64 v[16:17], v[14:15], s[0:1], v[16:17]
	s_mov_b32 s0, 0xd7f4df2e
	s_mov_b32 s1, 0x3fc7474d
	v_mul_f64 v[20:21], v[10:11], v[14:15]
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x16291751
	s_mov_b32 s1, 0x3fcc71c0
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x9b27acf1
	s_mov_b32 s1, 0x3fd24924
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x998ef7b6
	s_mov_b32 s1, 0x3fd99999
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x652b82fe
	s_mov_b32 s1, 0x3ff71547
	s_waitcnt vmcnt(0)
	v_mul_f64 v[18:19], v[4:5], s[0:1]
	s_mov_b32 s1, 0xbfe62e42
	s_mov_b32 s0, 0xfefa39ef
	v_fma_f64 v[14:15], v[14:15], v[16:17], s[2:3]
	s_mov_b32 s3, 0xbc7abc9e
	s_mov_b32 s2, 0x3b39803f
	v_rndne_f64_e32 v[16:17], v[18:19]
	v_ldexp_f64 v[18:19], v[10:11], 1
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_mul_f64 v[14:15], v[20:21], v[14:15]
	v_fma_f64 v[20:21], v[16:17], s[0:1], v[4:5]
	s_mov_b32 s1, 0x3fe62e42
	v_mul_f64 v[24:25], v[22:23], s[0:1]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_f64 v[12:13], v[18:19], v[14:15]
	v_fma_f64 v[26:27], v[22:23], s[0:1], -v[24:25]
	v_ldexp_f64 v[8:9], v[8:9], 1
	s_mov_b32 s0, 0x623fde64
	v_add_f64 v[10:11], v[12:13], -v[18:19]
	v_fma_f64 v[18:19], v[16:17], s[2:3], v[20:21]
	v_mov_b32_e32 v20, 0xfca7ab0c
	v_mov_b32_e32 v21, 0x3e928af3
	s_mov_b32 s3, 0x3c7abc9e
	s_mov_b32 s1, 0x3ec71dee
	v_cvt_i32_f64_e32 v16, v[16:17]
	v_mov_b32_e32 v17, s19
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_fma_f64 v[14:15], v[18:19], s[4:5], v[20:21]
	v_fma_f64 v[20:21], v[22:23], s[2:3], v[26:27]
	s_mov_b32 s5, 0x40900000
	s_mov_b32 s4, 0
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[10:11], v[18:19], v[14:15], s[0:1]
	v_add_f64 v[14:15], v[24:25], v[20:21]
	s_mov_b32 s0, 0x7c89e6b0
	s_mov_b32 s1, 0x3efa0199
	v_add_f64 v[22:23], v[12:13], v[8:9]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	s_mov_b32 s0, 0x14761f6e
	s_mov_b32 s1, 0x3f2a01a0
	v_add_f64 v[24:25], v[14:15], -v[24:25]
	v_add_f64 v[26:27], v[14:15], v[22:23]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	s_mov_b32 s0, 0x1852b7b0
	s_mov_b32 s1, 0x3f56c16c
	v_add_f64 v[12:13], v[22:23], -v[12:13]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_add_f64 v[28:29], v[26:27], -v[14:15]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	s_mov_b32 s0, 0x11122322
	s_mov_b32 s1, 0x3f811111
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_add_f64 v[30:31], v[26:27], -v[28:29]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	v_add_f64 v[12:13], v[22:23], -v[28:29]
	s_mov_b32 s0, 0x555502a1
	s_mov_b32 s1, 0x3fa55555
	v_add_f64 v[22:23], v[20:21], v[8:9]
	v_mov_b32_e32 v28, 0x7ff00000
	v_add_f64 v[14:15], v[14:15], -v[30:31]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	s_mov_b32 s0, 0x55555511
	s_mov_b32 s1, 0x3fc55555
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	v_add_f64 v[14:15], v[22:23], -v[20:21]
	s_mov_b32 s0, 11
	s_mov_b32 s1, 0x3fe00000
	v_add_f64 v[12:13], v[22:23], v[12:13]
	v_fma_f64 v[10:11], v[18:19], v[10:11], s[0:1]
	v_add_f64 v[22:23], v[22:23], -v[14:15]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
	v_cmp_nlt_f64_e64 s[0:1], s[4:5], v[4:5]
	s_mov_b32 s5, 0xc090cc00
	v_cmp_ngt_f64_e64 s[2:3], s[4:5], v[4:5]
	s_mov_b32 s5, 0x41d00000
	v_add_f64 v[24:25], v[26:27], v[12:13]
	v_fma_f64 v[10:11], v[18:19], v[10:11], 1.0
	v_add_f64 v[14:15], v[20:21], -v[22:23]
	v_mov_b32_e32 v22, s17
	v_cmp_nlt_f64_e64 s[10:11], |v[4:5]|, s[4:5]
	v_add_f64 v[20:21], v[24:25], -v[26:27]
	v_fma_f64 v[10:11], v[18:19], v[10:11], 1.0
	v_add_f64 v[8:9], v[8:9], v[14:15]
	v_add_co_u32_e32 v14, vcc, s16, v6
	v_addc_co_u32_e32 v15, vcc, v22, v7, vcc
	v_add_co_u32_e32 v6, vcc, s18, v6
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_ldexp_f64 v[10:11], v[10:11], v16
	v_addc_co_u32_e32 v7, vcc, v17, v7, vcc
	v_cmp_class_f64_e64 vcc, v[2:3], s8
	v_mov_b32_e32 v18, 0x7ff80000
	v_mov_b32_e32 v19, 0xfff00000
	v_add_f64 v[8:9], v[8:9], v[12:13]
	v_cndmask_b32_e64 v11, v28, v11, s[0:1]
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], 0, v[2:3]
	v_cndmask_b32_e64 v11, 0, v11, s[2:3]
	v_cmp_gt_f64_e64 s[2:3], 0, v[2:3]
	v_and_b32_e32 v13, 0x7fffffff, v5
	v_add_f64 v[8:9], v[24:25], v[8:9]
	v_mov_b32_e32 v12, v4
	global_store_dwordx2 v[14:15], v[10:11], off
	v_cndmask_b32_e32 v8, v8, v2, vcc
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cmp_eq_f64_e64 s[0:1], 0, v[2:3]
	v_cndmask_b32_e32 v9, v9, v3, vcc
	v_cndmask_b32_e64 v9, v9, v18, s[2:3]
	v_cndmask_b32_e64 v9, v9, v19, s[0:1]
	global_store_dwordx2 v[6:7], v[8:9], off
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .L7e4
	v_trig_preop_f64 v[6:7], v[12:13], 0
	s_mov_b32 s5, 0x7b000000
	s_movk_i32 s9, 0xff80
	v_ldexp_f64 v[10:11], v[12:13], s9
	v_cmp_le_f64_e64 s[4:5], s[4:5], v[12:13]
	v_trig_preop_f64 v[8:9], v[12:13], 1
	v_trig_preop_f64 v[18:19], v[12:13], 2
	v_mov_b32_e32 v26, 0x40100000
	v_cndmask_b32_e64 v11, v13, v11, s[4:5]
	v_cndmask_b32_e64 v10, v12, v10, s[4:5]
	v_mul_f64 v[14:15], v[6:7], v[10:11]
	v_mul_f64 v[16:17], v[8:9], v[10:11]
	v_mul_f64 v[24:25], v[18:19], v[10:11]
	v_fma_f64 v[6:7], v[6:7], v[10:11], -v[14:15]
	v_fma_f64 v[8:9], v[8:9], v[10:11], -v[16:17]
	v_fma_f64 v[10:11], v[18:19], v[10:11], -v[24:25]
	v_add_f64 v[20:21], v[16:17], v[6:7]
	v_add_f64 v[22:23], v[20:21], -v[16:17]
	v_add_f64 v[6:7], v[6:7], -v[22:23]
	v_add_f64 v[22:23], v[20:21], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[22:23]
	v_add_f64 v[22:23], v[24:25], v[8:9]
	v_add_f64 v[6:7], v[6:7], v[16:17]
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	v_add_f64 v[16:17], v[14:15], v[20:21]
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_add_f64 v[18:19], v[22:23], -v[18:19]
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_ldexp_f64 v[16:17], v[16:17], -2
	v_add_f64 v[18:19], v[24:25], -v[18:19]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_fract_f64_e32 v[24:25], v[16:17]
	v_cmp_class_f64_e64 s[4:5], v[16:17], s8
	v_add_f64 v[16:17], v[22:23], v[6:7]
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_cndmask_b32_e64 v19, v25, 0, s[4:5]
	v_add_f64 v[20:21], v[16:17], -v[22:23]
	v_cndmask_b32_e64 v18, v24, 0, s[4:5]
	v_ldexp_f64 v[18:19], v[18:19], 2
	v_add_f64 v[24:25], v[16:17], -v[20:21]
	v_add_f64 v[6:7], v[6:7], -v[20:21]
	v_add_f64 v[20:21], v[14:15], v[16:17]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_add_f64 v[24:25], v[18:19], v[20:21]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_add_f64 v[6:7], v[6:7], v[22:23]
	v_cmp_gt_f64_e64 s[4:5], 0, v[24:25]
	v_mov_b32_e32 v24, 0
	v_add_f64 v[14:15], v[16:17], -v[14:15]
	v_add_f64 v[6:7], v[8:9], v[6:7]
	v_cndmask_b32_e64 v25, 0, v26, s[4:5]
	v_add_f64 v[18:19], v[18:19], v[24:25]
	v_add_f64 v[6:7], v[10:11], v[6:7]
	v_add_f64 v[22:23], v[20:21], v[18:19]
	v_add_f64 v[6:7], v[14:15], v[6:7]
	v_cvt_i32_f64_e32 v25, v[22:23]
	v_cvt_f64_i32_e32 v[22:23], v25
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_add_f64 v[8:9], v[20:21], v[18:19]
	v_add_f64 v[10:11], v[8:9], -v[18:19]
	v_cmp_le_f64_e64 s[4:5], 0.5, v[8:9]
	v_add_f64 v[14:15], v[20:21], -v[10:11]
	v_mov_b32_e32 v11, 0x3ff00000
	v_addc_co_u32_e64 v10, s[8:9], 0, v25, s[4:5]
	v_cndmask_b32_e64 v25, 0, v11, s[4:5]
	v_add_f64 v[8:9], v[8:9], -v[24:25]
	s_mov_b32 s4, 0x54442d18
	s_mov_b32 s5, 0x3ff921fb
	v_add_f64 v[6:7], v[6:7], v[14:15]
	s_mov_b32 s8, 0x33145c07
	s_mov_b32 s9, 0x3c91a626
	v_add_f64 v[14:15], v[8:9], v[6:7]
	v_mul_f64 v[16:17], v[14:15], s[4:5]
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_fma_f64 v[18:19], v[14:15], s[4:5], -v[16:17]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_fma_f64 v[8:9], v[14:15], s[8:9], v[18:19]
	v_fma_f64 v[8:9], v[6:7], s[4:5], v[8:9]
	v_add_f64 v[6:7], v[16:17], v[8:9]
	v_add_f64 v[14:15], v[6:7], -v[16:17]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
.L7e4:
	s_andn2_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .L8b4
	s_mov_b32 s8, 0x6dc9c883
	s_mov_b32 s9, 0x3fe45f30
	v_mul_f64 v[6:7], v[12:13], s[8:9]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0xbff921fb
	s_mov_b32 s13, 0xbc91a626
	s_mov_b32 s12, 0x33145c00
	v_rndne_f64_e32 v[10:11], v[6:7]
	v_fma_f64 v[6:7], v[10:11], s[8:9], v[12:13]
	v_mul_f64 v[8:9], v[10:11], s[12:13]
	s_mov_b32 s8, 0x252049c0
	s_mov_b32 s9, 0xb97b839a
	v_fma_f64 v[18:19], v[10:11], s[12:13], v[6:7]
	v_add_f64 v[14:15], v[6:7], v[8:9]
	s_mov_b32 s13, 0x3c91a626
	v_add_f64 v[16:17], v[6:7], -v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[18:19]
	v_add_f64 v[6:7], v[16:17], v[8:9]
	v_fma_f64 v[8:9], v[10:11], s[12:13], v[8:9]
	v_add_f64 v[6:7], v[14:15], v[6:7]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_fma_f64 v[8:9], v[10:11], s[8:9], v[6:7]
	v_cvt_i32_f64_e32 v10, v[10:11]
	v_add_f64 v[6:7], v[18:19], v[8:9]
	v_add_f64 v[14:15], v[6:7], -v[18:19]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
.L8b4:
	s_or_b64 exec, exec, s[4:5]
	v_mul_f64 v[14:15], v[6:7], v[6:7]
	s_mov_b32 s4, 0xf9a43bb8
	v_mov_b32_e32 v16, 0xb42fdfa7
	v_mov_b32_e32 v17, 0xbe5ae600
	s_mov_b32 s5, 0x3de5e0b2
	s_mov_b32 s8, 0x46cc5e42
	v_mov_b32_e32 v18, 0x9037ab78
	v_mov_b32_e32 v19, 0x3e21eeb6
	v_fma_f64 v[16:17], v[14:15], s[4:5], v[16:17]
	s_mov_b32 s4, 0x796cde01
	s_mov_b32 s5, 0x3ec71de3
	s_mov_b32 s9, 0xbda907db
	v_mul_f64 v[20:21], v[14:15], 0.5
	v_fma_f64 v[18:19], v[14:15], s[8:9], v[18:19]
	s_mov_b32 s8, 0xa17f65f6
	s_mov_b32 s9, 0xbe927e4f
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[4:5]
	s_mov_b32 s4, 0x19e83e5c
	s_mov_b32 s5, 0xbf2a01a0
	v_mul_f64 v[24:25], v[8:9], 0.5
	v_add_f64 v[22:23], -v[20:21], 1.0
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[8:9]
	s_mov_b32 s8, 0x19f4ec90
	s_mov_b32 s9, 0x3efa01a0
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[4:5]
	s_mov_b32 s4, 0x11110bb3
	s_mov_b32 s5, 0x3f811111
	v_mul_f64 v[26:27], v[6:7], -v[14:15]
	v_add_f64 v[28:29], -v[22:23], 1.0
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[8:9]
	s_mov_b32 s14, 0
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[4:5]
	s_mov_b32 s4, 0x16c16967
	s_mov_b32 s5, 0xbf56c16c
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[4:5]
	s_mov_b32 s5, 0x3fa55555
	s_mov_b32 s4, 0x55555555
	v_fma_f64 v[16:17], v[26:27], v[16:17], v[24:25]
	v_mul_f64 v[24:25], v[14:15], v[14:15]
	v_fma_f64 v[20:21], v[6:7], -v[8:9], v[20:21]
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[4:5]
	s_mov_b32 s5, 0xbfc55555
	v_fma_f64 v[8:9], v[14:15], v[16:17], -v[8:9]
	v_lshlrev_b32_e32 v16, 30, v10
	v_mov_b32_e32 v17, 0x7ff80000
	v_fma_f64 v[14:15], v[24:25], v[18:19], v[20:21]
	v_fma_f64 v[8:9], v[26:27], s[4:5], v[8:9]
	s_movk_i32 s4, 0x1f8
	v_cmp_class_f64_e64 s[4:5], v[12:13], s4
	v_add_f64 v[14:15], v[22:23], v[14:15]
	v_add_f64 v[8:9], v[6:7], -v[8:9]
	v_and_b32_e32 v6, 1, v10
	v_cmp_eq_u32_e64 s[8:9], 0, v6
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cndmask_b32_e64 v6, v14, v8, s[8:9]
	v_xor_b32_e32 v8, v16, v5
	v_and_b32_e32 v8, 0x80000000, v8
	v_cndmask_b32_e64 v9, v15, v9, s[8:9]
	v_mov_b32_e32 v14, s21
	v_xor_b32_e32 v9, v9, v8
	v_add_co_u32_e64 v10, s[8:9], s20, v10
	v_cndmask_b32_e64 v8, 0, v6, s[4:5]
	v_cndmask_b32_e64 v9, v17, v9, s[4:5]
	v_addc_co_u32_e64 v11, s[8:9], v14, v11, s[8:9]
	global_store_dwordx2 v[10:11], v[8:9], off
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_xor_b64 s[12:13], exec, s[8:9]
	s_cbranch_execz .Ld38
	v_trig_preop_f64 v[8:9], v[12:13], 0
	s_mov_b32 s15, 0x7b000000
	s_movk_i32 s10, 0xff80
	v_cmp_le_f64_e64 s[8:9], s[14:15], v[12:13]
	v_ldexp_f64 v[16:17], v[12:13], s10
	v_trig_preop_f64 v[10:11], v[12:13], 1
	v_trig_preop_f64 v[14:15], v[12:13], 2
	v_mov_b32_e32 v6, 0x40100000
	v_cndmask_b32_e64 v13, v13, v17, s[8:9]
	v_cndmask_b32_e64 v12, v12, v16, s[8:9]
	s_movk_i32 s8, 0x204
	v_mul_f64 v[20:21], v[8:9], v[12:13]
	v_mul_f64 v[18:19], v[10:11], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[12:13]
	v_fma_f64 v[8:9], v[8:9], v[12:13], -v[20:21]
	v_fma_f64 v[10:11], v[10:11], v[12:13], -v[18:19]
	v_fma_f64 v[14:15], v[14:15], v[12:13], -v[16:17]
	v_add_f64 v[12:13], v[18:19], v[8:9]
	v_add_f64 v[22:23], v[12:13], -v[18:19]
	v_add_f64 v[24:25], v[12:13], -v[22:23]
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_add_f64 v[18:19], v[16:17], v[10:11]
	v_add_f64 v[22:23], v[18:19], -v[16:17]
	v_add_f64 v[24:25], v[18:19], -v[22:23]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_add_f64 v[16:17], v[18:19], v[8:9]
	v_add_f64 v[22:23], v[16:17], -v[18:19]
	v_add_f64 v[24:25], v[16:17], -v[22:23]
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[20:21], v[12:13]
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[14:15], v[10:11], -v[20:21]
	v_ldexp_f64 v[10:11], v[10:11], -2
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_cmp_class_f64_e64 s[8:9], v[10:11], s8
	v_add_f64 v[14:15], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], -v[12:13]
	v_add_f64 v[12:13], v[16:17], -v[12:13]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_fract_f64_e32 v[12:13], v[10:11]
	v_mov_b32_e32 v10, 0
	v_cndmask_b32_e64 v13, v13, 0, s[8:9]
	v_cndmask_b32_e64 v12, v12, 0, s[8:9]
	v_ldexp_f64 v[12:13], v[12:13], 2
	v_add_f64 v[16:17], v[12:13], v[14:15]
	v_cmp_gt_f64_e64 s[8:9], 0, v[16:17]
	v_cndmask_b32_e64 v11, 0, v6, s[8:9]
	v_add_f64 v[11:12], v[12:13], v[10:11]
	v_add_f64 v[16:17], v[14:15], v[11:12]
	v_cvt_i32_f64_e32 v6, v[16:17]
	v_cvt_f64_i32_e32 v[16:17], v6
	v_add_f64 v[11:12], v[11:12], -v[16:17]
	v_add_f64 v[16:17], v[14:15], v[11:12]
	v_add_f64 v[11:12], v[16:17], -v[11:12]
	v_cmp_le_f64_e64 s[8:9], 0.5, v[16:17]
	v_add_f64 v[11:12], v[14:15], -v[11:12]
	v_addc_co_u32_e64 v14, s[10:11], 0, v6, s[8:9]
	v_mov_b32_e32 v6, 0x3ff00000
	s_mov_b32 s10, 0x33145c07
	s_mov_b32 s11, 0x3c91a626
	v_add_f64 v[8:9], v[8:9], v[11:12]
	v_cndmask_b32_e64 v11, 0, v6, s[8:9]
	v_add_f64 v[10:11], v[16:17], -v[10:11]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0x3ff921fb
	v_add_f64 v[12:13], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_mul_f64 v[10:11], v[12:13], s[8:9]
	v_fma_f64 v[15:16], v[12:13], s[8:9], -v[10:11]
	v_fma_f64 v[12:13], v[12:13], s[10:11], v[15:16]
	v_fma_f64 v[12:13], v[8:9], s[8:9], v[12:13]
	v_add_f64 v[8:9], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[8:9], -v[10:11]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
.Ld38:
	s_or_saveexec_b64 s[8:9], s[12:13]
	s_load_dwordx2 s[18:19], s[6:7], 0x40
	v_mov_b32_e32 v6, v2
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .Le18
	s_mov_b32 s6, 0x6dc9c883
	s_mov_b32 s7, 0x3fe45f30
	v_mul_f64 v[8:9], v[12:13], s[6:7]
	s_mov_b32 s6, 0x54442d18
	s_mov_b32 s7, 0xbff921fb
	s_mov_b32 s11, 0xbc91a626
	s_mov_b32 s10, 0x33145c00
	v_rndne_f64_e32 v[14:15], v[8:9]
	v_fma_f64 v[8:9], v[14:15], s[6:7], v[12:13]
	v_mul_f64 v[10:11], v[14:15], s[10:11]
	s_mov_b32 s6, 0x252049c0
	s_mov_b32 s7, 0xb97b839a
	v_fma_f64 v[18:19], v[14:15], s[10:11], v[8:9]
	v_add_f64 v[12:13], v[8:9], v[10:11]
	s_mov_b32 s11, 0x3c91a626
	v_add_f64 v[16:17], v[8:9], -v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_add_f64 v[8:9], v[16:17], v[10:11]
	v_fma_f64 v[10:11], v[14:15], s[10:11], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[10:11], v[14:15], s[6:7], v[8:9]
	v_cvt_i32_f64_e32 v14, v[14:15]
	v_add_f64 v[8:9], v[18:19], v[10:11]
	v_add_f64 v[12:13], v[8:9], -v[18:19]
	v_add_f64 v[10:11], v[10:11], -v[12:13]
.Le18:
	s_or_b64 exec, exec, s[8:9]
	v_frexp_mant_f64_e32 v[12:13], v[6:7]
	s_mov_b32 s10, 0x55555555
	s_mov_b32 s9, 0x3fe55555
	s_mov_b32 s8, s10
	s_mov_b32 s12, 0x4222de17
	s_mov_b32 s13, 0x3fbdee67
	s_mov_b32 s15, 0x3c7abc9e
	s_mov_b32 s14, 0x3b39803f
	v_cmp_gt_f64_e64 s[6:7], s[8:9], v[12:13]
	s_mov_b32 s17, 0x3f811111
	s_mov_b32 s16, 0x11110bb3
	s_mov_b32 s11, 0x3fa55555
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0x3fc00000
	s_movk_i32 s30, 0x204
	v_mov_b32_e32 v33, 0x7ff00000
	v_cndmask_b32_e64 v15, 0, 1, s[6:7]
	v_ldexp_f64 v[12:13], v[12:13], v15
	v_add_f64 v[15:16], v[12:13], 1.0
	v_add_f64 v[21:22], v[12:13], -1.0
	v_rcp_f64_e32 v[17:18], v[15:16]
	v_add_f64 v[23:24], v[15:16], -1.0
	v_add_f64 v[12:13], v[12:13], -v[23:24]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[19:20], v[17:18], v[17:18]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	v_mul_f64 v[25:26], v[15:16], v[19:20]
	v_fma_f64 v[15:16], v[19:20], v[15:16], -v[25:26]
	v_fma_f64 v[12:13], v[19:20], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[25:26], v[12:13]
	v_add_f64 v[23:24], v[21:22], -v[15:16]
	v_add_f64 v[25:26], v[15:16], -v[25:26]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	v_add_f64 v[12:13], v[12:13], -v[25:26]
	v_add_f64 v[15:16], v[21:22], -v[15:16]
	v_add_f64 v[12:13], v[15:16], -v[12:13]
	v_add_f64 v[12:13], v[23:24], v[12:13]
	v_mov_b32_e32 v23, 0x968915a9
	v_mov_b32_e32 v24, 0x3fba6564
	v_mul_f64 v[12:13], v[17:18], v[12:13]
	v_add_f64 v[15:16], v[19:20], v[12:13]
	v_add_f64 v[17:18], v[15:16], -v[19:20]
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	v_add_f64 v[12:13], v[12:13], -v[17:18]
	v_fma_f64 v[17:18], v[15:16], v[15:16], -v[19:20]
	v_add_f64 v[21:22], v[12:13], v[12:13]
	v_fma_f64 v[17:18], v[15:16], v[21:22], v[17:18]
	v_add_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[23:24], v[21:22], s[12:13], v[23:24]
	s_mov_b32 s12, 0x3abe935a
	s_mov_b32 s13, 0x3fbe25e4
	v_add_f64 v[19:20], v[21:22], -v[19:20]
	v_mul_f64 v[29:30], v[15:16], v[21:22]
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0x47e6c9c2
	s_mov_b32 s13, 0x3fc110ef
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0xcfa74449
	s_mov_b32 s13, 0x3fc3b13b
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0x71bf3c30
	s_mov_b32 s13, 0x3fc745d1
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0x1c7792ce
	s_mov_b32 s13, 0x3fcc71c7
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0x924920da
	s_mov_b32 s13, 0x3fd24924
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s12, 0x9999999c
	s_mov_b32 s13, 0x3fd99999
	v_fma_f64 v[23:24], v[21:22], v[23:24], s[12:13]
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s12, 0xfefa39ef
	v_mul_f64 v[25:26], v[21:22], v[23:24]
	v_fma_f64 v[19:20], v[21:22], v[23:24], -v[25:26]
	v_fma_f64 v[19:20], v[17:18], v[23:24], v[19:20]
	v_add_f64 v[23:24], v[25:26], v[19:20]
	v_add_f64 v[25:26], v[23:24], -v[25:26]
	v_add_f64 v[27:28], v[23:24], s[8:9]
	s_mov_b32 s9, 0xbfe55555
	v_add_f64 v[19:20], v[19:20], -v[25:26]
	v_add_f64 v[25:26], v[27:28], s[8:9]
	s_mov_b32 s8, 0xd5df274d
	s_mov_b32 s9, 0x3c8543b0
	v_add_f64 v[19:20], v[19:20], s[8:9]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	v_fma_f64 v[25:26], v[21:22], v[15:16], -v[29:30]
	v_add_f64 v[19:20], v[19:20], v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[12:13], v[25:26]
	v_ldexp_f64 v[12:13], v[12:13], 1
	v_fma_f64 v[17:18], v[17:18], v[15:16], v[21:22]
	v_add_f64 v[21:22], v[27:28], v[19:20]
	v_ldexp_f64 v[15:16], v[15:16], 1
	v_add_f64 v[23:24], v[29:30], v[17:18]
	v_add_f64 v[25:26], v[21:22], -v[27:28]
	v_mul_f64 v[27:28], v[23:24], v[21:22]
	v_add_f64 v[29:30], v[23:24], -v[29:30]
	v_add_f64 v[19:20], v[19:20], -v[25:26]
	v_fma_f64 v[25:26], v[23:24], v[21:22], -v[27:28]
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_fma_f64 v[19:20], v[23:24], v[19:20], v[25:26]
	v_frexp_exp_i32_f64_e32 v25, v[6:7]
	v_mul_f64 v[23:24], v[8:9], v[8:9]
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[19:20]
	v_subbrev_co_u32_e64 v25, s[6:7], 0, v25, s[6:7]
	v_cvt_f64_i32_e32 v[25:26], v25
	s_mov_b32 s6, 0xf9a43bb8
	s_mov_b32 s7, 0x3de5e0b2
	v_mul_f64 v[31:32], v[8:9], -v[23:24]
	v_mul_f64 v[29:30], v[25:26], s[12:13]
	v_add_f64 v[19:20], v[27:28], v[17:18]
	v_add_f64 v[21:22], v[15:16], v[19:20]
	v_add_f64 v[27:28], v[19:20], -v[27:28]
	v_add_f64 v[15:16], v[21:22], -v[15:16]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	v_mul_f64 v[27:28], v[23:24], 0.5
	v_add_f64 v[15:16], v[19:20], -v[15:16]
	v_fma_f64 v[19:20], v[25:26], s[12:13], -v[29:30]
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[17:18], -v[27:28], 1.0
	s_mov_b32 s13, 0xbfe62e42
	v_fma_f64 v[19:20], v[25:26], s[14:15], v[19:20]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	v_add_f64 v[25:26], -v[17:18], 1.0
	s_mov_b32 s15, 0xbc7abc9e
	v_add_f64 v[15:16], v[29:30], v[19:20]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[27:28], v[15:16], -v[29:30]
	v_add_f64 v[29:30], v[21:22], v[12:13]
	v_fma_f64 v[25:26], v[8:9], -v[10:11], v[25:26]
	v_add_f64 v[19:20], v[19:20], -v[27:28]
	v_add_f64 v[21:22], v[29:30], -v[21:22]
	v_add_f64 v[27:28], v[15:16], v[29:30]
	v_add_f64 v[12:13], v[12:13], -v[21:22]
	v_add_f64 v[21:22], v[27:28], -v[15:16]
	v_add_f64 v[29:30], v[29:30], -v[21:22]
	v_add_f64 v[21:22], v[27:28], -v[21:22]
	v_add_f64 v[15:16], v[15:16], -v[21:22]
	v_add_f64 v[21:22], v[19:20], v[12:13]
	v_add_f64 v[15:16], v[29:30], v[15:16]
	v_add_f64 v[29:30], v[21:22], -v[19:20]
	v_add_f64 v[15:16], v[21:22], v[15:16]
	v_add_f64 v[12:13], v[12:13], -v[29:30]
	v_add_f64 v[29:30], v[21:22], -v[29:30]
	v_mul_f64 v[21:22], v[10:11], 0.5
	v_add_f64 v[19:20], v[19:20], -v[29:30]
	v_mov_b32_e32 v29, 0xb42fdfa7
	v_mov_b32_e32 v30, 0xbe5ae600
	v_fma_f64 v[29:30], v[23:24], s[6:7], v[29:30]
	s_mov_b32 s6, 0x796cde01
	s_mov_b32 s7, 0x3ec71de3
	v_add_f64 v[12:13], v[12:13], v[19:20]
	v_add_f64 v[19:20], v[27:28], v[15:16]
	v_fma_f64 v[29:30], v[23:24], v[29:30], s[6:7]
	s_mov_b32 s6, 0x19e83e5c
	s_mov_b32 s7, 0xbf2a01a0
	v_add_f64 v[27:28], v[19:20], -v[27:28]
	v_fma_f64 v[29:30], v[23:24], v[29:30], s[6:7]
	s_mov_b32 s6, 0x46cc5e42
	s_mov_b32 s7, 0xbda907db
	v_add_f64 v[15:16], v[15:16], -v[27:28]
	v_mov_b32_e32 v27, 0x9037ab78
	v_mov_b32_e32 v28, 0x3e21eeb6
	v_fma_f64 v[27:28], v[23:24], s[6:7], v[27:28]
	s_mov_b32 s6, 0xa17f65f6
	s_mov_b32 s7, 0xbe927e4f
	v_fma_f64 v[29:30], v[23:24], v[29:30], s[16:17]
	s_mov_b32 s16, 0x11122322
	v_add_f64 v[15:16], v[12:13], v[15:16]
	v_mul_f64 v[12:13], v[23:24], v[23:24]
	v_fma_f64 v[27:28], v[23:24], v[27:28], s[6:7]
	s_mov_b32 s6, 0x19f4ec90
	s_mov_b32 s7, 0x3efa01a0
	v_fma_f64 v[21:22], v[31:32], v[29:30], v[21:22]
	v_fma_f64 v[27:28], v[23:24], v[27:28], s[6:7]
	s_mov_b32 s6, 0x16c16967
	s_mov_b32 s7, 0xbf56c16c
	v_fma_f64 v[10:11], v[23:24], v[21:22], -v[10:11]
	v_lshlrev_b64 v[21:22], 3, v[0:1]
	v_fma_f64 v[27:28], v[23:24], v[27:28], s[6:7]
	v_add_co_u32_e64 v21, s[6:7], s22, v21
	v_fma_f64 v[27:28], v[23:24], v[27:28], s[10:11]
	v_mov_b32_e32 v23, s23
	v_addc_co_u32_e64 v22, s[6:7], v23, v22, s[6:7]
	s_mov_b32 s22, 0x652b82fe
	s_mov_b32 s23, 0x3ff71547
	v_fma_f64 v[25:26], v[12:13], v[27:28], v[25:26]
	v_mul_f64 v[12:13], v[4:5], s[20:21]
	v_add_f64 v[27:28], v[19:20], v[15:16]
	s_mov_b32 s21, 0x7ff00000
	v_trunc_f64_e64 v[23:24], |v[12:13]|
	v_add_f64 v[19:20], v[27:28], -v[19:20]
	v_cmp_class_f64_e64 s[28:29], v[12:13], s30
	v_add_f64 v[15:16], v[15:16], -v[19:20]
	v_mul_f64 v[19:20], v[23:24], 0.5
	v_fract_f64_e32 v[29:30], v[19:20]
	v_cmp_class_f64_e64 s[6:7], v[19:20], s30
	v_mul_f64 v[19:20], v[12:13], v[27:28]
	v_fma_f64 v[27:28], v[12:13], v[27:28], -v[19:20]
	v_fma_f64 v[15:16], v[12:13], v[15:16], v[27:28]
	v_cndmask_b32_e64 v28, v30, 0, s[6:7]
	v_cndmask_b32_e64 v27, v29, 0, s[6:7]
	s_mov_b32 s7, 0xbfc55555
	s_mov_b32 s6, s10
	v_fma_f64 v[10:11], v[31:32], s[6:7], v[10:11]
	v_cmp_class_f64_e64 s[6:7], v[19:20], s30
	v_cmp_eq_f64_e64 s[8:9], 0, v[27:28]
	v_add_f64 v[29:30], v[19:20], v[15:16]
	v_mov_b32_e32 v31, 0xfca7ab0c
	v_mov_b32_e32 v32, 0x3e928af3
	s_mov_b32 s10, 0x555502a1
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_cndmask_b32_e64 v11, v30, v20, s[6:7]
	v_cndmask_b32_e64 v10, v29, v19, s[6:7]
	v_mul_f64 v[27:28], v[10:11], s[22:23]
	v_add_f64 v[19:20], v[29:30], -v[19:20]
	s_mov_b32 s6, 0x6a5dcb37
	s_mov_b32 s7, 0x3e5ade15
	v_xor_b32_e32 v9, 0x80000000, v9
	s_brev_b32 s22, -2
	v_rndne_f64_e32 v[27:28], v[27:28]
	v_fma_f64 v[29:30], v[27:28], s[12:13], v[10:11]
	v_cmp_neq_f64_e64 s[12:13], |v[10:11]|, s[20:21]
	s_mov_b32 s21, 0x40900000
	v_fma_f64 v[29:30], v[27:28], s[14:15], v[29:30]
	v_cmp_nlt_f64_e64 s[14:15], s[20:21], v[10:11]
	s_mov_b32 s21, 0xc090cc00
	v_fma_f64 v[31:32], v[29:30], s[6:7], v[31:32]
	s_mov_b32 s6, 0x623fde64
	s_mov_b32 s7, 0x3ec71dee
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	s_mov_b32 s6, 0x7c89e6b0
	s_mov_b32 s7, 0x3efa0199
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	s_mov_b32 s6, 0x14761f6e
	s_mov_b32 s7, 0x3f2a01a0
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	s_mov_b32 s6, 0x1852b7b0
	s_mov_b32 s7, 0x3f56c16c
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	s_mov_b32 s6, 0x55555511
	s_mov_b32 s7, 0x3fc55555
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[16:17]
	v_cmp_ngt_f64_e64 s[16:17], s[20:21], v[10:11]
	v_add_f64 v[10:11], v[17:18], v[25:26]
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[10:11]
	v_cmp_ngt_f64_e64 s[10:11], 0, v[2:3]
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	s_mov_b32 s6, 11
	s_mov_b32 s7, 0x3fe00000
	v_fma_f64 v[31:32], v[29:30], v[31:32], s[6:7]
	v_cmp_eq_f64_e64 s[6:7], |v[12:13]|, v[23:24]
	v_cvt_i32_f64_e32 v23, v[27:28]
	v_bfrev_b32_e32 v27, 1
	v_fma_f64 v[31:32], v[29:30], v[31:32], 1.0
	v_fma_f64 v[29:30], v[29:30], v[31:32], 1.0
	v_and_b32_e32 v31, 1, v14
	v_lshlrev_b32_e32 v14, 30, v14
	v_and_b32_e32 v28, 0x80000000, v14
	v_cndmask_b32_e64 v14, 0, 1, s[6:7]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_addc_co_u32_e64 v14, s[6:7], 0, v14, s[6:7]
	v_ldexp_f64 v[23:24], v[29:30], v23
	v_cmp_eq_u32_e64 s[6:7], 1, v14
	v_cmp_ne_u32_e64 s[8:9], 0, v14
	v_add_f64 v[14:15], v[15:16], -v[19:20]
	s_and_b64 s[2:3], s[2:3], s[6:7]
	v_cndmask_b32_e64 v19, 0, v27, s[2:3]
	s_and_b64 s[2:3], s[16:17], s[14:15]
	v_mov_b32_e32 v32, 0x7ff80000
	v_cndmask_b32_e64 v16, v33, v24, s[14:15]
	v_cndmask_b32_e64 v17, 0, v16, s[16:17]
	v_cndmask_b32_e64 v16, 0, v23, s[2:3]
	v_cndmask_b32_e64 v15, 0, v15, s[12:13]
	v_cndmask_b32_e64 v14, 0, v14, s[12:13]
	v_fma_f64 v[14:15], v[16:17], v[14:15], v[16:17]
	v_cmp_class_f64_e64 s[2:3], v[16:17], s30
	v_cmp_eq_u32_e64 s[12:13], 0, v31
	v_cndmask_b32_e64 v9, v9, v11, s[12:13]
	v_cndmask_b32_e64 v8, v8, v10, s[12:13]
	v_xor_b32_e32 v9, v9, v28
	v_cndmask_b32_e64 v8, 0, v8, s[4:5]
	v_cndmask_b32_e64 v9, v32, v9, s[4:5]
	global_store_dwordx2 v[21:22], v[8:9], off
	v_cndmask_b32_e64 v8, v15, v17, s[2:3]
	v_cndmask_b32_e64 v10, v14, v16, s[2:3]
	v_bfi_b32 v8, s22, v8, v19
	s_or_b64 s[2:3], s[10:11], s[8:9]
	v_cndmask_b32_e64 v9, v32, v8, s[2:3]
	v_cndmask_b32_e64 v8, 0, v10, s[2:3]
	s_and_saveexec_b64 s[4:5], s[28:29]
	s_cbranch_execz .L1740
	v_cmp_neq_f64_e64 s[2:3], 1.0, v[6:7]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0x3ff00000
	s_and_saveexec_b64 s[8:9], s[2:3]
	v_add_f64 v[6:7], v[6:7], -1.0
	v_mov_b32_e32 v6, 0x7ff00000
	v_mov_b32_e32 v8, 0
	v_xor_b32_e32 v7, v7, v13
	v_cmp_lt_i32_e64 s[2:3], -1, v7
	v_cndmask_b32_e64 v9, 0, v6, s[2:3]
	s_or_b64 exec, exec, s[8:9]
.L1740:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_f64_e64 s[2:3], 0, v[12:13]
	v_mov_b32_e32 v10, 0x7ff00000
	v_cndmask_b32_e64 v11, 0, v3, s[6:7]
	s_or_b64 vcc, s[0:1], vcc
	v_cmp_eq_f64_e64 s[4:5], 1.0, v[2:3]
	v_mov_b32_e32 v14, 0x7ff80000
	v_mov_b32_e32 v15, 0x42200000
	v_rsq_f64_e32 v[6:7], v[2:3]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_cndmask_b32_e64 v10, v10, 0, s[2:3]
	v_bfi_b32 v10, s22, v10, v11
	v_cndmask_b32_e32 v10, v9, v10, vcc
	v_cndmask_b32_e64 v11, v8, 0, vcc
	v_cmp_o_f64_e32 vcc, v[2:3], v[12:13]
	v_cmp_eq_f64_e64 s[0:1], 0, v[12:13]
	v_mov_b32_e32 v12, 0x3ff00000
	v_lshlrev_b64 v[8:9], 3, v[0:1]
	v_mov_b32_e32 v13, s25
	s_mov_b32 s21, 0x3fd80000
	v_cndmask_b32_e32 v16, 0, v11, vcc
	v_cndmask_b32_e32 v10, v14, v10, vcc
	s_or_b64 vcc, s[4:5], s[0:1]
	v_cndmask_b32_e32 v11, v10, v12, vcc
	v_mov_b32_e32 v12, 0x4f800000
	v_mac_f32_e32 v15, 0, v12
	v_rcp_f32_e32 v14, v15
	v_cndmask_b32_e64 v10, v16, 0, vcc
	s_movk_i32 s0, 0xffd8
	v_mul_f64 v[2:3], v[6:7], -v[2:3]
	v_mul_f32_e32 v14, 0x5f7ffffc, v14
	v_mul_f32_e32 v15, 0x2f800000, v14
	v_trunc_f32_e32 v15, v15
	v_mac_f32_e32 v14, 0xcf800000, v15
	v_cvt_u32_f32_e32 v16, v14
	v_cvt_u32_f32_e32 v17, v15
	v_add_co_u32_e32 v12, vcc, s24, v8
	v_mul_hi_u32 v18, v16, s0
	v_mul_lo_u32 v19, v17, s0
	v_mul_lo_u32 v20, v16, s0
	v_addc_co_u32_e32 v13, vcc, v13, v9, vcc
	v_sub_u32_e32 v18, v18, v16
	v_add_u32_e32 v18, v18, v19
	v_mul_lo_u32 v19, v16, v18
	v_mul_hi_u32 v21, v16, v20
	v_mul_hi_u32 v22, v16, v18
	v_fma_f64 v[2:3], v[2:3], v[6:7], 1.0
	v_mul_hi_u32 v23, v17, v18
	v_add_co_u32_e32 v19, vcc, v21, v19
	v_addc_co_u32_e32 v21, vcc, 0, v22, vcc
	v_mul_lo_u32 v22, v17, v20
	v_mul_hi_u32 v20, v17, v20
	v_mul_lo_u32 v18, v17, v18
	v_mul_f64 v[14:15], v[6:7], v[2:3]
	v_add_co_u32_e32 v19, vcc, v19, v22
	v_addc_co_u32_e32 v19, vcc, v21, v20, vcc
	v_addc_co_u32_e32 v20, vcc, 0, v23, vcc
	v_add_co_u32_e32 v18, vcc, v19, v18
	v_addc_co_u32_e32 v19, vcc, 0, v20, vcc
	v_fma_f64 v[2:3], v[2:3], s[20:21], 0.5
	v_add_co_u32_e32 v16, vcc, v16, v18
	v_addc_co_u32_e32 v17, vcc, v17, v19, vcc
	v_mul_hi_u32 v18, v16, s0
	v_mul_lo_u32 v19, v17, s0
	global_store_dwordx2 v[12:13], v[10:11], off
	v_mul_lo_u32 v10, v16, s0
	v_sub_u32_e32 v11, v18, v16
	v_add_u32_e32 v11, v11, v19
	v_mul_lo_u32 v12, v16, v11
	v_mul_hi_u32 v13, v16, v10
	v_fma_f64 v[2:3], v[14:15], v[2:3], v[6:7]
	v_mul_hi_u32 v14, v16, v11
	v_mul_hi_u32 v15, v17, v11
	v_add_co_u32_e32 v12, vcc, v13, v12
	v_addc_co_u32_e32 v13, vcc, 0, v14, vcc
	v_mul_lo_u32 v14, v17, v10
	v_mul_hi_u32 v10, v17, v10
	v_mul_lo_u32 v11, v17, v11
	v_add_co_u32_e32 v12, vcc, v12, v14
	v_addc_co_u32_e32 v10, vcc, v13, v10, vcc
	v_addc_co_u32_e32 v12, vcc, 0, v15, vcc
	v_add_co_u32_e32 v10, vcc, v10, v11
	v_addc_co_u32_e32 v11, vcc, 0, v12, vcc
	v_add_co_u32_e32 v12, vcc, v16, v10
	v_addc_co_u32_e32 v13, vcc, v17, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v0, v13, 0
	v_mul_hi_u32 v14, v0, v12
	s_movk_i32 s0, 0x180
	v_cmp_class_f64_e64 s[0:1], v[6:7], s0
	v_add_co_u32_e32 v14, vcc, v14, v10
	v_addc_co_u32_e32 v15, vcc, 0, v11, vcc
	v_mad_u64_u32 v[10:11], s[2:3], v1, v12, 0
	v_mad_u64_u32 v[12:13], s[2:3], v1, v13, 0
	v_add_co_u32_e32 v10, vcc, v14, v10
	v_addc_co_u32_e32 v10, vcc, v15, v11, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e32 v12, vcc, 0, v11, vcc
	v_mad_u64_u32 v[10:11], s[2:3], v10, 40, 0
	v_cndmask_b32_e64 v2, v6, v2, s[0:1]
	v_cndmask_b32_e64 v3, v7, v3, s[0:1]
	v_mov_b32_e32 v6, v11
	v_mad_u64_u32 v[6:7], s[0:1], v12, 40, v[6:7]
	v_sub_co_u32_e32 v0, vcc, v0, v10
	v_subb_co_u32_e32 v1, vcc, v1, v6, vcc
	v_subrev_co_u32_e32 v6, vcc, 40, v0
	v_subbrev_co_u32_e32 v7, vcc, 0, v1, vcc
	v_cmp_lt_u32_e32 vcc, 39, v6
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, -1, v10, vcc
	v_subrev_u32_e32 v10, 40, v6
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_cmp_lt_u32_e32 vcc, 39, v0
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_subrev_u32_e32 v0, 20, v0
	v_ldexp_f64 v[0:1], v[4:5], v0
	v_mov_b32_e32 v13, s27
	v_add_co_u32_e32 v4, vcc, s26, v8
	v_addc_co_u32_e32 v5, vcc, v13, v9, vcc
	global_store_dwordx2 v[4:5], v[2:3], off
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s19
	v_add_co_u32_e32 v2, vcc, s18, v8
	v_addc_co_u32_e32 v3, vcc, v3, v9, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.size dmath, 6712

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
  .amdhsa_next_free_vgpr 36
  .amdhsa_next_free_sgpr 36
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
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
