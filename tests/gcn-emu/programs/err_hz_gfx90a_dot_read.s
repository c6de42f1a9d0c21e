// pins: hazard (gfx90a, LLVM's checkMAIVALUHazards): a VALU of another opcode reads the result of v_dot2_f32_f16 within 3 wait states (here 2)
// target: gfx90a
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: (gfx90a) this instruction reads the result of the dot product `err_hz_gfx90a_dot_read+0x
  v_mov_b32 v2, 0x3c003c00
  v_mov_b32 v3, 0x40004000
  v_mov_b32 v4, 0
  v_dot2_f32_f16 v1, v2, v3, v4
  s_nop 1
  v_add_f32 v5, v1, v1
  s_endpgm
