//! The checks, routine by routine. Every lookup into the IR is checked: the
//! IR may come from a binary object with any ids and codes in it.

use visa::opcode::{Group, Kind};
use visa::props::{props_ref, Mods, Props, Sat};
use visa::*;
use visa_text::Ctx;

use crate::{Diagnostic, Options, Rule, Site};

mod decls;
mod flow;
mod operands;
mod types;

const OP_SUBROUTINE: u8 = 0x30;
const OP_LABEL: u8 = 0x31;
const OP_JMP: u8 = 0x32;
const OP_CALL: u8 = 0x33;
const OP_RET: u8 = 0x34;
const OP_MOV: u8 = 0x29;
const OP_CMP: u8 = 0x2C;
const OP_GOTO: u8 = 0x6C;
const OP_SWITCHJMP: u8 = 0x69;
const OP_FCALL: u8 = 0x67;
const OP_DPAS: u8 = 0x83;
const OP_OWORD_LD: u8 = 0x35;
const OP_OWORD_ST: u8 = 0x36;
const OP_OWORD_LD_UNALIGNED: u8 = 0x3C;
const OP_LSC_UNTYPED: u8 = 0x89;
const OP_LSC_TYPED: u8 = 0x8A;

/// The largest execution size of an LSC message where its page bounds it:
/// untyped messages use "the implicit execution system of the underlying
/// hardware (SIMD16 for DG2 and SIMD32 for PVC)"; typed ones "should be no
/// larger than SIMD8 for DG2 and SIMD16 for PVC".
fn lsc_max_exec(opcode: u8, p: Platform) -> Option<u32> {
    match (opcode, p) {
        (OP_LSC_UNTYPED, Platform::Dg2) => Some(16),
        (OP_LSC_TYPED, Platform::Dg2) => Some(8),
        (OP_LSC_TYPED, Platform::Pvc | Platform::PvcXt) => Some(16),
        _ => None,
    }
}
const OP_DPASW: u8 = 0x1C;
const OP_IFCALL: u8 = 0x4F;
const OP_FILE: u8 = 0x51;
const OP_LOC: u8 = 0x52;
/// Predefined variables programs may alias: %r0, %arg, %retval.
const ALIASABLE_PREDEFINED: [u32; 3] = [7, 8, 9];
const R0: u32 = 7;
const ARG: u32 = 8;
const RETVAL: u32 = 9;

pub(crate) fn routine(
    m: &Module,
    ri: usize,
    r: &Routine,
    opts: &Options,
    out: &mut Vec<Diagnostic>,
) {
    let grf = opts.platform.grf_size();
    let mut cx = Cx {
        m,
        r,
        ri,
        opts,
        grf,
        p: Ctx {
            r,
            grf,
            label_suffix: false,
        },
        out,
        simd: simd_size(r),
        arg_grfs: size_attr(r, "ArgSize", r.input_size),
        retval_grfs: size_attr(r, "RetValSize", r.return_size),
        pieces: 1,
        vars: Vec::new(),
    };
    // Every operand looks its variable up: resolve types and alias chains once.
    cx.vars = (0..NUM_PREDEFINED_VARS + r.vars.len() as u32)
        .map(|id| {
            let (ty, n) = cx.lookup_type(id)?;
            Some(VarInfo {
                ty,
                n,
                pl: cx.walk_placement(id),
            })
        })
        .collect();
    cx.decls();
    cx.inputs();
    cx.attributes();
    for (i, inst) in r.insts.iter().enumerate() {
        cx.inst(i, inst);
    }
    cx.flow();
}

fn simd_size(r: &Routine) -> Option<u32> {
    r.attributes
        .iter()
        .find_map(|a| match (&a.name[..], &a.value) {
            ("SimdSize", AttrValue::Int { value, .. }) if r.is_kernel() => Some(*value),
            _ => None,
        })
}

/// A routine's %arg/%retval size in GRFs: the attribute, else a function's
/// declared size when it has one.
fn size_attr(r: &Routine, name: &str, declared: u8) -> Option<u32> {
    let attr = r
        .attributes
        .iter()
        .find_map(|a| match (&a.name[..], &a.value) {
            (n, AttrValue::Int { value, .. }) if n == name => Some(*value),
            _ => None,
        });
    attr.or((!r.is_kernel() && declared != 0).then_some(declared as u32))
}

struct Cx<'a> {
    m: &'a Module,
    r: &'a Routine,
    ri: usize,
    opts: &'a Options,
    grf: u32,
    p: Ctx<'a>,
    out: &'a mut Vec<Diagnostic>,
    simd: Option<u32>,
    arg_grfs: Option<u32>,
    retval_grfs: Option<u32>,
    /// How many equal channel groups the current instruction executes as.
    pieces: u32,
    /// Per general variable id: type, element count and placement.
    vars: Vec<Option<VarInfo>>,
}

#[derive(Clone, Copy)]
struct VarInfo {
    ty: DataType,
    n: u32,
    pl: Option<Placement>,
}

/// Where a variable's storage is, as far as the implementation note lets us
/// know: the root variable's size and the byte offset inside it.
#[derive(Clone, Copy)]
struct Placement {
    root_size: u32,
    /// The root's declared alignment in bytes (predefined variables: a GRF).
    root_align: u32,
    offset: u32,
}

impl<'a> Cx<'a> {
    #[cold]
    #[inline(never)]
    fn report(&mut self, rule: Rule, site: Site, message: String) {
        self.out.push(Diagnostic {
            rule,
            routine: self.ri,
            routine_name: self.r.name.clone(),
            site,
            message,
            location: None,
        });
    }

    fn at(index: usize, operand: usize) -> Site {
        Site::Inst {
            index,
            operand: Some(operand),
        }
    }

    /// The operand as quoted in messages, printed only when a message is.
    fn q<'q>(&self, v: &'q VecOperand) -> Quote<'q>
    where
        'a: 'q,
    {
        Quote {
            r: self.r,
            grf: self.grf,
            o: Opnd::Vec(v),
        }
    }

    #[inline]
    fn var_type(&self, id: u32) -> Option<(DataType, u32)> {
        let v = self.vars.get(id as usize).copied().flatten()?;
        Some((v.ty, v.n))
    }

    fn lookup_type(&self, id: u32) -> Option<(DataType, u32)> {
        if id == R0 {
            // %r0 is the first GRF: 8 dwords on 32-byte GRFs, 16 on PVC
            // (where IGC aliases 64 bytes of it).
            return Some((DataType::UD, self.grf / 4));
        }
        self.r.var_type(id)
    }

    #[inline]
    fn general(&self, id: u32) -> Option<&GeneralVar> {
        id.checked_sub(NUM_PREDEFINED_VARS)
            .and_then(|i| self.r.vars.get(i as usize))
    }

    #[inline]
    fn placement(&self, id: u32) -> Option<Placement> {
        self.vars.get(id as usize).copied().flatten()?.pl
    }

    /// Follows an alias chain to its root (bounded: loops are reported by
    /// `alias-base`, here they just stop the walk).
    fn walk_placement(&self, id: u32) -> Option<Placement> {
        let mut cur = id;
        let mut offset = 0u32;
        for _ in 0..=self.r.vars.len() {
            let Some(v) = self.general(cur) else {
                let (ty, n) = self.lookup_type(cur)?;
                return Some(Placement {
                    root_size: ty.size() * n,
                    root_align: self.grf,
                    offset,
                });
            };
            match v.alias {
                Some(a) if a.scope == AliasScope::Local => {
                    offset = offset.saturating_add(a.offset as u32);
                    cur = a.base;
                }
                _ => {
                    return Some(Placement {
                        root_size: v.size(),
                        root_align: v.align.bytes(self.grf),
                        offset,
                    })
                }
            }
        }
        None
    }

    /// "Less than 4K bytes", written for 32-byte GRFs (128 GRFs); it scales
    /// with the GRF: IGC's PVC output declares 4 KiB variables.
    fn max_var_size(&self) -> u32 {
        4096 * self.grf / 32
    }
}

impl Cx<'_> {
    fn inst(&mut self, idx: usize, inst: &Instruction) {
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        let platform = self.opts.platform;
        let Some(info) = visa::op_info(inst.opcode) else {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!("opcode 0x{:02x} is not a vISA instruction", inst.opcode),
            );
            return;
        };
        let subop = if info.subops.is_empty() {
            None
        } else {
            inst.operands
                .first()
                .and_then(Operand::as_imm)
                .map(|v| v as u8)
        };
        // What the checks need of this opcode and sub-operation; nothing
        // for a sub-operation the opcode does not have.
        let Some(plan) = plan(inst.opcode, subop) else {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!(
                    "`{}` has no sub-operation {}",
                    info.mnemonic,
                    subop.map_or_else(|| "(none)".to_string(), |s| s.to_string())
                ),
            );
            return;
        };
        let mnemonic = match inst.opcode {
            // One opcode, two text mnemonics.
            0x45 => match inst.operands.first().and_then(Operand::as_imm) {
                Some(1) => "max",
                _ => "min",
            },
            _ => plan.mnemonic,
        };
        if !info.on(platform) {
            self.report(
                Rule::PlatformInstruction,
                whole,
                format!("`{mnemonic}` does not exist on {platform}"),
            );
        }
        let pr = props_ref(inst.opcode);
        let (has_exec, has_pred) = (plan.has_exec, plan.has_pred);
        let exec = if has_exec {
            match self.exec(idx, inst, mnemonic, pr) {
                Some(n) => n,
                // Operand checks depend on the size: nothing sound to add.
                None => return,
            }
        } else {
            1
        };
        let mask = inst.exec.mask();
        if inst.pred.is_some() {
            if !has_pred {
                self.report(
                    Rule::Predication,
                    whole,
                    format!("`{mnemonic}` cannot be predicated: its format has no predicate field"),
                );
            } else {
                self.pred_var(whole, inst.pred, mask, exec, "predicate");
            }
        }

        self.pieces = self.pieces(exec);
        // Operands in field order; lists take the count of the field before.
        let mut k = 0usize;
        let mut last_count = 0u32;
        // A `mode` field's bits say which optional operands follow.
        let mut mode = 0u32;
        let alu = matches!(
            info.group,
            Group::Alu
                | Group::Logic
                | Group::AluCarry
                | Group::Mov
                | Group::MinMax
                | Group::Sel
                | Group::Cmp
                | Group::Bfn
                | Group::MathMacro
        );
        // ALU instructions have at most two destinations and four sources.
        let mut dsts = Few::<2>::new();
        let mut srcs = Few::<4>::new();
        for &(f, scalar) in &plan.fields {
            let n = match f.kind {
                Kind::LabelList | Kind::RawList => last_count as usize,
                Kind::SrcIfMode(_, bit) | Kind::RawIfMode(bit) => {
                    usize::from(mode & bit as u32 != 0)
                }
                _ => 1,
            };
            for _ in 0..n {
                let Some(op) = inst.operands.get(k) else {
                    break;
                };
                let site = Self::at(idx, k);
                match (f.kind, op) {
                    (Kind::U8, Operand::Imm(v)) => last_count = *v,
                    (Kind::U16, Operand::Imm(v)) if f.name == "mode" => mode = *v,
                    (Kind::Dst(c), Operand::Vec(v)) if self.dst(site, c, v, exec, mask) => {
                        dsts.push((k, v));
                    }
                    (Kind::Src(c) | Kind::SrcIfMode(c, _), Operand::Vec(v))
                        if self.src(site, c, v, exec, mask, scalar, pr, mnemonic) =>
                    {
                        srcs.push((k, v));
                    }
                    (Kind::Raw | Kind::RawList | Kind::RawIfMode(_), Operand::Raw(ro)) => {
                        self.raw(site, ro, f.name.starts_with("dst"));
                    }
                    // OWORD_LD/OWORD_ST pages: "T0 (SLM): {ICLLP+} Yes. No
                    // for earlier platforms".
                    (Kind::Surface, Operand::Imm(0))
                        if matches!(
                            inst.opcode,
                            OP_OWORD_LD | OP_OWORD_ST | OP_OWORD_LD_UNALIGNED
                        ) && self.opts.platform < Platform::Icllp =>
                    {
                        self.report(
                            Rule::PlatformSurface,
                            site,
                            format!(
                                "`{mnemonic}` on the SLM surface (T0); oword block messages reach SLM only from ICLLP on, not on {}",
                                self.opts.platform
                            ),
                        );
                    }
                    (Kind::Label | Kind::LabelList, Operand::Label(l))
                        if *l as usize >= self.r.labels.len() =>
                    {
                        self.report(
                            Rule::LabelUndefined,
                            site,
                            format!("label index {l} is not declared"),
                        );
                    }
                    _ => {}
                }
                k += 1;
            }
        }
        if alu {
            self.types(idx, inst, mnemonic, pr, dsts.as_slice(), srcs.as_slice());
        }
        if matches!(inst.opcode, OP_FCALL | OP_IFCALL) {
            let sub_fields = subop
                .and_then(|s| info.subop(s))
                .map_or(&[][..], |s| s.fields);
            self.fcall(idx, inst, info.fields.iter().chain(sub_fields));
        }
    }

    /// Rule 6 read per native instruction: an instruction of execution
    /// size 16 or 32 may be executed as two halves (IGC's own SIMD32 dword,
    /// SIMD16 qword and SIMD16 stride-2 dword instructions rely on it), and
    /// each half must keep every operand within two adjacent GRFs; smaller
    /// instructions are checked whole.
    fn pieces(&self, exec: u32) -> u32 {
        if exec >= 16 {
            2
        } else {
            1
        }
    }

    /// Checks exec size and mask; returns the channel count (`None`: no valid size).
    fn exec(&mut self, idx: usize, inst: &Instruction, mn: &str, pr: &Props) -> Option<u32> {
        let whole = Site::Inst {
            index: idx,
            operand: None,
        };
        let Some(size) = inst.exec.size() else {
            self.report(
                Rule::ExecSize,
                whole,
                format!("execution size code {} is not valid", inst.exec.0 & 0xF),
            );
            return None;
        };
        let n = size.count();
        if !pr.sizes.allows(n) {
            let list: Vec<String> = pr.sizes.list().iter().map(|c| c.to_string()).collect();
            self.report(
                Rule::ExecSize,
                whole,
                format!(
                    "`{mn}` with execution size {n}; it accepts {}",
                    list.join(", ")
                ),
            );
        } else if let Some(max) = lsc_max_exec(inst.opcode, self.opts.platform).filter(|&m| n > m) {
            self.report(
                Rule::ExecSize,
                whole,
                format!(
                    "`{mn}` with execution size {n}; LSC {} messages on {} take at most {max}",
                    if inst.opcode == OP_LSC_TYPED {
                        "typed"
                    } else {
                        "untyped"
                    },
                    self.opts.platform
                ),
            );
        } else if matches!(inst.opcode, OP_DPAS | OP_DPASW) {
            // DPAS page: "Exec_size is 16 for PVC and 8 otherwise".
            let want = if self.opts.platform >= Platform::Pvc {
                16
            } else {
                8
            };
            if n != want {
                self.report(
                    Rule::ExecSize,
                    whole,
                    format!(
                        "`{mn}` with execution size {n}; on {} it takes {want} (16 on PVC, 8 before)",
                        self.opts.platform
                    ),
                );
            }
        }
        let mask = inst.exec.mask();
        let off = mask.first_channel();
        // Sizes are powers of two.
        if off & (n - 1) != 0 {
            self.report(
                Rule::MaskAlign,
                whole,
                format!(
                    "mask control {} starts at channel {off}, not aligned to the execution size {n}",
                    mask.name()
                ),
            );
        } else if let Some(simd) = self.simd.filter(|&s| s > 1) {
            if !mask.no_mask && off + n > simd {
                self.report(
                    Rule::MaskSimd,
                    whole,
                    format!(
                        "({}, {n}) covers channels {off}..{} but the kernel dispatches SIMD{simd}",
                        mask.name(),
                        off + n
                    ),
                );
            }
        }
        Some(n)
    }

    fn pred_var(&mut self, site: Site, pred: Pred, mask: MaskCtrl, exec: u32, what: &str) {
        let id = pred.id();
        if pred.0 & 0x1000 != 0 || (pred.0 >> 13) & 3 == 3 {
            self.report(
                Rule::PredicateSize,
                site,
                format!("{what} field 0x{:04x} has reserved bits set", pred.0),
            );
            return;
        }
        let Some(pv) = (id as usize)
            .checked_sub(1)
            .and_then(|i| self.r.preds.get(i))
        else {
            self.report(
                Rule::PredicateSize,
                site,
                format!("{what} P{id} is not declared"),
            );
            return;
        };
        let need = mask.first_channel() + exec;
        if (pv.num_elements as u32) < need {
            self.report(
                Rule::PredicateSize,
                site,
                format!(
                    "{what} `{}` has {} elements but ({}, {exec}) uses elements {}..{need}",
                    pv.name,
                    pv.num_elements,
                    mask.name(),
                    mask.first_channel()
                ),
            );
        }
    }
}

#[derive(Clone, Copy)]
enum Opnd<'q> {
    Vec(&'q VecOperand),
    Raw(&'q RawOperand),
}

/// An operand quoted in a message: `` `V(0,4)<16;8,2>` ``.
#[derive(Clone, Copy)]
struct Quote<'q> {
    r: &'q Routine,
    grf: u32,
    o: Opnd<'q>,
}

impl std::fmt::Display for Quote<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ctx = Ctx {
            r: self.r,
            grf: self.grf,
            label_suffix: false,
        };
        let t = match self.o {
            Opnd::Vec(v) => ctx.vec(v),
            Opnd::Raw(r) => ctx.raw(r),
        };
        write!(f, "`{}`", t.trim_start())
    }
}

/// A region as the pseudo-code of 5 Operands walks it: `exec / w` rows of
/// `w` elements, rows `vs` elements apart, elements `h` apart.
#[derive(Clone, Copy, Debug)]
struct Shape {
    vs: u32,
    w: u32,
    h: u32,
    exec: u32,
}

impl Shape {
    /// The lowest and highest element index (relative to the region's
    /// origin) that channels `c0..c1` read or write. Every term is
    /// non-negative and grows with the row and the column, and channel
    /// groups are powers of two like the width: a group is either whole rows
    /// or part of one row, so its ends are at its first and last channels.
    fn range(self, c0: u32, c1: u32) -> (u32, u32) {
        // The width is a power of two (checked before): shifts and masks.
        let w = self.w.max(1);
        let shift = w.trailing_zeros();
        let last = c1.max(c0 + 1) - 1;
        let at = |c: u32| (c >> shift) * self.vs + (c & (w - 1)) * self.h;
        if c1 - c0 >= w {
            (
                (c0 >> shift) * self.vs,
                (last >> shift) * self.vs + (w - 1) * self.h,
            )
        } else {
            (at(c0), at(last))
        }
    }
}

/// What the per-instruction checks need of an opcode (and sub-opcode):
/// computed once per process, not walked again for every instruction.
struct Plan {
    /// The sub-operation's mnemonic, else the opcode's.
    mnemonic: &'static str,
    has_exec: bool,
    has_pred: bool,
    /// Operand fields in layout order, each with whether the opcode's
    /// properties require that source to be a scalar.
    fields: Vec<(Field, bool)>,
}

/// The plan of an opcode with a valid sub-opcode (`None` for anything else).
fn plan(opcode: u8, subop: Option<u8>) -> Option<&'static Plan> {
    use std::sync::OnceLock;
    static TABLE: OnceLock<opcode::FormTable<Plan>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            opcode::FormTable::build(|info, sub| {
                let pr = props_ref(info.opcode);
                let extra = sub.map_or(&[][..], |s| s.fields);
                let all = || info.fields.iter().chain(extra);
                Some(Plan {
                    mnemonic: sub.map_or(info.mnemonic, |s| s.mnemonic),
                    has_exec: all().any(|f| f.kind == Kind::Exec),
                    has_pred: all().any(|f| f.kind == Kind::Pred),
                    fields: all()
                        .filter(|f| f.kind.is_operand())
                        .map(|f| (*f, pr.scalars.contains(&f.name)))
                        .collect(),
                })
            })
        })
        .get(opcode, subop)
}

/// Room for the typed sources of an ALU instruction (at most four).
const FEW: usize = 8;
static NO_OPERAND: VecOperand = VecOperand::Immediate {
    ty: DataType::UD,
    bits: 0,
};

/// A short list of operands, without allocating.
struct Few<'v, const N: usize> {
    items: [(usize, &'v VecOperand); N],
    len: usize,
}

impl<'v, const N: usize> Few<'v, N> {
    fn new() -> Few<'v, N> {
        Few {
            items: [(0, &NO_OPERAND); N],
            len: 0,
        }
    }

    fn push(&mut self, x: (usize, &'v VecOperand)) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = x;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[(usize, &'v VecOperand)] {
        &self.items[..self.len]
    }
}

/// A region nibble: `Some(None)` absent, `Some(Some(v))` a value, `None` undefined code.
fn region_part(code: u16) -> Option<Option<u32>> {
    region_value(code & 0xF).ok()
}

fn class_bit(v: &VecOperand) -> Classes {
    match v {
        VecOperand::General { .. } => Classes::G,
        VecOperand::Address { .. } => Classes::A,
        VecOperand::Predicate { .. } => Classes::P,
        VecOperand::Indirect { .. } => Classes::I,
        VecOperand::AddressOf { .. } => Classes::AO,
        VecOperand::Immediate { .. } => Classes::IMM,
        VecOperand::State { .. } => Classes::S,
    }
}

fn class_name(v: &VecOperand) -> &'static str {
    match v {
        VecOperand::General { .. } => "a general operand",
        VecOperand::Address { .. } => "an address operand",
        VecOperand::Predicate { .. } => "a predicate operand",
        VecOperand::Indirect { .. } => "an indirect operand",
        VecOperand::AddressOf { .. } => "an address-of operand",
        VecOperand::Immediate { .. } => "an immediate",
        VecOperand::State { .. } => "a state operand",
    }
}

fn classes_text(c: Classes) -> String {
    let mut v = Vec::new();
    for (bit, n) in [
        (Classes::G, "general"),
        (Classes::I, "indirect"),
        (Classes::IMM, "immediate"),
        (Classes::A, "address"),
        (Classes::P, "predicate"),
        (Classes::AO, "address-of"),
        (Classes::S, "state"),
    ] {
        if c.has(bit) {
            v.push(n);
        }
    }
    v.join(", ")
}
