//! Programs: every kernel of an OpenCL corpus source (ocloc's SKL vISA)
//! that the finalizer compiles, finalized into one code object
//! ([`driver::program_object_from_codes`], [`driver::program_asm_file`]),
//! as `xvisa finalize K1 K2 ... --zebin P.bin` writes it. For gfx900,
//! gfx90a and gfx1030: `llvm-mc-14` assembles the printed program into
//! the same `.text`, `.rodata` and `.note`; each kernel's code, descriptor
//! and metadata entry are those of its own single-kernel object; the
//! object links with `ld.lld-14 -shared` and `llvm-readelf-14` reads it
//! without warnings. On gfx900 and gfx1030 every kernel with a run
//! manifest runs on the GCN emulator from the linked program with the
//! same buffers as from its linked single-kernel object.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu::elf::CodeObject;
use serde_json::Value;
use visa_finalize::driver::{self, Finalized, Request};
use visa_finalize::target::Target;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A section's bytes.
fn section<'a>(co: &CodeObject, data: &'a [u8], name: &str) -> &'a [u8] {
    let s = co
        .sections
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no section {name}"));
    &data[s.offset as usize..(s.offset + s.size) as usize]
}

/// `llvm-mc-14`'s object for an assembly file.
fn llvm_mc(asm: &str, t: &Target, dir: &Path) -> Vec<u8> {
    let (s, o) = (dir.join("p.s"), dir.join("p.o"));
    std::fs::write(&s, asm).unwrap();
    let out = Command::new("llvm-mc-14")
        .arg("-triple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={}", t.proc))
        .arg("-filetype=obj")
        .arg(&s)
        .arg("-o")
        .arg(&o)
        .output()
        .expect("this test needs llvm-mc-14 on PATH");
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "llvm-mc-14 on {}: {}",
        s.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&o).unwrap()
}

/// `llvm-readelf-14 -a --notes` reads the object without a warning.
fn readelf_clean(co: &[u8], dir: &Path) {
    let p = dir.join("p.co");
    std::fs::write(&p, co).unwrap();
    let out = Command::new("llvm-readelf-14")
        .args(["-a", "--notes"])
        .arg(&p)
        .output()
        .expect("this test needs llvm-readelf-14 on PATH");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !err.contains("warning"),
        "llvm-readelf-14: {err}"
    );
}

/// A source's kernels: (name, module, SIMD width), in `kernels.json`'s
/// order.
fn kernels(dir: &Path) -> Vec<(String, visa::Module, u32)> {
    let kj: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("kernels.json")).unwrap()).unwrap();
    let mut out = Vec::new();
    for k in kj["kernels"].as_array().unwrap() {
        let name = k["kernel"].as_str().unwrap();
        // ocloc's own symbol-table kernel has no vISA of an OpenCL kernel.
        if name.starts_with("Intel_Symbol_Table") {
            continue;
        }
        let simd = k["zebin_simd"].as_u64().unwrap() as u32;
        let src = std::fs::read_to_string(dir.join(format!("{name}_simd{simd}.visaasm"))).unwrap();
        out.push((
            name.to_string(),
            common::parse(&src, visa::Platform::Skl),
            simd,
        ));
    }
    out
}

/// Runs kernel `k` of the linked object `co` on the GCN emulator with its
/// manifest's launch: the buffers, or the run's error.
fn run(
    co: &[u8],
    k: &Finalized,
    t: &Target,
    m: &Value,
    args: &[common::Arg],
) -> Result<Vec<Vec<u8>>, String> {
    let (global, nd) = common::manifest_dims(m, "global");
    // As the corpus test launches it.
    let local = common::launch_local(common::manifest_dims(m, "local").0, k.simd, k, t);
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let mut dev = gcn_emu::Device::new();
    let mut l = gcn_emu::Launch::new(&k.name, global, local, nd);
    l.deferred_writeback = true;
    let mut bufs = Vec::new();
    for a in args {
        l.args.push(match a {
            common::Arg::Buf(b) => {
                let x = dev.buffer(b);
                bufs.push(x);
                gcn_emu::ArgValue::Buffer(x)
            }
            common::Arg::Val(v) => gcn_emu::ArgValue::Bytes(v.clone()),
            common::Arg::Local(n) => gcn_emu::ArgValue::Local(*n),
        });
    }
    dev.launch(&gp, &l).map_err(|e| e.to_string())?;
    Ok(bufs.iter().map(|b| dev.read(*b)).collect())
}

#[test]
fn corpus_sources_as_one_object() {
    let base = root().join("tests/corpus/ocl");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(base.join("skl"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("kernels.json").exists())
        .collect();
    sources.sort();
    let tmp = std::env::temp_dir().join(format!("xvisa-program-test-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (mut programs, mut multi, mut runs, mut with_data) = (0, 0, 0, 0);
    for dir in &sources {
        let stem = dir.file_name().unwrap().to_string_lossy().to_string();
        let zb =
            visa_emu::zebin::Zebin::parse(&std::fs::read(dir.join(format!("{stem}.bin"))).unwrap())
                .unwrap();
        let ks = kernels(dir);
        for t in common::targets() {
            let tn = common::name(&t);
            // The kernels that finalize (refusals are the CLI's concern).
            let fin: Vec<Finalized> = ks
                .iter()
                .filter_map(|(name, m, simd)| {
                    driver::finalize(
                        &Request {
                            module: m,
                            kernel: Some(name),
                            platform: visa::Platform::Skl,
                            simd: Some(*simd),
                            zebin: Some(&zb),
                        },
                        &t,
                    )
                    .ok()
                })
                .collect();
            if fin.is_empty() {
                continue;
            }
            programs += 1;
            multi += usize::from(fin.len() > 1);
            with_data += usize::from(fin.len() > 1 && fin[1..].iter().any(|k| !k.data.is_empty()));
            let codes: Vec<Vec<u8>> = fin.iter().map(|k| driver::encode(k, &t).unwrap()).collect();
            let obj = driver::program_object_from_codes(&fin, &t, codes.clone())
                .unwrap_or_else(|e| panic!("{stem} {tn}: {e}"));
            let asm = driver::program_asm_file(&fin, &t);
            let d = tmp.join(&stem).join(&tn);
            std::fs::create_dir_all(&d).unwrap();
            let mc = llvm_mc(&asm, &t, &d);
            let (co, mco) = (
                CodeObject::parse(&obj).unwrap(),
                CodeObject::parse(&mc).unwrap(),
            );
            for sec in [".text", ".rodata", ".note"] {
                assert!(
                    section(&co, &obj, sec) == section(&mco, &mc, sec),
                    "{stem} {tn}: {sec} differs from llvm-mc-14's for the program's assembly"
                );
            }
            // Each kernel as in its own object: code at its symbol, its
            // descriptor, its metadata entry.
            let text = section(&co, &obj, ".text");
            let meta = co.metadata.as_ref().expect("metadata");
            assert_eq!(co.kernels.len(), fin.len(), "{stem} {tn}: kernels");
            for (k, code) in fin.iter().zip(&codes) {
                let sym = co
                    .symbols
                    .iter()
                    .find(|s| s.name == k.name)
                    .unwrap_or_else(|| panic!("{stem} {tn}: no symbol {}", k.name));
                let at = sym.value as usize;
                assert_eq!(at % 256, 0, "{stem} {tn} {}: entry alignment", k.name);
                assert!(
                    text.get(at..at + code.len()) == Some(&code[..]),
                    "{stem} {tn} {}: code differs from the kernel's own",
                    k.name
                );
                let single = driver::object(k, &t).unwrap();
                let sco = CodeObject::parse(&single).unwrap();
                assert_eq!(section(&sco, &single, ".text"), &code[..]);
                let kd = |c: &CodeObject| {
                    c.kernels
                        .iter()
                        .find(|x| x.name == k.name)
                        .map(|x| x.descriptor.clone())
                };
                assert_eq!(kd(&co), kd(&sco), "{stem} {tn} {}: descriptor", k.name);
                let entry = |m: &amdgpu::metadata::Metadata| match m {
                    amdgpu::metadata::Metadata::V3(m) => {
                        format!("{:?}", m.kernels.iter().find(|x| x.name == k.name))
                    }
                    amdgpu::metadata::Metadata::V2(_) => panic!("V2 metadata"),
                };
                assert_eq!(
                    entry(meta),
                    entry(sco.metadata.as_ref().unwrap()),
                    "{stem} {tn} {}: metadata entry",
                    k.name
                );
            }
            let linked = common::ld_lld(&obj).unwrap_or_else(|e| panic!("{stem} {tn}: {e}"));
            readelf_clean(&linked, &d);
            if t.proc == "gfx90a" {
                continue;
            }
            for k in &fin {
                let mf = base.join("runs").join(format!("{}.json", k.name));
                let Ok(text) = std::fs::read_to_string(&mf) else {
                    continue;
                };
                let m: Value = serde_json::from_str(&text).unwrap();
                let args = common::manifest_args(&m, &base.join("runs").join(&k.name));
                let alone = common::link(k, &t);
                let want = run(&alone, k, &t, &m, &args);
                let got = run(&linked, k, &t, &m, &args);
                assert!(
                    got == want,
                    "{stem} {tn} {}: the program's kernel runs differently from its own object: {:?} against {:?}",
                    k.name,
                    got.as_ref().map(|b| b.len()),
                    want.as_ref().map(|b| b.len())
                );
                runs += 1;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    // Not vacuous: most sources make programs of several kernels, some
    // with constant data after a later kernel's code, and the runs happen.
    assert!(
        programs >= 60 && multi >= 40,
        "{programs} programs, {multi} of several kernels"
    );
    assert!(with_data >= 1, "no program with a later kernel's data");
    assert!(runs >= 150, "{runs} runs");
}
