// pins: GFX10 DPP16 row_share and row_xmask, DPP8 lane selects, row_mask over the two rows of a wave32, and inactive source lanes: bound_ctrl writes 0, fi reads the inactive lane, neither leaves the destination unwritten
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1792
// expect arg0 u32: [s(l - l % 16 + 3) for l in lanes] + [s(l - l % 16 + ((l % 16) ^ 5)) for l in lanes] + [s(l - l % 8 + 7 - l % 8) for l in lanes] + [s(l - l % 16) if (l % 32) // 16 == 0 else D for l in lanes] + [0 if l % 2 == 0 else D for l in lanes] + [s(l ^ 1) if l % 2 == 0 else D for l in lanes] + [D for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  s_mov_b32 s8, 0xdead
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_share:3 row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5]
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_xmask:5 row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:256
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 dpp8:[7,6,5,4,3,2,1,0]
  global_store_dword v1, v3, s[4:5] offset:512
  v_mov_b32 v3, s8
  v_mov_b32_dpp v3, v2 row_share:0 row_mask:0x1 bank_mask:0xf
  global_store_dword v1, v3, s[4:5] offset:768
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_nop 4
  v_mov_b32_dpp v3, v2 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
  s_mov_b32 exec_lo, -1
  global_store_dword v1, v3, s[4:5] offset:1024
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_nop 4
  v_mov_b32_dpp v3, v2 row_xmask:1 row_mask:0xf bank_mask:0xf fi:1
  s_mov_b32 exec_lo, -1
  global_store_dword v1, v3, s[4:5] offset:1280
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_nop 4
  v_mov_b32_dpp v3, v2 row_xmask:1 row_mask:0xf bank_mask:0xf
  s_mov_b32 exec_lo, -1
  global_store_dword v1, v3, s[4:5] offset:1536
  s_endpgm
