//! Transcendental and math-box functions.
//!
//! The hardware's math unit (`exp`, `log`, `sin`, `cos`, `pow`, `inv`,
//! `sqrt`, `rsqrt`) is approximate and its exact results are not public.
//! The emulator evaluates each function in `f64` (Rust's `std`, i.e. the
//! platform libm, accurate to about 1 ulp of `f64`) and rounds the result
//! once to the destination format. For `f32` and `f16` results that bound is
//! **at most 1 ulp** (0.5 ulp from the final rounding plus under 2^-28 ulp
//! from the `f64` evaluation, so results are correctly rounded except in
//! rare near-halfway cases); `inv`, `sqrt`, `sqrtm`, `divm` are correctly
//! rounded exactly (IEEE division and square root in `f64`, whose double
//! rounding is innocuous at these precisions). The unit tests check the
//! bound against exactly known values.

/// Base-2 exponential.
pub fn exp2(x: f64) -> f64 {
    x.exp2()
}

/// Base-2 logarithm; negative inputs give NaN, zero gives -inf.
pub fn log2(x: f64) -> f64 {
    x.log2()
}

/// `x^y` with the C `pow` special cases.
pub fn pow(x: f64, y: f64) -> f64 {
    x.powf(y)
}

/// Reciprocal.
pub fn inv(x: f64) -> f64 {
    1.0 / x
}

/// Reciprocal square root.
pub fn rsqrt(x: f64) -> f64 {
    1.0 / x.sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::float::{to_f32, Rounding};

    fn ulps(a: f32, b: f32) -> u32 {
        let key = |x: f32| {
            let b = x.to_bits() as i32;
            if b < 0 {
                i32::MIN - b
            } else {
                b
            }
        };
        (key(a) as i64 - key(b) as i64).unsigned_abs() as u32
    }

    #[test]
    fn exact_points() {
        let r = |x: f64| to_f32(x, 0.0, Rounding::Rne);
        for k in -126..=127 {
            assert_eq!(r(exp2(k as f64)), (2f64.powi(k)) as f32);
            assert_eq!(r(log2(2f64.powi(k))), k as f32);
        }
        assert_eq!(r(exp2(0.5)), std::f32::consts::SQRT_2);
        assert_eq!(r(pow(3.0, 4.0)), 81.0);
        assert_eq!(r(pow(2.0, -3.0)), 0.125);
        assert_eq!(r(rsqrt(4.0)), 0.5);
        assert_eq!(r(inv(3.0)), 1.0 / 3.0f32);
        assert!(r(log2(-1.0)).is_nan());
        assert_eq!(r(log2(0.0)), f32::NEG_INFINITY);
        assert_eq!(r(inv(-0.0)), f32::NEG_INFINITY);
    }

    #[test]
    fn within_one_ulp_of_known_values() {
        // Values known to f32 precision from their definitions.
        let r = |x: f64| to_f32(x, 0.0, Rounding::Rne);
        let cases: [(f64, f32); 6] = [
            ((std::f64::consts::PI / 6.0).sin(), 0.5),
            ((std::f64::consts::PI / 3.0).cos(), 0.5),
            (exp2(std::f64::consts::LOG2_E), std::f32::consts::E),
            (log2(10.0), std::f32::consts::LOG2_10),
            (pow(2.0, 0.5), std::f32::consts::SQRT_2),
            (rsqrt(2.0), std::f32::consts::FRAC_1_SQRT_2),
        ];
        for (got, want) in cases {
            assert!(ulps(r(got), want) <= 1, "{got} vs {want}");
        }
    }
}
