// pins: a flat load that reached global memory is proved complete by vmcnt, not by s_waitcnt lgkmcnt(0) alone
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads v4 before `err_flat_global_lgkm+0x1c
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s5
  v_add_co_u32 v2, vcc, s4, v1
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]
  s_waitcnt lgkmcnt(0)
  v_add_u32 v5, 1, v4
  s_endpgm
