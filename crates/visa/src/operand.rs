//! Operands: vector operands of every class, raw operands, regions.

use crate::types::{DataType, ExecSize, Modifier, Pred};

/// A region `<VertStride;Width,HorzStride>` in the 16-bit layout of the object
/// format: vertical stride in bits 0-3, width in bits 4-7, horizontal stride in
/// bits 8-11. Each nibble is a code: 0 = absent, 1 = 0, 2 = 1, 3 = 2, ... 7 = 32.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Region(pub u16);

/// Encodes a stride/width value as a region nibble (`None` = absent).
pub fn region_code(v: Option<u32>) -> Option<u16> {
    Some(match v {
        None => 0,
        Some(0) => 1,
        Some(1) => 2,
        Some(2) => 3,
        Some(4) => 4,
        Some(8) => 5,
        Some(16) => 6,
        Some(32) => 7,
        _ => return None,
    })
}

/// A region nibble holding one of the unused codes 8-15.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadRegionCode(pub u16);

/// Decodes a region nibble (`None` = absent).
pub fn region_value(code: u16) -> Result<Option<u32>, BadRegionCode> {
    Ok(match code & 0xF {
        0 => None,
        1 => Some(0),
        c @ 2..=7 => Some(1 << (c - 2)),
        c => return Err(BadRegionCode(c)),
    })
}

impl Region {
    /// A source region `<v;w,h>`.
    pub fn src(v: u32, w: u32, h: u32) -> Option<Region> {
        Some(Region(
            region_code(Some(v))? | region_code(Some(w))? << 4 | region_code(Some(h))? << 8,
        ))
    }

    /// A destination region `<h>` (vertical stride and width absent).
    pub fn dst(h: u32) -> Option<Region> {
        Some(Region(region_code(Some(h))? << 8))
    }

    /// A multi-address indirect region `<w,h>` (vertical stride absent).
    pub fn vxh(w: u32, h: u32) -> Option<Region> {
        Some(Region(
            region_code(Some(w))? << 4 | region_code(Some(h))? << 8,
        ))
    }

    /// Vertical stride (`None` if absent).
    pub fn vstride(self) -> Option<u32> {
        region_value(self.0).ok().flatten()
    }

    /// Width (`None` if absent).
    pub fn width(self) -> Option<u32> {
        region_value(self.0 >> 4).ok().flatten()
    }

    /// Horizontal stride (`None` if absent).
    pub fn hstride(self) -> Option<u32> {
        region_value(self.0 >> 8).ok().flatten()
    }

    /// Whether every nibble holds a defined code and bits 12-15 are clear.
    pub fn is_well_formed(self) -> bool {
        self.0 >> 12 == 0
            && region_value(self.0).is_ok()
            && region_value(self.0 >> 4).is_ok()
            && region_value(self.0 >> 8).is_ok()
    }

    /// Text form as the reference prints it: `<h>`, `<w,h>` or `<v;w,h>`.
    pub fn text(self) -> String {
        let show = |c: u16| match region_value(c) {
            Ok(Some(v)) => v.to_string(),
            Ok(None) => "0".to_string(),
            Err(_) => "?".to_string(),
        };
        let (v, w, h) = (self.0 & 0xF, (self.0 >> 4) & 0xF, (self.0 >> 8) & 0xF);
        if w == 0 {
            format!("<{}>", show(h))
        } else if v == 0 {
            format!("<{},{}>", show(w), show(h))
        } else {
            format!("<{};{},{}>", show(v), show(w), show(h))
        }
    }
}

/// Storage class of a state operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum StateClass {
    /// Surface (`T#`).
    Surface = 0,
    /// Sampler (`S#`).
    Sampler = 1,
}

/// A vector operand (`vec_operand`): the class is bits 0-2 of its tag.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VecOperand {
    /// A general variable with row/column offset and region (`V(r,c)<...>`).
    General {
        /// Variable id: predefined variables first, then the routine's variables.
        var: u32,
        /// Row offset in GRFs.
        row: u8,
        /// Column offset in elements.
        col: u8,
        /// Region (destination: only horizontal stride).
        region: Region,
        /// Modifier (saturation appears on destinations).
        modifier: Modifier,
    },
    /// An address variable element range (`A#(offset)<width>`).
    Address {
        /// Address variable index.
        addr: u16,
        /// First element.
        offset: u8,
        /// Width as an exec-size code (0 = 1 ... 4 = 16).
        width: u8,
        /// Modifier bits (zero in valid programs).
        modifier: Modifier,
    },
    /// A predicate variable used as a data operand (`P#`).
    Predicate {
        /// The 16-bit predicate field (id, control, inverse).
        pred: Pred,
        /// Modifier bits.
        modifier: Modifier,
    },
    /// Indirect access through an address register (`r[A#(o),imm]<...>:type`).
    Indirect {
        /// Address variable index.
        addr: u16,
        /// Element of the address variable.
        addr_offset: u8,
        /// Byte offset added after the indirection.
        imm_offset: i16,
        /// Element type of the access.
        ty: DataType,
        /// Region; a missing vertical stride means multi-address (Vx1/VxH).
        region: Region,
        /// Modifier.
        modifier: Modifier,
    },
    /// Address of a variable plus a byte offset (`&V#[off]`).
    AddressOf {
        /// Variable id (general, or surface when `surface` is set).
        var: u32,
        /// Byte offset.
        offset: i16,
        /// Modifier bits.
        modifier: Modifier,
    },
    /// An immediate constant; `bits` holds 32 bits except for DF, Q and UQ.
    Immediate {
        /// Type of the constant.
        ty: DataType,
        /// Raw bit pattern.
        bits: u64,
    },
    /// A sampler or surface element (`T6(0)`, `S2(1)`).
    State {
        /// Sampler or surface.
        class: StateClass,
        /// Index in the state variable tables (surfaces count the predefined ones).
        id: u16,
        /// Element offset.
        offset: u8,
        /// Modifier bits.
        modifier: Modifier,
    },
}

impl VecOperand {
    /// The operand-class code of the tag.
    pub fn class_code(&self) -> u8 {
        match self {
            VecOperand::General { .. } => 0,
            VecOperand::Address { .. } => 1,
            VecOperand::Predicate { .. } => 2,
            VecOperand::Indirect { .. } => 3,
            VecOperand::AddressOf { .. } => 4,
            VecOperand::Immediate { .. } => 5,
            VecOperand::State { .. } => 6,
        }
    }

    /// The modifier.
    pub fn modifier(&self) -> Modifier {
        match self {
            VecOperand::General { modifier, .. }
            | VecOperand::Address { modifier, .. }
            | VecOperand::Predicate { modifier, .. }
            | VecOperand::Indirect { modifier, .. }
            | VecOperand::AddressOf { modifier, .. }
            | VecOperand::State { modifier, .. } => *modifier,
            VecOperand::Immediate { .. } => Modifier::None,
        }
    }

    /// Sets the modifier (no effect on immediates).
    pub fn set_modifier(&mut self, m: Modifier) {
        match self {
            VecOperand::General { modifier, .. }
            | VecOperand::Address { modifier, .. }
            | VecOperand::Predicate { modifier, .. }
            | VecOperand::Indirect { modifier, .. }
            | VecOperand::AddressOf { modifier, .. }
            | VecOperand::State { modifier, .. } => *modifier = m,
            VecOperand::Immediate { .. } => {}
        }
    }

    /// A general operand with the scalar region `<0;1,0>` and no offset.
    pub fn scalar(var: u32) -> VecOperand {
        VecOperand::General {
            var,
            row: 0,
            col: 0,
            region: Region::src(0, 1, 0).expect("valid region"),
            modifier: Modifier::None,
        }
    }

    /// An immediate of a 32-bit-or-narrower type.
    pub fn imm(ty: DataType, bits: u64) -> VecOperand {
        VecOperand::Immediate { ty, bits }
    }
}

/// A raw operand: a contiguous byte range of a general variable (`V.offset`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawOperand {
    /// Variable id (0 = `%null`).
    pub var: u32,
    /// Byte offset.
    pub offset: u16,
}

/// One operand of an instruction, in the order of the opcode table's fields
/// (execution size and predicate excluded: they live on the instruction).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A vector operand.
    Vec(VecOperand),
    /// A raw operand.
    Raw(RawOperand),
    /// A primitive field (sub-opcodes, sizes, masks, indices) as its bit pattern.
    Imm(u32),
    /// A label index.
    Label(u16),
    /// A string-pool reference (function names, file names).
    Str(String),
    /// A field present in the instruction's layout but absent from the object:
    /// this release of the reference assembler writes truncated instructions.
    Missing,
}

impl Operand {
    /// The vector operand, if this is one.
    pub fn as_vec(&self) -> Option<&VecOperand> {
        match self {
            Operand::Vec(v) => Some(v),
            _ => None,
        }
    }

    /// The raw operand, if this is one.
    pub fn as_raw(&self) -> Option<&RawOperand> {
        match self {
            Operand::Raw(r) => Some(r),
            _ => None,
        }
    }

    /// The primitive value, if this is one.
    pub fn as_imm(&self) -> Option<u32> {
        match self {
            Operand::Imm(v) => Some(*v),
            _ => None,
        }
    }

    /// The label index, if this is one.
    pub fn as_label(&self) -> Option<u16> {
        match self {
            Operand::Label(l) => Some(*l),
            _ => None,
        }
    }
}

/// An exec size for address operand widths.
pub fn addr_width(code: u8) -> Option<ExecSize> {
    ExecSize::from_code(code & 0xF)
}
