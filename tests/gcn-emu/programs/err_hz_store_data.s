// pins: hazard: a VMEM store of more than 64 bits, then a VALU overwriting its data VGPRs in the next wait state
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1024
// error: needs 1 wait states before this instruction, there are 0
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  v_lshlrev_b32 v6, 4, v0
  global_store_dwordx4 v6, v[2:5], s[4:5]
  v_mov_b32 v4, 1
  s_endpgm
