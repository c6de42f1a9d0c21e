//! `xvisa verify`: exit status, human and JSON output, text and binary input.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn xvisa(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run xvisa");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn clean_program_exits_0() {
    let (code, out, _) = xvisa(&["verify", "tests/corpus/handwritten/flow.visaasm"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.is_empty());
}

#[test]
fn violation_exits_1_with_rule_location_and_operand() {
    let f = "tests/verify/cases/04-src-spans-three-grfs.visaasm";
    let (code, out, _) = xvisa(&["verify", f]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("error[region-grf-span]: `VC(0,4)<16;8,2>` spans 3 GRFs"),
        "{out}"
    );
    assert!(out.contains(&format!("--> {f}:17:28")), "{out}");
    assert!(out.contains("^^^^^^^^^^^^^^^"), "{out}");
    let (code, json, _) = xvisa(&["verify", "--format", "json", f]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].starts_with("{\"rule\":\"region-grf-span\",\"file\":"),
        "{json}"
    );
    assert!(lines[0].contains("\"line\":17,\"column\":28"), "{json}");
}

#[test]
fn platform_option_overrides_the_comment() {
    // lrp exists on SKL, not on TGLLP (the case's platform).
    let f = "tests/verify/cases/80-lrp-on-tgllp.visaasm";
    assert_eq!(xvisa(&["verify", f]).0, 1);
    assert_eq!(xvisa(&["verify", "--platform", "SKL", f]).0, 0);
}

#[test]
fn binary_input_is_located_by_instruction_and_offset() {
    let (code, out, _) = xvisa(&["verify", "tests/corpus/handwritten/flow.genx.isa"]);
    assert_eq!(code, 0, "{out}");
    let dir = std::env::temp_dir().join(format!("xvisa-verify-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let isa = dir.join("bad.isa");
    // Assemble a suite case with every operand kept, then verify the object.
    let (code, _, err) = xvisa(&[
        "asm",
        "--layout",
        "full",
        "tests/verify/cases/40-mask-m2-simd8.visaasm",
        "-o",
        isa.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = xvisa(&["verify", "--format", "json", isa.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("\"rule\":\"mask-offset-alignment\""), "{out}");
    assert!(
        out.contains("\"kernel\":\"k\",\"instruction\":0,\"offset\":"),
        "{out}"
    );
}

#[test]
fn syntax_error_exits_1_and_missing_file_2() {
    let dir = std::env::temp_dir().join(format!("xvisa-verify-syn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.visaasm");
    std::fs::write(&f, ".version 4.1\n.kernel \"k\"\n    add (M1, 8\n").unwrap();
    let (code, _, err) = xvisa(&["verify", f.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 1);
    assert!(err.contains("error:"), "{err}");
    assert_eq!(xvisa(&["verify", "no/such/file.visaasm"]).0, 2);
}
