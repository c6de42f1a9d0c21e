//! `plane`, `sad2`'s lane pairs and the XeHPC 8-bit float conversions
//! (`fcvt`, `srnd`).

use visa::DataType;

use crate::error::FResult;
use crate::exec::Thread;
use crate::float;
use crate::operand::{Dst, Lanes, Src};
use crate::program::{Code, Inst, PlaneInst};
use crate::value::{self, FloatMode, Val};

/// `fcvt` HF -> BF8 (E5M2, the high byte of an HF): round to nearest even,
/// denormals kept, NaN stays NaN.
pub fn hf_to_bf8(h: u16) -> u8 {
    let sign = (h >> 8) as u8 & 0x80;
    let mag = h & 0x7fff;
    if mag > 0x7c00 {
        return sign | 0x7e;
    }
    let (hi, lo) = (mag >> 8, mag & 0xff);
    let up = lo > 0x80 || (lo == 0x80 && hi & 1 == 1);
    sign | (hi + up as u16) as u8
}

/// `fcvt` F -> TF32 (8-bit exponent, 10-bit mantissa, kept in an F): round
/// to nearest even, denormals flushed to zero.
pub fn f32_to_tf32(x: u32) -> u32 {
    let exp = (x >> 23) & 0xff;
    if exp == 0 {
        return x & 0x8000_0000;
    }
    if exp == 0xff {
        // Infinity stays; a NaN keeps its quiet bit so it stays a NaN.
        return if x & 0x7f_ffff != 0 {
            (x | 0x40_0000) & !0x1fff
        } else {
            x
        };
    }
    let lo = x & 0x1fff;
    let t = x & !0x1fff;
    if lo > 0x1000 || (lo == 0x1000 && t & 0x2000 != 0) {
        t + 0x2000
    } else {
        t
    }
}

/// `srnd` F -> HF: the 13 random bits are added to the mantissa bits that
/// HF drops, then the sum is truncated (denormals kept; NaN and infinity as
/// IEEE; a sum of 2^16 or more becomes infinity).
pub fn srnd_f_to_hf(x: u32, rnd: u32) -> u16 {
    let sign = ((x >> 16) & 0x8000) as u16;
    let mag = x & 0x7fff_ffff;
    if mag > 0x7f80_0000 {
        return sign | 0x7e00;
    }
    if mag == 0x7f80_0000 {
        return sign | 0x7c00;
    }
    // The sum of a finite F near the top with the random bits can carry
    // into the NaN patterns: still a magnitude of 2^16 or more.
    let y = f32::from_bits(mag + (rnd & 0x1fff)) as f64;
    if y >= 65536.0 || y.is_nan() {
        return sign | 0x7c00;
    }
    sign | float::to_f16(y, 0.0, float::Rounding::Rtz)
}

/// `srnd` HF -> BF8: the 8 random bits are added to the dropped mantissa
/// bits, then truncated.
pub fn srnd_hf_to_bf8(h: u16, rnd: u32) -> u8 {
    let sign = (h >> 8) as u8 & 0x80;
    let mag = h & 0x7fff;
    if mag > 0x7c00 {
        return sign | 0x7e;
    }
    if mag == 0x7c00 {
        return sign | 0x7c;
    }
    let b = ((mag as u32 + (rnd & 0xff)) >> 8).min(0x7c);
    sign | b as u8
}

pub(crate) fn exec_fcvt(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    dst: &Dst,
    src: &Src,
    rnd: Option<&Src>,
    chen: u32,
) -> FResult<()> {
    let n = inst.exec as u32;
    let mut a: Lanes = [0; 32];
    let mut r: Lanes = [0; 32];
    t.read_raw(code, src, n, &mut a)?;
    if let Some(s) = rnd {
        r = [0; 32];
        t.read_raw(code, s, n, &mut r)?;
    }
    let (st, dt) = (src.ty(), dst.ty());
    let mut out: Lanes = [0; 32];
    for k in 0..n as usize {
        out[k] = match (st, dt, rnd.is_some()) {
            (DataType::UB, DataType::HF, false) => (a[k] as u8 as u64) << 8,
            (DataType::HF, DataType::UB, false) => hf_to_bf8(a[k] as u16) as u64,
            // F -> TF32 (held in F, or in UD as IGC writes it); TF32 -> F
            // is a copy ("TF32 is a valid F type").
            (DataType::F, DataType::F | DataType::UD, false) => f32_to_tf32(a[k] as u32) as u64,
            (DataType::UD, DataType::F, false) => a[k] & 0xffff_ffff,
            (DataType::F, DataType::HF, true) => srnd_f_to_hf(a[k] as u32, r[k] as u32) as u64,
            _ => srnd_hf_to_bf8(a[k] as u16, r[k] as u32) as u64,
        };
    }
    // `srnd` writes every lane, and so does `fcvt` to FP8 (the
    // specification's semantics); the rest follow the channel enables.
    let mask = if rnd.is_some() || dt == DataType::UB {
        inst.full
    } else {
        chen
    };
    t.write_raw(code, dst, &out, mask)
}

/// `bf_cvt` F -> BF: round to nearest even, denormals kept, overflow to
/// infinity, a NaN stays a (quiet) NaN of the same sign.
pub fn f32_to_bf16(x: u32) -> u16 {
    if x & 0x7fff_ffff > 0x7f80_0000 {
        return ((x >> 16) | 0x40) as u16;
    }
    let lo = x & 0xffff;
    let hi = x >> 16;
    let up = lo > 0x8000 || (lo == 0x8000 && hi & 1 == 1);
    (hi + up as u32) as u16
}

/// `bf_cvt` (no page in this release; IGC's meaning): F to BF with
/// [`f32_to_bf16`], or BF to F exactly.
pub(crate) fn exec_bf_cvt(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    dst: &Dst,
    src: &Src,
    chen: u32,
) -> FResult<()> {
    let n = inst.exec as u32;
    let mut a: Lanes = [0; 32];
    t.read_raw(code, src, n, &mut a)?;
    let mut out: Lanes = [0; 32];
    let to_bf = src.ty() == DataType::F;
    for k in 0..n as usize {
        out[k] = if to_bf {
            f32_to_bf16(a[k] as u32) as u64
        } else {
            ((a[k] & 0xffff) << 16) & 0xffff_ffff
        };
    }
    t.write_raw(code, dst, &out, chen)
}

pub(crate) fn exec_plane(
    t: &mut Thread,
    code: &Code,
    inst: &Inst,
    p: &PlaneInst,
    chen: u32,
) -> FResult<()> {
    let n = inst.exec as usize;
    let fm = FloatMode::from_cr0(t.cr0(code));
    let flush = |x: f32| -> f64 {
        if !fm.f_denorm && x.is_subnormal() {
            0.0f64.copysign(x as f64)
        } else {
            x as f64
        }
    };
    let at = |off: u32| flush(f32::from_bits(value::load(&t.regs, off as usize, 4) as u32));
    let (pp, qq, rr) = (at(p.pqr), at(p.pqr + 4), at(p.pqr + 12));
    let mut uv: Lanes = [0; 32];
    t.read_raw(code, &p.uv, 2 * n as u32, &mut uv)?;
    let mut out: Lanes = [0; 32];
    for (k, o) in out.iter_mut().enumerate().take(n) {
        // Lanes 0-7 take u, v from src1 elements 0-7, 8-15; lanes 8-15
        // from 16-23, 24-31.
        let (blk, j) = (k / 8, k % 8);
        let u = flush(f32::from_bits(uv[blk * 16 + j] as u32));
        let v = flush(f32::from_bits(uv[blk * 16 + 8 + j] as u32));
        // Products of two F values are exact in f64; the sum is kept
        // exact as a pair and rounded once.
        let (h1, l1) = float::two_sum(pp * u, qq * v);
        let (h2, l2) = float::two_sum(h1, rr);
        *o = value::encode_pair(Val::Float(h2), l1 + l2, DataType::F, p.sat, fm);
    }
    t.write_raw(code, &p.dst, &out, chen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf8_rounding() {
        assert_eq!(hf_to_bf8(0x3c00), 0x3c); // 1.0
        assert_eq!(hf_to_bf8(0x3c80), 0x3c); // tie, even stays
        assert_eq!(hf_to_bf8(0x3d80), 0x3e); // tie, odd rounds up
        assert_eq!(hf_to_bf8(0x3c81), 0x3d);
        assert_eq!(hf_to_bf8(0x7bff), 0x7c); // max HF rounds to infinity
        assert_eq!(hf_to_bf8(0x0001), 0x00); // smallest denormal
        assert_eq!(hf_to_bf8(0x0081), 0x01);
        assert_eq!(hf_to_bf8(0xfc00), 0xfc);
        assert_eq!(hf_to_bf8(0x7c01) & 0x7f, 0x7e); // NaN stays NaN
    }

    #[test]
    fn tf32_rounding() {
        assert_eq!(f32_to_tf32(0x3f80_1000), 0x3f80_0000);
        assert_eq!(f32_to_tf32(0x3f80_3000), 0x3f80_4000);
        assert_eq!(f32_to_tf32(0x3f80_1001), 0x3f80_2000);
        assert_eq!(f32_to_tf32(0x0000_1234), 0);
        assert_eq!(f32_to_tf32(0x8040_0000), 0x8000_0000); // a denormal
        assert_eq!(f32_to_tf32(0xc040_0000), 0xc040_0000);
        assert_eq!(f32_to_tf32(0x7f80_0001) & 0x7fc0_0000, 0x7fc0_0000);
    }

    #[test]
    fn stochastic_rounding() {
        // 1 + 2^-11 (half an HF ulp): rounds up only when the random bits
        // carry, i.e. for random values of at least half the range.
        let x = 0x3f80_1000;
        assert_eq!(srnd_f_to_hf(x, 0), 0x3c00);
        assert_eq!(srnd_f_to_hf(x, 0xfff), 0x3c00);
        assert_eq!(srnd_f_to_hf(x, 0x1000), 0x3c01);
        assert_eq!(srnd_f_to_hf(0x477f_f000, 0x1000), 0x7c00); // to 65536
        assert_eq!(srnd_f_to_hf(0xff80_0000, 5), 0xfc00);
        // F::MAX plus the random bits carries past the infinity pattern.
        assert_eq!(srnd_f_to_hf(0x7f7f_ffff, 0x1fff), 0x7c00);
        assert_eq!(srnd_f_to_hf(0xff7f_f000, 0x1001), 0xfc00);
        assert_eq!(srnd_hf_to_bf8(0x3c80, 0x7f), 0x3c);
        assert_eq!(srnd_hf_to_bf8(0x3c80, 0x80), 0x3d);
        assert_eq!(srnd_hf_to_bf8(0xbc01, 0xff), 0xbd);
    }
}
