// pins: v_permlane16_b32 (a lane of the same row, selected by the nibbles of two SGPRs) and v_permlanex16_b32 (of the other row of the 32-lane half) in wave64, and inactive source lanes: without fi and bound_ctrl the destination is not written, bound_ctrl (op_sel[1]) writes 0, fi (op_sel[0]) reads the inactive lane
// target: gfx1030
// wave: 64
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1280
// expect arg0 u32: [s(l - l % 16 + 15 - l % 16) for l in lanes] + [s(((l // 16) ^ 1) * 16 + 15 - l % 16) for l in lanes] + [D for l in lanes] + [0 if l % 2 == 0 else D for l in lanes] + [s(l ^ 1) if l % 2 == 0 else D for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  s_mov_b32 s8, 0xdead
  s_mov_b32 s10, 0x89abcdef
  s_mov_b32 s11, 0x1234567
  s_mov_b32 s12, 0x67452301
  s_mov_b32 s13, 0xefcdab89
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s8
  v_permlane16_b32 v3, v2, s10, s11
  global_store_dword v1, v3, s[4:5]
  v_mov_b32 v3, s8
  v_permlanex16_b32 v3, v2, s10, s11
  global_store_dword v1, v3, s[4:5] offset:256
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  v_permlane16_b32 v3, v2, s12, s13
  s_mov_b64 exec, -1
  global_store_dword v1, v3, s[4:5] offset:512
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  v_permlane16_b32 v3, v2, s12, s13 op_sel:[0,1]
  s_mov_b64 exec, -1
  global_store_dword v1, v3, s[4:5] offset:768
  v_mov_b32 v3, s8
  s_mov_b32 exec_lo, 0x55555555
  s_mov_b32 exec_hi, 0x55555555
  v_permlane16_b32 v3, v2, s12, s13 op_sel:[1,0]
  s_mov_b64 exec, -1
  global_store_dword v1, v3, s[4:5] offset:1024
  s_endpgm
