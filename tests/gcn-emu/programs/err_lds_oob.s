// pins: an LDS access beyond the group's LDS allocation stops, naming the lane
// kernel: vgprs=16 sgprs=32 lds=256
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: lane 2
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_add_u32 v2, 0xf8, v1
  ds_read_b32 v3, v2
  s_waitcnt lgkmcnt(0)
  s_endpgm
