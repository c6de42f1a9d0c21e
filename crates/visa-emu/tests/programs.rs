//! Hand-written unit programs (`tests/emu/*.visaasm`), one execution-model
//! rule each. Directives in leading comments say how to run a program and
//! what it must produce:
//!
//! ```text
//! // platform: SKL                       (default SKL)
//! // launch: global=16 local=16 simd=16  (global/local take X[,Y[,Z]]; `media` for media mode)
//! // input: NAME=zeros:BYTES | NAME=u32s:1,2,3 (a buffer; NAME gets its address)
//! // input: NAME=u32:5                   (a value written into NAME)
//! // input: NAME=file:data/X.bin          (a buffer holding the file, relative to tests/emu)
//! // surface: NAME=BTI                   (bind input buffer NAME at BTI instead)
//! // image: NAME=BTI,WIDTH,HEIGHT,PITCH  (bind it as a 2-D surface, sizes in bytes)
//! // typed: NAME=BTI,W,H,D,PITCH,CHANNELS,CHANNEL_BYTES (bind it as a typed surface)
//! // max-instructions: N
//! // expect: NAME=i32s:...               (the buffer's contents after the run)
//! // expect-error: TEXT                  (the run stops with an error containing TEXT)
//! ```
//!
//! `XVISA_PROGRAM=substring` runs some programs only; `XVISA_SHOW_ERRORS=1`
//! prints the expected errors.
//!
//! Typed lists take decimal or `0x` hexadecimal items; float lists given in
//! hexadecimal are raw bit patterns.

use std::path::{Path, PathBuf};

use visa_emu::{Device, Launch, Program};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/emu")
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

/// Bytes of a typed list `u32s:1,2,3` or a scalar `u32:5`.
fn bytes(spec: &str) -> Vec<u8> {
    let (kind, body) = spec.split_once(':').expect("KIND:VALUES");
    if kind == "zeros" {
        return vec![0; num(body) as usize];
    }
    if kind == "file" {
        let path = dir().join(body.trim());
        return std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let items: Vec<&str> = body
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let mut out = Vec::new();
    let base = kind.trim_end_matches('s');
    for it in items {
        let hex = it.starts_with("0x") || it.starts_with("-0x");
        match base {
            "u8" | "i8" => out.push(num(it) as u8),
            "u16" | "i16" => out.extend((num(it) as u16).to_le_bytes()),
            "u32" | "i32" => out.extend((num(it) as u32).to_le_bytes()),
            "u64" | "i64" => out.extend((num(it) as u64).to_le_bytes()),
            "f32" if hex => out.extend((num(it) as u32).to_le_bytes()),
            "f32" => out.extend(it.parse::<f32>().unwrap().to_le_bytes()),
            "f64" if hex => out.extend((num(it) as u64).to_le_bytes()),
            "f64" => out.extend(it.parse::<f64>().unwrap().to_le_bytes()),
            "f16" => out.extend((num(it) as u16).to_le_bytes()),
            k => panic!("unknown list kind {k}"),
        }
    }
    out
}

fn dims(s: &str) -> [u32; 3] {
    let mut d = [1u32; 3];
    for (i, x) in s.split(',').enumerate() {
        d[i] = x.trim().parse().unwrap();
    }
    d
}

struct Spec {
    platform: visa::Platform,
    launch: Launch,
    inputs: Vec<(String, Vec<u8>, bool)>,
    expects: Vec<(String, String)>,
    error: Option<String>,
    /// Input buffers bound to a BTI: name, BTI, 2-D shape.
    surfaces: Vec<(String, u32, Option<[u32; 3]>)>,
    /// Typed surfaces: name, BTI, shape.
    typed: Vec<(String, u32, visa_emu::TypedSurface)>,
}

fn spec(src: &str) -> Spec {
    let mut s = Spec {
        platform: visa::Platform::Skl,
        launch: Launch::new([1, 1, 1], [1, 1, 1]),
        inputs: Vec::new(),
        expects: Vec::new(),
        error: None,
        surfaces: Vec::new(),
        typed: Vec::new(),
    };
    for line in src.lines() {
        let Some(d) = line.trim().strip_prefix("//") else {
            continue;
        };
        let d = d.trim();
        let Some((key, val)) = d.split_once(':') else {
            continue;
        };
        let val = val.trim();
        match key.trim() {
            "platform" => s.platform = visa::Platform::from_name(val).unwrap(),
            "launch" => {
                for part in val.split_whitespace() {
                    match part.split_once('=') {
                        Some(("global", v)) => s.launch.global = dims(v),
                        Some(("local", v)) => s.launch.local = dims(v),
                        Some(("simd", v)) => s.launch.simd = Some(v.parse().unwrap()),
                        None if part == "media" => s.launch.media = true,
                        _ => panic!("bad launch `{part}`"),
                    }
                }
            }
            "input" => {
                let (name, v) = val.split_once('=').unwrap();
                let kind = v.split(':').next().unwrap();
                let buffer = kind.ends_with('s') || kind == "zeros" || kind == "file";
                s.inputs.push((name.trim().to_string(), bytes(v), buffer));
            }
            "expect" => {
                let (name, v) = val.split_once('=').unwrap();
                s.expects
                    .push((name.trim().to_string(), v.trim().to_string()));
            }
            "surface" | "image" => {
                let (name, v) = val.split_once('=').unwrap();
                let n: Vec<u32> = v.split(',').map(|x| num(x) as u32).collect();
                let shape = (key.trim() == "image").then(|| [n[1], n[2], n[3]]);
                s.surfaces.push((name.trim().to_string(), n[0], shape));
            }
            "typed" => {
                let (name, v) = val.split_once('=').unwrap();
                let n: Vec<u32> = v.split(',').map(|x| num(x) as u32).collect();
                let ts = visa_emu::TypedSurface {
                    width: n[1],
                    height: n[2],
                    depth: n[3],
                    pitch: n[4],
                    channels: n[5],
                    channel_bytes: n[6],
                };
                s.typed.push((name.trim().to_string(), n[0], ts));
            }
            "expect-error" => s.error = Some(val.to_string()),
            "max-instructions" => s.launch.max_instructions = val.parse().unwrap(),
            "slm" => s.launch.slm_bytes = val.parse().unwrap(),
            _ => {}
        }
    }
    s
}

/// Runs one program; returns a description of every failure.
fn run(path: &Path) -> Vec<String> {
    let src = std::fs::read_to_string(path).unwrap();
    let mut s = spec(&src);
    // The programs are valid vISA: the verifier finds nothing to report.
    if let Ok(d) = visa_verify::verify_text(
        &src,
        &visa_verify::Options {
            platform: s.platform,
        },
    ) {
        if let Some(first) = d.first() {
            return vec![format!(
                "{} verifier diagnostics, first: {}",
                d.len(),
                first.message
            )];
        }
    }
    let module = match visa_text::parse_with(
        &src,
        visa_text::ParseOptions {
            platform: s.platform,
        },
    ) {
        Ok(m) => m,
        Err(e) => {
            let msg = e.render(&path.display().to_string(), &src);
            return vec![format!("parse: {msg}")];
        }
    };
    let prog = match Program::new(&module, s.platform) {
        Ok(p) => p,
        Err(e) => {
            return match &s.error {
                Some(want) if e.to_string().contains(want.as_str()) => vec![],
                _ => vec![format!("load: {e}")],
            }
        }
    };
    let mut dev = Device::new();
    let mut bufs = Vec::new();
    if s.launch.slm_bytes == 0 {
        s.launch.slm_bytes = 4096;
    }
    s.launch.scratch_bytes = 4096;
    for (name, b, is_buf) in &s.inputs {
        if *is_buf {
            let buf = dev.buffer(b);
            bufs.push((name.clone(), buf));
            if let Some((_, bti, ts)) = s.typed.iter().find(|x| &x.0 == name) {
                s.launch.surfaces.push((*bti, buf));
                s.launch.typed.push((*bti, *ts));
                continue;
            }
            if let Some((_, bti, shape)) = s.surfaces.iter().find(|x| &x.0 == name) {
                s.launch.surfaces.push((*bti, buf));
                if let Some(shape) = shape {
                    s.launch.images.push((*bti, *shape));
                }
                continue;
            }
            s.launch
                .inputs
                .push((name.clone(), dev.address(buf).to_le_bytes().to_vec()));
        } else {
            s.launch.inputs.push((name.clone(), b.clone()));
        }
    }
    let r = dev.launch(&prog, &s.launch);
    let mut fails = Vec::new();
    match (&r, &s.error) {
        (Ok(_), Some(want)) => fails.push(format!("expected an error containing `{want}`")),
        (Err(e), Some(want)) => {
            if std::env::var_os("XVISA_SHOW_ERRORS").is_some() {
                eprintln!("{}: {e}", path.display());
            }
            if !e.to_string().contains(want.as_str()) {
                fails.push(format!("error `{e}` does not contain `{want}`"));
            }
        }
        (Err(e), None) => fails.push(format!("run: {e}")),
        (Ok(_), None) => {}
    }
    if r.is_err() {
        return fails;
    }
    for (name, want) in &s.expects {
        let Some((_, b)) = bufs.iter().find(|(n, _)| n == name) else {
            fails.push(format!("no buffer {name}"));
            continue;
        };
        let got = dev.read(*b);
        let exp = bytes(want);
        if got != exp {
            let kind = want.split(':').next().unwrap();
            let w = match kind.trim_end_matches('s') {
                "u8" | "i8" => 1,
                "u16" | "i16" | "f16" => 2,
                "u64" | "i64" | "f64" => 8,
                _ => 4,
            };
            let mut detail = String::new();
            for (k, (g, e)) in got.chunks(w).zip(exp.chunks(w)).enumerate() {
                if g != e {
                    let v = |c: &[u8]| {
                        let mut b = [0u8; 8];
                        b[..c.len()].copy_from_slice(c);
                        u64::from_le_bytes(b)
                    };
                    detail += &format!(" [{k}] got {:#x} want {:#x};", v(g), v(e));
                }
            }
            fails.push(format!(
                "{name}: {} bytes vs {} expected:{detail}",
                got.len(),
                exp.len()
            ));
        }
    }
    fails
}

#[test]
fn unit_programs() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "visaasm"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the unit programs are missing");
    let filter = std::env::var("XVISA_PROGRAM").ok();
    let mut failed = Vec::new();
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        if filter.as_deref().is_some_and(|x| !name.contains(x)) {
            continue;
        }
        for e in run(f) {
            failed.push(format!("{name}: {e}"));
        }
    }
    for f in &failed {
        eprintln!("FAIL {f}");
    }
    assert!(failed.is_empty(), "{} unit program failures", failed.len());
}
