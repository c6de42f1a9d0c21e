// pins: hazard: a SALU writing M0, then s_movrels in the next wait state
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 1 wait states before this instruction, there are 0
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 m0, 1
  s_movrels_b32 s10, s6
  s_endpgm
