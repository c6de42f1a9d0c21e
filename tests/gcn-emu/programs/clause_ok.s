// pins: the soft clauses of err_hz_clause_smem and err_hz_clause_vmem broken by s_nop 0 run (a lone instruction may overwrite its own address), and load what they should
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=file:clause_ok.arg0.in.bin --arg 1=zeros:256
// input arg0 u32: [l for l in lanes] + [1000 * l for l in lanes]
// expect arg1 u32: [1001 * l for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_nop 0
  s_load_dwordx2 s[0:1], s[0:1], 0x8
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  s_nop 0
  global_load_dword v1, v3, s[4:5] offset:256
  s_waitcnt vmcnt(0)
  v_add_u32 v2, v2, v1
  global_store_dword v3, v2, s[0:1]
  s_endpgm
