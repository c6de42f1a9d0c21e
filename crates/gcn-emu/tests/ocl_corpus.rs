//! Every kernel of the AMDGPU corpus on every target gives pocl's results.

mod corpus;

use corpus::{cases, run_case, Outcome};

#[test]
fn corpus_matches_pocl() {
    let kernels = std::env::var("GCN_CORPUS").ok();
    let targets = std::env::var("GCN_TARGETS").ok();
    let mut pass = 0;
    let mut failed = Vec::new();
    for c in cases(kernels.as_deref(), targets.as_deref()) {
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
