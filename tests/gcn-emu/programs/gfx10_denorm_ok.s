// pins: s_denorm_mode after a floating-point atomic runs with 3 wait states (s_nop 2), or a VALU instruction, or an s_waitcnt between them
// target: gfx1030
// wave: 32
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=file:gfx10_denorm_ok.arg0.in.bin
// input arg0 f32: [5.0] * 64
// expect arg0 f32: [3.0] * 64
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 2.0
  v_mov_b32 v3, 1.0
  v_mov_b32 v4, 0x40400000
  s_waitcnt lgkmcnt(0)
  global_atomic_fmin v1, v2, s[4:5]
  s_nop 2
  s_denorm_mode 0xf
  global_atomic_fmin v1, v3, s[4:5]
  v_mov_b32 v5, 0
  s_denorm_mode 0xf
  global_atomic_fmax v1, v4, s[4:5]
  s_waitcnt_vscnt null, 0x0
  s_denorm_mode 0xf
  s_endpgm
