// pins: in wave64 the lane-mask register is named `vcc` (LLVM's wave64 spelling), not `vcc_lo`: a VALU reading VCC before the scalar load into it is waited for
// target: gfx1030
// wave: 64
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads vcc before `err_gfx10_w64_vcc+0x0
  s_load_dwordx2 vcc, s[0:1], 0x0
  v_cndmask_b32 v1, 0, 1, vcc
  s_waitcnt lgkmcnt(0)
  s_endpgm
