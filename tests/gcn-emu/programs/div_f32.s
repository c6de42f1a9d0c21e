// pins: the f32 division sequence LLVM emits (v_div_scale_f32 both ways, v_rcp_f32, Newton-Raphson fma steps, v_div_fmas_f32 reading VCC from div_scale, v_div_fixup_f32) gives the correctly rounded quotient, denormal and tiny results included
// kernel: vgprs=16 sgprs=24
// user: kernarg
// args: buffer,buffer,buffer
// run: --grid 64 --block 64 --arg 0=zeros:256 --arg 1=file:div_f32.arg1.in.bin --arg 2=file:div_f32.arg2.in.bin
// input arg1 f32: NUM
// input arg2 f32: DEN
// expect arg0 u32: [f32(NUM[l] / DEN[l]) for l in lanes]
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x10
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v0, s[6:7]
  global_load_dword v2, v0, s[8:9]
  s_waitcnt vmcnt(0)
  v_div_scale_f32 v3, s[10:11], v2, v2, v1
  v_div_scale_f32 v4, vcc, v1, v2, v1
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 1.0
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v3, -v3, v6, v4
  v_div_fmas_f32 v3, v3, v5, v6
  v_div_fixup_f32 v3, v3, v2, v1
  global_store_dword v0, v3, s[4:5]
  s_endpgm
