// pins: a VALU writing the destination of an outstanding load stops (the load would overwrite it later)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: err_waw+0x10
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  v_mov_b32 v2, 0
  s_waitcnt vmcnt(0)
  s_endpgm
