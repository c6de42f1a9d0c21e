// The body of a kernel as a compiler writes it for gfx900.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl add_oank_mask:0xf bound_ctrl:0
	v_add_f32_sdwa v6, v3, v5 dst_sel:WORD_:1], v2, off offset:-4096
	scratch_load_dword v11, off, s5 offset:88888888888888888888888888888888888888888888888888888888812
	image_sample v[12:27] dmask:0xf
	s_sendmsg sendmsg(MS_GINTERRUPT)
	v_readfirstlane_b32 s6, v0
	s_endpgm
.Lfunc_end0:
	.size add_one, .Lfunc_end0-add_one
