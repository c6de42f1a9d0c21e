//! Local clean-ups of the machine IR between instruction selection and
//! register allocation. Selection works one vISA instruction at a time and
//! writes the general shape (mask in a register, EXEC saved and set, result
//! in a temporary, copied to the variable under the mask); these rewrites
//! shorten the shapes that recur, each only where it provably computes the
//! same registers:
//!
//! - a lane-mask constant built by `s_mov`s and used once by a scalar
//!   mask operation (`s_and`, `s_and_saveexec`, `s_mov exec`) becomes that
//!   instruction's operand (a 32-bit literal of a 64-bit scalar operation
//!   is zero-extended, so only masks whose high half is zero, or inline
//!   constants);
//! - `s_and t, exec, x` / `s_mov save, exec` / `s_mov exec, t` with `t` used
//!   nowhere else is `s_and_saveexec save, x` (same EXEC, same saved value,
//!   same SCC);
//! - a vector operation writing a temporary that is only copied, by the
//!   next instruction, into a register with `v_mov_b32` writes that register
//!   itself (under the same EXEC the copy had).

use crate::isel::classify;
use crate::mir::{Bank, MFunc, MInst, MOp, PReg, Reg, VInfo, VKind, VReg};
use crate::target::Target;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Applies the rewrites to every block until none applies.
pub fn run(f: &mut MFunc, t: &Target) {
    loop {
        let uses = counts(f);
        let mut changed = false;
        changed |= fold_mask_literals(f, t);
        let uses = if changed { counts(f) } else { uses };
        for b in 0..f.blocks.len() {
            changed |= and_saveexec(f, b, &uses, t);
            changed |= direct_defs(f, b, &uses);
        }
        if !changed {
            break;
        }
    }
}

/// How many operands name each virtual register (definitions included).
fn counts(f: &MFunc) -> Vec<u32> {
    let mut n = vec![0u32; f.vregs.len()];
    for b in &f.blocks {
        for m in &b.insts {
            for o in &m.ops {
                if let Some(v) = o.vreg() {
                    n[v.0 as usize] += 1;
                }
            }
        }
    }
    n
}

/// How many times each virtual register is written.
fn def_counts(f: &MFunc) -> Vec<u32> {
    let mut n = vec![0u32; f.vregs.len()];
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        for (i, o) in m.ops.iter().enumerate() {
            if let (true, Some(v)) = (m.is_def(i), o.vreg()) {
                n[v.0 as usize] += 1;
            }
        }
    }
    n
}

/// The source `x` of a plain `s_mov exec, x` (whole mask, no modifiers
/// or implicit operands): the one form the rewrites below install, drop
/// or rename.
fn exec_source<'a>(m: &'a MInst, t: &Target) -> Option<&'a MOp> {
    (m.op == t.m("s_mov")
        && m.ops.len() == 2
        && m.mods.is_empty()
        && (m.imp_use | m.imp_def) == 0
        && is_exec(&m.ops[0], t))
    .then(|| &m.ops[1])
}

/// The operand names exactly registers `off .. off + n` of `v`, unmodified.
fn is_plain(o: &MOp, v: VReg, off: u16, n: u16) -> bool {
    matches!(o, MOp::R { reg: Reg::V(r), off: o2, n: n2, neg: false, abs: false }
        if *r == v && *o2 == off && *n2 == n)
}

fn is_exec(o: &MOp, t: &Target) -> bool {
    matches!(o, MOp::R { reg: Reg::P(PReg::Exec), n, neg: false, abs: false, .. }
        if *n == t.mask_regs())
}

/// A whole temporary register operand and its number.
fn temp(f: &MFunc, o: &MOp) -> Option<VReg> {
    match o {
        MOp::R {
            reg: Reg::V(v),
            off: 0,
            neg: false,
            abs: false,
            n,
        } if f.vregs[v.0 as usize].kind == VKind::Temp && f.vregs[v.0 as usize].size == *n => {
            Some(*v)
        }
        _ => None,
    }
}

/// A 32-bit constant operand's value.
fn const32(o: &MOp) -> Option<u32> {
    match o {
        MOp::Imm(i) if i32::try_from(*i).is_ok() => Some(*i as i32 as u32),
        MOp::Hex(h) => Some(*h),
        _ => None,
    }
}

/// The operand for a 32-bit constant in a 64-bit (zero-extending literal)
/// or 32-bit scalar operand (a 64-bit inline constant is sign-extended,
/// so negative ones are literals there).
fn mask_operand(k: u32, wave64: bool) -> MOp {
    if (0..=64).contains(&k) {
        MOp::Imm(k as i64)
    } else if !wave64 && (k as i32) >= -16 && (k as i32) < 0 {
        MOp::Imm(k as i32 as i64)
    } else {
        MOp::Hex(k)
    }
}

/// A lane-mask temporary set to a constant (`s_mov_b32 m.0, lo` /
/// `s_mov_b32 m.1, hi` or `s_mov_b64 m, k`; `s_mov_b32 m, k` in wave32)
/// and read only by scalar mask operations (`s_and d, exec, m`,
/// `s_and_saveexec s, m`, `s_mov exec, m`, ...) that have no other
/// literal: the constant becomes their operand and the moves go, when it
/// can be one (a 32-bit literal of a `_b64` operation is zero-extended).
/// The moves must come before every read: in the same block, or in the
/// entry block, which runs before every other.
fn fold_mask_literals(f: &mut MFunc, t: &Target) -> bool {
    let n = t.mask_regs();
    let suffix = if t.wave64 { "_b64" } else { "_b32" };
    let is_lit = |o: &MOp| matches!(o, MOp::Hex(_) | MOp::F32(_));
    // Per temporary: its defining moves (block, index, component, value,
    // sign-extended inline constant) and its reads (block, index, slot).
    type Def = (usize, usize, u16, u32, bool);
    let nv = f.vregs.len();
    let mut defs: Vec<Vec<Def>> = vec![Vec::new(); nv];
    let mut reads: Vec<Vec<(usize, usize, usize)>> = vec![Vec::new(); nv];
    let mut bad = vec![false; nv];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (i, m) in blk.insts.iter().enumerate() {
            for (s, o) in m.ops.iter().enumerate() {
                let Some(v) = o.vreg() else { continue };
                let k = v.0 as usize;
                if f.vregs[k].kind != VKind::Temp
                    || f.vregs[k].size != n
                    || f.vregs[k].bank != Bank::S
                {
                    bad[k] = true;
                    continue;
                }
                if m.is_def(s) {
                    let plain = s == 0
                        && m.ndefs == 1
                        && m.ops.len() == 2
                        && m.mods.is_empty()
                        && m.extra_defs == 0
                        && m.imp_def == 0;
                    let val = m.ops.get(1).and_then(const32);
                    let sext = matches!(m.ops.get(1), Some(MOp::Imm(x)) if *x < 0);
                    match (m.op, val) {
                        ("s_mov_b32", Some(x)) if plain && is_plain(o, v, 0, 1) => {
                            defs[k].push((b, i, 0, x, false))
                        }
                        ("s_mov_b32", Some(x)) if plain && n == 2 && is_plain(o, v, 1, 1) => {
                            defs[k].push((b, i, 1, x, false))
                        }
                        ("s_mov_b64", Some(x)) if plain && n == 2 && is_plain(o, v, 0, 2) => {
                            defs[k].push((b, i, 0, x, false));
                            defs[k].push((b, i, 1, if sext { u32::MAX } else { 0 }, true));
                        }
                        _ => bad[k] = true,
                    }
                } else {
                    let consumer = m.op.starts_with("s_")
                        && m.op.ends_with(suffix)
                        && m.ndefs == 1
                        && m.extra_defs == 0
                        && m.mods.is_empty()
                        && s >= 1
                        && is_plain(o, v, 0, n)
                        && m.ops[0].vreg() != Some(v);
                    if consumer {
                        reads[k].push((b, i, s));
                    } else {
                        bad[k] = true;
                    }
                }
            }
        }
    }
    let mut remove: Vec<(usize, usize)> = Vec::new();
    let mut changed = false;
    for k in 0..nv {
        if bad[k] || reads[k].is_empty() {
            continue;
        }
        let d = &defs[k];
        // Exactly one value per component, from moves in one block.
        let mut val = [None::<u32>; 2];
        let mut ok = !d.is_empty() && d.iter().all(|x| x.0 == d[0].0);
        for &(_, _, c, x, _) in d {
            ok &= val[c as usize].replace(x).is_none();
        }
        let last = d.iter().map(|x| x.1).max().unwrap_or(0);
        let home = d.first().map_or(0, |x| x.0);
        ok &= reads[k]
            .iter()
            .all(|&(b, i, _)| (b == home && i > last) || (b != home && home == 0));
        // One read per instruction (an instruction has one literal).
        let mut at: Vec<(usize, usize)> = reads[k].iter().map(|&(b, i, _)| (b, i)).collect();
        at.sort_unstable();
        at.dedup();
        if !ok || at.len() != reads[k].len() {
            continue;
        }
        let lit = match (n, val) {
            (1, [Some(lo), _]) => mask_operand(lo, false),
            (2, [Some(lo), Some(0)]) => mask_operand(lo, true),
            (2, [Some(lo), Some(u32::MAX)]) if (-16..0).contains(&(lo as i32)) => {
                MOp::Imm(lo as i32 as i64)
            }
            _ => continue,
        };
        // Every reader must still be free of literals.
        if reads[k]
            .iter()
            .any(|&(b, i, _)| f.blocks[b].insts[i].ops.iter().any(is_lit))
        {
            continue;
        }
        for &(b, i, s) in &reads[k] {
            f.blocks[b].insts[i].ops[s] = lit.clone();
        }
        for &(b, i, ..) in d {
            remove.push((b, i));
        }
        changed = true;
    }
    remove.sort_unstable();
    remove.dedup();
    // One pass per block (removing one at a time moved the rest of the
    // block each time).
    for chunk in remove.chunk_by(|x, y| x.0 == y.0) {
        let b = chunk[0].0;
        let mut gone = chunk.iter().map(|x| x.1).peekable();
        let mut k = 0;
        f.blocks[b].insts.retain(|_| {
            let drop = gone.next_if_eq(&k).is_some();
            k += 1;
            !drop
        });
    }
    changed
}

/// `s_and t, exec, x` / `s_mov save, exec` / `s_mov exec, t` → `s_and_saveexec
/// save, x` when `t` is used nowhere else.
fn and_saveexec(f: &mut MFunc, b: usize, uses: &[u32], t: &Target) -> bool {
    let (and, mov) = (t.m("s_and"), t.m("s_mov"));
    // Matches are found first and the block rebuilt once: splicing each in
    // place moved the rest of the block every time (most of the
    // finalizer's time on long blocks). The scan resumes after a match's
    // three instructions, as it did past the spliced one.
    let mut hits: Vec<(usize, MInst)> = Vec::new();
    let insts = &f.blocks[b].insts;
    let mut i = 0;
    while i + 2 < insts.len() {
        let (a, s, e) = (&insts[i], &insts[i + 1], &insts[i + 2]);
        let hit = a.op == and
            && a.ndefs == 1
            && a.ops.len() == 3
            && a.mods.is_empty()
            && is_exec(&a.ops[1], t)
            && s.op == mov
            && s.ndefs == 1
            && s.ops.len() == 2
            && is_exec(&s.ops[1], t)
            && e.op == mov
            && e.ndefs == 1
            && e.ops.len() == 2
            && is_exec(&e.ops[0], t)
            && matches!(temp(f, &a.ops[0]), Some(v) if uses[v.0 as usize] == 2
                && is_plain(&e.ops[1], v, 0, t.mask_regs()))
            // The saved copy is another register than the mask's source.
            && a.ops[2] != s.ops[0];
        if hit && matches!(s.ops[0].vreg(), Some(v) if f.vregs[v.0 as usize].bank == Bank::S) {
            let mut m = MInst::new(
                t.m("s_and_saveexec"),
                1,
                vec![s.ops[0].clone(), a.ops[2].clone()],
            );
            classify(t, &mut m);
            hits.push((i, m));
            i += 3;
        } else {
            i += 1;
        }
    }
    if hits.is_empty() {
        return false;
    }
    let old = std::mem::take(&mut f.blocks[b].insts);
    let mut out = Vec::with_capacity(old.len());
    let mut hits = hits.into_iter().peekable();
    let mut it = old.into_iter().enumerate();
    while let Some((k, m)) = it.next() {
        match hits.next_if(|h| h.0 == k) {
            Some((_, fused)) => {
                out.push(fused);
                it.nth(1);
            }
            None => out.push(m),
        }
    }
    f.blocks[b].insts = out;
    true
}

/// Whether a vector instruction writes all 32 bits of its one 32-bit
/// destination in every enabled lane and nothing else that a rewrite of
/// that destination could change: no 16-bit or 8-bit results, no SDWA or
/// DPP (lanes DPP does not write keep the old value), no memory.
fn full_lane_write(m: &MInst) -> bool {
    m.op.starts_with("v_")
        && m.ndefs == 1
        && !m.ops.is_empty()
        && m.extra_defs == 0
        && !m.partial
        && !m.side
        && m.counter == crate::mir::Counter::None
        && (m.mods.is_empty() || m.mods.trim() == "clamp")
        && !crate::has(m.op, "16")
        && !crate::has(m.op, "_u8")
        && !crate::has(m.op, "_i8")
        && !crate::has(m.op, "sdwa")
        && !crate::has(m.op, "dpp")
        && !m.op.starts_with("v_readlane")
        && !m.op.starts_with("v_readfirstlane")
        && !m.op.starts_with("v_writelane")
        && !m.op.starts_with("v_cmp")
        && !m.op.starts_with("v_interp")
}

/// `OP t, …` / … / `v_mov_b32_e32 d, t` with `t` a one-register temporary
/// used nowhere else → `OP d, …` (as partial as the copy was), when the
/// instructions between neither write EXEC nor name `d` (so `d`'s new
/// value is written in the same lanes and read by no one earlier).
fn direct_defs(f: &mut MFunc, b: usize, uses: &[u32]) -> bool {
    // How far to look for the copy (the halves of a pair are copied a
    // few instructions after they are computed).
    const WINDOW: usize = 8;
    // Removed copies are marked and the block compacted once at the end
    // (removing each in place moved the rest of the block every time); the
    // scan sees only the instructions not removed, as before.
    let n = f.blocks[b].insts.len();
    let mut dead = vec![false; n];
    let mut changed = false;
    for i in 0..n {
        if dead[i] {
            continue;
        }
        let insts = &f.blocks[b].insts;
        let op = &insts[i];
        let t = match temp(f, op.ops.first().unwrap_or(&MOp::Off)) {
            Some(v)
                if full_lane_write(op)
                    && f.vregs[v.0 as usize].bank == Bank::V
                    && f.vregs[v.0 as usize].size == 1
                    && uses[v.0 as usize] == 2 =>
            {
                v
            }
            _ => continue,
        };
        let names = |m: &MInst, v: VReg| m.ops.iter().any(|o| o.vreg() == Some(v));
        let live = |from: usize, to: usize| (from..to).filter(|&k| !dead[k]);
        let Some(j) = live(i + 1, n).take(WINDOW).find(|&j| names(&insts[j], t)) else {
            continue;
        };
        let mv = &insts[j];
        let d = match &mv.ops.first() {
            Some(MOp::R {
                reg: Reg::V(d),
                n: 1,
                neg: false,
                abs: false,
                ..
            }) if f.vregs[d.0 as usize].bank == Bank::V => *d,
            _ => continue,
        };
        let hit = mv.op == "v_mov_b32_e32"
            && mv.ndefs == 1
            && mv.extra_defs == 0
            && mv.ops.len() == 2
            && mv.mods.is_empty()
            && is_plain(&mv.ops[1], t, 0, 1)
            && live(i + 1, j).all(|k| {
                let m = &insts[k];
                !m.writes_exec() && !names(m, d) && !m.op.starts_with("s_cbranch")
            });
        if hit {
            let (dst, partial) = (mv.ops[0].clone(), mv.partial);
            let blk = &mut f.blocks[b].insts;
            blk[i].ops[0] = dst;
            blk[i].partial = partial;
            dead[j] = true;
            changed = true;
        }
    }
    if changed {
        let mut k = 0;
        f.blocks[b].insts.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    }
    changed
}

/// Whether SCC may be read, from instruction `from` on, before it is
/// written (the end of the block counts as a read).
fn scc_read_first(insts: &[MInst], from: usize) -> bool {
    use crate::mir::imp;
    for m in &insts[from..] {
        if m.imp_use & imp::SCC != 0 {
            return true;
        }
        if m.imp_def & imp::SCC != 0 {
            return false;
        }
    }
    true
}

/// From instruction `from` on, whether SCC is read (`Some(true)`) or
/// written (`Some(false)`) first, `None` when neither before the end.
fn scc_first(insts: &[MInst], from: usize) -> Option<bool> {
    use crate::mir::imp;
    for m in insts.get(from..).unwrap_or(&[]) {
        if m.imp_use & imp::SCC != 0 {
            return Some(true);
        }
        if m.imp_def & imp::SCC != 0 {
            return Some(false);
        }
    }
    None
}

/// Whether an instruction neither reads nor writes EXEC.
fn exec_free(m: &MInst) -> bool {
    use crate::mir::imp;
    let op = m.op;
    op.starts_with("s_")
        && !op.starts_with("s_cbranch")
        && !op.starts_with("s_branch")
        && !op.starts_with("s_setpc")
        && !op.starts_with("s_swappc")
        && !op.starts_with("s_endpgm")
        && (m.imp_use | m.imp_def) & imp::EXEC == 0
        && !m.ops.iter().any(|o| {
            matches!(
                o,
                MOp::R {
                    reg: Reg::P(PReg::Exec),
                    ..
                }
            )
        })
}

/// Deletes EXEC save/set/restore around code that does not depend on
/// EXEC (scalar code, or nothing once dead code is gone):
/// `s_mov s, exec` / `s_mov exec, x` / … / `s_mov exec, s` and
/// `s_and_saveexec s, x` / … / `s_mov exec, s`, when `s` is used nowhere
/// else (and, for the latter, its SCC is not read).
pub fn drop_exec_regions(f: &mut MFunc, t: &Target) {
    let uses = counts(f);
    let (mov, saveexec) = (t.m("s_mov"), t.m("s_and_saveexec"));
    for b in 0..f.blocks.len() {
        let mut i = 0;
        while i < f.blocks[b].insts.len() {
            let insts = &f.blocks[b].insts;
            let m = &insts[i];
            let save = match m.ops.first().and_then(|o| temp(f, o)) {
                Some(s) if uses[s.0 as usize] == 2 && m.ops.len() == 2 => s,
                _ => {
                    i += 1;
                    continue;
                }
            };
            // The instructions that start the region.
            let head = if m.op == mov && is_exec(&m.ops[1], t) {
                match insts.get(i + 1) {
                    Some(x) if exec_source(x, t).is_some() => 2,
                    _ => 0,
                }
            } else if m.op == saveexec {
                1
            } else {
                0
            };
            if head == 0 {
                i += 1;
                continue;
            }
            let mut j = i + head;
            while j < insts.len() && exec_free(&insts[j]) {
                j += 1;
            }
            let closes = insts
                .get(j)
                .and_then(|x| exec_source(x, t))
                .is_some_and(|x| is_plain(x, save, 0, t.mask_regs()));
            let scc_ok = head == 2 || !scc_read_first(insts, i + 1);
            if closes && scc_ok {
                let blk = &mut f.blocks[b].insts;
                blk.remove(j);
                blk.drain(i..i + head);
                continue;
            }
            i += 1;
        }
    }
}

/// Whether an instruction computes each lane's results from that lane's
/// inputs only (and uniform scalar operands), writes nothing but vector
/// registers and scalar temporaries, and has no effect beyond them: two
/// copies of it under disjoint lane masks are the same as one under their
/// union.
fn lane_wise(f: &MFunc, m: &MInst) -> bool {
    let op = m.op;
    let load = ["global_load", "buffer_load", "ds_read"]
        .iter()
        .any(|p| op.starts_with(p));
    let valu = op.starts_with("v_") && m.counter == crate::mir::Counter::None;
    // A scalar move into a temporary (a constant for a VOP3 operand)
    // computes the same value under any mask.
    if (op == "s_mov_b32" || op == "s_mov_b64")
        && m.ndefs == 1
        && m.ops.len() == 2
        && m.imp_def == 0
        && m.imp_use == 0
        && temp(f, &m.ops[0]).is_some_and(|v| f.vregs[v.0 as usize].bank == Bank::S)
    {
        return match &m.ops[1] {
            MOp::Imm(_) | MOp::Hex(_) | MOp::F32(_) => true,
            MOp::R { reg: Reg::V(v), .. } => f.vregs[v.0 as usize].bank == Bank::S,
            _ => false,
        };
    }
    if !(valu || load) || m.side || m.imp_def != 0 || m.imp_use & !crate::mir::imp::EXEC != 0 {
        return false;
    }
    if crate::lanes::cross_lane(m)
        || op.starts_with("v_readfirstlane")
        || op.starts_with("v_mbcnt")
        || op.starts_with("v_interp")
        || op.starts_with("v_movrel")
    {
        return false;
    }
    m.ops.iter().enumerate().all(|(i, o)| match o {
        MOp::R { reg: Reg::P(p), .. } => {
            !m.is_def(i) && !matches!(p, PReg::Exec | PReg::M0 | PReg::Vcc)
        }
        MOp::R { reg: Reg::V(v), .. } => {
            let info = f.vregs[v.0 as usize];
            !m.is_def(i) || info.bank == Bank::V || info.kind == VKind::Temp
        }
        MOp::Label(_) | MOp::Text(_) => false,
        _ => true,
    })
}

/// Scalar temporaries a run of instructions defines.
fn defined_temps(f: &MFunc, body: &[MInst]) -> Vec<VReg> {
    let mut out = Vec::new();
    for m in body {
        for (i, o) in m.ops.iter().enumerate() {
            if let Some(v) = o.vreg() {
                if m.is_def(i) && f.vregs[v.0 as usize].kind == VKind::Temp && !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Operand count of `v` within `body`.
fn uses_in(body: &[MInst], v: VReg) -> u32 {
    body.iter()
        .flat_map(|m| &m.ops)
        .filter(|o| o.vreg() == Some(v))
        .count() as u32
}

/// Whether `b` is `a` with `b`'s temporaries renamed to `a`'s (one for one,
/// in order of appearance).
fn same_body(
    f: &MFunc,
    a: &[MInst],
    b: &[MInst],
    ta: &[VReg],
    tb: &[VReg],
) -> Option<Vec<(VReg, VReg)>> {
    let mut map: Vec<(VReg, VReg)> = Vec::new();
    for (x, y) in a.iter().zip(b) {
        if x.op != y.op
            || x.ndefs != y.ndefs
            || x.extra_defs != y.extra_defs
            || x.mods != y.mods
            || x.imp_use != y.imp_use
            || x.imp_def != y.imp_def
            || x.partial != y.partial
            || x.born != y.born
            || x.counter != y.counter
            || x.side != y.side
            || x.ops.len() != y.ops.len()
        {
            return None;
        }
        for (p, q) in x.ops.iter().zip(&y.ops) {
            match (p, q) {
                (
                    MOp::R {
                        reg: Reg::V(rp),
                        off: op_,
                        n: np,
                        neg: gp,
                        abs: ap,
                    },
                    MOp::R {
                        reg: Reg::V(rq),
                        off: oq,
                        n: nq,
                        neg: gq,
                        abs: aq,
                    },
                ) if tb.contains(rq) => {
                    if !ta.contains(rp)
                        || (op_, np, gp, ap) != (oq, nq, gq, aq)
                        || f.vregs[rp.0 as usize] != f.vregs[rq.0 as usize]
                    {
                        return None;
                    }
                    match map.iter().find(|m| m.1 == *rq) {
                        Some(m) if m.0 != *rp => return None,
                        Some(_) => {}
                        None => {
                            if map.iter().any(|m| m.0 == *rp) {
                                return None;
                            }
                            map.push((*rp, *rq));
                        }
                    }
                }
                _ => {
                    if p != q || p.vreg().is_some_and(|v| ta.contains(&v)) {
                        return None;
                    }
                }
            }
        }
    }
    Some(map)
}

/// Fuses the two halves of a split SIMD32 instruction: `s_and_saveexec
/// s1, k1` / body / `s_mov exec, s1` / `s_and_saveexec s2, k2` / the same
/// body / `s_mov exec, s2` with disjoint `k1`, `k2` and lane-wise bodies
/// becomes one body under `k1 | k2` (the halves write and read their own
/// lanes of registers the layout shares, see `layout::half_partners`);
/// consecutive regions under one mask are joined. Halves that write
/// predicates have the form `s_and t, exec, k` / `s_mov s, exec` / `s_mov
/// exec, t` / body / `s_mov exec, s`, the body reading `t` in predicate
/// merges (see `masked_lane_wise`); they fuse the same way. A region
/// whose mask covers all `w` channels of the thread (EXEC never holds
/// other lanes between instructions) loses its EXEC save and restore
/// (and `t` is EXEC).
pub fn fuse_halves(f: &mut MFunc, t: &Target, w: u32) {
    let saveexec = t.m("s_and_saveexec");
    let mov = t.m("s_mov");
    let thread: u64 = 0xffff_ffff;
    // Whether SCC may be live into some block (read there before any
    // write): only then can it be live at a block's end.
    let scc_live_in = f
        .blocks
        .iter()
        .any(|b| scc_first(&b.insts, 0) == Some(true));
    loop {
        let uses = counts(f);
        let defs = def_counts(f);
        let mut changed = false;
        for b in 0..f.blocks.len() {
            // The scan only looks forward from `i`: what it has passed is
            // moved out, so that a join's removals near the front of the
            // rest move that short front (a deque), not the block's tail
            // (drains of long blocks were a sixth of the finalizer's time
            // on IGC's SIMD32 kernels).
            let mut rest: VecDeque<MInst> = std::mem::take(&mut f.blocks[b].insts).into();
            let mut done: Vec<MInst> = Vec::with_capacity(rest.len());
            let i = 0;
            while !rest.is_empty() {
                let insts: &[MInst] = rest.make_contiguous();
                let Some(r1) = region(f, insts, i, &uses, t) else {
                    done.extend(rest.pop_front());
                    continue;
                };
                let Some(r2) = region(f, insts, r1.end + 1, &uses, t) else {
                    done.extend(rest.pop_front());
                    continue;
                };
                let (j, l, k1, k2) = (r1.end, r2.end, r1.k, r2.k);
                let (a, bb) = (&insts[i + r1.head..j], &insts[j + 1 + r2.head..l]);
                // The second region's SCC is not read (by the second body,
                // or after it).
                let scc_after = |from: usize| {
                    let r = scc_first(insts, from);
                    r == Some(true) || (r.is_none() && scc_live_in)
                };
                let body2_scc = scc_first(&insts[..l], j + 1 + r2.head) == Some(true);
                // Vector temporaries the bodies define and read after them
                // (second's renamed to the first's when they fuse).
                let mut escaping: Vec<(VReg, VReg)> = Vec::new();
                let joined = if k1 == k2 && r1.mask.is_none() && r2.mask.is_none() {
                    // One mask: the second region's body runs on as is,
                    // and SCC is what the first `s_and_saveexec` set (same
                    // EXEC, same mask) unless the first body wrote it.
                    !body2_scc
                        && (a.iter().all(|m| m.imp_def & crate::mir::imp::SCC == 0)
                            || !scc_after(l + 1))
                } else if k1 & k2 == 0
                    && r1.mask.is_some() == r2.mask.is_some()
                    && a.len() == bb.len()
                    && !body2_scc
                    && !scc_after(l + 1)
                {
                    let (mut ta, mut tb) = (defined_temps(f, a), defined_temps(f, bb));
                    ta.extend(r1.mask);
                    tb.extend(r2.mask);
                    let body_uses = |body: &[MInst], v: VReg| {
                        uses_in(body, v)
                            + if Some(v) == r1.mask || Some(v) == r2.mask {
                                2
                            } else {
                                0
                            }
                    };
                    // A vector temporary written once, in its body, may be
                    // read after it: its readers read only the lanes its
                    // definition wrote (a temporary's definition writes
                    // every lane read later), so after the fusion the first
                    // body's temporary holds both halves' lanes.
                    let escapes = |body: &[MInst], v: VReg| {
                        body_uses(body, v) != uses[v.0 as usize]
                            && f.vregs[v.0 as usize].bank == Bank::V
                            && defs[v.0 as usize] == 1
                            && Some(v) != r1.mask
                            && Some(v) != r2.mask
                    };
                    let ok = masked_lane_wise(f, a, r1.mask, &uses, t)
                        && masked_lane_wise(f, bb, r2.mask, &uses, t)
                        && ta
                            .iter()
                            .all(|&v| body_uses(a, v) == uses[v.0 as usize] || escapes(a, v))
                        && tb
                            .iter()
                            .all(|&v| body_uses(bb, v) == uses[v.0 as usize] || escapes(bb, v));
                    match ok.then(|| same_body(f, a, bb, &ta, &tb)).flatten() {
                        Some(map) => {
                            escaping = map
                                .into_iter()
                                .filter(|&(x, y)| escapes(a, x) || escapes(bb, y))
                                .collect();
                            true
                        }
                        None => false,
                    }
                } else {
                    false
                };
                if !joined {
                    done.extend(rest.pop_front());
                    continue;
                }
                let k = k1 | k2;
                let lit = if k <= u32::MAX as u64 {
                    mask_operand(k as u32, t.wave64)
                } else if k == u64::MAX {
                    MOp::Imm(-1)
                } else {
                    done.extend(rest.pop_front());
                    continue;
                };
                if !escaping.is_empty() {
                    // Everywhere: this block's instructions are in `rest`
                    // and `done` meanwhile.
                    let to = escaping.iter().map(|&(keep, gone)| (gone, keep)).collect();
                    rename_vregs(f, &to);
                    rename_in(rest.iter_mut().chain(done.iter_mut()), &to);
                }
                let blk = &mut rest;
                if k1 == k2 {
                    // The second restore restores the first save.
                    let s1 = blk[j].ops[1].clone();
                    blk[l].ops[1] = s1;
                    blk.drain(j..j + 2);
                } else {
                    blk.drain(j + 1..=l);
                }
                // The mask operand: `s_and_saveexec s, k` or `s_and t,
                // exec, k`.
                let at = blk[i].ops.len() - 1;
                blk[i].ops[at] = lit;
                changed = true;
                // Restart the scan at this region: it may join the next.
            }
            f.blocks[b].insts = done;
        }
        if !changed {
            break;
        }
    }
    // Regions over every channel of the thread (only fused halves have
    // such masks: SIMD32 threads).
    if w != 32 {
        return;
    }
    let uses = counts(f);
    for b in 0..f.blocks.len() {
        // As above: the scan looks forward only.
        let mut rest: VecDeque<MInst> = std::mem::take(&mut f.blocks[b].insts).into();
        let mut done: Vec<MInst> = Vec::with_capacity(rest.len());
        let i = 0;
        while !rest.is_empty() {
            let insts: &[MInst] = rest.make_contiguous();
            let m = &insts[i];
            let hit = m.op == saveexec
                && m.ops.len() == 2
                && mask_value(&m.ops[1], t).is_some_and(|k| k & thread == thread)
                && temp(f, &m.ops[0]).is_some_and(|s| uses[s.0 as usize] == 2)
                && match scc_first(insts, i + 1) {
                    Some(read) => !read,
                    None => !scc_live_in,
                };
            // `s_and t, exec, k` / `s_mov s, exec` / `s_mov exec, t` / body /
            // `s_mov exec, s`: t is EXEC, the body reads it as a mask only
            // (see `masked_lane_wise`).
            if !hit {
                if let Some(r) =
                    region(f, insts, i, &uses, t).filter(|r| r.head == 3 && r.k & thread == thread)
                {
                    let tm = r.mask.expect("the and/mov/mov form has a mask");
                    let blk = &mut rest;
                    for m in blk.range_mut(i + 3..r.end) {
                        for o in &mut m.ops {
                            if o.vreg() == Some(tm) {
                                *o = MOp::pn(PReg::Exec, t.mask_regs());
                            }
                        }
                    }
                    blk.remove(r.end);
                    blk.drain(i + 1..i + 3);
                    done.extend(rest.pop_front());
                    continue;
                }
            }
            if hit {
                let s = temp(f, &m.ops[0]).expect("checked");
                let end = (i + 1..insts.len()).find(|&j| {
                    let x = &insts[j];
                    x.op == mov && x.ops.len() == 2 && is_exec(&x.ops[0], t) || touches_exec(x)
                });
                if let Some(j) = end {
                    let x = &insts[j];
                    if x.op == mov && is_plain(&x.ops[1], s, 0, t.mask_regs()) {
                        let blk = &mut rest;
                        blk.remove(j);
                        blk.remove(i);
                        continue;
                    }
                }
            }
            done.extend(rest.pop_front());
        }
        f.blocks[b].insts = done;
    }
}

/// One half's EXEC region (see `fuse_halves`).
struct Region {
    /// Instructions before the body: 1 (`s_and_saveexec s, k`) or 3 (`s_and
    /// t, exec, k` / `s_mov s, exec` / `s_mov exec, t`).
    head: usize,
    /// The restore `s_mov exec, s`.
    end: usize,
    /// The mask constant.
    k: u64,
    /// `t` of the three-instruction form, which the body may read.
    mask: Option<VReg>,
}

/// The region starting at `at`, if one starts there: a save of EXEC used
/// only by its restore, and nothing between that reads or writes EXEC.
fn region(f: &MFunc, insts: &[MInst], at: usize, uses: &[u32], t: &Target) -> Option<Region> {
    let (saveexec, and, mov) = (t.m("s_and_saveexec"), t.m("s_and"), t.m("s_mov"));
    let m = insts.get(at)?;
    let (head, s, k, mask) = if m.op == saveexec && m.ops.len() == 2 {
        (1, temp(f, &m.ops[0])?, mask_value(&m.ops[1], t)?, None)
    } else if m.op == and
        && m.ndefs == 1
        && m.ops.len() == 3
        && m.mods.is_empty()
        && is_exec(&m.ops[1], t)
    {
        let tm = temp(f, &m.ops[0])?;
        let k = mask_value(&m.ops[2], t)?;
        let (sv, se) = (insts.get(at + 1)?, insts.get(at + 2)?);
        let ok = sv.op == mov
            && sv.ops.len() == 2
            && is_exec(&sv.ops[1], t)
            && se.op == mov
            && se.ops.len() == 2
            && is_exec(&se.ops[0], t)
            && is_plain(&se.ops[1], tm, 0, t.mask_regs())
            && f.vregs[tm.0 as usize].bank == Bank::S;
        if !ok {
            return None;
        }
        (3, temp(f, &sv.ops[0])?, k, Some(tm))
    } else {
        return None;
    };
    if uses[s.0 as usize] != 2 || f.vregs[s.0 as usize].bank != Bank::S || Some(s) == mask {
        return None;
    }
    let mut j = at + head;
    while j < insts.len() {
        let x = &insts[j];
        if x.op == mov && x.ops.len() == 2 && is_exec(&x.ops[0], t) {
            return is_plain(&x.ops[1], s, 0, t.mask_regs()).then_some(Region {
                head,
                end: j,
                k,
                mask,
            });
        }
        if touches_exec(x) {
            return None;
        }
        j += 1;
    }
    None
}

/// Whether a region's body under EXEC = `mask` (when the body reads the
/// mask, else under EXEC) is lane-wise: vector instructions as `lane_wise`
/// says, and, reading the mask, only predicate writes `s_andn2 a, p, mask`
/// / `s_and b, x, mask` / `s_or p, a, b` (`p = (p & ~mask) | (x & mask)`
/// with one-use temporaries `a`, `b`), which change only the mask's bits
/// of `p`, each from the same bit of `x`: run under two disjoint masks
/// they give what one run under the union gives.
fn masked_lane_wise(
    f: &MFunc,
    body: &[MInst],
    mask: Option<VReg>,
    uses: &[u32],
    t: &Target,
) -> bool {
    let mut i = 0;
    while i < body.len() {
        if let Some(tm) = mask {
            if merge_at(f, body, i, tm, uses, t) {
                i += 3;
                continue;
            }
            if body[i].ops.iter().any(|o| o.vreg() == Some(tm)) {
                return false;
            }
        }
        if !lane_wise(f, &body[i]) {
            return false;
        }
        i += 1;
    }
    true
}

/// `s_andn2 a, p, m` / `s_and b, x, m` / `s_or p, a, b` at `i` (see
/// `masked_lane_wise`).
fn merge_at(f: &MFunc, body: &[MInst], i: usize, m: VReg, uses: &[u32], t: &Target) -> bool {
    let (Some(x), Some(y), Some(z)) = (body.get(i), body.get(i + 1), body.get(i + 2)) else {
        return false;
    };
    let n = t.mask_regs();
    let shape = |x: &MInst, op: &str| {
        x.op == op && x.ndefs == 1 && x.ops.len() == 3 && x.mods.is_empty() && x.extra_defs == 0
    };
    if !(shape(x, t.m("s_andn2")) && shape(y, t.m("s_and")) && shape(z, t.m("s_or"))) {
        return false;
    }
    let one_use = |o: &MOp| temp(f, o).filter(|v| uses[v.0 as usize] == 2 && *v != m);
    let (Some(a), Some(b)) = (one_use(&x.ops[0]), one_use(&y.ops[0])) else {
        return false;
    };
    let p = &x.ops[1];
    let whole_reg = |o: &MOp| {
        matches!(o, MOp::R { reg: Reg::V(v), off: 0, n: k, neg: false, abs: false }
            if *k == n && f.vregs[v.0 as usize].size == n && *v != m && *v != a && *v != b)
    };
    whole_reg(p)
        && is_plain(&x.ops[2], m, 0, n)
        && is_plain(&y.ops[2], m, 0, n)
        && y.ops[1].vreg() != Some(m)
        && !matches!(&y.ops[1], MOp::R { reg: Reg::P(_), .. })
        && z.ops[0] == *p
        && is_plain(&z.ops[1], a, 0, n)
        && is_plain(&z.ops[2], b, 0, n)
        && a != b
}

/// A constant lane-mask operand's lanes (a 32-bit literal of a 64-bit
/// operation is zero-extended, an inline constant sign-extended).
fn mask_value(o: &MOp, t: &Target) -> Option<u64> {
    let k = match o {
        MOp::Imm(i) if (-16..=64).contains(i) => *i as u64,
        MOp::Hex(h) => *h as u64,
        MOp::Imm(i) if u32::try_from(*i).is_ok() => *i as u64,
        _ => return None,
    };
    Some(if t.wave64 { k } else { k & 0xffff_ffff })
}

/// Whether an instruction reads or writes EXEC other than as the mask of
/// a vector operation (or ends the block's straight line).
fn touches_exec(m: &MInst) -> bool {
    use crate::mir::imp;
    let op = m.op;
    op.starts_with("s_cbranch")
        || op.starts_with("s_branch")
        || op.starts_with("s_setpc")
        || op.starts_with("s_swappc")
        || op.starts_with("s_endpgm")
        || m.imp_use & imp::EXEC != 0 && op.starts_with("s_")
        || m.imp_def & imp::EXEC != 0
        || m.ops.iter().any(|o| {
            matches!(
                o,
                MOp::R {
                    reg: Reg::P(PReg::Exec),
                    ..
                }
            )
        })
}

/// Joins an EXEC region to the one right after it: `s_mov exec, s1` /
/// `s_mov s2, exec` / `s_mov exec, x` drops the restore and the save (EXEC
/// is set again at once; `s2` would hold what `s1` holds), and `s_mov exec,
/// s1` / `s_and_saveexec s2, x` becomes `s_and exec, s1, x` (same EXEC, same
/// SCC); `s2` is then read as `s1`. Both must be temporaries defined once,
/// so `s1` still holds the saved mask wherever `s2` was read.
pub fn merge_exec_regions(f: &mut MFunc, t: &Target) {
    let (mov, saveexec, and) = (t.m("s_mov"), t.m("s_and_saveexec"), t.m("s_and"));
    let n = t.mask_regs();
    let mut defs = def_counts(f);
    // `into[s2] = s1` for every save deleted; chains (`s3` read as `s2`,
    // itself read as `s1`) are followed, and every read is renamed once at
    // the end instead of a pass over the function per merge.
    let mut into: FxHashMap<VReg, VReg> = FxHashMap::default();
    let find = |into: &FxHashMap<VReg, VReg>, mut v: VReg| {
        while let Some(&w) = into.get(&v) {
            v = w;
        }
        v
    };
    let mask_temp = |f: &MFunc, o: &MOp| temp(f, o).filter(|v| is_plain(o, *v, 0, n));
    for b in 0..f.blocks.len() {
        let mut i = 0;
        while i + 2 < f.blocks[b].insts.len() {
            let insts = &f.blocks[b].insts;
            let (a, s) = (&insts[i], &insts[i + 1]);
            let s1 = exec_source(a, t)
                .and_then(|x| mask_temp(f, x))
                .map(|v| find(&into, v))
                .filter(|v| defs[v.0 as usize] == 1);
            let s2 = (s.ops.len() == 2 && s.mods.is_empty() && s.ndefs == 1)
                .then(|| mask_temp(f, &s.ops[0]))
                .flatten()
                .filter(|v| defs[v.0 as usize] == 1 && Some(*v) != s1);
            let (Some(s1), Some(s2)) = (s1, s2) else {
                i += 1;
                continue;
            };
            let sets_exec = exec_source(&insts[i + 2], t)
                .is_some_and(|x| !is_exec(x, t) && x.vreg() != Some(s2));
            if s.op == mov && is_exec(&s.ops[1], t) && sets_exec {
                f.blocks[b].insts.drain(i..i + 2);
            } else if s.op == saveexec && !is_exec(&s.ops[1], t) && s.ops[1].vreg() != Some(s2) {
                let mut m = MInst::new(
                    and,
                    1,
                    vec![a.ops[0].clone(), MOp::v(s1, n), s.ops[1].clone()],
                );
                classify(t, &mut m);
                f.blocks[b].insts.splice(i..i + 2, [m]);
            } else {
                i += 1;
                continue;
            }
            // `s2` had one definition, the save just deleted: every read of
            // it reads `s1`.
            defs[s2.0 as usize] = 0;
            into.insert(s2, s1);
        }
    }
    if into.is_empty() {
        return;
    }
    for m in f.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        for o in &mut m.ops {
            if let MOp::R { reg: Reg::V(v), .. } = o {
                *v = find(&into, *v);
            }
        }
    }
}

/// A save of EXEC where EXEC is a known constant (`s_mov exec, k` earlier
/// in the block, nothing writing EXEC since) whose every read restores
/// EXEC (`s_mov exec, s`): the restores set `k` and the save goes.
pub fn fold_constant_saves(f: &mut MFunc, t: &Target) {
    let mov = t.m("s_mov");
    let n = t.mask_regs();
    let mentions = counts(f);
    let defs = def_counts(f);
    let mut restores = vec![0u32; f.vregs.len()];
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(v) = exec_source(m, t).and_then(|x| x.vreg().filter(|v| is_plain(x, *v, 0, n)))
        {
            restores[v.0 as usize] += 1;
        }
    }
    let mut konst: FxHashMap<VReg, MOp> = FxHashMap::default();
    for b in 0..f.blocks.len() {
        let mut known: Option<MOp> = None;
        let mut i = 0;
        while i < f.blocks[b].insts.len() {
            let m = &f.blocks[b].insts[i];
            let save = (m.op == mov && m.ops.len() == 2 && is_exec(&m.ops[1], t))
                .then(|| temp(f, &m.ops[0]).filter(|v| is_plain(&m.ops[0], *v, 0, n)))
                .flatten()
                .filter(|v| {
                    let k = v.0 as usize;
                    defs[k] == 1 && mentions[k] == 1 + restores[k]
                });
            if let (Some(s), Some(k)) = (save, known.clone()) {
                konst.insert(s, k);
                f.blocks[b].insts.remove(i);
                continue;
            }
            if m.writes_exec() {
                known = exec_source(m, t)
                    .filter(|x| matches!(x, MOp::Imm(_) | MOp::Hex(_)))
                    .cloned();
            }
            i += 1;
        }
    }
    if konst.is_empty() {
        return;
    }
    for m in f.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        if let Some(k) = exec_source(m, t)
            .and_then(|x| x.vreg())
            .and_then(|v| konst.get(&v))
        {
            m.ops[1] = k.clone();
        }
    }
}

/// Moves a block's code to the end of the block before it when that one
/// falls through into it and nothing else enters it (no branch names it):
/// the two are one straight line, and the local rewrites here see across
/// the seam (the kernel's own label after the prologue is such a seam).
/// The emptied block stays, unlabelled.
pub fn join_fallthrough(f: &mut MFunc) {
    let n = f.blocks.len();
    let mut named = vec![false; n];
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        for o in &m.ops {
            if let MOp::Label(x) = o {
                if let Some(k) = named.get_mut(*x as usize) {
                    *k = true;
                }
            }
        }
    }
    for b in (1..n).rev() {
        let branches = f.blocks[b - 1].insts.iter().any(|m| {
            m.op.starts_with("s_branch")
                || m.op.starts_with("s_cbranch")
                || m.op.starts_with("s_setpc")
                || m.op.starts_with("s_swappc")
                || m.op.starts_with("s_getpc")
                || m.op == "s_endpgm"
                || m.op.starts_with('.')
        });
        if named[b] || branches || f.blocks[b].insts.iter().any(|m| m.op.starts_with('.')) {
            continue;
        }
        let moved = std::mem::take(&mut f.blocks[b].insts);
        f.blocks[b - 1].insts.extend(moved);
        f.blocks[b].labelled = false;
    }
}

/// Deletes `s_mov exec, x` when EXEC is set again before anything reads
/// it (only scalar instructions that do not name EXEC in between).
pub fn drop_dead_exec_writes(f: &mut MFunc, t: &Target) {
    let sets = |m: &MInst| {
        exec_source(m, t).is_some_and(|x| {
            !matches!(
                x,
                MOp::R {
                    reg: Reg::P(PReg::Exec),
                    ..
                }
            )
        })
    };
    for blk in &mut f.blocks {
        let mut i = 0;
        while i < blk.insts.len() {
            if !sets(&blk.insts[i]) {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < blk.insts.len() && exec_free(&blk.insts[j]) {
                j += 1;
            }
            if j < blk.insts.len() && sets(&blk.insts[j]) {
                blk.insts.remove(i);
            } else {
                i += 1;
            }
        }
    }
}

/// Forward copy propagation inside a block: after `mov t, x` (a plain
/// copy of one or two registers within one bank), reads of `t` read `x`
/// while neither `t` nor `x` has been written since. Vector copies only
/// where EXEC is the copy's EXEC or a subset of it (`ExecTree`) and the
/// reader is lane-wise: such a reader reads the lanes EXEC enables, which
/// the copy wrote (a cross-lane reader, or a read under another EXEC,
/// would also read lanes the copy left alone). Every such rewrite is right on its own;
/// a copy's rewrites are kept only where they leave the copy without
/// readers (removed as dead code later): rewriting some reads of a copy
/// that stays would only lengthen `x`'s interval and cost the register
/// allocator the hint that makes the copy free.
pub fn propagate_copies(f: &mut MFunc) {
    let live = crate::regalloc::LiveOut::new(f);
    let MFunc { blocks, vregs } = f;
    for (bi, blk) in blocks.iter_mut().enumerate() {
        // (t, register of t) -> (x, register of x, EXEC at a vector copy,
        // copy index).
        let mut map: FxHashMap<(u32, u16), CopyOf> = FxHashMap::default();
        let mut exec = ExecTree::new();
        // Rewrites: (instruction, operand, the operand before, copy).
        let mut done: Vec<(usize, usize, MOp, usize)> = Vec::new();
        let mut copies: Vec<usize> = Vec::new();
        for (mi, m) in blk.insts.iter_mut().enumerate() {
            let lane_ok = !crate::lanes::cross_lane(m)
                && !m.op.starts_with("v_readfirstlane")
                && !m.op.starts_with("v_movrel")
                && !m.op.starts_with("v_interp");
            // Rewrite the reads.
            for i in 0..m.ops.len() {
                if m.is_def(i) {
                    continue;
                }
                let MOp::R {
                    reg: Reg::V(v),
                    off,
                    n,
                    ..
                } = m.ops[i]
                else {
                    continue;
                };
                let Some(&(x, xo, vector, c)) = map.get(&(v.0, off)) else {
                    continue;
                };
                if vector.is_some_and(|then| !lane_ok || !exec.within(then)) {
                    continue;
                }
                let same = (1..n).all(|k| {
                    map.get(&(v.0, off + k))
                        .is_some_and(|e| (e.0, e.1, e.2) == (x, xo + k, vector))
                });
                let (ta, xa) = (
                    vregs[v.0 as usize].align.max(1),
                    vregs[x.0 as usize].align.max(1),
                );
                if !same || (n > 1 && (xa < ta || xo % ta != 0)) {
                    continue;
                }
                done.push((mi, i, m.ops[i].clone(), c));
                if let MOp::R { reg, off, .. } = &mut m.ops[i] {
                    *reg = Reg::V(x);
                    *off = xo;
                }
            }
            // Then the writes end what they change.
            exec.step(m);
            for (i, o) in m.ops.iter().enumerate() {
                if !m.is_def(i) {
                    continue;
                }
                if let MOp::R {
                    reg: Reg::V(w),
                    off,
                    n,
                    ..
                } = *o
                {
                    map.retain(|k, e| {
                        let x_written = e.0 == w && e.1 < off + n && off <= e.1;
                        let t_written = k.0 == w.0 && off <= k.1 && k.1 < off + n;
                        !t_written && !x_written
                    });
                }
            }
            if let Some((t, toff, x, xoff, n)) = plain_copy(vregs, m) {
                let vector = (vregs[x.0 as usize].bank == Bank::V).then_some(exec.cur);
                for k in 0..n {
                    map.insert((t.0, toff + k), (x, xoff + k, vector, mi));
                }
                copies.push(mi);
            }
        }
        // Undo the rewrites of copies whose destination is still read.
        let stays: Vec<usize> = copies
            .into_iter()
            .filter(|&c| !copy_dead_after(&blk.insts, c, vregs, &live, bi))
            .collect();
        for (mi, i, old, c) in done.into_iter().rev() {
            if stays.binary_search(&c).is_ok() {
                blk.insts[mi].ops[i] = old;
            }
        }
    }
}

/// A copied register: the source and its register, the EXEC value of a
/// vector copy (`ExecTree`), the copy's index in its block.
type CopyOf = (VReg, u16, Option<u32>, usize);

/// Whether the registers the copy at `c` writes are read nowhere after
/// it: in its block until a full definition, and not live out of it.
fn copy_dead_after(
    insts: &[MInst],
    c: usize,
    vregs: &[VInfo],
    live: &crate::regalloc::LiveOut,
    b: usize,
) -> bool {
    let MOp::R {
        reg: Reg::V(t),
        off: toff,
        n,
        ..
    } = insts[c].ops[0]
    else {
        return false;
    };
    let temp = vregs[t.0 as usize].kind == VKind::Temp;
    let mut open: Vec<u16> = (toff..toff + n).collect();
    for m in &insts[c + 1..] {
        for (i, o) in m.ops.iter().enumerate() {
            if let MOp::R {
                reg: Reg::V(v),
                off,
                n,
                ..
            } = *o
            {
                if v == t && m.is_use(i) && open.iter().any(|&k| off <= k && k < off + n) {
                    return false;
                }
            }
        }
        for (i, o) in m.ops.iter().enumerate() {
            if let MOp::R {
                reg: Reg::V(v),
                off,
                n,
                ..
            } = *o
            {
                if v == t && m.is_def(i) && !m.partial && (temp || m.born) {
                    open.retain(|&k| !(off <= k && k < off + n));
                }
            }
        }
        if open.is_empty() {
            return true;
        }
    }
    open.iter().all(|&k| !live.live(b, t, k))
}

/// A plain whole-register copy within one bank between virtual
/// registers: `(dst, doff, src, soff, n)` (copy propagation here, the
/// register allocator's hints).
pub(crate) fn plain_copy(vregs: &[VInfo], m: &MInst) -> Option<(VReg, u16, VReg, u16, u16)> {
    if !matches!(m.op, "v_mov_b32_e32" | "s_mov_b32" | "s_mov_b64")
        || m.ndefs != 1
        || m.extra_defs != 0
        || m.ops.len() != 2
        || !m.mods.is_empty()
    {
        return None;
    }
    let reg = |o: &MOp| match *o {
        MOp::R {
            reg: Reg::V(v),
            off,
            n,
            neg: false,
            abs: false,
        } => Some((v, off, n)),
        _ => None,
    };
    let (d, doff, n) = reg(&m.ops[0])?;
    let (s, soff, sn) = reg(&m.ops[1])?;
    (sn == n && d != s && vregs[d.0 as usize].bank == vregs[s.0 as usize].bank)
        .then_some((d, doff, s, soff, n))
}

/// Merges scalar loads of consecutive dwords from one base into
/// `s_load_dwordx2`/`x4` (offsets aligned to the merged size), each
/// destination a one-register temporary written only there: the merged
/// load takes the first load's place and its registers replace the
/// temporaries everywhere. Only where nothing between the first and the
/// last load writes the base, writes memory or has other effects, and
/// no temporary is read before its own load.
pub fn merge_scalar_loads(f: &mut MFunc) {
    let defs = def_counts(f);
    // Each merged temporary: the merged register and its place in it
    // (renamed in one pass at the end).
    let mut renamed: FxHashMap<VReg, (VReg, u16)> = FxHashMap::default();
    for b in 0..f.blocks.len() {
        while let Some((at, n, temps, o0)) = find_load_run(f, b, &defs) {
            let big = f.vreg(Bank::S, n as u16, VKind::Temp);
            let insts = &mut f.blocks[b].insts;
            let mut first = insts[at[0]].clone();
            first.op = if n == 2 {
                "s_load_dwordx2"
            } else {
                "s_load_dwordx4"
            };
            first.ops[0] = MOp::vs(big, 0, n as u16);
            first.ops[2] = MOp::Hex(o0);
            for &k in at[1..].iter().rev() {
                insts.remove(k);
            }
            insts[at[0]] = first;
            for (k, t) in temps.into_iter().enumerate() {
                renamed.insert(t, (big, k as u16));
            }
        }
    }
    if renamed.is_empty() {
        return;
    }
    for m in f.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        for o in &mut m.ops {
            let Some(&(big, k)) = o.vreg().and_then(|v| renamed.get(&v)) else {
                continue;
            };
            if let MOp::R { reg, off, .. } = o {
                *reg = Reg::V(big);
                *off += k;
            }
        }
    }
}

/// The first mergeable run of `s_load_dword`s in block `b`: their
/// instruction indices (the earliest first), the merged width, their
/// temporaries in offset order and the first offset.
#[allow(clippy::type_complexity)]
fn find_load_run(f: &MFunc, b: usize, defs: &[u32]) -> Option<(Vec<usize>, usize, Vec<VReg>, u32)> {
    let insts = &f.blocks[b].insts;
    // (index, base, base offset, byte offset, destination)
    let loads: Vec<(usize, VReg, u16, u32, VReg)> = insts
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            if m.op != "s_load_dword" || m.ops.len() != 3 || !m.mods.is_empty() {
                return None;
            }
            let d = temp(f, &m.ops[0])?;
            let (base, boff) = match m.ops[1] {
                MOp::R {
                    reg: Reg::V(v),
                    off,
                    n: 2,
                    neg: false,
                    abs: false,
                } => (v, off),
                _ => return None,
            };
            let MOp::Hex(o) = m.ops[2] else { return None };
            (f.vregs[d.0 as usize].size == 1 && defs[d.0 as usize] == 1)
                .then_some((i, base, boff, o, d))
        })
        .collect();
    for &(i0, base, boff, o0, _) in &loads {
        for n in [4usize, 2] {
            if o0 % (4 * n as u32) != 0 {
                continue;
            }
            let mut run = Vec::new();
            for k in 0..n as u32 {
                match loads
                    .iter()
                    .find(|l| l.1 == base && l.2 == boff && l.3 == o0 + 4 * k && l.0 >= i0)
                {
                    Some(l) => run.push(*l),
                    None => break,
                }
            }
            if run.len() != n {
                continue;
            }
            let last = run.iter().map(|l| l.0).max().expect("run");
            let temps: Vec<VReg> = run.iter().map(|l| l.4).collect();
            let idx: Vec<usize> = run.iter().map(|l| l.0).collect();
            let clean = insts[i0 + 1..=last].iter().enumerate().all(|(j, m)| {
                let at = i0 + 1 + j;
                if idx.contains(&at) {
                    return true;
                }
                let writes_base = m
                    .ops
                    .iter()
                    .enumerate()
                    .any(|(q, o)| m.is_def(q) && o.vreg() == Some(base));
                // A temporary read before its own (later) load.
                let early = temps
                    .iter()
                    .zip(&idx)
                    .any(|(t, &li)| at < li && m.ops.iter().any(|o| o.vreg() == Some(*t)));
                !writes_base && !early && !m.side && m.counter == crate::mir::Counter::None
            });
            if clean {
                // The merged load stands at the earliest of them.
                let mut at = idx;
                at.sort_unstable();
                return Some((at, n, temps, o0));
            }
        }
    }
    None
}

/// `s_and b, c, exec` of a compare's result `c` with EXEC unchanged since
/// the compare becomes `s_mov b, c`: a VALU compare writes 0 for the lanes
/// EXEC disables (AMD's VOPC; the GCN emulator's `write_mask`), so the
/// `and` changes nothing. Copy propagation then reads `c` itself. Only
/// where nothing reads the SCC the `and` would have written.
pub fn compare_masks(f: &mut MFunc, t: &Target) {
    let (and, mov) = (t.m("s_and"), t.m("s_mov"));
    let defs = def_counts(f);
    let MFunc { blocks, vregs } = f;
    for blk in blocks.iter_mut() {
        // Compare results written since EXEC last changed.
        let mut fresh: Vec<VReg> = Vec::new();
        for i in 0..blk.insts.len() {
            let m = &blk.insts[i];
            if m.op == and
                && m.ops.len() == 3
                && m.ndefs == 1
                && m.mods.is_empty()
                && m.imp_use == 0
            {
                let c = if is_exec(&m.ops[2], t) {
                    Some(&m.ops[1])
                } else if is_exec(&m.ops[1], t) {
                    Some(&m.ops[2])
                } else {
                    None
                };
                let c = c.and_then(|o| match *o {
                    MOp::R {
                        reg: Reg::V(v),
                        off: 0,
                        n,
                        neg: false,
                        abs: false,
                    } if n == t.mask_regs() && fresh.contains(&v) => Some(v),
                    _ => None,
                });
                if let Some(c) = c {
                    if !scc_read_first(&blk.insts, i + 1) {
                        let m = &mut blk.insts[i];
                        m.op = mov;
                        m.ops = vec![m.ops[0].clone(), MOp::v(c, t.mask_regs())];
                        m.imp_def = 0;
                        continue;
                    }
                }
            }
            let m = &blk.insts[i];
            if m.writes_exec() {
                fresh.clear();
            }
            for (k, o) in m.ops.iter().enumerate() {
                if let (true, Some(v)) = (m.is_def(k), o.vreg()) {
                    fresh.retain(|&x| x != v);
                }
            }
            if m.op.starts_with("v_cmp_") && m.ndefs == 1 {
                if let MOp::R {
                    reg: Reg::V(v),
                    off: 0,
                    n,
                    ..
                } = m.ops[0]
                {
                    let info = vregs[v.0 as usize];
                    if info.kind == VKind::Temp && info.size == n && defs[v.0 as usize] == 1 {
                        fresh.push(v);
                    }
                }
            }
        }
    }
}

/// Predicates (and any scalar lane-mask variable) whose lanes outside
/// EXEC are never read: writes become plain copies.
///
/// Selection writes a predicate under a mask as `s_andn2 a, P, m` /
/// `s_and b, x, m` / `s_or P, a, b`, which keeps the old bits outside
/// `m` and with them the predicate live from the kernel's start. When
/// every read of `P` (other than such a merge's own) is a lane read (a
/// result that depends only on the bits of the lanes EXEC enables:
/// `s_and d, P, exec`, `s_andn2 d, exec, P`, the mask of
/// `v_cndmask_b32_e64`) and follows, in its block, a merge of `P` with
/// EXEC unchanged since and `m` that EXEC, the old bits reach no read:
/// the merge becomes `s_mov P, b` (a definition that starts `P`'s value,
/// `born`), and `P` lives only from its writes to its reads.
pub fn local_predicates(f: &mut MFunc, t: &Target) {
    let n = t.mask_regs();
    let (andn, and, or, mov) = (t.m("s_andn2"), t.m("s_and"), t.m("s_or"), t.m("s_mov"));
    let uses = counts(f);
    let cand = |v: VReg| {
        let i = f.vregs[v.0 as usize];
        i.kind == VKind::Var && i.bank == Bank::S && i.size == n
    };
    let whole = |o: &MOp| match *o {
        MOp::R {
            reg: Reg::V(v),
            off: 0,
            n: k,
            neg: false,
            abs: false,
        } if k == n => Some(v),
        _ => None,
    };
    let one_use = |o: &MOp| {
        temp(f, o).filter(|v| uses[v.0 as usize] == 2 && f.vregs[v.0 as usize].bank == Bank::S)
    };
    let shape = |m: &MInst, op: &str| {
        m.op == op && m.ndefs == 1 && m.ops.len() == 3 && m.mods.is_empty() && m.extra_defs == 0
    };
    let mut bad: FxHashMap<VReg, ()> = FxHashMap::default();
    let mut merges: Vec<(usize, usize, VReg)> = Vec::new();
    // Whether SCC may be live into some block (read there before any
    // write): only then can it be live at a block's end.
    let scc_live_in = f
        .blocks
        .iter()
        .any(|b| scc_first(&b.insts, 0) == Some(true));
    for (bi, blk) in f.blocks.iter().enumerate() {
        let insts = &blk.insts;
        // Predicates written by a merge under EXEC since EXEC last changed,
        // and EXEC's value when a `s_mov exec, k` set it.
        let mut covered: Vec<VReg> = Vec::new();
        let mut exec_k: Option<u64> = None;
        let mut i = 0;
        while i < insts.len() {
            let m = &insts[i];
            // A merge `s_andn2 a, P, M` / `s_and b, x, M` / `s_or P, a, b`.
            if let (Some(y), Some(z)) = (insts.get(i + 1), insts.get(i + 2)) {
                let under_exec =
                    |o: &MOp| is_exec(o, t) || (exec_k.is_some() && mask_value(o, t) == exec_k);
                let p = whole(&m.ops.get(1).cloned().unwrap_or(MOp::Off));
                let hit = shape(m, andn)
                    && shape(y, and)
                    && shape(z, or)
                    && p.is_some_and(cand)
                    && under_exec(&m.ops[2])
                    && m.ops[2] == y.ops[2]
                    && whole(&z.ops[0]) == p
                    && one_use(&m.ops[0]).is_some()
                    && one_use(&y.ops[0]).is_some()
                    && z.ops[1] == m.ops[0]
                    && z.ops[2] == y.ops[0];
                if hit {
                    let p = p.unwrap();
                    // The new bits `x` are read under EXEC.
                    if let Some(x) = whole(&y.ops[1]).filter(|&x| cand(x)) {
                        if !covered.contains(&x) {
                            bad.insert(x, ());
                        }
                    }
                    let scc_read = match scc_first(insts, i + 3) {
                        Some(read) => read,
                        None => scc_live_in,
                    };
                    if scc_read {
                        bad.insert(p, ());
                    }
                    merges.push((bi, i, p));
                    if !covered.contains(&p) {
                        covered.push(p);
                    }
                    i += 3;
                    continue;
                }
            }
            for (k, o) in m.ops.iter().enumerate() {
                let Some(v) = o.vreg().filter(|&v| cand(v)) else {
                    continue;
                };
                if m.is_def(k) {
                    bad.insert(v, ());
                    continue;
                }
                let lane_read = whole(o) == Some(v)
                    && covered.contains(&v)
                    && m.ndefs == 1
                    && m.mods.is_empty()
                    && ((m.op == and
                        && m.ops.len() == 3
                        && (is_exec(&m.ops[1], t) || is_exec(&m.ops[2], t)))
                        || (m.op == andn && m.ops.len() == 3 && k == 2 && is_exec(&m.ops[1], t))
                        || (m.op == "v_cndmask_b32_e64" && k == 3 && m.ops.len() == 4));
                if !lane_read {
                    bad.insert(v, ());
                }
            }
            if m.writes_exec() {
                covered.clear();
                exec_k = (m.op == mov && m.ops.len() == 2 && is_exec(&m.ops[0], t))
                    .then(|| mask_value(&m.ops[1], t))
                    .flatten();
            }
            i += 1;
        }
    }
    // Rewrite, last first within each block (deletions shift indices).
    for &(b, i, p) in merges.iter().rev() {
        if bad.contains_key(&p) {
            continue;
        }
        let blk = &mut f.blocks[b].insts;
        let bt = blk[i + 1].ops[0].clone();
        let z = &mut blk[i + 2];
        z.op = mov;
        z.ops = vec![MOp::v(p, n), bt];
        z.imp_def = 0;
        z.born = true;
        z.partial = false;
        blk.remove(i);
    }
}

/// Renames registers everywhere: `to` maps each register renamed to the
/// one that replaces it.
fn rename_vregs(f: &mut MFunc, to: &FxHashMap<VReg, VReg>) {
    rename_in(f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()), to);
}

/// Renames registers in `insts` (see `rename_vregs`).
fn rename_in<'a>(insts: impl Iterator<Item = &'a mut MInst>, to: &FxHashMap<VReg, VReg>) {
    for m in insts {
        for o in m.ops.iter_mut() {
            if let MOp::R { reg: Reg::V(v), .. } = o {
                if let Some(&keep) = to.get(v) {
                    *v = keep;
                }
            }
        }
    }
}

/// An instruction's value: mnemonic, modifiers, operands with the
/// version of each register (writes so far), EXEC's number (vector ones).
type ValueKey = (&'static str, String, Vec<(MOp, u32)>, u32);

/// Local value numbering: inside a block, an instruction computing what
/// an earlier one computed (same operation, modifiers and operands, none
/// of its registers written since, and for a vector operation EXEC
/// unchanged, so the same lanes) is deleted and its temporary renamed to
/// the earlier one's. Only pure ALU instructions writing one whole
/// temporary written nowhere else (IGC's code extends the same byte
/// several times, selection materializes the same constant for every
/// operation that needs it).
pub fn local_values(f: &mut MFunc) {
    let defs = def_counts(f);
    let mut renames: Vec<(VReg, VReg)> = Vec::new();
    {
        let MFunc { blocks, vregs } = f;
        let whole_temp = |o: &MOp| match *o {
            MOp::R {
                reg: Reg::V(v),
                off: 0,
                n,
                neg: false,
                abs: false,
            } => {
                let i = vregs[v.0 as usize];
                (i.kind == VKind::Temp && i.size == n && defs[v.0 as usize] == 1).then_some(v)
            }
            _ => None,
        };
        for blk in blocks.iter_mut() {
            // Writes of each register so far (operands are named with it).
            let mut version: FxHashMap<VReg, u32> = FxHashMap::default();
            let mut exec_epoch = 0u32;
            let mut seen: FxHashMap<ValueKey, VReg> = FxHashMap::default();
            // Values variables hold: (operand, variable, its version then).
            let mut held: FxHashMap<ValueKey, (MOp, VReg, u32)> = FxHashMap::default();
            let mut keep = Vec::with_capacity(blk.insts.len());
            for m in blk.insts.drain(..) {
                // A MODE change (rounding, denormals) changes what the same
                // float operation computes.
                if m.op.starts_with("s_setreg")
                    || m.op.starts_with("s_denorm_mode")
                    || m.op.starts_with("s_round_mode")
                {
                    seen.clear();
                    held.clear();
                }
                let vector = m.op.starts_with("v_");
                // (A variable's write under EXEC keeps the other lanes:
                // `partial`, but the lanes it writes hold the value; 16-bit
                // results may keep the high half, so those are left out.)
                let pure_but_partial = (vector || m.op.starts_with("s_"))
                    && m.ndefs == 1
                    && m.extra_defs == 0
                    && m.imp_def == 0
                    && m.imp_use & !crate::mir::imp::EXEC == 0
                    && !m.side
                    && m.counter == crate::mir::Counter::None
                    && !crate::lanes::cross_lane(&m)
                    && !m.op.starts_with("v_readfirstlane")
                    && !m.op.starts_with("v_movrel")
                    && !m.op.starts_with("s_movrel")
                    && !m.op.starts_with("v_interp")
                    && !m.op.starts_with("s_getpc")
                    && !m.op.starts_with("s_memtime")
                    && !m.op.starts_with("s_getreg")
                    && !m.op.starts_with("s_cbranch")
                    && !m.op.starts_with("s_branch")
                    && !m.op.starts_with("s_waitcnt")
                    && !m.op.starts_with("s_nop")
                    && m.ops[1..].iter().all(|o| {
                        !matches!(
                            o,
                            MOp::R { reg: Reg::P(_), .. } | MOp::Label(_) | MOp::Text(_)
                        )
                    });
                let pure = pure_but_partial && !m.partial;
                let mut renamed = false;
                let mut m = m;
                // The value it computes: operation, modifiers, operands
                // with their registers' versions, EXEC for a vector one.
                let key = || -> ValueKey {
                    let ops = m.ops[1..]
                        .iter()
                        .map(|o| {
                            (
                                o.clone(),
                                o.vreg().map_or(0, |v| *version.get(&v).unwrap_or(&0)),
                            )
                        })
                        .collect();
                    (
                        m.op,
                        m.mods.clone(),
                        ops,
                        if vector { exec_epoch } else { 0 },
                    )
                };
                if let (true, Some(d)) = (pure, m.ops.first().and_then(whole_temp)) {
                    let key = key();
                    match seen.get(&key) {
                        Some(&e) if vregs[e.0 as usize] == vregs[d.0 as usize] => {
                            renames.push((e, d));
                            renamed = true;
                        }
                        _ => {
                            // A variable holding the value (unchanged
                            // since): the temporary is a copy of it.
                            let var = held.get(&key).filter(|h| {
                                *version.get(&h.1).unwrap_or(&0) == h.2
                                    && vregs[h.1 .0 as usize].bank == vregs[d.0 as usize].bank
                                    && vregs[d.0 as usize].size == 1
                            });
                            if let Some((o, _, _)) = var {
                                m.op = if vector { "v_mov_b32_e32" } else { "s_mov_b32" };
                                m.ops = vec![m.ops[0].clone(), o.clone()];
                                m.mods.clear();
                                m.imp_use = 0;
                            }
                            seen.insert(key, d);
                        }
                    }
                } else if let (
                    true,
                    Some(MOp::R {
                        reg: Reg::V(v),
                        n: 1,
                        neg: false,
                        abs: false,
                        ..
                    }),
                ) = (pure_but_partial && !crate::has(m.op, "16"), m.ops.first())
                {
                    // A variable's register: remembered with its version
                    // after this write.
                    // Its own operands must not name it (the value read
                    // is the one before the write).
                    if vregs[v.0 as usize].kind == VKind::Var
                        && !m.ops[1..].iter().any(|o| o.vreg() == Some(*v))
                    {
                        let after = *version.get(v).unwrap_or(&0) + 1;
                        held.insert(key(), (m.ops[0].clone(), *v, after));
                    }
                }
                if renamed {
                    continue;
                }
                if m.writes_exec() {
                    exec_epoch += 1;
                }
                for (i, o) in m.ops.iter().enumerate() {
                    if let (true, Some(v)) = (m.is_def(i), o.vreg()) {
                        *version.entry(v).or_insert(0) += 1;
                    }
                }
                keep.push(m);
            }
            blk.insts = keep;
        }
    }
    if !renames.is_empty() {
        // A renamed register may itself be the survivor of a later pair.
        let mut to: FxHashMap<VReg, VReg> = FxHashMap::default();
        for &(keep, gone) in &renames {
            let k = *to.get(&keep).unwrap_or(&keep);
            to.insert(gone, k);
        }
        rename_vregs(f, &to);
    }
}

/// EXEC inside a block, as far as "is EXEC now a subset of EXEC then"
/// goes: each value EXEC takes gets a number, with the number of a value
/// it is known to be a subset of (`s_and_saveexec s, x` and `s_and exec,
/// s, x` with `s` a saved EXEC give subsets, `s_mov exec, s` gives the
/// saved value back; anything else a value with no known relation).
struct ExecTree {
    cur: u32,
    parent: Vec<Option<u32>>,
    saved: FxHashMap<VReg, u32>,
}

impl ExecTree {
    fn new() -> ExecTree {
        ExecTree {
            cur: 0,
            parent: vec![None],
            saved: FxHashMap::default(),
        }
    }

    fn fresh(&mut self, parent: Option<u32>) {
        self.parent.push(parent);
        self.cur = self.parent.len() as u32 - 1;
    }

    /// Whether EXEC now is value `then` or a subset of it.
    fn within(&self, then: u32) -> bool {
        let mut c = Some(self.cur);
        while let Some(x) = c {
            if x == then {
                return true;
            }
            c = self.parent[x as usize];
        }
        false
    }

    /// Follows `m`'s effect on EXEC and on the saved copies of it.
    fn step(&mut self, m: &MInst) {
        let is_exec = |o: &MOp| {
            matches!(
                o,
                MOp::R {
                    reg: Reg::P(PReg::Exec),
                    ..
                }
            )
        };
        let saved_in = |t: &ExecTree, o: &MOp| match *o {
            MOp::R {
                reg: Reg::V(v),
                off: 0,
                neg: false,
                abs: false,
                ..
            } => t.saved.get(&v).copied(),
            _ => None,
        };
        let op = m.op;
        let old = self.cur;
        // What the instruction tells of EXEC, read before its writes.
        let plain = m.mods.is_empty();
        let next: Option<Option<u32>> = if !m.writes_exec() {
            None
        } else if plain && op.starts_with("s_and_saveexec_b") && m.ops.len() == 2 {
            Some(Some(old))
        } else if plain && op.starts_with("s_mov_b") && m.ops.len() == 2 && is_exec(&m.ops[0]) {
            // Back to a saved value: that value exactly (no new number).
            if let Some(st) = saved_in(self, &m.ops[1]) {
                self.cur = st;
                None
            } else {
                Some(None)
            }
        } else if plain
            && (op.starts_with("s_and_b") || op.starts_with("s_andn2_b"))
            && m.ops.len() == 3
            && is_exec(&m.ops[0])
        {
            // A subset of the first operand (`andn2`) or of either (`and`).
            let cands: &[usize] = if op.starts_with("s_and_b") {
                &[1, 2]
            } else {
                &[1]
            };
            let base = cands.iter().find_map(|&i| {
                if is_exec(&m.ops[i]) {
                    Some(old)
                } else {
                    saved_in(self, &m.ops[i])
                }
            });
            Some(base)
        } else {
            Some(None)
        };
        // Saved copies: forget redefined registers, then record new saves.
        for (i, o) in m.ops.iter().enumerate() {
            if let (true, Some(v)) = (m.is_def(i), o.vreg()) {
                self.saved.remove(&v);
            }
        }
        let saves = m.ops.len() == 2
            && (op.starts_with("s_and_saveexec_b")
                || (op.starts_with("s_mov_b") && is_exec(&m.ops[1])));
        let save_of = if saves { m.ops[0].vreg() } else { None };
        if let (true, Some(s)) = (plain, save_of) {
            self.saved.insert(s, old);
        }
        if let Some(parent) = next {
            self.fresh(parent);
        }
    }
}

/// `v_lshlrev_b64 u, k, x` with a constant `k` below 32 whose result's
/// high register nothing reads becomes `v_lshlrev_b32 u', k, x.lo` (the
/// low 32 bits of a left shift by less than 32 depend only on the low 32
/// bits of the source). IGC computes byte offsets in 64 bits (`shl ...
/// 0x2:q`) and keeps the low dword of a 32-bit address; the pair built to
/// hold the source then dies too.
pub fn narrow_shifts(f: &mut MFunc) {
    let defs = def_counts(f);
    // Temporaries whose second register is read somewhere.
    let mut high_read = vec![false; f.vregs.len()];
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        for (i, o) in m.ops.iter().enumerate() {
            if let MOp::R {
                reg: Reg::V(v),
                off,
                n,
                ..
            } = *o
            {
                if m.is_use(i) && off + n > 1 {
                    high_read[v.0 as usize] = true;
                }
            }
        }
    }
    let mut renamed: FxHashMap<VReg, VReg> = FxHashMap::default();
    for b in 0..f.blocks.len() {
        for i in 0..f.blocks[b].insts.len() {
            let m = &f.blocks[b].insts[i];
            if m.op != "v_lshlrev_b64" || m.ops.len() != 3 || !m.mods.is_empty() || m.ndefs != 1 {
                continue;
            }
            let Some(u) = temp(f, &m.ops[0]) else {
                continue;
            };
            let small = matches!(m.ops[1], MOp::Imm(k) if (0..32).contains(&k));
            let src_ok = matches!(
                m.ops[2],
                MOp::R {
                    reg: Reg::V(_),
                    n: 2,
                    neg: false,
                    abs: false,
                    ..
                }
            );
            if !small || !src_ok || defs[u.0 as usize] != 1 || high_read[u.0 as usize] {
                continue;
            }
            let info = f.vregs[u.0 as usize];
            let nu = f.vreg(info.bank, 1, VKind::Temp);
            let m = &mut f.blocks[b].insts[i];
            m.op = "v_lshlrev_b32_e32";
            m.ops[0] = MOp::v(nu, 1);
            if let MOp::R { n, .. } = &mut m.ops[2] {
                *n = 1;
            }
            renamed.insert(u, nu);
        }
    }
    rename_vregs(f, &renamed);
}

/// What is known of a vector register's value on the lanes some
/// instruction wrote (under the EXEC value `state` of `ExecTree`).
#[derive(Clone, Copy)]
struct Ext {
    /// Below `2^zext` (unsigned).
    zext: Option<u8>,
    /// The sign extension of its low `sext` bits.
    sext: Option<u8>,
    /// Its low `bits` bits are those of `src` (at `src`'s version then).
    low_of: Option<(VReg, u16, u8, u32)>,
    state: u32,
}

/// Extensions the value already has: `v_bfe_u32 d, x, 0, k`, `v_bfe_i32 d,
/// x, 0, k` and `v_and_b32 d, 2^k - 1, x` of an `x` known to be extended
/// from at most `k` bits (a byte or short load, an earlier extension, a
/// clamp to constants within the width) become copies of `x`; a byte or
/// short store of such an extension stores `x` (it writes the low bits
/// only). Inside a block, on the lanes the knowledge was gained on (EXEC
/// the same or a subset, `ExecTree`), while `x` is unchanged. IGC extends
/// every char and short operand before each use.
pub fn extensions(f: &mut MFunc) {
    let MFunc { blocks, vregs } = f;
    let konst = |o: &MOp| match *o {
        MOp::Imm(i) => Some(i),
        MOp::Hex(h) => Some(h as i32 as i64),
        _ => None,
    };
    let one = |o: &MOp| match *o {
        MOp::R {
            reg: Reg::V(v),
            off,
            n: 1,
            neg: false,
            abs: false,
        } if vregs[v.0 as usize].bank == Bank::V => Some((v, off)),
        _ => None,
    };
    for blk in blocks.iter_mut() {
        let mut exec = ExecTree::new();
        let mut version: FxHashMap<VReg, u32> = FxHashMap::default();
        let mut know: FxHashMap<(VReg, u16), Ext> = FxHashMap::default();
        for m in blk.insts.iter_mut() {
            let ver = |version: &FxHashMap<VReg, u32>, v: VReg| *version.get(&v).unwrap_or(&0);
            let get = |know: &FxHashMap<(VReg, u16), Ext>, exec: &ExecTree, o: &MOp| {
                one(o).and_then(|k| know.get(&k).copied().filter(|e| exec.within(e.state)))
            };
            let plain = m.mods.is_empty() && m.ndefs == 1 && m.extra_defs == 0;
            // Copies for extensions the source already has.
            if plain && m.ops.len() == 4 && (m.op == "v_bfe_u32" || m.op == "v_bfe_i32") {
                let width = (konst(&m.ops[2]) == Some(0))
                    .then(|| konst(&m.ops[3]))
                    .flatten();
                if let (Some(k), Some(e)) = (width, get(&know, &exec, &m.ops[1])) {
                    let have = if m.op == "v_bfe_u32" { e.zext } else { e.sext };
                    if have.is_some_and(|b| i64::from(b) <= k) && (1..32).contains(&k) {
                        m.op = "v_mov_b32_e32";
                        m.ops = vec![m.ops[0].clone(), m.ops[1].clone()];
                    }
                }
            } else if plain && m.ops.len() == 3 && m.op == "v_and_b32_e32" {
                if let (Some(mask), Some(e)) = (konst(&m.ops[1]), get(&know, &exec, &m.ops[2])) {
                    let k = (mask as u32).trailing_ones();
                    if (mask as u32) == ((1u64 << k) - 1) as u32
                        && e.zext.is_some_and(|b| u32::from(b) <= k)
                    {
                        m.op = "v_mov_b32_e32";
                        m.ops = vec![m.ops[0].clone(), m.ops[2].clone()];
                    }
                }
            }
            // Narrow stores of an extension store its source.
            let data = if crate::has(m.op, "d16") {
                None
            } else if m.op.starts_with("global_store_")
                || m.op.starts_with("flat_store_")
                || m.op.starts_with("scratch_store_")
                || m.op.starts_with("ds_write_")
            {
                Some(1)
            } else if m.op.starts_with("buffer_store_") {
                Some(0)
            } else {
                None
            };
            let need = if m.op.ends_with("_byte") || m.op.ends_with("_b8") {
                8
            } else if m.op.ends_with("_short") || m.op.ends_with("_b16") {
                16
            } else {
                0
            };
            if let (Some(i), true) = (data, need > 0) {
                if let Some(Ext {
                    low_of: Some((x, xo, bits, xv)),
                    ..
                }) = m.ops.get(i).and_then(|o| get(&know, &exec, o))
                {
                    if bits >= need && ver(&version, x) == xv {
                        if let MOp::R { reg, off, .. } = &mut m.ops[i] {
                            *reg = Reg::V(x);
                            *off = xo;
                        }
                    }
                }
            }
            // What the instruction makes known.
            let mut gained: Option<Ext> = None;
            let lo = |x: &MOp, bits: u8| one(x).map(|(v, o)| (v, o, bits, ver(&version, v)));
            let ext = |zext: Option<u8>, sext: Option<u8>, low_of| Ext {
                zext,
                sext,
                low_of,
                state: exec.cur,
            };
            if m.ndefs == 1
                && m.extra_defs == 0
                && m.ops.first().and_then(one).is_some()
                && !crate::has(m.op, "d16")
            {
                let op = m.op;
                let load = [
                    "global_load_",
                    "flat_load_",
                    "scratch_load_",
                    "buffer_load_",
                ]
                .iter()
                .any(|p| op.starts_with(p));
                if load && op.ends_with("_ubyte") || op == "ds_read_u8" {
                    gained = Some(ext(Some(8), None, None));
                } else if load && op.ends_with("_ushort") || op == "ds_read_u16" {
                    gained = Some(ext(Some(16), None, None));
                } else if load && op.ends_with("_sbyte") || op == "ds_read_i8" {
                    gained = Some(ext(None, Some(8), None));
                } else if load && op.ends_with("_sshort") || op == "ds_read_i16" {
                    gained = Some(ext(None, Some(16), None));
                } else if plain
                    && m.ops.len() == 4
                    && (op == "v_bfe_u32" || op == "v_bfe_i32")
                    && konst(&m.ops[2]) == Some(0)
                {
                    if let Some(k) = konst(&m.ops[3]).filter(|k| (1..32).contains(k)) {
                        let k = k as u8;
                        gained = Some(if op == "v_bfe_u32" {
                            ext(Some(k), None, lo(&m.ops[1], k))
                        } else {
                            ext(None, Some(k), lo(&m.ops[1], k))
                        });
                    }
                } else if plain && m.ops.len() == 3 && op == "v_and_b32_e32" {
                    if let Some(mask) = konst(&m.ops[1]) {
                        let k = (mask as u32).trailing_ones();
                        if k > 0 && k < 32 && (mask as u32) == ((1u64 << k) - 1) as u32 {
                            gained = Some(ext(Some(k as u8), None, lo(&m.ops[2], k as u8)));
                        }
                    }
                } else if plain && m.ops.len() == 3 && op == "v_lshrrev_b32_e32" {
                    if let Some(k) = konst(&m.ops[1]).filter(|k| (1..32).contains(k)) {
                        gained = Some(ext(Some(32 - k as u8), None, None));
                    }
                } else if plain && m.ops.len() == 2 && op == "v_mov_b32_e32" {
                    if let Some(e) = get(&know, &exec, &m.ops[1]) {
                        gained = Some(ext(e.zext, e.sext, e.low_of.or_else(|| lo(&m.ops[1], 32))));
                    } else {
                        gained = Some(ext(None, None, lo(&m.ops[1], 32)));
                    }
                } else if plain
                    && m.ops.len() == 3
                    && matches!(
                        op,
                        "v_max_i32_e32" | "v_min_i32_e32" | "v_max_u32_e32" | "v_min_u32_e32"
                    )
                {
                    // A clamp to a constant that fits the width keeps it.
                    if let (Some(c), Some(e)) = (konst(&m.ops[1]), get(&know, &exec, &m.ops[2])) {
                        let signed = op.contains("_i32");
                        let c32 = c as i32;
                        let sext = e.sext.filter(|&b| {
                            signed
                                && i64::from(c32) >= -(1i64 << (b - 1))
                                && i64::from(c32) < (1i64 << (b - 1))
                        });
                        let zext = e.zext.filter(|&b| {
                            // Unsigned: both below 2^b. Signed: the value is
                            // non-negative below 2^b; a constant in 0..2^b keeps
                            // it there (max with a negative one too).
                            let cu = c32 as u32;
                            if signed {
                                (c32 >= 0 && (cu as u64) < (1u64 << b))
                                    || (op.starts_with("v_max") && c32 < 0)
                            } else {
                                (cu as u64) < (1u64 << b) || op.starts_with("v_min")
                            }
                        });
                        if sext.is_some() || zext.is_some() {
                            gained = Some(ext(zext, sext, None));
                        }
                    }
                }
            }
            // Definitions end what was known of what they write.
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
                    *version.entry(*v).or_insert(0) += 1;
                    for k in *off..off + n {
                        know.remove(&(*v, k));
                    }
                }
            }
            exec.step(m);
            if let (Some(g), Some(d)) = (gained, m.ops.first().and_then(one)) {
                // The definition's lanes: EXEC as it was (an EXEC write
                // makes no such knowledge).
                if !m.writes_exec() {
                    know.insert(d, g);
                }
            }
        }
    }
}

/// Deletes `s_mov exec, s` where EXEC already holds `s`: after `s_mov s,
/// exec` or an earlier `s_mov exec, s`, with neither EXEC nor `s` written
/// since (selection restores EXEC after each region; regions emptied by
/// later rewrites leave two restores in a row).
pub fn drop_same_exec_writes(f: &mut MFunc, t: &Target) {
    let mov = t.m("s_mov");
    for blk in &mut f.blocks {
        let mut holds: Option<MOp> = None;
        let mut i = 0;
        while i < blk.insts.len() {
            let m = &blk.insts[i];
            if let Some(x) = exec_source(m, t) {
                if x.vreg().is_some() && holds.as_ref() == Some(x) {
                    blk.insts.remove(i);
                    continue;
                }
                holds = x.vreg().is_some().then(|| x.clone());
                i += 1;
                continue;
            }
            let saves = m.op == mov
                && m.ops.len() == 2
                && m.mods.is_empty()
                && is_exec(&m.ops[1], t)
                && m.ops[0].vreg().is_some();
            if m.writes_exec() {
                holds = None;
            }
            if let Some(h) = holds.as_ref().and_then(|h| h.vreg()) {
                let written = m
                    .ops
                    .iter()
                    .enumerate()
                    .any(|(k, o)| m.is_def(k) && o.vreg() == Some(h));
                if written {
                    holds = None;
                }
            }
            if saves {
                holds = Some(m.ops[0].clone());
            }
            i += 1;
        }
    }
}

/// `v_sub d, 0, t` of `t = v_cndmask a, b, m` with inline constants `a`,
/// `b` whose negations are inline constants too (IGC turns a compare into
/// 0/1 as `-(0/-1)`): the select takes `-a`, `-b` and the subtraction
/// becomes a copy. `t` (a temporary or a variable) read only there, in the
/// same block, with EXEC the select's or a subset of it (so only lanes the
/// select wrote are read) and `m` unchanged.
pub fn fold_negated_selects(f: &mut MFunc) {
    let uses = counts(f);
    let inline = |k: i64| (-16..=64).contains(&k);
    for b in 0..f.blocks.len() {
        let mut exec = ExecTree::new();
        // Single-use select temporaries: (temporary, index, EXEC then).
        let mut sel: Vec<(VReg, usize, u32)> = Vec::new();
        for i in 0..f.blocks[b].insts.len() {
            let m = &f.blocks[b].insts[i];
            let is_sub = matches!(m.op, "v_sub_u32_e32" | "v_sub_nc_u32_e32")
                && m.ops.len() == 3
                && m.mods.is_empty()
                && m.ops[1] == MOp::Imm(0);
            if is_sub {
                if let Some(tv) = one_reg(f, &m.ops[2]) {
                    if let Some(&(_, si, st)) = sel.iter().find(|s| s.0 == tv) {
                        let s = &f.blocks[b].insts[si];
                        let (MOp::Imm(a), MOp::Imm(c)) = (&s.ops[1], &s.ops[2]) else {
                            unreachable!("selects recorded have constants")
                        };
                        let (na, nc) = (-(*a as i32 as i64), -(*c as i32 as i64));
                        if exec.within(st) && inline(na) && inline(nc) {
                            let s = &mut f.blocks[b].insts[si];
                            s.ops[1] = MOp::Imm(na);
                            s.ops[2] = MOp::Imm(nc);
                            let m = &mut f.blocks[b].insts[i];
                            m.op = "v_mov_b32_e32";
                            m.ops = vec![m.ops[0].clone(), m.ops[2].clone()];
                        }
                    }
                }
            }
            let m = &f.blocks[b].insts[i];
            // Writes end the records they touch (the select's mask too).
            for (k, o) in m.ops.iter().enumerate() {
                if let (true, Some(v)) = (m.is_def(k), o.vreg()) {
                    sel.retain(|s| {
                        let sm = f.blocks[b].insts[s.1].ops[3].vreg();
                        s.0 != v && sm != Some(v)
                    });
                }
            }
            if m.op == "v_cndmask_b32_e64"
                && m.ops.len() == 4
                && m.mods.is_empty()
                && matches!(m.ops[1], MOp::Imm(_))
                && matches!(m.ops[2], MOp::Imm(_))
            {
                if let Some(tv) = one_reg(f, &m.ops[0]).filter(|v| uses[v.0 as usize] == 2) {
                    sel.push((tv, i, exec.cur));
                }
            }
            exec.step(&f.blocks[b].insts[i]);
        }
    }
}

/// A whole one-register vector register (temporary or variable).
fn one_reg(f: &MFunc, o: &MOp) -> Option<VReg> {
    match *o {
        MOp::R {
            reg: Reg::V(v),
            off: 0,
            n: 1,
            neg: false,
            abs: false,
        } if f.vregs[v.0 as usize].size == 1 && f.vregs[v.0 as usize].bank == Bank::V => Some(v),
        _ => None,
    }
}

/// A chain of bit-field inserts into one register that rewrites every bit
/// (IGC packs bytes and shorts into dwords): `v_bfi_b32 d, K1, a, d` /
/// `v_bfi_b32 d, K2, b, d` / ... with `K2 | ... | Kn` covering `~K1`. The
/// first insert's old `d` bits are all overwritten later, so `d` may start
/// as `a`: the first insert goes and the second reads `a` for its old
/// bits (`bfi(K2, b, bfi(K1, a, d))` and `bfi(K2, b, a)` agree on every
/// bit the rest of the chain keeps). Only with nothing else reading or
/// writing `d` in between, `a` unchanged up to the second insert and EXEC
/// unchanged over the chain (same lanes); the old `d` is then no longer
/// read there.
pub fn bfi_chains(f: &mut MFunc) {
    let defs = def_counts(f);
    // Constants of single-definition scalar temporaries.
    let mut konst: FxHashMap<VReg, u32> = FxHashMap::default();
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        if m.op == "s_mov_b32" && m.ops.len() == 2 {
            if let (Some(v), Some(k)) = (temp(f, &m.ops[0]), const32(&m.ops[1])) {
                if defs[v.0 as usize] == 1 {
                    konst.insert(v, k);
                }
            }
        }
    }
    let mask_of = |o: &MOp| const32(o).or_else(|| o.vreg().and_then(|v| konst.get(&v).copied()));
    for b in 0..f.blocks.len() {
        let mut i = 0;
        while i < f.blocks[b].insts.len() {
            let insts = &f.blocks[b].insts;
            let m = &insts[i];
            let is_bfi = |m: &MInst| {
                m.op == "v_bfi_b32" && m.ops.len() == 4 && m.mods.is_empty() && m.ndefs == 1
            };
            if !is_bfi(m) || m.ops[3] != m.ops[0] || m.ops[0].vreg().is_none() {
                i += 1;
                continue;
            }
            let (d, a) = (m.ops[0].clone(), m.ops[2].clone());
            let Some(k1) = mask_of(&m.ops[1]) else {
                i += 1;
                continue;
            };
            let names_d = |o: &MOp| match (o, &d) {
                (
                    MOp::R {
                        reg: Reg::V(x),
                        off: xo,
                        n: xn,
                        ..
                    },
                    MOp::R {
                        reg: Reg::V(y),
                        off: yo,
                        ..
                    },
                ) => x == y && *xo <= *yo && *yo < xo + xn,
                _ => false,
            };
            // The rest of the chain: later inserts into `d`.
            let mut covered = 0u32;
            let mut second: Option<usize> = None;
            let mut ok = false;
            let mut a_written = false;
            for (j, x) in insts.iter().enumerate().skip(i + 1) {
                if x.writes_exec() {
                    break;
                }
                if is_bfi(x)
                    && x.ops[0] == d
                    && x.ops[3] == d
                    && !names_d(&x.ops[1])
                    && !names_d(&x.ops[2])
                {
                    let Some(k) = mask_of(&x.ops[1]) else {
                        break;
                    };
                    if second.is_none() {
                        if a_written {
                            break;
                        }
                        second = Some(j);
                    }
                    covered |= k;
                    if covered | k1 == u32::MAX {
                        ok = true;
                        break;
                    }
                    continue;
                }
                if x.ops.iter().any(&names_d) {
                    break;
                }
                if second.is_none()
                    && x.ops
                        .iter()
                        .enumerate()
                        .any(|(k, o)| x.is_def(k) && o.vreg().is_some() && o.vreg() == a.vreg())
                {
                    a_written = true;
                }
            }
            match (ok, second) {
                (true, Some(s)) => {
                    f.blocks[b].insts[s].ops[3] = a;
                    f.blocks[b].insts.remove(i);
                }
                _ => i += 1,
            }
        }
    }
}
