// pins: scalar loads return out of order: s_waitcnt lgkmcnt(1) after two s_load does not cover the first
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads s6 before `err_smem_order+0x10
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_load_dword s6, s[0:1], 0x0
  s_load_dword s7, s[0:1], 0x4
  s_waitcnt lgkmcnt(1)
  s_add_u32 s8, s6, 1
  s_endpgm
