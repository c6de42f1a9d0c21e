//! The vector ALU: every lane's operation with the encodings' operand
//! forms (VOP1/VOP2/VOPC, VOP3 with absolute value, negation, output
//! modifiers and `op_sel`, VOP3P packed math, SDWA selections, DPP lane
//! moves) and the lane-mask results (compares, carries).

use crate::error::{FResult, Fault};
use crate::float::{self, Fmt, FpMode, Round, F16, F32, F64};
use crate::ins::*;
use crate::launch::GroupCtx;
use crate::math::{self, Trans};
use crate::wave::{Wave, L};

type R32 = [u32; L];
type R64 = [u64; L];

#[inline(always)]
fn map1(a: &R32, f: impl Fn(u32) -> u32) -> R32 {
    let mut r = [0u32; L];
    for l in 0..L {
        r[l] = f(a[l]);
    }
    r
}

#[inline(always)]
fn map2(a: &R32, b: &R32, f: impl Fn(u32, u32) -> u32) -> R32 {
    let mut r = [0u32; L];
    for l in 0..L {
        r[l] = f(a[l], b[l]);
    }
    r
}

#[inline(always)]
fn map3(a: &R32, b: &R32, c: &R32, f: impl Fn(u32, u32, u32) -> u32) -> R32 {
    let mut r = [0u32; L];
    for l in 0..L {
        r[l] = f(a[l], b[l], c[l]);
    }
    r
}

/// Lane masks of 8 lanes at a time, for blending results under EXEC.
static BYTE_MASKS: [[u32; 8]; 256] = {
    let mut t = [[0u32; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut l = 0;
        while l < 8 {
            if b >> l & 1 == 1 {
                t[b][l] = u32::MAX;
            }
            l += 1;
        }
        b += 1;
    }
    t
};

/// `dst[l] = r[l]` for the lanes of `mask`.
#[inline]
fn blend(dst: &mut [u32], r: &R32, mask: u64) {
    if mask == u64::MAX {
        dst.copy_from_slice(r);
        return;
    }
    for k in 0..8 {
        let m = &BYTE_MASKS[((mask >> (8 * k)) & 0xff) as usize];
        if m[0] == 0 && (mask >> (8 * k)) & 0xff == 0 {
            continue;
        }
        for i in 0..8 {
            let l = 8 * k + i;
            dst[l] = (r[l] & m[i]) | (dst[l] & !m[i]);
        }
    }
}

/// A 32-bit source without modifiers: a VGPR row borrowed, or a scalar.
enum S32<'a> {
    Row(&'a [u32]),
    Splat(u32),
}

/// The plain form of a source (VOP1/VOP2/VOP3 without DPP, SDWA or index
/// mode), or `None` to take the general path.
#[inline]
fn plain32<'a>(w: &'a Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> Option<S32<'a>> {
    Some(match ins.src[i] {
        Opnd::V(v) => {
            if (v as u32) >= w.nvgpr {
                return None;
            }
            let b = v as usize * L;
            S32::Row(&w.v[b..b + L])
        }
        Opnd::S(s) => S32::Splat(w.sread(s).ok()?),
        Opnd::K(k) => S32::Splat(k as u32),
        Opnd::Special(sp) => S32::Splat(w.special(sp, cx.lds_size) as u32),
        _ => return None,
    })
}

/// At most this many lanes enabled: the fast paths compute those lanes
/// alone instead of all 64 (loops whose lanes finish at different times
/// run most iterations with few lanes).
const SPARSE: u32 = 12;

impl S32<'_> {
    #[inline(always)]
    fn at(&self, l: usize) -> u32 {
        match self {
            S32::Row(x) => x[l],
            S32::Splat(v) => *v,
        }
    }
}

/// Calls `f` with each lane of `mask`, lowest first.
#[inline(always)]
fn each_lane(mut mask: u64, mut f: impl FnMut(usize)) {
    while mask != 0 {
        f(mask.trailing_zeros() as usize);
        mask &= mask - 1;
    }
}

/// A source as a row of lanes (splats expanded into `tmp`).
#[inline(always)]
fn row<'a>(s: S32<'a>, tmp: &'a mut R32) -> &'a [u32] {
    match s {
        S32::Row(x) => x,
        S32::Splat(v) => {
            *tmp = [v; L];
            &tmp[..]
        }
    }
}

#[inline]
fn plain_ok(w: &Wave, ins: &Ins) -> bool {
    matches!(ins.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vop3) && w.gpr_idx == 0
}

/// A two-source 32-bit integer operation on the plain path; false when
/// the instruction needs the general one.
#[inline(always)]
fn fast2(w: &mut Wave, ins: &Ins, mask: u64, cx: &GroupCtx, f: impl Fn(u32, u32) -> u32) -> bool {
    if !plain_ok(w, ins) {
        return false;
    }
    let Opnd::V(d) = ins.dst else { return false };
    if (d as u32) >= w.nvgpr {
        return false;
    }
    let mut r = [0u32; L];
    {
        let (Some(a), Some(b)) = (plain32(w, ins, 0, cx), plain32(w, ins, 1, cx)) else {
            return false;
        };
        if mask.count_ones() <= SPARSE {
            each_lane(mask, |l| r[l] = f(a.at(l), b.at(l)));
            let b = d as usize * L;
            each_lane(mask, |l| w.v[b + l] = r[l]);
            return true;
        }
        match (a, b) {
            (S32::Row(x), S32::Row(y)) => {
                for l in 0..L {
                    r[l] = f(x[l], y[l]);
                }
            }
            (S32::Splat(x), S32::Row(y)) => {
                for l in 0..L {
                    r[l] = f(x, y[l]);
                }
            }
            (S32::Row(x), S32::Splat(y)) => {
                for l in 0..L {
                    r[l] = f(x[l], y);
                }
            }
            (S32::Splat(x), S32::Splat(y)) => r = [f(x, y); L],
        }
    }
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], &r, mask);
    true
}

#[inline(always)]
fn fast1(w: &mut Wave, ins: &Ins, mask: u64, cx: &GroupCtx, f: impl Fn(u32) -> u32) -> bool {
    if !plain_ok(w, ins) || ins.abs != 0 || ins.neg != 0 {
        return false;
    }
    let Opnd::V(d) = ins.dst else { return false };
    if (d as u32) >= w.nvgpr {
        return false;
    }
    let mut r = [0u32; L];
    {
        let Some(a) = plain32(w, ins, 0, cx) else {
            return false;
        };
        if mask.count_ones() <= SPARSE {
            each_lane(mask, |l| r[l] = f(a.at(l)));
            let b = d as usize * L;
            each_lane(mask, |l| w.v[b + l] = r[l]);
            return true;
        }
        match a {
            S32::Row(x) => {
                for l in 0..L {
                    r[l] = f(x[l]);
                }
            }
            S32::Splat(x) => r = [f(x); L],
        }
    }
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], &r, mask);
    true
}

#[inline(always)]
fn fast3(
    w: &mut Wave,
    ins: &Ins,
    mask: u64,
    cx: &GroupCtx,
    f: impl Fn(u32, u32, u32) -> u32,
) -> bool {
    if !plain_ok(w, ins) {
        return false;
    }
    let Opnd::V(d) = ins.dst else { return false };
    if (d as u32) >= w.nvgpr {
        return false;
    }
    let mut r = [0u32; L];
    {
        let (Some(a), Some(b), Some(c)) = (
            plain32(w, ins, 0, cx),
            plain32(w, ins, 1, cx),
            plain32(w, ins, 2, cx),
        ) else {
            return false;
        };
        let (mut t0, mut t1, mut t2) = ([0u32; L], [0u32; L], [0u32; L]);
        let (a, b, c) = (row(a, &mut t0), row(b, &mut t1), row(c, &mut t2));
        for l in 0..L {
            r[l] = f(a[l], b[l], c[l]);
        }
    }
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], &r, mask);
    true
}

/// The VGPR an operand names after `s_set_gpr_idx_on` indexing.
#[inline]
fn vidx(w: &Wave, r: u16, slot: u8) -> u16 {
    if w.gpr_idx & (1 << slot) != 0 {
        r + (w.s[M0 as usize] & 0xff) as u16
    } else {
        r
    }
}

/// The lane DPP16 reads for `lane`, or `None` when it reads outside its
/// row (or wave).
fn dpp_lane(ctrl: u16, lane: usize, gen: u32, wave64: bool) -> Option<usize> {
    let row = lane & !15;
    let i = lane & 15;
    let n = if wave64 { 64 } else { 32 };
    match ctrl {
        0x000..=0x0ff => {
            let q = lane & !3;
            Some(q + ((ctrl as usize >> (2 * (lane & 3))) & 3))
        }
        0x101..=0x10f => {
            let s = (ctrl & 0xf) as usize;
            (i + s < 16).then_some(lane + s)
        }
        0x111..=0x11f => {
            let s = (ctrl & 0xf) as usize;
            (i >= s).then(|| lane - s)
        }
        0x121..=0x12f => {
            let s = (ctrl & 0xf) as usize;
            Some(row + (i + 16 - s) % 16)
        }
        0x130 if gen < 10 => (lane + 1 < n).then_some(lane + 1),
        0x134 if gen < 10 => Some((lane + 1) % n),
        0x138 if gen < 10 => (lane >= 1).then(|| lane - 1),
        0x13c if gen < 10 => Some((lane + n - 1) % n),
        0x140 => Some(row + 15 - i),
        0x141 => Some((lane & !7) + 7 - (lane & 7)),
        0x142 if gen < 10 => (row >= 16).then(|| row - 1),
        0x143 if gen < 10 => (row >= 32).then_some(31),
        0x150..=0x15f if gen >= 10 => Some(row + (ctrl & 0xf) as usize),
        0x160..=0x16f if gen >= 10 => Some(row + (i ^ (ctrl & 0xf) as usize)),
        _ => None,
    }
}

/// Lanes DPP lets write: row and bank masks, and (without `bound_ctrl`)
/// lanes whose source is invalid or inactive.
fn dpp_mask(w: &Wave, ins: &Ins, gen: u32) -> u64 {
    let d = ins.dpp;
    let mut m = 0u64;
    let exec = w.exec();
    for lane in 0..L {
        let row = lane / 16;
        let bank = (lane & 15) / 4;
        if d.row_mask >> row & 1 == 0 || d.bank_mask >> bank & 1 == 0 {
            continue;
        }
        if !d.bound_ctrl {
            match dpp_lane(d.ctrl, lane, gen, w.wave64) {
                Some(s) if d.fi || exec >> s & 1 == 1 => {}
                _ => continue,
            }
        }
        m |= 1 << lane;
    }
    m
}

/// Whether a DPP control is one the generation has.
fn dpp_valid(ctrl: u16, gen: u32) -> bool {
    matches!(ctrl, 0x000..=0x0ff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x140 | 0x141)
        || (gen < 10 && matches!(ctrl, 0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143))
        || (gen >= 10 && matches!(ctrl, 0x150..=0x16f))
}

/// SDWA source selection: the byte or word, zero- or sign-extended.
#[inline]
fn sdwa_sel(v: u32, sel: u8, sext: bool) -> u32 {
    let (shift, bits) = match sel {
        0..=3 => (8 * sel as u32, 8),
        4 | 5 => (16 * (sel as u32 - 4), 16),
        _ => return v,
    };
    let x = (v >> shift) & ((1 << bits) - 1);
    if sext && (x >> (bits - 1)) & 1 == 1 {
        x | !((1u32 << bits) - 1)
    } else {
        x
    }
}

/// A 32-bit source, every lane, after DPP (source 0) and SDWA selection.
fn src32(w: &Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> FResult<R32> {
    let o = ins.src[i];
    let mut r = match o {
        Opnd::V(v) => {
            let v = vidx(w, v, i as u8);
            let b = w.vbase(v)?;
            let mut r = [0u32; L];
            r.copy_from_slice(&w.v[b..b + L]);
            r
        }
        Opnd::A(a) => {
            let b = w.abase(a)?;
            let mut r = [0u32; L];
            r.copy_from_slice(&w.a[b..b + L]);
            r
        }
        Opnd::S(s) => [w.sread(s)?; L],
        Opnd::K(k) => [k as u32; L],
        Opnd::Special(sp) => [w.special(sp, cx.lds_size) as u32; L],
        Opnd::None | Opnd::Off => [0; L],
    };
    if i == 0 {
        match ins.enc {
            Enc::Dpp => {
                let gen = cx.prog.target.gen;
                if !dpp_valid(ins.dpp.ctrl, gen) {
                    return Err(Fault::new(format!(
                        "DPP control {:#x} is not defined on GFX{gen}",
                        ins.dpp.ctrl
                    )));
                }
                let src = r;
                let exec = w.exec();
                for (lane, x) in r.iter_mut().enumerate() {
                    *x = match dpp_lane(ins.dpp.ctrl, lane, gen, w.wave64) {
                        Some(s) if ins.dpp.fi || exec >> s & 1 == 1 => src[s],
                        _ => 0,
                    };
                }
            }
            Enc::Dpp8 => {
                let src = r;
                for (lane, x) in r.iter_mut().enumerate() {
                    let sel = (ins.dpp.sel8 >> (3 * (lane & 7))) & 7;
                    *x = src[(lane & !7) + sel as usize];
                }
            }
            _ => {}
        }
    }
    if ins.enc == Enc::Sdwa && i < 2 {
        let (sel, sx) = (ins.sdwa.src_sel[i], ins.sdwa.sext[i]);
        if sel != 6 || sx {
            for x in r.iter_mut() {
                *x = sdwa_sel(*x, sel, sx);
            }
        }
    }
    Ok(r)
}

/// A 64-bit source, every lane.
fn src64(w: &Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> FResult<R64> {
    let o = ins.src[i];
    Ok(match o {
        Opnd::V(v) => {
            let v = vidx(w, v, i as u8);
            let b0 = w.vbase(v)?;
            let b1 = w.vbase(v + 1)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = w.v[b0 + l] as u64 | (w.v[b1 + l] as u64) << 32;
            }
            r
        }
        Opnd::A(a) => {
            let b0 = w.abase(a)?;
            let b1 = w.abase(a + 1)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = w.a[b0 + l] as u64 | (w.a[b1 + l] as u64) << 32;
            }
            r
        }
        Opnd::S(s) => [w.sread64(s)?; L],
        Opnd::K(k) => [k; L],
        Opnd::Special(sp) => [w.special64(sp, cx.lds_size); L],
        Opnd::None | Opnd::Off => [0; L],
    })
}

/// Float input modifiers (absolute value, then negation) on the sign bit
/// `bit` of source `i`.
#[inline]
fn fmods32(x: &mut R32, ins: &Ins, i: usize, bit: u32) {
    let abs = ins.abs >> i & 1 == 1;
    let neg = ins.neg >> i & 1 == 1;
    if abs || neg {
        for v in x.iter_mut() {
            if abs {
                *v &= !(1 << bit);
            }
            if neg {
                *v ^= 1 << bit;
            }
        }
    }
}

#[inline]
fn fmods64(x: &mut R64, ins: &Ins, i: usize) {
    let abs = ins.abs >> i & 1 == 1;
    let neg = ins.neg >> i & 1 == 1;
    if abs || neg {
        for v in x.iter_mut() {
            if abs {
                *v &= !(1 << 63);
            }
            if neg {
                *v ^= 1 << 63;
            }
        }
    }
}

/// A 16-bit source: the half `op_sel` picks (VOP3), in the low bits.
fn src16(w: &Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> FResult<R32> {
    let mut r = src32(w, ins, i, cx)?;
    let hi = ins.enc == Enc::Vop3 && ins.op_sel >> i & 1 == 1;
    for v in r.iter_mut() {
        *v = if hi { *v >> 16 } else { *v & 0xffff };
    }
    Ok(r)
}

/// Lanes a VALU result is written to.
fn write_mask(w: &Wave, ins: &Ins, cx: &GroupCtx) -> u64 {
    let e = w.exec();
    if ins.enc == Enc::Dpp {
        e & dpp_mask(w, ins, cx.prog.target.gen)
    } else {
        e
    }
}

/// Writes a 32-bit result to the destination VGPR (SDWA destination
/// selection included).
fn wr32(w: &mut Wave, ins: &Ins, vals: &R32, mask: u64) -> FResult<()> {
    let Opnd::V(d) = ins.dst else {
        return match ins.dst {
            Opnd::A(a) => {
                let b = w.abase(a)?;
                for l in 0..L {
                    if mask >> l & 1 == 1 {
                        w.a[b + l] = vals[l];
                    }
                }
                Ok(())
            }
            _ => Err(Fault::new(
                "a vector instruction without a vector destination",
            )),
        };
    };
    let d = vidx(w, d, 3);
    let b = w.vbase(d)?;
    if ins.enc == Enc::Sdwa && ins.sdwa.dst_sel != 6 {
        let (shift, bits) = match ins.sdwa.dst_sel {
            s @ 0..=3 => (8 * s as u32, 8u32),
            s => (16 * (s as u32 - 4), 16),
        };
        let fm = ((1u64 << bits) - 1) as u32;
        for l in 0..L {
            if mask >> l & 1 == 0 {
                continue;
            }
            let v = (vals[l] & fm) << shift;
            let old = w.v[b + l];
            let fieldmask = fm << shift;
            w.v[b + l] = match ins.sdwa.dst_unused {
                2 => (old & !fieldmask) | v,
                1 => {
                    // sign-extend the field upward
                    let top = shift + bits;
                    let neg = (vals[l] >> (bits - 1)) & 1 == 1;
                    if neg && top < 32 {
                        v | (u32::MAX << top)
                    } else {
                        v
                    }
                }
                _ => v,
            };
        }
        return Ok(());
    }
    blend(&mut w.v[b..b + L], vals, mask);
    Ok(())
}

fn wr64(w: &mut Wave, ins: &Ins, vals: &R64, mask: u64) -> FResult<()> {
    match ins.dst {
        Opnd::V(d) => {
            let d = vidx(w, d, 3);
            let b0 = w.vbase(d)?;
            let b1 = w.vbase(d + 1)?;
            for l in 0..L {
                if mask >> l & 1 == 1 {
                    w.v[b0 + l] = vals[l] as u32;
                    w.v[b1 + l] = (vals[l] >> 32) as u32;
                }
            }
            Ok(())
        }
        Opnd::A(a) => {
            let b0 = w.abase(a)?;
            let b1 = w.abase(a + 1)?;
            for l in 0..L {
                if mask >> l & 1 == 1 {
                    w.a[b0 + l] = vals[l] as u32;
                    w.a[b1 + l] = (vals[l] >> 32) as u32;
                }
            }
            Ok(())
        }
        _ => Err(Fault::new(
            "a vector instruction without a vector destination",
        )),
    }
}

/// Writes a 16-bit result: the high half with `op_sel[3]` (the low half
/// kept), else the low half, the high half zeroed on GFX9 for the
/// instructions that do so (`zero_hi`) and kept otherwise.
fn wr16(
    w: &mut Wave,
    ins: &Ins,
    vals: &R32,
    mask: u64,
    zero_hi: bool,
    cx: &GroupCtx,
) -> FResult<()> {
    if ins.enc == Enc::Sdwa {
        return wr32(w, ins, vals, mask);
    }
    let Opnd::V(d) = ins.dst else {
        return Err(Fault::new(
            "a vector instruction without a vector destination",
        ));
    };
    let d = vidx(w, d, 3);
    let b = w.vbase(d)?;
    let hi = ins.enc == Enc::Vop3 && ins.op_sel >> 3 & 1 == 1;
    let zero = zero_hi && cx.prog.target.gen < 10;
    for l in 0..L {
        if mask >> l & 1 == 1 {
            let old = w.v[b + l];
            let v = vals[l] & 0xffff;
            w.v[b + l] = if hi {
                (old & 0xffff) | v << 16
            } else if zero {
                v
            } else {
                (old & 0xffff_0000) | v
            };
        }
    }
    Ok(())
}

/// Writes a lane mask (compare results, carries): inactive lanes get 0.
fn wr_mask(w: &mut Wave, d: Opnd, m: u64) -> FResult<()> {
    match d {
        Opnd::S(s) => w.swrite_mask(s, m),
        Opnd::None => Ok(()),
        _ => Err(Fault::new(
            "a lane mask destination that is not a scalar register",
        )),
    }
}

fn mask_src(w: &Wave, o: Opnd) -> FResult<u64> {
    match o {
        Opnd::S(s) => Ok(w.sread_mask(s)),
        Opnd::K(k) => Ok(k),
        Opnd::None => Ok(0),
        _ => Err(Fault::new(
            "a lane mask source that is not a scalar register",
        )),
    }
}

// ---------------------------------------------------------------------------
// Float helpers with a native fast path (round to nearest, denormals kept).

#[inline]
fn fast32(m: FpMode) -> bool {
    m.round32 == Round::Nearest && m.denorm32 == 3
}

#[inline]
fn fast64(m: FpMode) -> bool {
    m.round16_64 == Round::Nearest && m.denorm16_64 == 3
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum FB {
    Add,
    Mul,
    Min,
    Max,
}

fn f32_bin(op: FB, a: u32, b: u32, m: FpMode) -> u32 {
    if fast32(m) {
        let (x, y) = (f32::from_bits(a), f32::from_bits(b));
        let r = match op {
            FB::Add => x + y,
            FB::Mul => x * y,
            _ => f32::NAN,
        };
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    let (a, b) = (a as u64, b as u64);
    (match op {
        FB::Add => float::add(F32, a, b, m),
        FB::Mul => float::mul(F32, a, b, m),
        FB::Min => float::minmax(F32, false, a, b, m),
        FB::Max => float::minmax(F32, true, a, b, m),
    }) as u32
}

fn f32_fma(a: u32, b: u32, c: u32, m: FpMode) -> u32 {
    if fast32(m) {
        let r = f32::from_bits(a).mul_add(f32::from_bits(b), f32::from_bits(c));
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    float::fma(F32, a as u64, b as u64, c as u64, m) as u32
}

fn f64_bin(op: FB, a: u64, b: u64, m: FpMode) -> u64 {
    if fast64(m) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let r = match op {
            FB::Add => x + y,
            FB::Mul => x * y,
            _ => f64::NAN,
        };
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    match op {
        FB::Add => float::add(F64, a, b, m),
        FB::Mul => float::mul(F64, a, b, m),
        FB::Min => float::minmax(F64, false, a, b, m),
        FB::Max => float::minmax(F64, true, a, b, m),
    }
}

fn f64_fma(a: u64, b: u64, c: u64, m: FpMode) -> u64 {
    if fast64(m) {
        let r = f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c));
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    float::fma(F64, a, b, c, m)
}

fn fbin(fmt: Fmt, op: FB, a: u64, b: u64, m: FpMode) -> u64 {
    match fmt.man {
        23 => f32_bin(op, a as u32, b as u32, m) as u64,
        52 => f64_bin(op, a, b, m),
        _ => match op {
            FB::Add => float::add(F16, a, b, m),
            FB::Mul => float::mul(F16, a, b, m),
            FB::Min => float::minmax(F16, false, a, b, m),
            FB::Max => float::minmax(F16, true, a, b, m),
        },
    }
}

fn ffma(fmt: Fmt, a: u64, b: u64, c: u64, m: FpMode) -> u64 {
    match fmt.man {
        23 => f32_fma(a as u32, b as u32, c as u32, m) as u64,
        52 => f64_fma(a, b, c, m),
        _ => float::fma(F16, a, b, c, m),
    }
}

fn med3(fmt: Fmt, a: u64, b: u64, c: u64, m: FpMode) -> u64 {
    let mx = |x, y| float::minmax(fmt, true, x, y, m);
    let mn = |x, y| float::minmax(fmt, false, x, y, m);
    if fmt.is_nan(a) || fmt.is_nan(b) || fmt.is_nan(c) {
        return mn(mn(a, b), c);
    }
    let max3 = mx(mx(a, b), c);
    let eq = |x: u64, y: u64| fmt.to_f64(x) == fmt.to_f64(y);
    if eq(max3, a) {
        mx(b, c)
    } else if eq(max3, b) {
        mx(a, c)
    } else {
        mx(a, b)
    }
}

/// Float sources of width `fmt` with input modifiers, as raw bits in u64
/// lanes (16-bit ones after `op_sel`).
fn fsrc(w: &Wave, ins: &Ins, i: usize, fmt: Fmt, cx: &GroupCtx) -> FResult<R64> {
    let mut out = [0u64; L];
    match fmt.man {
        52 => {
            let mut x = src64(w, ins, i, cx)?;
            fmods64(&mut x, ins, i);
            out = x;
        }
        23 => {
            let mut x = src32(w, ins, i, cx)?;
            fmods32(&mut x, ins, i, 31);
            for l in 0..L {
                out[l] = x[l] as u64;
            }
        }
        _ => {
            let mut x = src16(w, ins, i, cx)?;
            fmods32(&mut x, ins, i, 15);
            for l in 0..L {
                out[l] = (x[l] & 0xffff) as u64;
            }
        }
    }
    Ok(out)
}

/// Writes a float result of width `fmt` after the output modifiers.
fn fwrite(w: &mut Wave, ins: &Ins, fmt: Fmt, mut r: R64, mask: u64, cx: &GroupCtx) -> FResult<()> {
    if ins.omod != 0 || ins.clamp {
        let m = w.fp;
        for v in r.iter_mut() {
            *v = float::out_mods(fmt, *v, ins.omod, ins.clamp, m);
        }
    }
    match fmt.man {
        52 => wr64(w, ins, &r, mask),
        23 => {
            let mut x = [0u32; L];
            for l in 0..L {
                x[l] = r[l] as u32;
            }
            wr32(w, ins, &x, mask)
        }
        _ => {
            let mut x = [0u32; L];
            for l in 0..L {
                x[l] = r[l] as u32;
            }
            wr16(w, ins, &x, mask, true, cx)
        }
    }
}

fn lanes(w: &Wave) -> usize {
    if w.wave64 {
        64
    } else {
        32
    }
}

/// Runs a VALU instruction.
pub(crate) fn exec(w: &mut Wave, ins: &Ins, cx: &GroupCtx) -> FResult<()> {
    let mask = write_mask(w, ins, cx);
    let m = w.fp;
    match ins.op {
        Op::VCmp { pred, fmt, x } => {
            let a = fsrc(w, ins, 0, fmt, cx)?;
            let b = fsrc(w, ins, 1, fmt, cx)?;
            let mut r = 0u64;
            for l in 0..lanes(w) {
                if mask >> l & 1 == 1 && float::fcmp(fmt, pred, a[l], b[l], m) {
                    r |= 1 << l;
                }
            }
            cmp_result(w, ins, r, x, cx)
        }
        Op::VCmpClass { fmt, x } => {
            let a = fsrc(w, ins, 0, fmt, cx)?;
            let b = src32(w, ins, 1, cx)?;
            let mut r = 0u64;
            for l in 0..lanes(w) {
                if mask >> l & 1 == 1 && float::class(fmt, a[l], b[l]) {
                    r |= 1 << l;
                }
            }
            cmp_result(w, ins, r, x, cx)
        }
        Op::VCmpI { cmp, ty, x } => {
            let x_ = x;
            let mut r = 0u64;
            if ty.bits() == 64 {
                if let Some(x) = fast_cmp64(w, ins, cmp, ty, mask, cx) {
                    return cmp_result(w, ins, x & mask, x_, cx);
                }
                let a = src64(w, ins, 0, cx)?;
                let b = src64(w, ins, 1, cx)?;
                for l in 0..lanes(w) {
                    if mask >> l & 1 == 1 && crate::exec::int_cmp(cmp, ty, a[l], b[l]) {
                        r |= 1 << l;
                    }
                }
            } else {
                if ty == IntTy::U32 || ty == IntTy::I32 {
                    if let Some(x) = fast_cmp32(w, ins, cmp, ty, mask, cx) {
                        return cmp_result(w, ins, x & mask, x_, cx);
                    }
                }
                let (a, b) = if ty.bits() == 16 {
                    (src16(w, ins, 0, cx)?, src16(w, ins, 1, cx)?)
                } else {
                    (src32(w, ins, 0, cx)?, src32(w, ins, 1, cx)?)
                };
                if ty == IntTy::U32 || ty == IntTy::I32 {
                    let sx = if ty == IntTy::I32 { 0x8000_0000u32 } else { 0 };
                    // signed compares as unsigned ones with the sign flipped
                    let f: fn(u32, u32) -> bool = match cmp {
                        Cmp::F => |_, _| false,
                        Cmp::Lt => |x, y| x < y,
                        Cmp::Eq => |x, y| x == y,
                        Cmp::Le => |x, y| x <= y,
                        Cmp::Gt => |x, y| x > y,
                        Cmp::Ne => |x, y| x != y,
                        Cmp::Ge => |x, y| x >= y,
                        Cmp::T => |_, _| true,
                    };
                    for l in 0..L {
                        r |= (f(a[l] ^ sx, b[l] ^ sx) as u64) << l;
                    }
                    r &= mask;
                } else {
                    for l in 0..lanes(w) {
                        if mask >> l & 1 == 1
                            && crate::exec::int_cmp(cmp, ty, a[l] as u64, b[l] as u64)
                        {
                            r |= 1 << l;
                        }
                    }
                }
            }
            cmp_result(w, ins, r, x, cx)
        }
        Op::V(v) => {
            if let Some(r) = fast_valu(w, ins, v, mask, cx) {
                return r;
            }
            valu(w, ins, v, mask, m, cx)
        }
        _ => Err(Fault::new("not a vector ALU instruction")),
    }
}

/// The common VALU operations on the plain path, kept out of `valu`: its
/// stack frame holds many lane arrays (tens of kilobytes), and every call
/// probes each page of it, which cost more than the operation itself.
/// `None`: take the general path. The cases match `valu`'s own fast
/// paths exactly.
#[inline(never)]
fn fast_valu(w: &mut Wave, ins: &Ins, v: V, mask: u64, cx: &GroupCtx) -> Option<FResult<()>> {
    use V::*;
    let done = match v {
        Mov32 => fast1(w, ins, mask, cx, |x| x),
        Not => fast1(w, ins, mask, cx, |x| !x),
        AddU32 if !ins.clamp => fast2(w, ins, mask, cx, |x, y| x.wrapping_add(y)),
        SubU32 if !ins.clamp => fast2(w, ins, mask, cx, |x, y| x.wrapping_sub(y)),
        SubrevU32 if !ins.clamp => fast2(w, ins, mask, cx, |x, y| y.wrapping_sub(x)),
        MulLoU32 | MulLoI32 => fast2(w, ins, mask, cx, |x, y| x.wrapping_mul(y)),
        MulHiU32 => fast2(w, ins, mask, cx, |x, y| {
            ((x as u64 * y as u64) >> 32) as u32
        }),
        MinI32 => fast2(w, ins, mask, cx, |x, y| (x as i32).min(y as i32) as u32),
        MaxI32 => fast2(w, ins, mask, cx, |x, y| (x as i32).max(y as i32) as u32),
        MinU32 => fast2(w, ins, mask, cx, |x, y| x.min(y)),
        MaxU32 => fast2(w, ins, mask, cx, |x, y| x.max(y)),
        LshrRev => fast2(w, ins, mask, cx, |x, y| y >> (x & 31)),
        AshrRev => fast2(w, ins, mask, cx, |x, y| ((y as i32) >> (x & 31)) as u32),
        LshlRev => fast2(w, ins, mask, cx, |x, y| y << (x & 31)),
        And => fast2(w, ins, mask, cx, |x, y| x & y),
        Or => fast2(w, ins, mask, cx, |x, y| x | y),
        Xor => fast2(w, ins, mask, cx, |x, y| x ^ y),
        AddCo { sub, rev, carry_in } if !ins.clamp => {
            return fast_addco(w, ins, mask, sub, rev, carry_in, cx)
        }
        MadU64U32 | MadI64I32 | LshlRev64 | LshrRev64 | AshrRev64 => {
            return fast64op(w, ins, v, mask, cx)
        }
        _ => false,
    };
    done.then_some(Ok(()))
}

/// Compare results: the mask to VCC or the SGPR destination, and for
/// `v_cmpx` to EXEC (GFX9 writes both, GFX10 only EXEC).
fn cmp_result(w: &mut Wave, ins: &Ins, r: u64, x: bool, cx: &GroupCtx) -> FResult<()> {
    if x {
        if cx.prog.target.gen < 10 {
            wr_mask(w, ins.dst2, r)?;
        }
        w.set_exec(r);
        Ok(())
    } else {
        wr_mask(w, ins.dst2, r)
    }
}

fn sat_u32(x: i64) -> u32 {
    x.clamp(0, u32::MAX as i64) as u32
}

fn sat_i32(x: i64) -> u32 {
    x.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
}

fn sat_u16(x: i64) -> u32 {
    x.clamp(0, 0xffff) as u32
}

fn sat_i16(x: i64) -> u32 {
    (x.clamp(i16::MIN as i64, i16::MAX as i64) as i16 as u16) as u32
}

fn i24(x: u32) -> i64 {
    ((x << 8) as i32 >> 8) as i64
}

fn u24(x: u32) -> u64 {
    (x & 0xff_ffff) as u64
}

fn f32_to_int(b: u32, signed: bool, m: FpMode) -> u32 {
    let b = float::flush_in(b as u64, F32, m.denorm32);
    float::to_int(F32.to_f64(b), signed, 32) as u32
}

fn valu(w: &mut Wave, ins: &Ins, v: V, mask: u64, m: FpMode, cx: &GroupCtx) -> FResult<()> {
    use V::*;
    macro_rules! s32 {
        ($i:expr) => {
            src32(w, ins, $i, cx)?
        };
    }
    macro_rules! out32 {
        ($r:expr) => {{
            let r = $r;
            wr32(w, ins, &r, mask)
        }};
    }
    macro_rules! int1 {
        ($f:expr) => {{
            if fast1(w, ins, mask, cx, $f) {
                return Ok(());
            }
            out32!(map1(&s32!(0), $f))
        }};
    }
    macro_rules! int2 {
        ($f:expr) => {{
            if fast2(w, ins, mask, cx, $f) {
                return Ok(());
            }
            out32!(map2(&s32!(0), &s32!(1), $f))
        }};
    }
    let gen = cx.prog.target.gen;
    match v {
        Nop => Ok(()),
        Mov32 => {
            if fast1(w, ins, mask, cx, |x| x) {
                return Ok(());
            }
            let mut a = s32!(0);
            fmods32(&mut a, ins, 0, 31);
            out32!(a)
        }
        Mov64 => {
            let a = src64(w, ins, 0, cx)?;
            wr64(w, ins, &a, mask)
        }
        Readfirstlane => {
            let a = s32!(0);
            let e = w.exec();
            let lane = if e == 0 {
                0
            } else {
                e.trailing_zeros() as usize
            };
            if w.report && ins.flags & crate::ins::flag::WATERFALL == 0 {
                let mut m = e;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if a[l] != a[lane] {
                        return Err(Fault::lane(
                            l as u32,
                            format!(
                                "non-uniform value where the instruction needs a scalar: v_readfirstlane_b32 reads {:#x} in lane {lane} (the first active) but {:#x} here, and no compare of the result with the same VGPR follows (a waterfall loop)",
                                a[lane], a[l]
                            ),
                        ));
                    }
                }
            }
            match ins.dst {
                Opnd::S(d) => w.swrite(d, a[lane]),
                _ => Err(Fault::new("v_readfirstlane to a non-scalar register")),
            }
        }
        Readlane => {
            let a = s32!(0);
            let sel = lane_select(w, ins, 1, cx)?;
            match ins.dst {
                Opnd::S(d) => w.swrite(d, a[sel]),
                _ => Err(Fault::new("v_readlane to a non-scalar register")),
            }
        }
        Writelane => {
            let s = w.sval(ins.src[0], cx.lds_size)?;
            let sel = lane_select(w, ins, 1, cx)?;
            let Opnd::V(d) = ins.dst else {
                return Err(Fault::new("v_writelane to a non-VGPR"));
            };
            let b = w.vbase(d)?;
            w.v[b + sel] = s;
            Ok(())
        }
        Movrels | Movreld | Movrelsd => {
            let m0 = w.s[M0 as usize];
            let rel = |r: u16| -> FResult<u16> {
                let i = r as u32 + m0;
                if i >= w.nvgpr {
                    return Err(Fault::new(format!(
                        "M0-relative VGPR v{i} (v{r} + M0 {m0}) is beyond the kernel's {} VGPRs",
                        w.nvgpr
                    )));
                }
                Ok(i as u16)
            };
            let (Opnd::V(d), Opnd::V(s)) = (ins.dst, ins.src[0]) else {
                return Err(Fault::new("v_movrel with a non-VGPR operand"));
            };
            let (d, s) = match v {
                Movrels => (d, rel(s)?),
                Movreld => (rel(d)?, s),
                _ => (rel(d)?, rel(s)?),
            };
            let (bd, bs) = (w.vbase(d)?, w.vbase(s)?);
            for l in 0..L {
                if mask >> l & 1 == 1 {
                    w.v[bd + l] = w.v[bs + l];
                }
            }
            Ok(())
        }
        Swap => {
            let (Opnd::V(d), Opnd::V(s)) = (ins.dst, ins.src[0]) else {
                return Err(Fault::new("v_swap with a non-VGPR operand"));
            };
            let (bd, bs) = (w.vbase(d)?, w.vbase(s)?);
            for l in 0..L {
                if mask >> l & 1 == 1 {
                    w.v.swap(bd + l, bs + l);
                }
            }
            Ok(())
        }
        AccRead | AccWrite | AccMov => {
            let a = s32!(0);
            out32!(a)
        }
        Fract(f) | Trunc(f) | Ceil(f) | Rndne(f) | Floor(f) | FrexpMant(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = match v {
                    Fract(_) => math::fract(f, a[l], m),
                    Trunc(_) => math::round_int(f, a[l], 0, m),
                    Ceil(_) => math::round_int(f, a[l], 1, m),
                    Floor(_) => math::round_int(f, a[l], 2, m),
                    Rndne(_) => math::round_int(f, a[l], 3, m),
                    _ => math::frexp_mant(f, a[l], m),
                };
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        FrexpExp(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let mut r = [0u32; L];
            for l in 0..L {
                r[l] = math::frexp_exp(f, a[l], m) as u32;
            }
            if f == F16 {
                wr16(w, ins, &r, mask, true, cx)
            } else {
                out32!(r)
            }
        }
        Exp(f) | Log(f) | Rcp(f) | Rsq(f) | Sqrt(f) | Sin(f) | Cos(f) => {
            let t = match v {
                Exp(_) => Trans::Exp,
                Log(_) => Trans::Log,
                Rcp(_) => Trans::Rcp,
                Rsq(_) => Trans::Rsq,
                Sqrt(_) => Trans::Sqrt,
                Sin(_) => Trans::Sin,
                _ => Trans::Cos,
            };
            let a = fsrc(w, ins, 0, f, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = math::trans(t, f, a[l], m);
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        ExpLegacy | LogLegacy => Err(Fault::new(
            "v_exp_legacy_f32/v_log_legacy_f32 are not modelled",
        )),
        CvtF32I32 | CvtF32U32 => {
            let a = s32!(0);
            let mut r = [0u64; L];
            for l in 0..L {
                let x = if v == CvtF32I32 {
                    a[l] as i32 as f64
                } else {
                    a[l] as f64
                };
                r[l] = float::from_f64(F32, x, 0, m);
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        CvtI32F32 | CvtU32F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let r = map1(&to32(&a), |x| f32_to_int(x, v == CvtI32F32, m));
            out32!(r)
        }
        CvtRpiI32F32 | CvtFlrI32F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let mut r = [0u32; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F32, m.denorm32);
                let x = F32.to_f64(b);
                let y = if v == CvtRpiI32F32 {
                    (x + 0.5).floor()
                } else {
                    x.floor()
                };
                r[l] = float::to_int(y, true, 32) as u32;
            }
            out32!(r)
        }
        CvtF16F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F32, m.denorm32);
                r[l] = if F32.is_nan(b) {
                    quiet_nan_to(F32, b, F16)
                } else {
                    float::from_f64(F16, F32.to_f64(b), 0, m)
                };
            }
            fwrite(w, ins, F16, r, mask, cx)
        }
        CvtF32F16 => {
            let a = fsrc(w, ins, 0, F16, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F16, m.denorm16_64);
                r[l] = if F16.is_nan(b) {
                    quiet_nan_to(F16, b, F32)
                } else {
                    float::from_f64(F32, F16.to_f64(b), 0, m)
                };
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        CvtF32F64 => {
            let a = fsrc(w, ins, 0, F64, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F64, m.denorm16_64);
                r[l] = if F64.is_nan(b) {
                    quiet_nan_to(F64, b, F32)
                } else {
                    float::from_f64(F32, f64::from_bits(b), 0, m)
                };
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        CvtF64F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F32, m.denorm32);
                r[l] = if F32.is_nan(b) {
                    quiet_nan_to(F32, b, F64)
                } else {
                    float::flush_out(F32.to_f64(b).to_bits(), F64, m.denorm16_64)
                };
            }
            fwrite(w, ins, F64, r, mask, cx)
        }
        CvtI32F64 | CvtU32F64 => {
            let a = fsrc(w, ins, 0, F64, cx)?;
            let mut r = [0u32; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F64, m.denorm16_64);
                r[l] = float::to_int(f64::from_bits(b), v == CvtI32F64, 32) as u32;
            }
            out32!(r)
        }
        CvtF64I32 | CvtF64U32 => {
            let a = s32!(0);
            let mut r = [0u64; L];
            for l in 0..L {
                let x = if v == CvtF64I32 {
                    a[l] as i32 as f64
                } else {
                    a[l] as f64
                };
                r[l] = x.to_bits();
            }
            fwrite(w, ins, F64, r, mask, cx)
        }
        CvtF32Ubyte(k) => {
            let a = s32!(0);
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = (((a[l] >> (8 * k)) & 0xff) as f32).to_bits() as u64;
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        CvtF16U16 | CvtF16I16 => {
            let a = src16(w, ins, 0, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let x = if v == CvtF16I16 {
                    a[l] as u16 as i16 as f64
                } else {
                    a[l] as u16 as f64
                };
                r[l] = float::from_f64(F16, x, 0, m);
            }
            fwrite(w, ins, F16, r, mask, cx)
        }
        CvtU16F16 | CvtI16F16 => {
            let a = fsrc(w, ins, 0, F16, cx)?;
            let mut r = [0u32; L];
            for l in 0..L {
                let b = float::flush_in(a[l], F16, m.denorm16_64);
                r[l] = float::to_int(F16.to_f64(b), v == CvtI16F16, 16) as u32;
            }
            wr16(w, ins, &r, mask, true, cx)
        }
        CvtNormI16F16 | CvtNormU16F16 => {
            let a = fsrc(w, ins, 0, F16, cx)?;
            let mut r = [0u32; L];
            for l in 0..L {
                let x = F16.to_f64(a[l]);
                r[l] = if v == CvtNormI16F16 {
                    if x.is_nan() {
                        0
                    } else {
                        ((x.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i16) as u16 as u32
                    }
                } else if x.is_nan() {
                    0
                } else {
                    (x.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u32
                };
            }
            wr16(w, ins, &r, mask, false, cx)
        }
        CvtPkrtzF16F32 | CvtPknormI16F32 | CvtPknormU16F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let b = fsrc(w, ins, 1, F32, cx)?;
            let mut r = [0u32; L];
            let cvt = |x: u64| -> u32 {
                match v {
                    CvtPkrtzF16F32 => {
                        let b = float::flush_in(x, F32, m.denorm32);
                        if F32.is_nan(b) {
                            quiet_nan_to(F32, b, F16) as u32
                        } else {
                            let r = float::round_to(F32.to_f64(b), 0, Round::Zero, F16);
                            float::flush_out(r, F16, m.denorm16_64) as u32
                        }
                    }
                    CvtPknormI16F32 => {
                        let f = F32.to_f64(x);
                        if f.is_nan() {
                            0
                        } else {
                            ((f.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i16) as u16 as u32
                        }
                    }
                    _ => {
                        let f = F32.to_f64(x);
                        if f.is_nan() {
                            0
                        } else {
                            (f.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u32
                        }
                    }
                }
            };
            for l in 0..L {
                r[l] = cvt(a[l]) | cvt(b[l]) << 16;
            }
            out32!(r)
        }
        CvtPkU16U32 | CvtPkI16I32 => {
            let (a, b) = (s32!(0), s32!(1));
            let r = map2(&a, &b, |x, y| {
                if v == CvtPkU16U32 {
                    sat_u16(x as i64) | sat_u16(y as i64) << 16
                } else {
                    sat_i16(x as i32 as i64) | sat_i16(y as i32 as i64) << 16
                }
            });
            out32!(r)
        }
        CvtPkU8F32 => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let (b, c) = (s32!(1), s32!(2));
            let mut r = [0u32; L];
            for l in 0..L {
                let x = F32.to_f64(a[l]);
                let byte = if x.is_nan() {
                    0
                } else {
                    x.round_ties_even().clamp(0.0, 255.0) as u32
                };
                let sh = 8 * (b[l] & 3);
                r[l] = (c[l] & !(0xff << sh)) | byte << sh;
            }
            out32!(r)
        }
        SatPkU8I16 => {
            let a = s32!(0);
            let r = map1(&a, |x| {
                let lo = (x as u16 as i16).clamp(0, 255) as u32;
                let hi = ((x >> 16) as u16 as i16).clamp(0, 255) as u32;
                lo | hi << 8
            });
            wr16(w, ins, &r, mask, false, cx)
        }
        Not => int1!(|x| !x),
        Bfrev => int1!(|x| x.reverse_bits()),
        FfbhU32 => int1!(|x| if x == 0 { u32::MAX } else { x.leading_zeros() }),
        FfblB32 => int1!(|x| if x == 0 { u32::MAX } else { x.trailing_zeros() }),
        FfbhI32 => out32!(map1(&s32!(0), |x| {
            let s = if (x as i32) < 0 { !x } else { x };
            if s == 0 {
                u32::MAX
            } else {
                s.leading_zeros()
            }
        })),
        Add(f) | Sub(f) | Subrev(f) | Mul(f) | Min(f) | Max(f) => {
            let mut a = fsrc(w, ins, 0, f, cx)?;
            let mut b = fsrc(w, ins, 1, f, cx)?;
            let sb = f.sign_bit();
            if v == Sub(f) {
                b.iter_mut().for_each(|x| *x ^= sb);
            }
            if v == Subrev(f) {
                std::mem::swap(&mut a, &mut b);
                b.iter_mut().for_each(|x| *x ^= sb);
            }
            let op = match v {
                Mul(_) => FB::Mul,
                Min(_) => FB::Min,
                Max(_) => FB::Max,
                _ => FB::Add,
            };
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = fbin(f, op, a[l], b[l], m);
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        MulLegacy => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let b = fsrc(w, ins, 1, F32, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                // DX9 rules: 0 * anything (inf, NaN included) is +0
                r[l] = if F32.is_zero(a[l]) || F32.is_zero(b[l]) {
                    0
                } else {
                    fbin(F32, FB::Mul, a[l], b[l], m)
                };
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        Ldexp(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let b = if f == F16 {
                src16(w, ins, 1, cx)?
            } else {
                s32!(1)
            };
            let mut r = [0u64; L];
            for l in 0..L {
                let n = if f == F16 {
                    b[l] as u16 as i16 as i32
                } else {
                    b[l] as i32
                };
                r[l] = math::ldexp(f, a[l], n, m);
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        Mac(f, _) | Madmk(f, _) | Madak(f, _) | Fma(f) | Mad(f) => {
            let fused = match v {
                Fma(_) => true,
                Mad(_) => false,
                Mac(_, x) | Madmk(_, x) | Madak(_, x) => x,
                _ => true,
            };
            let a = fsrc(w, ins, 0, f, cx)?;
            let (b, c) = match v {
                Mac(..) => {
                    let b = fsrc(w, ins, 1, f, cx)?;
                    // the accumulator is the destination register
                    (b, dst_acc(w, ins, f)?)
                }
                Madmk(..) => {
                    let k = fsrc(w, ins, 2, f, cx)?;
                    let c = fsrc(w, ins, 1, f, cx)?;
                    (k, c)
                }
                _ => (fsrc(w, ins, 1, f, cx)?, fsrc(w, ins, 2, f, cx)?),
            };
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = if fused {
                    ffma(f, a[l], b[l], c[l], m)
                } else {
                    // unfused: the product rounded, then the sum; these
                    // instructions do not support denormals (GFX9's
                    // v_mad_f32/v_mac_f32 flush them)
                    let mm = if f == F32 {
                        FpMode { denorm32: 0, ..m }
                    } else {
                        m
                    };
                    let p = fbin(f, FB::Mul, a[l], b[l], mm);
                    fbin(f, FB::Add, p, c[l], mm)
                };
            }
            if let Mac(F16, _) = v {
                // v_mac_f16/v_fmac_f16 keep the high half on GFX9
                return fwrite_mac16(w, ins, r, mask, cx);
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        MadLegacy | FmaLegacy => {
            let a = fsrc(w, ins, 0, F32, cx)?;
            let b = fsrc(w, ins, 1, F32, cx)?;
            let c = fsrc(w, ins, 2, F32, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let p_zero = F32.is_zero(a[l]) || F32.is_zero(b[l]);
                r[l] = if p_zero {
                    fbin(F32, FB::Add, 0, c[l], m)
                } else if v == FmaLegacy {
                    ffma(F32, a[l], b[l], c[l], m)
                } else {
                    let p = fbin(F32, FB::Mul, a[l], b[l], m);
                    fbin(F32, FB::Add, p, c[l], m)
                };
            }
            fwrite(w, ins, F32, r, mask, cx)
        }
        Min3(f) | Max3(f) | Med3(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let b = fsrc(w, ins, 1, f, cx)?;
            let c = fsrc(w, ins, 2, f, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = match v {
                    Min3(_) => {
                        let t = float::minmax(f, false, a[l], b[l], m);
                        float::minmax(f, false, t, c[l], m)
                    }
                    Max3(_) => {
                        let t = float::minmax(f, true, a[l], b[l], m);
                        float::minmax(f, true, t, c[l], m)
                    }
                    _ => med3(f, a[l], b[l], c[l], m),
                };
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        DivFixup(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let b = fsrc(w, ins, 1, f, cx)?;
            let c = fsrc(w, ins, 2, f, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = math::div_fixup(f, a[l], b[l], c[l]);
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        DivFmas(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let b = fsrc(w, ins, 1, f, cx)?;
            let c = fsrc(w, ins, 2, f, cx)?;
            let vcc = w.vcc();
            // inputs are not flushed
            let mi = FpMode {
                denorm32: m.denorm32 | 1,
                denorm16_64: m.denorm16_64 | 1,
                ..m
            };
            // RDNA3 pseudo-code: with VCC, the result is scaled by 2^64
            // (f64: 2^128) when S2's biased exponent is at least the bias,
            // else by 2^-64 (2^-128), undoing V_DIV_SCALE's scaling.
            let (k, bias) = if f == F64 { (128, 1023) } else { (64, 127) };
            let mut r = [0u64; L];
            // One rounding of the scaled sum (float::fma_scaled).
            for l in 0..L {
                r[l] = if vcc >> l & 1 == 1 {
                    let up = math::exp_field(f, c[l]) >= bias;
                    float::fma_scaled(f, a[l], b[l], c[l], if up { k } else { -k }, mi)
                } else {
                    ffma(f, a[l], b[l], c[l], mi)
                };
            }
            fwrite(w, ins, f, r, mask, cx)
        }
        DivScale(f) => {
            let a = fsrc(w, ins, 0, f, cx)?;
            let b = fsrc(w, ins, 1, f, cx)?;
            let c = fsrc(w, ins, 2, f, cx)?;
            let mut r = [0u64; L];
            let mut vcc = 0u64;
            for l in 0..L {
                let (x, s) = math::div_scale(f, a[l], b[l], c[l]);
                r[l] = x;
                if s && mask >> l & 1 == 1 {
                    vcc |= 1 << l;
                }
            }
            fwrite(w, ins, f, r, mask, cx)?;
            wr_mask(w, ins.dst2, vcc)
        }
        TrigPreop => {
            let a = fsrc(w, ins, 0, F64, cx)?;
            let b = s32!(1);
            let mut r = [0u64; L];
            for l in 0..L {
                r[l] = math::trig_preop(a[l], b[l]);
            }
            fwrite(w, ins, F64, r, mask, cx)
        }
        AddU32 | SubU32 | SubrevU32 => {
            if !ins.clamp {
                let done = match v {
                    AddU32 => fast2(w, ins, mask, cx, |x, y| x.wrapping_add(y)),
                    SubU32 => fast2(w, ins, mask, cx, |x, y| x.wrapping_sub(y)),
                    _ => fast2(w, ins, mask, cx, |x, y| y.wrapping_sub(x)),
                };
                if done {
                    return Ok(());
                }
            }
            let (a, b) = (s32!(0), s32!(1));
            let r = if ins.clamp {
                map2(&a, &b, |x, y| match v {
                    AddU32 => sat_u32(x as i64 + y as i64),
                    SubU32 => sat_u32(x as i64 - y as i64),
                    _ => sat_u32(y as i64 - x as i64),
                })
            } else {
                match v {
                    AddU32 => map2(&a, &b, |x, y| x.wrapping_add(y)),
                    SubU32 => map2(&a, &b, |x, y| x.wrapping_sub(y)),
                    _ => map2(&a, &b, |x, y| y.wrapping_sub(x)),
                }
            };
            out32!(r)
        }
        AddCo { sub, rev, carry_in } => {
            if !ins.clamp {
                if let Some(done) = fast_addco(w, ins, mask, sub, rev, carry_in, cx) {
                    return done;
                }
            }
            let (mut a, mut b) = (s32!(0), s32!(1));
            if rev {
                std::mem::swap(&mut a, &mut b);
            }
            let cin = if carry_in {
                mask_src(w, ins.src[2])?
            } else {
                0
            };
            let mut r = [0u32; L];
            let mut co = 0u64;
            for l in 0..L {
                let c = (cin >> l & 1) as i64;
                let t = if sub {
                    a[l] as i64 - b[l] as i64 - c
                } else {
                    a[l] as i64 + b[l] as i64 + c
                };
                let carry = t < 0 || t > u32::MAX as i64;
                r[l] = if ins.clamp { sat_u32(t) } else { t as u32 };
                if carry && mask >> l & 1 == 1 {
                    co |= 1 << l;
                }
            }
            wr32(w, ins, &r, mask)?;
            wr_mask(w, ins.dst2, co)
        }
        AddI32 { sub } => {
            let (a, b) = (s32!(0), s32!(1));
            let r = map2(&a, &b, |x, y| {
                let t = if sub {
                    x as i32 as i64 - y as i32 as i64
                } else {
                    x as i32 as i64 + y as i32 as i64
                };
                if ins.clamp {
                    sat_i32(t)
                } else {
                    t as u32
                }
            });
            out32!(r)
        }
        MulLoU32 | MulLoI32 => int2!(|x, y| x.wrapping_mul(y)),
        MulHiU32 => int2!(|x, y| ((x as u64 * y as u64) >> 32) as u32),
        MulHiI32 => int2!(|x, y| ((x as i32 as i64 * y as i32 as i64) >> 32) as u32),
        MulI32I24 => int2!(|x, y| (i24(x) * i24(y)) as u32),
        MulHiI32I24 => int2!(|x, y| ((i24(x) * i24(y)) >> 32) as u32),
        MulU32U24 => int2!(|x, y| (u24(x) * u24(y)) as u32),
        MulHiU32U24 => int2!(|x, y| ((u24(x) * u24(y)) >> 32) as u32),
        MinI32 => int2!(|x, y| (x as i32).min(y as i32) as u32),
        MaxI32 => int2!(|x, y| (x as i32).max(y as i32) as u32),
        MinU32 => int2!(|x, y| x.min(y)),
        MaxU32 => int2!(|x, y| x.max(y)),
        LshrRev => int2!(|x, y| y >> (x & 31)),
        AshrRev => int2!(|x, y| ((y as i32) >> (x & 31)) as u32),
        LshlRev => int2!(|x, y| y << (x & 31)),
        And => int2!(|x, y| x & y),
        Or => int2!(|x, y| x | y),
        Xor => int2!(|x, y| x ^ y),
        Xnor => int2!(|x, y| !(x ^ y)),
        Bfm => out32!(map2(&s32!(0), &s32!(1), |x, y| {
            let wd = x & 31;
            (if wd == 0 { 0 } else { u32::MAX >> (32 - wd) }) << (y & 31)
        })),
        Bcnt => int2!(|x, y| x.count_ones().wrapping_add(y)),
        MbcntLo | MbcntHi => {
            let (a, b) = (s32!(0), s32!(1));
            let mut r = [0u32; L];
            for l in 0..L {
                let tm: u64 = (1u64 << l).wrapping_sub(1);
                let part = if v == MbcntLo {
                    tm as u32
                } else {
                    (tm >> 32) as u32
                };
                r[l] = (a[l] & part).count_ones().wrapping_add(b[l]);
            }
            out32!(r)
        }
        Cndmask => {
            if ins.abs == 0 && ins.neg == 0 {
                let c = mask_src(w, ins.src[2])?;
                if fast_cnd(w, ins, mask, c, cx) {
                    return Ok(());
                }
            }
            let mut a = s32!(0);
            let mut b = s32!(1);
            fmods32(&mut a, ins, 0, 31);
            fmods32(&mut b, ins, 1, 31);
            let c = mask_src(w, ins.src[2])?;
            let mut r = [0u32; L];
            for l in 0..L {
                r[l] = if c >> l & 1 == 1 { b[l] } else { a[l] };
            }
            out32!(r)
        }
        AddU16
        | SubU16
        | SubrevU16
        | AddI16 { .. }
        | MulLoU16
        | LshlRev16
        | LshrRev16
        | AshrRev16
        | MaxU16
        | MaxI16
        | MinU16
        | MinI16 => {
            let a = src16(w, ins, 0, cx)?;
            let b = src16(w, ins, 1, cx)?;
            let cl = ins.clamp;
            let s = |x: u32| x as u16 as i16 as i64;
            let r = map2(&a, &b, |x, y| match v {
                AddU16 => {
                    if cl {
                        sat_u16(x as i64 + y as i64)
                    } else {
                        x.wrapping_add(y) & 0xffff
                    }
                }
                SubU16 => {
                    if cl {
                        sat_u16(x as i64 - y as i64)
                    } else {
                        x.wrapping_sub(y) & 0xffff
                    }
                }
                SubrevU16 => {
                    if cl {
                        sat_u16(y as i64 - x as i64)
                    } else {
                        y.wrapping_sub(x) & 0xffff
                    }
                }
                AddI16 { sub } => {
                    let t = if sub { s(x) - s(y) } else { s(x) + s(y) };
                    if cl {
                        sat_i16(t)
                    } else {
                        t as u32 & 0xffff
                    }
                }
                MulLoU16 => {
                    if cl {
                        sat_u16(x as i64 * y as i64)
                    } else {
                        x.wrapping_mul(y) & 0xffff
                    }
                }
                LshlRev16 => (y << (x & 15)) & 0xffff,
                LshrRev16 => y >> (x & 15),
                AshrRev16 => ((y as u16 as i16) >> (x & 15)) as u16 as u32,
                MaxU16 => x.max(y),
                MinU16 => x.min(y),
                MaxI16 => (s(x).max(s(y)) as u32) & 0xffff,
                _ => (s(x).min(s(y)) as u32) & 0xffff,
            });
            // v_add_i16/v_sub_i16 (GFX9 VOP3 only) and the GFX10 `_nc`
            // forms keep the high half
            let zero = !matches!(v, AddI16 { .. });
            wr16(w, ins, &r, mask, zero, cx)
        }
        MadU16 | MadI16 | Min3I16 | Min3U16 | Max3I16 | Max3U16 | Med3I16 | Med3U16 => {
            let a = src16(w, ins, 0, cx)?;
            let b = src16(w, ins, 1, cx)?;
            let c = src16(w, ins, 2, cx)?;
            let cl = ins.clamp;
            let s = |x: u32| x as u16 as i16 as i64;
            let r = map3(&a, &b, &c, |x, y, z| match v {
                MadU16 => {
                    let t = x as i64 * y as i64 + z as i64;
                    if cl {
                        sat_u16(t)
                    } else {
                        t as u32 & 0xffff
                    }
                }
                MadI16 => {
                    let t = s(x) * s(y) + s(z);
                    if cl {
                        sat_i16(t)
                    } else {
                        t as u32 & 0xffff
                    }
                }
                Min3U16 => x.min(y).min(z),
                Max3U16 => x.max(y).max(z),
                Med3U16 => x.max(y).min(x.min(y).max(z)),
                Min3I16 => (s(x).min(s(y)).min(s(z)) as u32) & 0xffff,
                Max3I16 => (s(x).max(s(y)).max(s(z)) as u32) & 0xffff,
                _ => {
                    let (x, y, z) = (s(x), s(y), s(z));
                    (x.max(y).min(x.min(y).max(z)) as u32) & 0xffff
                }
            });
            let zero = matches!(v, MadU16 | MadI16);
            wr16(w, ins, &r, mask, zero, cx)
        }
        BfeU32 | BfeI32 | Bfi | Alignbit | Alignbyte | MadI32I24 | MadU32U24 | Min3I32
        | Min3U32 | Max3I32 | Max3U32 | Med3I32 | Med3U32 | Add3 | LshlAdd | AddLshl | LshlOr
        | AndOr | Or3 | Xor3 | Xad | Perm | SadU8 | SadHiU8 | SadU16 | SadU32 | MsadU8 | LerpU8 => {
            let cl = ins.clamp;
            if fast3(w, ins, mask, cx, |x, y, z| tern32(v, x, y, z, cl)) {
                return Ok(());
            }
            let (a, b, c) = (s32!(0), s32!(1), s32!(2));
            let r = map3(&a, &b, &c, |x, y, z| tern32(v, x, y, z, ins.clamp));
            out32!(r)
        }
        MadU64U32 | MadI64I32 => {
            if let Some(r) = fast64op(w, ins, v, mask, cx) {
                return r;
            }
            let (a, b) = (s32!(0), s32!(1));
            let c = src64(w, ins, 2, cx)?;
            let mut r = [0u64; L];
            let mut co = 0u64;
            for l in 0..L {
                let (val, carry) = if v == MadU64U32 {
                    let t = a[l] as u128 * b[l] as u128 + c[l] as u128;
                    (t as u64, t >> 64 != 0)
                } else {
                    let t = a[l] as i32 as i128 * b[l] as i32 as i128 + c[l] as i64 as i128;
                    (t as u64, t < i64::MIN as i128 || t > i64::MAX as i128)
                };
                r[l] = val;
                if carry && mask >> l & 1 == 1 {
                    co |= 1 << l;
                }
            }
            wr64(w, ins, &r, mask)?;
            wr_mask(w, ins.dst2, co)
        }
        LshlRev64 | LshrRev64 | AshrRev64 => {
            if let Some(r) = fast64op(w, ins, v, mask, cx) {
                return r;
            }
            let a = s32!(0);
            let b = src64(w, ins, 1, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let s = a[l] & 63;
                r[l] = match v {
                    LshlRev64 => b[l] << s,
                    LshrRev64 => b[l] >> s,
                    _ => ((b[l] as i64) >> s) as u64,
                };
            }
            wr64(w, ins, &r, mask)
        }
        Permlane16 | Permlanex16 => {
            let a = s32!(0);
            let s1 = w.sval(ins.src[1], cx.lds_size)? as u64;
            let s2 = w.sval(ins.src[2], cx.lds_size)? as u64;
            let sel = s1 | s2 << 32;
            let fi = ins.op_sel & 1 == 1;
            let bc = ins.op_sel & 2 == 2;
            let exec = w.exec();
            let Opnd::V(d) = ins.dst else {
                return Err(Fault::new("v_permlane to a non-VGPR"));
            };
            let bd = w.vbase(d)?;
            for lane in 0..lanes(w) {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let row = lane / 16;
                let src_row = if v == Permlanex16 { row ^ 1 } else { row };
                let s = src_row * 16 + ((sel >> (4 * (lane % 16))) & 15) as usize;
                if fi || exec >> s & 1 == 1 {
                    w.v[bd + lane] = a[s];
                } else if bc {
                    w.v[bd + lane] = 0;
                }
            }
            Ok(())
        }
        PkMovB32 => {
            let a = src64(w, ins, 0, cx)?;
            let b = src64(w, ins, 1, cx)?;
            let mut r = [0u64; L];
            for l in 0..L {
                let lo = if ins.op_sel & 1 == 1 {
                    a[l] >> 32
                } else {
                    a[l] & 0xffff_ffff
                };
                let hi = if ins.op_sel & 2 == 2 {
                    b[l] >> 32
                } else {
                    b[l] & 0xffff_ffff
                };
                r[l] = lo | hi << 32;
            }
            wr64(w, ins, &r, mask)
        }
        PkFmaF32 | PkMulF32 | PkAddF32 => {
            let n = if v == PkFmaF32 { 3 } else { 2 };
            let mut s = [[0u64; L]; 3];
            for (i, si) in s.iter_mut().enumerate().take(n) {
                *si = src64(w, ins, i, cx)?;
            }
            let mut r = [0u64; L];
            for l in 0..L {
                let mut half = [0u32; 2];
                for (h, out) in half.iter_mut().enumerate() {
                    let mut x = [0u32; 3];
                    for i in 0..n {
                        let hi = if h == 0 {
                            ins.op_sel >> i & 1
                        } else {
                            ins.op_sel_hi >> i & 1
                        };
                        let mut e = if hi == 1 {
                            (s[i][l] >> 32) as u32
                        } else {
                            s[i][l] as u32
                        };
                        let ng = if h == 0 {
                            ins.neg >> i & 1
                        } else {
                            ins.neg_hi >> i & 1
                        };
                        if ng == 1 {
                            e ^= 1 << 31;
                        }
                        x[i] = e;
                    }
                    *out = match v {
                        PkFmaF32 => f32_fma(x[0], x[1], x[2], m),
                        PkMulF32 => f32_bin(FB::Mul, x[0], x[1], m),
                        _ => f32_bin(FB::Add, x[0], x[1], m),
                    };
                    if ins.clamp {
                        *out = float::out_mods(F32, *out as u64, 0, true, m) as u32;
                    }
                }
                r[l] = half[0] as u64 | (half[1] as u64) << 32;
            }
            wr64(w, ins, &r, mask)
        }
        PkMadI16 | PkMulLoU16 | PkAddI16 | PkSubI16 | PkLshlRev16 | PkLshrRev16 | PkAshrRev16
        | PkMaxI16 | PkMinI16 | PkMadU16 | PkAddU16 | PkSubU16 | PkMaxU16 | PkMinU16 | PkFmaF16
        | PkAddF16 | PkMulF16 | PkMinF16 | PkMaxF16 => {
            let n = if matches!(v, PkMadI16 | PkMadU16 | PkFmaF16) {
                3
            } else {
                2
            };
            let mut s = [[0u32; L]; 3];
            for (i, si) in s.iter_mut().enumerate().take(n) {
                *si = s32!(i);
            }
            let float = matches!(v, PkFmaF16 | PkAddF16 | PkMulF16 | PkMinF16 | PkMaxF16);
            let mut r = [0u32; L];
            for l in 0..L {
                let mut res = [0u32; 2];
                for (h, out) in res.iter_mut().enumerate() {
                    let mut x = [0u32; 3];
                    for i in 0..n {
                        let hi = if h == 0 {
                            ins.op_sel >> i & 1
                        } else {
                            ins.op_sel_hi >> i & 1
                        };
                        let mut e = if hi == 1 {
                            s[i][l] >> 16
                        } else {
                            s[i][l] & 0xffff
                        };
                        let ng = if h == 0 {
                            ins.neg >> i & 1
                        } else {
                            ins.neg_hi >> i & 1
                        };
                        if float && ng == 1 {
                            e ^= 0x8000;
                        }
                        x[i] = e;
                    }
                    *out = pk16(v, x, ins.clamp, m);
                }
                r[l] = res[0] | res[1] << 16;
            }
            out32!(r)
        }
        MadMix { fused, half } => {
            let mut s = [[0u32; L]; 3];
            for (i, si) in s.iter_mut().enumerate() {
                *si = s32!(i);
            }
            let mut r = [0u32; L];
            let Opnd::V(d) = ins.dst else {
                return Err(Fault::new("v_mad_mix to a non-VGPR"));
            };
            let bd = w.vbase(d)?;
            for l in 0..L {
                let mut x = [0f64; 3];
                for (i, xi) in x.iter_mut().enumerate() {
                    let f16 = ins.op_sel_hi >> i & 1 == 1;
                    let mut val = if f16 {
                        let h = if ins.op_sel >> i & 1 == 1 {
                            s[i][l] >> 16
                        } else {
                            s[i][l] & 0xffff
                        };
                        F16.to_f64(float::flush_in(h as u64, F16, m.denorm16_64))
                    } else {
                        F32.to_f64(float::flush_in(s[i][l] as u64, F32, m.denorm32))
                    };
                    // for the mix instructions neg_hi is the absolute value
                    if ins.neg_hi >> i & 1 == 1 {
                        val = val.abs();
                    }
                    if ins.neg >> i & 1 == 1 {
                        val = -val;
                    }
                    *xi = val;
                }
                let _ = fused;
                let p = x[0] * x[1]; // exact in f64
                let sum = p + x[2];
                let err = if sum.is_finite() {
                    let bb = sum - p;
                    let e = (p - (sum - bb)) + (x[2] - bb);
                    if e > 0.0 {
                        1
                    } else if e < 0.0 {
                        -1
                    } else {
                        0
                    }
                } else {
                    0
                };
                let fmt = if half == 0 { F32 } else { F16 };
                let mut res = float::from_f64(fmt, sum, err, m);
                if ins.clamp {
                    res = float::out_mods(fmt, res, 0, true, m);
                }
                r[l] = match half {
                    0 => res as u32,
                    1 => (w.v[bd + l] & 0xffff_0000) | res as u32,
                    _ => (w.v[bd + l] & 0xffff) | (res as u32) << 16,
                };
            }
            out32!(r)
        }
        Dot2F32F16 | Dot2cF32F16 => {
            let (a, b) = (s32!(0), s32!(1));
            let c = if v == Dot2cF32F16 {
                let Opnd::V(d) = ins.dst else {
                    return Err(Fault::new("no destination"));
                };
                let bd = w.vbase(d)?;
                let mut c = [0u32; L];
                c.copy_from_slice(&w.v[bd..bd + L]);
                c
            } else {
                s32!(2)
            };
            let mut r = [0u32; L];
            for l in 0..L {
                let h = |x: u32, k: u32| F16.to_f64(((x >> (16 * k)) & 0xffff) as u64);
                let mut acc = F32.to_f64(c[l] as u64);
                for k in 0..2 {
                    acc += h(a[l], k) * h(b[l], k);
                }
                r[l] = float::from_f64(F32, acc, 0, m) as u32;
            }
            out32!(r)
        }
        Dot2I32I16 | Dot2U32U16 | Dot4I32I8 | Dot4U32U8 | Dot8I32I4 | Dot8U32U4 | Dot4cI32I8 => {
            let (a, b) = (s32!(0), s32!(1));
            let c = if v == Dot4cI32I8 {
                let Opnd::V(d) = ins.dst else {
                    return Err(Fault::new("no destination"));
                };
                let bd = w.vbase(d)?;
                let mut c = [0u32; L];
                c.copy_from_slice(&w.v[bd..bd + L]);
                c
            } else {
                s32!(2)
            };
            let (bits, signed) = match v {
                Dot2I32I16 => (16, true),
                Dot2U32U16 => (16, false),
                Dot4I32I8 | Dot4cI32I8 => (8, true),
                Dot4U32U8 => (8, false),
                Dot8I32I4 => (4, true),
                _ => (4, false),
            };
            let r = map3(&a, &b, &c, |x, y, z| {
                let mut acc: i64 = if signed { z as i32 as i64 } else { z as i64 };
                for k in 0..32 / bits {
                    let f = |v: u32| {
                        let e = (v >> (k * bits)) & ((1u32 << bits) - 1);
                        if signed {
                            ((e << (32 - bits)) as i32 >> (32 - bits)) as i64
                        } else {
                            e as i64
                        }
                    };
                    acc += f(x) * f(y);
                }
                if ins.clamp {
                    if signed {
                        sat_i32(acc)
                    } else {
                        sat_u32(acc)
                    }
                } else {
                    acc as u32
                }
            });
            out32!(r)
        }
        PackB32F16 => {
            let mut a = src16(w, ins, 0, cx)?;
            let mut b = src16(w, ins, 1, cx)?;
            fmods32(&mut a, ins, 0, 15);
            fmods32(&mut b, ins, 1, 15);
            out32!(map2(&a, &b, |x, y| (x & 0xffff) | (y & 0xffff) << 16))
        }
        CubeId | CubeSc | CubeTc | CubeMa => {
            let _ = gen;
            Err(Fault::new("the cube-map instructions are not modelled"))
        }
    }
}

/// The destination of `v_mac`/`v_fmac` as the accumulator.
fn dst_acc(w: &Wave, ins: &Ins, f: Fmt) -> FResult<R64> {
    let Opnd::V(d) = ins.dst else {
        return Err(Fault::new("no destination"));
    };
    let d = vidx(w, d, 3);
    let b = w.vbase(d)?;
    let mut r = [0u64; L];
    match f.man {
        52 => {
            let b1 = w.vbase(d + 1)?;
            for l in 0..L {
                r[l] = w.v[b + l] as u64 | (w.v[b1 + l] as u64) << 32;
            }
        }
        23 => {
            for l in 0..L {
                r[l] = w.v[b + l] as u64;
            }
        }
        _ => {
            for l in 0..L {
                r[l] = (w.v[b + l] & 0xffff) as u64;
            }
        }
    }
    Ok(r)
}

/// v_mac_f16/v_fmac_f16: GFX9 keeps the destination's high half.
fn fwrite_mac16(w: &mut Wave, ins: &Ins, r: R64, mask: u64, cx: &GroupCtx) -> FResult<()> {
    let mut x = [0u32; L];
    for l in 0..L {
        x[l] = float::out_mods(F16, r[l], ins.omod, ins.clamp, w.fp) as u32;
    }
    wr16(w, ins, &x, mask, false, cx)
}

fn to32(a: &R64) -> R32 {
    let mut r = [0u32; L];
    for l in 0..L {
        r[l] = a[l] as u32;
    }
    r
}

/// A NaN converted between formats: quiet, payload's top bits kept.
fn quiet_nan_to(from: Fmt, b: u64, to: Fmt) -> u64 {
    let sign = if b & from.sign_bit() != 0 {
        to.sign_bit()
    } else {
        0
    };
    let payload = b & from.man_mask();
    let p = if to.man >= from.man {
        payload << (to.man - from.man)
    } else {
        payload >> (from.man - to.man)
    };
    sign | to.exp_mask() | p | 1u64 << (to.man - 1)
}

/// The lane a `v_readlane`/`v_writelane` selects (the low bits of a scalar
/// or constant: the lane-select operand must be scalar).
fn lane_select(w: &Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> FResult<usize> {
    match ins.src[i] {
        Opnd::V(_) | Opnd::A(_) => Err(Fault::new(
            "the lane select of v_readlane/v_writelane must be an SGPR, M0 or a constant, not a VGPR (a non-uniform value where the instruction needs a scalar)",
        )),
        o => Ok((w.sval(o, cx.lds_size)? as usize) & (lanes(w) - 1)),
    }
}

/// 32-bit three-source integer operations.
fn tern32(v: V, x: u32, y: u32, z: u32, clamp: bool) -> u32 {
    use V::*;
    let abs_diff = |a: u32, b: u32| a.abs_diff(b);
    match v {
        BfeU32 => {
            let off = y & 31;
            let wd = z & 31;
            if wd == 0 {
                0
            } else if off + wd < 32 {
                (x << (32 - off - wd)) >> (32 - wd)
            } else {
                x >> off
            }
        }
        BfeI32 => {
            let off = y & 31;
            let wd = z & 31;
            if wd == 0 {
                0
            } else if off + wd < 32 {
                (((x << (32 - off - wd)) as i32) >> (32 - wd)) as u32
            } else {
                ((x as i32) >> off) as u32
            }
        }
        Bfi => (x & y) | (!x & z),
        Alignbit => ((((x as u64) << 32) | y as u64) >> (z & 31)) as u32,
        Alignbyte => ((((x as u64) << 32) | y as u64) >> (8 * (z & 3))) as u32,
        MadI32I24 => {
            let t = i24(x) * i24(y) + z as i32 as i64;
            if clamp {
                sat_i32(t)
            } else {
                t as u32
            }
        }
        MadU32U24 => {
            let t = u24(x) as i64 * u24(y) as i64 + z as i64;
            if clamp {
                sat_u32(t)
            } else {
                t as u32
            }
        }
        Min3I32 => (x as i32).min(y as i32).min(z as i32) as u32,
        Min3U32 => x.min(y).min(z),
        Max3I32 => (x as i32).max(y as i32).max(z as i32) as u32,
        Max3U32 => x.max(y).max(z),
        Med3I32 => {
            let (a, b, c) = (x as i32, y as i32, z as i32);
            a.max(b).min(a.min(b).max(c)) as u32
        }
        Med3U32 => x.max(y).min(x.min(y).max(z)),
        Add3 => x.wrapping_add(y).wrapping_add(z),
        LshlAdd => (x << (y & 31)).wrapping_add(z),
        AddLshl => x.wrapping_add(y) << (z & 31),
        LshlOr => (x << (y & 31)) | z,
        AndOr => (x & y) | z,
        Or3 => x | y | z,
        Xor3 => x ^ y ^ z,
        Xad => (x ^ y).wrapping_add(z),
        Perm => {
            let data = ((x as u64) << 32) | y as u64;
            let mut r = 0u32;
            for k in 0..4 {
                let sel = (z >> (8 * k)) & 0xff;
                let byte = |i: u64| (data >> (8 * i)) & 0xff;
                let b = match sel {
                    13.. => 0xff,
                    12 => 0,
                    8..=11 => {
                        let src = [1u64, 3, 5, 7][(sel - 8) as usize];
                        if byte(src) >> 7 & 1 == 1 {
                            0xff
                        } else {
                            0
                        }
                    }
                    _ => byte(sel as u64),
                };
                r |= (b as u32) << (8 * k);
            }
            r
        }
        SadU8 | SadHiU8 | MsadU8 => {
            let mut s = 0u32;
            for k in 0..4 {
                let a = (x >> (8 * k)) & 0xff;
                let b = (y >> (8 * k)) & 0xff;
                if v == MsadU8 && b == 0 {
                    continue;
                }
                s += abs_diff(a, b);
            }
            if v == SadHiU8 {
                (s << 16).wrapping_add(z)
            } else {
                s.wrapping_add(z)
            }
        }
        SadU16 => abs_diff(x & 0xffff, y & 0xffff)
            .wrapping_add(abs_diff(x >> 16, y >> 16))
            .wrapping_add(z),
        SadU32 => abs_diff(x, y).wrapping_add(z),
        LerpU8 => {
            let mut r = 0u32;
            for k in 0..4 {
                let a = (x >> (8 * k)) & 0xff;
                let b = (y >> (8 * k)) & 0xff;
                let c = (z >> (8 * k)) & 1;
                r |= (((a + b + c) >> 1) & 0xff) << (8 * k);
            }
            r
        }
        _ => 0,
    }
}

/// One half of a packed 16-bit operation.
fn pk16(v: V, x: [u32; 3], clamp: bool, m: FpMode) -> u32 {
    use V::*;
    let s = |a: u32| a as u16 as i16 as i64;
    let (a, b, c) = (x[0], x[1], x[2]);
    match v {
        PkMadI16 => {
            let t = s(a) * s(b) + s(c);
            if clamp {
                sat_i16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkMulLoU16 => a.wrapping_mul(b) & 0xffff,
        PkAddI16 => {
            let t = s(a) + s(b);
            if clamp {
                sat_i16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkSubI16 => {
            let t = s(a) - s(b);
            if clamp {
                sat_i16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkLshlRev16 => (b << (a & 15)) & 0xffff,
        PkLshrRev16 => b >> (a & 15),
        PkAshrRev16 => ((b as u16 as i16) >> (a & 15)) as u16 as u32,
        PkMaxI16 => (s(a).max(s(b)) as u32) & 0xffff,
        PkMinI16 => (s(a).min(s(b)) as u32) & 0xffff,
        PkMadU16 => {
            let t = a as i64 * b as i64 + c as i64;
            if clamp {
                sat_u16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkAddU16 => {
            let t = a as i64 + b as i64;
            if clamp {
                sat_u16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkSubU16 => {
            let t = a as i64 - b as i64;
            if clamp {
                sat_u16(t)
            } else {
                t as u32 & 0xffff
            }
        }
        PkMaxU16 => a.max(b),
        PkMinU16 => a.min(b),
        _ => {
            let r = match v {
                PkFmaF16 => float::fma(F16, a as u64, b as u64, c as u64, m),
                PkAddF16 => float::add(F16, a as u64, b as u64, m),
                PkMulF16 => float::mul(F16, a as u64, b as u64, m),
                PkMinF16 => float::minmax(F16, false, a as u64, b as u64, m),
                _ => float::minmax(F16, true, a as u64, b as u64, m),
            };
            float::out_mods(F16, r, 0, clamp, m) as u32
        }
    }
}

/// `v_cndmask_b32` on the plain path.
fn fast_cnd(w: &mut Wave, ins: &Ins, mask: u64, c: u64, cx: &GroupCtx) -> bool {
    if !plain_ok(w, ins) {
        return false;
    }
    let Opnd::V(d) = ins.dst else { return false };
    if (d as u32) >= w.nvgpr {
        return false;
    }
    let mut r = [0u32; L];
    {
        let (Some(a), Some(b)) = (plain32(w, ins, 0, cx), plain32(w, ins, 1, cx)) else {
            return false;
        };
        let (mut t0, mut t1) = ([0u32; L], [0u32; L]);
        let (a, b) = (row(a, &mut t0), row(b, &mut t1));
        for l in 0..L {
            let m = ((c >> l) & 1).wrapping_neg() as u32;
            r[l] = (b[l] & m) | (a[l] & !m);
        }
    }
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], &r, mask);
    true
}

/// Add/subtract with carry on the plain path: `None` to take the general
/// one.
fn fast_addco(
    w: &mut Wave,
    ins: &Ins,
    mask: u64,
    sub: bool,
    rev: bool,
    carry_in: bool,
    cx: &GroupCtx,
) -> Option<FResult<()>> {
    if !plain_ok(w, ins) {
        return None;
    }
    let Opnd::V(d) = ins.dst else { return None };
    if (d as u32) >= w.nvgpr {
        return None;
    }
    let cin = if carry_in {
        match mask_src(w, ins.src[2]) {
            Ok(c) => c,
            Err(e) => return Some(Err(e)),
        }
    } else {
        0
    };
    let mut r = [0u32; L];
    let mut co = 0u64;
    {
        let (a, b) = (plain32(w, ins, 0, cx)?, plain32(w, ins, 1, cx)?);
        let (a, b) = if rev { (b, a) } else { (a, b) };
        if mask.count_ones() <= SPARSE {
            each_lane(mask, |l| {
                let (x, y, c) = (a.at(l) as u64, b.at(l) as u64, (cin >> l) & 1);
                let t = if sub {
                    x.wrapping_sub(y).wrapping_sub(c)
                } else {
                    x + y + c
                };
                r[l] = t as u32;
                co |= ((t >> 32) & 1) << l;
            });
            let b = d as usize * L;
            each_lane(mask, |l| w.v[b + l] = r[l]);
            return Some(wr_mask(w, ins.dst2, co & mask));
        }
        let (mut t0, mut t1) = ([0u32; L], [0u32; L]);
        let (a, b) = (row(a, &mut t0), row(b, &mut t1));
        if sub {
            for l in 0..L {
                let t = (a[l] as u64)
                    .wrapping_sub(b[l] as u64)
                    .wrapping_sub((cin >> l) & 1);
                r[l] = t as u32;
                co |= ((t >> 32) & 1) << l;
            }
        } else {
            for l in 0..L {
                let t = a[l] as u64 + b[l] as u64 + ((cin >> l) & 1);
                r[l] = t as u32;
                co |= ((t >> 32) & 1) << l;
            }
        }
    }
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], &r, mask);
    Some(wr_mask(w, ins.dst2, co & mask))
}

/// A 64-bit source on the plain path: its low and high rows (or splats).
fn plain64<'a>(w: &'a Wave, ins: &Ins, i: usize, cx: &GroupCtx) -> Option<(S32<'a>, S32<'a>)> {
    Some(match ins.src[i] {
        Opnd::V(v) => {
            if (v as u32) + 1 >= w.nvgpr {
                return None;
            }
            let b = v as usize * L;
            (S32::Row(&w.v[b..b + L]), S32::Row(&w.v[b + L..b + 2 * L]))
        }
        Opnd::S(s) => {
            let x = w.sread64(s).ok()?;
            (S32::Splat(x as u32), S32::Splat((x >> 32) as u32))
        }
        Opnd::K(k) => (S32::Splat(k as u32), S32::Splat((k >> 32) as u32)),
        Opnd::Special(sp) => {
            let x = w.special64(sp, cx.lds_size);
            (S32::Splat(x as u32), S32::Splat((x >> 32) as u32))
        }
        _ => return None,
    })
}

/// Writes a 64-bit result (two rows) under a mask.
fn blend64(w: &mut Wave, d: u16, lo: &R32, hi: &R32, mask: u64) {
    let b = d as usize * L;
    blend(&mut w.v[b..b + L], lo, mask);
    blend(&mut w.v[b + L..b + 2 * L], hi, mask);
}

/// 64-bit integer operations on the plain path: shifts, multiply-adds.
fn fast64op(w: &mut Wave, ins: &Ins, v: V, mask: u64, cx: &GroupCtx) -> Option<FResult<()>> {
    if !plain_ok(w, ins) || ins.clamp {
        return None;
    }
    let Opnd::V(d) = ins.dst else { return None };
    if (d as u32) + 1 >= w.nvgpr {
        return None;
    }
    let mut lo = [0u32; L];
    let mut hi = [0u32; L];
    let mut co = 0u64;
    let mad = matches!(v, V::MadU64U32 | V::MadI64I32);
    if mask.count_ones() <= SPARSE {
        {
            let a = plain32(w, ins, 0, cx)?;
            if mad {
                let b = plain32(w, ins, 1, cx)?;
                let (cl, ch) = plain64(w, ins, 2, cx)?;
                each_lane(mask, |l| {
                    let c = cl.at(l) as u64 | (ch.at(l) as u64) << 32;
                    let (r, carry) = if v == V::MadU64U32 {
                        (a.at(l) as u64 * b.at(l) as u64).overflowing_add(c)
                    } else {
                        let p = a.at(l) as i32 as i64 * b.at(l) as i32 as i64;
                        let (r, c) = p.overflowing_add(c as i64);
                        (r as u64, c)
                    };
                    lo[l] = r as u32;
                    hi[l] = (r >> 32) as u32;
                    co |= (carry as u64) << l;
                });
            } else {
                let (bl, bh) = plain64(w, ins, 1, cx)?;
                each_lane(mask, |l| {
                    let x = bl.at(l) as u64 | (bh.at(l) as u64) << 32;
                    let s = a.at(l) & 63;
                    let r = match v {
                        V::LshlRev64 => x << s,
                        V::LshrRev64 => x >> s,
                        _ => ((x as i64) >> s) as u64,
                    };
                    lo[l] = r as u32;
                    hi[l] = (r >> 32) as u32;
                });
            }
        }
        let b = d as usize * L;
        each_lane(mask, |l| {
            w.v[b + l] = lo[l];
            w.v[b + L + l] = hi[l];
        });
        if mad {
            return Some(wr_mask(w, ins.dst2, co & mask));
        }
        return Some(Ok(()));
    }
    {
        let (mut t0, mut t1, mut t2, mut t3) = ([0u32; L], [0u32; L], [0u32; L], [0u32; L]);
        if mad {
            let a = row(plain32(w, ins, 0, cx)?, &mut t0);
            let b = row(plain32(w, ins, 1, cx)?, &mut t1);
            let (cl, ch) = plain64(w, ins, 2, cx)?;
            let (cl, ch) = (row(cl, &mut t2), row(ch, &mut t3));
            if v == V::MadU64U32 {
                for l in 0..L {
                    let c = cl[l] as u64 | (ch[l] as u64) << 32;
                    let (r, carry) = (a[l] as u64 * b[l] as u64).overflowing_add(c);
                    lo[l] = r as u32;
                    hi[l] = (r >> 32) as u32;
                    co |= (carry as u64) << l;
                }
            } else {
                for l in 0..L {
                    let c = cl[l] as u64 | (ch[l] as u64) << 32;
                    let p = a[l] as i32 as i64 * b[l] as i32 as i64;
                    let (r, carry) = p.overflowing_add(c as i64);
                    lo[l] = r as u32;
                    hi[l] = (r as u64 >> 32) as u32;
                    co |= (carry as u64) << l;
                }
            }
        } else {
            let a = row(plain32(w, ins, 0, cx)?, &mut t0);
            let (bl, bh) = plain64(w, ins, 1, cx)?;
            let (bl, bh) = (row(bl, &mut t1), row(bh, &mut t2));
            macro_rules! shift {
                ($f:expr) => {
                    for l in 0..L {
                        let x = bl[l] as u64 | (bh[l] as u64) << 32;
                        let r: u64 = $f(x, a[l] & 63);
                        lo[l] = r as u32;
                        hi[l] = (r >> 32) as u32;
                    }
                };
            }
            match v {
                V::LshlRev64 => shift!(|x: u64, s| x << s),
                V::LshrRev64 => shift!(|x: u64, s| x >> s),
                _ => shift!(|x: u64, s| ((x as i64) >> s) as u64),
            }
        }
    }
    blend64(w, d, &lo, &hi, mask);
    if mad {
        return Some(wr_mask(w, ins.dst2, co & mask));
    }
    Some(Ok(()))
}

/// 64-bit integer compares on the plain path.
fn fast_cmp64(w: &Wave, ins: &Ins, cmp: Cmp, ty: IntTy, mask: u64, cx: &GroupCtx) -> Option<u64> {
    if !matches!(ins.enc, Enc::Vopc | Enc::Vop3) || w.gpr_idx != 0 {
        return None;
    }
    let (al, ah) = plain64(w, ins, 0, cx)?;
    let (bl, bh) = plain64(w, ins, 1, cx)?;
    let sx = if ty == IntTy::I64 { 1u64 << 63 } else { 0 };
    if mask.count_ones() <= SPARSE {
        let mut r = 0u64;
        each_lane(mask, |l| {
            let x = (al.at(l) as u64 | (ah.at(l) as u64) << 32) ^ sx;
            let y = (bl.at(l) as u64 | (bh.at(l) as u64) << 32) ^ sx;
            r |= (crate::exec::int_cmp(cmp, IntTy::U64, x, y) as u64) << l;
        });
        return Some(r);
    }
    let (mut t0, mut t1, mut t2, mut t3) = ([0u32; L], [0u32; L], [0u32; L], [0u32; L]);
    let (al, ah, bl, bh) = (
        row(al, &mut t0),
        row(ah, &mut t1),
        row(bl, &mut t2),
        row(bh, &mut t3),
    );
    let mut r = 0u64;
    // one loop per comparison (a function pointer per lane costs a call)
    macro_rules! lanes {
        ($f:expr) => {
            for l in 0..L {
                let x = (al[l] as u64 | (ah[l] as u64) << 32) ^ sx;
                let y = (bl[l] as u64 | (bh[l] as u64) << 32) ^ sx;
                r |= ($f(x, y) as u64) << l;
            }
        };
    }
    match cmp {
        Cmp::F => {}
        Cmp::Lt => lanes!(|x: u64, y: u64| x < y),
        Cmp::Eq => lanes!(|x: u64, y: u64| x == y),
        Cmp::Le => lanes!(|x: u64, y: u64| x <= y),
        Cmp::Gt => lanes!(|x: u64, y: u64| x > y),
        Cmp::Ne => lanes!(|x: u64, y: u64| x != y),
        Cmp::Ge => lanes!(|x: u64, y: u64| x >= y),
        Cmp::T => r = u64::MAX,
    }
    Some(r)
}

/// 32-bit integer compares on the plain path (no copies of the sources).
fn fast_cmp32(w: &Wave, ins: &Ins, cmp: Cmp, ty: IntTy, mask: u64, cx: &GroupCtx) -> Option<u64> {
    if !matches!(ins.enc, Enc::Vopc | Enc::Vop3) || w.gpr_idx != 0 {
        return None;
    }
    let a = plain32(w, ins, 0, cx)?;
    let b = plain32(w, ins, 1, cx)?;
    let sx = if ty == IntTy::I32 { 0x8000_0000u32 } else { 0 };
    if mask.count_ones() <= SPARSE {
        let mut r = 0u64;
        each_lane(mask, |l| {
            let (x, y) = ((a.at(l) ^ sx) as u64, (b.at(l) ^ sx) as u64);
            r |= (crate::exec::int_cmp(cmp, IntTy::U32, x, y) as u64) << l;
        });
        return Some(r);
    }
    let (mut t0, mut t1) = ([0u32; L], [0u32; L]);
    let (a, b) = (row(a, &mut t0), row(b, &mut t1));
    let mut r = 0u64;
    macro_rules! lanes {
        ($f:expr) => {
            for l in 0..L {
                r |= ($f(a[l] ^ sx, b[l] ^ sx) as u64) << l;
            }
        };
    }
    match cmp {
        Cmp::F => {}
        Cmp::Lt => lanes!(|x: u32, y: u32| x < y),
        Cmp::Eq => lanes!(|x: u32, y: u32| x == y),
        Cmp::Le => lanes!(|x: u32, y: u32| x <= y),
        Cmp::Gt => lanes!(|x: u32, y: u32| x > y),
        Cmp::Ne => lanes!(|x: u32, y: u32| x != y),
        Cmp::Ge => lanes!(|x: u32, y: u32| x >= y),
        Cmp::T => r = u64::MAX,
    }
    Some(r)
}
