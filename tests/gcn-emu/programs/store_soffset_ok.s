// pins: a MUBUF store of more than 64 bits whose soffset is an SGPR may have its data VGPRs overwritten in the next wait state (LLVM's createsVALUHazard exempts it); err_hz_store_data is the same with a global store
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:1024
// expect arg0 u32: [7] * 256
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v6, 4, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s8, s4
  s_and_b32 s9, s5, 0xffff
  s_movk_i32 s10, 0x400
  s_mov_b32 s11, 0x27000
  s_mov_b32 s12, 0
  v_mov_b32 v2, 7
  v_mov_b32 v3, 7
  v_mov_b32 v4, 7
  v_mov_b32 v5, 7
  buffer_store_dwordx4 v[2:5], v6, s[8:11], s12 offen
  v_mov_b32 v4, 1
  s_waitcnt vmcnt(0)
  s_endpgm
