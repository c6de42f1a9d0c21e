// pins: a VALU reading the destination of a global load before s_waitcnt vmcnt covers it stops, naming both instructions
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads v2 before `err_vmcnt+0x10
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  v_add_u32 v3, 1, v2
  s_waitcnt vmcnt(0)
  s_endpgm
