//! Processors, target features and target identifiers.
//!
//! The processor table holds the facts LLVM uses for code objects: name,
//! alternative names, architecture, GFX version, `EF_AMDGPU_MACH` value,
//! which target features exist and the oldest LLVM release (of those xvisa
//! checks against: 14, 16, 19) that knows the processor. It lists every
//! processor of LLVM's current AMDGPUUsage (and gfx940/gfx941, which LLVM
//! 16 to 19 emit and later releases dropped), the generic targets of code
//! object V6 included. Everything else (granules, register limits) is
//! derived from the generation in one place, [`Processor`]'s methods.

use std::fmt;

/// Architecture of a processor (the first component of the triple).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// Radeon HD 2000–6000 series.
    R600,
    /// GCN GFX6 onwards.
    Amdgcn,
}

impl Arch {
    /// The triple spelling.
    pub fn name(self) -> &'static str {
        match self {
            Arch::R600 => "r600",
            Arch::Amdgcn => "amdgcn",
        }
    }
}

/// A target feature that a processor may support.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// XNACK replay (demand paging).
    Xnack,
    /// SRAM ECC.
    SramEcc,
    /// Wavefront size 64 on GFX10 (native 32).
    WavefrontSize64,
    /// CU wavefront execution mode on GFX10 (native WGP).
    CuMode,
    /// Thread-group split mode (GFX90A).
    TgSplit,
}

impl Feature {
    /// The `-mattr` spelling.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Xnack => "xnack",
            Feature::SramEcc => "sramecc",
            Feature::WavefrontSize64 => "wavefrontsize64",
            Feature::CuMode => "cumode",
            Feature::TgSplit => "tgsplit",
        }
    }
}

/// How a target-ID feature is set in a code object or on a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FeatureSetting {
    /// The processor does not have the feature.
    Unsupported,
    /// Code works whether the feature is on or off (V4 and later only).
    Any,
    /// Compiled for the feature disabled.
    Off,
    /// Compiled for the feature enabled.
    On,
}

impl FeatureSetting {
    /// `on` or `any`: the V3 `e_flags` bit is set in both cases.
    pub fn on_or_any(self) -> bool {
        matches!(self, FeatureSetting::On | FeatureSetting::Any)
    }
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            FeatureSetting::Unsupported => "unsupported",
            FeatureSetting::Any => "any",
            FeatureSetting::Off => "off",
            FeatureSetting::On => "on",
        }
    }
}

const X: u16 = 1; // xnack
const S: u16 = 2; // sramecc
const W: u16 = 4; // wavefrontsize64 + cumode (GFX10+)
const T: u16 = 8; // tgsplit
const INIT_BUG: u16 = 16; // SGPR init bug: fixed 96 SGPRs
const G90A: u16 = 32; // GFX90A: unified VGPR file (accum_offset), kernarg preload
const G940: u16 = 64; // GFX940 family: G90A plus architected flat scratch
const GENERIC: u16 = 128; // a generic target of code object V6
const VGPR_1_5X: u16 = 256; // 1.5 times the VGPRs (wave32 allocation granule 24)

/// An LLVM release whose tools xvisa's outputs are checked against; `Later`
/// is a release after 19 that the AMDGPUUsage of LLVM's main branch
/// documents but that is not installed here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Llvm {
    /// LLVM 14.
    V14,
    /// LLVM 16.
    V16,
    /// LLVM 19.
    V19,
    /// A release after 19 (gfx950, gfx1153, gfx9-4-generic).
    Later,
}

impl Llvm {
    /// The `llvm-mc` binary of the release (`llvm-mc` for `Later`).
    pub fn llvm_mc(self) -> &'static str {
        match self {
            Llvm::V14 => "llvm-mc-14",
            Llvm::V16 => "llvm-mc-16",
            Llvm::V19 => "llvm-mc-19",
            Llvm::Later => "llvm-mc",
        }
    }

    /// Code object versions the release's `llvm-mc` accepts for
    /// `--amdhsa-code-object-version` with `.amdhsa_kernel` blocks
    /// (measured: LLVM 14 and 16 write V3 to V5, LLVM 19 V4 to V6; V2 is
    /// written from `.amd_kernel_code_t` blocks by LLVM 14).
    pub fn versions(self) -> std::ops::RangeInclusive<u8> {
        match self {
            Llvm::V14 => 2..=5,
            Llvm::V16 => 3..=5,
            Llvm::V19 | Llvm::Later => 4..=6,
        }
    }

    /// The release whose `llvm-mc` re-assembles descriptors of processor `p`
    /// in code object version `v`, and the version to pass it: the oldest
    /// release that knows both; when none does (code object V3 for a
    /// processor newer than LLVM 16), the oldest that knows the processor,
    /// with the nearest version it accepts (the descriptor layout is the
    /// same in V3 to V6).
    pub fn for_target(p: &Processor, v: CodeObjectVersion) -> (Llvm, u8) {
        for r in [Llvm::V14, Llvm::V16, Llvm::V19, Llvm::Later] {
            if r >= p.llvm && r.versions().contains(&v.0) {
                return (r, v.0);
            }
        }
        let r = p.llvm.max(Llvm::V19);
        let range = r.versions();
        (r, v.0.clamp(*range.start(), *range.end()))
    }
}

/// One processor of the processor table.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Processor {
    /// Canonical name (`gfx900`).
    pub name: &'static str,
    /// Alternative names accepted by `-mcpu`.
    pub aliases: &'static [&'static str],
    /// Architecture.
    pub arch: Arch,
    /// True for APUs, false for discrete GPUs.
    pub apu: bool,
    /// `EF_AMDGPU_MACH` value.
    pub mach: u32,
    /// GFX major version (0 for r600).
    pub major: u32,
    /// GFX minor version.
    pub minor: u32,
    /// GFX stepping.
    pub stepping: u32,
    /// The oldest LLVM release of those checked (14, 16, 19) that knows it.
    pub llvm: Llvm,
    bits: u16,
}

macro_rules! procs {
    ($( $name:literal [$($alias:literal),*] $arch:ident $apu:literal $mach:literal ($maj:literal,$min:literal,$step:literal) $llvm:ident $bits:expr; )*) => {
        /// The processor table: every processor of LLVM's AMDGPUUsage
        /// (processors and generic processors), with gfx940 and gfx941.
        pub static PROCESSORS: &[Processor] = &[
            $(Processor { name: $name, aliases: &[$($alias),*], arch: Arch::$arch, apu: $apu, mach: $mach,
                major: $maj, minor: $min, stepping: $step, llvm: Llvm::$llvm, bits: $bits },)*
        ];
    };
}

procs! {
    "r600" [] R600 false 0x001 (0,0,0) V14 0;
    "r630" [] R600 false 0x002 (0,0,0) V14 0;
    "rs880" [] R600 false 0x003 (0,0,0) V14 0;
    "rv670" [] R600 false 0x004 (0,0,0) V14 0;
    "rv710" [] R600 false 0x005 (0,0,0) V14 0;
    "rv730" [] R600 false 0x006 (0,0,0) V14 0;
    "rv770" [] R600 false 0x007 (0,0,0) V14 0;
    "cedar" [] R600 false 0x008 (0,0,0) V14 0;
    "cypress" [] R600 false 0x009 (0,0,0) V14 0;
    "juniper" [] R600 false 0x00a (0,0,0) V14 0;
    "redwood" [] R600 false 0x00b (0,0,0) V14 0;
    "sumo" [] R600 false 0x00c (0,0,0) V14 0;
    "barts" [] R600 false 0x00d (0,0,0) V14 0;
    "caicos" [] R600 false 0x00e (0,0,0) V14 0;
    "cayman" [] R600 false 0x00f (0,0,0) V14 0;
    "turks" [] R600 false 0x010 (0,0,0) V14 0;
    "gfx600" ["tahiti"] Amdgcn false 0x020 (6,0,0) V14 0;
    "gfx601" ["pitcairn", "verde"] Amdgcn false 0x021 (6,0,1) V14 0;
    "gfx602" ["hainan", "oland"] Amdgcn false 0x03a (6,0,2) V14 0;
    "gfx700" ["kaveri"] Amdgcn true 0x022 (7,0,0) V14 0;
    "gfx701" ["hawaii"] Amdgcn false 0x023 (7,0,1) V14 0;
    "gfx702" [] Amdgcn false 0x024 (7,0,2) V14 0;
    "gfx703" ["kabini", "mullins"] Amdgcn true 0x025 (7,0,3) V14 0;
    "gfx704" ["bonaire"] Amdgcn false 0x026 (7,0,4) V14 0;
    "gfx705" [] Amdgcn true 0x03b (7,0,5) V14 0;
    "gfx801" ["carrizo"] Amdgcn true 0x028 (8,0,1) V14 X;
    "gfx802" ["iceland", "tonga"] Amdgcn false 0x029 (8,0,2) V14 INIT_BUG;
    "gfx803" ["fiji", "polaris10", "polaris11"] Amdgcn false 0x02a (8,0,3) V14 0;
    "gfx805" ["tongapro"] Amdgcn false 0x03c (8,0,5) V14 INIT_BUG;
    "gfx810" ["stoney"] Amdgcn true 0x02b (8,1,0) V14 X;
    "gfx900" [] Amdgcn false 0x02c (9,0,0) V14 X;
    "gfx902" [] Amdgcn true 0x02d (9,0,2) V14 X;
    "gfx904" [] Amdgcn false 0x02e (9,0,4) V14 X;
    "gfx906" [] Amdgcn false 0x02f (9,0,6) V14 X | S;
    "gfx908" [] Amdgcn false 0x030 (9,0,8) V14 X | S;
    "gfx909" [] Amdgcn true 0x031 (9,0,9) V14 X;
    "gfx90a" [] Amdgcn false 0x03f (9,0,10) V14 X | S | T | G90A;
    "gfx90c" [] Amdgcn true 0x032 (9,0,12) V14 X;
    "gfx1010" [] Amdgcn false 0x033 (10,1,0) V14 X | W;
    "gfx1011" [] Amdgcn false 0x034 (10,1,1) V14 X | W;
    "gfx1012" [] Amdgcn false 0x035 (10,1,2) V14 X | W;
    "gfx1013" [] Amdgcn true 0x042 (10,1,3) V14 X | W;
    "gfx1030" [] Amdgcn false 0x036 (10,3,0) V14 W;
    "gfx1031" [] Amdgcn false 0x037 (10,3,1) V14 W;
    "gfx1032" [] Amdgcn false 0x038 (10,3,2) V14 W;
    "gfx1033" [] Amdgcn true 0x039 (10,3,3) V14 W;
    "gfx1034" [] Amdgcn false 0x03e (10,3,4) V14 W;
    "gfx1035" [] Amdgcn true 0x03d (10,3,5) V14 W;
    "gfx940" [] Amdgcn false 0x040 (9,4,0) V16 X | S | T | G90A | G940;
    "gfx941" [] Amdgcn false 0x04b (9,4,1) V19 X | S | T | G90A | G940;
    "gfx942" [] Amdgcn false 0x04c (9,4,2) V19 X | S | T | G90A | G940;
    "gfx950" [] Amdgcn false 0x04f (9,5,0) Later X | S | T | G90A | G940;
    "gfx1036" [] Amdgcn true 0x045 (10,3,6) V16 W;
    "gfx1100" [] Amdgcn false 0x041 (11,0,0) V16 W | VGPR_1_5X;
    "gfx1101" [] Amdgcn false 0x046 (11,0,1) V16 W | VGPR_1_5X;
    "gfx1102" [] Amdgcn false 0x047 (11,0,2) V16 W;
    "gfx1103" [] Amdgcn true 0x044 (11,0,3) V16 W;
    "gfx1150" [] Amdgcn true 0x043 (11,5,0) V19 W;
    "gfx1151" [] Amdgcn true 0x04a (11,5,1) V19 W | VGPR_1_5X;
    "gfx1152" [] Amdgcn true 0x055 (11,5,2) V19 W;
    "gfx1153" [] Amdgcn true 0x058 (11,5,3) Later W;
    "gfx1200" [] Amdgcn false 0x048 (12,0,0) V19 W | VGPR_1_5X;
    "gfx1201" [] Amdgcn false 0x04e (12,0,1) V19 W | VGPR_1_5X;
    "gfx9-generic" [] Amdgcn false 0x051 (9,0,0) V19 X | GENERIC;
    "gfx9-4-generic" [] Amdgcn false 0x05f (9,4,2) Later X | S | T | G90A | G940 | GENERIC;
    "gfx10-1-generic" [] Amdgcn false 0x052 (10,1,0) V19 X | W | GENERIC;
    "gfx10-3-generic" [] Amdgcn false 0x053 (10,3,0) V19 W | GENERIC;
    "gfx11-generic" [] Amdgcn false 0x054 (11,0,3) V19 W | GENERIC;
    "gfx12-generic" [] Amdgcn false 0x059 (12,0,0) V19 W | GENERIC;
}

impl Processor {
    /// Look a processor up by canonical or alternative name.
    pub fn by_name(name: &str) -> Option<&'static Processor> {
        PROCESSORS
            .iter()
            .find(|p| p.name == name || p.aliases.contains(&name))
    }

    /// Look a processor up by `EF_AMDGPU_MACH` value.
    pub fn by_mach(mach: u32) -> Option<&'static Processor> {
        PROCESSORS.iter().find(|p| p.mach == mach)
    }

    /// Whether the processor has the feature.
    pub fn supports(&self, f: Feature) -> bool {
        let bit = match f {
            Feature::Xnack => X,
            Feature::SramEcc => S,
            Feature::WavefrontSize64 | Feature::CuMode => W,
            Feature::TgSplit => T,
        };
        self.bits & bit != 0
    }

    /// True for a generic target (`gfx9-generic`, ...), which code object V6
    /// introduced: one code object for several processors.
    pub fn is_generic(&self) -> bool {
        self.bits & GENERIC != 0
    }

    /// The processors a generic target's code runs on (AMDGPUUsage, "AMDGPU
    /// Generic Processors"; gfx940 and gfx941 as listed when
    /// `gfx9-4-generic` was introduced); empty for other processors.
    pub fn generic_members(&self) -> &'static [&'static str] {
        match self.name {
            "gfx9-generic" => &["gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"],
            "gfx9-4-generic" => &["gfx940", "gfx941", "gfx942", "gfx950"],
            "gfx10-1-generic" => &["gfx1010", "gfx1011", "gfx1012", "gfx1013"],
            "gfx10-3-generic" => &[
                "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
            ],
            "gfx11-generic" => &[
                "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
                "gfx1153",
            ],
            "gfx12-generic" => &["gfx1200", "gfx1201"],
            _ => &[],
        }
    }

    /// The generic target whose code runs on this processor, if any.
    pub fn generic_target(&self) -> Option<&'static Processor> {
        PROCESSORS
            .iter()
            .find(|g| g.generic_members().contains(&self.name))
    }

    /// True for the GFX940 family (gfx940 to gfx950, gfx9-4-generic).
    pub fn is_gfx940(&self) -> bool {
        self.bits & G940 != 0
    }

    /// True where scratch is reached through the architected FLAT_SCRATCH
    /// register (GFX940 family, GFX11 onwards): no private segment buffer
    /// or flat scratch init user SGPRs, and `ENABLE_PRIVATE_SEGMENT`.
    pub fn has_architected_flat_scratch(&self) -> bool {
        self.is_gfx940() || self.major >= 11
    }

    /// True where the kernel descriptor's kernarg preload fields exist
    /// (GFX90A and the GFX940 family).
    pub fn has_kernarg_preload(&self) -> bool {
        self.has_accum_offset()
    }

    /// Supported features with their default setting in LLVM 14: `any` for
    /// the target-ID features (xnack, sramecc), off for the others.
    pub fn features(&self) -> Vec<(Feature, FeatureSetting)> {
        [
            Feature::Xnack,
            Feature::SramEcc,
            Feature::WavefrontSize64,
            Feature::CuMode,
            Feature::TgSplit,
        ]
        .into_iter()
        .filter(|f| self.supports(*f))
        .map(|f| {
            let d = match f {
                Feature::Xnack | Feature::SramEcc => FeatureSetting::Any,
                _ => FeatureSetting::Off,
            };
            (f, d)
        })
        .collect()
    }

    /// True for GFX90A and the GFX940 family: a unified VGPR file with
    /// `accum_offset`, and `tg_split`.
    pub fn has_accum_offset(&self) -> bool {
        self.bits & (G90A | G940) != 0
    }

    /// True if the processor has the SGPR initialisation bug (fixed 96 SGPRs).
    pub fn has_sgpr_init_bug(&self) -> bool {
        self.bits & INIT_BUG != 0
    }

    /// Supported wavefront sizes, the default first.
    pub fn wavefront_sizes(&self) -> &'static [u32] {
        if self.major >= 10 {
            &[32, 64]
        } else {
            &[64]
        }
    }

    /// VGPR allocation granule (registers per block the hardware allocates).
    pub fn vgpr_alloc_granule(&self, wave32: bool) -> u32 {
        if self.has_accum_offset() {
            8
        } else if self.bits & VGPR_1_5X != 0 {
            if wave32 {
                24
            } else {
                12
            }
        } else if self.major >= 11 || (self.major == 10 && self.minor >= 3) {
            if wave32 {
                16
            } else {
                8
            }
        } else if wave32 {
            8
        } else {
            4
        }
    }

    /// VGPR encoding granule (the unit of `GRANULATED_WORKITEM_VGPR_COUNT`).
    pub fn vgpr_encoding_granule(&self, wave32: bool) -> u32 {
        if self.has_accum_offset() || wave32 {
            8
        } else {
            4
        }
    }

    /// SGPR allocation granule (0 on GFX10, where all SGPRs are always allocated).
    pub fn sgpr_alloc_granule(&self) -> u32 {
        match self.major {
            10.. => 0,
            8 | 9 => 16,
            _ => 8,
        }
    }

    /// SGPR encoding granule (the unit of `GRANULATED_WAVEFRONT_SGPR_COUNT`).
    pub fn sgpr_encoding_granule(&self) -> u32 {
        8
    }

    /// SGPRs a kernel may address, including the special ones added by the
    /// assembler (VCC, FLAT_SCRATCH, XNACK_MASK).
    pub fn addressable_sgprs(&self) -> u32 {
        if self.has_sgpr_init_bug() {
            96
        } else if self.major >= 10 {
            106
        } else if self.major >= 8 {
            102
        } else {
            104
        }
    }

    /// VGPRs a work-item may address (GFX90A, GFX940: 256 arch + 256 acc).
    pub fn addressable_vgprs(&self) -> u32 {
        if self.has_accum_offset() {
            512
        } else {
            256
        }
    }

    /// Special SGPRs the assembler adds to `next_free_sgpr` (VCC, FLAT_SCRATCH,
    /// XNACK_MASK). Later reservations replace earlier ones rather than add,
    /// because each one sits at the top of the file above the previous.
    pub fn extra_sgprs(&self, vcc: bool, flat_scratch: bool, xnack: bool) -> u32 {
        let mut extra = if vcc { 2 } else { 0 };
        if self.major >= 10 {
            return extra;
        }
        if self.major < 8 {
            if flat_scratch {
                extra = 4;
            }
        } else {
            if xnack {
                extra = 4;
            }
            if flat_scratch {
                extra = 6;
            }
        }
        extra
    }

    /// The V2 ISA version stepping LLVM writes in `NT_AMD_HSA_ISA_VERSION`:
    /// the processor's stepping, plus one when xnack is on (historical
    /// `gfx901`-style names).
    pub fn v2_isa_stepping(&self, xnack_on: bool) -> u32 {
        self.stepping + u32::from(xnack_on && self.supports(Feature::Xnack))
    }
}

impl fmt::Display for Processor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// Code object version (2–6); V5 and V6 are read only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CodeObjectVersion(pub u8);

impl CodeObjectVersion {
    /// `EI_ABIVERSION` for `ELFOSABI_AMDGPU_HSA`.
    pub fn hsa_abi_version(self) -> u8 {
        self.0.saturating_sub(2)
    }
    /// From `EI_ABIVERSION` of an HSA code object.
    pub fn from_hsa_abi_version(v: u8) -> Option<Self> {
        (v <= 4).then(|| CodeObjectVersion(v + 2))
    }
    /// V4 and later encode xnack/sramecc as on/off/any fields.
    pub fn has_feature_fields(self) -> bool {
        self.0 >= 4
    }
}

impl fmt::Display for CodeObjectVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "V{}", self.0)
    }
}

/// `e_flags` bit layout.
pub mod eflags {
    /// Processor selection mask.
    pub const MACH: u32 = 0xff;
    /// V2/V3: xnack enabled.
    pub const XNACK_V3: u32 = 0x100;
    /// V2/V3: SRAM ECC enabled.
    pub const SRAMECC_V3: u32 = 0x200;
    /// V4: xnack field mask.
    pub const XNACK_V4: u32 = 0x300;
    /// V4: xnack `any`.
    pub const XNACK_ANY_V4: u32 = 0x100;
    /// V4: xnack `off`.
    pub const XNACK_OFF_V4: u32 = 0x200;
    /// V4: xnack `on`.
    pub const XNACK_ON_V4: u32 = 0x300;
    /// V4: sramecc field mask.
    pub const SRAMECC_V4: u32 = 0xc00;
    /// V4: sramecc `any`.
    pub const SRAMECC_ANY_V4: u32 = 0x400;
    /// V4: sramecc `off`.
    pub const SRAMECC_OFF_V4: u32 = 0x800;
    /// V4: sramecc `on`.
    pub const SRAMECC_ON_V4: u32 = 0xc00;
    /// V6: generic code object version (bits 24–31).
    pub const GENERIC_VERSION_V6: u32 = 0xff00_0000;
}

/// Errors in a target identifier or in `e_flags`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// Not of the form `arch-vendor-os-env-processor[features]`.
    #[error("column {col}: malformed target ID `{id}`: {why}")]
    Syntax {
        /// The input.
        id: String,
        /// 1-based column of the problem.
        col: usize,
        /// What was expected.
        why: &'static str,
    },
    /// Unknown processor name.
    #[error("unknown processor `{0}`")]
    UnknownProcessor(String),
    /// Feature name not known at all.
    #[error("unknown target feature `{0}`")]
    UnknownFeature(String),
    /// Feature the processor does not have.
    #[error("processor {processor} does not support the `{feature}` feature")]
    Unsupported {
        /// The processor.
        processor: &'static str,
        /// The feature.
        feature: &'static str,
    },
    /// Feature given twice.
    #[error("feature `{0}` given more than once")]
    Duplicate(&'static str),
    /// `e_flags` names no known processor.
    #[error("e_flags 0x{0:x}: unknown EF_AMDGPU_MACH value 0x{1:03x}")]
    UnknownMach(u32, u32),
    /// `e_flags` sets a feature the processor lacks, or reserved bits.
    #[error("e_flags 0x{flags:x}: {why}")]
    BadFlags {
        /// The flags.
        flags: u32,
        /// What is wrong.
        why: String,
    },
}

/// A code object target identifier: triple, processor and feature settings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetId {
    /// Triple: architecture.
    pub arch: String,
    /// Triple: vendor.
    pub vendor: String,
    /// Triple: OS (`amdhsa`, `amdpal`, `mesa3d`, or empty).
    pub os: String,
    /// Triple: environment (usually empty).
    pub environment: String,
    /// The processor.
    pub processor: &'static Processor,
    /// XNACK setting.
    pub xnack: FeatureSetting,
    /// SRAM ECC setting.
    pub sramecc: FeatureSetting,
    /// Generic code object version (`e_flags` bits 24–31 in V6): 1–255
    /// for a generic target, 0 otherwise.
    pub generic_version: u8,
}

impl TargetId {
    /// A target ID for `amdgcn-amd-amdhsa--PROCESSOR` with its defaults
    /// (`any` for supported target-ID features).
    pub fn new(processor: &'static Processor) -> Self {
        let d = |f| {
            if processor.supports(f) {
                FeatureSetting::Any
            } else {
                FeatureSetting::Unsupported
            }
        };
        TargetId {
            arch: processor.arch.name().into(),
            vendor: "amd".into(),
            os: "amdhsa".into(),
            environment: String::new(),
            processor,
            xnack: d(Feature::Xnack),
            sramecc: d(Feature::SramEcc),
            generic_version: u8::from(processor.is_generic()),
        }
    }

    /// Parse either syntax: V4 `amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-`
    /// or V3 `amdgcn-amd-amdhsa--gfx902+xnack`. The triple may be omitted
    /// (`gfx90a:xnack+`), which implies `amdgcn-amd-amdhsa-`.
    pub fn parse(s: &str) -> Result<Self, TargetError> {
        let syntax = |col: usize, why| TargetError::Syntax {
            id: s.to_string(),
            col: col + 1,
            why,
        };
        // The processor part starts after the fourth '-' when a triple is present.
        let head = &s[..s.find([':', '+']).unwrap_or(s.len())];
        // Generic targets have dashes of their own (`gfx9-4-generic`).
        let (triple, rest, rest_at) = if head.contains('-') && Processor::by_name(head).is_none() {
            let mut parts = Vec::new();
            let mut start = 0;
            for (i, c) in s.char_indices() {
                if c == '-' && parts.len() < 4 {
                    parts.push(&s[start..i]);
                    start = i + 1;
                }
            }
            if parts.len() < 4 {
                return Err(syntax(
                    s.len(),
                    "expected `arch-vendor-os-environment-processor`",
                ));
            }
            (Some(parts), &s[start..], start)
        } else {
            (None, s, 0)
        };
        let name_end = rest.find([':', '+']).unwrap_or(rest.len());
        let name = &rest[..name_end];
        if name.is_empty() {
            return Err(syntax(rest_at, "expected a processor name"));
        }
        let processor =
            Processor::by_name(name).ok_or_else(|| TargetError::UnknownProcessor(name.into()))?;
        let mut id = TargetId::new(processor);
        if let Some(parts) = triple {
            if parts[0] != processor.arch.name() {
                return Err(syntax(0, "architecture does not match the processor"));
            }
            if parts[1].is_empty() {
                return Err(syntax(parts[0].len() + 1, "expected a vendor"));
            }
            id.arch = parts[0].into();
            id.vendor = parts[1].into();
            id.os = parts[2].into();
            id.environment = parts[3].into();
        }
        let feats = &rest[name_end..];
        let mut seen_x = false;
        let mut seen_s = false;
        let mut set = |fname: &str, setting: FeatureSetting, col: usize| {
            let (feature, seen) = match fname {
                "xnack" => (Feature::Xnack, &mut seen_x),
                "sramecc" | "sram-ecc" => (Feature::SramEcc, &mut seen_s),
                "" => return Err(syntax(col, "expected a feature name")),
                _ => return Err(TargetError::UnknownFeature(fname.into())),
            };
            if !processor.supports(feature) {
                return Err(TargetError::Unsupported {
                    processor: processor.name,
                    feature: feature.name(),
                });
            }
            if std::mem::replace(seen, true) {
                return Err(TargetError::Duplicate(feature.name()));
            }
            match feature {
                Feature::Xnack => id.xnack = setting,
                _ => id.sramecc = setting,
            }
            Ok(())
        };
        if let Some(list) = feats.strip_prefix(':') {
            // V4: `:name+` / `:name-`.
            let mut at = rest_at + name_end;
            for item in list.split(':') {
                at += 1;
                let (fname, setting) = if let Some(n) = item.strip_suffix('+') {
                    (n, FeatureSetting::On)
                } else if let Some(n) = item.strip_suffix('-') {
                    (n, FeatureSetting::Off)
                } else {
                    return Err(syntax(
                        at + item.len(),
                        "expected `+` or `-` after the feature",
                    ));
                };
                set(fname, setting, at)?;
                at += item.len();
            }
        } else if let Some(list) = feats.strip_prefix('+') {
            // V3: `+name`, meaning enabled; absent features are disabled.
            let mut at = rest_at + name_end;
            for item in list.split('+') {
                at += 1;
                set(item, FeatureSetting::On, at)?;
                at += item.len();
            }
            for (f, seen) in [(Feature::Xnack, seen_x), (Feature::SramEcc, seen_s)] {
                if processor.supports(f) && !seen {
                    match f {
                        Feature::Xnack => id.xnack = FeatureSetting::Off,
                        _ => id.sramecc = FeatureSetting::Off,
                    }
                }
            }
        } else if !feats.is_empty() {
            return Err(syntax(rest_at + name_end, "expected `:` or `+`"));
        }
        Ok(id)
    }

    /// Parse with the meaning a code object version gives: before V4 a
    /// feature not written is off (V2/V3 cannot express `any`); from V4 on it
    /// is `any`.
    pub fn parse_for_version(s: &str, v: CodeObjectVersion) -> Result<Self, TargetError> {
        let mut id = Self::parse(s)?;
        if !v.has_feature_fields() {
            for f in [&mut id.xnack, &mut id.sramecc] {
                if *f == FeatureSetting::Any {
                    *f = FeatureSetting::Off;
                }
            }
        }
        Ok(id)
    }

    fn triple(&self) -> String {
        format!(
            "{}-{}-{}-{}",
            self.arch, self.vendor, self.os, self.environment
        )
    }

    /// The V4 spelling: features in alphabetical order, only those set to on
    /// or off (`any` is the absence of the feature).
    pub fn to_v4_string(&self) -> String {
        let mut s = format!("{}-{}", self.triple(), self.processor.name);
        for (name, set) in [("sramecc", self.sramecc), ("xnack", self.xnack)] {
            match set {
                FeatureSetting::On => s += &format!(":{name}+"),
                FeatureSetting::Off => s += &format!(":{name}-"),
                _ => {}
            }
        }
        s
    }

    /// The V2/V3 spelling: `+xnack` then `+sram-ecc` for features on (or any,
    /// which V3 cannot express and LLVM 14 treats as on).
    pub fn to_v3_string(&self) -> String {
        let mut s = format!("{}-{}", self.triple(), self.processor.name);
        if self.xnack.on_or_any() {
            s += "+xnack";
        }
        if self.sramecc.on_or_any() {
            s += "+sram-ecc";
        }
        s
    }

    /// The spelling used by a given code object version.
    pub fn to_string_for(&self, v: CodeObjectVersion) -> String {
        if v.has_feature_fields() {
            self.to_v4_string()
        } else {
            self.to_v3_string()
        }
    }

    /// `e_flags` for this target in a code object of version `v`.
    pub fn e_flags(&self, v: CodeObjectVersion) -> u32 {
        let mut f = self.processor.mach;
        if v.0 >= 6 {
            f |= u32::from(self.generic_version) << 24;
        }
        if v.has_feature_fields() {
            f |= match self.xnack {
                FeatureSetting::Unsupported => 0,
                FeatureSetting::Any => eflags::XNACK_ANY_V4,
                FeatureSetting::Off => eflags::XNACK_OFF_V4,
                FeatureSetting::On => eflags::XNACK_ON_V4,
            };
            f |= match self.sramecc {
                FeatureSetting::Unsupported => 0,
                FeatureSetting::Any => eflags::SRAMECC_ANY_V4,
                FeatureSetting::Off => eflags::SRAMECC_OFF_V4,
                FeatureSetting::On => eflags::SRAMECC_ON_V4,
            };
        } else {
            if self.xnack.on_or_any() {
                f |= eflags::XNACK_V3;
            }
            if self.sramecc.on_or_any() {
                f |= eflags::SRAMECC_V3;
            }
        }
        f
    }

    /// Decode `e_flags` of a code object of version `v` (triple
    /// `amdgcn-amd-<os>--`).
    pub fn from_e_flags(flags: u32, v: CodeObjectVersion, os: &str) -> Result<Self, TargetError> {
        let mach = flags & eflags::MACH;
        let processor = Processor::by_mach(mach).ok_or(TargetError::UnknownMach(flags, mach))?;
        let mut id = TargetId::new(processor);
        id.os = os.into();
        id.generic_version = 0;
        let bad = |why: String| TargetError::BadFlags { flags, why };
        let check = |f: Feature, setting: FeatureSetting| {
            if setting != FeatureSetting::Unsupported && !processor.supports(f) {
                Err(bad(format!(
                    "{} is set but {} does not support it",
                    f.name(),
                    processor.name
                )))
            } else {
                Ok(())
            }
        };
        if v.has_feature_fields() {
            let decode = |bits: u32, shift: u32| match (bits >> shift) & 3 {
                0 => FeatureSetting::Unsupported,
                1 => FeatureSetting::Any,
                2 => FeatureSetting::Off,
                _ => FeatureSetting::On,
            };
            id.xnack = decode(flags, 8);
            id.sramecc = decode(flags, 10);
            check(Feature::Xnack, id.xnack)?;
            check(Feature::SramEcc, id.sramecc)?;
            // A supported feature always has a setting in V4.
            for (f, s) in [(Feature::Xnack, id.xnack), (Feature::SramEcc, id.sramecc)] {
                if processor.supports(f) && s == FeatureSetting::Unsupported {
                    return Err(bad(format!(
                        "{} supports {} but the flags mark it unsupported",
                        processor.name,
                        f.name()
                    )));
                }
            }
            if v.0 >= 6 {
                // AMDGPUUsage, "Generic Processor Versioning": 1 to 255 for a
                // generic code object, always 0 otherwise.
                let gv = (flags >> 24) as u8;
                if processor.is_generic() && gv == 0 {
                    return Err(bad(format!(
                        "generic target {} with generic code object version 0 (must be 1 to 255)",
                        processor.name
                    )));
                }
                if !processor.is_generic() && gv != 0 {
                    return Err(bad(format!(
                        "generic code object version {gv} on {}, which is not a generic target (must be 0)",
                        processor.name
                    )));
                }
                id.generic_version = gv;
            } else {
                id.generic_version = 0;
            }
            let reserved = if v.0 >= 6 {
                !(eflags::MACH | eflags::XNACK_V4 | eflags::SRAMECC_V4 | eflags::GENERIC_VERSION_V6)
            } else {
                !(eflags::MACH | eflags::XNACK_V4 | eflags::SRAMECC_V4)
            };
            if flags & reserved != 0 {
                return Err(bad(format!("reserved bits 0x{:x} set", flags & reserved)));
            }
        } else {
            let on = |bit: u32, f: Feature| {
                if !processor.supports(f) {
                    FeatureSetting::Unsupported
                } else if flags & bit != 0 {
                    FeatureSetting::On
                } else {
                    FeatureSetting::Off
                }
            };
            if flags & eflags::XNACK_V3 != 0 && !processor.supports(Feature::Xnack) {
                return Err(bad(format!(
                    "xnack is set but {} does not support it",
                    processor.name
                )));
            }
            if flags & eflags::SRAMECC_V3 != 0 && !processor.supports(Feature::SramEcc) {
                return Err(bad(format!(
                    "sramecc is set but {} does not support it",
                    processor.name
                )));
            }
            id.xnack = on(eflags::XNACK_V3, Feature::Xnack);
            id.sramecc = on(eflags::SRAMECC_V3, Feature::SramEcc);
            let reserved = !(eflags::MACH | eflags::XNACK_V3 | eflags::SRAMECC_V3);
            if flags & reserved != 0 {
                return Err(bad(format!("reserved bits 0x{:x} set", flags & reserved)));
            }
        }
        Ok(id)
    }

    /// `-mattr` for `llvm-mc`/`clang` that selects these feature settings
    /// (empty when all are the default `any`).
    pub fn mattr(&self) -> String {
        let mut v = Vec::new();
        for (name, set) in [("xnack", self.xnack), ("sramecc", self.sramecc)] {
            match set {
                FeatureSetting::On => v.push(format!("+{name}")),
                FeatureSetting::Off => v.push(format!("-{name}")),
                _ => {}
            }
        }
        v.join(",")
    }
}

impl fmt::Display for TargetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_v4_string())
    }
}

/// Why a code object would not load on a device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incompatibility {
    /// Different processors.
    Processor {
        /// The code object's.
        code: &'static str,
        /// The device's.
        device: &'static str,
    },
    /// A generic target whose code does not run on the device's processor.
    NotGenericMember {
        /// The code object's generic target.
        code: &'static Processor,
        /// The device's.
        device: &'static str,
    },
    /// The device ID names a generic target (a device is one processor).
    GenericDevice(&'static Processor),
    /// A generic target in a code object before V6.
    GenericBeforeV6 {
        /// The generic target.
        code: &'static str,
        /// The code object version.
        version: CodeObjectVersion,
    },
    /// A feature compiled on (off) while the device runs with it off (on).
    Feature {
        /// Feature name.
        feature: &'static str,
        /// The code object's setting.
        code: FeatureSetting,
        /// The device's setting.
        device: FeatureSetting,
    },
}

impl fmt::Display for Incompatibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Incompatibility::Processor { code, device } => write!(
                f,
                "processor mismatch: the code object is for {code}, the device is {device}"
            ),
            Incompatibility::NotGenericMember { code, device } => write!(
                f,
                "processor mismatch: the code object is for the generic target {}, which runs on {} but not on {device}",
                code.name,
                code.generic_members().join(", ")
            ),
            Incompatibility::GenericDevice(g) => write!(
                f,
                "the device ID names the generic target {}; a device is one processor ({})",
                g.name,
                g.generic_members().join(", ")
            ),
            Incompatibility::GenericBeforeV6 { code, version } => write!(
                f,
                "generic target {code} in code object {version}: generic targets exist only from code object V6"
            ),
            Incompatibility::Feature {
                feature,
                code,
                device,
            } => write!(
                f,
                "{feature} mismatch: the code object was compiled with {feature} {}, the device runs with {feature} {}",
                code.name(),
                device.name()
            ),
        }
    }
}

/// Result of matching a code object's target ID against a device's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compatibility {
    /// Reasons the code object would be rejected (empty: it loads).
    pub errors: Vec<Incompatibility>,
    /// Things that depend on how the device is configured at run time.
    pub notes: Vec<String>,
}

/// Target-ID matching as the HSA runtime loader does it: the processors must
/// be the same, or the code object's generic target must list the device's
/// processor (AMDGPUUsage, "AMDGPU Generic Processors"); each of xnack and
/// sramecc compiled as `any` matches every device mode, compiled `on`/`off`
/// must equal the device's mode.
pub fn check_compatibility(code: &TargetId, device: &TargetId) -> Compatibility {
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    if device.processor.is_generic() {
        errors.push(Incompatibility::GenericDevice(device.processor));
        return Compatibility { errors, notes };
    }
    if code.processor.is_generic() {
        if !code
            .processor
            .generic_members()
            .contains(&device.processor.name)
        {
            errors.push(Incompatibility::NotGenericMember {
                code: code.processor,
                device: device.processor.name,
            });
            return Compatibility { errors, notes };
        }
        // AMDGPUUsage: a generic code object runs on a listed processor if its
        // version is at least the one that added the processor; the document
        // lists no processor added after version 1.
        notes.push(format!(
            "generic target {} (generic code object version {}) runs on {}",
            code.processor.name, code.generic_version, device.processor.name
        ));
    } else if code.processor.mach != device.processor.mach {
        errors.push(Incompatibility::Processor {
            code: code.processor.name,
            device: device.processor.name,
        });
        return Compatibility { errors, notes };
    }
    for (name, c, d) in [
        ("xnack", code.xnack, device.xnack),
        ("sramecc", code.sramecc, device.sramecc),
    ] {
        match (c, d) {
            (FeatureSetting::Unsupported, _) | (_, FeatureSetting::Unsupported) => {}
            (FeatureSetting::Any, _) => {}
            (c, FeatureSetting::Any) => notes.push(format!(
                "the code object needs {name} {}; it loads only if the device runs with {name} {} (the device ID leaves it unspecified)",
                c.name(),
                c.name()
            )),
            (c, d) if c == d => {}
            (c, d) => errors.push(Incompatibility::Feature {
                feature: name,
                code: c,
                device: d,
            }),
        }
    }
    Compatibility { errors, notes }
}

/// [`check_compatibility`] for a code object of version `version` (`None`
/// for OS ABIs other than HSA): generic targets also need code object V6.
pub fn check_code_object(
    code: &TargetId,
    version: Option<CodeObjectVersion>,
    device: &TargetId,
) -> Compatibility {
    let mut c = check_compatibility(code, device);
    if let Some(v) = version {
        if code.processor.is_generic() && v.0 < 6 {
            c.errors.insert(
                0,
                Incompatibility::GenericBeforeV6 {
                    code: code.processor.name,
                    version: v,
                },
            );
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print_v4() {
        let t = TargetId::parse("amdgcn-amd-amdhsa--gfx90a:xnack-:sramecc+").unwrap();
        assert_eq!(t.processor.name, "gfx90a");
        assert_eq!(t.xnack, FeatureSetting::Off);
        assert_eq!(t.sramecc, FeatureSetting::On);
        assert_eq!(
            t.to_v4_string(),
            "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"
        );
        assert_eq!(t.e_flags(CodeObjectVersion(4)), 0xe3f);
    }

    #[test]
    fn parse_and_print_v3() {
        let t = TargetId::parse("amdgcn-amd-amdhsa--gfx906+xnack").unwrap();
        assert_eq!(t.xnack, FeatureSetting::On);
        assert_eq!(t.sramecc, FeatureSetting::Off);
        assert_eq!(t.to_v3_string(), "amdgcn-amd-amdhsa--gfx906+xnack");
        assert_eq!(t.e_flags(CodeObjectVersion(3)), 0x12f);
    }

    #[test]
    fn aliases_and_errors() {
        assert_eq!(TargetId::parse("tonga").unwrap().processor.name, "gfx802");
        assert!(matches!(
            TargetId::parse("gfx1030:xnack+"),
            Err(TargetError::Unsupported {
                feature: "xnack",
                ..
            })
        ));
        assert!(matches!(
            TargetId::parse("gfx900:xnack+:xnack-"),
            Err(TargetError::Duplicate("xnack"))
        ));
        assert!(matches!(
            TargetId::parse("gfx900:xnack"),
            Err(TargetError::Syntax { .. })
        ));
        assert!(matches!(
            TargetId::parse("gfx999"),
            Err(TargetError::UnknownProcessor(_))
        ));
        assert!(matches!(
            TargetId::parse("gfx900:foo+"),
            Err(TargetError::UnknownFeature(_))
        ));
    }

    #[test]
    fn eflags_round_trip_every_processor() {
        for p in PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn) {
            for v in [3, 4, 6] {
                let v = CodeObjectVersion(v);
                let t = TargetId::new(p);
                let back = TargetId::from_e_flags(t.e_flags(v), v, "amdhsa").unwrap();
                assert_eq!(back.processor, p);
                if v.0 == 6 {
                    assert_eq!(back, t);
                }
            }
        }
    }

    #[test]
    fn v5_v6_flags() {
        // V5 uses the V4 layout; V6 adds the generic version in bits 24..31:
        // 1 to 255 for a generic target, 0 for the others (AMDGPUUsage).
        let t = TargetId::from_e_flags(0x0100_0151, CodeObjectVersion(6), "amdhsa").unwrap();
        assert_eq!(t.processor.name, "gfx9-generic");
        assert_eq!((t.xnack, t.generic_version), (FeatureSetting::Any, 1));
        assert_eq!(t.e_flags(CodeObjectVersion(6)), 0x0100_0151);
        let t = TargetId::from_e_flags(0xff00_0359, CodeObjectVersion(6), "amdhsa");
        assert!(t.is_err(), "gfx12-generic has no xnack: {t:?}");
        let t = TargetId::from_e_flags(0xff00_0059, CodeObjectVersion(6), "amdhsa").unwrap();
        assert_eq!(
            (t.processor.name, t.generic_version),
            ("gfx12-generic", 255)
        );
        for (flags, why) in [
            (0x0100_053f, "generic code object version 1 on gfx90a"),
            (0x0000_0151, "generic code object version 0"),
        ] {
            let e = TargetId::from_e_flags(flags, CodeObjectVersion(6), "amdhsa").unwrap_err();
            assert!(e.to_string().contains(why), "{e}");
        }
        assert!(TargetId::from_e_flags(0x0100_053f, CodeObjectVersion(5), "amdhsa").is_err());
        assert_eq!(
            CodeObjectVersion::from_hsa_abi_version(3),
            Some(CodeObjectVersion(5))
        );
        assert_eq!(CodeObjectVersion::from_hsa_abi_version(255), None);
    }

    /// Every processor of LLVM's current AMDGPUUsage `EF_AMDGPU_MACH` table
    /// (and gfx940, gfx941), with the value and GFX version it documents.
    #[test]
    fn new_processors_follow_amdgpuusage() {
        for (name, mach) in [
            ("gfx940", 0x040),
            ("gfx941", 0x04b),
            ("gfx942", 0x04c),
            ("gfx950", 0x04f),
            ("gfx1036", 0x045),
            ("gfx1100", 0x041),
            ("gfx1101", 0x046),
            ("gfx1102", 0x047),
            ("gfx1103", 0x044),
            ("gfx1150", 0x043),
            ("gfx1151", 0x04a),
            ("gfx1152", 0x055),
            ("gfx1153", 0x058),
            ("gfx1200", 0x048),
            ("gfx1201", 0x04e),
            ("gfx9-generic", 0x051),
            ("gfx10-1-generic", 0x052),
            ("gfx10-3-generic", 0x053),
            ("gfx11-generic", 0x054),
            ("gfx12-generic", 0x059),
            ("gfx9-4-generic", 0x05f),
        ] {
            let p = Processor::by_mach(mach).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(p.name, name);
            assert_eq!(Processor::by_name(name), Some(p));
        }
        // Target features (the processor tables' "Target Features Supported").
        let feats = |n: &str| {
            let p = Processor::by_name(n).unwrap();
            [
                Feature::Xnack,
                Feature::SramEcc,
                Feature::TgSplit,
                Feature::WavefrontSize64,
            ]
            .map(|f| p.supports(f))
        };
        assert_eq!(feats("gfx942"), [true, true, true, false]);
        assert_eq!(feats("gfx950"), [true, true, true, false]);
        assert_eq!(feats("gfx1100"), [false, false, false, true]);
        assert_eq!(feats("gfx1201"), [false, false, false, true]);
        assert_eq!(feats("gfx9-generic"), [true, false, false, false]);
        assert_eq!(feats("gfx9-4-generic"), [true, true, true, false]);
        assert_eq!(feats("gfx10-1-generic"), [true, false, false, true]);
        assert_eq!(feats("gfx10-3-generic"), [false, false, false, true]);
        // Unique machine values and names.
        for (i, p) in PROCESSORS.iter().enumerate() {
            assert!(
                PROCESSORS[..i]
                    .iter()
                    .all(|q| q.mach != p.mach && q.name != p.name),
                "{}",
                p.name
            );
        }
        // Target IDs of generic targets parse with and without the triple.
        let t = TargetId::parse("gfx9-4-generic:sramecc-:xnack+").unwrap();
        assert_eq!(
            (t.processor.name, t.sramecc, t.xnack),
            ("gfx9-4-generic", FeatureSetting::Off, FeatureSetting::On)
        );
        let t = TargetId::parse("amdgcn-amd-amdhsa--gfx10-1-generic:xnack-").unwrap();
        assert_eq!(
            t.to_v4_string(),
            "amdgcn-amd-amdhsa--gfx10-1-generic:xnack-"
        );
        assert!(matches!(
            TargetId::parse("gfx12-generic:xnack+"),
            Err(TargetError::Unsupported {
                feature: "xnack",
                ..
            })
        ));
    }

    #[test]
    fn generic_targets_run_on_their_processors_only() {
        let code = TargetId::from_e_flags(0x0100_0151, CodeObjectVersion(6), "amdhsa").unwrap();
        for (dev, loads) in [
            ("gfx906", true),
            ("gfx90c:xnack-", true),
            ("gfx908", false),
            ("gfx1030", false),
        ] {
            let d = TargetId::parse(dev).unwrap();
            let c = check_code_object(&code, Some(CodeObjectVersion(6)), &d);
            assert_eq!(c.errors.is_empty(), loads, "{dev}: {:?}", c.errors);
        }
        let c = check_code_object(
            &code,
            Some(CodeObjectVersion(6)),
            &TargetId::parse("gfx1030").unwrap(),
        );
        assert_eq!(
            c.errors[0].to_string(),
            "processor mismatch: the code object is for the generic target gfx9-generic, which runs on gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c but not on gfx1030"
        );
        // xnack still has to match on a member processor.
        let on = TargetId::parse("gfx9-generic:xnack+").unwrap();
        let c = check_code_object(
            &on,
            Some(CodeObjectVersion(6)),
            &TargetId::parse("gfx900:xnack-").unwrap(),
        );
        assert!(matches!(
            c.errors[0],
            Incompatibility::Feature {
                feature: "xnack",
                ..
            }
        ));
        // Generic targets need V6; a device is never generic.
        let c = check_code_object(
            &code,
            Some(CodeObjectVersion(5)),
            &TargetId::parse("gfx900").unwrap(),
        );
        assert!(matches!(
            c.errors[0],
            Incompatibility::GenericBeforeV6 { .. }
        ));
        let c = check_code_object(
            &code,
            Some(CodeObjectVersion(6)),
            &TargetId::parse("gfx9-generic").unwrap(),
        );
        assert!(matches!(c.errors[0], Incompatibility::GenericDevice(_)));
        // Every member of every generic target is in the table, and points back.
        for g in PROCESSORS.iter().filter(|p| p.is_generic()) {
            assert!(!g.generic_members().is_empty());
            for m in g.generic_members() {
                let p = Processor::by_name(m).unwrap();
                assert_eq!(p.generic_target(), Some(g));
                assert_eq!(p.major, g.major, "{m}");
            }
        }
    }

    #[test]
    fn compatibility_rules() {
        let co = TargetId::parse("gfx90a:xnack+").unwrap();
        let dev_on = TargetId::parse("gfx90a:xnack+:sramecc+").unwrap();
        let dev_off = TargetId::parse("gfx90a:xnack-").unwrap();
        assert!(check_compatibility(&co, &dev_on).errors.is_empty());
        assert_eq!(check_compatibility(&co, &dev_off).errors.len(), 1);
        let any = TargetId::parse("gfx90a").unwrap();
        assert!(check_compatibility(&any, &dev_off).errors.is_empty());
        let other = TargetId::parse("gfx908").unwrap();
        assert!(matches!(
            check_compatibility(&any, &other).errors[0],
            Incompatibility::Processor { .. }
        ));
    }
}
