//! The emulator never panics: randomly damaged programs (instructions,
//! operands, regions, declarations) and zebins either run or stop with an
//! error. Deterministic (fixed seeds); `XVISA_ROBUST_ROUNDS=N` runs more.

mod corpus;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use visa::{
    DataType, ExecCtrl, Instruction, Module, Operand, Pred, RawOperand, Region, VecOperand,
};
use visa_emu::{Device, Launch, Program, Zebin};

/// xorshift64*: small and reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    /// Mostly small values, sometimes anything.
    fn small(&mut self, max: u64) -> u64 {
        if self.below(8) == 0 {
            self.next()
        } else {
            self.next() % (max + 1)
        }
    }
}

fn rounds(default: usize) -> usize {
    std::env::var("XVISA_ROBUST_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn mutate_vec(r: &mut Rng, v: &mut VecOperand, nvars: u32) {
    match v {
        VecOperand::General {
            var,
            row,
            col,
            region,
            ..
        } => match r.below(4) {
            0 => *var = r.small(nvars as u64 + 8) as u32,
            1 => *row = r.small(8) as u8,
            2 => *col = r.small(40) as u8,
            _ => *region = Region(r.next() as u16),
        },
        VecOperand::Indirect {
            addr,
            addr_offset,
            imm_offset,
            region,
            ty,
            ..
        } => match r.below(5) {
            0 => *addr = r.small(4) as u16,
            1 => *addr_offset = r.small(16) as u8,
            2 => *imm_offset = r.next() as i16,
            3 => *ty = DataType::ALL[r.below(DataType::ALL.len())],
            _ => *region = Region(r.next() as u16),
        },
        VecOperand::Immediate { ty, bits } => {
            if r.below(2) == 0 {
                *ty = DataType::ALL[r.below(DataType::ALL.len())];
            } else {
                *bits = r.next();
            }
        }
        VecOperand::Address {
            addr,
            offset,
            width,
            ..
        } => match r.below(3) {
            0 => *addr = r.small(4) as u16,
            1 => *offset = r.small(16) as u8,
            _ => *width = r.small(6) as u8,
        },
        VecOperand::AddressOf { var, offset, .. } => {
            if r.below(2) == 0 {
                *var = r.small(nvars as u64 + 8) as u32;
            } else {
                *offset = r.next() as i16;
            }
        }
        VecOperand::Predicate { pred, .. } => *pred = Pred(r.next() as u16),
        VecOperand::State { .. } => {}
    }
}

/// One random change to `m`'s first routine.
fn mutate(r: &mut Rng, m: &mut Module) {
    let Some(rt) = m.routines.first_mut() else {
        return;
    };
    let nvars = rt.vars.len() as u32 + visa::NUM_PREDEFINED_VARS;
    let n = rt.insts.len();
    match r.below(10) {
        0 if n > 1 => {
            let (a, b) = (r.below(n), r.below(n));
            rt.insts.swap(a, b);
        }
        1 if n > 1 => {
            rt.insts.remove(r.below(n));
        }
        2 if !rt.vars.is_empty() => {
            let k = r.below(rt.vars.len());
            let v = &mut rt.vars[k];
            match r.below(3) {
                0 => v.num_elements = r.small(300) as u16,
                1 => v.ty = DataType::ALL[r.below(DataType::ALL.len())],
                _ => {
                    if let Some(a) = &mut v.alias {
                        a.offset = r.next() as _;
                    }
                }
            }
        }
        3 if !rt.inputs.is_empty() => {
            let k = r.below(rt.inputs.len());
            let i = &mut rt.inputs[k];
            if r.below(2) == 0 {
                i.offset = r.next() as _;
            } else {
                i.size = r.next() as _;
            }
        }
        _ if n > 0 => {
            let inst: &mut Instruction = &mut rt.insts[r.below(n)];
            match r.below(6) {
                0 => inst.exec = ExecCtrl(r.next() as u8),
                1 => inst.pred = Pred(r.next() as u16),
                _ => {
                    let k = r.below(inst.operands.len());
                    match inst.operands.get_mut(k) {
                        Some(Operand::Vec(v)) => mutate_vec(r, v, nvars),
                        Some(Operand::Raw(raw)) => {
                            *raw = RawOperand {
                                var: r.small(nvars as u64 + 8) as u32,
                                offset: r.small(512) as u16,
                            }
                        }
                        Some(Operand::Imm(x)) => *x = r.small(64) as u32,
                        Some(Operand::Label(l)) => *l = r.small(32) as u16,
                        _ => {}
                    }
                }
            }
        }
        _ => {}
    }
}

/// Runs `f`, turning a panic into a failure description.
fn no_panic(what: &str, f: impl FnOnce()) -> Option<String> {
    catch_unwind(AssertUnwindSafe(f)).err().map(|e| {
        let msg = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        format!("{what}: panic: {msg}")
    })
}

/// A hand-written program with its launch shape and a zeroed buffer for
/// every `// input:` name.
fn run_program(src: &str, m: &Module, platform: visa::Platform) {
    let Ok(prog) = Program::new(m, platform) else {
        return;
    };
    let mut l = Launch::new([1, 1, 1], [1, 1, 1]);
    let mut dev = Device::new();
    for line in src.lines() {
        let line = line.trim();
        if let Some(v) = line.strip_prefix("// launch:") {
            for part in v.split_whitespace() {
                let dims = |s: &str| {
                    let mut d = [1u32; 3];
                    for (i, x) in s.split(',').enumerate() {
                        d[i] = x.parse().unwrap();
                    }
                    d
                };
                match part.split_once('=') {
                    Some(("global", v)) => l.global = dims(v),
                    Some(("local", v)) => l.local = dims(v),
                    Some(("simd", v)) => l.simd = v.parse().ok(),
                    None if part == "media" => l.media = true,
                    _ => {}
                }
            }
        } else if let Some(v) = line.strip_prefix("// input:") {
            if let Some((name, _)) = v.split_once('=') {
                let b = dev.zeros(256);
                l.inputs.push((
                    name.trim().to_string(),
                    dev.address(b).to_le_bytes().to_vec(),
                ));
                l.surfaces.push((l.surfaces.len() as u32 + 1, b));
            }
        }
    }
    l.slm_bytes = 4096;
    l.scratch_bytes = 4096;
    l.max_instructions = 20_000;
    let _ = dev.launch(&prog, &l);
}

#[test]
fn damaged_unit_programs_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/emu");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "visaasm"))
        .collect();
    files.sort();
    let mut fails = Vec::new();
    let n = rounds(150);
    for (fi, f) in files.iter().enumerate() {
        let src = std::fs::read_to_string(f).unwrap();
        let platform = src
            .lines()
            .find_map(|l| l.trim().strip_prefix("// platform:"))
            .and_then(|p| visa::Platform::from_name(p.trim()))
            .unwrap_or(visa::Platform::Skl);
        let Ok(module) = visa_text::parse_with(&src, visa_text::ParseOptions { platform }) else {
            continue;
        };
        let mut r = Rng(0x9e37_79b9_7f4a_7c15 ^ (fi as u64 + 1));
        for round in 0..n {
            let mut m = module.clone();
            for _ in 0..=r.below(3) {
                mutate(&mut r, &mut m);
            }
            let what = format!("{} round {round}", f.display());
            if let Some(e) = no_panic(&what, || run_program(&src, &m, platform)) {
                fails.push(e);
            }
        }
    }
    for f in &fails {
        eprintln!("{f}");
    }
    assert!(fails.is_empty(), "{} panics", fails.len());
}

#[test]
fn damaged_corpus_kernels_never_panic() {
    let mut fails = Vec::new();
    let n = rounds(150) / 15;
    let mut r = Rng(0x1234_5678_9abc_def1);
    for c in corpus::cases(None) {
        let Ok(src) = std::fs::read_to_string(&c.visaasm) else {
            continue;
        };
        let Ok(module) = visa_text::parse_with(&src, visa_text::ParseOptions { platform: c.plat })
        else {
            continue;
        };
        for round in 0..n {
            let mut m = module.clone();
            for _ in 0..=r.below(3) {
                mutate(&mut r, &mut m);
            }
            let what = format!("{} {} round {round}", c.platform, c.kernel);
            if let Some(e) = no_panic(&what, || {
                let _ = corpus::run_module(&c, &m, Some(20_000));
            }) {
                fails.push(e);
            }
        }
    }
    for f in &fails {
        eprintln!("{f}");
    }
    assert!(fails.is_empty(), "{} panics", fails.len());
}

#[test]
fn damaged_zebins_never_panic() {
    let mut fails = Vec::new();
    let mut r = Rng(0x0dd_ba11_cafe_f00d);
    let mut seen = std::collections::HashSet::new();
    for c in corpus::cases(None) {
        if !seen.insert(c.zebin.clone()) {
            continue;
        }
        let bytes = std::fs::read(&c.zebin).unwrap();
        // The .ze_info text is what the binder reads most: damage it often.
        let ze = bytes.windows(8).position(|w| w == b"version:").unwrap_or(0);
        for round in 0..rounds(150) / 5 {
            let mut b = bytes.clone();
            for _ in 0..=r.below(8) {
                let at = if r.below(3) == 0 || ze == 0 || ze >= b.len() {
                    r.below(b.len())
                } else {
                    (ze + r.below(b.len() - ze)).min(b.len() - 1)
                };
                match r.below(4) {
                    0 => b[at] = r.next() as u8,
                    1 => b[at] = b"0123456789:- \n"[r.below(14)],
                    2 => {
                        b.truncate(at.max(1));
                    }
                    _ => b.insert(at, b"9 \n-:"[r.below(5)]),
                }
            }
            let what = format!("{} round {round}", c.zebin.display());
            if let Some(e) = no_panic(&what, || {
                let Ok(z) = Zebin::parse(&b) else {
                    return;
                };
                for k in &z.kernels {
                    let mut dev = Device::new();
                    let args: Vec<visa_emu::ArgValue> = (0..8)
                        .map(|_| visa_emu::ArgValue::Buffer(dev.zeros(64)))
                        .collect();
                    let _ = visa_emu::bind(&mut dev, &z, k, &args, [64, 1, 1], [16, 1, 1], 1);
                }
            }) {
                fails.push(e);
            }
        }
    }
    for f in &fails {
        eprintln!("{f}");
    }
    assert!(fails.is_empty(), "{} panics", fails.len());
}
