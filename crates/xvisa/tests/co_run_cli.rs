//! `xvisa co run` end to end: a corpus kernel gives pocl's result, `--trace`
//! prints each instruction with the EXEC mask, and every kind of failure
//! exits with its status and a located message (2: usage, 1: a code object
//! or run that fails).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn xvisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(args)
        .output()
        .unwrap()
}

fn s(p: &Path) -> String {
    p.to_str().unwrap().to_string()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-co-run-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn collatz() -> PathBuf {
    root().join("tests/corpus/gcn/gfx900/collatz.co")
}

fn collatz_in() -> String {
    format!(
        "0=file:{}",
        s(&root().join("tests/corpus/ocl/runs/collatz/arg0.in.bin"))
    )
}

fn program(name: &str) -> PathBuf {
    root().join("tests/gcn-emu/programs").join(format!("{name}.co"))
}

#[test]
fn corpus_kernel_matches_pocl() {
    let out = tmp("collatz");
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--kernel",
        "collatz",
        "--grid",
        "4096",
        "--block",
        "64",
        "--arg",
        &collatz_in(),
        "--arg",
        "1=u64:1",
        "--out-dir",
        &s(&out),
        "--stats",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let got = std::fs::read(out.join("arg0.bin")).unwrap();
    let want = std::fs::read(root().join("tests/corpus/ocl/runs/collatz/arg0.expected.bin")).unwrap();
    assert_eq!(got, want);
    let e = stderr(&o);
    assert!(e.contains("4096 work-items, 64 waves,"), "{e}");
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn trace_prints_each_instruction_with_exec() {
    let o = xvisa(&[
        "co",
        "run",
        &s(&program("exec_cf")),
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "0=zeros:512",
        "--trace",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let e = stderr(&o);
    let lines: Vec<&str> = e.lines().collect();
    assert!(
        lines[0].starts_with("g(0,0,0) w0 0x") && lines[0].contains(" exec_cf+0x0 exec=ffffffffffffffff "),
        "{}",
        lines[0]
    );
    // some instruction ran with a partial mask, and the last is s_endpgm
    assert!(
        lines.iter().any(|l| l.contains(" exec=") && !l.contains("exec=ffffffffffffffff")),
        "{e}"
    );
    assert!(lines.last().unwrap().ends_with("s_endpgm"), "{e}");
}

#[test]
fn no_checks_runs_what_the_checks_stop() {
    let args = |extra: &[&'static str]| {
        let mut v = vec!["co", "run"];
        let p = Box::leak(s(&program("err_vmcnt")).into_boxed_str());
        v.push(p);
        v.extend(["--grid", "64", "--block", "64", "--arg", "0=zeros:256"]);
        v.extend(extra);
        v
    };
    let o = xvisa(&args(&[]));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no s_waitcnt vmcnt covers that load"), "{}", stderr(&o));
    let o = xvisa(&args(&["--no-checks"]));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn usage_errors_exit_2() {
    let co = s(&collatz());
    let input = collatz_in();
    let cases: &[(&[&str], &str)] = &[
        (&["--grid", "64"], "kernel `collatz` needs --arg I=SPEC for argument 0, argument 1"),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=zeros:4"],
            "argument 1 is",
        ),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=u32:1"],
            "takes 8 bytes, this value has 4",
        ),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=u64:1", "--arg", "2=u64:0"],
            "kernel `collatz` has 2 arguments",
        ),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=u64:1", "--arg", "1=u64:0"],
            "argument 1 is already given",
        ),
        (
            &["--grid", "2048", "--block", "2048", "--arg", &input, "--arg", "1=u64:1"],
            "more than kernel `collatz` allows",
        ),
        (
            &["--grid", "64", "--kernel", "nope", "--arg", &input, "--arg", "1=u64:1"],
            "has no kernel `nope` (kernels: collatz)",
        ),
        (&["--arg", &input], "--grid"),
        (
            &["--grid", "64", "--arg", &input, "--arg", "1=u64:1", "--max-instructions", "0"],
            "max-instructions",
        ),
    ];
    for (args, want) in cases {
        let mut v = vec!["co", "run", co.as_str()];
        v.extend_from_slice(args);
        let o = xvisa(&v);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{args:?}: want `{want}` in {}", stderr(&o));
    }
}

/// Bad code objects: each exits 1 with a message naming the file and what
/// is wrong where.
#[test]
fn bad_code_objects_exit_1() {
    let dir = tmp("bad");
    let good = std::fs::read(collatz()).unwrap();
    let mut cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", Vec::new(), ""),
        ("text", b"not an ELF file at all".to_vec(), ""),
        ("truncated", good[..200].to_vec(), ""),
    ];
    // an unknown processor in e_flags
    let mut flags = good.clone();
    flags[48] = 0xff;
    cases.push(("flags", flags, "e_flags"));
    // an x86 ELF (the test binary itself)
    let host = std::fs::read(std::env::current_exe().unwrap()).unwrap();
    cases.push(("host", host[..host.len().min(1 << 20)].to_vec(), ""));
    for (name, bytes, want) in &cases {
        let p = dir.join(format!("{name}.co"));
        std::fs::write(&p, bytes).unwrap();
        let o = xvisa(&["co", "run", &s(&p), "--grid", "64", "--arg", "0=zeros:256"]);
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains(&format!("{name}.co")) && e.contains(want), "{name}: {e}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn run_errors_exit_1_located() {
    // out of bounds: the instruction (function, offset, address, text), the
    // lane and work-item, the group and wave, and the buffer
    let o = xvisa(&[
        "co",
        "run",
        &s(&collatz()),
        "--grid",
        "4096",
        "--block",
        "64",
        "--arg",
        "0=zeros:1024",
        "--arg",
        "1=u64:1",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("collatz+0xdc (0x17dc): `global_store_dword v[0:1], v4, off`")
            && e.contains("lane ")
            && e.contains("work-item (256,0,0) (group (4,0,0) wave 0)")
            && e.contains("out-of-bounds access")
            && e.contains("argument 0"),
        "{e}"
    );
}
