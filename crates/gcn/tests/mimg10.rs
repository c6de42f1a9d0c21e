//! GFX10 image instructions (MIMG) against `llvm-mc-14`'s answers on
//! gfx1010 and gfx1030 (both give these bytes and texts): the assembler's
//! bytes, the decoder's text (`llvm-mc-14 --disassemble`), and lines both
//! refuse. The sweeps (`scripts/gcn/asmsweep.py`, `sweep.py random-mimg`)
//! cover every instruction; these pin the rules: address count from dim
//! and a16, NSA lists with their extra words, data count from dmask, d16
//! and tfe, `dim:` spellings.

/// (line, llvm-mc-14 -show-encoding bytes, llvm-mc-14 --disassemble text).
const ACCEPTED: &[(&str, &str, &str)] = &[
    ("image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D", "080f00f004000200", "image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D"),
    ("image_load v[0:3], [v4, v6], s[8:15] dmask:0xf dim:2D", "0a0f00f00400020006000000", "image_load v[0:3], [v4, v6], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D"),
    ("image_load v[0:3], [v4, v5], s[8:15] dmask:0xf dim:2D", "0a0f00f00400020005000000", "image_load v[0:3], [v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D"),
    ("image_load v[0:3], [v4, v6, v7], s[8:15] dmask:0xf dim:3D", "120f00f00400020006070000", "image_load v[0:3], [v4, v6, v7], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D"),
    ("image_sample_d v[0:3], [v4, v6, v7, v1, v2, v3, v9, v10, v11], s[8:15], s[0:3] dmask:0xf dim:3D", "140f88f0040002000607010203090a0b", "image_sample_d v[0:3], [v4, v6, v7, v1, v2, v3, v9, v10, v11], s[8:15], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_3D"),
    ("image_sample_c_d_cl_o v[0:3], [v4, v6, v7, v1, v2, v3, v9, v10, v11, v12, v13, v14], s[8:15], s[0:3] dmask:0xf dim:3D", "160fecf0040002000607010203090a0b0c0d0e00", "image_sample_c_d_cl_o v[0:3], [v4, v6, v7, v1, v2, v3, v9, v10, v11, v12, v13, v14], s[8:15], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_3D"),
    ("image_sample_c_d_cl_o v[0:3], v[0:15], s[8:15], s[0:3] dmask:0xf dim:3D", "100fecf000000200", "image_sample_c_d_cl_o v[0:3], v[0:15], s[8:15], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_3D"),
    ("image_load v[0:3], v4, s[8:15] dmask:0xf dim:1D a16", "000f00f004000240", "image_load v[0:3], v4, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D a16"),
    ("image_load v[0:1], v[4:5], s[8:15] dmask:0xf dim:2d d16", "080f00f004000280", "image_load v[0:1], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D d16"),
    ("image_load v[0:4], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe", "080f01f004000200", "image_load v[0:4], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe"),
    ("image_store v[1:2], v[2:4], s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA unorm glc slc dlc r128 lwe", "b0b322f202010300", "image_store v[1:2], v[2:4], s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA unorm glc slc dlc r128 lwe"),
    ("image_atomic_cmpswap v[4:5], v[8:9], s[0:7] dmask:0x3 dim:1D_ARRAY glc", "202340f008040000", "image_atomic_cmpswap v[4:5], v[8:9], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY glc"),
    ("image_gather4_c_b_cl_o v[0:4], [v10, v20, v30, v40, v50, v60, v70], s[16:23], s[4:7] dmask:0x2 dim:SQ_RSRC_IMG_CUBE tfe", "1c0279f10a002400141e28323c460000", "image_gather4_c_b_cl_o v[0:4], [v10, v20, v30, v40, v50, v60, v70], s[16:23], s[4:7] dmask:0x2 dim:SQ_RSRC_IMG_CUBE tfe"),
];

/// Lines llvm-mc-14 refuses (its message is the first; xvisa refuses them
/// too).
const REFUSED: &[(&str, &str)] = &[
    (
        "image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:2D a16",
        "image address size does not match dim and a16",
    ),
    (
        "image_load v[0:3], [v4, v6, v7], s[8:15] dmask:0xf dim:2D",
        "image address size does not match dim and a16",
    ),
    (
        "image_load v[0:3], v[4:6], s[8:15] dmask:0xf",
        "operands are not valid for this GPU or mode",
    ),
    (
        "image_load v[0:3], v[4:6], s[8:15] dmask:0xf dim:3D_ARRAY",
        "invalid dim value",
    ),
    (
        "image_load v[0:3], [v4, v[5:6]], s[8:15] dmask:0xf dim:3D",
        "invalid operand for instruction",
    ),
];

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn images_assemble_and_print_as_llvm() {
    for cpu in ["gfx1010", "gfx1030"] {
        let isa = gcn::Isa::from_processor(cpu).unwrap();
        for &(line, bytes, text) in ACCEPTED {
            let got = gcn::assemble(isa, line)
                .unwrap_or_else(|e| panic!("{cpu}: {line}: {}", e[0].message));
            assert_eq!(got.code, hex(bytes), "{cpu}: {line}");
            let inst = gcn::decode(isa, &hex(bytes)).unwrap();
            assert_eq!(inst.len(), bytes.len() / 2, "{cpu}: {line}");
            assert_eq!(inst.display(isa).to_string(), text, "{cpu}: {line}");
            // The printed text assembles to the same bytes.
            assert_eq!(gcn::assemble(isa, text).unwrap().code, hex(bytes), "{text}");
        }
        for &(line, _) in REFUSED {
            assert!(gcn::assemble(isa, line).is_err(), "{cpu}: {line}");
        }
    }
}

/// An NSA form whose address words are not all there is a truncated
/// instruction, reported at its offset; no MIMG prefix panics.
#[test]
fn nsa_words_cut_short_are_truncated() {
    let isa = gcn::Isa::from_processor("gfx1030").unwrap();
    let (_, bytes, _) = ACCEPTED[5];
    let b = hex(bytes);
    assert_eq!(b.len(), 20);
    for n in 0..b.len() {
        let r = gcn::decode(isa, &b[..n]);
        if n < 20 {
            assert!(r.is_err(), "{n} bytes");
        }
        if n >= 8 {
            assert_eq!(
                r,
                Err(gcn::DecodeError::Truncated {
                    offset: 0,
                    needed: 20,
                    available: n
                })
            );
        }
    }
    assert_eq!(gcn::decode(isa, &b).unwrap().len(), 20);
}

/// The ray-tracing image instructions (`image_bvh_intersect_ray`,
/// `image_bvh64_intersect_ray`): records around their valid words with
/// llvm-mc-14 --disassemble's answers (`scripts/gcn/mimg10.py
/// bvh-fixture`): valid with the same length and text exactly where LLVM
/// decodes them, invalid elsewhere; each printed text assembles to bytes
/// that print it.
#[test]
fn ray_tracing_words_decode_as_llvm() {
    let text = include_str!("mimg10-bvh.txt");
    let (mut valid, mut invalid) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let p: Vec<&str> = line.split('\t').collect();
        let isa = match p[0].strip_suffix("w64") {
            Some(cpu) => gcn::Isa::from_processor_wave(cpu, true),
            None => gcn::Isa::from_processor(p[0]),
        }
        .unwrap();
        let bytes = hex(p[1]);
        let r = gcn::decode(isa, &bytes);
        if p[2] != "0" {
            let inst = r.unwrap_or_else(|e| panic!("{line}: {e:?}"));
            assert_eq!(inst.len().to_string(), p[2], "{line}");
            assert_eq!(inst.display(isa).to_string(), p[3], "{line}");
            // Free bits (bit 14, bits 58-61, the NSA words' padding) are
            // not in the text: the text's bytes print the same text.
            let again = gcn::assemble(isa, p[3]).unwrap_or_else(|e| panic!("{line}: {e:?}"));
            let back = gcn::decode(isa, &again.code).unwrap();
            assert_eq!(back.display(isa).to_string(), p[3], "{line}");
            valid += 1;
        } else {
            assert_eq!(r, Err(gcn::DecodeError::Invalid { offset: 0 }), "{line}");
            invalid += 1;
        }
    }
    assert!(valid > 300 && invalid > 1000, "{valid} {invalid}");
}

/// Assembling the ray-tracing instructions as `llvm-mc-14 -show-encoding`
/// does (`scripts/gcn/asmvaddr.py bvh-fixture`): the same bytes for every
/// line it accepts (ranges and NSA lists per a16, the a16 bit set for an
/// address count only the a16 form has), and a refusal for every line it
/// rejects (other sizes, register files, modifiers; gfx1010 has neither
/// instruction).
#[test]
fn ray_tracing_lines_assemble_as_llvm() {
    let text = include_str!("mimg10-bvh-asm.txt");
    let (mut same, mut refused) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let p: Vec<&str> = line.split('\t').collect();
        let isa = match p[0].strip_suffix("w64") {
            Some(cpu) => gcn::Isa::from_processor_wave(cpu, true),
            None => gcn::Isa::from_processor(p[0]),
        }
        .unwrap();
        let r = gcn::assemble(isa, p[1]);
        if p[2] == "!" {
            assert!(r.is_err(), "{line}: {:?}", r.map(|o| o.code));
            refused += 1;
        } else {
            let got = r.unwrap_or_else(|e| panic!("{line}: {}", e[0].message));
            assert_eq!(got.code, hex(p[2]), "{line}");
            same += 1;
        }
    }
    assert!(same > 700 && refused > 1000, "{same} {refused}");
}
