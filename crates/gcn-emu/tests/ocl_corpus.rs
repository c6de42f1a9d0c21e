//! Every kernel of the AMDGPU corpus on every target gives pocl's results.

mod corpus;

use corpus::{cases, run_case, Outcome, RUNNABLE, TARGETS};

#[test]
fn corpus_matches_pocl() {
    let kernels = std::env::var("GCN_CORPUS").ok();
    let targets = std::env::var("GCN_TARGETS").unwrap_or_else(|_| RUNNABLE.join(","));
    let targets = Some(targets.as_str());
    let mut pass = 0;
    let mut failed = Vec::new();
    for c in cases(kernels.as_deref(), targets) {
        let tag = format!("{} {}", c.target, c.kernel);
        match run_case(&c) {
            Outcome::Pass => pass += 1,
            Outcome::Fail(w) => failed.push(format!("{tag}: {w}")),
        }
    }
    eprintln!("corpus: {pass} pass, {} fail", failed.len());
    for f in &failed {
        eprintln!("  FAIL {f}");
    }
    assert!(
        failed.is_empty(),
        "{} corpus runs differ from pocl",
        failed.len()
    );
}

/// The corpus targets the emulator cannot run yet (GFX10) are refused when
/// loaded, each with the message saying so (this test fails, on purpose,
/// when they run: add the target to `RUNNABLE`).
#[test]
fn targets_without_a_decoder_are_refused() {
    for t in TARGETS.iter().filter(|t| !RUNNABLE.contains(t)) {
        let cs = cases(Some("collatz"), Some(t));
        assert_eq!(cs.len(), 1, "{t}");
        let bytes = std::fs::read(&cs[0].code_object).unwrap();
        let e = match gcn_emu::Program::new(&bytes) {
            Ok(_) => panic!("{t}: loads; add it to RUNNABLE"),
            Err(e) => e.to_string(),
        };
        let cpu = t.trim_end_matches("-w64");
        assert_eq!(
            e,
            format!("ELF header.e_flags: the emulator has no GFX10 semantics for {cpu} yet (the instruction-set layer decodes it)"),
            "{t}"
        );
    }
}
