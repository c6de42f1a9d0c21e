//! What the finalizer's integration tests share: parse and finalize a
//! hand-written kernel, link the object with `ld.lld-14 -shared` (the GCN
//! emulator runs linked code objects; a missing linker fails the test
//! loudly), and run one launch on both emulators (the GCN one with its
//! wait and hazard checks and late load write-back on) to compare the
//! buffers.

// Each test file compiles this module on its own and uses a part of it.
#![allow(dead_code)]

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use visa_finalize::driver::{self, Finalized, Request};
use visa_finalize::target::Target;

/// Parses `src` as vISA text of `platform`; panics with the source on error.
pub fn parse(src: &str, platform: visa::Platform) -> visa::Module {
    visa_text::parse_with(src, visa_text::ParseOptions { platform })
        .unwrap_or_else(|e| panic!("{e}\n{src}"))
}

/// Finalizes the module's only kernel (no zebin) as SIMD `simd`.
pub fn finalize(
    m: &visa::Module,
    platform: visa::Platform,
    simd: u32,
    t: &Target,
) -> Result<Finalized, visa_finalize::Error> {
    driver::finalize(
        &Request {
            module: m,
            kernel: None,
            platform,
            simd: Some(simd),
            zebin: None,
        },
        t,
    )
}

/// gfx900, gfx90a and gfx1030 (wave32), code object V4.
pub fn targets() -> Vec<Target> {
    ["gfx900", "gfx90a", "gfx1030"]
        .iter()
        .map(|p| Target::new(p, false, 4).unwrap())
        .collect()
}

/// [`targets`] and gfx1030 in wave64.
pub fn targets_and_wave64() -> Vec<Target> {
    let mut v = targets();
    v.push(Target::new("gfx1030", true, 4).unwrap());
    v
}

/// A target's name as the messages print it (`gfx1030-w64` for wave64 GFX10).
pub fn name(t: &Target) -> String {
    if t.gen >= 10 && t.wave64 {
        format!("{}-w64", t.proc)
    } else {
        t.proc.to_string()
    }
}

/// Links a relocatable object with `ld.lld-14 -shared` in a fresh
/// directory; an error when the linker is missing, fails or warns.
pub fn ld_lld(obj: &[u8]) -> Result<Vec<u8>, String> {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "xvisa-finalize-test-{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (o, co) = (dir.join("k.o"), dir.join("k.co"));
    std::fs::write(&o, obj).map_err(|e| e.to_string())?;
    let out = Command::new("ld.lld-14")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&co)
        .output()
        .map_err(|e| format!("this test needs `ld.lld-14` (LLVM 14's lld) on PATH: {e}"))?;
    let linked = if out.status.success() && out.stderr.is_empty() {
        std::fs::read(&co).map_err(|e| e.to_string())
    } else {
        Err(format!(
            "ld.lld-14: {}",
            String::from_utf8_lossy(&out.stderr)
        ))
    };
    let _ = std::fs::remove_dir_all(&dir);
    linked
}

/// The finalized kernel as a linked code object (our encoder and object
/// writer, then `ld.lld-14`); panics on any failure.
pub fn link(k: &Finalized, t: &Target) -> Vec<u8> {
    let obj = driver::object(k, t).unwrap_or_else(|e| panic!("{}: object: {e}", name(t)));
    ld_lld(&obj).unwrap_or_else(|e| panic!("{}: {e}", name(t)))
}

/// One kernel input, by the name of its `.input` (or argument).
pub enum In {
    /// A buffer; the input is its 64-bit address.
    Buf(Vec<u8>),
    /// Bytes passed by value.
    Val(Vec<u8>),
    /// A buffer bound to the surface variable of this name (`xvisa run`
    /// binds it at the next binding-table index; the finalized kernel
    /// takes it as the argument of the same name).
    Surface(Vec<u8>),
    /// A buffer bound at this binding-table index (the finalized kernel's
    /// argument `btiN`).
    Bti(u32, Vec<u8>),
}

impl In {
    /// The bytes of a buffer input.
    fn buffer(&self) -> Option<&[u8]> {
        match self {
            In::Buf(b) | In::Surface(b) | In::Bti(_, b) => Some(b),
            In::Val(_) => None,
        }
    }

    /// Whether the finalized kernel's argument `arg` takes this input
    /// (named `name`).
    fn is_arg(&self, name: &str, arg: &str) -> bool {
        match self {
            In::Bti(n, _) => arg == format!("bti{n}"),
            _ => name == arg,
        }
    }
}

/// A launch: grid and group sizes in work-items, SIMD width, SLM and
/// per-thread scratch bytes for the vISA emulator.
#[derive(Clone, Copy)]
pub struct Shape {
    pub global: [u32; 3],
    pub local: [u32; 3],
    pub dims: u32,
    pub simd: u32,
    pub slm_bytes: u32,
    pub scratch_bytes: u32,
}

impl Shape {
    /// One group of `simd` work-items, one vISA thread.
    pub fn thread(simd: u32) -> Shape {
        Shape::groups(simd, simd, simd)
    }

    /// `global` work-items in 1-D groups of `local`, SIMD `simd`.
    pub fn groups(global: u32, local: u32, simd: u32) -> Shape {
        Shape {
            global: [global, 1, 1],
            local: [local, 1, 1],
            dims: 1,
            simd,
            slm_bytes: 0,
            scratch_bytes: 0,
        }
    }
}

/// Runs `module` on the vISA emulator as `xvisa run` launches it; the
/// buffers' final bytes in input order, or the run's error.
pub fn run_visa(
    module: &visa::Module,
    platform: visa::Platform,
    s: &Shape,
    inputs: &[(&str, In)],
) -> Result<Vec<Vec<u8>>, String> {
    let prog = visa_emu::Program::new(module, platform).map_err(|e| format!("vISA load: {e}"))?;
    let mut dev = visa_emu::Device::new();
    let mut l = visa_emu::Launch::new(s.global, s.local);
    l.simd = Some(s.simd);
    l.slm_bytes = s.slm_bytes;
    l.scratch_bytes = s.scratch_bytes;
    let mut bufs = Vec::new();
    let mut next_bti = 0;
    for (n, x) in inputs {
        if let In::Val(v) = x {
            l.inputs.push((n.to_string(), v.clone()));
            continue;
        }
        let buf = dev.buffer(x.buffer().unwrap_or_default());
        bufs.push(buf);
        match x {
            In::Surface(_) => {
                while l.surfaces.iter().any(|s| s.0 == next_bti) {
                    next_bti += 1;
                }
                l.surfaces.push((next_bti, buf));
                l.surface_inputs.push((n.to_string(), next_bti));
            }
            In::Bti(b, _) => l.surfaces.push((*b, buf)),
            _ => l
                .inputs
                .push((n.to_string(), dev.address(buf).to_le_bytes().to_vec())),
        }
    }
    dev.launch(&prog, &l).map_err(|e| e.to_string())?;
    Ok(bufs.iter().map(|b| dev.read(*b)).collect())
}

/// Runs the linked kernel `co` on the GCN emulator (wait and hazard
/// checks, late load write-back), its arguments taken from `inputs` by
/// name in the kernel's argument order; the buffers' final bytes in
/// input order (as [`run_visa`]), or the run's error. Panics when an
/// argument has no input or an input buffer is no argument.
pub fn run_gcn(
    k: &Finalized,
    co: &[u8],
    s: &Shape,
    inputs: &[(&str, In)],
) -> Result<Vec<Vec<u8>>, String> {
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let mut dev = gcn_emu::Device::new();
    let mut l = gcn_emu::Launch::new(&k.name, s.global, s.local, s.dims);
    l.deferred_writeback = true;
    let mut bufs = Vec::new();
    for a in &k.args {
        match inputs.iter().find(|i| i.1.is_arg(i.0, &a.name)) {
            Some((_, In::Val(v))) => l.args.push(gcn_emu::ArgValue::Bytes(v.clone())),
            Some((n, x)) => {
                let buf = dev.buffer(x.buffer().unwrap_or_default());
                bufs.push((*n, buf));
                l.args.push(gcn_emu::ArgValue::Buffer(buf));
            }
            None => panic!("argument `{}` has no input", a.name),
        }
    }
    dev.launch(&gp, &l).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (n, x) in inputs {
        if x.buffer().is_some() {
            let buf = bufs.iter().find(|b| b.0 == *n);
            let buf = buf.unwrap_or_else(|| panic!("input buffer `{n}` is no argument"));
            out.push(dev.read(buf.1));
        }
    }
    Ok(out)
}

/// The index of the first byte where `a` and `b` differ.
pub fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    a.iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .or((a.len() != b.len()).then(|| a.len().min(b.len())))
}

/// Runs both emulators on one launch and asserts that both succeed with
/// equal buffers; returns the buffers in input order.
pub fn run_both(
    module: &visa::Module,
    platform: visa::Platform,
    k: &Finalized,
    co: &[u8],
    t: &Target,
    s: &Shape,
    inputs: &[(&str, In)],
) -> Vec<Vec<u8>> {
    let want = run_visa(module, platform, s, inputs).expect("vISA run");
    let got = run_gcn(k, co, s, inputs).unwrap_or_else(|e| panic!("GCN run on {}: {e}", name(t)));
    assert_eq!(got.len(), want.len(), "{}: buffers", name(t));
    for (j, (g, w)) in got.iter().zip(&want).enumerate() {
        if let Some(at) = first_difference(g, w) {
            panic!(
                "{}: buffer {j}: xvisa co run differs from xvisa run at byte {at}",
                name(t)
            );
        }
    }
    want
}

/// Finalizes `m` as SIMD `simd` for `t`, links it and runs it on both
/// emulators ([`run_both`]): the buffers in input order. Panics naming
/// the target when a step fails or the buffers differ.
pub fn finalize_and_run_both(
    m: &visa::Module,
    platform: visa::Platform,
    simd: u32,
    t: &Target,
    s: &Shape,
    inputs: &[(&str, In)],
) -> Vec<Vec<u8>> {
    let (k, co) = finalize_and_link(m, platform, simd, t);
    run_both(m, platform, &k, &co, t, s, inputs)
}

/// Finalizes `m` as SIMD `simd` for `t` and links it: the kernel and the
/// code object. Panics naming the target when finalizing fails.
pub fn finalize_and_link(
    m: &visa::Module,
    platform: visa::Platform,
    simd: u32,
    t: &Target,
) -> (Finalized, Vec<u8>) {
    let k = finalize(m, platform, simd, t).unwrap_or_else(|e| panic!("{}: {e}", name(t)));
    let co = link(&k, t);
    (k, co)
}

/// Asserts that finalizing `m` as SIMD `simd` is refused on every target
/// of [`targets`] with a message containing each of `parts` (the
/// location and the reason).
pub fn assert_refused(m: &visa::Module, platform: visa::Platform, simd: u32, parts: &[&str]) {
    for t in targets() {
        let e = match finalize(m, platform, simd, &t) {
            Ok(_) => panic!("{}: finalized, but should be refused", name(&t)),
            Err(e) => e.to_string(),
        };
        for p in parts {
            assert!(e.contains(p), "{}: {p:?} not in {e}", name(&t));
        }
    }
}

/// Runs an ocloc kernel (`zebin`'s `kname`, finalized as `k`, linked as
/// `co`) on both emulators with positional arguments (buffers or values), the vISA emulator
/// binding them as `xvisa run --zebin` does. The GCN emulator's error
/// when it stops; else asserts the buffers equal and returns them.
#[allow(clippy::too_many_arguments)]
pub fn run_zebin(
    module: &visa::Module,
    platform: visa::Platform,
    zebin: &visa_emu::zebin::Zebin,
    k: &Finalized,
    co: &[u8],
    global: [u32; 3],
    local: [u32; 3],
    dims: u32,
    args: &[In],
) -> Result<Vec<Vec<u8>>, String> {
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let mut gdev = gcn_emu::Device::new();
    let mut gl = gcn_emu::Launch::new(&k.name, global, local, dims);
    gl.deferred_writeback = true;
    let mut gbufs = Vec::new();
    for a in args {
        gl.args.push(match (a, a.buffer()) {
            (_, Some(b)) => {
                let x = gdev.buffer(b);
                gbufs.push(x);
                gcn_emu::ArgValue::Buffer(x)
            }
            (In::Val(v), None) => gcn_emu::ArgValue::Bytes(v.clone()),
            (_, None) => unreachable!("only values have no buffer"),
        });
    }
    gdev.launch(&gp, &gl).map_err(|e| e.to_string())?;
    let prog = visa_emu::Program::new(module, platform).expect("vISA load");
    let mut dev = visa_emu::Device::new();
    let mut vargs = Vec::new();
    let mut vbufs = Vec::new();
    for a in args {
        vargs.push(match (a, a.buffer()) {
            (_, Some(b)) => {
                let x = dev.buffer(b);
                vbufs.push(x);
                visa_emu::ArgValue::Buffer(x)
            }
            (In::Val(v), None) => visa_emu::ArgValue::Bytes(v.clone()),
            (_, None) => unreachable!("only values have no buffer"),
        });
    }
    let zk = zebin.kernel(&k.name).expect("zebin kernel");
    let l = visa_emu::bind(&mut dev, zebin, zk, &vargs, global, local, dims).expect("bind");
    dev.launch(&prog, &l).expect("vISA run");
    let mut out = Vec::new();
    for (j, (vb, gb)) in vbufs.iter().zip(&gbufs).enumerate() {
        let (want, got) = (dev.read(*vb), gdev.read(*gb));
        if let Some(at) = first_difference(&got, &want) {
            panic!("buffer {j}: xvisa co run differs from xvisa run at byte {at}");
        }
        out.push(want);
    }
    Ok(out)
}

/// Finalizes `m` as SIMD `simd` for `t`, links it and runs it on the GCN
/// emulator: the buffers in input order (as [`run_gcn`]). Panics naming
/// the target when a step fails.
pub fn gcn_buffers(
    m: &visa::Module,
    platform: visa::Platform,
    simd: u32,
    t: &Target,
    s: &Shape,
    inputs: &[(&str, In)],
) -> Vec<Vec<u8>> {
    let (k, co) = finalize_and_link(m, platform, simd, t);
    run_gcn(&k, &co, s, inputs).unwrap_or_else(|e| panic!("GCN run on {}: {e}", name(t)))
}

/// Asserts that `got` equals `want` row by row (`row` bytes each, a test
/// case per row), listing every differing row as `label(k)` with both
/// rows' bytes.
pub fn assert_rows(
    t: &Target,
    got: &[u8],
    want: &[u8],
    row: usize,
    label: impl Fn(usize) -> String,
) {
    assert_eq!(got.len(), want.len(), "{}: buffer sizes", name(t));
    let bad: Vec<String> = (0..want.len().div_ceil(row))
        .filter_map(|k| {
            let r = k * row..want.len().min(k * row + row);
            (got[r.clone()] != want[r.clone()]).then(|| {
                format!(
                    "{}: got {:02x?}, want {:02x?}",
                    label(k),
                    &got[r.clone()],
                    &want[r]
                )
            })
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{}: xvisa co run differs from xvisa run:\n{}",
        name(t),
        bad.join("\n")
    );
}

/// The bytes of a manifest scalar of OpenCL type `ty`.
pub fn scalar_bytes(ty: &str, v: &serde_json::Value) -> Vec<u8> {
    let f = v.as_f64().unwrap_or(0.0);
    let i = v
        .as_i64()
        .map(|x| x as i128)
        .or(v.as_u64().map(|x| x as i128))
        .unwrap_or(f as i128);
    match ty {
        "char" | "uchar" => vec![i as u8],
        "short" | "ushort" => (i as u16).to_le_bytes().to_vec(),
        "int" | "uint" => (i as u32).to_le_bytes().to_vec(),
        "long" | "ulong" => (i as u64).to_le_bytes().to_vec(),
        "half" => visa_emu::float::to_f16(f, 0.0, visa_emu::float::Rounding::Rne)
            .to_le_bytes()
            .to_vec(),
        "float" => (f as f32).to_le_bytes().to_vec(),
        "double" => f.to_le_bytes().to_vec(),
        t => panic!("scalar type {t}"),
    }
}

/// An OpenCL argument of a manifest: buffer bytes, value bytes or local
/// bytes.
pub enum Arg {
    /// A buffer's initial bytes.
    Buf(Vec<u8>),
    /// Bytes passed by value.
    Val(Vec<u8>),
    /// Local memory bytes.
    Local(u32),
}

/// A run manifest's `global` or `local` size: three dimensions (missing
/// ones 1) and how many the manifest gives.
pub fn manifest_dims(m: &serde_json::Value, key: &str) -> ([u32; 3], u32) {
    let v = m[key].as_array().unwrap();
    let mut d = [1u32; 3];
    for (i, x) in v.iter().enumerate() {
        d[i] = x.as_u64().unwrap() as u32;
    }
    (d, v.len() as u32)
}

/// The local size an ocloc kernel runs with: the manifest's when the
/// finalized kernel accepts it (its metadata's `.max_flat_workgroup_size`),
/// else one vISA thread in X (the global size then need not be a multiple:
/// the last group is partial).
pub fn launch_local(manifest: [u32; 3], simd: u32, k: &Finalized, t: &Target) -> [u32; 3] {
    let flat = manifest[0] * manifest[1] * manifest[2];
    if flat <= driver::max_flat_workgroup_size(k, t) {
        manifest
    } else {
        [simd, 1, 1]
    }
}

/// The arguments of a run manifest (`tests/corpus/ocl/runs/K.json`), buffers
/// read from its directory `rdir`.
pub fn manifest_args(m: &serde_json::Value, rdir: &std::path::Path) -> Vec<Arg> {
    let mut out = Vec::new();
    for (i, a) in m["args"].as_array().unwrap().iter().enumerate() {
        out.push(match a["kind"].as_str().unwrap() {
            "buffer" => Arg::Buf(std::fs::read(rdir.join(format!("arg{i}.in.bin"))).unwrap()),
            "scalar" => Arg::Val(scalar_bytes(a["type"].as_str().unwrap(), &a["value"])),
            "local" => Arg::Local(a["bytes"].as_u64().unwrap() as u32),
            "struct" => {
                let mut b = vec![0u8; a["size"].as_u64().unwrap() as usize];
                for f in a["fields"].as_array().unwrap() {
                    let ty = f["type"].as_str().unwrap();
                    let base = ty.trim_end_matches(|c: char| c.is_ascii_digit());
                    let vals: Vec<serde_json::Value> = match &f["value"] {
                        serde_json::Value::Array(v) => v.clone(),
                        v => vec![v.clone()],
                    };
                    let mut off = f["offset"].as_u64().unwrap() as usize;
                    for v in vals {
                        let x = scalar_bytes(base, &v);
                        b[off..off + x.len()].copy_from_slice(&x);
                        off += x.len();
                    }
                }
                Arg::Val(b)
            }
            k => panic!("arg kind {k}"),
        });
    }
    out
}
