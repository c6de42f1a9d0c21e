//! `xvisa finalize` end to end: the assembly it prints is what the library
//! produces and re-assembles with `llvm-mc-14` into a code object that
//! links and runs on the GCN emulator with `xvisa run`'s results; refusals
//! name the file, the instruction and the reason (exit 1); usage errors
//! exit 2 and write nothing.

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
    let d = std::env::temp_dir().join(format!("xvisa-finalize-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn tool(name: &str) -> String {
    let ok = Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(ok, "this test needs `{name}` (LLVM 14) on PATH");
    name.to_string()
}

#[test]
fn asm_reassembles_links_and_runs_like_xvisa_run() {
    let d = tmp("goto");
    let k = root().join("tests/emu/goto.visaasm");
    let asm = d.join("goto.s");
    let o = xvisa(&[
        "finalize",
        &s(&k),
        "--target",
        "gfx900",
        "--simd",
        "8",
        "--emit",
        "asm",
        "-o",
        &s(&asm),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.is_empty() && stderr(&o).is_empty());
    // The same text on stdout.
    let o2 = xvisa(&[
        "finalize",
        &s(&k),
        "--target",
        "gfx900",
        "--simd",
        "8",
        "--emit",
        "asm",
    ]);
    assert_eq!(o2.status.code(), Some(0));
    let text = std::fs::read_to_string(&asm).unwrap();
    assert_eq!(String::from_utf8(o2.stdout).unwrap(), text);
    assert!(text.starts_with("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\""));
    assert!(
        text.contains(".amdhsa_kernel goto") && text.contains(".value_kind:     global_buffer")
    );
    // llvm-mc-14 reads it without a diagnostic; ld.lld-14 links it.
    let obj = d.join("goto.o");
    let mc = Command::new(tool("llvm-mc-14"))
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            &s(&asm),
            "-o",
            &s(&obj),
        ])
        .output()
        .unwrap();
    assert!(
        mc.status.success() && mc.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&mc.stderr)
    );
    let co = d.join("goto.co");
    let ld = Command::new(tool("ld.lld-14"))
        .args(["-shared", &s(&obj), "-o", &s(&co)])
        .output()
        .unwrap();
    assert!(
        ld.status.success() && ld.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&ld.stderr)
    );
    // The code object runs with xvisa run's results.
    let o = xvisa(&["co", "check", &s(&co), "--device", "gfx900"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        stderr(&o)
    );
    let v = d.join("visa");
    let o = xvisa(&[
        "run",
        &s(&k),
        "--global",
        "8",
        "--local",
        "8",
        "--input",
        "OUT=zeros:192",
        "--out-dir",
        &s(&v),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let c = d.join("co");
    let o = xvisa(&[
        "co",
        "run",
        &s(&co),
        "--grid",
        "8",
        "--block",
        "8",
        "--arg",
        "0=zeros:192",
        "--out-dir",
        &s(&c),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want = std::fs::read(v.join("OUT.bin")).unwrap();
    assert_eq!(want.len(), 192);
    assert_eq!(std::fs::read(c.join("arg0.bin")).unwrap(), want);
    // The expected values of the unit program, as a check of the check.
    assert_eq!(i32::from_le_bytes(want[0..4].try_into().unwrap()), 30);
}

#[test]
fn obj_is_llvm_mc_s_object_and_runs() {
    let d = tmp("obj");
    let k = root().join("tests/emu/predication.visaasm");
    let obj = d.join("p.o");
    let o = xvisa(&[
        "finalize",
        &s(&k),
        "--target",
        "gfx900",
        "--simd",
        "32",
        "-o",
        &s(&obj),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.is_empty() && stderr(&o).is_empty());
    // The same sections as llvm-mc-14 writes for the printed assembly.
    let asm = d.join("p.s");
    let o = xvisa(&[
        "finalize",
        &s(&k),
        "--target",
        "gfx900",
        "--simd",
        "32",
        "--emit",
        "asm",
        "-o",
        &s(&asm),
    ]);
    assert_eq!(o.status.code(), Some(0));
    let mco = d.join("mc.o");
    let mc = Command::new(tool("llvm-mc-14"))
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            &s(&asm),
            "-o",
            &s(&mco),
        ])
        .output()
        .unwrap();
    assert!(mc.status.success() && mc.stderr.is_empty());
    for sec in [".text", ".rodata", ".note"] {
        let get = |f: &Path| {
            let out = d.join("sec.bin");
            let o = Command::new(tool("llvm-objcopy-14"))
                .args([
                    "-O",
                    "binary",
                    &format!("--only-section={sec}"),
                    &s(f),
                    &s(&out),
                ])
                .output()
                .unwrap();
            assert!(o.status.success());
            std::fs::read(&out).unwrap()
        };
        let ours = get(&obj);
        assert!(!ours.is_empty(), "{sec}");
        assert_eq!(ours, get(&mco), "{sec}");
    }
    let co = d.join("p.co");
    let ld = Command::new(tool("ld.lld-14"))
        .args(["-shared", &s(&obj), "-o", &s(&co)])
        .output()
        .unwrap();
    assert!(ld.status.success() && ld.stderr.is_empty());
    let v = d.join("visa");
    let o = xvisa(&[
        "run",
        &s(&k),
        "--global",
        "32",
        "--local",
        "32",
        "--simd",
        "32",
        "--input",
        "OUT=zeros:320",
        "--out-dir",
        &s(&v),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let c = d.join("co");
    let o = xvisa(&[
        "co",
        "run",
        &s(&co),
        "--grid",
        "32",
        "--block",
        "32",
        "--arg",
        "0=zeros:320",
        "--out-dir",
        &s(&c),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        std::fs::read(c.join("arg0.bin")).unwrap(),
        std::fs::read(v.join("OUT.bin")).unwrap()
    );
    // gfx90a (the instruction table has it now): the object is what
    // llvm-mc-14 makes of the assembly.
    let o90a = d.join("p90a.o");
    let a90a = d.join("p90a.s");
    for (emit, out) in [("obj", &o90a), ("asm", &a90a)] {
        let o = xvisa(&[
            "finalize",
            &s(&k),
            "--target",
            "gfx90a",
            "--simd",
            "32",
            "--emit",
            emit,
            "-o",
            &s(out),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    let m90a = d.join("mc90a.o");
    let mc = Command::new(tool("llvm-mc-14"))
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx90a",
            "-filetype=obj",
            &s(&a90a),
            "-o",
            &s(&m90a),
        ])
        .output()
        .unwrap();
    assert!(mc.status.success() && mc.stderr.is_empty());
    for sec in [".text", ".rodata", ".note"] {
        let get = |f: &Path| {
            let out = d.join("sec90a.bin");
            let o = Command::new(tool("llvm-objcopy-14"))
                .args([
                    "-O",
                    "binary",
                    &format!("--only-section={sec}"),
                    &s(f),
                    &s(&out),
                ])
                .output()
                .unwrap();
            assert!(o.status.success());
            std::fs::read(&out).unwrap()
        };
        assert_eq!(get(&o90a), get(&m90a), "gfx90a {sec}");
    }
}

#[test]
fn refusals_are_located() {
    let k = root().join("tests/emu/legacy_alu.visaasm");
    let o = xvisa(&["finalize", &s(&k), "--target", "gfx900", "--emit", "asm"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let e = stderr(&o);
    assert!(
        e.contains("legacy_alu.visaasm: legacy_alu $35: `plane (M1, 8) RF(0,0)<1> PQR(0,0)<0;1,0> UV(0,0)<8;8,1>`: `plane` is not supported by the finalizer"),
        "{e}"
    );
    let d = tmp("refused");
    let out = d.join("x.s");
    let o = xvisa(&[
        "finalize",
        &s(&k),
        "--target",
        "gfx900",
        "--emit",
        "asm",
        "-o",
        &s(&out),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!out.exists(), "a refused kernel writes no output");
}

#[test]
fn usage_errors() {
    let k = root().join("tests/emu/goto.visaasm");
    let d = tmp("usage");
    let cases: &[(&[&str], &str)] = &[
        (&["--target", "gfx800", "--emit", "asm"], "--target: target gfx800: the finalizer writes code for gfx900, gfx906, gfx908, gfx90a, gfx1030"),
        (&["--target", "gfx900", "--simd", "4", "--emit", "asm"], "--simd 4: give 8, 16 or 32"),
        (&["--target", "gfx900"], "--emit obj writes a binary file: give -o FILE"),
        (&["--target", "gfx900", "--wave64", "--emit", "asm"], "--wave64: gfx900 has only wave64"),
    ];
    for (args, want) in cases {
        let mut a = vec!["finalize", k.to_str().unwrap()];
        a.extend_from_slice(args);
        let o = xvisa(&a);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty());
    }
    let o = xvisa(&[
        "finalize",
        &s(&d.join("missing.visaasm")),
        "--target",
        "gfx900",
        "--emit",
        "asm",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// `--code-object-version 3` and `5`: the object is what the LLVM that
/// knows the version assembles from the printed assembly (llvm-mc-14 for
/// V3, llvm-mc-16 for V5: the same `.text`, descriptor and metadata note),
/// the ELF ABI version and metadata version are the version's (V3: 1 and
/// 1.0; V5: 3 and 1.2), V3 links with ld.lld-14 and V5 with ld.lld-16
/// (ld.lld-14 refuses V5: "unknown abi version"), and both run on the GCN
/// emulator with `xvisa run`'s results (an ocloc kernel, so the hidden
/// arguments are at the version's offsets).
#[test]
fn code_object_v3_and_v5() {
    let d = tmp("cov");
    let dir = root().join("tests/corpus/ocl/skl/collatz");
    let src = s(&dir.join("collatz_simd16.visaasm"));
    let zb = s(&dir.join("collatz.bin"));
    let v = d.join("visa");
    let o = xvisa(&[
        "run",
        &src,
        "--zebin",
        &zb,
        "--global",
        "4096",
        "--local",
        "16",
        "--arg",
        "0=zeros:16384",
        "--arg",
        "1=u64:1",
        "--out-dir",
        &s(&v),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want = std::fs::read(v.join("arg0.bin")).unwrap();
    for (ver, mc, ld, abi, meta) in [
        ("3", "llvm-mc-14", "ld.lld-14", 1u8, "  - 1\n  - 0\n"),
        ("5", "llvm-mc-16", "ld.lld-16", 3u8, "  - 1\n  - 2\n"),
    ] {
        let obj = d.join(format!("c{ver}.o"));
        let asm = d.join(format!("c{ver}.s"));
        for (emit, out) in [("obj", &obj), ("asm", &asm)] {
            let o = xvisa(&[
                "finalize",
                &src,
                "--zebin",
                &zb,
                "--target",
                "gfx900",
                "--code-object-version",
                ver,
                "--emit",
                emit,
                "-o",
                &s(out),
            ]);
            assert_eq!(o.status.code(), Some(0), "V{ver}: {}", stderr(&o));
        }
        let bytes = std::fs::read(&obj).unwrap();
        assert_eq!(bytes[7], 64, "V{ver}: EI_OSABI is AMDGPU_HSA");
        assert_eq!(bytes[8], abi, "V{ver}: EI_ABIVERSION");
        let mco = d.join(format!("mc{ver}.o"));
        // V3 has no "any" XNACK setting: without `-xnack` llvm-mc-14
        // expects `gfx900+xnack`; V5 target ids keep "any" by default.
        let xnack = if ver == "3" {
            "-mattr=-xnack"
        } else {
            "-mattr="
        };
        let r = Command::new(tool(mc))
            .args([
                &format!("--amdhsa-code-object-version={ver}"),
                xnack,
                "-triple=amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-filetype=obj",
                &s(&asm),
                "-o",
                &s(&mco),
            ])
            .output()
            .unwrap();
        assert!(
            r.status.success() && r.stderr.is_empty(),
            "{mc}: {}",
            stderr(&r)
        );
        for sec in [".text", ".rodata", ".note"] {
            let get = |f: &Path| {
                let out = d.join("sec.bin");
                let o = Command::new(tool("llvm-objcopy-14"))
                    .args([
                        "-O",
                        "binary",
                        &format!("--only-section={sec}"),
                        &s(f),
                        &s(&out),
                    ])
                    .output()
                    .unwrap();
                assert!(o.status.success());
                std::fs::read(&out).unwrap()
            };
            let ours = get(&obj);
            assert!(!ours.is_empty(), "V{ver} {sec}");
            assert_eq!(ours, get(&mco), "V{ver} {sec} differs from {mc}'s");
        }
        let co = d.join(format!("c{ver}.co"));
        let r = Command::new(tool(ld))
            .args(["-shared", &s(&obj), "-o", &s(&co)])
            .output()
            .unwrap();
        assert!(
            r.status.success() && r.stderr.is_empty(),
            "{ld}: {}",
            stderr(&r)
        );
        let r = Command::new(tool("llvm-readelf-16"))
            .args(["--notes", &s(&co)])
            .output()
            .unwrap();
        let notes = String::from_utf8_lossy(&r.stdout);
        assert!(r.status.success() && r.stderr.is_empty());
        assert!(
            notes.contains(&format!("amdhsa.version:\n{meta}")),
            "V{ver} metadata version:\n{notes}"
        );
        let c = d.join(format!("co{ver}"));
        let o = xvisa(&[
            "co",
            "run",
            &s(&co),
            "--grid",
            "4096",
            "--block",
            "16",
            "--arg",
            "0=zeros:16384",
            "--arg",
            "1=u64:1",
            "--out-dir",
            &s(&c),
        ]);
        assert_eq!(o.status.code(), Some(0), "V{ver}: {}", stderr(&o));
        assert_eq!(std::fs::read(c.join("arg0.bin")).unwrap(), want, "V{ver}");
    }
    // ld.lld-14 does not know V5.
    let r = Command::new(tool("ld.lld-14"))
        .args([
            "-shared",
            &s(&d.join("c5.o")),
            "-o",
            &s(&d.join("c5-14.co")),
        ])
        .output()
        .unwrap();
    assert!(!r.status.success() && stderr(&r).contains("unknown abi version"));
}
