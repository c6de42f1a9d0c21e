//! Saturating integer instructions on 64-bit operands or into 64-bit
//! types, and of mixed signedness: the finalizer computes the exact
//! result as the vISA emulator does (in `i128`) and clamps it to the
//! destination's range (data-types chapter). One SIMD8 kernel applies each
//! case below to eight lanes of edge values (type minima and maxima, 2^63,
//! -1, 0, ...) and stores every result; the GCN emulator (wait and hazard
//! checks and late load write-back on) must give the vISA emulator's bytes
//! on gfx900, gfx90a and gfx1030 in wave32 and wave64. Needs `ld.lld-14`
//! (the emulator runs linked objects; the test fails loudly without it).

mod common;

use common::{In, Shape};

/// Input variables: name, type, eight values (raw bits, little-endian in
/// a 64-byte block).
fn inputs() -> Vec<(&'static str, &'static str, [u64; 8])> {
    let m = |x: i64| x as u64;
    vec![
        (
            "QA",
            "q",
            [
                m(i64::MIN),
                m(i64::MAX),
                m(-1),
                0,
                1,
                1 << 32,
                m(-(1 << 32) - 5),
                m(0x4000_0000_0000_0001),
            ],
        ),
        (
            "QB",
            "q",
            [
                m(-1),
                1,
                m(i64::MIN),
                m(i64::MAX),
                m(-7),
                m(0x7fff_ffff),
                m(0x3_0000_0000),
                m(-0x4000_0000_0000_0000),
            ],
        ),
        (
            "QC",
            "q",
            [
                m(i64::MAX),
                m(i64::MIN),
                5,
                m(-5),
                0,
                m(-1),
                1 << 62,
                m(-(1 << 62)),
            ],
        ),
        (
            "UA",
            "uq",
            [
                u64::MAX,
                1 << 63,
                (1 << 63) - 1,
                0,
                1,
                (1 << 32) + 1,
                0xdead_beef_0000_0001,
                3,
            ],
        ),
        (
            "UB",
            "uq",
            [
                u64::MAX,
                2,
                1 << 63,
                u64::MAX - 1,
                0,
                0xffff_ffff,
                5,
                1 << 61,
            ],
        ),
        (
            "UC",
            "uq",
            [
                1 << 63,
                i64::MAX as u64,
                u64::MAX,
                0,
                1,
                1 << 32,
                5,
                0x4000_0000_0000_0001,
            ],
        ),
        (
            "DA",
            "d",
            [
                m(i32::MIN as i64) & 0xffff_ffff | (m(i32::MAX as i64) << 32),
                m(-1) & 0xffff_ffff,
                0x0001_0000_7fff_0000,
                m(-3) & 0xffff_ffff | 0x8000_0000_0000_0000,
                0,
                0,
                0,
                0,
            ],
        ),
        (
            "UDA",
            "ud",
            [
                0xffff_ffff_0000_0000,
                0x8000_0000_0000_0001,
                0x7fff_ffff_0001_0000,
                0x0000_0005_ffff_fffe,
                0,
                0,
                0,
                0,
            ],
        ),
        (
            "DV",
            "d",
            [
                7 | m(-3) << 32,
                1 | m(-1) << 32,
                0x7fff_ffff | (i32::MIN as u32 as u64) << 32,
                13 | m(-100) << 32,
                0,
                0,
                0,
                0,
            ],
        ),
        (
            "UDV",
            "ud",
            [
                7 | 0xffff_ffff << 32,
                1 | 0x8000_0000 << 32,
                3 | 0x1_0000 << 32,
                0x7fff_ffff | 2 << 32,
                0,
                0,
                0,
                0,
            ],
        ),
        (
            "N",
            "ud",
            [1 | 31 << 32, 32 | 33 << 32, 63 | 64 << 32, 65, 0, 0, 0, 0],
        ),
        (
            "FA",
            "f",
            [
                (f32::NAN.to_bits() as u64) | (f32::INFINITY.to_bits() as u64) << 32,
                (f32::NEG_INFINITY.to_bits() as u64) | (1e20f32.to_bits() as u64) << 32,
                ((-1e20f32).to_bits() as u64) | (9.223372e18f32.to_bits() as u64) << 32,
                ((-9.223372e18f32).to_bits() as u64) | (0.5f32.to_bits() as u64) << 32,
                0,
                0,
                0,
                0,
            ],
        ),
        (
            "DF",
            "df",
            [
                f64::NAN.to_bits(),
                f64::INFINITY.to_bits(),
                (-1e30f64).to_bits(),
                1.8446744073709552e19f64.to_bits(),
                9.223372036854775e18f64.to_bits(),
                (-9.223372036854775e18f64).to_bits(),
                (-0.75f64).to_bits(),
                12345.9f64.to_bits(),
            ],
        ),
    ]
}

/// The cases: an instruction (destination type and the operands' text).
/// Some are outside the verifier's subset (`mad.sat` into integers,
/// `add3` and `avg` on 64-bit types) but are what the emulator executes
/// and the finalizer compiles for any kernel that parses.
const CASES: &[(&str, &str, &str)] = &[
    // 64-bit add with mixed and other-signedness destinations, `-` as sub.
    ("add.sat", "q", "QA QB"),
    ("add.sat", "uq", "UA UB"),
    ("add.sat", "uq", "QA QB"),
    ("add.sat", "q", "UA UB"),
    ("add.sat", "q", "QA UA"),
    ("add.sat", "uq", "QB UB"),
    ("add.sat", "q", "(-)QA QB"),
    ("add.sat", "uq", "UA (-)UB"),
    ("add.sat", "d", "QA QB"),
    ("add.sat", "uw", "QA UA"),
    ("add3.sat", "q", "QA QB UA"),
    ("add3.sat", "uq", "QC QB UB"),
    // Products.
    ("mul.sat", "q", "QA QB"),
    ("mul.sat", "uq", "UA UB"),
    ("mul.sat", "q", "QB UB"),
    ("mul.sat", "uq", "QA QC"),
    ("mul.sat", "d", "QB QC"),
    ("mul.sat", "ud", "UA UB"),
    ("mul.sat", "q", "DA UDA"),
    ("mul.sat", "d", "DA UDA"),
    ("mul.sat", "ud", "DA UDA"),
    ("mul.sat", "w", "(-)DA DA"),
    ("mad.sat", "q", "QA QB QC"),
    ("mad.sat", "uq", "UA UB UA"),
    ("mad.sat", "q", "UA QB UB"),
    ("mad.sat", "d", "DA UDA DA"),
    // Min, max, sel of mixed signedness.
    ("min.sat", "q", "QA UA"),
    ("max.sat", "q", "QA UA"),
    ("min.sat", "uq", "QB UB"),
    ("max.sat", "d", "QA QB"),
    ("max.sat", "ud", "UA QC"),
    ("min.sat", "ud", "DA UDA"),
    ("(P1) sel.sat", "uq", "QA UA"),
    ("(P1) sel.sat", "d", "QB UB"),
    ("(!P1) sel.sat", "q", "UA QC"),
    // Shifts: counts modulo 64 (modulo 32 for 32-bit operands into
    // narrow types).
    ("shl.sat", "q", "QA N"),
    ("shl.sat", "uq", "UA N"),
    ("shl.sat", "q", "UA N"),
    ("shl.sat", "d", "QB N"),
    ("shl.sat", "uq", "DA N"),
    ("shl.sat", "q", "UDA N"),
    ("shr.sat", "q", "UA N"),
    ("shr.sat", "d", "QA N"),
    ("shr.sat", "uq", "DA N"),
    ("asr.sat", "q", "UA N"),
    ("asr.sat", "ud", "QA N"),
    ("asr.sat", "uq", "QB N"),
    // Average.
    ("avg.sat", "q", "QA QB"),
    ("avg.sat", "uq", "UA UB"),
    ("avg.sat", "q", "QA UA"),
    ("avg.sat", "d", "DA UDA"),
    // 32-bit mixed signedness.
    ("add.sat", "d", "DA UDA"),
    ("add.sat", "ud", "DA UDA"),
    ("add.sat", "uw", "(-)UDA DA"),
    // Remainders (non-zero divisors), clamped.
    ("mod.sat", "w", "DA DV"),
    ("mod.sat", "uw", "UDA UDV"),
    ("mod.sat", "uw", "DA DV"),
    // Conversions into 64-bit types.
    ("mov.sat", "q", "UA"),
    ("mov.sat", "uq", "QA"),
    ("mov.sat", "uq", "(-)QB"),
    ("mov.sat", "q", "FA"),
    ("mov.sat", "uq", "FA"),
    ("mov.sat", "q", "DF"),
    ("mov.sat", "uq", "DF"),
    ("mov.sat", "uq", "DA"),
    // Without saturation: min and max of mixed signedness compare the
    // exact values.
    ("min", "q", "QA UA"),
    ("max", "uq", "QB UB"),
    ("max", "d", "UA QC"),
    ("min", "d", "DA UDA"),
    ("max", "ud", "DA UDA"),
    // Compares of uq with signed values: the exact values.
    ("cmp.lt", "ud", "QA UC"),
    ("cmp.le", "ud", "UC QA"),
    ("cmp.gt", "uq", "QA UC"),
    ("cmp.ge", "d", "UC QA"),
    ("cmp.eq", "uw", "QA UC"),
    ("cmp.ne", "q", "UC QA"),
];

/// The kernel: every case reads whole input variables (`<1;1,0>`) and
/// writes its own result variable `R<k>` (eight elements), stored at
/// byte 64 k of the output.
fn kernel() -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"satk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n.decl ADDR v_type=G type=uq num_elts=1\n\
         .decl P1 v_type=P num_elts=8\n",
    );
    let size = |t: &str| match t {
        "q" | "uq" | "df" => 8,
        "d" | "ud" | "f" => 4,
        "w" | "uw" => 2,
        _ => 1,
    };
    for (name, ty, _) in inputs() {
        s += &format!(
            ".decl {name} v_type=G type={ty} num_elts={} align=GRF\n",
            64 / size(ty)
        );
    }
    for (k, (_, dty, _)) in CASES.iter().enumerate() {
        s += &format!(".decl R{k} v_type=G type={dty} num_elts=8 align=GRF\n");
    }
    s += ".function \"satk_0\"\nsatk_0:\n";
    for (i, (name, _, _)) in inputs().iter().enumerate() {
        s += &format!(
            "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{:x}:uq\n    \
             svm_block_ld (4) ADDR(0,0)<0;1,0> {name}.0\n",
            64 * i
        );
    }
    s += "    setp (M1_NM, 8) P1 0x5a:uw\n";
    for (k, (op, dty, srcs)) in CASES.iter().enumerate() {
        s += &format!("    mov (M1, 8) R{k}(0,0)<1> 0x0:{dty}\n");
        let srcs: Vec<String> = srcs
            .split(' ')
            .map(|x| format!("{x}(0,0)<1;1,0>"))
            .collect();
        s += &format!("    {op} (M1, 8) R{k}(0,0)<1> {}\n", srcs.join(" "));
    }
    for (k, (_, dty, _)) in CASES.iter().enumerate() {
        s += &format!(
            "    add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
             svm_block_st ({}) ADDR(0,0)<0;1,0> R{k}.0\n",
            64 * k,
            size(dty) / 2
        );
    }
    s += "    ret (M1, 1)\n";
    s
}

#[test]
fn saturating_64_bit_and_mixed_signedness_compute_the_emulators_results() {
    let src = kernel();
    let platform = visa::Platform::Skl;
    let module = common::parse(&src, platform);
    let inp: Vec<u8> = inputs()
        .iter()
        .flat_map(|(_, _, v)| v.iter().flat_map(|x| x.to_le_bytes()))
        .collect();
    let zero = vec![0u8; 64 * CASES.len()];
    let io = || {
        [
            ("OUT", In::Buf(zero.clone())),
            ("INP", In::Buf(inp.clone())),
        ]
    };
    let shape = Shape::thread(8);
    // The vISA emulator's result.
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[0];
    // Spot checks of the reference itself (data-types chapter): the
    // clamps the finalized code must reproduce.
    let word = |k: usize, lane: usize| {
        u64::from_le_bytes(want[64 * k + 8 * lane..][..8].try_into().unwrap())
    };
    let case = |op: &str, d: &str, s: &str| {
        CASES
            .iter()
            .position(|c| *c == (op, d, s))
            .expect("case listed")
    };
    // i64::MIN + -1 clamps to i64::MIN; i64::MAX + 1 to i64::MAX.
    let k = case("add.sat", "q", "QA QB");
    assert_eq!(word(k, 0), i64::MIN as u64);
    assert_eq!(word(k, 1), i64::MAX as u64);
    // u64::MAX * u64::MAX clamps to u64::MAX (beyond i128).
    assert_eq!(word(case("mul.sat", "uq", "UA UB"), 0), u64::MAX);
    // min(i64::MIN, u64::MAX) is i64::MIN, into q.
    assert_eq!(word(case("min.sat", "q", "QA UA"), 0), i64::MIN as u64);
    // -1 + u64::MAX into uq: exactly u64::MAX - 1.
    assert_eq!(word(case("add.sat", "uq", "QB UB"), 0), u64::MAX - 1);
    for t in common::targets_and_wave64() {
        let got = common::gcn_buffers(&module, platform, 8, &t, &shape, &io());
        common::assert_rows(&t, &got[0], want, 64, |k| match CASES.get(k) {
            Some((op, d, s)) => format!("{op} :{d} {s}"),
            None => format!("row {k}"),
        });
    }
}
