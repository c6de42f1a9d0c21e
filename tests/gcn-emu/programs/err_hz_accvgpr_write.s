// pins: hazard (gfx908, LLVM's checkMAIHazards908): a VALU writes a VGPR, then v_accvgpr_write reads it within 2 wait states (here 1)
// target: gfx908
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: v_accvgpr_write reads a VGPR written by `err_hz_accvgpr_write+0x0
  v_mov_b32 v1, 5
  s_nop 0
  v_accvgpr_write_b32 a0, v1
  s_endpgm
