// pins: GFX10 VOP3 literals (integer and float), v_fmac_f32, global loads with an SGPR base and the 12-bit signed offset (-2048), s_inst_prefetch, s_clause and s_waitcnt_depctr as no-ops, s_waitcnt_vscnt for stores, s_code_end padding after s_endpgm never executed
// target: gfx1030
// wave: 32
// kernel: vgprs=16 sgprs=16
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:1024 --arg 1=file:gfx10_misc.arg1.in.bin
// input arg1 u32: [(l * l) ^ 0x5a5a for l in lanes]
// expect arg0 u32: [0x12345 + l for l in lanes] + [f32(3.0 * l + 1.0) for l in lanes] + [f32(l * l + 2.0) for l in lanes] + [(l * l) ^ 0x5a5a for l in lanes]
  s_inst_prefetch 0x3
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_add_nc_u32_e64 v3, 0x12345, v0
  global_store_dword v1, v3, s[4:5]
  v_cvt_f32_u32 v5, v0
  v_fma_f32 v4, 0x40400000, v5, 1.0
  global_store_dword v1, v4, s[4:5] offset:256
  v_mov_b32 v6, 2.0
  v_fmac_f32 v6, v5, v5
  global_store_dword v1, v6, s[4:5] offset:512
  v_add_nc_u32 v8, 0x800, v1
  s_clause 0x1
  global_load_dword v7, v8, s[6:7] offset:-2048
  global_load_dword v9, v1, s[6:7]
  s_waitcnt_depctr 0xffe3
  s_waitcnt vmcnt(0)
  global_store_dword v1, v7, s[4:5] offset:768
  s_waitcnt_vscnt null, 0x0
  s_endpgm
  s_code_end
  s_code_end
  s_code_end
