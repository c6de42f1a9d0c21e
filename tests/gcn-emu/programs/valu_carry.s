// pins: VALU carries in VCC and in SGPR pairs (VOP3): 64-bit adds and subtractions with carry-in/out, inactive lanes' carry bits are 0
// kernel: vgprs=8 sgprs=24
// user: kernarg
// args: buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:1024 --arg 1=zeros:16
// expect arg0 u32: [((0xfffffff0 + l) % 2**32 + 0x20) % 2**32 for l in lanes] + [l + 1 + (1 if l < 16 else 0) for l in lanes] + [(l - 3) % 2**32 for l in lanes] + [10 - (1 if l < 3 else 0) for l in lanes]
// expect arg1 u32: [0x7, 0, 0, 0x0000ffff]
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, 0xfffffff0, v0
  v_mov_b32 v3, v0
  v_add_co_u32 v4, vcc, 0x20, v2
  v_addc_co_u32 v5, vcc, 1, v3, vcc
  v_sub_co_u32_e64 v6, s[10:11], v0, 3
  v_subb_co_u32_e64 v7, s[12:13], 10, 0, s[10:11]
  // carry-out of inactive lanes is 0: only lanes 0-15 active, all carry
  s_mov_b64 exec, 0xffff
  v_add_co_u32 v2, vcc, -1, 5
  s_mov_b64 s[14:15], vcc
  s_mov_b64 exec, -1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v4, s[4:5]
  global_store_dword v1, v5, s[4:5] offset:256
  global_store_dword v1, v6, s[4:5] offset:512
  global_store_dword v1, v7, s[4:5] offset:768
  s_mov_b64 exec, 1
  v_mov_b32 v2, 0
  v_mov_b32 v3, s10
  global_store_dword v2, v3, s[6:7]
  v_mov_b32 v3, s11
  global_store_dword v2, v3, s[6:7] offset:4
  v_mov_b32 v3, s12
  global_store_dword v2, v3, s[6:7] offset:8
  v_mov_b32 v3, s14
  global_store_dword v2, v3, s[6:7] offset:12
  s_endpgm
