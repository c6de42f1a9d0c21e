// xvisa co dis: amdgcn-amd-amdhsa--gfx1030 (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 --amdhsa-code-object-version=4 -mattr=+wavefrontsize64 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.p2align 8
	.globl int_builtins_char
	.protected int_builtins_char
	.type int_builtins_char,@function
int_builtins_char:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	v_add_co_u32 v4, vcc, s14, v0
	v_add_co_ci_u32_e32 v5, vcc, s15, v1, vcc
	v_add_co_u32 v6, vcc, s16, v0
	v_add_co_ci_u32_e32 v7, vcc, s17, v1, vcc
	global_load_sbyte v2, v[2:3], off
	global_load_ubyte v8, v[4:5], off
	global_load_sbyte v7, v[6:7], off
	v_mad_u64_u32 v[3:4], null, v0, 12, s[18:19]
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s2, 0xff80
	v_add_co_u32 v5, vcc, s0, v5
	v_mov_b32_e32 v0, v4
	v_add_co_ci_u32_e32 v6, vcc, s1, v6, vcc
	v_mad_u64_u32 v[0:1], null, v1, 12, v[0:1]
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v1, 0xff, v2
	s_waitcnt vmcnt(1)
	v_lshlrev_b16 v4, 8, v8
	v_lshlrev_b16 v9, 8, v2
	v_bfe_i32 v10, v2, 0, 16
	v_bfe_i32 v11, v8, 0, 8
	s_waitcnt vmcnt(0)
	v_bfe_i32 v12, v7, 0, 16
	v_min_i16 v16, v7, v2
	v_sub_nc_u16 v17, 0, v2
	v_and_b32_e32 v19, 0xffff, v1
	v_cmp_ne_u16_e32 vcc, v1, v8
	v_and_b32_e32 v13, 7, v8
	v_sub_nc_u16 v14, 0, v8
	v_add_nc_u16 v15, v2, v7
	v_add_nc_i16 v18, v9, v4 clamp
	v_sub_nc_i16 v4, v9, v4 clamp
	v_mad_i32_i24 v9, v11, v10, v12
	v_mul_lo_u16 v12, v11, v2
	v_cndmask_b32_e32 v8, 1, v16, vcc
	v_max_i16 v16, v2, v17
	v_ffbh_u32_e32 v17, v19
	v_lshlrev_b16 v13, v13, v2
	v_and_b32_e32 v14, 7, v14
	v_add_nc_u16 v20, v11, v2
	v_lshlrev_b16 v15, 7, v15
	v_med3_i16 v21, v11, v7, v2
	v_max_i32_e32 v2, v10, v11
	v_min_i32_e32 v10, v11, v10
	v_lshrrev_b16 v11, 8, v12
	v_min_u32_e32 v17, 32, v17
	v_lshrrev_b16 v1, v14, v1
	v_bcnt_u32_b32 v14, v19, 0
	v_add_nc_u16 v15, v15, 0x80
	v_add_nc_u16 v7, v7, v11
	v_add_nc_u32_e32 v11, -16, v17
	v_med3_i32 v9, v9, s2, 0x7f
	v_lshrrev_b16 v19, 1, v20
	v_lshlrev_b16 v8, 8, v8
	v_and_b32_e32 v4, 0xffffff00, v4
	v_and_b32_e32 v12, 0xffffff00, v12
	v_or_b32_sdwa v1, v13, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v13, 0xffffff00, v15
	v_lshlrev_b16 v14, 8, v14
	v_add_nc_u16 v11, v11, -8
	v_or_b32_sdwa v8, v21, v8 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v15, v18, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v12, v19, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v7, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v7, v11, v14 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_sub_nc_u32_sdwa v10, v2, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v4, v0
	v_or_b32_sdwa v0, v15, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v12, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v7, v16, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_dwordx3 v[3:4], v[0:2], off
	global_store_short v[5:6], v7, off
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
	.globl int_builtins_uchar
	.protected int_builtins_uchar
	.type int_builtins_uchar,@function
int_builtins_uchar:
	s_load_dword s2, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_add_co_u32 v2, vcc, s12, v0
	v_add_co_ci_u32_e32 v3, vcc, s13, v1, vcc
	v_add_co_u32 v4, vcc, s14, v0
	v_add_co_ci_u32_e32 v5, vcc, s15, v1, vcc
	v_add_co_u32 v6, vcc, s16, v0
	v_add_co_ci_u32_e32 v7, vcc, s17, v1, vcc
	global_load_ubyte v8, v[2:3], off
	global_load_ubyte v2, v[4:5], off
	global_load_ubyte v7, v[6:7], off
	v_mad_u64_u32 v[3:4], null, v0, 12, s[18:19]
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc, s0, v5
	v_mov_b32_e32 v0, v4
	v_add_co_ci_u32_e32 v6, vcc, s1, v6, vcc
	v_mad_u64_u32 v[0:1], null, v1, 12, v[0:1]
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v11, 0xffff, v8
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v9, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0xffff, v7
	v_sub_nc_u16 v14, 0, v2
	v_add_nc_u16 v15, v8, v7
	v_min_u16 v17, v7, v8
	v_ffbh_u32_e32 v20, v11
	v_cmp_ne_u16_e32 vcc, v8, v2
	v_add_nc_u16 v1, v2, v8
	v_sub_nc_u16 v4, v8, v2 clamp
	v_mul_lo_u16 v12, v2, v8
	v_and_b32_e32 v13, 7, v2
	v_med3_u16 v16, v2, v7, v8
	v_mad_u32_u24 v10, v9, v11, v10
	v_and_b32_e32 v14, 7, v14
	v_bcnt_u32_b32 v21, v11, 0
	v_lshlrev_b16 v15, 7, v15
	v_cndmask_b32_e32 v2, 1, v17, vcc
	v_max_u32_e32 v17, v11, v9
	v_min_u32_e32 v9, v9, v11
	v_min_u32_e32 v11, 32, v20
	v_min_u16 v18, 0xff, v1
	v_lshrrev_b16 v19, 8, v12
	v_lshlrev_b16 v13, v13, v8
	v_lshlrev_b16 v4, 8, v4
	v_lshrrev_b16 v14, v14, v8
	v_add_nc_u16 v15, v15, 0x80
	v_add_nc_u32_e32 v11, -16, v11
	v_lshrrev_b16 v1, 1, v1
	v_and_b32_e32 v12, 0xffffff00, v12
	v_min_u32_e32 v10, 0xff, v10
	v_add_nc_u16 v7, v7, v19
	v_lshlrev_b16 v2, 8, v2
	v_or_b32_e32 v18, v18, v4
	v_lshlrev_b16 v4, 8, v21
	v_and_b32_e32 v15, 0xffffff00, v15
	v_or_b32_sdwa v13, v13, v14 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_nc_u16 v11, v11, -8
	v_or_b32_sdwa v2, v16, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v1, v15
	v_or_b32_sdwa v7, v7, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v11, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_sub_nc_u32_sdwa v9, v17, v9 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v4, v0
	v_or_b32_sdwa v0, v18, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v7, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_e32 v7, v8, v9
	global_store_dwordx3 v[3:4], v[0:2], off
	global_store_short v[5:6], v7, off
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
	.globl int_builtins_short
	.protected int_builtins_short
	.type int_builtins_short,@function
int_builtins_short:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s2, 0x8000
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	global_load_ushort v8, v[4:5], off
	global_load_ushort v6, v[6:7], off
	global_load_ushort v7, v[2:3], off
	v_mad_u64_u32 v[2:3], null, v0, 24, s[14:15]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mad_u64_u32 v[0:1], null, v1, 24, v[3:4]
	v_add_co_u32 v4, vcc, s0, v4
	v_add_co_ci_u32_e32 v5, vcc, s1, v5, vcc
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(2)
	v_bfe_i32 v0, v8, 0, 16
	s_waitcnt vmcnt(1)
	v_bfe_i32 v12, v6, 0, 16
	v_add_nc_i16 v9, v8, v6 clamp
	s_waitcnt vmcnt(0)
	v_bfe_i32 v11, v7, 0, 16
	v_sub_nc_i16 v10, v8, v6 clamp
	v_and_b32_e32 v1, 0xffff, v8
	v_sub_nc_u16 v14, 0, v6
	v_min_i16 v16, v7, v8
	v_sub_nc_u16 v17, 0, v8
	v_add_nc_u32_e32 v19, v0, v12
	v_cmp_ne_u16_e32 vcc, v8, v6
	global_store_short v[2:3], v9, off
	global_store_short v[2:3], v10, off offset:2
	v_mad_i32_i24 v10, v12, v0, v11
	v_mul_i32_i24_e32 v9, v12, v0
	v_med3_i16 v15, v6, v7, v8
	v_ffbh_u32_e32 v18, v1
	v_lshlrev_b16 v13, v6, v8
	v_bcnt_u32_b32 v1, v1, 0
	v_lshrrev_b16 v14, v14, v8
	v_add3_u32 v11, v0, v11, 1
	v_cndmask_b32_e32 v6, 1, v16, vcc
	v_max_i16 v8, v8, v17
	v_lshrrev_b32_e32 v17, 1, v19
	v_med3_i32 v10, v10, s2, 0x7fff
	v_lshrrev_b32_e32 v16, 16, v9
	global_store_short v[2:3], v15, off offset:20
	v_max_i32_e32 v15, v0, v12
	v_min_i32_e32 v0, v12, v0
	v_min_u32_e32 v12, 32, v18
	global_store_short v[2:3], v1, off offset:14
	v_lshrrev_b32_e32 v1, 1, v11
	global_store_short v[2:3], v6, off offset:22
	v_and_b32_e32 v6, 0xffff, v17
	v_or_b32_e32 v13, v13, v14
	v_bfi_b32 v9, 0xffff, v10, v9
	v_add_nc_u16 v7, v7, v16
	v_add_nc_u32_e32 v10, -16, v12
	v_lshl_or_b32 v1, v1, 16, v6
	v_sub_nc_u32_e32 v0, v15, v0
	global_store_short v[2:3], v13, off offset:10
	global_store_dword v[2:3], v9, off offset:4
	global_store_short v[2:3], v7, off offset:8
	global_store_short v[2:3], v10, off offset:12
	global_store_dword v[2:3], v1, off offset:16
	global_store_short v[4:5], v8, off
	global_store_short v[4:5], v0, off offset:2
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
	.globl int_builtins_ushort
	.protected int_builtins_ushort
	.type int_builtins_ushort,@function
int_builtins_ushort:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	global_load_ushort v8, v[4:5], off
	global_load_ushort v6, v[6:7], off
	global_load_ushort v7, v[2:3], off
	v_mad_u64_u32 v[2:3], null, v0, 24, s[14:15]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mad_u64_u32 v[0:1], null, v1, 24, v[3:4]
	v_add_co_u32 v4, vcc, s0, v4
	v_add_co_ci_u32_e32 v5, vcc, s1, v5, vcc
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v0, 0xffff, v8
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v11, 0xffff, v6
	v_add_nc_u16 v1, v8, v6 clamp
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v10, 0xffff, v7
	v_sub_nc_u16 v9, v8, v6 clamp
	v_med3_u16 v14, v6, v7, v8
	v_min_u16 v15, v7, v8
	v_ffbh_u32_e32 v16, v0
	v_add_nc_u32_e32 v18, v0, v11
	v_cmp_ne_u16_e32 vcc, v8, v6
	v_sub_nc_u16 v13, 0, v6
	global_store_short v[2:3], v1, off
	global_store_short v[2:3], v9, off offset:2
	v_mad_u32_u24 v9, v11, v0, v10
	v_mul_u32_u24_e32 v1, v11, v0
	v_lshlrev_b16 v12, v6, v8
	v_bcnt_u32_b32 v17, v0, 0
	v_add3_u32 v10, v0, v10, 1
	global_store_short v[2:3], v14, off offset:20
	v_cndmask_b32_e32 v6, 1, v15, vcc
	v_max_u32_e32 v14, v0, v11
	v_min_u32_e32 v0, v11, v0
	v_min_u32_e32 v11, 32, v16
	v_lshrrev_b32_e32 v16, 1, v18
	v_lshrrev_b16 v13, v13, v8
	v_min_u32_e32 v9, 0xffff, v9
	v_lshrrev_b32_e32 v15, 16, v1
	v_lshrrev_b32_e32 v10, 1, v10
	global_store_short v[2:3], v6, off offset:22
	v_and_b32_e32 v6, 0xffff, v16
	v_or_b32_e32 v12, v12, v13
	v_bfi_b32 v1, 0xffff, v9, v1
	v_add_nc_u16 v7, v7, v15
	v_add_nc_u32_e32 v9, -16, v11
	v_lshl_or_b32 v6, v10, 16, v6
	global_store_short v[2:3], v17, off offset:14
	v_sub_nc_u32_e32 v0, v14, v0
	global_store_short v[2:3], v12, off offset:10
	global_store_dword v[2:3], v1, off offset:4
	global_store_short v[2:3], v7, off offset:8
	global_store_short v[2:3], v9, off offset:12
	global_store_dword v[2:3], v6, off offset:16
	global_store_short v[4:5], v8, off
	global_store_short v[4:5], v0, off offset:2
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl int_builtins_int
	.protected int_builtins_int
	.type int_builtins_int,@function
int_builtins_int:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_mov_b64 s[4:5], 0x7fffffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_brev_b32 s2, 1
	s_mov_b32 s3, -1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mad_u64_u32 v[12:13], null, v0, 48, s[14:15]
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	v_add_co_u32 v2, vcc, s12, v2
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	global_load_dword v18, v[4:5], off
	global_load_dword v19, v[6:7], off
	global_load_dword v20, v[2:3], off
	v_lshlrev_b64 v[3:4], 3, v[0:1]
	v_mov_b32_e32 v2, v13
	v_mad_u64_u32 v[0:1], null, v1, 48, v[2:3]
	v_add_co_u32 v14, vcc, s0, v3
	v_add_co_ci_u32_e32 v15, vcc, s1, v4, vcc
	v_mov_b32_e32 v13, v0
	s_waitcnt vmcnt(2)
	v_ffbh_u32_e32 v6, v18
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v2, v19, v18
	v_mul_hi_i32 v3, v19, v18
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v20
	v_min_i32_e32 v11, v20, v18
	v_sub_nc_u32_e32 v5, 0, v19
	v_ashrrev_i32_e32 v21, 1, v18
	v_ashrrev_i32_e32 v22, 1, v19
	v_ashrrev_i32_e32 v23, 1, v20
	v_add_co_u32 v8, vcc, v2, v20
	v_add_co_ci_u32_e32 v9, vcc, v3, v4, vcc
	v_and_b32_e32 v2, v18, v19
	v_or_b32_e32 v4, v20, v18
	v_add_nc_i32 v0, v18, v19 clamp
	v_cmp_lt_i64_e32 vcc, s[2:3], v[8:9]
	v_sub_nc_i32 v1, v18, v19 clamp
	v_and_b32_e32 v2, 1, v2
	v_med3_i32 v10, v19, v20, v18
	v_max_i32_e32 v24, v18, v19
	v_bcnt_u32_b32 v7, v18, 0
	v_cndmask_b32_e32 v17, -1, v9, vcc
	v_cndmask_b32_e32 v16, 0x80000000, v8, vcc
	v_cmp_ne_u32_e32 vcc, v18, v19
	v_sub_nc_u32_e32 v8, 0, v18
	v_and_b32_e32 v9, 1, v4
	v_min_i32_e32 v19, v19, v18
	v_alignbit_b32 v5, v18, v18, v5
	v_cndmask_b32_e32 v11, 1, v11, vcc
	v_cmp_gt_i64_e32 vcc, s[4:5], v[16:17]
	v_min_u32_e32 v6, 32, v6
	v_add_nc_u32_e32 v4, v20, v3
	v_max_i32_e32 v18, v18, v8
	v_add3_u32 v8, v22, v21, v2
	v_add3_u32 v9, v23, v21, v9
	v_cndmask_b32_e32 v2, 0x7fffffff, v16, vcc
	v_sub_nc_u32_e32 v19, v24, v19
	global_store_dwordx4 v[12:13], v[4:7], off offset:16
	global_store_dwordx4 v[12:13], v[8:11], off offset:32
	global_store_dwordx4 v[12:13], v[0:3], off
	global_store_dwordx2 v[14:15], v[18:19], off
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
	.globl int_builtins_uint
	.protected int_builtins_uint
	.type int_builtins_uint,@function
int_builtins_uint:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[2:3], 0xffffffff
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mad_u64_u32 v[14:15], null, v0, 48, s[14:15]
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	v_add_co_u32 v2, vcc, s12, v2
	global_load_dword v12, v[4:5], off
	global_load_dword v8, v[6:7], off
	v_add_co_ci_u32_e32 v3, vcc, s13, v3, vcc
	global_load_dword v9, v[2:3], off
	v_lshlrev_b64 v[3:4], 3, v[0:1]
	v_mov_b32_e32 v2, v15
	v_add_co_u32 v16, vcc, s0, v3
	v_add_co_ci_u32_e32 v17, vcc, s1, v4, vcc
	v_mad_u64_u32 v[0:1], null, v1, 48, v[2:3]
	v_mov_b32_e32 v15, v0
	s_waitcnt vmcnt(2)
	v_ffbh_u32_e32 v6, v12
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v4, 0, v8
	v_mul_lo_u32 v2, v8, v12
	v_mul_hi_u32 v3, v8, v12
	v_and_b32_e32 v11, v12, v8
	v_cmp_ne_u32_e32 vcc, v12, v8
	v_alignbit_b32 v5, v12, v12, v4
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v18, v9, v12
	v_min_u32_e32 v4, v9, v12
	v_and_b32_e32 v23, 1, v11
	v_lshrrev_b32_e32 v13, 1, v12
	v_lshrrev_b32_e32 v20, 1, v8
	v_and_b32_e32 v24, 1, v18
	v_cndmask_b32_e32 v11, 1, v4, vcc
	v_add_co_u32 v18, vcc, v2, v9
	v_add_co_ci_u32_e32 v19, vcc, 0, v3, vcc
	v_lshrrev_b32_e32 v21, 1, v9
	v_max_u32_e32 v22, v12, v8
	v_min_u32_e32 v25, v8, v12
	v_cmp_gt_u64_e32 vcc, s[2:3], v[18:19]
	v_bcnt_u32_b32 v7, v12, 0
	v_min_u32_e32 v6, 32, v6
	v_add_nc_u32_e32 v4, v9, v3
	v_add_nc_u32_e64 v0, v12, v8 clamp
	v_sub_nc_u32_e64 v1, v12, v8 clamp
	v_med3_u32 v10, v8, v9, v12
	v_add3_u32 v8, v20, v13, v23
	v_add3_u32 v9, v21, v13, v24
	v_cndmask_b32_e32 v2, -1, v18, vcc
	v_sub_nc_u32_e32 v13, v22, v25
	global_store_dwordx4 v[14:15], v[4:7], off offset:16
	global_store_dwordx4 v[14:15], v[8:11], off offset:32
	global_store_dwordx4 v[14:15], v[0:3], off
	global_store_dwordx2 v[16:17], v[12:13], off
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
	.globl int_builtins_long
	.protected int_builtins_long
	.type int_builtins_long,@function
int_builtins_long:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[24:25], null, 0x60, v0, s[14:15]
	v_add_co_u32 v4, vcc, s10, v2
	v_add_co_ci_u32_e32 v5, vcc, s11, v3, vcc
	v_add_co_u32 v6, vcc, s12, v2
	v_add_co_ci_u32_e32 v7, vcc, s13, v3, vcc
	v_add_co_u32 v2, vcc, s8, v2
	v_add_co_ci_u32_e32 v3, vcc, s9, v3, vcc
	global_load_dwordx2 v[10:11], v[4:5], off
	global_load_dwordx2 v[20:21], v[6:7], off
	global_load_dwordx2 v[12:13], v[2:3], off
	v_mov_b32_e32 v2, v25
	v_mad_u64_u32 v[6:7], null, 0x60, v1, v[2:3]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v25, v6
	s_waitcnt vmcnt(2)
	v_ashrrev_i64 v[14:15], 1, v[10:11]
	v_sub_nc_u32_e32 v9, 0, v10
	s_waitcnt vmcnt(0)
	v_add_co_u32 v4, s[0:1], v12, v10
	v_add_co_ci_u32_e64 v5, s[0:1], v13, v11, s[0:1]
	v_ashrrev_i64 v[7:8], 1, v[12:13]
	v_ashrrev_i64 v[16:17], 1, v[20:21]
	v_cmp_gt_i64_e64 s[0:1], 0, v[10:11]
	v_ashrrev_i32_e32 v22, 31, v5
	v_cmp_lt_i64_e64 s[2:3], v[4:5], v[12:13]
	v_lshrrev_b64 v[18:19], v9, v[12:13]
	v_add_co_u32 v9, s[4:5], v14, v7
	v_cmp_lt_i64_e32 vcc, v[20:21], v[10:11]
	v_add_co_ci_u32_e64 v23, s[4:5], v15, v8, s[4:5]
	v_add_co_u32 v16, s[4:5], v16, v7
	v_xor_b32_e32 v7, 0x80000000, v22
	s_xor_b64 s[0:1], s[0:1], s[2:3]
	v_add_co_ci_u32_e64 v26, s[4:5], v17, v8, s[4:5]
	v_cndmask_b32_e32 v8, v11, v21, vcc
	v_cndmask_b32_e64 v5, v5, v7, s[0:1]
	v_cndmask_b32_e32 v7, v10, v20, vcc
	v_or_b32_e32 v14, v20, v12
	v_and_b32_e32 v15, v12, v10
	v_cndmask_b32_e64 v4, v4, v22, s[0:1]
	v_lshlrev_b64 v[2:3], v10, v[12:13]
	v_cmp_gt_i64_e64 s[0:1], v[12:13], v[7:8]
	v_and_b32_e32 v6, 1, v14
	v_and_b32_e32 v17, 1, v15
	v_ashrrev_i32_e32 v30, 31, v13
	v_or_b32_e32 v2, v2, v18
	v_cndmask_b32_e64 v15, v8, v13, s[0:1]
	v_cndmask_b32_e64 v14, v7, v12, s[0:1]
	v_add_co_u32 v8, s[0:1], v16, v6
	v_add_co_u32 v6, s[2:3], v9, v17
	v_cndmask_b32_e32 v17, v21, v11, vcc
	v_cndmask_b32_e32 v16, v20, v10, vcc
	v_add_co_ci_u32_e64 v7, vcc, 0, v23, s[2:3]
	v_add_co_ci_u32_e64 v9, vcc, 0, v26, s[0:1]
	v_cmp_lt_i64_e32 vcc, v[16:17], v[14:15]
	v_sub_co_u32 v18, s[0:1], v12, v10
	global_store_dwordx4 v[24:25], v[6:9], off offset:64
	v_or_b32_e32 v3, v3, v19
	v_sub_co_ci_u32_e64 v19, s[0:1], v13, v11, s[0:1]
	v_cndmask_b32_e32 v9, v15, v17, vcc
	v_cndmask_b32_e32 v8, v14, v16, vcc
	v_sub_co_u32 v6, vcc, v10, v12
	v_sub_co_ci_u32_e32 v7, vcc, v11, v13, vcc
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	v_cmp_lt_i64_e64 s[0:1], v[18:19], v[12:13]
	v_mad_u64_u32 v[26:27], null, v10, v12, 0
	v_cndmask_b32_e32 v15, v7, v19, vcc
	v_cndmask_b32_e32 v14, v6, v18, vcc
	v_cmp_lt_i64_e32 vcc, 0, v[10:11]
	v_ashrrev_i32_e32 v7, 31, v19
	s_xor_b64 vcc, vcc, s[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_cndmask_b32_e32 v6, v18, v7, vcc
	v_xor_b32_e32 v7, 0x80000000, v7
	v_mov_b32_e32 v18, v27
	v_cndmask_b32_e32 v7, v19, v7, vcc
	v_mov_b32_e32 v19, 0
	v_mad_u64_u32 v[16:17], null, v10, v13, v[18:19]
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v17, v19
	v_mad_u64_u32 v[27:28], null, v11, v12, v[16:17]
	v_ashrrev_i32_e32 v17, 31, v11
	v_mov_b32_e32 v16, v28
	v_mad_u64_u32 v[16:17], null, v17, v12, v[16:17]
	v_mad_u64_u32 v[17:18], null, v10, v30, v[18:19]
	v_ashrrev_i32_e32 v23, 31, v16
	v_ashrrev_i32_e32 v18, 31, v17
	v_mad_i64_i32 v[17:18], null, v11, v13, v[17:18]
	v_add_co_u32 v22, vcc, v17, v16
	v_add_co_ci_u32_e32 v23, vcc, v18, v23, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v28, vcc, s0, v0
	v_ffbh_u32_e32 v0, v12
	v_add_co_ci_u32_e32 v29, vcc, s1, v1, vcc
	v_ffbh_u32_e32 v1, v13
	v_cmp_lt_i64_e32 vcc, v[20:21], v[12:13]
	v_add_nc_u32_e64 v0, v0, 32 clamp
	v_min3_u32 v16, v0, v1, 64
	v_bcnt_u32_b32 v0, v12, 0
	v_xor_b32_e32 v1, v13, v30
	v_cndmask_b32_e32 v17, v12, v20, vcc
	v_cndmask_b32_e32 v31, v13, v21, vcc
	v_cmp_ne_u64_e32 vcc, v[12:13], v[10:11]
	v_bcnt_u32_b32 v18, v13, v0
	v_xor_b32_e32 v0, v12, v30
	v_add_co_u32 v10, s[2:3], v26, v20
	v_add_co_ci_u32_e64 v11, s[2:3], v27, v21, s[2:3]
	v_sub_co_u32 v12, s[0:1], v0, v30
	v_sub_co_ci_u32_e64 v13, s[0:1], v1, v30, s[0:1]
	v_not_b32_e32 v1, v21
	v_not_b32_e32 v0, v20
	v_cmp_lt_i64_e64 s[6:7], -1, v[10:11]
	v_cmp_gt_u64_e64 s[0:1], v[26:27], v[0:1]
	v_add_co_u32 v0, s[2:3], v22, v20
	v_ashrrev_i32_e32 v20, 31, v21
	v_add_co_ci_u32_e64 v1, s[2:3], v23, v21, s[2:3]
	v_add_co_u32 v21, s[2:3], v22, v20
	v_add_co_ci_u32_e64 v26, s[2:3], v23, v20, s[2:3]
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_add_co_u32 v20, s[0:1], v21, v20
	v_add_co_ci_u32_e64 v21, s[0:1], 0, v26, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], -1, v[20:21]
	v_cmp_lt_i64_e64 s[2:3], -1, v[20:21]
	v_cmp_lt_i64_e64 s[4:5], 0, v[20:21]
	v_lshrrev_b32_e32 v20, 31, v21
	s_or_b64 s[0:1], s[6:7], s[0:1]
	v_cndmask_b32_e64 v21, 0, 1, s[0:1]
	v_and_b32_e32 v20, v21, v20
	v_cmp_eq_u32_e64 s[0:1], 0, v20
	v_cndmask_b32_e64 v21, 0x80000000, v11, s[0:1]
	v_cndmask_b32_e64 v20, 0, v10, s[0:1]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_lshrrev_b32_e32 v11, 31, v21
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_and_b32_e32 v10, v10, v11
	v_cndmask_b32_e32 v11, 0, v31, vcc
	v_cmp_eq_u32_e64 s[0:1], 0, v10
	v_cndmask_b32_e32 v10, 1, v17, vcc
	v_mov_b32_e32 v17, 0
	v_cndmask_b32_e64 v21, 0x7fffffff, v21, s[0:1]
	v_cndmask_b32_e64 v20, -1, v20, s[0:1]
	global_store_dwordx4 v[24:25], v[16:19], off offset:48
	global_store_dwordx4 v[24:25], v[4:7], off
	global_store_dwordx4 v[24:25], v[8:11], off offset:80
	global_store_dwordx4 v[24:25], v[0:3], off offset:32
	global_store_dwordx4 v[24:25], v[20:23], off offset:16
	global_store_dwordx4 v[28:29], v[12:15], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl int_builtins_ulong
	.protected int_builtins_ulong
	.type int_builtins_ulong,@function
int_builtins_ulong:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v10, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v11, null, s1, 0, s[2:3]
	v_lshlrev_b64 v[0:1], 3, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[24:25], null, 0x60, v10, s[14:15]
	v_add_co_u32 v2, vcc, s10, v0
	v_add_co_ci_u32_e32 v3, vcc, s11, v1, vcc
	v_add_co_u32 v4, vcc, s12, v0
	v_add_co_ci_u32_e32 v5, vcc, s13, v1, vcc
	v_add_co_u32 v0, vcc, s8, v0
	v_add_co_ci_u32_e32 v1, vcc, s9, v1, vcc
	global_load_dwordx2 v[16:17], v[2:3], off
	global_load_dwordx2 v[20:21], v[4:5], off
	global_load_dwordx2 v[0:1], v[0:1], off
	v_mov_b32_e32 v2, v25
	v_mad_u64_u32 v[2:3], null, 0x60, v11, v[2:3]
	v_mov_b32_e32 v25, v2
	s_waitcnt vmcnt(2)
	v_sub_nc_u32_e32 v8, 0, v16
	s_waitcnt vmcnt(1)
	v_cmp_lt_u64_e32 vcc, v[20:21], v[16:17]
	s_waitcnt vmcnt(0)
	v_add_co_u32 v4, s[0:1], v0, v16
	v_add_co_ci_u32_e64 v5, s[0:1], v1, v17, s[0:1]
	v_sub_co_u32 v12, s[0:1], v0, v16
	v_cndmask_b32_e32 v3, v17, v21, vcc
	v_sub_co_ci_u32_e64 v13, s[0:1], v1, v17, s[0:1]
	v_cndmask_b32_e32 v2, v16, v20, vcc
	v_lshlrev_b64 v[6:7], v16, v[0:1]
	v_lshrrev_b64 v[8:9], v8, v[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[0:1]
	v_cmp_gt_u64_e64 s[2:3], v[12:13], v[0:1]
	v_cmp_gt_u64_e64 s[4:5], v[0:1], v[2:3]
	v_cndmask_b32_e32 v15, v21, v17, vcc
	v_cndmask_b32_e32 v14, v20, v16, vcc
	v_or_b32_e32 v7, v7, v9
	v_or_b32_e32 v6, v6, v8
	v_lshrrev_b64 v[18:19], 1, v[0:1]
	v_cndmask_b32_e64 v9, v3, v1, s[4:5]
	v_cndmask_b32_e64 v8, v2, v0, s[4:5]
	v_cndmask_b32_e64 v3, v5, -1, s[0:1]
	v_cndmask_b32_e64 v5, v13, 0, s[2:3]
	v_cndmask_b32_e64 v2, v4, -1, s[0:1]
	v_cndmask_b32_e64 v4, v12, 0, s[2:3]
	v_cmp_lt_u64_e32 vcc, v[14:15], v[8:9]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	global_store_dwordx4 v[24:25], v[2:5], off
	v_lshrrev_b64 v[2:3], 1, v[16:17]
	v_cndmask_b32_e32 v9, v9, v15, vcc
	v_cndmask_b32_e32 v8, v8, v14, vcc
	v_lshlrev_b64 v[4:5], 4, v[10:11]
	v_ffbh_u32_e32 v10, v1
	v_mov_b32_e32 v15, 0
	v_add_co_u32 v23, vcc, v2, v18
	v_add_co_ci_u32_e32 v28, vcc, v3, v19, vcc
	v_lshrrev_b64 v[2:3], 1, v[20:21]
	v_add_co_u32 v22, vcc, v2, v18
	v_add_co_ci_u32_e32 v29, vcc, v3, v19, vcc
	v_sub_co_u32 v2, vcc, v16, v0
	v_sub_co_ci_u32_e32 v3, vcc, v17, v1, vcc
	v_cmp_gt_u64_e32 vcc, v[0:1], v[16:17]
	v_cndmask_b32_e32 v3, v3, v13, vcc
	v_cndmask_b32_e32 v2, v2, v12, vcc
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v26, vcc, s0, v4
	v_add_co_ci_u32_e32 v27, vcc, s1, v5, vcc
	v_mad_u64_u32 v[4:5], null, v16, v0, 0
	v_ffbh_u32_e32 v13, v0
	v_add_nc_u32_e64 v11, v13, 32 clamp
	v_mov_b32_e32 v14, v5
	v_min3_u32 v12, v11, v10, 64
	v_mad_u64_u32 v[10:11], null, v16, v1, v[14:15]
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v11, v15
	v_mad_u64_u32 v[13:14], null, v17, v0, v[14:15]
	v_mad_u64_u32 v[10:11], null, v17, v1, v[10:11]
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v13, v14
	v_add_co_u32 v18, vcc, v10, v13
	v_add_co_ci_u32_e32 v19, vcc, 0, v11, vcc
	v_not_b32_e32 v11, v21
	v_not_b32_e32 v10, v20
	v_add_co_u32 v13, s[0:1], v4, v20
	v_add_co_ci_u32_e64 v30, s[0:1], v5, v21, s[0:1]
	v_cmp_gt_u64_e32 vcc, v[4:5], v[10:11]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[0:1]
	v_or_b32_e32 v10, v20, v0
	v_cndmask_b32_e64 v4, 0, -1, vcc
	v_cndmask_b32_e64 v14, v0, v20, s[0:1]
	v_cndmask_b32_e64 v11, v1, v21, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], v[0:1], v[16:17]
	v_and_b32_e32 v16, v0, v16
	v_mov_b32_e32 v5, v4
	v_and_b32_e32 v10, 1, v10
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u64_e32 vcc, v[18:19], v[4:5]
	v_add_co_u32 v4, s[2:3], v18, v20
	v_add_co_ci_u32_e64 v5, s[2:3], v19, v21, s[2:3]
	v_add_co_u32 v22, s[2:3], v22, v10
	v_cndmask_b32_e64 v10, 1, v14, s[0:1]
	v_bcnt_u32_b32 v14, v0, 0
	v_add_co_u32 v20, s[4:5], v23, v16
	v_add_co_ci_u32_e64 v21, s[4:5], 0, v28, s[4:5]
	v_add_co_ci_u32_e64 v23, s[2:3], 0, v29, s[2:3]
	v_bcnt_u32_b32 v14, v1, v14
	v_cndmask_b32_e32 v16, -1, v13, vcc
	v_mov_b32_e32 v13, 0
	v_cndmask_b32_e64 v11, 0, v11, s[0:1]
	v_cndmask_b32_e32 v17, -1, v30, vcc
	global_store_dwordx4 v[24:25], v[20:23], off offset:64
	global_store_dwordx4 v[24:25], v[12:15], off offset:48
	global_store_dwordx4 v[24:25], v[8:11], off offset:80
	global_store_dwordx4 v[24:25], v[4:7], off offset:32
	global_store_dwordx4 v[24:25], v[16:19], off offset:16
	global_store_dwordx4 v[26:27], v[0:3], off
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
	.globl int_mul24
	.protected int_mul24
	.type int_mul24,@function
int_mul24:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], null, s8, s2, v[0:1]
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_add_co_u32 v0, s[2:3], s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, 0, s[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc, s8, v2
	v_add_co_ci_u32_e32 v5, vcc, s9, v3, vcc
	v_add_co_u32 v6, vcc, s10, v2
	v_add_co_ci_u32_e32 v7, vcc, s11, v3, vcc
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[6:7], off
	v_add_co_u32 v8, vcc, s0, v0
	v_add_co_ci_u32_e32 v9, vcc, s1, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_i32_i24_e32 v10, v11, v10
	global_store_dword v[8:9], v10, off
	global_load_dword v10, v[4:5], off
	global_load_dword v6, v[6:7], off
	v_add_co_u32 v4, vcc, s12, v2
	v_add_co_ci_u32_e32 v5, vcc, s13, v3, vcc
	v_add_co_u32 v2, vcc, s14, v2
	v_add_co_ci_u32_e32 v3, vcc, s15, v3, vcc
	v_add_co_u32 v0, vcc, s2, v0
	v_add_co_ci_u32_e32 v1, vcc, s3, v1, vcc
	s_waitcnt vmcnt(0)
	v_mad_i32_i24 v6, v6, v10, v10
	global_store_dword v[8:9], v6, off offset:4
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v6, v7, v6
	global_store_dword v[0:1], v6, off
	global_load_dword v4, v[4:5], off
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v2, v2, v4, v2
	global_store_dword v[0:1], v2, off offset:4
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
	s_code_end 
	.size int_builtins_char, 620
	.size int_builtins_uchar, 556
	.size int_builtins_short, 528
	.size int_builtins_ushort, 496
	.size int_builtins_int, 440
	.size int_builtins_uint, 400
	.size int_builtins_long, 1008
	.size int_builtins_ulong, 784
	.size int_mul24, 300

	.rodata
	.p2align 6
// int_builtins_char.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_char
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_char.kd
	.protected int_builtins_char.kd
	.type int_builtins_char.kd,@object
	.size int_builtins_char.kd, 64
int_builtins_char.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_char@rel64-int_builtins_char.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0085, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_uchar.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_uchar
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_uchar.kd
	.protected int_builtins_uchar.kd
	.type int_builtins_uchar.kd,@object
	.size int_builtins_uchar.kd, 64
int_builtins_uchar.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_uchar@rel64-int_builtins_uchar.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0085, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_short.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_short
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_short.kd
	.protected int_builtins_short.kd
	.type int_builtins_short.kd,@object
	.size int_builtins_short.kd, 64
int_builtins_short.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_short@rel64-int_builtins_short.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0084, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_ushort.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_ushort
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_ushort.kd
	.protected int_builtins_ushort.kd
	.type int_builtins_ushort.kd,@object
	.size int_builtins_ushort.kd, 64
int_builtins_ushort.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_ushort@rel64-int_builtins_ushort.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0084, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_int.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_int
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_int.kd
	.protected int_builtins_int.kd
	.type int_builtins_int.kd,@object
	.size int_builtins_int.kd, 64
int_builtins_int.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_int@rel64-int_builtins_int.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_uint.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_uint
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_builtins_uint.kd
	.protected int_builtins_uint.kd
	.type int_builtins_uint.kd,@object
	.size int_builtins_uint.kd, 64
int_builtins_uint.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_uint@rel64-int_builtins_uint.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0086, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_long.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_long
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   .amdhsa_next_free_vgpr 32
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
	.globl int_builtins_long.kd
	.protected int_builtins_long.kd
	.type int_builtins_long.kd,@object
	.size int_builtins_long.kd, 64
int_builtins_long.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_long@rel64-int_builtins_long.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0087, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_builtins_ulong.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_builtins_ulong
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 96
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
//   .amdhsa_next_free_vgpr 32
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
	.globl int_builtins_ulong.kd
	.protected int_builtins_ulong.kd
	.type int_builtins_ulong.kd,@object
	.size int_builtins_ulong.kd, 64
int_builtins_ulong.kd:
	.long 0x00000000, 0x00000000, 0x00000060, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_builtins_ulong@rel64-int_builtins_ulong.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0087, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
	.short 0x000b, 0x0000 // KERNEL_CODE_PROPERTIES, KERNARG_PRELOAD
	.long 0x00000000 // reserved
// int_mul24.kd as data: no .amdhsa_kernel block gives its bytes (GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0)
// The closest block:
// .amdhsa_kernel int_mul24
//   .amdhsa_group_segment_fixed_size 0
//   .amdhsa_private_segment_fixed_size 0
//   .amdhsa_kernarg_size 104
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
//   // warning: GRANULATED_WAVEFRONT_SGPR_COUNT is 2; GFX10 assemblers always write 0
// .end_amdhsa_kernel
	.globl int_mul24.kd
	.protected int_mul24.kd
	.type int_mul24.kd,@object
	.size int_mul24.kd, 64
int_mul24.kd:
	.long 0x00000000, 0x00000000, 0x00000068, 0x00000000 // GROUP_SEGMENT_FIXED_SIZE, PRIVATE_SEGMENT_FIXED_SIZE, KERNARG_SIZE, reserved
	.quad int_mul24@rel64-int_mul24.kd // KERNEL_CODE_ENTRY_BYTE_OFFSET
	.long 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000 // reserved
	.long 0x00000000, 0x60af0082, 0x00000090 // COMPUTE_PGM_RSRC3, COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uchar*'
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
    .name:           int_builtins_char
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_char.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uchar*'
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
    .name:           int_builtins_uchar
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_uchar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
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
    .name:           int_builtins_short
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
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
    .name:           int_builtins_ushort
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_ushort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
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
    .name:           int_builtins_int
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
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
    .name:           int_builtins_uint
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_uint.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ulong*'
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
    .name:           int_builtins_long
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ulong*'
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
    .name:           int_builtins_ulong
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_builtins_ulong.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
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
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           int_mul24
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_mul24.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
