//! Every corpus kernel on every platform whose vISA the parser reads gives
//! pocl's committed results.

mod corpus;

use corpus::{cases, run_case, Outcome};

#[test]
fn corpus_matches_pocl() {
    let filter = std::env::var("XVISA_CORPUS").ok();
    let mut pass = 0;
    let mut skipped = Vec::new();
    let mut failed = Vec::new();
    for c in cases(filter.as_deref()) {
        let tag = format!("{} {}", c.platform, c.kernel);
        match run_case(&c) {
            Outcome::Pass => pass += 1,
            Outcome::Skip(w) => skipped.push(format!("{tag}: {w}")),
            Outcome::Fail(w) => failed.push(format!("{tag}: {w}")),
        }
    }
    eprintln!(
        "corpus: {pass} pass, {} fail, {} skipped",
        failed.len(),
        skipped.len()
    );
    for s in &skipped {
        eprintln!("  skip {s}");
    }
    for f in &failed {
        eprintln!("  FAIL {f}");
    }
    assert!(
        failed.is_empty(),
        "{} corpus kernels differ from pocl",
        failed.len()
    );
}
