// pins: s_waitcnt_vscnt completes stores only: a load is still outstanding after s_waitcnt_vscnt null, 0 and reading its destination stops, naming vmcnt
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// error: no s_waitcnt vmcnt covers that load
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  global_store_dword v1, v1, s[4:5] offset:256
  s_waitcnt_vscnt null, 0x0
  v_add_nc_u32 v3, 1, v2
  s_waitcnt vmcnt(0)
  s_endpgm
