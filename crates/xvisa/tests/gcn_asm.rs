//! `xvisa gcn asm` end to end: the bytes of files against llvm-mc-14's
//! (committed in crates/gcn/tests/asm/files/*.hex, and live when
//! llvm-mc-14 is installed), the output read back by `xvisa gcn dis` and
//! assembled again, located errors and exit statuses.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files() -> PathBuf {
    root().join("crates/gcn/tests/asm/files")
}

fn xvisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(args)
        .output()
        .unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xvisa-gcn-asm-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn hex_bytes(path: &Path) -> Vec<u8> {
    let t = std::fs::read_to_string(path).unwrap();
    let digits: String = t.lines().filter(|l| !l.starts_with('#')).collect();
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).unwrap())
        .collect()
}

/// The `.text` bytes llvm-mc-14 makes of a file, or `None` (said loudly)
/// when it is not installed.
fn llvm_text(src: &Path) -> Option<Vec<u8>> {
    let obj = tmp(&format!("{}.o", src.file_stem().unwrap().to_str().unwrap()));
    let bin = obj.with_extension("llvm.bin");
    let st = Command::new("llvm-mc-14")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            s(src),
            "-o",
            s(&obj),
        ])
        .status();
    match st {
        Ok(st) => assert!(st.success(), "llvm-mc-14 failed on {}", src.display()),
        Err(_) => {
            eprintln!("WARNING: llvm-mc-14 is not installed: the live comparison is skipped");
            assert!(
                std::env::var_os("XVISA_REQUIRE_ORACLES").is_none(),
                "llvm-mc-14 is required"
            );
            return None;
        }
    }
    let st = Command::new("llvm-objcopy-14")
        .args(["-O", "binary", "--only-section=.text", s(&obj), s(&bin)])
        .status()
        .expect("llvm-objcopy-14");
    assert!(st.success());
    Some(std::fs::read(&bin).unwrap())
}

#[test]
fn asm_writes_llvm_bytes_and_dis_reads_them_back() {
    for name in ["kernel", "branches"] {
        let src = files().join(format!("{name}.s"));
        let out = tmp(&format!("{name}.bin"));
        let o = xvisa(&["gcn", "asm", s(&src), "--mcpu", "gfx900", "-o", s(&out)]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(o.stdout.is_empty() && o.stderr.is_empty());
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(
            bytes,
            hex_bytes(&files().join(format!("{name}.hex"))),
            "{name}"
        );
        if let Some(live) = llvm_text(&src) {
            assert_eq!(bytes, live, "{name}: llvm-mc-14 live");
        }
        // Read back: the disassembly assembles to the same bytes.
        let o = xvisa(&["gcn", "dis", s(&out), "--mcpu", "gfx900"]);
        assert_eq!(o.status.code(), Some(0));
        let text = tmp(&format!("{name}.dis.s"));
        std::fs::write(&text, &o.stdout).unwrap();
        let again = tmp(&format!("{name}.again.bin"));
        let o = xvisa(&["gcn", "asm", s(&text), "--mcpu", "gfx900", "-o", s(&again)]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(
            std::fs::read(&again).unwrap(),
            bytes,
            "{name}: dis then asm"
        );
        if let Some(live) = llvm_text(&text) {
            assert_eq!(live, bytes, "{name}: llvm-mc-14 on our disassembly");
        }
    }
}

#[test]
fn asm_to_stdout_from_stdin() {
    let mut c = Command::new(env!("CARGO_BIN_EXE_xvisa"))
        .args(["gcn", "asm", "-", "--mcpu", "gfx900"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    c.stdin
        .take()
        .unwrap()
        .write_all(b"v_add_f32_e32 v3, 1.0, v2\ns_endpgm\n")
        .unwrap();
    let o = c.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    // llvm-mc-14 -show-encoding: [0xf2,0x04,0x06,0x02], [0x00,0x00,0x81,0xbf].
    assert_eq!(o.stdout, [0xf2, 0x04, 0x06, 0x02, 0x00, 0x00, 0x81, 0xbf]);
}

#[test]
fn asm_errors_are_located_and_exit_1() {
    let src = tmp("bad.s");
    std::fs::write(
        &src,
        "s_mov_b32 s0, 1\n  v_add_f32 v1, v2\ns_load_dword s0, s[0:1], 0x0 glc glc\n",
    )
    .unwrap();
    let out = tmp("bad.bin");
    let o = xvisa(&["gcn", "asm", s(&src), "--mcpu", "gfx900", "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!out.exists(), "no output on error");
    let err = String::from_utf8(o.stderr).unwrap();
    let p = src.display();
    assert_eq!(
        err,
        format!(
            "error: too few operands for instruction\n  --> {p}:2:3\n  |\n2 |   v_add_f32 v1, v2\n  |   ^\n\
             error: duplicate cache policy modifier\n  --> {p}:3:34\n  |\n3 | s_load_dword s0, s[0:1], 0x0 glc glc\n  |                                  ^\n\
             xvisa gcn asm: {p}: 2 errors\n"
        )
    );
}

#[test]
fn asm_usage_and_io_errors_exit_2() {
    let src = files().join("kernel.s");
    let o = xvisa(&["gcn", "asm", s(&src), "--mcpu", "gfx9999"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("unknown or unsupported processor `gfx9999`")
    );
    let o = xvisa(&["gcn", "asm", "/nonexistent/x.s", "--mcpu", "gfx900"]);
    assert_eq!(o.status.code(), Some(2));
    let o = xvisa(&["gcn", "asm", s(&src)]);
    assert_eq!(o.status.code(), Some(2));
    // Not text.
    let bin = tmp("notext.s");
    std::fs::write(&bin, [0xff, 0xfe, 0x00]).unwrap();
    let o = xvisa(&["gcn", "asm", s(&bin), "--mcpu", "gfx900"]);
    assert_eq!(o.status.code(), Some(1));
}
