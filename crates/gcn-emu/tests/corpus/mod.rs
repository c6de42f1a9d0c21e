//! The AMDGPU OpenCL corpus (`tests/corpus/gcn`): every manifest's kernel
//! as clang-15 compiled it for each target, run with the committed inputs
//! and compared with pocl's committed results by the manifest's rules.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use gcn_emu::{ArgValue, Device, Launch, Program};
use serde_json::Value;

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub const TARGETS: [&str; 6] = [
    "gfx900",
    "gfx906",
    "gfx908",
    "gfx90a",
    "gfx1030",
    "gfx1030-w64",
];

/// The targets the emulator runs (those the instruction-set layer decodes).
pub const RUNNABLE: &[&str] = &[
    "gfx900",
    "gfx906",
    "gfx908",
    "gfx90a",
    "gfx1030",
    "gfx1030-w64",
];

/// One kernel compiled for one target.
#[derive(Clone)]
pub struct Case {
    pub kernel: String,
    pub target: &'static str,
    pub code_object: PathBuf,
    /// Directory of the inputs and expected outputs.
    pub runs: PathBuf,
    pub manifest: Value,
}

fn manifests(dir: &Path) -> Vec<Value> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir.join("runs"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap())
        .collect()
}

/// Every (kernel, target) pair, filtered by a comma-separated list of
/// kernel names and one of targets.
pub fn cases(kernels: Option<&str>, targets: Option<&str>) -> Vec<Case> {
    let gcn = repo().join("tests/corpus/gcn");
    let ocl = repo().join("tests/corpus/ocl");
    let mut out = Vec::new();
    for (dir, ms) in [(&ocl, manifests(&ocl)), (&gcn, manifests(&gcn))] {
        for m in ms {
            let kernel = m["kernel"].as_str().unwrap().to_string();
            if let Some(f) = kernels {
                if !f.split(',').any(|x| x == kernel) {
                    continue;
                }
            }
            let stem = Path::new(m["source"].as_str().unwrap())
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .to_string();
            for t in TARGETS {
                if let Some(f) = targets {
                    if !f.split(',').any(|x| x == t) {
                        continue;
                    }
                }
                let co = gcn.join(t).join(format!("{stem}.co"));
                if !co.exists() {
                    continue;
                }
                out.push(Case {
                    kernel: kernel.clone(),
                    target: t,
                    code_object: co,
                    runs: dir.join("runs").join(&kernel),
                    manifest: m.clone(),
                });
            }
        }
    }
    out
}

fn scalar_bytes(ty: &str, v: &Value) -> Vec<u8> {
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
        "float" => (f as f32).to_le_bytes().to_vec(),
        "double" => f.to_le_bytes().to_vec(),
        t => panic!("scalar type {t}"),
    }
}

fn elem(e: &str) -> (&str, usize) {
    for w in ["16", "8", "4", "3", "2"] {
        if let Some(b) = e.strip_suffix(w) {
            if !b.is_empty() && !b.ends_with(|c: char| c.is_ascii_digit()) {
                return (b, w.parse().unwrap());
            }
        }
    }
    (e, 1)
}

fn base_size(b: &str) -> usize {
    match b {
        "char" | "uchar" => 1,
        "short" | "ushort" | "half" => 2,
        "int" | "uint" | "float" => 4,
        _ => 8,
    }
}

fn f16_to_f64(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    match e {
        0 => s * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                s * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => s * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

fn ordered(bits: u64, size: usize) -> i128 {
    let sign = 1u64 << (8 * size - 1);
    if bits & sign != 0 {
        -((bits - sign) as i128)
    } else {
        bits as i128
    }
}

fn to_f64(bits: u64, size: usize) -> f64 {
    match size {
        2 => f16_to_f64(bits as u16),
        4 => f32::from_bits(bits as u32) as f64,
        _ => f64::from_bits(bits),
    }
}

/// Compares by a manifest rule; returns the mismatches and the first one.
pub fn compare(exp: &[u8], got: &[u8], elem_ty: &str, rule: &Value) -> (usize, String) {
    if exp.len() != got.len() {
        return (usize::MAX, format!("size {} != {}", got.len(), exp.len()));
    }
    let (b, _) = elem(elem_ty);
    let sz = base_size(b);
    let float = matches!(b, "half" | "float" | "double");
    let mut bad = 0;
    let mut first = String::new();
    for (k, (e, g)) in exp.chunks(sz).zip(got.chunks(sz)).enumerate() {
        let mut eb = [0u8; 8];
        let mut gb = [0u8; 8];
        eb[..sz].copy_from_slice(e);
        gb[..sz].copy_from_slice(g);
        let (ev, gv) = (u64::from_le_bytes(eb), u64::from_le_bytes(gb));
        let ok = if ev == gv {
            true
        } else if rule.is_object() && float {
            let (ef, gf) = (to_f64(ev, sz), to_f64(gv, sz));
            let fin = ef.is_finite() && gf.is_finite();
            let ulp = rule["ulp"].as_u64().unwrap_or(0) as i128;
            let d = (ordered(ev, sz) - ordered(gv, sz)).abs();
            (ef.is_nan() && gf.is_nan())
                || (fin && d <= ulp)
                || (fin && rule["abs"].as_f64().is_some_and(|a| (ef - gf).abs() <= a))
        } else {
            false
        };
        if !ok {
            if bad == 0 {
                first = if float {
                    format!(
                        "element {k}: got {} expected {}",
                        to_f64(gv, sz),
                        to_f64(ev, sz)
                    )
                } else {
                    format!("element {k}: got {gv:#x} expected {ev:#x}")
                };
            }
            bad += 1;
        }
    }
    (bad, first)
}

/// The result of running one case.
pub enum Outcome {
    Pass,
    Fail(String),
}

fn struct_bytes(a: &Value) -> Vec<u8> {
    let mut b = vec![0u8; a["size"].as_u64().unwrap() as usize];
    for f in a["fields"].as_array().unwrap() {
        let (base, _) = elem(f["type"].as_str().unwrap());
        let vals: Vec<Value> = match &f["value"] {
            Value::Array(v) => v.clone(),
            v => vec![v.clone()],
        };
        let mut off = f["offset"].as_u64().unwrap() as usize;
        for v in vals {
            let raw = scalar_bytes(base, &v);
            b[off..off + raw.len()].copy_from_slice(&raw);
            off += raw.len();
        }
    }
    b
}

/// How to run a case.
#[derive(Clone, Copy)]
pub struct Mode {
    pub checks: bool,
    pub stop: bool,
    pub deferred: bool,
}

pub const CHECKED: Mode = Mode {
    checks: true,
    stop: true,
    deferred: false,
};

/// A `Write` collecting the trace.
#[derive(Clone, Default)]
pub struct Sink(pub std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs a case with the code object `bytes` (possibly edited). Returns the
/// buffers after the run.
pub fn run_with(c: &Case, bytes: &[u8], checks: bool) -> Result<Vec<(usize, Vec<u8>)>, String> {
    run_mode(c, bytes, Mode { checks, ..CHECKED }, None)
}

/// Runs a case in a mode, optionally tracing into `trace`.
pub fn run_mode(
    c: &Case,
    bytes: &[u8],
    mode: Mode,
    trace: Option<Sink>,
) -> Result<Vec<(usize, Vec<u8>)>, String> {
    let prog = Program::new(bytes).map_err(|e| e.to_string())?;
    let m = &c.manifest;
    let mut dev = Device::new();
    let mut args = Vec::new();
    let mut bufs = Vec::new();
    for (i, a) in m["args"].as_array().unwrap().iter().enumerate() {
        match a["kind"].as_str().unwrap() {
            "buffer" => {
                let data = std::fs::read(c.runs.join(format!("arg{i}.in.bin")))
                    .map_err(|e| e.to_string())?;
                let b = dev.buffer_from(data);
                dev.name(b, &format!("argument {i}"));
                bufs.push((i, b));
                args.push(ArgValue::Buffer(b));
            }
            "scalar" => args.push(ArgValue::Bytes(scalar_bytes(
                a["type"].as_str().unwrap(),
                &a["value"],
            ))),
            "local" => args.push(ArgValue::Local(a["bytes"].as_u64().unwrap() as u32)),
            "struct" => args.push(ArgValue::Bytes(struct_bytes(a))),
            k => return Err(format!("argument kind {k}")),
        }
    }
    let dims3 = |v: &Value| {
        let a = v.as_array().unwrap();
        let mut d = [1u32; 3];
        for (i, x) in a.iter().enumerate() {
            d[i] = x.as_u64().unwrap() as u32;
        }
        (d, a.len() as u32)
    };
    let (grid, dims) = dims3(&m["global"]);
    let (block, _) = dims3(&m["local"]);
    let mut l = Launch::new(&c.kernel, grid, block, dims);
    l.args = args;
    l.checks = mode.checks;
    l.stop_on_violation = mode.stop;
    l.deferred_writeback = mode.deferred;
    if let Some(t) = trace {
        l.trace = Some(std::sync::Mutex::new(Box::new(t)));
    }
    dev.launch(&prog, &l).map_err(|e| e.to_string())?;
    Ok(bufs.into_iter().map(|(i, b)| (i, dev.read(b))).collect())
}

pub fn run_case(c: &Case) -> Outcome {
    let bytes = std::fs::read(&c.code_object).unwrap();
    let out = match run_with(c, &bytes, true) {
        Ok(o) => o,
        Err(e) => return Outcome::Fail(e),
    };
    check_outputs(c, &out)
}

/// Compares a run's buffers with the expected ones.
pub fn check_outputs(c: &Case, out: &[(usize, Vec<u8>)]) -> Outcome {
    let m = &c.manifest;
    let wave = if c.target == "gfx1030" { 32 } else { 64 };
    let sg = m.get("subgroup_sizes").is_some();
    for (i, got) in out {
        let i = *i;
        let a = &m["args"][i];
        if !a["output"].as_bool().unwrap_or(false) {
            continue;
        }
        let name = if sg {
            format!("arg{i}.expected.sg{wave}.bin")
        } else {
            format!("arg{i}.expected.bin")
        };
        let exp = match std::fs::read(c.runs.join(&name)) {
            Ok(e) => e,
            Err(e) => return Outcome::Fail(format!("{name}: {e}")),
        };
        let (bad, first) = compare(&exp, got, a["elem"].as_str().unwrap(), &a["compare"]);
        if bad > 0 {
            return Outcome::Fail(format!("arg{i}: {bad} mismatches; {first}"));
        }
    }
    Outcome::Pass
}
