// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl int_arith_char
	.protected int_arith_char
	.type int_arith_char,@function
int_arith_char:
	s_load_dword s9, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s9, v[0:1]
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_add_co_u32 v2, vcc, s2, v0
	v_add_co_ci_u32_e32 v3, vcc, s3, v1, vcc
	global_load_sbyte v4, v[2:3], off
	v_add_co_u32 v2, vcc, s0, v0
	v_add_co_ci_u32_e32 v3, vcc, s1, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	global_load_sbyte v2, v[2:3], off
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_sdwa vcc, v4, v3 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v3, 1, v4, vcc
	s_waitcnt vmcnt(0)
	v_bfe_i32 v7, v2, 0, 16
	v_sub_nc_u16 v10, v2, v4
	v_bfe_i32 v5, v3, 0, 16
	v_and_b32_e32 v11, v4, v2
	v_cvt_f32_i32_e32 v9, v7
	v_lshlrev_b16 v10, 8, v10
	v_cvt_f32_i32_e32 v6, v5
	v_xor_b32_e32 v5, v7, v5
	v_rcp_iflag_f32_e32 v8, v6
	v_ashrrev_i32_e32 v5, 30, v5
	v_or_b32_e32 v5, 1, v5
	v_mul_f32_e32 v8, v9, v8
	v_trunc_f32_e32 v7, v8
	v_fma_f32 v8, -v7, v6, v9
	v_cvt_i32_f32_e32 v7, v7
	v_add_nc_u16 v9, v4, v2
	v_cmp_ge_f32_e64 vcc, |v8|, |v6|
	v_mul_lo_u16 v6, v4, v2
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_gt_i16_e32 vcc, v2, v4
	v_add_nc_u32_e32 v5, v7, v5
	v_cndmask_b32_e64 v8, 4, 3, vcc
	v_cmp_ge_i16_e32 vcc, v2, v4
	v_or_b32_e32 v7, 0x5a, v2
	v_mul_lo_u16 v3, v5, v3
	v_lshlrev_b16 v5, 8, v5
	v_cndmask_b32_e32 v4, 2, v8, vcc
	v_xor_b32_e32 v8, -1, v2
	v_xor_b32_sdwa v7, v11, v7 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_sub_nc_u16 v2, v2, v3
	v_or_b32_sdwa v3, v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16 v4, 8, v4
	v_or_b32_sdwa v5, v6, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s4, v0
	v_or_b32_sdwa v6, v2, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v8, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	v_or_b32_sdwa v2, v3, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx2 v[0:1], v[2:3], off
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
	.globl int_arith_uchar
	.protected int_arith_uchar
	.type int_arith_uchar,@function
int_arith_uchar:
	s_load_dword s9, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s9, v[0:1]
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_add_co_u32 v2, vcc, s2, v0
	v_add_co_ci_u32_e32 v3, vcc, s3, v1, vcc
	global_load_ubyte v4, v[2:3], off
	v_add_co_u32 v2, vcc, s0, v0
	v_add_co_ci_u32_e32 v3, vcc, s1, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	global_load_ubyte v2, v[2:3], off
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, 1, v4, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v7, v2
	v_cmp_gt_u16_e32 vcc, v2, v4
	v_cvt_f32_ubyte0_e32 v5, v3
	v_add_nc_u16 v8, v4, v2
	v_sub_nc_u16 v9, v2, v4
	v_mul_lo_u16 v10, v4, v2
	v_cndmask_b32_e64 v12, 4, 3, vcc
	v_rcp_iflag_f32_e32 v6, v5
	v_and_b32_e32 v11, v4, v2
	v_lshlrev_b16 v9, 8, v9
	v_mul_f32_e32 v6, v7, v6
	v_trunc_f32_e32 v6, v6
	v_fma_f32 v7, -v6, v5, v7
	v_cvt_u32_f32_e32 v6, v6
	v_cmp_ge_f32_e64 vcc, |v7|, v5
	v_xor_b32_e32 v7, 0xff, v2
	v_add_co_ci_u32_e32 v5, vcc, 0, v6, vcc
	v_cmp_ge_u16_e32 vcc, v2, v4
	v_or_b32_e32 v6, 0x5a, v2
	v_mul_lo_u16 v3, v5, v3
	v_lshlrev_b16 v5, 8, v5
	v_cndmask_b32_e32 v4, 2, v12, vcc
	v_xor_b32_sdwa v6, v11, v6 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s4, v0
	v_sub_nc_u16 v2, v2, v3
	v_lshlrev_b16 v4, 8, v4
	v_or_b32_sdwa v3, v8, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v5, v10, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	v_or_b32_sdwa v4, v7, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v6, v2, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v3, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx2 v[0:1], v[2:3], off
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
	.globl int_arith_short
	.protected int_arith_short
	.type int_arith_short,@function
int_arith_short:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_ushort v4, v[4:5], off
	global_load_ushort v2, v[2:3], off
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v4
	s_waitcnt vmcnt(0)
	v_bfe_i32 v9, v2, 0, 16
	v_cndmask_b32_e32 v3, 1, v4, vcc
	v_ashrrev_i32_e32 v10, 31, v9
	v_bfe_i32 v3, v3, 0, 16
	v_add_nc_u32_e32 v11, v9, v10
	v_ashrrev_i32_e32 v5, 31, v3
	v_xor_b32_e32 v11, v11, v10
	v_add_nc_u32_e32 v6, v3, v5
	v_xor_b32_e32 v6, v6, v5
	v_xor_b32_e32 v5, v10, v5
	v_sub_nc_u16 v10, v2, v4
	v_cvt_f32_u32_e32 v7, v6
	v_sub_nc_u32_e32 v8, 0, v6
	v_rcp_iflag_f32_e32 v7, v7
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v8, v8, v7
	v_mul_hi_u32 v8, v7, v8
	v_add_nc_u32_e32 v7, v7, v8
	v_mul_hi_u32 v7, v11, v7
	v_mul_lo_u32 v8, v7, v6
	v_sub_nc_u32_e32 v8, v11, v8
	v_add_nc_u32_e32 v11, 1, v7
	v_sub_nc_u32_e32 v12, v8, v6
	v_cmp_ge_u32_e32 vcc, v8, v6
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v8, v8, v12, vcc
	v_add_nc_u32_e32 v11, 1, v7
	v_cmp_ge_u32_e32 vcc, v8, v6
	v_or_b32_e32 v8, 0x5a, v2
	v_cndmask_b32_e32 v6, v7, v11, vcc
	v_and_b32_e32 v7, v4, v2
	v_add_co_u32 v0, vcc, s4, v0
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	v_xor_b32_e32 v6, v6, v5
	v_cmp_gt_i16_e32 vcc, v2, v4
	v_mul_lo_u16 v11, v4, v2
	v_sub_nc_u32_e32 v5, v6, v5
	v_and_b32_e32 v6, 0xffff, v7
	v_and_b32_e32 v7, 0xffff, v8
	v_add_nc_u16 v8, v4, v2
	v_mul_lo_u32 v3, v5, v3
	v_lshl_or_b32 v6, v2, 16, v6
	v_lshl_or_b32 v7, -1, 16, v7
	v_and_b32_e32 v5, 0xffff, v5
	global_store_short v[0:1], v8, off
	v_xor_b32_e32 v6, v6, v7
	v_sub_nc_u32_e32 v3, v9, v3
	v_cndmask_b32_e64 v9, 4, 3, vcc
	v_cmp_ge_i16_e32 vcc, v2, v4
	v_lshl_or_b32 v3, v3, 16, v5
	v_cndmask_b32_e32 v2, 2, v9, vcc
	global_store_short v[0:1], v10, off offset:2
	global_store_short v[0:1], v11, off offset:4
	global_store_dword v[0:1], v6, off offset:10
	global_store_dword v[0:1], v3, off offset:6
	global_store_short v[0:1], v2, off offset:14
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
	.globl int_arith_ushort
	.protected int_arith_ushort
	.type int_arith_ushort,@function
int_arith_ushort:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_ushort v4, v[4:5], off
	global_load_ushort v2, v[2:3], off
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v4
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_sdwa v7, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_and_b32_e32 v8, v4, v2
	v_cndmask_b32_e32 v3, 1, v4, vcc
	v_add_co_u32 v0, vcc, s4, v0
	v_or_b32_e32 v9, 0x5a, v2
	v_add_co_ci_u32_e32 v1, vcc, s5, v1, vcc
	v_cvt_f32_u32_sdwa v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_and_b32_e32 v8, 0xffff, v8
	v_and_b32_e32 v9, 0xffff, v9
	v_add_nc_u16 v10, v4, v2
	v_rcp_iflag_f32_e32 v6, v5
	v_lshl_or_b32 v8, v2, 16, v8
	v_lshl_or_b32 v9, -1, 16, v9
	v_mul_f32_e32 v6, v7, v6
	v_trunc_f32_e32 v6, v6
	v_fma_f32 v7, -v6, v5, v7
	v_cvt_u32_f32_e32 v6, v6
	v_cmp_ge_f32_e64 vcc, |v7|, v5
	v_mul_lo_u16 v7, v4, v2
	v_add_co_ci_u32_e32 v5, vcc, 0, v6, vcc
	v_cmp_gt_u16_e32 vcc, v2, v4
	v_sub_nc_u16 v6, v2, v4
	global_store_short v[0:1], v10, off
	global_store_short v[0:1], v6, off offset:2
	v_mul_lo_u16 v3, v5, v3
	v_cndmask_b32_e64 v11, 4, 3, vcc
	v_cmp_ge_u16_e32 vcc, v2, v4
	v_xor_b32_e32 v6, v8, v9
	v_sub_nc_u16 v3, v2, v3
	v_cndmask_b32_e32 v2, 2, v11, vcc
	global_store_short v[0:1], v7, off offset:4
	global_store_dword v[0:1], v6, off offset:10
	global_store_short v[0:1], v5, off offset:6
	global_store_short v[0:1], v3, off offset:8
	global_store_short v[0:1], v2, off offset:14
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
	.globl int_arith_int
	.protected int_arith_int
	.type int_arith_int,@function
int_arith_int:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_dword v7, v[4:5], off
	global_load_dword v10, v[2:3], off
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v8, 31, v10
	v_cndmask_b32_e32 v2, 1, v7, vcc
	v_add_nc_u32_e32 v9, v10, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_xor_b32_e32 v9, v9, v8
	v_add_nc_u32_e32 v4, v2, v3
	v_xor_b32_e32 v4, v4, v3
	v_xor_b32_e32 v3, v8, v3
	v_cvt_f32_u32_e32 v5, v4
	v_sub_nc_u32_e32 v6, 0, v4
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v6, v6, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_nc_u32_e32 v5, v5, v6
	v_mul_hi_u32 v5, v9, v5
	v_mul_lo_u32 v6, v5, v4
	v_sub_nc_u32_e32 v6, v9, v6
	v_add_nc_u32_e32 v9, 1, v5
	v_sub_nc_u32_e32 v11, v6, v4
	v_cmp_ge_u32_e32 vcc, v6, v4
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_or_b32_e32 v11, 0x5a, v10
	v_add_nc_u32_e32 v9, 1, v5
	v_cmp_ge_u32_e32 vcc, v6, v4
	v_not_b32_e32 v6, v10
	v_cndmask_b32_e32 v4, v5, v9, vcc
	v_add_co_u32 v8, vcc, s4, v0
	v_add_co_ci_u32_e32 v9, vcc, s5, v1, vcc
	v_xor_b32_e32 v4, v4, v3
	v_cmp_gt_i32_e32 vcc, v10, v7
	v_and_b32_e32 v5, v7, v10
	v_add_nc_u32_e32 v0, v7, v10
	v_sub_nc_u32_e32 v1, v10, v7
	v_sub_nc_u32_e32 v3, v4, v3
	v_cndmask_b32_e64 v12, 4, 3, vcc
	v_cmp_ge_i32_e32 vcc, v10, v7
	v_xor_b32_e32 v5, v5, v11
	v_mul_lo_u32 v4, v3, v2
	v_mul_lo_u32 v2, v7, v10
	v_cndmask_b32_e32 v7, 2, v12, vcc
	v_sub_nc_u32_e32 v4, v10, v4
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
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
	.globl int_arith_uint
	.protected int_arith_uint
	.type int_arith_uint,@function
int_arith_uint:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_dword v7, v[4:5], off
	global_load_dword v10, v[2:3], off
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, 0x5a, v10
	v_cndmask_b32_e32 v2, 1, v7, vcc
	v_cvt_f32_u32_e32 v3, v2
	v_sub_nc_u32_e32 v4, 0, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_nc_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v10, v3
	v_mul_lo_u32 v4, v3, v2
	v_add_nc_u32_e32 v5, 1, v3
	v_sub_nc_u32_e32 v4, v10, v4
	v_sub_nc_u32_e32 v6, v4, v2
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_not_b32_e32 v6, v10
	v_add_nc_u32_e32 v5, 1, v3
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_add_co_u32 v8, vcc, s4, v0
	v_add_co_ci_u32_e32 v9, vcc, s5, v1, vcc
	v_cmp_gt_u32_e32 vcc, v10, v7
	v_mul_lo_u32 v4, v3, v2
	v_and_b32_e32 v5, v7, v10
	v_mul_lo_u32 v2, v7, v10
	v_add_nc_u32_e32 v0, v7, v10
	v_cndmask_b32_e64 v12, 4, 3, vcc
	v_cmp_ge_u32_e32 vcc, v10, v7
	v_sub_nc_u32_e32 v1, v10, v7
	v_xor_b32_e32 v5, v5, v11
	v_sub_nc_u32_e32 v4, v10, v4
	v_cndmask_b32_e32 v7, 2, v12, vcc
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
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
	.globl int_arith_long
	.protected int_arith_long
	.type int_arith_long,@function
int_arith_long:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	global_load_dwordx2 v[6:7], v[2:3], off
	v_add_co_u32 v8, vcc, s4, v0
	v_add_co_ci_u32_e32 v9, vcc, s5, v1, vcc
	s_mov_b64 s[2:3], exec
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v5, v6
	v_mul_lo_u32 v16, v4, v7
	v_mad_u64_u32 v[0:1], null, v4, v6, 0
	v_add_co_u32 v10, s[0:1], v4, v6
	v_cndmask_b32_e32 v2, 0, v5, vcc
	v_add_co_ci_u32_e64 v11, s[0:1], v5, v7, s[0:1]
	v_sub_co_u32 v12, s[0:1], v6, v4
	v_or_b32_e32 v15, v7, v2
	v_sub_co_ci_u32_e64 v13, s[0:1], v7, v5, s[0:1]
	v_add3_u32 v1, v1, v16, v3
	v_cndmask_b32_e32 v3, 1, v4, vcc
	global_store_dwordx4 v[8:9], v[10:13], off
	global_store_dwordx2 v[8:9], v[0:1], off offset:16
	v_cmpx_ne_u64_e32 0, v[14:15]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .Lf88
	v_ashrrev_i32_e32 v14, 31, v2
	v_add_co_u32 v0, vcc, v3, v14
	v_add_co_ci_u32_e32 v1, vcc, v2, v14, vcc
	v_xor_b32_e32 v15, v0, v14
	v_xor_b32_e32 v16, v1, v14
	v_cvt_f32_u32_e32 v0, v15
	v_sub_co_u32 v17, vcc, 0, v15
	v_cvt_f32_u32_e32 v1, v16
	v_sub_co_ci_u32_e32 v18, vcc, 0, v16, vcc
	v_fmac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v19, v1
	v_cvt_u32_f32_e32 v20, v0
	v_mul_lo_u32 v10, v17, v19
	v_mul_lo_u32 v11, v18, v20
	v_mad_u64_u32 v[0:1], null, v17, v20, 0
	v_add3_u32 v12, v1, v10, v11
	v_mul_hi_u32 v21, v20, v0
	v_mad_u64_u32 v[0:1], null, v19, v0, 0
	v_mad_u64_u32 v[10:11], null, v20, v12, 0
	v_mad_u64_u32 v[12:13], null, v19, v12, 0
	v_add_co_u32 v10, vcc, v21, v10
	v_add_co_ci_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32 v0, vcc, v10, v0
	v_add_co_ci_u32_e32 v0, vcc, v11, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v20, vcc, v20, v0
	v_add_co_ci_u32_e32 v19, vcc, v19, v1, vcc
	v_mul_lo_u32 v10, v18, v20
	v_mad_u64_u32 v[0:1], null, v17, v20, 0
	v_mul_lo_u32 v11, v17, v19
	v_mul_hi_u32 v17, v20, v0
	v_add3_u32 v12, v1, v11, v10
	v_mad_u64_u32 v[0:1], null, v19, v0, 0
	v_mad_u64_u32 v[10:11], null, v20, v12, 0
	v_mad_u64_u32 v[12:13], null, v19, v12, 0
	v_add_co_u32 v10, vcc, v17, v10
	v_add_co_ci_u32_e32 v11, vcc, 0, v11, vcc
	v_ashrrev_i32_e32 v17, 31, v7
	v_add_co_u32 v0, vcc, v10, v0
	v_add_co_ci_u32_e32 v0, vcc, v11, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v10, vcc, v6, v17
	v_add_co_ci_u32_e32 v11, vcc, v7, v17, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_xor_b32_e32 v18, v10, v17
	v_add_co_u32 v10, vcc, v20, v0
	v_add_co_ci_u32_e32 v12, vcc, v19, v1, vcc
	v_xor_b32_e32 v19, v11, v17
	v_mul_hi_u32 v20, v18, v10
	v_mad_u64_u32 v[0:1], null, v18, v12, 0
	v_mad_u64_u32 v[10:11], null, v19, v10, 0
	v_mad_u64_u32 v[12:13], null, v19, v12, 0
	v_add_co_u32 v0, vcc, v20, v0
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v0, vcc, v0, v10
	v_add_co_ci_u32_e32 v0, vcc, v1, v11, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v10, vcc, v0, v12
	v_add_co_ci_u32_e32 v11, vcc, 0, v1, vcc
	v_mul_lo_u32 v12, v16, v10
	v_mad_u64_u32 v[0:1], null, v15, v10, 0
	v_mul_lo_u32 v13, v15, v11
	v_sub_co_u32 v0, vcc, v18, v0
	v_add3_u32 v1, v1, v13, v12
	v_sub_nc_u32_e32 v12, v19, v1
	v_sub_co_ci_u32_e64 v12, s[0:1], v12, v16, vcc
	v_add_co_u32 v13, s[0:1], v10, 2
	v_add_co_ci_u32_e64 v18, s[0:1], 0, v11, s[0:1]
	v_sub_co_u32 v20, s[0:1], v0, v15
	v_sub_co_ci_u32_e32 v1, vcc, v19, v1, vcc
	v_subrev_co_ci_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e32 vcc, v20, v15
	v_cmp_eq_u32_e64 s[0:1], v1, v16
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v12, v16
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v15
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v16
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v12, v16
	v_cndmask_b32_e64 v0, v15, v0, s[0:1]
	v_cndmask_b32_e32 v12, v20, v19, vcc
	v_add_co_u32 v19, vcc, v10, 1
	v_add_co_ci_u32_e32 v20, vcc, 0, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v1, v20, v18, vcc
	v_cndmask_b32_e32 v12, v19, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_xor_b32_e32 v13, v17, v14
	v_cndmask_b32_e32 v0, v11, v1, vcc
	v_cndmask_b32_e32 v1, v10, v12, vcc
	v_xor_b32_e32 v10, v0, v13
	v_xor_b32_e32 v1, v1, v13
	v_sub_co_u32 v0, vcc, v1, v13
	v_sub_co_ci_u32_e32 v1, vcc, v10, v13, vcc
.Lf88:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lff4
	v_cvt_f32_u32_e32 v0, v3
	v_sub_nc_u32_e32 v1, 0, v3
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v3
	v_add_nc_u32_e32 v10, 1, v0
	v_sub_nc_u32_e32 v1, v6, v1
	v_sub_nc_u32_e32 v11, v1, v3
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_add_nc_u32_e32 v10, 1, v0
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v0, v0, v10, vcc
.Lff4:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v10, v1, v3
	v_mul_lo_u32 v11, v0, v2
	v_mad_u64_u32 v[2:3], null, v0, v3, 0
	v_and_b32_e32 v12, v5, v7
	v_and_b32_e32 v13, v4, v6
	v_or_b32_e32 v14, 0x5a, v6
	v_add3_u32 v3, v3, v11, v10
	v_sub_co_u32 v2, vcc, v6, v2
	v_xor_b32_e32 v11, v12, v7
	v_xor_b32_e32 v10, v13, v14
	v_sub_co_ci_u32_e32 v3, vcc, v7, v3, vcc
	v_cmp_gt_i64_e32 vcc, v[6:7], v[4:5]
	v_not_b32_e32 v13, v7
	v_not_b32_e32 v12, v6
	v_cndmask_b32_e64 v15, 4, 3, vcc
	v_cmp_ge_i64_e32 vcc, v[6:7], v[4:5]
	v_mov_b32_e32 v5, 0
	v_cndmask_b32_e32 v4, 2, v15, vcc
	global_store_dwordx4 v[8:9], v[0:3], off offset:24
	global_store_dwordx4 v[8:9], v[10:13], off offset:40
	global_store_dwordx2 v[8:9], v[4:5], off offset:56
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
	.globl int_arith_ulong
	.protected int_arith_ulong
	.type int_arith_ulong,@function
int_arith_ulong:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s0, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add_co_u32 v0, s[8:9], s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, 0, s[8:9]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s2, v2
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e32 v3, vcc, s1, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	global_load_dwordx2 v[6:7], v[2:3], off
	v_add_co_u32 v8, vcc, s4, v0
	v_add_co_ci_u32_e32 v9, vcc, s5, v1, vcc
	s_mov_b64 s[2:3], exec
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v5, v6
	v_mul_lo_u32 v16, v4, v7
	v_mad_u64_u32 v[0:1], null, v4, v6, 0
	v_add_co_u32 v10, s[0:1], v4, v6
	v_cndmask_b32_e32 v2, 0, v5, vcc
	v_add_co_ci_u32_e64 v11, s[0:1], v5, v7, s[0:1]
	v_sub_co_u32 v12, s[0:1], v6, v4
	v_or_b32_e32 v15, v7, v2
	v_sub_co_ci_u32_e64 v13, s[0:1], v7, v5, s[0:1]
	v_add3_u32 v1, v1, v16, v3
	v_cndmask_b32_e32 v3, 1, v4, vcc
	global_store_dwordx4 v[8:9], v[10:13], off
	global_store_dwordx2 v[8:9], v[0:1], off offset:16
	v_cmpx_ne_u64_e32 0, v[14:15]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .L1440
	v_cvt_f32_u32_e32 v0, v3
	v_cvt_f32_u32_e32 v1, v2
	v_sub_co_u32 v14, vcc, 0, v3
	v_sub_co_ci_u32_e32 v15, vcc, 0, v2, vcc
	v_fmac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v16, v1
	v_cvt_u32_f32_e32 v17, v0
	v_mul_lo_u32 v10, v14, v16
	v_mul_lo_u32 v11, v15, v17
	v_mad_u64_u32 v[0:1], null, v14, v17, 0
	v_add3_u32 v12, v1, v10, v11
	v_mul_hi_u32 v18, v17, v0
	v_mad_u64_u32 v[0:1], null, v16, v0, 0
	v_mad_u64_u32 v[10:11], null, v17, v12, 0
	v_mad_u64_u32 v[12:13], null, v16, v12, 0
	v_add_co_u32 v10, vcc, v18, v10
	v_add_co_ci_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32 v0, vcc, v10, v0
	v_add_co_ci_u32_e32 v0, vcc, v11, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v17, vcc, v17, v0
	v_add_co_ci_u32_e32 v16, vcc, v16, v1, vcc
	v_mul_lo_u32 v10, v15, v17
	v_mad_u64_u32 v[0:1], null, v14, v17, 0
	v_mul_lo_u32 v11, v14, v16
	v_mul_hi_u32 v14, v17, v0
	v_add3_u32 v12, v1, v11, v10
	v_mad_u64_u32 v[0:1], null, v16, v0, 0
	v_mad_u64_u32 v[10:11], null, v17, v12, 0
	v_mad_u64_u32 v[12:13], null, v16, v12, 0
	v_add_co_u32 v10, vcc, v14, v10
	v_add_co_ci_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32 v0, vcc, v10, v0
	v_add_co_ci_u32_e32 v0, vcc, v11, v1, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v0, vcc, v0, v12
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v10, vcc, v17, v0
	v_add_co_ci_u32_e32 v12, vcc, v16, v1, vcc
	v_mul_hi_u32 v14, v6, v10
	v_mad_u64_u32 v[10:11], null, v7, v10, 0
	v_mad_u64_u32 v[0:1], null, v6, v12, 0
	v_mad_u64_u32 v[12:13], null, v7, v12, 0
	v_add_co_u32 v0, vcc, v14, v0
	v_add_co_ci_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32 v0, vcc, v0, v10
	v_add_co_ci_u32_e32 v0, vcc, v1, v11, vcc
	v_add_co_ci_u32_e32 v1, vcc, 0, v13, vcc
	v_add_co_u32 v10, vcc, v0, v12
	v_add_co_ci_u32_e32 v11, vcc, 0, v1, vcc
	v_mul_lo_u32 v12, v2, v10
	v_mad_u64_u32 v[0:1], null, v3, v10, 0
	v_mul_lo_u32 v13, v3, v11
	v_sub_co_u32 v0, vcc, v6, v0
	v_add3_u32 v1, v1, v13, v12
	v_sub_nc_u32_e32 v12, v7, v1
	v_sub_co_ci_u32_e64 v12, s[0:1], v12, v2, vcc
	v_add_co_u32 v13, s[0:1], v10, 2
	v_add_co_ci_u32_e64 v14, s[0:1], 0, v11, s[0:1]
	v_sub_co_u32 v15, s[0:1], v0, v3
	v_sub_co_ci_u32_e32 v1, vcc, v7, v1, vcc
	v_subrev_co_ci_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e32 vcc, v15, v3
	v_cmp_eq_u32_e64 s[0:1], v1, v2
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v12, v2
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v12, v2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	v_cndmask_b32_e32 v12, v16, v15, vcc
	v_add_co_u32 v15, vcc, v10, 1
	v_add_co_ci_u32_e32 v16, vcc, 0, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v1, v16, v14, vcc
	v_cndmask_b32_e32 v12, v15, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v1, v11, v1, vcc
	v_cndmask_b32_e32 v0, v10, v12, vcc
.L1440:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .L14ac
	v_cvt_f32_u32_e32 v0, v3
	v_sub_nc_u32_e32 v1, 0, v3
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_nc_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v3
	v_add_nc_u32_e32 v10, 1, v0
	v_sub_nc_u32_e32 v1, v6, v1
	v_sub_nc_u32_e32 v11, v1, v3
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_add_nc_u32_e32 v10, 1, v0
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v0, v0, v10, vcc
.L14ac:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v10, v1, v3
	v_mul_lo_u32 v11, v0, v2
	v_mad_u64_u32 v[2:3], null, v0, v3, 0
	v_and_b32_e32 v12, v5, v7
	v_and_b32_e32 v13, v4, v6
	v_or_b32_e32 v14, 0x5a, v6
	v_add3_u32 v3, v3, v11, v10
	v_sub_co_u32 v2, vcc, v6, v2
	v_xor_b32_e32 v11, v12, v7
	v_xor_b32_e32 v10, v13, v14
	v_sub_co_ci_u32_e32 v3, vcc, v7, v3, vcc
	v_cmp_gt_u64_e32 vcc, v[6:7], v[4:5]
	v_not_b32_e32 v13, v7
	v_not_b32_e32 v12, v6
	v_cndmask_b32_e64 v15, 4, 3, vcc
	v_cmp_ge_u64_e32 vcc, v[6:7], v[4:5]
	v_mov_b32_e32 v5, 0
	v_cndmask_b32_e32 v4, 2, v15, vcc
	global_store_dwordx4 v[8:9], v[0:3], off offset:24
	global_store_dwordx4 v[8:9], v[10:13], off offset:40
	global_store_dwordx2 v[8:9], v[4:5], off offset:56
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
	.size int_arith_char, 404
	.size int_arith_uchar, 368
	.size int_arith_short, 476
	.size int_arith_ushort, 376
	.size int_arith_int, 376
	.size int_arith_uint, 340
	.size int_arith_long, 1144
	.size int_arith_ulong, 1072

	.rodata
	.p2align 6
// int_arith_char.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_char
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 12
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_char.kd
	.protected int_arith_char.kd
	.type int_arith_char.kd,@object
	.size int_arith_char.kd, 64
int_arith_char.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_char@rel64-int_arith_char.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0042, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_uchar.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_uchar
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 16
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_uchar.kd
	.protected int_arith_uchar.kd
	.type int_arith_uchar.kd,@object
	.size int_arith_uchar.kd, 64
int_arith_uchar.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_uchar@rel64-int_arith_uchar.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0043, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_short.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_short
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 16
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_short.kd
	.protected int_arith_short.kd
	.type int_arith_short.kd,@object
	.size int_arith_short.kd, 64
int_arith_short.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_short@rel64-int_arith_short.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0043, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_ushort.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_ushort
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 12
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_ushort.kd
	.protected int_arith_ushort.kd
	.type int_arith_ushort.kd,@object
	.size int_arith_ushort.kd, 64
int_arith_ushort.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_ushort@rel64-int_arith_ushort.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0042, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_int.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_int
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 16
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_int.kd
	.protected int_arith_int.kd
	.type int_arith_int.kd,@object
	.size int_arith_int.kd, 64
int_arith_int.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_int@rel64-int_arith_int.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0043, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_uint.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_uint
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 16
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_uint.kd
	.protected int_arith_uint.kd
	.type int_arith_uint.kd,@object
	.size int_arith_uint.kd, 64
int_arith_uint.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_uint@rel64-int_arith_uint.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0043, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_long.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_long
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 24
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_long.kd
	.protected int_arith_long.kd
	.type int_arith_long.kd,@object
	.size int_arith_long.kd, 64
int_arith_long.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_long@rel64-int_arith_long.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0045, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_arith_ulong.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_arith_ulong
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 80
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
//   .amdhsa_next_free_vgpr 20
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 1; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_arith_ulong.kd
	.protected int_arith_ulong.kd
	.type int_arith_ulong.kd,@object
	.size int_arith_ulong.kd, 64
int_arith_ulong.kd:
	.long 0x00000000, 0x00000000, 0x00000050, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_arith_ulong@rel64-int_arith_ulong.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0044, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'char*'
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
    .name:           int_arith_char
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_char.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
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
    .name:           int_arith_uchar
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_uchar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short*'
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
    .name:           int_arith_short
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
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
    .name:           int_arith_ushort
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_ushort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
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
        .type_name:      'int*'
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
    .name:           int_arith_int
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
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
    .name:           int_arith_uint
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_uint.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
        .type_name:      'long*'
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
    .name:           int_arith_long
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
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
        .type_name:      'ulong*'
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
    .name:           int_arith_ulong
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int_arith_ulong.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
