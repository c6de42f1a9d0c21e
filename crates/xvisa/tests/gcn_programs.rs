//! The GCN emulator's unit programs (`tests/gcn-emu/programs`, built by
//! `scripts/gcn-emu/programs.py`): each pins one rule with exact results,
//! or is a violation the emulator must report. Run through `xvisa co run`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/gcn-emu/programs")
}

struct Program {
    name: String,
    run: Vec<String>,
    error: Option<String>,
    expect: Vec<usize>,
}

fn programs() -> Vec<Program> {
    let mut out = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    names.sort();
    for p in names {
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        let mut prog = Program {
            name,
            run: Vec::new(),
            error: None,
            expect: Vec::new(),
        };
        for line in std::fs::read_to_string(&p).unwrap().lines() {
            let Some(h) = line.strip_prefix("// ") else {
                break;
            };
            let Some((k, v)) = h.split_once(':') else {
                break;
            };
            let v = v.trim();
            match k.trim() {
                "run" => {
                    prog.run = v
                        .split_whitespace()
                        .map(|a| match a.split_once("=file:") {
                            Some((i, f)) => format!("{i}=file:{}", dir().join(f).display()),
                            None => a.to_string(),
                        })
                        .collect()
                }
                "error" => prog.error = Some(v.to_string()),
                k if k.starts_with("expect arg") => {
                    let i = k["expect arg".len()..].split_whitespace().next().unwrap();
                    prog.expect.push(i.parse().unwrap());
                }
                _ => {}
            }
        }
        out.push(prog);
    }
    out
}

#[test]
fn unit_programs_give_their_results() {
    let mut failures = Vec::new();
    let progs = programs();
    assert!(progs.len() >= 20, "only {} programs", progs.len());
    for p in &progs {
        let out =
            std::env::temp_dir().join(format!("xvisa-gcn-prog-{}-{}", std::process::id(), p.name));
        let _ = std::fs::remove_dir_all(&out);
        let r = Command::new(env!("CARGO_BIN_EXE_xvisa"))
            .args(["co", "run"])
            .arg(dir().join(format!("{}.co", p.name)))
            .args(&p.run)
            .arg("--out-dir")
            .arg(&out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&r.stderr).to_string();
        match &p.error {
            Some(e) => {
                if r.status.code() != Some(1) || !stderr.contains(e.as_str()) {
                    failures.push(format!(
                        "{}: expected exit 1 with `{e}`, got {:?}: {stderr}",
                        p.name,
                        r.status.code()
                    ));
                }
                if out.exists() {
                    failures.push(format!("{}: a failed run wrote {}", p.name, out.display()));
                }
            }
            None => {
                if !r.status.success() {
                    failures.push(format!("{}: {stderr}", p.name));
                    continue;
                }
                for i in &p.expect {
                    let exp = std::fs::read(dir().join(format!("{}.arg{i}.expected.bin", p.name)))
                        .unwrap();
                    let got = std::fs::read(out.join(format!("arg{i}.bin"))).unwrap();
                    if exp != got {
                        let words = |b: &[u8]| {
                            b.chunks(4)
                                .take(16)
                                .map(|c| {
                                    format!(
                                        "{:#x}",
                                        u32::from_le_bytes(c.try_into().unwrap_or([0; 4]))
                                    )
                                })
                                .collect::<Vec<_>>()
                                .join(" ")
                        };
                        failures.push(format!(
                            "{}: arg{i} differs:\n   got {}\n  want {}",
                            p.name,
                            words(&got),
                            words(&exp)
                        ));
                    }
                }
            }
        }
        let _ = std::fs::remove_dir_all(&out);
    }
    for f in &failures {
        eprintln!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs failed",
        failures.len(),
        progs.len()
    );
}
