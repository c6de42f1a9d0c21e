//! `%cr0`'s denormal modes changed in the middle of a kernel (bit 7 keeps
//! F denormals, bit 6 DF, bit 10 HF; 0 flushes them, inputs and outputs,
//! in every float operation of the vISA emulator). The finalizer writes
//! MODE's denormal field (`s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4)`,
//! or bits 7:0 when the rounding changes too) before the code that runs
//! under the new mode. One SIMD16 kernel runs float operations (add, mul,
//! mad, mov, min, max, rndd, sel, frc, compares, conversions between HF,
//! F and DF, DF and HF arithmetic) on denormals, their neighbours, zeros, infinities and
//! NaN in several stages, each under its own `%cr0` (flush all, keep all,
//! keep F only, keep DF and HF only, and each with round toward zero);
//! the kernel starts either flushing (`%cr0` = 0, as a thread starts) or
//! keeping (IGC's `or 0x4c0`). The GCN emulator must give the vISA
//! emulator's bytes on gfx900, gfx90a, gfx1030 and gfx1030 wave64.
//! Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

/// F inputs (16 lanes each): denormals (smallest, largest, negative),
/// the smallest normals, zeros, one, infinity, NaN and values whose sums
/// and products land among the denormals.
const XF: [u32; 16] = [
    0x0000_0001,
    0x8000_0001,
    0x007f_ffff,
    0x0080_0000,
    0x8080_0000,
    0x0040_0000,
    0x3f80_0000,
    0x0000_0000,
    0x8000_0000,
    0x7f80_0000,
    0x7fc0_0000,
    0x0080_0001,
    0x8040_0000,
    0x3f00_0000,
    0x0100_0000,
    0x3400_0000,
];
const YF: [u32; 16] = [
    0x8000_0001,
    0x0000_0001,
    0x8000_0002,
    0x807f_ffff,
    0x0040_0000,
    0x3f00_0000,
    0x0000_0001,
    0x0000_0001,
    0x8000_0003,
    0x0000_0001,
    0x0000_0001,
    0x8080_0000,
    0x3f80_0000,
    0x0080_0000,
    0x3e80_0000,
    0x0b80_0000,
];
const ZF: [u32; 16] = [
    0x0000_0002,
    0x8080_0000,
    0x0080_0000,
    0x0000_0000,
    0x8000_0001,
    0x0000_0001,
    0x8000_0000,
    0x0080_0000,
    0x0000_0003,
    0x0000_0001,
    0x8000_0001,
    0x0000_0001,
    0x0000_0000,
    0x807f_ffff,
    0x8000_0001,
    0x3f80_0000,
];

/// DF inputs: the same kinds of values in double precision.
const XD: [u64; 16] = [
    0x0000_0000_0000_0001,
    0x8000_0000_0000_0001,
    0x000f_ffff_ffff_ffff,
    0x0010_0000_0000_0000,
    0x8010_0000_0000_0000,
    0x0008_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0x0000_0000_0000_0000,
    0x8000_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x3810_0000_0000_0000,
    0x3800_0000_0000_0000,
    0x36a0_0000_0000_0000,
    0xb7f0_0000_0000_0000,
    0x47f0_0000_0000_0000,
];
const YD: [u64; 16] = [
    0x8000_0000_0000_0001,
    0x0000_0000_0000_0001,
    0x8000_0000_0000_0002,
    0x800f_ffff_ffff_ffff,
    0x0008_0000_0000_0000,
    0x3fe0_0000_0000_0000,
    0x0000_0000_0000_0001,
    0x0000_0000_0000_0001,
    0x8000_0000_0000_0003,
    0x0000_0000_0000_0001,
    0x0000_0000_0000_0001,
    0x8010_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0x0010_0000_0000_0000,
    0x3fd0_0000_0000_0000,
    0x0000_0000_0000_0001,
];

/// HF inputs: denormals (smallest, largest, negative), the smallest
/// normals, zeros, one, infinity, NaN.
const XH: [u16; 16] = [
    0x0001, 0x8001, 0x03ff, 0x0400, 0x8400, 0x0200, 0x3c00, 0x0000, 0x8000, 0x7c00, 0x7e00, 0x0401,
    0x8200, 0x3800, 0x0800, 0x1400,
];
const YH: [u16; 16] = [
    0x8001, 0x0001, 0x8002, 0x83ff, 0x0200, 0x3800, 0x0001, 0x0001, 0x8003, 0x0001, 0x0001, 0x8400,
    0x3c00, 0x0400, 0x3400, 0x0001,
];

/// The operations of one stage: (destination type, instruction text with
/// `{D}` for the destination region).
const OPS: &[(&str, &str)] = &[
    ("f", "add (M1, 16) {D} XF(0,0)<1;1,0> YF(0,0)<1;1,0>"),
    ("f", "mul (M1, 16) {D} XF(0,0)<1;1,0> YF(0,0)<1;1,0>"),
    (
        "f",
        "mad (M1, 16) {D} XF(0,0)<1;1,0> YF(0,0)<1;1,0> ZF(0,0)<1;1,0>",
    ),
    ("f", "mov (M1, 16) {D} XF(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} (-)ZF(0,0)<1;1,0>"),
    ("f", "min (M1, 16) {D} XF(0,0)<1;1,0> YF(0,0)<1;1,0>"),
    ("f", "max (M1, 16) {D} XF(0,0)<1;1,0> ZF(0,0)<1;1,0>"),
    ("f", "rndd (M1, 16) {D} YF(0,0)<1;1,0>"),
    ("f", "(P1) sel (M1, 16) {D} XF(0,0)<1;1,0> ZF(0,0)<1;1,0>"),
    ("f", "frc (M1, 16) {D} YF(0,0)<1;1,0>"),
    (
        "ud",
        "cmp.lt (M1, 16) P2 XF(0,0)<1;1,0> YF(0,0)<1;1,0>\n    mov (M1, 16) {D} 0x0:ud\n    (P2) mov (M1, 16) {D} 0x1:ud",
    ),
    (
        "ud",
        "cmp.eq (M1, 16) P2 XF(0,0)<1;1,0> 0x0:f\n    mov (M1, 16) {D} 0x0:ud\n    (P2) mov (M1, 16) {D} 0x1:ud",
    ),
    (
        "ud",
        "cmp.le (M1, 16) P2 XD(0,0)<1;1,0> YD(0,0)<1;1,0>\n    mov (M1, 16) {D} 0x0:ud\n    (P2) mov (M1, 16) {D} 0x1:ud",
    ),
    ("f", "mov (M1, 16) {D} XH(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} XD(0,0)<1;1,0>"),
    ("df", "mov (M1, 16) {D} XF(0,0)<1;1,0>"),
    ("df", "add (M1, 16) {D} XD(0,0)<1;1,0> YD(0,0)<1;1,0>"),
    ("df", "mul (M1, 16) {D} XD(0,0)<1;1,0> YD(0,0)<1;1,0>"),
    ("df", "mov (M1, 16) {D} XD(0,0)<1;1,0>"),
    ("hf", "mov (M1, 16) {D} XF(0,0)<1;1,0>"),
    ("hf", "add (M1, 16) {D} XH(0,0)<1;1,0> YH(0,0)<1;1,0>"),
    ("hf", "mul (M1, 16) {D} XH(0,0)<1;1,0> YH(0,0)<1;1,0>"),
    ("hf", "mov (M1, 16) {D} XH(0,0)<1;1,0>"),
];

/// Bytes of one result: 16 channels of the destination type.
fn res_bytes(ty: &str) -> usize {
    16 * match ty {
        "df" => 8,
        "f" | "ud" => 4,
        _ => 2,
    }
}

/// The stages' `%cr0` values after the start: keep all, flush all, keep
/// F only, keep DF and HF only, then the same with round toward zero
/// (bits 5:4 = 3) and back to keeping all with nearest even.
const STAGES: &[u32] = &[0x4c0, 0x0, 0x80, 0x440, 0x4f0, 0x30, 0xb0, 0x470, 0x4c0];

fn inputs() -> Vec<(&'static str, &'static str, Vec<u8>)> {
    let le32 = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let le64 = |v: &[u64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let le16 = |v: &[u16]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    vec![
        ("XF", "f", le32(&XF)),
        ("YF", "f", le32(&YF)),
        ("ZF", "f", le32(&ZF)),
        ("XD", "df", le64(&XD)),
        ("YD", "df", le64(&YD)),
        ("XH", "hf", le16(&XH)),
        ("YH", "hf", le16(&YH)),
    ]
}

/// The kernel: loads the inputs, sets `%cr0` to `start` (none when 0),
/// then for every stage writes `%cr0` (as `mov`, or `xor` from the
/// previous value) and stores every operation's result.
fn kernel(start: u32, with_xor: bool) -> (String, usize) {
    let mut s = String::from(
        ".version 4.1\n.kernel \"dnk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n.decl ADDR v_type=G type=uq num_elts=1\n\
         .decl P1 v_type=P num_elts=16\n.decl P2 v_type=P num_elts=16\n",
    );
    for (name, ty, b) in inputs() {
        let n = b.len() / res_bytes(ty) * 16;
        s += &format!(".decl {name} v_type=G type={ty} num_elts={n} align=GRF\n");
    }
    for (k, (ty, _)) in OPS.iter().enumerate() {
        s += &format!(".decl R{k} v_type=G type={ty} num_elts=16 align=GRF\n");
    }
    s += ".function \"dnk_0\"\ndnk_0:\n";
    if start != 0 {
        s += &format!("    mov (M1_NM, 1) %cr0(0,0)<1> 0x{start:x}:ud\n");
    }
    let mut off = 0;
    for (name, _, b) in inputs() {
        // svm_block_ld moves at most 8 owords (128 bytes).
        for part in 0..b.len().div_ceil(128) {
            let n = (b.len() - 128 * part).min(128) / 16;
            s += &format!(
                "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{:x}:uq\n    \
                 svm_block_ld ({n}) ADDR(0,0)<0;1,0> {name}.{}\n",
                off + 128 * part,
                128 * part
            );
        }
        off += b.len();
    }
    s += "    setp (M1_NM, 16) P1 0x5a3c:uw\n";
    let mut out = 0;
    let mut prev = start;
    for &m in STAGES {
        if with_xor {
            s += &format!(
                "    xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x{:x}:ud\n",
                prev ^ m
            );
        } else {
            s += &format!("    mov (M1_NM, 1) %cr0(0,0)<1> 0x{m:x}:ud\n");
        }
        prev = m;
        for (k, (ty, text)) in OPS.iter().enumerate() {
            s += &format!("    {}\n", text.replace("{D}", &format!("R{k}(0,0)<1>")));
            let n = res_bytes(ty);
            for part in 0..n.div_ceil(128) {
                let o = (n - 128 * part).min(128) / 16;
                s += &format!(
                    "    add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
                     svm_block_st ({o}) ADDR(0,0)<0;1,0> R{k}.{}\n",
                    out + 128 * part,
                    128 * part
                );
            }
            out += n;
        }
    }
    s += "    ret (M1, 1)\n";
    (s, out)
}

/// Where stage `st`'s operation `k` is stored.
fn at(st: usize, k: usize) -> usize {
    let per: usize = OPS.iter().map(|(t, _)| res_bytes(t)).sum();
    per * st + OPS[..k].iter().map(|(t, _)| res_bytes(t)).sum::<usize>()
}

fn run(start: u32, with_xor: bool) {
    let (src, out_len) = kernel(start, with_xor);
    let platform = visa::Platform::Skl;
    let module = common::parse(&src, platform);
    let inp: Vec<u8> = inputs().into_iter().flat_map(|(_, _, v)| v).collect();
    let io = || {
        [
            ("OUT", In::Buf(vec![0u8; out_len])),
            ("INP", In::Buf(inp.clone())),
        ]
    };
    let shape = Shape::thread(16);
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[0];
    let f = |st: usize, k: usize, c: usize| {
        let o = at(st, k) + 4 * c;
        u32::from_le_bytes(want[o..o + 4].try_into().unwrap())
    };
    // Spot checks of the reference: the smallest denormal plus itself
    // (add, lane 7: 0 + 2^-149) is kept in stage 0 and flushed in stage 1;
    // stage 2 keeps F denormals; rndd of -2^-149 is -1 when kept, -0 when
    // flushed.
    assert_eq!(f(0, 0, 7), 1);
    assert_eq!(f(1, 0, 7), 0);
    assert_eq!(f(2, 0, 7), 1);
    assert_eq!(f(0, 7, 0), 0xbf80_0000);
    assert_eq!(f(1, 7, 0), 0x8000_0000);
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k =
            common::finalize(&module, platform, 16, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        let got = common::run_gcn(&k, &co, &shape, &io())
            .unwrap_or_else(|e| panic!("GCN run on {tname}: {e}"));
        let got = &got[0];
        let mut bad = Vec::new();
        for (st, mode) in STAGES.iter().enumerate() {
            for (k, (ty, text)) in OPS.iter().enumerate() {
                let (o, n) = (at(st, k), res_bytes(ty));
                if got[o..o + n] != want[o..o + n] {
                    bad.push(format!(
                        "stage {st} (%cr0 {mode:#x}) op {k} `{text}` :{ty}: got {:02x?}, want {:02x?}",
                        &got[o..o + n],
                        &want[o..o + n]
                    ));
                }
            }
        }
        assert!(
            bad.is_empty(),
            "{tname} (start {start:#x}): xvisa co run differs from xvisa run:\n{}",
            bad.join("\n")
        );
    }
}

#[test]
fn denormal_modes_changed_from_a_flushing_start_match_the_emulator() {
    run(0, false);
}

#[test]
fn denormal_modes_changed_by_xor_from_a_keeping_start_match_the_emulator() {
    run(0x4c0, true);
}

/// `%cr0` values MODE cannot express are refused at the write (other
/// bits than rounding, denormals and ALT; different HF and DF denormal
/// modes), and HF sources of an F operation under ALT at the instruction.
#[test]
fn cr0_changes_gcn_cannot_follow_are_refused_with_their_location() {
    let platform = visa::Platform::Skl;
    for (write, why) in [
        (
            "mov (M1_NM, 1) %cr0(0,0)<1> 0x4c2:ud",
            "%cr0 changes from 0x4c0 to 0x4c2: after the kernel's start only the rounding and denormal modes and ALT mode may change",
        ),
        (
            "xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x40:ud",
            "%cr0 changes from 0x4c0 to 0x480: different denormal modes for HF and DF",
        ),
    ] {
        let src = format!(
            ".version 4.1\n.kernel \"dnr\"\n\
             .decl A v_type=G type=f num_elts=16 align=GRF\n\
             .function \"dnr_0\"\ndnr_0:\n\
             mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud\n\
             mov (M1, 16) A(0,0)<1> 0x1:f\n\
             {write}\n\
             add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> A(0,0)<1;1,0>\n\
             ret (M1, 1)\n"
        );
        let module = common::parse(&src, platform);
        common::assert_refused(&module, platform, 16, &[&format!("dnr $3: `{write}`"), why]);
    }
    let src = ".version 4.1\n.kernel \"dnh\"\n\
         .decl A v_type=G type=f num_elts=16 align=GRF\n\
         .decl H v_type=G type=hf num_elts=16 align=GRF\n\
         .function \"dnh_0\"\ndnh_0:\n\
         mov (M1, 16) A(0,0)<1> 0x1:f\n\
         mov (M1, 16) H(0,0)<1> 0x3c00:hf\n\
         mov (M1_NM, 1) %cr0(0,0)<1> 0x4c1:ud\n\
         add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> H(0,0)<1;1,0>\n\
         ret (M1, 1)\n";
    let module = common::parse(src, platform);
    common::assert_refused(
        &module,
        platform,
        16,
        &[
            "dnh $4: `add (M1, 16)",
            "HF sources of an F operation under ALT mode",
        ],
    );
}

/// ALT mode's F inputs: infinities, the largest finite values, values
/// whose sums, products and exponentials overflow, negative values (log,
/// square roots), NaN, zeros, a denormal.
const AF: [u32; 16] = [
    0x7f80_0000,
    0xff80_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0xc100_0000,
    0xbf80_0000,
    0x4300_0000,
    0x7fc0_0000,
    0x0000_0000,
    0x8000_0000,
    0x8000_0001,
    0x3f80_0000,
    0x7f00_0000,
    0xc2fe_0000,
    0x42ff_0000,
    0x4080_0000,
];
const BF: [u32; 16] = [
    0x3f80_0000,
    0x3f80_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x4000_0000,
    0x7f80_0000,
    0x4300_0000,
    0x3f80_0000,
    0xff80_0000,
    0x7f80_0000,
    0x0000_0001,
    0x7f7f_ffff,
    0x4100_0000,
    0x4300_0000,
    0xc2ff_0000,
    0x4000_0000,
];
/// DF and HF inputs: overflowing F conversions, infinities.
const AD: [u64; 16] = [
    0x47f0_0000_0000_0000,
    0xc7f0_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x47ef_ffff_f000_0000,
    0x47ef_ffff_e000_0000,
    0x3ff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x7fef_ffff_ffff_ffff,
    0xffef_ffff_ffff_ffff,
    0,
    0x8000_0000_0000_0000,
    0x4000_0000_0000_0000,
    0x47e0_0000_0000_0000,
    0xc7e0_0000_0000_0000,
    0x3ff8_0000_0000_0000,
];
const AH: [u16; 16] = [
    0x7c00, 0xfc00, 0x7bff, 0xfbff, 0x7e00, 0x3c00, 0x0001, 0x8000, 0x7c00, 0xfc00, 0x7bff, 0xfbff,
    0x7e00, 0x3c00, 0x0001, 0x8000,
];

/// ALT mode's operations: (destination type, instruction).
const ALT_OPS: &[(&str, &str)] = &[
    ("f", "add (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0>"),
    ("f", "mul (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0>"),
    (
        "f",
        "mad (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0> AF(0,0)<1;1,0>",
    ),
    ("f", "add.sat (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0>"),
    ("f", "log (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "log (M1, 16) {D} (-)BF(0,0)<1;1,0>"),
    ("f", "sqrt (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "sqrtm (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "rsqrt (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "exp (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "min (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0>"),
    ("f", "(P1) sel (M1, 16) {D} AF(0,0)<1;1,0> BF(0,0)<1;1,0>"),
    ("f", "rndd (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} (-)AF(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} AD(0,0)<1;1,0>"),
    ("f", "mov (M1, 16) {D} AH(0,0)<1;1,0>"),
    ("f", "add (M1, 16) {D} AD(0,0)<1;1,0> AD(0,0)<1;1,0>"),
    ("df", "mov (M1, 16) {D} AF(0,0)<1;1,0>"),
    ("df", "add (M1, 16) {D} AD(0,0)<1;1,0> AD(0,0)<1;1,0>"),
    ("hf", "add (M1, 16) {D} AH(0,0)<1;1,0> AH(0,0)<1;1,0>"),
    ("hf", "mul (M1, 16) {D} AH(0,0)<1;1,0> AH(0,0)<1;1,0>"),
    (
        "ud",
        "cmp.lt (M1, 16) P2 AF(0,0)<1;1,0> BF(0,0)<1;1,0>\n    mov (M1, 16) {D} 0x0:ud\n    (P2) mov (M1, 16) {D} 0x1:ud",
    ),
];

/// ALT mode (`%cr0` bit 0): F-class `log`, `sqrt`, `sqrtm` and `rsqrt`
/// take |x|, and an infinite F result (of an ALU operation, or of a `mov`
/// other than the plain copy) becomes +-fmax; DF and HF results keep
/// their infinities. Stages: ALT with denormals kept (a plain F `mov`
/// keeps infinity), ALT flushing F denormals (every F `mov` converts),
/// plain nearest even (ALT off again).
#[test]
fn alt_mode_matches_the_emulator() {
    let le32 = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let ins: Vec<(&str, &str, Vec<u8>)> = vec![
        ("AF", "f", le32(&AF)),
        ("BF", "f", le32(&BF)),
        (
            "AD",
            "df",
            AD.iter().flat_map(|x| x.to_le_bytes()).collect(),
        ),
        (
            "AH",
            "hf",
            AH.iter().flat_map(|x| x.to_le_bytes()).collect(),
        ),
    ];
    let stages = [0x4c1u32, 0x441, 0x4c0];
    let mut s = String::from(
        ".version 4.1\n.kernel \"altk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n.decl ADDR v_type=G type=uq num_elts=1\n\
         .decl P1 v_type=P num_elts=16\n.decl P2 v_type=P num_elts=16\n",
    );
    for (name, ty, _) in &ins {
        s += &format!(".decl {name} v_type=G type={ty} num_elts=16 align=GRF\n");
    }
    for (k, (ty, _)) in ALT_OPS.iter().enumerate() {
        s += &format!(".decl R{k} v_type=G type={ty} num_elts=16 align=GRF\n");
    }
    s += ".function \"altk_0\"\naltk_0:\n    mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud\n";
    let mut off = 0;
    for (name, _, b) in &ins {
        for part in 0..b.len().div_ceil(128) {
            let n = (b.len() - 128 * part).min(128) / 16;
            s += &format!(
                "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{:x}:uq\n    \
                 svm_block_ld ({n}) ADDR(0,0)<0;1,0> {name}.{}\n",
                off + 128 * part,
                128 * part
            );
        }
        off += b.len();
    }
    s += "    setp (M1_NM, 16) P1 0x5a3c:uw\n";
    let mut out = 0;
    let mut at = Vec::new();
    for m in stages {
        s += &format!("    mov (M1_NM, 1) %cr0(0,0)<1> 0x{m:x}:ud\n");
        for (k, (ty, text)) in ALT_OPS.iter().enumerate() {
            s += &format!("    {}\n", text.replace("{D}", &format!("R{k}(0,0)<1>")));
            let n = res_bytes(ty);
            at.push((m, k, out, n));
            for part in 0..n.div_ceil(128) {
                let o = (n - 128 * part).min(128) / 16;
                s += &format!(
                    "    add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
                     svm_block_st ({o}) ADDR(0,0)<0;1,0> R{k}.{}\n",
                    out + 128 * part,
                    128 * part
                );
            }
            out += n;
        }
    }
    s += "    ret (M1, 1)\n";
    let platform = visa::Platform::Skl;
    let module = common::parse(&s, platform);
    let inp: Vec<u8> = ins.into_iter().flat_map(|(_, _, v)| v).collect();
    let io = || {
        [
            ("OUT", In::Buf(vec![0u8; out])),
            ("INP", In::Buf(inp.clone())),
        ]
    };
    let shape = Shape::thread(16);
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[0];
    let f = |o: usize| u32::from_le_bytes(want[o..o + 4].try_into().unwrap());
    // Spot checks of the reference: under ALT, fmax + fmax is fmax and
    // log2(-8) is 3; the plain copy keeps infinity; without ALT, inf.
    assert_eq!(f(at[0].2 + 8), 0x7f7f_ffff);
    assert_eq!(f(at[4].2 + 16), 0x4040_0000);
    assert_eq!(f(at[13].2), 0x7f80_0000);
    assert_eq!(f(at[2 * ALT_OPS.len()].2 + 8), 0x7f80_0000);
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k =
            common::finalize(&module, platform, 16, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        let got = common::run_gcn(&k, &co, &shape, &io())
            .unwrap_or_else(|e| panic!("GCN run on {tname}: {e}"));
        let got = &got[0];
        let bad: Vec<String> = at
            .iter()
            .filter(|(_, _, o, n)| got[*o..o + n] != want[*o..o + n])
            .map(|(m, k, o, n)| {
                format!(
                    "%cr0 {m:#x} `{}`: got {:02x?}, want {:02x?}",
                    ALT_OPS[*k].1,
                    &got[*o..o + n],
                    &want[*o..o + n]
                )
            })
            .collect();
        assert!(
            bad.is_empty(),
            "{tname}: xvisa co run differs from xvisa run:\n{}",
            bad.join("\n")
        );
    }
}
