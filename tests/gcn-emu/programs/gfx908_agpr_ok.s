// pins: the gfx908 accumulation-register rules with exactly the wait states they need: VALU to v_accvgpr_write 2, EXEC to v_accvgpr_write 4, v_accvgpr_write to v_accvgpr_read or write of the same AGPR 3, v_accvgpr_read to a memory read 2
// target: gfx908
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// expect arg0 u32: [l + 7 for l in lanes] + [4] * 64
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v3, 7, v0
  s_nop 1
  v_accvgpr_write_b32 a0, v3
  s_nop 2
  v_accvgpr_read_b32 v2, a0
  s_waitcnt lgkmcnt(0)
  s_nop 0
  global_store_dword v1, v2, s[4:5]
  v_cmpx_le_u32 s[12:13], 0, v0
  s_nop 3
  v_accvgpr_write_b32 a1, 3
  s_nop 2
  v_accvgpr_write_b32 a1, 4
  s_nop 2
  v_accvgpr_read_b32 v4, a1
  s_nop 1
  global_store_dword v1, v4, s[4:5] offset:256
  s_endpgm
