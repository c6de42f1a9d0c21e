// xvisa co dis: amdgcn-amd-amdhsa--gfx90a (code object V4)
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a --amdhsa-code-object-version=4 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.p2align 8
	.hidden accumulate
	.type accumulate,@function
accumulate:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v6, v3
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .L14c
	s_mov_b32 s9, 1
	v_cmp_ne_u32_e32 vcc, 1, v2
	s_mov_b64 s[10:11], -1
	s_mov_b32 s8, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .Ld8
	v_and_b32_e32 v8, -2, v2
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	v_mov_b32_e32 v3, v6
	s_mov_b64 s[10:11], 0
	v_pk_mov_b32 v[4:5], s[12:13], s[12:13] op_sel:[0,1]
	v_mov_b32_e32 v7, v8
	v_pk_mov_b32 v[10:11], v[0:1], v[0:1] op_sel:[0,1]
.L60:
	flat_load_dwordx2 v[12:13], v[10:11]
	v_add_u32_e32 v7, -2, v7
	s_add_i32 s14, s8, 1
	s_add_i32 s12, s9, 1
	v_mov_b32_e32 v14, v5
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add3_u32 v13, s9, v3, v13
	v_add3_u32 v12, s8, v6, v12
	s_add_i32 s9, s9, 2
	s_add_i32 s8, s8, 2
	flat_store_dwordx2 v[10:11], v[12:13]
	v_mad_u64_u32 v[14:15], s[12:13], v13, s12, v[14:15]
	v_mad_u64_u32 v[4:5], s[12:13], v12, s14, v[4:5]
	s_or_b64 s[10:11], vcc, s[10:11]
	v_add_co_u32_e32 v10, vcc, 8, v10
	v_mov_b32_e32 v5, v14
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .L60
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ne_u32_e32 vcc, v8, v2
	v_add_u32_e32 v4, v4, v5
	s_orn2_b64 s[10:11], vcc, exec
.Ld8:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .L148
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_mov_b64 s[10:11], 0
.Lfc:
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add3_u32 v3, v6, v8, v3
	v_add_u32_e32 v8, 1, v8
	v_mad_u64_u32 v[4:5], s[4:5], v3, v8, v[4:5]
	flat_store_dword v[0:1], v3
	v_cmp_eq_u32_e32 vcc, v2, v8
	v_add_co_u32_e64 v0, s[4:5], 4, v0
	s_or_b64 s[10:11], vcc, s[10:11]
	v_addc_co_u32_e64 v1, vcc, 0, v1, s[4:5]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .Lfc
	s_or_b64 exec, exec, s[10:11]
.L148:
	s_or_b64 exec, exec, s[8:9]
.L14c:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl gen_ptrs
	.protected gen_ptrs
	.type gen_ptrs,@function
gen_ptrs:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_load_dwordx4 s[16:19], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v2
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v20, vcc, s8, v0
	v_addc_co_u32_e32 v21, vcc, 0, v1, vcc
	v_lshlrev_b64 v[22:23], 4, v[20:21]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e32 v0, vcc, s16, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	global_load_dwordx4 v[4:7], v[0:1], off
	v_lshlrev_b32_e32 v24, 4, v2
	s_movk_i32 s32, 0x800
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, 0xfffffd8c
	.long 0x8211ff11, 0xffffffff // s_addc_u32 s17, s17, -1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v5
	v_lshlrev_b32_e32 v3, 1, v4
	v_add_u32_e32 v5, -7, v5
	v_lshlrev_b32_e32 v8, 1, v7
	v_lshlrev_b32_e32 v9, 1, v6
	v_add_u32_e32 v4, -7, v4
	v_add_u32_e32 v7, -7, v7
	buffer_store_dword v5, off, s[0:3], 0 offset:8
	buffer_store_dword v4, off, s[0:3], 0 offset:4
	ds_write2_b32 v24, v9, v8 offset0:2 offset1:3
	ds_write2_b32 v24, v3, v2 offset1:1
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v3, 1
	v_add_u32_e32 v6, -7, v6
	buffer_store_dword v7, off, s[0:3], 0 offset:16
	buffer_store_dword v6, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getreg_b32 s4, hwreg(HW_REG_SH_MEM_BASES, 16, 16)
	s_lshl_b32 s15, s4, 16
	v_mov_b32_e32 v16, v0
	v_cmp_ne_u32_e32 vcc, -1, v24
	v_mov_b32_e32 v0, s15
	v_cndmask_b32_e32 v18, 0, v24, vcc
	v_cndmask_b32_e32 v19, 0, v0, vcc
	v_mov_b32_e32 v0, v18
	v_mov_b32_e32 v1, v19
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v3, 2
	v_mov_b32_e32 v21, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_getreg_b32 s4, hwreg(HW_REG_SH_MEM_BASES, 0, 16)
	v_and_b32_e32 v20, 1, v20
	s_lshl_b32 s4, s4, 16
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v0, s4
	v_cmp_eq_u64_e32 vcc, 0, v[20:21]
	v_cndmask_b32_e32 v21, v19, v0, vcc
	v_mov_b32_e32 v0, 4
	v_cndmask_b32_e32 v20, v18, v0, vcc
	v_mov_b32_e32 v0, v20
	v_mov_b32_e32 v1, v21
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v3, 3
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], 0 offset:4
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v0, vcc, s18, v22
	v_cmp_ne_u64_e64 s[4:5], 0, v[20:21]
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	ds_read_b32 v3, v24 offset:12
	v_cndmask_b32_e64 v4, -1, v20, s[4:5]
	v_cmp_eq_u32_e32 vcc, s15, v21
	v_cmp_ne_u32_e64 s[4:5], -1, v4
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v19, v2, v3
	global_store_dwordx4 v[0:1], v[16:19], off
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.globl c11_atomics
	.protected c11_atomics
	.type c11_atomics,@function
c11_atomics:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_load_dwordx2 s[0:1], s[6:7], 0x18
	s_load_dword s9, s[4:5], 0x4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .L438
	v_mov_b32_e32 v1, 0
	ds_write2_b32 v1, v1, v1 offset1:1
.L438:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, 0xffff, s9
	s_mul_i32 s4, s8, s4
	v_add_u32_e32 v1, s4, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e64 v1, s[0:1], s0, v1
	v_mov_b32_e32 v2, 0
	v_addc_co_u32_e64 v7, s[0:1], 0, v3, s[0:1]
	v_and_b32_e32 v3, 7, v1
	s_mov_b32 s4, 0xc46535f9
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v3, s[12:13]
	v_mul_lo_u32 v3, v1, 3
	v_mad_u64_u32 v[4:5], s[0:1], v1, s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_smax v2, v3, s[12:13] offset:4
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_lshlrev_b32_e64 v3, v1, 1
	v_sub_u32_e32 v6, v5, v1
	s_waitcnt vmcnt(0)
	global_atomic_or v2, v3, s[12:13] offset:8
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	global_atomic_sub v2, v1, s[12:13] offset:12
	v_lshlrev_b32_e32 v3, 1, v1
	v_mad_u64_u32 v[6:7], s[0:1], v7, s4, v[6:7]
	s_waitcnt vmcnt(0)
	global_atomic_add_x2 v2, v[2:3], s[14:15]
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_mov_b32_e32 v5, v6
	global_atomic_smin_x2 v2, v[4:5], s[14:15] offset:8
	v_mov_b32_e32 v1, 1
	v_mul_lo_u16_e32 v0, 5, v0
	ds_add_u32 v2, v1
	v_mul_u32_u24_e32 v1, 0x2193, v0
	v_lshrrev_b32_e32 v1, 19, v1
	v_mul_lo_u16_e32 v1, 61, v1
	v_sub_u16_e32 v0, v0, v1
	ds_max_i32 v2, v0 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .L58c
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_mov_b32 s9, 0
	s_lshl_b64 s[0:1], s[8:9], 3
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0 offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1] offset:4
.L58c:
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	.size accumulate, 348
	.size gen_ptrs, 448
	.size c11_atomics, 400

	.rodata
	.p2align 6
.amdhsa_kernel gen_ptrs
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 32
  .amdhsa_kernarg_size 72
  .amdhsa_user_sgpr_count 10
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 36
  .amdhsa_accum_offset 28
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel
.amdhsa_kernel c11_atomics
  .amdhsa_group_segment_fixed_size 8
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 80
  .amdhsa_user_sgpr_count 8
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_queue_ptr 0
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_dispatch_id 0
  .amdhsa_user_sgpr_flat_scratch_init 0
  .amdhsa_user_sgpr_private_segment_size 0
  .amdhsa_system_sgpr_private_segment_wavefront_offset 0
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 0
  .amdhsa_system_sgpr_workgroup_id_z 0
  .amdhsa_system_sgpr_workgroup_info 0
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 20
  .amdhsa_accum_offset 8
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
  .amdhsa_float_round_mode_32 0
  .amdhsa_float_round_mode_16_64 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_dx10_clamp 1
  .amdhsa_ieee_mode 1
  .amdhsa_fp16_overflow 0
  .amdhsa_tg_split 0
  .amdhsa_exception_fp_ieee_invalid_op 0
  .amdhsa_exception_fp_denorm_src 0
  .amdhsa_exception_fp_ieee_div_zero 0
  .amdhsa_exception_fp_ieee_overflow 0
  .amdhsa_exception_fp_ieee_underflow 0
  .amdhsa_exception_fp_ieee_inexact 0
  .amdhsa_exception_int_div_zero 0
.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gen_ptrs
    .private_segment_fixed_size: 32
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         gen_ptrs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'atomic_long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           c11_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         c11_atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
