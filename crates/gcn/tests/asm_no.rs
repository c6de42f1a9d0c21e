//! `no`-prefixed named bits and the other spellings `llvm-mc-14` takes
//! that the assembler sweep did not cover before: each line with the
//! bytes `llvm-mc-14 -show-encoding` gives (or `None`: it refuses the
//! line). The sweep's own `no` lines are in `tests/asm/no/` and
//! `asm_fixtures.rs`; these are the cases the README and DEVELOPERS.md
//! name, kept readable.

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn check(cpu: &str, cases: &[(&str, Option<&str>)]) {
    let isa = gcn::Isa::from_processor(cpu).unwrap();
    let mut bad = Vec::new();
    for &(line, want) in cases {
        let got = gcn::assemble_line(isa, line).map(|i| {
            hex(&i
                .words()
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .collect::<Vec<_>>())
        });
        let ok = match (want, &got) {
            (Some(w), Ok(g)) => w == g,
            (None, Err(_)) => true,
            _ => false,
        };
        if !ok {
            bad.push(format!(
                "{cpu}: {line}\n    llvm:  {want:?}\n    xvisa: {got:?}"
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn no_prefixed_bits_gfx900() {
    check(
        "gfx900",
        &[
            // The bit clear: the bytes of the line without it.
            (
                "buffer_load_dword v1, off, s[4:7], s1 noglc",
                Some("000050e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 noglc slc",
                Some("000052e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 slc noglc",
                Some("000052e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 notfe",
                Some("000050e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 glc notfe",
                Some("004050e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 offset:4 noglc",
                Some("040050e000010101"),
            ),
            ("ds_read_b32 v1, v2 nogds", Some("00006cd802000001")),
            (
                "flat_load_dword v1, v[2:3] noglc noslc",
                Some("000050dc02000001"),
            ),
            ("v_add_f32_e64 v1, v2, v3 noclamp", Some("010001d102070200")),
            (
                "image_load v[1:4], v[2:5], s[4:11] dmask:0xf nounorm",
                Some("000f00f002010100"),
            ),
            (
                "image_load v[1:4], v[2:5], s[4:11] dmask:0xf noa16",
                Some("000f00f002010100"),
            ),
            (
                "v_interp_p1ll_f16 v1, v1, attr0.x nohigh",
                Some("010074d200020200"),
            ),
            // Any instruction with a cache policy takes `noslc`.
            (
                "s_load_dword s1, s[2:3], 0x0 noslc",
                Some("410002c000000000"),
            ),
            ("flat_atomic_add v[1:2], v1 noglc", Some("000008dd01010000")),
            // `noclamp` selects a form with a clamp (VOP3, SDWA).
            ("v_add_f32 v1, v2, v3 noclamp", Some("010001d102070200")),
            ("v_mov_b32 v1, v2 noclamp", Some("f902027e02160600")),
            // Bits that are part of the instruction stay set.
            (
                "buffer_load_dword v1, off, s[4:7], s1 nolds",
                Some("000051e000010101"),
            ),
            (
                "buffer_load_dword v1, v2, s[4:7], s1 nooffen",
                Some("001050e002010101"),
            ),
            (
                "tbuffer_load_format_x v1, v1, s[4:7], s1 nooffen",
                Some("001008e801010101"),
            ),
            ("ds_gws_init v1 nogds", Some("000033d901000000")),
            // Named twice, out of order, or not a bit of the instruction.
            ("buffer_load_dword v1, off, s[4:7], s1 glc noglc", None),
            ("buffer_load_dword v1, off, s[4:7], s1 noglc glc", None),
            ("buffer_load_dword v1, off, s[4:7], s1 noglc noglc", None),
            ("buffer_load_dword v1, off, s[4:7], s1 tfe notfe", None),
            ("buffer_load_dword v1, off, s[4:7], s1 notfe glc", None),
            ("buffer_load_dword v1, off, s[4:7], s1 noglc offset:4", None),
            ("buffer_load_dword v1, off, s[4:7], s1 nolwe", None),
            ("buffer_load_dword v1, off, s[4:7], s1 nodlc", None),
            ("tbuffer_load_format_x v1, off, s[4:7], s1 nooffen", None),
            ("flat_atomic_add v1, v[1:2], v1 noglc", None),
            ("v_add_f32_e32 v1, v2, v3 noclamp", None),
            ("v_interp_p1_f32 v1, v1, attr0.x nohigh", None),
            ("s_mov_b32 s1, s2 noglc", None),
            ("image_load v[1:4], v[2:5], s[4:11] dmask:0xf nor128", None),
            // llvm-mc-14 crashes on it (-filetype=obj writes the compressed
            // form's operands with the bit clear): refused.
            ("exp mrt0 v1, v1, v1, v1 nocompr", None),
            // `swz`: taken last by buffer loads and stores, no bits.
            (
                "buffer_load_dword v1, off, s[4:7], s1 swz",
                Some("000050e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 glc swz",
                Some("004050e000010101"),
            ),
            (
                "buffer_load_dword v1, off, s[4:7], s1 noswz",
                Some("000050e000010101"),
            ),
            (
                "tbuffer_load_format_x v1, off, s[4:7], s1 swz",
                Some("000008e800010101"),
            ),
            ("buffer_load_dword v1, off, s[4:7], s1 swz glc", None),
            ("buffer_load_dword v1, off, s[4:7], s1 swz swz", None),
            ("buffer_atomic_add v1, off, s[4:7], s1 swz", None),
        ],
    );
}

#[test]
fn no_prefixed_bits_gfx10() {
    check(
        "gfx1030",
        &[
            (
                "buffer_atomic_add v1, off, s[4:7], s1 nodlc",
                Some("0000c8e000010101"),
            ),
            // No dlc bit in buffer atomics: taken, nothing encoded.
            (
                "buffer_atomic_add v1, off, s[4:7], s1 dlc",
                Some("0000c8e000010101"),
            ),
            (
                "buffer_atomic_add v1, off, s[4:7], s1 glc slc dlc",
                Some("0040c8e000014101"),
            ),
            ("buffer_atomic_add v1, off, s[4:7], s1 dlc dlc", None),
            ("buffer_atomic_add v1, off, s[4:7], s1 dlc offset:4", None),
            // The ray-tracing image's a16 selects the form: `noa16` sets it.
            (
                "image_bvh64_intersect_ray v[1:4], v[1:16], s[4:7] noa16",
                Some("019f9cf101010140"),
            ),
            (
                "image_bvh_intersect_ray v[1:4], v[1:16], s[4:7] noa16",
                None,
            ),
        ],
    );
}

#[test]
fn gfx6_gfx7_spellings() {
    for cpu in ["gfx601", "gfx700"] {
        check(
            cpu,
            &[
                // Buffer modifiers in llvm-mc's order: addressing, offset,
                // cache policy, tfe; addr64 never with offen or idxen.
                (
                    "buffer_load_dword v1, v2, s[4:7], s1 offen offset:4",
                    Some("041030e002010101"),
                ),
                ("buffer_load_dword v1, v2, s[4:7], s1 offset:4 offen", None),
                (
                    "buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 glc slc tfe",
                    Some("04c030e00201c101"),
                ),
                (
                    "buffer_load_dword v1, v[2:3], s[4:7], s1 glc addr64 slc",
                    None,
                ),
                (
                    "tbuffer_load_format_x v1, v[1:2], s[4:7], s1 addr64 tfe",
                    Some("008008e801018101"),
                ),
                (
                    "tbuffer_load_format_x v1, v[1:2], s[4:7], s1 tfe addr64",
                    None,
                ),
                (
                    "tbuffer_load_format_x v1, v[1:2], s[4:7], s1 idxen offen addr64",
                    None,
                ),
                (
                    "tbuffer_load_format_x v1, v[1:2], s[4:7], s1 noaddr64",
                    Some("008008e801010101"),
                ),
                // SMRD: the offset may be left out (a cache policy in its
                // place is the offset's value); glc and every `noX` after
                // it encode nothing.
                ("s_load_dword s1, s[2:3]", Some("008300c0")),
                ("s_load_dword s1, s[2:3] glc", Some("018300c0")),
                ("s_load_dword s1, s[2:3] noglc", Some("008300c0")),
                ("s_load_dword s1, s[2:3], 0x4 glc", Some("048300c0")),
                ("s_load_dword s1, s[2:3], 0x4 noslc glc", Some("048300c0")),
                ("s_load_dword s1, s[2:3], s4 glc", Some("048200c0")),
                ("s_load_dword s1, s[2:3], 0x4 slc", None),
                ("s_load_dword s1, s[2:3], 0x4 glc glc", None),
                ("s_memtime s[2:3] noglc", None),
                // Integer and compare clamps llvm-mc refuses set.
                (
                    "v_cmp_eq_f32_e64 s[2:3], v1, v2 noclamp",
                    Some("020004d001050200"),
                ),
                ("v_cmp_eq_f32_e64 s[2:3], v1, v2 clamp", None),
                (
                    "v_mad_i32_i24 v1, v1, v2, v3 noclamp",
                    Some("010084d201050e04"),
                ),
                (
                    "v_cvt_i32_f32_e64 v1, v2 noclamp mul:2",
                    Some("010010d302010008"),
                ),
                ("v_mad_i32_i24 v1, v1, v2, v3 noclamp noclamp", None),
                // GFX6/GFX7 images have no d16; `nod16` is taken, last.
                ("image_load v1, v1, s[4:11] nod16", Some("000000f001010100")),
                ("image_load v1, v1, s[4:11] d16", None),
            ],
        );
    }
}

/// Other spellings found while hunting (`scripts/gcn/asmno.py`'s
/// neighbours in DEVELOPERS.md): 16-bit immediates, saturated counters,
/// modifiers written with the value printed as nothing, `.5`.
#[test]
fn other_spellings_gfx900() {
    check(
        "gfx900",
        &[
            // Truncated from any integer, or checked as unsigned.
            ("s_nop 0x10000", Some("000080bf")),
            ("s_nop -32769", Some("ff7f80bf")),
            ("s_waitcnt 0x100000000", Some("00008cbf")),
            ("s_sleep -0x100000000", Some("00008ebf")),
            ("s_setreg_b32 -1, s1", None),
            ("s_setreg_b32 0xffff, s1", Some("ffff01b9")),
            ("s_getreg_b32 s1, -32768", None),
            ("s_sendmsg -1", None),
            ("s_endpgm -1", None),
            ("s_cmpk_eq_u32 s1, -1", None),
            ("s_cmpk_eq_u32 s1, 0xffff", Some("ffff01b4")),
            ("s_movk_i32 s1, -1", Some("ffff01b0")),
            ("s_branch 0x10000", None),
            // Saturated counters, first or after another.
            ("s_waitcnt vmcnt_sat(100)", Some("7fcf8cbf")),
            ("s_waitcnt vmcnt_sat(-1)", Some("7fcf8cbf")),
            ("s_waitcnt vmcnt_sat(0) lgkmcnt_sat(0)", Some("70008cbf")),
            // The value printed as nothing, written out.
            (
                "ds_write2_b32 v1, v2, v3 offset0:255 offset1:0",
                Some("ff001cd801020300"),
            ),
            (
                "ds_write2_b32 v1, v2, v3 offset0:0",
                Some("00001cd801020300"),
            ),
            ("v_add_f32_e64 v1, v2, v3 mul:1", Some("010001d102070200")),
            ("v_add_f32_e64 v1, v2, v3 div:1", Some("010001d102070200")),
            (
                "v_add_f32_e64 v1, v2, v3 clamp mul:1",
                Some("018001d102070200"),
            ),
            ("v_add_f32_e64 v1, v2, v3 mul:1 clamp", None),
            ("v_add_f32_e64 v1, v2, v3 mul:3", None),
            (
                "image_load v1, v[2:5], s[4:11] dmask:0x0",
                Some("000000f002010100"),
            ),
            // A float without a leading digit.
            ("s_mov_b32 s1, .5", Some("f00081be")),
            ("s_mov_b32 s1, -.5", Some("f10081be")),
            ("s_mov_b32 s1, .5e1", Some("ff0081be0000a040")),
        ],
    );
}

/// MFMA `cbsz`, `abid`, `blgp` (gfx908, gfx90a): the sweep's MFMA base
/// lines are ones llvm-mc refuses (an SGPR accumulator), so these were
/// never compared accepted; xvisa refused `cbsz:N` and `blgp:N`.
#[test]
fn mfma_modifiers() {
    let lines: [(&str, Option<&str>, Option<&str>); 16] = [
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:1",
            Some("0001c0d301050204"),
            Some("0081c0d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:5",
            Some("0005c0d301050204"),
            Some("0085c0d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] abid:15",
            Some("0078c0d301050204"),
            Some("00f8c0d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] abid:16",
            None,
            None,
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] blgp:7",
            Some("0000c0d3010502e4"),
            Some("0080c0d3010502e4"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] blgp:8",
            None,
            None,
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:2 blgp:3",
            Some("0011c0d301050264"),
            Some("0091c0d301050264"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] blgp:3 abid:2 cbsz:1",
            None,
            None,
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] abid:2 cbsz:1",
            None,
            None,
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:0 abid:0 blgp:0",
            Some("0000c0d301050204"),
            Some("0080c0d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:1 cbsz:1",
            None,
            None,
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:0x1",
            Some("0001c0d301050204"),
            Some("0081c0d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] neg_hi:[1,0,0]",
            None,
            None,
        ),
        (
            "v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3] cbsz:2 abid:1 blgp:1",
            Some("000ac2d301050224"),
            Some("008ac2d301050224"),
        ),
        (
            "v_mfma_i32_4x4x4i8 a[0:3], v1, v2, a[0:3] cbsz:3",
            Some("0003d2d301050204"),
            Some("0083d2d301050204"),
        ),
        (
            "v_mfma_f32_32x32x1f32 v[0:31], v1, v2, v[0:31] cbsz:1",
            None,
            Some("0001c0d301050204"),
        ),
    ];
    let g908: Vec<_> = lines.iter().map(|&(l, a, _)| (l, a)).collect();
    let g90a: Vec<_> = lines.iter().map(|&(l, _, b)| (l, b)).collect();
    check("gfx908", &g908);
    check("gfx90a", &g90a);
}

/// Errors stay located: line and column of the offending word.
#[test]
fn no_errors_are_located() {
    let isa = gcn::Isa::from_processor("gfx900").unwrap();
    let src = "s_nop 0\nbuffer_load_dword v1, off, s[4:7], s1 glc noglc\n";
    let errs = gcn::assemble(isa, src).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!((errs[0].line, errs[0].col), (2, 43), "{}", errs[0].message);
    assert_eq!(errs[0].message, "duplicate cache policy modifier");
    let src = "buffer_load_dword v1, off, s[4:7], s1 nolwe\n";
    let errs = gcn::assemble(isa, src).unwrap_err();
    assert_eq!((errs[0].line, errs[0].col), (1, 39), "{}", errs[0].message);
}
