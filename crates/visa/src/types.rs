//! Fundamental vISA data types, alignments, execution control and predication.

use std::fmt;

/// A vISA data type (`VISA_Type`), with the binary code of the object format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum DataType {
    /// Unsigned doubleword.
    UD = 0,
    /// Signed doubleword.
    D = 1,
    /// Unsigned word.
    UW = 2,
    /// Signed word.
    W = 3,
    /// Unsigned byte.
    UB = 4,
    /// Signed byte.
    B = 5,
    /// Double-precision float.
    DF = 6,
    /// Single-precision float.
    F = 7,
    /// Packed signed half-byte vector (8 x 4 bits).
    V = 8,
    /// Packed restricted float vector (4 x 8 bits).
    VF = 9,
    /// Boolean (predicates only).
    Bool = 10,
    /// Unsigned quadword.
    UQ = 11,
    /// Packed unsigned half-byte vector.
    UV = 12,
    /// Signed quadword.
    Q = 13,
    /// Half-precision float.
    HF = 14,
    /// bfloat16 (XeHP and later).
    BF = 15,
}

impl DataType {
    /// All types in binary-code order.
    pub const ALL: [DataType; 16] = [
        DataType::UD,
        DataType::D,
        DataType::UW,
        DataType::W,
        DataType::UB,
        DataType::B,
        DataType::DF,
        DataType::F,
        DataType::V,
        DataType::VF,
        DataType::Bool,
        DataType::UQ,
        DataType::UV,
        DataType::Q,
        DataType::HF,
        DataType::BF,
    ];

    /// Decodes the 4-bit binary code.
    pub fn from_code(code: u8) -> Option<DataType> {
        DataType::ALL.get(code as usize).copied()
    }

    /// The 4-bit binary code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The lower-case text name the reference prints (`ud`, `hf`, ...).
    pub fn name(self) -> &'static str {
        match self {
            DataType::UD => "ud",
            DataType::D => "d",
            DataType::UW => "uw",
            DataType::W => "w",
            DataType::UB => "ub",
            DataType::B => "b",
            DataType::DF => "df",
            DataType::F => "f",
            DataType::V => "v",
            DataType::VF => "vf",
            DataType::Bool => "bool",
            DataType::UQ => "uq",
            DataType::UV => "uv",
            DataType::Q => "q",
            DataType::HF => "hf",
            DataType::BF => "bf",
        }
    }

    /// Parses a type name, case-insensitively.
    pub fn from_name(s: &str) -> Option<DataType> {
        // Case-insensitive, without allocating: names are at most four bytes.
        if s.len() > 4 {
            return None;
        }
        let mut buf = [0u8; 4];
        for (d, c) in buf.iter_mut().zip(s.bytes()) {
            *d = c.to_ascii_lowercase();
        }
        let l = &buf[..s.len()];
        DataType::ALL
            .iter()
            .copied()
            .find(|t| t.name().as_bytes() == l)
    }

    /// Size of one element in bytes (packed vectors count as one dword).
    pub fn size(self) -> u32 {
        match self {
            DataType::UB | DataType::B | DataType::Bool => 1,
            DataType::UW | DataType::W | DataType::HF | DataType::BF => 2,
            DataType::UD
            | DataType::D
            | DataType::F
            | DataType::V
            | DataType::VF
            | DataType::UV => 4,
            DataType::DF | DataType::UQ | DataType::Q => 8,
        }
    }

    /// Whether this is a floating-point type (HF, BF, F, DF; not VF).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            DataType::HF | DataType::BF | DataType::F | DataType::DF
        )
    }

    /// Whether this is a (non-packed) integer type.
    pub fn is_int(self) -> bool {
        matches!(
            self,
            DataType::UB
                | DataType::B
                | DataType::UW
                | DataType::W
                | DataType::UD
                | DataType::D
                | DataType::UQ
                | DataType::Q
        )
    }

    /// Whether this is a signed integer type.
    pub fn is_signed_int(self) -> bool {
        matches!(self, DataType::B | DataType::W | DataType::D | DataType::Q)
    }

    /// Whether this is a packed immediate-only type (V, UV, VF).
    pub fn is_packed(self) -> bool {
        matches!(self, DataType::V | DataType::UV | DataType::VF)
    }

    /// Immediates of these types occupy 8 bytes in the object format.
    pub fn is_64bit_imm(self) -> bool {
        matches!(self, DataType::DF | DataType::Q | DataType::UQ)
    }
}

impl fmt::Display for DataType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Variable alignment (`VISA_Align`), bits 4-7 of a variable's `bit_properties`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Align {
    /// No requirement; printed as nothing.
    Byte = 0,
    /// 2 bytes.
    Word = 1,
    /// 4 bytes.
    Dword = 2,
    /// 8 bytes.
    Qword = 3,
    /// 16 bytes.
    Oword = 4,
    /// One GRF (platform register size).
    Grf = 5,
    /// Two GRFs.
    Grf2 = 6,
    /// 32 bytes.
    Hword = 7,
    /// 64 bytes.
    Word32 = 8,
    /// 128 bytes.
    Word64 = 9,
}

impl Align {
    /// Decodes the 4-bit code.
    pub fn from_code(c: u8) -> Option<Align> {
        Some(match c {
            0 => Align::Byte,
            1 => Align::Word,
            2 => Align::Dword,
            3 => Align::Qword,
            4 => Align::Oword,
            5 => Align::Grf,
            6 => Align::Grf2,
            7 => Align::Hword,
            8 => Align::Word32,
            9 => Align::Word64,
            _ => return None,
        })
    }

    /// The 4-bit code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The name the reference prints after `align=`.
    pub fn name(self) -> &'static str {
        match self {
            Align::Byte => "byte",
            Align::Word => "word",
            Align::Dword => "dword",
            Align::Qword => "qword",
            Align::Oword => "oword",
            Align::Grf => "GRF",
            Align::Grf2 => "GRFx2",
            Align::Hword => "hword",
            Align::Word32 => "wordx32",
            Align::Word64 => "wordx64",
        }
    }

    /// Parses an alignment keyword as the reference accepts it (case-sensitive).
    pub fn from_name(s: &str) -> Option<Align> {
        Some(match s {
            "byte" => Align::Byte,
            "word" => Align::Word,
            "dword" => Align::Dword,
            "qword" => Align::Qword,
            "oword" => Align::Oword,
            "GRF" => Align::Grf,
            "GRFx2" | "2GRF" => Align::Grf2,
            "hword" => Align::Hword,
            "wordx32" | "32word" => Align::Word32,
            "wordx64" | "64word" => Align::Word64,
            _ => return None,
        })
    }

    /// Alignment for a byte count given as an integer (`align=16`).
    pub fn from_bytes(n: i64) -> Option<Align> {
        Some(match n {
            1 => Align::Byte,
            2 => Align::Word,
            4 => Align::Dword,
            8 => Align::Qword,
            16 => Align::Oword,
            32 => Align::Hword,
            64 => Align::Word32,
            128 => Align::Word64,
            _ => return None,
        })
    }

    /// Alignment in bytes for a given GRF size.
    pub fn bytes(self, grf_size: u32) -> u32 {
        match self {
            Align::Byte => 1,
            Align::Word => 2,
            Align::Dword => 4,
            Align::Qword => 8,
            Align::Oword => 16,
            Align::Grf => grf_size,
            Align::Grf2 => 2 * grf_size,
            Align::Hword => 32,
            Align::Word32 => 64,
            Align::Word64 => 128,
        }
    }
}

/// SIMD execution size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExecSize {
    /// 1 channel.
    S1,
    /// 2 channels.
    S2,
    /// 4 channels.
    S4,
    /// 8 channels.
    S8,
    /// 16 channels.
    S16,
    /// 32 channels.
    S32,
}

impl ExecSize {
    /// From the 3-bit code of the exec-size byte.
    pub fn from_code(c: u8) -> Option<ExecSize> {
        Some(match c {
            0 => ExecSize::S1,
            1 => ExecSize::S2,
            2 => ExecSize::S4,
            3 => ExecSize::S8,
            4 => ExecSize::S16,
            5 => ExecSize::S32,
            _ => return None,
        })
    }

    /// From a channel count.
    pub fn from_count(n: u32) -> Option<ExecSize> {
        Some(match n {
            1 => ExecSize::S1,
            2 => ExecSize::S2,
            4 => ExecSize::S4,
            8 => ExecSize::S8,
            16 => ExecSize::S16,
            32 => ExecSize::S32,
            _ => return None,
        })
    }

    /// The 3-bit code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The number of channels.
    pub fn count(self) -> u32 {
        1 << (self as u32)
    }
}

/// Execution mask control: M1..M8, each with or without NoMask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MaskCtrl {
    /// 0..=7: channel-group offset in units of 4 channels (M1 = 0, M5 = 16 channels).
    pub offset: u8,
    /// NoMask: ignore the execution mask.
    pub no_mask: bool,
}

impl MaskCtrl {
    /// M1 with the execution mask honoured.
    pub const M1: MaskCtrl = MaskCtrl {
        offset: 0,
        no_mask: false,
    };
    /// M1 with NoMask.
    pub const M1_NM: MaskCtrl = MaskCtrl {
        offset: 0,
        no_mask: true,
    };

    /// From the 4-bit code (bits 4-7 of the exec byte).
    pub fn from_code(c: u8) -> MaskCtrl {
        MaskCtrl {
            offset: c & 7,
            no_mask: c & 8 != 0,
        }
    }

    /// The 4-bit code.
    pub fn code(self) -> u8 {
        (self.offset & 7) | if self.no_mask { 8 } else { 0 }
    }

    /// The name the reference prints (`M1`, `M5_NM`).
    pub fn name(self) -> String {
        format!(
            "M{}{}",
            self.offset + 1,
            if self.no_mask { "_NM" } else { "" }
        )
    }

    /// Parses `M1`..`M8`, `M1_NM`..`M8_NM` and `NoMask` (= `M1_NM`).
    pub fn from_name(s: &str) -> Option<MaskCtrl> {
        if s == "NoMask" {
            return Some(MaskCtrl::M1_NM);
        }
        let rest = s.strip_prefix('M')?;
        let (digit, nm) = match rest.strip_suffix("_NM") {
            Some(d) => (d, true),
            None => (rest, false),
        };
        if digit.len() != 1 {
            return None;
        }
        let n = digit.as_bytes()[0];
        if !(b'1'..=b'8').contains(&n) {
            return None;
        }
        Some(MaskCtrl {
            offset: n - b'1',
            no_mask: nm,
        })
    }

    /// First channel covered, in the 32-channel space.
    pub fn first_channel(self) -> u32 {
        self.offset as u32 * 4
    }
}

/// The exec-size byte of an instruction: size in bits 0-2, mask control in bits 4-7.
///
/// Kept as the raw byte because a few instructions (scatter/gather) give the low
/// bits their own meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExecCtrl(pub u8);

impl ExecCtrl {
    /// Builds the byte from size and mask.
    pub fn new(size: ExecSize, mask: MaskCtrl) -> ExecCtrl {
        ExecCtrl(size.code() | (mask.code() << 4))
    }

    /// The execution size, if the low bits hold a valid code.
    pub fn size(self) -> Option<ExecSize> {
        ExecSize::from_code(self.0 & 0xF)
    }

    /// The mask control.
    pub fn mask(self) -> MaskCtrl {
        MaskCtrl::from_code(self.0 >> 4)
    }
}

/// Predicate combine control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PredCtrl {
    /// Channel-wise.
    None,
    /// `.any`.
    Any,
    /// `.all`.
    All,
}

/// Predication of an instruction, as the 16-bit field of the object format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Pred(pub u16);

impl Pred {
    /// No predication.
    pub const NONE: Pred = Pred(0);

    /// Builds a predicate field.
    pub fn new(id: u16, inverse: bool, ctrl: PredCtrl) -> Pred {
        let c = match ctrl {
            PredCtrl::None => 0,
            PredCtrl::Any => 1,
            PredCtrl::All => 2,
        };
        Pred((id & 0xFFF) | (c << 13) | if inverse { 0x8000 } else { 0 })
    }

    /// Whether the instruction is predicated.
    pub fn is_some(self) -> bool {
        self.id() != 0
    }

    /// Predicate variable id (0 = none; user predicates start at 1).
    pub fn id(self) -> u16 {
        self.0 & 0xFFF
    }

    /// Inverse flag.
    pub fn inverse(self) -> bool {
        self.0 & 0x8000 != 0
    }

    /// Combine control; `None` for the reserved value 3 too.
    pub fn ctrl(self) -> PredCtrl {
        match (self.0 >> 13) & 3 {
            1 => PredCtrl::Any,
            2 => PredCtrl::All,
            _ => PredCtrl::None,
        }
    }
}

/// Source or destination modifier (bits 3-5 of a vector operand's tag).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Modifier {
    /// None.
    None = 0,
    /// `(abs)`.
    Abs = 1,
    /// `(-)`.
    Neg = 2,
    /// `(-abs)`.
    NegAbs = 3,
    /// Saturation (on a destination).
    Sat = 4,
    /// `(~)` bitwise not (logic instructions).
    Not = 5,
}

impl Modifier {
    /// Decodes the 3-bit code.
    pub fn from_code(c: u8) -> Option<Modifier> {
        Some(match c {
            0 => Modifier::None,
            1 => Modifier::Abs,
            2 => Modifier::Neg,
            3 => Modifier::NegAbs,
            4 => Modifier::Sat,
            5 => Modifier::Not,
            _ => return None,
        })
    }

    /// The text prefix of a source operand.
    pub fn prefix(self) -> &'static str {
        match self {
            Modifier::None | Modifier::Sat => "",
            Modifier::Abs => "(abs)",
            Modifier::Neg => "(-)",
            Modifier::NegAbs => "(-abs)",
            Modifier::Not => "(~)",
        }
    }
}

/// Target platforms known to the reference assembler, in generation order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Platform {
    /// Broadwell (Gen8).
    Bdw,
    /// Cherryview.
    Chv,
    /// Skylake (Gen9).
    Skl,
    /// Broxton.
    Bxt,
    /// Ice Lake (Gen11).
    Icllp,
    /// Tiger Lake (Xe-LP, Gen12.1).
    Tgllp,
    /// XeHP SDV.
    XeHpSdv,
    /// DG2 (Xe-HPG).
    Dg2,
    /// Meteor Lake.
    Mtl,
    /// Ponte Vecchio (Xe-HPC).
    Pvc,
    /// Ponte Vecchio XT.
    PvcXt,
}

impl Platform {
    /// All platforms, oldest first.
    pub const ALL: [Platform; 11] = [
        Platform::Bdw,
        Platform::Chv,
        Platform::Skl,
        Platform::Bxt,
        Platform::Icllp,
        Platform::Tgllp,
        Platform::XeHpSdv,
        Platform::Dg2,
        Platform::Mtl,
        Platform::Pvc,
        Platform::PvcXt,
    ];

    /// The name `GenX_IR -platform` takes.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Bdw => "BDW",
            Platform::Chv => "CHV",
            Platform::Skl => "SKL",
            Platform::Bxt => "BXT",
            Platform::Icllp => "ICLLP",
            Platform::Tgllp => "TGLLP",
            Platform::XeHpSdv => "XeHP_SDV",
            Platform::Dg2 => "DG2",
            Platform::Mtl => "MTL",
            Platform::Pvc => "PVC",
            Platform::PvcXt => "PVCXT",
        }
    }

    /// Parses a platform name, case-insensitively (also `XEHP_SDV`).
    pub fn from_name(s: &str) -> Option<Platform> {
        let u = s.to_ascii_uppercase();
        Platform::ALL
            .iter()
            .copied()
            .find(|p| p.name().to_ascii_uppercase() == u)
    }

    /// The `gen_platform` code of `gen_binary_info` as this release writes it.
    pub fn gen_code(self) -> u8 {
        match self {
            Platform::Bdw => 3,
            Platform::Chv => 4,
            Platform::Skl => 5,
            Platform::Bxt => 6,
            Platform::Icllp => 10,
            Platform::Tgllp => 12,
            Platform::XeHpSdv => 11,
            // Measured with GenX_IR -binary: MTL shares DG2's code.
            Platform::Dg2 => 13,
            Platform::Mtl => 13,
            Platform::Pvc => 14,
            Platform::PvcXt => 15,
        }
    }

    /// Platform for a `gen_platform` code.
    pub fn from_gen_code(c: u8) -> Option<Platform> {
        Platform::ALL.iter().copied().find(|p| p.gen_code() == c)
    }

    /// General register file size in bytes.
    pub fn grf_size(self) -> u32 {
        if self >= Platform::Pvc {
            64
        } else {
            32
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
