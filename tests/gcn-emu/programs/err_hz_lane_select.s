// pins: hazard: a VALU writing an SGPR, then v_readlane using it as the lane select within 4 wait states (here 3)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 4 wait states before this instruction, there are 3
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v9, 3
  s_nop 1
  v_readfirstlane_b32 s10, v9
  s_nop 2
  v_readlane_b32 s11, v0, s10
  s_endpgm
