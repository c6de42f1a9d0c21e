// Labels, branches both ways, symbols and expressions, data and alignment.
	.text
	.set COUNT, 16
	BIAS = COUNT * 4 + 1
start:
	s_mov_b32 s0, COUNT
	s_mov_b32 s1, BIAS
	s_mov_b32 s2, BIAS << 8
	v_mov_b32_e32 v0, (COUNT - 1) | 0x100
	s_branch skip
	s_nop 0
skip:
	s_sub_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 skip
	s_cbranch_execz end
	s_cbranch_vccnz start
	.p2align 4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, 0x1234
	.long 0xbf800000
	.byte 1, 2, 3, 4
	.p2align 3
end:
	s_endpgm
