//! The checks run around each instruction: outstanding memory results
//! (`check.rs` keeps the counters) and the hazards that need wait states.
//!
//! # Hazards
//!
//! Some instruction pairs must be separated by a number of wait states
//! (each instruction is one wait state, `s_nop N` is N+1); the hardware
//! does not check them. A violation stops the run with an error naming
//! both instructions and the `s_nop` that fixes it. The rules come from
//! the "Manually Inserted Wait States" table of AMD's Vega (GFX9) ISA
//! manual and from LLVM's `GCNHazardRecognizer` (which is how clang's
//! output satisfies them; its per-processor features in `GCNSubtarget.h`
//! and `AMDGPU.td` say which processor has which rule). Per processor:
//!
//! | first instruction | then | wait states | gfx900, gfx906 | gfx908 | gfx90a | gfx1030 |
//! | --- | --- | --- | --- | --- | --- | --- |
//! | VALU writes an SGPR | VMEM or FLAT reads that SGPR | 5 | yes | yes | yes | no |
//! | any instruction writes a VGPR (checked: a VALU) | DPP reads that VGPR | 2 | yes | yes | yes | no |
//! | VALU writes EXEC | DPP | 5 | yes | yes | yes | no |
//! | VALU writes VCC | `v_div_fmas` | 4 | yes | yes | yes | no |
//! | VALU writes an SGPR | `v_readlane`/`v_writelane` use it as the lane select | 4 | yes | yes | yes | no |
//! | VALU writes EXEC or VCC | VALU reads `src_execz`/`src_vccz` (Vega manual only) | 5 | yes | yes | yes | no |
//! | `s_setreg` | `s_getreg` or `s_setreg` of the same register | 2 | yes | yes | yes | no |
//! | VMEM or FLAT store of more than 64 bits of data (not MUBUF with a register `soffset`) | VALU writes a VGPR of that data | 1 | yes | yes | yes | no |
//! | SALU writes M0 | `s_movrel*`, `s_sendmsg`, GDS | 1 | yes | yes | yes | no |
//! | VALU writes a VGPR | `v_accvgpr_write` reads it | 2 | - | yes | - | - |
//! | VALU writes EXEC | `v_accvgpr_write` | 4 | - | yes | - | - |
//! | `v_accvgpr_write` of an AGPR | `v_accvgpr_read` or `v_accvgpr_write` of it | 3 | - | yes | - | - |
//! | `v_accvgpr_read` writes a VGPR | VMEM, FLAT or DS reads it | 2 | - | yes | - | - |
//! | floating-point atomic (VMEM, FLAT) | `s_denorm_mode`, unless a VALU or any `s_waitcnt` is between | 3 | - | - | - | yes |
//! | `v_dot*` writes a VGPR | a VALU or VMEM/FLAT/DS reads it (the same opcode reading it as srcC: no wait) | 3 | - | - | yes | - |
//! | `v_dot*` writes a VGPR | a VALU or VMEM/FLAT/DS of another opcode writes it | 3 | - | - | yes | - |
//!
//! Sources: the GFX9 rows are the Vega manual's table, each also in
//! `GCNHazardRecognizer` (`checkVMEMHazards`, `checkDPPHazards`,
//! `checkDivFMasHazards`, `checkRWLaneHazards`, `checkGetRegHazards`,
//! `checkSetRegHazards`, `checkVALUHazards` with `createsVALUHazard`,
//! `checkReadM0Hazards`), which runs them only where
//! `hasNoDataDepHazard()` is false: GFX10 and later resolve these data
//! dependencies in hardware. The gfx908 rows are `checkMAIHazards908`
//! (the `v_accvgpr_*` parts) and `checkMAILdStHazards`; on gfx90a the
//! `v_accvgpr_*` instructions have no such rule (`checkMAIHazards90A`
//! only looks at MFMA). The gfx90a `v_dot*` rows are the dot-product
//! part of LLVM 14's `checkMAIVALUHazards` (`hasGFX90AInsts()`), with
//! LLVM's notion of "same opcode" (operation and encoding). The gfx1030 row is
//! `checkFPAtomicToDenormModeHazard` (`hasFPAtomicToDenormModeHazard()`:
//! GFX10), whose expiry (a VALU, any form of `s_waitcnt`) is LLVM's.
//!
//! **XNACK soft clauses** (`checkSoftClauseHazards`): when the code
//! object's target ID has XNACK on or any (a GFX9 target ID without
//! features means any; gfx1030 has no XNACK), a run of consecutive SMEM
//! instructions, and on GFX9 a run of consecutive VMEM and FLAT
//! instructions, may be replayed after a page fault, so in such a run of
//! two or more no instruction may write a register that one of them
//! (itself included) reads; any other instruction (`s_nop 0`) ends the
//! run. LLVM also starts a new clause at every store after a load, "for
//! now" by its own comment: that is not checked.
//!
//! **gfx90a's 64-bit shift bug** (`fixShift64HighRegBug`): the shift
//! amount of `v_lshlrev_b64`, `v_lshrrev_b64`, `v_ashrrev_i64` must not
//! be in the last VGPR the kernel allocates when that VGPR ends a block
//! of 8 (LLVM also avoids it when the next VGPR is merely unused).
//!
//! **Not checked**, with the reason: everything involving MFMA (SrcC and
//! destination overlap, VALU/VMEM reads and writes of MFMA results, the
//! pass-count dependent gfx908 and gfx90a tables): the emulator does not
//! implement MFMA, a run stops at it (so also the DGEMM-between-VALU-and-
//! VMEM bug of later LLVM releases), `s_rfe` after `s_setreg` of
//! TRAPSTS, `v_interp`, `ds_*_addtid`, LDS DMA and `lds_direct` after an M0
//! write (not implemented or not compute instructions). On gfx1030, per
//! LLVM's processor definitions, none of the GFX10.1 bugs that need
//! `s_waitcnt_depctr`, `v_nop` or `s_nop` (VcmpxPermlane,
//! VMEMtoScalarWrite, SMEMtoVectorWrite, VcmpxExecWAR, LdsBranchVmemWAR,
//! NSA-to-VMEM, offset 3f, flat segment offset) exists: they are features
//! of gfx1010-gfx1013 only. AMD's RDNA2 manual is not in `ref/`; its own
//! table was not compared.

use crate::check::{File, RegRange};
use crate::error::{FResult, Fault};
use crate::exec::reg_use;
use crate::ins::*;
use crate::launch::GroupCtx;
use crate::wave::Wave;

/// The name of register `i` of the range `r` in the messages: in wave64
/// a range holding both halves of VCC or EXEC is `vcc` or `exec`, LLVM's
/// wave64 spelling (wave32 and single halves: `vcc_lo`, `exec_hi`, ...).
fn reg_name(r: RegRange, i: u16, wave64: bool) -> String {
    match r.file {
        File::V => format!("v{i}"),
        File::A => format!("a{i}"),
        File::S => {
            let pair = |lo: u8| {
                let lo = lo as u16;
                wave64 && (i == lo || i == lo + 1) && r.first <= lo && r.first + r.count > lo + 1
            };
            if pair(VCC) {
                "vcc".into()
            } else if pair(EXEC) {
                "exec".into()
            } else {
                sname(i as u8)
            }
        }
    }
}

fn sname(i: u8) -> String {
    match i {
        VCC => "vcc_lo".into(),
        107 => "vcc_hi".into(),
        EXEC => "exec_lo".into(),
        127 => "exec_hi".into(),
        M0 => "m0".into(),
        102 => "flat_scratch_lo".into(),
        103 => "flat_scratch_hi".into(),
        i if (TTMP..TTMP + 16).contains(&i) => format!("ttmp{}", i - TTMP),
        i => format!("s{i}"),
    }
}

fn counter_names(cs: &[Counter]) -> String {
    cs.iter()
        .map(|c| match c {
            Counter::Vm => "vmcnt",
            Counter::Lgkm => "lgkmcnt",
            Counter::Vs => "vscnt",
            Counter::Exp => "expcnt",
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// The counter and order of the operation an instruction issues, if it
/// writes registers through memory.
fn own_counter(ins: &Ins) -> Option<(Counter, bool)> {
    match ins.op {
        Op::Ds(_) => Some((Counter::Lgkm, true)),
        Op::Mem(_) if ins.enc != Enc::Flat => Some((Counter::Vm, true)),
        Op::SLoad { .. } | Op::SMemtime => Some((Counter::Lgkm, false)),
        _ => None,
    }
}

/// What an executed instruction leaves for the hazard rules.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Event {
    /// The instruction index (`usize::MAX`: a wait state of `s_nop`).
    pub idx: usize,
    pub valu: bool,
    pub salu: bool,
    /// Scalar slots written (bit per slot).
    pub swrites: u128,
    /// VGPRs written (first, count).
    pub vwrite: (u16, u16),
    /// `s_setreg` of this hardware register.
    pub setreg: Option<u8>,
    /// A VMEM store of more than 64 bits: its data VGPRs.
    pub store_data: (u16, u16),
    /// A floating-point atomic to memory (VMEM or FLAT).
    pub fp_atomic: bool,
    /// An `s_waitcnt` of any form (`s_waitcnt_depctr` aside).
    pub waitcnt: bool,
    /// `v_accvgpr_write`: the AGPRs written (first, count).
    pub acc_write: (u16, u16),
    /// `v_accvgpr_read`: its destination VGPRs are in `vwrite`.
    pub acc_read: bool,
    /// A `v_dot*` instruction (operation and encoding: LLVM's opcode),
    /// its destination in `vwrite`.
    pub dot: Option<(V, Enc)>,
}

/// The wave's recent wait states, newest first, and the memory clause
/// it is in.
#[derive(Clone, Debug, Default)]
pub(crate) struct History {
    ev: [Event; 8],
    n: usize,
    head: usize,
    /// The instructions of the current soft clause (consecutive SMEM, or
    /// consecutive VMEM and FLAT, instructions), oldest first.
    clause: Vec<Member>,
    /// What the clause is made of: 0 none, 1 SMEM, 2 VMEM/FLAT.
    clause_kind: u8,
}

/// A member of a soft clause: its registers.
#[derive(Clone, Copy, Debug)]
struct Member {
    idx: usize,
    r: [RegRange; 12],
    nr: usize,
    w: [RegRange; 4],
    nw: usize,
}

impl History {
    fn push(&mut self, e: Event) {
        self.head = (self.head + 7) % 8;
        self.ev[self.head] = e;
        self.n = (self.n + 1).min(8);
    }

    /// The last `k` wait states, newest first.
    fn recent(&self, k: usize) -> impl Iterator<Item = &Event> {
        (0..k.min(self.n)).map(move |i| &self.ev[(self.head + i) % 8])
    }
}

fn sbits(first: u8, n: u8) -> u128 {
    let mut m = 0u128;
    for i in first..first.saturating_add(n).min(128) {
        m |= 1 << i;
    }
    m
}

fn sgpr_reads(ins: &Ins, wave64: bool) -> u128 {
    let mut r = [RegRange {
        file: File::V,
        first: 0,
        count: 0,
    }; 12];
    let mut w = [RegRange {
        file: File::V,
        first: 0,
        count: 0,
    }; 4];
    let (nr, _) = reg_use(ins, wave64, &mut r, &mut w);
    let mut m = 0u128;
    for rr in &r[..nr] {
        if rr.file == File::S {
            m |= sbits(rr.first as u8, rr.count as u8);
        }
    }
    m
}

fn hazard_error(cx: &GroupCtx, prev: usize, what: &str, need: usize, got: usize) -> Fault {
    let p = cx.prog.loc(prev).map(|l| l.to_string()).unwrap_or_default();
    Fault::new(format!(
        "hazard: {what} `{p}` needs {need} wait states before this instruction, there {} {got} (insert s_nop {})",
        if got == 1 { "is" } else { "are" },
        need - got - 1
    ))
}

/// The wait states since the newest event matching `f` among the last
/// `need`, if any: `(index of the instruction, wait states between)`.
fn since(h: &History, need: usize, f: impl Fn(&Event) -> bool) -> Option<(usize, usize)> {
    for (k, e) in h.recent(need).enumerate() {
        if e.idx != usize::MAX && f(e) {
            return Some((e.idx, k));
        }
    }
    None
}

/// Before an instruction runs.
pub(crate) fn before(w: &mut Wave, ins: &Ins, idx: usize, cx: &GroupCtx) -> FResult<()> {
    if !w.report {
        return Ok(());
    }
    if w.check.writers > 0 {
        let mut r = [RegRange {
            file: File::V,
            first: 0,
            count: 0,
        }; 12];
        let mut wr = [RegRange {
            file: File::V,
            first: 0,
            count: 0,
        }; 4];
        let (nr, nw) = reg_use(ins, w.wave64, &mut r, &mut wr);
        for rr in &r[..nr] {
            if let Some((load, reg, cs, _)) = w.check.pending_op(*rr) {
                return Err(Fault::new(format!(
                    "reads {} before `{}` has written it: no s_waitcnt {} covers that load",
                    reg_name(*rr, reg, w.wave64),
                    cx.prog.loc(load).map(|l| l.to_string()).unwrap_or_default(),
                    counter_names(&cs)
                )));
            }
        }
        let own = own_counter(ins);
        for rr in &wr[..nw] {
            if let Some((load, reg, cs, in_order)) = w.check.pending_op(*rr) {
                // Loads counted by the same in-order counter return in
                // order: the later one's value stays.
                let same = matches!(own, Some((c, true)) if in_order && cs == [c]);
                if !same {
                    return Err(Fault::new(format!(
                        "overwrites {} while `{}` will still write it: no s_waitcnt {} covers that load",
                        reg_name(*rr, reg, w.wave64),
                        cx.prog.loc(load).map(|l| l.to_string()).unwrap_or_default(),
                        counter_names(&cs)
                    )));
                }
            }
        }
    }
    match cx.gen {
        9 => gfx9_hazards(w, ins, cx)?,
        10 => gfx10_hazards(w, ins, cx)?,
        _ => {}
    }
    if cx.prog.target.name == "gfx908" {
        gfx908_agpr_hazards(w, ins, cx)?;
    }
    if cx.prog.target.name == "gfx90a" {
        gfx90a_shift64(w, ins)?;
        gfx90a_dot(w, ins, cx)?;
    }
    if cx.prog.xnack {
        soft_clause(w, ins, idx, cx)?;
    }
    Ok(())
}

/// GFX10 (gfx1030): the one wait-state rule LLVM keeps for GFX10.3.
fn gfx10_hazards(w: &Wave, ins: &Ins, cx: &GroupCtx) -> FResult<()> {
    // s_denorm_mode after a floating-point atomic: 3 wait states, or a
    // VALU instruction or an s_waitcnt between them
    if let Op::DenormMode = ins.op {
        for (k, e) in w.hz.recent(3).enumerate() {
            if e.idx == usize::MAX {
                continue;
            }
            if e.fp_atomic {
                let p = cx
                    .prog
                    .loc(e.idx)
                    .map(|l| l.to_string())
                    .unwrap_or_default();
                return Err(Fault::new(format!(
                    "hazard: s_denorm_mode after the floating-point atomic `{p}` needs 3 wait states, a VALU instruction or an s_waitcnt between them, there {} {k} (insert s_nop {})",
                    if k == 1 { "is" } else { "are" },
                    2 - k
                )));
            }
            if e.valu || e.waitcnt {
                break;
            }
        }
    }
    Ok(())
}

/// gfx908: the accumulation-register rules that do not involve MFMA
/// (which the emulator does not implement).
fn gfx908_agpr_hazards(w: &Wave, ins: &Ins, cx: &GroupCtx) -> FResult<()> {
    let h = &w.hz;
    match ins.op {
        Op::V(V::AccWrite) => {
            if let Opnd::V(v) = ins.src[0] {
                if let Some((p, k)) = since(h, 2, |e| e.valu && overlap(e.vwrite, (v, 1))) {
                    return Err(hazard_error(
                        cx,
                        p,
                        "v_accvgpr_write reads a VGPR written by",
                        2,
                        k,
                    ));
                }
            }
            let exec = sbits(EXEC, 2);
            if let Some((p, k)) = since(h, 4, |e| e.valu && e.swrites & exec != 0) {
                return Err(hazard_error(
                    cx,
                    p,
                    "v_accvgpr_write after the VALU write of EXEC by",
                    4,
                    k,
                ));
            }
            if let Opnd::A(a) = ins.dst {
                if let Some((p, k)) = since(h, 3, |e| overlap(e.acc_write, (a, 1))) {
                    return Err(hazard_error(
                        cx,
                        p,
                        "v_accvgpr_write overwrites an AGPR written by",
                        3,
                        k,
                    ));
                }
            }
        }
        Op::V(V::AccRead) => {
            if let Opnd::A(a) = ins.src[0] {
                if let Some((p, k)) = since(h, 3, |e| overlap(e.acc_write, (a, 1))) {
                    return Err(hazard_error(
                        cx,
                        p,
                        "v_accvgpr_read reads an AGPR written by",
                        3,
                        k,
                    ));
                }
            }
        }
        _ => {}
    }
    if ins.enc.is_vmem() || ins.enc == Enc::Ds {
        let mut r = [RR0; 12];
        let mut wr = [RR0; 4];
        let (nr, _) = reg_use(ins, w.wave64, &mut r, &mut wr);
        for rr in &r[..nr] {
            if rr.file != File::V {
                continue;
            }
            if let Some((p, k)) = since(h, 2, |e| {
                e.acc_read && overlap(e.vwrite, (rr.first, rr.count))
            }) {
                return Err(hazard_error(
                    cx,
                    p,
                    "this memory instruction reads a VGPR written by",
                    2,
                    k,
                ));
            }
        }
    }
    Ok(())
}

/// A `v_dot*` instruction's identity for the gfx90a rules: LLVM compares
/// opcodes, which tell the encodings apart.
fn dot_of(ins: &Ins) -> Option<(V, Enc)> {
    match ins.op {
        Op::V(
            v @ (V::Dot2F32F16
            | V::Dot2I32I16
            | V::Dot2U32U16
            | V::Dot4I32I8
            | V::Dot4U32U8
            | V::Dot8I32I4
            | V::Dot8U32U4
            | V::Dot2cF32F16
            | V::Dot4cI32I8),
        ) => Some((v, ins.enc)),
        _ => None,
    }
}

/// gfx90a: a `v_dot*` result needs 3 wait states before a VALU or memory
/// instruction reads it (none for the same opcode reading it as its
/// accumulator, srcC, which chains dot products) and before a VALU or
/// memory instruction of another opcode writes it (LLVM 14's
/// `checkMAIVALUHazards`: `DotWriteSameDotReadSrcAB`,
/// `DotWriteDifferentVALURead`, `DotWriteDifferentVALUWrite`, all 3, for
/// `hasGFX90AInsts()`).
fn gfx90a_dot(w: &Wave, ins: &Ins, cx: &GroupCtx) -> FResult<()> {
    const NEED: usize = 3;
    let mem = ins.enc.is_vmem() || ins.enc == Enc::Ds;
    if !(ins.enc.is_valu() || mem) {
        return Ok(());
    }
    let h = &w.hz;
    let me = dot_of(ins);
    // The newest dot product writing `r` among the last NEED wait states.
    let newest = |r: (u16, u16)| {
        h.recent(NEED).enumerate().find_map(|(k, e)| {
            (e.idx != usize::MAX && e.dot.is_some() && overlap(e.vwrite, r))
                .then_some((k, e.idx, e.dot))
        })
    };
    let mut reads: Vec<((u16, u16), bool)> = Vec::new();
    for (i, o) in ins.src.iter().enumerate() {
        if let Opnd::V(v) = *o {
            reads.push(((v, u16::from(ins.sw[i].max(1))), i == 2));
        }
    }
    // The VOP2 forms accumulate into their destination (srcC tied to it).
    if matches!(ins.op, Op::V(V::Dot2cF32F16 | V::Dot4cI32I8)) {
        if let Opnd::V(d) = ins.dst {
            reads.push(((d, 1), true));
        }
    }
    for (r, srcc) in reads {
        if let Some((k, p, dot)) = newest(r) {
            if !(dot == me && srcc) {
                return Err(hazard_error(
                    cx,
                    p,
                    "(gfx90a) this instruction reads the result of the dot product",
                    NEED,
                    k,
                ));
            }
        }
    }
    if let Opnd::V(d) = ins.dst {
        if !mem || ins.dwords > 0 {
            let r = (d, u16::from(ins.dwords.max(1)));
            if let Some((k, p, dot)) = newest(r) {
                if dot != me {
                    return Err(hazard_error(
                        cx,
                        p,
                        "(gfx90a) this instruction overwrites the result of the dot product",
                        NEED,
                        k,
                    ));
                }
            }
        }
    }
    Ok(())
}

/// gfx90a: a 64-bit shift whose amount is in the last allocated VGPR,
/// when that VGPR ends a block of 8, shifts by a wrong amount (LLVM's
/// `fixShift64HighRegBug`, `hasShift64HighRegBug()`: gfx90a; LLVM moves
/// the amount to another register around the shift).
fn gfx90a_shift64(w: &Wave, ins: &Ins) -> FResult<()> {
    if let Op::V(V::LshlRev64 | V::LshrRev64 | V::AshrRev64) = ins.op {
        if let Opnd::V(n) = ins.src[0] {
            if n % 8 == 7 && u32::from(n) + 1 >= w.nvgpr {
                return Err(Fault::new(format!(
                    "hardware bug (gfx90a): the shift amount of a 64-bit shift is in v{n}, the last VGPR the kernel allocates ({}) and the end of a block of 8: the shift goes wrong (move the amount to another VGPR, as LLVM's fixShift64HighRegBug does)",
                    w.nvgpr
                )));
            }
        }
    }
    Ok(())
}

const RR0: RegRange = RegRange {
    file: File::V,
    first: 0,
    count: 0,
};

/// The first register of `a` that `b` also names.
fn common(a: RegRange, b: RegRange) -> Option<u16> {
    (a.file == b.file && overlap((a.first, a.count), (b.first, b.count)))
        .then(|| a.first.max(b.first))
}

/// XNACK soft clauses: with XNACK on (or any), a run of SMEM
/// instructions, or (GFX9) of VMEM and FLAT instructions, may be replayed
/// after a page fault, so no instruction of such a clause of two or more
/// may write a register that one of them (itself included) reads.
fn soft_clause(w: &mut Wave, ins: &Ins, idx: usize, cx: &GroupCtx) -> FResult<()> {
    let kind = if ins.enc == Enc::Smem {
        1
    } else if ins.enc.is_vmem() && cx.gen == 9 {
        2
    } else {
        0
    };
    let wave64 = w.wave64;
    let h = &mut w.hz;
    if kind != h.clause_kind {
        h.clause.clear();
        h.clause_kind = kind;
    }
    if kind == 0 {
        return Ok(());
    }
    let mut m = Member {
        idx,
        r: [RR0; 12],
        nr: 0,
        w: [RR0; 4],
        nw: 0,
    };
    let (nr, nw) = reg_use(ins, wave64, &mut m.r, &mut m.w);
    m.nr = nr;
    m.nw = nw;
    let earlier_defs = h.clause.iter().any(|c| c.nw > 0);
    h.clause.push(m);
    if !earlier_defs {
        return Ok(());
    }
    for a in &h.clause {
        for wr in &a.w[..a.nw] {
            for b in &h.clause {
                for rd in &b.r[..b.nr] {
                    if let Some(reg) = common(*wr, *rd) {
                        let name = |i: usize| {
                            if i == idx {
                                "this instruction".to_string()
                            } else {
                                format!(
                                    "`{}`",
                                    cx.prog.loc(i).map(|l| l.to_string()).unwrap_or_default()
                                )
                            }
                        };
                        let first = h.clause[0].idx;
                        return Err(Fault::new(format!(
                            "hazard: XNACK soft clause: {} writes {} that {} reads, in one clause of {} instructions from `{}` (a replay would read the new value; break the clause with s_nop 0 before this instruction)",
                            name(a.idx),
                            reg_name(*wr, reg, wave64),
                            if b.idx == a.idx { "it also".to_string() } else { name(b.idx) },
                            if kind == 1 { "SMEM" } else { "VMEM" },
                            cx.prog.loc(first).map(|l| l.to_string()).unwrap_or_default()
                        )));
                    }
                }
            }
        }
    }
    Ok(())
}

fn gfx9_hazards(w: &Wave, ins: &Ins, cx: &GroupCtx) -> FResult<()> {
    let h = &w.hz;
    let valu = ins.enc.is_valu();
    // VMEM reading an SGPR a VALU wrote: 5
    if ins.enc.is_vmem() {
        let reads = sgpr_reads(ins, w.wave64);
        if reads != 0 {
            if let Some((p, k)) = since(h, 5, |e| e.valu && e.swrites & reads != 0) {
                return Err(hazard_error(
                    cx,
                    p,
                    "the VALU write of an SGPR this memory instruction reads by",
                    5,
                    k,
                ));
            }
        }
    }
    if valu {
        // DPP: VGPR written by a VALU (2), EXEC written by a VALU (5)
        if ins.enc == Enc::Dpp || ins.enc == Enc::Dpp8 {
            let reads: Vec<(u16, u16)> = ins
                .src
                .iter()
                .zip(ins.sw)
                .filter_map(|(o, n)| match o {
                    Opnd::V(v) => Some((*v, n as u16)),
                    _ => None,
                })
                .collect();
            if let Some((p, k)) = since(h, 2, |e| {
                e.valu && reads.iter().any(|&(f, n)| overlap(e.vwrite, (f, n)))
            }) {
                return Err(hazard_error(cx, p, "DPP reads a VGPR written by", 2, k));
            }
            let exec = sbits(EXEC, 2);
            if let Some((p, k)) = since(h, 5, |e| e.valu && e.swrites & exec != 0) {
                return Err(hazard_error(
                    cx,
                    p,
                    "DPP after the VALU write of EXEC by",
                    5,
                    k,
                ));
            }
        }
        // v_div_fmas after a VALU write of VCC: 4
        if let Op::V(V::DivFmas(_)) = ins.op {
            let vcc = sbits(VCC, 2);
            if let Some((p, k)) = since(h, 4, |e| e.valu && e.swrites & vcc != 0) {
                return Err(hazard_error(cx, p, "v_div_fmas reads VCC written by", 4, k));
            }
        }
        // lane select of v_readlane/v_writelane: 4
        if let Op::V(V::Readlane | V::Writelane) = ins.op {
            if let Opnd::S(s) = ins.src[1] {
                let m = sbits(s, 1);
                if let Some((p, k)) = since(h, 4, |e| e.valu && e.swrites & m != 0) {
                    return Err(hazard_error(
                        cx,
                        p,
                        "the lane select SGPR was written by",
                        4,
                        k,
                    ));
                }
            }
        }
        // src_execz / src_vccz after VALU writes of EXEC or VCC: 5
        if ins
            .src
            .iter()
            .any(|o| matches!(o, Opnd::Special(Special::Execz | Special::Vccz)))
        {
            let m = sbits(EXEC, 2) | sbits(VCC, 2);
            if let Some((p, k)) = since(h, 5, |e| e.valu && e.swrites & m != 0) {
                return Err(hazard_error(
                    cx,
                    p,
                    "src_execz/src_vccz after the VALU write of EXEC or VCC by",
                    5,
                    k,
                ));
            }
        }
        // a VALU overwriting the data of a wide VMEM store: 1
        if let Opnd::V(d) = ins.dst {
            let wd = (d, ins.dwords.max(1) as u16);
            if let Some((p, k)) = since(h, 1, |e| e.store_data.1 > 0 && overlap(e.store_data, wd)) {
                return Err(hazard_error(
                    cx,
                    p,
                    "this VALU overwrites the store data of",
                    1,
                    k,
                ));
            }
        }
    }
    // s_getreg/s_setreg after s_setreg of the same register: 2
    if let Op::SGetreg | Op::SSetreg | Op::SSetregImm = ins.op {
        let id = (ins.imm & 0x3f) as u8;
        if let Some((p, k)) = since(h, 2, |e| e.setreg == Some(id)) {
            return Err(hazard_error(
                cx,
                p,
                "the same hardware register was set by",
                2,
                k,
            ));
        }
    }
    // M0 readers after an SALU write of M0: 1
    let reads_m0 = matches!(
        ins.op,
        Op::S1 {
            op: S1::Movrels | S1::Movreld | S1::Movrelsd,
            ..
        } | Op::Sendmsg
    ) || (matches!(ins.op, Op::Ds(_)) && ins.flags & flag::GDS != 0);
    if reads_m0 {
        let m = sbits(M0, 1);
        if let Some((p, k)) = since(h, 1, |e| e.salu && e.swrites & m != 0) {
            return Err(hazard_error(cx, p, "M0 was written by", 1, k));
        }
    }
    Ok(())
}

fn overlap(a: (u16, u16), b: (u16, u16)) -> bool {
    a.1 > 0 && b.1 > 0 && a.0 < b.0 + b.1 && b.0 < a.0 + a.1
}

/// After an instruction ran: record its wait states.
pub(crate) fn after(w: &mut Wave, ins: &Ins, idx: usize, cx: &GroupCtx) {
    if let Op::Nop = ins.op {
        for _ in 0..=(ins.imm & 0xf) {
            w.hz.push(Event {
                idx: usize::MAX,
                ..Event::default()
            });
        }
        return;
    }
    let mut e = cx.prog.hz[idx];
    e.idx = idx;
    w.hz.push(e);
}

/// The event an instruction leaves (computed once per instruction).
pub(crate) fn event_of(ins: &Ins, wave64: bool) -> Event {
    let mut e = Event {
        valu: ins.enc.is_valu(),
        salu: ins.enc == Enc::Sop,
        ..Default::default()
    };
    let mut r = [RegRange {
        file: File::V,
        first: 0,
        count: 0,
    }; 12];
    let mut wr = [RegRange {
        file: File::V,
        first: 0,
        count: 0,
    }; 4];
    let (_, nw) = reg_use(ins, wave64, &mut r, &mut wr);
    for rr in &wr[..nw] {
        match rr.file {
            File::S => e.swrites |= sbits(rr.first as u8, rr.count as u8),
            File::V => e.vwrite = (rr.first, rr.count),
            File::A => {
                if let Op::V(V::AccWrite) = ins.op {
                    e.acc_write = (rr.first, rr.count)
                }
            }
        }
    }
    e.acc_read = matches!(ins.op, Op::V(V::AccRead));
    e.dot = dot_of(ins);
    e.waitcnt = matches!(ins.op, Op::Waitcnt | Op::WaitcntK(_));
    e.fp_atomic = ins.enc.is_vmem()
        && matches!(
            ins.op,
            Op::Mem(MemOp::Atomic {
                op: crate::memory::AtomicOp::FAdd
                    | crate::memory::AtomicOp::FMin
                    | crate::memory::AtomicOp::FMax
                    | crate::memory::AtomicOp::PkAddF16,
                ..
            })
        );
    // implicit writes: v_cmpx and saveexec write EXEC
    if matches!(
        ins.op,
        Op::VCmp { x: true, .. } | Op::VCmpI { x: true, .. } | Op::VCmpClass { x: true, .. }
    ) {
        e.swrites |= sbits(EXEC, 2);
    }
    if let Op::SSetreg | Op::SSetregImm = ins.op {
        e.setreg = Some((ins.imm & 0x3f) as u8);
    }
    // MUBUF stores whose soffset is a register are exempt (LLVM's
    // createsVALUHazard).
    let soffset_reg = ins.enc == Enc::Mubuf && matches!(ins.src[3], Opnd::S(_));
    if soffset_reg {
        return e;
    }
    if let Op::Mem(MemOp::Store { bytes, .. }) = ins.op {
        if bytes > 8 {
            if let Opnd::V(d) = ins.src[1] {
                e.store_data = (d, (bytes / 4) as u16);
            }
        }
    }
    if let Op::Mem(MemOp::Atomic {
        op: crate::memory::AtomicOp::CmpSwap,
        b64: true,
    }) = ins.op
    {
        if let Opnd::V(d) = ins.src[1] {
            e.store_data = (d, 4);
        }
    }
    e
}
