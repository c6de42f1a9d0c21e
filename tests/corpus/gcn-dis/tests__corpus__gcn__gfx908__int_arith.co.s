// xvisa co dis: amdgcn-amd-amdhsa--gfx908 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.text
	.p2align 8
	.globl int_arith_char
	.protected int_arith_char
	.type int_arith_char,@function
int_arith_char:
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
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s1
	global_load_sbyte v5, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v4, v1, vcc
	global_load_sbyte v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_mov_b32_e32 v3, 0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_sdwa vcc, v5, v3 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v3, 1, v5, vcc
	v_bfe_i32 v13, v3, 0, 16
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, v5, v2
	v_or_b32_e32 v10, 0x5a, v2
	v_xor_b32_sdwa v9, v9, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cvt_f32_i32_e32 v10, v13
	v_add_u16_e32 v4, v5, v2
	v_sub_u16_sdwa v6, v2, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_bfe_i32 v8, v2, 0, 16
	v_cvt_f32_i32_e32 v14, v8
	v_or_b32_sdwa v4, v4, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_xor_b32_e32 v6, v8, v13
	v_rcp_iflag_f32_e32 v8, v10
	v_cmp_gt_i16_e32 vcc, v2, v5
	v_cndmask_b32_e64 v12, 4, 3, vcc
	v_cmp_ge_i16_e32 vcc, v2, v5
	v_mul_f32_e32 v8, v14, v8
	v_trunc_f32_e32 v8, v8
	v_mul_lo_u16_e32 v7, v5, v2
	v_cndmask_b32_e32 v5, 2, v12, vcc
	v_cvt_i32_f32_e32 v12, v8
	v_ashrrev_i32_e32 v6, 30, v6
	v_mad_f32 v8, -v8, v10, v14
	v_or_b32_e32 v6, 1, v6
	v_cmp_ge_f32_e64 vcc, |v8|, |v10|
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v12, v6
	v_mul_lo_u16_e32 v3, v6, v3
	v_lshlrev_b16_e32 v6, 8, v6
	v_xor_b32_e32 v11, -1, v2
	v_lshlrev_b16_e32 v5, 8, v5
	v_sub_u16_e32 v3, v2, v3
	v_or_b32_sdwa v2, v7, v6 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v11, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
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
	s_nop 0
	s_nop 0
	.globl int_arith_uchar
	.protected int_arith_uchar
	.type int_arith_uchar,@function
int_arith_uchar:
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
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s1
	global_load_ubyte v5, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v4, v1, vcc
	global_load_ubyte v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v5
	v_cndmask_b32_e32 v3, 1, v5, vcc
	v_cvt_f32_ubyte0_e32 v13, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, v5, v2
	v_or_b32_e32 v10, 0x5a, v2
	v_xor_b32_sdwa v9, v9, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_rcp_iflag_f32_e32 v10, v13
	v_add_u16_e32 v4, v5, v2
	v_sub_u16_sdwa v6, v2, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cvt_f32_ubyte0_e32 v8, v2
	v_or_b32_sdwa v4, v4, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mul_f32_e32 v6, v8, v10
	v_trunc_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v10, v6
	v_cmp_gt_u16_e32 vcc, v2, v5
	v_cndmask_b32_e64 v11, 4, 3, vcc
	v_cmp_ge_u16_e32 vcc, v2, v5
	v_mad_f32 v6, -v6, v13, v8
	v_mul_lo_u16_e32 v7, v5, v2
	v_cndmask_b32_e32 v5, 2, v11, vcc
	v_cmp_ge_f32_e64 vcc, |v6|, v13
	v_addc_co_u32_e32 v6, vcc, 0, v10, vcc
	v_mul_lo_u16_e32 v3, v6, v3
	v_lshlrev_b16_e32 v6, 8, v6
	v_xor_b32_e32 v12, 0xff, v2
	v_lshlrev_b16_e32 v5, 8, v5
	v_sub_u16_e32 v3, v2, v3
	v_or_b32_sdwa v2, v7, v6 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v12, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
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
	s_nop 0
	s_nop 0
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
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_ushort v4, v[4:5], off
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_ushort v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, 1, v4, vcc
	v_bfe_i32 v3, v3, 0, 16
	v_ashrrev_i32_e32 v7, 31, v3
	v_add_u32_e32 v8, v3, v7
	v_xor_b32_e32 v8, v8, v7
	v_cvt_f32_u32_e32 v9, v8
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v4, v2
	v_sub_u16_e32 v10, v2, v4
	global_store_short v[0:1], v6, off
	global_store_short v[0:1], v10, off offset:2
	v_rcp_iflag_f32_e32 v9, v9
	v_sub_u32_e32 v6, 0, v8
	v_bfe_i32 v5, v2, 0, 16
	v_mul_lo_u16_e32 v11, v4, v2
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	v_and_b32_e32 v12, v4, v2
	v_or_b32_e32 v13, 0x5a, v2
	v_ashrrev_i32_e32 v10, 31, v5
	v_mul_lo_u32 v6, v6, v9
	global_store_short v[0:1], v11, off offset:4
	v_and_b32_e32 v11, 0xffff, v12
	v_and_b32_e32 v12, 0xffff, v13
	v_mul_hi_u32 v6, v9, v6
	v_add_u32_e32 v13, v5, v10
	v_xor_b32_e32 v13, v13, v10
	v_cmp_gt_i16_e32 vcc, v2, v4
	v_add_u32_e32 v6, v9, v6
	v_mul_hi_u32 v6, v13, v6
	v_cndmask_b32_e64 v14, 4, 3, vcc
	v_cmp_ge_i16_e32 vcc, v2, v4
	v_cndmask_b32_e32 v4, 2, v14, vcc
	v_mul_lo_u32 v9, v6, v8
	v_xor_b32_e32 v7, v10, v7
	v_add_u32_e32 v10, 1, v6
	v_lshl_or_b32 v2, v2, 16, v11
	v_sub_u32_e32 v9, v13, v9
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_sub_u32_e32 v10, v9, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 1, v6
	v_cmp_ge_u32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v7
	v_sub_u32_e32 v6, v6, v7
	v_mul_lo_u32 v3, v6, v3
	v_lshl_or_b32 v11, -1, 16, v12
	v_xor_b32_e32 v2, v2, v11
	global_store_dword v[0:1], v2, off offset:10
	v_and_b32_e32 v2, 0xffff, v6
	v_sub_u32_e32 v3, v5, v3
	v_lshl_or_b32 v2, v3, 16, v2
	global_store_dword v[0:1], v2, off offset:6
	global_store_short v[0:1], v4, off offset:14
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
	.globl int_arith_ushort
	.protected int_arith_ushort
	.type int_arith_ushort,@function
int_arith_ushort:
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
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	global_load_ushort v4, v[4:5], off
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_ushort v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, 1, v4, vcc
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v5, v4, v2
	v_sub_u16_e32 v6, v2, v4
	v_mul_lo_u16_e32 v7, v4, v2
	global_store_short v[0:1], v5, off
	global_store_short v[0:1], v6, off offset:2
	global_store_short v[0:1], v7, off offset:4
	v_cvt_f32_u32_sdwa v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_and_b32_e32 v9, v4, v2
	v_cvt_f32_u32_sdwa v8, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_or_b32_e32 v10, 0x5a, v2
	v_and_b32_e32 v6, 0xffff, v9
	v_rcp_iflag_f32_e32 v9, v5
	v_and_b32_e32 v7, 0xffff, v10
	v_lshl_or_b32 v6, v2, 16, v6
	v_lshl_or_b32 v7, -1, 16, v7
	v_xor_b32_e32 v6, v6, v7
	global_store_dword v[0:1], v6, off offset:10
	v_mul_f32_e32 v6, v8, v9
	v_trunc_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v7, v6
	v_cmp_gt_u16_e32 vcc, v2, v4
	v_cndmask_b32_e64 v11, 4, 3, vcc
	v_cmp_ge_u16_e32 vcc, v2, v4
	v_mad_f32 v6, -v6, v5, v8
	v_cndmask_b32_e32 v4, 2, v11, vcc
	v_cmp_ge_f32_e64 vcc, |v6|, v5
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_mul_lo_u16_e32 v3, v5, v3
	v_sub_u16_e32 v2, v2, v3
	global_store_short v[0:1], v5, off offset:6
	global_store_short v[0:1], v2, off offset:8
	global_store_short v[0:1], v4, off offset:14
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
	.globl int_arith_int
	.protected int_arith_int
	.type int_arith_int,@function
int_arith_int:
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
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v9, v[2:3], off
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v5, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v4, 1, v6, vcc
	v_ashrrev_i32_e32 v3, 31, v4
	v_add_u32_e32 v2, v4, v3
	v_xor_b32_e32 v10, v2, v3
	v_cvt_f32_u32_e32 v2, v10
	v_sub_u32_e32 v7, 0, v10
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, v6, v9
	v_or_b32_e32 v15, 0x5a, v9
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v11, v7, v2
	v_add_co_u32_e32 v7, vcc, s12, v0
	v_addc_co_u32_e32 v8, vcc, v5, v1, vcc
	v_mul_hi_u32 v1, v2, v11
	v_ashrrev_i32_e32 v5, 31, v9
	v_add_u32_e32 v11, v9, v5
	v_xor_b32_e32 v11, v11, v5
	v_add_u32_e32 v1, v2, v1
	v_mul_hi_u32 v12, v11, v1
	v_xor_b32_e32 v3, v5, v3
	v_mul_lo_u32 v2, v6, v9
	v_add_u32_e32 v0, v6, v9
	v_mul_lo_u32 v14, v12, v10
	v_sub_u32_e32 v1, v9, v6
	v_not_b32_e32 v5, v9
	v_sub_u32_e32 v11, v11, v14
	v_add_u32_e32 v14, 1, v12
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_sub_u32_e32 v14, v11, v10
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_add_u32_e32 v14, 1, v12
	v_cmp_ge_u32_e32 vcc, v11, v10
	v_cndmask_b32_e32 v10, v12, v14, vcc
	v_xor_b32_e32 v10, v10, v3
	v_sub_u32_e32 v3, v10, v3
	v_mul_lo_u32 v10, v3, v4
	v_cmp_gt_i32_e32 vcc, v9, v6
	v_cndmask_b32_e64 v11, 4, 3, vcc
	v_cmp_ge_i32_e32 vcc, v9, v6
	v_xor_b32_e32 v4, v13, v15
	global_store_dwordx4 v[7:8], v[0:3], off
	v_cndmask_b32_e32 v6, 2, v11, vcc
	v_sub_u32_e32 v3, v9, v10
	global_store_dwordx4 v[7:8], v[3:6], off offset:16
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
	.globl int_arith_uint
	.protected int_arith_uint
	.type int_arith_uint,@function
int_arith_uint:
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
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v9, v[2:3], off
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v5, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v4, 1, v6, vcc
	v_cvt_f32_u32_e32 v2, v4
	v_sub_u32_e32 v3, 0, v4
	v_add_co_u32_e32 v7, vcc, s12, v0
	v_rcp_iflag_f32_e32 v2, v2
	v_addc_co_u32_e32 v8, vcc, v5, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v6, v9
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_and_b32_e32 v10, v6, v9
	v_or_b32_e32 v12, 0x5a, v9
	v_not_b32_e32 v5, v9
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v1, v2, v3
	v_mul_hi_u32 v3, v9, v1
	v_mul_lo_u32 v2, v6, v9
	v_sub_u32_e32 v1, v9, v6
	v_mul_lo_u32 v11, v3, v4
	v_add_u32_e32 v13, 1, v3
	v_sub_u32_e32 v11, v9, v11
	v_cmp_ge_u32_e32 vcc, v11, v4
	v_cndmask_b32_e32 v3, v3, v13, vcc
	v_sub_u32_e32 v13, v11, v4
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_add_u32_e32 v13, 1, v3
	v_cmp_ge_u32_e32 vcc, v11, v4
	v_cndmask_b32_e32 v3, v3, v13, vcc
	v_mul_lo_u32 v11, v3, v4
	v_cmp_gt_u32_e32 vcc, v9, v6
	v_cndmask_b32_e64 v13, 4, 3, vcc
	v_cmp_ge_u32_e32 vcc, v9, v6
	v_xor_b32_e32 v4, v10, v12
	global_store_dwordx4 v[7:8], v[0:3], off
	v_cndmask_b32_e32 v6, 2, v13, vcc
	v_sub_u32_e32 v3, v9, v11
	global_store_dwordx4 v[7:8], v[3:6], off offset:16
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
	.globl int_arith_long
	.protected int_arith_long
	.type int_arith_long,@function
int_arith_long:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	global_load_dwordx2 v[6:7], v[2:3], off
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v8, vcc, s12, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v10, s[0:1], v4, v6
	v_addc_co_u32_e64 v11, s[0:1], v5, v7, s[0:1]
	v_sub_co_u32_e64 v12, s[0:1], v6, v4
	v_subb_co_u32_e64 v13, s[0:1], v7, v5, s[0:1]
	v_mul_lo_u32 v16, v5, v6
	v_mul_lo_u32 v17, v4, v7
	v_mad_u64_u32 v[0:1], s[0:1], v4, v6, 0
	v_cndmask_b32_e32 v2, 0, v5, vcc
	v_or_b32_e32 v15, v7, v2
	v_cndmask_b32_e32 v3, 1, v4, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[14:15]
	v_add3_u32 v1, v1, v17, v16
	global_store_dwordx4 v[8:9], v[10:13], off
	global_store_dwordx2 v[8:9], v[0:1], off offset:16
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .Lf58
	v_ashrrev_i32_e32 v14, 31, v2
	v_add_co_u32_e32 v0, vcc, v3, v14
	v_addc_co_u32_e32 v1, vcc, v2, v14, vcc
	v_xor_b32_e32 v15, v1, v14
	v_xor_b32_e32 v16, v0, v14
	v_cvt_f32_u32_e32 v0, v16
	v_cvt_f32_u32_e32 v1, v15
	v_sub_co_u32_e32 v13, vcc, 0, v16
	v_subb_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v12, v0
	v_cvt_u32_f32_e32 v18, v1
	v_mul_lo_u32 v10, v17, v12
	v_mad_u64_u32 v[0:1], s[0:1], v13, v12, 0
	v_mul_lo_u32 v11, v13, v18
	v_add3_u32 v19, v1, v11, v10
	v_mad_u64_u32 v[10:11], s[0:1], v12, v19, 0
	v_mul_hi_u32 v1, v12, v0
	v_add_co_u32_e32 v20, vcc, v1, v10
	v_mad_u64_u32 v[0:1], s[0:1], v18, v0, 0
	v_addc_co_u32_e32 v21, vcc, 0, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v18, v19, 0
	v_add_co_u32_e32 v0, vcc, v20, v0
	v_addc_co_u32_e32 v0, vcc, v21, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v19, vcc, v12, v0
	v_addc_co_u32_e32 v18, vcc, v18, v1, vcc
	v_mul_lo_u32 v10, v13, v18
	v_mul_lo_u32 v11, v17, v19
	v_mad_u64_u32 v[0:1], s[0:1], v13, v19, 0
	v_add3_u32 v1, v1, v10, v11
	v_mad_u64_u32 v[12:13], s[0:1], v19, v1, 0
	v_mul_hi_u32 v17, v19, v0
	v_mad_u64_u32 v[10:11], s[0:1], v18, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v18, v0, 0
	v_add_co_u32_e32 v12, vcc, v17, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v0, vcc, v12, v0
	v_addc_co_u32_e32 v0, vcc, v13, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, v19, v0
	v_addc_co_u32_e32 v11, vcc, v18, v1, vcc
	v_ashrrev_i32_e32 v12, 31, v7
	v_add_co_u32_e32 v0, vcc, v6, v12
	v_xor_b32_e32 v17, v0, v12
	v_mad_u64_u32 v[0:1], s[0:1], v17, v11, 0
	v_mul_hi_u32 v18, v17, v10
	v_addc_co_u32_e32 v13, vcc, v7, v12, vcc
	v_xor_b32_e32 v13, v13, v12
	v_add_co_u32_e32 v18, vcc, v18, v0
	v_addc_co_u32_e32 v19, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v13, v10, 0
	v_mad_u64_u32 v[10:11], s[0:1], v13, v11, 0
	v_add_co_u32_e32 v0, vcc, v18, v0
	v_addc_co_u32_e32 v0, vcc, v19, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, v0, v10
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	v_mul_lo_u32 v18, v15, v10
	v_mul_lo_u32 v19, v16, v11
	v_mad_u64_u32 v[0:1], s[0:1], v16, v10, 0
	v_add3_u32 v1, v1, v19, v18
	v_sub_u32_e32 v18, v13, v1
	v_sub_co_u32_e32 v0, vcc, v17, v0
	v_subb_co_u32_e64 v17, s[0:1], v18, v15, vcc
	v_sub_co_u32_e64 v18, s[0:1], v0, v16
	v_subbrev_co_u32_e64 v17, s[0:1], 0, v17, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v17, v15
	v_cndmask_b32_e64 v19, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v18, v16
	v_cndmask_b32_e64 v18, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v17, v15
	v_cndmask_b32_e64 v17, v19, v18, s[0:1]
	v_add_co_u32_e64 v18, s[0:1], 2, v10
	v_subb_co_u32_e32 v1, vcc, v13, v1, vcc
	v_addc_co_u32_e64 v19, s[0:1], 0, v11, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v15
	v_add_co_u32_e64 v20, s[0:1], 1, v10
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v16
	v_addc_co_u32_e64 v21, s[0:1], 0, v11, s[0:1]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v15
	v_cmp_ne_u32_e64 s[0:1], 0, v17
	v_cndmask_b32_e32 v0, v13, v0, vcc
	v_cndmask_b32_e64 v17, v21, v19, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v1, v20, v18, s[0:1]
	v_cndmask_b32_e32 v0, v11, v17, vcc
	v_cndmask_b32_e32 v1, v10, v1, vcc
	v_xor_b32_e32 v10, v12, v14
	v_xor_b32_e32 v11, v0, v10
	v_xor_b32_e32 v0, v1, v10
	v_sub_co_u32_e32 v0, vcc, v0, v10
	v_subb_co_u32_e32 v1, vcc, v11, v10, vcc
.Lf58:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .Lfc4
	v_cvt_f32_u32_e32 v0, v3
	v_sub_u32_e32 v1, 0, v3
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v3
	v_add_u32_e32 v10, 1, v0
	v_sub_u32_e32 v1, v6, v1
	v_sub_u32_e32 v11, v1, v3
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_add_u32_e32 v10, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_mov_b32_e32 v1, 0
.Lfc4:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v10, v1, v3
	v_mul_lo_u32 v11, v0, v2
	v_mad_u64_u32 v[2:3], s[0:1], v0, v3, 0
	v_add3_u32 v3, v3, v11, v10
	v_sub_co_u32_e32 v2, vcc, v6, v2
	v_subb_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_dwordx4 v[8:9], v[0:3], off offset:24
	v_cmp_gt_i64_e32 vcc, v[6:7], v[4:5]
	v_and_b32_e32 v0, v5, v7
	v_and_b32_e32 v2, v4, v6
	v_or_b32_e32 v3, 0x5a, v6
	v_xor_b32_e32 v1, v0, v7
	v_xor_b32_e32 v0, v2, v3
	v_not_b32_e32 v3, v7
	v_not_b32_e32 v2, v6
	global_store_dwordx4 v[8:9], v[0:3], off offset:40
	s_nop 0
	v_cndmask_b32_e64 v0, 4, 3, vcc
	v_cmp_ge_i64_e32 vcc, v[6:7], v[4:5]
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v0, 2, v0, vcc
	global_store_dwordx2 v[8:9], v[0:1], off offset:56
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
	.globl int_arith_ulong
	.protected int_arith_ulong
	.type int_arith_ulong,@function
int_arith_ulong:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	v_mov_b32_e32 v14, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	global_load_dwordx2 v[6:7], v[2:3], off
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v8, vcc, s12, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v10, s[0:1], v4, v6
	v_addc_co_u32_e64 v11, s[0:1], v5, v7, s[0:1]
	v_sub_co_u32_e64 v12, s[0:1], v6, v4
	v_subb_co_u32_e64 v13, s[0:1], v7, v5, s[0:1]
	v_mul_lo_u32 v16, v5, v6
	v_mul_lo_u32 v17, v4, v7
	v_mad_u64_u32 v[0:1], s[0:1], v4, v6, 0
	v_cndmask_b32_e32 v2, 0, v5, vcc
	v_or_b32_e32 v15, v7, v2
	v_cndmask_b32_e32 v3, 1, v4, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[14:15]
	v_add3_u32 v1, v1, v17, v16
	global_store_dwordx4 v[8:9], v[10:13], off
	global_store_dwordx2 v[8:9], v[0:1], off offset:16
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .L141c
	v_cvt_f32_u32_e32 v0, v3
	v_cvt_f32_u32_e32 v1, v2
	v_sub_co_u32_e32 v14, vcc, 0, v3
	v_subb_co_u32_e32 v15, vcc, 0, v2, vcc
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v12, v1
	v_cvt_u32_f32_e32 v13, v0
	v_mul_lo_u32 v10, v14, v12
	v_mul_lo_u32 v11, v15, v13
	v_mad_u64_u32 v[0:1], s[0:1], v14, v13, 0
	v_add3_u32 v16, v1, v10, v11
	v_mul_hi_u32 v1, v13, v0
	v_mad_u64_u32 v[10:11], s[0:1], v13, v16, 0
	v_add_co_u32_e32 v17, vcc, v1, v10
	v_mad_u64_u32 v[0:1], s[0:1], v12, v0, 0
	v_addc_co_u32_e32 v18, vcc, 0, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v12, v16, 0
	v_add_co_u32_e32 v0, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v16, vcc, v13, v0
	v_addc_co_u32_e32 v17, vcc, v12, v1, vcc
	v_mul_lo_u32 v10, v14, v17
	v_mul_lo_u32 v11, v15, v16
	v_mad_u64_u32 v[0:1], s[0:1], v14, v16, 0
	v_add3_u32 v1, v1, v10, v11
	v_mad_u64_u32 v[12:13], s[0:1], v16, v1, 0
	v_mul_hi_u32 v14, v16, v0
	v_mad_u64_u32 v[10:11], s[0:1], v17, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v17, v0, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v0, vcc, v12, v0
	v_addc_co_u32_e32 v0, vcc, v13, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, v16, v0
	v_addc_co_u32_e32 v11, vcc, v17, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v6, v11, 0
	v_mul_hi_u32 v12, v6, v10
	v_add_co_u32_e32 v12, vcc, v12, v0
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v7, v10, 0
	v_mad_u64_u32 v[10:11], s[0:1], v7, v11, 0
	v_add_co_u32_e32 v0, vcc, v12, v0
	v_addc_co_u32_e32 v0, vcc, v13, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, v0, v10
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	v_mul_lo_u32 v12, v2, v10
	v_mul_lo_u32 v13, v3, v11
	v_mad_u64_u32 v[0:1], s[0:1], v3, v10, 0
	v_add3_u32 v1, v1, v13, v12
	v_sub_u32_e32 v12, v7, v1
	v_sub_co_u32_e32 v0, vcc, v6, v0
	v_subb_co_u32_e64 v12, s[0:1], v12, v2, vcc
	v_sub_co_u32_e64 v13, s[0:1], v0, v3
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v2
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v3
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v12, v2
	v_cndmask_b32_e64 v12, v14, v13, s[0:1]
	v_add_co_u32_e64 v13, s[0:1], 2, v10
	v_addc_co_u32_e64 v14, s[0:1], 0, v11, s[0:1]
	v_add_co_u32_e64 v15, s[0:1], 1, v10
	v_addc_co_u32_e64 v16, s[0:1], 0, v11, s[0:1]
	v_subb_co_u32_e32 v1, vcc, v7, v1, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	v_cmp_ge_u32_e32 vcc, v1, v2
	v_cndmask_b32_e64 v12, v16, v14, s[0:1]
	v_cndmask_b32_e64 v14, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v0, v14, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v15, v13, s[0:1]
	v_cndmask_b32_e32 v1, v11, v12, vcc
	v_cndmask_b32_e32 v0, v10, v0, vcc
.L141c:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .L1488
	v_cvt_f32_u32_e32 v0, v3
	v_sub_u32_e32 v1, 0, v3
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v3
	v_add_u32_e32 v10, 1, v0
	v_sub_u32_e32 v1, v6, v1
	v_sub_u32_e32 v11, v1, v3
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_add_u32_e32 v10, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_mov_b32_e32 v1, 0
.L1488:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v10, v1, v3
	v_mul_lo_u32 v11, v0, v2
	v_mad_u64_u32 v[2:3], s[0:1], v0, v3, 0
	v_add3_u32 v3, v3, v11, v10
	v_sub_co_u32_e32 v2, vcc, v6, v2
	v_subb_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_dwordx4 v[8:9], v[0:3], off offset:24
	v_cmp_gt_u64_e32 vcc, v[6:7], v[4:5]
	v_and_b32_e32 v0, v5, v7
	v_and_b32_e32 v2, v4, v6
	v_or_b32_e32 v3, 0x5a, v6
	v_xor_b32_e32 v1, v0, v7
	v_xor_b32_e32 v0, v2, v3
	v_not_b32_e32 v3, v7
	v_not_b32_e32 v2, v6
	global_store_dwordx4 v[8:9], v[0:3], off offset:40
	s_nop 0
	v_cndmask_b32_e64 v0, 4, 3, vcc
	v_cmp_ge_u64_e32 vcc, v[6:7], v[4:5]
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v0, 2, v0, vcc
	global_store_dwordx2 v[8:9], v[0:1], off offset:56
	s_endpgm
	.size int_arith_char, 360
	.size int_arith_uchar, 324
	.size int_arith_short, 456
	.size int_arith_ushort, 348
	.size int_arith_int, 368
	.size int_arith_uint, 332
	.size int_arith_long, 1096
	.size int_arith_ulong, 1036

	.rodata
	.p2align 6
.amdhsa_kernel int_arith_char
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
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel int_arith_uchar
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
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel int_arith_short
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
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel int_arith_ushort
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
  .amdhsa_next_free_vgpr 12
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
.amdhsa_kernel int_arith_int
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
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel int_arith_uint
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
  .amdhsa_next_free_vgpr 16
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
.amdhsa_kernel int_arith_long
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
.amdhsa_kernel int_arith_ulong
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
  .amdhsa_next_free_vgpr 20
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_char.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_uchar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_ushort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_uint.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int_arith_ulong.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
