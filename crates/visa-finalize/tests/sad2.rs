//! `sad2` and `sad2add`: channel k (even) gets |a_k - b_k| + |a_k+1 -
//! b_k+1| (+ c_k), encoded into the destination type (clamped with
//! `.sat`); odd channels keep their value, as the vISA emulator leaves
//! them. One SIMD16 kernel runs each case below on a destination filled
//! with a pattern first (so an odd channel written by mistake shows), on
//! bytes with the extremes (0, 255, -128, 127), accumulators near the
//! 16-bit limits, source modifiers, immediates (scalar and packed
//! vectors), strided regions (`<16;8,2>` over bytes as IGC writes them,
//! `<4;2,2>`, `<2;1,0>`, `<0;1,0>`), a predicate, half-width and
//! one-channel forms (the emulator reads zero past the execution size).
//! The GCN emulator (wait and hazard checks, late load write-back) must
//! give the vISA emulator's bytes on gfx900, gfx90a, gfx1030 and gfx1030
//! wave64. Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

/// Input variables: name, type, 64 bytes.
fn inputs() -> Vec<(&'static str, &'static str, Vec<u8>)> {
    let bytes = |f: &dyn Fn(u32) -> u8| (0..64).map(f).collect::<Vec<u8>>();
    let words = |v: &[i32]| -> Vec<u8> {
        (0..32)
            .flat_map(|i| (v[i % v.len()] as u16).to_le_bytes())
            .collect()
    };
    vec![
        (
            "XB",
            "ub",
            bytes(&|i| [0, 255, 255, 0, 17, 200, 128, 127][i as usize % 8] ^ (i as u8 & 0x30)),
        ),
        (
            "YB",
            "ub",
            bytes(&|i| [255u8, 0, 255, 0, 3, 201, 127, 128][i as usize % 8].wrapping_add(i as u8)),
        ),
        (
            "SB",
            "b",
            bytes(&|i| [0x80, 0x7f, 0x7f, 0x80, 0xff, 0x01, 0x00, 0x9c][i as usize % 8]),
        ),
        (
            "TB",
            "b",
            bytes(&|i| [0x7f, 0x80, 0x7f, 0x80, 0x01, 0xff, 0x80, 0x64][i as usize % 8]),
        ),
        (
            "CW",
            "w",
            words(&[
                32767, -32768, 32000, -1, 0, 1, -300, 32700, -32768, 5, 32767, 7, -1000, 9, 100, 11,
            ]),
        ),
        (
            "CU",
            "uw",
            words(&[65535, 1, 65000, 3, 0, 5, 65534, 7, 1000, 9, 64536, 11]),
        ),
        (
            "UA",
            "uw",
            words(&[65535, 0, 0, 65535, 12345, 54321, 32768, 32767]),
        ),
        (
            "UB",
            "w",
            words(&[-32768, 32767, 32767, -32768, -1, 1, 0, -5]),
        ),
        ("PAT", "ud", bytes(&|i| 0xa0 ^ (i as u8))),
    ]
}

/// The cases: execution (`(P1) ... (M1, 16)` etc. around the mnemonic),
/// destination type and stride, operands after the destination.
const CASES: &[(&str, &str, &str, &str)] = &[
    ("sad2", "(M1, 16)", "w<1>", "XB(0,0)<1;1,0> YB(0,0)<1;1,0>"),
    (
        "sad2",
        "(M1, 16)",
        "w<1>",
        "XB(0,0)<16;8,2> XB(0,1)<16;8,2>",
    ),
    ("sad2", "(M1, 16)", "uw<1>", "SB(0,0)<1;1,0> TB(0,0)<1;1,0>"),
    (
        "sad2",
        "(M1, 16)",
        "w<1>",
        "(-)XB(0,0)<1;1,0> YB(0,0)<1;1,0>",
    ),
    (
        "sad2",
        "(M1, 16)",
        "w<1>",
        "(abs)SB(0,0)<1;1,0> (-)TB(0,0)<1;1,0>",
    ),
    ("sad2", "(M1, 16)", "w<1>", "XB(0,0)<1;1,0> 0x80:ub"),
    ("sad2", "(M1, 8)", "w<1>", "0x76543210:uv YB(0,0)<1;1,0>"),
    ("sad2", "(M1, 16)", "w<1>", "XB(0,0)<4;2,2> YB(0,3)<2;1,0>"),
    ("sad2", "(M1, 16)", "w<1>", "XB(0,5)<0;1,0> YB(0,0)<8;8,1>"),
    ("sad2", "(M1, 16)", "d<1>", "UA(0,0)<1;1,0> UB(0,0)<1;1,0>"),
    ("sad2", "(M1, 16)", "f<1>", "XB(0,0)<1;1,0> YB(0,0)<1;1,0>"),
    ("sad2", "(M1, 8)", "w<2>", "XB(0,0)<1;1,0> YB(0,0)<1;1,0>"),
    ("sad2", "(M3, 8)", "w<1>", "XB(0,0)<1;1,0> YB(0,0)<1;1,0>"),
    ("sad2", "(M1, 1)", "w<1>", "XB(0,3)<0;1,0> YB(0,6)<0;1,0>"),
    (
        "(P1) sad2",
        "(M1, 16)",
        "w<1>",
        "XB(0,0)<1;1,0> YB(0,0)<1;1,0>",
    ),
    (
        "(!P1) sad2",
        "(M1, 16)",
        "uw<1>",
        "SB(0,0)<1;1,0> YB(0,0)<1;1,0>",
    ),
    (
        "sad2add",
        "(M1, 16)",
        "w<1>",
        "XB(0,0)<1;1,0> YB(0,0)<1;1,0> CW(0,0)<1;1,0>",
    ),
    (
        "sad2add.sat",
        "(M1, 16)",
        "w<1>",
        "XB(0,0)<1;1,0> YB(0,0)<1;1,0> CW(0,0)<1;1,0>",
    ),
    (
        "sad2add.sat",
        "(M1, 16)",
        "uw<1>",
        "XB(0,0)<1;1,0> YB(0,0)<1;1,0> CU(0,0)<1;1,0>",
    ),
    (
        "sad2add.sat",
        "(M1, 16)",
        "uw<1>",
        "SB(0,0)<1;1,0> TB(0,0)<1;1,0> CW(0,0)<1;1,0>",
    ),
    (
        "sad2add.sat",
        "(M1, 16)",
        "b<1>",
        "XB(0,0)<1;1,0> YB(0,0)<1;1,0> CW(0,0)<1;1,0>",
    ),
    (
        "sad2add.sat",
        "(M1, 16)",
        "ub<1>",
        "SB(0,0)<16;8,2> SB(0,1)<16;8,2> (-)CW(0,0)<1;1,0>",
    ),
    (
        "sad2add",
        "(M1, 8)",
        "w<1>",
        "XB(0,0)<16;8,2> XB(0,1)<16;8,2> CW(0,0)<1;1,0>",
    ),
    (
        "sad2add",
        "(M1, 16)",
        "d<1>",
        "UA(0,0)<1;1,0> UB(0,0)<1;1,0> CU(0,0)<1;1,0>",
    ),
    (
        "(P1) sad2add.sat",
        "(M1, 16)",
        "w<1>",
        "SB(0,0)<1;1,0> TB(0,0)<1;1,0> 0x7ff0:w",
    ),
];

fn size(t: &str) -> u32 {
    match t {
        "q" | "uq" | "df" => 8,
        "d" | "ud" | "f" => 4,
        "w" | "uw" => 2,
        _ => 1,
    }
}

/// The kernel: every case's destination `R<k>` (64 bytes) is first loaded
/// with the pattern, then written by the case and stored at byte 64 k of
/// the output.
fn kernel() -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"sadk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n.decl ADDR v_type=G type=uq num_elts=1\n\
         .decl P1 v_type=P num_elts=16\n",
    );
    for (name, ty, _) in inputs() {
        s += &format!(
            ".decl {name} v_type=G type={ty} num_elts={} align=GRF\n",
            64 / size(ty)
        );
    }
    for (k, (_, _, dst, _)) in CASES.iter().enumerate() {
        let dty = &dst[..dst.find('<').expect("stride")];
        s += &format!(
            ".decl R{k} v_type=G type={dty} num_elts={} align=GRF\n",
            64 / size(dty)
        );
    }
    s += ".function \"sadk_0\"\nsadk_0:\n";
    for (i, (name, _, _)) in inputs().iter().enumerate() {
        s += &format!(
            "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{:x}:uq\n    \
             svm_block_ld (4) ADDR(0,0)<0;1,0> {name}.0\n",
            64 * i
        );
    }
    let pat = 64 * (inputs().len() - 1);
    s += "    setp (M1_NM, 16) P1 0x9ac6:uw\n";
    for (k, (op, exec, dst, srcs)) in CASES.iter().enumerate() {
        let stride = &dst[dst.find('<').expect("stride")..];
        s += &format!(
            "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{pat:x}:uq\n    \
             svm_block_ld (4) ADDR(0,0)<0;1,0> R{k}.0\n    \
             {op} {exec} R{k}(0,0){stride} {srcs}\n    \
             add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
             svm_block_st (4) ADDR(0,0)<0;1,0> R{k}.0\n",
            64 * k
        );
    }
    s += "    ret (M1, 1)\n";
    s
}

#[test]
fn sad2_and_sad2add_compute_the_emulators_results() {
    let src = kernel();
    let platform = visa::Platform::Skl;
    let module = common::parse(&src, platform);
    let inp: Vec<u8> = inputs().into_iter().flat_map(|(_, _, v)| v).collect();
    let zero = vec![0u8; 64 * CASES.len()];
    let io = || {
        [
            ("OUT", In::Buf(zero.clone())),
            ("INP", In::Buf(inp.clone())),
        ]
    };
    let shape = Shape::thread(16);
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[0];
    // Spot checks of the reference: case 0 channel 0 is |0 - 255| +
    // |255 - 1|, channel 1 keeps the pattern; sad2add.sat into uw clamps
    // 509 + 65535.
    let word =
        |k: usize, c: usize| u16::from_le_bytes([want[64 * k + 2 * c], want[64 * k + 2 * c + 1]]);
    assert_eq!(word(0, 0), 509);
    assert_eq!(word(0, 1), u16::from_le_bytes([0xa2, 0xa3]));
    assert_eq!(word(18, 0), 65535);
    for t in common::targets_and_wave64() {
        let got = common::gcn_buffers(&module, platform, 16, &t, &shape, &io());
        common::assert_rows(&t, &got[0], want, 64, |k| match CASES.get(k) {
            Some((op, e, d, s)) => format!("case {k} {op} {e} :{d} {s}"),
            None => format!("row {k}"),
        });
    }
}

/// Forms the finalizer does not compile are refused at the instruction.
#[test]
fn sad2_on_wide_sources_is_refused_with_its_location() {
    let src = ".version 4.1\n.kernel \"sadr\"\n\
        .decl A v_type=G type=d num_elts=16 align=GRF\n\
        .decl R v_type=G type=w num_elts=16 align=GRF\n\
        .function \"sadr_0\"\nsadr_0:\n\
        mov (M1, 16) A(0,0)<1> 0x5:d\n\
        sad2 (M1, 16) R(0,0)<1> A(0,0)<1;1,0> A(0,0)<1;1,0>\n\
        ret (M1, 1)\n";
    let platform = visa::Platform::Skl;
    let module = common::parse(src, platform);
    common::assert_refused(
        &module,
        platform,
        16,
        &[
            "sadr $2: `sad2 (M1, 16)",
            "`sad2` on d sources is not supported",
        ],
    );
}
