// pins: a flat load that reached LDS (through the shared aperture) is proved complete by lgkmcnt, not by s_waitcnt vmcnt(0) alone
// kernel: vgprs=16 sgprs=32 lds=256
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: reads v4 before `err_flat_lds_vmcnt+0x18
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, src_shared_base
  v_mov_b32 v2, v1
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v5, 1, v4
  s_endpgm
