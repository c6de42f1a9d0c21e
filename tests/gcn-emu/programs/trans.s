// pins: transcendental results where the exact answer is representable (exp, log, rcp, sqrt, rsq, sin and cos in revolutions, rcp_f64), their special cases (rcp 0, log 0, sqrt -1, exp -inf), f32 denormal inputs flushed by rcp, frexp, ldexp, fract
// kernel: vgprs=48 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:80
// expect arg0 u32: [0x41000000, 0x40400000, 0x3e800000, 0x40800000, 0x40000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0xffc00000, 0, 0x3fd00000, 0x3f400000, 4, 0x41400000, 0x3f400000, 0, 0x7f800000, 0x7f800000, 0]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b64 exec, 1
  v_mov_b32 v0, 0
  v_exp_f32 v1, 0x40400000
  v_log_f32 v2, 0x41000000
  v_rcp_f32 v3, 4.0
  v_sqrt_f32 v4, 0x41800000
  v_rsq_f32 v5, 0.25
  v_sin_f32 v6, 0.25
  v_cos_f32 v7, 0.5
  v_rcp_f32 v8, 0
  v_log_f32 v9, 0
  v_sqrt_f32 v10, -1.0
  v_rcp_f64 v[11:12], 4.0
  v_frexp_mant_f32 v13, 0x41400000
  v_frexp_exp_i32_f32 v14, 0x41400000
  v_ldexp_f32 v15, 0.5, 4
  v_mul_f32 v15, 0x3fc00000, v15
  v_fract_f32 v16, -0.25
  v_exp_f32 v17, 0xff800000
  v_exp_f32 v18, 0x43000000
  v_rcp_f32 v19, 0x00400000
  v_mov_b32 v20, 0
  s_waitcnt lgkmcnt(0)
  global_store_dwordx4 v0, v[1:4], s[4:5]
  global_store_dwordx4 v0, v[5:8], s[4:5] offset:16
  global_store_dwordx4 v0, v[9:12], s[4:5] offset:32
  global_store_dwordx4 v0, v[13:16], s[4:5] offset:48
  global_store_dwordx4 v0, v[17:20], s[4:5] offset:64
  s_endpgm
