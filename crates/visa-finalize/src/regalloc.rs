//! Register allocation: liveness of every 32-bit component of every
//! virtual register, one interval per virtual register (from its first to
//! its last live point in layout order), and a greedy assignment in order
//! of interval start (optimal for interval graphs up to alignment).
//! Entry values are pinned to the registers the hardware initializes.
//!
//! What does not fit is spilled (linear scan's choice: the live interval
//! that ends last): SGPRs to lanes of VGPRs kept back for them, VGPRs to
//! the private segment (one dword slot per lane, MUBUF through the
//! private segment buffer, which moves the other entry SGPRs up by four).
//! A spilled register lives in temporaries at the top of its bank only
//! around each instruction that names it.
//!
//! Components of lane-layout variables (`VKind::Var`) are killed only by
//! the definitions `lanes::kill_first_writes` marks `born` (a definition
//! may write only some lanes), so every other such component that is read
//! somewhere is live on entry: [`zero_live_in`] gives those the zeros the
//! vISA emulator's registers start with.

use rustc_hash::FxHashMap;

use crate::mir::{Bank, MFunc, MInst, MOp, PReg, Reg, VInfo, VKind, VReg};
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
    /// 32-bit SGPRs spilled (each to a lane of a VGPR).
    pub sgpr_spills: u32,
    /// 32-bit VGPRs spilled (each to a dword per lane of the private
    /// segment).
    pub vgpr_spills: u32,
    /// Private segment bytes per work-item (the VGPR spill slots).
    pub private_bytes: u32,
    /// The private segment buffer (`s[0:3]`, every other entry SGPR four
    /// higher) and wave offset (`s11`) are enabled.
    pub scratch: bool,
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
        if m.is_def(i) && !m.partial && (info.kind == VKind::Temp || m.born) {
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
    // Each block once: live-in = gen | (live-out & !kill), composed from
    // its instructions' (x & !kills) | uses backwards; the fixpoint then
    // costs a few words per block and round, not a pass over the code.
    let (mut uses, mut kills) = (Vec::new(), Vec::new());
    let mut gen = vec![vec![0u64; words]; nb];
    let mut kill = vec![vec![0u64; words]; nb];
    for b in 0..nb {
        for m in f.blocks[b].insts.iter().rev() {
            effects(f, c, m, &mut uses, &mut kills);
            for &k in &kills {
                clr(&mut gen[b], k);
                set(&mut kill[b], k);
            }
            for &u in &uses {
                set(&mut gen[b], u);
            }
        }
    }
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
            let live: Bits = out
                .iter()
                .zip(&gen[b])
                .zip(&kill[b])
                .map(|((o, g), k)| g | (o & !k))
                .collect();
            if live != live_in[b] || out != live_out[b] {
                live_in[b] = live;
                live_out[b] = out;
                changed = true;
            }
        }
    }
    (live_in, live_out)
}

/// Which components of each virtual register are live out of each block:
/// `live(b, v, k)` for component `k` of `v` (copy propagation asks whether
/// a copy's destination is still read after its block).
pub(crate) struct LiveOut {
    base: Vec<usize>,
    out: Vec<Bits>,
}

impl LiveOut {
    /// Liveness of `f` as it is now.
    pub(crate) fn new(f: &MFunc) -> LiveOut {
        let c = Comp::new(f);
        let succ = successors(f);
        let (_, out) = liveness(f, &c, &succ);
        LiveOut { base: c.base, out }
    }

    /// Whether component `k` of `v` is live at the end of block `b`.
    pub(crate) fn live(&self, b: usize, v: VReg, k: u16) -> bool {
        let i = self.base[v.0 as usize] + k as usize;
        self.out[b][i / 64] >> (i % 64) & 1 == 1
    }
}

/// Whether an instruction may be deleted when nothing reads what it
/// writes: ALU operations and loads, not calls, messages, waits, mode
/// changes, register-indexed moves or anything with other effects.
fn removable(m: &MInst) -> bool {
    use crate::mir::imp;
    let op = m.op;
    let kind = op.starts_with("v_")
        || op.starts_with("s_")
        || op.starts_with("global_load")
        || op.starts_with("buffer_load")
        || op.starts_with("flat_load")
        || op.starts_with("scratch_load")
        || op.starts_with("ds_read");
    let never = [
        "s_swappc",
        "s_setpc",
        "s_sendmsg",
        "s_waitcnt",
        "s_nop",
        "s_barrier",
        "s_setreg",
        "s_denorm",
        "s_round",
        "s_trap",
        "s_sleep",
        "s_endpgm",
        "s_branch",
        "s_cbranch",
        "s_dcache",
        "s_icache",
        "s_setprio",
        "s_set_gpr_idx",
        "s_movrel",
        "v_movrel",
        "s_cmp",
        "s_bitcmp",
    ];
    kind && !m.side
        && m.imp_def & !imp::SCC == 0
        && m.ndefs > 0
        && !never.iter().any(|p| op.starts_with(p))
        // Physical definitions (EXEC, VCC, M0) are not followed here.
        && m.ops.iter().enumerate().all(|(i, o)| {
            !m.is_def(i) || matches!(o, MOp::R { reg: Reg::V(_), .. })
        })
}

/// Deletes instructions whose results nothing reads (see `removable`),
/// until none is left: selection writes every payload value and every
/// temporary a general shape may need.
pub fn remove_dead(f: &mut MFunc) {
    use crate::mir::imp;
    loop {
        let c = Comp::new(f);
        let succ = successors(f);
        let (_, live_out) = liveness(f, &c, &succ);
        let (mut uses, mut kills) = (Vec::new(), Vec::new());
        let mut removed = false;
        for (b, out) in live_out.iter().enumerate() {
            let mut live = out.clone();
            let insts = &f.blocks[b].insts;
            let mut dead = vec![false; insts.len()];
            // Whether SCC as written at each point may be read later in
            // the block (at its end it is taken as read).
            let mut scc_live = true;
            for (i, m) in insts.iter().enumerate().rev() {
                let scc_read_after = scc_live;
                if m.imp_def & imp::SCC != 0 {
                    scc_live = false;
                }
                if m.imp_use & imp::SCC != 0 {
                    scc_live = true;
                }
                let writes_live = m.ops.iter().enumerate().any(|(k, o)| {
                    m.is_def(k)
                        && comps(o).is_some_and(|(v, off, n)| {
                            let info = f.vregs[v.0 as usize];
                            let n = n.min(info.size.saturating_sub(off));
                            (off..off + n).any(|x| {
                                let j = c.base[v.0 as usize] + x as usize;
                                live[j / 64] >> (j % 64) & 1 == 1
                            })
                        })
                });
                if removable(m) && !writes_live && !(m.imp_def & imp::SCC != 0 && scc_read_after) {
                    dead[i] = true;
                    // Its reads no longer count; SCC as before it.
                    scc_live = scc_read_after;
                    continue;
                }
                effects(f, &c, m, &mut uses, &mut kills);
                for &k in &kills {
                    clr(&mut live, k);
                }
                for &u in &uses {
                    set(&mut live, u);
                }
            }
            if dead.iter().any(|&d| d) {
                removed = true;
                let mut k = 0;
                f.blocks[b].insts.retain(|_| {
                    k += 1;
                    !dead[k - 1]
                });
            }
        }
        if !removed {
            break;
        }
    }
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
        let live = |k: u16| {
            let i = c.base[vi] + k as usize;
            live_in[0][i / 64] >> (i % 64) & 1 == 1
        };
        let mut k = 0;
        while k < info.size {
            if !live(k) {
                k += 1;
                continue;
            }
            // Two scalar components on an even register: one `s_mov_b64`.
            if info.bank == Bank::S
                && info.align >= 2
                && k % 2 == 0
                && k + 1 < info.size
                && live(k + 1)
            {
                let op = MOp::vs(VReg(vi as u32), k, 2);
                pre.push(MInst::new("s_mov_b64", 1, vec![op, MOp::Imm(0)]));
                k += 2;
                continue;
            }
            let op = MOp::vs(VReg(vi as u32), k, 1);
            k += 1;
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

/// Registers that must hold their value in a register at the point of
/// definition: return addresses written by `s_swappc` (a store after it
/// would run only on return).
fn unspillable(f: &MFunc) -> Vec<bool> {
    let mut out = vec![false; f.vregs.len()];
    for blk in &f.blocks {
        for m in &blk.insts {
            if m.op.starts_with("s_swappc") || m.op.starts_with("s_setpc") {
                for (i, op) in m.ops.iter().enumerate() {
                    if let (true, Some(v)) = (m.is_def(i), op.vreg()) {
                        out[v.0 as usize] = true;
                    }
                }
            }
        }
    }
    out
}

/// A register copy that may end its source's interval where it starts
/// its destination's: `mov dst.doff[..n], src.soff[..n]` at `pos`.
#[derive(Clone, Copy, Debug)]
struct CopyHint {
    pos: usize,
    src: usize,
    soff: u16,
    doff: u16,
    n: u16,
}

/// Whether `m` is a copy of registers onto themselves (after allocation),
/// which changes nothing.
fn identity_copy(m: &MInst) -> bool {
    matches!(m.op, "v_mov_b32_e32" | "s_mov_b32" | "s_mov_b64")
        && m.ops.len() == 2
        && m.mods.is_empty()
        && m.extra_defs == 0
        && matches!(
            m.ops[0],
            MOp::R {
                reg: Reg::P(PReg::S(_) | PReg::V(_)),
                neg: false,
                abs: false,
                ..
            }
        )
        && m.ops[0] == m.ops[1]
}

fn bank_name(b: Bank) -> &'static str {
    match b {
        Bank::S => "SGPRs",
        Bank::V => "VGPRs",
    }
}

/// One bank's assignment: each virtual register's first register, or
/// spilled.
struct BankOut {
    base: Vec<Option<u16>>,
    spilled: Vec<bool>,
}

/// Greedy assignment of one bank in order of interval start, below
/// `limit`. When nothing fits, the live value whose interval ends last is
/// spilled if it ends after this one and its registers can take it (the
/// classic linear-scan choice), else this one is.
#[allow(clippy::too_many_arguments)]
fn assign_bank(
    f: &MFunc,
    bank: Bank,
    order: &[usize],
    start: &[usize],
    end: &[usize],
    pins: &FxHashMap<usize, u16>,
    limit: usize,
    reserved: &[u16],
    fixed: &[bool],
    hints: &[Option<CopyHint>],
) -> Result<BankOut, Error> {
    let nv = f.vregs.len();
    // Operands naming each register: a spilled register costs a load or
    // store per operand.
    let mut refs = vec![0u32; nv];
    for m in f.blocks.iter().flat_map(|b| &b.insts) {
        for o in &m.ops {
            if let Some(v) = o.vreg() {
                refs[v.0 as usize] += 1;
            }
        }
    }
    // Spill the value whose interval is longest per operand from here.
    let cost = |u: usize, from: usize| {
        (end[u].saturating_sub(from) as u64) * 1024 / (u64::from(refs[u]) + 1)
    };
    let mut busy = vec![-1i64; limit];
    let mut owner = vec![usize::MAX; limit];
    for &r in reserved {
        if let Some(b) = busy.get_mut(r as usize) {
            *b = i64::MAX;
        }
    }
    let mut base = vec![None; nv];
    let mut spilled = vec![false; nv];
    let too_many = |why: &str| {
        Error::limit(format!(
            "the kernel needs more than the {limit} {} the finalizer allocates ({why})",
            bank_name(bank)
        ))
    };
    for &v in order {
        let info = f.vregs[v];
        if info.bank != bank {
            continue;
        }
        let size = info.size as usize;
        let b = if let Some(&p) = pins.get(&v) {
            if p as usize + size > limit {
                return Err(too_many("the entry registers do not fit"));
            }
            p as usize
        } else {
            let align = info.align.max(1) as usize;
            let sv = start[v] as i64;
            let mut found = None;
            // A copy that ends its source where this value starts: the
            // source's registers, so the copy becomes `mov x, x` (removed
            // after allocation). Only the copied registers may be the
            // source's; the rest must be free.
            if let Some(c) = hints[v].filter(|c| c.pos == start[v] && end[c.src] == start[v]) {
                if let Some(bs) = base[c.src] {
                    let from = bs as usize + c.soff as usize;
                    if from >= c.doff as usize {
                        let r = from - c.doff as usize;
                        let ok = r.is_multiple_of(align)
                            && r + size <= limit
                            && (r..r + size).all(|k| {
                                busy[k] < sv
                                    || (owner[k] == c.src
                                        && busy[k] == sv
                                        && (from..from + c.n as usize).contains(&k))
                            });
                        if ok {
                            found = Some(r);
                        }
                    }
                }
            }
            let mut r = if found.is_some() { limit } else { 0 };
            while r + size <= limit {
                if (r..r + size).all(|k| busy[k] < sv) {
                    found = Some(r);
                    break;
                }
                r += align;
            }
            match found {
                Some(r) => r,
                None => {
                    let mut best: Option<usize> = None;
                    for r in (0..limit).step_by(align) {
                        let u = owner[r];
                        if u == usize::MAX
                            || busy[r] < sv
                            || base[u] != Some(r as u16)
                            || pins.contains_key(&u)
                            || fixed[u]
                            || end[u] <= end[v]
                            || (f.vregs[u].size as usize) < size
                            || r + size > limit
                        {
                            continue;
                        }
                        if best.is_none_or(|b| cost(u, start[v]) > cost(b, start[v])) {
                            best = Some(u);
                        }
                    }
                    // This value itself when it is the cheaper one to spill.
                    let best = best.filter(|&u| fixed[v] || cost(u, start[v]) > cost(v, start[v]));
                    match best {
                        Some(u) => {
                            let r = base[u].take().expect("assigned") as usize;
                            for k in r..r + f.vregs[u].size as usize {
                                busy[k] = -1;
                                owner[k] = usize::MAX;
                            }
                            spilled[u] = true;
                            r
                        }
                        None if fixed[v] => {
                            return Err(too_many("a return address cannot be spilled"))
                        }
                        None => {
                            spilled[v] = true;
                            continue;
                        }
                    }
                }
            }
        };
        for k in b..b + size {
            busy[k] = end[v] as i64;
            owner[k] = v;
        }
        base[v] = Some(b as u16);
    }
    Ok(BankOut { base, spilled })
}

/// The spilled virtual registers of `bank` an instruction names: (vreg,
/// first component, end component), the first rounded down to the
/// register's alignment so a temporary block keeps tuple alignment.
fn spill_refs(vregs: &[VInfo], m: &MInst, spilled: &[bool], bank: Bank) -> Vec<(usize, u16, u16)> {
    let mut out: Vec<(usize, u16, u16)> = Vec::new();
    for op in &m.ops {
        let Some((v, off, n)) = comps(op) else {
            continue;
        };
        let vi = v.0 as usize;
        let info = vregs[vi];
        if !spilled[vi] || info.bank != bank {
            continue;
        }
        let a = info.align.max(1);
        let lo = off / a * a;
        let hi = (off + n).min(info.size).max(off + 1);
        match out.iter_mut().find(|r| r.0 == vi) {
            Some(r) => {
                r.1 = r.1.min(lo);
                r.2 = r.2.max(hi);
            }
            None => out.push((vi, lo, hi)),
        }
    }
    out
}

/// Offsets of each reference's temporaries in the bank's pool (the
/// pool's first register is 4-aligned), and the pool size they need.
fn pack(vregs: &[VInfo], refs: &[(usize, u16, u16)]) -> (Vec<u16>, u16) {
    let mut idx: Vec<usize> = (0..refs.len()).collect();
    idx.sort_by_key(|&i| std::cmp::Reverse(vregs[refs[i].0].align));
    let mut offs = vec![0u16; refs.len()];
    let mut cur = 0u16;
    for i in idx {
        let a = vregs[refs[i].0].align.max(1);
        cur = cur.div_ceil(a) * a;
        offs[i] = cur;
        cur += refs[i].2 - refs[i].1;
    }
    (offs, cur)
}

/// Pool size the spilled registers of a bank need (the largest over the
/// instructions).
fn pool_need(f: &MFunc, spilled: &[bool], bank: Bank) -> u16 {
    if !spilled.iter().any(|&s| s) {
        return 0;
    }
    let mut need = 0;
    for blk in &f.blocks {
        for m in &blk.insts {
            let refs = spill_refs(&f.vregs, m, spilled, bank);
            if !refs.is_empty() {
                need = need.max(pack(&f.vregs, &refs).1);
            }
        }
    }
    need
}

/// Where spill code keeps things.
struct Plan {
    /// Spill slot of component 0 of each spilled register (SGPRs: lane
    /// index over the spill VGPRs; VGPRs: dword of the private segment).
    slot: Vec<u32>,
    s_pool: u16,
    v_pool: u16,
    exec_save: u16,
    lane_vgpr: u16,
    /// s[0:3] private segment buffer, `s11` wave offset.
    wave_offset: u16,
    /// Per-lane private offset of spill slot 0 (above the vISA thread's
    /// scratch).
    spill_base: u32,
    /// First of the SGPRs holding the wave offset plus 4 KiB per lane
    /// (window 1, 2, ...): slots beyond the 12-bit MUBUF offset.
    far: u16,
}

/// Entry registers with the private segment buffer enabled: four user
/// SGPRs come first, so every other entry SGPR moves up by four, and the
/// wave offset follows the work-group ids.
const PSB_SHIFT: u16 = 4;
/// The private segment wave offset SGPR (after `s[0:3]`, the dispatch
/// and kernarg pointers and the three work-group ids).
pub const WAVE_OFFSET: u16 = 11;

/// Allocates physical registers; rewrites every virtual operand. Values
/// that do not fit are spilled: SGPRs into lanes of VGPRs kept back for
/// that (`v_writelane_b32`/`v_readlane_b32`), VGPRs to the private segment
/// (MUBUF stores and loads through the private segment buffer `s[0:3]`
/// and wave offset `s11`, all lanes on). Each instruction that names a
/// spilled value gets it in temporaries from a pool at the top of the
/// bank: reloaded before it where it reads it (or may keep some of it),
/// stored after it where it writes it.
pub fn allocate(f: &mut MFunc, t: &Target, pins: &FxHashMap<VReg, PReg>) -> Result<Usage, Error> {
    allocate_with_scratch(f, t, pins, 0)
}

/// [`allocate`] for a kernel whose code addresses `scratch` bytes of the
/// vISA thread's scratch at the start of the wave's private segment
/// (through its own buffer resource, built from `s[0:3]` and `s11`): the
/// private segment buffer is on from the start and the spill slots go
/// above those bytes.
pub fn allocate_with_scratch(
    f: &mut MFunc,
    t: &Target,
    pins: &FxHashMap<VReg, PReg>,
    scratch_bytes: u32,
) -> Result<Usage, Error> {
    let c = Comp::new(f);
    let succ = successors(f);
    let (live_in, live_out) = liveness(f, &c, &succ);
    let nv = f.vregs.len();
    let mut start = vec![usize::MAX; nv];
    let mut end = vec![0usize; nv];
    let mut hints: Vec<Option<CopyHint>> = vec![None; nv];
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
            if let Some((d, doff, src, soff, n)) = crate::opt::plain_copy(&f.vregs, m) {
                let (d, src) = (d.0 as usize, src.0 as usize);
                if hints[d].is_none() {
                    hints[d] = Some(CopyHint {
                        pos,
                        src,
                        soff,
                        doff,
                        n,
                    });
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
    let fixed = unspillable(f);
    let max_s = t.max_sgprs as usize;
    let max_v = t.max_vgprs as usize;
    let ws = t.wave_size();
    let mask = t.mask_regs();
    // Registers kept back grow until every instruction's spilled operands
    // fit: SGPR and VGPR temporaries, the spill VGPRs, and with VGPR
    // spills the private segment buffer, wave offset and EXEC save.
    let (mut rs, mut rv, mut scratch) = (0u16, 0u16, scratch_bytes > 0);
    // Spill slots start above the thread's scratch: swizzled per-lane
    // offset `spill_base` is wave byte `spill_base * wave size`.
    let spill_base = scratch_bytes.div_ceil(4 * ws) * 4;
    // Far-window SGPRs kept back (slots past the 4 KiB MUBUF offset).
    let mut rf = 0u16;
    let mut rounds = 0;
    let (sb, vb, s_limit, v_limit) = loop {
        rounds += 1;
        let shift = if scratch { PSB_SHIFT } else { 0 };
        let (mut spins, mut vpins) = (FxHashMap::default(), FxHashMap::default());
        for (v, p) in pins {
            match *p {
                PReg::S(i) => {
                    spins.insert(v.0 as usize, i + shift);
                }
                PReg::V(i) => {
                    vpins.insert(v.0 as usize, i);
                }
                _ => {}
            }
        }
        let keep_s = rs.div_ceil(4) * 4 + if scratch { mask + rf } else { 0 };
        let s_limit = max_s.saturating_sub(keep_s as usize) / 4 * 4;
        let s_limit = if keep_s == 0 { max_s } else { s_limit };
        let reserved: &[u16] = if scratch {
            &[0, 1, 2, 3, WAVE_OFFSET]
        } else {
            &[]
        };
        let sb = assign_bank(
            f,
            Bank::S,
            &order,
            &start,
            &end,
            &spins,
            s_limit,
            reserved,
            &fixed,
            &hints,
        )?;
        let need_s = pool_need(f, &sb.spilled, Bank::S);
        let s_comps: u32 = (0..nv)
            .filter(|&v| sb.spilled[v])
            .map(|v| f.vregs[v].size as u32)
            .sum();
        let lanes = s_comps.div_ceil(ws) as u16;
        let keep_v = rv.div_ceil(2) * 2 + lanes;
        let v_limit = if keep_v == 0 {
            max_v
        } else {
            max_v.saturating_sub(keep_v as usize) / 2 * 2
        };
        let vb = assign_bank(
            f,
            Bank::V,
            &order,
            &start,
            &end,
            &vpins,
            v_limit,
            &[],
            &fixed,
            &hints,
        )?;
        let need_v = pool_need(f, &vb.spilled, Bank::V);
        let need_scratch = vb.spilled.iter().any(|&s| s);
        let v_words: u32 = (0..nv)
            .filter(|&v| vb.spilled[v])
            .map(|v| f.vregs[v].size as u32)
            .sum();
        let need_far = if v_words == 0 {
            0
        } else {
            ((spill_base + 4 * v_words - 1) / 4096) as u16
        };
        if need_s <= rs && need_v <= rv && need_far <= rf && (scratch || !need_scratch) {
            break (sb, vb, s_limit, v_limit);
        }
        if rounds > 16 {
            return Err(Error::limit(
                "the register allocator's spill reservations did not settle",
            ));
        }
        rs = rs.max(need_s);
        rv = rv.max(need_v);
        rf = rf.max(need_far);
        scratch |= need_scratch;
    };
    // Spill slots.
    let mut slot = vec![0u32; nv];
    let (mut s_slots, mut v_slots) = (0u32, 0u32);
    for (v, s) in slot.iter_mut().enumerate() {
        if sb.spilled[v] {
            *s = s_slots;
            s_slots += f.vregs[v].size as u32;
        } else if vb.spilled[v] {
            *s = v_slots;
            v_slots += f.vregs[v].size as u32;
        }
    }
    let private_bytes = spill_base + 4 * v_slots;
    // COMPUTE_TMPRING_SIZE.WAVESIZE: 13 bits of KiB per wave.
    if private_bytes as u64 * ws as u64 > 8191 * 1024 {
        return Err(Error::limit(format!(
            "the kernel needs {private_bytes} bytes of private memory per work-item (scratch and {v_slots} spilled VGPRs): more than a wave's scratch can hold"
        )));
    }
    let spilled: Vec<bool> = (0..nv).map(|v| sb.spilled[v] || vb.spilled[v]).collect();
    // The kept-back registers go right above what the assignment used
    // (everything above is free), so spilling does not inflate the
    // register counts that bound occupancy.
    let top = |b: &BankOut, pinned: u16| -> u16 {
        (0..nv)
            .filter_map(|v| b.base[v].map(|r| r + f.vregs[v].size))
            .chain([pinned])
            .max()
            .unwrap_or(0)
    };
    let s_floor = if scratch { WAVE_OFFSET + 1 } else { 0 };
    let s_pool = (top(&sb, s_floor).div_ceil(4) * 4).min(s_limit as u16);
    let v_pool = (top(&vb, 0).div_ceil(2) * 2).min(v_limit as u16);
    let plan = Plan {
        slot,
        s_pool,
        v_pool,
        exec_save: s_pool + rs.div_ceil(4) * 4,
        lane_vgpr: v_pool + rv.div_ceil(2) * 2,
        wave_offset: WAVE_OFFSET,
        spill_base,
        far: s_pool + rs.div_ceil(4) * 4 + mask,
    };
    if spilled.iter().any(|&s| s) {
        insert_spill_code(f, t, &spilled, &plan);
    }
    let far_used = if v_slots == 0 {
        0
    } else {
        ((spill_base + 4 * v_slots - 1) / 4096) as u16
    };
    if far_used > 0 {
        // The far windows' soffsets, once at the entry (SCC is dead there):
        // per-lane offset + 4096*j is wave byte + 4096*j*(wave size).
        let mut head = Vec::new();
        for j in 1..=far_used {
            let mut m = MInst::new(
                "s_add_u32",
                1,
                vec![
                    MOp::p(PReg::S(plan.far + j - 1)),
                    MOp::p(PReg::S(WAVE_OFFSET)),
                    MOp::Hex(4096 * j as u32 * ws),
                ],
            );
            crate::isel::classify(t, &mut m);
            head.push(m);
        }
        f.blocks[0].insts.splice(0..0, head);
    }
    let mut usage = Usage {
        sgpr_spills: s_slots,
        vgpr_spills: v_slots,
        private_bytes: if scratch { private_bytes } else { 0 },
        scratch,
        ..Usage::default()
    };
    // Rewrite operands. A virtual register never referenced live (a
    // definition only) still gets a register above: `touch` saw it.
    let vregs = f.vregs.clone();
    for blk in &mut f.blocks {
        for m in &mut blk.insts {
            for op in &mut m.ops {
                if let MOp::R { reg, off, n, .. } = op {
                    if let Reg::V(v) = reg {
                        let vi = v.0 as usize;
                        let b = sb.base[vi].or(vb.base[vi]).expect("allocated");
                        *reg = Reg::P(match vregs[vi].bank {
                            Bank::S => PReg::S(b + *off),
                            Bank::V => PReg::V(b + *off),
                        });
                        *off = 0;
                    }
                    match reg {
                        Reg::P(PReg::S(i)) => usage.sgprs = usage.sgprs.max(*i + *n),
                        Reg::P(PReg::V(i)) => usage.vgprs = usage.vgprs.max(*i + *n),
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
    // Copies the allocation made onto themselves.
    for blk in &mut f.blocks {
        blk.insts.retain(|m| !identity_copy(m));
    }
    // Entry registers count even where the code never names them.
    for (v, p) in pins {
        let n = f.vregs[v.0 as usize].size;
        match *p {
            PReg::S(i) => {
                let shift = if scratch { PSB_SHIFT } else { 0 };
                usage.sgprs = usage.sgprs.max(i + shift + n)
            }
            PReg::V(i) => usage.vgprs = usage.vgprs.max(i + n),
            _ => {}
        }
    }
    if scratch {
        usage.sgprs = usage.sgprs.max(WAVE_OFFSET + 1);
    }
    Ok(usage)
}

/// Reloads and stores around every instruction that names a spilled
/// register; its operands then name the temporaries (physical).
fn insert_spill_code(f: &mut MFunc, t: &Target, spilled: &[bool], p: &Plan) {
    let ws = t.wave_size();
    let mask = t.mask_regs();
    let exec = MOp::pn(PReg::Exec, mask);
    let save = MOp::pn(PReg::S(p.exec_save), mask);
    let mov = t.m("s_mov");
    let mk = |op: &'static str, ndefs: u8, ops: Vec<MOp>, mods: String| {
        let mut m = MInst::new(op, ndefs, ops);
        m.mods = mods;
        crate::isel::classify(t, &mut m);
        m
    };
    let mubuf = |op: &'static str, v: u16, slot: u32| {
        let at = p.spill_base + 4 * slot;
        let (window, off) = ((at / 4096) as u16, at % 4096);
        let soff = if window == 0 {
            p.wave_offset
        } else {
            p.far + window - 1
        };
        mk(
            op,
            u8::from(crate::has(op, "load")),
            vec![
                MOp::p(PReg::V(v)),
                MOp::Off,
                MOp::pn(PReg::S(0), 4),
                MOp::p(PReg::S(soff)),
            ],
            if off == 0 {
                String::new()
            } else {
                format!(" offset:{off}")
            },
        )
    };
    let bracket = |body: Vec<MInst>, out: &mut Vec<MInst>| {
        if body.is_empty() {
            return;
        }
        out.push(mk(mov, 1, vec![save.clone(), exec.clone()], String::new()));
        out.push(mk(mov, 1, vec![exec.clone(), MOp::Imm(-1)], String::new()));
        out.extend(body);
        out.push(mk(mov, 1, vec![exec.clone(), save.clone()], String::new()));
    };
    let lane = |slot: u32| (p.lane_vgpr + (slot / ws) as u16, (slot % ws) as i64);
    let vregs = f.vregs.clone();
    for blk in &mut f.blocks {
        let old = std::mem::take(&mut blk.insts);
        let mut out = Vec::with_capacity(old.len());
        for mut m in old {
            let sr = spill_refs(&vregs, &m, spilled, Bank::S);
            let vr = spill_refs(&vregs, &m, spilled, Bank::V);
            if sr.is_empty() && vr.is_empty() {
                out.push(m);
                continue;
            }
            let (so, _) = pack(&vregs, &sr);
            let (vo, _) = pack(&vregs, &vr);
            // Physical first register of each reference's block.
            let phys = |v: usize| -> (Bank, u16, u16) {
                if let Some(i) = sr.iter().position(|r| r.0 == v) {
                    (Bank::S, p.s_pool + so[i], sr[i].1)
                } else {
                    let i = vr.iter().position(|r| r.0 == v).expect("spilled");
                    (Bank::V, p.v_pool + vo[i], vr[i].1)
                }
            };
            // Components reloaded and stored.
            let mut load: Vec<(usize, u16)> = Vec::new();
            let mut store: Vec<(usize, u16)> = Vec::new();
            for (i, op) in m.ops.iter().enumerate() {
                let Some((v, off, n)) = comps(op) else {
                    continue;
                };
                let vi = v.0 as usize;
                if !spilled[vi] {
                    continue;
                }
                let info = vregs[vi];
                let keeps = m.is_use(i) || (m.is_def(i) && info.kind == VKind::Var);
                for k in off..(off + n).min(info.size) {
                    if keeps && !load.contains(&(vi, k)) {
                        load.push((vi, k));
                    }
                    if m.is_def(i) && !store.contains(&(vi, k)) {
                        store.push((vi, k));
                    }
                }
            }
            let mut vload = Vec::new();
            for &(vi, k) in &load {
                let (bank, b, lo) = phys(vi);
                let s = p.slot[vi] + k as u32;
                match bank {
                    Bank::S => {
                        let (lv, li) = lane(s);
                        out.push(mk(
                            "v_readlane_b32",
                            1,
                            vec![
                                MOp::p(PReg::S(b + k - lo)),
                                MOp::p(PReg::V(lv)),
                                MOp::Imm(li),
                            ],
                            String::new(),
                        ));
                    }
                    Bank::V => vload.push(mubuf("buffer_load_dword", b + k - lo, s)),
                }
            }
            bracket(vload, &mut out);
            for op in &mut m.ops {
                if let MOp::R { reg, off, .. } = op {
                    if let Reg::V(v) = reg {
                        let vi = v.0 as usize;
                        if spilled[vi] {
                            let (bank, b, lo) = phys(vi);
                            *reg = Reg::P(match bank {
                                Bank::S => PReg::S(b + *off - lo),
                                Bank::V => PReg::V(b + *off - lo),
                            });
                            *off = 0;
                        }
                    }
                }
            }
            out.push(m);
            let mut vstore = Vec::new();
            for &(vi, k) in &store {
                let (bank, b, lo) = phys(vi);
                let s = p.slot[vi] + k as u32;
                match bank {
                    Bank::S => {
                        let (lv, li) = lane(s);
                        let mut w = mk(
                            "v_writelane_b32",
                            1,
                            vec![
                                MOp::p(PReg::V(lv)),
                                MOp::p(PReg::S(b + k - lo)),
                                MOp::Imm(li),
                            ],
                            String::new(),
                        );
                        w.partial = true;
                        out.push(w);
                    }
                    Bank::V => vstore.push(mubuf("buffer_store_dword", b + k - lo, s)),
                }
            }
            bracket(vstore, &mut out);
        }
        blk.insts = out;
    }
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
                .any(|w| crate::has(base, w));
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
