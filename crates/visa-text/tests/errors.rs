//! Every file of `tests/text-errors/` is invalid in exactly one way; the
//! parser must report the message recorded in `expected.txt` at the recorded
//! line and column, and must never panic.

use std::path::Path;

#[test]
fn invalid_inputs_report_located_errors() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/text-errors");
    let expected = std::fs::read_to_string(dir.join("expected.txt")).expect("expected.txt");
    let mut n = 0;
    let mut failures = Vec::new();
    for line in expected.lines().filter(|l| !l.trim().is_empty()) {
        let (name, rest) = line.split_once(' ').expect("name");
        let (loc, msg) = rest.split_once(' ').expect("location");
        let (l, c) = loc.split_once(':').expect("line:col");
        let src = std::fs::read_to_string(dir.join(format!("{name}.visaasm"))).expect("case file");
        n += 1;
        match visa_text::parse(&src) {
            Ok(_) => failures.push(format!("{name}: parsed without error")),
            Err(e) => {
                let got = (e.line.to_string(), e.col.to_string(), e.message.clone());
                if got != (l.to_string(), c.to_string(), msg.to_string()) {
                    failures.push(format!(
                        "{name}: expected {l}:{c} {msg}\n   got {}:{} {}",
                        e.line, e.col, e.message
                    ));
                }
                // The rendering points at the same place.
                let r = e.render(name, &src);
                assert!(r.contains(&format!("{name}:{}:{}", e.line, e.col)), "{r}");
            }
        }
    }
    assert!(n >= 40, "only {n} invalid inputs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every case file has an expectation.
    let files = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "visaasm")
        })
        .count();
    assert_eq!(files, n, "case files without a line in expected.txt");
}
