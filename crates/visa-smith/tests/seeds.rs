//! The generator and the differential check on fixed seeds (fast enough
//! for every `cargo test`), and the reduced cases of the differences the
//! fuzzer found (`tests/regress`). What every case gives is pinned in
//! `tests/seeds-table.txt` (`XVISA_BLESS=1` rewrites it): a new
//! difference, a new refusal or a fixed difference all change the table.
//! Every generated kernel must be clean for the verifier. Needs
//! `ld.lld-14` (it fails loudly without it).

use std::path::{Path, PathBuf};

use visa_smith::{case_of_seed, check, Case, Outcome};

/// Seeds checked by `cargo test`.
const SEEDS: u64 = 150;

fn short(o: &Outcome) -> String {
    match o {
        Outcome::Match => "match".into(),
        Outcome::Refused(m) => format!("refused: {}", m.rsplit("`: ").next().unwrap_or(m)),
        Outcome::Invalid(m) => format!("INVALID (generator bug): {m}"),
        Outcome::Mismatch(m) => format!("DIFFERS: {}", m.lines().next().unwrap_or("")),
    }
}

#[test]
fn seeds_and_regressions() {
    let ok = std::process::Command::new("ld.lld-14")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(ok, "this test needs `ld.lld-14` (LLVM 14's lld) on PATH");
    let tmp = std::env::temp_dir().join(format!("visa-smith-test-{}", std::process::id()));
    let mut text = String::from(
        "# visa-smith: what each case gives (written by `XVISA_BLESS=1 cargo test --release -p visa-smith --test seeds`)\n\n",
    );
    let mut invalid = Vec::new();
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    let mut rows = String::new();
    for seed in 0..SEEDS {
        let c = case_of_seed(seed);
        let o = check(&c, &tmp);
        if let Outcome::Invalid(m) = &o {
            invalid.push(format!("seed {seed}: {m}"));
        }
        *counts
            .entry(match o {
                Outcome::Match => "match",
                Outcome::Refused(_) => "refused",
                Outcome::Invalid(_) => "invalid",
                Outcome::Mismatch(_) => "differs",
            })
            .or_default() += 1;
        rows.push_str(&format!("seed {seed}: {}\n", short(&o)));
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regress");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "visaasm"))
        .collect();
    files.sort();
    for f in files {
        let c = Case::from_file(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let o = check(&c, &tmp);
        if let Outcome::Invalid(m) = &o {
            invalid.push(format!("{}: {m}", f.display()));
        }
        rows.push_str(&format!(
            "regress/{}: {}\n",
            f.file_name().unwrap().to_string_lossy(),
            short(&o)
        ));
    }
    let _ = std::fs::remove_dir_all(&tmp);
    for (k, n) in &counts {
        text.push_str(&format!("{n:4}  seeds 0..{SEEDS}: {k}\n"));
    }
    text.push('\n');
    text.push_str(&rows);
    assert!(
        invalid.is_empty(),
        "the generator wrote kernels that are not valid:\n{}",
        invalid.join("\n")
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/seeds-table.txt");
    if std::env::var_os("XVISA_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        want == text,
        "the seeds table changed (XVISA_BLESS=1 rewrites {}):\n{text}",
        path.display()
    );
}

/// A case survives its file form.
#[test]
fn file_round_trip() {
    for seed in 0..20 {
        let c = case_of_seed(seed);
        assert_eq!(Case::from_file(&c.to_file()).unwrap(), c);
    }
    assert!(Case::from_file("mov").is_err());
    assert!(Case::from_file("// smith: platform=XYZ\n").is_err());
    assert!(Case::from_file("// smith: simd=8\n// smith-in: 0\n").is_err());
}

/// Two runs of a seed give the same kernel (seeds name cases).
#[test]
fn seeds_are_deterministic() {
    for seed in [0, 7, 1 << 40] {
        assert_eq!(case_of_seed(seed), case_of_seed(seed));
    }
    assert_ne!(case_of_seed(1).text, case_of_seed(2).text);
}
