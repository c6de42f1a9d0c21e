// Sums the dwords at s[0:1] (s2 of them) into v1, for gfx900.
	s_mov_b32 s3, 0
	v_mov_b32_e32 v1, 0
loop:
	s_load_dword s4, s[0:1], 0x0
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, s4, v1
	s_add_u32 s3, s3, 1
	s_cmp_lt_u32 s3, s2
	s_cbranch_scc1 loop
	s_endpgm
