//! The code-size rewrites of session 26 (`opt.rs`: local value numbering,
//! extensions a value already has, predicates live only between their
//! writes and reads, copies read under a subset of their EXEC), each on a
//! kernel built to tempt it where it would be wrong: the results must be
//! the vISA emulator's on gfx900, gfx90a and gfx1030, and where the
//! rewrite is right the code must show it. Needs `ld.lld-14` (the
//! emulator runs linked objects; the test fails loudly without it).

mod common;

use common::{In, Shape};

/// 32 dwords: floats whose conversion to half rounds differently toward
/// zero and to nearest (odd low bits), and small integers.
fn input() -> Vec<u8> {
    (0..32u32)
        .flat_map(|i| {
            let f = 1.0f32 + (i as f32) / 3.0 + 1e-3;
            let bits = if i % 2 == 0 {
                f.to_bits()
            } else {
                (i * 7) % 256
            };
            bits.to_le_bytes()
        })
        .collect()
}

/// Runs `src` (SIMD32, arguments OUT and INP: 32 dwords in, `out` bytes
/// out) on both emulators for every target; returns the bodies.
fn run(src: &str, out: usize) -> Vec<(String, String)> {
    let platform = visa::Platform::Skl;
    let module = common::parse(src, platform);
    let zero = vec![0u8; out];
    let io = [("OUT", In::Buf(zero.clone())), ("INP", In::Buf(input()))];
    let mut bodies = Vec::new();
    for t in common::targets() {
        let (k, co) = common::finalize_and_link(&module, platform, 32, &t);
        let got = common::run_both(&module, platform, &k, &co, &t, &Shape::thread(32), &io);
        assert_ne!(got[0], zero, "{}: the kernel writes its output", t.proc);
        bodies.push((t.proc.to_string(), k.body));
    }
    bodies
}

/// The same conversion twice, once toward zero and once to nearest:
/// value numbering must not take the second for the first (MODE differs
/// between them). The first version of the rewrite did.
const MODES: &str = "\
         .version 4.1\n\
         .kernel \"modes\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=f num_elts=32 align=GRF\n\
         .decl H1 v_type=G type=hf num_elts=32 align=GRF\n\
         .decl H2 v_type=G type=hf num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl H1W v_type=G type=uw num_elts=32 alias=<H1, 0>\n\
         .decl H2W v_type=G type=uw num_elts=32 alias=<H2, 0>\n\
         .function \"modes_0\"\n\
         modes_0:\n\
             or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud\n\
             mov (M1, 32) H1(0,0)<1> X(0,0)<1;1,0>\n\
             xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud\n\
             mov (M1, 32) H2(0,0)<1> X(0,0)<1;1,0>\n\
             shl (M1, 32) Y(0,0)<1> H2W(0,0)<1;1,0> 0x10:d\n\
             or (M1, 32) Y(0,0)<1> Y(0,0)<1;1,0> H1W(0,0)<1;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

#[test]
fn value_numbering_keeps_conversions_under_different_rounding_apart() {
    for (proc, body) in run(MODES, 128) {
        let cvts = body.lines().filter(|l| l.contains("v_cvt_f16_f32")).count();
        assert!(cvts >= 2, "{proc}: two conversions:\n{body}");
    }
}

/// Bytes zero-extended twice, sign-extended, clamped and stored as bytes:
/// the second extension of the same byte is the first one's value, a
/// clamp to [0, 255] of a zero-extended byte is still one, and a byte
/// store of an extension stores the source. The signed extension of the
/// same byte is another value (`0x80` and up differ).
const BYTES: &str = "\
         .version 4.1\n\
         .kernel \"bytes\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl XB v_type=G type=ub num_elts=128 alias=<X, 0>\n\
         .decl XS v_type=G type=b num_elts=128 alias=<X, 0>\n\
         .decl A v_type=G type=d num_elts=32 align=GRF\n\
         .decl B v_type=G type=d num_elts=32 align=GRF\n\
         .decl C v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl YB v_type=G type=b num_elts=128 alias=<Y, 0>\n\
         .function \"bytes_0\"\n\
         bytes_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1, 32) A(0,0)<1> XB(0,0)<4;1,0>\n\
             add (M1, 32) B(0,0)<1> XB(0,0)<4;1,0> 0x3:d\n\
             mov (M1, 32) C(0,0)<1> XS(0,0)<4;1,0>\n\
             add (M1, 32) A(0,0)<1> A(0,0)<1;1,0> C(0,0)<1;1,0>\n\
             min (M1, 32) B(0,0)<1> B(0,0)<1;1,0> 0xff:d\n\
             mov (M1, 32) YB(0,0)<4> A(0,0)<1;1,0>\n\
             mov (M1, 32) YB(0,1)<4> B(0,0)<1;1,0>\n\
             mov (M1, 32) YB(0,2)<4> C(0,0)<1;1,0>\n\
             mov (M1, 32) YB(0,3)<4> XB(0,0)<4;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

#[test]
fn extensions_and_repeated_values_compute_the_emulators_bytes() {
    for (proc, body) in run(BYTES, 128) {
        // One unsigned extraction of byte 0 serves every unsigned read.
        let ubfe = body
            .lines()
            .filter(|l| l.contains("v_bfe_u32") && l.trim_end().ends_with(", 0, 8"))
            .count();
        assert!(ubfe <= 1, "{proc}: repeated byte extensions:\n{body}");
    }
}

/// A divergent `goto` on a predicate written just before, and a `sel` on
/// another: the predicates live only from their compares to their reads
/// (no merge with the old bits, no zeroing at the start).
const PREDS: &str = "\
         .version 4.1\n\
         .kernel \"preds\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl P1 v_type=P num_elts=32\n\
         .decl P2 v_type=P num_elts=32\n\
         .function \"preds_0\"\n\
         preds_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1, 32) Y(0,0)<1> X(0,0)<1;1,0>\n\
             cmp.gt (M1, 32) P1 X(0,0)<1;1,0> 0x40:d\n\
             (P1) goto (M1, 32) L1\n\
             cmp.lt (M1, 32) P2 X(0,0)<1;1,0> 0x10:d\n\
             (P2) sel (M1, 32) Y(0,0)<1> X(0,0)<1;1,0> 0x7:d\n\
             add (M1, 32) Y(0,0)<1> Y(0,0)<1;1,0> 0x100:d\n\
         L1:\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

#[test]
fn predicates_written_and_read_under_one_exec_need_no_merge() {
    for (proc, body) in run(PREDS, 128) {
        let merges = body
            .lines()
            .filter(|l| {
                l.contains("s_andn2") && l.trim_end().ends_with("exec") && !l.contains(" exec,")
            })
            .count();
        assert_eq!(merges, 0, "{proc}: predicate merges:\n{body}");
    }
}
