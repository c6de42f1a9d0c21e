//! The OpenCL corpus (`tests/corpus/ocl`): run each manifest's kernel as
//! ocloc compiled it, with the committed inputs, and compare with pocl's
//! committed results by the manifest's rules.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use serde_json::Value;
use visa::Platform;
use visa_emu::{ArgValue, Device, Program, Zebin};

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/ocl")
}

pub const PLATFORMS: [(&str, Platform); 4] = [
    ("skl", Platform::Skl),
    ("tgllp", Platform::Tgllp),
    ("dg2-g10", Platform::Dg2),
    ("pvc", Platform::Pvc),
];

/// One kernel compiled for one platform.
pub struct Case {
    pub kernel: String,
    pub platform: &'static str,
    pub plat: Platform,
    pub visaasm: PathBuf,
    pub zebin: PathBuf,
    pub simd: u32,
    pub manifest: Value,
}

pub fn cases(filter: Option<&str>) -> Vec<Case> {
    let mut out = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(root().join("runs"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    for p in names {
        let m: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        let kernel = m["kernel"].as_str().unwrap().to_string();
        if let Some(f) = filter {
            if !f.split(',').any(|x| x == kernel) {
                continue;
            }
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
            let dir = root().join(pname).join(&stem);
            let kj: Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join("kernels.json")).unwrap())
                    .unwrap();
            let k = kj["kernels"]
                .as_array()
                .unwrap()
                .iter()
                .find(|k| k["kernel"].as_str() == Some(&kernel))
                .unwrap();
            let simd = k["zebin_simd"].as_u64().unwrap() as u32;
            out.push(Case {
                kernel: kernel.clone(),
                platform: pname,
                plat,
                visaasm: dir.join(format!("{kernel}_simd{simd}.visaasm")),
                zebin: dir.join(format!("{stem}.bin")),
                simd,
                manifest: m.clone(),
            });
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
        "half" => {
            let h = visa_emu::float::to_f16(f, 0.0, visa_emu::float::Rounding::Rne);
            h.to_le_bytes().to_vec()
        }
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

/// Ordered integer of a float bit pattern (±0 both 0), for ulp distances.
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
        2 => visa_emu::float::f16_to_f64(bits as u16),
        4 => f32::from_bits(bits as u32) as f64,
        _ => f64::from_bits(bits),
    }
}

/// Compares by a manifest rule; returns mismatches and the first one.
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

pub fn run_case(c: &Case) -> Outcome {
    let src = std::fs::read_to_string(&c.visaasm).unwrap();
    let module = match visa_text::parse_with(&src, visa_text::ParseOptions { platform: c.plat }) {
        Ok(m) => m,
        Err(e) => return Outcome::Fail(format!("parse error: {e}")),
    };
    run_module(c, &module, None)
}

/// Runs `module` as case `c`'s kernel (a thread stops after `max_insts`).
pub fn run_module(c: &Case, module: &visa::Module, max_insts: Option<u64>) -> Outcome {
    let prog = match Program::new(module, c.plat) {
        Ok(p) => p,
        Err(e) => return Outcome::Fail(format!("load: {e}")),
    };
    let zb = Zebin::parse(&std::fs::read(&c.zebin).unwrap()).unwrap();
    let zk = zb.kernel(&c.kernel).unwrap();
    let m = &c.manifest;
    let mut dev = Device::new();
    let mut args = Vec::new();
    let mut bufs = Vec::new();
    let rdir = root().join("runs").join(&c.kernel);
    for (i, a) in m["args"].as_array().unwrap().iter().enumerate() {
        match a["kind"].as_str().unwrap() {
            "buffer" => {
                let bytes = std::fs::read(rdir.join(format!("arg{i}.in.bin"))).unwrap();
                let b = dev.buffer(&bytes);
                bufs.push((i, b));
                args.push(ArgValue::Buffer(b));
            }
            "scalar" => args.push(ArgValue::Bytes(scalar_bytes(
                a["type"].as_str().unwrap(),
                &a["value"],
            ))),
            "local" => args.push(ArgValue::Local(a["bytes"].as_u64().unwrap() as u32)),
            "struct" => {
                let mut b = vec![0u8; a["size"].as_u64().unwrap() as usize];
                for f in a["fields"].as_array().unwrap() {
                    let (base, _) = elem(f["type"].as_str().unwrap());
                    let vals: Vec<Value> = match &f["value"] {
                        Value::Array(v) => v.clone(),
                        v => vec![v.clone()],
                    };
                    let mut off = f["offset"].as_u64().unwrap() as usize;
                    for v in vals {
                        let s = scalar_bytes(base, &v);
                        b[off..off + s.len()].copy_from_slice(&s);
                        off += s.len();
                    }
                }
                args.push(ArgValue::Bytes(b));
            }
            k => panic!("arg kind {k}"),
        }
    }
    let dims = |k: &str| -> ([u32; 3], u32) {
        let v = m[k].as_array().unwrap();
        let mut d = [1u32; 3];
        for (i, x) in v.iter().enumerate() {
            d[i] = x.as_u64().unwrap() as u32;
        }
        (d, v.len() as u32)
    };
    let (global, nd) = dims("global");
    let (local, _) = dims("local");
    let mut launch = match visa_emu::bind(&mut dev, &zb, zk, &args, global, local, nd) {
        Ok(l) => l,
        Err(e) => return Outcome::Fail(format!("bind: {e}")),
    };
    if let Some(n) = max_insts {
        launch.max_instructions = n;
    }
    if let Err(e) = dev.launch(&prog, &launch) {
        return Outcome::Fail(format!("run: {e}"));
    }
    let mut fails = Vec::new();
    for (i, b) in bufs {
        let a = &m["args"][i];
        if a["output"].as_bool() != Some(true) {
            continue;
        }
        let sg = m.get("subgroup_sizes").is_some();
        let name = if sg {
            format!("arg{i}.expected.sg{}.bin", c.simd)
        } else {
            format!("arg{i}.expected.bin")
        };
        let exp = match std::fs::read(rdir.join(&name)) {
            Ok(e) => e,
            Err(_) => {
                fails.push(format!("arg{i}: no expected file {name}"));
                continue;
            }
        };
        let got = dev.read(b);
        let (bad, first) = compare(&exp, &got, a["elem"].as_str().unwrap(), &a["compare"]);
        if bad != 0 && !igc_deviation(&c.kernel, i, &rdir, &exp, &got) {
            fails.push(format!("arg{i}: {bad} mismatches, {first}"));
        }
    }
    if fails.is_empty() {
        Outcome::Pass
    } else {
        Outcome::Fail(fails.join("; "))
    }
}

/// IGC's `mad_sat(long)` (libclc's, in IGC's BiF library) mis-saturates:
/// with operands of different signs and a zero product it returns
/// `LONG_MIN`, and it never saturates the final addition. The code ocloc
/// emits therefore differs from pocl there; the emulator must give what
/// that algorithm gives.
fn libclc_mad_sat(x: i64, y: i64, z: i64) -> i64 {
    let hi = ((x as i128 * y as i128) >> 64) as i64;
    let ulo = x.wrapping_mul(y) as u64;
    let max = i64::MAX as u64;
    if ((x < 0) == (y < 0)) && hi != 0 {
        return i64::MAX;
    }
    if hi == 0 && ulo >= max && (z > 0 || ulo.wrapping_add(z as u64) > max) {
        return i64::MAX;
    }
    if ((x < 0) != (y < 0)) && hi != -1 {
        return i64::MIN;
    }
    if hi == -1 && ulo <= max + 1 && (z < 0 || (z as u64) < max.wrapping_sub(ulo)) {
        return i64::MIN;
    }
    ulo.wrapping_add(z as u64) as i64
}

/// Whether every mismatch is a known deviation of IGC's own code, and the
/// emulator computed exactly what that code computes.
fn igc_deviation(kernel: &str, arg: usize, rdir: &Path, exp: &[u8], got: &[u8]) -> bool {
    if kernel != "int_builtins_long" || arg != 3 {
        return false;
    }
    let q = |b: &[u8]| -> Vec<i64> {
        b.chunks(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let input = |k: usize| q(&std::fs::read(rdir.join(format!("arg{k}.in.bin"))).unwrap());
    let (x, y, z) = (input(0), input(1), input(2));
    let (e, g) = (q(exp), q(got));
    e.iter().zip(&g).enumerate().all(|(k, (ev, gv))| {
        ev == gv || (k % 12 == 2 && *gv == libclc_mad_sat(x[k / 12], y[k / 12], z[k / 12]))
    })
}
