// pins: an SGPR read before the scalar load that writes it is covered by s_waitcnt lgkmcnt stops
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads s6 before
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_load_dword s6, s[0:1], 0x4
  s_mov_b32 s7, s6
  s_endpgm
