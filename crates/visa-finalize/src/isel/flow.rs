//! Divergent control flow as the execution-model chapter defines it, on
//! EXEC.
//!
//! Every re-convergence point (the target of a forward `goto`, the
//! instruction after a backward one) has a *waiting mask*: a forward
//! `goto` moves its taken channels there and, when no channel is left,
//! jumps to the next point (in program order) where channels wait — a
//! chain of tests over the points that may be waiting, known from a
//! dataflow analysis of which waiting masks may be non-zero at each
//! instruction. A point ORs its waiting mask back into EXEC. A waiting
//! mask is only live where it may be non-zero: it is set by the first
//! `goto` that targets it and zeroed on the edges that join a path where
//! it may be non-zero.
//!
//! Subroutines: `call` keeps the channels that do not enter waiting at the
//! return point; `ret` moves the leaving channels there; when no channel
//! is left in the subroutine (and none waits inside it) the return point
//! takes them all back and a dispatch on the call site returns. The kernel
//! ends when no channel is active or waiting.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;
use visa::Routine;

use super::{Chan, Sel, Val, R};
use crate::decode::{Ins, Op, Opnd};
use crate::mir::{MFunc, MInst, MOp, VReg};
use crate::Error;

type ZSet = BTreeSet<usize>;

/// The control-flow facts of a routine.
#[derive(Clone, Debug, Default)]
pub struct Flow {
    /// Label id → instruction index.
    pub label_at: FxHashMap<u16, usize>,
    /// Re-convergence points (instruction indices; may be `n` = the end).
    pub rps: BTreeSet<usize>,
    /// Instruction indices that start a block.
    pub starts: BTreeSet<usize>,
    /// Ranges `[start, end)` of the main code and each subroutine
    /// (subroutine label index → range).
    pub ranges: Vec<(usize, usize)>,
    /// Waiting masks that may be non-zero on entry to each instruction.
    pub z_in: Vec<ZSet>,
    /// Block of each block-start instruction.
    pub block_of: FxHashMap<usize, u32>,
    /// Waiting mask register of each point.
    pub wait: FxHashMap<usize, VReg>,
    /// Edges recorded while selecting: (from block, to block, waiting set).
    pub edges: Vec<(u32, u32, ZSet)>,
    /// The waiting set at the current point of selection.
    pub cur_z: ZSet,
    /// Whether the current block can fall through into the next.
    pub falls: bool,
    /// Subroutines: start index → (call sites, return-id register,
    /// return waiting mask).
    pub subs: FxHashMap<usize, SubInfo>,
    /// Resume chains to emit: (block, goto index, candidates, guaranteed
    /// target, fallback).
    pub chains: Vec<Chain>,
    /// Instructions whose code holds a loop (float atomics: a
    /// compare-and-swap loop): the block of the loop, laid out between
    /// the instruction's block and the next (which starts after it).
    pub loop_block: FxHashMap<usize, u32>,
    /// Instructions that need a loop block.
    pub loops: BTreeSet<usize>,
}

/// A subroutine's return machinery.
#[derive(Clone, Debug, Default)]
pub struct SubInfo {
    /// Call instructions (their index).
    pub calls: Vec<usize>,
    /// The call-site id register.
    pub ret_id: Option<VReg>,
    /// Channels waiting at the return point.
    pub ret_mask: Option<VReg>,
    /// The block that returns.
    pub ret_block: Option<u32>,
}

/// A chain of tests for the next waiting point.
#[derive(Clone, Debug)]
pub struct Chain {
    /// The chain's first block.
    pub block: u32,
    /// Points that may be waiting, in order.
    pub cands: Vec<usize>,
    /// A point known to have waiting channels (tested last, unconditional).
    pub sure: Option<usize>,
    /// What to do when none waits.
    pub fallback: Fallback,
    /// The waiting set when the chain starts.
    pub z: ZSet,
}

/// The end of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fallback {
    /// End the program.
    End,
    /// Return from the subroutine starting at this index.
    Return(usize),
    /// Unreachable (a goto's target always waits).
    None,
}

impl Flow {
    /// Analyses a routine.
    pub fn new(r: &Routine, insts: &[Ins]) -> Result<Flow, Error> {
        let n = insts.len();
        let mut f = Flow::default();
        for (k, i) in insts.iter().enumerate() {
            if let Op::Label(l) | Op::Subroutine(l) = i.op {
                f.label_at.entry(l).or_insert(k);
            }
        }
        let target = |f: &Flow, l: u16| -> Result<usize, Error> {
            f.label_at.get(&l).copied().ok_or_else(|| {
                Error::input(format!(
                    "label {} is not placed in the routine",
                    r.labels
                        .get(l as usize)
                        .map_or(format!("#{l}"), |x| x.name.clone())
                ))
            })
        };
        // Ranges: main up to the first subroutine, then each subroutine.
        let mut sub_starts: Vec<usize> = insts
            .iter()
            .enumerate()
            .filter(|(_, i)| matches!(i.op, Op::Subroutine(_)))
            .map(|(k, _)| k)
            .collect();
        sub_starts.sort_unstable();
        let first_sub = sub_starts.first().copied().unwrap_or(n);
        f.ranges.push((0, first_sub));
        for (j, &s) in sub_starts.iter().enumerate() {
            let end = sub_starts.get(j + 1).copied().unwrap_or(n);
            f.ranges.push((s, end));
            f.subs.insert(s, SubInfo::default());
        }
        for (k, i) in insts.iter().enumerate() {
            match &i.op {
                Op::Goto { label } => {
                    let t = target(&f, *label)?;
                    if t > k {
                        f.rps.insert(t);
                    } else {
                        f.rps.insert(k + 1);
                    }
                }
                Op::Call { label } => {
                    let t = target(&f, *label)?;
                    match f.subs.get_mut(&t) {
                        Some(s) => s.calls.push(k),
                        None => return Err(Error::input("call target is not a subroutine")),
                    }
                }
                Op::Jmp { label } => {
                    target(&f, *label)?;
                }
                Op::Switchjmp { labels, .. } => {
                    for l in labels {
                        target(&f, *l)?;
                    }
                }
                _ => {}
            }
        }
        // Block starts.
        f.starts.insert(0);
        for (k, i) in insts.iter().enumerate() {
            match &i.op {
                Op::Label(_) | Op::Subroutine(_) => {
                    f.starts.insert(k);
                }
                Op::Goto { .. }
                | Op::Jmp { .. }
                | Op::Call { .. }
                | Op::Ret
                | Op::Fret
                | Op::Trap
                | Op::Switchjmp { .. } => {
                    f.starts.insert(k + 1);
                }
                _ => {}
            }
        }
        for &p in &f.rps {
            f.starts.insert(p);
        }
        // A loop inside an instruction's code ends its block: the code
        // after it goes on in the next block.
        for (k, i) in insts.iter().enumerate() {
            if let Op::Mem(m) = &i.op {
                if m.needs_loop() {
                    f.loops.insert(k);
                    f.starts.insert(k + 1);
                }
            }
            // dpasw's trap block (see `Sel::dpasw_check`) goes there too.
            if let Op::Dpas(p) = &i.op {
                if p.d.wide {
                    f.loops.insert(k);
                    f.starts.insert(k + 1);
                }
            }
        }
        for &(s, _) in &f.ranges {
            f.starts.insert(s);
        }
        f.starts.retain(|&k| k <= n);
        // May-be-waiting analysis.
        f.z_in = vec![ZSet::new(); n + 1];
        let mut seen = vec![false; n + 1];
        let mut work = vec![0usize];
        seen[0] = true;
        for &(s, _) in f.ranges.iter().skip(1) {
            work.push(s);
            seen[s] = true;
        }
        while let Some(k) = work.pop() {
            if k >= n {
                continue;
            }
            for (s, z) in f.succs(insts, k, &f.z_in[k].clone(), &target)? {
                if s > n {
                    continue;
                }
                let before = f.z_in[s].len();
                f.z_in[s].extend(z.iter().copied());
                if f.z_in[s].len() != before || !seen[s] {
                    seen[s] = true;
                    work.push(s);
                }
            }
        }
        Ok(f)
    }

    /// The range (main or subroutine) containing `k`.
    pub fn range_of(&self, k: usize) -> (usize, usize) {
        self.ranges
            .iter()
            .copied()
            .find(|&(s, e)| k >= s && k < e)
            .unwrap_or((0, usize::MAX))
    }

    /// Successors of instruction `k` with the waiting sets they carry.
    fn succs(
        &self,
        insts: &[Ins],
        k: usize,
        zin: &ZSet,
        target: &dyn Fn(&Flow, u16) -> Result<usize, Error>,
    ) -> Result<Vec<(usize, ZSet)>, Error> {
        let mut z = zin.clone();
        if self.rps.contains(&k) {
            z.remove(&k);
        }
        let i = &insts[k];
        let uncond = i.exec == 1 && i.pred.is_none();
        Ok(match &i.op {
            Op::Goto { label } => {
                let t = target(self, *label)?;
                if t > k {
                    let mut z2 = z.clone();
                    z2.insert(t);
                    let mut out = self.resume(k, &z2);
                    if !uncond {
                        out.push((k + 1, z2));
                    }
                    out
                } else if uncond {
                    vec![(t, z)]
                } else {
                    let mut z2 = z.clone();
                    z2.insert(k + 1);
                    vec![(t, z2), (k + 1, z)]
                }
            }
            Op::Jmp { label } => {
                let t = target(self, *label)?;
                if uncond {
                    vec![(t, z)]
                } else {
                    vec![(t, z.clone()), (k + 1, z)]
                }
            }
            Op::Switchjmp { labels, .. } => {
                let mut out = Vec::new();
                for l in labels {
                    out.push((target(self, *l)?, z.clone()));
                }
                out
            }
            Op::Call { label } => {
                let t = target(self, *label)?;
                vec![(k + 1, z), (t, ZSet::new())]
            }
            Op::Trap => Vec::new(),
            Op::Ret | Op::Fret => {
                let mut out = self.resume(k, &z);
                if !uncond {
                    out.push((k + 1, z));
                }
                out
            }
            _ => vec![(k + 1, z)],
        })
    }

    /// The points a resume after `k` may jump to, with their sets.
    fn resume(&self, k: usize, z: &ZSet) -> Vec<(usize, ZSet)> {
        let (_, end) = self.range_of(k);
        let cands: Vec<usize> = z.iter().copied().filter(|&p| p > k && p < end).collect();
        let mut out = Vec::new();
        for (j, &p) in cands.iter().enumerate() {
            let mut zz = z.clone();
            for q in &cands[..j] {
                zz.remove(q);
            }
            out.push((p, zz));
        }
        out
    }

    /// Creates one block per block start (in order, after block 0, the
    /// prologue).
    pub fn make_blocks(&mut self, f: &mut MFunc) -> Vec<u32> {
        let mut out = Vec::new();
        for &k in &self.starts {
            if k > 0 && self.loops.contains(&(k - 1)) {
                let b = f.block();
                f.blocks[b as usize].labelled = true;
                self.loop_block.insert(k - 1, b);
            }
            let b = f.block();
            f.blocks[b as usize].labelled = true;
            self.block_of.insert(k, b);
            out.push(b);
        }
        out
    }
}

impl Sel<'_> {
    fn wait_reg(&mut self, p: usize) -> VReg {
        if let Some(&w) = self.flow.wait.get(&p) {
            return w;
        }
        let w = self.mt();
        self.flow.wait.insert(p, w);
        w
    }

    pub(super) fn record(&mut self, from: u32, to: u32) {
        let z = self.flow.cur_z.clone();
        self.flow.edges.push((from, to, z));
    }

    pub(super) fn branch(&mut self, op: &'static str, to: u32) {
        self.i(op, 0, vec![MOp::Label(to)]);
        let from = self.cur;
        self.record(from, to);
    }

    /// Before instruction `k`: block switches and re-convergence.
    pub fn flow_enter(&mut self, k: usize) -> R<()> {
        if let Some(&b) = self.flow.block_of.get(&k) {
            if b != self.cur {
                if self.flow.falls || self.cur == 0 {
                    let from = self.cur;
                    self.record(from, b);
                }
                self.cur = b;
                self.flow.cur_z = self.flow.z_in[k].clone();
                self.flow.falls = true;
            }
        }
        if self.flow.rps.contains(&k) && self.flow.cur_z.contains(&k) {
            let w = self.wait_reg(k);
            let op = self.m("s_or");
            let (e, wo) = (self.exec(), self.mop(w));
            self.i(op, 1, vec![e.clone(), e, wo]);
            self.flow.cur_z.remove(&k);
        } else if self.flow.rps.contains(&k) {
            self.flow.cur_z.remove(&k);
        }
        Ok(())
    }

    fn block_at(&self, k: usize) -> u32 {
        self.flow.block_of[&k]
    }

    /// Selects a control-flow instruction.
    pub fn flow_ins(&mut self, k: usize) -> R<()> {
        let ins = &self.insts[k];
        let c = Chan::of(ins);
        let uncond = ins.exec == 1 && ins.pred.is_none();
        match ins.op.clone() {
            Op::Goto { label } => {
                let t = self.flow.label_at[&label];
                if t > k {
                    self.goto_fwd(k, t, &c, uncond)
                } else {
                    self.goto_back(k, t, &c, uncond)
                }
            }
            Op::Jmp { label } => {
                let t = self.flow.label_at[&label];
                let bt = self.block_at(t);
                if uncond {
                    self.branch("s_branch", bt);
                    self.flow.falls = false;
                } else {
                    self.poison("a predicated jmp (segments may go different ways)");
                    let m = self.taken_mask(&c)?;
                    // A uniform jump: taken when the channel's predicate holds.
                    self.cond_to_scc_any(m);
                    self.branch("s_cbranch_scc1", bt);
                }
                Ok(())
            }
            Op::Call { label } => self.call(k, self.flow.label_at[&label], &c),
            Op::Ret => self.ret(k, &c, uncond),
            Op::Fret => Err(self.err("fret is not supported yet")),
            Op::Switchjmp { index, labels } => self.switchjmp(&index, &labels),
            Op::Trap => {
                self.i("s_trap", 0, vec![MOp::Imm(2)]);
                self.i("s_endpgm", 0, vec![]);
                self.flow.falls = false;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// `switchjmp`: a uniform jump through a compare chain on the index
    /// (at most 32 labels). An index outside the table (the vISA emulator
    /// stops with an error there) traps.
    fn switchjmp(&mut self, index: &Opnd, labels: &[u16]) -> R<()> {
        let one = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let v = self.read(index, &one)?;
        if !v.ty.is_int() {
            return Err(self.err("switchjmp with a non-integer index"));
        }
        // The index as the emulator reads it (by its type, so a negative
        // signed index matches no label).
        let lo = self.extend32(&v);
        let lo = self.to_sreg(lo);
        let idx = match v.hi {
            Some(hi) => {
                // A 64-bit index with high bits is out of range: -1.
                let hi = self.to_sreg(hi);
                self.i("s_cmp_eq_u32", 0, vec![hi.op(), MOp::Imm(0)]);
                let t = self.st(1);
                self.i(
                    "s_cselect_b32",
                    1,
                    vec![MOp::v(t, 1), lo.op(), MOp::Imm(-1)],
                );
                Val::S(t, 0)
            }
            None => lo,
        };
        for (j, l) in labels.iter().enumerate() {
            let b = self.block_at(self.flow.label_at[l]);
            self.i("s_cmp_eq_u32", 0, vec![idx.op(), MOp::Imm(j as i64)]);
            self.branch("s_cbranch_scc1", b);
        }
        self.i("s_trap", 0, vec![MOp::Imm(2)]);
        self.i("s_endpgm", 0, vec![]);
        self.flow.falls = false;
        Ok(())
    }

    /// The channels a control-flow instruction takes: for one channel,
    /// every active channel when its predicate holds.
    fn taken_mask(&mut self, c: &Chan) -> R<VReg> {
        if c.n == 1 {
            let Some(p) = c.pred else {
                let t = self.mt();
                let op = self.m("s_mov");
                let e = self.exec();
                self.i(op, 1, vec![self.mop(t), e]);
                return Ok(t);
            };
            let pm = self.pred_mask(&p, c)?;
            if self.packed {
                // Per segment: every active channel of the segments whose
                // channel `moff` has the predicate.
                let bit = self.mask_const(self.rep(1u64 << c.moff));
                let b = self.mask_and(pm, bit);
                let sp = self.spread(b);
                let t = self.mt();
                let op = self.m("s_and");
                let (so, e) = (self.mop(sp), self.exec());
                self.i(op, 1, vec![self.mop(t), so, e]);
                return Ok(t);
            }
            let b = self.m("s_bitcmp1");
            self.i(b, 0, vec![self.mop(pm), MOp::Imm(c.moff as i64)]);
            let t = self.mt();
            let sel = self.m("s_cselect");
            let e = self.exec();
            self.i(sel, 1, vec![self.mop(t), e, MOp::Imm(0)]);
            return Ok(t);
        }
        match self.chen(c)? {
            Some(m) => Ok(m),
            None => {
                let t = self.mt();
                let op = self.m("s_mov");
                let e = self.exec();
                self.i(op, 1, vec![self.mop(t), e]);
                Ok(t)
            }
        }
    }

    fn cond_to_scc_any(&mut self, m: VReg) {
        self.cond_to_scc(m);
    }

    fn goto_fwd(&mut self, k: usize, t: usize, c: &Chan, uncond: bool) -> R<()> {
        let w = self.wait_reg(t);
        let or = self.m("s_or");
        let mov = self.m("s_mov");
        let andn = self.m("s_andn2");
        if uncond {
            // Every active channel waits at t; go on at the next point.
            let wo = self.mop(w);
            let e = self.exec();
            if self.flow.cur_z.contains(&t) {
                self.i(or, 1, vec![wo.clone(), wo, e]);
            } else {
                self.i(mov, 1, vec![wo, e]);
            }
            self.flow.cur_z.insert(t);
            // No channel is left active.
            let e = self.exec();
            self.i(mov, 1, vec![e, MOp::Imm(0)]);
            let chain = self.new_chain(k, Some(t), super::flow::Fallback::None);
            self.branch("s_branch", chain);
            self.flow.falls = false;
            return Ok(());
        }
        let taken = self.taken_mask(c)?;
        let wo = self.mop(w);
        let to = self.mop(taken);
        if self.flow.cur_z.contains(&t) {
            self.i(or, 1, vec![wo.clone(), wo, to.clone()]);
        } else {
            self.i(mov, 1, vec![wo, to.clone()]);
        }
        self.flow.cur_z.insert(t);
        let e = self.exec();
        self.i(andn, 1, vec![e.clone(), e, to]);
        let chain = self.new_chain(k, Some(t), Fallback::None);
        self.branch("s_cbranch_scc0", chain);
        Ok(())
    }

    fn goto_back(&mut self, k: usize, t: usize, c: &Chan, uncond: bool) -> R<()> {
        let bt = self.block_at(t);
        if uncond {
            self.branch("s_branch", bt);
            self.flow.falls = false;
            return Ok(());
        }
        let taken = self.taken_mask(c)?;
        // SCC = any taken.
        let op = self.m("s_and");
        let e = self.exec();
        let tt = self.mt();
        let to = self.mop(taken);
        self.i(op, 1, vec![self.mop(tt), to, e.clone()]);
        let after = self.block_at(k + 1);
        self.branch("s_cbranch_scc0", after);
        let stay = self.mt();
        let andn = self.m("s_andn2");
        let tto = self.mop(tt);
        self.i(andn, 1, vec![self.mop(stay), e.clone(), tto.clone()]);
        let w = self.wait_reg(k + 1);
        let wo = self.mop(w);
        let so = self.mop(stay);
        let z_has = self.flow.cur_z.contains(&(k + 1));
        if z_has {
            let or = self.m("s_or");
            self.i(or, 1, vec![wo.clone(), wo, so]);
        } else {
            let mov = self.m("s_mov");
            self.i(mov, 1, vec![wo, so]);
        }
        let mov = self.m("s_mov");
        self.i(mov, 1, vec![e, tto]);
        let z_before = self.flow.cur_z.clone();
        self.flow.cur_z.insert(k + 1);
        self.branch("s_branch", bt);
        self.flow.cur_z = z_before;
        self.flow.falls = false;
        Ok(())
    }

    /// A new resume-chain block for a resume after instruction `k`.
    fn new_chain(&mut self, k: usize, sure: Option<usize>, fallback: Fallback) -> u32 {
        let (_, end) = self.flow.range_of(k);
        let z = self.flow.cur_z.clone();
        let mut cands: Vec<usize> = z.iter().copied().filter(|&p| p > k && p < end).collect();
        if let Some(s) = sure {
            cands.retain(|&p| p <= s);
        }
        let b = self.f.block();
        self.f.blocks[b as usize].labelled = true;
        self.flow.chains.push(Chain {
            block: b,
            cands,
            sure,
            fallback,
            z,
        });
        b
    }

    fn call(&mut self, k: usize, s: usize, c: &Chan) -> R<()> {
        let entering = self.taken_mask(c)?;
        let (ret_id, ret_mask) = {
            let need_id = self.flow.subs[&s].ret_id.is_none();
            if need_id {
                let id = self.st(1);
                let rm = self.mt();
                let si = self.flow.subs.get_mut(&s).expect("subroutine");
                si.ret_id = Some(id);
                si.ret_mask = Some(rm);
            }
            let si = &self.flow.subs[&s];
            (si.ret_id.expect("id"), si.ret_mask.expect("mask"))
        };
        let site = self.flow.subs[&s]
            .calls
            .iter()
            .position(|&x| x == k)
            .unwrap_or(0);
        let andn = self.m("s_andn2");
        let e = self.exec();
        let (rmo, eno) = (self.mop(ret_mask), self.mop(entering));
        self.i(andn, 1, vec![rmo, e.clone(), eno.clone()]);
        // No channel entering: skip the call.
        let cmp = self.m("s_cmp_eq");
        self.i(cmp, 0, vec![eno.clone(), MOp::Imm(0)]);
        let after = self.block_at(k + 1);
        self.branch("s_cbranch_scc1", after);
        let mov = self.m("s_mov");
        self.i(mov, 1, vec![e, eno]);
        self.i(
            "s_mov_b32",
            1,
            vec![MOp::v(ret_id, 1), MOp::Imm(site as i64)],
        );
        let bs = self.block_at(s);
        let z_before = self.flow.cur_z.clone();
        self.flow.cur_z = ZSet::new();
        self.branch("s_branch", bs);
        self.flow.cur_z = z_before;
        self.flow.falls = false;
        Ok(())
    }

    fn ret(&mut self, k: usize, c: &Chan, uncond: bool) -> R<()> {
        let (start, _) = self.flow.range_of(k);
        let in_sub = self.flow.subs.contains_key(&start) && start != 0;
        let fallback = if in_sub {
            Fallback::Return(start)
        } else {
            Fallback::End
        };
        let cands_exist = {
            let (_, end) = self.flow.range_of(k);
            self.flow.cur_z.iter().any(|&p| p > k && p < end)
        };
        if uncond {
            if in_sub {
                self.sub_leave(start, None);
            }
            if !cands_exist {
                if in_sub {
                    let rb = self.ret_block(start);
                    self.branch("s_branch", rb);
                } else {
                    self.i("s_endpgm", 0, vec![]);
                }
            } else {
                let e = self.exec();
                let mov = self.m("s_mov");
                self.i(mov, 1, vec![e, MOp::Imm(0)]);
                let chain = self.new_chain(k, None, fallback);
                self.branch("s_branch", chain);
            }
            self.flow.falls = false;
            return Ok(());
        }
        let r = self.taken_mask(c)?;
        if in_sub {
            self.sub_leave(start, Some(r));
        }
        let andn = self.m("s_andn2");
        let e = self.exec();
        let ro = self.mop(r);
        self.i(andn, 1, vec![e.clone(), e, ro]);
        let chain = self.new_chain(k, None, fallback);
        self.branch("s_cbranch_scc0", chain);
        Ok(())
    }

    /// Leaving channels (`None`: all active) wait at the return point.
    fn sub_leave(&mut self, start: usize, r: Option<VReg>) {
        let rm = match self.flow.subs[&start].ret_mask {
            Some(m) => m,
            None => {
                let id = self.st(1);
                let rm = self.mt();
                let si = self.flow.subs.get_mut(&start).expect("sub");
                si.ret_id = Some(id);
                si.ret_mask = Some(rm);
                rm
            }
        };
        let or = self.m("s_or");
        let rmo = self.mop(rm);
        let src = match r {
            Some(r) => self.mop(r),
            None => self.exec(),
        };
        self.i(or, 1, vec![rmo.clone(), rmo, src]);
    }

    /// The block returning from a subroutine.
    fn ret_block(&mut self, start: usize) -> u32 {
        if let Some(b) = self.flow.subs[&start].ret_block {
            return b;
        }
        let b = self.f.block();
        self.f.blocks[b as usize].labelled = true;
        self.flow.subs.get_mut(&start).expect("sub").ret_block = Some(b);
        b
    }

    /// Emits the chains, return blocks and the zeroing of waiting masks on
    /// edges, and computes block successors.
    pub fn flow_finish(&mut self) -> R<()> {
        // A fall-through at the end of the code ends the program.
        if self.flow.falls {
            self.i("s_endpgm", 0, vec![]);
        }
        let chains = std::mem::take(&mut self.flow.chains);
        // A chain whose remaining tests (with the same waiting set, sure
        // point and fallback) are another chain's whole list branches
        // there: the chains of a run of gotos to labels laid out in
        // reverse share their tails instead of repeating them.
        type Key = (Vec<usize>, Option<usize>, Fallback, ZSet);
        let mut heads: FxHashMap<Key, u32> = FxHashMap::default();
        for ch in &chains {
            heads
                .entry((ch.cands.clone(), ch.sure, ch.fallback, ch.z.clone()))
                .or_insert(ch.block);
        }
        for ch in chains {
            self.cur = ch.block;
            self.flow.cur_z = ch.z.clone();
            let mut skipped: Vec<usize> = Vec::new();
            let mut shared = false;
            for (j, &p) in ch.cands.iter().enumerate() {
                let mut z = ch.z.clone();
                for q in &skipped {
                    z.remove(q);
                }
                let key = (ch.cands[j..].to_vec(), ch.sure, ch.fallback, z);
                if let Some(&b) = heads.get(&key) {
                    if b != ch.block {
                        self.flow.cur_z = key.3;
                        self.branch("s_branch", b);
                        shared = true;
                        break;
                    }
                }
                let bp = self.block_at(p);
                if Some(p) == ch.sure {
                    for q in &skipped {
                        self.flow.cur_z.remove(q);
                    }
                    self.branch("s_branch", bp);
                    break;
                }
                let w = self.wait_reg(p);
                let cmp = self.m("s_cmp_lg");
                let wo = self.mop(w);
                self.i(cmp, 0, vec![wo, MOp::Imm(0)]);
                let zsave = self.flow.cur_z.clone();
                for q in &skipped {
                    self.flow.cur_z.remove(q);
                }
                self.branch("s_cbranch_scc1", bp);
                self.flow.cur_z = zsave;
                skipped.push(p);
            }
            if ch.sure.is_none() && !shared {
                match ch.fallback {
                    Fallback::End => {
                        self.i("s_endpgm", 0, vec![]);
                    }
                    Fallback::Return(s) => {
                        let rb = self.ret_block(s);
                        self.branch("s_branch", rb);
                    }
                    Fallback::None => {
                        self.i("s_endpgm", 0, vec![]);
                    }
                }
            }
        }
        // Return blocks: EXEC = the channels waiting at the return point,
        // dispatch on the call site.
        let subs: Vec<(usize, SubInfo)> = self
            .flow
            .subs
            .iter()
            .map(|(k, v)| (*k, v.clone()))
            .collect();
        for (_, si) in subs {
            let Some(rb) = si.ret_block else { continue };
            self.cur = rb;
            self.flow.cur_z = ZSet::new();
            let mov = self.m("s_mov");
            let e = self.exec();
            let rm = self.mop(si.ret_mask.expect("mask"));
            self.i(mov, 1, vec![e, rm]);
            let id = si.ret_id.expect("id");
            for (j, &site) in si.calls.iter().enumerate() {
                let b = self.block_at(site + 1);
                // The caller's waiting set at the site.
                self.flow.cur_z = self.flow.z_in.get(site + 1).cloned().unwrap_or_default();
                if j + 1 == si.calls.len() {
                    self.branch("s_branch", b);
                } else {
                    self.i("s_cmp_eq_u32", 0, vec![MOp::v(id, 1), MOp::Imm(j as i64)]);
                    self.branch("s_cbranch_scc1", b);
                }
            }
        }
        self.zero_edges();
        Ok(())
    }

    /// Zeroes, on each edge, the waiting masks the target may find non-zero
    /// but the source does not set.
    fn zero_edges(&mut self) {
        let start_of: FxHashMap<u32, usize> =
            self.flow.block_of.iter().map(|(k, b)| (*b, *k)).collect();
        let edges = std::mem::take(&mut self.flow.edges);
        let mut fixes: Vec<(u32, u32, Vec<usize>)> = Vec::new();
        for (from, to, z) in &edges {
            let Some(&k) = start_of.get(to) else { continue };
            let need: Vec<usize> = self.flow.z_in[k].difference(z).copied().collect();
            // Only masks some code reads (has a register).
            let need: Vec<usize> = need
                .into_iter()
                .filter(|p| self.flow.wait.contains_key(p))
                .collect();
            if !need.is_empty() {
                fixes.push((*from, *to, need));
            }
        }
        for (from, to, need) in fixes {
            // A block on the edge: `from` branches to it (or falls into it).
            let nb = self.f.block();
            self.f.blocks[nb as usize].labelled = true;
            let saved = self.cur;
            self.cur = nb;
            for p in &need {
                let w = self.flow.wait[p];
                let mov = self.m("s_mov");
                let wo = self.mop(w);
                self.i(mov, 1, vec![wo, MOp::Imm(0)]);
            }
            self.i("s_branch", 0, vec![MOp::Label(to)]);
            self.cur = saved;
            // Retarget the branch (or the fall-through) of `from`.
            let blk = &mut self.f.blocks[from as usize];
            let mut done = false;
            for m in blk.insts.iter_mut().rev() {
                if (m.op.starts_with("s_branch") || m.op.starts_with("s_cbranch"))
                    && m.ops.first() == Some(&MOp::Label(to))
                {
                    m.ops[0] = MOp::Label(nb);
                    done = true;
                    break;
                }
            }
            if !done {
                // Fall-through: branch explicitly.
                let last_is_term = blk
                    .insts
                    .last()
                    .is_some_and(|m| m.op == "s_branch" || m.op == "s_endpgm");
                if !last_is_term {
                    let mut br = MInst::new("s_branch", 0, vec![MOp::Label(nb)]);
                    super::classify(self.t, &mut br);
                    blk.insts.push(br);
                }
            }
        }
    }
}
