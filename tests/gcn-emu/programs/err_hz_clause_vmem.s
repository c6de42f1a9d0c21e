// pins: hazard (GFX9, XNACK any): a global load overwrites the address VGPR of the global load before it in the same soft clause
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// error: hazard: XNACK soft clause: this instruction writes v1 that `err_hz_clause_vmem+0x14
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  global_load_dword v1, v3, s[4:5] offset:256
  s_waitcnt vmcnt(0)
  s_endpgm
