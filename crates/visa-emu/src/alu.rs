//! Arithmetic, logic, compare and move instructions.
//!
//! Integer instructions compute in `i64` with each source sign- or
//! zero-extended by its own type (the "extra precision within the hardware"
//! of the data-types chapter); the result is truncated to the destination
//! type, or, with `.sat`, recomputed exactly in `i128` and clamped. Float
//! instructions use the host's IEEE arithmetic when `%cr0` selects round to
//! nearest with denormals kept, and otherwise compute an exact `hi + lo`
//! pair in `f64` that is rounded once into the destination format in the
//! current mode.

use visa::DataType;

use crate::error::{FResult, Fault};
use crate::exec::Thread;
use crate::float::{self, two_prod, two_sum};
use crate::math;
use crate::operand::{Dst, Lanes};
use crate::program::{AluInst, AluOp, Class, CmpInst, Code, Inst, MovInst};
use crate::value::{self, FloatMode, Val};

/// The exact integer value of a lane read in class I for source type `ty`.
#[inline]
fn iv(ty: DataType, v: u64) -> i128 {
    if ty == DataType::UQ {
        v as i128
    } else {
        v as i64 as i128
    }
}

fn bits_of(ty: DataType) -> u32 {
    if ty.is_int() {
        ty.size() * 8
    } else {
        32
    }
}

fn width_mask(ty: DataType) -> u64 {
    let b = bits_of(ty);
    if b >= 64 {
        u64::MAX
    } else {
        (1u64 << b) - 1
    }
}

/// One lane of an integer operation, exactly.
fn int_lane(
    op: AluOp,
    x: [i128; 4],
    tys: [DataType; 4],
    dst: DataType,
    p: bool,
) -> Result<i128, String> {
    let wide = dst.size() == 8 || tys[0].size() == 8;
    let smask: u32 = if wide { 63 } else { 31 };
    Ok(match op {
        AluOp::Add => x[0] + x[1],
        AluOp::Avg => (x[0] + x[1] + 1) >> 1,
        AluOp::Div | AluOp::Mod => {
            if x[1] == 0 {
                return Err("integer division by zero".into());
            }
            if op == AluOp::Div {
                x[0] / x[1]
            } else {
                x[0] % x[1]
            }
        }
        // Products of two `uq` can pass the `i128` range; saturating there
        // keeps every clamp (and a `mad`'s addend cannot bring it back).
        AluOp::Mul => x[0].saturating_mul(x[1]),
        AluOp::Mulh => (x[0] * x[1]) >> 32,
        AluOp::Mad => x[0].saturating_mul(x[1]).saturating_add(x[2]),
        AluOp::Add3 => x[0] + x[1] + x[2],
        AluOp::And => x[0] & x[1],
        AluOp::Or => x[0] | x[1],
        AluOp::Xor => x[0] ^ x[1],
        AluOp::Not => !x[0],
        AluOp::Shl => x[0] << ((x[1] as u32) & smask),
        AluOp::Shr => ((x[0] as u64 & width_mask(tys[0])) >> ((x[1] as u32) & smask)) as i128,
        AluOp::Asr => x[0] >> ((x[1] as u32) & smask),
        AluOp::Rol | AluOp::Ror => {
            let w = bits_of(tys[0]);
            let m = width_mask(tys[0]);
            let v = x[0] as u64 & m;
            let s = (x[1] as u32) & (w - 1);
            let s = if op == AluOp::Ror { (w - s) % w } else { s };
            if s == 0 {
                v as i128
            } else {
                (((v << s) | (v >> (w - s))) & m) as i128
            }
        }
        AluOp::Cbit => (x[0] as u64 & width_mask(tys[0])).count_ones() as i128,
        AluOp::Fbl => {
            let v = x[0] as u32;
            if v == 0 {
                0xffff_ffff
            } else {
                v.trailing_zeros() as i128
            }
        }
        AluOp::Fbh => {
            let v = x[0] as u32;
            if tys[0].is_signed_int() {
                let s = v as i32;
                if s == 0 || s == -1 {
                    0xffff_ffff
                } else if s < 0 {
                    (!v).leading_zeros() as i128
                } else {
                    v.leading_zeros() as i128
                }
            } else if v == 0 {
                0xffff_ffff
            } else {
                v.leading_zeros() as i128
            }
        }
        AluOp::Lzd => (x[0] as u32).leading_zeros() as i128,
        AluOp::Bfrev => (x[0] as u32).reverse_bits() as i128,
        AluOp::Bfe => {
            let w = x[0] as u32 & 31;
            let o = x[1] as u32 & 31;
            if w == 0 {
                0
            } else if dst == DataType::D && w + o > 32 {
                // The field runs past bit 31: the bits above it are the
                // sign's, as the hardware's signed extract (`src2 >> offset`,
                // arithmetic, when width + offset reaches 32) gives them.
                ((x[2] as u32 as i32) >> o) as i128
            } else {
                let f = ((x[2] as u32) >> o) & (((1u64 << w) - 1) as u32);
                if dst == DataType::D {
                    (((f << (32 - w)) as i32) >> (32 - w)) as i128
                } else {
                    f as i128
                }
            }
        }
        AluOp::Bfi => {
            let w = x[0] as u32 & 31;
            let o = x[1] as u32 & 31;
            let mask = ((((1u64 << w) - 1) as u32) as u64).wrapping_shl(o) as u32;
            (((x[2] as u32).wrapping_shl(o) & mask) | (x[3] as u32 & !mask)) as i128
        }
        AluOp::Bfn(f) => {
            let (a, b, c) = (x[0] as u64, x[1] as u64, x[2] as u64);
            let mut r = 0u64;
            for k in 0..8 {
                if f >> k & 1 == 1 {
                    let ta = if k & 1 != 0 { a } else { !a };
                    let tb = if k & 2 != 0 { b } else { !b };
                    let tc = if k & 4 != 0 { c } else { !c };
                    r |= ta & tb & tc;
                }
            }
            r as i64 as i128
        }
        AluOp::Dp4a => {
            let mut acc = x[0];
            for k in 0..4 {
                let byte = |v: i128, t: DataType| -> i128 {
                    let b = (v >> (8 * k)) as u8;
                    if t.is_signed_int() {
                        b as i8 as i128
                    } else {
                        b as i128
                    }
                };
                acc += byte(x[1], tys[1]) * byte(x[2], tys[2]);
            }
            acc
        }
        AluOp::Sel => {
            if p {
                x[0]
            } else {
                x[1]
            }
        }
        AluOp::Min => x[0].min(x[1]),
        AluOp::Max => x[0].max(x[1]),
        _ => return Err("the operation is not defined on integer operands".into()),
    })
}

/// Writes lane results produced by `f` (raw bits of the destination type)
/// to the enabled lanes.
fn store<F: FnMut(usize) -> u64>(
    t: &mut Thread,
    code: &Code,
    d: &Dst,
    chen: u32,
    out: &mut Lanes,
    mut f: F,
) -> FResult<()> {
    let mut m = chen;
    while m != 0 {
        let k = m.trailing_zeros() as usize;
        m &= m - 1;
        out[k] = f(k);
    }
    t.write_raw(code, d, out, chen)
}

/// The float mode integer instructions see (they never consult it).
const INT_MODE: FloatMode = FloatMode {
    rounding: float::Rounding::Rne,
    f_denorm: true,
    d_denorm: true,
    h_denorm: true,
    alt: false,
};

/// Per-thread scratch lanes, reused by every instruction.
pub(crate) struct Tmp {
    pub s: [Lanes; 4],
    pub r: Lanes,
}

/// Runs `f` with the thread's scratch lanes.
#[inline]
pub(crate) fn with_tmp<R>(t: &mut Thread, f: impl FnOnce(&mut Thread, &mut Tmp) -> R) -> R {
    let mut tmp = t.tmp.take().unwrap_or_else(|| {
        Box::new(Tmp {
            s: [[0; 32]; 4],
            r: [0; 32],
        })
    });
    let r = f(t, &mut tmp);
    t.tmp = Some(tmp);
    r
}

pub(crate) fn exec_alu(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    a: &AluInst,
    chen: u32,
    pm: u32,
) -> FResult<()> {
    with_tmp(t, |t, tmp| alu_body(t, code, inst, a, chen, pm, tmp))
}

fn alu_body(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    a: &AluInst,
    chen: u32,
    pm: u32,
    tmp: &mut Tmp,
) -> FResult<()> {
    let n = inst.exec as u32;
    let fm = if a.class == Class::I && a.dst.ty().is_int() {
        INT_MODE
    } else {
        FloatMode::from_cr0(t.cr0(code))
    };
    let Tmp { s, r } = tmp;
    for (k, src) in a.srcs.iter().enumerate() {
        t.read_class(code, src, a.class, n, fm, &mut s[k])?;
    }
    let dty = a.dst.ty();
    match a.class {
        Class::I => int_alu(t, code, a, s, r, n, chen, pm, dty, fm),
        Class::F if fm.native() && !a.sat && dty == DataType::F => {
            f32_native(a.op, s, n as usize, pm, r);
            t.write_raw(code, &a.dst, r, chen)
        }
        Class::D if fm.native() && !a.sat && dty == DataType::DF => {
            f64_native(a.op, s, n as usize, pm, r);
            t.write_raw(code, &a.dst, r, chen)
        }
        class => {
            let fmt = match class {
                Class::H => FmtKind::H,
                Class::F => FmtKind::F,
                _ => FmtKind::D,
            };
            let x = |k: usize, j: usize| -> f64 {
                if class == Class::F {
                    f32::from_bits(s[j][k] as u32) as f64
                } else {
                    f64::from_bits(s[j][k])
                }
            };
            let sat = a.sat;
            let alt = fm.alt && class == Class::F;
            store(t, code, &a.dst, chen, r, |k| {
                let (hi, lo) = float_pair(
                    a.op,
                    [x(k, 0), x(k, 1), x(k, 2)],
                    pm >> k & 1 == 1,
                    fmt,
                    fm,
                    alt,
                );
                value::encode_pair(Val::Float(hi), lo, dty, sat, fm)
            })
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn int_alu(
    t: &mut Thread,
    code: &Code,
    a: &AluInst,
    s: &[Lanes; 4],
    r: &mut Lanes,
    n: u32,
    chen: u32,
    pm: u32,
    dty: DataType,
    fm: FloatMode,
) -> FResult<()> {
    let n = n as usize;
    let mut tys = [DataType::D; 4];
    for (k, src) in a.srcs.iter().enumerate() {
        tys[k] = src.ty();
    }
    if matches!(a.op, AluOp::Sad2 | AluOp::Sad2add) {
        // Even lanes get the sum over the pair (i, i+1); odd lanes are
        // undefined in the specification and left as they were.
        let v = |j: usize, k: usize| if k < n { iv(tys[j], s[j][k]) } else { 0 };
        let add = a.op == AluOp::Sad2add;
        let sat = a.sat;
        return store(t, code, &a.dst, chen & 0x5555_5555, r, |k| {
            let d = (v(0, k) - v(1, k)).abs()
                + (v(0, k + 1) - v(1, k + 1)).abs()
                + if add { v(2, k) } else { 0 };
            value::encode(Val::Int(d), dty, sat, fm)
        });
    }
    let any_uq = tys.iter().take(a.srcs.len()).any(|t| *t == DataType::UQ);
    if !a.sat && dty.is_int() {
        // Fast paths: wrapping i64 arithmetic gives the right low bits
        // whatever the signedness; only comparisons need it.
        let (x, y, z) = (&s[0], &s[1], &s[2]);
        let wide = dty.size() == 8 || tys[0].size() == 8;
        let sm = if wide { 63 } else { 31 };
        let done = match a.op {
            AluOp::Add => {
                (0..n).for_each(|k| r[k] = x[k].wrapping_add(y[k]));
                true
            }
            AluOp::Mul => {
                (0..n).for_each(|k| r[k] = x[k].wrapping_mul(y[k]));
                true
            }
            AluOp::Mad => {
                (0..n).for_each(|k| r[k] = x[k].wrapping_mul(y[k]).wrapping_add(z[k]));
                true
            }
            AluOp::Add3 => {
                (0..n).for_each(|k| r[k] = x[k].wrapping_add(y[k]).wrapping_add(z[k]));
                true
            }
            AluOp::And => {
                (0..n).for_each(|k| r[k] = x[k] & y[k]);
                true
            }
            AluOp::Or => {
                (0..n).for_each(|k| r[k] = x[k] | y[k]);
                true
            }
            AluOp::Xor => {
                (0..n).for_each(|k| r[k] = x[k] ^ y[k]);
                true
            }
            AluOp::Not => {
                (0..n).for_each(|k| r[k] = !x[k]);
                true
            }
            AluOp::Shl => {
                (0..n).for_each(|k| r[k] = x[k] << (y[k] & sm));
                true
            }
            AluOp::Shr => {
                let wm = width_mask(tys[0]);
                (0..n).for_each(|k| r[k] = (x[k] & wm) >> (y[k] & sm));
                true
            }
            AluOp::Asr if tys[0] != DataType::UQ => {
                (0..n).for_each(|k| r[k] = ((x[k] as i64) >> (y[k] & sm)) as u64);
                true
            }
            AluOp::Sel => {
                (0..n).for_each(|k| r[k] = if pm >> k & 1 == 1 { x[k] } else { y[k] });
                true
            }
            AluOp::Min if !any_uq => {
                (0..n).for_each(|k| r[k] = (x[k] as i64).min(y[k] as i64) as u64);
                true
            }
            AluOp::Max if !any_uq => {
                (0..n).for_each(|k| r[k] = (x[k] as i64).max(y[k] as i64) as u64);
                true
            }
            AluOp::Mulh if tys[0].size() <= 4 && tys[1].size() <= 4 => {
                (0..n).for_each(|k| {
                    r[k] = ((x[k] as i64 as i128 * y[k] as i64 as i128) >> 32) as u64
                });
                true
            }
            _ => false,
        };
        if done {
            return t.write_raw(code, &a.dst, r, chen);
        }
    }
    let op = a.op;
    let sat = a.sat;
    let mut err = None;
    store(t, code, &a.dst, chen, r, |k| {
        let x = [
            iv(tys[0], s[0][k]),
            iv(tys[1], s[1][k]),
            iv(tys[2], s[2][k]),
            iv(tys[3], s[3][k]),
        ];
        match int_lane(op, x, tys, dty, pm >> k & 1 == 1) {
            Ok(v) => value::encode(Val::Int(v), dty, sat, fm),
            Err(e) => {
                if err.is_none() {
                    err = Some(Fault::lane(k as u32, e));
                }
                0
            }
        }
    })
    .and(match err {
        Some(e) => Err(e),
        None => Ok(()),
    })
}

fn fmin_max(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        // -0 < +0 for min and max.
        if max {
            if a.is_sign_negative() {
                b
            } else {
                a
            }
        } else if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if (a < b) != max {
        a
    } else {
        b
    }
}

#[allow(clippy::needless_range_loop)] // lanes of several arrays
fn f32_native(op: AluOp, s: &[Lanes; 4], n: usize, pm: u32, r: &mut Lanes) {
    let f = |k: usize, j: usize| f32::from_bits(s[j][k] as u32);
    let m = |x: f64| (x as f32).to_bits() as u64;
    for k in 0..n {
        let (a, b, c) = (f(k, 0), f(k, 1), f(k, 2));
        let v: f32 = match op {
            AluOp::Add => a + b,
            AluOp::Mul => a * b,
            AluOp::Mad => a.mul_add(b, c),
            AluOp::Div => a * (1.0 / b),
            AluOp::Divm => a / b,
            AluOp::Inv => 1.0 / a,
            AluOp::Sqrt | AluOp::Sqrtm => a.sqrt(),
            AluOp::Rsqrt => {
                r[k] = m(math::rsqrt(a as f64));
                continue;
            }
            AluOp::Exp => {
                r[k] = m(math::exp2(a as f64));
                continue;
            }
            AluOp::Log => {
                r[k] = m(math::log2(a as f64));
                continue;
            }
            AluOp::Sin => {
                r[k] = m((a as f64).sin());
                continue;
            }
            AluOp::Cos => {
                r[k] = m((a as f64).cos());
                continue;
            }
            AluOp::Pow => {
                r[k] = m(math::pow(a as f64, b as f64));
                continue;
            }
            AluOp::Rndd => a.floor(),
            AluOp::Rndu => a.ceil(),
            AluOp::Rnde => a.round_ties_even(),
            AluOp::Rndz => a.trunc(),
            AluOp::Frc => {
                r[k] = m(a as f64 - (a as f64).floor());
                continue;
            }
            AluOp::Lrp => {
                r[k] = m(b as f64 * a as f64 + c as f64 * (1.0 - a as f64));
                continue;
            }
            AluOp::Sel => {
                if pm >> k & 1 == 1 {
                    a
                } else {
                    b
                }
            }
            AluOp::Min => fmin_max(a as f64, b as f64, false) as f32,
            AluOp::Max => fmin_max(a as f64, b as f64, true) as f32,
            _ => f32::NAN,
        };
        r[k] = v.to_bits() as u64;
    }
}

#[allow(clippy::needless_range_loop)] // lanes of several arrays
fn f64_native(op: AluOp, s: &[Lanes; 4], n: usize, pm: u32, r: &mut Lanes) {
    let f = |k: usize, j: usize| f64::from_bits(s[j][k]);
    for k in 0..n {
        let (a, b, c) = (f(k, 0), f(k, 1), f(k, 2));
        let v = match op {
            AluOp::Add => a + b,
            AluOp::Mul => a * b,
            AluOp::Mad => a.mul_add(b, c),
            AluOp::Div => a * (1.0 / b),
            AluOp::Divm => a / b,
            AluOp::Inv => 1.0 / a,
            AluOp::Sqrt | AluOp::Sqrtm => a.sqrt(),
            AluOp::Rsqrt => math::rsqrt(a),
            AluOp::Exp => math::exp2(a),
            AluOp::Log => math::log2(a),
            AluOp::Sin => a.sin(),
            AluOp::Cos => a.cos(),
            AluOp::Pow => math::pow(a, b),
            AluOp::Rndd => a.floor(),
            AluOp::Rndu => a.ceil(),
            AluOp::Rnde => a.round_ties_even(),
            AluOp::Rndz => a.trunc(),
            AluOp::Frc => a - a.floor(),
            AluOp::Lrp => b * a + c * (1.0 - a),
            AluOp::Sel => {
                if pm >> k & 1 == 1 {
                    a
                } else {
                    b
                }
            }
            AluOp::Min => fmin_max(a, b, false),
            AluOp::Max => fmin_max(a, b, true),
            _ => f64::NAN,
        };
        r[k] = v.to_bits();
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum FmtKind {
    H,
    F,
    D,
}

/// Rounds an intermediate result into the class format (for `div`, which
/// is `x * inv(y)` with both steps rounded).
fn round_class(hi: f64, lo: f64, fmt: FmtKind, fm: FloatMode) -> f64 {
    match fmt {
        FmtKind::H => float::round_to(hi, lo, float::F16, fm.rounding),
        FmtKind::F => float::round_to(hi, lo, float::F32, fm.rounding),
        FmtKind::D => float::round_f64(hi, lo, fm.rounding),
    }
}

/// Exact remainder of a quotient `q ≈ a / b`, as an `f64` of the right sign.
fn div_lo(a: f64, b: f64, q: f64) -> f64 {
    if !q.is_finite() || q == 0.0 || !b.is_finite() || b == 0.0 {
        return 0.0;
    }
    (-q).mul_add(b, a) / b
}

/// One lane of a float operation as an exact (or exactly bracketed) pair.
fn float_pair(
    op: AluOp,
    x: [f64; 3],
    p: bool,
    fmt: FmtKind,
    fm: FloatMode,
    alt: bool,
) -> (f64, f64) {
    let [a, b, c] = x;
    let exact = |v: f64| (v, 0.0);
    let sqrt_pair = |a: f64| {
        let s = a.sqrt();
        if s.is_finite() && s != 0.0 {
            (s, (-s).mul_add(s, a) / (2.0 * s))
        } else {
            (s, 0.0)
        }
    };
    let ab = |v: f64| if alt { v.abs() } else { v };
    match op {
        AluOp::Add => two_sum(a, b),
        AluOp::Mul => two_prod(a, b),
        AluOp::Mad => {
            let (p, pe) = two_prod(a, b);
            if !p.is_finite() {
                return exact(a.mul_add(b, c));
            }
            let (s, se) = two_sum(p, c);
            let r1 = a.mul_add(b, c);
            if fmt != FmtKind::D || !r1.is_finite() {
                // Products of f32 and f16 values are exact in f64 (pe is
                // 0): `s + se` is the exact sum.
                return (s, se + pe);
            }
            // Doubles: `s` is the unfused result, rounded twice. The fused
            // one is `r1`; its exact remainder a*b + c - r1 is r2 + r3
            // (Boldo and Muller's ErrFma), whose sign the directed modes
            // need.
            let (a1, a2) = two_sum(c, pe);
            let (b1, b2) = two_sum(p, a1);
            let g = (b1 - r1) + b2;
            let r2 = g + a2;
            let r3 = a2 - (r2 - g);
            (r1, r2 + r3)
        }
        AluOp::Divm => {
            let q = a / b;
            (q, div_lo(a, b, q))
        }
        AluOp::Div => {
            let i = 1.0 / b;
            let i = round_class(i, div_lo(1.0, b, i), fmt, fm);
            two_prod(a, i)
        }
        AluOp::Inv => {
            let q = 1.0 / a;
            (q, div_lo(1.0, a, q))
        }
        AluOp::Sqrt | AluOp::Sqrtm => sqrt_pair(ab(a)),
        AluOp::Rsqrt => exact(math::rsqrt(ab(a))),
        AluOp::Exp => exact(math::exp2(a)),
        AluOp::Log => exact(math::log2(ab(a))),
        AluOp::Sin => exact(a.sin()),
        AluOp::Cos => exact(a.cos()),
        AluOp::Pow => exact(math::pow(a, b)),
        AluOp::Rndd => exact(a.floor()),
        AluOp::Rndu => exact(a.ceil()),
        AluOp::Rnde => exact(a.round_ties_even()),
        AluOp::Rndz => exact(a.trunc()),
        AluOp::Frc => two_sum(a, -a.floor()),
        AluOp::Lrp => exact(b * a + c * (1.0 - a)),
        AluOp::Sel => exact(if p { a } else { b }),
        AluOp::Min => exact(fmin_max(a, b, false)),
        AluOp::Max => exact(fmin_max(a, b, true)),
        _ => exact(f64::NAN),
    }
}

pub(crate) fn exec_cmp(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    c: &CmpInst,
    chen: u32,
) -> FResult<()> {
    with_tmp(t, |t, tmp| cmp_body(t, code, inst, c, chen, tmp))
}

fn cmp_body(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    c: &CmpInst,
    chen: u32,
    tmp: &mut Tmp,
) -> FResult<()> {
    let n = inst.exec as u32;
    let fm = FloatMode::from_cr0(t.cr0(code));
    let [a, b, ..] = &mut tmp.s;
    t.read_class(code, &c.src0, c.class, n, fm, a)?;
    t.read_class(code, &c.src1, c.class, n, fm, b)?;
    let (t0, t1) = (c.src0.ty(), c.src1.ty());
    let n = n as usize;
    let bits = match c.class {
        Class::I if t0 != DataType::UQ && t1 != DataType::UQ => {
            rel_bits(c.rel, n, |k| (a[k] as i64, b[k] as i64))
        }
        Class::I => rel_bits(c.rel, n, |k| (iv(t0, a[k]), iv(t1, b[k]))),
        Class::F => rel_bits(c.rel, n, |k| {
            (f32::from_bits(a[k] as u32), f32::from_bits(b[k] as u32))
        }),
        _ => rel_bits(c.rel, n, |k| (f64::from_bits(a[k]), f64::from_bits(b[k]))),
    };
    match &c.dst {
        Dst::Pred { idx } => {
            let p = &mut t.preds[*idx as usize];
            *p = (*p & !(chen << inst.moff)) | ((bits & chen) << inst.moff);
            Ok(())
        }
        d => {
            let ones = if d.ty().size() >= 8 {
                u64::MAX
            } else {
                (1u64 << (8 * d.ty().size())) - 1
            };
            store(t, code, d, chen, &mut tmp.r, |k| {
                if bits >> k & 1 == 1 {
                    ones
                } else {
                    0
                }
            })
        }
    }
}

/// Lane bits of a comparison; IEEE semantics for floats (every relation
/// but `ne` is false on NaN).
#[inline]
fn rel_bits<T: PartialOrd, F: Fn(usize) -> (T, T)>(rel: u8, n: usize, get: F) -> u32 {
    let mut bits = 0u32;
    macro_rules! go {
        ($op:tt) => {
            for k in 0..n {
                let (x, y) = get(k);
                bits |= ((x $op y) as u32) << k;
            }
        };
    }
    match rel {
        0 => go!(==),
        1 => go!(!=),
        2 => go!(>),
        3 => go!(>=),
        4 => go!(<),
        _ => go!(<=),
    }
    bits
}

pub(crate) fn exec_mov(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    m: &MovInst,
    chen: u32,
) -> FResult<()> {
    with_tmp(t, |t, tmp| mov_body(t, code, inst, m, chen, tmp))
}

fn mov_body(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    m: &MovInst,
    chen: u32,
    tmp: &mut Tmp,
) -> FResult<()> {
    let n = inst.exec as u32;
    let sty = m.src.ty();
    let dty = m.dst.ty();
    let Tmp { s, r } = tmp;
    let v = &mut s[0];
    t.read_raw(code, &m.src, n, v)?;
    let md = m.src.md();
    if let crate::operand::Src::Pred { .. } = m.src {
        // The predicate's bits as an unsigned integer.
        return store(t, code, &m.dst, chen, r, |k| v[k] & 0xffff_ffff);
    }
    let fm = FloatMode::from_cr0(t.cr0(code));
    let plain = md == visa::Modifier::None
        && !m.sat
        && (sty == dty
            || (sty.is_int() && dty.is_int() && sty.size() >= dty.size())
            || matches!(m.dst, Dst::Addr { .. }))
        && match sty {
            DataType::F => fm.f_denorm,
            DataType::DF => fm.d_denorm,
            DataType::HF => fm.h_denorm,
            _ => true,
        };
    if plain {
        return t.write_raw(code, &m.dst, v, chen);
    }
    if !m.sat && md == visa::Modifier::None && sty.is_int() && dty.is_int() {
        // Integer widening: sign or zero extension.
        for x in v.iter_mut().take(n as usize) {
            *x = value::int_of(sty, *x) as u64;
        }
        return t.write_raw(code, &m.dst, v, chen);
    }
    let sat = m.sat;
    store(t, code, &m.dst, chen, r, |k| {
        let mut x = value::decode(sty, v[k], fm);
        x = match (x, md) {
            (Val::Int(i), visa::Modifier::Neg) => Val::Int(-i),
            (Val::Int(i), visa::Modifier::Abs) => Val::Int(i.abs()),
            (Val::Int(i), visa::Modifier::NegAbs) => Val::Int(-i.abs()),
            (Val::Int(i), visa::Modifier::Not) => Val::Int(!i),
            (Val::Float(f), visa::Modifier::Neg) => Val::Float(-f),
            (Val::Float(f), visa::Modifier::Abs) => Val::Float(f.abs()),
            (Val::Float(f), visa::Modifier::NegAbs) => Val::Float(-f.abs()),
            (x, _) => x,
        };
        value::encode(x, dty, sat, fm)
    })
}

#[cfg(test)]
mod edge_tests {
    use super::*;

    /// Signed `bfe` whose field runs past bit 31 copies the sign (the
    /// differential fuzzer's case against the finalized `v_bfe_i32`).
    #[test]
    fn bfe_past_bit_31() {
        let d = DataType::D;
        let t = [DataType::UD; 4];
        let bfe = |w: i128, o: i128, x: i128, dst| {
            int_lane(AluOp::Bfe, [w, o, x, 0], t, dst, false).unwrap()
        };
        // width 22, offset 22: arithmetic 0xffffffff >> 22.
        assert_eq!(bfe(22, 22, 0xffff_ffff, d), -1);
        assert_eq!(bfe(22, 22, 0x7fff_ffff, d), 0x1ff);
        // Unsigned: the bits above 31 are zeros.
        assert_eq!(bfe(22, 22, 0xffff_ffff, DataType::UD), 0x3ff);
        // Within 32 bits: sign-extended from the field's top bit.
        assert_eq!(bfe(4, 4, 0xf0, d), -1);
        assert_eq!(bfe(4, 4, 0x70, d), 7);
        assert_eq!(bfe(0, 4, 0xf0, d), 0);
    }

    /// `mul.sat` and `mad.sat` of two large `uq` clamp to the maximum:
    /// their exact products pass the `i128` range (which wrapped to a
    /// negative value, clamped to 0, and panicked in debug builds).
    #[test]
    fn uq_products_beyond_i128_saturate() {
        let t = [DataType::UQ; 4];
        let x = u64::MAX as i128;
        let mul = int_lane(AluOp::Mul, [x, x, 0, 0], t, DataType::UQ, false).unwrap();
        assert_eq!(
            value::encode(Val::Int(mul), DataType::UQ, true, INT_MODE),
            u64::MAX
        );
        let mad = int_lane(AluOp::Mad, [x, x, x, 0], t, DataType::UQ, false).unwrap();
        assert_eq!(
            value::encode(Val::Int(mad), DataType::UQ, true, INT_MODE),
            u64::MAX
        );
        let q = [DataType::Q, DataType::UQ, DataType::Q, DataType::Q];
        let neg = int_lane(AluOp::Mul, [-1, x, 0, 0], q, DataType::Q, false).unwrap();
        assert_eq!(neg, -x);
    }

    /// `mad` of doubles is fused, in every rounding mode (the fuzzer's
    /// case: the unfused sum rounded twice was one ulp off).
    #[test]
    fn df_mad_is_fused() {
        use float::Rounding::*;
        let mad = |x: [f64; 3], r| {
            let fm = FloatMode {
                rounding: r,
                f_denorm: false,
                d_denorm: false,
                h_denorm: false,
                alt: false,
            };
            let (hi, lo) = float_pair(AluOp::Mad, x, false, FmtKind::D, fm, false);
            float::round_f64(hi, lo, r)
        };
        // -1.25 * b + b is exactly -0.25 * b.
        let b = f64::from_bits(0x2901_4e16_ba25_4ed7);
        for r in [Rne, Ru, Rd, Rtz] {
            assert_eq!(mad([-1.25, b, b], r), -0.25 * b);
        }
        // (1 + 2^-52)^2 - 1 = 2^-51 + 2^-104: half an ulp above 2^-51.
        let e = 1.0 + f64::EPSILON;
        let t = f64::EPSILON * 2.0;
        assert_eq!(mad([e, e, -1.0], Rne), t);
        assert_eq!(mad([e, e, -1.0], Rd), t);
        assert_eq!(mad([e, e, -1.0], Ru), float::next_up(t));
        // -(that): the remainder's sign flips.
        assert_eq!(mad([-e, e, 1.0], Ru), -t);
        assert_eq!(mad([-e, e, 1.0], Rd), -float::next_up(t));
    }
}
