// pins: a private access beyond the kernel's private segment size stops
// kernel: vgprs=16 sgprs=32 scratch=32
// user: private,kernarg
// system: wgid_x,wave_offset
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: private access of 4 bytes at offset 0x40 is outside the work-item's 32 bytes
  s_add_u32 s0, s0, s7
  s_addc_u32 s1, s1, 0
  v_mov_b32 v2, 64
  buffer_store_dword v0, v2, s[0:3], 0 offen
  s_endpgm
