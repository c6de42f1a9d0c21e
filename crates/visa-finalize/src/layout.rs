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
    let mut best = (0usize, w, 0u32);
    let mut r = w;
    loop {
        for s in 0..=(w - r) {
            let mut score = 0;
            for a in accs {
                if let Shape::Lanes { lane0, offs } = &a.shape {
                    for (c, &o) in offs.iter().enumerate() {
                        let (_, lane, _) = lane_pos(e, r, s, o);
                        if lane == lane0 + c as u32 {
                            score += 1;
                        }
                    }
                }
            }
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
