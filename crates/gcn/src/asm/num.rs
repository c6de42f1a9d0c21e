//! Numbers as source operands: LLVM 14's conversion of integer and
//! floating-point tokens to an operand's type, and the choice between an
//! inline constant and a literal (`AMDGPUOperandSyntax.rst`, "Type and Size
//! Conversion", and `llvm-mc-14 -show-encoding`).

/// The type of a source operand, as far as constants are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OpType {
    /// 32 bits: integer and float operands take constants alike.
    B32,
    /// 16-bit integer: only integer inline constants.
    I16,
    /// 16-bit float.
    F16,
    /// Two packed 16-bit integers.
    V2I16,
    /// Two packed 16-bit floats.
    V2F16,
    /// 64-bit integer: no float tokens.
    I64,
    /// 64-bit float: a literal is the high half.
    F64,
    /// Matched as a 32-bit operand but encoded as a 16-bit integer one:
    /// LLVM 14's second source of `v_ldexp_f16_sdwa` and
    /// `v_cmp_class_f16_sdwa` (a 32-bit inline constant is accepted, then
    /// its low half is encoded as 16-bit constants are).
    B32AsI16,
}

/// A number as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    Int(i64),
    Float(f64),
}

/// How a number is encoded in a source field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Enc {
    /// An inline constant (field value 128..=208 or 240..=248).
    Inline(u16),
    /// A literal dword.
    Literal(u32),
}

/// Why a number does not fit its operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumErr {
    /// Does not fit (truncation would lose bits; float overflow; float
    /// token for a 64-bit integer).
    Invalid,
}

const F32: [u32; 8] = [
    0x3f00_0000,
    0xbf00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0xc000_0000,
    0x4080_0000,
    0xc080_0000,
];
const F16: [u16; 8] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400,
];
const F64: [u64; 8] = [
    0x3fe0_0000_0000_0000,
    0xbfe0_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x4000_0000_0000_0000,
    0xc000_0000_0000_0000,
    0x4010_0000_0000_0000,
    0xc010_0000_0000_0000,
];
const INV2PI_F32: u32 = 0x3e22_f983;
const INV2PI_F16: u16 = 0x3118;
const INV2PI_F64: u64 = 0x3fc4_5f30_6dc9_c882;

fn int_code(v: i64) -> Option<u16> {
    match v {
        0..=64 => Some(128 + v as u16),
        -16..=-1 => Some((192 - v) as u16),
        _ => None,
    }
}

fn inline32(bits: u32, inv2pi: bool) -> Option<u16> {
    if let Some(c) = int_code(bits as i32 as i64) {
        return Some(c);
    }
    if let Some(i) = F32.iter().position(|&x| x == bits) {
        return Some(240 + i as u16);
    }
    (inv2pi && bits == INV2PI_F32).then_some(248)
}

fn inline16(bits: u16, float: bool, inv2pi: bool) -> Option<u16> {
    if let Some(c) = int_code(bits as i16 as i64) {
        return Some(c);
    }
    if !float {
        return None;
    }
    if let Some(i) = F16.iter().position(|&x| x == bits) {
        return Some(240 + i as u16);
    }
    (inv2pi && bits == INV2PI_F16).then_some(248)
}

fn inline64(bits: u64, inv2pi: bool) -> Option<u16> {
    if let Some(c) = int_code(bits as i64) {
        return Some(c);
    }
    if let Some(i) = F64.iter().position(|&x| x == bits) {
        return Some(240 + i as u16);
    }
    (inv2pi && bits == INV2PI_F64).then_some(248)
}

/// Whether `v` truncates to `bits` without loss: the dropped bits all zero,
/// or all one with the sign bit of the result set.
fn fits(v: i64, bits: u32) -> bool {
    if bits >= 64 {
        return true;
    }
    let hi = v >> bits;
    hi == 0 || (hi == -1 && (v >> (bits - 1)) & 1 == 1)
}

/// f64 to f16 bits with round to nearest even; `None` on overflow.
pub(crate) fn f64_to_f16(x: f64) -> Option<u16> {
    if x.is_nan() {
        return Some(0x7e00);
    }
    let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return Some(sign | 0x7c00);
    }
    if a == 0.0 {
        return Some(sign);
    }
    // Largest finite half is 65504; values that round to it are fine.
    if a >= 65520.0 {
        return None;
    }
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let mant = bits & ((1u64 << 52) - 1);
    let (e, m) = if exp < -14 {
        // Subnormal half: value = m * 2^-24.
        let full = mant | (1u64 << 52);
        let shift = (-14 - exp) as u32 + 42;
        if shift > 63 {
            return Some(sign);
        }
        let m = round_shift(full, shift);
        (0u16, m as u16)
    } else {
        let m = round_shift(mant | (1u64 << 52), 42);
        let mut e = (exp + 15) as u16;
        let mut m = m;
        if m >= (1 << 11) {
            m >>= 1;
            e += 1;
        }
        (e, (m & 0x3ff) as u16)
    };
    // A subnormal that rounded up to the smallest normal has m == 0x400.
    let v = if e == 0 && m >= 0x400 {
        (1 << 10) | (m & 0x3ff)
    } else {
        (e << 10) | m
    };
    if v >= 0x7c00 {
        return None;
    }
    Some(sign | v)
}

fn round_shift(v: u64, s: u32) -> u64 {
    let q = v >> s;
    let r = v & ((1u64 << s) - 1);
    let half = 1u64 << (s - 1);
    if r > half || (r == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

/// f64 to f32 bits; `None` on overflow (finite values beyond f32).
fn f64_to_f32(x: f64) -> Option<u32> {
    let f = x as f32;
    if f.is_infinite() && x.is_finite() {
        return None;
    }
    Some(f.to_bits())
}

/// Encode `n` for an operand of type `ty`. `mods`: float modifiers the
/// encoding has no field for, applied to the value (neg flips the sign
/// bit, abs clears it), as LLVM does for `neg(1)` in a VOP2 operand.
/// `inv2pi`: the processor has the 1/(2*pi) inline constant (GFX8+).
pub(crate) fn encode(
    n: Num,
    ty: OpType,
    neg: bool,
    abs: bool,
    inv2pi: bool,
) -> Result<Enc, NumErr> {
    let fold16 = |b: u16| {
        let b = if abs { b & 0x7fff } else { b };
        if neg {
            b ^ 0x8000
        } else {
            b
        }
    };
    let fold32 = |b: u32| {
        let b = if abs { b & 0x7fff_ffff } else { b };
        if neg {
            b ^ 0x8000_0000
        } else {
            b
        }
    };
    match ty {
        OpType::B32 => {
            let (bits, from_int) = match n {
                Num::Int(v) => {
                    if !fits(v, 32) {
                        return Err(NumErr::Invalid);
                    }
                    (v as u32, true)
                }
                Num::Float(f) => (f64_to_f32(f).ok_or(NumErr::Invalid)?, false),
            };
            let _ = from_int;
            let bits = fold32(bits);
            Ok(match inline32(bits, inv2pi) {
                Some(c) => Enc::Inline(c),
                None => Enc::Literal(bits),
            })
        }
        OpType::I16 | OpType::F16 => {
            let float = ty == OpType::F16;
            match n {
                Num::Int(v) => {
                    if !fits(v, 16) {
                        return Err(NumErr::Invalid);
                    }
                    let b = fold16(v as u16);
                    Ok(match inline16(b, float, inv2pi) {
                        Some(c) => Enc::Inline(c),
                        None => Enc::Literal(b as u32),
                    })
                }
                Num::Float(f) => {
                    let b = fold16(f64_to_f16(f).ok_or(NumErr::Invalid)?);
                    if !float {
                        // Only the integer inline constants (0.0 is 0).
                        return Ok(match inline16(b, false, inv2pi) {
                            Some(c) => Enc::Inline(c),
                            None => Enc::Literal(b as u32),
                        });
                    }
                    Ok(match inline16(b, true, inv2pi) {
                        Some(c) => Enc::Inline(c),
                        None => Enc::Literal(b as u32),
                    })
                }
            }
        }
        OpType::V2I16 | OpType::V2F16 => {
            let float = ty == OpType::V2F16;
            match n {
                Num::Int(v) => {
                    if !fits(v, 32) {
                        return Err(NumErr::Invalid);
                    }
                    let b = v as u32;
                    let (lo, hi) = (b as u16, (b >> 16) as u16);
                    // A 16-bit value, a value in the high half only (the
                    // low half, 0, is encoded), or the same in both halves.
                    let c = if fits(b as i32 as i64, 16) {
                        inline16(lo, float, inv2pi)
                    } else if lo == 0 {
                        inline16(hi, float, inv2pi).map(|_| 128)
                    } else if lo == hi {
                        inline16(lo, float, inv2pi)
                    } else {
                        None
                    };
                    Ok(match c {
                        Some(c) => Enc::Inline(c),
                        None => Enc::Literal(b),
                    })
                }
                Num::Float(f) => {
                    let b = f64_to_f16(f).ok_or(NumErr::Invalid)?;
                    Ok(match inline16(b, float, inv2pi) {
                        Some(c) => Enc::Inline(c),
                        None => Enc::Literal(b as u32),
                    })
                }
            }
        }
        OpType::B32AsI16 => {
            let bits = match encode(n, OpType::B32, neg, abs, inv2pi)? {
                Enc::Inline(_) => match n {
                    Num::Int(v) => v as u16,
                    Num::Float(f) => fold16(f64_to_f16(f).ok_or(NumErr::Invalid)?),
                },
                lit => return Ok(lit),
            };
            // No 16-bit constant: LLVM encodes the literal marker.
            Ok(Enc::Inline(inline16(bits, true, inv2pi).unwrap_or(255)))
        }
        OpType::I64 => match n {
            Num::Int(v) => {
                if let Some(c) = inline64(v as u64, inv2pi) {
                    return Ok(Enc::Inline(c));
                }
                if !fits(v, 32) {
                    return Err(NumErr::Invalid);
                }
                Ok(Enc::Literal(v as u32))
            }
            // A float is taken when it is an inline constant.
            Num::Float(f) => inline64(f.to_bits(), inv2pi)
                .map(Enc::Inline)
                .ok_or(NumErr::Invalid),
        },
        OpType::F64 => match n {
            // An integer's float modifiers have no 64-bit form to fold
            // into: only an encoding with modifier bits takes them.
            Num::Int(_) if neg || abs => Err(NumErr::Invalid),
            Num::Int(v) => {
                if let Some(c) = inline64(v as u64, inv2pi) {
                    return Ok(Enc::Inline(c));
                }
                if !fits(v, 32) {
                    return Err(NumErr::Invalid);
                }
                Ok(Enc::Literal(fold32(v as u32)))
            }
            Num::Float(f) => {
                let mut b = f.to_bits();
                if abs {
                    b &= !(1 << 63);
                }
                if neg {
                    b ^= 1 << 63;
                }
                if let Some(c) = inline64(b, inv2pi) {
                    return Ok(Enc::Inline(c));
                }
                Ok(Enc::Literal((b >> 32) as u32))
            }
        },
    }
}

/// An integer for a packed 16-bit operand whose field also takes a literal
/// (the VOP2 `v_dot2c_f32_f16`, `v_pk_fmac_f16`): LLVM 14 accepts any 32-bit
/// value and encodes its low half as a constant when that is one, else
/// the whole value as the literal.
pub(crate) fn encode_v2_with_literal(v: i64, float: bool, inv2pi: bool) -> Result<Enc, NumErr> {
    if !fits(v, 32) {
        return Err(NumErr::Invalid);
    }
    Ok(match inline16(v as u16, float, inv2pi) {
        Some(c) => Enc::Inline(c),
        None => Enc::Literal(v as u32),
    })
}

/// Whether a float token loses its low 32 bits as a 64-bit float literal
/// (LLVM warns).
pub(crate) fn f64_low_bits_lost(f: f64) -> bool {
    f.to_bits() & 0xffff_ffff != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves() {
        assert_eq!(f64_to_f16(1.0), Some(0x3c00));
        assert_eq!(f64_to_f16(1.5), Some(0x3e00));
        assert_eq!(f64_to_f16(65504.0), Some(0x7bff));
        assert_eq!(f64_to_f16(65600.0), None);
        assert_eq!(f64_to_f16(0.15915494309189532), Some(0x3118));
        assert_eq!(f64_to_f16(-0.0), Some(0x8000));
        assert_eq!(f64_to_f16(5.960464477539063e-8), Some(1));
    }

    #[test]
    fn constants() {
        assert_eq!(
            encode(Num::Int(-1), OpType::B32, false, false, true),
            Ok(Enc::Inline(193))
        );
        assert_eq!(
            encode(Num::Int(0xffff_ffff), OpType::B32, false, false, true),
            Ok(Enc::Inline(193))
        );
        assert_eq!(
            encode(Num::Int(0x1_0000_0000), OpType::B32, false, false, true),
            Err(NumErr::Invalid)
        );
        assert_eq!(
            encode(Num::Int(1), OpType::B32, true, false, true),
            Ok(Enc::Literal(0x8000_0001))
        );
        assert_eq!(
            encode(Num::Float(-1.0), OpType::B32, true, false, true),
            Ok(Enc::Inline(242))
        );
        assert_eq!(
            encode(Num::Int(0x3c00), OpType::I16, false, false, true),
            Ok(Enc::Literal(0x3c00))
        );
        assert_eq!(
            encode(Num::Int(0x3c00), OpType::F16, false, false, true),
            Ok(Enc::Inline(242))
        );
        assert_eq!(
            encode(Num::Float(1.5), OpType::F64, false, false, true),
            Ok(Enc::Literal(0x3ff8_0000))
        );
    }
}
