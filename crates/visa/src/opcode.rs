//! The opcode table: the single description of every vISA instruction.
//!
//! Each row gives the opcode number, the canonical mnemonic, the text syntax
//! group, the ordered binary fields and the platforms that have it. Parser,
//! printer, binary reader and writer and the verifier all walk these rows; an
//! instruction is added by adding a row (and, for a new syntax, a group).

use crate::types::Platform;

/// Operand classes a vector field accepts (bit set).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Classes(pub u8);

impl Classes {
    /// General variable.
    pub const G: Classes = Classes(1);
    /// Indirect.
    pub const I: Classes = Classes(2);
    /// Immediate.
    pub const IMM: Classes = Classes(4);
    /// Address variable.
    pub const A: Classes = Classes(8);
    /// Predicate variable.
    pub const P: Classes = Classes(16);
    /// Address-of.
    pub const AO: Classes = Classes(32);
    /// State (surface/sampler).
    pub const S: Classes = Classes(64);

    /// Union.
    pub const fn or(self, o: Classes) -> Classes {
        Classes(self.0 | o.0)
    }

    /// Whether the set contains all of `o`.
    pub fn has(self, o: Classes) -> bool {
        self.0 & o.0 == o.0
    }
}

const G: Classes = Classes::G;
const GI: Classes = Classes(1 | 2);
const GII: Classes = Classes(1 | 2 | 4);
const GIIA: Classes = Classes(1 | 2 | 4 | 32);
const GIMM: Classes = Classes(1 | 4);
const GIP: Classes = Classes(1 | 2 | 16);
const GIIP: Classes = Classes(1 | 2 | 4 | 16 | 32);
const MOVSRC: Classes = Classes(1 | 2 | 4 | 8 | 16 | 32);
const MOVDST: Classes = Classes(1 | 2 | 8);

/// The binary encoding and role of one instruction field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The exec-size byte (stored on the instruction).
    Exec,
    /// The 16-bit predicate (stored on the instruction).
    Pred,
    /// A destination vector operand.
    Dst(Classes),
    /// A source vector operand.
    Src(Classes),
    /// A raw operand (`UD var; UW offset`).
    Raw,
    /// An unsigned byte.
    U8,
    /// An unsigned word.
    U16,
    /// An unsigned doubleword.
    U32,
    /// A signed doubleword.
    I32,
    /// A 16-bit label index.
    Label,
    /// A surface index byte (`T#`).
    Surface,
    /// A sampler index byte (`S#`).
    Sampler,
    /// The sub-opcode byte; the rest of the layout comes from the sub-table.
    SubOp,
    /// A 16-bit string-pool index.
    Str16,
    /// A 32-bit string-pool index.
    Str32,
    /// A list of 16-bit labels whose length is the previous U8 field.
    LabelList,
    /// A list of raw operands whose length is the previous U8 field.
    RawList,
    /// A vector source present only when the instruction's `mode` (U16)
    /// field has this bit set (render-target writes).
    SrcIfMode(Classes, u16),
    /// A raw operand present only when the `mode` field has this bit set.
    RawIfMode(u16),
}

impl Kind {
    /// Whether this field is stored as an instruction operand (not exec/pred).
    pub fn is_operand(self) -> bool {
        !matches!(self, Kind::Exec | Kind::Pred)
    }

    /// Byte width of fixed-size primitive fields.
    pub fn prim_width(self) -> Option<usize> {
        Some(match self {
            Kind::U8 | Kind::Surface | Kind::Sampler | Kind::SubOp | Kind::Exec => 1,
            Kind::U16 | Kind::Label | Kind::Str16 | Kind::Pred => 2,
            Kind::U32 | Kind::I32 | Kind::Str32 => 4,
            _ => return None,
        })
    }
}

/// One field of an instruction layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    /// Field name (from the specification's format table).
    pub name: &'static str,
    /// Encoding and role.
    pub kind: Kind,
}

const fn f(name: &'static str, kind: Kind) -> Field {
    Field { name, kind }
}

const EXEC: Field = f("exec_size", Kind::Exec);
const PRED: Field = f("pred", Kind::Pred);

/// Text syntax group: which parser/printer routine handles the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// `[(P)] op[.sat] (exec) dst src...` arithmetic/logic/math.
    Alu,
    /// Logic instructions that may also take predicate operands.
    Logic,
    /// `addc`/`subb`: two destinations.
    AluCarry,
    /// `mov`.
    Mov,
    /// `min`/`max` (sub-op byte first).
    MinMax,
    /// `sel`.
    Sel,
    /// `cmp.<rel>`.
    Cmp,
    /// `setp`.
    Setp,
    /// `addr_add`.
    AddrAdd,
    /// `movs`.
    Movs,
    /// `bfn.x<ctrl>`.
    Bfn,
    /// `label:`.
    Label,
    /// `.function "name"` subroutine start.
    Subroutine,
    /// `jmp`/`goto`/`call` with a label.
    Branch,
    /// `ret`/`fret`.
    Ret,
    /// `fcall`.
    Fcall,
    /// `ifcall`.
    Ifcall,
    /// `faddr`.
    Faddr,
    /// `switchjmp`.
    Switchjmp,
    /// `.file`/`FILE`.
    File,
    /// `.loc`/`LOC`.
    Loc,
    /// Operand-less synchronisation (`barrier`, `yield`, `sampler_cache_flush`).
    Nullary,
    /// `wait`.
    Wait,
    /// `fence_*`.
    Fence,
    /// `sbarrier.*`.
    Sbarrier,
    /// `nbarrier.*`.
    Nbarrier,
    /// `lifetime.*`.
    Lifetime,
    /// `oword_ld`/`oword_st`/`oword_ld_unaligned`.
    Oword,
    /// `media_ld`/`media_st`.
    Media,
    /// `gather`/`scatter` (byte scattered, deprecated).
    Scatter,
    /// `gather4_typed`/`scatter4_typed`.
    ScatterTyped,
    /// `gather_scaled`/`scatter_scaled`.
    ScatterScaled,
    /// `gather4_scaled`/`scatter4_scaled`.
    Scatter4Scaled,
    /// `dword_atomic`.
    DwordAtomic,
    /// `typed_atomic`.
    TypedAtomic,
    /// `qw_gather`/`qw_scatter`.
    QwScatter,
    /// `svm_*` (sub-op).
    Svm,
    /// `sample`/`load` (legacy sampler).
    Sample,
    /// `sample_unorm`.
    SampleUnorm,
    /// `avs`.
    Avs,
    /// 3D sample family (`sample_3d`, `sample_l`, ...).
    Sample3d,
    /// 3D load family (`load_3d`, ...).
    Load3d,
    /// `sample4*` (gather4).
    Gather3d,
    /// `resinfo`/`sampleinfo`.
    Info3d,
    /// `rt_write_3d`.
    RtWrite,
    /// `rt_read`.
    RtRead,
    /// `urb_write_3d`.
    UrbWrite,
    /// `vme_ime`.
    VmeIme,
    /// `vme_sic`.
    VmeSic,
    /// `vme_fbr`.
    VmeFbr,
    /// `vme_idm`.
    VmeIdm,
    /// `raw_send`/`raw_sendc`.
    RawSend,
    /// `raw_sends*`.
    RawSends,
    /// `dpas.*`/`dpasw.*`.
    Dpas,
    /// `fcvt`.
    Fcvt,
    /// `srnd`.
    Srnd,
    /// `bf_cvt`.
    BfCvt,
    /// `invm`/`rsqtm`.
    MathMacro,
    /// LSC untyped (sub-op).
    LscUntyped,
    /// LSC typed (sub-op).
    LscTyped,
    /// `lsc_fence`.
    LscFence,
}

/// A sub-instruction of an opcode with a sub-opcode byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubOp {
    /// Sub-opcode value.
    pub value: u8,
    /// Mnemonic.
    pub mnemonic: &'static str,
    /// Fields after the sub-opcode byte.
    pub fields: &'static [Field],
}

/// One row of the opcode table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// Opcode number.
    pub opcode: u8,
    /// Canonical mnemonic (the reference's `ISA_Inst_Table` string).
    pub mnemonic: &'static str,
    /// Text syntax group.
    pub group: Group,
    /// Binary fields in order.
    pub fields: &'static [Field],
    /// Sub-instructions, for opcodes whose first operand is a sub-opcode.
    pub subops: &'static [SubOp],
    /// Whether `.sat` is allowed.
    pub sat: bool,
    /// Oldest platform with the instruction.
    pub since: Platform,
    /// Newest platform with the instruction (`None` = still present).
    pub until: Option<Platform>,
    /// Specification page (file name under `visa-spec/instructions*/`).
    pub page: &'static str,
}

impl OpInfo {
    /// The layout for a given sub-opcode (or the main layout).
    pub fn layout(&self, subop: Option<u8>) -> Option<Vec<Field>> {
        if self.subops.is_empty() {
            return Some(self.fields.to_vec());
        }
        let s = self.subop(subop?)?;
        let mut v = self.fields.to_vec();
        v.extend_from_slice(s.fields);
        Some(v)
    }

    /// The sub-instruction with this value.
    pub fn subop(&self, v: u8) -> Option<&'static SubOp> {
        self.subops.iter().find(|s| s.value == v)
    }

    /// Whether `p` has this instruction.
    pub fn on(&self, p: Platform) -> bool {
        p >= self.since && self.until.is_none_or(|u| p <= u) && !platform_gap(self.opcode, p)
    }

    /// Whether the layout has an exec-size field.
    pub fn has_exec(&self, subop: Option<u8>) -> bool {
        self.layout(subop)
            .is_some_and(|l| l.iter().any(|f| f.kind == Kind::Exec))
    }

    /// Whether the layout has a predicate field.
    pub fn has_pred(&self, subop: Option<u8>) -> bool {
        self.layout(subop)
            .is_some_and(|l| l.iter().any(|f| f.kind == Kind::Pred))
    }
}

const ALL: Platform = Platform::Bdw;

/// Platforms inside an instruction's range that lack it. The IEEE macros
/// `divm` and `sqrtm` are absent from ICLLP and TGLLP in the specification's
/// by-platform appendix, and GenX_IR refuses them on DG2 and MTL as well
/// ("IEEE instruction sqrtm is not supported on ... platform") while it
/// accepts them on XeHP_SDV and PVC (measured, `tests/corpus/handwritten/NOTES.md`).
/// `dpasw`: "PVC does not have DPASW" (its page).
fn platform_gap(opcode: u8, p: Platform) -> bool {
    match opcode {
        0x7E | 0x7F => matches!(
            p,
            Platform::Icllp | Platform::Tgllp | Platform::Dg2 | Platform::Mtl
        ),
        0x1C => matches!(p, Platform::Pvc | Platform::PvcXt),
        _ => false,
    }
}

/// Something computed once per opcode form (an opcode, or an opcode with one
/// of its sub-opcodes), for callers that look it up per instruction. Dense:
/// entries grouped by opcode, with each opcode's range; a flat 256×257 table
/// would be megabytes that every short-lived process builds and zeroes.
pub struct FormTable<T> {
    entries: Vec<(Option<u8>, T)>,
    range: [(u16, u16); 256],
}

impl<T> FormTable<T> {
    /// Builds the table over every form of [`OPCODES`]; `f` gets the row and
    /// the sub-opcode (`None` for opcodes without one) and may skip a form.
    pub fn build(mut f: impl FnMut(&'static OpInfo, Option<&'static SubOp>) -> Option<T>) -> Self {
        let mut t = FormTable {
            entries: Vec::new(),
            range: [(0, 0); 256],
        };
        for info in OPCODES {
            let start = t.entries.len() as u16;
            if info.subops.is_empty() {
                t.entries.extend(f(info, None).map(|v| (None, v)));
            } else {
                for s in info.subops {
                    t.entries
                        .extend(f(info, Some(s)).map(|v| (Some(s.value), v)));
                }
            }
            t.range[info.opcode as usize] = (start, t.entries.len() as u16);
        }
        t
    }

    /// The entry of an opcode and sub-opcode (`None`: the opcode has none).
    pub fn get(&self, opcode: u8, subop: Option<u8>) -> Option<&T> {
        let (start, end) = self.range[opcode as usize];
        self.entries[start as usize..end as usize]
            .iter()
            .find(|(s, _)| *s == subop)
            .map(|(_, v)| v)
    }
}

macro_rules! row {
    ($op:expr, $mn:expr, $g:ident, $fields:expr, sat=$sat:expr, $since:expr, $until:expr, $page:expr) => {
        OpInfo {
            opcode: $op,
            mnemonic: $mn,
            group: Group::$g,
            fields: $fields,
            subops: &[],
            sat: $sat,
            since: $since,
            until: $until,
            page: $page,
        }
    };
}

const UN_ALU: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GIIA)),
];
const BIN_ALU: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GIIA)),
    f("src1", Kind::Src(GIIA)),
];
const TER_ALU: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GIIA)),
    f("src1", Kind::Src(GIIA)),
    f("src2", Kind::Src(GIIA)),
];
const TER_ALU_NOAO: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
    f("src2", Kind::Src(GII)),
];
const BIN_ALU_NOAO: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
];
const UN_ALU_NOAO: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
];
const UN_LOGIC: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GIP)),
    f("src0", Kind::Src(GIIP)),
];
const BIN_LOGIC: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GIP)),
    f("src0", Kind::Src(GIIP)),
    f("src1", Kind::Src(GIIP)),
];
const QUAT_ALU: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
    f("src2", Kind::Src(GII)),
    f("src3", Kind::Src(GII)),
];
const CARRY: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("carry_borrow", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
];
const MOV: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(MOVDST)),
    f("src0", Kind::Src(MOVSRC)),
];
// No predicate field: the reference's parser accepts one and drops it.
const MINMAX: &[Field] = &[
    EXEC,
    f("op", Kind::U8),
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
];
const CMP: &[Field] = &[
    EXEC,
    f("rel_op", Kind::U8),
    f("dst", Kind::Dst(Classes(1 | 2 | 16))),
    f("src0", Kind::Src(GIIA)),
    f("src1", Kind::Src(GIIA)),
];
const SETP: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(Classes::P)),
    f("src0", Kind::Src(GII)),
];
const ADDR_ADD: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(Classes::A)),
    f("src0", Kind::Src(Classes(1 | 8 | 32 | 64))),
    f("src1", Kind::Src(Classes(1 | 4 | 32))),
];
const MOVS: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(Classes(1 | 64))),
    f("src0", Kind::Src(Classes(1 | 2 | 4 | 64))),
];
const BFN: &[Field] = &[
    EXEC,
    PRED,
    f("dst", Kind::Dst(GI)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
    f("src2", Kind::Src(GII)),
    f("func_ctrl", Kind::U8),
];
const LABEL1: &[Field] = &[f("label", Kind::Label)];
const BRANCH: &[Field] = &[EXEC, PRED, f("label", Kind::Label)];
const RET: &[Field] = &[EXEC, PRED];
const FCALL: &[Field] = &[
    EXEC,
    PRED,
    f("function", Kind::Str16),
    f("arg_size", Kind::U8),
    f("return_size", Kind::U8),
];
// GenX_IR 1.0.12504.6 has no is_uniform byte (measured).
const IFCALL: &[Field] = &[
    EXEC,
    PRED,
    f("function_addr", Kind::Src(GII)),
    f("arg_size", Kind::U8),
    f("return_size", Kind::U8),
];
const FADDR: &[Field] = &[f("symbol", Kind::Str16), f("dst", Kind::Dst(GI))];
const SWITCHJMP: &[Field] = &[
    EXEC,
    f("num_labels", Kind::U8),
    f("index", Kind::Src(GII)),
    f("labels", Kind::LabelList),
];
const FILE: &[Field] = &[f("file_name", Kind::Str32)];
const LOC: &[Field] = &[f("line_number", Kind::U32)];
const NONE: &[Field] = &[];
const WAIT: &[Field] = &[f("mask", Kind::Src(GIMM))];
const FENCE: &[Field] = &[f("mode", Kind::U8)];
const SBARRIER: &[Field] = &[f("mode", Kind::U8)];
const NBARRIER: &[Field] = &[
    f("mode", Kind::U8),
    f("id", Kind::Src(GII)),
    f("num_producers", Kind::Src(GII)),
];
const LIFETIME: &[Field] = &[f("properties", Kind::U8), f("var_id", Kind::U32)];
const OWORD_LD: &[Field] = &[
    f("size", Kind::U8),
    f("is_modified", Kind::U8),
    f("surface", Kind::Surface),
    f("offset", Kind::Src(GII)),
    f("dst", Kind::Raw),
];
const OWORD_ST: &[Field] = &[
    f("size", Kind::U8),
    f("surface", Kind::Surface),
    f("offset", Kind::Src(GII)),
    f("src", Kind::Raw),
];
const MEDIA: &[Field] = &[
    f("modifiers", Kind::U8),
    f("surface", Kind::Surface),
    f("plane", Kind::U8),
    f("block_width", Kind::U8),
    f("block_height", Kind::U8),
    f("x_offset", Kind::Src(GII)),
    f("y_offset", Kind::Src(GII)),
    f("msg", Kind::Raw),
];
const GATHER: &[Field] = &[
    f("elt_size", Kind::U8),
    f("is_modified", Kind::U8),
    f("num_elts", Kind::U8),
    f("surface", Kind::Surface),
    f("global_offset", Kind::Src(GII)),
    f("element_offset", Kind::Raw),
    f("dst", Kind::Raw),
];
const SCATTER: &[Field] = &[
    f("elt_size", Kind::U8),
    f("num_elts", Kind::U8),
    f("surface", Kind::Surface),
    f("global_offset", Kind::Src(GII)),
    f("element_offset", Kind::Raw),
    f("src", Kind::Raw),
];
const TYPED4: &[Field] = &[
    EXEC,
    PRED,
    f("channels", Kind::U8),
    f("surface", Kind::Surface),
    f("u", Kind::Raw),
    f("v", Kind::Raw),
    f("r", Kind::Raw),
    f("lod", Kind::Raw),
    f("msg", Kind::Raw),
];
const SCALED4: &[Field] = &[
    EXEC,
    PRED,
    f("channels", Kind::U8),
    f("scale", Kind::U16),
    f("surface", Kind::Surface),
    f("global_offset", Kind::Src(GII)),
    f("offsets", Kind::Raw),
    f("msg", Kind::Raw),
];
const SCALED: &[Field] = &[
    EXEC,
    PRED,
    f("block_size", Kind::U8),
    f("num_blocks", Kind::U8),
    f("scale", Kind::U16),
    f("surface", Kind::Surface),
    f("global_offset", Kind::Src(GII)),
    f("offsets", Kind::Raw),
    f("msg", Kind::Raw),
];
const DWORD_ATOMIC: &[Field] = &[
    f("op", Kind::U8),
    EXEC,
    PRED,
    f("surface", Kind::Surface),
    f("offsets", Kind::Raw),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("dst", Kind::Raw),
];
const TYPED_ATOMIC: &[Field] = &[
    f("op", Kind::U8),
    EXEC,
    PRED,
    f("surface", Kind::Surface),
    f("u", Kind::Raw),
    f("v", Kind::Raw),
    f("r", Kind::Raw),
    f("lod", Kind::Raw),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("dst", Kind::Raw),
];
const QW: &[Field] = &[
    EXEC,
    PRED,
    f("num_blocks", Kind::U8),
    f("surface", Kind::Surface),
    f("offsets", Kind::Raw),
    f("msg", Kind::Raw),
];
const SUBOP: &[Field] = &[f("sub_opcode", Kind::SubOp)];
const SAMPLE: &[Field] = &[
    f("channel_simd", Kind::U8),
    f("sampler", Kind::Sampler),
    f("surface", Kind::Surface),
    f("u", Kind::Raw),
    f("v", Kind::Raw),
    f("r", Kind::Raw),
    f("dst", Kind::Raw),
];
const LOAD: &[Field] = &[
    f("channel_simd", Kind::U8),
    f("surface", Kind::Surface),
    f("u", Kind::Raw),
    f("v", Kind::Raw),
    f("r", Kind::Raw),
    f("dst", Kind::Raw),
];
const SAMPLE_UNORM: &[Field] = &[
    f("channel", Kind::U8),
    f("sampler", Kind::Sampler),
    f("surface", Kind::Surface),
    f("u_offset", Kind::Src(GII)),
    f("v_offset", Kind::Src(GII)),
    f("delta_u", Kind::Src(GII)),
    f("delta_v", Kind::Src(GII)),
    f("dst", Kind::Raw),
];
const AVS: &[Field] = &[
    f("channel", Kind::U8),
    f("sampler", Kind::Sampler),
    f("surface", Kind::Surface),
    f("u_offset", Kind::Src(GII)),
    f("v_offset", Kind::Src(GII)),
    f("delta_u", Kind::Src(GII)),
    f("delta_v", Kind::Src(GII)),
    f("u2d", Kind::Src(GII)),
    f("group_id", Kind::Src(GII)),
    f("vertical_block_number", Kind::Src(GII)),
    f("output_format_control", Kind::U8),
    f("v2d", Kind::Src(GII)),
    f("exec_mode", Kind::U8),
    f("ief_bypass", Kind::Src(GII)),
    f("dst", Kind::Raw),
];
const SAMPLE3D: &[Field] = &[
    f("sub_opcode", Kind::U16),
    EXEC,
    PRED,
    f("channels", Kind::U8),
    f("aoffimmi", Kind::Src(GII)),
    f("sampler", Kind::Sampler),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
    f("num_params", Kind::U8),
    f("params", Kind::RawList),
];
const LOAD3D: &[Field] = &[
    f("sub_opcode", Kind::U16),
    EXEC,
    PRED,
    f("channels", Kind::U8),
    f("aoffimmi", Kind::Src(GII)),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
    f("num_params", Kind::U8),
    f("params", Kind::RawList),
];
const RESINFO: &[Field] = &[
    EXEC,
    f("channels", Kind::U8),
    f("surface", Kind::Surface),
    f("lod", Kind::Raw),
    f("dst", Kind::Raw),
];
const SAMPLEINFO: &[Field] = &[
    EXEC,
    f("channels", Kind::U8),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
];

/// Bits of the render-target write `mode` field.
pub mod rt_mode {
    /// A render target index operand is present.
    pub const RTI: u16 = 1 << 2;
    /// A source 0 alpha operand is present.
    pub const S0A: u16 = 1 << 3;
    /// An oMask operand is present.
    pub const OMASK: u16 = 1 << 4;
    /// A depth operand is present.
    pub const Z: u16 = 1 << 5;
    /// A stencil operand is present.
    pub const STENCIL: u16 = 1 << 6;
    /// Last render-target write.
    pub const LRTW: u16 = 1 << 7;
    /// A CPS counter operand is present.
    pub const CPS: u16 = 1 << 8;
    /// Per-sample.
    pub const PS: u16 = 1 << 9;
    /// Coarse mode.
    pub const CM: u16 = 1 << 10;
    /// A sample index operand is present.
    pub const SI: u16 = 1 << 11;
}

// No operand-count field: GenX_IR writes the operands the mode bits call for
// (measured: header, then SI/CPS/RTI vectors, then the raw colour operands).
const RT_WRITE: &[Field] = &[
    EXEC,
    PRED,
    f("mode", Kind::U16),
    f("surface", Kind::Surface),
    f("header", Kind::Raw),
    f("sample_index", Kind::SrcIfMode(GIMM, rt_mode::SI)),
    f("cps_counter", Kind::SrcIfMode(GIMM, rt_mode::CPS)),
    f("rti", Kind::SrcIfMode(GIMM, rt_mode::RTI)),
    f("s0a", Kind::RawIfMode(rt_mode::S0A)),
    f("omask", Kind::RawIfMode(rt_mode::OMASK)),
    f("r", Kind::Raw),
    f("g", Kind::Raw),
    f("b", Kind::Raw),
    f("a", Kind::Raw),
    f("depth", Kind::RawIfMode(rt_mode::Z)),
    f("stencil", Kind::RawIfMode(rt_mode::STENCIL)),
];
const RT_READ: &[Field] = &[
    EXEC,
    PRED,
    f("mode", Kind::U8),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
];
const URB_WRITE: &[Field] = &[
    EXEC,
    PRED,
    f("num_out", Kind::U8),
    f("channel_mask", Kind::Raw),
    f("global_offset", Kind::U16),
    f("urb_handle", Kind::Raw),
    f("per_slot_offset", Kind::Raw),
    f("vertex_data", Kind::Raw),
];
// Measured: the two mode bytes come first.
const VME_IME: &[Field] = &[
    f("stream_mode", Kind::U8),
    f("search_ctrl", Kind::U8),
    f("uni_input", Kind::Raw),
    f("ime_input", Kind::Raw),
    f("surface", Kind::Surface),
    f("ref0", Kind::Raw),
    f("ref1", Kind::Raw),
    f("cost_center", Kind::Raw),
    f("dst", Kind::Raw),
];
const VME_SIC: &[Field] = &[
    f("uni_input", Kind::Raw),
    f("sic_input", Kind::Raw),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
];
const VME_FBR: &[Field] = &[
    f("uni_input", Kind::Raw),
    f("fbr_input", Kind::Raw),
    f("surface", Kind::Surface),
    f("fbr_mb_mode", Kind::Src(GII)),
    f("fbr_sub_mb_shape", Kind::Src(GII)),
    f("fbr_sub_pred_mode", Kind::Src(GII)),
    f("dst", Kind::Raw),
];
const VME_IDM: &[Field] = &[
    f("uni_input", Kind::Raw),
    f("idm_input", Kind::Raw),
    f("surface", Kind::Surface),
    f("dst", Kind::Raw),
];
const RAW_SEND: &[Field] = &[
    f("modifiers", Kind::U8),
    EXEC,
    PRED,
    f("ex_msg_desc", Kind::U32),
    f("num_srcs", Kind::U8),
    f("num_dsts", Kind::U8),
    f("desc", Kind::Src(GIMM)),
    f("src", Kind::Raw),
    f("dst", Kind::Raw),
];
const RAW_SENDS: &[Field] = &[
    f("modifiers", Kind::U8),
    EXEC,
    PRED,
    f("num_src0", Kind::U8),
    f("num_src1", Kind::U8),
    f("num_dsts", Kind::U8),
    f("ffid", Kind::U8),
    f("ex_msg_desc", Kind::Src(GIMM)),
    f("desc", Kind::Src(GIMM)),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("dst", Kind::Raw),
];
const DPAS: &[Field] = &[
    EXEC,
    f("dst", Kind::Raw),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("src2", Kind::Src(G)),
    f("precision_depth_count", Kind::U32),
];
const FCVT: &[Field] = &[EXEC, f("dst", Kind::Dst(G)), f("src0", Kind::Src(GIMM))];
const SRND: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(G)),
    f("src0", Kind::Src(G)),
    f("src1", Kind::Src(GIMM)),
];
const INVM: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(GI)),
    f("pred_dst", Kind::Dst(Classes::P)),
    f("src0", Kind::Src(GII)),
    f("src1", Kind::Src(GII)),
];
const RSQTM: &[Field] = &[
    EXEC,
    f("dst", Kind::Dst(GI)),
    f("pred_dst", Kind::Dst(Classes::P)),
    f("src0", Kind::Src(GII)),
];
const LSC_FENCE: &[Field] = &[
    EXEC,
    PRED,
    f("sfid", Kind::U8),
    f("fence_op", Kind::U8),
    f("scope", Kind::U8),
];

// The LSC layouts below are those GenX_IR 1.0.12504.6 writes (measured byte
// by byte): newer releases add a surface-index doubleword after `surface`,
// this one has none. `data_elems` and `data_chmask` are written from the same
// union (`LSC_DATA_SHAPE`), so they hold the same value except in strided
// accesses, whose `data_chmask` is always 0.

/// Surfaces, strides and block-2D parameters: a general variable or an
/// immediate (`:ud`).
const LSC_VEC: Classes = GIMM;

/// Fields of an untyped LSC load/store/atomic after the sub-opcode.
pub const LSC_UNTYPED_FIELDS: &[Field] = &[
    EXEC,
    PRED,
    f("sfid", Kind::U8),
    f("cache_l1", Kind::U8),
    f("cache_l3", Kind::U8),
    f("addr_type", Kind::U8),
    f("addr_imm_scale", Kind::U16),
    f("addr_imm_offset", Kind::I32),
    f("addr_size", Kind::U8),
    f("data_size", Kind::U8),
    f("data_order", Kind::U8),
    f("data_elems", Kind::U8),
    f("data_chmask", Kind::U8),
    f("surface", Kind::Src(LSC_VEC)),
    f("dst", Kind::Raw),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("src2", Kind::Raw),
];
/// Fields of a strided untyped LSC access after the sub-opcode.
pub const LSC_STRIDED_FIELDS: &[Field] = &[
    EXEC,
    PRED,
    f("sfid", Kind::U8),
    f("cache_l1", Kind::U8),
    f("cache_l3", Kind::U8),
    f("addr_type", Kind::U8),
    f("addr_imm_scale", Kind::U16),
    f("addr_imm_offset", Kind::I32),
    f("addr_size", Kind::U8),
    f("data_size", Kind::U8),
    f("data_order", Kind::U8),
    f("data_elems", Kind::U8),
    f("data_chmask", Kind::U8),
    f("surface", Kind::Src(LSC_VEC)),
    f("dst", Kind::Raw),
    f("src0_base", Kind::Raw),
    f("src0_stride", Kind::Src(LSC_VEC)),
    f("src1", Kind::Raw),
];
/// Fields of a 2-D block LSC access after the sub-opcode.
pub const LSC_BLOCK2D_FIELDS: &[Field] = &[
    EXEC,
    PRED,
    f("sfid", Kind::U8),
    f("cache_l1", Kind::U8),
    f("cache_l3", Kind::U8),
    f("data_size", Kind::U8),
    f("data_order", Kind::U8),
    f("blocks", Kind::U8),
    f("width", Kind::U16),
    f("height", Kind::U16),
    f("vnni", Kind::U8),
    f("dst", Kind::Raw),
    f("surface_base", Kind::Src(LSC_VEC)),
    f("surface_width", Kind::Src(LSC_VEC)),
    f("surface_height", Kind::Src(LSC_VEC)),
    f("surface_pitch", Kind::Src(LSC_VEC)),
    f("x", Kind::Src(LSC_VEC)),
    f("y", Kind::Src(LSC_VEC)),
    f("src1", Kind::Raw),
];
/// Fields of a typed LSC access after the sub-opcode.
pub const LSC_TYPED_FIELDS: &[Field] = &[
    EXEC,
    PRED,
    f("cache_l1", Kind::U8),
    f("cache_l3", Kind::U8),
    f("addr_type", Kind::U8),
    f("addr_size", Kind::U8),
    f("data_size", Kind::U8),
    f("data_order", Kind::U8),
    f("data_elems", Kind::U8),
    f("data_chmask", Kind::U8),
    f("surface", Kind::Src(LSC_VEC)),
    f("dst", Kind::Raw),
    f("src0_u", Kind::Raw),
    f("src0_v", Kind::Raw),
    f("src0_r", Kind::Raw),
    f("src0_lod", Kind::Raw),
    f("src1", Kind::Raw),
    f("src2", Kind::Raw),
];

/// A typed access with sub-opcode 0, which GenX_IR's typed table lacks: it
/// builds one from `lsc_apndctr_atomic_*.tgm` (see [`LSC_UNTYPED_SUBOPS`]).
/// Its description has no exec-size or predicate field, so neither is
/// written nor counted in the size of the instruction area.
pub const LSC_TYPED_SUB0_FIELDS: &[Field] = &[
    f("cache_l1", Kind::U8),
    f("cache_l3", Kind::U8),
    f("addr_type", Kind::U8),
    f("addr_size", Kind::U8),
    f("data_size", Kind::U8),
    f("data_order", Kind::U8),
    f("data_elems", Kind::U8),
    f("data_chmask", Kind::U8),
    f("surface", Kind::Src(LSC_VEC)),
    f("dst", Kind::Raw),
    f("src0_u", Kind::Raw),
    f("src0_v", Kind::Raw),
    f("src0_r", Kind::Raw),
    f("src0_lod", Kind::Raw),
    f("src1", Kind::Raw),
    f("src2", Kind::Raw),
];

macro_rules! sub {
    ($v:expr, $mn:expr, $fields:expr) => {
        SubOp {
            value: $v,
            mnemonic: $mn,
            fields: $fields,
        }
    };
}

/// Untyped LSC sub-opcodes (`LSC_OP`). The append-counter atomics of the
/// specification (0x28, 0x29) are absent: this release's sub-opcode table
/// does not know them (its parser turns their mnemonics into `lsc_load`).
pub const LSC_UNTYPED_SUBOPS: &[SubOp] = &[
    sub!(0x00, "lsc_load", LSC_UNTYPED_FIELDS),
    sub!(0x01, "lsc_load_strided", LSC_STRIDED_FIELDS),
    sub!(0x02, "lsc_load_quad", LSC_UNTYPED_FIELDS),
    sub!(0x03, "lsc_load_block2d", LSC_BLOCK2D_FIELDS),
    sub!(0x04, "lsc_store", LSC_UNTYPED_FIELDS),
    sub!(0x05, "lsc_store_strided", LSC_STRIDED_FIELDS),
    sub!(0x06, "lsc_store_quad", LSC_UNTYPED_FIELDS),
    sub!(0x07, "lsc_store_block2d", LSC_BLOCK2D_FIELDS),
    sub!(0x08, "lsc_atomic_iinc", LSC_UNTYPED_FIELDS),
    sub!(0x09, "lsc_atomic_idec", LSC_UNTYPED_FIELDS),
    sub!(0x0A, "lsc_atomic_load", LSC_UNTYPED_FIELDS),
    sub!(0x0B, "lsc_atomic_store", LSC_UNTYPED_FIELDS),
    sub!(0x0C, "lsc_atomic_iadd", LSC_UNTYPED_FIELDS),
    sub!(0x0D, "lsc_atomic_isub", LSC_UNTYPED_FIELDS),
    sub!(0x0E, "lsc_atomic_smin", LSC_UNTYPED_FIELDS),
    sub!(0x0F, "lsc_atomic_smax", LSC_UNTYPED_FIELDS),
    sub!(0x10, "lsc_atomic_umin", LSC_UNTYPED_FIELDS),
    sub!(0x11, "lsc_atomic_umax", LSC_UNTYPED_FIELDS),
    sub!(0x12, "lsc_atomic_icas", LSC_UNTYPED_FIELDS),
    sub!(0x13, "lsc_atomic_fadd", LSC_UNTYPED_FIELDS),
    sub!(0x14, "lsc_atomic_fsub", LSC_UNTYPED_FIELDS),
    sub!(0x15, "lsc_atomic_fmin", LSC_UNTYPED_FIELDS),
    sub!(0x16, "lsc_atomic_fmax", LSC_UNTYPED_FIELDS),
    sub!(0x17, "lsc_atomic_fcas", LSC_UNTYPED_FIELDS),
    sub!(0x18, "lsc_atomic_and", LSC_UNTYPED_FIELDS),
    sub!(0x19, "lsc_atomic_or", LSC_UNTYPED_FIELDS),
    sub!(0x1A, "lsc_atomic_xor", LSC_UNTYPED_FIELDS),
    sub!(0x1B, "lsc_load_status", LSC_UNTYPED_FIELDS),
    sub!(0x1C, "lsc_store_uncompressed", LSC_UNTYPED_FIELDS),
    sub!(0x1D, "lsc_ccs_update", LSC_UNTYPED_FIELDS),
];

/// Typed LSC sub-opcodes (the specification's typed table; the text syntax
/// of this release reaches only the quad accesses, the atomics,
/// `lsc_read_state_info` and the sub-opcode 0 quirk).
pub const LSC_TYPED_SUBOPS: &[SubOp] = &[
    sub!(0x00, "lsc_load", LSC_TYPED_SUB0_FIELDS),
    sub!(0x02, "lsc_load_quad", LSC_TYPED_FIELDS),
    sub!(0x06, "lsc_store_quad", LSC_TYPED_FIELDS),
    sub!(0x08, "lsc_atomic_iinc", LSC_TYPED_FIELDS),
    sub!(0x09, "lsc_atomic_idec", LSC_TYPED_FIELDS),
    sub!(0x0A, "lsc_atomic_load", LSC_TYPED_FIELDS),
    sub!(0x0B, "lsc_atomic_store", LSC_TYPED_FIELDS),
    sub!(0x0C, "lsc_atomic_iadd", LSC_TYPED_FIELDS),
    sub!(0x0D, "lsc_atomic_isub", LSC_TYPED_FIELDS),
    sub!(0x0E, "lsc_atomic_smin", LSC_TYPED_FIELDS),
    sub!(0x0F, "lsc_atomic_smax", LSC_TYPED_FIELDS),
    sub!(0x10, "lsc_atomic_umin", LSC_TYPED_FIELDS),
    sub!(0x11, "lsc_atomic_umax", LSC_TYPED_FIELDS),
    sub!(0x12, "lsc_atomic_icas", LSC_TYPED_FIELDS),
    sub!(0x13, "lsc_atomic_fadd", LSC_TYPED_FIELDS),
    sub!(0x14, "lsc_atomic_fsub", LSC_TYPED_FIELDS),
    sub!(0x15, "lsc_atomic_fmin", LSC_TYPED_FIELDS),
    sub!(0x16, "lsc_atomic_fmax", LSC_TYPED_FIELDS),
    sub!(0x17, "lsc_atomic_fcas", LSC_TYPED_FIELDS),
    sub!(0x18, "lsc_atomic_and", LSC_TYPED_FIELDS),
    sub!(0x19, "lsc_atomic_or", LSC_TYPED_FIELDS),
    sub!(0x1A, "lsc_atomic_xor", LSC_TYPED_FIELDS),
    sub!(0x1B, "lsc_load_status", LSC_TYPED_FIELDS),
    sub!(0x1C, "lsc_store_uncompressed", LSC_TYPED_FIELDS),
    sub!(0x1E, "lsc_read_state_info", LSC_TYPED_FIELDS),
];

const SVM_BLOCK: &[Field] = &[
    f("properties", Kind::U8),
    f("address", Kind::Src(GII)),
    f("msg", Kind::Raw),
];
const SVM_SCATTER: &[Field] = &[
    EXEC,
    PRED,
    f("block_size", Kind::U8),
    f("num_blocks", Kind::U8),
    f("addresses", Kind::Raw),
    f("msg", Kind::Raw),
];
const SVM_ATOMIC: &[Field] = &[
    EXEC,
    PRED,
    f("op", Kind::U8),
    f("addresses", Kind::Raw),
    f("src0", Kind::Raw),
    f("src1", Kind::Raw),
    f("dst", Kind::Raw),
];
const SVM_SCALED4: &[Field] = &[
    EXEC,
    PRED,
    f("channels", Kind::U8),
    f("scale", Kind::U16),
    f("global_offset", Kind::Src(GII)),
    f("offsets", Kind::Raw),
    f("msg", Kind::Raw),
];

/// 3D information sub-opcodes (`VISASampler3DSubOpCode`).
pub const INFO3D_SUBOPS: &[SubOp] = &[
    sub!(10, "resinfo", RESINFO),
    sub!(11, "sampleinfo", SAMPLEINFO),
];

/// SVM sub-opcodes.
pub const SVM_SUBOPS: &[SubOp] = &[
    sub!(1, "svm_block_ld", SVM_BLOCK),
    sub!(2, "svm_block_st", SVM_BLOCK),
    sub!(3, "svm_gather", SVM_SCATTER),
    sub!(4, "svm_scatter", SVM_SCATTER),
    sub!(5, "svm_atomic", SVM_ATOMIC),
    sub!(6, "svm_gather4scaled", SVM_SCALED4),
    sub!(7, "svm_scatter4scaled", SVM_SCALED4),
];

const ICL: Platform = Platform::Icllp;
const TGL: Platform = Platform::Tgllp;
const XEHP: Platform = Platform::XeHpSdv;
const DG2: Platform = Platform::Dg2;
const PVC: Platform = Platform::Pvc;
const PVCXT: Platform = Platform::PvcXt;

/// The opcode table, in opcode order.
pub static OPCODES: &[OpInfo] = &[
    row!(0x01, "add", Alu, BIN_ALU, sat = true, ALL, None, "ADD"),
    row!(0x02, "avg", Alu, BIN_ALU, sat = true, ALL, None, "AVG"),
    row!(0x03, "div", Alu, BIN_ALU, sat = true, ALL, None, "DIV"),
    row!(
        0x04,
        "dp2",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        ""
    ),
    row!(
        0x05,
        "dp3",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        ""
    ),
    row!(
        0x06,
        "dp4",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        ""
    ),
    row!(
        0x07,
        "dph",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        ""
    ),
    row!(0x08, "exp", Alu, UN_ALU, sat = true, ALL, None, "EXP"),
    row!(0x09, "frc", Alu, UN_ALU, sat = true, ALL, None, "FRC"),
    row!(
        0x0A,
        "line",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        ""
    ),
    row!(0x0B, "log", Alu, UN_ALU, sat = true, ALL, None, "LOG"),
    row!(0x0C, "mad", Alu, TER_ALU, sat = true, ALL, None, "MAD"),
    row!(0x0D, "mulh", Alu, BIN_ALU, sat = true, ALL, None, "MULH"),
    row!(
        0x0E,
        "lrp",
        Alu,
        TER_ALU,
        sat = true,
        ALL,
        Some(Platform::Bxt),
        "LRP"
    ),
    row!(0x0F, "mod", Alu, BIN_ALU, sat = true, ALL, None, "MOD"),
    row!(0x10, "mul", Alu, BIN_ALU, sat = true, ALL, None, "MUL"),
    row!(0x11, "pow", Alu, BIN_ALU, sat = true, ALL, None, "POW"),
    row!(0x12, "rndd", Alu, UN_ALU, sat = true, ALL, None, "RNDD"),
    row!(0x13, "rndu", Alu, UN_ALU, sat = true, ALL, None, "RNDU"),
    row!(0x14, "rnde", Alu, UN_ALU, sat = true, ALL, None, "RNDE"),
    row!(0x15, "rndz", Alu, UN_ALU, sat = true, ALL, None, "RNDZ"),
    row!(
        0x16,
        "sad2",
        Alu,
        BIN_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        "SAD2"
    ),
    row!(0x17, "sin", Alu, UN_ALU, sat = true, ALL, None, "SIN"),
    row!(0x18, "cos", Alu, UN_ALU, sat = true, ALL, None, "COS"),
    row!(0x19, "sqrt", Alu, UN_ALU, sat = true, ALL, None, "SQRT"),
    row!(0x1A, "rsqrt", Alu, UN_ALU, sat = true, ALL, None, "RSQRT"),
    row!(0x1B, "inv", Alu, UN_ALU, sat = true, ALL, None, "INV"),
    row!(0x1C, "dpasw", Dpas, DPAS, sat = false, XEHP, None, "DPASW"),
    row!(0x1D, "fcvt", Fcvt, FCVT, sat = false, PVC, None, "FCVT"),
    // GenX_IR accepts srnd on PVCXT only.
    row!(0x1E, "srnd", Srnd, SRND, sat = false, PVCXT, None, "SRND"),
    // GenX_IR parses `lzd.sat` (its verifier then refuses it).
    row!(0x1F, "lzd", Alu, UN_ALU, sat = true, ALL, None, "LZD"),
    row!(0x20, "and", Logic, BIN_LOGIC, sat = false, ALL, None, "AND"),
    row!(0x21, "or", Logic, BIN_LOGIC, sat = false, ALL, None, "OR"),
    row!(0x22, "xor", Logic, BIN_LOGIC, sat = false, ALL, None, "XOR"),
    row!(0x23, "not", Logic, UN_LOGIC, sat = false, ALL, None, "NOT"),
    row!(0x24, "shl", Alu, BIN_ALU, sat = true, ALL, None, "SHL"),
    row!(0x25, "shr", Alu, BIN_ALU, sat = true, ALL, None, "SHR"),
    row!(0x26, "asr", Alu, BIN_ALU, sat = true, ALL, None, "ASR"),
    row!(
        0x27,
        "cbit",
        Logic,
        UN_LOGIC,
        sat = false,
        ALL,
        None,
        "CBIT"
    ),
    row!(
        0x28,
        "addr_add",
        AddrAdd,
        ADDR_ADD,
        sat = false,
        ALL,
        None,
        "ADDR_ADD"
    ),
    row!(0x29, "mov", Mov, MOV, sat = true, ALL, None, "MOV"),
    row!(0x2A, "sel", Sel, BIN_ALU, sat = true, ALL, None, "SEL"),
    row!(0x2B, "setp", Setp, SETP, sat = false, ALL, None, "SETP"),
    row!(0x2C, "cmp", Cmp, CMP, sat = false, ALL, None, "CMP"),
    row!(0x2D, "movs", Movs, MOVS, sat = false, ALL, None, "MOVS"),
    row!(0x2E, "fbl", Logic, UN_LOGIC, sat = false, ALL, None, "FBL"),
    row!(0x2F, "fbh", Logic, UN_LOGIC, sat = false, ALL, None, "FBH"),
    row!(
        0x30,
        "func",
        Subroutine,
        LABEL1,
        sat = false,
        ALL,
        None,
        "SUBROUTINE"
    ),
    row!(
        0x31,
        "label",
        Label,
        LABEL1,
        sat = false,
        ALL,
        None,
        "LABEL"
    ),
    row!(0x32, "jmp", Branch, BRANCH, sat = false, ALL, None, "JMP"),
    row!(0x33, "call", Branch, BRANCH, sat = false, ALL, None, "CALL"),
    row!(0x34, "ret", Ret, RET, sat = false, ALL, None, "RET"),
    row!(
        0x35,
        "oword_ld",
        Oword,
        OWORD_LD,
        sat = false,
        ALL,
        None,
        "OWORD_LD"
    ),
    row!(
        0x36,
        "oword_st",
        Oword,
        OWORD_ST,
        sat = false,
        ALL,
        None,
        "OWORD_ST"
    ),
    row!(
        0x37,
        "media_ld",
        Media,
        MEDIA,
        sat = false,
        ALL,
        None,
        "MEDIA_LD"
    ),
    row!(
        0x38,
        "media_st",
        Media,
        MEDIA,
        sat = false,
        ALL,
        None,
        "MEDIA_ST"
    ),
    row!(
        0x39,
        "gather",
        Scatter,
        GATHER,
        sat = false,
        ALL,
        None,
        "GATHER"
    ),
    row!(
        0x3A,
        "scatter",
        Scatter,
        SCATTER,
        sat = false,
        ALL,
        None,
        "SCATTER"
    ),
    row!(
        0x3C,
        "oword_ld_unaligned",
        Oword,
        OWORD_LD,
        sat = false,
        ALL,
        None,
        "OWORD_LD_UNALIGNED"
    ),
    row!(0x40, "sample", Sample, SAMPLE, sat = false, ALL, None, ""),
    row!(
        0x41,
        "sample_unorm",
        SampleUnorm,
        SAMPLE_UNORM,
        sat = false,
        ALL,
        None,
        "SAMPLE_UNORM"
    ),
    row!(0x42, "load", Sample, LOAD, sat = false, ALL, None, ""),
    row!(0x43, "avs", Avs, AVS, sat = false, ALL, None, "AVS"),
    row!(
        0x45,
        "fminmax",
        MinMax,
        MINMAX,
        sat = true,
        ALL,
        None,
        "MIN_MAX"
    ),
    row!(
        0x46,
        "bfe",
        Alu,
        TER_ALU_NOAO,
        sat = false,
        ALL,
        None,
        "BFE"
    ),
    row!(0x47, "bfi", Alu, QUAT_ALU, sat = false, ALL, None, "BFI"),
    row!(
        0x48,
        "bfrev",
        Logic,
        UN_ALU_NOAO,
        sat = false,
        ALL,
        None,
        "BFREV"
    ),
    row!(
        0x49,
        "addc",
        AluCarry,
        CARRY,
        sat = false,
        ALL,
        None,
        "ADDC"
    ),
    row!(
        0x4A,
        "subb",
        AluCarry,
        CARRY,
        sat = false,
        ALL,
        None,
        "SUBB"
    ),
    row!(
        0x4B,
        "gather4_typed",
        ScatterTyped,
        TYPED4,
        sat = false,
        ALL,
        None,
        "GATHER4_TYPED"
    ),
    row!(
        0x4C,
        "scatter4_typed",
        ScatterTyped,
        TYPED4,
        sat = false,
        ALL,
        None,
        "SCATTER4_TYPED"
    ),
    OpInfo {
        opcode: 0x4E,
        mnemonic: "svm",
        group: Group::Svm,
        fields: SUBOP,
        subops: SVM_SUBOPS,
        sat: false,
        since: ALL,
        until: None,
        page: "SVM",
    },
    row!(
        0x4F,
        "ifcall",
        Ifcall,
        IFCALL,
        sat = false,
        ALL,
        None,
        "IFCALL"
    ),
    row!(0x50, "faddr", Faddr, FADDR, sat = false, ALL, None, "FADDR"),
    row!(0x51, "file", File, FILE, sat = false, ALL, None, "FILE"),
    row!(0x52, "loc", Loc, LOC, sat = false, ALL, None, "LOC"),
    row!(
        0x54,
        "vme_ime",
        VmeIme,
        VME_IME,
        sat = false,
        ALL,
        None,
        "VME_IME"
    ),
    row!(
        0x55,
        "vme_sic",
        VmeSic,
        VME_SIC,
        sat = false,
        ALL,
        None,
        "VME_SIC"
    ),
    row!(
        0x56,
        "vme_fbr",
        VmeFbr,
        VME_FBR,
        sat = false,
        ALL,
        None,
        "VME_FBR"
    ),
    row!(
        0x57,
        "vme_idm",
        VmeIdm,
        VME_IDM,
        sat = false,
        ALL,
        None,
        "VME_IDM"
    ),
    row!(
        0x59,
        "barrier",
        Nullary,
        NONE,
        sat = false,
        ALL,
        None,
        "BARRIER"
    ),
    row!(
        0x5A,
        "sampler_cache_flush",
        Nullary,
        NONE,
        sat = false,
        ALL,
        None,
        "CACHE_FLUSH"
    ),
    row!(0x5B, "wait", Wait, WAIT, sat = false, ALL, None, "WAIT"),
    row!(0x5C, "fence", Fence, FENCE, sat = false, ALL, None, "FENCE"),
    row!(
        0x5D,
        "raw_send",
        RawSend,
        RAW_SEND,
        sat = false,
        ALL,
        None,
        "RAW_SEND"
    ),
    row!(
        0x5F,
        "yield",
        Nullary,
        NONE,
        sat = false,
        ALL,
        None,
        "YIELD"
    ),
    row!(
        0x60,
        "nbarrier",
        Nbarrier,
        NBARRIER,
        sat = false,
        PVC,
        None,
        "NBARRIER"
    ),
    row!(0x67, "fcall", Fcall, FCALL, sat = false, ALL, None, "FCALL"),
    row!(0x68, "fret", Ret, RET, sat = false, ALL, None, "FRET"),
    row!(
        0x69,
        "switchjmp",
        Switchjmp,
        SWITCHJMP,
        sat = false,
        ALL,
        None,
        "SWITCHJMP"
    ),
    row!(
        0x6A,
        "sad2add",
        Alu,
        TER_ALU,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        "SAD2ADD"
    ),
    row!(
        0x6B,
        "plane",
        Alu,
        BIN_ALU_NOAO,
        sat = true,
        ALL,
        Some(Platform::Icllp),
        "PLN"
    ),
    row!(0x6C, "goto", Branch, BRANCH, sat = false, ALL, None, "GOTO"),
    row!(
        0x6D,
        "sample_3d",
        Sample3d,
        SAMPLE3D,
        sat = false,
        ALL,
        None,
        "3D_SAMPLE"
    ),
    row!(
        0x6E,
        "load_3d",
        Load3d,
        LOAD3D,
        sat = false,
        ALL,
        None,
        "3D_LOAD"
    ),
    row!(
        0x6F,
        "gather4_3d",
        Gather3d,
        SAMPLE3D,
        sat = false,
        ALL,
        None,
        "3D_SAMPLE4"
    ),
    OpInfo {
        opcode: 0x70,
        mnemonic: "info_3d",
        group: Group::Info3d,
        fields: SUBOP,
        subops: INFO3D_SUBOPS,
        sat: false,
        since: ALL,
        until: None,
        page: "INFO",
    },
    row!(
        0x71,
        "rt_write_3d",
        RtWrite,
        RT_WRITE,
        sat = false,
        ALL,
        None,
        "RT_WRITE"
    ),
    row!(
        0x72,
        "urb_write_3d",
        UrbWrite,
        URB_WRITE,
        sat = false,
        ALL,
        None,
        "URB_WRITE"
    ),
    row!(
        0x73,
        "typed_atomic",
        TypedAtomic,
        TYPED_ATOMIC,
        sat = false,
        ALL,
        None,
        "TYPED_ATOMIC"
    ),
    row!(
        0x74,
        "gather4_scaled",
        Scatter4Scaled,
        SCALED4,
        sat = false,
        ALL,
        None,
        "GATHER4_SCALED"
    ),
    row!(
        0x75,
        "scatter4_scaled",
        Scatter4Scaled,
        SCALED4,
        sat = false,
        ALL,
        None,
        "SCATTER4_SCALED"
    ),
    row!(
        0x78,
        "gather_scaled",
        ScatterScaled,
        SCALED,
        sat = false,
        ALL,
        None,
        "GATHER_SCALED"
    ),
    row!(
        0x79,
        "scatter_scaled",
        ScatterScaled,
        SCALED,
        sat = false,
        ALL,
        None,
        "SCATTER_SCALED"
    ),
    row!(
        0x7A,
        "raw_sends",
        RawSends,
        RAW_SENDS,
        sat = false,
        ALL,
        None,
        "RAW_SENDS"
    ),
    row!(
        0x7B,
        "lifetime",
        Lifetime,
        LIFETIME,
        sat = false,
        ALL,
        None,
        "LIFETIME"
    ),
    row!(
        0x7C,
        "sbarrier",
        Sbarrier,
        SBARRIER,
        sat = false,
        ALL,
        None,
        "SBARRIER"
    ),
    row!(
        0x7D,
        "dword_atomic",
        DwordAtomic,
        DWORD_ATOMIC,
        sat = false,
        ALL,
        None,
        "DWORD_ATOMIC"
    ),
    row!(0x7E, "sqrtm", Alu, UN_ALU, sat = true, ALL, None, "SQRTM"),
    row!(0x7F, "divm", Alu, BIN_ALU, sat = true, ALL, None, "DIVM"),
    row!(0x80, "rol", Alu, BIN_ALU, sat = false, ICL, None, "ROL"),
    row!(0x81, "ror", Alu, BIN_ALU, sat = false, ICL, None, "ROR"),
    row!(
        0x82,
        "dp4a",
        Alu,
        TER_ALU_NOAO,
        sat = true,
        TGL,
        None,
        "DP4A"
    ),
    row!(0x83, "dpas", Dpas, DPAS, sat = false, XEHP, None, "DPAS"),
    row!(
        0x84,
        "add3",
        Alu,
        TER_ALU_NOAO,
        sat = true,
        XEHP,
        None,
        "ADD3"
    ),
    row!(0x85, "bfn", Bfn, BFN, sat = true, XEHP, None, "BFN"),
    row!(
        0x86,
        "qw_gather",
        QwScatter,
        QW,
        sat = false,
        XEHP,
        None,
        "QW_GATHER"
    ),
    row!(
        0x87,
        "qw_scatter",
        QwScatter,
        QW,
        sat = false,
        XEHP,
        None,
        "QW_SCATTER"
    ),
    row!(0x88, "bf_cvt", BfCvt, FCVT, sat = false, XEHP, None, ""),
    OpInfo {
        opcode: 0x89,
        mnemonic: "lsc_untyped",
        group: Group::LscUntyped,
        fields: SUBOP,
        subops: LSC_UNTYPED_SUBOPS,
        sat: false,
        since: DG2,
        until: None,
        page: "LSC_UNTYPED",
    },
    OpInfo {
        opcode: 0x8A,
        mnemonic: "lsc_typed",
        group: Group::LscTyped,
        fields: SUBOP,
        subops: LSC_TYPED_SUBOPS,
        sat: false,
        since: DG2,
        until: None,
        page: "LSC_TYPED",
    },
    row!(
        0x8B,
        "lsc_fence",
        LscFence,
        LSC_FENCE,
        sat = false,
        DG2,
        None,
        "LSC_FENCE"
    ),
    row!(
        0x90,
        "rt_read",
        RtRead,
        RT_READ,
        sat = false,
        XEHP,
        None,
        "RT_READ"
    ),
    row!(0x91, "madw", Alu, TER_ALU, sat = false, ALL, None, "MADW"),
    row!(
        0x92,
        "add3.o",
        Alu,
        TER_ALU_NOAO,
        sat = false,
        XEHP,
        None,
        "ADD3O"
    ),
    row!(
        0x9B,
        "invm",
        MathMacro,
        INVM,
        sat = false,
        ALL,
        None,
        "INVM"
    ),
    row!(
        0x9C,
        "rsqtm",
        MathMacro,
        RSQTM,
        sat = false,
        ALL,
        None,
        "RSQTM"
    ),
];

/// Looks up an opcode.
pub fn info(opcode: u8) -> Option<&'static OpInfo> {
    // Decoders call this per instruction: a direct index.
    let i = BY_OPCODE[opcode as usize];
    if i == u16::MAX {
        None
    } else {
        Some(&OPCODES[i as usize])
    }
}

/// Row index of each opcode in [`OPCODES`] (`u16::MAX`: no such opcode).
static BY_OPCODE: [u16; 256] = {
    let mut t = [u16::MAX; 256];
    let mut i = 0;
    while i < OPCODES.len() {
        t[OPCODES[i].opcode as usize] = i as u16;
        i += 1;
    }
    t
};

/// Looks up an opcode by its canonical mnemonic.
pub fn by_mnemonic(m: &str) -> Option<&'static OpInfo> {
    // The parser calls this per instruction: a hash lookup.
    use rustc_hash::FxHashMap;
    use std::sync::OnceLock;
    static MAP: OnceLock<FxHashMap<&'static str, &'static OpInfo>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut h = FxHashMap::default();
        for o in OPCODES {
            h.entry(o.mnemonic).or_insert(o);
        }
        h
    })
    .get(m)
    .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in OPCODES.windows(2) {
            assert!(
                w[0].opcode < w[1].opcode,
                "{} !< {}",
                w[0].opcode,
                w[1].opcode
            );
        }
    }

    #[test]
    fn every_page_has_a_row() {
        let dirs = [
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../../shared/ref/visa-spec/instructions"
            ),
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../../shared/ref/visa-spec/instructions-later"
            ),
        ];
        let mut missing = Vec::new();
        let mut seen = 0;
        for d in dirs {
            let Ok(rd) = std::fs::read_dir(d) else {
                continue;
            };
            for e in rd.flatten() {
                let name = e
                    .file_name()
                    .to_string_lossy()
                    .trim_end_matches(".md")
                    .to_string();
                seen += 1;
                let covered = OPCODES.iter().any(|o| o.page == name)
                    || SVM_SUBOPS.iter().any(|s| {
                        s.mnemonic.eq_ignore_ascii_case(
                            &name.replace("SVM_", "svm_").replace("4_SCALED", "4scaled"),
                        )
                    })
                    || name == "FCCALL";
                if !covered {
                    missing.push(name);
                }
            }
        }
        // The reference pages live beside the repository; without them there is nothing to check.
        if seen > 0 {
            assert!(missing.is_empty(), "pages without a table row: {missing:?}");
        }
    }

    #[test]
    fn layouts_resolve() {
        for o in OPCODES {
            if o.subops.is_empty() {
                assert!(o.layout(None).is_some());
            } else {
                for s in o.subops {
                    let l = o.layout(Some(s.value)).unwrap();
                    assert_eq!(l[0].kind, Kind::SubOp);
                }
            }
        }
    }
}
