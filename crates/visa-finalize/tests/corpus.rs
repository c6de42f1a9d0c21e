//! The whole corpus through the finalizer, per target: every kernel either
//! finalizes and, where the corpus says how to launch it, runs on the GCN
//! emulator with exactly the vISA emulator's results (every buffer, byte
//! for byte, with the emulator's wait and hazard checks and late load
//! write-back on), or is refused with a located message. The outcome of
//! every kernel is pinned in `tests/corpus-table.txt` (`XVISA_BLESS=1`
//! rewrites it after a deliberate change).
//!
//! Parts: the emulator's unit programs (`tests/emu`, run with their
//! `// launch:` and `// input:` directives) and the hand-written corpus
//! (`tests/corpus/handwritten`, finalized only: it has no inputs).
//!
//! The code object is xvisa's own (the `gcn` encoder, the `amdgpu`
//! writer); `llvm-mc-14` on the printed assembly must give the same
//! sections, and `ld.lld-14` links it (oracles the test needs: it fails
//! loudly without them).

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use visa_finalize::driver::{self, Request};
use visa_finalize::target::Target;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn num(s: &str) -> i128 {
    let s = s.trim();
    let (neg, b) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let v = match b.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).unwrap(),
        None => b
            .parse::<i128>()
            .unwrap_or_else(|_| panic!("bad number `{s}`")),
    };
    if neg {
        -v
    } else {
        v
    }
}

/// Bytes of an input spec of the unit programs' directives.
fn bytes(spec: &str) -> Vec<u8> {
    let (kind, body) = spec.split_once(':').expect("KIND:VALUES");
    if kind == "zeros" {
        return vec![0; num(body) as usize];
    }
    if kind == "file" {
        return std::fs::read(root().join("tests/emu").join(body.trim())).unwrap();
    }
    let mut out = Vec::new();
    let base = kind.trim_end_matches('s');
    for it in body.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let hex = it.starts_with("0x") || it.starts_with("-0x");
        match base {
            "u8" | "i8" => out.push(num(it) as u8),
            "u16" | "i16" | "f16" => out.extend((num(it) as u16).to_le_bytes()),
            "u32" | "i32" => out.extend((num(it) as u32).to_le_bytes()),
            "u64" | "i64" => out.extend((num(it) as u64).to_le_bytes()),
            "f32" if hex => out.extend((num(it) as u32).to_le_bytes()),
            "f32" => out.extend(it.parse::<f32>().unwrap().to_le_bytes()),
            "f64" if hex => out.extend((num(it) as u64).to_le_bytes()),
            "f64" => out.extend(it.parse::<f64>().unwrap().to_le_bytes()),
            k => panic!("unknown list kind {k}"),
        }
    }
    out
}

fn dims(s: &str) -> ([u32; 3], u32) {
    let mut d = [1u32; 3];
    let mut n = 0;
    for (i, x) in s.split(',').enumerate() {
        d[i] = x.trim().parse().unwrap();
        n = i as u32 + 1;
    }
    (d, n)
}

/// Global size and dimensions, local size, SIMD width.
type LaunchDims = (([u32; 3], u32), [u32; 3], u32);

struct Prog {
    platform: visa::Platform,
    launch: Option<LaunchDims>,
    media: bool,
    /// name, bytes, is a buffer.
    inputs: Vec<(String, Vec<u8>, bool)>,
    /// Input buffers bound at a binding-table index (`surface: NAME=BTI`).
    surfaces: Vec<(String, u32)>,
    /// Images or typed surfaces (not run).
    images: bool,
    expect_error: bool,
}

fn directives(src: &str) -> Prog {
    let mut p = Prog {
        platform: visa::Platform::Skl,
        launch: None,
        media: false,
        inputs: Vec::new(),
        surfaces: Vec::new(),
        images: false,
        expect_error: false,
    };
    for line in src.lines() {
        let Some(d) = line.trim().strip_prefix("//") else {
            continue;
        };
        let Some((key, val)) = d.trim().split_once(':') else {
            continue;
        };
        let val = val.trim();
        match key.trim() {
            "platform" => p.platform = visa::Platform::from_name(val).unwrap(),
            "launch" => {
                let (mut g, mut l, mut s) = (([1, 1, 1], 1), [1, 1, 1], 16);
                for part in val.split_whitespace() {
                    match part.split_once('=') {
                        Some(("global", v)) => g = dims(v),
                        Some(("local", v)) => l = dims(v).0,
                        Some(("simd", v)) => s = v.parse().unwrap(),
                        None if part == "media" => p.media = true,
                        _ => panic!("bad launch `{part}`"),
                    }
                }
                p.launch = Some((g, l, s));
            }
            "input" => {
                let (name, v) = val.split_once('=').unwrap();
                let kind = v.split(':').next().unwrap();
                let buffer = kind.ends_with('s') || kind == "zeros" || kind == "file";
                p.inputs.push((name.trim().to_string(), bytes(v), buffer));
            }
            "surface" => {
                let (name, v) = val.split_once('=').unwrap();
                p.surfaces
                    .push((name.trim().to_string(), num(v.trim()) as u32));
            }
            "image" | "typed" => p.images = true,
            "expect-error" => p.expect_error = true,
            _ => {}
        }
    }
    p
}

fn tool(name: &str) -> String {
    let ok = Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "this test needs `{name}` (LLVM 14) on PATH: install llvm-14 and lld-14"
    );
    name.to_string()
}

/// One allocated section's bytes (`llvm-objcopy-14`).
fn section(obj: &Path, name: &str, dir: &Path) -> Vec<u8> {
    let out = dir.join(format!("section{name}.bin"));
    let o = Command::new(tool("llvm-objcopy-14"))
        .args(["-O", "binary", &format!("--only-section={name}")])
        .arg(obj)
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::read(&out).unwrap()
}

/// The finalized kernel as a loadable code object: our encoder and code
/// object writer, checked against `llvm-mc-14` on the printed assembly
/// (the same `.text`, descriptor and metadata note), then linked by
/// `ld.lld-14`, read by `llvm-readelf-14` without warnings and
/// disassembled by `llvm-objdump-14` with no unknown instruction. Targets
/// the encoder has no table for yet use `llvm-mc-14`'s object for these
/// checks (and are not run).
fn link(k: &driver::Finalized, t: &Target, dir: &Path) -> Result<Vec<u8>, String> {
    std::fs::create_dir_all(dir).unwrap();
    let asm = driver::asm_file(k, t);
    let s = dir.join("k.s");
    let mco = dir.join("mc.o");
    let o = dir.join("k.o");
    let co = dir.join("k.co");
    std::fs::write(&s, &asm).unwrap();
    let mut mc = Command::new(tool("llvm-mc-14"));
    mc.arg("-triple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={}", t.proc))
        .arg("-filetype=obj");
    if t.gen >= 10 && t.wave64 {
        mc.arg("-mattr=+wavefrontsize64");
    }
    let out = mc.arg(&s).arg("-o").arg(&mco).output().unwrap();
    if !out.status.success() || !out.stderr.is_empty() {
        return Err(format!(
            "llvm-mc-14: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let obj = match driver::object(k, t) {
        Ok(obj) => obj,
        // No encoder table for the target yet: the assembly is checked by
        // llvm-mc-14 only (the kernel is not run either).
        Err(e) if e.message.contains("no instruction table") => return Ok(Vec::new()),
        Err(e) => return Err(format!("object: {e}")),
    };
    std::fs::write(&o, &obj).unwrap();
    for sec in [".text", ".rodata", ".note"] {
        if section(&o, sec, dir) != section(&mco, sec, dir) {
            return Err(format!(
                "{sec} differs from llvm-mc-14's for the same assembly"
            ));
        }
    }
    tool("ld.lld-14");
    let linked = common::ld_lld(&obj)?;
    std::fs::write(&co, &linked).unwrap();
    // Read without warnings; every instruction known to the disassembler.
    let out = Command::new(tool("llvm-readelf-14"))
        .arg("-a")
        .arg("--notes")
        .arg(&co)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || err.contains("warning") {
        return Err(format!("llvm-readelf-14: {err}"));
    }
    let out = Command::new(tool("llvm-objdump-14"))
        .arg("-d")
        .arg(&co)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() || !out.stderr.is_empty() || text.contains("<unknown>") {
        return Err(format!(
            "llvm-objdump-14: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(linked)
}

/// Runs a unit program on both emulators; `Ok(None)` when they agree.
fn compare(
    p: &Prog,
    module: &visa::Module,
    k: &driver::Finalized,
    co: &[u8],
) -> Result<(), String> {
    let ((global, ndims), local, simd) = p.launch.unwrap();
    // vISA emulator, as `xvisa run` launches it.
    let prog = visa_emu::Program::new(module, p.platform).map_err(|e| format!("vISA load: {e}"))?;
    let mut dev = visa_emu::Device::new();
    let mut l = visa_emu::Launch::new(global, local);
    l.simd = Some(simd);
    // As much SLM as the finalized kernel has LDS (64 KiB when a
    // hand-written kernel uses it).
    l.slm_bytes = k.lds_bytes;
    let mut vbufs = Vec::new();
    for (name, b, is_buf) in &p.inputs {
        if *is_buf {
            let buf = dev.buffer(b);
            vbufs.push((name.clone(), buf));
            // Bound at a binding-table index instead, as the emulator's
            // own program tests bind it.
            if let Some((_, bti)) = p.surfaces.iter().find(|s| &s.0 == name) {
                l.surfaces.push((*bti, buf));
                continue;
            }
            l.inputs
                .push((name.clone(), dev.address(buf).to_le_bytes().to_vec()));
        } else {
            l.inputs.push((name.clone(), b.clone()));
        }
    }
    dev.launch(&prog, &l)
        .map_err(|e| format!("vISA run: {e}"))?;
    // GCN emulator, with the kernel's arguments in order.
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let mut gdev = gcn_emu::Device::new();
    let mut gl = gcn_emu::Launch::new(&k.name, global, local, ndims);
    gl.deferred_writeback = true;
    let mut gbufs = Vec::new();
    for a in &k.args {
        // The finalized kernel's argument `btiN` is the buffer bound at N.
        let bound = p
            .surfaces
            .iter()
            .find(|s| a.name == format!("bti{}", s.1))
            .map(|s| s.0.as_str());
        let input = bound.unwrap_or(&a.name);
        match p.inputs.iter().find(|i| i.0 == input) {
            Some((name, b, true)) if a.kind == "global_buffer" => {
                let buf = gdev.buffer(b);
                gbufs.push((name.clone(), buf));
                gl.args.push(gcn_emu::ArgValue::Buffer(buf));
            }
            Some((_, b, false)) if b.len() as u32 == a.size => {
                gl.args.push(gcn_emu::ArgValue::Bytes(b.clone()))
            }
            Some(_) => {
                return Err(format!(
                    "input `{}` does not fit argument {:?}",
                    a.name, a.kind
                ))
            }
            None => gl
                .args
                .push(gcn_emu::ArgValue::Bytes(vec![0; a.size as usize])),
        }
    }
    for (name, _, is_buf) in &p.inputs {
        if *is_buf && !gbufs.iter().any(|g| &g.0 == name) {
            return Err(format!(
                "input buffer `{name}` is no argument of the finalized kernel"
            ));
        }
    }
    gdev.launch(&gp, &gl).map_err(|e| format!("GCN run: {e}"))?;
    for (name, vb) in &vbufs {
        let gb = gbufs.iter().find(|g| &g.0 == name).unwrap().1;
        let (x, y) = (dev.read(*vb), gdev.read(gb));
        if x != y {
            let at = x.iter().zip(&y).position(|(a, b)| a != b).unwrap_or(0);
            return Err(format!("buffer {name} differs at byte {at}"));
        }
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    rows: Vec<String>,
    counts: BTreeMap<String, usize>,
}

impl Tally {
    fn add(&mut self, part: &str, name: &str, status: &str, key: &str) {
        self.rows.push(format!("{part}/{name}: {status}"));
        *self.counts.entry(format!("{part}: {key}")).or_default() += 1;
    }
}

fn reason(e: &visa_finalize::Error) -> String {
    e.message.clone()
}

#[test]
fn corpus_table() {
    // `gfx1030-w64`: gfx1030 in wave64 (`xvisa finalize --wave64`).
    let mut targets = vec!["gfx900", "gfx90a", "gfx1030", "gfx1030-w64"];
    // While developing: `XVISA_CORPUS_ONLY=gfx90a` runs one target and
    // prints its table instead of comparing the whole one.
    // `XVISA_CORPUS_FILTER=cvt_` only kernels whose name contains it.
    let only = std::env::var("XVISA_CORPUS_ONLY").ok();
    let filter = std::env::var("XVISA_CORPUS_FILTER").ok();
    let keep = |name: &str| {
        filter
            .as_ref()
            .is_none_or(|f| f.split(',').any(|x| name.contains(x)))
    };
    if let Some(o) = &only {
        targets.retain(|t| t == o);
    }
    let mut text = String::from(
        "# xvisa finalize over the corpus, per target (written by `XVISA_BLESS=1 cargo test --release -p visa-finalize --test corpus`)\n",
    );
    let mut failures = Vec::new();
    let tmp = std::env::temp_dir().join(format!("xvisa-finalize-corpus-{}", std::process::id()));
    // The targets run side by side: this test is most of the workspace
    // test's time, and one target alone keeps a single core busy.
    let per_target: Vec<(String, Vec<String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = targets
            .iter()
            .map(|&tname| {
                let (tmp, keep) = (&tmp, &keep);
                s.spawn(move || {
                    let mut text = String::new();
                    let mut failures = Vec::new();
                    let (proc_name, wave64) = match tname.strip_suffix("-w64") {
                        Some(p) => (p, true),
                        None => (tname, false),
                    };
                    let t = Target::new(proc_name, wave64, 4).unwrap();
                    let mut tally = Tally::default();
                    // Unit programs.
                    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/emu"))
                        .unwrap()
                        .map(|e| e.unwrap().path())
                        .filter(|p| p.extension().is_some_and(|x| x == "visaasm"))
                        .collect();
                    files.sort();
                    for f in &files {
                        let name = f.file_stem().unwrap().to_string_lossy().to_string();
                        if !keep(&name) {
                            continue;
                        }
                        let src = std::fs::read_to_string(f).unwrap();
                        let p = directives(&src);
                        let module = visa_text::parse_with(
                            &src,
                            visa_text::ParseOptions {
                                platform: p.platform,
                            },
                        )
                        .unwrap();
                        let simd = p.launch.map(|l| l.2);
                        let req = Request {
                            module: &module,
                            kernel: None,
                            platform: p.platform,
                            simd,
                            zebin: None,
                        };
                        let k = match driver::finalize(&req, &t) {
                            Ok(k) => k,
                            Err(e) => {
                                tally.add(
                                    "emu",
                                    &name,
                                    &format!("refused: {e}"),
                                    &format!("refused: {}", reason(&e)),
                                );
                                continue;
                            }
                        };
                        let co = match link(&k, &t, &tmp.join(tname).join(&name)) {
                            Ok(co) => co,
                            Err(e) => {
                                failures.push(format!("{tname} {name}: {e}"));
                                continue;
                            }
                        };
                        let Some((_, local, _)) = p.launch else {
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (no launch)",
                                "finalized, not run (no launch)",
                            );
                            continue;
                        };
                        if p.media {
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (media mode)",
                                "finalized, not run (media mode)",
                            );
                            continue;
                        }
                        if p.expect_error {
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (a program expecting an emulator error)",
                                "finalized, not run (expects an emulator error)",
                            );
                            continue;
                        }
                        if local.iter().product::<u32>() > driver::max_flat_workgroup_size(&k, &t) {
                            // The runtime refuses the launch (metadata).
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (work-groups of several vISA threads narrower than a wave: not packed)",
                                "finalized, not run (work-groups of several vISA threads narrower than a wave)",
                            );
                            continue;
                        }
                        if p.images {
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (image or typed surface inputs)",
                                "finalized, not run (image or typed surface inputs)",
                            );
                            continue;
                        }
                        if co.is_empty() {
                            tally.add(
                                "emu",
                                &name,
                                "finalized, not run (no instruction table for the target)",
                                "finalized, not run (no instruction table for the target)",
                            );
                            continue;
                        }
                        match compare(&p, &module, &k, &co) {
                Ok(()) => tally.add(
                    "emu",
                    &name,
                    "matches xvisa run",
                    "finalized and matching xvisa run",
                ),
                // The GCN emulator does not run every target yet.
                Err(e)
                    if e.starts_with("GCN load:")
                        && (e.contains("no decoder for") || e.contains("no GFX10 semantics")) =>
                {
                    tally.add(
                        "emu",
                        &name,
                        "finalized, not run (the GCN emulator does not run the target yet)",
                        "finalized, not run (the GCN emulator does not run the target yet)",
                    )
                }
                Err(e) => failures.push(format!("{tname} {name}: {e}")),
            }
                    }
                    // Hand-written corpus: finalized or refused.
                    let mut files: Vec<PathBuf> =
                        std::fs::read_dir(root().join("tests/corpus/handwritten"))
                            .unwrap()
                            .map(|e| e.unwrap().path())
                            .filter(|p| {
                                p.extension().is_some_and(|x| x == "visaasm")
                                    && !p.to_string_lossy().ends_with(".genx.visaasm")
                            })
                            .collect();
                    files.sort();
                    for f in &files {
                        let name = f.file_stem().unwrap().to_string_lossy().to_string();
                        let src = std::fs::read_to_string(f).unwrap();
                        let p = directives(&src);
                        let module = visa_text::parse_with(
                            &src,
                            visa_text::ParseOptions {
                                platform: p.platform,
                            },
                        )
                        .unwrap();
                        let kernels: Vec<String> = module
                            .routines
                            .iter()
                            .filter(|r| r.is_kernel())
                            .map(|r| r.name.clone())
                            .collect();
                        for kn in kernels {
                            if !keep(&kn) {
                                continue;
                            }
                            let req = Request {
                                module: &module,
                                kernel: Some(&kn),
                                platform: p.platform,
                                simd: None,
                                zebin: None,
                            };
                            let label = format!("{name}:{kn}");
                            match driver::finalize(&req, &t) {
                                Ok(k) => match link(&k, &t, &tmp.join(tname).join(&label)) {
                                    Ok(_) => tally.add(
                                        "handwritten",
                                        &label,
                                        "finalized, not run (no inputs)",
                                        "finalized, not run (no inputs)",
                                    ),
                                    Err(e) => failures.push(format!("{tname} {label}: {e}")),
                                },
                                Err(e) => tally.add(
                                    "handwritten",
                                    &label,
                                    &format!("refused: {e}"),
                                    &format!("refused: {}", reason(&e)),
                                ),
                            }
                        }
                    }
                    ocloc(&t, tname, tmp, &mut tally, &mut failures, &keep);
                    text.push_str(&format!("\n## {tname}\n\n"));
                    for (k, n) in &tally.counts {
                        text.push_str(&format!("{n:4}  {k}\n"));
                    }
                    text.push('\n');
                    for r in &tally.rows {
                        text.push_str(r);
                        text.push('\n');
                    }
                    (text, failures)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (t, f) in per_target {
        text.push_str(&t);
        failures.extend(f);
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let dev = only.is_some() || filter.is_some();
    if dev {
        println!("{text}");
    }
    assert!(
        failures.is_empty(),
        "{} kernels finalized wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
    if dev {
        return;
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus-table.txt");
    if std::env::var_os("XVISA_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        want == text,
        "the corpus table changed (XVISA_BLESS=1 rewrites {}):\n{text}",
        path.display()
    );
}

// ------------------------------------------------------------- ocloc corpus

use serde_json::Value;

const PLATFORMS: [(&str, visa::Platform); 4] = [
    ("skl", visa::Platform::Skl),
    ("tgllp", visa::Platform::Tgllp),
    ("dg2-g10", visa::Platform::Dg2),
    ("pvc", visa::Platform::Pvc),
];

use common::{manifest_args, Arg};

/// Runs an ocloc kernel on both emulators with the given global and local
/// sizes; compares every buffer.
#[allow(clippy::too_many_arguments)]
fn compare_ocl(
    module: &visa::Module,
    plat: visa::Platform,
    zb: &visa_emu::zebin::Zebin,
    kname: &str,
    k: &driver::Finalized,
    co: &[u8],
    args: &[Arg],
    global: [u32; 3],
    nd: u32,
    local: [u32; 3],
) -> Result<(), String> {
    let zk = zb.kernel(kname).map_err(|e| e.to_string())?;
    let prog = visa_emu::Program::new(module, plat).map_err(|e| format!("vISA load: {e}"))?;
    let mut dev = visa_emu::Device::new();
    let mut vargs = Vec::new();
    let mut vbufs = Vec::new();
    for a in args {
        vargs.push(match a {
            Arg::Buf(b) => {
                let x = dev.buffer(b);
                vbufs.push(x);
                visa_emu::ArgValue::Buffer(x)
            }
            Arg::Val(v) => visa_emu::ArgValue::Bytes(v.clone()),
            Arg::Local(n) => visa_emu::ArgValue::Local(*n),
        });
    }
    let l = visa_emu::bind(&mut dev, zb, zk, &vargs, global, local, nd)
        .map_err(|e| format!("vISA bind: {e}"))?;
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let vr = dev.launch(&prog, &l);
    let mut gdev = gcn_emu::Device::new();
    let mut gl = gcn_emu::Launch::new(&k.name, global, local, nd);
    gl.deferred_writeback = true;
    let mut gbufs = Vec::new();
    for a in args {
        gl.args.push(match a {
            Arg::Buf(b) => {
                let x = gdev.buffer(b);
                gbufs.push(x);
                gcn_emu::ArgValue::Buffer(x)
            }
            Arg::Val(v) => gcn_emu::ArgValue::Bytes(v.clone()),
            Arg::Local(n) => gcn_emu::ArgValue::Local(*n),
        });
    }
    let gr = gdev.launch(&gp, &gl);
    match (vr, gr) {
        (Ok(_), Ok(_)) => {}
        (Err(_), Err(_)) => return Err("both stop".into()),
        (Err(e), Ok(_)) => return Err(format!("vISA run: {e}")),
        (Ok(_), Err(e)) => return Err(format!("GCN run: {e}")),
    }
    for (i, (vb, gb)) in vbufs.iter().zip(&gbufs).enumerate() {
        let (x, y) = (dev.read(*vb), gdev.read(*gb));
        if x != y {
            let at = x.iter().zip(&y).position(|(a, b)| a != b).unwrap_or(0);
            return Err(format!("buffer {i} differs at byte {at}"));
        }
    }
    Ok(())
}

/// The ocloc corpus (`tests/corpus/ocl`, every kernel of every platform
/// its manifest lists).
fn ocloc(
    t: &Target,
    tname: &str,
    tmp: &Path,
    tally: &mut Tally,
    failures: &mut Vec<String>,
    keep: &dyn Fn(&str) -> bool,
) {
    let base = root().join("tests/corpus/ocl");
    let mut manifests: Vec<PathBuf> = std::fs::read_dir(base.join("runs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    manifests.sort();
    for mf in manifests {
        let m: Value = serde_json::from_str(&std::fs::read_to_string(&mf).unwrap()).unwrap();
        let kname = m["kernel"].as_str().unwrap().to_string();
        if !keep(&kname) {
            continue;
        }
        let stem = Path::new(m["source"].as_str().unwrap())
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .to_string();
        for (pname, plat) in PLATFORMS {
            if !m["platforms"]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x.as_str() == Some(pname))
            {
                continue;
            }
            let part = format!("ocl-{pname}");
            let dir = base.join(pname).join(&stem);
            let kj: Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join("kernels.json")).unwrap())
                    .unwrap();
            let simd = kj["kernels"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["kernel"].as_str() == Some(&kname))
                .unwrap()["zebin_simd"]
                .as_u64()
                .unwrap() as u32;
            let src =
                std::fs::read_to_string(dir.join(format!("{kname}_simd{simd}.visaasm"))).unwrap();
            let module =
                visa_text::parse_with(&src, visa_text::ParseOptions { platform: plat }).unwrap();
            let zb = visa_emu::zebin::Zebin::parse(
                &std::fs::read(dir.join(format!("{stem}.bin"))).unwrap(),
            )
            .unwrap();
            let req = Request {
                module: &module,
                kernel: Some(&kname),
                platform: plat,
                simd: Some(simd),
                zebin: Some(&zb),
            };
            let k = match driver::finalize(&req, t) {
                Ok(k) => k,
                Err(e) => {
                    tally.add(
                        &part,
                        &kname,
                        &format!("refused: {e}"),
                        &format!("refused: {}", reason(&e)),
                    );
                    continue;
                }
            };
            let co = match link(&k, t, &tmp.join(tname).join(&part).join(&kname)) {
                Ok(co) => co,
                Err(e) => {
                    failures.push(format!("{tname} {part} {kname}: {e}"));
                    continue;
                }
            };
            if co.is_empty() {
                tally.add(
                    &part,
                    &kname,
                    "finalized, not run (no instruction table for the target)",
                    "finalized, not run (no instruction table for the target)",
                );
                continue;
            }
            let (global, nd) = common::manifest_dims(&m, "global");
            let (mlocal, _) = common::manifest_dims(&m, "local");
            let local = common::launch_local(mlocal, simd, &k, t);
            let args = manifest_args(&m, &m_dir(&base, &kname));
            match compare_ocl(
                &module, plat, &zb, &kname, &k, &co, &args, global, nd, local,
            ) {
                Ok(()) => tally.add(
                    &part,
                    &kname,
                    "matches xvisa run",
                    "finalized and matching xvisa run",
                ),
                // The GCN emulator does not run every target yet.
                Err(e)
                    if e.starts_with("GCN load:")
                        && (e.contains("no decoder for") || e.contains("no GFX10 semantics")) =>
                {
                    tally.add(
                        &part,
                        &kname,
                        "finalized, not run (the GCN emulator does not run the target yet)",
                        "finalized, not run (the GCN emulator does not run the target yet)",
                    )
                }
                Err(e) if e == "both stop" && local != mlocal => tally.add(
                    &part,
                    &kname,
                    "finalized, not run (both emulators stop with work-groups of one vISA thread; the kernel needs its manifest's work-group size)",
                    "finalized, not run (both emulators stop with work-groups of one vISA thread)",
                ),
                Err(e) => failures.push(format!("{tname} {part} {kname}: {e}")),
            }
        }
    }
}

fn m_dir(base: &Path, kname: &str) -> PathBuf {
    base.join("runs").join(kname)
}
