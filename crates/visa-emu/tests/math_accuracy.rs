//! The documented accuracy of the math instructions: every `exp`, `log`,
//! `sin`, `cos`, `pow`, `rsqrt` result on F is within 1 ulp of the
//! correctly rounded value, and `inv` and `sqrt` are correctly rounded,
//! over 512 random inputs each (`tests/emu/math_ref.txt`, computed with
//! mpmath by `tests/emu/gen/math_ref.py`), run through the emulator.

use std::collections::BTreeMap;
use std::path::Path;

use visa_emu::{Device, Launch, Program};

fn program(op: &str) -> String {
    let srcs = if op == "pow" {
        "X(0,0)<1;1,0> Y(0,0)<1;1,0>"
    } else {
        "X(0,0)<1;1,0>"
    };
    format!(
        r#".version 4.1
.kernel "math"
.decl IN v_type=G type=uq num_elts=1
.decl IN2 v_type=G type=uq num_elts=1
.decl OUT v_type=G type=uq num_elts=1
.decl R0 v_type=G type=ud num_elts=8 align=GRF alias=<%r0, 0>
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl I v_type=G type=ud num_elts=16 align=GRF
.decl A v_type=G type=uq num_elts=16 align=GRF
.decl X v_type=G type=f num_elts=16 align=GRF
.decl Y v_type=G type=f num_elts=16 align=GRF
.decl R v_type=G type=f num_elts=16 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud
    shl (M1, 16) I(0,0)<1> R0(0,1)<0;1,0> 0x4:ud
    add (M1, 16) I(0,0)<1> I(0,0)<1;1,0> LX(0,0)<1;1,0>
    shl (M1, 16) I(0,0)<1> I(0,0)<1;1,0> 0x2:ud
    add (M1, 16) A(0,0)<1> IN(0,0)<0;1,0> I(0,0)<1;1,0>
    svm_gather.4.1 (M1, 16) A.0 X.0
    add (M1, 16) A(0,0)<1> IN2(0,0)<0;1,0> I(0,0)<1;1,0>
    svm_gather.4.1 (M1, 16) A.0 Y.0
    {op} (M1, 16) R(0,0)<1> {srcs}
    add (M1, 16) A(0,0)<1> OUT(0,0)<0;1,0> I(0,0)<1;1,0>
    svm_scatter.4.1 (M1, 16) A.0 R.0
    ret (M1, 1)
"#
    )
}

/// Distance in units in the last place between two finite f32 values.
fn ulps(a: u32, b: u32) -> u64 {
    let key = |x: u32| -> i64 {
        if x & 0x8000_0000 != 0 {
            -((x & 0x7fff_ffff) as i64)
        } else {
            x as i64
        }
    };
    (key(a) - key(b)).unsigned_abs()
}

#[test]
fn math_within_documented_ulp_bounds() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/emu/math_ref.txt");
    let mut by_op: BTreeMap<String, Vec<(u32, u32, u32)>> = BTreeMap::new();
    for line in std::fs::read_to_string(path).unwrap().lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let h = |s: &str| u32::from_str_radix(s, 16).unwrap();
        by_op
            .entry(f[0].to_string())
            .or_default()
            .push((h(f[1]), h(f[2]), h(f[3])));
    }
    assert_eq!(by_op.len(), 8);
    let mut fails = Vec::new();
    for (op, cases) in &by_op {
        let src = program(op);
        let m = visa_text::parse_with(
            &src,
            visa_text::ParseOptions {
                platform: visa::Platform::Skl,
            },
        )
        .unwrap();
        let prog = Program::new(&m, visa::Platform::Skl).unwrap();
        let mut dev = Device::new();
        let xs: Vec<u8> = cases.iter().flat_map(|c| c.0.to_le_bytes()).collect();
        let ys: Vec<u8> = cases.iter().flat_map(|c| c.1.to_le_bytes()).collect();
        let (bx, by) = (dev.buffer(&xs), dev.buffer(&ys));
        let out = dev.zeros(xs.len());
        let n = cases.len() as u32;
        let mut l = Launch::new([n, 1, 1], [16, 1, 1]);
        l.simd = Some(16);
        for (name, b) in [("IN", bx), ("IN2", by), ("OUT", out)] {
            l.inputs
                .push((name.into(), dev.address(b).to_le_bytes().to_vec()));
        }
        dev.launch(&prog, &l).unwrap();
        let got = dev.read(out);
        let bound = if op == "inv" || op == "sqrt" { 0 } else { 1 };
        let (mut worst, mut exact) = (0, 0);
        for (k, c) in cases.iter().enumerate() {
            let g = u32::from_le_bytes(got[4 * k..4 * k + 4].try_into().unwrap());
            let d = ulps(g, c.2);
            worst = worst.max(d);
            exact += (d == 0) as u32;
            if d > bound {
                fails.push(format!(
                    "{op}({:#010x}, {:#010x}) = {g:#010x}, correctly rounded {:#010x} ({d} ulp)",
                    c.0, c.1, c.2
                ));
            }
        }
        eprintln!(
            "{op:6} max {worst} ulp, {exact}/{} correctly rounded",
            cases.len()
        );
    }
    for f in fails.iter().take(10) {
        eprintln!("{f}");
    }
    assert!(
        fails.is_empty(),
        "{} results outside the bound",
        fails.len()
    );
}
