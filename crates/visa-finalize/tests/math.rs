//! Math instructions the finalizer computes exactly as the vISA emulator
//! does: hand-written SIMD8 kernels apply one instruction to eight inputs
//! read from a buffer (special values included: zeros, infinities, NaN,
//! denormals, the scaling thresholds), and the GCN emulator (wait and
//! hazard checks and late load write-back on) must give the vISA
//! emulator's bytes on gfx900, gfx90a and gfx1030. Needs `ld.lld-14`
//! (the emulator runs linked objects; the test fails loudly without it).

mod common;

use common::{In, Shape};

/// A SIMD8 kernel: `OUT[i] = op(INP[i])` for elements of type `ty`
/// (`f`: 2 owords per block, `df`: 4).
fn kernel(op: &str, ty: &str) -> String {
    let ow = if ty == "df" { 4 } else { 2 };
    format!(
        ".version 4.1\n.kernel \"mathk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type={ty} num_elts=8 align=GRF\n\
         .decl Y v_type=G type={ty} num_elts=8 align=GRF\n\
         .function \"mathk_0\"\nmathk_0:\n\
         \x20   svm_block_ld ({ow}) INP(0,0)<0;1,0> X.0\n\
         \x20   {op} (M1, 8) Y(0,0)<1> X(0,0)<1;1,0>\n\
         \x20   svm_block_st ({ow}) OUT(0,0)<0;1,0> Y.0\n\
         \x20   ret (M1, 1)\n"
    )
}

/// Finalizes `src` for each target and runs it on both emulators for
/// every input set; returns the vISA emulator's outputs (asserted equal
/// to the GCN emulator's).
fn run(src: &str, inputs: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let platform = visa::Platform::Skl;
    let module = common::parse(src, platform);
    let mut wants = Vec::new();
    for t in common::targets() {
        let k = common::finalize(&module, platform, 8, &t)
            .unwrap_or_else(|e| panic!("{}: {e}", t.proc));
        let co = common::link(&k, &t);
        let names: Vec<&str> = k.args.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["OUT", "INP"], "kernel arguments");
        for (n, inp) in inputs.iter().enumerate() {
            let io = [
                ("OUT", In::Buf(vec![0u8; inp.len()])),
                ("INP", In::Buf(inp.clone())),
            ];
            let s = Shape::thread(8);
            let want = common::run_both(&module, platform, &k, &co, &t, &s, &io).remove(0);
            if wants.len() <= n {
                wants.push(want);
            }
        }
    }
    wants
}

fn f32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f64s(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn words32(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn words64(b: &[u8]) -> Vec<u64> {
    b.chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Double inputs: zeros, +-infinity, NaN, negative, denormals (the
/// smallest, and one below the 2^-767 scaling threshold), the threshold,
/// the largest double, and values whose roots are not exact.
fn df_inputs() -> Vec<Vec<u8>> {
    vec![
        f64s(&[
            2f64.to_bits(),
            0,
            (-0f64).to_bits(),
            f64::INFINITY.to_bits(),
            1,
            1e-300f64.to_bits(),
            (1.0f64 + f64::EPSILON).to_bits(),
            1e300f64.to_bits(),
        ]),
        f64s(&[
            (-1f64).to_bits(),
            f64::NAN.to_bits(),
            3f64.to_bits(),
            0.1f64.to_bits(),
            f64::MIN_POSITIVE.to_bits(),
            0x1000_0000_0000_0000,
            0x0000_0000_dead_beef,
            f64::MAX.to_bits(),
        ]),
        f64s(&[
            f64::NEG_INFINITY.to_bits(),
            0x0fff_ffff_ffff_ffff,
            5f64.to_bits(),
            7e-310f64.to_bits(),
            123456789.0f64.to_bits(),
            (2.0f64 - f64::EPSILON).to_bits(),
            1.5e-320f64.to_bits(),
            4f64.to_bits(),
        ]),
    ]
}

/// Float inputs: zeros, infinities, NaN, negative, denormals, the
/// largest and smallest normal float, and inexact roots.
fn f_inputs() -> Vec<Vec<u8>> {
    vec![
        f32s(&[
            4f32.to_bits(),
            0,
            (-0f32).to_bits(),
            f32::INFINITY.to_bits(),
            (-1f32).to_bits(),
            1,
            3f32.to_bits(),
            1e30f32.to_bits(),
        ]),
        f32s(&[
            f32::NAN.to_bits(),
            0.1f32.to_bits(),
            7f32.to_bits(),
            2f32.to_bits(),
            f32::MAX.to_bits(),
            f32::MIN_POSITIVE.to_bits(),
            0x007f_ffff,
            (1.0f32 + f32::EPSILON).to_bits(),
        ]),
    ]
}

#[test]
fn sqrtm_df_is_correctly_rounded_as_the_emulator() {
    let out = run(&kernel("sqrtm", "df"), &df_inputs());
    // Spot checks against exactly known roots (the emulators agree above).
    let a = words64(&out[0]);
    assert_eq!(f64::from_bits(a[0]), 2f64.sqrt());
    assert_eq!(a[1], 0);
    assert_eq!(a[2], (-0f64).to_bits());
    assert_eq!(a[3], f64::INFINITY.to_bits());
    // Double denormals are flushed under the default %cr0.
    assert_eq!(a[4], 0);
    assert_eq!(f64::from_bits(a[5]), 1e-300f64.sqrt(), "scaled path");
    let b = words64(&out[1]);
    assert!(f64::from_bits(b[0]).is_nan());
    assert_eq!(
        f64::from_bits(b[5]),
        f64::from_bits(0x1000_0000_0000_0000).sqrt(),
        "sqrt(2^-767), at the scaling threshold"
    );
    let c = words64(&out[2]);
    assert_eq!(f64::from_bits(c[7]), 2.0);
    assert_eq!(
        f64::from_bits(c[1]),
        f64::from_bits(0x0fff_ffff_ffff_ffff).sqrt()
    );
}

#[test]
fn sqrt_df_is_correctly_rounded_as_the_emulator() {
    let out = run(&kernel("sqrt", "df"), &df_inputs());
    assert_eq!(f64::from_bits(words64(&out[2])[2]), 5f64.sqrt());
}

#[test]
fn rsqrt_df_is_the_emulators() {
    let out = run(&kernel("rsqrt", "df"), &df_inputs());
    let c = words64(&out[2]);
    assert_eq!(f64::from_bits(c[7]), 0.5);
    assert_eq!(f64::from_bits(c[2]), 1.0 / 5f64.sqrt());
}

#[test]
fn rsqrt_f_is_the_emulators_bit_for_bit() {
    let out = run(&kernel("rsqrt", "f"), &f_inputs());
    let a = words32(&out[0]);
    assert_eq!(f32::from_bits(a[0]), 0.5);
    assert_eq!(a[1], f32::INFINITY.to_bits());
    assert_eq!(a[2], f32::NEG_INFINITY.to_bits());
    assert_eq!(a[3], 0);
    assert!(f32::from_bits(a[4]).is_nan());
    assert_eq!(f32::from_bits(a[6]), (1.0 / 3f64.sqrt()) as f32);
    let b = words32(&out[1]);
    assert_eq!(f32::from_bits(b[2]), (1.0 / 7f64.sqrt()) as f32);
}

fn f32v(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_bits().to_le_bytes()).collect()
}

#[test]
fn exp_f_is_the_emulators() {
    let sets = [
        vec![0.0, -0.0, 1.0, -1.0, 0.5, 127.9, 128.0, -149.5],
        vec![
            -126.3,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            3.3,
            -10.7,
            100.25,
            1e-8,
        ],
        vec![-127.0, -1e30, 1e30, 0.1, -0.1, 64.5, -64.5, 7.0],
    ];
    let inputs: Vec<Vec<u8>> = sets.iter().map(|s| f32v(s)).collect();
    let out = run(&kernel("exp", "f"), &inputs);
    for (s, o) in sets.iter().zip(&out) {
        for (x, r) in s.iter().zip(words32(o)) {
            let want = (*x as f64).exp2() as f32;
            // The emulator's definition, for inputs where it is exact
            // enough to pin (NaN: any NaN).
            if want.is_nan() {
                assert!(f32::from_bits(r).is_nan());
            } else if *x >= -126.0 {
                assert_eq!(f32::from_bits(r), want, "exp2({x})");
            }
        }
    }
    assert_eq!(words32(&out[0])[2], 2f32.to_bits());
    assert_eq!(f32::from_bits(words32(&out[0])[4]), 2f64.sqrt() as f32);
}

#[test]
fn log_f_is_the_emulators() {
    let sets = [
        vec![1.0, 2.0, 0.5, 0.0, -0.0, f32::INFINITY, -1.0, f32::NAN],
        vec![
            3.0,
            0.7,
            1.000_000_1,
            1e30,
            f32::MAX,
            f32::MIN_POSITIVE,
            1e-30,
            8.0,
        ],
        vec![
            // Around the reduction's threshold sqrt(1/2), and sqrt(2).
            std::f32::consts::FRAC_1_SQRT_2,
            f32::from_bits(std::f32::consts::FRAC_1_SQRT_2.to_bits() - 1),
            std::f32::consts::SQRT_2,
            0.999_999_94,
            10.0,
            1000.0,
            0.001,
            123.456,
        ],
    ];
    let inputs: Vec<Vec<u8>> = sets.iter().map(|s| f32v(s)).collect();
    let out = run(&kernel("log", "f"), &inputs);
    for (s, o) in sets.iter().zip(&out) {
        for (x, r) in s.iter().zip(words32(o)) {
            let want = (*x as f64).log2() as f32;
            if want.is_nan() {
                assert!(f32::from_bits(r).is_nan(), "log2({x})");
            } else {
                assert_eq!(f32::from_bits(r), want, "log2({x})");
            }
        }
    }
    let a = words32(&out[0]);
    assert_eq!(a[3], f32::NEG_INFINITY.to_bits());
    assert_eq!(a[4], f32::NEG_INFINITY.to_bits());
    assert_eq!(a[5], f32::INFINITY.to_bits());
    assert_eq!(f32::from_bits(words32(&out[1])[7]), 3.0);
}

/// Inputs for `sin` and `cos`: special values, small arguments, the
/// floats nearest to multiples of pi/2 (the reduction's hardest cases,
/// the product with 2/pi within a hair of an integer), 16367173 * 2^72
/// (among the closest f32 to a multiple of pi/2) and its neighbours, and
/// arguments of every binary exponent up to f32::MAX (the reduction's
/// window of 2/pi bits moves with the exponent).
fn trig_inputs() -> Vec<Vec<u8>> {
    let mut v: Vec<u32> = vec![
        0,
        0x8000_0000,
        1,
        0x8000_0001,
        0x007f_ffff,
        f32::MIN_POSITIVE.to_bits(),
        f32::INFINITY.to_bits(),
        f32::NEG_INFINITY.to_bits(),
        f32::NAN.to_bits(),
        0x7f80_0001,
        0xffc1_2345,
        f32::MAX.to_bits(),
        (-f32::MAX).to_bits(),
        1e-8f32.to_bits(),
        0.25f32.to_bits(),
        0.4999_9997f32.to_bits(),
        0.5f32.to_bits(),
        (-0.5f32).to_bits(),
        std::f32::consts::FRAC_PI_4.to_bits(),
        1.0f32.to_bits(),
        (-3.0f32).to_bits(),
        100.0f32.to_bits(),
        1e6f32.to_bits(),
        (-1e20f32).to_bits(),
    ];
    let hard = 16367173f32 * 2f32.powi(72);
    for d in -2i32..=2 {
        v.push((hard.to_bits() as i32 + d) as u32);
        v.push(((-hard).to_bits() as i32 + d) as u32);
    }
    for k in 1..=40u32 {
        let t = (k as f64) * std::f64::consts::FRAC_PI_2;
        let f = t as f32;
        v.push(f.to_bits());
        v.push(f.to_bits() + 1);
        v.push((-f).to_bits() - 1);
    }
    for k in [1e4f64, 1e5, 1e6, 1e7, 3e7, 1e9] {
        let n = (k / std::f64::consts::FRAC_PI_2).round();
        v.push(((n * std::f64::consts::FRAC_PI_2) as f32).to_bits());
    }
    // Every exponent, two significands each.
    let mut s = 0x1234_5678u32;
    for e in 100..255u32 {
        for _ in 0..2 {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            v.push(e << 23 | (s & 0x807f_ffff));
        }
    }
    while !v.len().is_multiple_of(8) {
        v.push(7f32.to_bits());
    }
    v.chunks(8).map(f32s).collect()
}

fn check_trig(op: &str, f: fn(f64) -> f64) {
    let inputs = trig_inputs();
    let out = run(&kernel(op, "f"), &inputs);
    for (i, o) in inputs.iter().zip(&out) {
        for (x, r) in words32(i).into_iter().zip(words32(o)) {
            let x = f32::from_bits(x);
            let want = f(x as f64) as f32;
            if want.is_nan() {
                assert!(f32::from_bits(r).is_nan(), "{op}({x:e})");
            } else if x.is_normal() || x == 0.0 {
                // (Denormal inputs are flushed under the default %cr0.)
                assert_eq!(r, want.to_bits(), "{op}({x:e}) = {want:e}");
            }
        }
    }
}

#[test]
fn sin_f_is_the_emulators() {
    check_trig("sin", f64::sin);
}

#[test]
fn cos_f_is_the_emulators() {
    check_trig("cos", f64::cos);
}

/// A SIMD8 kernel: `OUT[i] = pow(X[i], Y[i])` on floats, X the first 8
/// and Y the next 8 of the input.
fn pow_kernel() -> String {
    ".version 4.1\n.kernel \"mathk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
     .decl INP v_type=G type=uq num_elts=1\n\
     .decl X v_type=G type=f num_elts=16 align=GRF\n\
     .decl Y v_type=G type=f num_elts=8 align=GRF\n\
     .function \"mathk_0\"\nmathk_0:\n\
     \x20   svm_block_ld (4) INP(0,0)<0;1,0> X.0\n\
     \x20   pow (M1, 8) Y(0,0)<1> X(0,0)<1;1,0> X(0,8)<1;1,0>\n\
     \x20   svm_block_st (2) OUT(0,0)<0;1,0> Y.0\n\
     \x20   ret (M1, 1)\n"
        .to_string()
}

#[test]
fn pow_f_is_the_emulators() {
    let sp = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        2.0,
        -2.0,
        0.5,
        -0.5,
        3.0,
        -3.0,
        1.5,
        f32::MIN_POSITIVE,
        f32::MAX,
        1e-45,
    ];
    let mut pairs: Vec<(f32, f32)> = Vec::new();
    for &x in &sp {
        for &y in &sp {
            pairs.push((x, y));
        }
    }
    // Exact results, f32 midpoints among them (ties to even).
    pairs.extend([
        (257.0, 3.0),
        (4097.0, 2.0),
        (66049.0, 1.5),
        (3.0, 4.0),
        (10.0, 7.0),
        (-257.0, 3.0),
        (-4097.0, 2.0),
        (0.1, 2.0),
        (2.0, -3.0),
        (16.0, 0.25),
        (1.000_000_1, 1e7),
        (0.999_999_9, -1e8),
        (1.000_000_1, 16777216.0),
        (-1.000_000_1, 16777215.0),
        (2.0, 127.99),
        (2.0, 128.0),
        (2.0, -149.0),
        (2.0, -150.0),
        (2.0, -126.5),
        (1e10, 3.9),
        (1e-10, 3.9),
        (-8.0, 1.0 / 3.0),
        (123.456, -0.7),
        (7.0, 0.5),
        (f32::MAX, 0.5),
        (f32::MAX, 1.0001),
        (1e-38, -1.0),
        (3.0, 1e30),
        (-3.0, -1e30),
        (0.3, 80.5),
        (5.0, 55.125),
    ]);
    let mut s = 0x9e37_79b9u32;
    for _ in 0..200 {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let x = f32::from_bits(s & 0xbfff_ffff | 0x3000_0000) * 8.0;
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let y = (s as i32 as f32) / 2f32.powi(26);
        pairs.push((x, y));
    }
    while !pairs.len().is_multiple_of(8) {
        pairs.push((1.0, 1.0));
    }
    let inputs: Vec<Vec<u8>> = pairs
        .chunks(8)
        .map(|c| {
            let mut v: Vec<f32> = c.iter().map(|p| p.0).collect();
            v.extend(c.iter().map(|p| p.1));
            f32v(&v)
        })
        .collect();
    let out = run(&pow_kernel(), &inputs);
    for (c, o) in pairs.chunks(8).zip(&out) {
        for (&(x, y), r) in c.iter().zip(words32(o)) {
            let want = (x as f64).powf(y as f64) as f32;
            // (Denormal operands and results are flushed under the
            // default %cr0.)
            let read = |v: f32| v.is_normal() || !v.is_finite() || v == 0.0;
            if read(x) && read(y) && read(want) {
                assert_eq!(r, want.to_bits(), "pow({x:e}, {y:e}) = {want:e}");
            }
        }
    }
    // The ties: 257^3 = 16974593 and 66049^1.5 to even (16974592), 4097^2
    // = 16785409 (16785408).
    let w = words32(&out[324 / 8]);
    assert_eq!(
        &w[4..7],
        &[
            16974592f32.to_bits(),
            16785408f32.to_bits(),
            16974592f32.to_bits()
        ]
    );
}

/// `divm (M1, 8)` of eight `ty` numerators by eight denominators, both
/// read from INP (the denominators after the numerators) with one block
/// load each, the quotients stored to OUT; `first` runs before them.
fn divm_kernel(ty: &str, first: &str) -> String {
    let bytes = if ty == "df" { 64 } else { 32 };
    let owords = bytes / 16;
    format!(
        ".version 4.1\n.kernel \"mathk\"\n.decl OUT v_type=G type=uq num_elts=1\n\
         .decl INP v_type=G type=uq num_elts=1\n\
         .decl A v_type=G type=uq num_elts=1\n\
         .decl X v_type=G type={ty} num_elts=8 align=GRF\n\
         .decl Z v_type=G type={ty} num_elts=8 align=GRF\n\
         .decl Y v_type=G type={ty} num_elts=8 align=GRF\n\
         .function \"mathk_0\"\nmathk_0:\n{first}\
         \x20   svm_block_ld ({owords}) INP(0,0)<0;1,0> X.0\n\
         \x20   add (M1_NM, 1) A(0,0)<1> INP(0,0)<0;1,0> {bytes:#x}:uq\n\
         \x20   svm_block_ld ({owords}) A(0,0)<0;1,0> Z.0\n\
         \x20   divm (M1, 8) Y(0,0)<1> X(0,0)<1;1,0> Z(0,0)<1;1,0>\n\
         \x20   svm_block_st ({owords}) OUT(0,0)<0;1,0> Y.0\n\
         \x20   ret (M1, 1)\n"
    )
}

/// `divm` on F pairs at the edges of the division sequence's scaling:
/// a denominator whose reciprocal is a denormal float, denormal
/// quotients (ties included), quotients that underflow to zero and
/// overflow to infinity through V_DIV_SCALE's VCC path; denormals kept
/// (`%cr0` 0x4c0), so the results are IEEE quotients.
#[test]
fn divm_f_at_the_scaling_edges_is_the_emulators() {
    // Denormals kept: IEEE quotients.
    let src = divm_kernel(
        "f",
        "    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud\n",
    );
    let batches: [[(u32, u32); 8]; 2] = [
        [
            (0xc7ed_bca9, 0x7f6c_3635), // 1/b a denormal float
            (0x007f_ffff, 0x3fc0_0000), // denormal / 1.5
            (1f32.to_bits(), 3f32.to_bits()),
            (0x0000_0001, 3f32.to_bits()), // the smallest denormal / 3
            (0x0000_0003, 2f32.to_bits()), // a denormal tie
            (1e-30f32.to_bits(), 1e38f32.to_bits()), // underflows to 0
            (1e30f32.to_bits(), 1e-10f32.to_bits()), // overflows to inf
            (0x8000_0001, 0x3f00_0001),
        ],
        // Quotients past 2^192: even after V_DIV_SCALE's 2^64 the
        // Newton steps overflow to NaN, which V_DIV_FIXUP turns into the
        // signed infinity.
        [
            (0x7bb9_8f3a, 0x0183_a8b5), // about 2^243
            (0xfbb9_8f3a, 0x0183_a8b5),
            (0x7f7f_ffff, 0x0000_0001), // fmax / the smallest denormal
            (0x7f7f_ffff, 0x8080_0000),
            (0x6000_0000, 0x1000_0000), // exactly 2^128: the first overflow
            (0x5f80_0000, 0x1f80_0000), // 2^64 / 2^-64 = 2^128
            (0x7f00_0000, 0x3f00_0000), // 2^127 / 0.5 = 2^128
            (0x7eff_ffff, 0x3f00_0000), // exactly fmax
        ],
    ];
    for pairs in batches {
        let mut inp = f32s(&pairs.map(|p| p.0));
        inp.extend(f32s(&pairs.map(|p| p.1)));
        let out = run(&src, &[inp]);
        let q = words32(&out[0]);
        // The reference itself: IEEE quotients, denormals kept.
        for (i, (a, b)) in pairs.iter().enumerate() {
            let want = (f32::from_bits(*a) / f32::from_bits(*b)).to_bits();
            assert_eq!(q[i], want, "lane {i}: {a:#x} / {b:#x}");
        }
    }
}

#[test]
fn divm_df_past_the_largest_double_is_infinity() {
    let src = divm_kernel("df", "");
    // Quotients past 2^(1024+128) overflow inside the Newton steps even
    // after V_DIV_SCALE's 2^128 (V_DIV_FIXUP gives the infinity); the
    // rest are the edges around the largest double and the denormals.
    let pairs: [(u64, u64); 8] = [
        (f64::MAX.to_bits(), 1), // fmax / the smallest denormal
        ((-f64::MAX).to_bits(), 1),
        (1e300f64.to_bits(), 1e-300f64.to_bits()),
        (f64::MAX.to_bits(), 0.5f64.to_bits()),
        ((f64::MAX / 2.0).to_bits(), 0.5f64.to_bits()), // exactly fmax
        (1, 3f64.to_bits()),                            // a denormal
        (1e-300f64.to_bits(), 1e300f64.to_bits()),      // underflows to 0
        (7f64.to_bits(), (-3f64).to_bits()),
    ];
    let mut inp = f64s(&pairs.map(|p| p.0));
    inp.extend(f64s(&pairs.map(|p| p.1)));
    let out = run(&src, &[inp]);
    let q = words64(&out[0]);
    for (i, (a, b)) in pairs.iter().enumerate() {
        let want = (f64::from_bits(*a) / f64::from_bits(*b)).to_bits();
        assert_eq!(q[i], want, "lane {i}: {a:#x} / {b:#x}");
    }
}
