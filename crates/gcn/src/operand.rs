//! The operand model: registers, constants, literals and immediates, with
//! the operand modifiers that apply to sources.

use std::fmt;

/// A register file, or one of the named special registers.
///
/// Special registers are files of their own so that a [`Reg`] names them
/// uniformly: `vcc` is `Reg { file: Vcc, index: 0, count: 2 }`, `vcc_hi` is
/// `Reg { file: Vcc, index: 1, count: 1 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    /// Scalar general-purpose registers `s0`...
    Sgpr,
    /// Vector general-purpose registers `v0`...
    Vgpr,
    /// Accumulation registers `a0`... (gfx908, gfx90a).
    Agpr,
    /// Trap temporaries `ttmp0`...
    Ttmp,
    /// `vcc` (`vcc_lo`, `vcc_hi`).
    Vcc,
    /// `exec` (`exec_lo`, `exec_hi`).
    Exec,
    /// `m0`.
    M0,
    /// `flat_scratch` (GFX7 to GFX9 as an SGPR pair).
    FlatScratch,
    /// `xnack_mask` (GFX8, GFX9).
    XnackMask,
    /// `tba` (trap base address).
    Tba,
    /// `tma` (trap memory address).
    Tma,
    /// `null` (GFX10: reads zero, writes are discarded).
    Null,
}

impl RegFile {
    pub(crate) fn from_code(c: u32) -> RegFile {
        match c {
            0 => RegFile::Sgpr,
            1 => RegFile::Vgpr,
            2 => RegFile::Agpr,
            3 => RegFile::Ttmp,
            4 => RegFile::Vcc,
            5 => RegFile::Exec,
            6 => RegFile::M0,
            7 => RegFile::FlatScratch,
            8 => RegFile::XnackMask,
            9 => RegFile::Tba,
            10 => RegFile::Tma,
            _ => RegFile::Null,
        }
    }
}

/// A range of `count` consecutive 32-bit registers of one file starting at
/// `index` (`s[4:7]` is `Reg { file: Sgpr, index: 4, count: 4 }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    /// Register file.
    pub file: RegFile,
    /// First register.
    pub index: u16,
    /// Number of 32-bit registers.
    pub count: u8,
}

/// Source operands that are neither registers nor constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialSrc {
    /// `src_vccz`: 1 if `vcc` is zero.
    Vccz,
    /// `src_execz`: 1 if `exec` is zero.
    Execz,
    /// `src_scc`: the scalar condition code.
    Scc,
    /// `src_lds_direct`: LDS direct read.
    LdsDirect,
    /// `src_shared_base` (aperture).
    SharedBase,
    /// `src_shared_limit` (aperture).
    SharedLimit,
    /// `src_private_base` (aperture).
    PrivateBase,
    /// `src_private_limit` (aperture).
    PrivateLimit,
    /// `src_pops_exiting_wave_id`.
    PopsExitingWaveId,
}

impl SpecialSrc {
    pub(crate) fn from_code(c: u32) -> Option<SpecialSrc> {
        Some(match c {
            0 => SpecialSrc::Vccz,
            1 => SpecialSrc::Execz,
            2 => SpecialSrc::Scc,
            3 => SpecialSrc::LdsDirect,
            4 => SpecialSrc::SharedBase,
            5 => SpecialSrc::SharedLimit,
            6 => SpecialSrc::PrivateBase,
            7 => SpecialSrc::PrivateLimit,
            8 => SpecialSrc::PopsExitingWaveId,
            _ => return None,
        })
    }
}

/// An inline constant, by its encoding in a source field: 128..=192 are the
/// integers 0..=64, 193..=208 are -1..=-16, 240..=248 are the floats 0.5,
/// -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 and 1/(2*pi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InlineConst(pub u16);

impl InlineConst {
    /// The operand's bits for an operand of `ty`: integers sign-extended to
    /// the operand width, floats in the operand's float format (16-bit
    /// operands take the half-precision pattern, 64-bit ones the double).
    pub fn bits(self, ty: ValueType) -> u64 {
        let c = self.0 as i64;
        let int = match c {
            128..=192 => Some(c - 128),
            193..=208 => Some(192 - c),
            _ => None,
        };
        let width = ty.bits();
        let mask = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        if let Some(i) = int {
            return (i as u64) & mask;
        }
        // (f16, f32, f64) bit patterns of 0.5 -0.5 1 -1 2 -2 4 -4 1/(2pi).
        const F: [(u64, u64, u64); 9] = [
            (0x3800, 0x3f00_0000, 0x3fe0_0000_0000_0000),
            (0xb800, 0xbf00_0000, 0xbfe0_0000_0000_0000),
            (0x3c00, 0x3f80_0000, 0x3ff0_0000_0000_0000),
            (0xbc00, 0xbf80_0000, 0xbff0_0000_0000_0000),
            (0x4000, 0x4000_0000, 0x4000_0000_0000_0000),
            (0xc000, 0xc000_0000, 0xc000_0000_0000_0000),
            (0x4400, 0x4080_0000, 0x4010_0000_0000_0000),
            (0xc400, 0xc080_0000, 0xc010_0000_0000_0000),
            (0x3118, 0x3e22_f983, 0x3fc4_5f30_6dc9_c882),
        ];
        match c {
            240..=248 => {
                let (h, s, d) = F[(c - 240) as usize];
                match width {
                    16 => h,
                    64 => d,
                    _ => s,
                }
            }
            _ => 0,
        }
    }
}

/// Width and interpretation of a source operand's value, as far as the
/// printed forms of its constants tell them apart (LLVM prints 16-bit
/// integer and float operands differently, 32-bit ones alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    /// 16-bit integer.
    I16,
    /// 16-bit float.
    F16,
    /// 32 bits (integer or float).
    B32,
    /// 64 bits (integer or float).
    B64,
}

impl ValueType {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            ValueType::I16 | ValueType::F16 => 16,
            ValueType::B32 => 32,
            ValueType::B64 => 64,
        }
    }
}

/// The value of one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register or register range.
    Reg(Reg),
    /// An inline constant.
    Inline(InlineConst),
    /// A 32-bit literal constant following the instruction words.
    Literal(u32),
    /// A special source (`src_scc`, apertures...).
    Special(SpecialSrc),
    /// An immediate field (offsets, `simm16`, selectors), as the raw field value.
    Imm(u64),
    /// `off`: no address register (buffer, scratch and global forms).
    Off,
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = match self.file {
            RegFile::Sgpr => "s",
            RegFile::Vgpr => "v",
            RegFile::Agpr => "a",
            RegFile::Ttmp => "ttmp",
            RegFile::Vcc => return f.write_str(special_name("vcc", *self)),
            RegFile::Exec => return f.write_str(special_name("exec", *self)),
            RegFile::M0 => return f.write_str("m0"),
            RegFile::FlatScratch => return f.write_str(special_name("flat_scratch", *self)),
            RegFile::XnackMask => return f.write_str(special_name("xnack_mask", *self)),
            RegFile::Tba => return f.write_str(special_name("tba", *self)),
            RegFile::Tma => return f.write_str(special_name("tma", *self)),
            RegFile::Null => return f.write_str("null"),
        };
        if self.count == 1 {
            write!(f, "{p}{}", self.index)
        } else {
            write!(
                f,
                "{p}[{}:{}]",
                self.index,
                self.index + self.count as u16 - 1
            )
        }
    }
}

fn special_name(base: &'static str, r: Reg) -> &'static str {
    match (base, r.count, r.index) {
        ("vcc", 2, _) => "vcc",
        ("vcc", _, 0) => "vcc_lo",
        ("vcc", _, _) => "vcc_hi",
        ("exec", 2, _) => "exec",
        ("exec", _, 0) => "exec_lo",
        ("exec", _, _) => "exec_hi",
        ("flat_scratch", 2, _) => "flat_scratch",
        ("flat_scratch", _, 0) => "flat_scratch_lo",
        ("flat_scratch", _, _) => "flat_scratch_hi",
        ("xnack_mask", 2, _) => "xnack_mask",
        ("xnack_mask", _, 0) => "xnack_mask_lo",
        ("xnack_mask", _, _) => "xnack_mask_hi",
        ("tba", 2, _) => "tba",
        ("tba", _, 0) => "tba_lo",
        ("tba", _, _) => "tba_hi",
        ("tma", 2, _) => "tma",
        ("tma", _, 0) => "tma_lo",
        _ => "tma_hi",
    }
}

/// Source operand modifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SrcMods {
    /// Negate (floating point): printed `-x`.
    pub neg: bool,
    /// Absolute value (floating point): printed `|x|`.
    pub abs: bool,
    /// Sign-extend (integer SDWA and VOP3 sources): printed `sext(x)`.
    pub sext: bool,
}

/// Decode a packed operand of the generated value maps.
pub(crate) fn unpack(p: u32, field_value: u32) -> Option<Operand> {
    let tag = p >> 28;
    let v = p & 0x0fff_ffff;
    Some(match tag {
        1 => Operand::Reg(Reg {
            file: RegFile::from_code(v >> 20),
            index: (v & 0x3fff) as u16,
            count: ((v >> 14) & 0x3f) as u8,
        }),
        2 => Operand::Inline(InlineConst(field_value as u16)),
        3 => Operand::Literal(0),
        4 => Operand::Special(SpecialSrc::from_code(v)?),
        5 => Operand::Off,
        _ => return None,
    })
}
