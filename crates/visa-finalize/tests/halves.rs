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

#[test]
fn split_halves_fuse_and_compute_the_emulators_results() {
    let platform = visa::Platform::Skl;
    let module = common::parse(SRC, platform);
    let inp: Vec<u8> = (0..32u32)
        .flat_map(|i| (i.wrapping_mul(0x9e37_79b9) ^ 0x8000_0001).to_le_bytes())
        .collect();
    let zero = vec![0u8; inp.len()];
    let io = [("OUT", In::Buf(zero.clone())), ("INP", In::Buf(inp))];
    for t in common::targets() {
        let k = common::finalize(&module, platform, 32, &t)
            .unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        // One instruction per pair of halves, with no EXEC change around.
        let lines: Vec<&str> = k.body.lines().map(str::trim).collect();
        let add = if t.gen >= 10 {
            "v_add_nc_u32"
        } else {
            "v_add_u32"
        };
        for op in [add, "v_mul_lo_u32"] {
            let at: Vec<usize> = (0..lines.len())
                .filter(|&i| lines[i].starts_with(op))
                .collect();
            assert_eq!(at.len(), 1, "{}: one {op}:\n{}", t.proc, k.body);
            let near = &lines[at[0] - 1..=at[0] + 1];
            assert!(
                !near.iter().any(|l| l.contains("exec")),
                "{}: EXEC changes around {op}: {near:?}",
                t.proc
            );
        }
        let co = common::link(&k, &t);
        let out = common::run_both(&module, platform, &k, &co, &t, &Shape::thread(32), &io);
        assert_ne!(out[0], zero, "the kernel writes its output");
    }
}
