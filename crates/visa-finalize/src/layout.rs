//! Where each root variable lives, chosen from all its accesses.
//!
//! * **Lane** layout: element `k` (of `e` bytes) of the variable is in lane
//!   `s + k % r` of register row `k / r`; an element of 8 bytes takes two
//!   registers (low, high), smaller ones the low bytes of one. The
//!   parameters are those that make the most channel accesses *direct*
//!   (channel `c` of an instruction runs on lane `moff + c`, so a direct
//!   access reads its own lane of one register). IGC's SIMD32 code splits
//!   instructions into halves (`(M1, 16)`, `(M5, 16)`) on variables of 16
//!   elements, which gives `s = 16`; payloads of SIMD16 messages in SIMD32
//!   kernels give `r = 16`.
//! * **Scalar** layout: variables only ever accessed one element at a
//!   time (`<0;1,0>` regions, one channel, block messages): each dword is a
//!   *cell*, held in an SGPR when it is the same for every vISA thread of a
//!   wave, else in a VGPR holding each thread's value in its lanes.
//! * **Memory** layout: variables whose register-file address is taken
//!   (indirect operands reach them through address registers) live in a
//!   per-thread image in LDS.

use visa::DataType;

use crate::access::{Access, Shape};
use crate::decode::Ins;
use crate::uses::{ins_uses, Use};
use crate::vars::Vars;

/// Where a root variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Never accessed.
    Unused,
    /// One cell per dword.
    Scalar,
    /// Lane layout.
    Lane {
        /// Bytes per element (1, 2, 4, 8).
        e: u32,
        /// Elements per register row.
        r: u32,
        /// Lane of element 0.
        s: u32,
    },
    /// In the thread's LDS image at this byte offset.
    Memory {
        /// Offset in the image.
        off: u32,
    },
}

impl Layout {
    /// Registers per element of a lane layout.
    pub fn regs_per_elem(e: u32) -> u32 {
        e.div_ceil(4)
    }
}

/// How one access maps onto its root's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// Every channel reads its own lane of one register row: register
    /// `reg` of the variable's tuple, starting at byte `byte` of the dword
    /// (or a register pair for 8-byte accesses of 8-byte elements).
    Direct {
        /// Register index in the variable's tuple.
        reg: u32,
        /// Byte offset in the dword.
        byte: u32,
    },
    /// Every channel reads the same element: register `reg`, lane `lane`,
    /// byte `byte` (lane layouts), or cell `reg` (scalar layout).
    Scalar {
        /// Register (lane layout) or cell (scalar layout).
        reg: u32,
        /// Lane (lane layouts).
        lane: u32,
        /// Byte in the dword.
        byte: u32,
    },
    /// Anything else (channels read other lanes or several registers).
    Irregular,
}

/// Where byte `off` of a lane-layout variable is: (register, lane, byte in
/// the dword).
pub fn lane_pos(e: u32, r: u32, s: u32, off: u32) -> (u32, u32, u32) {
    // Element sizes and row widths are powers of two (`infer_lane`):
    // shifts and masks, not the three divisions per channel that were a
    // visible part of the layout passes.
    if e.is_power_of_two() && r.is_power_of_two() {
        let k = off >> e.trailing_zeros();
        let b = off & (e - 1);
        let reg = (k >> r.trailing_zeros()) * Layout::regs_per_elem(e) + b / 4;
        return (reg, s + (k & (r - 1)), b % 4);
    }
    let k = off / e;
    let b = off % e;
    let reg = (k / r) * Layout::regs_per_elem(e) + b / 4;
    (reg, s + k % r, b % 4)
}

/// How `acc` fits `layout`.
pub fn fit(layout: Layout, acc: &Access) -> Fit {
    let size = acc.size();
    match layout {
        Layout::Lane { e, r, s } => {
            let fits_dword = |byte: u32| byte + size <= 4 || (size == 8 && e == 8 && byte == 0);
            match &acc.shape {
                Shape::Scalar { off } => {
                    let (reg, lane, byte) = lane_pos(e, r, s, *off);
                    if off % e + size > e.max(4) && !(size == 8 && e == 8 && off % 8 == 0) {
                        return Fit::Irregular;
                    }
                    if !fits_dword(byte) {
                        return Fit::Irregular;
                    }
                    Fit::Scalar { reg, lane, byte }
                }
                Shape::Lanes { lane0, offs } => {
                    let (reg0, _, byte0) = lane_pos(e, r, s, offs[0]);
                    if !fits_dword(byte0) {
                        return Fit::Irregular;
                    }
                    for (c, &o) in offs.iter().enumerate() {
                        let (reg, lane, byte) = lane_pos(e, r, s, o);
                        if reg != reg0 || byte != byte0 || lane != lane0 + c as u32 {
                            return Fit::Irregular;
                        }
                    }
                    Fit::Direct {
                        reg: reg0,
                        byte: byte0,
                    }
                }
            }
        }
        Layout::Scalar => match &acc.shape {
            Shape::Scalar { off } => {
                if off % 4 + size > 4 && !(size == 8 && off % 4 == 0) {
                    return Fit::Irregular;
                }
                Fit::Scalar {
                    reg: off / 4,
                    lane: 0,
                    byte: off % 4,
                }
            }
            Shape::Lanes { .. } => Fit::Irregular,
        },
        _ => Fit::Irregular,
    }
}

/// The layouts of a routine's roots.
#[derive(Clone, Debug)]
pub struct Layouts {
    /// Per root.
    pub of: Vec<Layout>,
    /// Bytes of the per-thread LDS image.
    pub image_bytes: u32,
    /// Number of accesses that fit no register form (for statistics).
    pub irregular: usize,
}

/// Chooses the layouts (`w`: channels per vISA thread).
pub fn choose(vars: &Vars, insts: &[Ins], w: u32) -> Layouts {
    let n = vars.roots.len();
    let mut accs: Vec<Vec<Access>> = vec![Vec::new(); n];
    let mut blocks = vec![false; n];
    let mut taken = vec![false; n];
    let mut indirect = false;
    for ins in insts {
        for u in ins_uses(ins, vars.grf) {
            match u {
                Use::Acc { acc, .. } => accs[acc.root as usize].push(acc),
                Use::Block { root, .. } => blocks[root as usize] = true,
                Use::AddrTaken { root } => taken[root as usize] = true,
                Use::Indirect { .. } => indirect = true,
            }
        }
    }
    let mut of = vec![Layout::Unused; n];
    let mut image = 0u32;
    let mut irregular = 0;
    for i in 0..n {
        let a = &accs[i];
        if taken[i] && indirect {
            let align = 4u32.max(vars.roots[i].ty.size());
            image = image.div_ceil(align) * align;
            of[i] = Layout::Memory { off: image };
            image += vars.roots[i].size;
            continue;
        }
        if a.is_empty() && !blocks[i] {
            continue;
        }
        if a.iter().all(|x| x.is_scalar()) {
            of[i] = Layout::Scalar;
            continue;
        }
        let l = infer_lane(a, vars.roots[i].ty, w);
        irregular += a.iter().filter(|x| fit(l, x) == Fit::Irregular).count();
        of[i] = l;
    }
    Layouts {
        of,
        image_bytes: image,
        irregular,
    }
}

fn infer_lane(accs: &[Access], ty: DataType, w: u32) -> Layout {
    // Element size: the byte step between consecutive channels.
    let mut votes = [0usize; 4];
    for a in accs {
        if let Shape::Lanes { offs, .. } = &a.shape {
            for pair in offs.windows(2) {
                let d = pair[1] as i64 - pair[0] as i64;
                let slot = match d {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    _ => continue,
                };
                if d as u32 >= a.size() {
                    votes[slot] += 1;
                }
            }
        }
    }
    let best = (0..4).max_by_key(|&k| (votes[k], k)).unwrap_or(2);
    let e = if votes.iter().all(|&v| v == 0) {
        ty.size().clamp(1, 8)
    } else {
        1 << best
    };
    // Rows and lane shift: the candidate that places the most channels on
    // their own lane; ties go to wider rows, then to smaller shifts.
    // Channel c at byte o lands on lane s + (o / e) % r (`lane_pos`), so it
    // scores for exactly one shift: one pass per row width fills every
    // shift's score (scoring each candidate over all accesses was a fifth
    // of the finalizer's time on IGC's SIMD32 kernels).
    let mut best = (0usize, w, 0u32);
    let mut score = vec![0usize; w as usize + 1];
    let mut r = w;
    // `e` (a type size or 1 << best) and `r` (the SIMD width halved) are
    // powers of two: shifts and masks.
    debug_assert!(e.is_power_of_two() && w.is_power_of_two());
    let es = e.trailing_zeros();
    loop {
        score.iter_mut().for_each(|x| *x = 0);
        for a in accs {
            if let Shape::Lanes { lane0, offs } = &a.shape {
                for (c, &o) in offs.iter().enumerate() {
                    let (lane, m) = (lane0 + c as u32, (o >> es) & (r - 1));
                    if lane >= m && lane - m <= w - r {
                        score[(lane - m) as usize] += 1;
                    }
                }
            }
        }
        for s in 0..=(w - r) {
            let score = score[s as usize];
            if score > best.0 || (score == best.0 && (r > best.1 || (r == best.1 && s < best.2))) {
                best = (score, r, s);
            }
        }
        if r == 1 {
            break;
        }
        r /= 2;
    }
    Layout::Lane {
        e,
        r: best.1,
        s: best.2,
    }
}

/// Pairs of lane-layout roots that can share registers: `(a, b)` where
/// IGC's SIMD32 code splits instructions into an `(M1, 16)` half on `a`
/// (lanes 0..16) and an `(M5, 16)` half on `b` (lanes 16..32) at the same
/// place of each. Sharing one register tuple (each root keeps its own
/// lanes) makes the two halves one instruction on the same registers,
/// which `opt::fuse_halves` then runs once on all 32 lanes.
///
/// Only roots every access of which reads or writes its own lanes
/// (direct or one-element regions, no block messages, no taken address)
/// and that pair with exactly one partner are paired: every write to
/// either then touches only that root's lanes, so the other's values
/// stay intact. `fixed` roots (the prologue writes them, on every lane)
/// are never paired; `twins` are pairs known to pair when their accesses
/// allow it (`isel::local_id_twins`).
pub fn half_partners(
    vars: &Vars,
    insts: &[Ins],
    lay: &Layouts,
    w: u32,
    fixed: &[bool],
    twins: &[(u32, u32)],
) -> Vec<(u32, u32)> {
    if w != 32 {
        return Vec::new();
    }
    let n = vars.roots.len();
    let mut ok: Vec<bool> = (0..n)
        .map(|i| !fixed.get(i).copied().unwrap_or(true))
        .collect();
    for ins in insts {
        for u in ins_uses(ins, vars.grf) {
            match u {
                Use::Acc { acc, .. } => {
                    if fit(lay.of[acc.root as usize], &acc) == Fit::Irregular {
                        ok[acc.root as usize] = false;
                    }
                }
                Use::Block { root, .. } | Use::AddrTaken { root } => ok[root as usize] = false,
                Use::Indirect { .. } => {}
            }
        }
    }
    // Lanes s0..s0 + 16 and no others (a first half of at most 16
    // elements may have rows of 32).
    let half = |root: usize, s0: u32| match lay.of[root] {
        Layout::Lane { r: 16, s, .. } => s == s0,
        Layout::Lane { r: 32, s: 0, e } => s0 == 0 && vars.roots[root].size.div_ceil(e) <= 16,
        _ => false,
    };
    let mut partner: Vec<Option<u32>> = vec![None; n];
    let mut bad = vec![false; n];
    // Pairs known from elsewhere (local-id inputs holding the same lanes).
    for &(a, b) in twins {
        partner[a as usize] = Some(b);
        partner[b as usize] = Some(a);
    }
    // Surface-state moves select no code: halves around them are
    // adjacent.
    let code: Vec<&Ins> = insts
        .iter()
        .filter(|i| {
            !matches!(
                &i.op,
                crate::decode::Op::Nop
                    | crate::decode::Op::Movs {
                        dst: crate::decode::Opnd::State { .. },
                        ..
                    }
            )
        })
        .collect();
    // An `(M1, 16)` instruction's other half: the next `(M5, 16)` one of
    // the same kind, a few instructions on (IGC interleaves the halves of
    // short sequences: a message and the move of its result...).
    // Each second half answers one first half: with `a1 a2 b1 b2` (two
    // messages of each half), `a2`'s other half is `b2`, not `b1`.
    let is_half = |i: &Ins, moff: u32| i.exec == 16 && i.moff == moff;
    let mut taken = vec![false; code.len()];
    for p in 0..code.len() {
        let a = code[p];
        if !is_half(a, 0) {
            continue;
        }
        let other = (p + 1..code.len().min(p + 5)).find(|&q| {
            let b = code[q];
            !taken[q]
                && is_half(b, 16)
                && b.nomask == a.nomask
                && std::mem::discriminant(&a.op) == std::mem::discriminant(&b.op)
        });
        let Some(q) = other else {
            continue;
        };
        taken[q] = true;
        let b = code[q];
        let (ua, ub) = (ins_uses(a, vars.grf), ins_uses(b, vars.grf));
        if ua.len() != ub.len() {
            continue;
        }
        for (x, y) in ua.iter().zip(&ub) {
            let (Use::Acc { acc: xa, write: xw }, Use::Acc { acc: ya, write: yw }) = (x, y) else {
                continue;
            };
            let (ra, rb) = (xa.root as usize, ya.root as usize);
            if ra == rb || xw != yw || xa.ty != ya.ty {
                continue;
            }
            let (la, lb) = (lay.of[ra], lay.of[rb]);
            let same_elems = matches!((la, lb), (Layout::Lane { e: e1, .. }, Layout::Lane { e: e2, .. }) if e1 == e2);
            if !(same_elems && half(ra, 0) && half(rb, 16)) {
                continue;
            }
            match (fit(la, xa), fit(lb, ya)) {
                (Fit::Direct { reg: r1, byte: b1 }, Fit::Direct { reg: r2, byte: b2 })
                    if r1 == r2 && b1 == b2 => {}
                _ => continue,
            }
            for (me, other) in [(ra, rb as u32), (rb, ra as u32)] {
                match partner[me] {
                    None => partner[me] = Some(other),
                    Some(o) if o == other => {}
                    Some(_) => bad[me] = true,
                }
            }
        }
    }
    let mut out = Vec::new();
    for a in 0..n {
        if let Some(b) = partner[a] {
            let b = b as usize;
            if half(a, 0) && !bad[a] && !bad[b] && ok[a] && ok[b] {
                out.push((a as u32, b as u32));
            }
        }
    }
    out
}
