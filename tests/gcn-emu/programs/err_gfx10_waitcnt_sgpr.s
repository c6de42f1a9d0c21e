// pins: s_waitcnt_vmcnt SGPR, IMM with s8 = 1 and IMM 0 waits for vmcnt(1): the newer of two loads is still outstanding when its register is read
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:768
// error: reads v3 before `err_gfx10_waitcnt_sgpr+0x1c
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s8, 1
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  global_load_dword v3, v1, s[4:5] offset:256
  s_waitcnt_vmcnt s8, 0
  v_add_nc_u32 v2, v2, v3
  global_store_dword v1, v2, s[4:5] offset:512
  s_endpgm
