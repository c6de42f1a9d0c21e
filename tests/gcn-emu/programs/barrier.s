// pins: waves of a work-group meet at s_barrier: each work-item writes its LDS slot, the barrier, then it reads the slot of the mirrored item in the other wave; two groups have separate LDS
// kernel: vgprs=8 sgprs=24 lds=512
// user: kernarg
// system: wgid_x
// args: buffer
// run: --grid 256 --block 128 --arg 0=zeros:1024
// expect arg0 u32: [s(127 - g % 128) + 1000 * (g // 128) for g in range(256)]
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mul_i32 s7, s2, 1000
  s_lshl_b32 s8, s2, 7
  v_lshlrev_b32 v1, 2, v0
  v_lshl_add_u32 v2, v0, 1, 1
  v_add_u32 v2, s7, v2
  ds_write_b32 v1, v2
  v_sub_u32 v3, 0x1fc, v1
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v4, v3
  v_add_u32 v5, s8, v0
  v_lshlrev_b32 v5, 2, v5
  s_waitcnt lgkmcnt(0)
  global_store_dword v5, v4, s[4:5]
  s_endpgm
