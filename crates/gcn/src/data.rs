//! Types of the generated instruction table (`table.rs`).

/// An encoding family: the layout of an instruction's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Family {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Smem,
    Vop2,
    Vop1,
    Vopc,
    Vop3,
    Vop3p,
    Vintrp,
    Ds,
    Flat,
    Mubuf,
    Mtbuf,
    Mimg,
    Exp,
    SdwaVop2,
    SdwaVop1,
    SdwaVopc,
    DppVop2,
    DppVop1,
    DppVopc,
    Dpp8Vop2,
    Dpp8Vop1,
    Dpp8Vopc,
    Dpp8fiVop2,
    Dpp8fiVop1,
    Dpp8fiVopc,
    Smrd,
}

impl Family {
    /// Name of the family (`VOP3`, `SDWA_VOP2`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Family::Sop2 => "SOP2",
            Family::Sopk => "SOPK",
            Family::Sop1 => "SOP1",
            Family::Sopc => "SOPC",
            Family::Sopp => "SOPP",
            Family::Smem => "SMEM",
            Family::Vop2 => "VOP2",
            Family::Vop1 => "VOP1",
            Family::Vopc => "VOPC",
            Family::Vop3 => "VOP3",
            Family::Vop3p => "VOP3P",
            Family::Vintrp => "VINTRP",
            Family::Ds => "DS",
            Family::Flat => "FLAT",
            Family::Mubuf => "MUBUF",
            Family::Mtbuf => "MTBUF",
            Family::Mimg => "MIMG",
            Family::Exp => "EXP",
            Family::SdwaVop2 => "SDWA_VOP2",
            Family::SdwaVop1 => "SDWA_VOP1",
            Family::SdwaVopc => "SDWA_VOPC",
            Family::DppVop2 => "DPP_VOP2",
            Family::DppVop1 => "DPP_VOP1",
            Family::DppVopc => "DPP_VOPC",
            Family::Dpp8Vop2 => "DPP8_VOP2",
            Family::Dpp8Vop1 => "DPP8_VOP1",
            Family::Dpp8Vopc => "DPP8_VOPC",
            Family::Dpp8fiVop2 => "DPP8FI_VOP2",
            Family::Dpp8fiVop1 => "DPP8FI_VOP1",
            Family::Dpp8fiVopc => "DPP8FI_VOPC",
            Family::Smrd => "SMRD",
        }
    }

    /// Number of 32-bit words of the encoding, without literal or extra
    /// address words.
    pub const fn words(self) -> usize {
        match self {
            Family::Sop2
            | Family::Sopk
            | Family::Sop1
            | Family::Sopc
            | Family::Sopp
            | Family::Vop2
            | Family::Vop1
            | Family::Vopc
            | Family::Vintrp
            | Family::Smrd => 1,
            _ => 2,
        }
    }
}

pub(crate) const NONE: u16 = u16::MAX;

/// Number of value maps (`table::MAPS.len()`, which a constant cannot read
/// from a static; a test holds the two equal).
pub(crate) const NMAPS: usize = 250;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SlotKind {
    /// Operand from a field through a value map.
    Reg,
    /// Implicit operand or modifier text.
    Imp,
    /// Wide immediate field printed in a style.
    Imm,
    /// The literal constant operand (`v_madmk_f32`, `s_setreg_imm32_b32`).
    Lit,
    /// Modifier always printed, through a value map.
    Mod,
    /// Modifier printed when the field's map gives text.
    Ins,
    /// Modifier printed in a style when the field is not zero.
    InsStyle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LitStyle {
    None,
    Lit32,
    /// GFX6/GFX7: as Lit32 without the 1/(2*pi) inline constant.
    Lit32n,
    Lit16f,
    /// Packed 16-bit: float names checked on the low half.
    Lit16v,
    /// GFX10 packed operands: 32-bit forms, then 16-bit ones.
    LitV2,
    /// GFX10 packed integer operands: as LitV2 without half-float names.
    LitV2i,
    Lit16i,
    Lit64,
    Hex32,
    Invalid,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hook {
    None,
    SmemOffset,
    InterpAttr,
    SdwaSrc,
    MimgVdata,
    ExpSrc,
    BufVaddr,
    FlatAddr,
    FlatSaddr,
    Vop3Attr,
    SdwaSdst,
    OpSelHi,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ModKind {
    Neg,
    Abs,
    Sext,
    /// gfx90a: the register is an AGPR (`a0` for `v0`).
    Acc,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct OpMod {
    pub bit: u8,
    pub kind: ModKind,
}

#[derive(Debug)]
pub(crate) struct Slot {
    pub kind: SlotKind,
    pub field: &'static str,
    pub lo: u8,
    pub width: u8,
    pub class: u16,
    pub alt: u16,
    pub lit: LitStyle,
    pub hook: Hook,
    pub opmods: &'static [OpMod],
}

#[derive(Debug)]
pub(crate) struct InstData {
    pub name: &'static str,
    pub family: Family,
    pub ops: &'static [Slot],
    pub mods: &'static [Slot],
    pub mask: u64,
    pub value: u64,
    pub checks: &'static [(u8, u8, &'static [u32])],
    /// The fields whose value maps have invalid or literal entries.
    pub vchecks: &'static [Check],
    /// Has a literal operand of its own (`v_madmk_f32`).
    pub kimm: bool,
    /// Cross-field validity (hooks::valid) applies.
    pub hook_valid: bool,
}

pub(crate) struct MapData {
    pub text: &'static [u16],
    pub ops: &'static [u32],
    /// Values that are valid encodings (bit per value, up to 512).
    pub valid: [u64; 8],
    /// Values that take the literal.
    pub lit: [u64; 8],
}

/// How the decoder validates a field through its class's value map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CheckKind {
    Plain,
    /// SDWA source: the scalar map (`alt`) when the s0/s1 bit is set.
    SdwaSrc,
    /// SDWA compare destination: checked only when sd is set.
    SdwaSdst,
}

#[derive(Debug)]
pub(crate) struct Check {
    pub lo: u8,
    pub width: u8,
    pub class: u16,
    pub alt: u16,
    pub kind: CheckKind,
}

pub(crate) struct VariantData {
    pub name: &'static str,
    pub generation: u8,
    pub processors: &'static [&'static str],
    pub classes: &'static [u16],
    pub decode: [&'static [u16]; crate::table::NFAMILIES],
}

impl VariantData {
    /// Index of the variant's encoding layouts in the per-generation
    /// tables (`FAMILY_BY_TOP9`, `OPCODE_PARTS`): 0 GFX8/GFX9, 1 GFX10,
    /// 2 GFX6/GFX7.
    #[inline(always)]
    pub(crate) const fn layout(&self) -> usize {
        match self.generation {
            10 => 1,
            6 | 7 => 2,
            _ => 0,
        }
    }
}
