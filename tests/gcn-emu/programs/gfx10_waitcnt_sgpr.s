// pins: s_waitcnt_vmcnt SGPR, IMM waits for the sum of the two, in 6 bits without clamping (AMD's ISA manual: vmcnt <= S0.u[5:0] + S1.u[5:0]; vscnt, lgkmcnt alike, expcnt in 3 bits): 63 + 1 is vmcnt(0), so both loads are complete
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=file:gfx10_waitcnt_sgpr.arg0.in.bin
// input arg0 u32: [l for l in lanes] + [100 * l for l in lanes] + [0] * 64
// expect arg0 u32: [l for l in lanes] + [100 * l for l in lanes] + [101 * l for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s8, 63
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  global_load_dword v3, v1, s[4:5] offset:256
  s_waitcnt_vmcnt s8, 1
  v_add_nc_u32 v2, v2, v3
  global_store_dword v1, v2, s[4:5] offset:512
  s_endpgm
