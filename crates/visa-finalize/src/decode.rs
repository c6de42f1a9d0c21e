//! vISA instructions in the finalizer's own normalized form: operands
//! resolved to root variables and per-channel byte offsets, sub-opcodes and
//! message fields decoded, everything the finalizer does not compile marked
//! with the reason (refused at finalize time, never miscompiled).

use visa::{DataType, Instruction, Modifier, Operand, PredCtrl, Region, Routine, VecOperand};

use crate::access::{self, Access};
use crate::vars::{pre, Vars};

/// Arithmetic, logic and math operations (lane-wise, one destination).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AluOp {
    Add,
    Avg,
    Div,
    Exp,
    Frc,
    Log,
    Mad,
    Mulh,
    Mod,
    Mul,
    Pow,
    Rndd,
    Rndu,
    Rnde,
    Rndz,
    Sin,
    Cos,
    Sqrt,
    Rsqrt,
    Inv,
    Lzd,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    Asr,
    Cbit,
    Fbl,
    Fbh,
    Bfrev,
    Bfe,
    Bfi,
    Rol,
    Ror,
    Sqrtm,
    Divm,
    Add3,
    Bfn(u8),
    Dp4a,
    Lrp,
    Sel,
    Min,
    Max,
    /// `sad2`: sources (a, b, a', b') where a' and b' read channel k + 1's
    /// elements on channel k (see `Decoder::sad2`); only even channels
    /// are written.
    Sad2,
    /// `sad2add`: sources (a, b, a', b', c) as `Sad2` plus c.
    Sad2add,
    /// `fcvt` (PVC): BF8 (E5M2 in UB) to HF, HF to BF8, F to TF32 (in F or
    /// UD), TF32 in UD to F; the source's raw bits.
    Fcvt,
    /// `srnd` (PVCXT): stochastic rounding F to HF or HF to BF8 with the
    /// random bits of the second source.
    Srnd,
}

/// A vector operand resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum Opnd {
    /// A general variable's region.
    Var {
        /// Which bytes each channel touches.
        acc: Access,
        /// Source modifier (or `Sat` on a destination).
        md: Modifier,
    },
    /// An immediate; packed vectors (`V`, `UV`, `VF`) give one value per
    /// channel modulo their length, already unpacked to `W`/`UW`/`F`.
    Imm {
        /// Type of the values.
        ty: DataType,
        /// Raw bits, one value or a packed vector's elements.
        vals: Vec<u64>,
    },
    /// Indirect access through an address variable.
    Ind {
        /// Address variable index.
        addr: u16,
        /// Address element.
        addr_off: u8,
        /// Byte offset after the indirection.
        imm: i16,
        /// Element type.
        ty: DataType,
        /// Region; a missing vertical stride is multi-address.
        region: Region,
        /// Modifier.
        md: Modifier,
    },
    /// A predicate variable as data (index from 0).
    Pred {
        /// Predicate index (id - 1).
        idx: u16,
        /// Inverted.
        inv: bool,
    },
    /// The register-file address of a variable plus a byte offset.
    AddrOf {
        /// Root of the variable.
        root: u32,
        /// Byte offset in the root.
        off: u32,
    },
    /// A surface or sampler element.
    State {
        /// Sampler (else surface).
        sampler: bool,
        /// Index (surfaces count the predefined ones).
        id: u16,
    },
    /// `%null`.
    Null,
}

impl Opnd {
    /// The operand's element type.
    pub fn ty(&self) -> DataType {
        match self {
            Opnd::Var { acc, .. } => acc.ty,
            Opnd::Imm { ty, .. } => *ty,
            Opnd::Ind { ty, .. } => *ty,
            Opnd::Pred { .. } => DataType::UD,
            Opnd::AddrOf { .. } => DataType::UW,
            Opnd::State { .. } => DataType::UD,
            Opnd::Null => DataType::UD,
        }
    }

    /// The source modifier.
    pub fn md(&self) -> Modifier {
        match self {
            Opnd::Var { md, .. } | Opnd::Ind { md, .. } => *md,
            _ => Modifier::None,
        }
    }
}

/// A raw operand: `var.offset`, resolved to its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raw {
    /// Root index (`None` for `%null`).
    pub root: Option<u32>,
    /// Byte offset in the root.
    pub off: u32,
    /// Element type of the named variable.
    pub ty: DataType,
}

/// A `dpas`/`dpasw`, checked by the emulator's own rules: the offsets of
/// `d` are within the operands' roots.
#[derive(Clone, Debug, PartialEq)]
pub struct Dpas {
    /// The operation (offsets root-relative).
    pub d: visa_emu::dpas::DpasInst,
    /// Root of the destination.
    pub dst: u32,
    /// Root of `src0` (`None`: `%null`).
    pub src0: Option<u32>,
    /// Root of `src1`.
    pub src1: u32,
    /// Root of `src2`.
    pub src2: u32,
}

/// Atomic operations of the memory messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AtomicOp {
    Add,
    Sub,
    Inc,
    Dec,
    UMin,
    UMax,
    Xchg,
    Cmpxchg,
    /// LSC `icas`: compare value in src1, new value in src2.
    CasSwapped,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    Predec,
    Load,
    Store,
    FMax,
    FMin,
    FAdd,
    FSub,
    FCmpwr,
}

impl AtomicOp {
    /// A float operation (the vISA emulator computes it in f64).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            AtomicOp::FMax | AtomicOp::FMin | AtomicOp::FAdd | AtomicOp::FSub | AtomicOp::FCmpwr
        )
    }
}

/// Where a memory message's addresses point.
#[derive(Clone, Debug, PartialEq)]
pub enum Space {
    /// A surface variable (`T#`): predefined (0 SLM, 5 scratch, 1/2
    /// stateless) or a binding-table index held in the surface variable.
    Surface(u16),
    /// An LSC binding-table index operand.
    Bti(Opnd),
    /// Stateless 64-bit addresses (SVM, LSC flat on `ugm`).
    Flat,
    /// Shared local memory (LSC `slm`).
    Slm,
    /// LSC surface-state addressing (the thread's scratch).
    Ss,
}

/// A memory message.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Mem {
    /// `gather4_scaled`/`scatter4_scaled` (and the SVM form): channels
    /// `ch` (RGBA mask) of dwords at `goff + offs[c] + 4*ch`.
    Scaled4 {
        store: bool,
        ch: u8,
        space: Space,
        /// Global offset (surfaces) or base address (SVM).
        goff: Opnd,
        offs: Raw,
        data: Raw,
    },
    /// `gather_scaled`/`scatter_scaled`: `blocks` bytes (1, 2, 4) per lane.
    Scaled {
        store: bool,
        blocks: u32,
        space: Space,
        goff: Opnd,
        offs: Raw,
        data: Raw,
    },
    /// Legacy `gather`/`scatter`.
    Scatter {
        store: bool,
        elt: u32,
        space: Space,
        goff: Opnd,
        offs: Raw,
        data: Raw,
    },
    /// `dword_atomic`.
    DwordAtomic {
        op: AtomicOp,
        bits: u32,
        space: Space,
        offs: Raw,
        src0: Raw,
        src1: Raw,
        dst: Raw,
    },
    /// `svm_block_ld`/`svm_block_st`, `oword_ld`/`oword_st`.
    Block {
        store: bool,
        bytes: u32,
        space: Space,
        /// Address (SVM) or offset (owords for aligned oword messages).
        addr: Opnd,
        /// Oword offsets (aligned oword messages count in owords).
        owords: bool,
        data: Raw,
    },
    /// `svm_gather`/`svm_scatter`: `blocks` blocks of `bs` bytes per lane.
    SvmScatter {
        store: bool,
        bs: u32,
        blocks: u32,
        addrs: Raw,
        data: Raw,
    },
    /// `svm_atomic`.
    SvmAtomic {
        op: AtomicOp,
        bits: u32,
        addrs: Raw,
        src0: Raw,
        src1: Raw,
        dst: Raw,
    },
    /// `qw_gather`/`qw_scatter`.
    Qw {
        store: bool,
        blocks: u32,
        space: Space,
        offs: Raw,
        data: Raw,
    },
    /// LSC untyped loads, stores and atomics.
    Lsc(Box<Lsc>),
}

impl Mem {
    /// The address space of the message (`None`: stateless SVM).
    pub fn space(&self) -> Option<&Space> {
        match self {
            Mem::Scaled4 { space, .. }
            | Mem::Scaled { space, .. }
            | Mem::Scatter { space, .. }
            | Mem::DwordAtomic { space, .. }
            | Mem::Block { space, .. }
            | Mem::Qw { space, .. } => Some(space),
            Mem::Lsc(l) => Some(&l.space),
            Mem::SvmScatter { .. } | Mem::SvmAtomic { .. } => None,
        }
    }

    /// Whether the message is a float atomic (compiled as a
    /// compare-and-swap loop).
    pub fn needs_loop(&self) -> bool {
        let op = match self {
            Mem::DwordAtomic { op, .. } | Mem::SvmAtomic { op, .. } => *op,
            Mem::Lsc(l) => match l.kind {
                // Narrow integer atomics are compare-and-swap loops too.
                LscKind::Atomic(_, _) if l.msize < 4 => return true,
                LscKind::Atomic(op, _) => op,
                _ => return false,
            },
            _ => return false,
        };
        op.is_float()
    }

    /// Whether the message addresses the thread's scratch (`%scratch`,
    /// LSC `ss`).
    pub fn is_scratch(&self) -> bool {
        matches!(self.space(), Some(Space::Surface(5) | Space::Ss))
    }
}

/// An LSC untyped message.
#[derive(Clone, Debug, PartialEq)]
pub struct Lsc {
    /// Load, store or atomic.
    pub kind: LscKind,
    /// Address space.
    pub space: Space,
    /// Address scale.
    pub scale: i64,
    /// Immediate address offset.
    pub imm: i64,
    /// Address size in bytes (2, 4, 8).
    pub asize: u32,
    /// Bytes per element in memory.
    pub msize: u32,
    /// Bytes per element in registers.
    pub rsize: u32,
    /// `d16u32h`: data in the high half of each dword.
    pub high: bool,
    /// Transposed (block) data order.
    pub transposed: bool,
    /// Vector elements per address.
    pub elems: u32,
    /// Quad channel mask.
    pub chmask: u8,
    /// Destination.
    pub dst: Raw,
    /// Addresses.
    pub src0: Raw,
    /// Data (stores, atomic operand 1).
    pub src1: Raw,
    /// Atomic operand 2.
    pub src2: Raw,
    /// `lsc_load_strided`/`lsc_store_strided`: the scalar stride; lane k's
    /// address is lane 0's (scaled, offset) plus `stride * k`.
    pub stride: Option<Opnd>,
}

/// What an LSC message does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum LscKind {
    Load,
    Store,
    LoadQuad,
    StoreQuad,
    Atomic(AtomicOp, u8),
}

/// A fence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fence {
    /// Global memory (and everything).
    Global,
    /// Shared local memory only.
    Local,
    /// A scheduling fence only (no memory effect).
    Sw,
}

/// A normalized instruction's operation.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Op {
    Nop,
    /// A label (block start).
    Label(u16),
    /// A subroutine's first instruction.
    Subroutine(u16),
    Alu {
        op: AluOp,
        dst: Opnd,
        srcs: Vec<Opnd>,
        sat: bool,
    },
    Mov {
        dst: Opnd,
        src: Opnd,
        sat: bool,
    },
    Cmp {
        rel: u8,
        /// A predicate index, or a general destination (all ones / zero).
        pred: Option<u16>,
        dst: Opnd,
        src0: Opnd,
        src1: Opnd,
    },
    PredLogic {
        op: AluOp,
        dst: u16,
        srcs: Vec<(u16, bool)>,
    },
    Setp {
        dst: u16,
        src: Opnd,
    },
    AddrAdd {
        dst: Opnd,
        src0: Opnd,
        src1: Opnd,
    },
    Carry {
        borrow: bool,
        dst: Opnd,
        carry: Opnd,
        src0: Opnd,
        src1: Opnd,
    },
    Madw {
        dst: Opnd,
        /// Byte distance of the high halves from the low halves.
        hi_off: u32,
        srcs: Vec<Opnd>,
    },
    /// `dpas`/`dpasw`.
    Dpas(Box<Dpas>),
    Goto {
        label: u16,
    },
    Jmp {
        label: u16,
    },
    Call {
        label: u16,
    },
    Ret,
    Fret,
    Fcall {
        name: String,
        arg_grfs: u32,
        ret_grfs: u32,
    },
    Ifcall {
        addr: Opnd,
        arg_grfs: u32,
        ret_grfs: u32,
    },
    Faddr {
        symbol: String,
        dst: Opnd,
    },
    Switchjmp {
        index: Opnd,
        labels: Vec<u16>,
    },
    Barrier,
    Fence(Fence),
    Mem(Box<Mem>),
    /// `movs` between surfaces, samplers and registers.
    Movs {
        dst: Opnd,
        src: Opnd,
    },
    /// Not compiled: the reason.
    Unsupported(String),
    /// Stops the thread with an error (code the inliner adds where the
    /// vISA emulator stops with one).
    Trap,
}

/// Predication of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredUse {
    /// Predicate index (id - 1).
    pub idx: u16,
    /// Inverted.
    pub inv: bool,
    /// Any/all combine.
    pub ctrl: PredCtrl,
}

/// A normalized instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Ins {
    /// Index in the routine.
    pub idx: usize,
    /// Execution size.
    pub exec: u32,
    /// First channel (mask-control offset).
    pub moff: u32,
    /// NoMask.
    pub nomask: bool,
    /// Predicate.
    pub pred: Option<PredUse>,
    /// Operation.
    pub op: Op,
}

type R<T> = Result<T, String>;

/// Decodes the instructions of a routine.
pub fn decode_routine(r: &Routine, vars: &Vars) -> Vec<Ins> {
    let d = Decoder { r, vars };
    r.insts
        .iter()
        .enumerate()
        .map(|(i, inst)| d.ins(i, inst))
        .collect()
}

struct Decoder<'a> {
    r: &'a Routine,
    vars: &'a Vars,
}

fn field_index(info: &visa::OpInfo, subop: Option<u8>, name: &str) -> R<usize> {
    info.layout(subop)
        .and_then(|l| {
            l.iter()
                .filter(|f| f.kind.is_operand())
                .position(|f| f.name == name)
        })
        .ok_or_else(|| format!("no field `{name}`"))
}

fn atomic_op(code: u32) -> R<AtomicOp> {
    use AtomicOp::*;
    Ok(match code & 0x1f {
        0 => Add,
        1 => Sub,
        2 => Inc,
        3 => Dec,
        4 => UMin,
        5 => UMax,
        6 => Xchg,
        7 => Cmpxchg,
        8 => And,
        9 => Or,
        10 => Xor,
        11 => SMin,
        12 => SMax,
        13 => Predec,
        16 => FMax,
        17 => FMin,
        18 => FCmpwr,
        19 => FAdd,
        20 => FSub,
        c => return Err(format!("invalid atomic operation {c}")),
    })
}

impl Decoder<'_> {
    fn ins(&self, idx: usize, inst: &Instruction) -> Ins {
        let mut ins = Ins {
            idx,
            exec: 1,
            moff: 0,
            nomask: true,
            pred: None,
            op: Op::Nop,
        };
        let Some(info) = visa::op_info(inst.opcode) else {
            ins.op = Op::Unsupported(format!("unknown opcode {:#04x}", inst.opcode));
            return ins;
        };
        let subop = if info.subops.is_empty() {
            None
        } else {
            inst.operands
                .first()
                .and_then(|o| o.as_imm())
                .map(|v| v as u8)
        };
        if info.has_exec(subop) {
            let Some(size) = inst.exec.size() else {
                ins.op = Op::Unsupported("invalid execution size".into());
                return ins;
            };
            let m = inst.exec.mask();
            ins.exec = size.count();
            ins.moff = m.first_channel();
            ins.nomask = m.no_mask;
        }
        if ins.moff + ins.exec > 32 {
            ins.op = Op::Unsupported("mask offset plus execution size exceeds 32".into());
            return ins;
        }
        if info.has_pred(subop) && inst.pred.is_some() {
            ins.pred = Some(PredUse {
                idx: inst.pred.id() - 1,
                inv: inst.pred.inverse(),
                ctrl: inst.pred.ctrl(),
            });
        }
        ins.op = match self.op(&ins, inst, info, subop) {
            Ok(op) => op,
            Err(e) => Op::Unsupported(e),
        };
        if let Op::Alu {
            op: AluOp::Fcvt | AluOp::Srnd,
            dst,
            srcs,
            ..
        } = &ins.op
        {
            // `srnd` and `fcvt` to BF8 write every channel of the
            // execution size whatever the masks and the predicate (the
            // specification's pseudo-code; the emulator's `inst.full`):
            // the finalizer's NoMask.
            if srcs.len() == 2 || dst.ty() == DataType::UB {
                ins.nomask = true;
                ins.pred = None;
            }
        }
        ins
    }

    fn vec<'b>(&self, inst: &'b Instruction, i: usize) -> R<&'b VecOperand> {
        match inst.operands.get(i) {
            Some(Operand::Vec(v)) => Ok(v),
            Some(Operand::Missing) | None => Err(format!(
                "operand {} is missing (the object stores the instruction truncated, as GenX_IR and IGC write them: finalize the .visaasm, or an object written with `xvisa asm --layout full`)",
                i + 1
            )),
            Some(_) => Err(format!("operand {} is not a vector operand", i + 1)),
        }
    }

    fn imm(&self, inst: &Instruction, i: usize) -> R<u32> {
        match inst.operands.get(i) {
            Some(Operand::Imm(v)) => Ok(*v),
            _ => Err(format!("operand {} is missing", i + 1)),
        }
    }

    fn label(&self, inst: &Instruction, i: usize) -> R<u16> {
        inst.operands
            .get(i)
            .and_then(|o| o.as_label())
            .ok_or_else(|| "the label is missing".to_string())
    }

    fn raw(&self, inst: &Instruction, i: usize) -> R<Raw> {
        match inst.operands.get(i) {
            Some(Operand::Raw(r)) => {
                if r.var == pre::NULL {
                    return Ok(Raw {
                        root: None,
                        off: 0,
                        ty: DataType::UD,
                    });
                }
                let loc = self
                    .vars
                    .loc(r.var)
                    .ok_or_else(|| format!("undeclared variable V{}", r.var))?;
                Ok(Raw {
                    root: Some(loc.root),
                    off: loc.off + r.offset as u32,
                    ty: loc.ty,
                })
            }
            _ => Err(format!("operand {} is not a raw operand", i + 1)),
        }
    }

    /// A vector operand as a source (`dst` false) or destination, for
    /// `n` channels starting at lane `lane0`.
    fn opnd(&self, v: &VecOperand, n: u32, lane0: u32, dst: bool) -> R<Opnd> {
        Ok(match v {
            VecOperand::General { var, modifier, .. } => {
                if *var == pre::NULL {
                    return Ok(Opnd::Null);
                }
                let acc = access::general(self.vars, v, n, lane0, dst)
                    .ok_or_else(|| format!("undeclared variable V{var}"))?;
                Opnd::Var { acc, md: *modifier }
            }
            VecOperand::Immediate { ty, bits } => {
                let (ty, vals) = match ty {
                    DataType::V => (
                        DataType::W,
                        (0..8)
                            .map(|k| {
                                ((((*bits >> (4 * k)) & 0xf) as i64) << 60 >> 60) as u64 & 0xffff
                            })
                            .collect(),
                    ),
                    DataType::UV => (
                        DataType::UW,
                        (0..8).map(|k| (*bits >> (4 * k)) & 0xf).collect(),
                    ),
                    DataType::VF => (
                        DataType::F,
                        (0..4)
                            .map(|k| vf_to_f32(((*bits >> (8 * k)) & 0xff) as u8) as u64)
                            .collect(),
                    ),
                    t => {
                        let mask = if t.size() >= 8 {
                            u64::MAX
                        } else {
                            (1u64 << (8 * t.size())) - 1
                        };
                        (*t, vec![*bits & mask])
                    }
                };
                Opnd::Imm { ty, vals }
            }
            VecOperand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            } => Opnd::Ind {
                addr: *addr,
                addr_off: *addr_offset,
                imm: *imm_offset,
                ty: *ty,
                region: *region,
                md: *modifier,
            },
            VecOperand::Predicate { pred, .. } => {
                let id = pred.id();
                if id == 0 || id as usize > self.r.preds.len() {
                    return Err(format!("undeclared predicate P{id}"));
                }
                Opnd::Pred {
                    idx: id - 1,
                    inv: pred.inverse(),
                }
            }
            VecOperand::Address {
                addr,
                offset,
                width,
                ..
            } => {
                let root = self
                    .vars
                    .addr_root(*addr)
                    .ok_or_else(|| format!("undeclared address variable A{addr}"))?;
                let w = visa::addr_width(*width).map(|w| w.count()).unwrap_or(1);
                let elems: Vec<u32> = (0..n)
                    .map(|c| *offset as u32 + if dst { c } else { c % w })
                    .collect();
                let shape = if elems.iter().all(|&e| e == elems[0]) {
                    access::Shape::Scalar { off: 2 * elems[0] }
                } else {
                    access::Shape::Lanes {
                        lane0,
                        offs: elems.iter().map(|e| 2 * e).collect(),
                    }
                };
                Opnd::Var {
                    acc: Access {
                        root,
                        ty: DataType::UW,
                        shape,
                    },
                    md: Modifier::None,
                }
            }
            VecOperand::AddressOf { var, offset, .. } => {
                let loc = self
                    .vars
                    .loc(*var)
                    .ok_or_else(|| format!("undeclared variable V{var}"))?;
                Opnd::AddrOf {
                    root: loc.root,
                    off: (loc.off as i64 + *offset as i64).max(0) as u32,
                }
            }
            VecOperand::State {
                class, id, offset, ..
            } => Opnd::State {
                sampler: *class == visa::StateClass::Sampler,
                id: *id + *offset as u16,
            },
        })
    }

    fn src(&self, ins: &Ins, inst: &Instruction, i: usize) -> R<Opnd> {
        self.opnd(self.vec(inst, i)?, ins.exec, ins.moff, false)
    }

    fn dst(&self, ins: &Ins, inst: &Instruction, i: usize) -> R<Opnd> {
        self.opnd(self.vec(inst, i)?, ins.exec, ins.moff, true)
    }

    fn scalar(&self, inst: &Instruction, i: usize) -> R<Opnd> {
        self.opnd(self.vec(inst, i)?, 1, 0, false)
    }

    fn sat(&self, inst: &Instruction, i: usize) -> bool {
        matches!(inst.operands.get(i), Some(Operand::Vec(v)) if v.modifier() == Modifier::Sat)
    }

    fn alu(&self, ins: &Ins, inst: &Instruction, op: AluOp, first: usize, n: usize) -> R<Op> {
        let dst = self.dst(ins, inst, first - 1)?;
        let mut srcs = Vec::with_capacity(n);
        for k in 0..n {
            srcs.push(self.src(ins, inst, first + k)?);
        }
        Ok(Op::Alu {
            op,
            sat: self.sat(inst, first - 1),
            dst,
            srcs,
        })
    }

    /// `sad2`/`sad2add` as a lane-wise operation: channel k (even) sums
    /// over the pair (k, k + 1), so the two sources are also read shifted
    /// by one channel (the emulator's `v(j, k + 1)`, zero past the
    /// execution size). Odd channels' values are computed but not
    /// written (`Sel::alu_ins` masks them off, as the emulator leaves
    /// them unchanged).
    fn sad2(&self, ins: &Ins, inst: &Instruction, add: bool) -> R<Op> {
        let mut op = self.alu(
            ins,
            inst,
            if add { AluOp::Sad2add } else { AluOp::Sad2 },
            1,
            if add { 3 } else { 2 },
        )?;
        let Op::Alu { srcs, .. } = &mut op else {
            unreachable!("alu gives Op::Alu")
        };
        let shifted = |o: &Opnd| -> R<Opnd> {
            Ok(match o {
                _ if ins.exec == 1 => Opnd::Imm {
                    ty: o.ty(),
                    vals: vec![0],
                },
                Opnd::Var { acc, md } => {
                    let mut acc = acc.clone();
                    if let access::Shape::Lanes { offs, .. } = &mut acc.shape {
                        // The last channel is odd; its value is not written.
                        let last = *offs.last().expect("channels");
                        offs.remove(0);
                        offs.push(last);
                    }
                    Opnd::Var { acc, md: *md }
                }
                Opnd::Imm { ty, vals } => {
                    let mut vals = vals.clone();
                    vals.rotate_left(1);
                    Opnd::Imm { ty: *ty, vals }
                }
                _ => {
                    return Err(format!(
                        "`{}` with an indirect or non-general source is not supported",
                        if add { "sad2add" } else { "sad2" }
                    ))
                }
            })
        };
        let (a, b) = (shifted(&srcs[0])?, shifted(&srcs[1])?);
        srcs.insert(2, a);
        srcs.insert(3, b);
        Ok(op)
    }

    fn op(&self, ins: &Ins, inst: &Instruction, info: &visa::OpInfo, subop: Option<u8>) -> R<Op> {
        use AluOp::*;
        let un = |op| self.alu(ins, inst, op, 1, 1);
        let bin = |op| self.alu(ins, inst, op, 1, 2);
        let ter = |op| self.alu(ins, inst, op, 1, 3);
        Ok(match inst.opcode {
            0x01 => bin(Add)?,
            0x02 => bin(Avg)?,
            0x03 => bin(Div)?,
            0x08 => un(Exp)?,
            0x09 => un(Frc)?,
            0x0B => un(Log)?,
            0x0C => ter(Mad)?,
            0x0D => bin(Mulh)?,
            0x0E => ter(Lrp)?,
            0x0F => bin(Mod)?,
            0x10 => bin(Mul)?,
            0x11 => bin(Pow)?,
            0x12 => un(Rndd)?,
            0x13 => un(Rndu)?,
            0x14 => un(Rnde)?,
            0x15 => un(Rndz)?,
            0x16 => self.sad2(ins, inst, false)?,
            0x1D | 0x1E => {
                let srnd = inst.opcode == 0x1E;
                let op = if srnd {
                    self.alu(ins, inst, AluOp::Srnd, 1, 2)?
                } else {
                    self.alu(ins, inst, AluOp::Fcvt, 1, 1)?
                };
                let Op::Alu { dst, srcs, .. } = &op else {
                    unreachable!("alu gives Op::Alu")
                };
                use DataType::*;
                // The conversions the emulator performs (it refuses the
                // others when it loads the kernel).
                let ok = matches!(
                    (srcs[0].ty(), dst.ty(), srnd),
                    (UB, HF, false)
                        | (HF, UB, _)
                        | (F, F | UD, false)
                        | (UD, F, false)
                        | (F, HF, true)
                );
                if !ok {
                    return Err(format!(
                        "{} from {} to {} is not a conversion it performs",
                        info.mnemonic,
                        srcs[0].ty(),
                        dst.ty()
                    ));
                }
                if srcs.iter().any(|s| !matches!(s.md(), Modifier::None)) || self.sat(inst, 0) {
                    return Err(format!(
                        "`{}` with a source modifier or saturation is not supported",
                        info.mnemonic
                    ));
                }
                op
            }
            0x17 => un(Sin)?,
            0x18 => un(Cos)?,
            0x19 => un(Sqrt)?,
            0x1A => un(Rsqrt)?,
            0x1B => un(Inv)?,
            0x1F => un(Lzd)?,
            0x20..=0x23 => {
                let op = [And, Or, Xor, Not][(inst.opcode - 0x20) as usize];
                let n = if op == Not { 1 } else { 2 };
                if let VecOperand::Predicate { pred, .. } = self.vec(inst, 0)? {
                    let mut srcs = Vec::new();
                    for k in 0..n {
                        match self.src(ins, inst, 1 + k)? {
                            Opnd::Pred { idx, inv } => srcs.push((idx, inv)),
                            _ => return Err("logic on predicates needs predicate sources".into()),
                        }
                    }
                    if pred.id() == 0 || pred.id() as usize > self.r.preds.len() {
                        return Err(format!("undeclared predicate P{}", pred.id()));
                    }
                    Op::PredLogic {
                        op,
                        dst: pred.id() - 1,
                        srcs,
                    }
                } else {
                    self.alu(ins, inst, op, 1, n)?
                }
            }
            0x24 => bin(Shl)?,
            0x25 => bin(Shr)?,
            0x26 => bin(Asr)?,
            0x27 => un(Cbit)?,
            0x28 => {
                let dst = self.dst(ins, inst, 0)?;
                // A general src0 stands for its address.
                let src0 = match self.vec(inst, 1)? {
                    VecOperand::General { var, row, col, .. } => {
                        let loc = self
                            .vars
                            .loc(*var)
                            .ok_or_else(|| format!("undeclared variable V{var}"))?;
                        Opnd::AddrOf {
                            root: loc.root,
                            off: loc.off
                                + *row as u32 * self.vars.grf
                                + *col as u32 * loc.ty.size(),
                        }
                    }
                    _ => self.src(ins, inst, 1)?,
                };
                let src1 = self.src(ins, inst, 2)?;
                Op::AddrAdd { dst, src0, src1 }
            }
            0x29 => Op::Mov {
                sat: self.sat(inst, 0),
                dst: self.dst(ins, inst, 0)?,
                src: self.src(ins, inst, 1)?,
            },
            0x2A => bin(Sel)?,
            0x2B => {
                let VecOperand::Predicate { pred, .. } = self.vec(inst, 0)? else {
                    return Err("setp needs a predicate destination".into());
                };
                if pred.id() == 0 || pred.id() as usize > self.r.preds.len() {
                    return Err(format!("undeclared predicate P{}", pred.id()));
                }
                Op::Setp {
                    dst: pred.id() - 1,
                    src: self.src(ins, inst, 1)?,
                }
            }
            0x2C => {
                let rel = self.imm(inst, 0)? as u8;
                if rel > 5 {
                    return Err(format!("invalid relational operator {rel}"));
                }
                let (pred, dst) = match self.vec(inst, 1)? {
                    VecOperand::Predicate { pred, .. } => {
                        if pred.id() == 0 || pred.id() as usize > self.r.preds.len() {
                            return Err(format!("undeclared predicate P{}", pred.id()));
                        }
                        (Some(pred.id() - 1), Opnd::Null)
                    }
                    _ => (None, self.dst(ins, inst, 1)?),
                };
                Op::Cmp {
                    rel,
                    pred,
                    dst,
                    src0: self.src(ins, inst, 2)?,
                    src1: self.src(ins, inst, 3)?,
                }
            }
            0x2D => Op::Movs {
                dst: self.dst(ins, inst, 0)?,
                src: self.src(ins, inst, 1)?,
            },
            0x2E => un(Fbl)?,
            0x2F => un(Fbh)?,
            0x30 => Op::Subroutine(self.label(inst, 0)?),
            0x31 => Op::Label(self.label(inst, 0)?),
            0x51 | 0x52 | 0x5A | 0x5B | 0x5F | 0x7B => Op::Nop,
            0x32 => Op::Jmp {
                label: self.label(inst, 0)?,
            },
            0x33 => Op::Call {
                label: self.label(inst, 0)?,
            },
            0x34 => Op::Ret,
            0x45 => {
                let op = if self.imm(inst, 0)? & 1 == 0 {
                    Min
                } else {
                    Max
                };
                self.alu(ins, inst, op, 2, 2)?
            }
            0x46 => ter(Bfe)?,
            0x47 => self.alu(ins, inst, Bfi, 1, 4)?,
            0x48 => un(Bfrev)?,
            0x49 | 0x4A => Op::Carry {
                borrow: inst.opcode == 0x4A,
                dst: self.dst(ins, inst, 0)?,
                carry: self.dst(ins, inst, 1)?,
                src0: self.src(ins, inst, 2)?,
                src1: self.src(ins, inst, 3)?,
            },
            0x4F => Op::Ifcall {
                addr: self.scalar(inst, field_index(info, None, "function_addr")?)?,
                arg_grfs: self.imm(inst, field_index(info, None, "arg_size")?)?,
                ret_grfs: self.imm(inst, field_index(info, None, "return_size")?)?,
            },
            0x50 => Op::Faddr {
                symbol: match inst.operands.first() {
                    Some(Operand::Str(s)) => s.clone(),
                    _ => return Err("faddr needs a symbol".into()),
                },
                dst: self.opnd(self.vec(inst, 1)?, 1, 0, true)?,
            },
            0x5C => {
                let mode = self.imm(inst, 0)?;
                Op::Fence(if mode & 0x80 != 0 {
                    Fence::Sw
                } else if mode & 0x20 != 0 {
                    Fence::Local
                } else {
                    Fence::Global
                })
            }
            0x8B => Op::Fence(if self.imm(inst, 0)? == 3 {
                Fence::Local
            } else {
                Fence::Global
            }),
            0x59 => Op::Barrier,
            // The emulator completes a named barrier's phase after `count`
            // signals from any threads of the group (a subset may meet
            // while others run on); `s_barrier` waits for every wave, and
            // threads packed in one wave cannot wait for each other.
            0x60 => {
                return Err("`nbarrier` is not supported by the finalizer: a named barrier's phase completes after its count of signals from any of the group's threads, which s_barrier (every wave of the group) does not express".into())
            }
            // Split barriers as the emulator runs them: the signal does
            // nothing, the wait is a barrier (its threads go on once every
            // thread of the group is at a wait or a `barrier`).
            0x7C => {
                if self.imm(inst, 0)? & 1 == 1 {
                    Op::Nop
                } else {
                    Op::Barrier
                }
            }
            0x67 => Op::Fcall {
                name: match inst.operands.first() {
                    Some(Operand::Str(s)) => s.clone(),
                    _ => return Err("fcall needs a function name".into()),
                },
                arg_grfs: self.imm(inst, 1)?,
                ret_grfs: self.imm(inst, 2)?,
            },
            0x68 => Op::Fret,
            0x69 => {
                let n = self.imm(inst, 0)? as usize;
                let index = self.scalar(inst, 1)?;
                let mut labels = Vec::with_capacity(n);
                for k in 0..n {
                    labels.push(self.label(inst, 2 + k)?);
                }
                if labels.is_empty() {
                    return Err("switchjmp without labels".into());
                }
                Op::Switchjmp { index, labels }
            }
            0x6A => self.sad2(ins, inst, true)?,
            0x6C => Op::Goto {
                label: self.label(inst, 0)?,
            },
            0x7E => un(Sqrtm)?,
            0x7F => bin(Divm)?,
            0x80 => bin(Rol)?,
            0x81 => bin(Ror)?,
            0x82 => ter(Dp4a)?,
            0x84 => ter(Add3)?,
            0x85 => {
                let f = self.imm(inst, 4)? as u8;
                self.alu(ins, inst, Bfn(f), 1, 3)?
            }
            0x83 | 0x1C => Op::Dpas(Box::new(self.dpas(ins, inst)?)),
            0x91 => {
                let dst = self.dst(ins, inst, 0)?;
                let Opnd::Var { acc, .. } = &dst else {
                    return Err("madw needs a general destination".into());
                };
                let grf = self.vars.grf;
                let hi_off = (ins.exec * acc.ty.size()).div_ceil(grf) * grf;
                Op::Madw {
                    dst,
                    hi_off,
                    srcs: vec![
                        self.src(ins, inst, 1)?,
                        self.src(ins, inst, 2)?,
                        self.src(ins, inst, 3)?,
                    ],
                }
            }
            _ => match self.mem(ins, inst, info, subop)? {
                Some(m) => Op::Mem(Box::new(m)),
                None => {
                    return Err(format!(
                        "`{}` is not supported by the finalizer",
                        info.mnemonic
                    ))
                }
            },
        })
    }

    /// A raw operand as the emulator's span (root-relative) and its root.
    fn dpas_span(&self, inst: &Instruction, i: usize) -> R<(visa_emu::dpas::Span, Option<u32>)> {
        let Some(Operand::Raw(r)) = inst.operands.get(i) else {
            return Err(format!("operand {} is not a raw operand", i + 1));
        };
        if r.var == pre::NULL {
            let s = visa_emu::dpas::Span {
                off: 0,
                end: 0,
                ty: DataType::UD,
                null: true,
            };
            return Ok((s, None));
        }
        let loc = self
            .vars
            .loc(r.var)
            .ok_or_else(|| format!("undeclared variable V{}", r.var))?;
        let s = visa_emu::dpas::Span {
            off: loc.off + r.offset as u32,
            end: loc.off + loc.size,
            ty: loc.ty,
            null: false,
        };
        Ok((s, Some(loc.root)))
    }

    fn dpas(&self, ins: &Ins, inst: &Instruction) -> R<Dpas> {
        let wide = inst.opcode == 0x1C;
        let (src2, root2) = match self.vec(inst, 3)? {
            VecOperand::General { var, row, col, .. } if *var != pre::NULL => {
                let loc = self
                    .vars
                    .loc(*var)
                    .ok_or_else(|| format!("undeclared variable V{var}"))?;
                let s = visa_emu::dpas::Span {
                    off: loc.off + *row as u32 * self.vars.grf + *col as u32 * loc.ty.size(),
                    end: loc.off + loc.size,
                    ty: loc.ty,
                    null: false,
                };
                (s, loc.root)
            }
            _ => return Err("dpas src2 must be a general variable".into()),
        };
        let (dst, rd) = self.dpas_span(inst, 0)?;
        let (s0, r0) = self.dpas_span(inst, 1)?;
        let (s1, r1) = self.dpas_span(inst, 2)?;
        let d = visa_emu::dpas::DpasInst::new(
            wide,
            ins.exec,
            self.vars.grf,
            self.imm(inst, 4)?,
            dst,
            s0,
            s1,
            src2,
        )?;
        if ins.moff != 0 {
            return Err("dpas with a mask offset is not supported".into());
        }
        Ok(Dpas {
            d,
            dst: rd.ok_or("dpas: %null destination")?,
            src0: r0,
            src1: r1.ok_or("dpas: %null src1")?,
            src2: root2,
        })
    }

    fn mem(
        &self,
        ins: &Ins,
        inst: &Instruction,
        info: &visa::OpInfo,
        subop: Option<u8>,
    ) -> R<Option<Mem>> {
        let imm = |i| self.imm(inst, i);
        let _ = ins;
        Ok(Some(match inst.opcode {
            0x35 | 0x3C => Mem::Block {
                store: false,
                bytes: 16 << (imm(0)? & 7).min(4),
                space: Space::Surface(imm(2)? as u16),
                addr: self.scalar(inst, 3)?,
                owords: inst.opcode == 0x35,
                data: self.raw(inst, 4)?,
            },
            0x36 => Mem::Block {
                store: true,
                bytes: 16 << (imm(0)? & 7).min(4),
                space: Space::Surface(imm(1)? as u16),
                addr: self.scalar(inst, 2)?,
                owords: true,
                data: self.raw(inst, 3)?,
            },
            0x74 | 0x75 => Mem::Scaled4 {
                store: inst.opcode == 0x75,
                ch: (imm(0)? & 0xf) as u8,
                space: Space::Surface(imm(2)? as u16),
                goff: self.scalar(inst, 3)?,
                offs: self.raw(inst, 4)?,
                data: self.raw(inst, 5)?,
            },
            0x78 | 0x79 => {
                let blocks = [1, 2, 4, 0][(imm(1)? & 3) as usize];
                if blocks == 0 {
                    return Err("invalid block size".into());
                }
                Mem::Scaled {
                    store: inst.opcode == 0x79,
                    blocks,
                    space: Space::Surface(imm(3)? as u16),
                    goff: self.scalar(inst, 4)?,
                    offs: self.raw(inst, 5)?,
                    data: self.raw(inst, 6)?,
                }
            }
            0x7D => {
                let code = imm(0)?;
                Mem::DwordAtomic {
                    op: atomic_op(code)?,
                    bits: if code & 0x20 != 0 { 16 } else { 32 },
                    space: Space::Surface(imm(1)? as u16),
                    offs: self.raw(inst, 2)?,
                    src0: self.raw(inst, 3)?,
                    src1: self.raw(inst, 4)?,
                    dst: self.raw(inst, 5)?,
                }
            }
            0x4E => match subop {
                Some(1) | Some(2) => {
                    let p = imm(1)?;
                    Mem::Block {
                        store: subop == Some(2),
                        bytes: 16 << (p & 7).min(4),
                        space: Space::Flat,
                        addr: self.scalar(inst, 2)?,
                        owords: false,
                        data: self.raw(inst, 3)?,
                    }
                }
                Some(3) | Some(4) => Mem::SvmScatter {
                    store: subop == Some(4),
                    bs: match imm(1)? & 3 {
                        0 => 1,
                        1 => 4,
                        _ => 8,
                    },
                    blocks: 1 << (imm(2)? & 3),
                    addrs: self.raw(inst, 3)?,
                    data: self.raw(inst, 4)?,
                },
                Some(5) => {
                    let code = imm(1)?;
                    Mem::SvmAtomic {
                        op: atomic_op(code)?,
                        bits: match (code >> 5) & 3 {
                            1 => 16,
                            2 => 64,
                            _ => 32,
                        },
                        addrs: self.raw(inst, 2)?,
                        src0: self.raw(inst, 3)?,
                        src1: self.raw(inst, 4)?,
                        dst: self.raw(inst, 5)?,
                    }
                }
                Some(6) | Some(7) => Mem::Scaled4 {
                    store: subop == Some(7),
                    ch: (imm(1)? & 0xf) as u8,
                    space: Space::Flat,
                    goff: self.scalar(inst, 3)?,
                    offs: self.raw(inst, 4)?,
                    data: self.raw(inst, 5)?,
                },
                _ => return Ok(None),
            },
            0x86 | 0x87 => Mem::Qw {
                store: inst.opcode == 0x87,
                blocks: 1 << (imm(0)? & 3),
                space: Space::Surface(imm(1)? as u16),
                offs: self.raw(inst, 2)?,
                data: self.raw(inst, 3)?,
            },
            0x89 => {
                let Some(sub) = subop else { return Ok(None) };
                return self.lsc(inst, info, sub).map(Some);
            }
            _ => return Ok(None),
        }))
    }

    fn lsc(&self, inst: &Instruction, info: &visa::OpInfo, sub: u8) -> R<Mem> {
        let f = |name: &str| field_index(info, Some(sub), name);
        let imm = |name: &str| -> R<u32> { self.imm(inst, f(name)?) };
        use AtomicOp::*;
        let strided = matches!(sub, 0x01 | 0x05);
        let kind = match sub {
            0x00 | 0x01 => LscKind::Load,
            0x02 => LscKind::LoadQuad,
            0x04 | 0x05 => LscKind::Store,
            0x06 => LscKind::StoreQuad,
            0x08 => LscKind::Atomic(Inc, 0),
            0x09 => LscKind::Atomic(Dec, 0),
            0x0A => LscKind::Atomic(Load, 0),
            0x0B => LscKind::Atomic(Store, 1),
            0x0C => LscKind::Atomic(Add, 1),
            0x0D => LscKind::Atomic(Sub, 1),
            0x0E => LscKind::Atomic(SMin, 1),
            0x0F => LscKind::Atomic(SMax, 1),
            0x10 => LscKind::Atomic(UMin, 1),
            0x11 => LscKind::Atomic(UMax, 1),
            0x12 => LscKind::Atomic(CasSwapped, 2),
            0x13 => LscKind::Atomic(FAdd, 1),
            0x14 => LscKind::Atomic(FSub, 1),
            0x15 => LscKind::Atomic(FMin, 1),
            0x16 => LscKind::Atomic(FMax, 1),
            0x17 => LscKind::Atomic(FCmpwr, 2),
            0x18 => LscKind::Atomic(And, 1),
            0x19 => LscKind::Atomic(Or, 1),
            0x1A => LscKind::Atomic(Xor, 1),
            s => {
                return Err(format!(
                    "`{}` is not supported by the finalizer",
                    info.subop(s).map_or("lsc", |x| x.mnemonic)
                ))
            }
        };
        let sfid = imm("sfid")?;
        let space = if sfid == 3 {
            Space::Slm
        } else {
            match imm("addr_type")? {
                1 => Space::Flat,
                3 => Space::Ss,
                4 => Space::Bti(self.scalar(inst, f("surface")?)?),
                2 => return Err("LSC bindless (bss) addressing is not supported".into()),
                t => return Err(format!("invalid LSC address type {t}")),
            }
        };
        if sfid == 2 {
            return Err("LSC typed global memory (tgm) is not supported".into());
        }
        let asize = match imm("addr_size")? {
            1 => 2,
            2 => 4,
            3 => 8,
            s => return Err(format!("invalid LSC address size {s}")),
        };
        let (msize, rsize, high) = match imm("data_size")? {
            1 => (1, 4, false),
            2 => (2, 4, false),
            3 => (4, 4, false),
            4 => (8, 8, false),
            5 => (1, 4, false),
            6 => (2, 4, false),
            7 => (2, 4, true),
            s => return Err(format!("invalid LSC data size {s}")),
        };
        let transposed = imm("data_order")? == 2;
        let elems = match imm("data_elems")? {
            e @ 1..=4 => e,
            5 => 8,
            6 => 16,
            7 => 32,
            8 => 64,
            e => return Err(format!("invalid LSC vector size code {e}")),
        };
        Ok(Mem::Lsc(Box::new(Lsc {
            kind,
            space,
            scale: imm("addr_imm_scale")?.max(1) as i64,
            imm: self.imm(inst, f("addr_imm_offset")?)? as i32 as i64,
            asize,
            msize,
            rsize: if transposed { msize } else { rsize },
            high,
            transposed,
            elems,
            chmask: imm("data_chmask")? as u8,
            dst: self.raw(inst, f("dst")?)?,
            // Strided messages have one address (src0_base) and their
            // data in src1 (the emulator reads src2 as src1 too).
            src0: self.raw(inst, f(if strided { "src0_base" } else { "src0" })?)?,
            src1: self.raw(inst, f("src1")?)?,
            src2: self.raw(inst, f(if strided { "src1" } else { "src2" })?)?,
            stride: if strided {
                Some(self.scalar(inst, f("src0_stride")?)?)
            } else {
                None
            },
        })))
    }
}

/// The restricted 8-bit float of `VF` immediates (sign, 3-bit exponent
/// biased by 3, 4-bit mantissa), as `f32` bits.
fn vf_to_f32(b: u8) -> u32 {
    let sign = (b as u32 >> 7) << 31;
    let e = (b >> 4) & 7;
    let m = (b & 0xf) as u32;
    if e == 0 && m == 0 {
        return sign;
    }
    // Value: (1 + m/16) * 2^(e-3); e = 0 is not denormal in this format.
    sign | ((e as u32 + 127 - 3) << 23) | (m << 19)
}
