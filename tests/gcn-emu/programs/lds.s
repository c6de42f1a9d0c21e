// pins: DS reads and writes (b32, write2/read2 with dword offsets, read2st64, b64, u8/i8/u16/i16), DS atomics with and without return in increasing lane order (add, cmpst: data0 compares, data1 is stored; max_i32), LDS contents per group
// kernel: vgprs=24 sgprs=24 lds=1024
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:3340
// expect arg0 u32: [s(63 - l) for l in lanes] + [s(63 - l) for l in lanes] + [63 - l for l in lanes] + [s(63 - l) for l in lanes] + [63 - l for l in lanes] + [l for l in lanes] + [5 if l == 0 else 100 for l in lanes] + [((-l & 0xff) ^ 0x80) - 0x80 & 0xffffffff for l in lanes] + [(-l & 0xff) for l in lanes] + [(-l & 0xffff) for l in lanes] + [((-l & 0xffff) ^ 0x8000) - 0x8000 & 0xffffffff for l in lanes] + [s(l & ~1) for l in lanes] + [(l & ~1) << 8 for l in lanes] + [64, 100, 3]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  ds_write_b32 v1, v2
  ds_write2_b32 v1, v2, v0 offset0:64 offset1:128
  v_sub_u32 v3, 0xfc, v1
  v_mov_b32 v11, 0x300
  v_mov_b32 v12, 0
  v_mov_b32 v13, 5
  s_mov_b64 exec, 1
  ds_write2_b32 v11, v12, v13 offset1:1
  ds_write_b32 v11, v12 offset:8
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v4, v3
  ds_read2_b32 v[5:6], v3 offset0:64 offset1:128
  ds_read2st64_b32 v[7:8], v3 offset0:1 offset1:2
  v_mov_b32 v14, 1
  ds_add_rtn_u32 v9, v11, v14
  v_add_u32 v15, 100, v0
  ds_cmpst_rtn_b32 v10, v11, v13, v15 offset:4
  v_and_b32 v16, 3, v0
  ds_max_i32 v11, v16 offset:8
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v4, s[4:5]
  global_store_dword v1, v5, s[4:5] offset:256
  global_store_dword v1, v6, s[4:5] offset:512
  global_store_dword v1, v7, s[4:5] offset:768
  global_store_dword v1, v8, s[4:5] offset:1024
  global_store_dword v1, v9, s[4:5] offset:1280
  global_store_dword v1, v10, s[4:5] offset:1536
  // bytes and shorts: lane l's dword at 0x200 holds -l
  v_sub_u32 v17, 0, v0
  v_add_u32 v18, 0x200, v1
  ds_write_b32 v18, v17
  s_waitcnt lgkmcnt(0)
  ds_read_i8 v19, v18
  ds_read_u8 v20, v18
  ds_read_u16 v21, v18
  ds_read_i16 v22, v18
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v19, s[4:5] offset:1792
  global_store_dword v1, v20, s[4:5] offset:2048
  global_store_dword v1, v21, s[4:5] offset:2304
  global_store_dword v1, v22, s[4:5] offset:2560
  // b64: even lanes write {s(l), l << 8} to slot l / 2, all lanes read their slot
  v_lshlrev_b32 v17, 8, v0
  v_mov_b32 v16, v2
  v_lshrrev_b32 v18, 1, v0
  v_lshlrev_b32 v18, 3, v18
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  ds_write_b64 v18, v[16:17]
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  ds_read_b64 v[22:23], v18
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v22, s[4:5] offset:2816
  global_store_dword v1, v23, s[4:5] offset:3072
  s_mov_b64 exec, 1
  v_mov_b32 v0, 0
  ds_read_b32 v4, v11
  ds_read_b32 v5, v11 offset:4
  ds_read_b32 v6, v11 offset:8
  s_waitcnt lgkmcnt(0)
  global_store_dword v0, v4, s[4:5] offset:3328
  global_store_dword v0, v5, s[4:5] offset:3332
  global_store_dword v0, v6, s[4:5] offset:3336
  s_endpgm
