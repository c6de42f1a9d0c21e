// pins: gfx90a hardware bug (LLVM's fixShift64HighRegBug): a 64-bit shift whose amount is in v7, the last VGPR of an 8-VGPR allocation
// target: gfx90a
// kernel: vgprs=8 sgprs=16
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:512
// error: hardware bug (gfx90a): the shift amount of a 64-bit shift is in v7, the last VGPR the kernel allocates (8)
  v_mov_b32 v7, 3
  v_mov_b32 v2, 1
  v_mov_b32 v3, 0
  v_lshlrev_b64 v[4:5], v7, v[2:3]
  s_endpgm
