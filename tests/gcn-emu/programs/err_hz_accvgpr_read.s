// pins: hazard (gfx908): v_accvgpr_write, then v_accvgpr_read of the same AGPR within 3 wait states (here 2)
// target: gfx908
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: v_accvgpr_read reads an AGPR written by `err_hz_accvgpr_read+0x4
  v_mov_b32 v1, 5
  v_accvgpr_write_b32 a0, 7
  s_nop 1
  v_accvgpr_read_b32 v2, a0
  s_endpgm
