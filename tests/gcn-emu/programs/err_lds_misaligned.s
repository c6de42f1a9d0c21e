// pins: a misaligned LDS access (ds_read_b64 at a 4-byte boundary) stops
// kernel: vgprs=16 sgprs=32 lds=1024
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: misaligned
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v2, 3, v0
  v_or_b32 v2, 4, v2
  ds_read_b64 v[4:5], v2
  s_waitcnt lgkmcnt(0)
  s_endpgm
