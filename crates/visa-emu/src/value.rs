//! Scalar values of every vISA type and the conversions of the data-types
//! chapter: integer extension and truncation, float→integer truncation with
//! saturation, integer→float and float narrowing in the current rounding
//! mode, denormal flushing, `.sat` per type.

use visa::DataType;

use crate::float::{self, Rounding};

/// Float environment of an instruction, from `%cr0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FloatMode {
    pub rounding: Rounding,
    /// Keep single-precision denormals.
    pub f_denorm: bool,
    /// Keep double-precision denormals.
    pub d_denorm: bool,
    /// Keep half-precision denormals.
    pub h_denorm: bool,
    /// Single-precision ALT mode.
    pub alt: bool,
}

impl FloatMode {
    pub fn from_cr0(cr0: u32) -> FloatMode {
        FloatMode {
            rounding: Rounding::from_cr0(cr0),
            f_denorm: cr0 & float::CR0_F_DENORM != 0,
            d_denorm: cr0 & float::CR0_DF_DENORM != 0,
            h_denorm: cr0 & float::CR0_HF_DENORM != 0,
            alt: cr0 & float::CR0_ALT != 0,
        }
    }

    /// Whether plain IEEE arithmetic on the host gives the right `f32`/`f64`
    /// results (round to nearest, denormals kept, IEEE mode).
    pub fn native(self) -> bool {
        self.rounding == Rounding::Rne && self.f_denorm && self.d_denorm && !self.alt
    }
}

/// An exact value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Val {
    Int(i128),
    Float(f64),
}

/// Reads `size` bytes little-endian.
#[inline]
pub(crate) fn load(regs: &[u8], off: usize, size: u32) -> u64 {
    match size {
        1 => regs[off] as u64,
        2 => u16::from_le_bytes([regs[off], regs[off + 1]]) as u64,
        4 => u32::from_le_bytes(regs[off..off + 4].try_into().unwrap()) as u64,
        _ => u64::from_le_bytes(regs[off..off + 8].try_into().unwrap()),
    }
}

/// Writes the low `size` bytes of `v` little-endian.
#[inline]
pub(crate) fn store(regs: &mut [u8], off: usize, size: u32, v: u64) {
    match size {
        1 => regs[off] = v as u8,
        2 => regs[off..off + 2].copy_from_slice(&(v as u16).to_le_bytes()),
        4 => regs[off..off + 4].copy_from_slice(&(v as u32).to_le_bytes()),
        _ => regs[off..off + 8].copy_from_slice(&v.to_le_bytes()),
    }
}

/// The integer range of a type.
pub(crate) fn int_range(ty: DataType) -> (i128, i128) {
    match ty {
        DataType::UB => (0, u8::MAX as i128),
        DataType::B => (i8::MIN as i128, i8::MAX as i128),
        DataType::UW => (0, u16::MAX as i128),
        DataType::W => (i16::MIN as i128, i16::MAX as i128),
        DataType::UD => (0, u32::MAX as i128),
        DataType::D => (i32::MIN as i128, i32::MAX as i128),
        DataType::UQ => (0, u64::MAX as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    }
}

/// All ones in the bits of a type's size.
pub(crate) fn size_mask(ty: DataType) -> u64 {
    match ty.size() {
        1 => 0xff,
        2 => 0xffff,
        4 => 0xffff_ffff,
        _ => u64::MAX,
    }
}

/// Sign- or zero-extends raw integer bits of `ty`.
#[inline]
pub(crate) fn int_of(ty: DataType, raw: u64) -> i64 {
    match ty {
        DataType::B => raw as u8 as i8 as i64,
        DataType::UB | DataType::Bool => raw as u8 as i64,
        DataType::W => raw as u16 as i16 as i64,
        DataType::UW => raw as u16 as i64,
        DataType::D => raw as u32 as i32 as i64,
        DataType::UD => raw as u32 as i64,
        _ => raw as i64,
    }
}

/// Decodes raw bits of `ty` exactly (input denormals flushed per `fm`).
pub(crate) fn decode(ty: DataType, raw: u64, fm: FloatMode) -> Val {
    match ty {
        DataType::F => {
            let x = f32::from_bits(raw as u32);
            let x = if fm.f_denorm { x } else { float::flush_f32(x) };
            Val::Float(x as f64)
        }
        DataType::DF => {
            let x = f64::from_bits(raw);
            Val::Float(if fm.d_denorm { x } else { float::flush_f64(x) })
        }
        DataType::HF => {
            let h = raw as u16;
            let h = if fm.h_denorm { h } else { float::flush_f16(h) };
            Val::Float(float::f16_to_f64(h))
        }
        DataType::BF => Val::Float(f32::from_bits((raw as u32) << 16) as f64),
        DataType::UQ => Val::Int(raw as i128),
        _ => Val::Int(int_of(ty, raw) as i128),
    }
}

/// Encodes an exact value as `ty`, rounding with `fm`, saturating when
/// `sat` (integers: the type's range; floats: [0, 1]) — the rules of the
/// data-types chapter, except that narrowing float conversions use the
/// `%cr0` rounding mode as the hardware does (see the crate documentation).
pub(crate) fn encode(v: Val, ty: DataType, sat: bool, fm: FloatMode) -> u64 {
    encode_pair(v, 0.0, ty, sat, fm)
}

/// Like [`encode`], for a float value given as an exact `hi + lo`.
pub(crate) fn encode_pair(v: Val, lo: f64, ty: DataType, sat: bool, fm: FloatMode) -> u64 {
    match (v, ty.is_float()) {
        (Val::Int(i), false) => {
            let (min, max) = int_range(ty);
            (if sat { i.clamp(min, max) } else { i }) as u64 & size_mask(ty)
        }
        (Val::Float(x), false) => {
            let (min, max) = int_range(ty);
            float::f64_to_int_sat(x, min, max) as u64 & size_mask(ty)
        }
        (Val::Int(i), true) => {
            let (hi, lo) = float::int_to_f64_pair(i);
            encode_float(hi, lo, ty, sat, fm)
        }
        (Val::Float(x), true) => encode_float(x, lo, ty, sat, fm),
    }
}

fn sat_float(x: f64) -> f64 {
    // "Any negative floating value (including -inf) saturates to 0.0. NaN
    // saturates to 0.0" (data-types chapter): -0.0 too, as +0.0.
    if x.is_nan() || x <= 0.0 {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// Rounds `hi + lo` into float type `ty`.
pub(crate) fn encode_float(hi: f64, lo: f64, ty: DataType, sat: bool, fm: FloatMode) -> u64 {
    let m = fm.rounding;
    match ty {
        DataType::F => {
            let mut r = float::to_f32(hi, lo, m) as f64;
            if fm.alt && r.is_infinite() {
                r = f32::MAX as f64 * r.signum();
            }
            if sat {
                r = sat_float(r);
            }
            let mut f = r as f32;
            if !fm.f_denorm {
                f = float::flush_f32(f);
            }
            f.to_bits() as u64
        }
        DataType::HF => {
            let mut r = float::round_to(hi, lo, float::F16, m);
            if sat {
                r = sat_float(r);
            }
            let mut h = float::f64_to_f16_exact(r);
            if !fm.h_denorm {
                h = float::flush_f16(h);
            }
            h as u64
        }
        DataType::BF => {
            let r = float::round_to(
                hi,
                lo,
                float::Fmt {
                    p: 8,
                    emin: -126,
                    emax: 127,
                },
                m,
            );
            let r = if sat { sat_float(r) } else { r };
            ((r as f32).to_bits() >> 16) as u64
        }
        _ => {
            let mut r = if hi.is_infinite() && lo == 0.0 {
                hi
            } else {
                float::round_f64(hi, lo, m)
            };
            if sat {
                r = sat_float(r);
            }
            if !fm.d_denorm {
                r = float::flush_f64(r);
            }
            r.to_bits()
        }
    }
}

/// Converts raw bits of `from` to raw bits of `to` (the `mov` conversion).
#[cfg(test)]
pub(crate) fn convert(from: DataType, raw: u64, to: DataType, sat: bool, fm: FloatMode) -> u64 {
    encode(decode(from, raw, fm), to, sat, fm)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FM: FloatMode = FloatMode {
        rounding: Rounding::Rne,
        f_denorm: true,
        d_denorm: true,
        h_denorm: true,
        alt: false,
    };

    /// "Any negative floating value saturates to 0.0": -0.0 gives +0.0.
    #[test]
    fn sat_negative_zero() {
        assert_eq!(sat_float(-0.0).to_bits(), 0);
        use DataType::{DF, F};
        assert_eq!(cv(F, (-0.0f32).to_bits() as u64, F, true), 0);
        assert_eq!(cv(DF, (-0.0f64).to_bits(), DF, true), 0);
        assert_eq!(
            cv(F, 0.5f32.to_bits() as u64, F, true),
            0.5f32.to_bits() as u64
        );
    }

    fn cv(from: DataType, raw: u64, to: DataType, sat: bool) -> u64 {
        convert(from, raw, to, sat, FM)
    }

    #[test]
    fn float_to_int_saturates() {
        use DataType::*;
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(cv(F, f(3.9), D, false), 3);
        assert_eq!(cv(F, f(-3.9), D, false) as u32, -3i32 as u32);
        assert_eq!(cv(F, f(1e10), D, false) as u32, i32::MAX as u32);
        assert_eq!(cv(F, f(-1e10), D, false) as u32, i32::MIN as u32);
        assert_eq!(cv(F, f(f32::NAN), D, false), 0);
        assert_eq!(cv(F, f(f32::INFINITY), UB, false), 255);
        assert_eq!(cv(F, f(-5.0), UD, false), 0);
        assert_eq!(cv(F, f(-0.0), UW, false), 0);
        assert_eq!(cv(F, f(300.0), B, false), 127);
        assert_eq!(cv(DF, 1e30f64.to_bits(), Q, false), i64::MAX as u64);
        assert_eq!(cv(DF, (-1e30f64).to_bits(), UQ, false), 0);
    }

    #[test]
    fn int_to_float_rounds_to_nearest_even() {
        use DataType::*;
        // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even wins.
        assert_eq!(
            f32::from_bits(cv(D, (1 << 24) + 1, F, false) as u32),
            16777216.0
        );
        assert_eq!(
            f32::from_bits(cv(D, (1 << 24) + 3, F, false) as u32),
            16777220.0
        );
        assert_eq!(
            f64::from_bits(cv(UQ, u64::MAX, DF, false)),
            18446744073709551616.0
        );
        assert_eq!(
            f32::from_bits(cv(UD, u32::MAX as u64, F, false) as u32),
            4294967296.0
        );
        let rtz = FloatMode {
            rounding: Rounding::Rtz,
            ..FM
        };
        assert_eq!(
            f32::from_bits(convert(UD, u32::MAX as u64, F, false, rtz) as u32),
            4294967040.0
        );
    }

    #[test]
    fn integer_truncation_and_extension() {
        use DataType::*;
        assert_eq!(cv(D, 0x1234_5678, UB, false), 0x78);
        assert_eq!(cv(B, 0x80, D, false) as u32, 0xffff_ff80);
        assert_eq!(cv(UB, 0x80, D, false), 0x80);
        assert_eq!(cv(W, 0x8000, UQ, false), 0xffff_ffff_ffff_8000);
        assert_eq!(cv(D, 300, UB, true), 255);
        assert_eq!(cv(D, -5i32 as u32 as u64, UW, true), 0);
        assert_eq!(cv(UD, 0xffff_ffff, D, true), i32::MAX as u64);
    }

    #[test]
    fn float_saturation_and_denormals() {
        use DataType::*;
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(cv(F, f(1.5), F, true), f(1.0));
        assert_eq!(cv(F, f(-0.5), F, true), f(0.0));
        assert_eq!(cv(F, f(f32::NAN), F, true), f(0.0));
        let flush = FloatMode {
            f_denorm: false,
            h_denorm: false,
            ..FM
        };
        assert_eq!(convert(F, 1, F, false, flush), 0);
        assert_eq!(convert(F, 0x8000_0001, F, false, flush), 0x8000_0000);
        assert_eq!(convert(HF, 0x0001, F, false, flush), 0);
        assert_eq!(convert(HF, 0x0001, F, false, FM), f(2f32.powi(-24)));
        // Narrowing: round to nearest even by default.
        assert_eq!(cv(F, f(1.0 + 2f32.powi(-11)), HF, false), 0x3c00);
        assert_eq!(cv(F, f(1.0 + 3.0 * 2f32.powi(-11)), HF, false), 0x3c02);
        assert_eq!(
            cv(DF, (1.0f64 + 2f64.powi(-24)).to_bits(), F, false),
            f(1.0)
        );
    }
}
