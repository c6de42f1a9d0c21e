//! IGC's SIMD32 code sets NoMask halves (`mov (M1_NM, 16) A 0`) before
//! masked ones and reduces across channels under NoMask, so the finalized
//! code is a run of EXEC regions, one per instruction. The regions are
//! joined (`s_mov exec, s1` / `s_mov s2, exec` dropped), constant masks
//! are operands (`s_mov_b64 exec, 0xffff`, not two `s_mov_b32` and a
//! copy), and a save of a constant EXEC becomes the constant. This kernel
//! is in that shape, launched with whole and partial threads (lanes past
//! the dispatch left out): each finalized object must compute the vISA
//! emulator's bytes, and the shapes above must not appear.
//! Needs `ld.lld-14` (the test fails loudly without it).

mod common;

use common::{In, Shape};

const SRC: &str = "\
         .version 4.1\n\
         .kernel \"regions\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl A v_type=G type=d num_elts=16 align=GRF\n\
         .decl B v_type=G type=d num_elts=16 align=GRF\n\
         .decl R v_type=G type=d num_elts=16 align=GRF\n\
         .decl S v_type=G type=d num_elts=8 align=GRF\n\
         .decl T v_type=G type=d num_elts=4 align=GRF\n\
         .decl U v_type=G type=d num_elts=4 align=GRF\n\
         .decl Z v_type=G type=d num_elts=1 align=GRF\n\
         .decl M v_type=G type=d num_elts=16 align=GRF\n\
         .decl P1 v_type=P num_elts=16\n\
         .function \"regions_0\"\n\
         regions_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1_NM, 16) A(0,0)<1> 0x0:d\n\
             mov (M1, 16) A(0,0)<1> X(0,0)<1;1,0>\n\
             mov (M5_NM, 16) B(0,0)<1> 0x0:d\n\
             mov (M5, 16) B(0,0)<1> X(2,0)<1;1,0>\n\
             add (M1_NM, 16) R(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>\n\
             add (M1_NM, 8) S(0,0)<1> R(0,0)<1;1,0> R(1,0)<1;1,0>\n\
             add (M1_NM, 4) T(0,0)<1> S(0,0)<1;1,0> S(0,4)<1;1,0>\n\
             add (M1_NM, 2) U(0,0)<1> T(0,0)<1;1,0> T(0,2)<1;1,0>\n\
             add (M1_NM, 1) Z(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0>\n\
             mov (M1_NM, 16) M(0,0)<1> 0x7fffffff:d\n\
             mov (M1, 16) M(0,0)<1> X(0,0)<1;1,0>\n\
             min (M1_NM, 8) M(0,0)<1> M(0,0)<1;1,0> M(1,0)<1;1,0>\n\
             cmp.gt (M1, 16) P1 A(0,0)<1;1,0> 0x0:d\n\
             (P1) add (M1, 16) Y(0,0)<1> A(0,0)<1;1,0> Z(0,0)<0;1,0>\n\
             (!P1) add (M1, 16) Y(0,0)<1> A(0,0)<1;1,0> M(0,0)<0;1,0>\n\
             mov (M5, 16) Y(2,0)<1> B(0,0)<1;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

/// 32 dwords of mixed signs.
fn input() -> Vec<u8> {
    (0..32u32)
        .flat_map(|i| (i.wrapping_mul(0x2545_f491) ^ 0x8000_0011).to_le_bytes())
        .collect()
}

#[test]
fn exec_regions_join_and_compute_the_emulators_results() {
    let platform = visa::Platform::Skl;
    let module = common::parse(SRC, platform);
    let zero = vec![0u8; 128];
    let io = [("OUT", In::Buf(zero.clone())), ("INP", In::Buf(input()))];
    for t in common::targets_and_wave64() {
        let k = common::finalize(&module, platform, 32, &t)
            .unwrap_or_else(|e| panic!("{}: {e}", common::name(&t)));
        let co = common::link(&k, &t);
        for items in [32, 20, 9] {
            let out = common::run_both(
                &module,
                platform,
                &k,
                &co,
                &t,
                &Shape::groups(items, items, 32),
                &io,
            );
            assert_ne!(out[0], zero, "{}: the kernel writes", common::name(&t));
        }
        let lines: Vec<&str> = k.body.lines().map(str::trim).collect();
        let mov = if t.wave64 { "s_mov_b64" } else { "s_mov_b32" };
        let exec = if t.wave64 { "exec" } else { "exec_lo" };
        for w in lines.windows(2) {
            // A restore at once followed by a save.
            let restore = w[0].starts_with(&format!("{mov} {exec}, s"));
            let save = w[1].starts_with(mov) && w[1].ends_with(&format!(", {exec}"));
            assert!(
                !(restore && save),
                "{}: EXEC restored and saved again:\n{}\n{}",
                common::name(&t),
                w[0],
                w[1]
            );
            // A mask built in two halves for one use.
            assert!(
                !(w[0].starts_with("s_mov_b32 s")
                    && w[0].ends_with(", 0xffff")
                    && w[1].starts_with("s_mov_b32 s")
                    && w[1].ends_with(", 0")),
                "{}: a mask in two halves:\n{}\n{}",
                common::name(&t),
                w[0],
                w[1]
            );
        }
        // Constant masks go straight into EXEC.
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("{mov} {exec}, 0xffff"))),
            "{}: no constant EXEC:\n{}",
            common::name(&t),
            k.body
        );
    }
}

/// A SIMD16 kernel with `n` early exits laid out in reverse after the
/// straight line (as IGC lays out the returns of an unrolled loop): each
/// exit's goto leaves channels waiting at its handler, and each handler
/// jumps to the common end.
fn exits(n: u32) -> String {
    let mut s = String::from(
        ".version 4.1\n.kernel \"exits\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=16 align=GRF\n\
         .decl Y v_type=G type=d num_elts=16 align=GRF\n\
         .decl P1 v_type=P num_elts=16\n\
         .function \"exits_0\"\nexits_0:\n\
         svm_block_ld (4) INP(0,0)<0;1,0> X.0\n\
         mov (M1, 16) Y(0,0)<1> 0x0:d\n",
    );
    for k in 1..=n {
        s += &format!(
            "cmp.eq (M1, 16) P1 X(0,0)<1;1,0> 0x{k:x}:d\n(P1) goto (M1, 16) L{k}\n\
             add (M1, 16) Y(0,0)<1> Y(0,0)<1;1,0> X(0,0)<1;1,0>\n"
        );
    }
    s += "mov (M1, 16) Y(0,0)<1> 0x63:d\ngoto (M1, 16) END\n";
    for k in (1..=n).rev() {
        s += &format!(
            "L{k}:\nadd (M1, 16) Y(0,0)<1> Y(0,0)<1;1,0> 0x{:x}:d\ngoto (M1, 16) END\n",
            1000 + k
        );
    }
    s += "END:\nsvm_block_st (4) OUT(0,0)<0;1,0> Y.0\nret (M1, 1)\n";
    s
}

#[test]
fn resume_chains_share_their_tails() {
    let n = 12u32;
    let src = exits(n);
    let platform = visa::Platform::Skl;
    let module = common::parse(&src, platform);
    let zero = vec![0u8; 64];
    // Channel i leaves at exit i % 14 (0 and 13: none, the default).
    let inp: Vec<u8> = (0..16u32).flat_map(|i| (i % 14).to_le_bytes()).collect();
    let io = [("OUT", In::Buf(zero.clone())), ("INP", In::Buf(inp))];
    for t in common::targets_and_wave64() {
        let k = common::finalize(&module, platform, 16, &t)
            .unwrap_or_else(|e| panic!("{}: {e}", common::name(&t)));
        let co = common::link(&k, &t);
        let out = common::run_both(&module, platform, &k, &co, &t, &Shape::thread(16), &io);
        assert_ne!(out[0], zero, "{}: the kernel writes", common::name(&t));
        // Each waiting point is tested once per chain that starts with it,
        // not once per goto after it (n^2 / 2 = 72 tests unshared).
        let tests = k
            .body
            .lines()
            .filter(|l| l.trim().starts_with("s_cmp_lg"))
            .count();
        assert!(
            tests <= 3 * n as usize,
            "{}: {tests} resume tests for {n} exits:\n{}",
            common::name(&t),
            k.body
        );
    }
}
