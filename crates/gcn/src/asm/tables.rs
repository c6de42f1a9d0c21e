//! Tables the assembler derives once from the instruction table: the
//! instructions of each ISA variant by mnemonic, each instruction's family
//! and opcode, the first word of each family, and reverse value maps (text
//! or operand to field value).

use rustc_hash::FxHashMap;
use std::sync::OnceLock;

use crate::data::{Family, MapData, NMAPS, NONE};
use crate::table::{
    CANDIDATES, FAMILIES, FAMILY_BY_TOP9, INSTS, MAPS, NVARIANTS, OPCODE_PARTS, TEXTS, VARIANTS,
};
use crate::Isa;

/// Encoding class of an instruction for the matcher's order: LLVM tries
/// the default encodings, then VOP3, then SDWA, then DPP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Variant {
    Default,
    Vop3,
    Sdwa,
    Dpp,
}

pub(crate) fn variant_of(f: Family) -> Variant {
    match f {
        Family::Vop3 | Family::Vop3p => Variant::Vop3,
        Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc => Variant::Sdwa,
        Family::DppVop1
        | Family::DppVop2
        | Family::DppVopc
        | Family::Dpp8Vop1
        | Family::Dpp8Vop2
        | Family::Dpp8Vopc
        | Family::Dpp8fiVop1
        | Family::Dpp8fiVop2
        | Family::Dpp8fiVopc => Variant::Dpp,
        _ => Variant::Default,
    }
}

/// The suffix LLVM prints for an encoding, stripped to form the base mnemonic.
pub(crate) fn split_suffix(name: &str) -> (&str, Option<Suffix>) {
    for (s, k) in [
        ("_e32", Suffix::E32),
        ("_e64", Suffix::E64),
        ("_sdwa", Suffix::Sdwa),
        ("_dpp", Suffix::Dpp),
    ] {
        if let Some(b) = name.strip_suffix(s) {
            return (b, Some(k));
        }
    }
    (name, None)
}

/// A forced encoding (`_e32`, `_e64`, `_sdwa`, `_dpp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Suffix {
    E32,
    E64,
    Sdwa,
    Dpp,
}

/// Per ISA variant.
pub(crate) struct IsaAsm {
    /// Base mnemonic (suffix stripped) -> index in `ranges`.
    by_name: FxHashMap<&'static str, u32>,
    /// Per base mnemonic, its range of `named`.
    ranges: Vec<(u32, u32)>,
    /// The instruction ids of each base mnemonic, in table order, one
    /// range per mnemonic (one vector, not one per mnemonic: building the
    /// table is part of every assembler's start-up).
    named: Vec<u16>,
    /// Instruction id -> (family index, opcode).
    pub opcode: OpcodeOf,
}

impl IsaAsm {
    /// The instruction ids of a base mnemonic, in table order.
    pub(crate) fn named(&self, base: &str) -> Option<&[u16]> {
        let &(at, n) = self.ranges.get(*self.by_name.get(base)? as usize)?;
        Some(&self.named[at as usize..(at + n) as usize])
    }

    /// The base mnemonics.
    fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.by_name.keys().copied()
    }
}

/// Instruction id -> (family index, opcode), indexed directly by id.
pub(crate) struct OpcodeOf(Vec<(u8, u32)>);

/// Family index of an instruction the variant does not have.
const ABSENT: u8 = u8::MAX;

impl OpcodeOf {
    pub(crate) fn get(&self, id: &u16) -> Option<&(u8, u32)> {
        self.0.get(*id as usize).filter(|e| e.0 != ABSENT)
    }

    fn contains_key(&self, id: &u16) -> bool {
        self.get(id).is_some()
    }

    /// The instructions of the variant, in id order.
    pub(crate) fn ids(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.0.len() as u16).filter(|id| self.contains_key(id))
    }
}

impl std::ops::Index<&u16> for OpcodeOf {
    type Output = (u8, u32);
    fn index(&self, id: &u16) -> &(u8, u32) {
        self.get(id).expect("instruction of the variant")
    }
}

static ASM: [OnceLock<IsaAsm>; NVARIANTS] = [const { OnceLock::new() }; NVARIANTS];

pub(crate) fn isa_asm(isa: Isa) -> &'static IsaAsm {
    ASM[isa.variant()].get_or_init(|| {
        let v = &VARIANTS[isa.variant()];
        let mut opcode = OpcodeOf(vec![(ABSENT, 0); INSTS.len()]);
        // An instruction with two opcodes (buffer_wbinvl1 on GFX9) is
        // assembled to the first (the least family, then opcode): kept
        // here as the minimum, with no sort of all (id, family, opcode).
        for (f, t) in v.decode.iter().enumerate() {
            for (op, &c) in t.iter().enumerate() {
                for &id in CANDIDATES[c as usize] {
                    let e = &mut opcode.0[id as usize];
                    if e.0 == ABSENT || (f as u8, op as u32) < *e {
                        *e = (f as u8, op as u32);
                    }
                }
            }
        }
        // Ids per name in id order (the order candidates are tried in):
        // each id's name numbered (one hash lookup per id), counted, the
        // ranges laid out, the ids placed.
        let mut by_name: FxHashMap<&'static str, u32> =
            FxHashMap::with_capacity_and_hasher(INSTS.len() / 4, Default::default());
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        let mut slot: Vec<(u16, u32)> = Vec::with_capacity(INSTS.len());
        for id in opcode.ids() {
            let (base, _) = split_suffix(INSTS[id as usize].name);
            let k = *by_name.entry(base).or_insert_with(|| {
                ranges.push((0, 0));
                ranges.len() as u32 - 1
            });
            ranges[k as usize].1 += 1;
            slot.push((id, k));
        }
        let mut at = 0;
        for r in &mut ranges {
            let n = r.1;
            *r = (at, 0);
            at += n;
        }
        let mut named = vec![0u16; slot.len()];
        for (id, k) in slot {
            let r = &mut ranges[k as usize];
            named[(r.0 + r.1) as usize] = id;
            r.1 += 1;
        }
        IsaAsm {
            by_name,
            ranges,
            named,
            opcode,
        }
    })
}

/// GFX10: the other wavefront size's record of instruction `id` where the
/// two differ (lane-mask operands: VOPC and VOP3B scalar destinations, the
/// select of `v_cndmask_b32`, the carries of `v_*_co_ci_u32`, implicit
/// `vcc`/`vcc_lo`), with that mode's variant: wave64 -> its wave32 twin,
/// wave32 -> its wave64 mode (when the table has one). Same name, family,
/// opcode and operand fields.
pub(crate) fn lane_twin(isa: Isa, id: u16) -> Option<(Isa, u16)> {
    if isa.generation() < 10 {
        return None;
    }
    let other = if isa.is_gfx10_wave64() {
        Isa::from_processor(isa.facts_name())?
    } else {
        Isa::from_processor_wave(isa.name(), true)?
    };
    let d = &INSTS[id as usize];
    let asm = isa_asm(other);
    let own = isa_asm(isa).opcode.get(&id)?;
    let &tid = asm.named(split_suffix(d.name).0)?.iter().find(|&&t| {
        let td = &INSTS[t as usize];
        td.name == d.name && td.family == d.family && asm.opcode.get(&t) == Some(own)
    })?;
    let td = &INSTS[tid as usize];
    let same_shape = tid != id
        && td.ops.len() == d.ops.len()
        && td
            .ops
            .iter()
            .zip(d.ops)
            .all(|(a, b)| a.kind == b.kind && a.field == b.field);
    same_shape.then_some((other, tid))
}

/// Whether any variant has an instruction of this base mnemonic.
pub(crate) fn known_anywhere(base: &str) -> bool {
    static ALL: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut s = std::collections::HashSet::new();
        for i in Isa::all() {
            s.extend(isa_asm(i).names());
        }
        s
    })
    .contains(base)
}

/// The first word(s) of an instruction: family identifying bits and opcode.
pub(crate) fn base_word(isa: Isa, fam: u8, op: u32) -> u64 {
    let gen10 = isa.data().layout();
    let f = fam as usize;
    let mut w: u64 = match FAMILIES[f] {
        Family::SdwaVop2 | Family::DppVop2 | Family::Dpp8Vop2 | Family::Dpp8fiVop2 => {
            ident(gen10, 6)
        }
        Family::SdwaVop1 | Family::DppVop1 | Family::Dpp8Vop1 | Family::Dpp8fiVop1 => {
            ident(gen10, 7)
        }
        Family::SdwaVopc | Family::DppVopc | Family::Dpp8Vopc | Family::Dpp8fiVopc => {
            ident(gen10, 8)
        }
        _ => ident(gen10, f),
    };
    w |= match FAMILIES[f] {
        Family::SdwaVop1 | Family::SdwaVop2 | Family::SdwaVopc => 0xf9,
        Family::DppVop1 | Family::DppVop2 | Family::DppVopc => 0xfa,
        Family::Dpp8Vop1 | Family::Dpp8Vop2 | Family::Dpp8Vopc => 0xe9,
        Family::Dpp8fiVop1 | Family::Dpp8fiVop2 | Family::Dpp8fiVopc => 0xea,
        _ => 0,
    };
    let mut op = op as u64;
    for &(lo, wd) in OPCODE_PARTS[gen10][f] {
        w |= (op & ((1u64 << wd) - 1)) << lo;
        op >>= wd;
    }
    w
}

/// Identifying bits of a plain family: the smallest top-9-bit value that
/// decodes to it (opcode and other fields zero).
fn ident(gen10: usize, fam: usize) -> u64 {
    // Per layout and family, found once (a scan of the 512 entries per
    // instruction tried was a percent of the assembler's time).
    static IDENT: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    let t = IDENT.get_or_init(|| {
        FAMILY_BY_TOP9
            .iter()
            .map(|top| {
                let mut v = vec![u64::MAX; 256];
                for (t, &x) in top.iter().enumerate().rev() {
                    v[x as usize] = (t as u64) << 23;
                }
                v
            })
            .collect()
    });
    match t[gen10].get(fam) {
        Some(&w) if w != u64::MAX => w,
        _ => 0,
    }
}

/// A reverse value map (an index in `MAPS`): printed text -> first valid
/// field value, and packed operand (see `operand::unpack`) -> first valid
/// field value.
#[derive(Clone, Copy)]
pub(crate) struct Rev(usize);

type TextRev = FxHashMap<&'static str, u16>;
type OpRev = FxHashMap<u32, u16>;

/// Reverse maps, by index in `MAPS`, each half built on first use: a kernel
/// touches a few of the 250 maps, most only by register (the text half is
/// for names and numbers), and building all of them was most of the
/// assembler's start-up.
static REV_TEXT: [OnceLock<TextRev>; NMAPS] = [const { OnceLock::new() }; NMAPS];
static REV_OP: [OnceLock<OpRev>; NMAPS] = [const { OnceLock::new() }; NMAPS];

impl Rev {
    /// Printed text -> first valid field value.
    pub(crate) fn text(self) -> &'static TextRev {
        REV_TEXT[self.0].get_or_init(|| {
            let m = &MAPS[self.0];
            let mut text = FxHashMap::with_capacity_and_hasher(m.text.len(), Default::default());
            for (v, &t) in m.text.iter().enumerate() {
                if !valid(m, v) {
                    continue;
                }
                let s = TEXTS[t as usize];
                if t > 3 && !s.is_empty() {
                    text.entry(s).or_insert(v as u16);
                }
            }
            text
        })
    }

    /// Packed operand -> first valid field value.
    pub(crate) fn op(self) -> &'static OpRev {
        REV_OP[self.0].get_or_init(|| {
            let m = &MAPS[self.0];
            let mut op = FxHashMap::with_capacity_and_hasher(m.ops.len(), Default::default());
            for (v, &p) in m.ops.iter().enumerate() {
                if v >= m.text.len() || !valid(m, v) {
                    continue;
                }
                // A VGPR (or AGPR) of a 9-bit source is 256 + n (some fields
                // decode n alone too, as LLVM's v_swap_b32 does).
                if p >> 28 == 1 && matches!((p >> 20) & 0xff, 1 | 2) && v >= 256 {
                    op.insert(p, v as u16);
                } else if p >> 28 == 1 || p >> 28 == 4 || p >> 28 == 5 {
                    op.entry(p).or_insert(v as u16);
                }
            }
            op
        })
    }
}

/// The reverse maps of `MAPS[map]`.
pub(crate) fn rev(map: usize) -> Rev {
    Rev(map)
}

pub(crate) fn valid(m: &MapData, v: usize) -> bool {
    if v < 512 {
        m.valid[v >> 6] >> (v & 63) & 1 == 1
    } else {
        m.text.get(v).is_some_and(|&t| t != 0 && t != 1)
    }
}

/// The value map of a class in an ISA variant.
pub(crate) fn class_map(isa: Isa, class: u16) -> Option<(usize, &'static MapData)> {
    if class == NONE {
        return None;
    }
    let m = *isa.data().classes.get(class as usize)?;
    if m == NONE {
        return None;
    }
    Some((m as usize, &MAPS[m as usize]))
}

#[cfg(test)]
mod tests {
    #[test]
    fn nmaps_is_the_table_length() {
        assert_eq!(super::NMAPS, super::MAPS.len());
    }
}
