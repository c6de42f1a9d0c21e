//! The rules the hardware leaves to the compiler, checked as the program
//! runs.
//!
//! **Memory counters.** Every memory instruction that returns data (or
//! writes memory) increments the counters the ISA documents assign to it;
//! `s_waitcnt` waits until a counter is at most a value. An instruction's
//! destination registers are only safe to read (or overwrite) after a wait
//! proves the instruction complete. What a wait proves depends on the
//! order in which the counter's operations complete:
//!
//! - `vmcnt` (vector memory loads, and on GFX9 stores; GFX10 loads and
//!   atomics with return), `vscnt` (GFX10 stores and atomics without
//!   return), `expcnt`: in issue order. `vmcnt(N)` completes every
//!   operation but the newest N.
//! - `lgkmcnt`: LDS (and GDS, messages) operations complete in order among
//!   themselves; scalar memory (SMEM) operations in any order. An LDS
//!   operation is complete after `lgkmcnt(N)` when it and the LDS
//!   operations issued after it are more than N; an SMEM operation only
//!   after `lgkmcnt(0)`.
//! - FLAT instructions count in both `vmcnt` and `lgkmcnt` (the address
//!   space is only known at run time, so both counters count them); what
//!   proves one complete is the counter of the memory its lanes reached:
//!   `vmcnt` for global and private memory, `lgkmcnt` for LDS (out of
//!   order with the other LDS operations, as LLVM's `SIInsertWaitcnts`
//!   treats a FLAT access that may reach LDS: `lgkmcnt(0)`), both when
//!   lanes reached both.
//!
//! A read of a register an incomplete operation will still write, or a
//! write to it, stops the run naming both instructions.

use crate::ins::Counter;

/// One outstanding memory operation.
#[derive(Clone, Debug)]
struct Pending {
    /// Index of the instruction that issued it.
    ins: usize,
    /// Completes in order with the other in-order operations of its
    /// counter.
    in_order: bool,
    /// Still outstanding on each counter it counts in (vm, lgkm, vs, exp);
    /// complete when any of its counters proved it.
    live: bool,
    /// The registers it writes.
    dst: Vec<RegRange>,
    /// Counters whose waits must still prove it complete (bit per `qi`);
    /// complete when none is left.
    need: u8,
    /// Deferred write-back: the values its destination registers receive
    /// when it completes (register, lane values).
    data: Vec<(File, u16, Box<[u32; 64]>)>,
}

/// Register values a completed operation writes back (deferred mode).
pub(crate) type Writeback = Vec<(File, u16, Box<[u32; 64]>)>;

/// Which register file a pending write targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum File {
    V,
    A,
    S,
}

/// The counters and the registers outstanding operations will write.
#[derive(Clone, Debug, Default)]
pub(crate) struct Checker {
    ops: Vec<Pending>,
    /// Per counter: the operations counted, in issue order (indices into
    /// `ops`).
    queues: [Vec<usize>; 4],
    /// Pending writer (index into `ops` + 1) of each VGPR, AGPR, SGPR.
    vpend: Vec<u32>,
    apend: Vec<u32>,
    spend: Vec<u32>,
    /// Number of live operations that write registers: the fast path
    /// skips every check when it is 0.
    pub writers: u32,
    /// Whether the checks run at all.
    pub enabled: bool,
    /// Deferred write-back of loaded registers (see `Launch`).
    pub deferred: bool,
}

fn qi(c: Counter) -> usize {
    match c {
        Counter::Vm => 0,
        Counter::Lgkm => 1,
        Counter::Vs => 2,
        Counter::Exp => 3,
    }
}

/// A register read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RegRange {
    pub file: File,
    pub first: u16,
    pub count: u16,
}

impl Checker {
    pub fn new(nvgpr: u32, nagpr: u32, enabled: bool) -> Checker {
        Checker {
            deferred: false,
            ops: Vec::new(),
            queues: Default::default(),
            vpend: vec![0; nvgpr as usize],
            apend: vec![0; nagpr as usize],
            spend: vec![0; 128],
            writers: 0,
            enabled,
        }
    }

    fn table(&mut self, f: File) -> &mut Vec<u32> {
        match f {
            File::V => &mut self.vpend,
            File::A => &mut self.apend,
            File::S => &mut self.spend,
        }
    }

    /// Records a memory operation issued by instruction `ins`, counted in
    /// `counters` (with its completion order), writing `dst`.
    pub fn issue(&mut self, ins: usize, counters: &[(Counter, bool)], dst: &[RegRange]) {
        self.issue_proved_by(ins, counters, &[], dst)
    }

    /// Like `issue`, with the counters whose waits prove it complete
    /// (`proved_by`; empty: any of `counters`, which for everything but
    /// FLAT is the only one).
    pub fn issue_proved_by(
        &mut self,
        ins: usize,
        counters: &[(Counter, bool)],
        proved_by: &[Counter],
        dst: &[RegRange],
    ) {
        if !self.enabled {
            return;
        }
        let id = self.ops.len();
        let in_order = counters.iter().all(|c| c.1);
        let mask = counters.iter().fold(0, |m, c| m | 1 << qi(c.0));
        let need = if proved_by.is_empty() {
            mask
        } else {
            proved_by.iter().fold(0, |m, c| m | 1 << qi(*c))
        };
        self.ops.push(Pending {
            ins,
            in_order,
            live: true,
            dst: dst.to_vec(),
            need,
            data: Vec::new(),
        });
        for &(c, _) in counters {
            self.queues[qi(c)].push(id);
        }
        if !dst.is_empty() {
            self.writers += 1;
            for r in dst {
                let t = self.table(r.file);
                for i in r.first..r.first + r.count {
                    if let Some(slot) = t.get_mut(i as usize) {
                        *slot = id as u32 + 1;
                    }
                }
            }
        }
        // The counters are a few bits wide, so a wave never has many
        // operations in flight; drop the record of completed ones now and
        // then.
        if self.ops.len() > 4096 && self.queues.iter().all(|q| q.is_empty()) {
            self.ops.clear();
        }
    }

    /// Attaches deferred write-back data to the operation just issued.
    pub fn attach(&mut self, data: Writeback) {
        if let Some(op) = self.ops.last_mut() {
            op.data = data;
        }
    }

    /// `s_waitcnt`: counter `c` at most `n`. Completes what that proves;
    /// returns the deferred write-backs of the completed operations.
    pub fn wait(&mut self, c: Counter, n: u32) -> Writeback {
        let mut wb = Vec::new();
        if !self.enabled {
            return wb;
        }
        let q = std::mem::take(&mut self.queues[qi(c)]);
        let n = n as usize;
        let mut keep = Vec::with_capacity(q.len().min(n + 4));
        // For each operation, the in-order operations at or after it.
        let mut later_in_order = 0usize;
        let mut done = vec![false; q.len()];
        for (k, &id) in q.iter().enumerate().rev() {
            let op = &self.ops[id];
            if !op.live {
                done[k] = true;
                continue;
            }
            let outstanding_possible = if op.in_order || c != Counter::Lgkm {
                later_in_order += 1;
                later_in_order <= n
            } else {
                n >= 1
            };
            done[k] = !outstanding_possible;
        }
        for (k, &id) in q.iter().enumerate() {
            if done[k] {
                let op = &mut self.ops[id];
                // complete when every counter that must prove it did (a
                // FLAT operation leaves the queue of a counter that does
                // not prove it, still outstanding)
                op.need &= !(1 << qi(c));
                if op.need == 0 {
                    wb.append(&mut op.data);
                    self.complete(id);
                }
            } else {
                keep.push(id);
            }
        }
        self.queues[qi(c)] = keep;
        wb
    }

    fn complete(&mut self, id: usize) {
        if !self.ops[id].live {
            return;
        }
        self.ops[id].live = false;
        let tag = id as u32 + 1;
        let dst = std::mem::take(&mut self.ops[id].dst);
        for r in &dst {
            let t = self.table(r.file);
            for i in r.first..r.first + r.count {
                if let Some(s) = t.get_mut(i as usize) {
                    if *s == tag {
                        *s = 0;
                    }
                }
            }
        }
        if !dst.is_empty() {
            self.writers -= 1;
        }
        // other queues forget it lazily (they skip dead operations)
    }

    /// The instruction whose outstanding operation still writes a register
    /// of `r`, if any.
    #[cfg(test)]
    pub fn pending(&self, r: RegRange) -> Option<(usize, u16)> {
        let t = match r.file {
            File::V => &self.vpend,
            File::A => &self.apend,
            File::S => &self.spend,
        };
        for i in r.first..r.first.saturating_add(r.count) {
            if let Some(&tag) = t.get(i as usize) {
                if tag != 0 {
                    return Some((self.ops[tag as usize - 1].ins, i));
                }
            }
        }
        None
    }

    /// Like `pending`, with the counters the operation counts in and
    /// whether it completes in order.
    pub fn pending_op(&self, r: RegRange) -> Option<(usize, u16, Vec<Counter>, bool)> {
        let t = match r.file {
            File::V => &self.vpend,
            File::A => &self.apend,
            File::S => &self.spend,
        };
        for i in r.first..r.first.saturating_add(r.count) {
            if let Some(&tag) = t.get(i as usize) {
                if tag != 0 {
                    let op = &self.ops[tag as usize - 1];
                    let cs = [Counter::Vm, Counter::Lgkm, Counter::Vs, Counter::Exp]
                        .into_iter()
                        .filter(|c| op.need >> qi(*c) & 1 == 1)
                        .collect();
                    return Some((op.ins, i, cs, op.in_order));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(first: u16) -> [RegRange; 1] {
        [RegRange {
            file: File::V,
            first,
            count: 1,
        }]
    }

    #[test]
    fn vmcnt_completes_in_order() {
        let mut c = Checker::new(8, 0, true);
        c.issue(0, &[(Counter::Vm, true)], &v(0));
        c.issue(1, &[(Counter::Vm, true)], &v(1));
        c.issue(2, &[(Counter::Vm, true)], &v(2));
        c.wait(Counter::Vm, 1);
        assert_eq!(c.pending(v(0)[0]), None);
        assert_eq!(c.pending(v(1)[0]), None);
        assert_eq!(c.pending(v(2)[0]), Some((2, 2)));
        c.wait(Counter::Vm, 0);
        assert_eq!(c.pending(v(2)[0]), None);
        assert_eq!(c.writers, 0);
    }

    #[test]
    fn smem_completes_only_at_zero() {
        let mut c = Checker::new(8, 0, true);
        let s = |i| {
            [RegRange {
                file: File::S,
                first: i,
                count: 2,
            }]
        };
        c.issue(0, &[(Counter::Lgkm, false)], &s(4));
        c.issue(1, &[(Counter::Lgkm, true)], &v(0));
        c.issue(2, &[(Counter::Lgkm, true)], &v(1));
        c.wait(Counter::Lgkm, 1);
        // the older LDS read is complete, the SMEM load may not be
        assert_eq!(c.pending(v(0)[0]), None);
        assert_eq!(c.pending(v(1)[0]), Some((2, 1)));
        assert_eq!(c.pending(s(4)[0]), Some((0, 4)));
        c.wait(Counter::Lgkm, 0);
        assert_eq!(c.pending(s(4)[0]), None);
    }
}
