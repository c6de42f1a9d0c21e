//! IGC's SIMD32 code splits instructions into `(M1, 16)` and `(M5, 16)`
//! halves on separate variables; the finalizer gives the two variables
//! one register (each keeps its own lanes) and runs each pair of halves
//! as one full-wave instruction. This kernel is in that shape: it must
//! compute the vISA emulator's bytes on gfx900 (wave64), gfx90a and
//! gfx1030 (wave32), and each pair of halves must be one instruction.
//! Needs `ld.lld-14` (the emulator runs linked objects; the test fails
//! loudly without it).

mod common;

use common::{In, Shape};
use visa_finalize::target::Target;

const SRC: &str = "\
         .version 4.1\n\
         .kernel \"halves\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl A v_type=G type=d num_elts=16 align=GRF\n\
         .decl B v_type=G type=d num_elts=16 align=GRF\n\
         .decl C v_type=G type=d num_elts=16 align=GRF\n\
         .decl D v_type=G type=d num_elts=16 align=GRF\n\
         .function \"halves_0\"\n\
         halves_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1, 16) A(0,0)<1> X(0,0)<1;1,0>\n\
             mov (M5, 16) B(0,0)<1> X(2,0)<1;1,0>\n\
             add (M1, 16) C(0,0)<1> A(0,0)<1;1,0> 0x7:d\n\
             add (M5, 16) D(0,0)<1> B(0,0)<1;1,0> 0x7:d\n\
             mul (M1, 16) C(0,0)<1> C(0,0)<1;1,0> A(0,0)<1;1,0>\n\
             mul (M5, 16) D(0,0)<1> D(0,0)<1;1,0> B(0,0)<1;1,0>\n\
             mov (M1, 16) Y(0,0)<1> C(0,0)<1;1,0>\n\
             mov (M5, 16) Y(2,0)<1> D(0,0)<1;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

/// 32 dwords of mixed signs and magnitudes.
fn input() -> Vec<u8> {
    (0..32u32)
        .flat_map(|i| (i.wrapping_mul(0x9e37_79b9) ^ 0x8000_0001).to_le_bytes())
        .collect()
}

/// Finalizes the SIMD32 kernel `src` (arguments OUT, INP: 32 dwords in,
/// `out_bytes` out) for gfx900, gfx90a and gfx1030, checks that `xvisa co
/// run` of each computes the bytes `xvisa run` computes (and something),
/// and returns each target with its kernel's assembly body.
fn finalize_and_compare(src: &str, inp: &[u8], out_bytes: usize) -> Vec<(Target, String)> {
    let platform = visa::Platform::Skl;
    let module = common::parse(src, platform);
    let zero = vec![0u8; out_bytes];
    let io = [
        ("OUT", In::Buf(zero.clone())),
        ("INP", In::Buf(inp.to_vec())),
    ];
    let mut res = Vec::new();
    for t in common::targets() {
        let k = common::finalize(&module, platform, 32, &t)
            .unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        let co = common::link(&k, &t);
        let out = common::run_both(&module, platform, &k, &co, &t, &Shape::thread(32), &io);
        assert_ne!(out[0], zero, "the kernel writes its output");
        res.push((t, k.body));
    }
    res
}

#[test]
fn split_halves_fuse_and_compute_the_emulators_results() {
    for (t, body) in finalize_and_compare(SRC, &input(), 128) {
        // One instruction per pair of halves, with no EXEC change around.
        let lines: Vec<&str> = body.lines().map(str::trim).collect();
        let add = if t.gen >= 10 {
            "v_add_nc_u32"
        } else {
            "v_add_u32"
        };
        for op in [add, "v_mul_lo_u32"] {
            let at: Vec<usize> = (0..lines.len())
                .filter(|&i| lines[i].starts_with(op))
                .collect();
            assert_eq!(at.len(), 1, "{}: one {op}:\n{}", t.proc, body);
            let near = &lines[at[0] - 1..=at[0] + 1];
            assert!(
                !near.iter().any(|l| l.contains("exec")),
                "{}: EXEC changes around {op}: {near:?}",
                t.proc
            );
        }
    }
}

/// Compare halves into one predicate, inside a divergent `goto` (lanes
/// where X > 2^30 jump over them): P1's bits of the skipped lanes must
/// keep what the full-width compare before wrote, the others take the
/// halves' compares.
const PRED: &str = "\
         .version 4.1\n\
         .kernel \"pred_halves\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl A v_type=G type=d num_elts=16 align=GRF\n\
         .decl B v_type=G type=d num_elts=16 align=GRF\n\
         .decl C v_type=G type=d num_elts=16 align=GRF\n\
         .decl D v_type=G type=d num_elts=16 align=GRF\n\
         .decl P1 v_type=P num_elts=32\n\
         .decl P2 v_type=P num_elts=32\n\
         .function \"pred_halves_0\"\n\
         pred_halves_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1, 16) A(0,0)<1> X(0,0)<1;1,0>\n\
             mov (M5, 16) B(0,0)<1> X(2,0)<1;1,0>\n\
             cmp.lt (M1, 32) P1 X(0,0)<1;1,0> 0x0:d\n\
             cmp.gt (M1, 32) P2 X(0,0)<1;1,0> 0x40000000:d\n\
             (P2) goto (M1, 32) L1\n\
             add (M1, 16) C(0,0)<1> A(0,0)<1;1,0> 0x1:d\n\
             add (M5, 16) D(0,0)<1> B(0,0)<1;1,0> 0x1:d\n\
             cmp.le (M1, 16) P1 C(0,0)<1;1,0> 0x20000000:d\n\
             cmp.le (M5, 16) P1 D(0,0)<1;1,0> 0x20000000:d\n\
         L1:\n\
             (P1) sel (M1, 16) C(0,0)<1> A(0,0)<1;1,0> 0x7:d\n\
             (P1) sel (M5, 16) D(0,0)<1> B(0,0)<1;1,0> 0x7:d\n\
             mov (M1, 16) Y(0,0)<1> C(0,0)<1;1,0>\n\
             mov (M5, 16) Y(2,0)<1> D(0,0)<1;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

#[test]
fn compare_halves_into_a_predicate_fuse_and_keep_other_lanes_bits() {
    for (t, body) in finalize_and_compare(PRED, &input(), 128) {
        let lines: Vec<&str> = body.lines().map(str::trim).collect();
        let at: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("v_cmp_le_i32"))
            .collect();
        assert_eq!(at.len(), 1, "{}: one v_cmp_le_i32:\n{body}", t.proc);
        // Merged into P1 under EXEC itself (the halves cover the thread):
        // no mask register, no EXEC save around.
        let exec = if t.wave64 { "exec" } else { "exec_lo" };
        // (Hazard padding aside.)
        let next = lines[at[0] + 1..]
            .iter()
            .find(|l| !l.starts_with("s_nop"))
            .expect("code after the compare");
        assert!(
            next.starts_with("s_andn2") && next.ends_with(exec),
            "{}: merge under EXEC: {next}\n{body}",
            t.proc
        );
        assert!(
            !lines[at[0] - 1].contains("exec"),
            "{}: EXEC set before the compare:\n{body}",
            t.proc
        );
    }
}

/// A loop whose body writes temporaries half after half before reading
/// them (T, S: nothing flows into them from outside the block), and U,
/// written only where X <= 0 under a divergent `goto` and then read in
/// every lane (the other lanes read the vISA emulator's initial zeros).
const LOCALS: &str = "\
         .version 4.1\n\
         .kernel \"loop_locals\"\n\
         .decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type=d num_elts=32 align=GRF\n\
         .decl Y v_type=G type=d num_elts=32 align=GRF\n\
         .decl U v_type=G type=d num_elts=32 align=GRF\n\
         .decl T v_type=G type=d num_elts=16 align=GRF\n\
         .decl S v_type=G type=d num_elts=16 align=GRF\n\
         .decl I v_type=G type=d num_elts=1 align=dword\n\
         .decl P1 v_type=P num_elts=1\n\
         .decl P2 v_type=P num_elts=32\n\
         .function \"loop_locals_0\"\n\
         loop_locals_0:\n\
             svm_block_ld (8) INP(0,0)<0;1,0> X.0\n\
             mov (M1, 16) Y(0,0)<1> 0x0:d\n\
             mov (M5, 16) Y(2,0)<1> 0x0:d\n\
             mov (M1_NM, 1) I(0,0)<1> 0x0:d\n\
         LOOP:\n\
             add (M1, 16) T(0,0)<1> X(0,0)<1;1,0> I(0,0)<0;1,0>\n\
             add (M5, 16) S(0,0)<1> X(2,0)<1;1,0> I(0,0)<0;1,0>\n\
             mul (M1, 16) T(0,0)<1> T(0,0)<1;1,0> T(0,0)<1;1,0>\n\
             mul (M5, 16) S(0,0)<1> S(0,0)<1;1,0> S(0,0)<1;1,0>\n\
             add (M1, 16) Y(0,0)<1> Y(0,0)<1;1,0> T(0,0)<1;1,0>\n\
             add (M5, 16) Y(2,0)<1> Y(2,0)<1;1,0> S(0,0)<1;1,0>\n\
             add (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x1:d\n\
             cmp.lt (M1_NM, 1) P1 I(0,0)<0;1,0> 0x3:d\n\
             (P1) jmp (M1_NM, 1) LOOP\n\
             mul (M1, 16) T(0,0)<1> X(0,0)<1;1,0> 0x3:d\n\
             mul (M5, 16) S(0,0)<1> X(2,0)<1;1,0> 0x3:d\n\
             add (M1, 16) Y(0,0)<1> Y(0,0)<1;1,0> T(0,0)<1;1,0>\n\
             add (M5, 16) Y(2,0)<1> Y(2,0)<1;1,0> S(0,0)<1;1,0>\n\
             cmp.gt (M1, 16) P2 X(0,0)<1;1,0> 0x0:d\n\
             cmp.gt (M5, 16) P2 X(2,0)<1;1,0> 0x0:d\n\
             (P2) goto (M1, 32) L1\n\
             mov (M1, 16) U(0,0)<1> X(0,0)<1;1,0>\n\
             mov (M5, 16) U(2,0)<1> X(2,0)<1;1,0>\n\
         L1:\n\
             add (M1, 16) Y(0,0)<1> Y(0,0)<1;1,0> U(0,0)<1;1,0>\n\
             add (M5, 16) Y(2,0)<1> Y(2,0)<1;1,0> U(2,0)<1;1,0>\n\
             svm_block_st (8) OUT(0,0)<0;1,0> Y.0\n\
             ret (M1, 1)\n\
";

#[test]
fn loop_temporaries_written_before_read_get_no_initial_zeros() {
    for (t, body) in finalize_and_compare(LOCALS, &input(), 128) {
        // The kernel's start zeros, under EXEC = all lanes, the vector
        // registers whose value may be read before written: U's and Y's
        // (read after the `goto`'s join, where EXEC is not followed), not
        // X's (read in the loop: written on every lane of the thread
        // before) nor T's and S's (written in the loop's block before
        // read there).
        let lines: Vec<&str> = body.lines().map(str::trim).collect();
        let all = if t.wave64 { "exec, -1" } else { "exec_lo, -1" };
        let from = lines
            .iter()
            .position(|l| l.ends_with(all))
            .unwrap_or_else(|| panic!("{}: U's zeros:\n{body}", t.proc));
        let zeros = lines[from + 1..]
            .iter()
            .take_while(|l| !l.contains("exec"))
            .filter(|l| l.starts_with("v_mov_b32_e32") && l.ends_with(", 0"))
            .count();
        // (At least U's: its lanes where X > 0 are read unwritten.)
        assert!(
            (1..=2).contains(&zeros),
            "{}: {zeros} zeroed VGPRs:\n{body}",
            t.proc
        );
    }
}
