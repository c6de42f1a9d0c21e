//! OpenCL kernels written with Intel's sub-group matrix multiply-accumulate
//! (plain and split), extended 2-D block read, sub-group block read/write
//! and bf16/tf32 conversion extensions (`tests/emu/ocl/src`), as `ocloc`
//! compiled them for DG2 and PVC (`scripts/emu/ml-build.sh`), run with
//! their zebin's argument binding; every output buffer must equal the
//! numpy reference of `tests/emu/ocl/ref.py` byte for byte (pocl has none
//! of these extensions). Live re-check: `scripts/ci.d/45-emu-ml.sh`.

use std::path::{Path, PathBuf};

use serde_json::Value;
use visa_emu::{ArgValue, Device, Program, Zebin};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/emu/ocl")
}

fn dims(v: &Value) -> [u32; 3] {
    let mut d = [1u32; 3];
    for (i, x) in v.as_array().unwrap().iter().enumerate() {
        d[i] = x.as_u64().unwrap() as u32;
    }
    d
}

/// Runs one case; returns what went wrong.
fn run(c: &Value) -> Result<(), String> {
    let plat = c["platform"].as_str().unwrap();
    let platform = match plat {
        "dg2-g10" => visa::Platform::Dg2,
        _ => visa::Platform::Pvc,
    };
    let dir = root().join(plat).join(c["source"].as_str().unwrap());
    let kernel = c["kernel"].as_str().unwrap();
    let index: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("kernels.json")).unwrap()).unwrap();
    let k = index["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kernel"] == kernel)
        .ok_or("kernel not in kernels.json")?;
    let simd = k["zebin_simd"].as_u64().unwrap();
    let src = std::fs::read_to_string(dir.join(format!("{kernel}_simd{simd}.visaasm"))).unwrap();
    let module = visa_text::parse_with(&src, visa_text::ParseOptions { platform })
        .map_err(|e| format!("parse: {e}"))?;
    let prog = Program::new(&module, platform).map_err(|e| format!("load: {e}"))?;
    let source = c["source"].as_str().unwrap();
    let zb = Zebin::parse(&std::fs::read(dir.join(format!("{source}.bin"))).unwrap()).unwrap();
    let zk = zb.kernel(kernel).map_err(|e| format!("zebin: {e}"))?;
    let mut dev = Device::new();
    let mut args = Vec::new();
    let mut outs = Vec::new();
    for a in c["args"].as_array().unwrap() {
        if let Some(v) = a.get("i32") {
            args.push(ArgValue::Bytes(
                (v.as_i64().unwrap() as i32).to_le_bytes().to_vec(),
            ));
        } else if let Some(p) = a.get("in") {
            let b = dev.buffer(&std::fs::read(root().join(p.as_str().unwrap())).unwrap());
            args.push(ArgValue::Buffer(b));
        } else {
            let p = a["out"].as_str().unwrap();
            let b = dev.zeros(a["bytes"].as_u64().unwrap() as usize);
            outs.push((p.to_string(), b));
            args.push(ArgValue::Buffer(b));
        }
    }
    let launch = visa_emu::bind(
        &mut dev,
        &zb,
        zk,
        &args,
        dims(&c["global"]),
        dims(&c["local"]),
        c["global"].as_array().unwrap().len() as u32,
    )
    .map_err(|e| format!("bind: {e}"))?;
    dev.launch(&prog, &launch)
        .map_err(|e| format!("run: {e}"))?;
    for (p, b) in outs {
        let want = std::fs::read(root().join(&p)).unwrap();
        let got = dev.read(b);
        if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
            let n = (0..want.len()).filter(|&i| got[i] != want[i]).count();
            return Err(format!(
                "{p}: {n} of {} bytes differ, first at byte {i} (got {:#04x}, want {:#04x})",
                want.len(),
                got[i],
                want[i]
            ));
        }
    }
    Ok(())
}

#[test]
fn ml_kernels_give_the_reference() {
    let cases: Value =
        serde_json::from_str(&std::fs::read_to_string(root().join("cases.json")).unwrap()).unwrap();
    let cases = cases["cases"].as_array().unwrap();
    assert!(cases.len() > 80, "the cases are missing");
    let filter = std::env::var("XVISA_CASE").ok();
    let mut fails = Vec::new();
    for c in cases {
        let name = c["name"].as_str().unwrap();
        if filter.as_deref().is_some_and(|f| !name.contains(f)) {
            continue;
        }
        if let Err(e) = run(c) {
            fails.push(format!("{name}: {e}"));
        }
    }
    for f in &fails {
        eprintln!("FAIL {f}");
    }
    assert!(
        fails.is_empty(),
        "{} of {} cases fail",
        fails.len(),
        cases.len()
    );
}
