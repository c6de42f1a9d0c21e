//! The vector ALU's function units: transcendentals, their special cases,
//! and the division helpers, following the ISA manuals' pseudo-code.
//!
//! Accuracy: the hardware's single-precision `V_EXP`, `V_LOG`, `V_RCP`,
//! `V_RSQ`, `V_SQRT`, `V_SIN`, `V_COS` are specified to 1 ulp, half
//! precision ones to 0.51 ulp, double `V_RCP`, `V_RSQ`, `V_SQRT` to 2^29
//! ulp. Here each is computed in `f64` (exactly for `rcp` and `sqrt`,
//! within an `f64` ulp or two for the others, and `sin`/`cos` on the
//! argument reduced exactly modulo one turn) and rounded once: at most
//! 1 ulp from the correctly rounded result, and correctly rounded for
//! `rcp` and `sqrt` (double precision: `rcp`, `sqrt` correctly rounded,
//! `rsq` within 1 ulp). As the manuals say, single-precision `exp`,
//! `log`, `rcp`, `rsq` and `sqrt` flush denormal inputs and outputs
//! whatever the mode; half and double precision ones keep them.

use crate::float::{self, Fmt, FpMode, F16, F32, F64};
use crate::two_over_pi::TWO_OVER_PI;

/// A transcendental of the function unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Trans {
    Exp,
    Log,
    Rcp,
    Rsq,
    Sqrt,
    Sin,
    Cos,
}

fn flush(fmt: Fmt, b: u64) -> u64 {
    if fmt.is_denorm(b) {
        b & fmt.sign_bit()
    } else {
        b
    }
}

/// `f(a)` in format `fmt`.
pub(crate) fn trans(t: Trans, fmt: Fmt, a: u64, m: FpMode) -> u64 {
    let single = fmt == F32;
    // Single precision flushes denormals for everything but sin/cos.
    let always_flush = single && !matches!(t, Trans::Sin | Trans::Cos);
    let a = if always_flush {
        flush(fmt, a)
    } else {
        let (_, d) = float::mode_of(m, fmt);
        float::flush_in(a, fmt, d)
    };
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    let x = fmt.to_f64(a);
    let neg = a & fmt.sign_bit() != 0;
    let (y, err): (f64, i32) = match t {
        Trans::Rcp => {
            if x == 0.0 {
                return (fmt.sign_bit() * neg as u64) | fmt.exp_mask();
            }
            let q = 1.0 / x;
            let r = (-q).mul_add(x, 1.0);
            (q, sign(r) * if x < 0.0 { -1 } else { 1 })
        }
        Trans::Sqrt => {
            if x == 0.0 {
                return a;
            }
            if x < 0.0 {
                return fmt.default_nan();
            }
            let s = x.sqrt();
            (s, sign((-s).mul_add(s, x)))
        }
        Trans::Rsq => {
            if x == 0.0 {
                return (fmt.sign_bit() * neg as u64) | fmt.exp_mask();
            }
            if x < 0.0 {
                return fmt.default_nan();
            }
            (1.0 / x.sqrt(), 0)
        }
        Trans::Exp => (x.exp2(), 0),
        Trans::Log => {
            if x == 0.0 {
                return fmt.sign_bit() | fmt.exp_mask();
            }
            if x < 0.0 {
                return fmt.default_nan();
            }
            (x.log2(), 0)
        }
        Trans::Sin | Trans::Cos => {
            if x.is_infinite() {
                return fmt.default_nan();
            }
            if x == 0.0 && t == Trans::Sin {
                return a;
            }
            // One turn per unit: reduce exactly modulo 1 first.
            let r = x - x.round();
            let turn = 2.0 * std::f64::consts::PI * r;
            let v = if t == Trans::Sin {
                turn.sin()
            } else {
                turn.cos()
            };
            // exact zeros at the multiples of a quarter turn
            let q = r * 4.0;
            let v = if q == q.round() {
                match ((q as i64).rem_euclid(4), t) {
                    (0, Trans::Sin) | (2, Trans::Sin) => 0.0,
                    (1, Trans::Cos) | (3, Trans::Cos) => 0.0,
                    (1, Trans::Sin) | (0, Trans::Cos) => 1.0,
                    _ => -1.0,
                }
            } else {
                v
            };
            (v, 0)
        }
    };
    let r = float::round_to(y, err, float::Round::Nearest, fmt);
    if always_flush {
        flush(fmt, r)
    } else {
        let (_, d) = float::mode_of(m, fmt);
        float::flush_out(r, fmt, d)
    }
}

fn sign(e: f64) -> i32 {
    if e > 0.0 {
        1
    } else if e < 0.0 {
        -1
    } else {
        0
    }
}

/// Unbiased exponent field of a value (the raw biased field).
pub(crate) fn exp_field(fmt: Fmt, b: u64) -> i32 {
    ((b & fmt.exp_mask()) >> fmt.man) as i32
}

/// `V_FREXP_MANT`: the significand in [0.5, 1) with the input's sign.
pub(crate) fn frexp_mant(fmt: Fmt, a: u64, m: FpMode) -> u64 {
    let (_, d) = float::mode_of(m, fmt);
    let a = float::flush_in(a, fmt, d);
    if fmt.is_nan(a) || fmt.is_inf(a) || fmt.is_zero(a) {
        return a;
    }
    let x = fmt.to_f64(a);
    let e = frexp_exp_val(x);
    float::from_f64_rne(fmt, x * 2f64.powi(-e))
}

fn frexp_exp_val(x: f64) -> i32 {
    // exponent e with x = mant * 2^e, mant in [0.5, 1)
    let b = x.abs().to_bits();
    let be = (b >> 52) as i32;
    if be == 0 {
        // f64 denormals do not occur for the formats here, but be exact.
        let lz = (b << 12).leading_zeros() as i32;
        -1022 - lz
    } else {
        be - 1022
    }
}

/// `V_FREXP_EXP`: the exponent (0 for infinities and NaN).
pub(crate) fn frexp_exp(fmt: Fmt, a: u64, m: FpMode) -> i32 {
    let (_, d) = float::mode_of(m, fmt);
    let a = float::flush_in(a, fmt, d);
    if fmt.is_nan(a) || fmt.is_inf(a) || fmt.is_zero(a) {
        return 0;
    }
    frexp_exp_val(fmt.to_f64(a))
}

/// `V_LDEXP`: `a * 2^n`, rounded in the mode.
pub(crate) fn ldexp(fmt: Fmt, a: u64, n: i32, m: FpMode) -> u64 {
    let (r, d) = float::mode_of(m, fmt);
    let a = float::flush_in(a, fmt, d);
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    if fmt.is_inf(a) || fmt.is_zero(a) {
        return a;
    }
    let x = fmt.to_f64(a);
    // Scale in two steps so that no intermediate over/underflows in f64
    // before the final rounding: split n.
    let n = n.clamp(-2200, 2200);
    let bits = if fmt == F64 {
        scale_f64(x, n, r)
    } else {
        float::round_to(x * 2f64.powi(n), 0, r, fmt)
    };
    float::flush_out(bits, fmt, d)
}

/// Double `x * 2^n` with one rounding in mode `r`.
fn scale_f64(x: f64, n: i32, r: float::Round) -> u64 {
    // Exact while the result is a normal double; otherwise round the exact
    // value through the integer rounding path.
    let e = frexp_exp_val(x);
    let target = e + n;
    if (-1021..=1024).contains(&target) {
        let mut y = x;
        let mut k = n;
        while k > 1000 {
            y *= 2f64.powi(1000);
            k -= 1000;
        }
        while k < -1000 {
            y *= 2f64.powi(-1000);
            k += 1000;
        }
        return (y * 2f64.powi(k)).to_bits();
    }
    if target > 1024 {
        let neg = x < 0.0;
        let to_inf = match r {
            float::Round::Nearest => true,
            float::Round::Zero => false,
            float::Round::Up => !neg,
            float::Round::Down => neg,
        };
        let mag = if to_inf { f64::INFINITY } else { f64::MAX };
        return (if neg { -mag } else { mag }).to_bits();
    }
    // Denormal result: round the 53-bit significand shifted right.
    scale_f64_err(x, n, r, 0)
}

/// `(x + ε·err) * 2^n` rounded once in mode `r`, where `x` is a finite,
/// non-zero double nearest an exact value that lies strictly between `x`
/// and its neighbour in the direction of `err`'s sign (0: `x` is exact).
/// In the normal range the double rounded in mode `r` scales exactly; in
/// the denormals `x` decides except on a boundary (its dropped bits zero
/// or exactly half), where `err` says on which side the exact value is.
pub(crate) fn scale_f64_err(x: f64, n: i32, r: float::Round, err: i32) -> u64 {
    let e = frexp_exp_val(x);
    let n = n.clamp(-2200, 2200);
    if e + n >= -1021 {
        return scale_f64(float::round64(x, err, r), n, r);
    }
    let neg = x < 0.0;
    let merr = if neg { -err } else { err };
    let b = x.abs().to_bits();
    let mant = (b & ((1u64 << 52) - 1)) | 1u64 << 52;
    let shift = -1074 - (e - 53 + n);
    let (q, rem, half) = if shift >= 64 {
        (0u64, mant, 1u64 << 63)
    } else {
        (
            mant >> shift,
            mant & ((1u64 << shift) - 1),
            1u64 << (shift - 1),
        )
    };
    let away = match r {
        float::Round::Nearest => None,
        float::Round::Zero => Some(false),
        float::Round::Up => Some(!neg),
        float::Round::Down => Some(neg),
    };
    let q = match away {
        None if rem > half || (rem == half && (merr > 0 || (merr == 0 && q & 1 == 1))) => q + 1,
        None => q,
        Some(true) if rem != 0 || merr > 0 => q + 1,
        Some(false) if rem == 0 && merr < 0 => q - 1,
        Some(_) => q,
    };
    q | if neg { 1u64 << 63 } else { 0 }
}

/// `V_FRACT`: `x - floor(x)`, at most the largest value below 1.
pub(crate) fn fract(fmt: Fmt, a: u64, m: FpMode) -> u64 {
    let (_, d) = float::mode_of(m, fmt);
    let a = float::flush_in(a, fmt, d);
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    if fmt.is_inf(a) {
        return fmt.default_nan();
    }
    let x = fmt.to_f64(a);
    let f = x - x.floor(); // exact in f64 for every format here but f64
    let bits = if fmt == F64 {
        // x - floor(x) of a double: exact except for tiny negatives, where
        // the result rounds (nearest) to 1.0 and is clamped below.
        float::add(F64, a, (-x.floor()).to_bits(), m)
    } else {
        float::from_f64(fmt, f, 0, m)
    };
    let one = float::from_f64_rne(fmt, 1.0);
    if bits >= one && bits & fmt.sign_bit() == 0 {
        one - 1
    } else {
        bits
    }
}

/// Rounding to an integral value: 0 trunc, 1 ceil, 2 floor, 3 rndne.
pub(crate) fn round_int(fmt: Fmt, a: u64, kind: u8, m: FpMode) -> u64 {
    let (_, d) = float::mode_of(m, fmt);
    let a = float::flush_in(a, fmt, d);
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    let x = fmt.to_f64(a);
    let y = match kind {
        0 => x.trunc(),
        1 => x.ceil(),
        2 => x.floor(),
        _ => x.round_ties_even(),
    };
    // keep the sign of zero results (ceil(-0.5) = -0)
    let y = if y == 0.0 && x.is_sign_negative() {
        -0.0
    } else {
        y
    };
    float::from_f64_rne(fmt, y)
}

/// `V_DIV_SCALE`: `(result, vcc)` for S0 (the value to scale), S1
/// (denominator), S2 (numerator).
pub(crate) fn div_scale(fmt: Fmt, s0: u64, s1: u64, s2: u64) -> (u64, bool) {
    let (x0, x1, x2) = (fmt.to_f64(s0), fmt.to_f64(s1), fmt.to_f64(s2));
    let f64_ = fmt == F64;
    let big = if f64_ { 768 } else { 96 };
    let k = if f64_ { 128 } else { 64 };
    let tiny = if f64_ { 53 } else { 23 };
    let scale = |v: u64, n: i32| ldexp(fmt, v, n, FpMode::ATOMIC);
    let denorm = |b: u64| fmt.is_denorm(b);
    let is_denorm_val = |v: f64, f: Fmt| {
        let b = float::from_f64_rne(f, v);
        f.is_denorm(b)
    };
    if x2 == 0.0 || x1 == 0.0 {
        return (fmt.default_nan() & !fmt.sign_bit() | fmt.sign_bit(), false);
    }
    let e1 = exp_field(fmt, s1);
    let e2 = exp_field(fmt, s2);
    if e2 - e1 >= big {
        let r = if x0 == x1 { scale(s0, k) } else { s0 };
        return (r, true);
    }
    if denorm(s1) {
        return (scale(s0, k), false);
    }
    // "1 / S1 is a denormal" of the operation's own format (for F32, 1/S1
    // below 2^-126 is a normal double).
    let rcp_denorm = is_denorm_val(1.0 / x1, fmt);
    let quot_denorm = is_denorm_val(x2 / x1, fmt);
    if rcp_denorm && quot_denorm {
        let r = if x0 == x1 { scale(s0, k) } else { s0 };
        return (r, true);
    }
    if rcp_denorm {
        return (scale(s0, -k), false);
    }
    if quot_denorm {
        let r = if x0 == x2 { scale(s0, k) } else { s0 };
        return (r, true);
    }
    if e2 <= tiny {
        return (scale(s0, k), false);
    }
    (s0, false)
}

/// `V_DIV_FIXUP`: S0 quotient, S1 denominator, S2 numerator.
pub(crate) fn div_fixup(fmt: Fmt, s0: u64, s1: u64, s2: u64) -> u64 {
    let sign_out = (s1 ^ s2) & fmt.sign_bit();
    let inf = fmt.exp_mask();
    if fmt.is_nan(s2) {
        return fmt.quiet(s2);
    }
    if fmt.is_nan(s1) {
        return fmt.quiet(s1);
    }
    let (z1, z2) = (fmt.is_zero(s1), fmt.is_zero(s2));
    let (i1, i2) = (fmt.is_inf(s1), fmt.is_inf(s2));
    if (z1 && z2) || (i1 && i2) {
        return fmt.default_nan();
    }
    if z1 || i2 {
        return sign_out | inf;
    }
    if i1 || z2 {
        return sign_out;
    }
    if fmt != F16 {
        let (e1, e2) = (exp_field(fmt, s1), exp_field(fmt, s2));
        let under = if fmt == F64 { -1075 } else { -150 };
        if e2 - e1 < under {
            return sign_out;
        }
        if e1 == ((1 << fmt.exp) - 1) {
            return sign_out | inf;
        }
    }
    // A NaN quotient of finite, non-zero operands is an overflow inside
    // the Newton steps (a quotient past 2^192 for F32 even after
    // V_DIV_SCALE's 2^64): the hardware gives the signed infinity (CLRX's
    // hardware-checked description of V_DIV_FIXUP; AMD's pseudocode
    // passes |S0| through, which would make such divisions NaN where
    // OpenCL requires infinity).
    if fmt.is_nan(s0) {
        return sign_out | inf;
    }
    sign_out | (s0 & !fmt.sign_bit())
}

/// `V_TRIG_PREOP_F64`: 53 bits of 2/pi chosen by the segment and the
/// input's exponent, scaled (round toward zero).
pub(crate) fn trig_preop(a: u64, seg: u32) -> u64 {
    let e = ((a >> 52) & 0x7ff) as i64;
    let mut shift = (seg & 31) as i64 * 53;
    if e > 1077 {
        shift += e - 1077;
    }
    // 2/pi = 0.b1200 b1199 ... b0 (1201 bits); take the 53 bits that the
    // shift brings to the integer part.
    let mut r = 0u64;
    for k in 0..53i64 {
        // fraction bit number (1-based, weight 2^-pos) of result bit 52-k
        let pos = shift + 1 + k;
        let bit = if pos <= 1201 {
            let p = (pos - 1) as usize;
            (TWO_OVER_PI[p / 64] >> (63 - p % 64)) & 1
        } else {
            0
        };
        r |= bit << (52 - k);
    }
    let mut scale = -53 - shift;
    if e >= 1968 {
        scale += 128;
    }
    scale_f64(r as f64, scale as i32, float::Round::Zero)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn div_scale_f32_scales_a_denominator_whose_reciprocal_is_an_f32_denormal() {
        // -121721.3 / 3.14e38: 1/S1 is about 3.2e-39, a denormal float (a
        // normal double). Both scales take 2^-64, VCC stays clear; without
        // them the reciprocal flushes and the quotient became -0.
        let (a, b) = (0xc7ed_bca9u64, 0x7f6c_3635u64);
        let (den, vd) = div_scale(F32, b, b, a);
        let (num, vn) = div_scale(F32, a, b, a);
        assert_eq!((den, vd), (ldexp(F32, b, -64, FpMode::ATOMIC), false));
        assert_eq!((num, vn), (ldexp(F32, a, -64, FpMode::ATOMIC), false));
    }

    #[test]
    fn div_fixup_turns_a_nan_quotient_of_finite_operands_into_infinity() {
        // The Newton steps of 0x7bb98f3a / 0x0183a8b5 (about 2^243)
        // overflow and leave NaN; the fixup gives the signed infinity.
        let nan = F32.default_nan();
        assert_eq!(div_fixup(F32, nan, 0x0183_a8b5, 0x7bb9_8f3a), 0x7f80_0000);
        assert_eq!(div_fixup(F32, nan, 0x8183_a8b5, 0x7bb9_8f3a), 0xff80_0000);
        assert_eq!(
            div_fixup(F64, F64.default_nan(), 1, 0x7fef_ffff_ffff_ffff),
            F64.exp_mask()
        );
        assert_eq!(div_fixup(F16, F16.default_nan(), 0x8001, 0x7bff), 0xfc00);
        // NaN operands still give NaN (the numerator's, quieted).
        assert_eq!(div_fixup(F32, nan, 0x3f80_0000, 0x7f80_0001), 0x7fc0_0001);
        // 0/0 is NaN whatever the quotient.
        assert!(F32.is_nan(div_fixup(F32, 0, 0, 0)));
    }

    #[test]
    fn fma_scaled_f64_rounds_once() {
        // c * 2^-128 is (2^13 + 1/2) * 2^-1074, a tie; a*b = 2^-1000 lifts
        // the exact sum just above it, below c's last place: the sum
        // rounds to c, which then rounds to even (0x2000); one rounding
        // gives 0x2001. Round toward zero: 0x2000 either way; up: 0x2001.
        let (a, c) = (0x20b0_0000_0000_0000u64, 0x05a0_0040_0000_0000u64);
        let m = FpMode::ATOMIC;
        assert_eq!(float::fma_scaled(F64, a, a, c, -128, m), 0x2001);
        let twice = ldexp(F64, float::fma(F64, a, a, c, m), -128, m);
        assert_eq!(twice, 0x2000);
        let rz = FpMode {
            round16_64: float::Round::Zero,
            ..m
        };
        assert_eq!(float::fma_scaled(F64, a, a, c, -128, rz), 0x2000);
        let ru = FpMode {
            round16_64: float::Round::Up,
            ..m
        };
        assert_eq!(float::fma_scaled(F64, a, a, c, -128, ru), 0x2001);
        // Minus the product: just below the tie, 0x2000 both ways; just
        // below 2^13 units (c0), 0x2000 nearest and 0x1fff toward zero.
        let na = a | 1 << 63;
        assert_eq!(float::fma_scaled(F64, na, a, c, -128, m), 0x2000);
        assert_eq!(float::fma_scaled(F64, na, a, c, -128, rz), 0x2000);
        let c0 = 0x05a0_0000_0000_0000u64;
        assert_eq!(float::fma_scaled(F64, na, a, c0, -128, m), 0x2000);
        assert_eq!(float::fma_scaled(F64, na, a, c0, -128, rz), 0x1fff);
        // Normal results scale exactly: (1 + 2^-52) * 2^-900 * 2^128.
        let x = 0x07b0_0000_0000_0001u64;
        let one = 1f64.to_bits();
        assert_eq!(
            float::fma_scaled(F64, x, one, 0, 128, m),
            x + (128u64 << 52)
        );
    }

    #[test]
    fn fma_scaled_rounds_once() {
        // (a*b) * 2^-64 is a denormal just above a tie: rounding the
        // product to 24 bits first lands on the tie and then rounds to
        // even (0x4bc); one rounding gives 0x4bd.
        let (a, b) = (0x19e3_e79fu64, 0x3faa_3f1eu64);
        let r = float::fma_scaled(F32, a, b, 0, -64, FpMode::ATOMIC);
        assert_eq!(r, 0x4bd);
        let twice = ldexp(
            F32,
            float::fma(F32, a, b, 0, FpMode::ATOMIC),
            -64,
            FpMode::ATOMIC,
        );
        assert_eq!(twice, 0x4bc);
    }

    #[test]
    fn trig_preop_segments_rebuild_two_over_pi() {
        // segments 0, 1, 2 of a small input: 2/pi in consecutive 53-bit
        // pieces
        let one = 1.0f64.to_bits();
        let s0 = f64::from_bits(trig_preop(one, 0));
        let s1 = f64::from_bits(trig_preop(one, 1));
        assert_eq!(
            s0,
            2.0 / std::f64::consts::PI - (2.0 / std::f64::consts::PI - s0)
        );
        assert!((s0 + s1 - 2.0 / std::f64::consts::PI).abs() < 1e-30);
        assert!(s0 <= 2.0 / std::f64::consts::PI);
    }

    #[test]
    fn sin_cos_of_turns() {
        let m = FpMode::ATOMIC;
        let q = 0.25f32.to_bits() as u64;
        assert_eq!(trans(Trans::Sin, F32, q, m), 1.0f32.to_bits() as u64);
        assert_eq!(trans(Trans::Cos, F32, q, m), 0);
        let big = (-f32::MAX).to_bits() as u64;
        assert_eq!(trans(Trans::Sin, F32, big, m), 0);
        assert_eq!(trans(Trans::Cos, F32, big, m), 1.0f32.to_bits() as u64);
        assert_eq!(trans(Trans::Sin, F32, 0x8000_0000, m), 0x8000_0000);
    }

    #[test]
    fn manual_examples() {
        let m = FpMode::ATOMIC;
        assert_eq!(trans(Trans::Log, F32, 0xff80_0000, m), 0xffc0_0000);
        assert_eq!(trans(Trans::Log, F32, 0x8000_0000, m), 0xff80_0000);
        assert_eq!(trans(Trans::Rcp, F32, 0xc000_0000, m), 0xbf00_0000);
        assert_eq!(trans(Trans::Rsq, F32, 0x4080_0000, m), 0x3f00_0000);
        assert_eq!(trans(Trans::Sqrt, F32, 0x8000_0000, m), 0x8000_0000);
        assert_eq!(trans(Trans::Exp, F32, 0xff80_0000, m), 0);
        assert_eq!(trans(Trans::Sqrt, F16, 0xfc00, m), 0xfe00);
        assert_eq!(trans(Trans::Rsq, F16, 0x4400, m), 0x3800);
    }
}
