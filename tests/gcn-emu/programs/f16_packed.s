// pins: 16-bit results on GFX9: VOP2 f16 and u16 ops and v_cvt_f16_f32 zero the high half, VOP3 op_sel[3] writes the high half keeping the low, v_mad_mixlo keeps the high half; mixed-precision sources (op_sel_hi picks f16 or f32); packed math with op_sel, op_sel_hi, neg_lo, neg_hi and clamp
// kernel: vgprs=24 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:40
// expect arg0 u32: [0x00004400, 0x46805678, 0x12344300, 0xc2003c00, 0x000f0600, 0xffff0003, 0x00200002, 0x00000003, 0x00003c00, 0x46004300]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b64 exec, 1
  v_mov_b32 v0, 0
  v_mov_b32 v1, 0x40003c00
  v_mov_b32 v2, 0x44004200
  v_mov_b32 v3, 0xc0003800
  v_mov_b32 v7, 0.5
  v_mov_b32 v4, 0x12345678
  v_mov_b32 v5, v4
  v_mov_b32 v6, v4
  v_mov_b32 v16, v4
  v_mov_b32 v17, v4
  v_add_f16 v4, v1, v2
  v_fma_f16 v5, v1, v2, v3 op_sel:[1,0,0,1]
  v_mad_mixlo_f16 v6, v1, v2, v7 op_sel_hi:[1,1,0]
  v_pk_add_f16 v8, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]
  v_mov_b32 v10, 0x30102
  v_mov_b32 v11, 0x50300
  v_pk_mul_lo_u16 v9, v10, v11
  v_mov_b32 v13, 0xfff00001
  v_mov_b32 v14, 0x200002
  v_pk_add_u16 v12, v13, v14 clamp
  v_pk_max_i16 v15, v13, v14
  v_add_u16 v16, v13, v14
  v_cvt_f16_f32 v17, 1.0
  v_pk_fma_f16 v18, v1, v2, v3
  s_waitcnt lgkmcnt(0)
  global_store_dwordx4 v0, v[4:7], s[4:5]
  global_store_dword v0, v8, s[4:5] offset:12
  global_store_dword v0, v9, s[4:5] offset:16
  global_store_dword v0, v12, s[4:5] offset:20
  global_store_dword v0, v15, s[4:5] offset:24
  global_store_dword v0, v16, s[4:5] offset:28
  global_store_dword v0, v17, s[4:5] offset:32
  global_store_dword v0, v18, s[4:5] offset:36
  s_endpgm
