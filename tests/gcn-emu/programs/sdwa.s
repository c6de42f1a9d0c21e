// pins: SDWA of GFX9: source byte and word selects with zero and sign extension, destination selects with UNUSED_PAD, UNUSED_SEXT and UNUSED_PRESERVE, and a VOPC SDWA writing an SGPR pair
// kernel: vgprs=12 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1032
// expect arg0 u32: [((((0x7e + l) & 0xff) + l) & 0xffff) << 16 | 0xffff for l in lanes] + [((((0x7e + l) & 0xff) ^ 0x80) - 0x80 + l) & 0xffffffff for l in lanes] + [(((0x7e + l) & 0xff) << 8) | (0xffff0000 if (0x7e + l) & 0x80 else 0) for l in lanes] + [l for l in lanes] + [0xfffffffc, 0xffffffff]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, 0x7e, v0
  v_lshlrev_b32 v3, 16, v0
  v_or_b32 v3, 0x1234, v3
  v_mov_b32 v4, 0xffff
  s_waitcnt lgkmcnt(0)
  v_add_u32_sdwa v4, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_1
  v_add_u32_sdwa v5, sext(v2), v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
  v_mov_b32_sdwa v6, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
  v_mov_b32_sdwa v7, v3 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1
  v_cmp_lt_i32_sdwa s[8:9], sext(v2), v0 src0_sel:BYTE_0 src1_sel:DWORD
  global_store_dword v1, v4, s[4:5]
  global_store_dword v1, v5, s[4:5] offset:256
  global_store_dword v1, v6, s[4:5] offset:512
  global_store_dword v1, v7, s[4:5] offset:768
  v_mov_b32 v8, 0
  v_mov_b32 v9, s8
  v_mov_b32 v10, s9
  s_mov_b64 exec, 1
  global_store_dwordx2 v8, v[9:10], s[4:5] offset:1024
  s_endpgm
