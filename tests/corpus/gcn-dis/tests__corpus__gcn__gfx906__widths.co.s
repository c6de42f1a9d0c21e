// xvisa co dis: amdgcn-amd-amdhsa--gfx906 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx906 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.text
	.p2align 8
	.globl packed_short
	.protected packed_short
	.type packed_short,@function
packed_short:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v13, 0xffff0000
	v_mov_b32_e32 v14, 0xffff
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
	global_load_dword v12, v[4:5], off
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	v_lshlrev_b64 v[2:3], 5, v[0:1]
	v_mov_b32_e32 v4, s17
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32_e32 v8, vcc, s16, v2
	v_addc_co_u32_e32 v9, vcc, v4, v3, vcc
	v_mov_b32_e32 v6, s19
	v_add_co_u32_e32 v10, vcc, s18, v0
	v_addc_co_u32_e32 v11, vcc, v6, v1, vcc
	s_waitcnt vmcnt(0)
	v_pk_add_u16 v0, v5, v12
	v_pk_sub_i16 v1, v12, v5
	v_pk_mul_lo_u16 v2, v5, v12
	v_pk_max_i16 v3, v12, v5
	global_store_dwordx4 v[8:9], v[0:3], off
	v_and_b32_e32 v6, 0x70007, v5
	v_mul_u32_u24_sdwa v0, v5, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
	v_and_b32_e32 v15, 0xf000f, v5
	v_mul_u32_u24_sdwa v3, v5, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_lshrrev_b32_e32 v0, 16, v0
	v_pk_min_i16 v4, v5, v12
	v_pk_add_i16 v7, v12, v5 clamp
	v_pk_max_u16 v1, v12, v5
	v_pk_sub_u16 v2, v12, v5 clamp
	v_pk_lshlrev_b16 v5, v6, v12
	v_pk_ashrrev_i16 v6, v15, v12
	v_pk_lshrrev_b16 v15, v15, v12
	v_and_or_b32 v0, v3, v13, v0
	v_pk_add_u16 v3, v12, v0
	v_bfi_b32 v0, v14, v15, v15
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[10:11], v[0:3], off
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
	.globl bytes_mix
	.protected bytes_mix
	.type bytes_mix,@function
bytes_mix:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v8, v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(1)
	v_lshrrev_b16_e32 v9, 8, v8
	v_lshrrev_b32_e32 v11, 24, v8
	v_bfe_u32 v13, v8, 16, 8
	v_and_b32_e32 v14, 0xff, v8
	s_waitcnt vmcnt(0)
	v_lshrrev_b16_e32 v10, 8, v2
	v_lshrrev_b32_e32 v12, 24, v2
	v_add_u16_e32 v0, v2, v8
	v_add_u16_sdwa v1, v2, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_add_u16_sdwa v17, v10, v9 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u16_sdwa v18, v12, v11 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_bfe_u32 v15, v2, 16, 8
	v_and_b32_e32 v16, 0xff, v2
	v_or_b32_sdwa v0, v0, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add3_u32 v17, v9, v10, 1
	v_or_b32_sdwa v1, v1, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add3_u32 v18, v11, v12, 1
	v_add3_u32 v19, v14, v16, 1
	v_lshrrev_b32_sdwa v18, v3, v18 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_sdwa v3, v3, v17 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add3_u32 v17, v13, v15, 1
	v_lshrrev_b32_e32 v17, 1, v17
	v_lshrrev_b32_e32 v19, 1, v19
	v_or_b32_sdwa v3, v19, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v17, v17, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v3, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v3, 3
	v_mul_u32_u24_sdwa v3, v8, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_max_u32_e32 v8, v13, v15
	v_min_u32_e32 v15, v15, v13
	v_sub_u32_e32 v8, v8, v15
	v_max_u32_e32 v15, v11, v12
	v_min_u32_e32 v12, v12, v11
	v_sub_u32_sdwa v12, v15, v12 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u32_e32 v15, v9, v10
	v_min_u32_e32 v10, v10, v9
	v_sub_u32_sdwa v10, v15, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u32_e32 v15, v14, v16
	v_min_u32_e32 v16, v16, v14
	v_sub_u32_e32 v15, v15, v16
	v_or_b32_sdwa v10, v15, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v15, v2, 8, 8
	v_or_b32_sdwa v8, v8, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v17, 0xff
	v_bfe_i32 v16, v2, 0, 8
	v_bfe_i32 v12, v2, 16, 8
	v_ashrrev_i32_e32 v18, 24, v2
	v_or_b32_sdwa v2, v10, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_u32_u24_e32 v8, 3, v14
	v_mul_u32_u24_e32 v10, 3, v11
	v_sub_u32_e32 v3, v3, v15
	v_mul_i32_i24_e32 v11, v18, v11
	v_sub_u32_e32 v10, v10, v18
	v_mul_u32_u24_e32 v18, 3, v13
	v_sub_u32_e32 v8, v8, v16
	v_med3_i32 v3, v3, 0, v17
	v_sub_u32_e32 v18, v18, v12
	v_med3_i32 v10, v10, 0, v17
	v_med3_i32 v8, v8, 0, v17
	v_lshlrev_b16_e32 v3, 8, v3
	v_med3_i32 v18, v18, 0, v17
	v_or_b32_e32 v3, v8, v3
	v_lshlrev_b16_e32 v8, 8, v10
	v_or_b32_sdwa v8, v18, v8 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx4 v[6:7], v[0:3], off
	s_nop 0
	v_mul_i32_i24_e32 v1, v15, v9
	v_mul_i32_i24_e32 v0, v12, v13
	v_mad_i32_i24 v1, v16, v14, v1
	v_add3_u32 v2, v1, v0, v11
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v0, vcc, s18, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
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
	.globl wide_ints
	.protected wide_ints
	.type wide_ints,@function
wide_ints:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v8, vcc, s2, v2
	v_addc_co_u32_e32 v9, vcc, v6, v3, vcc
	global_load_dwordx2 v[2:3], v[8:9], off
	global_load_dwordx2 v[6:7], v[4:5], off
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_mov_b32_e32 v13, s13
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v3, v6
	v_mul_lo_u32 v5, v10, v7
	v_mad_u64_u32 v[11:12], s[0:1], v10, v6, 0
	v_add3_u32 v12, v12, v5, v4
	v_add_co_u32_e32 v4, vcc, s12, v0
	v_addc_co_u32_e32 v5, vcc, v13, v1, vcc
	global_store_dwordx2 v[4:5], v[11:12], off
	global_load_dwordx2 v[0:1], v[8:9], off
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v1, v3
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .L7f8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v9, v3
	v_sub_co_u32_e32 v15, vcc, 0, v10
	v_subb_co_u32_e32 v16, vcc, 0, v3, vcc
	v_mac_f32_e32 v8, 0x4f800000, v9
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v8, 0x5f7ffffc, v8
	v_mul_f32_e32 v9, 0x2f800000, v8
	v_trunc_f32_e32 v9, v9
	v_mac_f32_e32 v8, 0xcf800000, v9
	v_cvt_u32_f32_e32 v13, v9
	v_cvt_u32_f32_e32 v14, v8
	v_mul_lo_u32 v11, v15, v13
	v_mul_lo_u32 v12, v16, v14
	v_mad_u64_u32 v[8:9], s[0:1], v15, v14, 0
	v_add3_u32 v17, v9, v11, v12
	v_mul_hi_u32 v9, v14, v8
	v_mad_u64_u32 v[11:12], s[0:1], v14, v17, 0
	v_add_co_u32_e32 v18, vcc, v9, v11
	v_mad_u64_u32 v[8:9], s[0:1], v13, v8, 0
	v_addc_co_u32_e32 v19, vcc, 0, v12, vcc
	v_mad_u64_u32 v[11:12], s[0:1], v13, v17, 0
	v_add_co_u32_e32 v8, vcc, v18, v8
	v_addc_co_u32_e32 v8, vcc, v19, v9, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v12, vcc
	v_add_co_u32_e32 v8, vcc, v8, v11
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v17, vcc, v14, v8
	v_addc_co_u32_e32 v18, vcc, v13, v9, vcc
	v_mul_lo_u32 v11, v15, v18
	v_mul_lo_u32 v12, v16, v17
	v_mad_u64_u32 v[8:9], s[0:1], v15, v17, 0
	v_add3_u32 v9, v9, v11, v12
	v_mad_u64_u32 v[13:14], s[0:1], v17, v9, 0
	v_mul_hi_u32 v15, v17, v8
	v_mad_u64_u32 v[11:12], s[0:1], v18, v9, 0
	v_mad_u64_u32 v[8:9], s[0:1], v18, v8, 0
	v_add_co_u32_e32 v13, vcc, v15, v13
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_add_co_u32_e32 v8, vcc, v13, v8
	v_addc_co_u32_e32 v8, vcc, v14, v9, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v12, vcc
	v_add_co_u32_e32 v8, vcc, v8, v11
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v11, vcc, v17, v8
	v_addc_co_u32_e32 v12, vcc, v18, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v0, v12, 0
	v_mul_hi_u32 v13, v0, v11
	v_add_co_u32_e32 v13, vcc, v13, v8
	v_addc_co_u32_e32 v14, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v1, v11, 0
	v_mad_u64_u32 v[11:12], s[0:1], v1, v12, 0
	v_add_co_u32_e32 v8, vcc, v13, v8
	v_addc_co_u32_e32 v8, vcc, v14, v9, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v12, vcc
	v_add_co_u32_e32 v11, vcc, v8, v11
	v_addc_co_u32_e32 v12, vcc, 0, v9, vcc
	v_mul_lo_u32 v13, v3, v11
	v_mul_lo_u32 v14, v10, v12
	v_mad_u64_u32 v[8:9], s[0:1], v10, v11, 0
	v_add3_u32 v9, v9, v14, v13
	v_sub_u32_e32 v13, v1, v9
	v_sub_co_u32_e32 v0, vcc, v0, v8
	v_subb_co_u32_e64 v8, s[0:1], v13, v3, vcc
	v_sub_co_u32_e64 v13, s[0:1], v0, v10
	v_subbrev_co_u32_e64 v8, s[0:1], 0, v8, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v3
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v10
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v8, v3
	v_cndmask_b32_e64 v8, v14, v13, s[0:1]
	v_add_co_u32_e64 v13, s[0:1], 2, v11
	v_subb_co_u32_e32 v1, vcc, v1, v9, vcc
	v_addc_co_u32_e64 v14, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_add_co_u32_e64 v15, s[0:1], 1, v11
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_addc_co_u32_e64 v16, s[0:1], 0, v12, s[0:1]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v3
	v_cmp_ne_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v8, v16, v14, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v15, v13, s[0:1]
	v_cndmask_b32_e32 v9, v12, v8, vcc
	v_cndmask_b32_e32 v8, v11, v0, vcc
.L7f8:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .L864
	v_cvt_f32_u32_e32 v1, v10
	v_sub_u32_e32 v8, 0, v10
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v8, v8, v1
	v_mul_hi_u32 v8, v1, v8
	v_add_u32_e32 v1, v1, v8
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v8, v1, v10
	v_add_u32_e32 v9, 1, v1
	v_sub_u32_e32 v0, v0, v8
	v_sub_u32_e32 v8, v0, v10
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_add_u32_e32 v8, 1, v1
	v_cmp_ge_u32_e32 vcc, v0, v10
	v_cndmask_b32_e32 v8, v1, v8, vcc
	v_mov_b32_e32 v9, 0
.L864:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v1, v7, v3
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	global_store_dwordx2 v[4:5], v[8:9], off offset:8
	v_or_b32_e32 v8, 0x10001, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .Lae8
	v_ashrrev_i32_e32 v13, 31, v3
	v_add_co_u32_e32 v0, vcc, v8, v13
	v_addc_co_u32_e32 v1, vcc, v3, v13, vcc
	v_xor_b32_e32 v14, v1, v13
	v_xor_b32_e32 v15, v0, v13
	v_cvt_f32_u32_e32 v0, v15
	v_cvt_f32_u32_e32 v1, v14
	v_sub_co_u32_e32 v12, vcc, 0, v15
	v_subb_co_u32_e32 v16, vcc, 0, v14, vcc
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v11, v0
	v_cvt_u32_f32_e32 v17, v1
	v_mul_lo_u32 v8, v16, v11
	v_mad_u64_u32 v[0:1], s[0:1], v12, v11, 0
	v_mul_lo_u32 v9, v12, v17
	v_add3_u32 v18, v1, v9, v8
	v_mad_u64_u32 v[8:9], s[0:1], v11, v18, 0
	v_mul_hi_u32 v1, v11, v0
	v_add_co_u32_e32 v19, vcc, v1, v8
	v_mad_u64_u32 v[0:1], s[0:1], v17, v0, 0
	v_addc_co_u32_e32 v20, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v17, v18, 0
	v_add_co_u32_e32 v0, vcc, v19, v0
	v_addc_co_u32_e32 v0, vcc, v20, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v8
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v18, vcc, v11, v0
	v_addc_co_u32_e32 v17, vcc, v17, v1, vcc
	v_mul_lo_u32 v8, v12, v17
	v_mul_lo_u32 v9, v16, v18
	v_mad_u64_u32 v[0:1], s[0:1], v12, v18, 0
	v_add3_u32 v1, v1, v8, v9
	v_mad_u64_u32 v[11:12], s[0:1], v18, v1, 0
	v_mul_hi_u32 v16, v18, v0
	v_mad_u64_u32 v[8:9], s[0:1], v17, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v17, v0, 0
	v_add_co_u32_e32 v11, vcc, v16, v11
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_add_co_u32_e32 v0, vcc, v11, v0
	v_addc_co_u32_e32 v0, vcc, v12, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v8
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v8, vcc, v18, v0
	v_addc_co_u32_e32 v9, vcc, v17, v1, vcc
	v_ashrrev_i32_e32 v11, 31, v7
	v_add_co_u32_e32 v0, vcc, v6, v11
	v_xor_b32_e32 v16, v0, v11
	v_mad_u64_u32 v[0:1], s[0:1], v16, v9, 0
	v_mul_hi_u32 v17, v16, v8
	v_addc_co_u32_e32 v12, vcc, v7, v11, vcc
	v_xor_b32_e32 v12, v12, v11
	v_add_co_u32_e32 v17, vcc, v17, v0
	v_addc_co_u32_e32 v18, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v12, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v12, v9, 0
	v_add_co_u32_e32 v0, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v9, vcc
	v_add_co_u32_e32 v8, vcc, v0, v8
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_mul_lo_u32 v17, v14, v8
	v_mul_lo_u32 v18, v15, v9
	v_mad_u64_u32 v[0:1], s[0:1], v15, v8, 0
	v_add3_u32 v1, v1, v18, v17
	v_sub_u32_e32 v17, v12, v1
	v_sub_co_u32_e32 v0, vcc, v16, v0
	v_subb_co_u32_e64 v16, s[0:1], v17, v14, vcc
	v_sub_co_u32_e64 v17, s[0:1], v0, v15
	v_subbrev_co_u32_e64 v16, s[0:1], 0, v16, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v16, v14
	v_cndmask_b32_e64 v18, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v17, v15
	v_cndmask_b32_e64 v17, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, v14
	v_cndmask_b32_e64 v16, v18, v17, s[0:1]
	v_add_co_u32_e64 v17, s[0:1], 2, v8
	v_subb_co_u32_e32 v1, vcc, v12, v1, vcc
	v_addc_co_u32_e64 v18, s[0:1], 0, v9, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v14
	v_add_co_u32_e64 v19, s[0:1], 1, v8
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v15
	v_addc_co_u32_e64 v20, s[0:1], 0, v9, s[0:1]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	v_cndmask_b32_e32 v0, v12, v0, vcc
	v_cndmask_b32_e64 v16, v20, v18, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v1, v19, v17, s[0:1]
	v_cndmask_b32_e32 v0, v9, v16, vcc
	v_cndmask_b32_e32 v1, v8, v1, vcc
	v_xor_b32_e32 v8, v11, v13
	v_xor_b32_e32 v9, v0, v8
	v_xor_b32_e32 v0, v1, v8
	v_sub_co_u32_e32 v0, vcc, v0, v8
	v_subb_co_u32_e32 v1, vcc, v9, v8, vcc
.Lae8:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lb54
	v_cvt_f32_u32_e32 v0, v8
	v_sub_u32_e32 v1, 0, v8
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v8
	v_add_u32_e32 v9, 1, v0
	v_sub_u32_e32 v1, v6, v1
	v_sub_u32_e32 v11, v1, v8
	v_cmp_ge_u32_e32 vcc, v1, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_add_u32_e32 v9, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v8
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_mov_b32_e32 v1, 0
.Lb54:
	s_or_b64 exec, exec, s[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off offset:16
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v7
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	v_and_b32_e32 v8, 0xffff, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .Ld6c
	v_cvt_f32_u32_e32 v0, v8
	v_cvt_f32_ubyte0_e32 v1, 0
	v_sub_co_u32_e32 v14, vcc, 0, v8
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_subb_co_u32_e64 v15, s[0:1], 0, 0, vcc
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v9, v1
	v_cvt_u32_f32_e32 v13, v0
	v_mul_lo_u32 v11, v14, v9
	v_mul_lo_u32 v12, v15, v13
	v_mad_u64_u32 v[0:1], s[0:1], v14, v13, 0
	v_add3_u32 v16, v1, v11, v12
	v_mul_hi_u32 v1, v13, v0
	v_mad_u64_u32 v[11:12], s[0:1], v13, v16, 0
	v_add_co_u32_e32 v17, vcc, v1, v11
	v_mad_u64_u32 v[0:1], s[0:1], v9, v0, 0
	v_addc_co_u32_e32 v18, vcc, 0, v12, vcc
	v_mad_u64_u32 v[11:12], s[0:1], v9, v16, 0
	v_add_co_u32_e32 v0, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v0, vcc, v0, v11
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v16, vcc, v13, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	v_mul_lo_u32 v11, v14, v9
	v_mul_lo_u32 v12, v15, v16
	v_mad_u64_u32 v[0:1], s[0:1], v14, v16, 0
	v_add3_u32 v1, v1, v11, v12
	v_mad_u64_u32 v[13:14], s[0:1], v16, v1, 0
	v_mul_hi_u32 v15, v16, v0
	v_mad_u64_u32 v[11:12], s[0:1], v9, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v9, v0, 0
	v_add_co_u32_e32 v13, vcc, v15, v13
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_add_co_u32_e32 v0, vcc, v13, v0
	v_addc_co_u32_e32 v0, vcc, v14, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v0, vcc, v0, v11
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v11, vcc, v16, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	v_ashrrev_i32_e32 v13, 31, v7
	v_add_co_u32_e32 v0, vcc, v6, v13
	v_xor_b32_e32 v14, v0, v13
	v_mad_u64_u32 v[0:1], s[0:1], v14, v9, 0
	v_mul_hi_u32 v15, v14, v11
	v_addc_co_u32_e32 v12, vcc, v7, v13, vcc
	v_xor_b32_e32 v16, v12, v13
	v_add_co_u32_e32 v15, vcc, v15, v0
	v_addc_co_u32_e32 v17, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v16, v11, 0
	v_mad_u64_u32 v[11:12], s[0:1], v16, v9, 0
	v_add_co_u32_e32 v0, vcc, v15, v0
	v_addc_co_u32_e32 v0, vcc, v17, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v12, vcc
	v_add_co_u32_e32 v0, vcc, v0, v11
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v8, v0, 0
	v_mad_u64_u32 v[11:12], s[0:1], v8, v9, v[1:2]
	v_sub_co_u32_e32 v0, vcc, v14, v0
	v_subb_co_u32_e32 v1, vcc, v16, v11, vcc
	v_sub_co_u32_e32 v9, vcc, v0, v8
	v_subbrev_co_u32_e32 v11, vcc, 0, v1, vcc
	v_sub_co_u32_e32 v12, vcc, v9, v8
	v_subbrev_co_u32_e32 v14, vcc, 0, v11, vcc
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v11
	v_cmp_ge_u32_e64 s[0:1], v0, v8
	v_cndmask_b32_e32 v15, -1, v15, vcc
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_cndmask_b32_e64 v8, -1, v8, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e32 v8, v9, v12, vcc
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_cndmask_b32_e64 v0, v0, v8, s[0:1]
	v_cndmask_b32_e64 v1, v1, v11, s[0:1]
	v_xor_b32_e32 v0, v0, v13
	v_xor_b32_e32 v1, v1, v13
	v_sub_co_u32_e32 v0, vcc, v0, v13
	v_subb_co_u32_e32 v1, vcc, v1, v13, vcc
.Ld6c:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Ldd0
	v_cvt_f32_u32_e32 v0, v8
	v_sub_u32_e32 v1, 0, v8
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v0, v0, v8
	v_sub_u32_e32 v0, v6, v0
	v_sub_u32_e32 v1, v0, v8
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_sub_u32_e32 v1, v0, v8
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v1, 0
.Ldd0:
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v11, 0, v10
	v_lshlrev_b64 v[8:9], v10, v[6:7]
	v_lshrrev_b64 v[11:12], v11, v[6:7]
	v_cvt_f64_u32_e32 v[13:14], v6
	v_or_b32_e32 v9, v9, v12
	v_or_b32_e32 v8, v8, v11
	v_cvt_f64_i32_e32 v[11:12], v7
	s_mov_b32 s2, 0x2f800000
	s_mov_b32 s3, 0xcf800000
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_add_f64 v[11:12], v[11:12], v[13:14]
	v_mul_hi_u32 v13, v10, v6
	v_mov_b32_e32 v14, 0
	v_mad_u64_u32 v[15:16], s[0:1], v10, v7, v[13:14]
	v_ffbh_u32_e32 v10, v10
	v_add_u32_e32 v10, 32, v10
	v_mov_b32_e32 v13, v15
	v_bcnt_u32_b32 v15, v6, 0
	v_mad_u64_u32 v[17:18], s[0:1], v3, v6, v[13:14]
	v_bcnt_u32_b32 v13, v7, v15
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v16, v14
	v_mad_u64_u32 v[15:16], s[0:1], v3, v7, v[15:16]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x3fd00000
	v_mul_f64 v[11:12], v[11:12], s[0:1]
	v_lshlrev_b64 v[6:7], 8, v[13:14]
	v_ffbh_u32_e32 v13, v3
	v_min_u32_e32 v13, v10, v13
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	s_mov_b32 s1, 0x3df00000
	v_or_b32_e32 v6, v6, v13
	global_store_dwordx4 v[4:5], v[6:9], off offset:40
	v_trunc_f64_e32 v[10:11], v[11:12]
	v_ffbh_u32_e32 v12, v3
	v_min_u32_e32 v14, 32, v12
	v_lshlrev_b64 v[2:3], v14, v[2:3]
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v12, v3, v2
	v_cvt_f32_u32_e32 v17, v12
	v_mul_f64 v[2:3], v[10:11], s[0:1]
	s_mov_b32 s1, 0xc1f00000
	v_floor_f64_e32 v[12:13], v[2:3]
	v_sub_u32_e32 v2, 32, v14
	v_ldexp_f32 v3, v17, v2
	v_mov_b32_e32 v2, v18
	v_trunc_f32_e32 v8, v3
	v_add_co_u32_e32 v2, vcc, v15, v2
	v_addc_co_u32_e32 v3, vcc, 0, v16, vcc
	v_fma_f64 v[6:7], v[12:13], s[0:1], v[10:11]
	v_mul_f32_e64 v9, |v8|, s2
	global_store_dwordx4 v[4:5], v[0:3], off offset:24
	s_nop 0
	v_floor_f32_e32 v0, v9
	v_fma_f32 v1, v0, s3, |v8|
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_cvt_u32_f64_e32 v2, v[6:7]
	v_ashrrev_i32_e32 v6, 31, v8
	v_cvt_i32_f64_e32 v3, v[12:13]
	v_xor_b32_e32 v1, v1, v6
	v_xor_b32_e32 v0, v0, v6
	v_sub_co_u32_e32 v1, vcc, v1, v6
	v_subb_co_u32_e32 v6, vcc, v0, v6, vcc
	v_add_co_u32_e32 v0, vcc, v1, v2
	v_addc_co_u32_e32 v1, vcc, v6, v3, vcc
	global_store_dwordx2 v[4:5], v[0:1], off offset:56
	s_endpgm
	.size packed_short, 340
	.size bytes_mix, 596
	.size wide_ints, 2640

	.rodata
	.p2align 6
.amdhsa_kernel packed_short
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
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
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel bytes_mix
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 88
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
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel wide_ints
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 80
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
  .amdhsa_next_free_sgpr 12
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
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           packed_short
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         packed_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bytes_mix
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         bytes_mix.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           wide_ints
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         wide_ints.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
