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

/// The wavefront size comes from the descriptor: clang's default wave32
/// for gfx1030, `-mwavefrontsize64` gives wave64, GFX9 is always wave64.
#[test]
fn wavefront_size_from_the_descriptor() {
    let mut seen = Vec::new();
    for t in TARGETS {
        let cs = cases(Some("collatz"), Some(t));
        assert_eq!(cs.len(), 1, "{t}");
        let bytes = std::fs::read(&cs[0].code_object).unwrap();
        let p = gcn_emu::Program::new(&bytes).unwrap_or_else(|e| panic!("{t}: {e}"));
        let k = &p.kernels[0];
        let want = if t == "gfx1030" { 32 } else { 64 };
        assert_eq!(k.wave_size, want, "{t}");
        assert!(RUNNABLE.contains(&t), "{t}");
        seen.push(t);
    }
    assert_eq!(seen.len(), 6);
}
