// pins: hazard: s_setreg, then s_getreg of the same register within 2 wait states (here 1)
// kernel: vgprs=16 sgprs=32
// user: kernarg
// args: buffer
// run: --grid 64 --block 64 --arg 0=zeros:256
// error: needs 2 wait states before this instruction, there is 1
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1
  s_nop 0
  s_getreg_b32 s10, hwreg(HW_REG_MODE, 0, 2)
  s_endpgm
