// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl priv_widths
	.protected priv_widths
	.type priv_widths,@function
priv_widths:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[28:31], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v8, vcc, s8, v0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b32 s4, 0
	v_mov_b32_e32 v1, 8
	s_mov_b32 s5, 0x3fc00000
	s_mov_b32 s6, s4
	s_waitcnt vmcnt(0)
.L7c:
	v_xor_b32_e32 v2, s6, v0
	v_cvt_f64_u32_e32 v[2:3], v2
	s_add_i32 s6, s6, 1
	v_mul_f64 v[2:3], v[2:3], s[4:5]
	s_cmp_eq_u32 s6, 48
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, 8, v1
	s_cbranch_scc0 .L7c
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x188
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], 0
.Lc0:
	s_and_b32 s7, s6, 31
	s_add_i32 s6, s6, 1
	v_lshlrev_b64 v[4:5], s7, v[0:1]
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v4, vcc, s4, v4
	s_add_u32 s4, s4, -1
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	s_addc_u32 s5, s5, -1
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v2, s[0:3], 0 offen
	s_cmpk_lg_i32 s4, 0xffd8
	v_add_u32_e32 v2, 8, v2
	s_cbranch_scc1 .Lc0
	s_mov_b32 s11, 7
	s_mov_b32 s10, 6
	s_mov_b32 s9, 5
	s_mov_b32 s8, 4
	s_mov_b32 s7, 3
	s_mov_b32 s6, 2
	s_mov_b32 s5, 1
	s_mov_b32 s4, 0
	s_mov_b64 s[26:27], s[10:11]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	s_movk_i32 s12, 0x700
	v_mov_b32_e32 v10, 0x2c8
	s_mov_b64 s[24:25], s[8:9]
	s_mov_b64 s[22:23], s[6:7]
	s_mov_b64 s[20:21], s[4:5]
	v_mov_b32_e32 v7, v0
.L158:
	v_mul_lo_u32 v11, s25, v5
	v_mul_lo_u32 v12, s24, v4
	v_lshlrev_b16_e32 v11, 8, v11
	v_add_u16_e32 v12, 7, v12
	v_or_b32_sdwa v11, v11, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mul_lo_u32 v12, s27, v7
	v_mul_lo_u32 v13, s26, v6
	v_lshlrev_b16_e32 v12, 8, v12
	v_add_u16_e32 v13, 7, v13
	v_or_b32_sdwa v12, v12, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mul_lo_u32 v13, s21, v1
	v_mul_lo_u32 v14, s20, v0
	v_lshlrev_b16_e32 v13, 8, v13
	v_add_u16_e32 v14, 7, v14
	v_or_b32_sdwa v13, v13, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mul_lo_u32 v14, s23, v3
	v_mul_lo_u32 v15, s22, v2
	v_lshlrev_b16_e32 v14, 8, v14
	v_add_u16_e32 v15, 7, v15
	v_or_b32_sdwa v14, v14, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v11, 0x700, v11
	v_add_u16_sdwa v12, v12, s12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u32_e32 v15, s4, v10
	v_or_b32_e32 v12, v11, v12
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:4
	v_add_u16_e32 v11, 0x700, v14
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:2
	v_lshrrev_b16_e32 v11, 8, v11
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:3
	v_add_u16_e32 v11, 0x700, v13
	buffer_store_byte v11, v15, s[0:3], 0 offen
	v_lshrrev_b16_e32 v11, 8, v11
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:1
	v_lshrrev_b32_e32 v11, 24, v12
	s_add_i32 s4, s4, 8
	s_add_i32 s27, s27, 8
	s_add_i32 s26, s26, 8
	s_add_i32 s25, s25, 8
	s_add_i32 s24, s24, 8
	s_add_i32 s23, s23, 8
	s_add_i32 s22, s22, 8
	s_add_i32 s21, s21, 8
	s_add_i32 s20, s20, 8
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:7
	buffer_store_byte_d16_hi v12, v15, s[0:3], 0 offen offset:6
	v_lshrrev_b32_e32 v11, 8, v12
	s_cmpk_lg_i32 s4, 0x60
	buffer_store_byte v11, v15, s[0:3], 0 offen offset:5
	s_cbranch_scc1 .L158
	s_movk_i32 s4, 0x60
	v_mul_lo_u32 v1, v0, s4
	v_mov_b32_e32 v2, 0x2c8
.L290:
	v_add_u32_e32 v4, s4, v2
	s_add_i32 s4, s4, 1
	v_add_u16_e32 v3, 7, v1
	v_add_u32_e32 v1, v1, v0
	s_cmpk_lg_i32 s4, 0x64
	buffer_store_byte v3, v4, s[0:3], 0 offen
	s_cbranch_scc1 .L290
	s_mov_b32 s7, 3
	s_mov_b32 s6, 2
	s_mov_b32 s5, 1
	s_mov_b32 s4, 0
	s_mov_b64 s[10:11], s[6:7]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, 0x32c
	s_mov_b64 s[8:9], s[4:5]
.L2dc:
	s_mul_i32 s5, s11, 0xfc2f
	s_mul_i32 s6, s10, 0xfc2f
	s_mul_i32 s7, s9, 0xfc2f
	s_mul_i32 s12, s8, 0xfc2f
	v_add_u32_e32 v5, s4, v4
	s_add_i32 s11, s11, 4
	s_add_i32 s10, s10, 4
	s_add_i32 s9, s9, 4
	s_add_i32 s8, s8, 4
	s_add_i32 s4, s4, 8
	v_add_u32_e32 v6, s12, v0
	v_add_u32_e32 v7, s7, v1
	v_add_u32_e32 v11, s5, v3
	s_cmpk_lg_i32 s4, 0x88
	v_add_u32_e32 v10, s6, v2
	buffer_store_short v11, v5, s[0:3], 0 offen offset:6
	buffer_store_short v10, v5, s[0:3], 0 offen offset:4
	buffer_store_short v7, v5, s[0:3], 0 offen offset:2
	buffer_store_short v6, v5, s[0:3], 0 offen
	s_cbranch_scc1 .L2dc
	v_add_u32_e32 v1, 0x42fc7c, v0
	s_movk_i32 s4, 0x88
	v_mov_b32_e32 v2, 0x32c
.L360:
	v_add_u32_e32 v3, s4, v2
	s_add_i32 s4, s4, 2
	buffer_store_short v1, v3, s[0:3], 0 offen
	s_cmpk_lg_i32 s4, 0x8c
	v_add_u32_e32 v1, 0xfc2f, v1
	s_cbranch_scc1 .L360
	s_mov_b32 s4, 24
	s_mov_b32 s5, 0x41c64e6d
	s_mov_b32 s6, 0xaaaaaaab
	s_mov_b32 s7, 0xcccccccd
	s_mov_b32 s8, 0x51eb851f
	v_mov_b32_e32 v1, 0x188
	v_mov_b32_e32 v2, 8
	v_mov_b32_e32 v3, 0x32c
	v_mov_b32_e32 v4, 8
	v_mov_b32_e32 v5, v0
.L3c0:
	v_mul_lo_u32 v5, v5, s5
	v_add_u32_e32 v5, 0x3039, v5
	v_lshrrev_b32_e32 v7, 12, v5
	v_lshrrev_b32_e32 v6, 8, v5
	v_lshrrev_b32_e32 v10, 4, v5
	v_lshrrev_b32_e32 v11, 16, v5
	v_mul_hi_u32 v13, v7, s7
	v_mul_hi_u32 v12, v6, s6
	v_mul_hi_u32 v14, v10, s8
	v_mul_u32_u24_e32 v15, 0xea0f, v11
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v12, 5, v12
	v_lshrrev_b32_e32 v14, 5, v14
	v_lshrrev_b32_e32 v15, 22, v15
	v_mul_u32_u24_e32 v13, 40, v13
	v_mul_u32_u24_e32 v12, 48, v12
	v_mul_u32_u24_e32 v14, 0x64, v14
	v_mul_lo_u16_e32 v15, 0x46, v15
	v_sub_u32_e32 v7, v7, v13
	v_sub_u32_e32 v6, v6, v12
	v_sub_u32_e32 v10, v10, v14
	v_sub_u16_e32 v11, v11, v15
	v_lshl_add_u32 v14, v7, 3, v1
	v_lshl_add_u32 v15, v6, 3, v2
	v_add_u32_e32 v16, 0x2c8, v10
	v_lshl_add_u32 v17, v11, 1, v3
	buffer_load_dword v18, v14, s[0:3], 0 offen
	buffer_load_dword v19, v14, s[0:3], 0 offen offset:4
	buffer_load_ubyte v20, v16, s[0:3], 0 offen
	buffer_load_dword v6, v15, s[0:3], 0 offen
	buffer_load_dword v7, v15, s[0:3], 0 offen offset:4
	buffer_load_ushort v21, v17, s[0:3], 0 offen
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(5)
	v_cvt_f64_u32_e32 v[12:13], v18
	s_waitcnt vmcnt(4)
	v_cvt_f64_i32_e32 v[10:11], v19
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_sdwa v22, v4, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(1)
	v_add_f64 v[6:7], v[6:7], v[10:11]
	buffer_store_dword v18, v14, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u16_e32 v18, v20, v21
	v_xor_b32_e32 v19, v22, v19
	v_cmp_lt_f64_e32 vcc, 0, v[6:7]
	buffer_store_byte v18, v16, s[0:3], 0 offen
	buffer_store_dword v19, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v6, v15, s[0:3], 0 offen
	buffer_store_dword v7, v15, s[0:3], 0 offen offset:4
	v_cndmask_b32_e64 v6, -3, -1, vcc
	v_add_u16_e32 v6, v21, v6
	buffer_store_short v6, v17, s[0:3], 0 offen
	s_cbranch_scc0 .L3c0
	s_mov_b32 s4, 0xaaaaaaab
	v_mul_hi_u32 v1, v0, s4
	v_lshrrev_b32_e32 v1, 5, v1
	v_mul_lo_u32 v1, v1, 48
	v_sub_u32_e32 v1, v0, v1
	v_mov_b32_e32 v2, 8
	s_mov_b32 s4, 0xcccccccd
	v_lshl_add_u32 v1, v1, 3, v2
	v_mul_hi_u32 v2, v0, s4
	v_lshrrev_b32_e32 v2, 5, v2
	v_mul_lo_u32 v2, v2, 40
	v_sub_u32_e32 v2, v0, v2
	v_mov_b32_e32 v3, 0x188
	v_lshl_add_u32 v4, v2, 3, v3
	v_lshrrev_b32_e32 v2, 3, v0
	v_mul_hi_u32 v5, v2, s4
	v_lshrrev_b32_e32 v5, 5, v5
	v_mul_u32_u24_e32 v5, 40, v5
	v_sub_u32_e32 v2, v2, v5
	s_mov_b32 s4, 0x51eb851f
	v_lshl_add_u32 v5, v2, 3, v3
	v_mul_hi_u32 v2, v0, s4
	v_lshrrev_b32_e32 v2, 5, v2
	s_movk_i32 s5, 0x64
	v_mul_lo_u32 v2, v2, s5
	v_sub_u32_e32 v2, v0, v2
	v_add_u32_e32 v6, 0x2c8, v2
	v_lshrrev_b32_e32 v2, 5, v0
	v_mul_hi_u32 v3, v2, s4
	v_lshrrev_b32_e32 v3, 5, v3
	v_mul_u32_u24_e32 v3, 0x64, v3
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v7, 0x2c8, v2
	buffer_load_dword v2, v1, s[0:3], 0 offen
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v4, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v5, s[0:3], 0 offen
	buffer_load_dword v13, v5, s[0:3], 0 offen offset:4
	buffer_load_ubyte v14, v6, s[0:3], 0 offen
	buffer_load_ubyte v15, v7, s[0:3], 0 offen
	v_lshrrev_b32_e32 v1, 1, v0
	s_mov_b32 s4, 0xea0ea0eb
	v_mul_hi_u32 v1, v1, s4
	v_lshrrev_b32_e32 v1, 5, v1
	s_movk_i32 s4, 0x46
	v_mul_lo_u32 v1, v1, s4
	v_sub_u32_e32 v0, v0, v1
	v_mov_b32_e32 v1, 0x32c
	v_lshl_add_u32 v0, v0, 1, v1
	buffer_load_ushort v16, v0, s[0:3], 0 offen
	v_lshlrev_b64 v[0:1], 3, v[8:9]
	v_mov_b32_e32 v7, s15
	v_add_co_u32_e32 v6, vcc, s14, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v17, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v17, v1, vcc
	v_mov_b32_e32 v18, s19
	v_lshlrev_b64 v[4:5], 1, v[8:9]
	v_add_co_u32_e32 v8, vcc, s18, v8
	v_addc_co_u32_e32 v9, vcc, v18, v9, vcc
	v_mov_b32_e32 v19, s29
	v_add_co_u32_e32 v4, vcc, s28, v4
	v_addc_co_u32_e32 v5, vcc, v19, v5, vcc
	s_waitcnt vmcnt(7)
	global_store_dwordx2 v[6:7], v[2:3], off
	s_waitcnt vmcnt(5)
	v_add_co_u32_e32 v2, vcc, v12, v10
	s_waitcnt vmcnt(4)
	v_addc_co_u32_e32 v3, vcc, v13, v11, vcc
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v6, v15, v14
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_byte v[8:9], v6, off
	s_waitcnt vmcnt(3)
	global_store_short v[4:5], v16, off
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
	.size priv_widths, 1768

	.rodata
	.p2align 6
.amdhsa_kernel priv_widths
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 952
  .amdhsa_kernarg_size 96
  .amdhsa_user_sgpr_count 10
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 24
  .amdhsa_next_free_sgpr 36
  .amdhsa_accum_offset 24
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           priv_widths
    .private_segment_fixed_size: 952
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         priv_widths.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
