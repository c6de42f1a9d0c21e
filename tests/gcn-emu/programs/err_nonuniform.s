// pins: v_readfirstlane of a VGPR whose active lanes differ, with no waterfall compare after it, stops: a non-uniform value where the instruction needs a scalar
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: non-uniform value
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_readfirstlane_b32 s10, v0
  s_endpgm
