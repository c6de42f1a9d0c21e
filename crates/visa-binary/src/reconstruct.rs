//! Filling in the operands a truncated object does not store.
//!
//! Objects written by GenX_IR/ocloc 1.0.12504 keep only a prefix of each
//! instruction's fields (see [`crate::Layout`]). To print such an object as
//! text that the reference re-assembles into *the same bytes*, every missing
//! operand gets a placeholder chosen so that:
//! - the reference accepts the instruction (types match the instruction's),
//! - labels are first mentioned in the order of the label table (a
//!   truncated branch may be what created a label),
//! - the full encoding of all placeholders adds up to the instruction-area
//!   size stored in the object (the reference sizes that area by the full
//!   encoding of the operands it parsed).

use visa::opcode::{self, Kind};
use visa::*;

use crate::layout::expanded_fields;

/// What [`fill_missing`] could not make exact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inexact(pub String);

/// Size in bytes of a vector operand's encoding.
pub fn vec_size(v: &VecOperand) -> usize {
    match v {
        VecOperand::General { .. } | VecOperand::Indirect { .. } => 9,
        VecOperand::Address { .. } | VecOperand::State { .. } => 5,
        VecOperand::Predicate { .. } => 3,
        VecOperand::AddressOf { .. } => 7,
        VecOperand::Immediate { ty, .. } => {
            if ty.is_64bit_imm() {
                10
            } else {
                6
            }
        }
    }
}

fn field_size(k: Kind, o: &Operand) -> Option<usize> {
    Some(match (k, o) {
        (_, Operand::Missing) => return None,
        (Kind::Dst(_) | Kind::Src(_), Operand::Vec(v)) => vec_size(v),
        (Kind::Raw, _) => 6,
        (k, _) => k.prim_width().unwrap_or(2),
    })
}

/// Replaces every [`Operand::Missing`] of `r` by a placeholder. Returns what
/// could not be made byte-exact (nothing, normally).
pub fn fill_missing(r: &mut Routine) -> Vec<Inexact> {
    let mut notes = Vec::new();
    if !r
        .insts
        .iter()
        .any(|i| i.operands.contains(&Operand::Missing))
    {
        return notes;
    }
    fill_goto_predicates(r);
    fill_labels(r, &mut notes);
    fill_fixed(r);
    fill_vectors(r, &mut notes);
    notes
}

/// A truncated `goto` has lost its predicate too (the object keeps only its
/// execution size). IGC only emits predicated (divergent) gotos, and an
/// unpredicated one makes the code after it unreachable, which GenX_IR's
/// finalizer crashes on; so the placeholder is the first predicate variable.
/// The predicate is not stored in the object, so re-assembly is unchanged.
fn fill_goto_predicates(r: &mut Routine) {
    if r.preds.is_empty() {
        return;
    }
    for inst in &mut r.insts {
        if inst.opcode == 0x6C && !inst.pred.is_some() && inst.operands.contains(&Operand::Missing)
        {
            inst.pred = Pred::new(1, false, PredCtrl::None);
        }
    }
}

/// Labels: a missing branch target is the label created at that point when
/// there is one, otherwise a label that already exists. Labels are created
/// in the order of the label table (the reference appends a label when it
/// first meets its name; the string pool says the same except for labels
/// named like a predefined surface, `T1`, whose names were already in it).
fn fill_labels(r: &mut Routine, notes: &mut Vec<Inexact>) {
    let seq: Vec<u16> = (0..r.labels.len() as u16).collect();
    let nlabels = r.labels.len();
    // First present mention of each label.
    let mut first_present = vec![usize::MAX; nlabels];
    for (j, inst) in r.insts.iter().enumerate() {
        for o in &inst.operands {
            if let Operand::Label(l) = o {
                if (*l as usize) < nlabels && first_present[*l as usize] == usize::MAX {
                    first_present[*l as usize] = j;
                }
            }
        }
    }
    let mut created = vec![false; nlabels];
    let mut p = 0usize;
    let mut last_of_kind: [Option<u16>; 2] = [None, None];
    let kinds: Vec<LabelKind> = r.labels.iter().map(|l| l.kind).collect();
    for j in 0..r.insts.len() {
        let want = match r.insts[j].opcode {
            0x33 => LabelKind::Subroutine,
            _ => LabelKind::Block,
        };
        for k in 0..r.insts[j].operands.len() {
            let o = r.insts[j].operands[k].clone();
            match o {
                Operand::Label(l) if (l as usize) < nlabels => {
                    if !created[l as usize] {
                        created[l as usize] = true;
                        while p < seq.len() && created[seq[p] as usize] {
                            p += 1;
                        }
                    }
                    let slot = if kinds[l as usize] == LabelKind::Subroutine {
                        1
                    } else {
                        0
                    };
                    last_of_kind[slot] = Some(l);
                }
                Operand::Missing if is_label_field(&r.insts[j], k) => {
                    // The next label the pool expects: creating it here keeps the
                    // pool order whatever later holes need.
                    let next = seq.get(p).copied().filter(|&l| {
                        !created[l as usize]
                            && kinds[l as usize] == want
                            && first_present[l as usize] > j
                    });
                    let slot = if want == LabelKind::Subroutine { 1 } else { 0 };
                    let pick = next
                        .or(last_of_kind[slot])
                        .or_else(|| (0..nlabels as u16).find(|&l| kinds[l as usize] == want));
                    match pick {
                        Some(l) => {
                            if !created[l as usize] {
                                created[l as usize] = true;
                                while p < seq.len() && created[seq[p] as usize] {
                                    p += 1;
                                }
                            }
                            last_of_kind[slot] = Some(l);
                            r.insts[j].operands[k] = Operand::Label(l);
                        }
                        None => {
                            notes.push(Inexact(format!(
                                "instruction {j}: no label of the right kind for a missing branch target"
                            )));
                            r.insts[j].operands[k] = Operand::Label(0);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

fn is_label_field(inst: &Instruction, k: usize) -> bool {
    field_kind(inst, k) == Some(Kind::Label)
}

/// The kind of operand `k` (exec and predicate fields skipped).
fn field_kind(inst: &Instruction, k: usize) -> Option<Kind> {
    let fields = expanded_fields(inst).or_else(|| {
        // A missing sub-opcode cannot happen (it is always the first field kept).
        opcode::info(inst.opcode).map(|i| i.fields.to_vec())
    })?;
    fields
        .iter()
        .filter(|f| f.kind.is_operand())
        .nth(k)
        .map(|f| f.kind)
}

/// Whether raw operand `k` of an LSC instruction must not be `%null`
/// (GenX_IR's verifier): the data of a store, the sources of a binary
/// (`src1`) or ternary (`src1`, `src2`) atomic. These are exactly the fields
/// the truncated layout drops.
fn lsc_needs_data(inst: &Instruction, k: usize) -> bool {
    let sub = inst.operands.first().and_then(Operand::as_imm);
    let atomic = |sub: u32, k: usize, src1: usize| match sub {
        0x0B..=0x11 | 0x13..=0x16 | 0x18..=0x1A => k == src1,
        0x12 | 0x17 => k == src1 || k == src1 + 1,
        _ => false,
    };
    match (inst.opcode, sub) {
        // untyped: src1 at 15 (strided store: 16; 2D block store: 17)
        (0x89, Some(0x04 | 0x06 | 0x1C | 0x1D)) => k == 15,
        (0x89, Some(0x05)) => k == 16,
        (0x89, Some(0x07)) => k == 17,
        (0x89, Some(s)) => atomic(s, k, 15),
        // typed: src1 at 15
        (0x8A, Some(0x06 | 0x1C)) => k == 15,
        (0x8A, Some(s)) => atomic(s, k, 15),
        _ => false,
    }
}

/// Fixed-size fields: zeros, `%null.0` (a variable for LSC data the verifier
/// wants), the routine's own name; a dropped
/// list length is the number of list operands read; a dropped `dpas`
/// precision word is a valid one (zero has no text form).
fn fill_fixed(r: &mut Routine) {
    let name = r.name.clone();
    let big_var = r
        .vars
        .iter()
        .enumerate()
        .max_by_key(|(_, v)| v.size())
        .map(|(i, _)| NUM_PREDEFINED_VARS + i as u32);
    // LSC data placeholders: the largest GRF-aligned variable (GenX_IR checks
    // neither their size nor their type, only that they are not `%null`).
    let data_var = r
        .vars
        .iter()
        .enumerate()
        .filter(|(_, v)| v.alias.is_none())
        .max_by_key(|(i, v)| {
            (
                matches!(v.align, Align::Grf | Align::Grf2),
                v.size(),
                usize::MAX - i,
            )
        })
        .map_or(0, |(i, _)| NUM_PREDEFINED_VARS + i as u32);
    let imm_at =
        |i: &Instruction, k: usize| i.operands.get(k).and_then(Operand::as_imm).unwrap_or(0);
    for inst in r.insts.iter_mut() {
        let kinds: Vec<Option<Kind>> = (0..inst.operands.len())
            .map(|k| field_kind(inst, k))
            .collect();
        let data: Vec<bool> = (0..inst.operands.len())
            .map(|k| lsc_needs_data(inst, k))
            .collect();
        let count = list_count_index(inst);
        let implied = implied_list_len(inst);
        let dpas = matches!(inst.opcode, 0x83 | 0x1C);
        // Sampler, render-target, URB messages and raw sends read or write
        // their payloads (GenX_IR crashes on a %null parameter of a 3D
        // sampler message): a dropped payload is the largest variable (for
        // raw sends, when the stored lengths give it registers).
        let payload = big_var.filter(|_| matches!(inst.opcode, 0x5D | 0x7A | 0x6D..=0x72));
        let sized = matches!(inst.opcode, 0x5D | 0x7A);
        // Registers of each payload operand (by operand index): raw_send
        // src 5 / dst 6; raw_sends src0 7, src1 8, dst 9.
        let regs_of = |k: usize| match (inst.opcode, k) {
            (0x5D, 5) => imm_at(inst, 2),
            (0x5D, 6) => imm_at(inst, 3),
            (0x7A, 7) => imm_at(inst, 1),
            (0x7A, 8) => imm_at(inst, 2),
            (0x7A, 9) => imm_at(inst, 3),
            _ => 0,
        };
        let regs: Vec<u32> = (0..inst.operands.len()).map(regs_of).collect();
        for (k, o) in inst.operands.iter_mut().enumerate() {
            if *o != Operand::Missing {
                continue;
            }
            *o = match kinds[k] {
                Some(Kind::Raw) if data[k] => Operand::Raw(RawOperand {
                    var: data_var,
                    offset: 0,
                }),
                Some(Kind::Raw) => {
                    let var = payload.filter(|_| !sized || regs[k] > 0).unwrap_or(0);
                    Operand::Raw(RawOperand { var, offset: 0 })
                }
                Some(Kind::Str16 | Kind::Str32) => Operand::Str(name.clone()),
                Some(Kind::Label) => Operand::Label(0),
                Some(Kind::Dst(_) | Kind::Src(_)) => continue,
                _ if count == Some(k) => Operand::Imm(implied),
                // s8.s8, systolic depth 8, repeat count 1.
                Some(Kind::U32) if dpas => Operand::Imm(8 | 8 << 8 | 8 << 16 | 1 << 24),
                _ => Operand::Imm(0),
            };
        }
    }
}

/// Operand index of the U8 field that holds the length of a later list.
fn list_count_index(inst: &Instruction) -> Option<usize> {
    let info = opcode::info(inst.opcode)?;
    let sub = if info.subops.is_empty() {
        None
    } else {
        Some(inst.operands.first()?.as_imm()? as u8)
    };
    let layout = info.layout(sub)?;
    let ops: Vec<Kind> = layout
        .iter()
        .filter(|f| f.kind.is_operand())
        .map(|f| f.kind)
        .collect();
    let list = ops
        .iter()
        .position(|k| matches!(k, Kind::LabelList | Kind::RawList))?;
    ops[..list].iter().rposition(|k| *k == Kind::U8)
}

/// The length of an instruction's list: its operands after the fixed ones.
fn implied_list_len(inst: &Instruction) -> u32 {
    let Some(info) = opcode::info(inst.opcode) else {
        return 0;
    };
    let sub = if info.subops.is_empty() {
        None
    } else {
        inst.operands
            .first()
            .and_then(Operand::as_imm)
            .map(|v| v as u8)
    };
    let fixed = info.layout(sub).map_or(0, |l| {
        l.iter()
            .filter(|f| f.kind.is_operand() && !matches!(f.kind, Kind::LabelList | Kind::RawList))
            .count()
    });
    inst.operands.len().saturating_sub(fixed) as u32
}

/// The type of a general, indirect or immediate operand.
fn operand_type(r: &Routine, v: &VecOperand) -> Option<DataType> {
    match v {
        VecOperand::General { var, .. } => r.var_type(*var).map(|(t, _)| t),
        VecOperand::Indirect { ty, .. } | VecOperand::Immediate { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// The type an instruction computes in, from its present operands.
fn inst_type(r: &Routine, inst: &Instruction) -> DataType {
    for o in &inst.operands {
        if let Operand::Vec(v) = o {
            let t = match v {
                VecOperand::General { var, .. } => r.var_type(*var).map(|(t, _)| t),
                VecOperand::Indirect { ty, .. } | VecOperand::Immediate { ty, .. } => Some(*ty),
                _ => None,
            };
            if let Some(t) = t.filter(|t| !t.is_packed() && *t != DataType::Bool) {
                return t;
            }
        }
    }
    DataType::UD
}

/// Types an instruction with no stored operand can be given (its operands
/// are all placeholders): float math needs a float type, bit counting an
/// unsigned doubleword.
fn preferred_types(opcode: u8) -> &'static [DataType] {
    match opcode {
        0x08 | 0x09 | 0x0B | 0x12..=0x15 | 0x17..=0x1B | 0x03 | 0x11 | 0x0C | 0x0E => {
            &[DataType::F, DataType::HF, DataType::DF]
        }
        // IEEE macros take F or DF.
        0x7E | 0x7F => &[DataType::F, DataType::DF],
        0x1F | 0x27 | 0x2E | 0x2F | 0x48 => &[DataType::UD, DataType::D],
        _ => &[DataType::UD, DataType::D, DataType::F],
    }
}

/// A declared variable that can stand for a missing destination.
fn pick_var(r: &Routine, opcode: u8, exec: ExecCtrl) -> Option<(u32, DataType)> {
    let lanes = exec.size().map_or(1, |s| s.count());
    for &t in preferred_types(opcode) {
        if let Some(i) = r
            .vars
            .iter()
            .position(|v| v.ty == t && v.num_elements as u32 >= lanes)
        {
            return Some((NUM_PREDEFINED_VARS + i as u32, t));
        }
    }
    None
}

/// The type of a placeholder source: the instruction's type, except where
/// the instruction reads narrower sources than it writes.
fn src_type(opcode: u8, t: DataType) -> DataType {
    match opcode {
        0x16 | 0x6A => DataType::UB, // sad2, sad2add: byte sources, word destination
        0x28 => DataType::UW,        // addr_add: word offsets
        // fcvt converts between hf and fp8 (stored as ub).
        0x1D if t == DataType::UB => DataType::HF,
        0x1D if t == DataType::HF => DataType::UB,
        // mul writes 64-bit products of 32-bit sources.
        0x10 if t == DataType::Q => DataType::D,
        0x10 if t == DataType::UQ => DataType::UD,
        _ => t,
    }
}

/// Vector operands: each missing one gets candidates (an immediate or a
/// general operand of the instruction's type, a state or predicate operand
/// where the field takes one) and a choice is made so that the encoded sizes
/// add up to the stored area size, changing as few defaults as possible.
fn fill_vectors(r: &mut Routine, notes: &mut Vec<Inexact>) {
    struct Slot {
        inst: usize,
        k: usize,
        cands: Vec<VecOperand>,
        /// Offers more than an immediate or a re-read of the destination:
        /// used only when those cannot fit.
        extra: bool,
    }
    let mut known = 0usize;
    let mut slots: Vec<Slot> = Vec::new();
    for (j, inst) in r.insts.iter().enumerate() {
        let Some(fields) = expanded_fields(inst) else {
            continue;
        };
        known += 1;
        known += fields.iter().filter(|f| f.kind == Kind::Exec).count();
        known += 2 * fields.iter().filter(|f| f.kind == Kind::Pred).count();
        let ops: Vec<&visa::Field> = fields.iter().filter(|f| f.kind.is_operand()).collect();
        let mut ty = inst_type(r, inst);
        let dst_pred = inst
            .operands
            .iter()
            .zip(&ops)
            .find_map(|(o, f)| match (f.kind, o) {
                (Kind::Dst(_), Operand::Vec(VecOperand::Predicate { pred, .. })) => Some(*pred),
                _ => None,
            });
        let dst_state = inst.operands.iter().zip(&ops).any(|(o, f)| {
            matches!(
                (f.kind, o),
                (Kind::Dst(_), Operand::Vec(VecOperand::State { .. }))
            )
        });
        let mut dst_gen = inst
            .operands
            .iter()
            .zip(&ops)
            .find_map(|(o, f)| match (f.kind, o) {
                (Kind::Dst(_), Operand::Vec(VecOperand::General { var, .. })) if *var != 0 => {
                    Some(*var)
                }
                _ => None,
            });
        let all_missing =
            inst.operands.iter().zip(&ops).all(|(o, f)| {
                !matches!(f.kind, Kind::Dst(_) | Kind::Src(_)) || *o == Operand::Missing
            });
        let mut dst_pick = None;
        if all_missing {
            if let Some((v, t)) = pick_var(r, inst.opcode, inst.exec) {
                dst_pick = Some(v);
                dst_gen = Some(v);
                ty = t;
            }
        }
        // LSC surfaces, strides and 2D-block parameters are `:ud` immediates
        // or any general variable (its type does not matter): a register
        // placeholder reuses a variable of the instruction (or the first
        // declared one).
        if matches!(inst.opcode, 0x89 | 0x8A) {
            ty = DataType::UD;
            dst_gen = inst
                .operands
                .iter()
                .find_map(|o| match o {
                    Operand::Vec(VecOperand::General { var, .. }) if *var != 0 => Some(*var),
                    Operand::Raw(RawOperand { var, .. }) if *var != 0 => Some(*var),
                    _ => None,
                })
                .or((!r.vars.is_empty()).then_some(NUM_PREDEFINED_VARS));
        }
        for (k, (o, f)) in inst.operands.iter().zip(&ops).enumerate() {
            match (o, f.kind) {
                (Operand::Missing, Kind::Dst(c)) => {
                    let v = if c.has(Classes::G) {
                        VecOperand::General {
                            var: dst_pick.unwrap_or(0),
                            row: 0,
                            col: 0,
                            region: Region::dst(1).expect("valid"),
                            modifier: Modifier::None,
                        }
                    } else if let Some(p) = dst_pred {
                        VecOperand::Predicate {
                            pred: p,
                            modifier: Modifier::None,
                        }
                    } else {
                        VecOperand::General {
                            var: 0,
                            row: 0,
                            col: 0,
                            region: Region::dst(1).expect("valid"),
                            modifier: Modifier::None,
                        }
                    };
                    known += vec_size(&v);
                    slots.push(Slot {
                        inst: j,
                        k,
                        cands: vec![v],
                        extra: false,
                    });
                }
                (Operand::Missing, Kind::Src(c)) => {
                    let cands = src_candidates(r, inst, k, c, ty, dst_pred, dst_gen, dst_state);
                    known += vec_size(&cands[0]);
                    // The plain choices: an immediate, or a general operand
                    // re-reading the destination.
                    let plain = |v: &VecOperand| match v {
                        VecOperand::Immediate { .. } => true,
                        VecOperand::General { var, .. } => Some(*var) == dst_gen,
                        _ => false,
                    };
                    let extra = !cands.iter().all(plain);
                    slots.push(Slot {
                        inst: j,
                        k,
                        cands,
                        extra,
                    });
                }
                (Operand::Missing, _) => {}
                (o, k2) => known += field_size(k2, o).unwrap_or(0),
            }
        }
    }
    let target = r.code_size.map(|s| s as usize).unwrap_or(known);
    let diff = target as isize - known as isize;
    let mut choice = vec![0usize; slots.len()];
    if diff != 0 {
        // Exact fit: the size changes reachable after each slot, with the
        // choice that first reached each (defaults are tried first).
        let deltas: Vec<Vec<isize>> = slots
            .iter()
            .map(|s| {
                let base = vec_size(&s.cands[0]) as isize;
                s.cands
                    .iter()
                    .map(|c| vec_size(c) as isize - base)
                    .collect()
            })
            .collect();
        let lo = deltas
            .iter()
            .map(|d| d.iter().min().copied().unwrap_or(0))
            .sum::<isize>();
        let hi = deltas
            .iter()
            .map(|d| d.iter().max().copied().unwrap_or(0))
            .sum::<isize>();
        // Slots with a single candidate do not change the size.
        // Plain slots first: extra choices only where those cannot fit.
        let mut free: Vec<usize> = (0..slots.len()).filter(|&i| deltas[i].len() > 1).collect();
        free.sort_by_key(|&i| slots[i].extra);
        let found = fit_plus3_minus1(&deltas, &free, diff, &mut choice)
            || (diff >= lo && diff <= hi && fit_exact(&deltas, &free, diff, &mut choice));
        if !found {
            notes.push(Inexact(format!(
                "placeholder operands cannot add up to the stored size ({} bytes off)",
                diff
            )));
        }
    }
    for (i, s) in slots.into_iter().enumerate() {
        let v = s.cands.into_iter().nth(choice[i]).expect("candidate");
        r.insts[s.inst].operands[s.k] = Operand::Vec(v);
    }
}

/// Placeholders a missing source may take, the default first.
#[allow(clippy::too_many_arguments)]
fn src_candidates(
    r: &Routine,
    inst: &Instruction,
    k: usize,
    c: Classes,
    ty: DataType,
    dst_pred: Option<Pred>,
    dst_gen: Option<u32>,
    dst_state: bool,
) -> Vec<VecOperand> {
    let mut out = Vec::new();
    let state = VecOperand::State {
        class: StateClass::Surface,
        // The first declared surface, else the first predefined one.
        id: if r.surfaces.is_empty() {
            0
        } else {
            NUM_PREDEFINED_SURFACES as u16
        },
        offset: 0,
        modifier: Modifier::None,
    };
    // movs reads a state operand unless it writes one.
    if inst.opcode == 0x2D && !dst_state {
        return vec![state];
    }
    // Predicate logic reads predicates only.
    if let (Some(p), true) = (dst_pred, c.has(Classes::P)) {
        return vec![VecOperand::Predicate {
            pred: Pred(p.id()),
            modifier: Modifier::None,
        }];
    }
    // sad2add accumulates into a word source of the destination's type; its
    // other sources are bytes.
    let mut sty = if inst.opcode == 0x6A && k == 3 {
        ty
    } else {
        src_type(inst.opcode, ty)
    };
    // srnd's second source has its first source's type.
    if inst.opcode == 0x1E {
        if let Some(Operand::Vec(v)) = inst.operands.get(1) {
            if let Some(t) = operand_type(r, v) {
                sty = t;
            }
        }
    }
    let general = |var: u32| VecOperand::General {
        var,
        row: 0,
        col: 0,
        region: Region::src(0, 1, 0).expect("valid"),
        modifier: Modifier::None,
    };
    // fcvt's grammar takes an immediate, its verifier does not.
    if c.has(Classes::IMM) && inst.opcode != 0x1D {
        out.push(VecOperand::Immediate { ty: sty, bits: 0 });
    }
    if c.has(Classes::G) {
        // A general placeholder re-reads the destination variable when it
        // has the source type, else some variable of that type.
        let var = dst_gen.filter(|_| sty == ty).or_else(|| {
            r.vars
                .iter()
                .position(|v| v.ty == sty)
                .map(|i| NUM_PREDEFINED_VARS + i as u32)
        });
        if let Some(v) = var {
            out.push(general(v));
        }
    }
    if c.has(Classes::S) {
        out.push(state);
    }
    if out.is_empty() {
        out.push(general(dst_gen.unwrap_or(0)));
    }
    out
}

/// The common case: switch immediates to general operands (+3 bytes each)
/// and 64-bit immediates to general or 32-bit immediates to state operands
/// (-1 each), solving `3a - b = diff`.
fn fit_plus3_minus1(
    deltas: &[Vec<isize>],
    free: &[usize],
    diff: isize,
    choice: &mut [usize],
) -> bool {
    let opt = |i: usize, d: isize| deltas[i].iter().position(|&x| x == d);
    let (mut only3, mut only1, mut both) = (Vec::new(), Vec::new(), Vec::new());
    for &i in free {
        match (opt(i, 3), opt(i, -1)) {
            (Some(_), Some(_)) => both.push(i),
            (Some(_), None) => only3.push(i),
            (None, Some(_)) => only1.push(i),
            _ => {}
        }
    }
    let mut b = (-diff).rem_euclid(3) as usize;
    while b <= only1.len() + both.len() {
        let a = (diff + b as isize) / 3;
        let from_both = b.saturating_sub(only1.len());
        if a >= 0 && a as usize <= only3.len() + both.len() - from_both {
            let minus: Vec<usize> = only1.iter().chain(&both).take(b).copied().collect();
            let plus: Vec<usize> = only3
                .iter()
                .chain(both.iter().skip(from_both))
                .take(a as usize)
                .copied()
                .collect();
            for i in minus {
                choice[i] = opt(i, -1).expect("option");
            }
            for i in plus {
                choice[i] = opt(i, 3).expect("option");
            }
            return true;
        }
        b += 3;
    }
    false
}

/// Any mix of candidate sizes: the size changes reachable after each slot
/// (within a window around the target), with the choice that first reached
/// each (defaults are tried first).
fn fit_exact(deltas: &[Vec<isize>], free: &[usize], diff: isize, choice: &mut [usize]) -> bool {
    const NONE: u8 = u8::MAX;
    let lo = diff.min(0) - 32;
    let hi = diff.max(0) + 32;
    let w = (hi - lo + 1) as usize;
    let mut cur = vec![false; w];
    cur[(0 - lo) as usize] = true;
    let mut back: Vec<Vec<u8>> = Vec::with_capacity(free.len());
    for &si in free {
        let mut next = vec![false; w];
        let mut from = vec![NONE; w];
        for (ci, &dd) in deltas[si].iter().enumerate() {
            for i in (0..w).filter(|&i| cur[i]) {
                let ni = i as isize + dd;
                if (0..w as isize).contains(&ni) && from[ni as usize] == NONE {
                    next[ni as usize] = true;
                    from[ni as usize] = ci as u8;
                }
            }
        }
        back.push(from);
        cur = next;
    }
    let mut at = (diff - lo) as usize;
    if !cur[at] {
        return false;
    }
    for (n, from) in back.iter().enumerate().rev() {
        let si = free[n];
        let ci = from[at] as usize;
        choice[si] = ci;
        at = (at as isize - deltas[si][ci]) as usize;
    }
    true
}
