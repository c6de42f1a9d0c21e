//! Fast forms of the most common instructions: integer ALU operations,
//! moves and compares whose operands are direct regions (or scalar
//! immediates) with no modifier and no saturation. They are decided at
//! decode time and do exactly what the general path does, with the operand
//! shapes resolved once so that the per-instruction work is a few tight
//! loops over the lanes.

use visa::{DataType, Modifier};

use crate::operand::{Dst, Lanes, Shape, Src};
use crate::program::{AluInst, AluOp, Class, CmpInst, MovInst};

/// How a source lane is loaded and extended to 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ld {
    B,
    UB,
    W,
    UW,
    D,
    UD,
    Q,
}

impl Ld {
    fn of(ty: DataType) -> Option<Ld> {
        Some(match ty {
            DataType::B => Ld::B,
            DataType::UB => Ld::UB,
            DataType::W => Ld::W,
            DataType::UW => Ld::UW,
            DataType::D => Ld::D,
            DataType::UD => Ld::UD,
            DataType::Q | DataType::UQ => Ld::Q,
            _ => return None,
        })
    }
}

/// A source: `stride == 0` reads one element for every lane.
#[derive(Clone, Copy, Debug)]
pub(crate) enum FSrc {
    Lanes { base: u32, stride: u32, ld: Ld },
    Const(u64),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct FDst {
    pub base: u32,
    pub stride: u32,
    pub size: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FOp {
    Add,
    Mul,
    Mad,
    Add3,
    And,
    Or,
    Xor,
    Not,
    Shl(u32),
    Shr(u32, u64),
    Asr(u32),
    Sel,
    Min,
    Max,
    Mulh(Signs),
    Mov,
}

/// Signedness of the two sources of `mulh` (at most 32-bit each): the
/// product fits `u64` when both are unsigned and `i64` when both are signed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Signs {
    Unsigned,
    Signed,
    Mixed,
}

#[derive(Clone, Debug)]
pub(crate) struct FastAlu {
    pub op: FOp,
    pub dst: FDst,
    pub srcs: [FSrc; 3],
    /// `%cr0` bits that must be set for the fast form to be exact (moves of
    /// floats copy denormals only when they are kept).
    pub need_cr0: u32,
    /// Every operand has the destination's width (4 or 8 bytes) and each
    /// is contiguous or scalar: the lanes can be computed in place.
    pub direct: Option<Direct>,
}

/// An operand of the in-place form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DOp {
    /// Lanes at this byte offset and byte stride.
    Lanes(u32, u32),
    /// One register element for all lanes.
    Scalar(u32),
    /// An immediate (already in the operand width).
    Const(u64),
}

/// A monomorphised lane loop of the in-place form (registers, form,
/// channel enables, predicate mask for `sel`).
pub(crate) type DirectFn = fn(&mut [u8], &Direct, u32, u32);

/// The in-place form: every operand of the destination's width (4 or 8).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Direct {
    /// The lane loop for this operation, width and signedness, chosen at
    /// decode time.
    pub run: DirectFn,
    /// Shift-count mask (31 or 63).
    pub smask: u32,
    pub dst: u32,
    pub dstride: u32,
    pub a: DOp,
    pub b: DOp,
    /// End of the bytes any lane may touch.
    pub end: u32,
}

fn direct_of(
    op: FOp,
    dst: &FDst,
    srcs: &[FSrc],
    ntys: &[DataType],
    exec: u32,
    file: u32,
) -> Option<Direct> {
    if !matches!(
        op,
        FOp::Add
            | FOp::Mul
            | FOp::And
            | FOp::Or
            | FOp::Xor
            | FOp::Not
            | FOp::Shl(_)
            | FOp::Shr(..)
            | FOp::Asr(_)
            | FOp::Sel
            | FOp::Min
            | FOp::Max
            | FOp::Mov
    ) {
        return None;
    }
    let w = dst.size;
    if !(w == 4 || w == 8) || dst.stride < w {
        return None;
    }
    let signed = ntys.iter().all(|t| t.is_signed_int());
    if matches!(op, FOp::Asr(_)) && !ntys.first().is_some_and(|t| t.is_signed_int()) {
        // An unsigned source shifts in zeros (it is zero-extended first).
        return None;
    }
    if matches!(op, FOp::Min | FOp::Max) && !signed && !ntys.iter().all(|t| !t.is_signed_int()) {
        return None;
    }
    let mut ops = [DOp::Const(0); 2];
    let (d0, d1) = (dst.base, dst.base + (exec - 1) * dst.stride + w);
    let mut end = d1;
    for (k, s) in srcs.iter().enumerate().take(2) {
        ops[k] = match *s {
            // A constant wider than the lanes only works where the low bits
            // of the result depend on the low bits of the operands alone.
            FSrc::Const(_)
                if ntys.get(k).map(|t| t.size()) != Some(w)
                    && !matches!(
                        op,
                        FOp::Add
                            | FOp::Mul
                            | FOp::And
                            | FOp::Or
                            | FOp::Xor
                            | FOp::Not
                            | FOp::Mov
                            | FOp::Sel
                    ) =>
            {
                return None
            }
            FSrc::Const(v) => DOp::Const(v),
            FSrc::Lanes { base, stride, .. } => {
                if ntys.get(k).map(|t| t.size()) != Some(w) {
                    return None;
                }
                // In place, lane by lane: a source may be the destination
                // itself or lie apart from it, never shifted over it.
                let s1 = base
                    + if stride == 0 {
                        w
                    } else {
                        (exec - 1) * stride + w
                    };
                let apart = s1 <= d0 || d1 <= base || exec == 1;
                end = end.max(s1);
                if stride == 0 && apart {
                    DOp::Scalar(base)
                } else if stride >= w && (apart || (base == d0 && stride == dst.stride)) {
                    DOp::Lanes(base, stride)
                } else {
                    return None;
                }
            }
        };
    }
    if end > file {
        return None;
    }
    let smask = match op {
        FOp::Shl(m) | FOp::Shr(m, _) | FOp::Asr(m) => m,
        _ => 0,
    };
    Some(Direct {
        run: direct_fn(op, w == 8, signed),
        smask,
        dst: dst.base,
        dstride: dst.stride,
        a: ops[0],
        b: ops[1],
        end,
    })
}

#[derive(Clone, Debug)]
pub(crate) struct FastCmp {
    /// `%cr0` bits that must be set (float compares see denormals only
    /// when they are kept).
    pub need_cr0: u32,
    pub rel: u8,
    /// `None`: integers; `Some(false)`: f32; `Some(true)`: f64.
    pub float: Option<bool>,
    /// Integers compared as unsigned 64-bit values (both operands UQ, or UQ
    /// against a non-negative constant).
    pub unsigned: bool,
    pub pred: u16,
    pub a: FSrc,
    pub b: FSrc,
}

fn fsrc(s: &Src, float: bool) -> Option<FSrc> {
    match s {
        Src::Reg(r) if r.oob.is_none() && r.md == Modifier::None => {
            let ld = if float {
                match r.ty {
                    DataType::F => Ld::UD,
                    DataType::DF => Ld::Q,
                    _ => return None,
                }
            } else {
                Ld::of(r.ty)?
            };
            let stride = match r.shape {
                Shape::Scalar => 0,
                Shape::Strided(s) => s,
                Shape::Table => return None,
            };
            Some(FSrc::Lanes {
                base: r.offs[0],
                stride,
                ld,
            })
        }
        Src::Imm { ty, vals, count: 1 } => {
            if float {
                if !matches!(ty, DataType::F | DataType::DF) {
                    return None;
                }
                return Some(FSrc::Const(vals[0]));
            }
            let ld = Ld::of(*ty)?;
            Some(FSrc::Const(ext(ld, vals[0]) as u64))
        }
        _ => None,
    }
}

fn fdst(d: &Dst) -> Option<FDst> {
    match d {
        Dst::Reg(r) if r.oob.is_none() => {
            let stride = match r.shape {
                Shape::Strided(s) => s,
                // One lane: any stride will do.
                Shape::Scalar => r.ty.size(),
                Shape::Table => return None,
            };
            Some(FDst {
                base: r.offs[0],
                stride,
                size: r.ty.size(),
            })
        }
        _ => None,
    }
}

fn int_like(ty: DataType) -> bool {
    ty.is_int()
}

/// The fast form of an ALU instruction, if it has one.
pub(crate) fn alu(a: &AluInst, exec: u32, file: u32) -> Option<FastAlu> {
    if a.class != Class::I || a.sat || !int_like(a.dst.ty()) {
        return None;
    }
    let tys: Vec<DataType> = a.srcs.iter().map(|s| s.ty()).collect();
    let any_uq = tys.contains(&DataType::UQ);
    let wide = a.dst.ty().size() == 8 || tys[0].size() == 8;
    let sm = if wide { 63 } else { 31 };
    let op = match a.op {
        AluOp::Add => FOp::Add,
        AluOp::Mul => FOp::Mul,
        AluOp::Mad => FOp::Mad,
        AluOp::Add3 => FOp::Add3,
        AluOp::And => FOp::And,
        AluOp::Or => FOp::Or,
        AluOp::Xor => FOp::Xor,
        AluOp::Not => FOp::Not,
        AluOp::Shl => FOp::Shl(sm),
        AluOp::Shr => {
            let b = tys[0].size() * 8;
            FOp::Shr(sm, if b >= 64 { u64::MAX } else { (1u64 << b) - 1 })
        }
        AluOp::Asr if tys[0] != DataType::UQ => FOp::Asr(sm),
        AluOp::Sel => FOp::Sel,
        AluOp::Min if !any_uq => FOp::Min,
        AluOp::Max if !any_uq => FOp::Max,
        AluOp::Mulh if tys[0].size() <= 4 && tys[1].size() <= 4 => {
            let signed = |k: usize| {
                // An immediate of a signed type is extended by its sign
                // already; what matters is the range of the operand.
                tys[k].is_signed_int()
            };
            FOp::Mulh(match (signed(0), signed(1)) {
                (false, false) => Signs::Unsigned,
                (true, true) => Signs::Signed,
                _ => Signs::Mixed,
            })
        }
        _ => return None,
    };
    let mut srcs = [FSrc::Const(0); 3];
    for (k, s) in a.srcs.iter().enumerate() {
        srcs[k] = fsrc(s, false)?;
    }
    let dst = fdst(&a.dst)?;
    let direct = direct_of(op, &dst, &srcs[..a.srcs.len()], &tys, exec, file);
    Some(FastAlu {
        op,
        dst,
        srcs,
        need_cr0: 0,
        direct,
    })
}

/// The fast form of a move: same-size copies and integer extensions.
pub(crate) fn mov(m: &MovInst, exec: u32, file: u32) -> Option<FastAlu> {
    if m.sat {
        return None;
    }
    let (st, dt) = (m.src.ty(), m.dst.ty());
    let float = st.is_float();
    if float && st != dt {
        return None;
    }
    if float && !matches!(st, DataType::F | DataType::DF) {
        return None;
    }
    if !(float || st.is_int() && dt.is_int()) {
        return None;
    }
    let s = fsrc(&m.src, float)?;
    let dst = fdst(&m.dst)?;
    let direct = direct_of(FOp::Mov, &dst, &[s], &[st], exec, file);
    Some(FastAlu {
        op: FOp::Mov,
        dst,
        srcs: [s, FSrc::Const(0), FSrc::Const(0)],
        direct,
        need_cr0: match st {
            DataType::F => crate::float::CR0_F_DENORM,
            DataType::DF => crate::float::CR0_DF_DENORM,
            _ => 0,
        },
    })
}

/// The fast form of a compare (floats only when denormals are kept,
/// which the caller checks at run time).
pub(crate) fn cmp(c: &CmpInst) -> Option<FastCmp> {
    let (t0, t1) = (c.src0.ty(), c.src1.ty());
    let mut unsigned = false;
    let float = match c.class {
        Class::I => {
            if t0 == DataType::UQ || t1 == DataType::UQ {
                // Unsigned 64-bit compare: every operand must be UQ or a
                // non-negative immediate (of its own type).
                let ok = |s: &Src, t: DataType| {
                    t == DataType::UQ
                        || matches!(s, Src::Imm { ty, vals, count: 1 }
                            if crate::value::int_of(*ty, vals[0]) >= 0)
                };
                if !(ok(&c.src0, t0) && ok(&c.src1, t1)) {
                    return None;
                }
                unsigned = true;
            }
            None
        }
        Class::F if c.src0.ty() == DataType::F && c.src1.ty() == DataType::F => Some(false),
        Class::D if c.src0.ty() == DataType::DF && c.src1.ty() == DataType::DF => Some(true),
        _ => return None,
    };
    let pred = match c.dst {
        Dst::Pred { idx } => idx,
        _ => return None,
    };
    Some(FastCmp {
        need_cr0: match float {
            Some(false) => crate::float::CR0_F_DENORM,
            Some(true) => crate::float::CR0_DF_DENORM,
            None => 0,
        },
        rel: c.rel,
        float,
        unsigned,
        pred,
        a: fsrc(&c.src0, float.is_some())?,
        b: fsrc(&c.src1, float.is_some())?,
    })
}

#[inline]
fn ext(ld: Ld, v: u64) -> i64 {
    match ld {
        Ld::B => v as u8 as i8 as i64,
        Ld::UB => v as u8 as i64,
        Ld::W => v as u16 as i16 as i64,
        Ld::UW => v as u16 as i64,
        Ld::D => v as u32 as i32 as i64,
        Ld::UD => v as u32 as i64,
        Ld::Q => v as i64,
    }
}

/// Loads `n` lanes of a source, extended to 64 bits.
#[inline(always)]
pub(crate) fn load(regs: &[u8], s: &FSrc, n: usize, out: &mut Lanes) {
    match *s {
        FSrc::Const(v) => out[..n].fill(v),
        FSrc::Lanes { base, stride, ld } => {
            let (base, stride) = (base as usize, stride as usize);
            macro_rules! go {
                ($t:ty, $conv:expr) => {{
                    const W: usize = std::mem::size_of::<$t>();
                    if stride == 0 {
                        let v = <$t>::from_le_bytes(regs[base..base + W].try_into().unwrap());
                        out[..n].fill($conv(v));
                    } else if stride == W {
                        let b = &regs[base..base + W * n];
                        for (o, c) in out[..n].iter_mut().zip(b.chunks_exact(W)) {
                            *o = $conv(<$t>::from_le_bytes(c.try_into().unwrap()));
                        }
                    } else {
                        let b = &regs[base..base + stride * (n - 1) + W];
                        for (k, o) in out.iter_mut().enumerate().take(n) {
                            let p = k * stride;
                            let v = <$t>::from_le_bytes(b[p..p + W].try_into().unwrap());
                            *o = $conv(v);
                        }
                    }
                }};
            }
            match ld {
                Ld::B => go!(u8, |v: u8| v as i8 as i64 as u64),
                Ld::UB => go!(u8, |v: u8| v as u64),
                Ld::W => go!(u16, |v: u16| v as i16 as i64 as u64),
                Ld::UW => go!(u16, |v: u16| v as u64),
                Ld::D => go!(u32, |v: u32| v as i32 as i64 as u64),
                Ld::UD => go!(u32, |v: u32| v as u64),
                Ld::Q => go!(u64, |v: u64| v),
            }
        }
    }
}

/// Stores the enabled lanes.
#[inline(always)]
pub(crate) fn store(regs: &mut [u8], d: &FDst, r: &Lanes, chen: u32) {
    let (base, stride) = (d.base as usize, d.stride as usize);
    macro_rules! go {
        ($t:ty) => {{
            const W: usize = std::mem::size_of::<$t>();
            if chen & chen.wrapping_add(1) == 0 && stride == W {
                let n = chen.count_ones() as usize;
                let b = &mut regs[base..base + W * n];
                for (c, v) in b.chunks_exact_mut(W).zip(r[..n].iter()) {
                    c.copy_from_slice(&(*v as $t).to_le_bytes());
                }
            } else if chen & chen.wrapping_add(1) == 0 {
                let n = chen.count_ones() as usize;
                let b = &mut regs[base..base + stride * (n - 1) + W];
                for (k, v) in r.iter().enumerate().take(n) {
                    let p = k * stride;
                    b[p..p + W].copy_from_slice(&(*v as $t).to_le_bytes());
                }
            } else {
                let mut m = chen;
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let p = base + k * stride;
                    regs[p..p + W].copy_from_slice(&(r[k] as $t).to_le_bytes());
                }
            }
        }};
    }
    if chen == 0 {
        return;
    }
    match d.size {
        4 => go!(u32),
        8 => go!(u64),
        2 => go!(u16),
        _ => go!(u8),
    }
}

macro_rules! direct_impl {
    ($name:ident, $t:ty) => {
        /// Computes the enabled lanes of an in-place form of this width;
        /// `f` gets the lane index (for `sel`'s predicate) and both sources.
        #[inline(always)]
        fn $name<F: Fn(usize, $t, $t) -> $t>(regs: &mut [u8], d: &Direct, chen: u32, f: F) {
            const W: usize = std::mem::size_of::<$t>();
            // One bounds check for the whole instruction: every lane's
            // bytes lie below `d.end` (checked against the file at decode).
            if d.end as usize > regs.len() {
                return;
            }
            let p = regs.as_mut_ptr();
            // Every operand becomes a (pointer, byte stride) pair: lanes
            // step through the file, scalars and constants stay put, so the
            // lane loops have no branches but the operation's own.
            let consts: [$t; 2] = [d.a, d.b].map(|o| match o {
                DOp::Const(v) => v as $t,
                _ => 0,
            });
            let src = |op: DOp, c: &$t| -> (*const u8, usize) {
                match op {
                    // SAFETY: lanes below the execution size lie below
                    // `d.end <= regs.len()`.
                    DOp::Lanes(o, s) => (unsafe { p.add(o as usize) } as *const u8, s as usize),
                    DOp::Scalar(o) => (unsafe { p.add(o as usize) } as *const u8, 0),
                    DOp::Const(_) => (c as *const $t as *const u8, 0),
                }
            };
            let (pa, sa) = src(d.a, &consts[0]);
            let (pb, sb) = src(d.b, &consts[1]);
            // SAFETY: as above; constants are read from `consts`.
            let rd = |q: *const u8, s: usize, k: usize| -> $t {
                unsafe { std::ptr::read_unaligned(q.add(k * s) as *const $t) }
            };
            let (base, ds) = (d.dst as usize, d.dstride as usize);
            let put = |k: usize, v: $t| {
                // SAFETY: as above.
                unsafe { std::ptr::write_unaligned(p.add(base + k * ds) as *mut $t, v.to_le()) }
            };
            let _ = W;
            if chen & chen.wrapping_add(1) == 0 {
                // Lane k reads its sources before writing its destination,
                // and no later lane reads what it wrote (checked at decode).
                let n = chen.count_ones() as usize;
                for k in 0..n {
                    let (a, b) = (<$t>::from_le(rd(pa, sa, k)), <$t>::from_le(rd(pb, sb, k)));
                    put(k, f(k, a, b));
                }
            } else {
                let mut m = chen;
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let (a, b) = (<$t>::from_le(rd(pa, sa, k)), <$t>::from_le(rd(pb, sb, k)));
                    put(k, f(k, a, b));
                }
            }
        }
    };
}

direct_impl!(direct32, u32);
direct_impl!(direct64, u64);

/// Lane loops of one width, one function per operation.
macro_rules! direct_fns {
    ($m:ident, $direct:ident, $t:ty, $s:ty) => {
        mod $m {
            use super::*;
            pub fn add(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a.wrapping_add(b))
            }
            pub fn mul(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a.wrapping_mul(b))
            }
            pub fn and(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a & b)
            }
            pub fn or(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a | b)
            }
            pub fn xor(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a ^ b)
            }
            pub fn not(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, _| !a)
            }
            pub fn shl(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                let m = d.smask;
                $direct(r, d, c, |_, a, b| a.wrapping_shl(b as u32 & m))
            }
            pub fn shr(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                let m = d.smask;
                $direct(r, d, c, |_, a, b| a.wrapping_shr(b as u32 & m))
            }
            pub fn asr(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                let m = d.smask;
                $direct(r, d, c, |_, a, b| {
                    (a as $s).wrapping_shr(b as u32 & m) as $t
                })
            }
            pub fn sel(r: &mut [u8], d: &Direct, c: u32, pm: u32) {
                $direct(r, d, c, |k, a, b| if pm >> k & 1 != 0 { a } else { b })
            }
            pub fn smin(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| (a as $s).min(b as $s) as $t)
            }
            pub fn smax(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| (a as $s).max(b as $s) as $t)
            }
            pub fn umin(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a.min(b))
            }
            pub fn umax(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, b| a.max(b))
            }
            pub fn mov(r: &mut [u8], d: &Direct, c: u32, _: u32) {
                $direct(r, d, c, |_, a, _: $t| a)
            }
        }
    };
}

direct_fns!(d32, direct32, u32, i32);
direct_fns!(d64, direct64, u64, i64);

/// The lane loop of an in-place operation.
fn direct_fn(op: FOp, wide: bool, signed: bool) -> DirectFn {
    macro_rules! pick {
        ($m:ident) => {
            match op {
                FOp::Add => $m::add,
                FOp::Mul => $m::mul,
                FOp::And => $m::and,
                FOp::Or => $m::or,
                FOp::Xor => $m::xor,
                FOp::Not => $m::not,
                FOp::Shl(_) => $m::shl,
                FOp::Shr(..) => $m::shr,
                FOp::Asr(_) => $m::asr,
                FOp::Sel => $m::sel,
                FOp::Min if signed => $m::smin,
                FOp::Max if signed => $m::smax,
                FOp::Min => $m::umin,
                FOp::Max => $m::umax,
                _ => $m::mov,
            }
        };
    }
    if wide {
        pick!(d64)
    } else {
        pick!(d32)
    }
}

/// Runs a fast ALU form (`pm`: predicate mask for `sel`).
#[allow(clippy::needless_range_loop)] // lanes of several arrays
#[inline]
pub(crate) fn run_alu(
    regs: &mut [u8],
    buf: &mut [Lanes; 3],
    f: &FastAlu,
    n: usize,
    chen: u32,
    pm: u32,
) {
    if let Some(d) = &f.direct {
        return (d.run)(regs, d, chen, pm);
    }
    let [a, r, c] = buf;
    load(regs, &f.srcs[0], n, a);
    match f.op {
        FOp::Mov => {}
        FOp::Not => {
            for k in 0..n {
                a[k] = !a[k];
            }
        }
        FOp::Mad | FOp::Add3 => {
            load(regs, &f.srcs[1], n, r);
            load(regs, &f.srcs[2], n, c);
            if f.op == FOp::Mad {
                (0..n).for_each(|k| a[k] = a[k].wrapping_mul(r[k]).wrapping_add(c[k]));
            } else {
                (0..n).for_each(|k| a[k] = a[k].wrapping_add(r[k]).wrapping_add(c[k]));
            }
        }
        op => {
            load(regs, &f.srcs[1], n, r);
            match op {
                FOp::Add => {
                    for k in 0..n {
                        a[k] = a[k].wrapping_add(r[k]);
                    }
                }
                FOp::Mul => {
                    for k in 0..n {
                        a[k] = a[k].wrapping_mul(r[k]);
                    }
                }
                FOp::And => {
                    for k in 0..n {
                        a[k] &= r[k];
                    }
                }
                FOp::Or => {
                    for k in 0..n {
                        a[k] |= r[k];
                    }
                }
                FOp::Xor => {
                    for k in 0..n {
                        a[k] ^= r[k];
                    }
                }
                FOp::Shl(m) => {
                    for k in 0..n {
                        a[k] <<= r[k] & m as u64;
                    }
                }
                FOp::Shr(m, w) => {
                    for k in 0..n {
                        a[k] = (a[k] & w) >> (r[k] & m as u64);
                    }
                }
                FOp::Asr(m) => {
                    for k in 0..n {
                        a[k] = ((a[k] as i64) >> (r[k] & m as u64)) as u64;
                    }
                }
                FOp::Sel => {
                    for k in 0..n {
                        let keep = ((pm >> k) & 1) as u64;
                        a[k] = (a[k] & keep.wrapping_neg()) | (r[k] & keep.wrapping_sub(1));
                    }
                }
                FOp::Min => {
                    for k in 0..n {
                        a[k] = (a[k] as i64).min(r[k] as i64) as u64;
                    }
                }
                FOp::Max => {
                    for k in 0..n {
                        a[k] = (a[k] as i64).max(r[k] as i64) as u64;
                    }
                }
                FOp::Mulh(Signs::Unsigned) => {
                    for k in 0..n {
                        a[k] = a[k].wrapping_mul(r[k]) >> 32;
                    }
                }
                FOp::Mulh(Signs::Signed) => {
                    for k in 0..n {
                        a[k] = ((a[k] as i64).wrapping_mul(r[k] as i64) >> 32) as u64;
                    }
                }
                FOp::Mulh(Signs::Mixed) => {
                    for k in 0..n {
                        a[k] = ((a[k] as i64 as i128 * r[k] as i64 as i128) >> 32) as u64;
                    }
                }
                _ => {}
            }
        }
    }
    store(regs, &f.dst, a, chen);
}

/// Runs a fast compare; returns the lane bits of the relation.
#[inline]
pub(crate) fn run_cmp(regs: &[u8], buf: &mut [Lanes; 3], f: &FastCmp, n: usize) -> u32 {
    let [a, b, _] = buf;
    load(regs, &f.a, n, a);
    load(regs, &f.b, n, b);
    let mut bits = 0u32;
    macro_rules! go {
        ($conv:expr) => {{
            let c = $conv;
            macro_rules! rel {
                ($op:tt) => {
                    for k in 0..n {
                        bits |= ((c(a[k]) $op c(b[k])) as u32) << k;
                    }
                };
            }
            match f.rel {
                0 => rel!(==),
                1 => rel!(!=),
                2 => rel!(>),
                3 => rel!(>=),
                4 => rel!(<),
                _ => rel!(<=),
            }
        }};
    }
    match f.float {
        None if f.unsigned => go!(|v: u64| v),
        None => go!(|v: u64| v as i64),
        Some(false) => go!(|v: u64| f32::from_bits(v as u32)),
        Some(true) => go!(|v: u64| f64::from_bits(v)),
    }
    bits
}
