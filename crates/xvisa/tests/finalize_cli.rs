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

/// The sections of a relocatable object, by name.
fn sections(obj: &[u8]) -> (amdgpu::elf::CodeObject, Vec<(String, Vec<u8>)>) {
    let co = amdgpu::elf::CodeObject::parse(obj).unwrap();
    let secs = co
        .sections
        .iter()
        .map(|x| {
            let b = obj[x.offset as usize..(x.offset + x.size) as usize].to_vec();
            (x.name.clone(), b)
        })
        .collect();
    (co, secs)
}

fn section_of(secs: &[(String, Vec<u8>)], name: &str) -> Vec<u8> {
    secs.iter().find(|x| x.0 == name).unwrap().1.clone()
}

fn run_ok(o: &Output, what: &str) {
    assert_eq!(o.status.code(), Some(0), "{what}: {}", stderr(o));
}

/// Several inputs: one object with every kernel in input order, each
/// kernel's code at its symbol exactly its single-input object's code;
/// `--emit asm` re-assembles (llvm-mc-14) into the same sections; the
/// linked program passes `xvisa co check`, and `xvisa co run` of a kernel
/// of the program writes the same buffers as its single-kernel object
/// (and as `xvisa run`).
#[test]
fn several_inputs_make_one_program() {
    let d = tmp("program");
    let dir = root().join("tests/corpus/ocl/skl/atomics_global");
    let zebin = s(&dir.join("atomics_global.bin"));
    let names = [
        ("atom_global_int", 32),
        ("atom_global_uint", 32),
        ("atom_tickets", 16),
    ];
    let inputs: Vec<String> = names
        .iter()
        .map(|(n, w)| s(&dir.join(format!("{n}_simd{w}.visaasm"))))
        .collect();
    let finalize = |ins: &[String], out: &Path, asm: bool| {
        let mut a: Vec<&str> = vec!["finalize"];
        a.extend(ins.iter().map(String::as_str));
        let o = s(out);
        a.extend(["--zebin", &zebin, "--target", "gfx900", "-o", &o]);
        if asm {
            a.extend(["--emit", "asm"]);
        }
        let r = xvisa(&a);
        run_ok(&r, "finalize");
        assert!(stderr(&r).is_empty(), "{}", stderr(&r));
    };
    let p = d.join("p.o");
    finalize(&inputs, &p, false);
    let obj = std::fs::read(&p).unwrap();
    let (co, secs) = sections(&obj);
    let kn: Vec<&str> = co.kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(kn, names.map(|n| n.0));
    let text = section_of(&secs, ".text");
    for (i, (n, _)) in names.iter().enumerate() {
        let one = d.join(format!("{n}.o"));
        finalize(&inputs[i..=i], &one, false);
        let (_, one_secs) = sections(&std::fs::read(&one).unwrap());
        let code = section_of(&one_secs, ".text");
        let at = co.symbols.iter().find(|x| x.name == *n).unwrap().value as usize;
        assert_eq!(&text[at..at + code.len()], &code[..], "{n}: code");
    }
    // The printed program is the same object.
    let asm = d.join("p.s");
    finalize(&inputs, &asm, true);
    let mco = d.join("mc.o");
    let mc = Command::new(tool("llvm-mc-14"))
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
        .arg(&asm)
        .arg("-o")
        .arg(&mco)
        .output()
        .unwrap();
    assert!(
        mc.status.success() && mc.stderr.is_empty(),
        "{}",
        stderr(&mc)
    );
    let (_, mc_secs) = sections(&std::fs::read(&mco).unwrap());
    for sec in [".text", ".rodata", ".note"] {
        assert_eq!(
            section_of(&secs, sec),
            section_of(&mc_secs, sec),
            "{sec} differs from llvm-mc-14's"
        );
    }
    // Linked, checked, and run: the program's atom_global_uint against
    // its own object and against xvisa run.
    let link = |o: &Path, co: &Path| {
        let r = Command::new(tool("ld.lld-14"))
            .arg("-shared")
            .arg(o)
            .arg("-o")
            .arg(co)
            .output()
            .unwrap();
        assert!(r.status.success() && r.stderr.is_empty(), "{}", stderr(&r));
    };
    let pco = d.join("p.co");
    link(&p, &pco);
    run_ok(
        &xvisa(&["co", "check", &s(&pco), "--device", "gfx900"]),
        "co check",
    );
    let one = d.join("atom_global_uint.co");
    link(&d.join("atom_global_uint.o"), &one);
    let runs = root().join("tests/corpus/ocl/runs/atom_global_uint");
    let args: Vec<String> = (0..3)
        .map(|i| format!("{i}=file:{}", s(&runs.join(format!("arg{i}.in.bin")))))
        .collect();
    let co_run = |co: &Path, out: &str| {
        let mut a = vec![
            "co".to_string(),
            "run".into(),
            s(co),
            "--kernel".into(),
            "atom_global_uint".into(),
            "--grid".into(),
            "1024".into(),
            "--block".into(),
            "32".into(),
            "--out-dir".into(),
            s(&d.join(out)),
        ];
        for x in &args {
            a.extend(["--arg".to_string(), x.clone()]);
        }
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        run_ok(&xvisa(&a), "co run");
    };
    co_run(&pco, "program");
    co_run(&one, "alone");
    let mut a = vec![
        "run".to_string(),
        inputs[1].clone(),
        "--zebin".into(),
        zebin.clone(),
        "--global".into(),
        "1024".into(),
        "--local".into(),
        "32".into(),
        "--out-dir".into(),
        s(&d.join("visa")),
    ];
    for x in &args {
        a.extend(["--arg".to_string(), x.clone()]);
    }
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    run_ok(&xvisa(&a), "run");
    for i in 0..3 {
        let f = format!("arg{i}.bin");
        let got = std::fs::read(d.join("program").join(&f)).unwrap();
        assert_eq!(got, std::fs::read(d.join("alone").join(&f)).unwrap(), "{f}");
        assert_eq!(got, std::fs::read(d.join("visa").join(&f)).unwrap(), "{f}");
    }
    // The computation changed something (not a vacuous comparison).
    assert_ne!(
        std::fs::read(d.join("program/arg1.bin")).unwrap(),
        std::fs::read(runs.join("arg1.in.bin")).unwrap()
    );
}

/// Several inputs: a refused kernel fails the whole command (exit 1,
/// naming the file, the kernel, the instruction and the reason, nothing
/// written) unless `--skip-refused`, which reports it and writes the
/// others; a module of several kernels is named by its file; `--kernel`
/// is for one input; a kernel given twice is an error.
#[test]
fn several_inputs_refusals_and_names() {
    let d = tmp("program-errors");
    let goto = s(&root().join("tests/emu/goto.visaasm"));
    let legacy = s(&root().join("tests/emu/legacy_alu.visaasm"));
    let out = d.join("p.s");
    let base = ["--target", "gfx900", "--simd", "8", "--emit", "asm", "-o"];
    let run = |ins: &[&str], extra: &[&str]| {
        let _ = std::fs::remove_file(&out);
        let mut a = vec!["finalize"];
        a.extend_from_slice(ins);
        a.extend_from_slice(&base);
        let o = s(&out);
        a.push(&o);
        a.extend_from_slice(extra);
        xvisa(&a)
    };
    let refusal = "legacy_alu.visaasm (kernel `legacy_alu`): legacy_alu $35: `plane (M1, 8) RF(0,0)<1> PQR(0,0)<0;1,0> UV(0,0)<8;8,1>`: `plane` is not supported by the finalizer";
    let o = run(&[&goto, &legacy], &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains(refusal), "{}", stderr(&o));
    assert!(!out.exists());
    let o = run(&[&goto, &legacy], &["--skip-refused"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(&format!("{refusal} (left out)")),
        "{}",
        stderr(&o)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.matches(".amdhsa_kernel ").count(), 1);
    // The one kernel left: exactly its single-input assembly.
    let o = run(&[&goto], &[]);
    run_ok(&o, "goto alone");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
    let o = run(&[&legacy, &legacy], &["--skip-refused"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("every kernel was refused"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    let o = run(&[&goto, &goto], &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("kernel `goto` given twice"),
        "{}",
        stderr(&o)
    );
    let o = run(&[&goto, &legacy], &["--kernel", "goto"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--kernel names the kernel of a single input"));
    // A module of two kernels: each input names its kernel by its file.
    let src = root().join("tests/corpus/handwritten/kernel-attrs.visaasm");
    let (a, b) = (
        d.join("attrs_str.visaasm"),
        d.join("attrs_int_simd16.visaasm"),
    );
    std::fs::copy(&src, &a).unwrap();
    std::fs::copy(&src, &b).unwrap();
    let o = run(&[&s(&a), &s(&b)], &[]);
    run_ok(&o, "by file name");
    let text = std::fs::read_to_string(&out).unwrap();
    let ks: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix(".amdhsa_kernel "))
        .collect();
    assert_eq!(ks, ["attrs_str", "attrs_int"]);
    // Every failure reported, in input order.
    let o = run(&[&legacy, &goto, &s(&src)], &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].contains("legacy_alu.visaasm (kernel `legacy_alu`)"),
        "{err}"
    );
    assert!(
        lines[1].contains("kernel-attrs.visaasm: the module has 2 kernels"),
        "{err}"
    );
    let o = run(&[&s(&src), &goto], &[]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the module has 2 kernels (attrs_int, attrs_str)"),
        "{}",
        stderr(&o)
    );
}
