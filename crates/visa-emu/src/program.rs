//! Decoding: a parsed vISA module becomes a [`Program`] of pre-resolved
//! instructions (operand offsets, types, classes, branch targets and
//! re-convergence points computed once), so that the interpreter's inner
//! loop only moves bytes.

use std::collections::HashMap;

use visa::{
    DataType, Instruction, Modifier, Module, Operand, Platform, PredCtrl, Routine, VecOperand,
};

use crate::error::{InstLoc, LoadError};
use crate::layout::Layout;
use crate::msg::{self, MemInst};
use crate::operand::{self, Dst, OpCtx, Src};

/// Computation domain of an ALU instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    /// Integers, as `i64` (sources sign- or zero-extended by their own type).
    I,
    /// Half floats, computed exactly in `f64` and rounded once on store.
    H,
    /// `f32`.
    F,
    /// `f64`.
    D,
}

/// ALU operations (everything that maps sources to one destination lane-wise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AluOp {
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
    /// Sum of absolute differences of lane pairs (`sad2`, `sad2add`).
    Sad2,
    Sad2add,
}

impl AluOp {
    /// Whether the op is defined on floats.
    pub fn float_ok(self) -> bool {
        use AluOp::*;
        matches!(
            self,
            Add | Div
                | Exp
                | Frc
                | Log
                | Mad
                | Mul
                | Pow
                | Rndd
                | Rndu
                | Rnde
                | Rndz
                | Sin
                | Cos
                | Sqrt
                | Rsqrt
                | Inv
                | Sqrtm
                | Divm
                | Lrp
                | Sel
                | Min
                | Max
        )
    }
}

#[derive(Clone, Debug)]
pub(crate) struct AluInst {
    pub op: AluOp,
    pub class: Class,
    pub dst: Dst,
    pub srcs: Vec<Src>,
    pub sat: bool,
    pub fast: Option<crate::fast::FastAlu>,
}

#[derive(Clone, Debug)]
pub(crate) struct PlaneInst {
    pub dst: Dst,
    /// Byte offset of `src0`'s first element (p, q at +0, +4; r at +12).
    pub pqr: u32,
    /// `src1` read as twice the execution size of lanes: u and v blocks.
    pub uv: Src,
    pub sat: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct CmpInst {
    pub rel: u8,
    pub class: Class,
    pub dst: Dst,
    pub src0: Src,
    pub src1: Src,
    pub fast: Option<crate::fast::FastCmp>,
}

#[derive(Clone, Debug)]
pub(crate) struct MovInst {
    pub dst: Dst,
    pub src: Src,
    pub sat: bool,
    pub fast: Option<crate::fast::FastAlu>,
}

/// A decoded instruction's operation.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    Nop,
    Alu(Box<AluInst>),
    Mov(Box<MovInst>),
    Cmp(Box<CmpInst>),
    /// `and/or/xor/not` on predicates.
    PredLogic {
        op: AluOp,
        dst: u16,
        srcs: [(u16, bool); 2],
    },
    Setp {
        dst: u16,
        src: Src,
        scalar: bool,
    },
    AddrAdd {
        dst: Dst,
        src0: Src,
        src1: Src,
    },
    Movs {
        dst: Dst,
        dst_state: Option<(bool, u32)>,
        src: Src,
    },
    Carry {
        borrow: bool,
        dst: Dst,
        carry: Dst,
        src0: Src,
        src1: Src,
    },
    Madw {
        dst: Dst,
        hi_off: u32,
        srcs: [Src; 3],
    },
    Goto {
        target: u32,
        backward: bool,
    },
    Jmp {
        target: u32,
    },
    Call {
        target: u32,
    },
    Ret,
    Fcall {
        routine: usize,
        arg_grfs: u32,
        ret_grfs: u32,
    },
    Ifcall {
        addr: Src,
        arg_grfs: u32,
        ret_grfs: u32,
    },
    Fret,
    Faddr {
        symbol: String,
        dst: Dst,
    },
    Switchjmp {
        index: Src,
        targets: Vec<u32>,
    },
    Barrier,
    SBarrier {
        signal: bool,
    },
    Mem(Box<MemInst>),
    /// `dpas`/`dpasw`.
    Dpas(Box<crate::dpas::DpasInst>),
    /// `nbarrier.signal` (`count` given) or `nbarrier.wait`.
    Nbarrier {
        id: Src,
        count: Option<Src>,
    },
    /// `plane`: `p*u + q*v + r`, scalars from `src0`'s elements 0, 1, 3.
    Plane(Box<PlaneInst>),
    /// `fcvt` (HF <-> BF8 in UB, F -> TF32) and `srnd` (stochastic
    /// rounding F -> HF, HF -> BF8 with random bits from `src1`).
    Fcvt {
        dst: Dst,
        src: Src,
        rnd: Option<Src>,
        /// `bf_cvt`.
        bf: bool,
    },
    /// An instruction the emulator does not run: the error to report when
    /// it is reached (a program may hold it on a path it never takes).
    Unsupported(String),
    /// The fast form of an ALU or move instruction, with the general form
    /// for when its run-time conditions (`%cr0` bits) do not hold.
    Fast {
        f: crate::fast::FastAlu,
        slow: Box<Op>,
    },
    /// The fast form of a compare into a predicate.
    FastCmp {
        f: crate::fast::FastCmp,
        slow: Box<Op>,
    },
}

/// No re-convergence point at this instruction.
pub(crate) const NO_RP: u16 = u16::MAX;

/// A decoded instruction.
#[derive(Clone, Debug)]
pub(crate) struct Inst {
    pub op: Op,
    /// Execution size (1..=32).
    pub exec: u8,
    /// First channel covered (mask control offset).
    pub moff: u8,
    /// Predicate variable index + 1 (0 = none).
    pub pred: u16,
    pub pinv: bool,
    pub pctrl: PredCtrl,
    /// Re-convergence point id (`NO_RP` when none): channels waiting here
    /// are re-enabled when execution reaches this instruction.
    pub rp: u16,
    /// Reads `%ce0` or `%tsc`, which are refreshed before it runs.
    pub special: bool,
    /// The lowest `exec` bits.
    pub full: u32,
    /// All ones for NoMask instructions (or-ed into the execution mask).
    pub nm: u32,
}

/// One routine (kernel or function) ready to run.
#[derive(Debug)]
pub(crate) struct Code {
    pub name: String,
    pub kernel: bool,
    pub layout: Layout,
    pub insts: Vec<Inst>,
    pub texts: Vec<String>,
    pub addr_elems: u32,
    pub num_preds: u16,
    pub num_surfaces: u32,
    /// Instruction index of each re-convergence point, ascending.
    pub points: Vec<u32>,
    /// `SimdSize` attribute (kernels).
    pub simd: Option<u32>,
    pub routine: Routine,
}

/// A vISA module decoded for the emulator.
#[derive(Debug)]
pub struct Program {
    pub(crate) platform: Platform,
    pub(crate) codes: Vec<Code>,
}

impl Program {
    /// Decodes every routine of `module` for `platform`.
    pub fn new(module: &Module, platform: Platform) -> Result<Program, LoadError> {
        Program::decode(module, platform, true)
    }

    /// Decodes without the specialised fast forms, so that every
    /// instruction takes the general (reference) path; for testing the
    /// fast forms against it.
    pub fn general(module: &Module, platform: Platform) -> Result<Program, LoadError> {
        Program::decode(module, platform, false)
    }

    fn decode(module: &Module, platform: Platform, fast: bool) -> Result<Program, LoadError> {
        let names: HashMap<&str, usize> = module
            .routines
            .iter()
            .enumerate()
            .map(|(i, r)| (r.name.as_str(), i))
            .collect();
        let mut codes = Vec::new();
        for r in &module.routines {
            codes.push(decode_routine(r, platform, &names, fast)?);
        }
        Ok(Program { platform, codes })
    }

    /// The platform the program was decoded for.
    pub fn platform(&self) -> Platform {
        self.platform
    }

    /// Names of the kernels in the module.
    pub fn kernels(&self) -> Vec<&str> {
        self.codes
            .iter()
            .filter(|c| c.kernel)
            .map(|c| c.name.as_str())
            .collect()
    }

    /// The routine index of kernel `name` (or the only kernel when `None`).
    pub(crate) fn kernel_index(&self, name: Option<&str>) -> Result<usize, LoadError> {
        let ks: Vec<usize> = (0..self.codes.len())
            .filter(|&i| self.codes[i].kernel)
            .collect();
        match name {
            Some(n) => ks
                .iter()
                .copied()
                .find(|&i| self.codes[i].name == n)
                .ok_or_else(|| {
                    LoadError::new(format!(
                        "no kernel `{n}` in the module (kernels: {})",
                        self.kernels().join(", ")
                    ))
                }),
            None => match ks.as_slice() {
                [k] => Ok(*k),
                [] => Err(LoadError::new("the module has no kernel")),
                _ => Err(LoadError::new(format!(
                    "the module has several kernels ({}): name one",
                    self.kernels().join(", ")
                ))),
            },
        }
    }

    /// The `SimdSize` attribute of kernel `name`.
    pub fn simd_size(&self, name: Option<&str>) -> Option<u32> {
        let k = self.kernel_index(name).ok()?;
        self.codes[k].simd
    }
}

fn attr_int(r: &Routine, name: &str) -> Option<u32> {
    r.attributes
        .iter()
        .find(|a| a.name == name)
        .and_then(|a| match &a.value {
            visa::AttrValue::Int { value, .. } => Some(*value),
            visa::AttrValue::Str(s) => std::str::from_utf8(s).ok()?.trim().parse().ok(),
        })
}

fn decode_routine(
    r: &Routine,
    platform: Platform,
    names: &HashMap<&str, usize>,
    fast: bool,
) -> Result<Code, LoadError> {
    let layout = Layout::new(r, platform).map_err(|mut e| {
        e.message = format!("{}: {}", r.name, e.message);
        e
    })?;
    let mut addr_base = Vec::new();
    let mut n = 0u32;
    for a in &r.addrs {
        let k = (a.num_elements as u32).max(1);
        addr_base.push((n, k));
        n += k;
    }
    let ctx = visa_text::Ctx {
        r,
        grf: platform.grf_size(),
        label_suffix: false,
    };
    let texts: Vec<String> = r
        .insts
        .iter()
        .map(|i| visa_text::print_instruction(&ctx, i))
        .collect();
    // Label id -> instruction index.
    let mut label_at: HashMap<u16, u32> = HashMap::new();
    for (i, inst) in r.insts.iter().enumerate() {
        if matches!(inst.opcode, 0x30 | 0x31) {
            if let Some(l) = inst.operands.first().and_then(|o| o.as_label()) {
                label_at.entry(l).or_insert(i as u32);
            }
        }
    }
    let num_preds = r.preds.len().min(u16::MAX as usize - 1) as u16;
    let mut insts = Vec::with_capacity(r.insts.len());
    for (i, inst) in r.insts.iter().enumerate() {
        let at = || InstLoc {
            routine: r.name.clone(),
            index: i,
            text: texts[i].clone(),
        };
        let d = Decoder {
            r,
            layout: &layout,
            addr_base: &addr_base,
            num_preds,
            label_at: &label_at,
            names,
            index: i,
            fast,
        };
        let decoded = d.inst(inst).map_err(|m| LoadError {
            message: m,
            at: Some(at()),
        })?;
        insts.push(decoded);
    }
    // Re-convergence points: targets of forward gotos and the instruction
    // after a backward goto.
    let mut is_point = vec![false; insts.len() + 1];
    for (i, inst) in insts.iter().enumerate() {
        if let Op::Goto { target, backward } = inst.op {
            if backward {
                is_point[i + 1] = true;
            } else {
                is_point[target as usize] = true;
            }
        }
    }
    let mut points = Vec::new();
    for (i, p) in is_point.iter().enumerate() {
        if *p && i < insts.len() {
            insts[i].rp = points.len() as u16;
            points.push(i as u32);
        }
    }
    if is_point[insts.len()] {
        // A backward goto as the last instruction: its fall-through point is
        // past the end; give it an id too so that waiting channels are kept.
        points.push(insts.len() as u32);
    }
    Ok(Code {
        name: r.name.clone(),
        kernel: r.is_kernel(),
        layout,
        insts,
        texts,
        addr_elems: n,
        num_preds,
        num_surfaces: 6 + r.surfaces.len() as u32,
        points,
        simd: attr_int(r, "SimdSize"),
        routine: r.clone(),
    })
}

pub(crate) struct Decoder<'a> {
    pub r: &'a Routine,
    pub layout: &'a Layout,
    pub addr_base: &'a [(u32, u32)],
    pub num_preds: u16,
    pub label_at: &'a HashMap<u16, u32>,
    pub names: &'a HashMap<&'a str, usize>,
    pub index: usize,
    /// Use the specialised fast forms where they apply.
    pub fast: bool,
}

type R<T> = Result<T, String>;

impl Decoder<'_> {
    pub fn ctx(&self, exec: u32) -> OpCtx<'_> {
        OpCtx {
            layout: self.layout,
            addr_base: self.addr_base,
            num_preds: self.num_preds,
            exec,
        }
    }

    pub fn vec<'b>(&self, inst: &'b Instruction, i: usize) -> R<&'b VecOperand> {
        match inst.operands.get(i) {
            Some(Operand::Vec(v)) => Ok(v),
            Some(Operand::Missing) | None => Err(format!(
                "operand {} is missing: the object stores this instruction truncated (as GenX_IR and IGC write them); run the .visaasm, or an object written with `xvisa asm --layout full`",
                i + 1
            )),
            Some(_) => Err(format!("operand {} is not a vector operand", i + 1)),
        }
    }

    pub fn imm(&self, inst: &Instruction, i: usize) -> R<u32> {
        match inst.operands.get(i) {
            Some(Operand::Imm(v)) => Ok(*v),
            _ => Err(format!("operand {} is missing", i + 1)),
        }
    }

    pub fn src(&self, inst: &Instruction, i: usize, exec: u32) -> R<Src> {
        operand::src(&self.ctx(exec), self.vec(inst, i)?, false)
    }

    pub fn scalar(&self, inst: &Instruction, i: usize) -> R<Src> {
        operand::src(&self.ctx(1), self.vec(inst, i)?, true)
    }

    pub fn dst(&self, inst: &Instruction, i: usize, exec: u32) -> R<Dst> {
        operand::dst(&self.ctx(exec), self.vec(inst, i)?)
    }

    pub fn raw(&self, inst: &Instruction, i: usize) -> R<operand::Raw> {
        match inst.operands.get(i) {
            Some(Operand::Raw(r)) => operand::raw(self.layout, r),
            _ => Err(format!("operand {} is not a raw operand", i + 1)),
        }
    }

    fn label(&self, inst: &Instruction, i: usize) -> R<u32> {
        let l = inst.operands.get(i).and_then(|o| o.as_label()).ok_or(
            "the label is missing: the object stores this instruction truncated (as GenX_IR and IGC write them); run the .visaasm, or an object written with `xvisa asm --layout full`",
        )?;
        self.label_at.get(&l).copied().ok_or_else(|| {
            format!(
                "label {} is not placed in this routine",
                self.r
                    .labels
                    .get(l as usize)
                    .map_or(format!("#{l}"), |x| x.name.clone())
            )
        })
    }

    fn inst(&self, inst: &Instruction) -> R<Inst> {
        let info = visa::op_info(inst.opcode)
            .ok_or_else(|| format!("unknown opcode 0x{:02x}", inst.opcode))?;
        let subop = if info.subops.is_empty() {
            None
        } else {
            inst.operands
                .first()
                .and_then(|o| o.as_imm())
                .map(|v| v as u8)
        };
        let has_exec = info.has_exec(subop);
        let (exec, moff, nomask) = if has_exec {
            let size = inst
                .exec
                .size()
                .ok_or_else(|| format!("invalid execution size code {}", inst.exec.0 & 0xf))?;
            let m = inst.exec.mask();
            (size.count(), m.first_channel(), m.no_mask)
        } else {
            (1, 0, true)
        };
        if moff + exec > 32 {
            return Err(format!(
                "mask offset {moff} plus execution size {exec} exceeds 32 channels"
            ));
        }
        let (pred, pinv, pctrl) = if info.has_pred(subop) && inst.pred.is_some() {
            let id = inst.pred.id();
            if id > self.num_preds {
                return Err(format!("undeclared predicate P{id}"));
            }
            (id, inst.pred.inverse(), inst.pred.ctrl())
        } else {
            (0, false, PredCtrl::None)
        };
        let op = self.op(inst, info, exec, subop)?;
        let special = self.reads_special(inst);
        Ok(Inst {
            op: if special || !self.fast {
                op
            } else {
                fast_form(op)
            },
            exec: exec as u8,
            moff: moff as u8,
            pred,
            pinv,
            pctrl,
            rp: NO_RP,
            special,
            full: if exec >= 32 {
                u32::MAX
            } else {
                (1u32 << exec) - 1
            },
            nm: if nomask { u32::MAX } else { 0 },
        })
    }

    /// Whether a source operand names `%ce0` or `%tsc` (directly or through
    /// an alias).
    fn reads_special(&self, inst: &Instruction) -> bool {
        let ranges: Vec<(u32, u32)> = [crate::layout::V_CE0, crate::layout::V_TSC]
            .iter()
            .filter_map(|&v| self.layout.var(v).map(|s| (s.off, s.off + s.size.max(4))))
            .collect();
        inst.operands.iter().any(|o| match o {
            Operand::Vec(VecOperand::General { var, .. }) => {
                self.layout.var(*var).is_some_and(|s| {
                    ranges
                        .iter()
                        .any(|&(a, b)| s.off < b && a < s.off + s.size.max(1))
                })
            }
            _ => false,
        })
    }

    fn sat_of(&self, inst: &Instruction, dst_index: usize) -> bool {
        matches!(
            inst.operands.get(dst_index),
            Some(Operand::Vec(v)) if v.modifier() == Modifier::Sat
        )
    }

    fn alu(
        &self,
        inst: &Instruction,
        op: AluOp,
        first_src: usize,
        nsrc: usize,
        exec: u32,
    ) -> R<Op> {
        let dst = self.dst(inst, first_src - 1, exec)?;
        let sat = self.sat_of(inst, first_src - 1);
        let mut srcs = Vec::with_capacity(nsrc);
        for k in 0..nsrc {
            srcs.push(self.src(inst, first_src + k, exec)?);
        }
        let class = class_of(&srcs, &dst);
        if class != Class::I && !op.float_ok() {
            return Err("the operation is not defined on floating-point operands".into());
        }
        if matches!(dst, Dst::Pred { .. } | Dst::Addr { .. }) {
            return Err("invalid destination for an arithmetic instruction".into());
        }
        let mut a = AluInst {
            op,
            class,
            dst,
            srcs,
            sat,
            fast: None,
        };
        a.fast = crate::fast::alu(&a, exec, self.layout.size);
        Ok(Op::Alu(Box::new(a)))
    }

    fn op(&self, inst: &Instruction, info: &visa::OpInfo, exec: u32, subop: Option<u8>) -> R<Op> {
        use AluOp::*;
        let un = |op| self.alu(inst, op, 1, 1, exec);
        let bin = |op| self.alu(inst, op, 1, 2, exec);
        let ter = |op| self.alu(inst, op, 1, 3, exec);
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
            0x16 => bin(Sad2)?,
            0x6A => ter(Sad2add)?,
            0x6B => {
                if exec != 8 && exec != 16 {
                    return Err("plane runs with 8 or 16 channels".into());
                }
                let dst = self.dst(inst, 0, exec)?;
                let Src::Reg(p) = self.src(inst, 1, 1)? else {
                    return Err("plane's src0 must be a register region".into());
                };
                let pqr = p.offs[0];
                if p.ty != DataType::F || !self.layout.in_one_var(pqr, 16) {
                    return Err("plane's src0 needs four F elements in one variable".into());
                }
                let uv = self.src(inst, 2, 2 * exec)?;
                if uv.ty() != DataType::F || dst.ty() != DataType::F {
                    return Err("plane works on F operands".into());
                }
                if matches!(&uv, Src::Reg(r) if r.oob.is_some()) {
                    return Err("plane's src1 (u and v) reaches past its variable".into());
                }
                Op::Plane(Box::new(PlaneInst {
                    dst,
                    pqr,
                    uv,
                    sat: self.sat_of(inst, 0),
                }))
            }
            0x1D | 0x1E => {
                let dst = self.dst(inst, 0, exec)?;
                let src = self.src(inst, 1, exec)?;
                let rnd = if inst.opcode == 0x1E {
                    Some(self.src(inst, 2, exec)?)
                } else {
                    None
                };
                use DataType::*;
                let ok = matches!(
                    (src.ty(), dst.ty(), inst.opcode),
                    (UB, HF, 0x1D)
                        | (HF, UB, _)
                        | (F, F, 0x1D)
                        | (F, UD, 0x1D)
                        | (UD, F, 0x1D)
                        | (F, HF, 0x1E)
                );
                if !ok {
                    return Err(format!(
                        "{} from {} to {} is not a conversion it performs",
                        info.mnemonic,
                        src.ty().name(),
                        dst.ty().name()
                    ));
                }
                Op::Fcvt {
                    dst,
                    src,
                    rnd,
                    bf: false,
                }
            }
            0x88 => {
                // bf_cvt (no page in this release; IGC's meaning): F to BF,
                // or BF to F, the BF value in a BF or 16-bit integer operand.
                let dst = self.dst(inst, 0, exec)?;
                let src = self.src(inst, 1, exec)?;
                use DataType::*;
                let half = |t: DataType| matches!(t, BF | UW | W);
                if !((src.ty() == F && half(dst.ty())) || (half(src.ty()) && dst.ty() == F)) {
                    return Err(format!(
                        "bf_cvt from {} to {}: it converts F to BF or BF to F",
                        src.ty().name(),
                        dst.ty().name()
                    ));
                }
                Op::Fcvt {
                    dst,
                    src,
                    rnd: None,
                    bf: true,
                }
            }
            0x0F => bin(Mod)?,
            0x10 => bin(Mul)?,
            0x11 => bin(Pow)?,
            0x12 => un(Rndd)?,
            0x13 => un(Rndu)?,
            0x14 => un(Rnde)?,
            0x15 => un(Rndz)?,
            0x17 => un(Sin)?,
            0x18 => un(Cos)?,
            0x19 => un(Sqrt)?,
            0x1A => un(Rsqrt)?,
            0x1B => un(Inv)?,
            0x1F => un(Lzd)?,
            0x20..=0x23 => {
                let op = [And, Or, Xor, Not][(inst.opcode - 0x20) as usize];
                let n = if op == Not { 1 } else { 2 };
                if matches!(self.vec(inst, 0)?, VecOperand::Predicate { .. }) {
                    let Dst::Pred { idx } = self.dst(inst, 0, exec)? else {
                        unreachable!()
                    };
                    let mut srcs = [(0u16, false); 2];
                    for (k, s) in srcs.iter_mut().enumerate().take(n) {
                        match self.src(inst, 1 + k, exec)? {
                            Src::Pred { idx, inverse } => *s = (idx, inverse),
                            _ => return Err("logic on predicates needs predicate sources".into()),
                        }
                    }
                    Op::PredLogic { op, dst: idx, srcs }
                } else {
                    self.alu(inst, op, 1, n, exec)?
                }
            }
            0x24 => bin(Shl)?,
            0x25 => bin(Shr)?,
            0x26 => bin(Asr)?,
            0x27 => un(Cbit)?,
            0x28 => {
                let dst = self.dst(inst, 0, exec)?;
                if !matches!(dst, Dst::Addr { .. }) {
                    return Err("addr_add needs an address destination".into());
                }
                // A general src0 stands for its address, not its value.
                let src0 = match self.vec(inst, 1)? {
                    VecOperand::General { var, row, col, .. } => {
                        let s = self
                            .layout
                            .var(*var)
                            .ok_or_else(|| format!("undeclared variable V{var}"))?;
                        Src::AddrOf {
                            off: s.off + *row as u32 * self.layout.grf + *col as u32 * s.ty.size(),
                        }
                    }
                    _ => self.src(inst, 1, exec)?,
                };
                let src1 = self.src(inst, 2, exec)?;
                Op::AddrAdd { dst, src0, src1 }
            }
            0x29 => {
                let dst = self.dst(inst, 0, exec)?;
                let src = self.src(inst, 1, exec)?;
                if matches!(dst, Dst::Pred { .. }) {
                    return Err("mov cannot write a predicate (use setp)".into());
                }
                let mut m = MovInst {
                    sat: self.sat_of(inst, 0),
                    dst,
                    src,
                    fast: None,
                };
                m.fast = crate::fast::mov(&m, exec, self.layout.size);
                Op::Mov(Box::new(m))
            }
            0x2A => bin(Sel)?,
            0x2B => {
                let Dst::Pred { idx } = self.dst(inst, 0, exec)? else {
                    return Err("setp needs a predicate destination".into());
                };
                let src = self.src(inst, 1, exec)?;
                let scalar = src.is_scalar();
                Op::Setp {
                    dst: idx,
                    src,
                    scalar,
                }
            }
            0x2C => {
                let rel = self.imm(inst, 0)? as u8;
                if rel > 5 {
                    return Err(format!("invalid relational operator {rel}"));
                }
                let dst = self.dst(inst, 1, exec)?;
                let src0 = self.src(inst, 2, exec)?;
                let src1 = self.src(inst, 3, exec)?;
                let class = class_of(&[src0.clone(), src1.clone()], &Dst::Null);
                let mut c = CmpInst {
                    rel,
                    class,
                    dst,
                    src0,
                    src1,
                    fast: None,
                };
                c.fast = crate::fast::cmp(&c);
                Op::Cmp(Box::new(c))
            }
            0x2D => {
                let v = self.vec(inst, 0)?;
                let (dst, dst_state) = match v {
                    VecOperand::State {
                        class, id, offset, ..
                    } => (
                        Dst::Null,
                        Some((
                            *class == visa::StateClass::Sampler,
                            *id as u32 + *offset as u32,
                        )),
                    ),
                    _ => (self.dst(inst, 0, exec)?, None),
                };
                Op::Movs {
                    dst,
                    dst_state,
                    src: self.src(inst, 1, exec)?,
                }
            }
            0x2E => un(Fbl)?,
            0x2F => un(Fbh)?,
            0x30 | 0x31 | 0x51 | 0x52 | 0x5A | 0x5B | 0x5C | 0x5F | 0x7B | 0x8B => Op::Nop,
            0x32 => Op::Jmp {
                target: self.label(inst, 0)?,
            },
            0x33 => {
                let target = self.label(inst, 0)?;
                if self.r.insts.get(target as usize).map(|i| i.opcode) != Some(0x30) {
                    return Err("call target is not a subroutine".into());
                }
                Op::Call { target }
            }
            0x34 => Op::Ret,
            0x45 => {
                let op = if self.imm(inst, 0)? & 1 == 0 {
                    Min
                } else {
                    Max
                };
                self.alu(inst, op, 2, 2, exec)?
            }
            0x46 => ter(Bfe)?,
            0x47 => self.alu(inst, Bfi, 1, 4, exec)?,
            0x48 => un(Bfrev)?,
            0x49 | 0x4A => {
                let dst = self.dst(inst, 0, exec)?;
                let carry = self.dst(inst, 1, exec)?;
                Op::Carry {
                    borrow: inst.opcode == 0x4A,
                    dst,
                    carry,
                    src0: self.src(inst, 2, exec)?,
                    src1: self.src(inst, 3, exec)?,
                }
            }
            0x4F => {
                // Operands by field name: the table's IFCALL layout follows
                // what GenX_IR writes (no is_uniform byte).
                let at = |name: &str| -> R<usize> {
                    info.layout(None)
                        .and_then(|l| {
                            l.iter()
                                .filter(|f| f.kind.is_operand())
                                .position(|f| f.name == name)
                        })
                        .ok_or_else(|| format!("ifcall has no field `{name}`"))
                };
                let addr = self.scalar(inst, at("function_addr")?)?;
                Op::Ifcall {
                    addr,
                    arg_grfs: self.imm(inst, at("arg_size")?)?,
                    ret_grfs: self.imm(inst, at("return_size")?)?,
                }
            }
            0x50 => {
                let symbol = match inst.operands.first() {
                    Some(Operand::Str(s)) => s.clone(),
                    _ => return Err("faddr needs a symbol".into()),
                };
                Op::Faddr {
                    symbol,
                    dst: self.dst(inst, 1, 1)?,
                }
            }
            0x59 => Op::Barrier,
            0x67 => {
                let name = match inst.operands.first() {
                    Some(Operand::Str(s)) => s.clone(),
                    _ => return Err("fcall needs a function name".into()),
                };
                let routine = *self
                    .names
                    .get(name.as_str())
                    .ok_or_else(|| format!("fcall of `{name}`, which is not in the module"))?;
                Op::Fcall {
                    routine,
                    arg_grfs: self.imm(inst, 1)?,
                    ret_grfs: self.imm(inst, 2)?,
                }
            }
            0x68 => Op::Fret,
            0x69 => {
                let n = self.imm(inst, 0)? as usize;
                let index = self.scalar(inst, 1)?;
                let mut targets = Vec::with_capacity(n);
                for k in 0..n {
                    targets.push(self.label(inst, 2 + k)?);
                }
                if targets.is_empty() {
                    return Err("switchjmp without labels".into());
                }
                Op::Switchjmp { index, targets }
            }
            0x6C => {
                let target = self.label(inst, 0)?;
                Op::Goto {
                    target,
                    backward: target as usize <= self.index,
                }
            }
            0x7C => Op::SBarrier {
                signal: self.imm(inst, 0)? & 1 == 1,
            },
            0x7E => un(Sqrtm)?,
            0x7F => bin(Divm)?,
            0x80 => bin(Rol)?,
            0x81 => bin(Ror)?,
            0x82 => ter(Dp4a)?,
            0x83 | 0x1C => Op::Dpas(Box::new(self.dpas(inst, exec)?)),
            0x60 => {
                let signal = self.imm(inst, 0)? & 1 == 1;
                Op::Nbarrier {
                    id: self.scalar(inst, 1)?,
                    count: if signal {
                        Some(self.scalar(inst, 2)?)
                    } else {
                        None
                    },
                }
            }
            0x84 => ter(Add3)?,
            0x85 => {
                let f = self.imm(inst, 4)? as u8;
                self.alu(inst, Bfn(f), 1, 3, exec)?
            }
            0x91 => {
                let dst = self.dst(inst, 0, exec)?;
                let Dst::Reg(ref d) = dst else {
                    return Err("madw needs a general destination".into());
                };
                // The high halves follow the low halves in the next GRFs.
                let grf = self.layout.grf;
                let hi_off = (exec * d.ty.size()).div_ceil(grf) * grf;
                let srcs = [
                    self.src(inst, 1, exec)?,
                    self.src(inst, 2, exec)?,
                    self.src(inst, 3, exec)?,
                ];
                Op::Madw { dst, hi_off, srcs }
            }
            0x35..=0x3C
            | 0x4B
            | 0x4C
            | 0x4E
            | 0x73
            | 0x74
            | 0x75
            | 0x78
            | 0x79
            | 0x7D
            | 0x86
            | 0x87
            | 0x89
            | 0x5D
            | 0x7A
            | 0x8A => match msg::decode(self, inst, info, exec, subop) {
                Ok(Some(m)) => Op::Mem(Box::new(m)),
                Ok(None) => unsupported(info.mnemonic),
                Err(e) if e.contains("not supported") => Op::Unsupported(e),
                Err(e) => return Err(e),
            },
            _ => unsupported(info.mnemonic),
        })
    }
}

impl Decoder<'_> {
    /// A raw operand's span and type.
    fn raw_span(&self, inst: &Instruction, i: usize) -> R<crate::dpas::Span> {
        let Some(Operand::Raw(r)) = inst.operands.get(i) else {
            return Err(format!("operand {} is not a raw operand", i + 1));
        };
        if r.var == crate::layout::V_NULL {
            return Ok(crate::dpas::Span {
                off: 0,
                end: 0,
                ty: DataType::UD,
                null: true,
            });
        }
        let s = self
            .layout
            .var(r.var)
            .ok_or_else(|| format!("undeclared variable V{}", r.var))?;
        Ok(crate::dpas::Span {
            off: s.off + r.offset as u32,
            end: s.off + s.size,
            ty: s.ty,
            null: false,
        })
    }

    fn dpas(&self, inst: &Instruction, exec: u32) -> R<crate::dpas::DpasInst> {
        let wide = inst.opcode == 0x1C;
        let src2 = match self.vec(inst, 3)? {
            VecOperand::General { var, row, col, .. } => {
                let s = self
                    .layout
                    .var(*var)
                    .ok_or_else(|| format!("undeclared variable V{var}"))?;
                crate::dpas::Span {
                    off: s.off + *row as u32 * self.layout.grf + *col as u32 * s.ty.size(),
                    end: s.off + s.size,
                    ty: s.ty,
                    null: *var == crate::layout::V_NULL,
                }
            }
            _ => return Err("dpas src2 must be a general operand".into()),
        };
        crate::dpas::DpasInst::new(
            wide,
            exec,
            self.layout.grf,
            self.imm(inst, 4)?,
            self.raw_span(inst, 0)?,
            self.raw_span(inst, 1)?,
            self.raw_span(inst, 2)?,
            src2,
        )
    }
}

fn unsupported(mnemonic: &str) -> Op {
    Op::Unsupported(format!("`{mnemonic}` is not supported by the emulator"))
}

/// Moves an instruction's fast form (if any) in front of its general form.
fn fast_form(op: Op) -> Op {
    match op {
        Op::Alu(mut a) => match a.fast.take() {
            Some(f) => Op::Fast {
                f,
                slow: Box::new(Op::Alu(a)),
            },
            None => Op::Alu(a),
        },
        Op::Mov(mut m) => match m.fast.take() {
            Some(f) => Op::Fast {
                f,
                slow: Box::new(Op::Mov(m)),
            },
            None => Op::Mov(m),
        },
        Op::Cmp(mut c) => match c.fast.take() {
            Some(f) => Op::FastCmp {
                f,
                slow: Box::new(Op::Cmp(c)),
            },
            None => Op::Cmp(c),
        },
        op => op,
    }
}

/// The computation domain: the widest float among the sources, else integer.
pub(crate) fn class_of(srcs: &[Src], dst: &Dst) -> Class {
    let mut c = Class::I;
    let rank = |c: Class| match c {
        Class::I => 0,
        Class::H => 1,
        Class::F => 2,
        Class::D => 3,
    };
    for s in srcs {
        let k = match s.ty() {
            DataType::DF => Class::D,
            DataType::F => Class::F,
            DataType::HF => Class::H,
            _ => continue,
        };
        if rank(k) > rank(c) {
            c = k;
        }
    }
    let _ = dst;
    c
}
