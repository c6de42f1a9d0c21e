// pins: private memory three ways reaching the same bytes: MUBUF through the private segment buffer V# (swizzled per lane, soffset the wave offset), scratch_* instructions (VGPR and SGPR addresses) after flat_scratch init, and flat through the private aperture (src_private_base)
// kernel: vgprs=16 sgprs=24 scratch=64
// user: private,kernarg,flat_scratch
// system: wgid_x,wave_offset
// args: buffer
// run: --grid 128 --block 64 --arg 0=zeros:2048
// expect arg0 u32: [s(g) for g in range(128)] + [s(g) + 7 for g in range(128)] + [(s(g) + 7) * 2 for g in range(128)] + [s(g) & 0xff for g in range(128)]
  s_add_u32 s0, s0, s9
  s_addc_u32 s1, s1, 0
  s_add_u32 flat_scratch_lo, s6, s9
  s_addc_u32 flat_scratch_hi, s7, 0
  s_load_dwordx2 s[10:11], s[4:5], 0x0
  s_lshl_b32 s12, s8, 6
  v_add_u32 v0, s12, v0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  v_mov_b32 v3, 16
  buffer_store_dword v2, v3, s[0:3], 0 offen offset:4
  s_waitcnt vmcnt(0)
  scratch_load_dword v4, v3, off offset:4
  s_waitcnt vmcnt(0)
  v_add_u32 v5, 7, v4
  s_mov_b32 s13, 0
  scratch_store_dword off, v5, s13 offset:40
  s_mov_b64 s[14:15], src_private_base
  v_mov_b32 v6, 40
  v_mov_b32 v7, s15
  s_waitcnt vmcnt(0)
  flat_load_dword v8, v[6:7]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_u32 v9, v8, v8
  v_mov_b32 v6, 60
  flat_store_dword v[6:7], v9
  s_waitcnt vmcnt(0) lgkmcnt(0)
  buffer_load_dword v10, off, s[0:3], 0 offset:60
  buffer_load_ubyte v11, v3, s[0:3], 0 offen offset:4
  s_waitcnt vmcnt(0)
  global_store_dword v1, v4, s[10:11]
  global_store_dword v1, v5, s[10:11] offset:512
  global_store_dword v1, v10, s[10:11] offset:1024
  global_store_dword v1, v11, s[10:11] offset:1536
  s_endpgm
