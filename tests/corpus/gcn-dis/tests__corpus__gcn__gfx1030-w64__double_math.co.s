// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl dmath
	.protected dmath
	.type dmath,@function
dmath:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x48
	s_mov_b32 s4, 0xbf559e2b
	s_mov_b32 s5, 0x3fc3ab76
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_mov_b32 s3, 0x3fe55555
	s_mov_b32 s2, 0x55555555
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc, s10, v6
	v_add_co_ci_u32_e32 v3, vcc, s11, v7, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_frexp_mant_f64_e32 v[4:5], v[2:3]
	v_frexp_exp_i32_f64_e32 v22, v[2:3]
	v_cmp_gt_f64_e32 vcc, s[2:3], v[4:5]
	s_mov_b32 s2, 0x55555780
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_ldexp_f64 v[4:5], v[4:5], v8
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
	v_fma_f64 v[8:9], v[12:13], v[4:5], v[8:9]
	v_add_co_u32 v4, s[0:1], s8, v6
	v_add_co_ci_u32_e64 v5, s[0:1], s9, v7, s[0:1]
	s_mov_b32 s0, 0x6b47b09a
	s_mov_b32 s1, 0x3fc38538
	s_mov_b32 s9, 0x40900000
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s8, 0
	v_add_f64 v[16:17], v[18:19], v[8:9]
	v_add_f64 v[20:21], v[14:15], -v[16:17]
	v_add_f64 v[18:19], v[16:17], -v[18:19]
	v_add_f64 v[14:15], v[14:15], -v[20:21]
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_add_f64 v[8:9], v[20:21], v[8:9]
	v_mul_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[12:13], v[8:9]
	v_mul_f64 v[14:15], v[10:11], v[10:11]
	v_ldexp_f64 v[20:21], v[10:11], 1
	v_fma_f64 v[16:17], v[14:15], s[4:5], s[0:1]
	s_mov_b32 s0, 0xd7f4df2e
	s_mov_b32 s1, 0x3fc7474d
	v_mul_f64 v[18:19], v[10:11], v[14:15]
	v_add_f64 v[10:11], v[10:11], -v[12:13]
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x16291751
	s_mov_b32 s1, 0x3fcc71c0
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x9b27acf1
	s_mov_b32 s1, 0x3fd24924
	v_ldexp_f64 v[8:9], v[8:9], 1
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x998ef7b6
	s_mov_b32 s1, 0x3fd99999
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[0:1]
	s_mov_b32 s0, 0x652b82fe
	s_mov_b32 s1, 0x3ff71547
	v_fma_f64 v[14:15], v[14:15], v[16:17], s[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[16:17], v[4:5], s[0:1]
	s_mov_b32 s1, 0xbfe62e42
	s_mov_b32 s0, 0xfefa39ef
	s_mov_b32 s2, 0x6a5dcb37
	s_mov_b32 s3, 0x3e5ade15
	v_mul_f64 v[14:15], v[18:19], v[14:15]
	v_subrev_co_ci_u32_e32 v18, vcc, 0, v22, vcc
	v_rndne_f64_e32 v[16:17], v[16:17]
	v_cmp_class_f64_e64 vcc, v[2:3], 0x204
	v_cvt_f64_i32_e32 v[18:19], v18
	v_add_f64 v[12:13], v[20:21], v[14:15]
	v_fma_f64 v[22:23], v[16:17], s[0:1], v[4:5]
	s_mov_b32 s1, 0x3fe62e42
	v_mul_f64 v[24:25], v[18:19], s[0:1]
	v_add_f64 v[10:11], v[12:13], -v[20:21]
	v_fma_f64 v[20:21], v[18:19], s[0:1], -v[24:25]
	s_mov_b32 s1, 0xbc7abc9e
	s_mov_b32 s0, 0x3b39803f
	v_add_f64 v[10:11], v[14:15], -v[10:11]
	v_fma_f64 v[14:15], v[16:17], s[0:1], v[22:23]
	s_mov_b32 s1, 0x3c7abc9e
	v_cvt_i32_f64_e32 v16, v[16:17]
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[20:21]
	s_mov_b32 s0, 0xfca7ab0c
	s_mov_b32 s1, 0x3e928af3
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[10:11], v[14:15], s[2:3], s[0:1]
	s_mov_b32 s0, 0x623fde64
	s_mov_b32 s1, 0x3ec71dee
	v_add_f64 v[20:21], v[24:25], v[18:19]
	v_add_f64 v[22:23], v[12:13], v[8:9]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	s_mov_b32 s0, 0x7c89e6b0
	s_mov_b32 s1, 0x3efa0199
	v_add_f64 v[24:25], v[20:21], -v[24:25]
	v_add_f64 v[26:27], v[20:21], v[22:23]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	s_mov_b32 s0, 0x14761f6e
	s_mov_b32 s1, 0x3f2a01a0
	v_add_f64 v[12:13], v[22:23], -v[12:13]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[28:29], v[26:27], -v[20:21]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	s_mov_b32 s0, 0x1852b7b0
	s_mov_b32 s1, 0x3f56c16c
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_add_f64 v[30:31], v[26:27], -v[28:29]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	v_add_f64 v[12:13], v[22:23], -v[28:29]
	s_mov_b32 s0, 0x11122322
	s_mov_b32 s1, 0x3f811111
	v_add_f64 v[22:23], v[18:19], v[8:9]
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	s_mov_b32 s0, 0x555502a1
	s_mov_b32 s1, 0x3fa55555
	v_add_f64 v[12:13], v[12:13], v[20:21]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	v_add_f64 v[20:21], v[22:23], -v[18:19]
	s_mov_b32 s0, 0x55555511
	s_mov_b32 s1, 0x3fc55555
	v_add_f64 v[12:13], v[22:23], v[12:13]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	v_add_f64 v[22:23], v[22:23], -v[20:21]
	s_mov_b32 s0, 11
	s_mov_b32 s1, 0x3fe00000
	v_add_f64 v[8:9], v[8:9], -v[20:21]
	v_add_f64 v[24:25], v[26:27], v[12:13]
	v_fma_f64 v[10:11], v[14:15], v[10:11], s[0:1]
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_cmp_nlt_f64_e64 s[0:1], s[8:9], v[4:5]
	s_mov_b32 s9, 0xc090cc00
	v_cmp_ngt_f64_e64 s[4:5], s[8:9], v[4:5]
	s_mov_b32 s9, 0x41d00000
	v_cmp_nlt_f64_e64 s[10:11], |v[4:5]|, s[8:9]
	v_add_f64 v[20:21], v[24:25], -v[26:27]
	v_fma_f64 v[10:11], v[14:15], v[10:11], 1.0
	v_add_f64 v[8:9], v[8:9], v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_fma_f64 v[10:11], v[14:15], v[10:11], 1.0
	v_add_co_u32 v14, s[2:3], s12, v6
	v_add_co_ci_u32_e64 v15, s[2:3], s13, v7, s[2:3]
	v_add_co_u32 v6, s[2:3], s14, v6
	v_add_co_ci_u32_e64 v7, s[2:3], s15, v7, s[2:3]
	v_cmp_gt_f64_e64 s[2:3], 0, v[2:3]
	v_add_f64 v[8:9], v[8:9], v[12:13]
	v_ldexp_f64 v[10:11], v[10:11], v16
	v_and_b32_e32 v13, 0x7fffffff, v5
	v_add_f64 v[8:9], v[24:25], v[8:9]
	v_cndmask_b32_e64 v11, 0x7ff00000, v11, s[0:1]
	s_and_b64 s[0:1], s[4:5], s[0:1]
	v_cndmask_b32_e32 v12, v8, v2, vcc
	v_cndmask_b32_e32 v8, v9, v3, vcc
	v_cndmask_b32_e64 v9, 0, v11, s[4:5]
	v_cndmask_b32_e64 v11, v8, 0x7ff80000, s[2:3]
	v_cndmask_b32_e64 v8, 0, v10, s[0:1]
	v_cmp_nge_f64_e64 s[0:1], 0, v[2:3]
	v_cndmask_b32_e64 v10, 0, v12, s[0:1]
	v_cmp_eq_f64_e64 s[0:1], 0, v[2:3]
	v_mov_b32_e32 v12, v4
	v_cndmask_b32_e64 v11, v11, 0xfff00000, s[0:1]
	global_store_dwordx2 v[14:15], v[8:9], off
	global_store_dwordx2 v[6:7], v[10:11], off
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_xor_b64 s[12:13], exec, s[4:5]
	s_cbranch_execz .L7e0
	s_mov_b32 s9, 0x7b000000
	v_ldexp_f64 v[6:7], v[12:13], 0xffffff80
	v_cmp_le_f64_e64 s[4:5], s[8:9], v[12:13]
	v_trig_preop_f64 v[8:9], v[12:13], 0
	v_trig_preop_f64 v[10:11], v[12:13], 1
	v_trig_preop_f64 v[22:23], v[12:13], 2
	v_mov_b32_e32 v30, 0
	v_cndmask_b32_e64 v7, v13, v7, s[4:5]
	v_cndmask_b32_e64 v6, v12, v6, s[4:5]
	v_mul_f64 v[14:15], v[8:9], v[6:7]
	v_mul_f64 v[16:17], v[10:11], v[6:7]
	v_mul_f64 v[28:29], v[22:23], v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[6:7], -v[14:15]
	v_fma_f64 v[10:11], v[10:11], v[6:7], -v[16:17]
	v_fma_f64 v[6:7], v[22:23], v[6:7], -v[28:29]
	v_add_f64 v[18:19], v[16:17], v[8:9]
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[26:27], v[14:15], v[18:19]
	v_add_f64 v[24:25], v[18:19], -v[20:21]
	v_add_f64 v[8:9], v[8:9], -v[20:21]
	v_ldexp_f64 v[20:21], v[26:27], -2
	v_add_f64 v[14:15], v[26:27], -v[14:15]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[24:25], v[28:29], v[10:11]
	v_cmp_class_f64_e64 s[4:5], v[20:21], 0x204
	v_add_f64 v[14:15], v[18:19], -v[14:15]
	v_add_f64 v[8:9], v[8:9], v[16:17]
	v_fract_f64_e32 v[16:17], v[20:21]
	v_add_f64 v[18:19], v[24:25], v[8:9]
	v_cndmask_b32_e64 v17, v17, 0, s[4:5]
	v_cndmask_b32_e64 v16, v16, 0, s[4:5]
	v_ldexp_f64 v[16:17], v[16:17], 2
	v_add_f64 v[20:21], v[14:15], v[18:19]
	v_add_f64 v[26:27], v[16:17], v[20:21]
	v_add_f64 v[14:15], v[20:21], -v[14:15]
	v_cmp_gt_f64_e64 s[4:5], 0, v[26:27]
	v_add_f64 v[26:27], v[24:25], -v[28:29]
	v_cndmask_b32_e64 v31, 0, 0x40100000, s[4:5]
	v_add_f64 v[35:36], v[24:25], -v[26:27]
	v_add_f64 v[10:11], v[10:11], -v[26:27]
	v_add_f64 v[16:17], v[16:17], v[30:31]
	v_add_f64 v[31:32], v[18:19], -v[24:25]
	v_add_f64 v[26:27], v[28:29], -v[35:36]
	v_add_f64 v[33:34], v[20:21], v[16:17]
	v_add_f64 v[37:38], v[18:19], -v[31:32]
	v_add_f64 v[8:9], v[8:9], -v[31:32]
	v_add_f64 v[10:11], v[10:11], v[26:27]
	v_cvt_i32_f64_e32 v33, v[33:34]
	v_add_f64 v[24:25], v[24:25], -v[37:38]
	v_cvt_f64_i32_e32 v[31:32], v33
	v_add_f64 v[8:9], v[8:9], v[24:25]
	v_add_f64 v[16:17], v[16:17], -v[31:32]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[18:19], -v[14:15]
	v_add_f64 v[22:23], v[20:21], v[16:17]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_f64 v[8:9], v[22:23], -v[16:17]
	v_cmp_le_f64_e64 s[4:5], 0.5, v[22:23]
	v_add_f64 v[6:7], v[10:11], v[6:7]
	v_add_f64 v[8:9], v[20:21], -v[8:9]
	v_cndmask_b32_e64 v31, 0, 0x3ff00000, s[4:5]
	v_add_co_ci_u32_e64 v10, s[8:9], 0, v33, s[4:5]
	s_mov_b32 s4, 0x54442d18
	s_mov_b32 s5, 0x3ff921fb
	s_mov_b32 s8, 0x33145c07
	s_mov_b32 s9, 0x3c91a626
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_f64 v[8:9], v[22:23], -v[30:31]
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
.L7e0:
	s_andn2_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .L8b0
	s_mov_b32 s8, 0x6dc9c883
	s_mov_b32 s9, 0x3fe45f30
	s_mov_b32 s13, 0xbc91a626
	v_mul_f64 v[6:7], v[12:13], s[8:9]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0xbff921fb
	s_mov_b32 s12, 0x33145c00
	v_rndne_f64_e32 v[10:11], v[6:7]
	v_fma_f64 v[6:7], v[10:11], s[8:9], v[12:13]
	v_mul_f64 v[8:9], v[10:11], s[12:13]
	s_mov_b32 s8, 0x252049c0
	s_mov_b32 s9, 0xb97b839a
	v_fma_f64 v[16:17], v[10:11], s[12:13], v[6:7]
	v_add_f64 v[14:15], v[6:7], v[8:9]
	s_mov_b32 s13, 0x3c91a626
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_fma_f64 v[8:9], v[10:11], s[12:13], v[8:9]
	v_add_f64 v[6:7], v[14:15], v[6:7]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_fma_f64 v[8:9], v[10:11], s[8:9], v[6:7]
	v_cvt_i32_f64_e32 v10, v[10:11]
	v_add_f64 v[6:7], v[16:17], v[8:9]
	v_add_f64 v[14:15], v[6:7], -v[16:17]
	v_add_f64 v[8:9], v[8:9], -v[14:15]
.L8b0:
	s_or_b64 exec, exec, s[4:5]
	v_mul_f64 v[14:15], v[6:7], v[6:7]
	s_mov_b32 s4, 0xb42fdfa7
	s_mov_b32 s8, 0xf9a43bb8
	s_mov_b32 s5, 0xbe5ae600
	s_mov_b32 s9, 0x3de5e0b2
	s_mov_b32 s12, 0x796cde01
	s_mov_b32 s13, 0x3ec71de3
	v_mul_f64 v[24:25], v[8:9], 0.5
	v_fma_f64 v[16:17], v[14:15], s[8:9], s[4:5]
	s_mov_b32 s4, 0x9037ab78
	s_mov_b32 s8, 0x46cc5e42
	s_mov_b32 s5, 0x3e21eeb6
	s_mov_b32 s9, 0xbda907db
	v_mul_f64 v[20:21], v[14:15], 0.5
	v_fma_f64 v[18:19], v[14:15], s[8:9], s[4:5]
	s_mov_b32 s4, 0xa17f65f6
	s_mov_b32 s8, 0x19e83e5c
	s_mov_b32 s5, 0xbe927e4f
	s_mov_b32 s9, 0xbf2a01a0
	v_mul_f64 v[26:27], v[6:7], -v[14:15]
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[12:13]
	v_add_f64 v[22:23], -v[20:21], 1.0
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[4:5]
	s_mov_b32 s4, 0x19f4ec90
	s_mov_b32 s5, 0x3efa01a0
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[8:9]
	s_mov_b32 s8, 0x11110bb3
	s_mov_b32 s9, 0x3f811111
	v_add_f64 v[28:29], -v[22:23], 1.0
	v_fma_f64 v[18:19], v[14:15], v[18:19], s[4:5]
	s_mov_b32 s4, 0x16c16967
	s_mov_b32 s5, 0xbf56c16c
	v_fma_f64 v[16:17], v[14:15], v[16:17], s[8:9]
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
	v_fma_f64 v[14:15], v[24:25], v[18:19], v[20:21]
	v_fma_f64 v[8:9], v[26:27], s[4:5], v[8:9]
	v_cmp_class_f64_e64 s[4:5], v[12:13], 0x1f8
	v_add_f64 v[14:15], v[22:23], v[14:15]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_and_b32_e32 v8, 1, v10
	v_cmp_eq_u32_e64 s[8:9], 0, v8
	v_cndmask_b32_e64 v8, v14, v6, s[8:9]
	v_lshlrev_b32_e32 v6, 30, v10
	v_cndmask_b32_e64 v7, v15, v7, s[8:9]
	v_cndmask_b32_e64 v8, 0, v8, s[4:5]
	v_xor_b32_e32 v6, v6, v5
	v_and_b32_e32 v6, 0x80000000, v6
	v_xor_b32_e32 v9, v7, v6
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_cndmask_b32_e64 v9, 0x7ff80000, v9, s[4:5]
	v_add_co_u32 v10, s[8:9], s16, v6
	v_add_co_ci_u32_e64 v11, s[8:9], s17, v7, s[8:9]
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_mov_b32 s8, 0
	global_store_dwordx2 v[10:11], v[8:9], off
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .Ld24
	s_mov_b32 s9, 0x7b000000
	v_ldexp_f64 v[8:9], v[12:13], 0xffffff80
	v_cmp_le_f64_e64 s[8:9], s[8:9], v[12:13]
	v_trig_preop_f64 v[10:11], v[12:13], 0
	v_trig_preop_f64 v[14:15], v[12:13], 1
	v_mov_b32_e32 v30, 0
	v_cndmask_b32_e64 v9, v13, v9, s[8:9]
	v_cndmask_b32_e64 v8, v12, v8, s[8:9]
	v_trig_preop_f64 v[12:13], v[12:13], 2
	v_mul_f64 v[16:17], v[10:11], v[8:9]
	v_mul_f64 v[18:19], v[14:15], v[8:9]
	v_mul_f64 v[28:29], v[12:13], v[8:9]
	v_fma_f64 v[10:11], v[10:11], v[8:9], -v[16:17]
	v_fma_f64 v[14:15], v[14:15], v[8:9], -v[18:19]
	v_fma_f64 v[8:9], v[12:13], v[8:9], -v[28:29]
	v_add_f64 v[20:21], v[18:19], v[10:11]
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[26:27], v[16:17], v[20:21]
	v_add_f64 v[24:25], v[20:21], -v[22:23]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_ldexp_f64 v[22:23], v[26:27], -2
	v_add_f64 v[16:17], v[26:27], -v[16:17]
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_add_f64 v[24:25], v[28:29], v[14:15]
	v_cmp_class_f64_e64 s[8:9], v[22:23], 0x204
	v_add_f64 v[16:17], v[20:21], -v[16:17]
	v_add_f64 v[10:11], v[10:11], v[18:19]
	v_fract_f64_e32 v[18:19], v[22:23]
	v_add_f64 v[20:21], v[24:25], v[10:11]
	v_cndmask_b32_e64 v19, v19, 0, s[8:9]
	v_cndmask_b32_e64 v18, v18, 0, s[8:9]
	v_ldexp_f64 v[18:19], v[18:19], 2
	v_add_f64 v[22:23], v[16:17], v[20:21]
	v_add_f64 v[26:27], v[18:19], v[22:23]
	v_add_f64 v[12:13], v[22:23], -v[16:17]
	v_cmp_gt_f64_e64 s[8:9], 0, v[26:27]
	v_add_f64 v[26:27], v[24:25], -v[28:29]
	v_add_f64 v[12:13], v[20:21], -v[12:13]
	v_cndmask_b32_e64 v31, 0, 0x40100000, s[8:9]
	v_add_f64 v[35:36], v[24:25], -v[26:27]
	v_add_f64 v[14:15], v[14:15], -v[26:27]
	v_add_f64 v[18:19], v[18:19], v[30:31]
	v_add_f64 v[31:32], v[20:21], -v[24:25]
	v_add_f64 v[26:27], v[28:29], -v[35:36]
	v_add_f64 v[33:34], v[22:23], v[18:19]
	v_add_f64 v[37:38], v[20:21], -v[31:32]
	v_add_f64 v[10:11], v[10:11], -v[31:32]
	v_add_f64 v[14:15], v[14:15], v[26:27]
	v_cvt_i32_f64_e32 v6, v[33:34]
	v_add_f64 v[24:25], v[24:25], -v[37:38]
	v_cvt_f64_i32_e32 v[31:32], v6
	v_add_f64 v[10:11], v[10:11], v[24:25]
	v_add_f64 v[18:19], v[18:19], -v[31:32]
	v_add_f64 v[10:11], v[14:15], v[10:11]
	v_add_f64 v[15:16], v[22:23], v[18:19]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[10:11], v[15:16], -v[18:19]
	v_cmp_le_f64_e64 s[8:9], 0.5, v[15:16]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[10:11], v[22:23], -v[10:11]
	v_cndmask_b32_e64 v31, 0, 0x3ff00000, s[8:9]
	v_add_co_ci_u32_e64 v14, s[10:11], 0, v6, s[8:9]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0x3ff921fb
	s_mov_b32 s10, 0x33145c07
	s_mov_b32 s11, 0x3c91a626
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[10:11], v[15:16], -v[30:31]
	v_add_f64 v[12:13], v[10:11], v[8:9]
	v_mul_f64 v[15:16], v[12:13], s[8:9]
	v_add_f64 v[10:11], v[12:13], -v[10:11]
	v_fma_f64 v[17:18], v[12:13], s[8:9], -v[15:16]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[10:11], v[12:13], s[10:11], v[17:18]
	v_fma_f64 v[10:11], v[8:9], s[8:9], v[10:11]
	v_add_f64 v[8:9], v[15:16], v[10:11]
	v_add_f64 v[12:13], v[8:9], -v[15:16]
	v_add_f64 v[10:11], v[10:11], -v[12:13]
.Ld24:
	s_or_saveexec_b64 s[8:9], s[12:13]
	s_load_dwordx2 s[14:15], s[6:7], 0x40
	v_mov_b32_e32 v6, v2
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .Le04
	s_mov_b32 s6, 0x6dc9c883
	s_mov_b32 s7, 0x3fe45f30
	s_mov_b32 s11, 0xbc91a626
	v_mul_f64 v[8:9], v[12:13], s[6:7]
	s_mov_b32 s6, 0x54442d18
	s_mov_b32 s7, 0xbff921fb
	s_mov_b32 s10, 0x33145c00
	v_rndne_f64_e32 v[14:15], v[8:9]
	v_fma_f64 v[8:9], v[14:15], s[6:7], v[12:13]
	v_mul_f64 v[10:11], v[14:15], s[10:11]
	s_mov_b32 s6, 0x252049c0
	s_mov_b32 s7, 0xb97b839a
	v_fma_f64 v[16:17], v[14:15], s[10:11], v[8:9]
	v_add_f64 v[12:13], v[8:9], v[10:11]
	s_mov_b32 s11, 0x3c91a626
	v_add_f64 v[8:9], v[8:9], -v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_fma_f64 v[10:11], v[14:15], s[10:11], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_fma_f64 v[10:11], v[14:15], s[6:7], v[8:9]
	v_cvt_i32_f64_e32 v14, v[14:15]
	v_add_f64 v[8:9], v[16:17], v[10:11]
	v_add_f64 v[12:13], v[8:9], -v[16:17]
	v_add_f64 v[10:11], v[10:11], -v[12:13]
.Le04:
	s_or_b64 exec, exec, s[8:9]
	v_frexp_mant_f64_e32 v[12:13], v[6:7]
	s_mov_b32 s8, 0x55555555
	s_mov_b32 s11, 0x3fe55555
	s_mov_b32 s10, s8
	s_mov_b32 s12, 0x968915a9
	s_mov_b32 s16, 0x4222de17
	s_mov_b32 s13, 0x3fba6564
	s_mov_b32 s17, 0x3fbdee67
	s_mov_b32 s9, 0x3fa55555
	s_mov_b32 s25, 0x3f811111
	s_mov_b32 s24, 0x11110bb3
	v_cmp_gt_f64_e64 s[6:7], s[10:11], v[12:13]
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
	v_mul_f64 v[12:13], v[17:18], v[12:13]
	v_add_f64 v[15:16], v[19:20], v[12:13]
	v_add_f64 v[17:18], v[15:16], -v[19:20]
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	v_add_f64 v[12:13], v[12:13], -v[17:18]
	v_fma_f64 v[17:18], v[15:16], v[15:16], -v[19:20]
	v_add_f64 v[21:22], v[12:13], v[12:13]
	v_fma_f64 v[17:18], v[15:16], v[21:22], v[17:18]
	v_add_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[23:24], v[21:22], s[16:17], s[12:13]
	s_mov_b32 s12, 0x3abe935a
	s_mov_b32 s13, 0x3fbe25e4
	v_add_f64 v[19:20], v[21:22], -v[19:20]
	s_mov_b32 s16, 0xa17f65f6
	s_mov_b32 s17, 0xbe927e4f
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
	s_mov_b32 s13, 0xbfe55555
	s_mov_b32 s12, s8
	v_mul_f64 v[25:26], v[21:22], v[23:24]
	v_fma_f64 v[19:20], v[21:22], v[23:24], -v[25:26]
	v_fma_f64 v[19:20], v[17:18], v[23:24], v[19:20]
	v_mul_f64 v[23:24], v[15:16], v[21:22]
	v_fma_f64 v[27:28], v[21:22], v[15:16], -v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[12:13], v[27:28]
	v_add_f64 v[27:28], v[25:26], v[19:20]
	v_ldexp_f64 v[12:13], v[12:13], 1
	v_fma_f64 v[17:18], v[17:18], v[15:16], v[21:22]
	v_add_f64 v[25:26], v[27:28], -v[25:26]
	v_ldexp_f64 v[15:16], v[15:16], 1
	v_add_f64 v[19:20], v[19:20], -v[25:26]
	v_add_f64 v[25:26], v[27:28], s[10:11]
	s_mov_b32 s10, 0xd5df274d
	s_mov_b32 s11, 0x3c8543b0
	v_add_f64 v[19:20], v[19:20], s[10:11]
	v_add_f64 v[29:30], v[25:26], s[12:13]
	s_mov_b32 s10, 0x9037ab78
	s_mov_b32 s12, 0x46cc5e42
	s_mov_b32 s11, 0x3e21eeb6
	s_mov_b32 s13, 0xbda907db
	v_add_f64 v[27:28], v[27:28], -v[29:30]
	v_add_f64 v[19:20], v[19:20], v[27:28]
	v_add_f64 v[21:22], v[25:26], v[19:20]
	v_add_f64 v[25:26], v[21:22], -v[25:26]
	v_add_f64 v[19:20], v[19:20], -v[25:26]
	v_add_f64 v[25:26], v[23:24], v[17:18]
	v_mul_f64 v[27:28], v[25:26], v[21:22]
	v_add_f64 v[23:24], v[25:26], -v[23:24]
	v_fma_f64 v[29:30], v[25:26], v[21:22], -v[27:28]
	v_add_f64 v[17:18], v[17:18], -v[23:24]
	v_mul_f64 v[23:24], v[8:9], v[8:9]
	v_fma_f64 v[19:20], v[25:26], v[19:20], v[29:30]
	v_mul_f64 v[29:30], v[23:24], v[23:24]
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[19:20]
	v_mul_f64 v[19:20], v[23:24], 0.5
	v_add_f64 v[21:22], -v[19:20], 1.0
	v_add_f64 v[25:26], -v[21:22], 1.0
	v_add_f64 v[19:20], v[25:26], -v[19:20]
	v_fma_f64 v[25:26], v[23:24], s[12:13], s[10:11]
	s_mov_b32 s10, 0x19f4ec90
	s_mov_b32 s11, 0x3efa01a0
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s12, 0xfefa39ef
	v_fma_f64 v[19:20], v[8:9], -v[10:11], v[19:20]
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[16:17]
	s_mov_b32 s16, 0xf9a43bb8
	s_mov_b32 s17, 0x3de5e0b2
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[10:11]
	s_mov_b32 s10, 0x16c16967
	s_mov_b32 s11, 0xbf56c16c
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[10:11]
	s_mov_b32 s11, 0x3c7abc9e
	s_mov_b32 s10, 0x3b39803f
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[8:9]
	v_fma_f64 v[19:20], v[29:30], v[25:26], v[19:20]
	v_add_f64 v[25:26], v[27:28], v[17:18]
	v_add_f64 v[27:28], v[25:26], -v[27:28]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	v_add_f64 v[27:28], v[15:16], v[25:26]
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[15:16], v[27:28], -v[15:16]
	v_add_f64 v[15:16], v[25:26], -v[15:16]
	v_frexp_exp_i32_f64_e32 v25, v[6:7]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	v_subrev_co_ci_u32_e64 v25, s[6:7], 0, v25, s[6:7]
	s_mov_b32 s6, 0xb42fdfa7
	s_mov_b32 s7, 0xbe5ae600
	v_cvt_f64_i32_e32 v[17:18], v25
	v_mul_f64 v[25:26], v[17:18], s[12:13]
	v_fma_f64 v[29:30], v[17:18], s[12:13], -v[25:26]
	s_mov_b32 s13, 0xbfe62e42
	v_fma_f64 v[17:18], v[17:18], s[10:11], v[29:30]
	s_mov_b32 s11, 0xbc7abc9e
	v_add_f64 v[15:16], v[25:26], v[17:18]
	v_add_f64 v[25:26], v[15:16], -v[25:26]
	v_add_f64 v[17:18], v[17:18], -v[25:26]
	v_add_f64 v[25:26], v[27:28], v[12:13]
	v_add_f64 v[29:30], v[15:16], v[25:26]
	v_add_f64 v[27:28], v[25:26], -v[27:28]
	v_add_f64 v[31:32], v[29:30], -v[15:16]
	v_add_f64 v[12:13], v[12:13], -v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[31:32]
	v_add_f64 v[31:32], v[29:30], -v[31:32]
	v_add_f64 v[15:16], v[15:16], -v[31:32]
	v_add_f64 v[15:16], v[25:26], v[15:16]
	v_add_f64 v[25:26], v[17:18], v[12:13]
	v_add_f64 v[27:28], v[25:26], -v[17:18]
	v_add_f64 v[15:16], v[25:26], v[15:16]
	v_add_f64 v[12:13], v[12:13], -v[27:28]
	v_add_f64 v[27:28], v[25:26], -v[27:28]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	v_mul_f64 v[27:28], v[10:11], 0.5
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[17:18], v[29:30], v[15:16]
	v_add_f64 v[25:26], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[8:9], -v[23:24]
	v_add_f64 v[15:16], v[15:16], -v[25:26]
	v_fma_f64 v[25:26], v[23:24], s[16:17], s[6:7]
	s_mov_b32 s6, 0x796cde01
	s_mov_b32 s7, 0x3ec71de3
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0x3fc00000
	v_add_f64 v[12:13], v[12:13], v[15:16]
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[6:7]
	s_mov_b32 s6, 0x19e83e5c
	s_mov_b32 s7, 0xbf2a01a0
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[6:7]
	v_fma_f64 v[25:26], v[23:24], v[25:26], s[24:25]
	s_mov_b32 s24, 0x11122322
	v_fma_f64 v[25:26], v[29:30], v[25:26], v[27:28]
	v_fma_f64 v[15:16], v[23:24], v[25:26], -v[10:11]
	v_add_f64 v[23:24], v[17:18], v[12:13]
	v_mul_f64 v[10:11], v[4:5], s[16:17]
	s_mov_b32 s17, 0x7ff00000
	v_add_f64 v[17:18], v[23:24], -v[17:18]
	v_add_f64 v[12:13], v[12:13], -v[17:18]
	v_mul_f64 v[17:18], v[10:11], v[23:24]
	v_fma_f64 v[23:24], v[10:11], v[23:24], -v[17:18]
	v_cmp_class_f64_e64 s[6:7], v[17:18], 0x204
	v_fma_f64 v[12:13], v[10:11], v[12:13], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[12:13]
	v_cndmask_b32_e64 v26, v24, v18, s[6:7]
	v_cndmask_b32_e64 v25, v23, v17, s[6:7]
	v_add_f64 v[17:18], v[23:24], -v[17:18]
	s_mov_b32 s7, 0xbfc55555
	s_mov_b32 s6, s8
	v_trunc_f64_e64 v[23:24], |v[10:11]|
	v_fma_f64 v[15:16], v[29:30], s[6:7], v[15:16]
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s8, 0x555502a1
	v_add_f64 v[12:13], v[12:13], -v[17:18]
	v_mul_f64 v[17:18], v[25:26], s[6:7]
	s_mov_b32 s6, 0xfca7ab0c
	v_mul_f64 v[27:28], v[23:24], 0.5
	s_mov_b32 s7, 0x3e928af3
	v_add_f64 v[8:9], v[8:9], -v[15:16]
	v_rndne_f64_e32 v[17:18], v[17:18]
	v_fract_f64_e32 v[31:32], v[27:28]
	v_cmp_class_f64_e64 s[26:27], v[27:28], 0x204
	v_xor_b32_e32 v9, 0x80000000, v9
	v_fma_f64 v[27:28], v[17:18], s[12:13], v[25:26]
	s_mov_b32 s12, 0x623fde64
	s_mov_b32 s13, 0x3ec71dee
	v_fma_f64 v[27:28], v[17:18], s[10:11], v[27:28]
	s_mov_b32 s10, 0x6a5dcb37
	s_mov_b32 s11, 0x3e5ade15
	v_cvt_i32_f64_e32 v17, v[17:18]
	v_fma_f64 v[29:30], v[27:28], s[10:11], s[6:7]
	s_mov_b32 s6, 0x7c89e6b0
	s_mov_b32 s7, 0x3efa0199
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[12:13]
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[6:7]
	s_mov_b32 s6, 0x14761f6e
	s_mov_b32 s7, 0x3f2a01a0
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[6:7]
	s_mov_b32 s6, 0x1852b7b0
	s_mov_b32 s7, 0x3f56c16c
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[6:7]
	s_mov_b32 s6, 0x55555511
	s_mov_b32 s7, 0x3fc55555
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[24:25]
	v_cmp_eq_f64_e64 s[24:25], |v[10:11]|, v[23:24]
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[8:9]
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[6:7]
	s_mov_b32 s6, 11
	s_mov_b32 s7, 0x3fe00000
	v_fma_f64 v[29:30], v[27:28], v[29:30], s[6:7]
	v_cmp_neq_f64_e64 s[6:7], |v[25:26]|, s[16:17]
	s_mov_b32 s17, 0x40900000
	v_cmp_nlt_f64_e64 s[8:9], s[16:17], v[25:26]
	s_mov_b32 s17, 0xc090cc00
	v_cmp_ngt_f64_e64 s[10:11], s[16:17], v[25:26]
	v_cndmask_b32_e64 v26, v32, 0, s[26:27]
	v_cndmask_b32_e64 v25, v31, 0, s[26:27]
	v_cmp_eq_f64_e64 s[12:13], 0, v[25:26]
	v_fma_f64 v[29:30], v[27:28], v[29:30], 1.0
	v_cndmask_b32_e64 v13, 0, v13, s[6:7]
	v_cndmask_b32_e64 v12, 0, v12, s[6:7]
	s_and_b64 s[6:7], s[10:11], s[8:9]
	v_fma_f64 v[27:28], v[27:28], v[29:30], 1.0
	v_ldexp_f64 v[17:18], v[27:28], v17
	v_cndmask_b32_e64 v18, 0x7ff00000, v18, s[8:9]
	v_cndmask_b32_e64 v15, 0, v17, s[6:7]
	s_and_b64 s[6:7], s[24:25], s[12:13]
	v_cndmask_b32_e64 v16, 0, v18, s[10:11]
	v_add_f64 v[17:18], v[21:22], v[19:20]
	v_cndmask_b32_e64 v19, 0, 1, s[24:25]
	v_cmp_ngt_f64_e64 s[10:11], 0, v[2:3]
	v_lshlrev_b32_e32 v22, 30, v14
	v_fma_f64 v[12:13], v[15:16], v[12:13], v[15:16]
	v_cmp_class_f64_e64 s[8:9], v[15:16], 0x204
	v_add_co_ci_u32_e64 v21, s[6:7], 0, v19, s[6:7]
	v_and_b32_e32 v14, 1, v14
	v_cmp_class_f64_e64 s[24:25], v[10:11], 0x204
	v_lshlrev_b64 v[19:20], 3, v[0:1]
	v_cmp_eq_u32_e64 s[6:7], 1, v21
	v_and_b32_e32 v22, 0x80000000, v22
	v_cmp_eq_u32_e64 s[12:13], 0, v14
	s_and_b64 s[2:3], s[2:3], s[6:7]
	v_cndmask_b32_e64 v23, 0, 0x80000000, s[2:3]
	v_cndmask_b32_e64 v9, v9, v18, s[12:13]
	v_cndmask_b32_e64 v8, v8, v17, s[12:13]
	v_cndmask_b32_e64 v16, v13, v16, s[8:9]
	v_add_co_u32 v13, s[2:3], s18, v19
	v_add_co_ci_u32_e64 v14, s[2:3], s19, v20, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v21
	v_xor_b32_e32 v9, v9, v22
	v_bfi_b32 v17, 0x7fffffff, v16, v23
	v_cndmask_b32_e64 v12, v12, v15, s[8:9]
	v_cndmask_b32_e64 v15, 0, v8, s[4:5]
	s_or_b64 s[2:3], s[10:11], s[2:3]
	v_cndmask_b32_e64 v16, 0x7ff80000, v9, s[4:5]
	v_cndmask_b32_e64 v9, 0x7ff80000, v17, s[2:3]
	v_cndmask_b32_e64 v8, 0, v12, s[2:3]
	global_store_dwordx2 v[13:14], v[15:16], off
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .L172c
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0x3ff00000
	s_mov_b64 s[8:9], exec
	v_cmpx_neq_f64_e32 1.0, v[6:7]
	v_add_f64 v[6:7], v[6:7], -1.0
	v_mov_b32_e32 v8, 0
	v_xor_b32_e32 v6, v7, v11
	v_cmp_lt_i32_e64 s[2:3], -1, v6
	v_cndmask_b32_e64 v9, 0, 0x7ff00000, s[2:3]
	s_or_b64 exec, exec, s[8:9]
.L172c:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_f64_e64 s[2:3], 0, v[10:11]
	s_or_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e64 v6, 0, v3, s[6:7]
	v_cndmask_b32_e64 v8, v8, 0, vcc
	s_mov_b32 s17, 0x3fd80000
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_cmp_eq_f64_e64 s[0:1], 0, v[10:11]
	v_cndmask_b32_e64 v7, 0x7ff00000, 0, s[2:3]
	v_cmp_eq_f64_e64 s[2:3], 1.0, v[2:3]
	v_bfi_b32 v12, 0x7fffffff, v7, v6
	v_rsq_f64_e32 v[6:7], v[2:3]
	v_cndmask_b32_e32 v9, v9, v12, vcc
	v_cmp_o_f64_e32 vcc, v[2:3], v[10:11]
	s_or_b64 s[2:3], s[2:3], s[0:1]
	s_add_u32 s0, 0, 0x66661800
	s_addc_u32 s1, 0, 22
	s_mul_hi_u32 s5, s0, 0xffffffd8
	s_add_i32 s6, s1, 0x6666650
	s_sub_i32 s1, s5, s0
	s_mul_i32 s7, s6, 0xffffffd8
	s_mul_i32 s4, s0, 0xffffffd8
	s_add_i32 s1, s1, s7
	s_mul_hi_u32 s5, s0, s4
	s_mul_i32 s9, s0, s1
	s_mul_hi_u32 s7, s0, s1
	s_mul_hi_u32 s8, s6, s4
	s_mul_i32 s4, s6, s4
	s_add_u32 s5, s5, s9
	s_addc_u32 s7, 0, s7
	s_mul_hi_u32 s10, s6, s1
	s_add_u32 s4, s5, s4
	s_mul_i32 s1, s6, s1
	s_addc_u32 s4, s7, s8
	s_addc_u32 s5, s10, 0
	s_add_u32 s1, s4, s1
	s_addc_u32 s4, 0, s5
	v_add_co_u32 v10, s[0:1], s0, s1
	s_cmp_lg_u64 s[0:1], 0
	v_cndmask_b32_e32 v14, 0, v8, vcc
	s_addc_u32 s0, s6, s4
	v_cndmask_b32_e32 v15, 0x7ff80000, v9, vcc
	v_mul_hi_u32 v16, v0, v10
	v_mad_u64_u32 v[8:9], null, v0, s0, 0
	v_mad_u64_u32 v[10:11], null, v1, v10, 0
	v_mul_f64 v[2:3], v[6:7], -v[2:3]
	v_mad_u64_u32 v[12:13], null, v1, s0, 0
	v_add_co_u32 v8, vcc, v16, v8
	v_add_co_ci_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32 v8, vcc, v8, v10
	v_add_co_ci_u32_e32 v8, vcc, v9, v11, vcc
	v_add_co_ci_u32_e32 v9, vcc, 0, v13, vcc
	v_add_co_u32 v8, vcc, v8, v12
	v_add_co_ci_u32_e32 v10, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], null, v8, 40, 0
	v_fma_f64 v[2:3], v[2:3], v[6:7], 1.0
	v_mad_u64_u32 v[9:10], null, v10, 40, v[9:10]
	v_sub_co_u32 v8, vcc, v0, v8
	v_sub_co_ci_u32_e32 v9, vcc, v1, v9, vcc
	v_sub_co_u32 v12, vcc, v8, 40
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_subrev_co_ci_u32_e32 v13, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, 39, v12
	v_mul_f64 v[10:11], v[6:7], v[2:3]
	v_fma_f64 v[2:3], v[2:3], s[16:17], 0.5
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_lt_u32_e32 vcc, 39, v8
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_cndmask_b32_e32 v13, -1, v16, vcc
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_subrev_nc_u32_e32 v16, 40, v12
	v_cndmask_b32_e32 v9, -1, v17, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_fma_f64 v[2:3], v[10:11], v[2:3], v[6:7]
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_cmp_class_f64_e64 vcc, v[6:7], 0x180
	v_cndmask_b32_e64 v9, v15, 0x3ff00000, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_add_co_u32 v10, s[0:1], s20, v0
	v_add_co_ci_u32_e64 v11, s[0:1], s21, v1, s[0:1]
	v_subrev_nc_u32_e32 v8, 20, v8
	v_ldexp_f64 v[4:5], v[4:5], v8
	v_cndmask_b32_e64 v8, v14, 0, s[2:3]
	v_cndmask_b32_e32 v3, v7, v3, vcc
	v_cndmask_b32_e32 v2, v6, v2, vcc
	v_add_co_u32 v6, vcc, s22, v0
	v_add_co_ci_u32_e32 v7, vcc, s23, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s14, v0
	v_add_co_ci_u32_e32 v1, vcc, s15, v1, vcc
	global_store_dwordx2 v[10:11], v[8:9], off
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[0:1], v[4:5], off
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
	.size dmath, 6520

	.rodata
	.p2align 6
// dmath.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel dmath
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 128
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
//   .amdhsa_next_free_vgpr 40
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
	.globl dmath.kd
	.protected dmath.kd
	.type dmath.kd,@object
	.size dmath.kd, 64
dmath.kd:
	.long 0x00000000, 0x00000000, 0x00000080, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad dmath@rel64-dmath.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c9, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
