// Lane masks of GFX10's wave64 mode (gfx1030 -mattr=+wavefrontsize64):
// 64-bit compare results and carries, vcc rather than vcc_lo.
	v_cmp_gt_u32_e64 s[4:5], v0, 15
	v_add_co_u32 v2, s[6:7], v0, v1
	v_add_co_ci_u32_e64 v3, s[8:9], 0, v3, s[6:7]
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v4, v2, v3, vcc
	s_and_b64 exec, exec, s[4:5]
	s_endpgm
