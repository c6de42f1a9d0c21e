//! No false alarms: every committed corpus program verifies clean on its
//! platform (IGC's own output for skl, tgllp, dg2-g10, pvc; the hand-written
//! programs on their `// platform:`).

use std::path::{Path, PathBuf};

use visa_verify::{render_human, verify_text, Location, Options};

/// `(file relative to the repository, rule, offending line's text)` of known
/// real violations.
fn known() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(root().join("tests/verify/corpus-known-violations.txt"))
        .expect("tests/verify/corpus-known-violations.txt");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (head, line) = l.split_once('|').unwrap_or_else(|| panic!("bad line: {l}"));
            let f: Vec<&str> = head.split_whitespace().collect();
            assert_eq!(f.len(), 2, "bad line: {l}");
            (f[0].to_string(), f[1].to_string(), line.trim().to_string())
        })
        .collect()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files(&p));
        } else {
            let n = p.file_name().unwrap().to_string_lossy().into_owned();
            if n.ends_with(".visaasm") && !n.ends_with(".genx.visaasm") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Verifies every file; returns (verified, not parsed yet) and collects alarms.
fn check(
    paths: &[PathBuf],
    platform: impl Fn(&str) -> visa::Platform,
    alarms: &mut Vec<String>,
) -> (usize, usize) {
    let known = known();
    let (mut ok, mut unparsed) = (0, 0);
    for p in paths {
        let src = std::fs::read_to_string(p).unwrap();
        // Only programs the assembler itself accepts are the verifier's
        // business here (LSC syntax is still being added for DG2/PVC).
        let plat = platform(&src);
        if visa_text::parse_with(&src, visa_text::ParseOptions { platform: plat }).is_err() {
            unparsed += 1;
            continue;
        }
        let d = verify_text(&src, &Options { platform: plat }).expect("parsed above");
        let rel = p
            .strip_prefix(root())
            .unwrap_or(p)
            .to_string_lossy()
            .replace("\\", "/");
        let rel = rel
            .trim_start_matches("./")
            .trim_start_matches("../../")
            .to_string();
        let expected: Vec<(String, String)> = known
            .iter()
            .filter(|k| k.0 == rel)
            .map(|k| (k.1.clone(), k.2.clone()))
            .collect();
        let got: Vec<(String, String)> = d
            .iter()
            .map(|x| {
                let line = match x.location {
                    Some(Location::Text { line, .. }) => line,
                    _ => 0,
                };
                let text = src.lines().nth(line.wrapping_sub(1)).unwrap_or("");
                (x.rule.name().to_string(), text.trim().to_string())
            })
            .collect();
        let f = p.display().to_string();
        for (x, g) in d.iter().zip(&got) {
            if !expected.contains(g) {
                alarms.push(render_human(x, &f, Some(&src)));
            }
        }
        for e in &expected {
            if !got.contains(e) {
                alarms.push(format!(
                    "{f}: known violation {} at `{}` is no longer reported; remove it from corpus-known-violations.txt",
                    e.0, e.1
                ));
            }
        }
        if got.iter().all(|g| expected.contains(g)) && expected.iter().all(|e| got.contains(e)) {
            ok += 1;
        }
    }
    (ok, unparsed)
}

#[test]
fn corpus_verifies_clean() {
    let mut alarms = Vec::new();
    let mut report = Vec::new();
    for (dir, plat) in [
        ("skl", visa::Platform::Skl),
        ("tgllp", visa::Platform::Tgllp),
        ("dg2-g10", visa::Platform::Dg2),
        ("pvc", visa::Platform::Pvc),
    ] {
        let fs: Vec<PathBuf> = files(&root().join("tests/corpus/ocl").join(dir))
            .into_iter()
            .filter(|p| p.to_string_lossy().contains("_simd"))
            .collect();
        let (ok, unparsed) = check(&fs, |_| plat, &mut alarms);
        report.push(format!(
            "{dir}: {ok} clean, {unparsed} not parsed yet, of {}",
            fs.len()
        ));
        // Every IGC file parses (LSC included) and verifies clean.
        assert!(
            unparsed == 0 && ok == fs.len() && ok > 80,
            "{dir}: {ok} clean, {unparsed} unparsed, of {}",
            fs.len()
        );
    }
    let hw = files(&root().join("tests/corpus/handwritten"));
    let (ok, unparsed) = check(
        &hw,
        |src| {
            src.lines()
                .next()
                .and_then(|l| l.strip_prefix("// platform: "))
                .and_then(|n| visa::Platform::from_name(n.trim()))
                .unwrap_or(visa::Platform::Skl)
        },
        &mut alarms,
    );
    report.push(format!(
        "handwritten: {ok} clean, {unparsed} not parsed yet, of {}",
        hw.len()
    ));
    eprintln!("{}", report.join("\n"));
    assert!(
        alarms.is_empty(),
        "{} false alarms:\n{}",
        alarms.len(),
        alarms.join("\n")
    );
}
