// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.globl int_builtins_char
	.protected int_builtins_char
	.type int_builtins_char,@function
int_builtins_char:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v11, 0x7f
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_sbyte v8, v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_ubyte v9, v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_sbyte v10, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[2:3], v0, 12, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v2
	v_mad_u64_u32 v[0:1], s[0:1], v1, 12, v[0:1]
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	v_mov_b32_e32 v5, v0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v0, 0xff, v8
	v_lshlrev_b16_e32 v2, 8, v8
	v_bfe_i32 v3, v8, 0, 16
	v_and_b32_e32 v20, 0xffff, v0
	v_sub_u16_e32 v18, 0, v8
	s_waitcnt vmcnt(1)
	v_lshlrev_b16_e32 v1, 8, v9
	v_bfe_i32 v12, v9, 0, 8
	v_sub_u16_e32 v15, 0, v9
	v_and_b32_e32 v14, 7, v9
	v_add_i16 v19, v2, v1 clamp
	v_sub_i16 v1, v2, v1 clamp
	s_waitcnt vmcnt(0)
	v_bfe_i32 v13, v10, 0, 16
	v_add_u16_e32 v16, v8, v10
	v_mad_i32_i24 v2, v12, v3, v13
	v_and_b32_e32 v15, 7, v15
	v_min_i16_e32 v17, v10, v8
	v_mul_lo_u16_e32 v13, v12, v8
	v_lshlrev_b16_e32 v14, v14, v8
	v_lshlrev_b16_e32 v16, 7, v16
	v_cmp_ne_u16_e32 vcc, v0, v9
	v_med3_i32 v2, v2, s4, v11
	v_lshrrev_b16_e32 v0, v15, v0
	v_ffbh_u32_e32 v11, v20
	v_add_u16_e32 v21, v12, v8
	v_med3_i16 v22, v12, v10, v8
	v_cndmask_b32_e32 v9, 1, v17, vcc
	v_add_u16_sdwa v10, v10, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_bcnt_u32_b32 v15, v20, 0
	v_add_u16_e32 v16, 0x80, v16
	v_and_b32_e32 v1, 0xffffff00, v1
	v_and_b32_e32 v13, 0xffffff00, v13
	v_or_b32_sdwa v14, v14, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_u32_e32 v0, 32, v11
	v_lshrrev_b16_e32 v17, 1, v21
	v_lshlrev_b16_e32 v9, 8, v9
	v_and_b32_e32 v11, 0xffffff00, v16
	v_or_b32_sdwa v1, v19, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v13, 8, v15
	v_add_u32_e32 v15, -16, v0
	v_or_b32_sdwa v9, v22, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v17, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v10, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u16_e32 v10, -8, v15
	v_or_b32_sdwa v2, v11, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v9, v10, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx3 v[4:5], v[0:2], off
	v_max_i16_e32 v8, v8, v18
	v_max_i32_e32 v0, v3, v12
	v_min_i32_e32 v1, v12, v3
	v_sub_u32_sdwa v0, v0, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v0, v8, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_short v[6:7], v0, off
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
	.globl int_builtins_uchar
	.protected int_builtins_uchar
	.type int_builtins_uchar,@function
int_builtins_uchar:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_ubyte v8, v[2:3], off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_ubyte v9, v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_ubyte v10, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[2:3], v0, 12, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v2
	v_mov_b32_e32 v0, v5
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v1, 12, v[0:1]
	v_mov_b32_e32 v5, v0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v11, 0xffff, v8
	v_ffbh_u32_e32 v19, v11
	v_bcnt_u32_b32 v20, v11, 0
	s_waitcnt vmcnt(1)
	v_sub_u16_e32 v14, 0, v9
	v_and_b32_e32 v2, 0xffff, v9
	v_and_b32_e32 v13, 7, v9
	v_and_b32_e32 v14, 7, v14
	v_cmp_ne_u16_e32 vcc, v8, v9
	v_add_u16_e32 v0, v9, v8
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 0xffff, v10
	v_add_u16_e32 v15, v8, v10
	v_min_u16_e32 v17, v10, v8
	v_sub_u16_sdwa v1, v8, v9 clamp dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_lo_u16_e32 v12, v9, v8
	v_med3_u16 v16, v9, v10, v8
	v_mad_u32_u24 v3, v2, v11, v3
	v_lshlrev_b16_e32 v13, v13, v8
	v_lshlrev_b16_e32 v15, 7, v15
	v_cndmask_b32_e32 v9, 1, v17, vcc
	v_max_u32_e32 v17, v11, v2
	v_min_u32_e32 v2, v2, v11
	v_lshrrev_b16_e32 v11, v14, v8
	v_min_u32_e32 v14, 32, v19
	v_min_u16_e32 v18, 0xff, v0
	v_add_u16_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_and_b32_e32 v12, 0xffffff00, v12
	v_min_u32_e32 v3, 0xff, v3
	v_add_u16_e32 v15, 0x80, v15
	v_or_b32_sdwa v11, v13, v11 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u32_e32 v13, -16, v14
	v_lshrrev_b16_e32 v0, 1, v0
	v_lshlrev_b16_e32 v9, 8, v9
	v_or_b32_e32 v1, v18, v1
	v_lshlrev_b16_e32 v18, 8, v20
	v_sub_u32_sdwa v2, v17, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v14, 0xffffff00, v15
	v_or_b32_sdwa v3, v3, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u16_e32 v12, -8, v13
	v_or_b32_sdwa v9, v16, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v8, v8, v2
	v_or_b32_e32 v2, v0, v14
	v_or_b32_sdwa v0, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v10, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v12, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dwordx3 v[4:5], v[0:2], off
	global_store_short v[6:7], v8, off
	s_endpgm
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_movk_i32 s4, 0x8000
	v_mov_b32_e32 v9, 0x7fff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_ushort v6, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_load_ushort v8, v[4:5], off
	global_load_ushort v7, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[2:3], v0, 24, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_mad_u64_u32 v[0:1], s[0:1], v1, 24, v[0:1]
	v_addc_co_u32_e32 v5, vcc, v11, v5, vcc
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v10, 0xffff
	s_waitcnt vmcnt(2)
	v_bfe_i32 v0, v6, 0, 16
	v_and_b32_e32 v1, 0xffff, v6
	v_ffbh_u32_e32 v20, v1
	v_bcnt_u32_b32 v1, v1, 0
	v_sub_u16_e32 v19, 0, v6
	s_waitcnt vmcnt(1)
	v_add_i16 v11, v6, v8 clamp
	v_sub_i16 v12, v6, v8 clamp
	s_waitcnt vmcnt(0)
	v_bfe_i32 v13, v7, 0, 16
	v_bfe_i32 v14, v8, 0, 16
	v_sub_u16_e32 v16, 0, v8
	v_min_i16_e32 v18, v7, v6
	global_store_short v[2:3], v11, off
	global_store_short v[2:3], v12, off offset:2
	v_mul_i32_i24_e32 v11, v14, v0
	v_mad_i32_i24 v12, v14, v0, v13
	v_add_u32_e32 v21, v0, v14
	v_add3_u32 v13, v0, v13, 1
	v_cmp_ne_u16_e32 vcc, v6, v8
	v_lshlrev_b16_e32 v15, v8, v6
	v_med3_i16 v17, v8, v7, v6
	v_lshrrev_b16_e32 v16, v16, v6
	v_cndmask_b32_e32 v8, 1, v18, vcc
	v_add_u16_sdwa v7, v7, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	global_store_short v[2:3], v1, off offset:14
	v_lshrrev_b32_e32 v1, 1, v13
	v_lshrrev_b32_e32 v13, 1, v21
	global_store_short v[2:3], v17, off offset:20
	v_med3_i32 v9, v12, s4, v9
	v_or_b32_e32 v12, v15, v16
	global_store_short v[2:3], v8, off offset:22
	global_store_short v[2:3], v7, off offset:8
	global_store_short v[2:3], v12, off offset:10
	v_and_b32_e32 v7, 0xffff, v13
	v_max_i32_e32 v17, v0, v14
	v_min_i32_e32 v0, v14, v0
	v_min_u32_e32 v14, 32, v20
	v_bfi_b32 v9, v10, v9, v11
	v_lshl_or_b32 v1, v1, 16, v7
	v_max_i16_e32 v6, v6, v19
	v_sub_u32_e32 v0, v17, v0
	v_add_u32_e32 v8, -16, v14
	global_store_dword v[2:3], v9, off offset:4
	global_store_short v[2:3], v8, off offset:12
	global_store_dword v[2:3], v1, off offset:16
	global_store_short v[4:5], v6, off
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
	s_nop 0
	s_nop 0
	s_nop 0
	.globl int_builtins_ushort
	.protected int_builtins_ushort
	.type int_builtins_ushort,@function
int_builtins_ushort:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v9, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_ushort v6, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_load_ushort v8, v[4:5], off
	global_load_ushort v7, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[2:3], v0, 24, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_mad_u64_u32 v[0:1], s[0:1], v1, 24, v[0:1]
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v0, 0xffff, v6
	v_ffbh_u32_e32 v17, v0
	v_bcnt_u32_b32 v18, v0, 0
	s_waitcnt vmcnt(1)
	v_add_u16_e64 v1, v6, v8 clamp
	v_sub_u16_e64 v10, v6, v8 clamp
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff, v7
	v_and_b32_e32 v12, 0xffff, v8
	v_sub_u16_e32 v14, 0, v8
	v_lshlrev_b16_e32 v13, v8, v6
	v_min_u16_e32 v16, v7, v6
	global_store_short v[2:3], v1, off
	global_store_short v[2:3], v10, off offset:2
	v_mul_u32_u24_e32 v1, v12, v0
	v_mad_u32_u24 v10, v12, v0, v11
	v_lshrrev_b16_e32 v14, v14, v6
	v_add_u32_e32 v19, v0, v12
	v_cmp_ne_u16_e32 vcc, v6, v8
	v_med3_u16 v15, v8, v7, v6
	v_add3_u32 v11, v0, v11, 1
	v_cndmask_b32_e32 v8, 1, v16, vcc
	v_min_u32_e32 v10, 0xffff, v10
	v_add_u16_sdwa v7, v7, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_or_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 1, v19
	global_store_short v[2:3], v15, off offset:20
	v_max_u32_e32 v15, v0, v12
	v_min_u32_e32 v0, v12, v0
	v_min_u32_e32 v12, 32, v17
	global_store_short v[2:3], v18, off offset:14
	v_lshrrev_b32_e32 v11, 1, v11
	global_store_short v[2:3], v8, off offset:22
	v_bfi_b32 v1, v9, v10, v1
	global_store_short v[2:3], v7, off offset:8
	global_store_short v[2:3], v13, off offset:10
	v_and_b32_e32 v7, 0xffff, v14
	v_add_u32_e32 v8, -16, v12
	global_store_dword v[2:3], v1, off offset:4
	global_store_short v[2:3], v8, off offset:12
	v_lshl_or_b32 v1, v11, 16, v7
	v_sub_u32_e32 v0, v15, v0
	global_store_dword v[2:3], v1, off offset:16
	global_store_short v[4:5], v6, off
	global_store_short v[4:5], v0, off offset:2
	s_endpgm
	s_nop 0
	s_nop 0
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_bfrev_b32_e32 v20, 1
	s_mov_b64 s[4:5], 0x7fffffff
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
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	v_mov_b32_e32 v8, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	global_load_dword v9, v[6:7], off
	global_load_dword v18, v[4:5], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	global_load_dword v6, v[2:3], off
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	v_mad_u64_u32 v[12:13], s[6:7], v0, 48, v[2:3]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v0, v13
	v_add_co_u32_e32 v14, vcc, s0, v2
	v_addc_co_u32_e32 v15, vcc, v4, v3, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v1, 48, v[0:1]
	v_mov_b32_e32 v13, v0
	s_brev_b32 s2, 1
	s_mov_b32 s3, -1
	v_bfrev_b32_e32 v21, -2
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v0, 31, v9
	s_waitcnt vmcnt(1)
	v_min_i32_e32 v26, v9, v18
	v_or_b32_e32 v23, v9, v18
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v11, v6, v18
	v_mul_hi_i32 v7, v6, v18
	v_add_co_u32_e32 v16, vcc, v11, v9
	v_addc_co_u32_e32 v17, vcc, v7, v0, vcc
	v_cmp_ne_u32_e32 vcc, v18, v6
	v_cndmask_b32_e32 v11, 1, v26, vcc
	v_cmp_lt_i64_e32 vcc, s[2:3], v[16:17]
	v_and_b32_e32 v8, v18, v6
	v_cndmask_b32_e32 v17, -1, v17, vcc
	v_cndmask_b32_e32 v16, v20, v16, vcc
	v_ffbh_u32_e32 v1, v18
	v_ashrrev_i32_e32 v22, 1, v18
	v_sub_u32_e32 v19, 0, v6
	v_ashrrev_i32_e32 v24, 1, v6
	v_ashrrev_i32_e32 v25, 1, v9
	v_med3_i32 v10, v6, v9, v18
	v_add_u32_e32 v0, v9, v7
	v_and_b32_e32 v8, 1, v8
	v_and_b32_e32 v9, 1, v23
	v_cmp_gt_i64_e32 vcc, s[4:5], v[16:17]
	v_bcnt_u32_b32 v3, v18, 0
	v_add_i32 v4, v18, v6 clamp
	v_sub_i32 v5, v18, v6 clamp
	v_sub_u32_e32 v27, 0, v18
	v_max_i32_e32 v28, v18, v6
	v_min_i32_e32 v29, v6, v18
	v_min_u32_e32 v2, 32, v1
	v_alignbit_b32 v1, v18, v18, v19
	v_add3_u32 v9, v25, v22, v9
	v_add3_u32 v8, v24, v22, v8
	v_cndmask_b32_e32 v6, v21, v16, vcc
	v_max_i32_e32 v18, v18, v27
	v_sub_u32_e32 v19, v28, v29
	global_store_dwordx4 v[12:13], v[0:3], off offset:16
	global_store_dwordx4 v[12:13], v[8:11], off offset:32
	global_store_dwordx4 v[12:13], v[4:7], off
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
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
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v11, v[2:3], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	v_mad_u64_u32 v[14:15], s[4:5], v0, 48, v[2:3]
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v0, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v16, vcc, s0, v2
	v_mad_u64_u32 v[0:1], s[0:1], v1, 48, v[0:1]
	v_addc_co_u32_e32 v17, vcc, v4, v3, vcc
	s_mov_b64 s[2:3], 0xffffffff
	v_mov_b32_e32 v15, v0
	s_waitcnt vmcnt(2)
	v_ffbh_u32_e32 v0, v12
	v_min_u32_e32 v2, 32, v0
	v_bcnt_u32_b32 v3, v12, 0
	v_lshrrev_b32_e32 v18, 1, v12
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v6, v12
	v_mul_hi_u32 v7, v6, v12
	v_and_b32_e32 v13, v12, v6
	v_sub_u32_e32 v19, 0, v6
	v_add_u32_e64 v4, v12, v6 clamp
	v_sub_u32_e64 v5, v12, v6 clamp
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v8, vcc, v1, v11
	v_addc_co_u32_e32 v9, vcc, 0, v7, vcc
	v_min_u32_e32 v23, v11, v12
	v_cmp_ne_u32_e32 vcc, v12, v6
	v_or_b32_e32 v20, v11, v12
	v_lshrrev_b32_e32 v22, 1, v11
	v_med3_u32 v10, v6, v11, v12
	v_add_u32_e32 v0, v11, v7
	v_cndmask_b32_e32 v11, 1, v23, vcc
	v_cmp_gt_u64_e32 vcc, s[2:3], v[8:9]
	v_lshrrev_b32_e32 v21, 1, v6
	v_max_u32_e32 v24, v12, v6
	v_min_u32_e32 v25, v6, v12
	v_alignbit_b32 v1, v12, v12, v19
	v_and_b32_e32 v19, 1, v13
	v_and_b32_e32 v20, 1, v20
	v_cndmask_b32_e32 v6, -1, v8, vcc
	v_sub_u32_e32 v13, v24, v25
	global_store_dwordx4 v[14:15], v[0:3], off offset:16
	v_add3_u32 v9, v22, v18, v20
	v_add3_u32 v8, v21, v18, v19
	global_store_dwordx4 v[14:15], v[4:7], off
	global_store_dwordx4 v[14:15], v[8:11], off offset:32
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
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[8:9]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[10:11], v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[14:15], v[0:1], off
	global_load_dwordx2 v[12:13], v[2:3], off
	s_movk_i32 s2, 0x60
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	v_mad_u64_u32 v[16:17], s[0:1], v8, s2, v[0:1]
	v_mov_b32_e32 v0, v17
	v_mad_u64_u32 v[0:1], s[0:1], v9, s2, v[0:1]
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v3, 0
	s_load_dwordx4 s[8:11], s[6:7], 0x20
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v31, 31, v11
	s_waitcnt vmcnt(1)
	v_add_co_u32_e64 v0, s[0:1], v14, v10
	v_sub_co_u32_e64 v20, s[2:3], v14, v10
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e32 vcc, v[12:13], v[10:11]
	v_addc_co_u32_e64 v1, s[0:1], v15, v11, s[0:1]
	v_subb_co_u32_e64 v21, s[2:3], v15, v11, s[2:3]
	v_mad_u64_u32 v[22:23], s[4:5], v10, v14, 0
	v_cndmask_b32_e32 v19, v11, v13, vcc
	v_cmp_gt_i64_e64 s[0:1], 0, v[10:11]
	v_cmp_lt_i64_e64 s[2:3], 0, v[10:11]
	v_cndmask_b32_e32 v18, v10, v12, vcc
	v_cndmask_b32_e32 v27, v13, v11, vcc
	v_cndmask_b32_e32 v26, v12, v10, vcc
	v_cmp_lt_i64_e32 vcc, v[0:1], v[14:15]
	v_cmp_lt_i64_e64 s[4:5], v[20:21], v[14:15]
	v_ashrrev_i32_e32 v5, 31, v1
	v_ashrrev_i32_e32 v7, 31, v21
	v_mov_b32_e32 v2, v23
	s_xor_b64 vcc, s[0:1], vcc
	s_xor_b64 s[0:1], s[2:3], s[4:5]
	v_cndmask_b32_e32 v4, v0, v5, vcc
	v_xor_b32_e32 v0, 0x80000000, v5
	v_cndmask_b32_e64 v6, v20, v7, s[0:1]
	v_xor_b32_e32 v7, 0x80000000, v7
	v_mad_u64_u32 v[28:29], s[2:3], v10, v15, v[2:3]
	v_cndmask_b32_e32 v5, v1, v0, vcc
	v_cndmask_b32_e64 v7, v21, v7, s[0:1]
	v_mov_b32_e32 v0, v29
	v_mov_b32_e32 v29, v3
	v_ashrrev_i32_e32 v30, 31, v15
	global_store_dwordx4 v[16:17], v[4:7], off
	v_mad_u64_u32 v[0:1], s[0:1], v10, v30, v[0:1]
	v_mad_u64_u32 v[4:5], s[0:1], v11, v14, v[28:29]
	v_mov_b32_e32 v23, v4
	v_add_co_u32_e32 v28, vcc, v22, v12
	v_not_b32_e32 v25, v13
	v_not_b32_e32 v24, v12
	v_mov_b32_e32 v2, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_co_u32_e32 v29, vcc, v23, v13, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v31, v14, v[2:3]
	v_cmp_gt_u64_e32 vcc, v[22:23], v[24:25]
	v_mad_i64_i32 v[0:1], s[0:1], v11, v15, v[0:1]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v6, vcc, v0, v4
	v_ashrrev_i32_e32 v22, 31, v13
	v_addc_co_u32_e32 v7, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v6, v22
	v_addc_co_u32_e32 v1, vcc, v7, v22, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_ne_u64_e32 vcc, -1, v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[28:29]
	s_or_b64 s[0:1], s[0:1], vcc
	v_lshrrev_b32_e32 v2, 31, v1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_and_b32_e32 v2, v4, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_bfrev_b32_e32 v4, 1
	v_cndmask_b32_e32 v2, 0, v28, vcc
	v_cndmask_b32_e32 v4, v4, v29, vcc
	v_cmp_lt_i64_e32 vcc, -1, v[0:1]
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_cmp_lt_i64_e32 vcc, 0, v[0:1]
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_lshrrev_b32_e32 v1, 31, v4
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, v0, v5
	v_bfrev_b32_e32 v1, -2
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v5, v1, v4, vcc
	v_cndmask_b32_e32 v4, -1, v2, vcc
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	v_sub_u32_e32 v2, 0, v10
	v_add_co_u32_e32 v4, vcc, v6, v12
	v_addc_co_u32_e32 v5, vcc, v7, v13, vcc
	v_lshlrev_b64 v[0:1], v10, v[14:15]
	v_lshrrev_b64 v[6:7], v2, v[14:15]
	v_or_b32_e32 v6, v0, v6
	v_ffbh_u32_e32 v0, v14
	v_or_b32_e32 v7, v1, v7
	v_add_u32_e64 v0, v0, 32 clamp
	v_ffbh_u32_e32 v1, v15
	v_bcnt_u32_b32 v2, v14, 0
	v_min3_u32 v0, v0, v1, 64
	v_mov_b32_e32 v1, 0
	v_bcnt_u32_b32 v2, v15, v2
	global_store_dwordx4 v[16:17], v[0:3], off offset:48
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	v_and_b32_e32 v0, v14, v10
	v_and_b32_e32 v4, 1, v0
	v_ashrrev_i64 v[2:3], 1, v[14:15]
	v_ashrrev_i64 v[0:1], 1, v[10:11]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_or_b32_e32 v4, v12, v14
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_and_b32_e32 v6, 1, v4
	v_ashrrev_i64 v[4:5], 1, v[12:13]
	v_add_co_u32_e32 v2, vcc, v4, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_gt_i64_e32 vcc, v[14:15], v[18:19]
	global_store_dwordx4 v[16:17], v[0:3], off offset:64
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s9
	v_cndmask_b32_e32 v1, v19, v15, vcc
	v_cndmask_b32_e32 v0, v18, v14, vcc
	v_cmp_lt_i64_e32 vcc, v[26:27], v[0:1]
	v_cndmask_b32_e32 v1, v1, v27, vcc
	v_cndmask_b32_e32 v0, v0, v26, vcc
	v_cmp_lt_i64_e32 vcc, v[12:13], v[14:15]
	v_cndmask_b32_e32 v2, v14, v12, vcc
	v_cndmask_b32_e32 v3, v15, v13, vcc
	v_cmp_ne_u64_e32 vcc, v[14:15], v[10:11]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 1, v2, vcc
	global_store_dwordx4 v[16:17], v[0:3], off offset:80
	s_nop 0
	v_xor_b32_e32 v0, v14, v30
	v_xor_b32_e32 v1, v15, v30
	v_sub_co_u32_e32 v0, vcc, v0, v30
	v_subb_co_u32_e32 v1, vcc, v1, v30, vcc
	v_lshlrev_b64 v[2:3], 4, v[8:9]
	v_add_co_u32_e32 v4, vcc, s8, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_sub_co_u32_e32 v2, vcc, v10, v14
	v_subb_co_u32_e32 v3, vcc, v11, v15, vcc
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cndmask_b32_e32 v3, v3, v21, vcc
	v_cndmask_b32_e32 v2, v2, v20, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
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
	.globl int_builtins_ulong
	.protected int_builtins_ulong
	.type int_builtins_ulong,@function
int_builtins_ulong:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v5, 0
	s_load_dwordx4 s[4:7], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v14, vcc, s0, v0
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[14:15]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[16:17], v[2:3], off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v2, vcc, s16, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_movk_i32 s2, 0x60
	global_load_dwordx2 v[18:19], v[2:3], off
	v_mov_b32_e32 v6, s18
	v_mov_b32_e32 v7, s19
	v_mad_u64_u32 v[20:21], s[0:1], v14, s2, v[6:7]
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v21
	v_mad_u64_u32 v[6:7], s[0:1], v15, s2, v[2:3]
	v_mov_b32_e32 v21, v6
	s_waitcnt vmcnt(2)
	v_sub_u32_e32 v2, 0, v16
	s_waitcnt vmcnt(1)
	v_add_co_u32_e64 v6, s[0:1], v0, v16
	v_addc_co_u32_e64 v7, s[0:1], v1, v17, s[0:1]
	v_sub_co_u32_e64 v24, s[0:1], v0, v16
	v_subb_co_u32_e64 v25, s[0:1], v1, v17, s[0:1]
	v_mad_u64_u32 v[10:11], s[0:1], v16, v0, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_u64_e32 vcc, v[18:19], v[16:17]
	v_cmp_gt_u64_e64 s[0:1], v[24:25], v[0:1]
	v_mov_b32_e32 v4, v11
	v_cndmask_b32_e32 v23, v17, v19, vcc
	v_cndmask_b32_e32 v22, v16, v18, vcc
	v_cndmask_b32_e32 v29, v19, v17, vcc
	v_cndmask_b32_e32 v28, v18, v16, vcc
	v_cmp_lt_u64_e32 vcc, v[6:7], v[0:1]
	v_cndmask_b32_e64 v9, v25, 0, s[0:1]
	v_cndmask_b32_e64 v8, v24, 0, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], v16, v1, v[4:5]
	v_cndmask_b32_e64 v7, v7, -1, vcc
	v_cndmask_b32_e64 v6, v6, -1, vcc
	v_mov_b32_e32 v4, v32
	v_lshrrev_b64 v[30:31], v2, v[0:1]
	global_store_dwordx4 v[20:21], v[6:9], off
	v_mov_b32_e32 v2, v33
	v_mad_u64_u32 v[6:7], s[0:1], v17, v0, v[4:5]
	v_mad_u64_u32 v[2:3], s[0:1], v17, v1, v[2:3]
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e32 v8, vcc, v2, v4
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_mov_b32_e32 v11, v6
	v_add_co_u32_e32 v4, vcc, v10, v18
	v_not_b32_e32 v13, v19
	v_not_b32_e32 v12, v18
	v_addc_co_u32_e32 v6, vcc, v11, v19, vcc
	v_cmp_gt_u64_e32 vcc, v[10:11], v[12:13]
	v_cndmask_b32_e64 v2, 0, -1, vcc
	v_add_co_u32_e32 v10, vcc, v8, v18
	v_mov_b32_e32 v3, v2
	v_addc_co_u32_e32 v11, vcc, v9, v19, vcc
	v_cmp_eq_u64_e32 vcc, v[8:9], v[2:3]
	v_ffbh_u32_e32 v2, v0
	v_cndmask_b32_e32 v7, -1, v6, vcc
	v_cndmask_b32_e32 v6, -1, v4, vcc
	v_add_u32_e64 v2, v2, 32 clamp
	v_ffbh_u32_e32 v3, v1
	v_bcnt_u32_b32 v4, v0, 0
	v_min3_u32 v2, v2, v3, 64
	v_mov_b32_e32 v3, 0
	v_bcnt_u32_b32 v4, v1, v4
	global_store_dwordx4 v[20:21], v[2:5], off offset:48
	global_store_dwordx4 v[20:21], v[6:9], off offset:16
	v_and_b32_e32 v2, v0, v16
	v_and_b32_e32 v6, 1, v2
	v_lshrrev_b64 v[4:5], 1, v[0:1]
	v_lshrrev_b64 v[2:3], 1, v[16:17]
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_or_b32_e32 v6, v18, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_and_b32_e32 v8, 1, v6
	v_lshrrev_b64 v[6:7], 1, v[18:19]
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v8
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_gt_u64_e32 vcc, v[0:1], v[22:23]
	global_store_dwordx4 v[20:21], v[2:5], off offset:64
	v_lshlrev_b64 v[26:27], v16, v[0:1]
	v_cndmask_b32_e32 v3, v23, v1, vcc
	v_cndmask_b32_e32 v2, v22, v0, vcc
	v_cmp_lt_u64_e32 vcc, v[28:29], v[2:3]
	v_cndmask_b32_e32 v3, v3, v29, vcc
	v_cndmask_b32_e32 v2, v2, v28, vcc
	v_cmp_lt_u64_e32 vcc, v[18:19], v[0:1]
	v_cndmask_b32_e32 v4, v0, v18, vcc
	v_cndmask_b32_e32 v5, v1, v19, vcc
	v_cmp_ne_u64_e32 vcc, v[0:1], v[16:17]
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 1, v4, vcc
	global_store_dwordx4 v[20:21], v[2:5], off offset:80
	v_or_b32_e32 v13, v27, v31
	v_lshlrev_b64 v[2:3], 4, v[14:15]
	v_mov_b32_e32 v5, s5
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_sub_co_u32_e32 v2, vcc, v16, v0
	v_subb_co_u32_e32 v3, vcc, v17, v1, vcc
	v_cmp_gt_u64_e32 vcc, v[0:1], v[16:17]
	v_or_b32_e32 v12, v26, v30
	v_cndmask_b32_e32 v3, v3, v25, vcc
	v_cndmask_b32_e32 v2, v2, v24, vcc
	global_store_dwordx4 v[20:21], v[10:13], off offset:32
	global_store_dwordx4 v[4:5], v[0:3], off
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
	.globl int_mul24
	.protected int_mul24
	.type int_mul24,@function
int_mul24:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x30
	s_load_dwordx8 s[12:19], s[6:7], 0x0
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
	v_mov_b32_e32 v7, s15
	v_add_co_u32_e32 v6, vcc, s14, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[6:7], off
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_i32_i24_e32 v10, v11, v10
	global_store_dword v[8:9], v10, off
	global_load_dword v10, v[4:5], off
	s_nop 0
	global_load_dword v11, v[6:7], off
	v_mov_b32_e32 v5, s17
	v_add_co_u32_e32 v4, vcc, s16, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s19
	v_add_co_u32_e32 v2, vcc, s18, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_add_co_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(0)
	v_mad_i32_i24 v6, v11, v10, v10
	global_store_dword v[8:9], v6, off offset:4
	global_load_dword v6, v[4:5], off
	s_nop 0
	global_load_dword v7, v[2:3], off
	v_mov_b32_e32 v8, s3
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v6, v7, v6
	global_store_dword v[0:1], v6, off
	global_load_dword v6, v[4:5], off
	s_nop 0
	global_load_dword v7, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v2, v7, v6, v7
	global_store_dword v[0:1], v2, off offset:4
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
	.size int_builtins_char, 548
	.size int_builtins_uchar, 484
	.size int_builtins_short, 516
	.size int_builtins_ushort, 488
	.size int_builtins_int, 440
	.size int_builtins_uint, 400
	.size int_builtins_long, 884
	.size int_builtins_ulong, 688
	.size int_mul24, 308

	.rodata
	.p2align 6
.amdhsa_kernel int_builtins_char
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel int_builtins_uchar
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel int_builtins_short
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_sgpr 20
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
.amdhsa_kernel int_builtins_ushort
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 20
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
.amdhsa_kernel int_builtins_int
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 32
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
.amdhsa_kernel int_builtins_uint
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 28
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
.amdhsa_kernel int_builtins_long
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 32
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
.amdhsa_kernel int_builtins_ulong
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 96
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
.amdhsa_kernel int_mul24
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 104
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
  .amdhsa_accum_offset 12
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
    .vgpr_count:     23
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
    .vgpr_count:     21
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_short.kd
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_ushort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_uint.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_builtins_ulong.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         int_mul24.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
