// pins: hazard (gfx908): a VALU writes EXEC, then v_accvgpr_write within 4 wait states (here 3)
// target: gfx908
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 4 wait states before this instruction, there are 3 (insert s_nop 0)
  v_cmpx_le_u32 s[12:13], 0, v0
  s_nop 2
  v_accvgpr_write_b32 a0, 1
  s_endpgm
