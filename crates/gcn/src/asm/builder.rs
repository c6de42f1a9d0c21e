//! The programmatic encoder: an instruction of the table with structured
//! operands and modifiers to its words, for code generators (the
//! finalizer). The operands and modifiers are those [`Inst::operands`] and
//! [`Inst::modifiers`] yield, so `encode(isa, i.opcode, &ops, &mods)` of a
//! decoded instruction gives its words back.

use super::encode::{self, pack_reg, pack_special};
use super::tables::{base_word, class_map, isa_asm, rev};
use crate::data::{Hook, ModKind, SlotKind};
use crate::operand::{Operand, Reg, RegFile};
use crate::table::INSTS;
use crate::{Inst, Isa, Opcode, OperandInfo};

/// Why the builder cannot encode an instruction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// The instruction is not one of the processor's.
    #[error("{0} is not an instruction of this processor")]
    NotInIsa(&'static str),
    /// Wrong number of operands.
    #[error("{name}: {given} operands given, {expected} expected")]
    Count {
        /// Mnemonic.
        name: &'static str,
        /// Operands given.
        given: usize,
        /// Operands the instruction has.
        expected: usize,
    },
    /// An operand the field cannot hold.
    #[error("{name}: operand {index} ({field}): {reason}")]
    Operand {
        /// Mnemonic.
        name: &'static str,
        /// Index of the operand.
        index: usize,
        /// Field of the operand.
        field: &'static str,
        /// What is wrong.
        reason: &'static str,
    },
    /// A modifier the instruction does not have.
    #[error("{name}: no modifier `{modifier}`")]
    Modifier {
        /// Mnemonic.
        name: &'static str,
        /// The modifier.
        modifier: String,
    },
}

/// Encode instruction `opcode` of `isa` with `operands` (in printed order,
/// one per operand [`Inst::operands`] yields, implicit ones included) and
/// `modifiers` (field name and raw value, as [`Inst::modifiers`] yields;
/// absent ones take LLVM's defaults). Constants are checked against the
/// operand's field (an [`Operand::Inline`] must be an inline constant the
/// field takes, an [`Operand::Literal`] needs a field with a literal form);
/// the constant bus and literal rules of the text assembler are not
/// applied here.
pub fn encode(
    isa: Isa,
    opcode: Opcode,
    operands: &[OperandInfo],
    modifiers: &[(&str, u32)],
) -> Result<Inst, EncodeError> {
    let d = &INSTS[opcode.0 as usize];
    let &(fam, op) = isa_asm(isa)
        .opcode
        .get(&opcode.0)
        .ok_or(EncodeError::NotInIsa(d.name))?;
    if operands.len() != d.ops.len() {
        return Err(EncodeError::Count {
            name: d.name,
            given: operands.len(),
            expected: d.ops.len(),
        });
    }
    let mut w = base_word(isa, fam, op) | d.value;
    for &(lo, wd, vals) in d.checks {
        encode::set(&mut w, lo, wd, vals[0] as u64);
    }
    let mut lit: Option<u32> = None;
    let bad = |index: usize, field: &'static str, reason: &'static str| EncodeError::Operand {
        name: d.name,
        index,
        field,
        reason,
    };
    for (k, (s, o)) in d.ops.iter().zip(operands).enumerate() {
        match s.kind {
            SlotKind::Imp => continue,
            SlotKind::Imm => {
                let Operand::Imm(v) = o.value else {
                    return Err(bad(k, s.field, "expected an immediate"));
                };
                if v >> s.width != 0 && s.width < 64 {
                    return Err(bad(k, s.field, "immediate does not fit the field"));
                }
                encode::set(&mut w, s.lo, s.width, v);
                continue;
            }
            SlotKind::Lit => {
                let l = match o.value {
                    Operand::Literal(l) => l,
                    Operand::Imm(v) if v <= u32::MAX as u64 => v as u32,
                    _ => return Err(bad(k, s.field, "expected a literal")),
                };
                lit = Some(l);
                continue;
            }
            SlotKind::Reg => {}
            _ => continue,
        }
        // gfx90a: an accumulation register in a VGPR field is the VGPR
        // number with the field's acc bit.
        let mut value = o.value;
        if let Operand::Reg(r) = o.value {
            if r.file == RegFile::Agpr {
                if let Some(m) = encode::acc_mod(s) {
                    w |= 1 << m.bit;
                    value = Operand::Reg(Reg {
                        file: RegFile::Vgpr,
                        ..r
                    });
                }
            }
        }
        let o = &OperandInfo { value, ..*o };
        // Source modifiers.
        for (on, kind) in [
            (o.mods.neg, ModKind::Neg),
            (o.mods.abs, ModKind::Abs),
            (o.mods.sext, ModKind::Sext),
        ] {
            if on {
                match s.opmods.iter().find(|m| m.kind == kind) {
                    Some(m) => w |= 1 << m.bit,
                    None => return Err(bad(k, s.field, "the operand has no such modifier")),
                }
            }
        }
        let mut class = s.class;
        match s.hook {
            Hook::ExpSrc => {
                let i = (s.field.as_bytes()[4] - b'0') as u64;
                match o.value {
                    Operand::Off => {}
                    Operand::Reg(r) if r.file == RegFile::Vgpr => {
                        encode::set(&mut w, s.lo, s.width, r.index as u64);
                        w |= 1 << i;
                    }
                    _ => return Err(bad(k, s.field, "expected a VGPR or off")),
                }
                continue;
            }
            Hook::MimgVdata | Hook::BufVaddr | Hook::FlatAddr => {
                match o.value {
                    Operand::Reg(r) if r.file == RegFile::Vgpr || r.file == RegFile::Agpr => {
                        encode::set(&mut w, s.lo, s.width, r.index as u64)
                    }
                    Operand::Off if s.hook != Hook::MimgVdata => {}
                    _ => return Err(bad(k, s.field, "expected a VGPR")),
                }
                continue;
            }
            Hook::FlatSaddr if o.value == Operand::Off => {
                encode::set(
                    &mut w,
                    s.lo,
                    s.width,
                    if isa.generation() >= 10 { 0x7d } else { 0x7f },
                );
                continue;
            }
            Hook::SmemOffset => {
                match o.value {
                    Operand::Imm(v) => {
                        if isa.generation() >= 10 {
                            encode::set(&mut w, 57, 7, 0x7d);
                        } else {
                            w |= 1 << 17;
                        }
                        encode::set(&mut w, 32, 21, v);
                    }
                    Operand::Reg(r) => {
                        let (mi, _) =
                            class_map(isa, s.alt).ok_or(bad(k, s.field, "no register form"))?;
                        let c = *rev(mi).op().get(&pack_reg(r)).ok_or(bad(
                            k,
                            s.field,
                            "register not allowed",
                        ))?;
                        if isa.generation() >= 10 {
                            encode::set(&mut w, 57, 7, c as u64);
                        } else {
                            encode::set(&mut w, 32, 21, c as u64);
                        }
                    }
                    _ => return Err(bad(k, s.field, "expected an offset or an SGPR")),
                }
                continue;
            }
            Hook::InterpAttr => {
                let Operand::Imm(v) = o.value else {
                    return Err(bad(k, s.field, "expected attribute (attr << 2 | channel)"));
                };
                encode::set(&mut w, 10, 6, v >> 2);
                encode::set(&mut w, 8, 2, v & 3);
                continue;
            }
            Hook::SdwaSrc => {
                let vgpr = matches!(o.value, Operand::Reg(r) if r.file == RegFile::Vgpr);
                if !vgpr {
                    class = s.alt;
                    w |= 1 << if s.lo == 32 { 55 } else { 63 };
                }
            }
            Hook::SdwaSdst => {
                if let Operand::Reg(r) = o.value {
                    if r.file == RegFile::Vcc && r.count == 2 {
                        continue;
                    }
                }
                w |= 1 << 47;
            }
            _ => {}
        }
        let (mi, m) = class_map(isa, class).ok_or(bad(k, s.field, "no operand of this class"))?;
        let r = rev(mi);
        let code = match o.value {
            Operand::Reg(reg) => {
                *r.op()
                    .get(&pack_reg(reg))
                    .ok_or(bad(k, s.field, "register not allowed"))?
            }
            Operand::Special(sp) => *r.op().get(&pack_special(sp)).ok_or(bad(
                k,
                s.field,
                "special source not allowed",
            ))?,
            Operand::Off => *r
                .op()
                .get(&(5 << 28))
                .ok_or(bad(k, s.field, "off not allowed"))?,
            Operand::Inline(c) => {
                let ok = (c.0 as usize) < m.ops.len() && m.ops[c.0 as usize] >> 28 == 2;
                if !ok {
                    return Err(bad(k, s.field, "not an inline constant of this operand"));
                }
                c.0
            }
            Operand::Literal(l) => {
                let c = (0..m.text.len().min(512))
                    .find(|&x| m.lit[x >> 6] >> (x & 63) & 1 == 1)
                    .ok_or(bad(k, s.field, "the operand has no literal form"))?;
                if lit.is_some_and(|x| x != l) {
                    return Err(bad(k, s.field, "a second, different literal"));
                }
                lit = Some(l);
                c as u16
            }
            Operand::Imm(v) => {
                if v as usize >= m.text.len() || !super::tables::valid(m, v as usize) {
                    return Err(bad(k, s.field, "value not valid for the field"));
                }
                v as u16
            }
        };
        encode::set(&mut w, s.lo, s.width, code as u64);
    }
    // Modifiers: given ones, then defaults.
    let mut given = vec![false; d.mods.len()];
    for (name, v) in modifiers {
        let k = d
            .mods
            .iter()
            .position(|s| s.field == *name && s.width > 0)
            .ok_or_else(|| EncodeError::Modifier {
                name: d.name,
                modifier: name.to_string(),
            })?;
        let s = &d.mods[k];
        if s.hook == Hook::OpSelHi {
            encode::set(&mut w, 59, 2, *v as u64 & 3);
            encode::set(&mut w, 14, 1, (*v as u64 >> 2) & 1);
        } else {
            encode::set(&mut w, s.lo, s.width, *v as u64);
        }
        given[k] = true;
    }
    for (k, s) in d.mods.iter().enumerate() {
        if !given[k] && s.width > 0 {
            let v = encode::mod_default(isa, s);
            if s.hook == Hook::OpSelHi {
                encode::put_op_sel_hi(isa, s, &mut w, v);
            } else {
                encode::set(&mut w, s.lo, s.width, v);
            }
        }
    }
    let n = d.family.words();
    let mut words = [w as u32, (w >> 32) as u32, 0, 0, 0];
    let mut len = n * 4;
    if let Some(l) = lit {
        words[n] = l;
        len += 4;
    }
    Ok(Inst {
        opcode,
        len: len as u8,
        words,
    })
}

/// Code built instruction by instruction, for code generators.
///
/// Instructions are named as the table names them (the mnemonic with the
/// encoding suffix LLVM prints: `v_add_f32_e32`, `v_add_f32_e64`,
/// `s_load_dwordx2`); operands are the printed ones, in printed order
/// (implicit operands such as the `vcc` of `v_add_co_u32_e32` are left
/// out); modifiers are field names and raw values, absent ones taking
/// LLVM's defaults. Branches name labels, resolved by [`Builder::finish`].
/// [`Builder::text`] takes one line of assembly instead, for what is
/// easier written than built.
///
/// ```
/// use gcn::{Builder, Operand};
/// let isa = gcn::Isa::from_processor("gfx900").unwrap();
/// let mut b = Builder::new(isa);
/// b.label("top");
/// // v_add_f32_e32 v3, 1.0, v2
/// b.push("v_add_f32_e32", &[Operand::vgpr(3), Operand::float(1.0).unwrap(), Operand::vgpr(2)], &[]).unwrap();
/// b.text("s_waitcnt vmcnt(0) lgkmcnt(0)").unwrap();
/// b.branch("s_cbranch_scc1", "top").unwrap();
/// b.push("s_endpgm", &[], &[]).unwrap();
/// let code = b.finish().unwrap();
/// let text = "top:\n v_add_f32_e32 v3, 1.0, v2\n s_waitcnt vmcnt(0) lgkmcnt(0)\n s_cbranch_scc1 top\n s_endpgm\n";
/// assert_eq!(code, gcn::assemble(isa, text).unwrap().code);
/// ```
#[derive(Debug)]
pub struct Builder {
    isa: Isa,
    code: Vec<u8>,
    labels: std::collections::HashMap<String, usize>,
    /// (offset of the branch, label).
    fixups: Vec<(usize, String)>,
}

/// Why [`Builder`] cannot add an instruction or finish.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// No instruction of this name on the processor.
    #[error("no instruction `{0}` on this processor")]
    Unknown(String),
    /// The instruction does not take these operands or modifiers.
    #[error(transparent)]
    Encode(#[from] EncodeError),
    /// A line given to [`Builder::text`] is not valid.
    #[error("{0}")]
    Text(#[from] super::AsmError),
    /// A branch names a label never defined.
    #[error("undefined label `{0}`")]
    Label(String),
    /// A label defined twice.
    #[error("label `{0}` defined twice")]
    Twice(String),
    /// A branch target further than the 16-bit offset reaches.
    #[error("branch to `{0}` is out of range")]
    Range(String),
}

impl Builder {
    /// An empty program for `isa`.
    pub fn new(isa: Isa) -> Builder {
        Builder {
            isa,
            code: Vec::new(),
            labels: std::collections::HashMap::new(),
            fixups: Vec::new(),
        }
    }

    /// The instruction of this table name (`v_add_f32_e64`) on the processor.
    pub fn opcode(&self, name: &str) -> Result<Opcode, BuildError> {
        opcode_by_name(self.isa, name).ok_or_else(|| BuildError::Unknown(name.to_string()))
    }

    /// Append an instruction: its printed operands in order, and modifiers
    /// (field name and raw value, as [`Inst::modifiers`] names them).
    pub fn push(
        &mut self,
        name: &str,
        operands: &[Operand],
        modifiers: &[(&str, u32)],
    ) -> Result<Inst, BuildError> {
        let op = self.opcode(name)?;
        let d = &INSTS[op.0 as usize];
        let mut all = Vec::with_capacity(d.ops.len());
        let mut given = operands.iter();
        for s in d.ops {
            let printed = !(s.kind == SlotKind::Imp);
            let optional = s.kind == SlotKind::Imm && s.class == crate::names::STYLE_OPTDEC;
            let value = if optional && given.len() == 0 {
                Operand::Imm(0)
            } else if printed {
                *given.next().ok_or(EncodeError::Count {
                    name: d.name,
                    given: operands.len(),
                    expected: d.ops.iter().filter(|s| s.kind != SlotKind::Imp).count(),
                })?
            } else {
                Operand::Off
            };
            all.push(OperandInfo {
                name: s.field,
                value,
                mods: crate::SrcMods::default(),
                ty: None,
            });
        }
        if given.next().is_some() {
            return Err(EncodeError::Count {
                name: d.name,
                given: operands.len(),
                expected: d.ops.iter().filter(|s| s.kind != SlotKind::Imp).count(),
            }
            .into());
        }
        let inst = encode(self.isa, op, &all, modifiers)?;
        self.emit(&inst);
        Ok(inst)
    }

    /// Append one line of assembly (no labels or directives).
    pub fn text(&mut self, line: &str) -> Result<Inst, BuildError> {
        let inst = super::assemble_line(self.isa, line)?;
        self.emit(&inst);
        Ok(inst)
    }

    /// Define a label at the current offset.
    pub fn label(&mut self, name: &str) -> Result<(), BuildError> {
        if self
            .labels
            .insert(name.to_string(), self.code.len())
            .is_some()
        {
            return Err(BuildError::Twice(name.to_string()));
        }
        Ok(())
    }

    /// Append a branch (`s_branch`, `s_cbranch_*`) to a label.
    pub fn branch(&mut self, name: &str, label: &str) -> Result<Inst, BuildError> {
        let at = self.code.len();
        let inst = self.push(name, &[Operand::Imm(0)], &[])?;
        self.fixups.push((at, label.to_string()));
        Ok(inst)
    }

    /// The current offset in bytes.
    pub fn offset(&self) -> usize {
        self.code.len()
    }

    /// The code, branches resolved.
    pub fn finish(mut self) -> Result<Vec<u8>, BuildError> {
        for (at, label) in &self.fixups {
            let &target = self
                .labels
                .get(label)
                .ok_or_else(|| BuildError::Label(label.clone()))?;
            let d = (target as i64 - (*at as i64 + 4)) / 4;
            let d = i16::try_from(d).map_err(|_| BuildError::Range(label.clone()))?;
            self.code[*at..*at + 2].copy_from_slice(&d.to_le_bytes());
        }
        Ok(self.code)
    }

    fn emit(&mut self, inst: &Inst) {
        for w in inst.words() {
            self.code.extend_from_slice(&w.to_le_bytes());
        }
    }
}

/// The instruction of a table name (`v_add_f32_e64`) on a processor.
pub fn opcode_by_name(isa: Isa, name: &str) -> Option<Opcode> {
    let (base, _) = super::tables::split_suffix(name);
    let asm = isa_asm(isa);
    asm.named(base)
        .into_iter()
        .chain(asm.named(name))
        .flatten()
        .copied()
        .find(|&id| INSTS[id as usize].name == name)
        .map(Opcode)
}

impl Operand {
    /// `v<index>`.
    pub fn vgpr(index: u16) -> Operand {
        Operand::Reg(Reg {
            file: RegFile::Vgpr,
            index,
            count: 1,
        })
    }

    /// `v[index:index+count-1]`.
    pub fn vgprs(index: u16, count: u8) -> Operand {
        Operand::Reg(Reg {
            file: RegFile::Vgpr,
            index,
            count,
        })
    }

    /// `s<index>`.
    pub fn sgpr(index: u16) -> Operand {
        Operand::Reg(Reg {
            file: RegFile::Sgpr,
            index,
            count: 1,
        })
    }

    /// `s[index:index+count-1]`.
    pub fn sgprs(index: u16, count: u8) -> Operand {
        Operand::Reg(Reg {
            file: RegFile::Sgpr,
            index,
            count,
        })
    }

    /// The inline constant of an integer in -16..=64, if it is one.
    pub fn int(v: i64) -> Option<Operand> {
        match v {
            0..=64 => Some(Operand::Inline(crate::InlineConst(128 + v as u16))),
            -16..=-1 => Some(Operand::Inline(crate::InlineConst((192 - v) as u16))),
            _ => None,
        }
    }

    /// The inline constant of a float (0.5, 1.0, 2.0, 4.0, their negations,
    /// and 0.0), if it is one.
    pub fn float(v: f64) -> Option<Operand> {
        if v == 0.0 && v.is_sign_positive() {
            return Some(Operand::Inline(crate::InlineConst(128)));
        }
        [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0]
            .iter()
            .position(|&x| x == v)
            .map(|i| Operand::Inline(crate::InlineConst(240 + i as u16)))
    }
}
