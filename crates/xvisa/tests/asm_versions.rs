//! `.version`: GenX_IR 1.0.12504.6 writes its own object version (4.1) in
//! the 4.1 layout whatever the text says (measured with 1.0 to 255.255;
//! fixtures `tests/corpus/handwritten/version-*.genx.isa`), and no CISA
//! object at all for major version 0. `xvisa asm` does the same (a located
//! error for major 0), and `xvisa dis` reads everything it writes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn xvisa(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run xvisa")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-versions-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `examples/vadd.visaasm` with another `.version` line.
fn vadd_with(version: &str) -> String {
    let src = std::fs::read_to_string(root().join("examples/vadd.visaasm")).unwrap();
    assert!(src.contains("\n.version 4.1\n"));
    src.replace("\n.version 4.1\n", &format!("\n.version {version}\n"))
}

#[test]
fn every_version_is_written_as_4_1_and_read_back() {
    let dir = scratch("all");
    std::fs::write(dir.join("v41.visaasm"), vadd_with("4.1")).unwrap();
    let out = xvisa(&["asm", "v41.visaasm", "-o", "v41.isa"], &dir);
    assert!(out.status.success());
    let want = std::fs::read(dir.join("v41.isa")).unwrap();
    assert_eq!(want[4..6], [4, 1]);
    for v in [
        "1.0", "3.0", "3.6", "4.0", "4.2", "4.5", "5.0", "9.9", "255.255",
    ] {
        let name = format!("v{}", v.replace('.', "_"));
        std::fs::write(dir.join(format!("{name}.visaasm")), vadd_with(v)).unwrap();
        let isa = format!("{name}.isa");
        let out = xvisa(&["asm", &format!("{name}.visaasm"), "-o", &isa], &dir);
        assert!(
            out.status.success(),
            "{v}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = std::fs::read(dir.join(&isa)).unwrap();
        assert_eq!(got, want, ".version {v}: not GenX_IR's 4.1 object");
        let out = xvisa(&["dis", &isa], &dir);
        assert!(
            out.status.success(),
            "dis of the object of .version {v}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            text.lines().find(|l| !l.starts_with("//")) == Some(".version 4.1"),
            "{text}"
        );
        // fmt keeps the text's version, as GenX_IR's dump does.
        let out = xvisa(&["fmt", &format!("{name}.visaasm")], &dir);
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stdout).starts_with(&format!(".version {v}\n")));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn major_version_0_is_a_located_error() {
    let dir = scratch("zero");
    for v in ["0.0", "0.5"] {
        std::fs::write(dir.join("k.visaasm"), vadd_with(v)).unwrap();
        let out = xvisa(&["asm", "k.visaasm", "-o", "k.isa"], &dir);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        let line = vadd_with(v)
            .lines()
            .position(|l| l.starts_with(".version"))
            .unwrap()
            + 1;
        assert!(
            err.contains(&format!("k.visaasm:{line}:1"))
                && err.contains(&format!("no CISA object for `.version {v}`")),
            "{err}"
        );
        assert!(!dir.join("k.isa").exists(), "no output on error");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
