//! How many fields of an instruction's layout an object actually holds.
//!
//! The reference assembler of this release (1.0.12504.6) writes every
//! instruction with a truncated operand list: its instruction record counts
//! operands after subtracting the execution-size and predicate fields a
//! second time, and the emitter stops there. The same files come out of
//! `ocloc`. [`Layout::Genx12504`] reproduces that; [`Layout::Full`] writes
//! every field as the specification describes.

use visa::opcode::{self, Kind};
use visa::{Instruction, Operand};

/// Instruction encoding variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Every field of the specification's format.
    Full,
    /// The truncated instructions GenX_IR/IGC 1.0.12504.6 write.
    Genx12504,
}

/// The instruction's layout expanded to concrete fields (lists unrolled).
pub fn expanded_fields(inst: &Instruction) -> Option<Vec<visa::Field>> {
    let info = opcode::info(inst.opcode)?;
    let sub = if info.subops.is_empty() {
        None
    } else {
        Some(inst.operands.first()?.as_imm()? as u8)
    };
    let layout = info.layout(sub)?;
    // A list length the object did not store is the number of list operands
    // the reader produced (all missing).
    let fixed = layout
        .iter()
        .filter(|f| {
            f.kind.is_operand()
                && !matches!(
                    f.kind,
                    Kind::LabelList | Kind::RawList | Kind::SrcIfMode(..) | Kind::RawIfMode(_)
                )
        })
        .count();
    let implied = inst.operands.len().saturating_sub(fixed) as u32;
    let mut out = Vec::with_capacity(layout.len());
    let mut opnd = 0usize;
    let mut last_count = 0u32;
    let mut mode = 0u32;
    for f in layout {
        match f.kind {
            Kind::Exec | Kind::Pred => out.push(f),
            Kind::SrcIfMode(c, bit) => {
                if mode & bit as u32 != 0 {
                    out.push(visa::Field {
                        name: f.name,
                        kind: Kind::Src(c),
                    });
                    opnd += 1;
                }
            }
            Kind::RawIfMode(bit) => {
                if mode & bit as u32 != 0 {
                    out.push(visa::Field {
                        name: f.name,
                        kind: Kind::Raw,
                    });
                    opnd += 1;
                }
            }
            Kind::LabelList | Kind::RawList => {
                for _ in 0..last_count {
                    out.push(visa::Field {
                        name: f.name,
                        kind: if f.kind == Kind::LabelList {
                            Kind::Label
                        } else {
                            Kind::Raw
                        },
                    });
                }
                opnd += last_count as usize;
            }
            _ => {
                let value = match inst.operands.get(opnd) {
                    Some(Operand::Missing) => None,
                    o => Some(o.and_then(Operand::as_imm).unwrap_or(0)),
                };
                match f.kind {
                    Kind::U8 => last_count = value.unwrap_or(implied),
                    Kind::U16 if f.name == "mode" => mode = value.unwrap_or(0),
                    _ => {}
                }
                out.push(f);
                opnd += 1;
            }
        }
    }
    Some(out)
}

/// Number of leading fields (exec and predicate included) the layout keeps.
pub fn kept_fields(inst: &Instruction, layout: Layout) -> usize {
    let Some(fields) = expanded_fields(inst) else {
        return 0;
    };
    kept_for(inst.opcode, &fields, layout)
}

/// Number of leading fields of an expanded layout that `layout` keeps.
pub fn kept_for(opcode: u8, fields: &[visa::Field], layout: Layout) -> usize {
    match layout {
        Layout::Full => fields.len(),
        Layout::Genx12504 => genx_kept(opcode, fields),
    }
}

/// The truncation rule of the reference: operands are counted as the true
/// number minus the exec/pred fields, and the emitter stops at the first
/// operand field whose index reaches that count.
fn genx_kept(opcode: u8, fields: &[visa::Field]) -> usize {
    // Scalar control flow is built by a different path of the reference: its
    // instructions keep fewer fields than the general rule gives (measured
    // with the calibrate example on GenX_IR output).
    match opcode {
        0x32 | 0x33 | 0x6C => return 1.min(fields.len()), // jmp, call, goto: exec size only
        // ret, fret: opcode only (measured on `(P1) fret (M1, 16)`, whose
        // exec and predicate bytes are not written).
        0x34 | 0x68 => return 0,
        // A typed LSC access with sub-opcode 0 (`lsc_apndctr_atomic_*.tgm`,
        // the only typed layout without an exec size): the reference's
        // description of it holds only the sub-opcode, and only that is
        // written (measured).
        0x8A if !fields.iter().any(|f| f.kind == Kind::Exec) => return 1.min(fields.len()),
        _ => {}
    }
    let execpred = fields.iter().filter(|f| !f.kind.is_operand()).count();
    let operands = fields.len() - execpred;
    let count = operands as isize - execpred as isize;
    let mut idx = 0isize;
    for (i, f) in fields.iter().enumerate() {
        if f.kind.is_operand() {
            if idx == count {
                return i;
            }
            idx += 1;
        }
    }
    fields.len()
}

/// The expanded layout of an opcode (and sub-opcode) without lists, with the
/// number of fields the truncated layout keeps: computed once per opcode.
#[derive(Debug)]
pub struct StaticLayout {
    /// Fields in order (exec size and predicate included).
    pub fields: Vec<visa::Field>,
    /// Fields the GenX_IR 12504 layout keeps.
    pub genx_keep: usize,
    /// Whether the layout contains a list or fields present only for some
    /// mode bits (then it is not static).
    pub has_list: bool,
    /// The sizes of the fields the GenX_IR 12504 layout does not store.
    pub(crate) dropped: crate::fit::Dropped,
}

impl StaticLayout {
    /// Fields kept by `layout`.
    pub fn keep(&self, layout: Layout) -> usize {
        match layout {
            Layout::Full => self.fields.len(),
            Layout::Genx12504 => self.genx_keep,
        }
    }
}

/// Cached layout for an opcode (`subop` for opcodes with a sub-opcode byte).
pub fn static_layout(opcode: u8, subop: Option<u8>) -> Option<&'static StaticLayout> {
    use std::sync::OnceLock;
    static TABLE: OnceLock<opcode::FormTable<StaticLayout>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            opcode::FormTable::build(|info, sub| {
                let fields = info.layout(sub.map(|s| s.value))?;
                let has_list = fields.iter().any(|f| {
                    matches!(
                        f.kind,
                        Kind::LabelList | Kind::RawList | Kind::SrcIfMode(..) | Kind::RawIfMode(_)
                    )
                });
                let genx_keep = genx_kept(info.opcode, &fields);
                let mut dropped = crate::fit::Dropped::default();
                for f in &fields[genx_keep..] {
                    dropped.add(f.kind);
                }
                Some(StaticLayout {
                    fields,
                    genx_keep,
                    has_list,
                    dropped,
                })
            })
        })
        .get(opcode, subop)
}
