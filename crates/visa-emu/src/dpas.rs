//! `dpas` and `dpasw`: the systolic matrix multiply-add of the DPAS page,
//! `D = C + A x B` with `C` in `src0`, `B` in `src1` (precision `W`) and `A`
//! in `src2` (precision `A`).
//!
//! The pseudo-code of the page is followed step by step: for each repeat
//! `r` the accumulator starts from `src0`'s row `r` (zero for `%null`), then
//! each of the `SD` systolic stages adds one dot product per channel. Where
//! the page leaves the arithmetic open, the choices are:
//!
//! - Integer stages add a dot4/dot8 of the sub-byte elements (signed or
//!   unsigned per precision) to a 32-bit accumulator, wrapping.
//! - Float stages (`bf`, `hf`: dot2; `tf32`: one product) compute the dot
//!   product exactly and add it to the `F` accumulator with one rounding to
//!   nearest even per stage ("the output of each stage is a dword"); no
//!   denormal is flushed; a NaN result is the quiet NaN `0x7fc00000`. A
//!   `tf32` element is the `F` value with its 13 low mantissa bits ignored
//!   (TF32 has 10). An `hf`/`bf` destination gets the final accumulator
//!   rounded to nearest even.
//! - Every channel is computed whatever the execution mask (the page's
//!   semantics have no channel enables); rows of `dst`/`src0` are
//!   `exec_size` elements of their type, packed (one GRF per row for 32-bit
//!   types, as the page says).

use visa::DataType;

use crate::float::{self, Rounding};

/// An operand precision (the page's table of precisions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prec {
    /// Packed integers of `bits` bits (1, 2, 4 or 8).
    Int {
        /// Element width.
        bits: u32,
        /// Two's complement (else unsigned).
        signed: bool,
    },
    /// bfloat16.
    Bf,
    /// IEEE half.
    Hf,
    /// TF32 held in an `F` dword (13 low mantissa bits ignored).
    Tf32,
}

impl Prec {
    fn from_code(c: u32) -> Result<Prec, String> {
        Ok(match c {
            1 => Prec::Int {
                bits: 1,
                signed: false,
            },
            2 => Prec::Int {
                bits: 1,
                signed: true,
            },
            3 => Prec::Int {
                bits: 2,
                signed: false,
            },
            4 => Prec::Int {
                bits: 2,
                signed: true,
            },
            5 => Prec::Int {
                bits: 4,
                signed: false,
            },
            6 => Prec::Int {
                bits: 4,
                signed: true,
            },
            7 => Prec::Int {
                bits: 8,
                signed: false,
            },
            8 => Prec::Int {
                bits: 8,
                signed: true,
            },
            9 => Prec::Bf,
            10 => Prec::Hf,
            12 => Prec::Tf32,
            c => return Err(format!("invalid dpas precision code {c}")),
        })
    }

    /// Bits per element.
    pub fn bits(self) -> u32 {
        match self {
            Prec::Int { bits, .. } => bits,
            Prec::Bf | Prec::Hf => 16,
            Prec::Tf32 => 32,
        }
    }

    /// The precision's name in the vISA syntax.
    pub fn name(self) -> &'static str {
        match self {
            Prec::Int { bits: 1, signed } => ["u1", "s1"][signed as usize],
            Prec::Int { bits: 2, signed } => ["u2", "s2"][signed as usize],
            Prec::Int { bits: 4, signed } => ["u4", "s4"][signed as usize],
            Prec::Int { signed, .. } => ["u8", "s8"][signed as usize],
            Prec::Bf => "bf",
            Prec::Hf => "hf",
            Prec::Tf32 => "tf32",
        }
    }
}

/// A decoded `dpas`/`dpasw`: byte offsets in the register file.
#[derive(Clone, Debug, PartialEq)]
pub struct DpasInst {
    /// `dpasw`.
    pub wide: bool,
    /// Channels (N): 8 or 16.
    pub exec: u32,
    /// GRF size in bytes.
    pub grf: u32,
    /// Destination offset.
    pub dst: u32,
    /// Destination type.
    pub dst_ty: DataType,
    /// `None`: `%null` (zero).
    pub src0: Option<(u32, DataType)>,
    /// `src1` offset.
    pub src1: u32,
    /// `src2` offset.
    pub src2: u32,
    /// Bytes of `src2` the operation reads.
    pub src2_len: u32,
    /// Precision of `src1` (`W`).
    pub w: Prec,
    /// Precision of `src2`.
    pub a: Prec,
    /// Systolic depth.
    pub sd: u32,
    /// Repeat count.
    pub rc: u32,
    /// Elements per stage and channel (`OPS_PER_CHAN`).
    pub ops: u32,
    /// Stages served by one `src1` dword (`SRC1_OPERANDS_PER_CHAN`).
    pub s1opc: u32,
}

/// A raw operand as the decoder sees it: start, end of its variable, type.
#[derive(Clone, Copy, Debug)]
pub struct Span {
    /// First byte.
    pub off: u32,
    /// End of the operand's variable.
    pub end: u32,
    /// The variable's type.
    pub ty: DataType,
    /// `%null`.
    pub null: bool,
}

impl DpasInst {
    /// Checks the combination against the page and the operands' sizes.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        wide: bool,
        exec: u32,
        grf: u32,
        info: u32,
        dst: Span,
        src0: Span,
        src1: Span,
        src2: Span,
    ) -> Result<DpasInst, String> {
        let w = Prec::from_code(info & 0xff)?;
        let a = Prec::from_code((info >> 8) & 0xff)?;
        let sd = (info >> 16) & 0xff;
        let rc = (info >> 24) & 0xff;
        let name = if wide { "dpasw" } else { "dpas" };
        if !matches!(sd, 1 | 2 | 4 | 8) {
            return Err(format!("{name}: systolic depth {sd} (1, 2, 4 or 8)"));
        }
        if !(1..=8).contains(&rc) {
            return Err(format!("{name}: repeat count {rc} (1 to 8)"));
        }
        if !matches!(exec, 8 | 16) || exec * 4 > grf {
            return Err(format!(
                "{name}: execution size {exec} (8, or 16 where a GRF holds 16 dwords)"
            ));
        }
        use DataType::*;
        let int = matches!(w, Prec::Int { .. });
        let types_ok = |t: DataType| match (w, int) {
            (_, true) => matches!(t, D | UD),
            (Prec::Bf, _) => matches!(t, F | BF),
            (Prec::Hf, _) => matches!(t, F | HF),
            _ => t == F,
        };
        let combo_ok = match (w, a) {
            (Prec::Int { .. }, Prec::Int { .. }) => true,
            (x, y) => x == y,
        };
        if !combo_ok {
            return Err(format!(
                "{name}: precisions {} (src1) and {} (src2) do not combine (the DPAS page: integer with integer, or the same float precision)",
                w.name(),
                a.name()
            ));
        }
        if dst.null || !types_ok(dst.ty) || (!src0.null && !types_ok(src0.ty)) {
            return Err(format!(
                "{name}.{}.{}: destination {} and src0 {} are not a legal combination of the DPAS page",
                w.name(),
                a.name(),
                if dst.null { "%null".into() } else { dst.ty.name().to_string() },
                if src0.null { "%null".into() } else { src0.ty.name().to_string() },
            ));
        }
        if wide && !int && !matches!(w, Prec::Bf | Prec::Hf) {
            return Err(format!("dpasw has no {} form", w.name()));
        }
        let ops = match (w, a) {
            (Prec::Bf | Prec::Hf, _) => 2,
            (Prec::Tf32, _) => 1,
            (Prec::Int { bits: 8, .. }, _) | (_, Prec::Int { bits: 8, .. }) => 4,
            _ => 8,
        };
        let s1opc = 32 / (ops * w.bits());
        let src1_rows = sd.div_ceil(s1opc);
        let src2_len = (rc * sd * ops * a.bits()).div_ceil(8);
        let need = |s: Span, bytes: u32, what: &str| -> Result<(), String> {
            if s.off as u64 + bytes as u64 > s.end as u64 {
                Err(format!(
                    "{name}: {what} needs {bytes} bytes from its offset but its variable has {} left",
                    s.end.saturating_sub(s.off)
                ))
            } else {
                Ok(())
            }
        };
        need(dst, rc * exec * dst.ty.size(), "dst")?;
        if !src0.null {
            need(src0, rc * exec * src0.ty.size(), "src0")?;
        }
        if src1.null || src2.null {
            return Err(format!("{name}: src1 and src2 cannot be %null"));
        }
        need(src1, src1_rows * grf, "src1")?;
        // A dpasw thread provides only its share of src2 (the first half of
        // the GRFs, rounded up, at most).
        let own2 = if wide {
            (src2_len.div_ceil(grf).div_ceil(2) * grf).min(src2_len)
        } else {
            src2_len
        };
        need(src2, own2, "src2")?;
        Ok(DpasInst {
            wide,
            exec,
            grf,
            dst: dst.off,
            dst_ty: dst.ty,
            src0: (!src0.null).then_some((src0.off, src0.ty)),
            src1: src1.off,
            src2: src2.off,
            src2_len,
            w,
            a,
            sd,
            rc,
            ops,
            s1opc,
        })
    }

    /// GRFs of `src2` provided by the first and the second thread of a
    /// `dpasw` pair (the DPASW page: `NGrf_EU0 = (NGrf + 1) / 2`).
    pub fn wide_split(&self) -> (u32, u32) {
        let n = self.src2_len.div_ceil(self.grf);
        let eu0 = n.div_ceil(2);
        (eu0, n - eu0)
    }

    /// Runs the operation over a register file: `src2` is the operand's
    /// bytes (for `dpasw`, already assembled from the pair).
    pub fn run(&self, regs: &mut [u8], src2: &[u8]) {
        let n = self.exec as usize;
        let rc = self.rc as usize;
        let dsize = self.dst_ty.size() as usize;
        let mut out = vec![0u8; rc * n * dsize];
        let src1 = &regs[self.src1 as usize..];
        let int = matches!(self.w, Prec::Int { .. });
        let (fw, fa) = if int {
            (Vec::new(), Vec::new())
        } else {
            self.float_elems(src1, src2)
        };
        let src0 = |r: usize, i: usize| -> u64 {
            match self.src0 {
                None => 0,
                Some((off, ty)) => {
                    let s = ty.size();
                    crate::value::load(regs, off as usize + (r * n + i) * s as usize, s)
                }
            }
        };
        let mut accs = [0f32; 16];
        for r in 0..rc {
            if int {
                for i in 0..n {
                    let v = self.int_channel(src0(r, i) as u32, src1, src2, r, i);
                    crate::value::store(&mut out, (r * n + i) * dsize, 4, v as u64);
                }
                continue;
            }
            for (i, acc) in accs.iter_mut().enumerate().take(n) {
                let c = src0(r, i);
                *acc = match self.src0.map(|s| s.1) {
                    Some(DataType::BF) => f32::from_bits((c as u32) << 16),
                    Some(DataType::HF) => float::f16_to_f64(c as u16) as f32,
                    Some(_) => f32::from_bits(c as u32),
                    None => 0.0,
                };
            }
            // Stage by stage over all channels: the channels' chains are
            // independent, so the host overlaps them.
            self.float_row(&mut accs[..n], &fw, &fa, r);
            for (i, v) in accs.iter().enumerate().take(n) {
                let bits = match self.dst_ty {
                    DataType::BF => {
                        if v.is_nan() {
                            0x7fc0
                        } else {
                            let r = float::round_to(
                                *v as f64,
                                0.0,
                                float::Fmt {
                                    p: 8,
                                    emin: -126,
                                    emax: 127,
                                },
                                Rounding::Rne,
                            );
                            ((r as f32).to_bits() >> 16) as u64
                        }
                    }
                    DataType::HF => {
                        if v.is_nan() {
                            0x7e00
                        } else {
                            float::to_f16(*v as f64, 0.0, Rounding::Rne) as u64
                        }
                    }
                    _ => v.to_bits() as u64,
                };
                crate::value::store(&mut out, (r * n + i) * dsize, dsize as u32, bits);
            }
        }
        let d = self.dst as usize;
        regs[d..d + out.len()].copy_from_slice(&out);
    }

    fn int_channel(&self, mut acc: u32, src1: &[u8], src2: &[u8], r: usize, i: usize) -> u32 {
        let (
            Prec::Int {
                bits: wb,
                signed: ws,
            },
            Prec::Int {
                bits: ab,
                signed: as_,
            },
        ) = (self.w, self.a)
        else {
            return acc;
        };
        let ops = self.ops as usize;
        let grf = self.grf as usize;
        let s1opc = self.s1opc as usize;
        for d in 0..self.sd as usize {
            let m = d / s1opc;
            let n0 = (d % s1opc) * ops;
            let o = m * grf + 4 * i;
            let dw = u32::from_le_bytes(src1[o..o + 4].try_into().unwrap());
            let k0 = (r * self.sd as usize + d) * ops;
            let mut sum = 0i64;
            for j in 0..ops {
                let x = field(dw as u64, (n0 + j) as u32 * wb, wb, ws);
                let y = sub_elem(src2, k0 + j, ab, as_);
                sum += x * y;
            }
            acc = acc.wrapping_add(sum as u32);
        }
        acc
    }

    fn float_row(&self, accs: &mut [f32], w: &[f64], a: &[f64], r: usize) {
        let sd = self.sd as usize;
        let n = accs.len();
        let ops = self.ops as usize;
        let (mut h, mut ok) = ([0f64; 16], [false; 16]);
        for d in 0..sd {
            let k0 = (r * sd + d) * ops;
            let ws = &w[d * n * ops..(d + 1) * n * ops];
            let (a0, a1) = (a[k0], if ops == 2 { a[k0 + 1] } else { 0.0 });
            // Branch-free over the channels (the host vectorises it): the
            // exact sum when the error-free transformations leave nothing.
            for i in 0..n {
                let (b, c) = if ops == 2 {
                    (ws[2 * i] * a0, ws[2 * i + 1] * a1)
                } else {
                    (ws[i] * a0, 0.0)
                };
                let (s, e) = float::two_sum(b, c);
                let (x, l) = float::two_sum(accs[i] as f64, s);
                h[i] = x;
                ok[i] = e == 0.0 && l == 0.0 && x.is_finite();
            }
            for i in 0..n {
                accs[i] = if ok[i] {
                    h[i] as f32
                } else {
                    let (b, c) = if ops == 2 {
                        (ws[2 * i] * a0, ws[2 * i + 1] * a1)
                    } else {
                        (ws[i] * a0, 0.0)
                    };
                    sum3_slow(accs[i] as f64, b, c)
                };
            }
        }
    }

    /// The float elements of `src1` (per stage, channel, element) and of
    /// `src2`, decoded once.
    fn float_elems(&self, src1: &[u8], src2: &[u8]) -> (Vec<f64>, Vec<f64>) {
        let (sd, n, ops, grf) = (
            self.sd as usize,
            self.exec as usize,
            self.ops as usize,
            self.grf as usize,
        );
        let h = |x: u16| match self.w {
            Prec::Bf => f32::from_bits((x as u32) << 16) as f64,
            _ => float::f16_to_f64(x),
        };
        let mut w = Vec::with_capacity(sd * n * ops);
        for d in 0..sd {
            for i in 0..n {
                let o = d * grf + 4 * i;
                let dw = u32::from_le_bytes(src1[o..o + 4].try_into().unwrap());
                if self.w == Prec::Tf32 {
                    w.push(tf32(dw));
                } else {
                    w.push(h(dw as u16));
                    w.push(h((dw >> 16) as u16));
                }
            }
        }
        let count = self.rc as usize * sd * ops;
        let a = if self.w == Prec::Tf32 {
            (0..count)
                .map(|k| {
                    tf32(u32::from_le_bytes(
                        src2[4 * k..4 * k + 4].try_into().unwrap(),
                    ))
                })
                .collect()
        } else {
            (0..count)
                .map(|k| h(u16::from_le_bytes([src2[2 * k], src2[2 * k + 1]])))
                .collect()
        };
        (w, a)
    }
}

/// A TF32 element held in an `F` dword: its 13 low mantissa bits ignored.
fn tf32(x: u32) -> f64 {
    let x = if (x >> 23) & 0xff == 0xff && x & 0x7f_ffff != 0 {
        // A NaN stays a NaN whatever its payload.
        x | 0x40_0000
    } else {
        x
    };
    f32::from_bits(x & !0x1fff) as f64
}

/// Bits `[at, at+bits)` of `v`, sign-extended when `signed`.
#[inline]
fn field(v: u64, at: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> at) & ((1u64 << bits) - 1);
    if signed && x >> (bits - 1) & 1 == 1 {
        x as i64 - (1i64 << bits)
    } else {
        x as i64
    }
}

/// Element `k` of a packed array of `bits`-bit elements (1, 2, 4 or 8).
#[inline]
fn sub_elem(bytes: &[u8], k: usize, bits: u32, signed: bool) -> i64 {
    let bit = k * bits as usize;
    field(bytes[bit / 8] as u64, (bit % 8) as u32, bits, signed)
}

/// `RNE_f32(a + b + c)` of three exact `f64` values, with one rounding
/// (the general path; `float_row` takes the exact cases inline).
#[cold]
fn sum3_slow(a: f64, b: f64, c: f64) -> f32 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return f32::NAN;
    }
    if a.is_infinite() || b.is_infinite() || c.is_infinite() {
        let s = a + b + c;
        return if s.is_nan() { f32::NAN } else { s as f32 };
    }
    let (s, e) = float::two_sum(b, c);
    if e == 0.0 {
        let (h, l) = float::two_sum(a, s);
        return float::to_f32(h, l, Rounding::Rne);
    }
    exact_sum_f32(&[a, b, c])
}

/// Decomposes a finite non-zero `f64` into `m * 2^e` (`m` odd or the full
/// 53-bit significand, signed).
fn decompose(x: f64) -> (i64, i32) {
    let b = x.to_bits();
    let exp = ((b >> 52) & 0x7ff) as i32;
    let frac = (b & ((1u64 << 52) - 1)) as i64;
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1i64 << 52), exp - 1075)
    };
    (if x < 0.0 { -m } else { m }, e)
}

/// The exact sum of finite `f64` values rounded once to `f32` (nearest
/// even), through a wide two's-complement integer.
fn exact_sum_f32(xs: &[f64]) -> f32 {
    let terms: Vec<(i64, i32)> = xs
        .iter()
        .filter(|x| **x != 0.0)
        .map(|x| decompose(*x))
        .collect();
    if terms.is_empty() {
        // Zeros: +0 unless every term is -0.
        let neg = xs.iter().all(|x| x.is_sign_negative());
        return if neg { -0.0 } else { 0.0 };
    }
    let qmin = terms.iter().map(|t| t.1).min().unwrap();
    // 16 limbs of 64 bits hold the spans this sees: F accumulators and
    // products of BF/HF/TF32 values lie in 2^-318 .. 2^257.
    const L: usize = 16;
    let mut acc = [0u64; L];
    for &(m, e) in &terms {
        let sh = (e - qmin) as usize;
        let mut v = [0u64; L];
        let mag = m.unsigned_abs() as u128;
        let (limb, bit) = (sh / 64, sh % 64);
        let wide = mag << bit;
        if limb < L {
            v[limb] = wide as u64;
        }
        if limb + 1 < L {
            v[limb + 1] = (wide >> 64) as u64;
        }
        if m < 0 {
            neg_limbs(&mut v);
        }
        let mut carry = 0u128;
        for k in 0..L {
            let s = acc[k] as u128 + v[k] as u128 + carry;
            acc[k] = s as u64;
            carry = s >> 64;
        }
    }
    let neg = acc[L - 1] >> 63 == 1;
    if neg {
        neg_limbs(&mut acc);
    }
    // Highest set bit.
    let Some(top) = (0..L).rev().find(|&k| acc[k] != 0) else {
        return 0.0;
    };
    let pos = top * 64 + 63 - acc[top].leading_zeros() as usize;
    let bit = |i: usize| (acc[i / 64] >> (i % 64)) & 1;
    // Top 53 bits as an integer, the rest as a sticky flag.
    let lo_bit = pos.saturating_sub(52);
    let mut hi: u64 = 0;
    for i in (lo_bit..=pos).rev() {
        hi = hi << 1 | bit(i);
    }
    let sticky = (0..lo_bit).any(|i| bit(i) == 1);
    let scale = qmin + lo_bit as i32;
    let h = hi as f64 * float::pow2(scale);
    let l = if sticky { float::pow2(scale - 2) } else { 0.0 };
    let (h, l) = if neg { (-h, -l) } else { (h, l) };
    float::to_f32(h, l, Rounding::Rne)
}

fn neg_limbs(v: &mut [u64]) {
    let mut carry = 1u128;
    for x in v.iter_mut() {
        let s = (!*x) as u128 + carry;
        *x = s as u64;
        carry = s >> 64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sum3_is_exact_then_rounded_once() {
        // 1 + 2^-24 + 2^-60: exact sum just above the midpoint rounds up.
        let x = sum3_slow(1.0, float::pow2(-24), float::pow2(-60));
        assert_eq!(x, 1.0 + f32::EPSILON);
        // The midpoint alone ties to even (down).
        assert_eq!(sum3_slow(1.0, float::pow2(-24), 0.0), 1.0);
        // Cancellation: the tiny term decides.
        let big = float::pow2(100);
        assert_eq!(sum3_slow(big, -big, float::pow2(-300)), 0.0);
        assert_eq!(sum3_slow(1.0, big, -big), 1.0);
        assert_eq!(
            sum3_slow(float::pow2(-140), big, -big),
            float::pow2(-140) as f32
        );
        // Just below a midpoint: rounds down, with terms 400 binades apart.
        let m = 1.0 + float::pow2(-24);
        assert_eq!(sum3_slow(m, -float::pow2(-300), 0.0), 1.0);
        assert_eq!(
            sum3_slow(m, float::pow2(-300), -float::pow2(-301)),
            1.0 + f32::EPSILON
        );
        // Overflow and signed zeros.
        assert_eq!(sum3_slow(3.0e38, 3.0e38, 0.0), f32::INFINITY);
        assert!(sum3_slow(-0.0, -0.0, -0.0).is_sign_negative());
        assert!(sum3_slow(f64::INFINITY, f64::NEG_INFINITY, 0.0).is_nan());
    }

    #[test]
    fn exact_path_matches_the_fast_path() {
        // Pseudo-random f64 triples whose exact sum the fast path also
        // handles: both must agree.
        let mut s = 0x1234_5678_9abc_def0u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..20000 {
            let f = |r: u64| {
                let m = (r >> 11) as f64 / (1u64 << 53) as f64;
                let e = (r % 60) as i32 - 30;
                let sign = if r & 1 == 1 { -1.0 } else { 1.0 };
                sign * m * float::pow2(e)
            };
            let (a, b, c) = (f(next()) as f32 as f64, f(next()), f(next()));
            let (sum, err) = float::two_sum(b, c);
            if err == 0.0 {
                let (h, l) = float::two_sum(a, sum);
                assert_eq!(
                    exact_sum_f32(&[a, b, c]).to_bits(),
                    float::to_f32(h, l, Rounding::Rne).to_bits(),
                    "{a:e} {b:e} {c:e}"
                );
            }
        }
    }
}
