//! Every corpus kernel on every platform (SKL, TGLLP, DG2, PVC) gives pocl's
//! committed results.

mod corpus;

use corpus::{cases, run_case, Outcome};

#[test]
fn corpus_matches_pocl() {
    let filter = std::env::var("XVISA_CORPUS").ok();
    let mut pass = 0;
    let mut failed = Vec::new();
    for c in cases(filter.as_deref()) {
        let tag = format!("{} {}", c.platform, c.kernel);
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
        filter.is_some() || pass + failed.len() >= 361,
        "only {} corpus runs",
        pass + failed.len()
    );
    assert!(
        failed.is_empty(),
        "{} corpus kernels differ from pocl",
        failed.len()
    );
}
