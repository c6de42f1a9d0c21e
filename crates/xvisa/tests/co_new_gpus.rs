//! `xvisa co` on the code objects of the GPUs LLVM 16 and 19 added (MI300,
//! RDNA3/3.5/4, the generic targets of code object V6) and on processors
//! newer than LLVM 19 (their e_flags patched into corpus objects, as
//! AMDGPUUsage documents them): every output read back and checked.

use amdgpu::elf::CodeObject;
use amdgpu::target::{CodeObjectVersion, Llvm, TargetId, PROCESSORS};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus_new() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("tests/amdgpu/corpus-new"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("co" | "o")))
        .collect();
    v.sort();
    v
}

fn new(name: &str) -> PathBuf {
    root().join("tests/amdgpu/corpus-new").join(name)
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
    let d = std::env::temp_dir().join(format!("xvisa-co-new-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// `co inspect --descriptors` prints the committed blocks for every object;
/// line 2 names the llvm-mc of the release that knows the processor and the
/// version (V6: llvm-mc-19, which accepts it; LLVM 14 refuses V6).
#[test]
fn descriptors_name_the_llvm_mc_that_accepts_them() {
    let mut tools = std::collections::BTreeSet::new();
    for f in corpus_new() {
        let o = xvisa(&["co", "inspect", "--descriptors", s(&f)]);
        assert_eq!(o.status.code(), Some(0), "{}", f.display());
        let text = stdout(&o);
        let committed = std::fs::read_to_string(format!("{}.descriptors.s", f.display())).unwrap();
        assert_eq!(text, committed, "{}", f.display());
        let line2 = text.lines().nth(1).unwrap();
        let co = CodeObject::parse(&std::fs::read(&f).unwrap()).unwrap();
        let v = co.version.unwrap();
        let tool = line2.split_whitespace().nth(1).unwrap();
        let want = match (v.0, co.target.processor.llvm) {
            (6, _) => "llvm-mc-19",
            (_, Llvm::V14) => "llvm-mc-14",
            (_, Llvm::V16) => "llvm-mc-16",
            _ => "llvm-mc-19",
        };
        assert_eq!(tool, want, "{}: {line2}", f.display());
        assert!(
            line2.contains(&format!("--amdhsa-code-object-version={}", v.0)),
            "{line2}"
        );
        tools.insert(tool.to_string());
    }
    assert_eq!(tools.len(), 3, "{tools:?}");
    // A V5 object from clang-16 with USES_DYNAMIC_STACK: llvm-mc-14 has no
    // directive for it, so the block says so.
    let o = xvisa(&[
        "co",
        "inspect",
        "--descriptors",
        s(&new("cl20-gfx900_xnack--v5-llvm16.co")),
    ]);
    assert!(stdout(&o).contains(
        "  // warning: USES_DYNAMIC_STACK is 1 but no directive of llvm-mc-14 sets it\n"
    ));
}

#[test]
fn inspect_reads_every_new_processor() {
    for f in corpus_new() {
        let o = xvisa(&["co", "inspect", "--format", "json", s(&f)]);
        assert_eq!(o.status.code(), Some(0), "{}", f.display());
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let co = CodeObject::parse(&std::fs::read(&f).unwrap()).unwrap();
        assert_eq!(j["target"]["processor"], co.target.processor.name);
        assert_eq!(j["target"]["generic"], co.target.processor.is_generic());
        assert_eq!(j["target"]["generic_version"], co.target.generic_version);
        assert_eq!(j["target"]["llvm_mc"], co.llvm_mc().0.llvm_mc());
        assert_eq!(j["kernels"].as_array().unwrap().len(), co.kernels.len());
        let o = xvisa(&["co", "inspect", s(&f)]);
        let text = stdout(&o);
        assert!(
            text.contains(&format!("Processor: {} (", co.target.processor.name)),
            "{text}"
        );
        assert_eq!(
            text.contains("Generic target: runs on "),
            co.target.processor.is_generic()
        );
    }
    let o = xvisa(&["co", "inspect", s(&new("basic-gfx12-generic-v6-llvm19.co"))]);
    assert!(stdout(&o).contains(
        "Generic target: runs on gfx1200, gfx1201; generic code object version 1\nProcessor: gfx12-generic (GFX12.0.0, generic, EF_AMDGPU_MACH 0x059)"
    ));
    // Kernarg preload (clang-19 -amdgpu-kernarg-preload-count=3) is decoded.
    let o = xvisa(&[
        "co",
        "inspect",
        "--format",
        "json",
        s(&new("preload-basic-gfx942-v5-llvm19.o")),
    ]);
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let fields = &j["kernels"][0]["descriptor"]["fields"];
    assert!(
        fields["kernargpreload.kernarg_preload_spec_length"]
            .as_u64()
            .unwrap()
            > 0,
        "{fields}"
    );
}

/// Objects linked from two relocatable objects carry two metadata notes:
/// `--metadata` prints both documents, as llvm-readelf does.
#[test]
fn metadata_prints_every_note() {
    for name in [
        "two-notes-gfx1100-v5-llvm16.co",
        "two-notes-gfx1200-v6-llvm19.co",
    ] {
        let f = new(name);
        let o = xvisa(&["co", "inspect", "--metadata", s(&f)]);
        assert_eq!(o.status.code(), Some(0));
        let out = stdout(&o);
        let readelf = std::fs::read_to_string(format!("{}.readelf.txt", f.display())).unwrap();
        // The documents llvm-readelf printed under "AMDGPU Metadata:".
        let mut theirs = String::new();
        let mut on = false;
        for line in readelf.lines() {
            if line.trim_end().ends_with("AMDGPU Metadata:") {
                on = true;
                continue;
            }
            if on {
                theirs.push_str(if line.trim() == "---" { "---" } else { line });
                theirs.push('\n');
                on = line != "...";
            }
        }
        assert_eq!(out, theirs, "{name}");
        assert_eq!(out.matches("\n...\n").count(), 2);
        let o = xvisa(&["co", "inspect", "--metadata", "--format", "json", s(&f)]);
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let docs = j.as_array().expect("an array of two documents");
        assert_eq!(docs.len(), 2);
        let names: Vec<&str> = docs
            .iter()
            .flat_map(|d| d["amdhsa.kernels"].as_array().unwrap())
            .map(|k| k[".name"].as_str().unwrap())
            .collect();
        assert!(
            names.contains(&"axpy") && names.contains(&"reverse_block"),
            "{names:?}"
        );
    }
}

/// "no metadata note" names an offset like every other binary error.
#[test]
fn missing_metadata_note_is_located() {
    let code = tmp("k.bin");
    std::fs::write(&code, [0u8, 0, 0x81, 0xbf]).unwrap();
    let dirs = tmp("k.s");
    std::fs::write(&dirs, ".amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n").unwrap();
    let obj = tmp("k.o");
    let o = xvisa(&[
        "co",
        "build",
        "--target",
        "gfx900",
        "--code",
        s(&code),
        "--kernel",
        "k",
        "--directives",
        s(&dirs),
        "-o",
        s(&obj),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let co = CodeObject::parse(&std::fs::read(&obj).unwrap()).unwrap();
    let o = xvisa(&["co", "inspect", "--metadata", s(&obj)]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains(&format!(
            "offset {} (section header table): no metadata note: none of the {} sections is a note section",
            co.section_header_offset,
            co.sections.len()
        )),
        "{err}"
    );
    // With a note section but no metadata note: located at the section.
    let mut data = std::fs::read(new("basic-gfx1100-v5-llvm16.o")).unwrap();
    let co = CodeObject::parse(&data).unwrap();
    let note = co.notes.iter().find(|n| n.n_type == 32).unwrap();
    data[note.offset + 8] = 33; // NT_AMDGPU_KFD_CORE_STATE, not metadata
    let patched = tmp("nometa.o");
    std::fs::write(&patched, &data).unwrap();
    let o = xvisa(&["co", "inspect", "--metadata", s(&patched)]);
    assert_eq!(o.status.code(), Some(1));
    let sec = co.sections.iter().find(|s| s.sh_type == 7).unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains(&format!(
            "offset {} ({} (SHT_NOTE)): no metadata note",
            sec.offset, sec.name
        )),
        "{err}"
    );
}

/// `co check` with generic targets: a gfx9-generic object loads on the
/// processors AMDGPUUsage lists for it and nowhere else; a generic device ID
/// is a usage error.
#[test]
fn check_generic_targets() {
    let f = new("basic-gfx9-generic_xnack--v6-llvm19.co");
    let run = |dev: &str| {
        let o = xvisa(&["co", "check", s(&f), "--device", dev]);
        (
            o.status.code().unwrap(),
            stdout(&o),
            String::from_utf8(o.stderr).unwrap(),
        )
    };
    for dev in [
        "gfx900:xnack-",
        "gfx902",
        "gfx904",
        "gfx906:sramecc+:xnack-",
        "gfx909",
        "gfx90c",
    ] {
        let (code, out, _) = run(dev);
        assert_eq!(code, 0, "{dev}: {out}");
        assert!(
            out.contains(
                "note: generic target gfx9-generic (generic code object version 1) runs on"
            ),
            "{out}"
        );
    }
    let (code, out, _) = run("gfx900:xnack+");
    assert_eq!(code, 1);
    assert!(out.contains("xnack mismatch"), "{out}");
    for dev in ["gfx908", "gfx90a", "gfx1030", "gfx942"] {
        let (code, out, _) = run(dev);
        assert_eq!(code, 1, "{dev}");
        assert!(out.contains(&format!("the generic target gfx9-generic, which runs on gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c but not on {dev}")), "{out}");
    }
    let (code, _, err) = run("gfx9-generic");
    assert_eq!(code, 2);
    assert!(
        err.contains("--device gfx9-generic: a generic target, not a device"),
        "{err}"
    );
    // gfx11-generic: every RDNA3/3.5 processor, not RDNA4.
    let f = new("cl20-gfx11-generic-v6-llvm19.co");
    for (dev, want) in [
        ("gfx1100", 0),
        ("gfx1103", 0),
        ("gfx1151", 0),
        ("gfx1153", 0),
        ("gfx1200", 1),
    ] {
        let o = xvisa(&["co", "check", s(&f), "--device", dev, "--format", "json"]);
        assert_eq!(o.status.code(), Some(want), "{dev}");
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(j["loads"], want == 0);
    }
    // MI300: processor and feature rules as before.
    let f = new("multi-gfx942_sramecc+_xnack--v5-llvm19.co");
    assert_eq!(
        xvisa(&["co", "check", s(&f), "--device", "gfx942:sramecc+:xnack-"])
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        xvisa(&["co", "check", s(&f), "--device", "gfx942:sramecc-:xnack-"])
            .status
            .code(),
        Some(1)
    );
    assert_eq!(
        xvisa(&["co", "check", s(&f), "--device", "gfx941"])
            .status
            .code(),
        Some(1)
    );
}

/// Processors newer than LLVM 19 (gfx950, gfx1153, gfx9-4-generic): their
/// AMDGPUUsage e_flags patched into corpus objects of their family are
/// read, and --descriptors names an llvm-mc that knows them, unchecked here.
#[test]
fn processors_after_llvm_19() {
    for (base, mach, name, v6) in [
        ("basic-gfx941-v5-llvm19.co", 0x4f, "gfx950", false),
        ("multi-gfx1152-v5-llvm19.co", 0x58, "gfx1153", false),
        ("cl20-gfx942-v6-llvm19.co", 0x5f, "gfx9-4-generic", true),
    ] {
        let mut data = std::fs::read(new(base)).unwrap();
        let flags = u32::from_le_bytes(data[48..52].try_into().unwrap());
        let mut flags = (flags & !0xff) | mach;
        if v6 {
            flags |= 1 << 24; // generic code object version 1
        }
        data[48..52].copy_from_slice(&flags.to_le_bytes());
        let f = tmp(&format!("{name}.co"));
        std::fs::write(&f, &data).unwrap();
        let o = xvisa(&["co", "inspect", "--format", "json", s(&f)]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(j["target"]["processor"], name);
        assert_eq!(j["target"]["llvm_mc"], "llvm-mc");
        let o = xvisa(&["co", "inspect", "--descriptors", s(&f)]);
        let text = stdout(&o);
        let mut lines = text.lines();
        assert!(lines.next().unwrap().starts_with("// "));
        assert!(
            lines.next().unwrap().starts_with(&format!(
                "// llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={name}"
            )),
            "{text}"
        );
        assert_eq!(
            lines.next().unwrap(),
            format!("// {name} is newer than LLVM 19: use an llvm-mc that knows it (not checked by xvisa)")
        );
    }
}

/// `co targets` in both formats, read back against the processor table.
#[test]
fn targets_read_back() {
    let o = xvisa(&["co", "targets"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let mut lines = out.lines();
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(
        header,
        [
            "NAME",
            "GFX",
            "KIND",
            "MACH",
            "WAVE",
            "FEATURES",
            "[default]",
            "E_FLAGS_V4",
            "MC_V3",
            "MC_V4",
            "MC_V5",
            "MC_V6",
            "ALIASES"
        ]
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(rows.len(), PROCESSORS.len());
    for (p, row) in PROCESSORS.iter().zip(&rows) {
        assert_eq!(row[0], p.name);
        assert_eq!(
            u32::from_str_radix(row[3].trim_start_matches("0x"), 16).unwrap(),
            p.mach
        );
        let kind = if p.is_generic() {
            "generic"
        } else if p.apu {
            "APU"
        } else {
            "dGPU"
        };
        assert_eq!(row[2], kind, "{}", p.name);
        if p.arch == amdgpu::target::Arch::Amdgcn {
            assert_eq!(row[1], format!("{}.{}.{}", p.major, p.minor, p.stepping));
            let t = TargetId::new(p);
            assert_eq!(row[6], format!("0x{:x}", t.e_flags(CodeObjectVersion(4))));
            for (i, v) in (3..=6).enumerate() {
                let want = match Llvm::for_target(p, CodeObjectVersion(v)) {
                    (Llvm::Later, _) => "later",
                    (r, mv) if mv == v => r.llvm_mc(),
                    _ => "-",
                };
                assert_eq!(row[7 + i], want, "{} V{v}", p.name);
            }
            assert_eq!(row.get(11).copied().unwrap_or(""), p.aliases.join(","));
        }
    }
    let o = xvisa(&["co", "targets", "--format", "json"]);
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let arr = j.as_array().unwrap();
    assert_eq!(arr.len(), PROCESSORS.len());
    let g = arr.iter().find(|r| r["name"] == "gfx11-generic").unwrap();
    assert_eq!(g["generic"], true);
    assert_eq!(g["e_flags_v6"], "0x1000054");
    assert_eq!(g["generic_members"].as_array().unwrap().len(), 8);
    assert_eq!(g["llvm_mc"]["6"], "llvm-mc-19");
    let p = arr.iter().find(|r| r["name"] == "gfx1151").unwrap();
    assert_eq!(p["generic_target"], "gfx11-generic");
    assert_eq!(p["architected_flat_scratch"], true);
    assert_eq!(p["vgpr_alloc_granule"], 24);
    let p = arr.iter().find(|r| r["name"] == "gfx942").unwrap();
    assert_eq!(p["kernarg_preload"], true);
    assert_eq!(p["llvm_mc"]["3"], "-");
}

/// `co build` writes code object V5 and V6 (and the new processors): every
/// relocatable object of corpus-new rebuilt from its code, printed
/// descriptors and metadata has the same e_flags, ABI version, metadata
/// and descriptors (fields the printed block warns about aside).
#[test]
fn build_reconstructs_v5_v6_objects() {
    let mut versions = std::collections::BTreeSet::new();
    for f in corpus_new()
        .into_iter()
        .filter(|f| f.extension().unwrap() == "o")
    {
        let name = f.file_name().unwrap().to_str().unwrap().to_string();
        let data = std::fs::read(&f).unwrap();
        let co = CodeObject::parse(&data).unwrap();
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
        let v = co.version.unwrap().0.to_string();
        let target = co.target_id_string();
        let mut args = vec![
            "co",
            "build",
            "--target",
            &target,
            "--code-object-version",
            &v,
            "--code",
            s(&code),
            "--directives",
            s(&dirs),
            "--metadata",
            s(&meta),
            "-o",
            s(&out),
        ];
        let kernels: Vec<String> = co
            .kernels
            .iter()
            .map(|k| {
                let sym = co
                    .symbols
                    .iter()
                    .find(|x| x.name == k.name && x.table == ".symtab")
                    .unwrap();
                format!("{}@{}", k.name, sym.value)
            })
            .collect();
        for k in &kernels {
            args.extend(["--kernel", k]);
        }
        let o = xvisa(&args);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let rebuilt = CodeObject::parse(&std::fs::read(&out).unwrap()).unwrap();
        assert_eq!(
            (rebuilt.e_flags, rebuilt.abi_version),
            (co.e_flags, co.abi_version),
            "{name}"
        );
        assert_eq!(rebuilt.metadata_msgpack, co.metadata_msgpack, "{name}");
        for (a, b) in co.kernels.iter().zip(&rebuilt.kernels) {
            let (amdgpu::elf::Descriptor::Kd(x), amdgpu::elf::Descriptor::Kd(y)) =
                (&a.descriptor, &b.descriptor)
            else {
                panic!()
            };
            let warnings = co.descriptor_warnings(a);
            let mut x = *x;
            for f in amdgpu::descriptor::KernelDescriptor::fields_for(co.target.processor) {
                if warnings
                    .iter()
                    .any(|w| w.starts_with(&format!("{} ", f.name)))
                {
                    x.set(f, 0);
                }
            }
            let mut x = x.to_bytes();
            x[16..24].fill(0);
            assert_eq!(x, y.to_bytes(), "{name} {}", a.name);
        }
        versions.insert(co.version.unwrap().0);
    }
    assert_eq!(versions.into_iter().collect::<Vec<_>>(), [5, 6]);
    // A generic target needs V6.
    let code = tmp("g.bin");
    std::fs::write(&code, [0u8, 0, 0x81, 0xbf]).unwrap();
    let dirs = tmp("g.s");
    std::fs::write(&dirs, ".amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n").unwrap();
    let out = tmp("g.o");
    let o = xvisa(&[
        "co",
        "build",
        "--target",
        "gfx11-generic",
        "--code-object-version",
        "5",
        "--code",
        s(&code),
        "--kernel",
        "k",
        "--directives",
        s(&dirs),
        "-o",
        s(&out),
    ]);
    assert_eq!(o.status.code(), Some(2), "a usage error");
    assert!(String::from_utf8(o.stderr)
        .unwrap()
        .contains("generic target gfx11-generic needs code object V6"));
    let o = xvisa(&[
        "co",
        "build",
        "--target",
        "gfx11-generic",
        "--code-object-version",
        "6",
        "--code",
        s(&code),
        "--kernel",
        "k",
        "--directives",
        s(&dirs),
        "-o",
        s(&out),
    ]);
    assert_eq!(o.status.code(), Some(0));
    let co = CodeObject::parse(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(
        (co.e_flags, co.abi_version, co.target.generic_version),
        (0x0100_0054, 4, 1)
    );
}
