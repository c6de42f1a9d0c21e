//! `xvisa co` end to end: exit statuses, outputs, and `co build` rebuilding
//! corpus objects from the pieces `co inspect` prints.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus(name: &str) -> PathBuf {
    root().join("tests/amdgpu/corpus").join(name)
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
    let d = std::env::temp_dir().join(format!("xvisa-co-cli-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

#[test]
fn inspect_human_and_json() {
    let f = corpus("basic-gfx900_xnack+-v4.co");
    let o = xvisa(&["co", "inspect", s(&f)]);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("Target ID: amdgcn-amd-amdhsa--gfx900:xnack+"),
        "{out}"
    );
    assert!(out.contains("axpy (descriptor axpy.kd"));
    let o = xvisa(&["co", "inspect", "--format", "json", s(&f)]);
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(j["target"]["processor"], "gfx900");
    assert_eq!(j["target"]["xnack"], "on");
    assert_eq!(j["header"]["code_object_version"], 4);
    assert_eq!(j["kernels"].as_array().unwrap().len(), 3);
    assert_eq!(j["kernels"][0]["descriptor"]["kernarg_size"], 28);
}

#[test]
fn inspect_metadata_to_file() {
    let f = corpus("cl20-gfx1012-v4.co");
    let out = tmp("meta.yaml");
    let o = xvisa(&["co", "inspect", "--metadata", s(&f), "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("---\namdhsa.kernels:\n"));
    assert!(text.contains("amdhsa.printf:\n  - '1:2:4:8:value %d at %p\\n'\n"));
}

#[test]
fn bad_input_exit_statuses() {
    let o = xvisa(&["co", "inspect", "/nonexistent/file.co"]);
    assert_eq!(o.status.code(), Some(2));
    let bad = tmp("bad.co");
    let mut d = std::fs::read(corpus("basic-gfx900_xnack+-v4.co")).unwrap();
    d[18] = 3;
    std::fs::write(&bad, &d).unwrap();
    let o = xvisa(&["co", "inspect", s(&bad)]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("offset 18 (ELF header.e_machine)"), "{err}");
    // A failed command writes no output file.
    let out = tmp("never.txt");
    let o = xvisa(&["co", "inspect", s(&bad), "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!out.exists());
    let o = xvisa(&["co", "inspect", "--bogus"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn check_target_id_matching() {
    let on = corpus("basic-gfx900_xnack+-v4.co");
    let run = |f: &Path, dev: &str| {
        let o = xvisa(&["co", "check", s(f), "--device", dev]);
        (
            o.status.code().unwrap(),
            String::from_utf8(o.stdout).unwrap(),
        )
    };
    assert_eq!(run(&on, "gfx900:xnack+").0, 0);
    let (code, out) = run(&on, "gfx900:xnack-");
    assert_eq!(code, 1);
    assert!(out.contains("xnack mismatch: the code object was compiled with xnack on, the device runs with xnack off"), "{out}");
    let (code, out) = run(&on, "gfx906");
    assert_eq!(code, 1);
    assert!(out.contains("processor mismatch"), "{out}");
    // Compiled for any: loads on both modes.
    let any = corpus("cl20-gfx908-v4.co");
    assert_eq!(run(&any, "gfx908:xnack-:sramecc+").0, 0);
    assert_eq!(run(&any, "gfx908:xnack+:sramecc-").0, 0);
    // V3 gfx906 with xnack and sram-ecc on does not load with xnack off.
    let v3 = corpus("cl20-gfx906-v3.co");
    let (code, out) = run(&v3, "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-");
    assert_eq!(code, 1, "{out}");
    // Device ID leaves xnack open: loads, with a note.
    let (code, out) = run(&on, "gfx900");
    assert_eq!(code, 0);
    assert!(
        out.contains("note: the code object needs xnack on"),
        "{out}"
    );
    let o = xvisa(&[
        "co",
        "check",
        s(&on),
        "--device",
        "gfx1030:xnack+",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8(o.stderr)
        .unwrap()
        .contains("does not support the `xnack` feature"));
}

/// Rebuild a relocatable corpus object from its code, printed descriptors
/// and metadata; the result has the same descriptors and metadata.
#[test]
fn build_reconstructs_corpus_objects() {
    for name in [
        "basic-gfx900_xnack+-v4.o",
        "lds-gfx1030-v3.o",
        "basic-gfx90a_sramecc+_xnack--v4.o",
        "cl20-gfx1035-v4.o",
    ] {
        let f = corpus(name);
        let data = std::fs::read(&f).unwrap();
        let co = amdgpu::elf::CodeObject::parse(&data).unwrap();
        let text = co.sections.iter().find(|s| s.name == ".text").unwrap();
        let code = tmp(&format!("{name}.bin"));
        std::fs::write(
            &code,
            &data[text.offset as usize..(text.offset + text.size) as usize],
        )
        .unwrap();
        let dirs = tmp(&format!("{name}.s"));
        std::fs::write(&dirs, co.descriptor_source()).unwrap();
        let meta = tmp(&format!("{name}.yaml"));
        std::fs::write(&meta, co.metadata_yaml().unwrap()).unwrap();
        let out = tmp(&format!("{name}.rebuilt.o"));
        let mut args = vec![
            "co".to_string(),
            "build".into(),
            "--target".into(),
            co.target_id_string(),
            "--code-object-version".into(),
            co.version.unwrap().0.to_string(),
            "--code".into(),
            s(&code).into(),
            "--directives".into(),
            s(&dirs).into(),
            "--metadata".into(),
            s(&meta).into(),
            "-o".into(),
            s(&out).into(),
        ];
        for k in &co.kernels {
            let sym = co
                .symbols
                .iter()
                .find(|x| x.name == k.name && x.table == ".symtab")
                .unwrap();
            args.push("--kernel".into());
            args.push(format!("{}@{}", k.name, sym.value));
        }
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = xvisa(&argv);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let rebuilt = amdgpu::elf::CodeObject::parse(&std::fs::read(&out).unwrap()).unwrap();
        assert_eq!(rebuilt.e_flags, co.e_flags, "{name}");
        assert_eq!(rebuilt.metadata_msgpack, co.metadata_msgpack, "{name}");
        for (a, b) in co.kernels.iter().zip(&rebuilt.kernels) {
            assert_eq!(a.name, b.name);
            let (amdgpu::elf::Descriptor::Kd(x), amdgpu::elf::Descriptor::Kd(y)) =
                (&a.descriptor, &b.descriptor)
            else {
                panic!()
            };
            let mut x = x.to_bytes();
            let y = y.to_bytes();
            if co.target.processor.major >= 10 {
                // clang's reserved GFX10 SGPR count is not reproducible by directives.
                x[48] &= !0xc0;
                x[49] &= !0x03;
            }
            assert_eq!(x, y, "{name} {}", a.name);
            assert_eq!(b.entry_relocation.as_ref().unwrap().symbol_name, a.name);
        }
    }
}

#[test]
fn build_errors_are_located_and_leave_no_file() {
    let code = tmp("one.bin");
    std::fs::write(&code, [0u8, 0, 0x81, 0xbf]).unwrap();
    let dirs = tmp("bad.s");
    std::fs::write(&dirs, ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n  .amdhsa_fp16_overflow 1\n.end_amdhsa_kernel\n").unwrap();
    let out = tmp("bad.o");
    let o = xvisa(&[
        "co",
        "build",
        "--target",
        "gfx803",
        "--code",
        s(&code),
        "--kernel",
        "k",
        "--directives",
        s(&dirs),
        "-o",
        s(&out),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("bad.s:4:3: directive requires gfx9+"), "{err}");
    assert!(!out.exists());
}
