// pins: an instruction the emulator does not implement stops, naming it
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: v_interp_p1_f32
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_interp_p1_f32 v2, v0, attr0.x
  s_endpgm
