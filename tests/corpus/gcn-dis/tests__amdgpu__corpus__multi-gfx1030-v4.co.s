// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl grid3d
	.protected grid3d
	.type grid3d,@function
grid3d:
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dword s14, s[4:5], 0xc
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x3df00000
	v_lshlrev_b32_e32 v2, 3, v2
	s_mul_i32 s15, s8, 5
	s_mul_i32 s7, s7, 3
	v_add_lshl_u32 v7, v2, v1, 3
	v_add_lshl_u32 v0, v7, v0, 3
	s_waitcnt lgkmcnt(0)
	v_trunc_f64_e32 v[3:4], s[0:1]
	s_clause 0x3
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dword s9, s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x8
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s2, s1
	s_lshr_b32 s9, s9, 16
	s_mov_b32 s8, s13
	v_mul_f64 v[5:6], v[3:4], s[10:11]
	s_mov_b32 s11, 0xc1f00000
	s_mul_i32 s3, s3, s0
	v_floor_f64_e32 v[5:6], v[5:6]
	v_fma_f64 v[3:4], v[5:6], s[10:11], v[3:4]
	v_cvt_i32_f64_e32 v2, v[5:6]
	s_bfe_i64 s[10:11], s[12:13], 0x100000
	s_mul_hi_u32 s13, s2, s0
	s_bfe_u32 s12, s14, 0x80008
	s_add_i32 s13, s13, s1
	s_mul_i32 s2, s2, s0
	s_bfe_i64 s[0:1], s[8:9], 0x80000
	s_add_i32 s13, s13, s3
	s_add_u32 s3, s7, s6
	s_addc_u32 s6, 0, 0
	s_add_u32 s3, s3, s15
	s_addc_u32 s6, s6, 0
	s_add_u32 s3, s3, s10
	s_addc_u32 s6, s6, s11
	s_add_u32 s3, s3, s9
	s_addc_u32 s6, s6, 0
	s_add_u32 s0, s3, s0
	s_addc_u32 s1, s6, s1
	s_add_u32 s0, s0, s12
	s_addc_u32 s1, s1, 0
	s_add_u32 s0, s0, s2
	v_cvt_u32_f64_e32 v1, v[3:4]
	s_addc_u32 s1, s1, s13
	v_add_co_u32 v1, vcc, s0, v1
	v_add_co_ci_u32_e32 v2, vcc, s1, v2, vcc
	global_store_dwordx2 v0, v[1:2], s[4:5]
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
	.globl empty_kernel
	.protected empty_kernel
	.type empty_kernel,@function
empty_kernel:
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
	.globl many_regs
	.protected many_regs
	.type many_regs,@function
many_regs:
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s12, 0x40400000
	s_mov_b32 s13, 0x40a00000
	s_mov_b32 s14, 0x40c00000
	s_mov_b32 s15, 0x40e00000
	s_mov_b32 s16, 0x41100000
	s_mov_b32 s17, 0x41200000
	s_mov_b32 s18, 0x41300000
	s_mov_b32 s19, 0x41400000
	s_mov_b32 s20, 0x41500000
	s_mov_b32 s21, 0x41600000
	s_mov_b32 s22, 0x41700000
	s_waitcnt lgkmcnt(0)
	s_clause 0x3
	global_load_dword v1, v0, s[10:11] offset:256
	global_load_dword v2, v0, s[10:11]
	global_load_dword v3, v0, s[10:11] offset:512
	global_load_dword v4, v0, s[10:11] offset:768
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v5, s[0:1], s12, s12, v1
	v_div_scale_f32 v7, s[0:1], s13, s13, v1
	v_div_scale_f32 v9, s[2:3], s14, s14, v1
	v_rcp_f32_e32 v10, v5
	v_rcp_f32_e32 v13, v7
	v_div_scale_f32 v6, vcc, v1, s12, v1
	v_rcp_f32_e32 v16, v9
	v_div_scale_f32 v8, s[0:1], v1, s13, v1
	v_div_scale_f32 v11, s[2:3], v1, s14, v1
	v_div_scale_f32 v12, s[4:5], s15, s15, v1
	v_fma_f32 v17, -v5, v10, 1.0
	v_fma_f32 v20, -v7, v13, 1.0
	v_div_scale_f32 v15, s[6:7], s16, s16, v1
	v_fma_f32 v21, -v9, v16, 1.0
	v_fmac_f32_e32 v10, v17, v10
	v_fmac_f32_e32 v13, v20, v13
	v_div_scale_f32 v18, s[6:7], s17, s17, v1
	v_fmac_f32_e32 v16, v21, v16
	v_mul_f32_e32 v20, v6, v10
	v_mul_f32_e32 v21, v8, v13
	v_div_scale_f32 v19, s[6:7], s18, s18, v1
	v_mul_f32_e32 v25, v11, v16
	v_fma_f32 v23, -v5, v20, v6
	v_fma_f32 v26, -v7, v21, v8
	v_div_scale_f32 v17, s[6:7], s19, s19, v1
	v_fma_f32 v27, -v9, v25, v11
	v_fmac_f32_e32 v20, v23, v10
	v_fmac_f32_e32 v21, v26, v13
	v_rcp_f32_e32 v26, v12
	v_div_scale_f32 v22, s[6:7], s20, s20, v1
	v_fma_f32 v5, -v5, v20, v6
	v_rcp_f32_e32 v6, v15
	v_fmac_f32_e32 v25, v27, v16
	v_rcp_f32_e32 v27, v18
	v_fma_f32 v7, -v7, v21, v8
	v_div_fmas_f32 v5, v5, v10, v20
	v_rcp_f32_e32 v10, v19
	s_mov_b64 vcc, s[0:1]
	v_div_scale_f32 v24, s[6:7], s21, s21, v1
	v_rcp_f32_e32 v20, v17
	v_rcp_f32_e32 v8, v22
	v_fma_f32 v9, -v9, v25, v11
	v_div_fmas_f32 v7, v7, v13, v21
	v_fma_f32 v13, -v12, v26, 1.0
	s_mov_b64 vcc, s[2:3]
	v_div_scale_f32 v14, s[4:5], v1, s15, v1
	v_div_scale_f32 v23, s[6:7], s22, s22, v1
	v_rcp_f32_e32 v11, v24
	v_fma_f32 v21, -v15, v6, 1.0
	v_div_fmas_f32 v9, v9, v16, v25
	v_fma_f32 v25, -v18, v27, 1.0
	v_fmac_f32_e32 v26, v13, v26
	v_fma_f32 v13, -v19, v10, 1.0
	v_rcp_f32_e32 v16, v23
	v_fmac_f32_e32 v6, v21, v6
	v_fma_f32 v21, -v17, v20, 1.0
	v_fmac_f32_e32 v27, v25, v27
	v_fma_f32 v25, -v22, v8, 1.0
	v_fmac_f32_e32 v10, v13, v10
	v_mul_f32_e32 v13, v14, v26
	v_fmac_f32_e32 v20, v21, v20
	v_fma_f32 v21, -v24, v11, 1.0
	v_fmac_f32_e32 v8, v25, v8
	s_mov_b64 vcc, s[4:5]
	v_fma_f32 v25, -v12, v13, v14
	v_div_fixup_f32 v9, v9, s14, v1
	v_fmac_f32_e32 v11, v21, v11
	v_fma_f32 v21, -v23, v16, 1.0
	v_div_fixup_f32 v5, v5, s12, v1
	v_fmac_f32_e32 v13, v25, v26
	v_div_scale_f32 v25, s[0:1], v1, s16, v1
	v_fmac_f32_e32 v16, v21, v16
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v9, s13, v2
	v_fma_f32 v12, -v12, v13, v14
	v_mul_f32_e32 v21, v25, v6
	v_div_scale_f32 v14, s[2:3], v1, s17, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v9, v3, v4
	v_div_fmas_f32 v12, v12, v26, v13
	v_fma_f32 v13, -v15, v21, v25
	v_mul_f32_e32 v26, v14, v27
	s_mov_b64 vcc, s[0:1]
	v_fmac_f32_e32 v5, 2.0, v2
	v_div_fixup_f32 v12, v12, s15, v1
	v_fmac_f32_e32 v21, v13, v6
	v_fma_f32 v13, -v18, v26, v14
	v_add_f32_e32 v9, 0xc0a00000, v9
	v_fmac_f32_e32 v5, v3, v4
	v_fmac_f32_e32 v12, s14, v2
	v_fma_f32 v15, -v15, v21, v25
	v_fmac_f32_e32 v26, v13, v27
	v_div_scale_f32 v13, s[4:5], v1, s18, v1
	v_div_scale_f32 v25, s[6:7], v1, s19, v1
	v_fma_f32 v14, -v18, v26, v14
	v_mul_f32_e32 v18, v13, v10
	v_div_fmas_f32 v6, v15, v6, v21
	v_mul_f32_e32 v15, v25, v20
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v12, v3, v4
	v_fma_f32 v21, -v19, v18, v13
	v_div_fmas_f32 v14, v14, v27, v26
	v_fma_f32 v26, -v17, v15, v25
	v_div_scale_f32 v27, s[0:1], v1, s20, v1
	v_fmac_f32_e32 v18, v21, v10
	v_div_scale_f32 v21, s[2:3], v1, s21, v1
	v_fmac_f32_e32 v15, v26, v20
	s_mov_b64 vcc, s[4:5]
	v_fma_f32 v13, -v19, v18, v13
	v_mul_f32_e32 v19, v27, v8
	v_div_scale_f32 v26, s[8:9], v1, s22, v1
	v_fma_f32 v17, -v17, v15, v25
	v_mul_f32_e32 v25, v21, v11
	v_div_fmas_f32 v10, v13, v10, v18
	v_fma_f32 v18, -v22, v19, v27
	s_mov_b64 vcc, s[6:7]
	v_mul_f32_e32 v13, v26, v16
	v_div_fmas_f32 v15, v17, v20, v15
	v_fma_f32 v17, -v24, v25, v21
	v_fmac_f32_e32 v19, v18, v8
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v20, -v23, v13, v26
	v_div_fixup_f32 v6, v6, s16, v1
	v_fmac_f32_e32 v25, v17, v11
	v_fma_f32 v22, -v22, v19, v27
	v_mul_f32_e32 v27, 0x3d800000, v1
	v_fmac_f32_e32 v13, v20, v16
	v_mul_f32_e32 v20, 0x3e000000, v1
	v_fma_f32 v21, -v24, v25, v21
	v_div_fmas_f32 v8, v22, v8, v19
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v27, s22, v2
	v_fmac_f32_e32 v20, s15, v2
	v_div_fmas_f32 v11, v21, v11, v25
	v_fma_f32 v23, -v23, v13, v26
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v27, v3, v4
	v_fmac_f32_e32 v20, v3, v4
	v_div_fixup_f32 v11, v11, s21, v1
	v_div_fmas_f32 v13, v23, v16, v13
	v_div_fixup_f32 v10, v10, s18, v1
	v_add_f32_e32 v27, 0xc1700000, v27
	v_add_f32_e32 v20, 0xc0e00000, v20
	v_fmac_f32_e32 v11, s20, v2
	v_div_fixup_f32 v13, v13, s22, v1
	v_mul_f32_e32 v18, 0.5, v1
	v_fma_f32 v9, v9, v9, v27
	v_mul_f32_e32 v17, 0x3e800000, v1
	v_fmac_f32_e32 v11, v3, v4
	v_fmac_f32_e32 v6, 0x41000000, v2
	v_add_f32_e32 v5, -2.0, v5
	v_fmac_f32_e32 v10, s17, v2
	v_add_f32_e32 v12, 0xc0c00000, v12
	v_fmac_f32_e32 v13, s21, v2
	v_add_f32_e32 v11, 0xc1500000, v11
	v_fma_f32 v16, v20, v20, v9
	v_add_f32_e32 v18, v2, v18
	v_fmac_f32_e32 v17, s12, v2
	v_fmac_f32_e32 v6, v3, v4
	v_fmac_f32_e32 v10, v3, v4
	v_fmac_f32_e32 v13, v3, v4
	v_fma_f32 v5, v5, v5, v12
	v_fma_f32 v11, v11, v11, v16
	v_fma_f32 v24, 0, v2, v1
	v_fmac_f32_e32 v18, v3, v4
	v_fmac_f32_e32 v17, v3, v4
	v_div_fixup_f32 v7, v7, s13, v1
	v_div_fixup_f32 v14, v14, s17, v1
	v_add_f32_e32 v6, 0xc1000000, v6
	v_add_f32_e32 v10, 0xc1200000, v10
	v_div_fixup_f32 v15, v15, s19, v1
	v_div_fixup_f32 v1, v8, s20, v1
	v_add_f32_e32 v8, 0xc1600000, v13
	v_fma_f32 v12, v12, v12, v5
	v_fma_f32 v13, v27, v27, v11
	v_fmac_f32_e32 v24, v3, v4
	v_add_f32_e32 v18, -1.0, v18
	v_add_f32_e32 v17, 0xc0400000, v17
	v_fmac_f32_e32 v7, 4.0, v2
	v_fmac_f32_e32 v14, s16, v2
	v_fmac_f32_e32 v15, s18, v2
	v_fmac_f32_e32 v1, s19, v2
	v_fmac_f32_e32 v6, v6, v6
	v_fma_f32 v2, v10, v10, v8
	v_fma_f32 v10, v9, v12, v13
	v_fmac_f32_e32 v7, v3, v4
	v_fmac_f32_e32 v14, v3, v4
	v_fmac_f32_e32 v15, v3, v4
	v_fmac_f32_e32 v1, v3, v4
	v_fmac_f32_e32 v24, v24, v24
	v_fma_f32 v3, v18, v18, v17
	v_fma_f32 v4, v8, v8, v2
	v_fma_f32 v8, v16, v6, v10
	v_add_f32_e32 v7, -4.0, v7
	v_add_f32_e32 v14, 0xc1100000, v14
	v_add_f32_e32 v1, 0xc1400000, v1
	v_add_f32_e32 v15, 0xc1300000, v15
	v_fmac_f32_e32 v24, v24, v3
	v_fma_f32 v18, v11, v4, v8
	v_fma_f32 v17, v17, v17, v14
	v_fma_f32 v7, v7, v7, v1
	v_fma_f32 v14, v14, v14, v15
	v_fma_f32 v15, v15, v15, v3
	v_fma_f32 v19, v13, v24, v18
	v_fma_f32 v20, v5, v17, v12
	v_fma_f32 v1, v1, v1, v7
	v_fma_f32 v3, v3, v5, v17
	v_fma_f32 v21, v14, v2, v15
	v_fma_f32 v22, v10, v8, v19
	v_fmac_f32_e32 v6, v6, v14
	v_fma_f32 v5, v7, v9, v1
	v_fma_f32 v9, v12, v16, v20
	v_fma_f32 v7, v17, v7, v14
	v_fma_f32 v8, v8, v21, v22
	v_fma_f32 v2, v2, v15, v4
	v_fma_f32 v11, v1, v11, v5
	v_fma_f32 v12, v20, v5, v9
	v_fma_f32 v14, v3, v7, v7
	v_fma_f32 v16, v18, v19, v8
	v_fma_f32 v4, v4, v13, v2
	v_fmac_f32_e32 v24, v24, v20
	v_fma_f32 v13, v9, v6, v12
	v_fmac_f32_e32 v6, v6, v2
	v_fma_f32 v17, v19, v14, v16
	v_fma_f32 v2, v2, v11, v4
	v_fma_f32 v7, v7, v10, v21
	v_fma_f32 v1, v15, v1, v3
	v_fma_f32 v3, v5, v9, v11
	v_fma_f32 v10, v22, v6, v17
	v_fma_f32 v5, v4, v24, v2
	v_fmac_f32_e32 v24, v24, v7
	v_fma_f32 v15, v21, v1, v1
	v_fma_f32 v1, v1, v18, v14
	v_fma_f32 v9, v8, v2, v10
	v_fma_f32 v4, v11, v4, v3
	v_fma_f32 v11, v12, v22, v13
	v_fma_f32 v14, v14, v3, v7
	v_fma_f32 v7, v7, v13, v15
	v_fma_f32 v12, v16, v24, v9
	v_fma_f32 v18, v15, v4, v1
	v_fma_f32 v3, v3, v8, v4
	v_fma_f32 v20, v1, v5, v14
	v_fma_f32 v8, v13, v15, v11
	v_fma_f32 v19, v17, v11, v12
	v_fma_f32 v2, v2, v16, v5
	v_fmac_f32_e32 v6, v6, v1
	v_fma_f32 v1, v4, v17, v3
	v_fmac_f32_e32 v24, v24, v3
	v_fma_f32 v21, v10, v18, v19
	v_fma_f32 v10, v14, v10, v7
	v_fma_f32 v4, v5, v14, v2
	v_fma_f32 v5, v7, v9, v18
	v_fma_f32 v3, v3, v6, v1
	v_fma_f32 v13, v9, v20, v21
	v_fma_f32 v9, v11, v8, v8
	v_fma_f32 v11, v2, v4, v4
	v_fmac_f32_e32 v6, v6, v1
	v_fma_f32 v16, v20, v19, v10
	v_fma_f32 v7, v12, v10, v13
	v_fma_f32 v2, v8, v2, v9
	v_fma_f32 v8, v1, v24, v3
	v_fma_f32 v1, v18, v12, v20
	v_fmac_f32_e32 v24, v24, v21
	v_fma_f32 v14, v19, v5, v7
	v_fma_f32 v12, v9, v13, v2
	v_fma_f32 v10, v10, v2, v5
	v_fma_f32 v3, v3, v1, v8
	v_fma_f32 v4, v4, v9, v11
	v_fma_f32 v15, v21, v11, v14
	v_fma_f32 v5, v5, v6, v1
	v_fma_f32 v9, v16, v24, v10
	v_fma_f32 v2, v2, v16, v12
	v_fma_f32 v11, v11, v14, v4
	v_fma_f32 v13, v13, v8, v15
	v_fmac_f32_e32 v6, v6, v7
	v_fma_f32 v1, v1, v4, v16
	v_fma_f32 v8, v8, v10, v3
	v_fma_f32 v4, v4, v5, v11
	v_fma_f32 v17, v7, v12, v13
	v_fmac_f32_e32 v24, v24, v2
	v_fma_f32 v10, v10, v13, v5
	v_fma_f32 v12, v12, v6, v2
	v_fma_f32 v5, v5, v1, v1
	v_fma_f32 v18, v14, v3, v17
	v_fmac_f32_e32 v6, v6, v4
	v_fma_f32 v14, v11, v24, v4
	v_fma_f32 v2, v2, v8, v12
	v_fma_f32 v3, v3, v11, v8
	v_fma_f32 v7, v15, v9, v18
	v_fma_f32 v1, v1, v18, v9
	v_fma_f32 v15, v10, v6, v5
	v_fma_f32 v9, v9, v10, v10
	v_fma_f32 v8, v8, v12, v3
	v_fma_f32 v13, v13, v17, v7
	v_fma_f32 v11, v12, v1, v2
	v_fmac_f32_e32 v24, v24, v13
	v_fma_f32 v10, v17, v5, v13
	v_fma_f32 v5, v5, v14, v1
	v_fma_f32 v17, v3, v9, v8
	v_fma_f32 v3, v4, v3, v14
	v_add_f32_e32 v16, 0, v24
	v_fma_f32 v2, v2, v10, v11
	v_fma_f32 v1, v1, v24, v9
	v_add_f32_e32 v16, v16, v15
	v_add_f32_e32 v12, v16, v11
	v_fma_f32 v16, v18, v7, v10
	v_add_f32_e32 v12, v12, v5
	v_fma_f32 v7, v7, v8, v16
	v_fmac_f32_e32 v6, v6, v16
	v_fma_f32 v5, v8, v5, v17
	v_add_f32_e32 v12, v12, v17
	v_add_f32_e32 v4, v12, v7
	v_fma_f32 v12, v13, v3, v7
	v_add_f32_e32 v4, v4, v2
	v_add_f32_e32 v4, v4, v12
	v_add_f32_e32 v4, v4, v6
	v_fma_f32 v6, v14, v15, v3
	v_add_f32_e32 v1, v4, v1
	v_fma_f32 v4, v9, v11, v15
	v_fma_f32 v3, v3, v7, v6
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v1, v1, v4
	v_fma_f32 v4, v10, v17, v12
	v_add_f32_e32 v1, v1, v5
	v_fma_f32 v2, v16, v2, v4
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v1, v1, v2
	global_store_dword v0, v1, s[10:11]
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
	.size grid3d, 280
	.size empty_kernel, 4
	.size many_regs, 2292

	.rodata
	.p2align 6
// grid3d.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel grid3d
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 40
//   .amdhsa_user_sgpr_count 6
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 0
//   .amdhsa_user_sgpr_queue_ptr 0
//   .amdhsa_user_sgpr_kernarg_segment_ptr 1
//   .amdhsa_user_sgpr_dispatch_id 0
//   .amdhsa_user_sgpr_flat_scratch_init 0
//   .amdhsa_user_sgpr_private_segment_size 0
//   .amdhsa_wavefront_size32 0
//   .amdhsa_system_sgpr_private_segment_wavefront_offset 0
//   .amdhsa_system_sgpr_workgroup_id_x 1
//   .amdhsa_system_sgpr_workgroup_id_y 1
//   .amdhsa_system_sgpr_workgroup_id_z 1
//   .amdhsa_system_sgpr_workgroup_info 0
//   .amdhsa_system_vgpr_workitem_id 2
//   .amdhsa_next_free_vgpr 8
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
	.globl grid3d.kd
	.protected grid3d.kd
	.type grid3d.kd,@object
	.size grid3d.kd, 64
grid3d.kd:
	.long 0x00000000, 0x00000000, 0x00000028, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad grid3d@rel64-grid3d.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0081, 0x0000138c // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x0009, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
.amdhsa_kernel empty_kernel
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 0
  .amdhsa_user_sgpr_count 4
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 0
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_wavefront_size32 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 0
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 0
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_workgroup_processor_mode 1
  .amdhsa_memory_ordered 1
  .amdhsa_forward_progress 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
// many_regs.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 3; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel many_regs
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 8
//   .amdhsa_user_sgpr_count 6
//   .amdhsa_user_sgpr_private_segment_buffer 1
//   .amdhsa_user_sgpr_dispatch_ptr 0
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
	.globl many_regs.kd
	.protected many_regs.kd
	.type many_regs.kd,@object
	.size many_regs.kd, 64
many_regs.kd:
	.long 0x00000000, 0x00000000, 0x00000008, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad many_regs@rel64-many_regs.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af00c6, 0x0000008c // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x0009, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         10
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         12
        .size:           1
        .type_name:      char
        .value_kind:     by_value
      - .offset:         13
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           empty_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     0
    .sgpr_spill_count: 0
    .symbol:         empty_kernel.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           many_regs
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         many_regs.kd
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
