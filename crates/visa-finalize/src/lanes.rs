//! Which lanes of lane-layout variables (`VKind::Var`) the entry block
//! writes before anything reads them.
//!
//! Liveness cannot kill such a component at a definition (a definition
//! writes only the lanes EXEC enables), so every one that is read is live
//! from the kernel's start: it gets the vISA emulator's initial zeros and a
//! register for the whole kernel. Most are written, half after half, in
//! straight-line code before their first read. This pass follows EXEC
//! through the entry block as far as it is known (`D` is the dispatch mask,
//! unknown; a mask constant `K` narrows it), accumulates the lanes written
//! per component, and where every read of a component reads lanes written
//! before (in the entry block; for reads in other blocks, lanes written by
//! the end of the entry block, which dominates them), the component's first
//! write kills it (`born`, not `partial`): its value starts there, with no
//! zeros and no register before.

use rustc_hash::FxHashMap;

use crate::mir::{Bank, MFunc, MInst, MOp, PReg, Reg, VKind, VReg};
use crate::target::Target;

/// What is known of EXEC.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Ex {
    /// Exactly `D & k`, `D` the EXEC value named by the second field (0:
    /// the mask the code starts with; others: a value some instruction
    /// set that the analysis cannot name, e.g. `s_or exec, exec, s` at a
    /// join).
    Rel(u64, u32),
    /// A subset of `D & k` (as for `Rel`).
    Sub(u64, u32),
    /// Exactly `k`.
    Abs(u64),
    /// A subset of `k`.
    AbsSub(u64),
}

impl Ex {
    /// EXEC after `exec & k` (`None`: a mask that is not a known constant).
    fn and(self, k: Option<u64>) -> Ex {
        match (self, k) {
            (Ex::Rel(a, d), Some(k)) => Ex::Rel(a & k, d),
            (Ex::Sub(a, d), Some(k)) => Ex::Sub(a & k, d),
            (Ex::Abs(a), Some(k)) => Ex::Abs(a & k),
            (Ex::AbsSub(a), Some(k)) => Ex::AbsSub(a & k),
            (Ex::Rel(a, d) | Ex::Sub(a, d), None) => Ex::Sub(a, d),
            (Ex::Abs(a) | Ex::AbsSub(a), None) => Ex::AbsSub(a),
        }
    }
}

/// Lanes written so far: at least `(D & rel) | abs`, `D` the EXEC value
/// named `d` (see `Ex::Rel`).
#[derive(Clone, Copy, Default)]
struct Written {
    rel: u64,
    d: u32,
    abs: u64,
}

impl Written {
    /// Whether a read under `e` reads only written lanes.
    fn covers(&self, e: Ex, all: u64) -> bool {
        match e {
            Ex::Rel(k, d) | Ex::Sub(k, d) => {
                let rel = if d == self.d { self.rel } else { 0 };
                k & all & !(rel | self.abs) == 0
            }
            Ex::Abs(k) | Ex::AbsSub(k) => k & all & !self.abs == 0,
        }
    }

    fn write(&mut self, e: Ex) {
        match e {
            Ex::Rel(k, d) => {
                if d != self.d {
                    // Lanes of another `D` say nothing about this one's.
                    self.rel = 0;
                    self.d = d;
                }
                self.rel |= k
            }
            Ex::Abs(k) => self.abs |= k,
            _ => {}
        }
    }
}

fn is_exec(o: &MOp) -> bool {
    matches!(
        o,
        MOp::R {
            reg: Reg::P(PReg::Exec),
            ..
        }
    )
}

/// A constant operand as a lane mask (a 32-bit literal of a 64-bit mask
/// operation is zero-extended, an inline constant sign-extended).
fn konst(o: &MOp) -> Option<u64> {
    match o {
        MOp::Imm(i) => Some(*i as u64),
        MOp::Hex(h) => Some(*h as u64),
        _ => None,
    }
}

/// Reads lanes other than its own (or regardless of EXEC).
pub fn cross_lane(m: &MInst) -> bool {
    let op = m.op;
    op.starts_with("v_readlane")
        || op.starts_with("v_writelane")
        || op.starts_with("v_permlane")
        || op.starts_with("ds_bpermute")
        || op.starts_with("ds_permute")
        || op.starts_with("ds_swizzle")
        || crate::has(op, "dpp")
        || crate::has(op, "sdwa")
        || [
            "row_",
            "quad_perm",
            "wave_",
            "bank_mask",
            "row_mask",
            "dst_sel",
        ]
        .iter()
        .any(|p| crate::has(&m.mods, p))
}

/// Whether a definition of a vector register writes all 32 bits of every
/// lane EXEC enables (and no other lane).
fn lane_write(m: &MInst) -> bool {
    let op = m.op;
    let vector = op.starts_with("v_")
        || op.starts_with("global_load")
        || op.starts_with("buffer_load")
        || op.starts_with("flat_load")
        || op.starts_with("scratch_load")
        || op.starts_with("ds_read");
    vector
        && !cross_lane(m)
        && !crate::has(op, "16")
        && !crate::has(op, "_u8")
        && !crate::has(op, "_i8")
        && !op.starts_with("v_cmp")
        && !op.starts_with("v_interp")
}

/// EXEC through one block's straight-line code.
struct Tracker {
    ex: Ex,
    /// The last name given to an EXEC value (`Ex::Rel`).
    named: u32,
    saved: FxHashMap<VReg, Ex>,
    anded: FxHashMap<VReg, Ex>,
    consts: FxHashMap<(VReg, u16), u32>,
}

impl Tracker {
    /// A tracker whose fresh names start after `named` (names must not
    /// repeat within one analysis: `Written` compares them).
    fn new(ex: Ex, named: u32) -> Tracker {
        Tracker {
            ex,
            named,
            saved: FxHashMap::default(),
            anded: FxHashMap::default(),
            consts: FxHashMap::default(),
        }
    }

    /// A mask operand's constant value, if known.
    fn mask_const(&self, o: &MOp, mask_n: u16) -> Option<u64> {
        if let Some(k) = konst(o) {
            return Some(k);
        }
        match o {
            MOp::R {
                reg: Reg::V(v),
                off: 0,
                n,
                neg: false,
                abs: false,
            } if *n == mask_n => {
                let lo = *self.consts.get(&(*v, 0))? as u64;
                if mask_n == 2 {
                    Some(lo | (*self.consts.get(&(*v, 1))? as u64) << 32)
                } else {
                    Some(lo)
                }
            }
            _ => None,
        }
    }

    /// EXEC after an instruction set it to a value the analysis cannot
    /// name otherwise: exactly that new value, under a new name.
    fn fresh(&mut self, all: u64) -> Ex {
        self.named += 1;
        Ex::Rel(all, self.named)
    }

    /// Follows the effect of `m` on EXEC and on the registers that may
    /// later be installed as EXEC.
    fn step(&mut self, m: &MInst, t: &Target, all: u64) {
        let mask_n = t.mask_regs();
        let (saveexec, and, mov) = (t.m("s_and_saveexec"), t.m("s_and"), t.m("s_mov"));
        let old = self.ex;
        let def_exec = m.writes_exec();
        // Registers redefined lose what was known of them.
        for (i, o) in m.ops.iter().enumerate() {
            if let (
                true,
                MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                },
            ) = (m.is_def(i), o)
            {
                self.saved.remove(v);
                self.anded.remove(v);
                for k in *off..off + n {
                    self.consts.remove(&(*v, k));
                }
            }
        }
        if m.op == saveexec && m.ops.len() == 2 {
            self.ex = old.and(self.mask_const(&m.ops[1], mask_n));
            if let Some(s) = m.ops[0].vreg() {
                self.saved.insert(s, old);
            }
        } else if m.op == mov && m.ops.len() == 2 && is_exec(&m.ops[1]) {
            if let Some(s) = m.ops[0].vreg() {
                self.saved.insert(s, old);
            }
        } else if m.op == and && m.ops.len() == 3 && is_exec(&m.ops[1]) {
            if let Some(d) = m.ops[0].vreg() {
                let e = old.and(self.mask_const(&m.ops[2], mask_n));
                self.anded.insert(d, e);
            }
        } else if m.op == mov && m.ops.len() == 2 && is_exec(&m.ops[0]) {
            let src = &m.ops[1];
            self.ex = if let Some(k) = konst(src) {
                Ex::Abs(k & all)
            } else if let Some(v) = src.vreg() {
                self.saved
                    .get(&v)
                    .or_else(|| self.anded.get(&v))
                    .copied()
                    .or_else(|| self.mask_const(src, mask_n).map(|k| Ex::Abs(k & all)))
                    .unwrap_or_else(|| self.fresh(all))
            } else {
                self.fresh(all)
            };
        } else if def_exec
            && m.mods.is_empty()
            && m.ops.len() == 3
            && is_exec(&m.ops[0])
            && ((m.op == and && (is_exec(&m.ops[1]) || is_exec(&m.ops[2])))
                || (m.op == t.m("s_andn2") && is_exec(&m.ops[1])))
        {
            // `exec & x`, `exec & ~x`: a subset of EXEC before.
            self.ex = old.and(None);
        } else if def_exec {
            self.ex = self.fresh(all);
        } else if m.op == "s_mov_b32" && m.ops.len() == 2 {
            if let (
                MOp::R {
                    reg: Reg::V(v),
                    off,
                    n: 1,
                    ..
                },
                Some(k),
            ) = (&m.ops[0], konst(&m.ops[1]))
            {
                self.consts.insert((*v, *off), k as u32);
            }
        } else if m.op == "s_mov_b64" && m.ops.len() == 2 {
            if let (
                MOp::R {
                    reg: Reg::V(v),
                    off: 0,
                    n: 2,
                    ..
                },
                Some(k),
            ) = (&m.ops[0], konst(&m.ops[1]))
            {
                self.consts.insert((*v, 0), k as u32);
                self.consts.insert((*v, 1), (k >> 32) as u32);
            }
        }
    }
}

/// Lanes of the thread's `w` channels.
fn thread_lanes(w: u32, all: u64) -> u64 {
    if w >= 64 {
        all
    } else {
        ((1u64 << w) - 1) & all
    }
}

/// Clears `partial` on the first write of every entry-block component
/// whose reads all read written lanes (see the module comment).
pub fn kill_first_writes(f: &mut MFunc, t: &Target, w: u32) {
    if f.blocks.is_empty() {
        return;
    }
    // A branch back to the entry block: its start is not the kernel's.
    let back = f.blocks.iter().any(|b| {
        b.insts
            .iter()
            .any(|m| m.ops.iter().any(|o| matches!(o, MOp::Label(0))))
    });
    if back {
        return;
    }
    let all: u64 = if t.wave64 { u64::MAX } else { 0xffff_ffff };
    let var = |v: VReg| f.vregs[v.0 as usize].kind == VKind::Var;
    let scalar = |v: VReg| f.vregs[v.0 as usize].bank == Bank::S;
    // The entry chain: each next block entered only from the one before,
    // with EXEC as that one left it.
    let succ = crate::regalloc::successors(f);
    let nb = f.blocks.len();
    let mut preds = vec![0u32; nb];
    for s in &succ {
        for &x in s {
            preds[x as usize] += 1;
        }
    }
    let mut chain = vec![0usize];
    while let Some(&c) = chain.last() {
        let next = c + 1;
        if next < nb && succ[c].contains(&(next as u32)) && preds[next] == 1 {
            chain.push(next);
        } else {
            break;
        }
    }
    let in_chain = |b: usize| b < chain.len();
    // Other blocks: the first chain block whose exit reaches them (the
    // writes of the chain up to its end are the ones every path to them
    // has made).
    let mut exit_of = vec![usize::MAX; nb];
    for (i, &c) in chain.iter().enumerate() {
        let mut stack: Vec<usize> = succ[c]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| !in_chain(x))
            .collect();
        while let Some(y) = stack.pop() {
            if exit_of[y] != usize::MAX {
                continue;
            }
            exit_of[y] = i;
            stack.extend(
                succ[y]
                    .iter()
                    .map(|&x| x as usize)
                    .filter(|&x| !in_chain(x)),
            );
        }
    }
    let mut written: FxHashMap<(VReg, u16), Written> = FxHashMap::default();
    let mut snapshots: Vec<FxHashMap<(VReg, u16), Written>> = Vec::new();
    let mut first: FxHashMap<(VReg, u16), (usize, usize)> = FxHashMap::default();
    let mut bad: FxHashMap<(VReg, u16), ()> = FxHashMap::default();
    // The dispatch mask is within the thread's channels.
    let thread = thread_lanes(w, all);
    let mut tr = Tracker::new(Ex::Rel(thread, 0), 0);
    let order: Vec<usize> = chain
        .iter()
        .copied()
        .chain((0..nb).filter(|&b| !in_chain(b)))
        .collect();
    for b in order {
        let blk = &f.blocks[b];
        let entry = in_chain(b);
        if !entry {
            if exit_of[b] == usize::MAX {
                // Unreachable.
                continue;
            }
            // Entered with a subset of the dispatch mask (NoMask code
            // restores EXEC before the end of the instruction it serves).
            tr = Tracker::new(Ex::Sub(thread, 0), tr.named);
        }
        let seen = if entry {
            None
        } else {
            Some(&snapshots[exit_of[b]])
        };
        for (at, m) in blk.insts.iter().enumerate() {
            // Reads first (an instruction reads before it writes).
            let reader = if cross_lane(m) { Ex::Abs(all) } else { tr.ex };
            for o in &m.ops[(m.ndefs as usize).min(m.ops.len())..] {
                if let MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                } = o
                {
                    if !var(*v) {
                        continue;
                    }
                    for k in *off..off + n {
                        let w = seen
                            .unwrap_or(&written)
                            .get(&(*v, k))
                            .copied()
                            .unwrap_or_default();
                        let ok = if scalar(*v) {
                            w.abs == all
                        } else {
                            w.covers(reader, all)
                        };
                        if !ok {
                            bad.insert((*v, k), ());
                        }
                    }
                }
            }
            // Writes: credited in the entry chain only (the verdict for
            // other blocks needs only what every path to them wrote).
            if entry {
                for (i, o) in m.ops.iter().enumerate() {
                    if !m.is_def(i) {
                        continue;
                    }
                    if let MOp::R {
                        reg: Reg::V(v),
                        off,
                        n,
                        ..
                    } = o
                    {
                        if !var(*v) {
                            continue;
                        }
                        for k in *off..off + n {
                            first.entry((*v, k)).or_insert((b, at));
                            let w = written.entry((*v, k)).or_default();
                            if scalar(*v) {
                                w.abs = all;
                            } else if i < m.ndefs as usize && lane_write(m) {
                                w.write(tr.ex);
                            }
                        }
                    }
                }
            }
            tr.step(m, t, all);
        }
        if entry {
            snapshots.push(written.clone());
        }
    }
    // Kill at the first write when every component it defines may be.
    let mut kill = Vec::new();
    for &b in &chain {
        for (at, m) in f.blocks[b].insts.iter().enumerate() {
            if m.extra_defs != 0 {
                continue;
            }
            let mut any = false;
            let ok = m.ops.iter().enumerate().all(|(i, o)| match o {
                MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                } if m.is_def(i) && var(*v) => {
                    any = true;
                    (*off..off + n).all(|k| {
                        first.get(&(*v, k)) == Some(&(b, at)) && !bad.contains_key(&(*v, k))
                    })
                }
                _ => true,
            });
            if ok && any {
                kill.push((b, at));
            }
        }
    }
    for (b, at) in kill {
        let m = &mut f.blocks[b].insts[at];
        m.partial = false;
        m.born = true;
    }
}

/// Clears `partial` on the first write, in each block, of every lane
/// variable component whose every read reads lanes written before it in
/// its own block (a vISA temporary the code writes and then reads, half
/// after half, in a loop body or a branch): no value of such a component
/// flows between blocks, so none is live at a block's start (and none
/// needs the initial zeros). EXEC is followed from each block's start,
/// where it is some `D` the block was entered with; only writes that
/// cover whole lanes under a known EXEC count.
pub fn kill_block_local(f: &mut MFunc, t: &Target, w: u32) {
    // Calls and returns read and write registers the code does not name.
    let calls = f.blocks.iter().flat_map(|b| &b.insts).any(|m| {
        m.op.starts_with("s_swappc") || m.op.starts_with("s_setpc") || m.op.starts_with("s_getpc")
    });
    if calls {
        return;
    }
    let all: u64 = if t.wave64 { u64::MAX } else { 0xffff_ffff };
    let var = |v: VReg| f.vregs[v.0 as usize].kind == VKind::Var;
    let scalar = |v: VReg| f.vregs[v.0 as usize].bank == Bank::S;
    let mut bad: FxHashMap<(VReg, u16), ()> = FxHashMap::default();
    let mut firsts: Vec<(usize, usize)> = Vec::new();
    let mut first_of: FxHashMap<(VReg, u16, usize), usize> = FxHashMap::default();
    for (b, blk) in f.blocks.iter().enumerate() {
        let mut written: FxHashMap<(VReg, u16), Written> = FxHashMap::default();
        // A block starts with EXEC within the thread's channels.
        let mut tr = Tracker::new(Ex::Rel(thread_lanes(w, all), 0), 0);
        for (at, m) in blk.insts.iter().enumerate() {
            let reader = if cross_lane(m) { Ex::Abs(all) } else { tr.ex };
            for o in &m.ops[(m.ndefs as usize).min(m.ops.len())..] {
                if let MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                } = o
                {
                    if !var(*v) {
                        continue;
                    }
                    for k in *off..off + n {
                        let w = written.get(&(*v, k)).copied().unwrap_or_default();
                        let ok = if scalar(*v) {
                            w.abs == all
                        } else {
                            w.covers(reader, all)
                        };
                        if !ok {
                            bad.insert((*v, k), ());
                        }
                    }
                }
            }
            for (i, o) in m.ops.iter().enumerate() {
                if !m.is_def(i) {
                    continue;
                }
                if let MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                } = o
                {
                    if !var(*v) {
                        continue;
                    }
                    for k in *off..off + n {
                        if let std::collections::hash_map::Entry::Vacant(e) =
                            first_of.entry((*v, k, b))
                        {
                            e.insert(at);
                            firsts.push((b, at));
                        }
                        let w = written.entry((*v, k)).or_default();
                        if scalar(*v) {
                            w.abs = all;
                        } else if i < m.ndefs as usize && lane_write(m) {
                            w.write(tr.ex);
                        }
                    }
                }
            }
            tr.step(m, t, all);
        }
    }
    firsts.sort_unstable();
    firsts.dedup();
    for (b, at) in firsts {
        let m = &f.blocks[b].insts[at];
        if m.extra_defs != 0 || m.born {
            continue;
        }
        let mut any = false;
        let ok = m.ops.iter().enumerate().all(|(i, o)| match o {
            MOp::R {
                reg: Reg::V(v),
                off,
                n,
                ..
            } if m.is_def(i) && var(*v) => {
                any = true;
                (*off..off + n)
                    .all(|k| first_of.get(&(*v, k, b)) == Some(&at) && !bad.contains_key(&(*v, k)))
            }
            _ => true,
        });
        if ok && any {
            let m = &mut f.blocks[b].insts[at];
            m.partial = false;
            m.born = true;
        }
    }
}
