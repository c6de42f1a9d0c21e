//! `divm`, `sqrtm` and `sqrt` on F under `%cr0`'s directed rounding
//! modes (up, down, toward zero): the vISA emulator rounds the exact
//! quotient or root once in the mode. The finalized code computes the
//! result rounded to nearest even and steps it by one float where the
//! exact f64 remainder says the exact value lies on the other side. One
//! SIMD16 kernel runs 128 operand pairs (edge values: exact results,
//! overflow, results among the denormals, zeros, infinities, NaN, negative
//! operands; then pseudo-random ones with exponents within +-60) under
//! each mode, keeping and flushing F denormals; the GCN emulator must give
//! the vISA emulator's bytes on gfx900, gfx90a, gfx1030 and gfx1030
//! wave64. Needs `ld.lld-14` (fails loudly without it).

mod common;

use common::{In, Shape};

const N: usize = 128;

fn operands() -> (Vec<u32>, Vec<u32>) {
    let edge: &[(u32, u32)] = &[
        (0x3f80_0000, 0x4040_0000), // 1/3
        (0xbf80_0000, 0x4040_0000), // -1/3
        (0x3f80_0000, 0xc040_0000),
        (0xbf80_0000, 0xc040_0000),
        (0x40c0_0000, 0x4040_0000), // exact 2
        (0x7f7f_ffff, 0x3f00_0000), // overflow
        (0xff7f_ffff, 0x3f00_0000),
        (0x7f7f_ffff, 0xbf00_0000),
        (0x0000_0001, 0x4000_0000), // 2^-150: tie to zero
        (0x0000_0003, 0x4000_0000),
        (0x8000_0001, 0x4000_0000),
        (0x0080_0000, 0x4040_0000), // denormal quotient
        (0x0000_0001, 0x7f7f_ffff), // underflows to zero
        (0x8000_0001, 0x7f7f_ffff),
        (0x0000_0000, 0x4040_0000),
        (0x8000_0000, 0x4040_0000),
        (0x3f80_0000, 0x0000_0000), // division by zero
        (0x3f80_0000, 0x8000_0000),
        (0x0000_0000, 0x0000_0000),
        (0x7f80_0000, 0x4040_0000),
        (0xff80_0000, 0x4040_0000),
        (0x4040_0000, 0x7f80_0000),
        (0x7f80_0000, 0x7f80_0000),
        (0x7fc0_0000, 0x3f80_0000),
        (0x3f80_0000, 0x7fc0_0000),
        (0x4000_0000, 0x3f80_0001),
        (0x3f80_0001, 0x3f80_0000),
        (0x4000_0001, 0x4000_0000),
        (0x0080_0001, 0x3f80_0001),
        (0x0040_0000, 0x3fc0_0000),
        (0x3400_0000, 0x4b80_0001),
        (0x4b7f_ffff, 0x3f7f_ffff),
    ];
    let mut a: Vec<u32> = edge.iter().map(|p| p.0).collect();
    let mut b: Vec<u32> = edge.iter().map(|p| p.1).collect();
    let mut x = 0x9e37_79b9u32;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    while a.len() < N {
        // Exponents within 2^-60..2^60 (quotients far from overflow and
        // underflow: the division sequence's own results at nearest even
        // differ from the emulator's there, see the crate's notes).
        let mut f = || {
            let r = next();
            (r & 0x807f_ffff) | ((67 + (r >> 8) % 121) << 23)
        };
        let (x, y) = (f(), f());
        a.push(x);
        b.push(y);
    }
    (a, b)
}

const MODES: &[u32] = &[0x4d0, 0x4e0, 0x4f0, 0x10, 0x20, 0x30, 0x4c0];
const OPS: &[&str] = &["divm", "sqrtm", "sqrt"];

fn kernel() -> (String, usize) {
    let mut s = String::from(
        ".version 4.1\n.kernel \"drk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n.decl ADDR v_type=G type=uq num_elts=1\n",
    );
    s += &format!(".decl A v_type=G type=f num_elts={N} align=GRF\n");
    s += &format!(".decl B v_type=G type=f num_elts={N} align=GRF\n");
    s += &format!(".decl R v_type=G type=f num_elts={N} align=GRF\n");
    s += ".function \"drk_0\"\ndrk_0:\n    mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud\n";
    for (v, base) in [("A", 0), ("B", 4 * N)] {
        for part in 0..(4 * N) / 128 {
            s += &format!(
                "    add (M1_NM, 1) ADDR(0,0)<1> INP(0,0)<0;1,0> 0x{:x}:uq\n    \
                 svm_block_ld (8) ADDR(0,0)<0;1,0> {v}.{}\n",
                base + 128 * part,
                128 * part
            );
        }
    }
    let mut out = 0;
    for m in MODES {
        s += &format!("    mov (M1_NM, 1) %cr0(0,0)<1> 0x{m:x}:ud\n");
        for op in OPS {
            for row in 0..N / 16 {
                // 16 F per two 32-byte GRFs: row r starts at GRF 2r.
                let srcs = if *op == "divm" {
                    format!("A({},0)<1;1,0> B({},0)<1;1,0>", 2 * row, 2 * row)
                } else {
                    format!("A({},0)<1;1,0>", 2 * row)
                };
                s += &format!("    {op} (M1, 16) R({},0)<1> {srcs}\n", 2 * row);
            }
            s += "    mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud\n";
            for part in 0..(4 * N) / 128 {
                s += &format!(
                    "    add (M1_NM, 1) ADDR(0,0)<1> OUT(0,0)<0;1,0> 0x{:x}:uq\n    \
                     svm_block_st (8) ADDR(0,0)<0;1,0> R.{}\n",
                    out + 128 * part,
                    128 * part
                );
            }
            s += &format!("    mov (M1_NM, 1) %cr0(0,0)<1> 0x{m:x}:ud\n");
            out += 4 * N;
        }
    }
    s += "    mov (M1_NM, 1) %cr0(0,0)<1> 0x4c0:ud\n    ret (M1, 1)\n";
    (s, out)
}

#[test]
fn directed_division_and_square_root_match_the_emulator() {
    let (src, out_len) = kernel();
    let platform = visa::Platform::Skl;
    let module = common::parse(&src, platform);
    let (a, b) = operands();
    let inp: Vec<u8> = a.iter().chain(&b).flat_map(|x| x.to_le_bytes()).collect();
    let io = || {
        [
            ("OUT", In::Buf(vec![0u8; out_len])),
            ("INP", In::Buf(inp.clone())),
        ]
    };
    let shape = Shape::thread(16);
    let want = common::run_visa(&module, platform, &shape, &io()).expect("vISA run");
    let want = &want[0];
    let at = |m: usize, op: usize, i: usize| 4 * N * (m * OPS.len() + op) + 4 * i;
    let w = |o: usize| u32::from_le_bytes(want[o..o + 4].try_into().unwrap());
    // Spot checks of the reference: 1/3 up is 0x3eaaaaab, down
    // 0x3eaaaaaa; fmax / 0.5 down is fmax, up infinity.
    assert_eq!(w(at(0, 0, 0)), 0x3eaa_aaab);
    assert_eq!(w(at(1, 0, 0)), 0x3eaa_aaaa);
    assert_eq!(w(at(1, 0, 5)), 0x7f7f_ffff);
    assert_eq!(w(at(0, 0, 5)), 0x7f80_0000);
    for t in common::targets_and_wave64() {
        let tname = common::name(&t);
        let k =
            common::finalize(&module, platform, 16, &t).unwrap_or_else(|e| panic!("{tname}: {e}"));
        let co = common::link(&k, &t);
        let got = common::run_gcn(&k, &co, &shape, &io())
            .unwrap_or_else(|e| panic!("GCN run on {tname}: {e}"));
        let got = &got[0];
        let g = |o: usize| u32::from_le_bytes(got[o..o + 4].try_into().unwrap());
        let mut bad = Vec::new();
        for (mi, m) in MODES.iter().enumerate() {
            for (oi, op) in OPS.iter().enumerate() {
                for i in 0..N {
                    let o = at(mi, oi, i);
                    if g(o) != w(o) {
                        bad.push(format!(
                            "%cr0 {m:#x} {op} {:#010x} {:#010x}: got {:#010x}, want {:#010x}",
                            a[i],
                            b[i],
                            g(o),
                            w(o)
                        ));
                    }
                }
            }
        }
        assert!(
            bad.is_empty(),
            "{tname}: {} differences:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }
}
