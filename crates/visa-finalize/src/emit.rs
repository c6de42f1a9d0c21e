//! After allocation: waits and hazard padding, then the assembly text in
//! LLVM's syntax (what `--emit asm` prints and the encoder reads).
//!
//! Waits: a scoreboard per block (see `waits`). Hazards: on GFX9, the
//! readers of an SGPR, VCC or EXEC a VALU instruction wrote that need
//! wait states after the write (VMEM address SGPRs, lane selects,
//! `v_div_fmas`, DPP after EXEC: five at most) get them from `s_nop`
//! where fewer instructions separate them (see `pad_valu_sgpr_writes`);
//! on other generations every such write is followed by five wait states;
//! SALU writes of M0 get one; `s_setreg` two.

use std::fmt::Write;

use crate::mir::{f32_text, imp, Counter, MFunc, MInst, MOp, PReg, Reg};
use crate::target::Target;

fn writes_scalar(m: &MInst) -> bool {
    if m.imp_def & (imp::VCC | imp::EXEC) != 0 {
        return true;
    }
    m.ops.iter().enumerate().any(|(i, op)| {
        m.is_def(i)
            && matches!(
                op,
                MOp::R {
                    reg: Reg::P(PReg::S(_) | PReg::Vcc | PReg::Exec | PReg::M0 | PReg::FlatScratch),
                    ..
                }
            )
    })
}

fn writes_m0(m: &MInst) -> bool {
    m.ops.iter().enumerate().any(|(i, op)| {
        m.is_def(i)
            && matches!(
                op,
                MOp::R {
                    reg: Reg::P(PReg::M0),
                    ..
                }
            )
    })
}

/// A memory operation still in flight, in issue order.
struct Pending {
    /// Still counted by `vmcnt`.
    vm: bool,
    /// Still counted by `lgkmcnt`.
    lgkm: bool,
    /// Still counted by `vscnt` (GFX10 stores).
    vs: bool,
    /// Its `lgkmcnt` decrement may come out of order (scalar memory,
    /// FLAT, messages), so only `lgkmcnt(0)` is known to cover it.
    ooo: bool,
    /// Registers it will write (see `reg_index`).
    regs: Vec<u16>,
}

/// Register numbering of the wait pass: SGPRs from 0, VGPRs from 512.
fn reg_index(op: &MOp) -> Option<std::ops::Range<u16>> {
    match op {
        MOp::R {
            reg: Reg::P(PReg::S(i)),
            off,
            n,
            ..
        } => Some(i + off..i + off + n),
        MOp::R {
            reg: Reg::P(PReg::V(i)),
            off,
            n,
            ..
        } => Some(512 + i + off..512 + i + off + n),
        _ => None,
    }
}

/// The wait that must precede an instruction touching `regs` (or all
/// pending operations when `all`), as counts per counter (`None`: no wait
/// on that counter), applied to the pending list.
fn wait_for(
    pend: &mut Vec<Pending>,
    touches: impl Fn(&Pending) -> bool,
    all: bool,
) -> (Option<usize>, Option<usize>, bool) {
    let (mut vm, mut lgkm, mut vs) = (None::<usize>, None::<usize>, false);
    let nvm = pend.iter().filter(|p| p.vm).count();
    let nlgkm = pend.iter().filter(|p| p.lgkm).count();
    let any_ooo = pend.iter().any(|p| p.lgkm && p.ooo);
    let (mut vm_seen, mut lgkm_seen) = (0, 0);
    for p in pend.iter() {
        let need = all || touches(p);
        if p.vm {
            vm_seen += 1;
            if need {
                // In order: at most the later ones may stay outstanding.
                let k = nvm - vm_seen;
                vm = Some(vm.map_or(k, |x| x.min(k)));
            }
        }
        if p.lgkm {
            lgkm_seen += 1;
            if need {
                let k = if any_ooo { 0 } else { nlgkm - lgkm_seen };
                lgkm = Some(lgkm.map_or(k, |x| x.min(k)));
            }
        }
        if p.vs && need {
            vs = true;
        }
    }
    retire(pend, vm, lgkm, vs);
    (vm, lgkm, vs)
}

/// Marks what a wait with these counts guarantees complete.
fn retire(pend: &mut Vec<Pending>, vm: Option<usize>, lgkm: Option<usize>, vs: bool) {
    if let Some(k) = vm {
        let n = pend.iter().filter(|p| p.vm).count();
        for p in pend.iter_mut().filter(|p| p.vm).take(n.saturating_sub(k)) {
            p.vm = false;
        }
    }
    if let Some(k) = lgkm {
        let n = pend.iter().filter(|p| p.lgkm).count();
        let any_ooo = pend.iter().any(|p| p.lgkm && p.ooo);
        let done = if k == 0 {
            n
        } else if any_ooo {
            0
        } else {
            n.saturating_sub(k)
        };
        for p in pend.iter_mut().filter(|p| p.lgkm).take(done) {
            p.lgkm = false;
        }
    }
    if vs {
        for p in pend.iter_mut() {
            p.vs = false;
        }
    }
    pend.retain(|p| p.vm || p.lgkm || p.vs);
}

/// The `s_waitcnt` instructions for these counts (clamped to what the
/// counters' fields hold: a smaller count only waits longer).
fn wait_insts(t: &Target, vm: Option<usize>, lgkm: Option<usize>, vs: bool, out: &mut Vec<MInst>) {
    let lgkm_max = if t.gen >= 10 { 63 } else { 15 };
    let mut text = String::new();
    if let Some(k) = vm {
        let _ = write!(text, "vmcnt({})", k.min(63));
    }
    if let Some(k) = lgkm {
        if !text.is_empty() {
            text.push(' ');
        }
        let _ = write!(text, "lgkmcnt({})", k.min(lgkm_max));
    }
    if !text.is_empty() {
        let mut w = MInst::new("s_waitcnt", 0, vec![MOp::Text(text)]);
        w.side = true;
        out.push(w);
    }
    if vs {
        let mut w = MInst::new(
            "s_waitcnt_vscnt",
            0,
            vec![MOp::Text("null".into()), MOp::Hex(0)],
        );
        w.side = true;
        out.push(w);
    }
}

/// Whether an instruction orders memory or leaves the straight-line code,
/// so everything in flight must complete first.
fn synchronizes(op: &str) -> bool {
    [
        "s_barrier",
        "s_sendmsg",
        "s_dcache",
        "s_icache",
        "buffer_wb",
        "buffer_gl",
        "s_trap",
        "s_setpc",
        "s_swappc",
        "s_endpgm",
        "s_branch",
        "s_cbranch",
    ]
    .iter()
    .any(|p| op.starts_with(p))
}

/// Inserts waits and hazard padding.
///
/// Waits: a scoreboard per block. Each memory instruction's destination
/// registers stay pending until an `s_waitcnt` covers it; an instruction
/// that reads or writes a pending register waits for exactly the
/// operations it needs (`vmcnt` and `vscnt` complete in order; `lgkmcnt` in
/// order only while no scalar load, FLAT access or message is in flight).
/// Scalar loads wait for vector stores in flight (the scalar cache reads
/// memory those stores may be writing). Everything completes before a
/// branch, the end of a block, a barrier, a message, a cache control and
/// the end of the program, so no wait crosses a block boundary.
pub fn waits(f: &mut MFunc, t: &Target) {
    for blk in &mut f.blocks {
        let old = std::mem::take(&mut blk.insts);
        let mut out = Vec::with_capacity(old.len() * 2);
        let mut pend: Vec<Pending> = Vec::new();
        let n = old.len();
        for (at, m) in old.into_iter().enumerate() {
            let counter = m.counter;
            let op = m.op;
            let valu_s = op.starts_with("v_") && writes_scalar(&m);
            let salu_m0 = op.starts_with("s_") && writes_m0(&m);
            if op == "s_waitcnt" || op == "s_waitcnt_vscnt" {
                // An explicit full wait (a fence) retires what it covers.
                let text: String = m
                    .ops
                    .iter()
                    .filter_map(|o| match o {
                        MOp::Text(x) => Some(x.as_str()),
                        _ => None,
                    })
                    .collect();
                let vm = crate::has(&text, "vmcnt(0)").then_some(0);
                let lgkm = crate::has(&text, "lgkmcnt(0)").then_some(0);
                let vs = op == "s_waitcnt_vscnt" && m.ops.get(1) == Some(&MOp::Hex(0));
                retire(&mut pend, vm, lgkm, vs);
                out.push(m);
                continue;
            }
            let last = at + 1 == n;
            if synchronizes(op) || (last && !pend.is_empty()) {
                let (vm, lgkm, vs) = wait_for(&mut pend, |_| true, true);
                wait_insts(t, vm, lgkm, vs, &mut out);
            } else if !pend.is_empty() {
                let regs: Vec<std::ops::Range<u16>> = m.ops.iter().filter_map(reg_index).collect();
                // Vector stores and atomics in flight may write what the
                // scalar cache reads.
                let smem = op.starts_with("s_load") || op.starts_with("s_buffer_load");
                let (vm, lgkm, vs) = wait_for(
                    &mut pend,
                    |p| {
                        (smem && (p.vm || p.vs))
                            || p.regs.iter().any(|r| regs.iter().any(|x| x.contains(r)))
                    },
                    false,
                );
                wait_insts(t, vm, lgkm, vs, &mut out);
            }
            let defs: Vec<u16> = m
                .ops
                .iter()
                .enumerate()
                .filter(|(i, _)| m.is_def(*i))
                .filter_map(|(_, o)| reg_index(o))
                .flatten()
                .collect();
            let ds = op.starts_with("ds_");
            let entry = match counter {
                Counter::None => None,
                Counter::Vm => Some((true, false, false, false)),
                Counter::Vs => Some((false, false, true, false)),
                Counter::Lgkm => Some((false, true, false, !ds)),
                Counter::Flat => Some((true, true, false, true)),
            };
            out.push(m);
            if let Some((vm, lgkm, vs, ooo)) = entry {
                pend.push(Pending {
                    vm,
                    lgkm,
                    vs,
                    ooo,
                    regs: defs,
                });
                if last {
                    let (vm, lgkm, vs) = wait_for(&mut pend, |_| true, true);
                    wait_insts(t, vm, lgkm, vs, &mut out);
                }
            }
            if valu_s && t.gen != 9 {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(4)]));
            } else if salu_m0 {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(0)]));
            } else if op.starts_with("s_setreg") {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(1)]));
            }
        }
        if t.gen == 9 {
            out = pad_valu_sgpr_writes(out);
        }
        blk.insts = if xnack(t) { break_clauses(out) } else { out };
    }
}

/// Scalar registers an operand names, numbered as `reg_index` numbers
/// SGPRs, with VCC at 1024 and EXEC at 1026 (two each), M0 and
/// `flat_scratch` at 1028.
fn sreg_bits(op: &MOp) -> Option<std::ops::Range<u16>> {
    match op {
        MOp::R { reg: Reg::P(p), .. } => match p {
            PReg::S(_) => reg_index(op),
            PReg::Vcc => Some(1024..1026),
            PReg::Exec => Some(1026..1028),
            PReg::M0 | PReg::FlatScratch => Some(1028..1030),
            _ => None,
        },
        _ => None,
    }
}

/// GFX9 hazards of VALU writes of scalar registers: the instructions that
/// read such a register through a path without an interlock need five
/// wait states after the write (four for lane selects and `v_div_fmas`,
/// five for VMEM SGPR operands and for DPP after EXEC; five for all, and
/// for every reader other than plain VALU and SALU instructions, which
/// the hardware interlocks). Instead of five after every write, an
/// `s_nop` goes before a reader only for the wait states the instructions
/// between do not give; at the end of a block, the rest (the next block
/// may read).
fn pad_valu_sgpr_writes(insts: Vec<MInst>) -> Vec<MInst> {
    // Registers written, and wait states still owed.
    let mut pend: Vec<(std::ops::Range<u16>, u32)> = Vec::new();
    let mut out = Vec::with_capacity(insts.len() + 8);
    let age = |pend: &mut Vec<(std::ops::Range<u16>, u32)>, k: u32| {
        for p in pend.iter_mut() {
            p.1 = p.1.saturating_sub(k);
        }
        pend.retain(|p| p.1 > 0);
    };
    let n = insts.len();
    for (at, m) in insts.into_iter().enumerate() {
        let op = m.op;
        let states = if op == "s_nop" {
            match m.ops.first() {
                Some(MOp::Imm(k)) => *k as u32 + 1,
                _ => 1,
            }
        } else if op.starts_with('.') {
            0
        } else {
            1
        };
        let terminator = at + 1 == n
            && ["s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_endpgm"]
                .iter()
                .any(|p| op.starts_with(p));
        if !pend.is_empty() {
            // Plain VALU and SALU reads are interlocked.
            let valu = op.starts_with("v_")
                && !op.starts_with("v_readlane")
                && !op.starts_with("v_writelane")
                && !op.starts_with("v_div_fmas")
                && !crate::has(op, "dpp")
                && !crate::has(op, "sdwa")
                && !crate::has(&m.mods, "row_")
                && !crate::has(&m.mods, "quad_perm")
                && !crate::has(&m.mods, "sel:");
            let salu = op.starts_with("s_")
                && !op.starts_with("s_load")
                && !op.starts_with("s_buffer")
                && !op.starts_with("s_store")
                && !op.starts_with("s_cbranch")
                && !op.starts_with("s_setpc")
                && !op.starts_with("s_swappc")
                && !op.starts_with("s_sendmsg")
                && !op.starts_with("s_movrel");
            let mut need = 0;
            if !(valu || salu) || terminator {
                let mut reads: Vec<std::ops::Range<u16>> = m
                    .ops
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| m.is_use(*i))
                    .filter_map(|(_, o)| sreg_bits(o))
                    .collect();
                if m.imp_use & imp::VCC != 0 {
                    reads.push(1024..1026);
                }
                if m.imp_use & imp::EXEC != 0 || crate::has(op, "dpp") {
                    reads.push(1026..1028);
                }
                // M0 (and the rest) may be read implicitly.
                reads.push(1028..1030);
                for p in &pend {
                    if terminator || reads.iter().any(|r| r.start < p.0.end && p.0.start < r.end) {
                        need = need.max(p.1);
                    }
                }
            }
            if need > 0 {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(need as i64 - 1)]));
                age(&mut pend, need);
            }
        }
        let valu_s = op.starts_with("v_") && writes_scalar(&m);
        let written: Vec<std::ops::Range<u16>> = if valu_s {
            let mut w: Vec<_> = m
                .ops
                .iter()
                .enumerate()
                .filter(|(i, _)| m.is_def(*i))
                .filter_map(|(_, o)| sreg_bits(o))
                .collect();
            if m.imp_def & imp::VCC != 0 {
                w.push(1024..1026);
            }
            if m.imp_def & imp::EXEC != 0 {
                w.push(1026..1028);
            }
            w
        } else {
            Vec::new()
        };
        out.push(m);
        age(&mut pend, states);
        for r in written {
            pend.push((r, 5));
        }
    }
    if let Some(left) = pend.iter().map(|p| p.1).max() {
        out.push(MInst::new("s_nop", 0, vec![MOp::Imm(left as i64 - 1)]));
    }
    out
}

/// XNACK on or any (a GFX9 target ID without `:xnack-`): memory clauses may
/// be replayed after a page fault.
fn xnack(t: &Target) -> bool {
    t.gen < 10 && !t.features.contains("xnack-")
}

/// The soft-clause kind of an instruction: 1 scalar memory, 2 vector
/// memory (GFX9), 0 other.
fn clause_kind(op: &str) -> u8 {
    if op.starts_with("s_load")
        || op.starts_with("s_buffer_load")
        || op.starts_with("s_store")
        || op.starts_with("s_buffer_store")
        || op.starts_with("s_memtime")
        || op.starts_with("s_dcache")
    {
        1
    } else if ["global_", "buffer_", "flat_", "scratch_", "tbuffer_"]
        .iter()
        .any(|p| op.starts_with(p))
    {
        2
    } else {
        0
    }
}

/// Ends XNACK soft clauses with `s_nop 0` where a run of consecutive
/// memory instructions of one kind would hold an instruction writing a
/// register that one of them (itself included) reads: a replay after a
/// page fault would read the new value.
fn break_clauses(insts: Vec<MInst>) -> Vec<MInst> {
    type Regs = Vec<std::ops::Range<u16>>;
    let regs = |m: &MInst| -> (Regs, Regs) {
        let (mut r, mut w) = (Vec::new(), Vec::new());
        for (i, o) in m.ops.iter().enumerate() {
            if let Some(x) = reg_index(o) {
                if m.is_def(i) {
                    w.push(x.clone());
                }
                if m.is_use(i) {
                    r.push(x);
                }
            }
        }
        (r, w)
    };
    let meet = |a: &Regs, b: &Regs| {
        a.iter()
            .any(|x| b.iter().any(|y| x.start < y.end && y.start < x.end))
    };
    let mut out = Vec::with_capacity(insts.len());
    let (mut kind, mut clause): (u8, Vec<(Regs, Regs)>) = (0, Vec::new());
    for m in insts {
        let k = clause_kind(m.op);
        if k != kind {
            kind = k;
            clause.clear();
        }
        if k != 0 {
            let (r, w) = regs(&m);
            let clash = !clause.is_empty()
                && (meet(&w, &r)
                    || clause
                        .iter()
                        .any(|(cr, cw)| meet(&w, cr) || meet(cw, &r) || meet(cw, cr)));
            if clash {
                out.push(MInst::new("s_nop", 0, vec![MOp::Imm(0)]));
                clause.clear();
            }
            clause.push((r, w));
        }
        out.push(m);
    }
    out
}

/// The label of block `b`.
pub fn label(name: &str, b: u32) -> String {
    let _ = name;
    format!(".LBB0_{b}")
}

fn operand(op: &MOp, t: &Target, out: &mut String) {
    match op {
        MOp::R {
            reg,
            off,
            n,
            neg,
            abs,
        } => {
            if *neg {
                out.push('-');
            }
            if *abs {
                out.push('|');
            }
            match reg {
                Reg::P(p) => {
                    let p = match *p {
                        PReg::S(i) => PReg::S(i + off),
                        PReg::V(i) => PReg::V(i + off),
                        x => x,
                    };
                    crate::mir::preg_text(p, *n, t.wave64, out);
                }
                Reg::V(v) => {
                    let _ = write!(out, "%{}[{}:{}]", v.0, off, off + n);
                }
            }
            if *abs {
                out.push('|');
            }
        }
        MOp::Imm(i) => {
            let _ = write!(out, "{i}");
        }
        MOp::Hex(h) => {
            let _ = write!(out, "0x{h:x}");
        }
        MOp::F32(b) => out.push_str(&f32_text(*b)),
        MOp::Label(b) => out.push_str(&label("", *b)),
        MOp::Off => out.push_str("off"),
        MOp::Text(s) => out.push_str(s),
    }
}

/// One instruction's text.
pub fn inst_text(m: &MInst, t: &Target) -> String {
    let mut s = String::from(m.op);
    for (i, op) in m.ops.iter().enumerate() {
        s.push_str(if i == 0 { " " } else { ", " });
        operand(op, t, &mut s);
    }
    s.push_str(&m.mods);
    s
}

/// The kernel body as assembly: labelled blocks in layout order.
pub fn body_text(f: &MFunc, t: &Target) -> String {
    let mut out = String::new();
    let labelled: Vec<bool> = {
        let mut l = vec![false; f.blocks.len()];
        for blk in &f.blocks {
            for m in &blk.insts {
                for op in &m.ops {
                    if let MOp::Label(b) = op {
                        if let Some(x) = l.get_mut(*b as usize) {
                            *x = true;
                        }
                    }
                }
            }
        }
        l
    };
    for (b, blk) in f.blocks.iter().enumerate() {
        if labelled[b] {
            let _ = writeln!(out, "{}:", label("", b as u32));
        }
        for m in &blk.insts {
            let _ = writeln!(out, "  {}", inst_text(m, t));
        }
    }
    out
}
