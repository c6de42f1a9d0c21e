// pins: hazard (gfx90a, LLVM's checkMAIVALUHazards): the same dot opcode reads the previous result as srcA (not as the accumulator srcC) within 3 wait states (here 2)
// target: gfx90a
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: (gfx90a) this instruction reads the result of the dot product `err_hz_gfx90a_dot_srcab+0x
  v_mov_b32 v2, 0x01020304
  v_mov_b32 v3, 0x01010101
  v_dot4_i32_i8 v4, v2, v3, 0
  s_nop 1
  v_dot4_i32_i8 v5, v4, v3, 0
  s_endpgm
