// pins: global atomics in increasing lane order with returns (add, inc and dec with their wrap rules, cmpswap with data {new, compare}, smax_x2, xor without return), glc returning the old value
// kernel: vgprs=16 sgprs=24
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:1280 --arg 1=file:atomics.arg1.in.bin
// input arg1 u32: [0, 0, 7, 3, 0, 0, 0xffffffff, 0xffffffff, 0]
// expect arg0 u32: [l for l in lanes] + [l % 10 for l in lanes] + [7 if l == 0 else 4 - (l - 1) % 5 for l in lanes] + [3 if l == 0 else 100 for l in lanes] + [0xffffffff if l < 2 else 0 for l in lanes]
// expect arg1 u32: [64, 4, 1, 100, 0, 0, 0xffffffff, 0, 0x2a]
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 0
  v_mov_b32 v3, 1
  s_waitcnt lgkmcnt(0)
  global_atomic_add v4, v2, v3, s[6:7] glc
  v_mov_b32 v3, 9
  global_atomic_inc v5, v2, v3, s[6:7] offset:4 glc
  v_mov_b32 v3, 4
  global_atomic_dec v6, v2, v3, s[6:7] offset:8 glc
  v_add_u32 v8, 100, v0
  v_mov_b32 v9, 3
  global_atomic_cmpswap v7, v2, v[8:9], s[6:7] offset:12 glc
  v_sub_u32 v10, 0, v0
  v_mov_b32 v11, 0
  v_cmp_eq_u32 vcc, 0, v0
  v_cndmask_b32 v11, 0, -1, vcc
  global_atomic_smax_x2 v[12:13], v2, v[10:11], s[6:7] offset:24 glc
  v_mov_b32 v14, 0x2a
  s_mov_b64 exec, 1
  global_atomic_xor v2, v14, s[6:7] offset:32
  s_mov_b64 exec, -1
  s_waitcnt vmcnt(0)
  global_store_dword v1, v4, s[4:5]
  global_store_dword v1, v5, s[4:5] offset:256
  global_store_dword v1, v6, s[4:5] offset:512
  global_store_dword v1, v7, s[4:5] offset:768
  global_store_dword v1, v13, s[4:5] offset:1024
  s_endpgm
