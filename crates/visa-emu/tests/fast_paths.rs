//! The specialised fast forms (integer ALU, moves, compares) give exactly
//! what the general path gives: random instructions over random data, run
//! decoded both ways, must leave the same registers (or stop with the same
//! error). Deterministic; `XVISA_FAST_ROUNDS=N` runs more.

use visa::Platform;
use visa_emu::{Device, Launch, Program};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

const INT: [&str; 8] = ["b", "ub", "w", "uw", "d", "ud", "q", "uq"];

fn size(t: &str) -> u32 {
    match t {
        "b" | "ub" => 1,
        "w" | "uw" | "hf" => 2,
        "d" | "ud" | "f" => 4,
        _ => 8,
    }
}

/// A source operand of type `t` for an instruction of `exec` lanes.
fn src(r: &mut Rng, t: &str, exec: u32, imm_ok: bool) -> String {
    if imm_ok && r.below(4) == 0 {
        let v = match r.below(4) {
            0 => r.next() % 8,
            1 => r.next(),
            2 => (r.next() as i64 % 100) as u64,
            _ => u64::MAX - r.next() % 4,
        };
        let bits = size(t) * 8;
        let v = if bits >= 64 {
            v
        } else {
            v & ((1u64 << bits) - 1)
        };
        // Byte immediates are not allowed; use word ones.
        let t = match t {
            "b" => "w",
            "ub" => "uw",
            t => t,
        };
        return format!("0x{v:x}:{t}");
    }
    let grf = 32;
    let row = r.below(3);
    let col = r.below((grf / size(t)) as usize);
    let region = match r.below(6) {
        0 => "<0;1,0>".to_string(),
        1 => "<1;1,0>".to_string(),
        2 => "<2;1,0>".to_string(),
        3 if exec >= 4 => "<4;4,1>".to_string(),
        4 if exec >= 4 => "<0;4,1>".to_string(),
        5 if exec >= 2 => "<2;2,1>".to_string(),
        _ => "<1;1,0>".to_string(),
    };
    let m = if r.below(6) == 0 { "(-)" } else { "" };
    format!("{m}S_{t}({row},{col}){region}")
}

fn dst(r: &mut Rng, t: &str) -> String {
    let grf = 32;
    let row = r.below(3);
    let col = r.below((grf / size(t)) as usize);
    let h = if r.below(4) == 0 { 2 } else { 1 };
    format!("D_{t}({row},{col})<{h}>")
}

fn inst(r: &mut Rng, platform: Platform) -> String {
    let exec = *r.pick(&[1u32, 2, 4, 8, 8, 16]);
    let mask = if exec <= 8 {
        *r.pick(&["M1", "M1_NM", "M5", "M2"])
    } else {
        *r.pick(&["M1", "M1_NM", "M5"])
    };
    let pred = if r.below(5) == 0 {
        *r.pick(&["(P1) ", "(!P1) ", "(P2) "])
    } else {
        ""
    };
    let dt = *r.pick(&INT);
    let st = *r.pick(&INT);
    let st2 = *r.pick(&INT);
    let e = format!("({mask}, {exec})");
    let mut ops = vec![
        "add", "mul", "mad", "and", "or", "xor", "not", "shl", "shr", "asr", "sel", "min", "max",
        "mulh", "mov", "mov", "cmp", "cmpp",
    ];
    if platform >= Platform::XeHpSdv {
        ops.push("add3");
    }
    ops.extend(["fmov", "fcmp", "cr0"]);
    let op = *r.pick(&ops);
    let sat = if r.below(10) == 0 { ".sat" } else { "" };
    match op {
        "mov" => format!(
            "{pred}mov{sat} {e} {} {}",
            dst(r, dt),
            src(r, st, exec, true)
        ),
        "not" => format!("{pred}not {e} {} {}", dst(r, dt), src(r, st, exec, true)),
        // Float moves and compares have fast forms only while %cr0 keeps
        // denormals: flip the denormal modes now and then.
        "cr0" => format!(
            "mov (M1_NM, 1) %cr0(0,0)<1> 0x{:x}:ud",
            r.pick(&[0u32, 0x40, 0x80, 0xc0, 0x4c0])
        ),
        "fmov" => {
            let t = *r.pick(&["f", "df"]);
            format!(
                "{pred}mov{sat} {e} {} {}",
                dst(r, t),
                src(r, t, exec, false)
            )
        }
        "fcmp" => {
            let t = *r.pick(&["f", "df"]);
            let rel = *r.pick(&["eq", "ne", "lt", "le", "gt", "ge"]);
            format!(
                "cmp.{rel} {e} P2 {} {}",
                src(r, t, exec, false),
                src(r, t, exec, false)
            )
        }
        "mad" | "add3" => format!(
            "{pred}{op}{sat} {e} {} {} {} {}",
            dst(r, dt),
            src(r, st, exec, false),
            src(r, st2, exec, true),
            src(r, st, exec, true)
        ),
        "sel" => {
            let (a, b) = (src(r, st, exec, false), src(r, st2, exec, true));
            format!("(P1) sel{sat} {e} {} {a} {b}", dst(r, dt))
        }
        "mulh" => {
            let t = *r.pick(&["d", "ud"]);
            let t2 = *r.pick(&["d", "ud"]);
            format!(
                "{pred}mulh {e} {} {} {}",
                dst(r, t),
                src(r, t, exec, false),
                src(r, t2, exec, true)
            )
        }
        "cmp" | "cmpp" => {
            let rel = *r.pick(&["eq", "ne", "lt", "le", "gt", "ge"]);
            let d = if op == "cmpp" {
                "P2".to_string()
            } else {
                dst(r, dt)
            };
            format!(
                "cmp.{rel} {e} {d} {} {}",
                src(r, st, exec, false),
                src(r, st2, exec, true)
            )
        }
        _ => format!(
            "{pred}{op}{sat} {e} {} {} {}",
            dst(r, dt),
            src(r, st, exec, false),
            src(r, st2, exec, true)
        ),
    }
}

fn head() -> String {
    let mut s = String::from(".version 4.1\n.kernel \"k\"\n.decl IN v_type=G type=uq num_elts=1\n.decl OUT v_type=G type=uq num_elts=1\n.decl A v_type=G type=uq num_elts=1\n.decl S v_type=G type=ud num_elts=64 align=GRF\n.decl D v_type=G type=ud num_elts=64 align=GRF\n.decl P1 v_type=P num_elts=16\n.decl P2 v_type=P num_elts=16\n");
    for t in INT.iter().chain(&["f", "df"]) {
        let n = 256 / size(t);
        s += &format!(".decl S_{t} v_type=G type={t} num_elts={n} alias=<S, 0>\n");
        s += &format!(".decl D_{t} v_type=G type={t} num_elts={n} alias=<D, 0>\n");
    }
    s += ".function \"k_0\"\nk_0:\n";
    s += "    svm_block_ld (8) IN(0,0)<0;1,0> S.0\n";
    s += "    add (M1_NM, 1) A(0,0)<1> IN(0,0)<0;1,0> 0x80:uq\n";
    s += "    svm_block_ld (8) A(0,0)<0;1,0> S.128\n";
    s += "    add (M1_NM, 1) A(0,0)<1> IN(0,0)<0;1,0> 0x100:uq\n";
    s += "    svm_block_ld (8) A(0,0)<0;1,0> D.0\n";
    s += "    add (M1_NM, 1) A(0,0)<1> IN(0,0)<0;1,0> 0x180:uq\n";
    s += "    svm_block_ld (8) A(0,0)<0;1,0> D.128\n";
    s += "    setp (M1_NM, 16) P1 0x5a6b:uw\n";
    s += "    setp (M1_NM, 16) P2 0x1234:uw\n";
    s
}

const TAIL: &str = "    svm_block_st (8) OUT(0,0)<0;1,0> D.0\n    add (M1_NM, 1) A(0,0)<1> OUT(0,0)<0;1,0> 0x80:uq\n    svm_block_st (8) A(0,0)<0;1,0> D.128\n    mov (M1_NM, 1) D_uw(0,0)<1> P2\n    add (M1_NM, 1) A(0,0)<1> OUT(0,0)<0;1,0> 0x100:uq\n    svm_block_st (1) A(0,0)<0;1,0> D.0\n    ret (M1, 1)\n";

/// A program of `n` random instructions the parser accepts (each candidate
/// is kept only if the program still parses).
fn program(r: &mut Rng, platform: Platform, n: usize) -> Option<(String, visa::Module)> {
    let mut body = head();
    let mut last = None;
    for _ in 0..n {
        for _ in 0..40 {
            let cand = format!("{body}    {}\n", inst(r, platform));
            let full = format!("{cand}{TAIL}");
            if let Ok(m) = visa_text::parse_with(&full, visa_text::ParseOptions { platform }) {
                body = cand;
                last = Some((full, m));
                break;
            }
        }
    }
    last
}

/// Runs `src` decoded one way; returns the output bytes or the error.
fn run(m: &visa::Module, platform: Platform, fast: bool, input: &[u8]) -> Result<Vec<u8>, String> {
    let prog = if fast {
        Program::new(m, platform)
    } else {
        Program::general(m, platform)
    }
    .map_err(|e| format!("load: {e}"))?;
    let mut dev = Device::new();
    let i = dev.buffer(input);
    let o = dev.zeros(272);
    let mut l = Launch::new([16, 1, 1], [16, 1, 1]);
    l.simd = Some(16);
    l.inputs
        .push(("IN".into(), dev.address(i).to_le_bytes().to_vec()));
    l.inputs
        .push(("OUT".into(), dev.address(o).to_le_bytes().to_vec()));
    dev.launch(&prog, &l).map_err(|e| e.to_string())?;
    Ok(dev.read(o))
}

/// The outcome, shortened to the first differing region for display.
fn show(x: &Result<Vec<u8>, String>, other: &Result<Vec<u8>, String>) -> String {
    match (x, other) {
        (Ok(a), Ok(b)) => {
            let i = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
            let lo = i & !7;
            format!("bytes {lo}..: {:02x?}", &a[lo..(lo + 16).min(a.len())])
        }
        _ => format!("{x:?}"),
    }
}

/// Drops generated instructions while the two paths still differ.
fn minimize(src: &str, platform: Platform, input: &[u8]) -> (String, String, String) {
    let head_lines = head().lines().count();
    let tail_lines = TAIL.lines().count();
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    let mut k = head_lines;
    while k < lines.len() - tail_lines {
        let mut t = lines.clone();
        t.remove(k);
        let text = t.join("\n") + "\n";
        let differs = visa_text::parse_with(&text, visa_text::ParseOptions { platform })
            .ok()
            .is_some_and(|m| run(&m, platform, true, input) != run(&m, platform, false, input));
        if differs {
            lines = t;
        } else {
            k += 1;
        }
    }
    let text = lines.join("\n") + "\n";
    let m = visa_text::parse_with(&text, visa_text::ParseOptions { platform }).unwrap();
    let (a, b) = (
        run(&m, platform, true, input),
        run(&m, platform, false, input),
    );
    let body = lines[head_lines..lines.len() - tail_lines].join("\n");
    (body, show(&a, &b), show(&b, &a))
}

#[test]
fn fast_forms_match_the_general_path() {
    let rounds: usize = std::env::var("XVISA_FAST_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let mut r = Rng(0x5eed_f00d_1234_5678);
    let (mut parsed, mut ran, mut fails) = (0, 0, Vec::new());
    for round in 0..rounds {
        let platform = if round % 3 == 2 {
            Platform::Dg2
        } else {
            Platform::Skl
        };
        let Some((src, m)) = program(&mut r, platform, 6) else {
            continue;
        };
        parsed += 1;
        let input: Vec<u8> = (0..512).map(|_| r.next() as u8).collect();
        let a = run(&m, platform, true, &input);
        let b = run(&m, platform, false, &input);
        if a.is_ok() {
            ran += 1;
        }
        if a != b {
            let (src, a, b) = minimize(&src, platform, &input);
            fails.push(format!("round {round}:\n{src}\nfast: {a}\ngeneral: {b}"));
        }
    }
    for f in fails.iter().take(8) {
        eprintln!("{f}");
    }
    eprintln!("{parsed} of {rounds} programs parsed, {ran} ran to the end");
    assert!(fails.is_empty(), "{} programs differ", fails.len());
    // The generator must mostly produce valid programs for the test to mean
    // something.
    assert!(
        parsed * 2 > rounds,
        "only {parsed} of {rounds} programs parsed"
    );
    assert!(ran * 3 > parsed, "only {ran} of {parsed} programs ran");
}
