// pins: a VGPR beyond the kernel's allocation stops
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: v40
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v40, 0
  s_endpgm
