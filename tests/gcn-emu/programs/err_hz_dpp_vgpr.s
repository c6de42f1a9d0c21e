// pins: hazard: a VALU writing a VGPR, then DPP reading it within 2 wait states (here 1)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 2 wait states before this instruction, there is 1
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_add_u32 v2, 1, v0
  s_nop 0
  v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  s_endpgm
