//! Floating-point formats, rounding in the four `%cr0` modes, and half
//! precision encoding.
//!
//! Every float result is produced as an exact (or exactly bracketed) value in
//! `f64` — `hi` plus a tiny remainder `lo` whose sign and size say where the
//! exact result lies relative to `hi` — and then rounded once into the
//! destination format. That gives correctly rounded `+ - * mad` and
//! conversions in every rounding mode without relying on the host's
//! floating-point environment.

/// A rounding mode (`%cr0` bits 5:4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// Round to nearest, ties to even (`00`).
    Rne,
    /// Round toward +infinity (`01`).
    Ru,
    /// Round toward -infinity (`10`).
    Rd,
    /// Round toward zero (`11`).
    Rtz,
}

impl Rounding {
    /// The mode selected by a `%cr0` value.
    pub fn from_cr0(cr0: u32) -> Rounding {
        match (cr0 >> 4) & 3 {
            0 => Rounding::Rne,
            1 => Rounding::Ru,
            2 => Rounding::Rd,
            _ => Rounding::Rtz,
        }
    }
}

/// `%cr0` bit: single-precision ALT mode.
pub const CR0_ALT: u32 = 1;
/// `%cr0` bit: keep double-precision denormals.
pub const CR0_DF_DENORM: u32 = 0x40;
/// `%cr0` bit: keep single-precision denormals.
pub const CR0_F_DENORM: u32 = 0x80;
/// `%cr0` bit: keep half-precision denormals.
pub const CR0_HF_DENORM: u32 = 0x400;

/// A binary floating-point format narrower than `f64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    /// Precision in bits, the implicit bit included.
    pub p: i32,
    /// Smallest normal exponent.
    pub emin: i32,
    /// Largest exponent.
    pub emax: i32,
}

/// IEEE binary16.
pub const F16: Fmt = Fmt {
    p: 11,
    emin: -14,
    emax: 15,
};
/// IEEE binary32.
pub const F32: Fmt = Fmt {
    p: 24,
    emin: -126,
    emax: 127,
};

/// `2^k` for `k` in the normal range of `f64`.
pub fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

impl Fmt {
    /// The largest finite value.
    pub fn max(self) -> f64 {
        (2.0 - pow2(1 - self.p)) * pow2(self.emax)
    }

    /// Whether a finite value of this format is subnormal.
    pub fn is_subnormal(self, x: f64) -> bool {
        x != 0.0 && x.abs() < pow2(self.emin)
    }
}

/// Exponent of a finite non-zero `f64` (`floor(log2|x|)`); `f64` subnormals
/// report -1023, below every narrower format's range.
fn exponent(x: f64) -> i32 {
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32;
    if e == 0 {
        -1023
    } else {
        e - 1023
    }
}

/// Rounds the exact value `hi + lo` into `fmt` with mode `m`; the result is
/// returned as the `f64` holding that representable value. `lo` must be tiny
/// next to `hi` (at most half an `f64` ulp of `hi`), or `hi` zero.
pub fn round_to(hi: f64, lo: f64, fmt: Fmt, m: Rounding) -> f64 {
    if hi.is_nan() || hi.is_infinite() {
        return hi;
    }
    if hi == 0.0 {
        if lo == 0.0 {
            return hi;
        }
        return round_to(lo, 0.0, fmt, m);
    }
    let neg = hi < 0.0;
    let a = hi.abs();
    let l = if neg { -lo } else { lo };
    // Whether the magnitude rounds away from zero (true), toward zero
    // (false), or to nearest (None).
    let away = match m {
        Rounding::Rne => None,
        Rounding::Rtz => Some(false),
        Rounding::Ru => Some(!neg),
        Rounding::Rd => Some(neg),
    };
    let e = exponent(a);
    let max = fmt.max();
    let mag = if e > fmt.emax {
        match away {
            Some(false) => max,
            _ => f64::INFINITY,
        }
    } else {
        let q = e.max(fmt.emin) - (fmt.p - 1);
        let scaled = a * pow2(-q);
        let t = scaled.trunc();
        let frac = scaled - t;
        let ulp = pow2(q);
        let down = t * ulp;
        let r = if frac == 0.0 {
            if l == 0.0 {
                down
            } else if l > 0.0 {
                // Just above a representable value.
                match away {
                    Some(true) => down + ulp,
                    _ => down,
                }
            } else {
                // Just below a representable value: the one under it may
                // be half an ulp away when `down` starts a binade.
                let below = if t == pow2(fmt.p - 1) && e > fmt.emin {
                    down - ulp / 2.0
                } else {
                    down - ulp
                };
                match away {
                    Some(false) => below,
                    _ => down,
                }
            }
        } else {
            let up = down + ulp;
            match away {
                Some(true) => up,
                Some(false) => down,
                None => {
                    // Below the midpoint, or on it with the remainder (or
                    // evenness) pointing down.
                    let to_down =
                        frac < 0.5 || (frac == 0.5 && (l < 0.0 || (l == 0.0 && t % 2.0 == 0.0)));
                    if to_down {
                        down
                    } else {
                        up
                    }
                }
            }
        };
        if r > max {
            match away {
                Some(false) => max,
                _ => f64::INFINITY,
            }
        } else {
            r
        }
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// Rounds `hi + lo` to `f64`, where `hi` is the round-to-nearest result and
/// `lo` the exact error (both from an error-free transformation).
pub fn round_f64(hi: f64, lo: f64, m: Rounding) -> f64 {
    if m == Rounding::Rne || lo == 0.0 || !hi.is_finite() || lo.is_nan() {
        return hi;
    }
    let toward_pos = match m {
        Rounding::Ru => true,
        Rounding::Rd => false,
        Rounding::Rtz => hi < 0.0,
        Rounding::Rne => unreachable!(),
    };
    if toward_pos {
        if lo > 0.0 {
            next_up(hi)
        } else {
            hi
        }
    } else if lo < 0.0 {
        next_down(hi)
    } else {
        hi
    }
}

/// Result of an operation whose round-to-nearest value overflowed: the
/// directed modes give the largest finite value instead of infinity.
pub fn overflow_f64(inf: f64, m: Rounding) -> f64 {
    let neg = inf < 0.0;
    let to_max = match m {
        Rounding::Rne => false,
        Rounding::Rtz => true,
        Rounding::Ru => neg,
        Rounding::Rd => !neg,
    };
    if to_max {
        if neg {
            -f64::MAX
        } else {
            f64::MAX
        }
    } else {
        inf
    }
}

/// The next `f64` above `x`.
pub fn next_up(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    if x > 0.0 {
        f64::from_bits(b + 1)
    } else {
        f64::from_bits(b - 1)
    }
}

/// The next `f64` below `x`.
pub fn next_down(x: f64) -> f64 {
    -next_up(-x)
}

/// Error-free sum: `a + b == s + e` exactly (barring overflow).
pub fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

/// Error-free product: `a * b == p + e` exactly (barring overflow and
/// underflow).
pub fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    (p, a.mul_add(b, -p))
}

/// Decodes a binary16 value exactly.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    if e == 0 {
        sign * m * pow2(-24)
    } else if e == 31 {
        if h & 0x3ff == 0 {
            sign * f64::INFINITY
        } else {
            // Keep the payload's top bits through the wider format.
            let payload = ((h & 0x3ff) as u64) << 42;
            f64::from_bits(
                ((h as u64 & 0x8000) << 48) | 0x7ff0_0000_0000_0000 | payload | (1 << 51),
            )
        }
    } else {
        sign * (1024.0 + m) * pow2(e - 25)
    }
}

/// Encodes a value already representable in binary16 (as [`round_to`]
/// with [`F16`] returns); NaNs become quiet NaNs keeping the sign and the
/// payload's top bits.
pub fn f64_to_f16_exact(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        let payload = ((x.to_bits() >> 42) & 0x3ff) as u16;
        return sign | 0x7e00 | payload;
    }
    let a = x.abs();
    if a == 0.0 {
        return sign;
    }
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    let e = exponent(a);
    if e < -14 {
        sign | (a * pow2(24)) as u16
    } else {
        let m = (a * pow2(10 - e)) as u16 - 1024;
        sign | (((e + 15) as u16) << 10) | m
    }
}

/// Rounds `hi + lo` to binary16.
pub fn to_f16(hi: f64, lo: f64, m: Rounding) -> u16 {
    f64_to_f16_exact(round_to(hi, lo, F16, m))
}

/// Rounds `hi + lo` to binary32.
pub fn to_f32(hi: f64, lo: f64, m: Rounding) -> f32 {
    if hi.is_nan() {
        return hi as f32;
    }
    round_to(hi, lo, F32, m) as f32
}

/// Flushes a subnormal `f32` to a zero of the same sign.
pub fn flush_f32(x: f32) -> f32 {
    if x.is_subnormal() {
        if x.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        x
    }
}

/// Flushes a subnormal `f64` to a zero of the same sign.
pub fn flush_f64(x: f64) -> f64 {
    if x.is_subnormal() {
        if x.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        x
    }
}

/// Flushes a subnormal binary16 pattern to a zero of the same sign.
pub fn flush_f16(h: u16) -> u16 {
    if h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

/// Converts an exact integer to `f64` as `hi + lo` (both exact).
pub fn int_to_f64_pair(v: i128) -> (f64, f64) {
    let hi = v as f64;
    // |v - hi| < 2^11 for |v| < 2^64, so the remainder is exact.
    let lo = (v - hi as i128) as f64;
    (hi, lo)
}

/// Float to integer conversion per the data-types chapter: truncation toward
/// zero, saturation at the type's range, NaN to 0.
pub fn f64_to_int_sat(x: f64, min: i128, max: i128) -> i128 {
    if x.is_nan() {
        return 0;
    }
    let t = x.trunc();
    if t <= min as f64 {
        min
    } else if t >= max as f64 {
        max
    } else {
        t as i128
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_rounding_matches_host_rne() {
        // Exact f64 values land on every side of f32 midpoints.
        let xs = [
            1.0 + pow2(-24),
            1.0 + pow2(-24) + pow2(-40),
            1.0 + 3.0 * pow2(-24),
            -(1.0 + pow2(-24)),
            3.0e38,
            3.5e38,
            1.0e-40,
            1.5 * pow2(-149),
            0.5 * pow2(-149),
            0.75 * pow2(-149),
        ];
        for x in xs {
            assert_eq!(
                to_f32(x, 0.0, Rounding::Rne).to_bits(),
                (x as f32).to_bits(),
                "{x:e}"
            );
        }
    }

    #[test]
    fn directed_modes_bracket_the_exact_value() {
        let x = 1.0 + pow2(-24) + pow2(-30);
        assert_eq!(to_f32(x, 0.0, Rounding::Ru), 1.0 + pow2(-23) as f32);
        assert_eq!(to_f32(x, 0.0, Rounding::Rd), 1.0);
        assert_eq!(to_f32(x, 0.0, Rounding::Rtz), 1.0);
        assert_eq!(to_f32(-x, 0.0, Rounding::Ru), -1.0);
        assert_eq!(to_f32(-x, 0.0, Rounding::Rd), -(1.0 + pow2(-23) as f32));
        // Just below 1: the quantum halves below a binade start.
        assert_eq!(
            to_f32(1.0, -pow2(-60), Rounding::Rtz),
            (1.0 - pow2(-24)) as f32
        );
        assert_eq!(to_f32(1.0, -pow2(-60), Rounding::Rne), 1.0);
        assert_eq!(to_f32(1.0, pow2(-60), Rounding::Ru), 1.0 + pow2(-23) as f32);
        // A tie broken by the remainder.
        let tie = 1.0 + pow2(-24);
        assert_eq!(
            to_f32(tie, pow2(-70), Rounding::Rne),
            1.0 + pow2(-23) as f32
        );
        assert_eq!(to_f32(tie, -pow2(-70), Rounding::Rne), 1.0);
        assert_eq!(to_f32(tie, 0.0, Rounding::Rne), 1.0);
        // Overflow.
        assert_eq!(to_f32(1e39, 0.0, Rounding::Rtz), f32::MAX);
        assert_eq!(to_f32(1e39, 0.0, Rounding::Rne), f32::INFINITY);
        assert_eq!(to_f32(-1e39, 0.0, Rounding::Ru), -f32::MAX);
        assert_eq!(to_f32(-1e39, 0.0, Rounding::Rd), f32::NEG_INFINITY);
        // Below the smallest subnormal.
        assert_eq!(to_f32(pow2(-160), 0.0, Rounding::Ru), f32::from_bits(1));
        assert_eq!(to_f32(pow2(-160), 0.0, Rounding::Rne), 0.0);
        assert_eq!(to_f32(0.0, -pow2(-200), Rounding::Rd), -f32::from_bits(1));
    }

    #[test]
    fn f16_round_trip_and_rounding() {
        for h in 0..=0xffffu16 {
            let x = f16_to_f64(h);
            if x.is_nan() {
                assert_eq!(f64_to_f16_exact(x) & 0x7e00, 0x7e00);
                continue;
            }
            assert_eq!(f64_to_f16_exact(x), h, "{h:#x}");
            assert_eq!(to_f16(x, 0.0, Rounding::Rtz), h);
        }
        // 65520 is the midpoint between 65504 and 65536: ties go to even (inf).
        assert_eq!(to_f16(65519.0, 0.0, Rounding::Rne), 0x7bff);
        assert_eq!(to_f16(65520.0, 0.0, Rounding::Rne), 0x7c00);
        assert_eq!(to_f16(65520.0, 0.0, Rounding::Rtz), 0x7bff);
        assert_eq!(to_f16(1.0 + pow2(-11), 0.0, Rounding::Rne), 0x3c00);
        assert_eq!(to_f16(1.0 + 3.0 * pow2(-11), 0.0, Rounding::Rne), 0x3c02);
        assert_eq!(to_f16(pow2(-25), 0.0, Rounding::Rne), 0);
        assert_eq!(to_f16(pow2(-25) * 1.5, 0.0, Rounding::Rne), 1);
    }

    #[test]
    fn f64_directed_rounding() {
        let (s, e) = two_sum(1.0, pow2(-60));
        assert_eq!(round_f64(s, e, Rounding::Ru), next_up(1.0));
        assert_eq!(round_f64(s, e, Rounding::Rd), 1.0);
        let (s, e) = two_sum(-1.0, -pow2(-60));
        assert_eq!(round_f64(s, e, Rounding::Rtz), -1.0);
        assert_eq!(round_f64(s, e, Rounding::Rd), next_down(-1.0));
        assert_eq!(overflow_f64(f64::INFINITY, Rounding::Rtz), f64::MAX);
    }
}
