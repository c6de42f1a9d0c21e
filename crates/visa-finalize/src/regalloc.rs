//! Register allocation: liveness of every 32-bit component of every
//! virtual register, one interval per virtual register (from its first to
//! its last live point in layout order), and a greedy assignment in order
//! of interval start (optimal for interval graphs up to alignment).
//! Entry values are pinned to the registers the hardware initializes.
//!
//! Components of lane-layout variables (`VKind::Var`) are never killed by
//! a definition (it may write only some lanes), so every such component
//! that is read somewhere is live on entry: [`zero_live_in`] gives those
//! the zeros the vISA emulator's registers start with.

use rustc_hash::FxHashMap;

use crate::mir::{Bank, MFunc, MInst, MOp, PReg, Reg, VKind, VReg};
use crate::target::Target;
use crate::Error;

/// Registers used after allocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Highest SGPR used + 1.
    pub sgprs: u16,
    /// Highest VGPR used + 1.
    pub vgprs: u16,
    /// VCC is used.
    pub vcc: bool,
}

/// Successors of each block: branch targets and the fall-through into
/// the next block unless the block ends with an unconditional transfer.
pub fn successors(f: &MFunc) -> Vec<Vec<u32>> {
    let n = f.blocks.len();
    let mut out = vec![Vec::new(); n];
    for (b, blk) in f.blocks.iter().enumerate() {
        let mut s = Vec::new();
        for m in &blk.insts {
            if m.op.starts_with("s_branch") || m.op.starts_with("s_cbranch") {
                if let Some(MOp::Label(t)) = m.ops.first() {
                    s.push(*t);
                }
            }
        }
        let term = blk.insts.last().is_some_and(|m| {
            m.op == "s_branch" || m.op == "s_endpgm" || m.op.starts_with("s_setpc")
        });
        if !term && b + 1 < n {
            s.push(b as u32 + 1);
        }
        s.sort_unstable();
        s.dedup();
        out[b] = s;
    }
    out
}

struct Comp {
    base: Vec<usize>,
    n: usize,
}

impl Comp {
    fn new(f: &MFunc) -> Comp {
        let mut base = Vec::with_capacity(f.vregs.len());
        let mut n = 0;
        for v in &f.vregs {
            base.push(n);
            n += v.size as usize;
        }
        Comp { base, n }
    }
}

/// Components an operand names: (vreg, first component, count).
fn comps(op: &MOp) -> Option<(VReg, u16, u16)> {
    match op {
        MOp::R {
            reg: Reg::V(v),
            off,
            n,
            ..
        } => Some((*v, *off, *n)),
        _ => None,
    }
}

type Bits = Vec<u64>;

fn set(b: &mut Bits, i: usize) {
    b[i / 64] |= 1 << (i % 64);
}
fn clr(b: &mut Bits, i: usize) {
    b[i / 64] &= !(1 << (i % 64));
}

/// Per-instruction effect: components read, components killed.
fn effects(f: &MFunc, c: &Comp, m: &MInst, uses: &mut Vec<usize>, kills: &mut Vec<usize>) {
    uses.clear();
    kills.clear();
    for (i, op) in m.ops.iter().enumerate() {
        let Some((v, off, n)) = comps(op) else {
            continue;
        };
        let info = f.vregs[v.0 as usize];
        let n = n.min(info.size.saturating_sub(off));
        let b = c.base[v.0 as usize];
        if m.is_use(i) {
            for k in off..off + n {
                uses.push(b + k as usize);
            }
        }
        if m.is_def(i) && !m.partial && info.kind == VKind::Temp {
            for k in off..off + n {
                kills.push(b + k as usize);
            }
        }
    }
}

/// Live-in components of each block.
fn liveness(f: &MFunc, c: &Comp, succ: &[Vec<u32>]) -> (Vec<Bits>, Vec<Bits>) {
    let words = c.n.div_ceil(64).max(1);
    let nb = f.blocks.len();
    let mut live_in = vec![vec![0u64; words]; nb];
    let mut live_out = vec![vec![0u64; words]; nb];
    let (mut uses, mut kills) = (Vec::new(), Vec::new());
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let mut out = vec![0u64; words];
            for &s in &succ[b] {
                for (o, i) in out.iter_mut().zip(&live_in[s as usize]) {
                    *o |= i;
                }
            }
            let mut live = out.clone();
            for m in f.blocks[b].insts.iter().rev() {
                effects(f, c, m, &mut uses, &mut kills);
                for &k in &kills {
                    clr(&mut live, k);
                }
                for &u in &uses {
                    set(&mut live, u);
                }
            }
            if live != live_in[b] || out != live_out[b] {
                live_in[b] = live;
                live_out[b] = out;
                changed = true;
            }
        }
    }
    (live_in, live_out)
}

/// Gives every lane-variable component live on entry the value zero (at
/// the start of block 0, on every lane): the vISA emulator's registers
/// start as zeros.
pub fn zero_live_in(f: &mut MFunc, t: &Target) {
    let c = Comp::new(f);
    let succ = successors(f);
    let (live_in, _) = liveness(f, &c, &succ);
    let mut pre = Vec::new();
    let all = t.m("s_mov");
    let mask = MOp::pn(PReg::Exec, t.mask_regs());
    let save = f.vreg(Bank::S, t.mask_regs(), VKind::Temp);
    let mut any_v = false;
    for (vi, info) in f.vregs.iter().enumerate() {
        if info.kind != VKind::Var {
            continue;
        }
        for k in 0..info.size {
            let i = c.base[vi] + k as usize;
            if live_in[0][i / 64] >> (i % 64) & 1 == 0 {
                continue;
            }
            let op = MOp::vs(VReg(vi as u32), k, 1);
            let m = match info.bank {
                Bank::V => {
                    any_v = true;
                    let mut m = MInst::new("v_mov_b32_e32", 1, vec![op, MOp::Imm(0)]);
                    m.partial = true;
                    m
                }
                Bank::S => MInst::new("s_mov_b32", 1, vec![op, MOp::Imm(0)]),
            };
            pre.push(m);
        }
    }
    if pre.is_empty() {
        return;
    }
    let mut out = Vec::new();
    if any_v {
        out.push(MInst::new(
            all,
            1,
            vec![MOp::v(save, t.mask_regs()), mask.clone()],
        ));
        out.push(MInst::new(all, 1, vec![mask.clone(), MOp::Imm(-1)]));
    }
    out.extend(pre);
    if any_v {
        out.push(MInst::new(all, 1, vec![mask, MOp::v(save, t.mask_regs())]));
    }
    for m in &mut out {
        crate::isel::classify(t, m);
    }
    out.append(&mut f.blocks[0].insts);
    f.blocks[0].insts = out;
}

/// Allocates physical registers; rewrites every virtual operand.
pub fn allocate(f: &mut MFunc, t: &Target, pins: &FxHashMap<VReg, PReg>) -> Result<Usage, Error> {
    let c = Comp::new(f);
    let succ = successors(f);
    let (live_in, live_out) = liveness(f, &c, &succ);
    let nv = f.vregs.len();
    let mut start = vec![usize::MAX; nv];
    let mut end = vec![0usize; nv];
    // Map component → vreg.
    let mut owner = vec![0u32; c.n];
    for (vi, info) in f.vregs.iter().enumerate() {
        for k in 0..info.size as usize {
            owner[c.base[vi] + k] = vi as u32;
        }
    }
    let touch = |v: usize, p: usize, start: &mut Vec<usize>, end: &mut Vec<usize>| {
        start[v] = start[v].min(p);
        end[v] = end[v].max(p);
    };
    let mut pos = 0usize;
    for (b, blk) in f.blocks.iter().enumerate() {
        let bstart = pos;
        for (w, word) in live_in[b].iter().enumerate() {
            let mut x = *word;
            while x != 0 {
                let i = w * 64 + x.trailing_zeros() as usize;
                x &= x - 1;
                touch(owner[i] as usize, bstart, &mut start, &mut end);
            }
        }
        for m in &blk.insts {
            pos += 1;
            for op in &m.ops {
                if let Some((v, _, _)) = comps(op) {
                    touch(v.0 as usize, pos, &mut start, &mut end);
                }
            }
        }
        pos += 1;
        for (w, word) in live_out[b].iter().enumerate() {
            let mut x = *word;
            while x != 0 {
                let i = w * 64 + x.trailing_zeros() as usize;
                x &= x - 1;
                touch(owner[i] as usize, pos, &mut start, &mut end);
            }
        }
    }
    // Pinned values are live from the entry.
    for v in pins.keys() {
        start[v.0 as usize] = 0;
    }
    let mut order: Vec<usize> = (0..nv).filter(|&v| start[v] != usize::MAX).collect();
    order.sort_by_key(|&v| (start[v], !pins.contains_key(&VReg(v as u32)), v));
    let max_s = t.max_sgprs as usize;
    let max_v = t.max_vgprs as usize;
    let mut busy_s = vec![-1i64; max_s];
    let mut busy_v = vec![-1i64; max_v];
    let mut assign: Vec<Option<PReg>> = vec![None; nv];
    let mut usage = Usage::default();
    for v in order {
        let info = f.vregs[v];
        let size = info.size as usize;
        let (busy, limit) = match info.bank {
            Bank::S => (&mut busy_s, max_s),
            Bank::V => (&mut busy_v, max_v),
        };
        let base = if let Some(p) = pins.get(&VReg(v as u32)) {
            match *p {
                PReg::S(i) | PReg::V(i) => i as usize,
                _ => 0,
            }
        } else {
            let align = info.align.max(1) as usize;
            let mut found = None;
            let mut r = 0;
            while r + size <= limit {
                if (r..r + size).all(|k| busy[k] < start[v] as i64) {
                    found = Some(r);
                    break;
                }
                r += align;
            }
            match found {
                Some(r) => r,
                None => {
                    return Err(Error::limit(format!(
                        "the kernel needs more than the {limit} {} the finalizer allocates (spilling to scratch is not supported yet)",
                        match info.bank {
                            Bank::S => "SGPRs",
                            Bank::V => "VGPRs",
                        }
                    )))
                }
            }
        };
        for b in busy.iter_mut().skip(base).take(size) {
            *b = end[v] as i64;
        }
        match info.bank {
            Bank::S => {
                usage.sgprs = usage.sgprs.max((base + size) as u16);
                assign[v] = Some(PReg::S(base as u16));
            }
            Bank::V => {
                usage.vgprs = usage.vgprs.max((base + size) as u16);
                assign[v] = Some(PReg::V(base as u16));
            }
        }
    }
    // Rewrite operands. A virtual register never referenced live (a
    // definition only) still gets a register above: `touch` saw it.
    for blk in &mut f.blocks {
        for m in &mut blk.insts {
            for op in &mut m.ops {
                if let MOp::R { reg, off, .. } = op {
                    match reg {
                        Reg::V(v) => {
                            let p = assign[v.0 as usize].expect("allocated");
                            *reg = Reg::P(match p {
                                PReg::S(i) => PReg::S(i + *off),
                                PReg::V(i) => PReg::V(i + *off),
                                other => other,
                            });
                            *off = 0;
                        }
                        Reg::P(PReg::Vcc) => usage.vcc = true,
                        _ => {}
                    }
                }
            }
            if m.imp_def & crate::mir::imp::VCC != 0 || m.imp_use & crate::mir::imp::VCC != 0 {
                usage.vcc = true;
            }
        }
    }
    Ok(usage)
}

/// GFX9 VOP3 encodings take no literal constant: such operands of the
/// 32-bit VOP3 instructions are moved into an SGPR first.
pub fn legalize_literals(f: &mut MFunc, t: &Target) {
    if t.gen >= 10 {
        return;
    }
    const VOP3: &[&str] = &[
        "v_add3_u32",
        "v_alignbit_b32",
        "v_bcnt_u32_b32",
        "v_bfe_i32",
        "v_bfe_u32",
        "v_bfi_b32",
        "v_bfm_b32",
        "v_div_fixup_f32",
        "v_div_fmas_f32",
        "v_div_scale_f32",
        "v_fma_f32",
        "v_ldexp_f32",
        "v_mad_i32_i24",
        "v_mad_u32_u24",
        "v_mbcnt_hi_u32_b32",
        "v_mbcnt_lo_u32_b32",
        "v_med3_i32",
        "v_med3_u32",
        "v_mul_hi_i32",
        "v_mul_hi_u32",
        "v_mul_lo_u32",
        "v_readlane_b32",
        "v_writelane_b32",
        "v_lshl_add_u32",
        "v_lshl_or_b32",
        "v_and_or_b32",
        "v_or3_b32",
        "v_xad_u32",
        "v_perm_b32",
    ];
    let is_lit = |op: &MOp| match op {
        MOp::Hex(h) => !(-16..=64).contains(&(*h as i32)),
        MOp::Imm(i) => !(-16..=64).contains(i),
        MOp::F32(b) => crate::mir::f32_text(*b).starts_with("0x"),
        _ => false,
    };
    let mut nregs = f.vregs.len();
    let mut new_vregs = Vec::new();
    for blk in &mut f.blocks {
        let old = std::mem::take(&mut blk.insts);
        let mut out = Vec::with_capacity(old.len());
        for mut m in old {
            let base = m.op.strip_suffix("_e64").unwrap_or(m.op);
            let wide = ["f64", "b64", "i64", "u64"]
                .iter()
                .any(|w| base.contains(w));
            let vop3 = (m.op.ends_with("_e64") || VOP3.contains(&m.op)) && !wide;
            if vop3 {
                for i in m.ndefs as usize..m.ops.len() {
                    if is_lit(&m.ops[i]) {
                        let r = VReg(nregs as u32);
                        nregs += 1;
                        new_vregs.push(crate::mir::VInfo {
                            bank: Bank::S,
                            size: 1,
                            align: 1,
                            kind: VKind::Temp,
                        });
                        let lit = std::mem::replace(&mut m.ops[i], MOp::v(r, 1));
                        let mut mv = MInst::new("s_mov_b32", 1, vec![MOp::v(r, 1), lit]);
                        crate::isel::classify(t, &mut mv);
                        out.push(mv);
                    }
                }
            }
            out.push(m);
        }
        blk.insts = out;
    }
    f.vregs.extend(new_vregs);
}
