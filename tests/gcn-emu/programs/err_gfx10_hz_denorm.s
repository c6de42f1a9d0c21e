// pins: hazard (GFX10, LLVM's checkFPAtomicToDenormModeHazard): s_denorm_mode within 3 wait states of a floating-point atomic, with no VALU instruction or s_waitcnt between them (here 2)
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: s_denorm_mode after the floating-point atomic `err_gfx10_hz_denorm+0x14
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 1.0
  s_waitcnt lgkmcnt(0)
  global_atomic_fmin v1, v2, s[4:5]
  s_nop 1
  s_denorm_mode 0xf
  s_endpgm
