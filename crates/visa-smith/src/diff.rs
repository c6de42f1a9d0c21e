//! The differential check of one case: verifier, vISA emulator, finalizer
//! for gfx900, `ld.lld-14 -shared`, GCN emulator (with its wait and hazard
//! checks and late load write-back), output buffers compared.
//!
//! Outputs are compared byte for byte, except that in a slot of a float
//! type two NaNs of any payload are equal: the data-types chapter does not
//! fix the payload of a NaN an operation produces (the emulators agree
//! on every other bit).

use std::path::Path;
use std::process::Command;

use visa::DataType;
use visa_finalize::driver::{self, Request};
use visa_finalize::target::Target;

use crate::Case;

/// What a case gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Both emulators wrote the same output.
    Match,
    /// The finalizer refused the kernel (its message, located when it
    /// names an instruction).
    Refused(String),
    /// The generator wrote something it should not have: a parse error, a
    /// verifier diagnostic, or a kernel the vISA emulator stops on.
    Invalid(String),
    /// A finalizer (or emulator) bug: different outputs, a GCN run that
    /// fails, an object that does not link.
    Mismatch(String),
}

impl Outcome {
    /// Whether the outcome is a failure of the finalizer.
    pub fn is_failure(&self) -> bool {
        matches!(self, Outcome::Mismatch(_))
    }
}

/// The vISA emulator's output buffer.
pub fn run_visa(case: &Case, module: &visa::Module) -> Result<Vec<u8>, String> {
    let prog = visa_emu::Program::new(module, case.platform).map_err(|e| e.to_string())?;
    let mut dev = visa_emu::Device::new();
    let w = case.simd;
    let mut l = visa_emu::Launch::new([w, 1, 1], [w, 1, 1]);
    l.simd = Some(w);
    l.max_instructions = 1_000_000;
    let inb = dev.buffer(&case.input);
    let outb = dev.buffer(&vec![0u8; case.out_bytes as usize]);
    l.inputs
        .push(("IN".into(), dev.address(inb).to_le_bytes().to_vec()));
    l.inputs
        .push(("OUT".into(), dev.address(outb).to_le_bytes().to_vec()));
    dev.launch(&prog, &l).map_err(|e| e.to_string())?;
    Ok(dev.read(outb))
}

/// Links a relocatable object with `ld.lld-14 -shared` in `tmp`.
pub fn link(obj: &[u8], tmp: &Path) -> Result<Vec<u8>, String> {
    std::fs::create_dir_all(tmp).map_err(|e| e.to_string())?;
    let o = tmp.join("k.o");
    let co = tmp.join("k.co");
    std::fs::write(&o, obj).map_err(|e| e.to_string())?;
    let out = Command::new("ld.lld-14")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&co)
        .output()
        .map_err(|e| format!("ld.lld-14 (LLVM 14's linker, needed to load code objects): {e}"))?;
    if !out.status.success() || !out.stderr.is_empty() {
        return Err(format!(
            "ld.lld-14: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    std::fs::read(&co).map_err(|e| e.to_string())
}

/// The GCN emulator's output buffer for a finalized kernel.
pub fn run_gcn(case: &Case, k: &driver::Finalized, co: &[u8]) -> Result<Vec<u8>, String> {
    let gp = gcn_emu::Program::new(co).map_err(|e| format!("GCN load: {e}"))?;
    let mut dev = gcn_emu::Device::new();
    let w = case.simd;
    let mut gl = gcn_emu::Launch::new(&k.name, [w, 1, 1], [w, 1, 1], 1);
    gl.deferred_writeback = true;
    gl.max_instructions = 10_000_000;
    let inb = dev.buffer(&case.input);
    let outb = dev.buffer(&vec![0u8; case.out_bytes as usize]);
    for a in &k.args {
        gl.args.push(match a.name.as_str() {
            "IN" => gcn_emu::ArgValue::Buffer(inb),
            "OUT" => gcn_emu::ArgValue::Buffer(outb),
            // Variables the finalizer takes as arguments because it cannot
            // prove them written first: zeros, as the vISA emulator starts.
            _ if a.kind == "global_buffer" => gcn_emu::ArgValue::Buffer(dev.buffer(&[])),
            _ => gcn_emu::ArgValue::Bytes(vec![0; a.size as usize]),
        });
    }
    dev.launch(&gp, &gl).map_err(|e| format!("GCN run: {e}"))?;
    Ok(dev.read(outb))
}

fn is_nan(ty: DataType, b: &[u8]) -> bool {
    match ty {
        DataType::F => f32::from_le_bytes(b.try_into().unwrap()).is_nan(),
        DataType::DF => f64::from_le_bytes(b.try_into().unwrap()).is_nan(),
        DataType::HF => {
            let h = u16::from_le_bytes(b.try_into().unwrap());
            h & 0x7c00 == 0x7c00 && h & 0x3ff != 0
        }
        _ => false,
    }
}

/// The first difference between two output buffers, by slot.
pub fn compare(case: &Case, v: &[u8], g: &[u8]) -> Option<String> {
    if v.len() != g.len() {
        return Some(format!("output sizes {} and {}", v.len(), g.len()));
    }
    for s in &case.outputs {
        let sz = s.ty.size() as usize;
        let (o, n) = (s.off as usize, s.bytes as usize);
        for e in 0..n / sz {
            let r = o + e * sz..o + (e + 1) * sz;
            let (a, b) = (&v[r.clone()], &g[r]);
            if a != b && !(is_nan(s.ty, a) && is_nan(s.ty, b)) {
                return Some(format!(
                    "{} element {e} (:{}, OUT byte {}): xvisa run 0x{}, xvisa co run 0x{}",
                    s.name,
                    s.ty.name(),
                    o + e * sz,
                    hex(a),
                    hex(b)
                ));
            }
        }
    }
    None
}

fn hex(b: &[u8]) -> String {
    b.iter().rev().map(|x| format!("{x:02x}")).collect()
}

/// Runs one case through the whole check. `tmp` is a scratch directory
/// for the linker.
pub fn check(case: &Case, tmp: &Path) -> Outcome {
    let module = match visa_text::parse_with(
        &case.text,
        visa_text::ParseOptions {
            platform: case.platform,
        },
    ) {
        Ok(m) => m,
        Err(e) => return Outcome::Invalid(format!("parse: {e}")),
    };
    let diags = visa_verify::verify(
        &module,
        &visa_verify::Options {
            platform: case.platform,
        },
    );
    if let Some(d) = diags.first() {
        return Outcome::Invalid(format!("verify: [{}] {}", d.rule.name(), d.message));
    }
    let want = match run_visa(case, &module) {
        Ok(b) => b,
        Err(e) => return Outcome::Invalid(format!("xvisa run: {e}")),
    };
    let t = Target::new("gfx900", false, 4).expect("gfx900 is a finalizer target");
    let req = Request {
        module: &module,
        kernel: None,
        platform: case.platform,
        simd: Some(case.simd),
        zebin: None,
    };
    let k = match driver::finalize(&req, &t) {
        Ok(k) => k,
        Err(e) if e.kind == visa_finalize::ErrorKind::Input => {
            return Outcome::Mismatch(format!(
                "finalize calls a verifier-clean kernel invalid: {e}"
            ))
        }
        Err(e) => return Outcome::Refused(e.to_string()),
    };
    let obj = match driver::object(&k, &t) {
        Ok(o) => o,
        Err(e) => return Outcome::Mismatch(format!("object: {e}")),
    };
    let co = match link(&obj, tmp) {
        Ok(c) => c,
        Err(e) => return Outcome::Mismatch(e),
    };
    let got = match run_gcn(case, &k, &co) {
        Ok(b) => b,
        Err(e) => return Outcome::Mismatch(e),
    };
    match compare(case, &want, &got) {
        None => Outcome::Match,
        Some(d) => Outcome::Mismatch(d),
    }
}

/// Reduces a failing case by deleting lines of its body (between the
/// `// body` and `// end of body` markers, so every variable stays
/// initialized) while `keep` says the smaller case still fails the same
/// way. Returns the smallest case found.
pub fn reduce(case: &Case, keep: &mut dyn FnMut(&Case) -> bool) -> Case {
    let mut cur = case.clone();
    loop {
        let mut progress = false;
        let lines: Vec<String> = cur.text.lines().map(str::to_string).collect();
        let Some(start) = lines.iter().position(|l| l.trim() == "// body") else {
            return cur;
        };
        let mut i = lines
            .iter()
            .position(|l| l.trim() == "// end of body")
            .unwrap_or(start);
        let mut lines = lines;
        while i > start + 1 {
            i -= 1;
            let mut t = lines.clone();
            t.remove(i);
            let mut c = cur.clone();
            c.text = t.join("\n") + "\n";
            if keep(&c) {
                lines = t;
                cur = c;
                progress = true;
            }
        }
        if !progress {
            return cur;
        }
    }
}
