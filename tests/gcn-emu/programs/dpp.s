// pins: DPP lane moves of GFX9: quad_perm, row shifts and rotates, mirrors, wave shifts and rotates, row broadcasts, row and bank masks, bound_ctrl (0 for invalid or inactive source lanes) versus no write
// kernel: vgprs=8 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:3072
// expect arg0 u32: [s(l ^ 3) for l in lanes] + [s(l + 1) if l % 16 < 15 else 0 for l in lanes] + [s(l - 3) if l % 16 >= 3 else D for l in lanes] + [s(l - l % 16 + (l % 16 - 4) % 16) for l in lanes] + [s(l - l % 16 + 15 - l % 16) for l in lanes] + [s(l - l % 8 + 7 - l % 8) for l in lanes] + [s(l + 1) if l < 63 else 0 for l in lanes] + [s((l - 1) % 64) for l in lanes] + [s(l - l % 16 - 1) if (l // 16) % 2 == 1 else D for l in lanes] + [s(31) if l >= 32 else D for l in lanes] + [s(l) if (l // 16) % 2 == 0 and l % 16 < 8 else D for l in lanes] + [0 if l % 2 == 0 else D for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  s_mov_b32 s8, 0xdead
  s_waitcnt lgkmcnt(0)
  s_nop 1
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5]
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  global_store_dword v1, v3, s[4:5] offset:256
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_shr:3 row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:512
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_ror:4 row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:768
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_mirror row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:1024
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:1280
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  global_store_dword v1, v3, s[4:5] offset:1536
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:1792
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:2048
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:2304
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 quad_perm:[0,1,2,3] row_mask:0x5 bank_mask:0x3
  global_store_dword v1, v3, s[4:5] offset:2560
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  s_nop 4
  v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  s_mov_b64 exec, -1
  global_store_dword v1, v3, s[4:5] offset:2816
  s_endpgm
