//! The README's main command: the vector-add example runs on the emulator
//! and gives c = a + b; the same file verifies clean and assembles.

use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn vadd_example_runs_as_the_readme_says() {
    let out = std::env::temp_dir().join(format!("xvisa-readme-{}", std::process::id()));
    let st = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(root())
        .args([
            "run",
            "examples/vadd.visaasm",
            "--media",
            "--global",
            "4",
            "--input",
            "TA=file:examples/vadd-a.bin",
            "--input",
            "TB=file:examples/vadd-b.bin",
            "--input",
            "TC=zeros:256",
            "--out-dir",
        ])
        .arg(&out)
        .status()
        .expect("xvisa runs");
    assert!(st.success());
    let a = floats(&std::fs::read(root().join("examples/vadd-a.bin")).unwrap());
    let b = floats(&std::fs::read(root().join("examples/vadd-b.bin")).unwrap());
    let c = floats(&std::fs::read(out.join("TC.bin")).unwrap());
    assert_eq!(c.len(), 64);
    for i in 0..64 {
        assert_eq!(c[i], a[i] + b[i], "element {i}");
    }
    assert_eq!((c[0], c[63]), (100.0, 163.0));
    let _ = std::fs::remove_dir_all(&out);
    for args in [
        vec!["verify", "examples/vadd.visaasm"],
        vec!["fmt", "examples/vadd.visaasm"],
    ] {
        let st = Command::new(env!("CARGO_BIN_EXE_xvisa"))
            .current_dir(root())
            .args(&args)
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(st.success(), "xvisa {args:?}");
    }
}
