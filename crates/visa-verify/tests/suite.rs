//! The invalid-program suite (`tests/verify/cases`): each case breaks exactly
//! one rule, named with its line by the case's `// expect: RULE LINE`.

use std::collections::BTreeSet;
use std::path::PathBuf;

use visa_verify::{verify_text, Location, Options, RULES};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Case {
    name: String,
    src: String,
    platform: visa::Platform,
    rule: String,
    line: usize,
}

fn cases() -> Vec<Case> {
    let dir = root().join("tests/verify/cases");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/verify/cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "visaasm"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let src = std::fs::read_to_string(&p).expect("read case");
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let mut lines = src.lines();
            let platform = lines
                .next()
                .and_then(|l| l.strip_prefix("// platform: "))
                .and_then(|n| visa::Platform::from_name(n.trim()))
                .unwrap_or_else(|| panic!("{name}: first line must be `// platform: NAME`"));
            let expect = lines
                .next()
                .and_then(|l| l.strip_prefix("// expect: "))
                .unwrap_or_else(|| panic!("{name}: second line must be `// expect: RULE LINE`"));
            let (rule, line) = expect.trim().split_once(' ').expect("RULE LINE");
            Case {
                name,
                platform,
                rule: rule.to_string(),
                line: line.parse().expect("line number"),
                src,
            }
        })
        .collect()
}

#[test]
fn every_case_breaks_exactly_its_rule_at_its_line() {
    let mut failures = Vec::new();
    for c in cases() {
        let diags = match verify_text(
            &c.src,
            &Options {
                platform: c.platform,
            },
        ) {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{}: parse error {e}", c.name));
                continue;
            }
        };
        let got: Vec<(String, usize)> = diags
            .iter()
            .map(|d| {
                let line = match d.location {
                    Some(Location::Text { line, .. }) => line,
                    _ => 0,
                };
                (d.rule.name().to_string(), line)
            })
            .collect();
        if got != [(c.rule.clone(), c.line)] {
            failures.push(format!(
                "{}: expected [{} {}], got {got:?}",
                c.name, c.rule, c.line
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn suite_covers_every_rule_with_at_least_60_cases() {
    let cs = cases();
    assert!(cs.len() >= 60, "only {} cases", cs.len());
    let covered: BTreeSet<&str> = cs.iter().map(|c| c.rule.as_str()).collect();
    let missing: Vec<&str> = RULES
        .iter()
        .map(|r| r.name)
        .filter(|n| !covered.contains(n))
        .collect();
    assert!(missing.is_empty(), "rules no case breaks: {missing:?}");
    for c in &cs {
        assert!(
            RULES.iter().any(|r| r.name == c.rule),
            "{}: unknown rule {}",
            c.name,
            c.rule
        );
    }
}

fn readme_section() -> String {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme
        .find("<!-- verify:begin -->")
        .expect("verify:begin marker");
    let end = readme
        .find("<!-- verify:end -->")
        .expect("verify:end marker");
    readme[start..end].to_string()
}

#[test]
fn readme_documents_every_rule() {
    let section = readme_section();
    for r in RULES {
        assert!(
            section.contains(&format!("| `{}` |", r.name)),
            "README has no row for rule `{}`",
            r.name
        );
    }
}

#[test]
fn readme_lists_exactly_the_cases_genx_ir_accepts() {
    let verdicts = std::fs::read_to_string(root().join("tests/verify/genx-verdicts.txt"))
        .expect("genx-verdicts.txt");
    let accepted: BTreeSet<String> = verdicts
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .filter(|(_, v)| v.trim() == "accepts")
        .map(|(n, _)| n.to_string())
        .collect();
    let all: BTreeSet<String> = cases().into_iter().map(|c| c.name).collect();
    let section = readme_section();
    let table = section
        .split("<!-- verify:accepts -->")
        .nth(1)
        .expect("verify:accepts marker before the table")
        .split("<!-- verify:crashes -->")
        .next()
        .unwrap_or("");
    let listed: BTreeSet<String> = table
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(|s| s.to_string())
        .filter(|s| all.contains(s))
        .collect();
    assert_eq!(
        listed, accepted,
        "README accepts table vs genx-verdicts.txt"
    );
    // Every verdict names a case.
    let named: BTreeSet<String> = verdicts
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split(' ').next())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(named, all, "genx-verdicts.txt vs cases");
}

/// The rest of each program is valid: without the reported line it verifies
/// clean (so the case breaks one rule, not one rule that hides others).
/// Where the line cannot go alone (a call's target, a subroutine header),
/// the case is listed here.
const LINE_NOT_REMOVABLE: &[&str] = &[
    // Without its header the subroutine's body follows the kernel's ret and
    // the call has no target.
    "51-subroutine-without-ret",
];

#[test]
fn each_case_is_valid_without_its_line() {
    let mut failures = Vec::new();
    for c in cases() {
        if LINE_NOT_REMOVABLE.contains(&c.name.as_str()) {
            continue;
        }
        let src: String = c
            .src
            .lines()
            .enumerate()
            .filter(|&(i, _)| i + 1 != c.line)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        match verify_text(
            &src,
            &Options {
                platform: c.platform,
            },
        ) {
            Ok(d) if d.is_empty() => {}
            Ok(d) => failures.push(format!(
                "{}: still {:?}",
                c.name,
                d.iter()
                    .map(|x| (x.rule.name(), x.message.clone()))
                    .collect::<Vec<_>>()
            )),
            Err(e) => failures.push(format!("{}: {e}", c.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
