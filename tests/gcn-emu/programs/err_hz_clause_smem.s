// pins: hazard (XNACK any, what a target ID without features means on GFX9): two SMEM loads in one soft clause, the second overwriting the address pair both read, so a replay of the clause would read the new value (LLVM's checkSoftClauseHazards)
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:256 --arg 1=zeros:256
// error: hazard: XNACK soft clause: this instruction writes s0 that `err_hz_clause_smem+0x0 (0x1500): `s_load_dwordx2 s[4:5], s[0:1], 0x0`` reads
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx2 s[0:1], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_endpgm
