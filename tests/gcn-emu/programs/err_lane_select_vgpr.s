// pins: v_readlane with a VGPR lane select (hand-encoded: the assembler refuses it) stops: a non-uniform value where the instruction needs a scalar
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: lane select
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  // v_readlane_b32 s10, v1, v2
  .long 0xd289000a, 0x00020501
  s_endpgm
