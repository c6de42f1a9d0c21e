// pins: hazard: a VALU writing an SGPR, then a VMEM instruction reading it within 5 wait states (here 4)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 5 wait states before this instruction, there are 4 (insert s_nop 0)
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v9, s4
  s_mov_b32 s11, s5
  s_nop 4
  v_readfirstlane_b32 s10, v9
  s_nop 3
  global_load_dword v2, v1, s[10:11]
  s_endpgm
