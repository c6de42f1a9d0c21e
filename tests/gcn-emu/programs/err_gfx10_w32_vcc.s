// pins: in wave32 the lane-mask register is named `vcc_lo`: a VALU reading VCC before the scalar load into it is waited for
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads vcc_lo before `err_gfx10_w32_vcc+0x0
  s_load_dword vcc_lo, s[0:1], 0x0
  v_cndmask_b32 v1, 0, 1, vcc_lo
  s_waitcnt lgkmcnt(0)
  s_endpgm
