// pins: hazard (gfx908, LLVM's checkMAILdStHazards): v_accvgpr_read writes a VGPR, then a memory instruction reads it within 2 wait states (here 1)
// target: gfx908
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: hazard: this memory instruction reads a VGPR written by `err_hz_accvgpr_mem+0x1c
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_accvgpr_write_b32 a0, 9
  s_waitcnt lgkmcnt(0)
  s_nop 2
  v_accvgpr_read_b32 v2, a0
  s_nop 0
  global_store_dword v1, v2, s[4:5]
  s_endpgm
