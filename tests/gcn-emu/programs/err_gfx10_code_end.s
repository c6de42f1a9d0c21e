// pins: running into the s_code_end padding (a kernel without s_endpgm) stops the run
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// run: --grid 32 --block 32
// error: executes s_code_end
  s_nop 0
  s_code_end
  s_code_end
