// pins: EXEC-mask control flow as clang writes it: if/else with s_and_saveexec, s_xor, s_andn2_saveexec, s_or; a divergent loop ended by s_andn2 on EXEC and s_cbranch_execz
// kernel: vgprs=8 sgprs=24
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// expect arg0 u32: [l * 3 if l % 2 else l + 100 for l in lanes] + [l * (l + 1) // 2 for l in lanes]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_and_b32 v2, 1, v0
  v_cmp_eq_u32 vcc, 1, v2
  s_and_saveexec_b64 s[8:9], vcc
  s_xor_b64 s[8:9], exec, s[8:9]
  s_cbranch_execz .Lelse
  v_mul_u32_u24 v3, v0, 3
.Lelse:
  s_andn2_saveexec_b64 s[8:9], s[8:9]
  s_cbranch_execz .Lend
  v_add_u32 v3, 0x64, v0
.Lend:
  s_or_b64 exec, exec, s[8:9]
  // sum 0..lane with a divergent loop
  v_mov_b32 v4, 0
  v_mov_b32 v5, v0
  s_mov_b64 s[10:11], exec
  s_mov_b64 s[12:13], 0
.Lloop:
  v_cmp_eq_u32 vcc, 0, v5
  s_or_b64 s[12:13], vcc, s[12:13]
  s_andn2_b64 exec, exec, s[12:13]
  s_cbranch_execz .Ldone
  v_add_u32 v4, v4, v5
  v_subrev_u32 v5, 1, v5
  s_branch .Lloop
.Ldone:
  s_mov_b64 exec, s[10:11]
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[4:5]
  global_store_dword v1, v4, s[4:5] offset:256
  s_endpgm
