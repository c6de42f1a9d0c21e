// pins: hazard: a VALU writing VCC, then a VALU reading src_vccz within 5 wait states (here 4)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 5 wait states before this instruction, there are 4
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_cmp_eq_u32 vcc, 0, v0
  s_nop 3
  v_mov_b32 v2, src_vccz
  s_endpgm
