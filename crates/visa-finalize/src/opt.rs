//! Local clean-ups of the machine IR between instruction selection and
//! register allocation. Selection works one vISA instruction at a time and
//! writes the general shape (mask in a register, EXEC saved and set, result
//! in a temporary, copied to the variable under the mask); these rewrites
//! shorten the shapes that recur, each only where it provably computes the
//! same registers:
//!
//! - a lane-mask constant built by `s_mov_b32`s and used once by an
//!   `s_and` becomes that instruction's literal (a 32-bit literal of a
//!   64-bit scalar operation is zero-extended, so only masks whose high
//!   half is zero);
//! - `s_and t, exec, x` / `s_mov save, exec` / `s_mov exec, t` with `t` used
//!   nowhere else is `s_and_saveexec save, x` (same EXEC, same saved value,
//!   same SCC);
//! - a vector operation writing a temporary that is only copied, by the
//!   next instruction, into a register with `v_mov_b32` writes that register
//!   itself (under the same EXEC the copy had).

use crate::isel::classify;
use crate::mir::{Bank, MFunc, MInst, MOp, PReg, Reg, VKind, VReg};
use crate::target::Target;

/// Applies the rewrites to every block until none applies.
pub fn run(f: &mut MFunc, t: &Target) {
    loop {
        let uses = counts(f);
        let mut changed = false;
        for b in 0..f.blocks.len() {
            changed |= fold_mask_literals(f, b, &uses, t);
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
/// or 32-bit scalar operand; `None` when it has no such form (a 64-bit
/// inline constant is sign-extended, so negative ones do not qualify).
fn mask_operand(k: u32, wave64: bool) -> Option<MOp> {
    if (0..=64).contains(&k) {
        Some(MOp::Imm(k as i64))
    } else if !wave64 && (k as i32) >= -16 && (k as i32) < 0 {
        Some(MOp::Imm(k as i32 as i64))
    } else {
        Some(MOp::Hex(k))
    }
}

/// `s_mov_b32 m.0, lo` / `s_mov_b32 m.1, 0` / `s_and d, exec, m` → `s_and
/// d, exec, lo` (wave64), and `s_mov_b32 m, k` / `s_and d, exec, m` →
/// `s_and d, exec, k` (wave32), when `m` is used nowhere else.
fn fold_mask_literals(f: &mut MFunc, b: usize, uses: &[u32], t: &Target) -> bool {
    let and = t.m("s_and");
    let mut changed = false;
    let mut i = 0;
    while i < f.blocks[b].insts.len() {
        let insts = &f.blocks[b].insts;
        let m = &insts[i];
        let ok = m.op == and && m.ndefs == 1 && m.ops.len() == 3 && is_exec(&m.ops[1], t);
        let Some(mask) = ok.then(|| temp(f, &m.ops[2])).flatten() else {
            i += 1;
            continue;
        };
        let k = mask.0 as usize;
        let folded = if t.wave64 {
            // The two halves, in either order, just before.
            (i >= 2 && uses[k] == 3)
                .then(|| {
                    let (a, c) = (&insts[i - 2], &insts[i - 1]);
                    let half = |x: &MInst, off: u16| {
                        (x.op == "s_mov_b32"
                            && x.ndefs == 1
                            && x.ops.len() == 2
                            && x.mods.is_empty()
                            && is_plain(&x.ops[0], mask, off, 1))
                        .then(|| const32(&x.ops[1]))
                        .flatten()
                    };
                    let lo = half(a, 0).or_else(|| half(c, 0))?;
                    let hi = half(a, 1).or_else(|| half(c, 1))?;
                    (hi == 0).then_some((lo, 2))
                })
                .flatten()
        } else {
            (i >= 1 && uses[k] == 2)
                .then(|| {
                    let x = &insts[i - 1];
                    (x.op == "s_mov_b32"
                        && x.ndefs == 1
                        && x.ops.len() == 2
                        && x.mods.is_empty()
                        && is_plain(&x.ops[0], mask, 0, 1))
                    .then(|| const32(&x.ops[1]))
                    .flatten()
                    .map(|k| (k, 1))
                })
                .flatten()
        };
        match folded.and_then(|(k, n)| Some((mask_operand(k, t.wave64)?, n))) {
            Some((lit, n)) => {
                let blk = &mut f.blocks[b].insts;
                blk[i].ops[2] = lit;
                blk.drain(i - n..i);
                i -= n - 1;
                changed = true;
            }
            None => i += 1,
        }
    }
    changed
}

/// `s_and t, exec, x` / `s_mov save, exec` / `s_mov exec, t` → `s_and_saveexec
/// save, x` when `t` is used nowhere else.
fn and_saveexec(f: &mut MFunc, b: usize, uses: &[u32], t: &Target) -> bool {
    let (and, mov) = (t.m("s_and"), t.m("s_mov"));
    let mut changed = false;
    let mut i = 0;
    while i + 2 < f.blocks[b].insts.len() {
        let insts = &f.blocks[b].insts;
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
            let blk = &mut f.blocks[b].insts;
            blk.splice(i..i + 3, [m]);
            changed = true;
        }
        i += 1;
    }
    changed
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
        && !m.op.contains("16")
        && !m.op.contains("_u8")
        && !m.op.contains("_i8")
        && !m.op.contains("sdwa")
        && !m.op.contains("dpp")
        && !m.op.starts_with("v_readlane")
        && !m.op.starts_with("v_readfirstlane")
        && !m.op.starts_with("v_writelane")
        && !m.op.starts_with("v_cmp")
        && !m.op.starts_with("v_interp")
}

/// `OP t, …` / `v_mov_b32_e32 d, t` with `t` a one-register temporary used
/// nowhere else → `OP d, …` (as partial as the copy was).
fn direct_defs(f: &mut MFunc, b: usize, uses: &[u32]) -> bool {
    let mut changed = false;
    let mut i = 0;
    while i + 1 < f.blocks[b].insts.len() {
        let insts = &f.blocks[b].insts;
        let (op, mv) = (&insts[i], &insts[i + 1]);
        let hit = full_lane_write(op)
            && mv.op == "v_mov_b32_e32"
            && mv.ndefs == 1
            && mv.extra_defs == 0
            && mv.ops.len() == 2
            && mv.mods.is_empty()
            && matches!(&mv.ops[0], MOp::R { reg: Reg::V(d), n: 1, neg: false, abs: false, .. }
                if f.vregs[d.0 as usize].bank == Bank::V)
            && matches!(temp(f, &op.ops[0]), Some(v) if f.vregs[v.0 as usize].bank == Bank::V
                && f.vregs[v.0 as usize].size == 1
                && uses[v.0 as usize] == 2
                && is_plain(&mv.ops[1], v, 0, 1));
        if hit {
            let (dst, partial) = (mv.ops[0].clone(), mv.partial);
            let blk = &mut f.blocks[b].insts;
            blk[i].ops[0] = dst;
            blk[i].partial = partial;
            blk.remove(i + 1);
            changed = true;
        }
        i += 1;
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
                let set = insts.get(i + 1);
                match set {
                    Some(x) if x.op == mov && x.ops.len() == 2 && is_exec(&x.ops[0], t) => 2,
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
            let closes = insts.get(j).is_some_and(|x| {
                x.op == mov
                    && x.ops.len() == 2
                    && is_exec(&x.ops[0], t)
                    && is_plain(&x.ops[1], save, 0, t.mask_regs())
            });
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
