// pins: ds_swizzle_b32 (quad-permute and bit-mask modes: swap, broadcast, reverse), ds_bpermute_b32 (inactive source lanes give 0), ds_permute_b32 (a zeroed temporary, highest source lane wins, inactive lanes keep their value), with lanes 0-47 active
// kernel: vgprs=16 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:2048
// expect arg0 u32: [s(l ^ 3) for l in lanes] + [s(l ^ 16) for l in lanes] + [s(l - l % 8 + 3) for l in lanes] + [s(l - l % 8 + 7 - l % 8) for l in lanes] + [s(63 - l) for l in lanes] + [s(63 - l) for l in lanes] + [0 if l < 16 else (s(63 - l) if l < 48 else D) for l in lanes] + [(s(l + 1) if l % 2 == 0 else 0) if l < 48 else D for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  v_sub_u32 v7, 0xfc, v1
  v_lshrrev_b32 v10, 1, v0
  v_lshlrev_b32 v10, 3, v10
  v_mov_b32 v11, 0xdead
  v_mov_b32 v12, 0xdead
  ds_swizzle_b32 v3, v2 offset:swizzle(QUAD_PERM,3,2,1,0)
  ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,16)
  ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,8,3)
  ds_swizzle_b32 v6, v2 offset:swizzle(REVERSE,8)
  ds_bpermute_b32 v8, v7, v2
  ds_permute_b32 v9, v7, v2
  s_mov_b32 exec_hi, 0xffff
  ds_bpermute_b32 v11, v7, v2
  ds_permute_b32 v12, v10, v2
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[4:5]
  global_store_dword v1, v4, s[4:5] offset:256
  global_store_dword v1, v5, s[4:5] offset:512
  global_store_dword v1, v6, s[4:5] offset:768
  global_store_dword v1, v8, s[4:5] offset:1024
  global_store_dword v1, v9, s[4:5] offset:1280
  global_store_dword v1, v11, s[4:5] offset:1536
  global_store_dword v1, v12, s[4:5] offset:1792
  s_endpgm
