//! The emulator's form of an instruction: its operation (what the
//! interpreter does) and its operands resolved to register-file slots and
//! typed constants, built once per instruction when a code object is
//! loaded (`lower.rs`).

use crate::float::Fmt;
use crate::memory::AtomicOp;

/// Scalar register-file slots: the hardware's operand encoding (SGPRs
/// 0-105, `flat_scratch` 102-103 on GFX9, `xnack_mask` 104-105, `vcc`
/// 106-107, `ttmp` 108-123, `m0` 124, `null` 125, `exec` 126-127).
pub(crate) const VCC: u8 = 106;
pub(crate) const FLAT_SCRATCH: u8 = 102;
pub(crate) const TTMP: u8 = 108;
pub(crate) const M0: u8 = 124;
pub(crate) const NULL: u8 = 125;
pub(crate) const EXEC: u8 = 126;
/// Size of the scalar file.
pub(crate) const SREGS: usize = 128;

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Opnd {
    /// Absent.
    None,
    /// A VGPR (first of a range).
    V(u16),
    /// An AGPR (first of a range).
    A(u16),
    /// A scalar register-file slot (first of a range).
    S(u8),
    /// A constant (inline or literal), already typed: its bits.
    K(u64),
    /// `src_vccz`, `src_execz`, `src_scc`, apertures...
    Special(Special),
    /// `off` (no address register).
    Off,
}

/// Source operands that are neither registers nor constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Special {
    Vccz,
    Execz,
    Scc,
    SharedBase,
    SharedLimit,
    PrivateBase,
    PrivateLimit,
    LdsDirect,
    PopsExitingWaveId,
}

/// How a source's value is typed, for constants (inline constants depend
/// on it, and so does a 32-bit literal in a 64-bit operand: zero-extended
/// for unsigned and untyped integers, sign-extended for signed ones, the
/// high half of a double).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    B32,
    I16,
    F16,
    U64,
    I64,
    F64,
}

/// The encoding an instruction was decoded from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Enc {
    Sop,
    Smem,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    Sdwa,
    Dpp,
    Dpp8,
    Ds,
    Flat,
    Global,
    Scratch,
    Mubuf,
    Other,
}

impl Enc {
    pub fn is_valu(self) -> bool {
        matches!(
            self,
            Enc::Vop1
                | Enc::Vop2
                | Enc::Vopc
                | Enc::Vop3
                | Enc::Vop3p
                | Enc::Sdwa
                | Enc::Dpp
                | Enc::Dpp8
        )
    }
    pub fn is_vmem(self) -> bool {
        matches!(self, Enc::Flat | Enc::Global | Enc::Scratch | Enc::Mubuf)
    }
}

/// Comparisons of the scalar and integer vector compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cmp {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Ne,
    Ge,
    T,
}

/// Integer types of compares and scalar operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntTy {
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

impl IntTy {
    pub fn bits(self) -> u32 {
        match self {
            IntTy::I16 | IntTy::U16 => 16,
            IntTy::I32 | IntTy::U32 => 32,
            _ => 64,
        }
    }
    pub fn signed(self) -> bool {
        matches!(self, IntTy::I16 | IntTy::I32 | IntTy::I64)
    }
}

/// Branch conditions of `s_cbranch_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cond {
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

/// The counters of `s_waitcnt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Counter {
    Vm,
    Exp,
    Lgkm,
    Vs,
}

/// SOP2 operations (32- or 64-bit per `wide`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum S2 {
    AddU,
    SubU,
    AddI,
    SubI,
    Addc,
    Subb,
    MinI,
    MinU,
    MaxI,
    MaxU,
    Cselect,
    And,
    Or,
    Xor,
    Andn2,
    Orn2,
    Nand,
    Nor,
    Xnor,
    Lshl,
    Lshr,
    Ashr,
    Bfm,
    MulI,
    BfeU,
    BfeI,
    AbsdiffI,
    LshlAdd(u8),
    PackLl,
    PackLh,
    PackHh,
    MulHiU,
    MulHiI,
}

/// SOP1 operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum S1 {
    Mov,
    Cmov,
    Not,
    Wqm,
    Brev,
    Bcnt0,
    Bcnt1,
    Ff0,
    Ff1,
    Flbit,
    FlbitI32,
    SextI8,
    SextI16,
    Bitset0,
    Bitset1,
    Abs,
    /// `s_<op>_saveexec`: sdst = exec, exec = op(src, exec) (the 2-bit
    /// logic op of `S2`, `not_first`: the source is inverted first).
    Saveexec(S2, bool),
    /// `s_andn1_wrexec`/`s_andn2_wrexec`.
    Wrexec(bool),
    Quadmask,
    Movrels,
    Movreld,
    Movrelsd,
}

/// VALU operations, one per hardware operation (the encodings share them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum V {
    // Moves and lane access.
    Nop,
    Mov32,
    Mov64,
    Readfirstlane,
    Readlane,
    Writelane,
    Movrels,
    Movreld,
    Movrelsd,
    Swap,
    AccRead,
    AccWrite,
    AccMov,
    // Float unary.
    Fract(Fmt),
    Trunc(Fmt),
    Ceil(Fmt),
    Rndne(Fmt),
    Floor(Fmt),
    Exp(Fmt),
    Log(Fmt),
    Rcp(Fmt),
    Rsq(Fmt),
    Sqrt(Fmt),
    Sin(Fmt),
    Cos(Fmt),
    FrexpMant(Fmt),
    FrexpExp(Fmt),
    ExpLegacy,
    LogLegacy,
    // Conversions.
    CvtF32I32,
    CvtF32U32,
    CvtI32F32,
    CvtU32F32,
    CvtF16F32,
    CvtF32F16,
    CvtRpiI32F32,
    CvtFlrI32F32,
    CvtF32F64,
    CvtF64F32,
    CvtI32F64,
    CvtU32F64,
    CvtF64I32,
    CvtF64U32,
    CvtF32Ubyte(u8),
    CvtF16U16,
    CvtF16I16,
    CvtU16F16,
    CvtI16F16,
    CvtNormI16F16,
    CvtNormU16F16,
    CvtPkrtzF16F32,
    CvtPknormI16F32,
    CvtPknormU16F32,
    CvtPkU16U32,
    CvtPkI16I32,
    CvtPkU8F32,
    SatPkU8I16,
    // Integer unary.
    Not,
    Bfrev,
    FfbhU32,
    FfblB32,
    FfbhI32,
    // Float binary.
    Add(Fmt),
    Sub(Fmt),
    Subrev(Fmt),
    Mul(Fmt),
    MulLegacy,
    Min(Fmt),
    Max(Fmt),
    Ldexp(Fmt),
    /// `v_mac_*`/`v_fmac_*`: D = S0 * S1 + D (`fused`).
    Mac(Fmt, bool),
    /// `v_madmk`/`v_fmamk`: D = S0 * K + S1.
    Madmk(Fmt, bool),
    /// `v_madak`/`v_fmaak`: D = S0 * S1 + K.
    Madak(Fmt, bool),
    // Float ternary.
    Fma(Fmt),
    /// Unfused multiply-add (`v_mad_f32`, `v_mad_f16`, `v_mad_legacy_f32`).
    Mad(Fmt),
    MadLegacy,
    FmaLegacy,
    Min3(Fmt),
    Max3(Fmt),
    Med3(Fmt),
    DivFixup(Fmt),
    DivFmas(Fmt),
    DivScale(Fmt),
    TrigPreop,
    // Integer binary (32-bit unless noted).
    AddU32,
    SubU32,
    SubrevU32,
    /// `v_add_co`/`v_sub_co`/`v_subrev_co` with carry-out, and with
    /// carry-in (`v_addc_co`, `v_subb_co`, `v_subbrev_co`).
    AddCo {
        sub: bool,
        rev: bool,
        carry_in: bool,
    },
    /// Signed 32-bit add/sub with clamp (`v_add_i32` GFX9 VOP3, `v_add_nc_i32`).
    AddI32 {
        sub: bool,
    },
    MulLoU32,
    MulHiU32,
    MulHiI32,
    MulI32I24,
    MulHiI32I24,
    MulU32U24,
    MulHiU32U24,
    MinI32,
    MinU32,
    MaxI32,
    MaxU32,
    LshrRev,
    AshrRev,
    LshlRev,
    And,
    Or,
    Xor,
    Xnor,
    Bfm,
    Bcnt,
    MbcntLo,
    MbcntHi,
    // 16-bit integer.
    AddU16,
    SubU16,
    SubrevU16,
    AddI16 {
        sub: bool,
    },
    MulLoU16,
    LshlRev16,
    LshrRev16,
    AshrRev16,
    MaxU16,
    MaxI16,
    MinU16,
    MinI16,
    MadU16,
    MadI16,
    // Integer ternary.
    BfeU32,
    BfeI32,
    Bfi,
    Alignbit,
    Alignbyte,
    MadI32I24,
    MadU32U24,
    Min3I32,
    Min3U32,
    Max3I32,
    Max3U32,
    Med3I32,
    Med3U32,
    Min3I16,
    Min3U16,
    Max3I16,
    Max3U16,
    Med3I16,
    Med3U16,
    Add3,
    LshlAdd,
    AddLshl,
    LshlOr,
    AndOr,
    Or3,
    Xor3,
    Xad,
    Perm,
    SadU8,
    SadHiU8,
    SadU16,
    SadU32,
    MsadU8,
    LerpU8,
    MadU64U32,
    MadI64I32,
    MulLoI32,
    Cndmask,
    // 64-bit.
    LshlRev64,
    LshrRev64,
    AshrRev64,
    // Cross-lane.
    Permlane16,
    Permlanex16,
    // Packed (VOP3P).
    PkMadI16,
    PkMulLoU16,
    PkAddI16,
    PkSubI16,
    PkLshlRev16,
    PkLshrRev16,
    PkAshrRev16,
    PkMaxI16,
    PkMinI16,
    PkMadU16,
    PkAddU16,
    PkSubU16,
    PkMaxU16,
    PkMinU16,
    PkFmaF16,
    PkAddF16,
    PkMulF16,
    PkMinF16,
    PkMaxF16,
    PkFmaF32,
    PkMulF32,
    PkAddF32,
    PkMovB32,
    /// `v_mad_mix*`/`v_fma_mix*`: f32 result (`mix`), or f16 in the low
    /// (`lo`) or high half.
    MadMix {
        fused: bool,
        half: u8,
    },
    Dot2F32F16,
    Dot2I32I16,
    Dot2U32U16,
    Dot4I32I8,
    Dot4U32U8,
    Dot8I32I4,
    Dot8U32U4,
    Dot2cF32F16,
    Dot4cI32I8,
    /// `v_pack_b32_f16`.
    PackB32F16,
    CubeId,
    CubeSc,
    CubeTc,
    CubeMa,
}

/// Data-share operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DsOp {
    /// Load `bytes` (sign-extended with `sext`); `d16`: 1 low half, 2 high
    /// half of the register (others kept).
    Read {
        bytes: u8,
        sext: bool,
        d16: u8,
    },
    /// Two loads at offset0 and offset1 (×4 or ×8 bytes, ×64 for st64).
    Read2 {
        b64: bool,
        st64: bool,
    },
    Write {
        bytes: u8,
        hi: bool,
    },
    Write2 {
        b64: bool,
        st64: bool,
    },
    /// Atomic on 32 or 64 bits, returning the old value with `rtn`.
    Atomic {
        op: AtomicOp,
        b64: bool,
        rtn: bool,
    },
    /// `ds_wrxchg2*`: two exchanges.
    Wrxchg2 {
        b64: bool,
        st64: bool,
    },
    Swizzle,
    Permute,
    Bpermute,
    Append,
    Consume,
    Nop,
}

/// Vector memory kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MemOp {
    /// Load of `bytes` (1, 2, 4, 8, 12, 16), sign-extended with `sext`;
    /// `d16`: 1 low half, 2 high half.
    Load { bytes: u8, sext: bool, d16: u8 },
    /// Store of `bytes`; `hi`: from the high half of the register.
    Store { bytes: u8, hi: bool },
    /// Atomic on 32 or 64 bits; `glc` asks for the old value.
    Atomic { op: AtomicOp, b64: bool },
    /// Cache invalidation or writeback: no data.
    Cache,
}

/// The operation of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Op {
    // Program control.
    Nop,
    Endpgm,
    Branch,
    Cbranch(Cond),
    Barrier,
    Waitcnt,
    /// GFX10 `s_waitcnt_<counter> sreg, imm`.
    WaitcntK(Counter),
    WaitcntDepctr,
    /// No effect in this model (`s_icache_inv`, `s_clause`, priorities,
    /// trace and prefetch hints).
    Hint,
    CodeEnd,
    Sleep,
    Trap,
    Sendmsg,
    SetGprIdxOn,
    SetGprIdxOff,
    SetGprIdxMode,
    SetGprIdxIdx,
    RoundMode,
    DenormMode,
    // Scalar ALU.
    S2 {
        op: S2,
        wide: bool,
    },
    S1 {
        op: S1,
        wide: bool,
    },
    SCmp(Cmp, IntTy),
    SCmpk(Cmp, IntTy),
    SBitcmp {
        one: bool,
        wide: bool,
    },
    SMovk,
    SCmovk,
    SAddk,
    SMulk,
    SGetreg,
    SSetreg,
    SSetregImm,
    SGetpc,
    SSetpc,
    SSwappc,
    SCall,
    // Scalar memory.
    SLoad {
        dwords: u8,
        buffer: bool,
    },
    SStore {
        dwords: u8,
        buffer: bool,
    },
    SMemtime,
    SCache,
    // Vector ALU.
    V(V),
    VCmp {
        pred: u8,
        fmt: Fmt,
        x: bool,
    },
    VCmpI {
        cmp: Cmp,
        ty: IntTy,
        x: bool,
    },
    VCmpClass {
        fmt: Fmt,
        x: bool,
    },
    // Memory.
    Ds(DsOp),
    Mem(MemOp),
    /// Not implemented: the interpreter stops here naming the instruction.
    Unsupported,
}

/// SDWA selections.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sdwa {
    /// Destination select (0-3 bytes, 4-5 words, 6 dword).
    pub dst_sel: u8,
    /// 0 pad with zeros, 1 sign-extend, 2 preserve.
    pub dst_unused: u8,
    /// Source selects.
    pub src_sel: [u8; 2],
    /// Source sign extension.
    pub sext: [bool; 2],
    /// GFX9 VOPC SDWA: the destination is an SGPR pair, not VCC.
    pub sdst: bool,
}

/// DPP controls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Dpp {
    pub ctrl: u16,
    pub row_mask: u8,
    pub bank_mask: u8,
    pub bound_ctrl: bool,
    pub fi: bool,
    /// DPP8 lane selects, 3 bits each.
    pub sel8: u32,
}

/// Flags of memory instructions.
pub(crate) mod flag {
    pub const GLC: u16 = 1;
    pub const SLC: u16 = 2;
    pub const DLC: u16 = 4;
    pub const GDS: u16 = 8;
    pub const OFFEN: u16 = 16;
    pub const IDXEN: u16 = 32;
    pub const LDS: u16 = 64;
    pub const TFE: u16 = 128;
    pub const ADDR64: u16 = 256;
    /// A `v_readfirstlane_b32` of a waterfall loop (a compare of its result
    /// with the same VGPR follows), whose source need not be uniform.
    pub const WATERFALL: u16 = 2048;
}

/// One instruction, ready to run.
#[derive(Clone, Debug)]
pub(crate) struct Ins {
    pub op: Op,
    pub enc: Enc,
    /// Vector or scalar destination (`vdst`, `sdst` of scalar ops, `sdata`
    /// of scalar loads, `vdst` of memory loads).
    pub dst: Opnd,
    /// Second destination: carry-out or compare mask of VOP3, the `sdst`
    /// of GFX9 VOPC SDWA.
    pub dst2: Opnd,
    /// Sources in order; memory: `[address, data, data1/saddr, rsrc or
    /// soffset]` per `lower.rs`.
    pub src: [Opnd; 4],
    pub abs: u8,
    pub neg: u8,
    pub neg_hi: u8,
    pub op_sel: u8,
    pub op_sel_hi: u8,
    pub clamp: bool,
    pub omod: u8,
    pub sdwa: Sdwa,
    pub dpp: Dpp,
    /// Immediate: `simm16`, offsets (`offset`, `offset0` for DS).
    pub imm: i64,
    /// DS `offset1`; MUBUF `soffset` constant.
    pub imm2: i64,
    pub flags: u16,
    /// Registers of the destination (dwords).
    pub dwords: u8,
    /// Registers of each source (for the checks).
    pub sw: [u8; 4],
    /// Byte address in `.text` (virtual address).
    pub addr: u64,
    /// Length in bytes.
    pub len: u8,
    /// The raw words (for the trace and error messages).
    pub inst: gcn::Inst,
}
