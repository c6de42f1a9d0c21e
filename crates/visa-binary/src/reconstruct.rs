//! Filling in the operands a truncated object does not store.
//!
//! Objects written by GenX_IR/ocloc 1.0.12504 keep only a prefix of each
//! instruction's fields (see [`crate::Layout`]). To print such an object as
//! text that the reference re-assembles into *the same bytes*, every missing
//! operand gets a placeholder chosen so that:
//! - the reference accepts the instruction (types match the instruction's),
//! - labels are first mentioned in the order the string pool records (a
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

/// Labels: a missing branch target is the label the pool says was created at
/// that point when there is one, otherwise a label that already exists.
fn fill_labels(r: &mut Routine, notes: &mut Vec<Inexact>) {
    let label_index: std::collections::HashMap<&str, u16> = r
        .labels
        .iter()
        .enumerate()
        .map(|(i, l)| (l.name.as_str(), i as u16))
        .collect();
    // Order in which the pool says labels were first mentioned.
    let seq: Vec<u16> = r
        .string_order
        .iter()
        .filter_map(|s| label_index.get(s.as_str()).copied())
        .collect();
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

/// Fixed-size fields: zeros, `%null.0`, the routine's own name.
fn fill_fixed(r: &mut Routine) {
    let name = r.name.clone();
    for inst in r.insts.iter_mut() {
        let kinds: Vec<Option<Kind>> = (0..inst.operands.len())
            .map(|k| field_kind(inst, k))
            .collect();
        for (k, o) in inst.operands.iter_mut().enumerate() {
            if *o != Operand::Missing {
                continue;
            }
            *o = match kinds[k] {
                Some(Kind::Raw) => Operand::Raw(RawOperand { var: 0, offset: 0 }),
                Some(Kind::Str16 | Kind::Str32) => Operand::Str(name.clone()),
                Some(Kind::Label) => Operand::Label(0),
                Some(Kind::Dst(_) | Kind::Src(_)) => continue,
                _ => Operand::Imm(0),
            };
        }
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
        0x7E | 0x7F => &[DataType::DF],
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
        // mul writes 64-bit products of 32-bit sources.
        0x10 if t == DataType::Q => DataType::D,
        0x10 if t == DataType::UQ => DataType::UD,
        _ => t,
    }
}

/// Vector operands: immediates or general operands of the instruction's type,
/// mixed so that the encoded sizes add up to the stored area size.
fn fill_vectors(r: &mut Routine, notes: &mut Vec<Inexact>) {
    struct Slot {
        inst: usize,
        k: usize,
        imm: VecOperand,
        gen: Option<VecOperand>,
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
                        imm: v,
                        gen: None,
                    });
                }
                (Operand::Missing, Kind::Src(c)) => {
                    if let (Some(p), true) = (dst_pred, c.has(Classes::P)) {
                        let v = VecOperand::Predicate {
                            pred: Pred(p.id()),
                            modifier: Modifier::None,
                        };
                        known += vec_size(&v);
                        slots.push(Slot {
                            inst: j,
                            k,
                            imm: v,
                            gen: None,
                        });
                        continue;
                    }
                    let sty = src_type(inst.opcode, ty);
                    let imm = VecOperand::Immediate { ty: sty, bits: 0 };
                    // A general placeholder re-reads the destination variable, so
                    // only where the destination is a variable of the same type.
                    let gen = dst_gen
                        .filter(|_| c.has(Classes::G) && sty == ty)
                        .map(|var| VecOperand::General {
                            var,
                            row: 0,
                            col: 0,
                            region: Region::src(0, 1, 0).expect("valid"),
                            modifier: Modifier::None,
                        });
                    let imm_ok = c.has(Classes::IMM);
                    let (first, alt) = if imm_ok {
                        (imm, gen)
                    } else {
                        (gen.clone().unwrap_or(imm), None)
                    };
                    known += vec_size(&first);
                    slots.push(Slot {
                        inst: j,
                        k,
                        imm: first,
                        gen: alt,
                    });
                }
                (Operand::Missing, _) => {}
                (o, k2) => known += field_size(k2, o).unwrap_or(0),
            }
        }
    }
    // Adjust: switching a 6-byte immediate to a general operand adds 3 bytes,
    // a 10-byte one subtracts 1.
    let target = r.code_size.map(|s| s as usize).unwrap_or(known);
    let mut diff = target as isize - known as isize;
    let six: Vec<usize> = (0..slots.len())
        .filter(|&i| slots[i].gen.is_some() && vec_size(&slots[i].imm) == 6)
        .collect();
    let ten: Vec<usize> = (0..slots.len())
        .filter(|&i| slots[i].gen.is_some() && vec_size(&slots[i].imm) == 10)
        .collect();
    let mut use_gen = vec![false; slots.len()];
    if diff != 0 {
        // diff = 3a - b with a <= six.len(), b <= ten.len().
        let mut b = (-diff).rem_euclid(3) as usize;
        while b <= ten.len() {
            let a = (diff + b as isize) / 3;
            if a >= 0 && (a as usize) <= six.len() {
                for &i in six.iter().take(a as usize) {
                    use_gen[i] = true;
                }
                for &i in ten.iter().take(b) {
                    use_gen[i] = true;
                }
                diff = 0;
                break;
            }
            b += 3;
        }
        if diff != 0 {
            notes.push(Inexact(format!(
                "placeholder operands cannot add up to the stored size ({} bytes off)",
                diff
            )));
        }
    }
    for (i, s) in slots.into_iter().enumerate() {
        let v = if use_gen[i] {
            s.gen.expect("general candidate")
        } else {
            s.imm
        };
        r.insts[s.inst].operands[s.k] = Operand::Vec(v);
    }
}
