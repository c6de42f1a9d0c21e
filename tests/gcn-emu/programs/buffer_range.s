// pins: MUBUF range checking of GFX9: raw buffers (stride 0 or no index) drop an access whose offset reaches num_records - soffset, per dword for multi-dword loads (0 read, store dropped); structured buffers (idxen) drop index >= num_records or offset >= stride
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:1792 --arg 1=file:buffer_range.arg1.in.bin
// input arg1 u32: [1000 + i for i in range(64)]
// expect arg0 u32: [1000 + l if l <= 24 else 0 for l in lanes] + [1002 + l if l <= 22 else 0 for l in lanes] + [1000 + l if l <= 24 else 0 for l in lanes] + [1001 + l if l <= 23 else 0 for l in lanes] + [1001 + 4 * l if l < 5 else 0 for l in lanes] + [0 for l in lanes] + [0x500 + l if l < 10 else 0 for l in lanes]
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s8, s6
  s_and_b32 s9, s7, 0xffff
  s_movk_i32 s10, 100
  s_mov_b32 s11, 0x27000
  s_mov_b32 s16, s6
  s_or_b32 s17, s9, 0x100000
  s_mov_b32 s18, 5
  s_mov_b32 s19, 0x27000
  s_add_u32 s20, s4, 0x600
  s_addc_u32 s21, s5, 0
  s_mov_b32 s22, 40
  s_mov_b32 s23, 0x27000
  s_mov_b32 s12, 8
  buffer_load_dword v2, v1, s[8:11], 0 offen
  buffer_load_dword v3, v1, s[8:11], s12 offen
  buffer_load_dwordx2 v[4:5], v1, s[8:11], 0 offen
  buffer_load_dword v7, v0, s[16:19], 0 idxen offset:4
  buffer_load_dword v8, v0, s[16:19], 0 idxen offset:16
  v_add_u32 v9, 0x500, v0
  buffer_store_dword v9, v1, s[20:23], 0 offen
  s_waitcnt vmcnt(0)
  global_store_dword v1, v2, s[4:5]
  global_store_dword v1, v3, s[4:5] offset:256
  global_store_dword v1, v4, s[4:5] offset:512
  global_store_dword v1, v5, s[4:5] offset:768
  global_store_dword v1, v7, s[4:5] offset:1024
  global_store_dword v1, v8, s[4:5] offset:1280
  s_endpgm
