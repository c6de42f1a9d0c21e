// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V5)
// llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=5 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl grid3d
	.protected grid3d
	.type grid3d,@function
grid3d:
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx4 s[12:15], s[4:5], 0x10
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	s_mul_i32 s7, s7, 3
	s_waitcnt lgkmcnt(0)
	s_bfe_u32 s18, s11, 0x80008
	s_mov_b32 s4, s3
	s_mul_i32 s11, s14, s13
	s_mul_hi_u32 s13, s14, s12
	s_add_i32 s11, s13, s11
	s_mul_i32 s13, s15, s12
	s_lshr_b32 s9, s10, 16
	s_bfe_i64 s[2:3], s[2:3], 0x100000
	s_bfe_i64 s[4:5], s[4:5], 0x80000
	s_add_i32 s13, s11, s13
	s_add_u32 s6, s7, s6
	s_mul_i32 s8, s8, 5
	s_addc_u32 s7, 0, 0
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, 0
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	s_add_u32 s2, s2, s9
	s_addc_u32 s3, s3, 0
	s_add_u32 s2, s2, s4
	s_mov_b32 s10, 0
	v_trunc_f64_e32 v[2:3], s[16:17]
	s_mov_b32 s11, 0x3df00000
	s_addc_u32 s3, s3, s5
	v_mul_f64 v[4:5], v[2:3], s[10:11]
	s_add_u32 s2, s2, s18
	s_mul_i32 s12, s14, s12
	v_floor_f64_e32 v[4:5], v[4:5]
	s_mov_b32 s11, 0xc1f00000
	s_addc_u32 s3, s3, 0
	v_fmac_f64_e32 v[2:3], s[10:11], v[4:5]
	s_add_u32 s2, s2, s12
	v_cvt_u32_f64_e32 v2, v[2:3]
	s_addc_u32 s3, s3, s13
	v_cvt_i32_f64_e32 v1, v[4:5]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_bfe_u32 v1, v0, 20, 10
	v_lshlrev_b32_e32 v1, 3, v1
	v_bfe_u32 v4, v0, 10, 10
	v_add_lshl_u32 v1, v1, v4, 3
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_lshl_u32 v0, v1, v0, 3
	global_store_dwordx2 v0, v[2:3], s[0:1]
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
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s10, 0x40400000
	s_mov_b32 s11, 0x40a00000
	s_mov_b32 s12, 0x40c00000
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[8:9]
	global_load_dword v2, v0, s[8:9] offset:256
	global_load_dword v3, v0, s[8:9] offset:512
	global_load_dword v4, v0, s[8:9] offset:768
	s_mov_b32 s13, 0x40e00000
	s_mov_b32 s14, 0x41100000
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v7, s[0:1], s10, s10, v2
	v_div_scale_f32 v10, s[0:1], s11, s11, v2
	v_rcp_f32_e32 v19, v7
	v_rcp_f32_e32 v20, v10
	v_div_scale_f32 v12, s[2:3], s12, s12, v2
	v_div_scale_f32 v14, s[4:5], s13, s13, v2
	v_rcp_f32_e32 v21, v12
	v_rcp_f32_e32 v22, v14
	v_fma_f32 v24, -v7, v19, 1.0
	v_div_scale_f32 v8, vcc, v2, s10, v2
	v_fma_f32 v25, -v10, v20, 1.0
	v_fmac_f32_e32 v19, v24, v19
	v_div_scale_f32 v11, s[0:1], v2, s11, v2
	v_fmac_f32_e32 v20, v25, v20
	v_mul_f32_e32 v24, v8, v19
	v_div_scale_f32 v17, s[6:7], s14, s14, v2
	v_fma_f32 v26, -v12, v21, 1.0
	v_mul_f32_e32 v25, v11, v20
	v_fma_f32 v29, -v7, v24, v8
	v_div_scale_f32 v13, s[2:3], v2, s12, v2
	v_rcp_f32_e32 v23, v17
	v_fma_f32 v27, -v14, v22, 1.0
	v_fmac_f32_e32 v21, v26, v21
	v_fma_f32 v30, -v10, v25, v11
	v_fmac_f32_e32 v24, v29, v19
	v_div_scale_f32 v15, s[4:5], v2, s13, v2
	v_fmac_f32_e32 v22, v27, v22
	v_mul_f32_e32 v26, v13, v21
	v_fmac_f32_e32 v25, v30, v20
	v_fma_f32 v7, -v7, v24, v8
	v_mul_f32_e32 v27, v15, v22
	v_fma_f32 v31, -v12, v26, v13
	v_fma_f32 v8, -v10, v25, v11
	v_div_fmas_f32 v7, v7, v19, v24
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v32, -v14, v27, v15
	v_fmac_f32_e32 v26, v31, v21
	v_div_fmas_f32 v8, v8, v20, v25
	s_mov_b64 vcc, s[2:3]
	s_mov_b32 s2, 0x41200000
	v_fma_f32 v28, -v17, v23, 1.0
	v_fmac_f32_e32 v27, v32, v22
	v_fma_f32 v10, -v12, v26, v13
	v_div_scale_f32 v13, s[0:1], s2, s2, v2
	v_div_scale_f32 v18, s[6:7], v2, s14, v2
	v_fmac_f32_e32 v23, v28, v23
	v_fma_f32 v11, -v14, v27, v15
	v_rcp_f32_e32 v14, v13
	v_mul_f32_e32 v28, v18, v23
	v_fma_f32 v33, -v17, v28, v18
	v_fmac_f32_e32 v28, v33, v23
	v_div_fmas_f32 v10, v10, v21, v26
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v11, v11, v22, v27
	v_fma_f32 v12, -v17, v28, v18
	s_mov_b64 vcc, s[6:7]
	v_fma_f32 v15, -v13, v14, 1.0
	v_div_fmas_f32 v12, v12, v23, v28
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc, v2, s2, v2
	v_mul_f32_e32 v17, v15, v14
	v_fma_f32 v18, -v13, v17, v15
	v_fmac_f32_e32 v17, v18, v14
	v_fma_f32 v13, -v13, v17, v15
	v_div_fmas_f32 v13, v13, v14, v17
	v_div_fixup_f32 v13, v13, s2, v2
	s_mov_b32 s2, 0x41300000
	v_div_scale_f32 v14, s[0:1], s2, s2, v2
	v_rcp_f32_e32 v15, v14
	v_fma_f32 v5, 0, v1, v2
	v_mul_f32_e32 v6, 0.5, v2
	v_mul_f32_e32 v9, 0x3e800000, v2
	v_fma_f32 v17, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v17, v15
	v_div_scale_f32 v17, vcc, v2, s2, v2
	v_mul_f32_e32 v18, v17, v15
	v_fma_f32 v19, -v14, v18, v17
	v_fmac_f32_e32 v18, v19, v15
	v_fma_f32 v14, -v14, v18, v17
	v_div_fmas_f32 v14, v14, v15, v18
	v_div_fixup_f32 v14, v14, s2, v2
	s_mov_b32 s2, 0x41400000
	v_div_scale_f32 v15, s[0:1], s2, s2, v2
	v_rcp_f32_e32 v17, v15
	v_mul_f32_e32 v16, 0x3e000000, v2
	v_div_fixup_f32 v7, v7, s10, v2
	v_div_fixup_f32 v8, v8, s11, v2
	v_fma_f32 v18, -v15, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	v_div_scale_f32 v18, vcc, v2, s2, v2
	v_mul_f32_e32 v19, v18, v17
	v_fma_f32 v20, -v15, v19, v18
	v_fmac_f32_e32 v19, v20, v17
	v_fma_f32 v15, -v15, v19, v18
	v_div_fmas_f32 v15, v15, v17, v19
	v_div_fixup_f32 v15, v15, s2, v2
	s_mov_b32 s2, 0x41500000
	v_div_scale_f32 v17, s[0:1], s2, s2, v2
	v_rcp_f32_e32 v18, v17
	v_div_fixup_f32 v10, v10, s12, v2
	v_div_fixup_f32 v11, v11, s13, v2
	v_div_fixup_f32 v12, v12, s14, v2
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, v2, s2, v2
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v17, v17, s2, v2
	s_mov_b32 s2, 0x41600000
	v_div_scale_f32 v18, s[0:1], s2, s2, v2
	v_rcp_f32_e32 v19, v18
	v_fmac_f32_e32 v7, 2.0, v1
	v_fmac_f32_e32 v10, 0x40a00000, v1
	v_fmac_f32_e32 v11, 0x40c00000, v1
	v_fma_f32 v20, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc, v2, s2, v2
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v18, v18, s2, v2
	s_mov_b32 s2, 0x41700000
	v_div_scale_f32 v19, s[0:1], s2, s2, v2
	v_rcp_f32_e32 v20, v19
	v_add_f32_e32 v6, v1, v6
	v_fmac_f32_e32 v9, 0x40400000, v1
	v_fmac_f32_e32 v16, 0x40e00000, v1
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc, v2, s2, v2
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	v_div_fmas_f32 v19, v19, v20, v22
	v_div_fixup_f32 v19, v19, s2, v2
	v_mul_f32_e32 v2, 0x3d800000, v2
	v_fmac_f32_e32 v2, 0x41700000, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, v3, v4
	v_fmac_f32_e32 v10, v3, v4
	v_fmac_f32_e32 v11, v3, v4
	v_fmac_f32_e32 v13, 0x41100000, v1
	v_fmac_f32_e32 v2, v3, v4
	v_fmac_f32_e32 v6, v3, v4
	v_fmac_f32_e32 v9, v3, v4
	v_fmac_f32_e32 v16, v3, v4
	v_fmac_f32_e32 v8, 4.0, v1
	v_add_f32_e32 v7, -2.0, v7
	v_add_f32_e32 v10, 0xc0a00000, v10
	v_add_f32_e32 v11, 0xc0c00000, v11
	v_fmac_f32_e32 v12, 0x41000000, v1
	v_fmac_f32_e32 v13, v3, v4
	v_fmac_f32_e32 v14, 0x41200000, v1
	v_fmac_f32_e32 v15, 0x41300000, v1
	v_fmac_f32_e32 v17, 0x41400000, v1
	v_fmac_f32_e32 v18, 0x41500000, v1
	v_fmac_f32_e32 v19, 0x41600000, v1
	v_add_f32_e32 v1, 0xc1700000, v2
	v_fmac_f32_e32 v5, v3, v4
	v_add_f32_e32 v6, -1.0, v6
	v_add_f32_e32 v9, 0xc0400000, v9
	v_add_f32_e32 v16, 0xc0e00000, v16
	v_fmac_f32_e32 v8, v3, v4
	v_fmac_f32_e32 v12, v3, v4
	v_add_f32_e32 v13, 0xc1100000, v13
	v_fmac_f32_e32 v14, v3, v4
	v_fmac_f32_e32 v15, v3, v4
	v_fmac_f32_e32 v17, v3, v4
	v_fmac_f32_e32 v18, v3, v4
	v_fmac_f32_e32 v19, v3, v4
	v_fma_f32 v3, v7, v7, v11
	v_fma_f32 v7, v10, v10, v1
	v_add_f32_e32 v8, -4.0, v8
	v_add_f32_e32 v15, 0xc1300000, v15
	v_add_f32_e32 v17, 0xc1400000, v17
	v_add_f32_e32 v18, 0xc1500000, v18
	v_fma_f32 v2, v6, v6, v9
	v_fma_f32 v4, v9, v9, v13
	v_fma_f32 v9, v16, v16, v7
	v_add_f32_e32 v14, 0xc1200000, v14
	v_add_f32_e32 v19, 0xc1600000, v19
	v_fma_f32 v6, v8, v8, v17
	v_fma_f32 v10, v13, v13, v15
	v_fma_f32 v13, v15, v15, v2
	v_fma_f32 v15, v18, v18, v9
	v_add_f32_e32 v12, 0xc1000000, v12
	v_fmac_f32_e32 v5, v5, v5
	v_fma_f32 v8, v11, v11, v3
	v_fma_f32 v11, v14, v14, v19
	v_fma_f32 v14, v17, v17, v6
	v_fma_f32 v1, v1, v1, v15
	v_fmac_f32_e32 v12, v12, v12
	v_fmac_f32_e32 v5, v5, v2
	v_fma_f32 v2, v2, v3, v4
	v_fma_f32 v3, v3, v4, v8
	v_fma_f32 v4, v4, v6, v10
	v_fma_f32 v6, v6, v7, v14
	v_fma_f32 v7, v7, v8, v1
	v_fma_f32 v16, v19, v19, v11
	v_fma_f32 v8, v8, v9, v3
	v_fma_f32 v9, v9, v12, v7
	v_fmac_f32_e32 v12, v12, v10
	v_fma_f32 v10, v10, v11, v13
	v_fma_f32 v11, v11, v13, v16
	v_fma_f32 v13, v13, v14, v2
	v_fma_f32 v14, v14, v15, v6
	v_fma_f32 v15, v15, v16, v9
	v_fma_f32 v16, v16, v1, v11
	v_fma_f32 v1, v1, v5, v15
	v_fmac_f32_e32 v5, v5, v3
	v_fma_f32 v3, v3, v6, v8
	v_fma_f32 v17, v4, v7, v10
	v_fmac_f32_e32 v4, v2, v4
	v_fma_f32 v2, v6, v8, v14
	v_fma_f32 v6, v7, v9, v1
	v_fma_f32 v7, v8, v12, v3
	v_fma_f32 v8, v9, v10, v6
	v_fmac_f32_e32 v12, v12, v11
	v_fma_f32 v9, v11, v14, v16
	v_fma_f32 v11, v13, v15, v4
	v_fmac_f32_e32 v13, v10, v13
	v_fma_f32 v10, v14, v16, v2
	v_fma_f32 v14, v15, v1, v8
	v_fma_f32 v1, v1, v4, v14
	v_fma_f32 v15, v16, v5, v9
	v_fmac_f32_e32 v5, v5, v17
	v_fma_f32 v3, v3, v6, v7
	v_fma_f32 v16, v17, v7, v13
	v_fmac_f32_e32 v17, v4, v2
	v_fma_f32 v4, v6, v12, v1
	v_fma_f32 v6, v7, v13, v3
	v_fma_f32 v7, v8, v9, v4
	v_fma_f32 v2, v2, v8, v10
	v_fmac_f32_e32 v12, v12, v11
	v_fma_f32 v8, v9, v14, v15
	v_fma_f32 v9, v11, v15, v17
	v_fmac_f32_e32 v11, v13, v10
	v_fma_f32 v13, v14, v5, v7
	v_fma_f32 v10, v10, v1, v2
	v_fma_f32 v1, v1, v3, v13
	v_fma_f32 v14, v15, v17, v8
	v_fma_f32 v15, v16, v7, v11
	v_fmac_f32_e32 v16, v17, v4
	v_fma_f32 v4, v4, v11, v1
	v_fma_f32 v7, v7, v9, v4
	v_fma_f32 v3, v3, v6, v6
	v_fma_f32 v17, v9, v1, v16
	v_fmac_f32_e32 v9, v11, v13
	v_fma_f32 v11, v13, v16, v7
	v_fmac_f32_e32 v5, v5, v2
	v_fma_f32 v2, v2, v12, v10
	v_fma_f32 v6, v6, v8, v3
	v_fma_f32 v8, v8, v14, v14
	v_fma_f32 v1, v1, v15, v11
	v_fmac_f32_e32 v12, v12, v10
	v_fma_f32 v10, v10, v5, v2
	v_fmac_f32_e32 v5, v5, v4
	v_fma_f32 v4, v4, v8, v1
	v_fma_f32 v13, v14, v3, v8
	v_fma_f32 v3, v3, v7, v6
	v_fma_f32 v14, v15, v12, v9
	v_fmac_f32_e32 v15, v16, v6
	v_fma_f32 v2, v2, v9, v10
	v_fma_f32 v7, v7, v10, v4
	v_fma_f32 v6, v6, v17, v3
	v_fma_f32 v16, v17, v5, v15
	v_fmac_f32_e32 v17, v9, v13
	v_fma_f32 v9, v10, v15, v2
	v_fma_f32 v10, v11, v3, v7
	v_fmac_f32_e32 v12, v12, v11
	v_fma_f32 v8, v8, v1, v13
	v_fma_f32 v1, v1, v2, v10
	v_fma_f32 v11, v13, v14, v8
	v_fmac_f32_e32 v5, v5, v6
	v_fma_f32 v3, v3, v12, v6
	v_fma_f32 v13, v14, v17, v17
	v_fmac_f32_e32 v14, v15, v7
	v_fma_f32 v4, v4, v16, v1
	v_fma_f32 v2, v2, v8, v9
	v_fma_f32 v6, v6, v9, v3
	v_fma_f32 v7, v7, v10, v4
	v_fmac_f32_e32 v12, v12, v11
	v_fma_f32 v8, v8, v5, v11
	v_fma_f32 v15, v16, v14, v14
	v_fmac_f32_e32 v16, v17, v1
	v_fma_f32 v9, v9, v3, v2
	v_fma_f32 v10, v10, v13, v7
	v_fmac_f32_e32 v5, v5, v7
	v_fma_f32 v3, v3, v16, v6
	v_fma_f32 v17, v13, v8, v16
	v_fmac_f32_e32 v13, v14, v12
	v_fma_f32 v11, v11, v2, v8
	v_fma_f32 v2, v2, v15, v9
	v_fma_f32 v14, v15, v3, v13
	v_fmac_f32_e32 v15, v16, v5
	v_add_f32_e32 v5, 0, v5
	v_fma_f32 v1, v1, v4, v10
	v_add_f32_e32 v5, v5, v13
	v_fma_f32 v4, v4, v9, v1
	v_fma_f32 v6, v6, v10, v3
	v_add_f32_e32 v3, v5, v3
	v_fma_f32 v7, v7, v11, v4
	v_add_f32_e32 v3, v3, v17
	v_fma_f32 v9, v9, v17, v2
	v_fma_f32 v10, v10, v2, v7
	v_add_f32_e32 v2, v3, v2
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, v2, v6
	v_fmac_f32_e32 v12, v12, v1
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v12
	v_fma_f32 v8, v8, v13, v11
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v2, v2, v9
	v_fma_f32 v11, v11, v4, v8
	v_add_f32_e32 v2, v2, v10
	v_fma_f32 v1, v1, v6, v10
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v1, v2, v1
	global_store_dword v0, v1, s[8:9]
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
	.size grid3d, 272
	.size empty_kernel, 4
	.size many_regs, 2256

	.rodata
	.p2align 6
.amdhsa_kernel grid3d
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 40
  .amdhsa_user_sgpr_count 6
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_uses_dynamic_stack 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 8
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
  .amdhsa_uses_dynamic_stack 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 4
  .amdhsa_accum_offset 4
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
.amdhsa_kernel many_regs
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 8
  .amdhsa_user_sgpr_count 6
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 0
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_uses_dynamic_stack 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 40
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 36
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:           []
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
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         many_regs.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
