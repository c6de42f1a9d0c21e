//! `dpas` as VALU code: every integer precision pair (u1..s8 by u1..s8)
//! and the float ones (bf, hf, tf32), repeat counts 1 and 8, systolic
//! depths 1 to 8, SIMD8 (DG2, 32-byte GRFs) and SIMD16 (PVC, 64-byte
//! GRFs), the accumulator `%null` or a register (D/UD, F, BF, HF), and F,
//! BF and HF destinations. The inputs hold edge values: integer element
//! minima and maxima and accumulators that wrap; float NaNs (quiet,
//! signalling, payload only in TF32's ignored bits), infinities, ±0,
//! denormals, overflowing products; and sums whose single rounding a
//! naive f64 sum gets wrong (an exact tie broken by a product 2^-36 below
//! it). The finalized kernel runs on the GCN emulator (wait and hazard
//! checks, late load write-back) for gfx900, gfx90a, gfx1030 and gfx1030
//! wave64 with exactly the vISA emulator's buffers. `dpasw` runs with
//! two threads per group (packed into one wave; each provides its part of
//! src2); a thread without its pair traps as the vISA emulator stops.
//! Needs `ld.lld-14` (fails loudly without it).

// Element loops index several tables alike.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{In, Shape};
use visa::Platform;

const INT: [&str; 8] = ["u1", "s1", "u2", "s2", "u4", "s4", "u8", "s8"];

/// A deterministic xorshift stream.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }
}

/// One `dpas` (or `dpasw`): precisions, depth, repeat, destination and
/// `src0` variables (`%null` for none).
struct Case {
    wide: bool,
    w: &'static str,
    a: &'static str,
    sd: u32,
    rc: u32,
    dst: &'static str,
    src0: &'static str,
}

/// A kernel running each case on the same operands (S1 from SRC, S2 from
/// SRC + 0x200, S0 from SRC + 0x300) into D, zeroed before, stored to
/// OUT + 0x200 * case; thread t of the group (local id x / simd) reads
/// SRC + 0x500 * t and writes OUT + 0x200 * cases * t.
fn kernel(simd: u32, cases: &[Case]) -> String {
    let out_step = 0x200 * cases.len();
    let mut k = String::from(
        r#".version 4.1
.kernel "dp"
.decl SRC v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl S1 v_type=G type=d num_elts=128 align=GRF
.decl S2 v_type=G type=d num_elts=64 align=GRF
.decl S0 v_type=G type=d num_elts=128 align=GRF
.decl S0U v_type=G type=ud num_elts=128 align=GRF alias=<S0, 0>
.decl S0F v_type=G type=f num_elts=128 align=GRF alias=<S0, 0>
.decl S0B v_type=G type=bf num_elts=256 align=GRF alias=<S0, 0>
.decl S0H v_type=G type=hf num_elts=256 align=GRF alias=<S0, 0>
.decl D v_type=G type=d num_elts=128 align=GRF
.decl DU v_type=G type=ud num_elts=128 align=GRF alias=<D, 0>
.decl DF v_type=G type=f num_elts=128 align=GRF alias=<D, 0>
.decl DB v_type=G type=bf num_elts=256 align=GRF alias=<D, 0>
.decl DH v_type=G type=hf num_elts=256 align=GRF alias=<D, 0>
.decl LX v_type=G type=uw num_elts=16 align=GRF
.decl T v_type=G type=ud num_elts=1 align=GRF
.decl A v_type=G type=uq num_elts=1 align=GRF
.decl B v_type=G type=uq num_elts=1 align=GRF
.input LX offset=32 size=32
.function "k_0"
k_0:
    shr (M1_NM, 1) T(0,0)<1> LX(0,0)<0;1,0> SHIFT:uw
    mul (M1_NM, 1) A(0,0)<1> T(0,0)<0;1,0> 0x500:ud
    add (M1_NM, 1) A(0,0)<1> A(0,0)<0;1,0> SRC(0,0)<0;1,0>
    mul (M1_NM, 1) B(0,0)<1> T(0,0)<0;1,0> OSTEP:ud
    add (M1_NM, 1) B(0,0)<1> B(0,0)<0;1,0> OUT(0,0)<0;1,0>
    lsc_load.ugm (M1_NM, 1) S1.0:d32x64t flat[A]:a64
    lsc_load.ugm (M1_NM, 1) S1.256:d32x64t flat[A+0x100]:a64
    lsc_load.ugm (M1_NM, 1) S2.0:d32x64t flat[A+0x200]:a64
    lsc_load.ugm (M1_NM, 1) S0.0:d32x64t flat[A+0x300]:a64
    lsc_load.ugm (M1_NM, 1) S0.256:d32x64t flat[A+0x400]:a64
"#,
    )
    .replace("SHIFT", &format!("{:#x}", simd.trailing_zeros()))
    .replace("OSTEP", &format!("{out_step:#x}"));
    let rows = 512 / (simd * 4);
    for (j, c) in cases.iter().enumerate() {
        for r in 0..rows {
            k += &format!("    mov (M1_NM, {simd}) D({r},0)<1> 0x0:d\n");
        }
        k += &format!(
            "    {}.{}.{}.{}.{} (M1, {simd}) {}.0 {}.0 S1.0 S2(0,0)\n",
            if c.wide { "dpasw" } else { "dpas" },
            c.w,
            c.a,
            c.sd,
            c.rc,
            c.dst,
            c.src0
        );
        k += &format!(
            "    lsc_store.ugm (M1_NM, 1) flat[B+{:#x}]:a64 D.0:d32x64t\n",
            0x200 * j
        );
        k += &format!(
            "    lsc_store.ugm (M1_NM, 1) flat[B+{:#x}]:a64 D.256:d32x64t\n",
            0x200 * j + 0x100
        );
    }
    k += "    ret (M1, 1)\n";
    k
}

/// Runs the kernel on both emulators for every target (asserting equal
/// buffers); returns the vISA emulator's OUT.
fn run(p: Platform, simd: u32, cases: &[Case], src: Vec<u8>) -> Vec<u8> {
    run_group(p, simd, 1, cases, src)
}

/// [`run`] with a group of `threads` vISA threads (`src` holds 0x500
/// bytes per thread).
fn run_group(p: Platform, simd: u32, threads: u32, cases: &[Case], src: Vec<u8>) -> Vec<u8> {
    let text = kernel(simd, cases);
    let m = common::parse(&text, p);
    let io = [
        ("SRC", In::Buf(src)),
        (
            "OUT",
            In::Buf(vec![0; 0x200 * cases.len() * threads as usize]),
        ),
    ];
    let s = Shape::groups(simd * threads, simd * threads, simd);
    let mut out = Vec::new();
    for t in common::targets_and_wave64() {
        out = common::finalize_and_run_both(&m, p, simd, &t, &s, &io).remove(1);
    }
    out
}

fn le(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Integer operands: edge dwords (every element its precision's minimum
/// or maximum, all ones, alternating) among random ones; accumulators
/// that wrap.
fn int_src(seed: u64) -> Vec<u8> {
    let mut g = Rng(seed);
    let edge = [
        0xffff_ffffu32,
        0x8080_8080,
        0x7f7f_7f7f,
        0x8888_8888,
        0x7777_7777,
        0xaaaa_aaaa,
        0x5555_5555,
        0x0000_0000,
        0x0101_0101,
    ];
    let mut v: Vec<u32> = (0..320)
        .map(|i| {
            if i % 3 == 0 {
                edge[(i / 3) % edge.len()]
            } else {
                g.next()
            }
        })
        .collect();
    // src0: 0x300.. (dwords 192..): wrapping accumulators.
    for (i, x) in [0x7fff_ffffu32, 0x8000_0000, 0xffff_ffff, 0x7fff_fff0]
        .iter()
        .enumerate()
    {
        for r in 0..4 {
            v[192 + 16 * r + 5 * i] = *x;
        }
    }
    le(&v)
}

/// Every integer pair, each with a repeat count, depth and accumulator
/// picked by its index (`shift` turns the pattern: the SIMD8 and SIMD16
/// kernels between them give every pair repeat counts 1 and 8 and both
/// accumulator forms).
fn int_cases(shift: usize) -> Vec<Case> {
    let mut v = Vec::new();
    for (i, w) in INT.iter().enumerate() {
        for (j, a) in INT.iter().enumerate() {
            let q = i * 8 + j + shift;
            let (rc, src0) = match q % 4 {
                0 => (8, "S0"),
                1 => (1, "%null"),
                2 => (1, "S0U"),
                _ => (8, "%null"),
            };
            v.push(Case {
                wide: false,
                w,
                a,
                sd: [8, 8, 4, 2, 8, 1][q % 6],
                rc,
                dst: if q.is_multiple_of(3) { "DU" } else { "D" },
                src0,
            });
        }
    }
    v
}

#[test]
fn dpas_int_simd8() {
    let out = run(Platform::Dg2, 8, &int_cases(0), int_src(0x1234_5678_9abc));
    // The results are not all zero (the kernel computed something).
    assert!(out.iter().any(|&b| b != 0));
}

#[test]
fn dpas_int_simd16() {
    let cases = int_cases(1);
    let out = run(Platform::Pvc, 16, &cases, int_src(0x0fed_cba9_8765));
    assert!(out.iter().any(|&b| b != 0));
}

/// 16-bit float edge values of precision `bf` (else hf).
fn half_edges(bf: bool) -> [u16; 12] {
    if bf {
        [
            0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc1, 0x7f81, 0x0001, 0x807f, 0x7f7f, 0x0080, 0xff7f,
            0x3f80,
        ]
    } else {
        [
            0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e01, 0x7c01, 0x0001, 0x83ff, 0x7bff, 0x0400, 0xfbff,
            0x3c00,
        ]
    }
}

/// A random normal 16-bit float of moderate exponent.
fn half_random(g: &mut Rng, bf: bool) -> u16 {
    let r = g.next();
    let sign = ((r >> 31) as u16) << 15;
    if bf {
        sign | (((r % 40 + 107) as u16) << 7) | ((r >> 8) as u16 & 0x7f)
    } else {
        sign | (((r % 20 + 5) as u16) << 10) | ((r >> 8) as u16 & 0x3ff)
    }
}

/// Float operands for `prec`: src1 (per channel) with edge values in a
/// few channels, src2 (shared) with edge values in a few repeats only
/// (so that NaNs and infinities do not fill every row), src0 with F edge
/// values (their halves are the BF/HF accumulators).
fn float_src(prec: &str, seed: u64) -> Vec<u8> {
    let mut g = Rng(seed);
    let mut v = vec![0u32; 320];
    let f32_edges = [
        0x7fc0_0000u32,
        0xff80_0000,
        0x7f80_0000,
        0x8000_0000,
        0x0000_0001,
        0x807f_ffff,
        0x7f7f_ffff,
        0x7f80_0001,
        0x3f80_1fff,
        0x0000_1fff,
    ];
    let rnd32 = |g: &mut Rng| {
        let r = g.next();
        (r & 0x8000_0000) | ((r % 60 + 97) << 23) | (g.next() & 0x7f_ffff)
    };
    if prec == "tf32" {
        for (i, x) in v.iter_mut().enumerate().take(192) {
            *x = if i < 128 && i % 16 == 3 {
                f32_edges[(i / 16) % f32_edges.len()]
            } else {
                rnd32(&mut g)
            };
        }
        // src2: edges in the elements of repeats 5 and 6 (depth 8).
        for k in 0..10 {
            v[128 + 40 + 2 * k] = f32_edges[k];
        }
    } else {
        let bf = prec == "bf";
        let e = half_edges(bf);
        for i in 0..192 {
            let (lo, hi) = if i < 128 && (i % 16 == 3 || i % 16 == 6) {
                let k = i / 16 + i % 16;
                (e[k % 12], e[(k + 5) % 12])
            } else {
                (half_random(&mut g, bf), half_random(&mut g, bf))
            };
            v[i] = lo as u32 | (hi as u32) << 16;
        }
        for k in 0..12 {
            // Repeat 6 of depth 8 (dwords 48..56 of src2): one edge each.
            let d = 128 + 48 + k % 8;
            v[d] = (v[d] & 0xffff_0000) | e[k] as u32;
        }
    }
    for (i, x) in v.iter_mut().enumerate().skip(192) {
        *x = if i % 7 == 2 {
            f32_edges[(i / 7) % f32_edges.len()]
        } else {
            rnd32(&mut g)
        };
    }
    le(&v)
}

fn float_cases(prec: &'static str) -> Vec<Case> {
    let (s0h, dh) = match prec {
        "bf" => (Some("S0B"), Some("DB")),
        "hf" => (Some("S0H"), Some("DH")),
        _ => (None, None),
    };
    let mut v = Vec::new();
    for rc in [1, 8] {
        for src0 in ["%null", "S0F"].into_iter().chain(s0h) {
            for dst in ["DF"].into_iter().chain(dh) {
                v.push(Case {
                    wide: false,
                    w: prec,
                    a: prec,
                    sd: if rc == 1 { 8 } else { [8, 4, 2][v.len() % 3] },
                    rc,
                    dst,
                    src0,
                });
            }
        }
    }
    v
}

#[test]
fn dpas_float_simd16() {
    for (prec, seed) in [("bf", 11), ("hf", 12), ("tf32", 13)] {
        let out = run(Platform::Pvc, 16, &float_cases(prec), float_src(prec, seed));
        assert!(out.iter().any(|&b| b != 0), "{prec}");
    }
}

#[test]
fn dpas_float_simd8() {
    for (prec, seed) in [("bf", 21), ("hf", 22), ("tf32", 23)] {
        let out = run(Platform::Dg2, 8, &float_cases(prec), float_src(prec, seed));
        assert!(out.iter().any(|&b| b != 0), "{prec}");
    }
}

/// Single roundings a naive f64 sum gets wrong, one per channel of a
/// depth-1, repeat-1 dpas: `acc + w0*a0 + w1*a1` with w0*a0 half an f32
/// unit of `acc` and w1*a1 far below it (beyond 53 bits), so the tie
/// breaks by the small product's sign; signed zeros, overflow at the
/// largest float's midpoint. The expected f32 results are written out.
#[test]
fn dpas_float_single_rounding() {
    // bf: a0 = 2^-12, a1 = 2^-30; hf: a0 = 2^-2, a1 = 2^-24 (a denormal).
    struct Ch {
        acc: u32,
        w0: f32,
        w1: f32,
        want: u32,
    }
    let p2 = |e: i32| 2f32.powi(e);
    for bf in [true, false] {
        let (a0, a1, acc, hu, w0, w1) = if bf {
            (
                p2(-12),
                p2(-30),
                0x3f80_0000u32,
                0x3f80_0001u32,
                p2(-12),
                p2(-30),
            )
        } else {
            // acc = 2^20: its half unit is 2^-4 = 2^-2 * 2^-2.
            (p2(-2), p2(-24), 0x4980_0000, 0x4980_0001, p2(-2), p2(-24))
        };
        let chans = [
            Ch {
                acc,
                w0,
                w1,
                want: hu,
            },
            Ch {
                acc,
                w0,
                w1: -w1,
                want: acc,
            },
            Ch {
                acc,
                w0,
                w1: 0.0,
                want: acc,
            },
            Ch {
                acc: hu,
                w0,
                w1: 0.0,
                want: hu + 1,
            },
            Ch {
                acc: hu,
                w0,
                w1: -w1,
                want: hu,
            },
            Ch {
                acc: acc | 0x8000_0000,
                w0: -w0,
                w1: -w1,
                want: hu | 0x8000_0000,
            },
            Ch {
                acc: 0x8000_0000,
                w0: -0.0,
                w1: -0.0,
                want: 0x8000_0000,
            },
            Ch {
                acc: 0,
                w0: -0.0,
                w1: -0.0,
                want: 0,
            },
        ];
        let half = |x: f32| -> u16 {
            if bf {
                (x.to_bits() >> 16) as u16
            } else {
                // Exact: every value here is a half (normal or denormal).
                let b = x.to_bits();
                let e = ((b >> 23) & 0xff) as i32 - 127;
                let sign = ((b >> 31) as u16) << 15;
                if x == 0.0 {
                    sign
                } else if e < -14 {
                    sign | (1u16 << (e + 24))
                } else {
                    sign | (((e + 15) as u16) << 10)
                }
            }
        };
        let mut v = vec![0u32; 320];
        for (i, c) in chans.iter().enumerate() {
            v[i] = half(c.w0) as u32 | (half(c.w1) as u32) << 16;
            v[192 + i] = c.acc;
        }
        v[128] = half(a0) as u32 | (half(a1) as u32) << 16;
        let prec = if bf { "bf" } else { "hf" };
        let cases = [Case {
            wide: false,
            w: prec,
            a: prec,
            sd: 1,
            rc: 1,
            dst: "DF",
            src0: "S0F",
        }];
        let out = run(Platform::Dg2, 8, &cases, le(&v));
        for (i, c) in chans.iter().enumerate() {
            let got = u32::from_le_bytes(out[4 * i..4 * i + 4].try_into().unwrap());
            assert_eq!(got, c.want, "{prec} channel {i}: {got:#x}");
        }
    }
}

/// `dpasw` (DG2, SIMD8, two threads per group, packed into one wave): the
/// pair's threads provide the two parts of src2 from different data;
/// integer pairs and bf/hf, repeat counts 1, 3 and 8 (odd GRF counts of
/// src2 split unevenly), `%null` and register accumulators.
#[test]
fn dpasw_pairs() {
    let mut cases = Vec::new();
    for (q, (w, a)) in [("s8", "s8"), ("u4", "s2"), ("s1", "u8"), ("u2", "u2")]
        .into_iter()
        .enumerate()
    {
        for (k, rc) in [1, 3, 8].into_iter().enumerate() {
            cases.push(Case {
                wide: true,
                w,
                a,
                sd: 8,
                rc,
                dst: "D",
                src0: if (q + k) % 2 == 0 { "S0" } else { "%null" },
            });
        }
    }
    let mut src = int_src(0x5151_7777);
    src.extend(int_src(0x2929_3131));
    src.resize(0xa00, 0);
    let out = run_group(Platform::Dg2, 8, 2, &cases, src);
    assert!(out.iter().any(|&b| b != 0));
    for prec in ["bf", "hf"] {
        let mut cases = Vec::new();
        for (k, rc) in [1, 5, 8].into_iter().enumerate() {
            for (src0, dst) in [("S0F", "DF"), ("%null", "DF")] {
                cases.push(Case {
                    wide: true,
                    w: prec,
                    a: prec,
                    sd: [8, 4, 8][k],
                    rc,
                    dst,
                    src0,
                });
            }
        }
        let mut src = float_src(prec, 41);
        src.resize(0x500, 0);
        src.extend(float_src(prec, 42));
        src.resize(0xa00, 0);
        let out = run_group(Platform::Dg2, 8, 2, &cases, src);
        assert!(out.iter().any(|&b| b != 0), "{prec}");
    }
}

/// A group whose last thread has no partner: the vISA emulator stops
/// ("dpasw pairs the threads of a group"), the finalized code traps.
#[test]
fn dpasw_without_partner_traps() {
    let cases = [Case {
        wide: true,
        w: "s8",
        a: "s8",
        sd: 8,
        rc: 8,
        dst: "D",
        src0: "%null",
    }];
    let text = kernel(8, &cases);
    let p = Platform::Dg2;
    let m = common::parse(&text, p);
    let mut src = int_src(1);
    src.resize(0xf00, 0);
    let io = [("SRC", In::Buf(src)), ("OUT", In::Buf(vec![0; 0x600]))];
    let s = Shape::groups(24, 24, 8);
    match common::run_visa(&m, p, &s, &io) {
        Ok(_) => panic!("the vISA emulator ran without a partner"),
        Err(e) => assert!(e.contains("dpasw pairs the threads"), "{e}"),
    }
    for t in common::targets_and_wave64() {
        let k = common::finalize(&m, p, 8, &t).unwrap_or_else(|e| panic!("{e}"));
        let co = common::link(&k, &t);
        match common::run_gcn(&k, &co, &s, &io) {
            Ok(_) => panic!("{}: ran without a partner", common::name(&t)),
            Err(e) => assert!(e.contains("trap"), "{}: {e}", common::name(&t)),
        }
    }
}

/// What is not supported is refused with the instruction located: a
/// `dpasw` whose pair cannot share a wave (a SIMD32 thread fills a
/// gfx1030 wave32).
#[test]
fn dpas_refusals() {
    let text = r#".version 4.1
.kernel "dpw"
.decl S1 v_type=G type=d num_elts=64 align=GRF
.decl S2 v_type=G type=d num_elts=64 align=GRF
.decl D v_type=G type=d num_elts=64 align=GRF
.function "k_0"
k_0:
    mov (M1, 8) D(0,0)<1> 0x1:d
    dpasw.s8.s8.8.1 (M1, 8) D.0 %null.0 S1.0 S2(0,0)
    ret (M1, 1)
"#;
    let m = common::parse(text, Platform::Dg2);
    let t = visa_finalize::target::Target::new("gfx1030", false, 4).unwrap();
    let e = common::finalize(&m, Platform::Dg2, 32, &t).expect_err("refused");
    let msg = e.to_string();
    assert!(
        msg.contains("$2") && msg.contains("dpasw.s8.s8.8.1") && msg.contains("one wave"),
        "{msg}"
    );
}
