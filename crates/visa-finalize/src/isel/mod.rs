//! Instruction selection: vISA instructions to machine IR over virtual
//! registers.
//!
//! Invariants at every vISA instruction boundary: EXEC holds the vISA
//! execution mask (channel `c` of the thread is lane `c`; packed, channel
//! `c` of the wave's `s`-th thread is lane `s * w + c`); each
//! lane-layout variable is one VGPR tuple, each scalar cell an SGPR, each
//! predicate a lane mask. An instruction whose channels differ from EXEC
//! (NoMask, predicated, a window of channels) installs its channel mask
//! for its vector part and restores EXEC after it.

mod alu;
mod conv;
mod dpas;
mod flow;
mod mem;
mod opnd;
mod ops;
mod prologue;

use rustc_hash::FxHashMap;
use visa::{DataType, PredCtrl, Routine};

use crate::abi::{Abi, PSrc, PayloadShape};
use crate::decode::{AluOp, Ins, Op, Opnd, PredUse};
use crate::layout::{Layout, Layouts};
use crate::mir::{imp, Bank, Counter, MFunc, MInst, MOp, PReg, VKind, VReg};
use crate::target::Target;
use crate::vars::Vars;
use crate::{Error, Loc};

pub use dpas::{
    lanes as dpas_lanes, src1_rows as dpas_src1_rows, src2_own as dpas_src2_own,
    src2_reads as dpas_src2_reads,
};
pub use flow::Flow;

/// A 32-bit piece of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Val {
    /// Per-lane: register `off` of VGPR tuple `v`.
    V(VReg, u16),
    /// Uniform: register `off` of SGPR tuple `s`.
    S(VReg, u16),
    /// A constant.
    K(u32),
}

impl Val {
    /// The operand for an instruction.
    pub fn op(self) -> MOp {
        match self {
            Val::V(v, o) | Val::S(v, o) => MOp::vs(v, o, 1),
            Val::K(k) => konst(k),
        }
    }

    /// Whether it is a per-lane value.
    pub fn is_v(self) -> bool {
        matches!(self, Val::V(..))
    }

    /// Whether it is an SGPR.
    pub fn is_s(self) -> bool {
        matches!(self, Val::S(..))
    }

    /// The constant, if constant.
    pub fn k(self) -> Option<u32> {
        match self {
            Val::K(k) => Some(k),
            _ => None,
        }
    }
}

/// The operand of a 32-bit constant: inline integers in decimal, other
/// bit patterns in hexadecimal (a literal).
pub fn konst(k: u32) -> MOp {
    let i = k as i32;
    if (-16..=64).contains(&i) {
        MOp::Imm(i as i64)
    } else {
        MOp::Hex(k)
    }
}

/// Whether a 32-bit constant is an inline constant of integer operands.
pub fn inline_int(k: u32) -> bool {
    (-16..=64).contains(&(k as i32))
}

/// A value of one vISA element: one or two 32-bit pieces holding the
/// element's raw bits; narrower types sit in the low bits of `lo` with
/// the bits above unspecified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// Low 32 bits.
    pub lo: Val,
    /// High 32 bits (64-bit types).
    pub hi: Option<Val>,
    /// Element type.
    pub ty: DataType,
}

impl Value {
    /// A 32-bit (or narrower) value.
    pub fn one(lo: Val, ty: DataType) -> Value {
        Value { lo, hi: None, ty }
    }

    /// A 64-bit value.
    pub fn two(lo: Val, hi: Val, ty: DataType) -> Value {
        Value {
            lo,
            hi: Some(hi),
            ty,
        }
    }

    /// A constant of a type.
    pub fn konst(bits: u64, ty: DataType) -> Value {
        if ty.size() == 8 {
            Value::two(Val::K(bits as u32), Val::K((bits >> 32) as u32), ty)
        } else {
            Value::one(Val::K(bits as u32), ty)
        }
    }

    /// Whether any piece is per-lane.
    pub fn is_v(&self) -> bool {
        self.lo.is_v() || self.hi.is_some_and(|h| h.is_v())
    }

    /// The constant value, if constant.
    pub fn k64(&self) -> Option<u64> {
        let lo = self.lo.k()? as u64;
        match self.hi {
            None => Some(lo),
            Some(h) => Some(lo | (h.k()? as u64) << 32),
        }
    }
}

/// An instruction's channels.
#[derive(Clone, Copy, Debug)]
pub struct Chan {
    /// Execution size.
    pub n: u32,
    /// First channel.
    pub moff: u32,
    /// NoMask.
    pub nomask: bool,
    /// Predicate.
    pub pred: Option<PredUse>,
}

impl Chan {
    /// Of an instruction.
    pub fn of(ins: &Ins) -> Chan {
        Chan {
            n: ins.exec,
            moff: ins.moff,
            nomask: ins.nomask,
            pred: ins.pred,
        }
    }
}

/// Registers the prologue defines from the initial state.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    /// Kernarg segment pointer.
    pub kernarg: Option<VReg>,
    /// Dispatch packet pointer.
    pub dispatch: Option<VReg>,
    /// Work-group ids.
    pub group: [Option<VReg>; 3],
    /// Work-item ids (VGPRs; packed in one on gfx90a).
    pub tid: Option<VReg>,
    /// Private segment buffer (V#).
    pub private_buffer: Option<VReg>,
    /// Private segment wave offset.
    pub wave_offset: Option<VReg>,
    /// Flat scratch init.
    pub flat_scratch_init: Option<VReg>,
}

/// What the kernel uses of the hardware's initial state and resources.
#[derive(Clone, Copy, Debug, Default)]
pub struct Uses {
    /// Kernarg segment pointer.
    pub kernarg: bool,
    /// Dispatch packet pointer.
    pub dispatch: bool,
    /// Work-group ids.
    pub group: [bool; 3],
    /// Work-item id dimensions read (0 to 3).
    pub tid_dims: u32,
    /// The private segment (spills, private memory) is used.
    pub scratch: bool,
    /// Private memory through flat addresses.
    pub flat_scratch: bool,
    /// Hidden global offsets are read.
    pub global_offset: bool,
    /// LDS (SLM) is accessed.
    pub lds: bool,
}

/// The selector's state.
pub struct Sel<'a> {
    /// Target.
    pub t: &'a Target,
    /// Routine.
    pub r: &'a Routine,
    /// Variables.
    pub vars: &'a Vars,
    /// Layouts.
    pub lay: &'a Layouts,
    /// Decoded instructions.
    pub insts: &'a [Ins],
    /// ABI.
    pub abi: &'a Abi,
    /// Cross-thread payload items.
    pub cross: &'a [(u32, PSrc, u32)],
    /// Payload shape.
    pub shape: PayloadShape,
    /// Channels per vISA thread.
    pub w: u32,
    /// The source platform is XeHP or later.
    pub xehp: bool,
    /// Work-groups may hold several vISA threads (one per wave).
    pub multi_wave: bool,
    /// Packed mode: a wave holds `wave / w` vISA threads (segments), channel
    /// `c` of segment `s` on lane `s * w + c` (see `DEVELOPERS.md`,
    /// "Packing vISA threads into a wave").
    pub packed: bool,
    /// In packed mode, the first construct the mode does not handle: the
    /// kernel is then finalized unpacked.
    pub pack_fail: Option<String>,
    /// Second local-id inputs of SIMD32 halves that share their twin's
    /// registers (see `local_id_twins`): the prologue writes the twin only.
    pub id_twin_of: Vec<u32>,
    /// Packed mode: the segments present at the start (every lane of a
    /// segment with a dispatched work-item).
    pub seg_present: Option<VReg>,
    /// Packed mode: the vISA EXEC while a one-channel instruction runs on
    /// every lane of the segments here (its channel masks come from it).
    pub pre_exec: Option<VReg>,
    /// Output.
    pub f: MFunc,
    /// Current block.
    pub cur: u32,
    /// Lane-layout roots: their VGPR tuple.
    pub var_reg: Vec<Option<VReg>>,
    /// Scalar-layout roots: an SGPR (pair for 8-byte roots) per cell.
    pub cells: Vec<Vec<Option<VReg>>>,
    /// Predicates.
    pub preds: Vec<VReg>,
    /// Control flow.
    pub flow: Flow,
    /// Prologue registers.
    pub entry: Entry,
    /// Physical registers of entry values.
    pub pins: FxHashMap<VReg, PReg>,
    /// Resources used.
    pub uses: Uses,
    /// Compile-time values of surface variables (index = surface id) at
    /// the instruction being selected.
    pub surf_vals: Vec<Option<u32>>,
    /// Instruction being selected.
    pub at: usize,
    /// Its index in the decoded instructions.
    pub k: usize,
    /// Values computed once in the prologue (lane id, ...).
    pub once: FxHashMap<&'static str, VReg>,
    /// Where to insert values computed once (index in block 0).
    pub prologue_end: usize,
    /// `%cr0` known at compile time at the current instruction.
    pub cr0: Option<u32>,
    /// `%cr0` before each instruction (see `driver::check_predefined`).
    pub modes: &'a [u32],
    /// The rounding mode the MODE register holds at this point of the
    /// selected code (round to nearest even at the start, at labels and
    /// at branches).
    pub hw_round: u32,
    /// The denormal field (MODE bits 7:4) the MODE register holds at this
    /// point of the selected code (the descriptor's at the start; labels
    /// and branches run under the start's `%cr0`, see
    /// `driver::check_predefined`).
    pub hw_denorm: u32,
    /// The integer instruction being selected has only sources of at most
    /// 32 bits (64-bit values among its operands come from source
    /// modifiers, so they have at most 33 significant bits).
    pub narrow_srcs: bool,
    /// The write condition of the one-channel instruction being selected,
    /// when it was taken before EXEC changed (see `alu_ins`).
    pub cond_override: Option<Option<VReg>>,
    /// The `.input` the prologue is filling: its refusals name it, not
    /// the first instruction.
    pub input_ctx: Option<String>,
    /// The LDS offset of the per-thread images.
    pub image_base: u32,
    /// Packed mode, `dpasw`: uniform reads take the value of the even
    /// (`Some(false)`) or odd (`Some(true)`) thread of each lane's pair
    /// instead of its own thread's.
    pub seg_pick: Option<bool>,
    /// Scratch bytes per lane used by private memory.
    pub private_bytes: u32,
}

type R<T> = Result<T, Error>;

/// Interns a mnemonic built at run time (the set is small and fixed by the
/// selector's tables).
pub fn intern(s: String) -> &'static str {
    use std::sync::Mutex;
    static SET: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut g = SET.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(x) = g.iter().find(|x| **x == s) {
        return x;
    }
    let x: &'static str = Box::leak(s.into_boxed_str());
    g.push(x);
    x
}

/// The implicit effects and counter of a mnemonic.
pub fn classify(t: &Target, m: &mut MInst) {
    let op = m.op;
    let vector = op.starts_with("v_")
        || op.starts_with("ds_")
        || op.starts_with("global_")
        || op.starts_with("buffer_")
        || op.starts_with("flat_")
        || op.starts_with("scratch_");
    if vector {
        m.imp_use |= imp::EXEC;
    }
    if op.starts_with("s_") {
        let no_scc = [
            "s_waitcnt",
            "s_cbranch",
            "s_branch",
            "s_nop",
            "s_barrier",
            "s_endpgm",
            "s_load",
            "s_buffer",
            "s_setreg",
            "s_getreg",
            "s_mov",
            "s_cselect",
            "s_movk",
            "s_brev",
            "s_getpc",
            "s_dcache",
            "s_sext",
            "s_mul_i32",
            "s_mul_hi",
            "s_bfm",
            "s_memtime",
            "s_denorm",
            "s_round",
            "s_sleep",
            "s_trap",
            "s_ff1",
            "s_flbit",
            "s_ff0",
            "s_cmov",
            "s_sethalt",
        ];
        if !no_scc.iter().any(|p| op.starts_with(p)) {
            m.imp_def |= imp::SCC;
        }
        if op.starts_with("s_cselect")
            || op.starts_with("s_addc")
            || op.starts_with("s_subb")
            || op.starts_with("s_cbranch_scc")
            || op.starts_with("s_cmov")
        {
            m.imp_use |= imp::SCC;
        }
        if op.starts_with("s_cbranch_exec") {
            m.imp_use |= imp::EXEC;
        }
        if op.starts_with("s_cbranch_vcc") {
            m.imp_use |= imp::VCC;
        }
        if crate::has(op, "saveexec") {
            m.imp_use |= imp::EXEC;
            m.imp_def |= imp::EXEC;
        }
    }
    m.counter = if op.starts_with("s_load")
        || op.starts_with("s_buffer_load")
        || op.starts_with("ds_")
        || op == "s_memtime"
    {
        Counter::Lgkm
    } else if op.starts_with("flat_") {
        Counter::Flat
    } else if op.starts_with("global_") || op.starts_with("buffer_") || op.starts_with("scratch_") {
        let store = (crate::has(op, "store") && !crate::has(op, "atomic"))
            || (crate::has(op, "atomic") && !crate::has(&m.mods, "glc"));
        if store && t.gen >= 10 {
            Counter::Vs
        } else {
            Counter::Vm
        }
    } else {
        Counter::None
    };
    if op.starts_with("global_store")
        || op.starts_with("buffer_store")
        || op.starts_with("flat_store")
        || op.starts_with("scratch_store")
        || op.starts_with("ds_write")
        || crate::has(op, "atomic")
        || op.starts_with("ds_add")
        || op.starts_with("ds_sub")
        || op.starts_with("ds_min")
        || op.starts_with("ds_max")
        || op.starts_with("ds_and")
        || op.starts_with("ds_or")
        || op.starts_with("ds_xor")
        || op.starts_with("ds_inc")
        || op.starts_with("ds_dec")
        || op.starts_with("ds_cmpst")
        || op.starts_with("ds_wrxchg")
        || op.starts_with("s_barrier")
        || op.starts_with("s_endpgm")
        || op.starts_with("s_branch")
        || op.starts_with("s_cbranch")
        || op.starts_with("s_setreg")
        || op.starts_with("s_waitcnt")
        || op.starts_with("buffer_wb")
        || op.starts_with("buffer_gl")
        || op.starts_with("s_dcache")
        || op.starts_with("s_trap")
        || op.starts_with("s_denorm")
        || op.starts_with("s_round")
    {
        m.side = true;
    }
    if m.imp_def & imp::EXEC != 0 {
        m.side = true;
    }
}

impl Sel<'_> {
    /// `faddr` of a constant data symbol of the zebin: its address in the
    /// data after the code, from the program counter (`s_getpc_b64` gives
    /// the address after itself; the label before it makes the distance a
    /// constant the assembler computes).
    fn faddr(&mut self, symbol: &str, dst: &Opnd) -> R<()> {
        let Some(&off) = self.abi.data_syms.get(symbol) else {
            let what = if self.abi.data_syms.is_empty() {
                "faddr of a function (function calls are not supported yet) or of data without a zebin"
            } else {
                "faddr of a symbol the zebin's constant data does not define"
            };
            return Err(self.err(format!("{what}: `{symbol}`")));
        };
        let lab = format!(".Lxvisa_pc{}", self.at);
        let mut m = MInst::new(intern(format!("{lab}:")), 0, Vec::new());
        m.side = true;
        self.push(m);
        let t = self.st(2);
        self.i("s_getpc_b64", 1, vec![MOp::v(t, 2)]);
        self.i(
            "s_add_u32",
            1,
            vec![
                MOp::vs(t, 0, 1),
                MOp::vs(t, 0, 1),
                MOp::Text(format!("{}+{off}-({lab}+4)", crate::driver::DATA_SYMBOL)),
            ],
        );
        self.i(
            "s_addc_u32",
            1,
            vec![MOp::vs(t, 1, 1), MOp::vs(t, 1, 1), MOp::Imm(0)],
        );
        let c = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        self.write(
            dst,
            &c,
            Value::two(Val::S(t, 0), Val::S(t, 1), DataType::UQ),
        )
    }
}

impl<'a> Sel<'a> {
    /// An error located at the current instruction.
    pub fn err(&self, m: impl Into<String>) -> Error {
        if let Some(d) = &self.input_ctx {
            return Error::unsupported(format!("{}: {d}: {}", self.r.name, m.into()));
        }
        Error::unsupported(m).at(self.loc())
    }

    /// The location of the current instruction.
    pub fn loc(&self) -> Loc {
        let ctx = visa_text::Ctx {
            r: self.r,
            grf: self.vars.grf,
            label_suffix: false,
        };
        Loc {
            routine: self.r.name.clone(),
            index: self.at,
            text: self
                .r
                .insts
                .get(self.at)
                .map(|i| visa_text::print_instruction(&ctx, i))
                .unwrap_or_default(),
        }
    }

    /// Appends `op` with `ndefs` leading definitions to the current block
    /// and returns it (to add modifiers).
    pub fn i(&mut self, op: &'static str, ndefs: u8, ops: Vec<MOp>) -> &mut MInst {
        let m = MInst::new(op, ndefs, ops);
        self.push(m)
    }

    /// Appends an instruction, classifying it.
    pub fn push(&mut self, mut m: MInst) -> &mut MInst {
        classify(self.t, &mut m);
        let b = self.cur as usize;
        self.f.blocks[b].insts.push(m);
        self.f.blocks[b].insts.last_mut().expect("pushed")
    }

    /// Sets modifiers of the last instruction (and re-classifies it: the
    /// counter of atomics depends on `glc`).
    pub fn mods(&mut self, text: &str) {
        let b = self.cur as usize;
        let t = self.t;
        if let Some(m) = self.f.blocks[b].insts.last_mut() {
            m.mods.push_str(text);
            let (u, d) = (m.imp_use, m.imp_def);
            classify(t, m);
            m.imp_use |= u;
            m.imp_def |= d;
        }
    }

    /// A new temporary VGPR tuple.
    pub fn vt(&mut self, n: u16) -> VReg {
        let r = self.f.vreg(Bank::V, n, VKind::Temp);
        if n >= 2 && self.t.align_vgpr_tuples {
            self.f.vregs[r.0 as usize].align = 2;
        }
        r
    }

    /// A new temporary SGPR tuple.
    pub fn st(&mut self, n: u16) -> VReg {
        self.f.vreg(Bank::S, n, VKind::Temp)
    }

    /// A new lane-mask temporary.
    pub fn mt(&mut self) -> VReg {
        let n = self.t.mask_regs();
        self.st(n)
    }

    /// A lane-mask operand.
    pub fn mop(&self, m: VReg) -> MOp {
        MOp::v(m, self.t.mask_regs())
    }

    /// EXEC as an operand.
    pub fn exec(&self) -> MOp {
        MOp::pn(PReg::Exec, self.t.mask_regs())
    }

    /// VCC as an operand.
    pub fn vcc(&self) -> MOp {
        MOp::pn(PReg::Vcc, self.t.mask_regs())
    }

    /// A mask mnemonic for this wave size (`m("s_and")`).
    pub fn m(&self, base: &str) -> &'static str {
        self.t.m(base)
    }

    /// Copies a value into a new VGPR.
    pub fn to_v(&mut self, v: Val) -> Val {
        if v.is_v() {
            return v;
        }
        let t = self.vt(1);
        self.i("v_mov_b32_e32", 1, vec![MOp::v(t, 1), v.op()]);
        Val::V(t, 0)
    }

    /// A uniform value in an SGPR or a constant; a per-lane value is read
    /// from the first active lane (callers pass uniform values only). In
    /// packed mode a per-lane value stays per-lane: a value uniform over a
    /// vISA thread is not uniform over the wave.
    pub fn to_s(&mut self, v: Val) -> Val {
        match v {
            Val::V(..) if self.packed => v,
            Val::V(..) => {
                let t = self.st(1);
                self.i("v_readfirstlane_b32", 1, vec![MOp::v(t, 1), v.op()]);
                Val::S(t, 0)
            }
            _ => v,
        }
    }

    /// A uniform value in an SGPR (constants materialized).
    pub fn to_sreg(&mut self, v: Val) -> Val {
        if v.is_v() {
            self.poison("a per-thread value used as a wave-uniform operand");
        }
        match v {
            Val::K(k) => {
                let t = self.st(1);
                self.i("s_mov_b32", 1, vec![MOp::v(t, 1), konst(k)]);
                Val::S(t, 0)
            }
            _ => self.to_s(v),
        }
    }

    /// A 64-bit operand as a register pair of its bank (constants: the
    /// inline form if it has one, else an SGPR pair).
    pub fn pair(&mut self, v: &Value) -> MOp {
        let hi = v.hi.unwrap_or(Val::K(0));
        match (v.lo, hi) {
            (Val::V(a, o), Val::V(b, p)) if a == b && p == o + 1 => MOp::vs(a, o, 2),
            (Val::S(a, o), Val::S(b, p)) if a == b && p == o + 1 && o % 2 == 0 => MOp::vs(a, o, 2),
            (Val::K(l), Val::K(h))
                if inline_int(l) && h == if (l as i32) < 0 { u32::MAX } else { 0 } =>
            {
                MOp::Imm(l as i32 as i64)
            }
            (lo, hi) if !lo.is_v() && !hi.is_v() => {
                let t = self.st(2);
                self.i("s_mov_b32", 1, vec![MOp::vs(t, 0, 1), lo.op()]);
                self.i("s_mov_b32", 1, vec![MOp::vs(t, 1, 1), hi.op()]);
                MOp::v(t, 2)
            }
            (lo, hi) => {
                let t = self.vt(2);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), lo.op()]);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), hi.op()]);
                MOp::v(t, 2)
            }
        }
    }

    /// A value computed once at the start of the kernel (in block 0 after
    /// the prologue), by `make` into the given new register.
    pub fn once(
        &mut self,
        key: &'static str,
        bank: Bank,
        n: u16,
        make: impl FnOnce(&mut Sel<'a>, VReg),
    ) -> VReg {
        if let Some(&r) = self.once.get(key) {
            return r;
        }
        let r = self.f.vreg(bank, n, VKind::Temp);
        let saved_cur = self.cur;
        let saved = std::mem::take(&mut self.f.blocks[0].insts);
        let (head, tail) = saved.split_at(self.prologue_end);
        self.f.blocks[0].insts = head.to_vec();
        self.cur = 0;
        // Computed on every lane: later code may run with more lanes than
        // the dispatch enables (NoMask).
        let save = self.mt();
        let mov = self.m("s_mov");
        let (so, eo) = (self.mop(save), self.exec());
        self.i(mov, 1, vec![so, eo]);
        let eo = self.exec();
        self.i(mov, 1, vec![eo, MOp::Imm(-1)]);
        make(self, r);
        let (so, eo) = (self.mop(save), self.exec());
        self.i(mov, 1, vec![eo, so]);
        let added = self.f.blocks[0].insts.len() - self.prologue_end;
        self.f.blocks[0].insts.extend_from_slice(tail);
        self.prologue_end += added;
        self.cur = saved_cur;
        self.once.insert(key, r);
        r
    }

    /// The lane's index in the wave.
    pub fn lane_id(&mut self) -> Val {
        self.poison("an access by lane number (irregular region, per-channel immediate)");
        self.lane_id_raw()
    }

    /// Packed mode: the byte address (for `ds_bpermute_b32`) of the first
    /// lane of the lane's segment.
    pub fn seg_base4(&mut self) -> VReg {
        let w = self.w;
        self.once("seg_base4", Bank::V, 1, |s, r| {
            let l = s.lane_id_raw();
            s.i(
                "v_and_b32_e32",
                1,
                vec![MOp::v(r, 1), konst(!(w - 1)), l.op()],
            );
            s.i(
                "v_lshlrev_b32_e32",
                1,
                vec![MOp::v(r, 1), MOp::Imm(2), MOp::v(r, 1)],
            );
        })
    }

    /// Packed mode: the lane's channel in its thread (`lane % w`).
    pub fn chan_id(&mut self) -> Val {
        let w = self.w;
        let r = self.once("chan_id", Bank::V, 1, |s, r| {
            let l = s.lane_id_raw();
            s.i("v_and_b32_e32", 1, vec![MOp::v(r, 1), konst(w - 1), l.op()]);
        });
        Val::V(r, 0)
    }

    /// The lane's index in the wave (also in packed mode).
    fn lane_id_raw(&mut self) -> Val {
        let wave64 = self.t.wave64;
        let r = self.once("lane_id", Bank::V, 1, |s, r| {
            s.i(
                "v_mbcnt_lo_u32_b32",
                1,
                vec![MOp::v(r, 1), MOp::Imm(-1), MOp::Imm(0)],
            );
            if wave64 {
                s.i(
                    "v_mbcnt_hi_u32_b32",
                    1,
                    vec![MOp::v(r, 1), MOp::Imm(-1), MOp::v(r, 1)],
                );
            }
        });
        Val::V(r, 0)
    }

    /// Emits a 64-bit constant lane mask into a new mask register.
    pub fn mask_const(&mut self, m: u64) -> VReg {
        let t = self.mt();
        if self.t.wave64 {
            let lo = m as u32;
            let hi = (m >> 32) as u32;
            if (lo as i32 as i64 as u64) == m && inline_int(lo) {
                self.i(
                    "s_mov_b64",
                    1,
                    vec![MOp::v(t, 2), MOp::Imm(lo as i32 as i64)],
                );
            } else if hi == 0 {
                // A 32-bit literal of a `_b64` operation is zero-extended.
                self.i("s_mov_b64", 1, vec![MOp::v(t, 2), MOp::Hex(lo)]);
            } else {
                self.i("s_mov_b32", 1, vec![MOp::vs(t, 0, 1), konst(lo)]);
                self.i("s_mov_b32", 1, vec![MOp::vs(t, 1, 1), konst(hi)]);
            }
        } else {
            self.i("s_mov_b32", 1, vec![MOp::v(t, 1), konst(m as u32)]);
        }
        t
    }

    /// The lanes of channels `moff .. moff + n` of every vISA thread in the
    /// wave, or `None` when that is every lane of every thread.
    pub fn window(&self, moff: u32, n: u32) -> Option<u64> {
        if moff == 0 && n >= self.w {
            return None;
        }
        let one = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        Some(self.rep(one << moff))
    }

    /// Packed mode: `m` (lanes of one thread's channels) repeated in every
    /// segment of the wave; otherwise `m`.
    pub fn rep(&self, m: u64) -> u64 {
        if !self.packed {
            return m;
        }
        let w = self.w;
        let low = (1u64 << w) - 1;
        (0..self.t.wave_size() / w).fold(0, |a, s| a | (m & low) << (s * w))
    }

    /// Records that packed mode does not handle the current construct (the
    /// driver then finalizes the kernel unpacked).
    pub fn poison(&mut self, why: &str) {
        if self.packed && self.pack_fail.is_none() {
            let l = self.loc();
            self.pack_fail = Some(format!("{}: {why}", l.text.trim()));
        }
    }

    /// Packed mode: every lane of each segment in which `m` has a lane
    /// (a per-segment "any"), into a new mask register.
    pub fn spread(&mut self, m: VReg) -> VReg {
        let w = self.w;
        let r = self.mt();
        // Segments never straddle the 32-bit halves of a wave64 mask (w
        // is at most 32); wave32 masks are one register.
        for h in 0..self.t.mask_regs() {
            let src = MOp::vs(m, h, 1);
            let acc = self.st(1);
            let per = 32 / w;
            for s in 0..per {
                let k: u32 = if w == 32 {
                    u32::MAX
                } else {
                    ((1u32 << w) - 1) << (s * w)
                };
                let t = self.st(1);
                if w == 32 {
                    self.i("s_cmp_lg_u32", 0, vec![src.clone(), MOp::Imm(0)]);
                } else {
                    self.i("s_and_b32", 1, vec![MOp::v(t, 1), src.clone(), konst(k)]);
                }
                let dst = if s == 0 { acc } else { t };
                self.i(
                    "s_cselect_b32",
                    1,
                    vec![MOp::v(dst, 1), konst(k), MOp::Imm(0)],
                );
                if s > 0 {
                    self.i(
                        "s_or_b32",
                        1,
                        vec![MOp::v(acc, 1), MOp::v(acc, 1), MOp::v(t, 1)],
                    );
                }
            }
            self.i("s_mov_b32", 1, vec![MOp::vs(r, h, 1), MOp::v(acc, 1)]);
        }
        r
    }

    /// Packed mode: the segments executing here (every lane of a segment
    /// with a lane in EXEC).
    pub fn here(&mut self) -> VReg {
        let t = self.mt();
        let op = self.m("s_mov");
        let e = self.exec();
        self.i(op, 1, vec![self.mop(t), e]);
        self.spread(t)
    }

    /// `a & b` of two masks into a new mask register.
    pub fn mask_and(&mut self, a: VReg, b: VReg) -> VReg {
        let t = self.mt();
        let op = self.m("s_and");
        let (ao, bo) = (self.mop(a), self.mop(b));
        self.i(op, 1, vec![self.mop(t), ao, bo]);
        t
    }

    /// Packed mode: lane `lane` of each segment of `v` on every lane of the
    /// segment (`ds_bpermute_b32` with every lane on).
    pub fn seg_bcast(&mut self, v: Val, lane: u32) -> Val {
        let Val::V(..) = v else { return v };
        let base = match self.seg_pick {
            None => self.seg_base4(),
            // The pair's even or odd segment (`dpasw`).
            Some(odd) => {
                let b = self.seg_base4();
                let t = self.vt(1);
                let w4 = 4 * self.w;
                if odd {
                    self.i(
                        "v_or_b32_e32",
                        1,
                        vec![MOp::v(t, 1), konst(w4), MOp::v(b, 1)],
                    );
                } else {
                    self.i(
                        "v_and_b32_e32",
                        1,
                        vec![MOp::v(t, 1), konst(!w4), MOp::v(b, 1)],
                    );
                }
                t
            }
        };
        let t = self.vt(1);
        let save = self.mt();
        let mov = self.m("s_mov");
        let (so, eo) = (self.mop(save), self.exec());
        self.i(mov, 1, vec![so, eo]);
        let eo = self.exec();
        self.i(mov, 1, vec![eo, MOp::Imm(-1)]);
        self.i(
            "ds_bpermute_b32",
            1,
            vec![MOp::v(t, 1), MOp::v(base, 1), v.op()],
        );
        if lane != 0 {
            self.mods(&format!(" offset:{}", 4 * lane));
        }
        let (so, eo) = (self.mop(save), self.exec());
        self.i(mov, 1, vec![eo, so]);
        Val::V(t, 0)
    }

    /// The mask of channels an instruction enables (into a new mask
    /// register), or `None` when it is EXEC itself.
    pub fn chen(&mut self, c: &Chan) -> R<Option<VReg>> {
        let win = self.window(c.moff, c.n);
        let mut m: Option<VReg> = None;
        if c.nomask {
            // NoMask enables every channel of the instruction, also those
            // past the dispatch width (a SIMD8 thread runs SIMD16 code).
            let one = if c.n >= 64 {
                u64::MAX
            } else {
                (1u64 << c.n) - 1
            };
            m = Some(self.mask_const(self.rep(one << c.moff)));
            if self.packed {
                // Only the segments executing here (a thread whose
                // channels are all off is elsewhere).
                let h = self.here();
                m = Some(self.mask_and(m.expect("mask"), h));
            }
        } else if let Some(wm) = win {
            let w = self.mask_const(wm);
            let t = self.mt();
            let src = match (m, self.pre_exec) {
                (Some(x), _) | (None, Some(x)) => self.mop(x),
                (None, None) => self.exec(),
            };
            let op = self.m("s_and");
            let wo = self.mop(w);
            self.i(op, 1, vec![self.mop(t), src, wo]);
            m = Some(t);
        }
        if let Some(p) = c.pred {
            let pm = self.pred_mask(&p, c)?;
            let t = self.mt();
            let src = match m {
                Some(x) => self.mop(x),
                None => self.exec(),
            };
            let op = self.m("s_and");
            let po = self.mop(pm);
            self.i(op, 1, vec![self.mop(t), src, po]);
            m = Some(t);
        }
        Ok(m)
    }

    /// The lanes of vISA threads currently executing (every channel of a
    /// present thread), for NoMask.
    pub fn present(&mut self) -> R<VReg> {
        if self.packed {
            return Ok(self.here());
        }
        // One vISA thread per wave: its channels are lanes 0..W.
        let full = if self.w >= 64 {
            u64::MAX
        } else {
            (1u64 << self.w) - 1
        };
        Ok(self.mask_const(full))
    }

    /// A predicate's lane mask for an instruction's channels, with any/all
    /// and inversion applied (lanes outside the channels are unspecified).
    pub fn pred_mask(&mut self, p: &PredUse, c: &Chan) -> R<VReg> {
        let pr = self.preds[p.idx as usize];
        match p.ctrl {
            PredCtrl::None => {
                if !p.inv {
                    return Ok(pr);
                }
                let t = self.mt();
                let op = self.m("s_not");
                self.i(op, 1, vec![self.mop(t), self.mop(pr)]);
                Ok(t)
            }
            PredCtrl::Any | PredCtrl::All => {
                // The bits of the execution size (also for a full-width
                // instruction: on wave64 the lanes past the SIMD width hold
                // no predicate bits, and `.all` must not look at them).
                let one = if c.n >= 64 {
                    u64::MAX
                } else {
                    (1u64 << c.n) - 1
                };
                let win = self.rep(one << c.moff.min(63));
                let w = self.mask_const(win);
                if self.packed {
                    // Per segment: any = some bit of the window; all = no
                    // bit of the window clear.
                    let t = self.mt();
                    let (po, wo) = (self.mop(pr), self.mop(w));
                    let op = self.m(if p.ctrl == PredCtrl::Any {
                        "s_and"
                    } else {
                        "s_andn2"
                    });
                    self.i(op, 1, vec![self.mop(t), wo, po]);
                    let sp = self.spread(t);
                    let invert = (p.ctrl == PredCtrl::Any) == p.inv;
                    if !invert {
                        return Ok(sp);
                    }
                    let r = self.mt();
                    let op = self.m("s_not");
                    self.i(op, 1, vec![self.mop(r), self.mop(sp)]);
                    return Ok(r);
                }
                let t = self.mt();
                let op = self.m("s_and");
                self.i(op, 1, vec![self.mop(t), self.mop(pr), self.mop(w)]);
                let cmp = self.m(if p.ctrl == PredCtrl::Any {
                    "s_cmp_lg"
                } else {
                    "s_cmp_eq"
                });
                let (to, wo) = (self.mop(t), self.mop(w));
                if p.ctrl == PredCtrl::Any {
                    self.i(cmp, 0, vec![to, MOp::Imm(0)]);
                } else {
                    self.i(cmp, 0, vec![to, wo]);
                }
                let r = self.mt();
                let sel = self.m("s_cselect");
                let (a, b) = if p.inv { (0, -1) } else { (-1, 0) };
                self.i(sel, 1, vec![self.mop(r), MOp::Imm(a), MOp::Imm(b)]);
                Ok(r)
            }
        }
    }

    /// Installs `m` as EXEC, returning the saved EXEC.
    pub fn set_exec(&mut self, m: VReg) -> VReg {
        let save = self.mt();
        let op = self.m("s_mov");
        self.i(op, 1, vec![self.mop(save), self.exec()]);
        let mo = self.mop(m);
        self.i(op, 1, vec![self.exec(), mo]);
        save
    }

    /// Restores a saved EXEC.
    pub fn restore_exec(&mut self, save: VReg) {
        let op = self.m("s_mov");
        let so = self.mop(save);
        self.i(op, 1, vec![self.exec(), so]);
    }

    /// The root layout.
    pub fn layout(&self, root: u32) -> Layout {
        self.lay.of[root as usize]
    }
}

/// Everything instruction selection produces for a kernel.
pub struct Selected {
    /// The machine function.
    pub f: MFunc,
    /// Physical registers of the entry values.
    pub pins: FxHashMap<VReg, PReg>,
    /// Resources used.
    pub uses: Uses,
    /// SLM (LDS) is accessed.
    pub uses_lds: bool,
    /// Packed mode: the construct it does not handle (finalize unpacked).
    pub pack_fail: Option<String>,
}

/// Selects a kernel.
#[allow(clippy::too_many_arguments)]
pub fn select(
    t: &Target,
    r: &Routine,
    vars: &Vars,
    lay: &Layouts,
    insts: &[Ins],
    abi: &Abi,
    cross: &[(u32, PSrc, u32)],
    shape: PayloadShape,
    w: u32,
    xehp: bool,
    modes: &[u32],
    multi_wave: bool,
    packed: bool,
) -> R<Selected> {
    let flow = Flow::new(r, insts).map_err(|e| {
        e.at(Loc {
            routine: r.name.clone(),
            index: 0,
            text: String::new(),
        })
    })?;
    let mut s = Sel {
        t,
        r,
        vars,
        lay,
        insts,
        abi,
        cross,
        shape,
        w,
        xehp,
        multi_wave: multi_wave || packed,
        packed,
        pack_fail: None,
        seg_present: None,
        pre_exec: None,
        f: MFunc::default(),
        cur: 0,
        var_reg: vec![None; vars.roots.len()],
        cells: vec![Vec::new(); vars.roots.len()],
        preds: Vec::new(),
        flow,
        entry: Entry::default(),
        pins: FxHashMap::default(),
        uses: Uses::default(),
        surf_vals: Vec::new(),
        at: 0,
        k: 0,
        once: FxHashMap::default(),
        prologue_end: 0,
        cr0: Some(0),
        modes,
        hw_round: 0,
        hw_denorm: modes.first().map_or(0, |&c| denorm_field(c)),
        narrow_srcs: false,
        cond_override: None,
        input_ctx: None,
        // The thread's image follows the kernel's SLM; a hand-written
        // kernel's SLM may use all 64 KiB, so the image takes the top.
        image_base: if abi.handwritten {
            (65536 - lay.image_bytes) & !7
        } else {
            abi.slm_bytes.div_ceil(8) * 8
        },
        private_bytes: 0,
        seg_pick: None,
        id_twin_of: Vec::new(),
    };
    if w > t.wave_size() {
        return Err(Error::unsupported(format!(
            "a SIMD{w} kernel on a wave{} target: a vISA thread must fit in a wave",
            t.wave_size()
        )));
    }
    s.f.block();
    s.cur = 0;
    // Registers of variables and predicates. The halves of IGC's split
    // SIMD32 instructions share registers (see `layout::half_partners`).
    let mut fixed: Vec<bool> = (0..vars.roots.len())
        .map(|i| i < visa::PREDEFINED_VARS.len())
        .collect();
    for inp in &abi.inputs {
        fixed[inp.root as usize] = true;
    }
    let twins = local_id_twins(vars, lay, abi, cross, shape, w, xehp);
    for &(a, b) in &twins {
        fixed[a as usize] = false;
        fixed[b as usize] = false;
    }
    let partners = crate::layout::half_partners(vars, insts, lay, w, &fixed, &twins);
    s.id_twin_of = partners
        .iter()
        .filter(|p| twins.contains(p))
        .map(|p| p.1)
        .collect();
    let mut share: Vec<Option<u32>> = vec![None; vars.roots.len()];
    for &(a, b) in &partners {
        share[b as usize] = Some(a);
    }
    for (i, l) in lay.of.iter().enumerate() {
        match *l {
            Layout::Lane { .. } => {
                let regs_of = |root: usize| match lay.of[root] {
                    Layout::Lane { e, r, .. } => {
                        vars.roots[root].size.div_ceil(e).div_ceil(r) * Layout::regs_per_elem(e)
                    }
                    _ => 0,
                };
                if share[i].is_some() {
                    // Its partner's registers, made below.
                    continue;
                }
                let mut regs = regs_of(i);
                if let Some(&(_, b)) = partners.iter().find(|p| p.0 == i as u32) {
                    regs = regs.max(regs_of(b as usize));
                }
                let v = s.f.vreg(Bank::V, regs as u16, VKind::Var);
                if regs >= 2 && t.align_vgpr_tuples {
                    s.f.vregs[v.0 as usize].align = 2;
                }
                s.var_reg[i] = Some(v);
            }
            Layout::Scalar => {
                let n = vars.roots[i].size.div_ceil(4) as usize;
                s.cells[i] = vec![None; n];
            }
            _ => {}
        }
    }
    for (b, a) in share.iter().enumerate() {
        if let Some(a) = a {
            s.var_reg[b] = s.var_reg[*a as usize];
        }
    }
    for _ in &r.preds {
        let m = s.f.vreg(Bank::S, t.mask_regs(), VKind::Var);
        s.preds.push(m);
    }
    s.prologue()?;
    s.body()?;
    if packed {
        s.check_packed();
    }
    Ok(Selected {
        pack_fail: s.pack_fail.take(),
        uses_lds: s.uses.lds,
        f: s.f,
        pins: s.pins,
        uses: s.uses,
    })
}

impl Sel<'_> {
    /// Packed mode's last check over the selected code: no read of one
    /// lane into a scalar (a value uniform over a vISA thread is not over
    /// the wave) and no scalar instruction on a per-lane register.
    fn check_packed(&mut self) {
        if self.pack_fail.is_some() {
            return;
        }
        for b in &self.f.blocks {
            for m in &b.insts {
                let lane_read = m.op.starts_with("v_readlane")
                    || m.op.starts_with("v_readfirstlane")
                    || m.op.starts_with("v_writelane")
                    || crate::has(m.op, "dpp")
                    || crate::has(&m.mods, "row_")
                    || crate::has(&m.mods, "quad_perm");
                let s_on_v = m.op.starts_with("s_")
                    && m.ops.iter().any(|o| match o {
                        MOp::R {
                            reg: crate::mir::Reg::V(v),
                            ..
                        } => self.f.vregs[v.0 as usize].bank == Bank::V,
                        _ => false,
                    });
                if lane_read || s_on_v {
                    self.pack_fail = Some(format!(
                        "`{}`: a per-thread value needed as a wave-uniform one",
                        m.op
                    ));
                    return;
                }
            }
        }
    }

    /// Selects every instruction.
    fn body(&mut self) -> R<()> {
        let blocks = self.flow.make_blocks(&mut self.f);
        let _ = blocks;
        let nsurf = 6 + self.r.surfaces.len();
        self.surf_vals = vec![None; nsurf];
        for k in 0..self.insts.len() {
            let ins = &self.insts[k];
            self.at = ins.idx;
            self.k = k;
            self.cr0 = self.modes.get(k).copied();
            let want = self.round_for(k)?;
            let want_dn = self.denorm_for(k);
            if want != self.hw_round || want_dn != self.hw_denorm {
                // Rounding: both fields (single precision, and half and
                // double) in bits 3:0; denormals in bits 7:4. One write
                // when both change (two would need wait states between).
                let (off, size, val) = match (want != self.hw_round, want_dn != self.hw_denorm) {
                    (true, false) => (0, 4, want | want << 2),
                    (false, true) => (4, 4, want_dn),
                    _ => (0, 8, want | want << 2 | want_dn << 4),
                };
                let mut m = MInst::new(
                    "s_setreg_imm32_b32",
                    0,
                    vec![
                        MOp::Text(format!("hwreg(HW_REG_MODE, {off}, {size})")),
                        MOp::Imm(i64::from(val)),
                    ],
                );
                m.side = true;
                self.push(m);
                self.hw_round = want;
                self.hw_denorm = want_dn;
            }
            self.flow_enter(k)?;
            if let Op::Unsupported(why) = &ins.op {
                return Err(self.err(why.clone()));
            }
            self.tsc(k)?;
            self.ins(k)?;
        }
        self.flow_finish()?;
        Ok(())
    }

    /// Refreshes `%tsc` before instruction `k` when it reads it, as the
    /// vISA emulator does: `s_memtime`'s 64-bit clock in dwords 0 (TmLow)
    /// and 1 (TmHigh). The emulator's clock is the thread's count of
    /// executed vISA instructions; the finalized kernel's is the shader
    /// clock (the GCN emulator: the wave's count of machine
    /// instructions). The values differ; what both guarantee is that
    /// successive reads in a thread strictly increase.
    fn tsc(&mut self, k: usize) -> R<()> {
        let Some(l) = self.vars.locs[crate::vars::pre::TSC as usize] else {
            return Ok(());
        };
        let reads = crate::uses::ins_uses(&self.insts[k], self.vars.grf)
            .iter()
            .any(
                |u| matches!(u, crate::uses::Use::Acc { acc, write: false } if acc.root == l.root),
            );
        if !reads {
            return Ok(());
        }
        if self.layout(l.root) != Layout::Scalar {
            return Err(self.err("%tsc read other than as one element is not supported"));
        }
        // One clock per wave: packed threads would share it.
        self.poison("%tsc (one clock per wave)");
        let t = self.st(2);
        let m = self.i("s_memtime", 1, vec![MOp::v(t, 2)]);
        m.side = true;
        let one = Chan {
            n: 1,
            moff: 0,
            nomask: true,
            pred: None,
        };
        self.put_dword(l.root, l.off, Val::S(t, 0), &one)?;
        self.put_dword(l.root, l.off + 4, Val::S(t, 1), &one)
    }

    /// MODE's denormal field for instruction `k`: `%cr0`'s at every
    /// instruction (each float operation of the emulator flushes inputs
    /// and outputs under it, and MODE does for the VALU code; sequences
    /// that need other denormal modes swap MODE around themselves and
    /// restore this field), left as it is at `ret`.
    fn denorm_for(&self, k: usize) -> u32 {
        if matches!(self.insts[k].op, Op::Ret) {
            // The end of the thread (as in `round_for`).
            return self.hw_denorm;
        }
        self.modes.get(k).map_or(0, |&c| denorm_field(c))
    }

    /// The rounding mode the MODE register must hold for instruction `k`:
    /// `%cr0`'s where the instruction rounds a float and its code rounds
    /// once in the current mode (single float operations and the
    /// conversions to float, which are written for any mode), round to
    /// nearest even for everything else (sequences written for it, integer
    /// code); float instructions whose code is written for round to
    /// nearest even only are refused under another mode.
    fn round_for(&self, k: usize) -> R<u32> {
        let rm = self.modes.get(k).map_or(0, |c| c >> 4 & 3);
        if rm == 0 {
            return Ok(0);
        }
        let ins = &self.insts[k];
        if matches!(ins.op, Op::Ret) {
            // The end of the thread (the driver refuses another mode at a
            // subroutine's return).
            return Ok(self.hw_round);
        }
        let wide_or_half = |o: &Opnd| match o {
            Opnd::Var { acc, .. } => matches!(acc.ty, DataType::DF | DataType::HF),
            Opnd::Imm { ty, .. } | Opnd::Ind { ty, .. } => {
                matches!(ty, DataType::DF | DataType::HF)
            }
            _ => false,
        };
        let fty = |o: &Opnd| match o {
            Opnd::Var { acc, .. } => acc.ty.is_float(),
            Opnd::Imm { ty, .. } | Opnd::Ind { ty, .. } => ty.is_float(),
            _ => false,
        };
        Ok(match &ins.op {
            Op::Mov { dst, .. } if fty(dst) => rm,
            Op::Cmp { src0, src1, .. } if fty(src0) || fty(src1) => rm,
            Op::Alu { op, dst, srcs, .. } if fty(dst) || srcs.iter().any(fty) => {
                use AluOp::*;
                let f32_dst = matches!(dst, Opnd::Var { acc, .. } if acc.ty == DataType::F);
                match op {
                    Add | Mul | Mad | Min | Max | Sel | Rndd | Rndu | Rnde | Rndz | Frc => rm,
                    // An exact integer converted once in the mode.
                    Sad2 | Sad2add => rm,
                    // Integer code on the bits: no mode.
                    Fcvt | Srnd => 0,
                    // Computed to nearest even, then corrected.
                    Inv if rm == 3 && f32_dst => 0,
                    Divm | Sqrt | Sqrtm if f32_dst && !srcs.iter().any(wide_or_half) => 0,
                    _ => {
                        return Err(self.err(format!(
                            "{op:?} on floats under rounding mode {rm} of %cr0 is not supported (its code rounds to nearest even)"
                        )))
                    }
                }
            }
            _ => 0,
        })
    }

    fn ins(&mut self, k: usize) -> R<()> {
        let ins = &self.insts[k];
        let c = Chan::of(ins);
        match &ins.op {
            Op::Nop | Op::Label(_) | Op::Subroutine(_) => Ok(()),
            Op::Goto { .. }
            | Op::Jmp { .. }
            | Op::Call { .. }
            | Op::Ret
            | Op::Fret
            | Op::Trap
            | Op::Switchjmp { .. } => self.flow_ins(k),
            Op::Fcall { .. } | Op::Ifcall { .. } => {
                Err(self.err("function calls (fcall, ifcall) are not supported yet"))
            }
            Op::Faddr { symbol, dst } => {
                let (symbol, dst) = (symbol.clone(), dst.clone());
                self.faddr(&symbol, &dst)
            }
            Op::Barrier => self.barrier(),
            Op::Fence(f) => self.fence(*f),
            Op::Mem(m) => {
                let m = m.as_ref().clone();
                self.mem(&c, &m)
            }
            Op::Movs { dst, src } => {
                let (dst, src) = (dst.clone(), src.clone());
                self.movs(&c, &dst, &src)
            }
            Op::Dpas(p) => {
                let p = p.as_ref().clone();
                self.dpas(&c, &p)
            }
            Op::Unsupported(why) => Err(self.err(why.clone())),
            _ => {
                let op = ins.op.clone();
                self.alu_ins(&c, &op)
            }
        }
    }
}

/// A helper: `DataType` of an integer of `bytes` bytes.
pub fn uint_of(bytes: u32) -> DataType {
    match bytes {
        1 => DataType::UB,
        2 => DataType::UW,
        8 => DataType::UQ,
        _ => DataType::UD,
    }
}

/// MODE's denormal field (bits 7:4: single precision in 5:4, double and
/// half in 7:6; each 3 = keep inputs and outputs, 0 = flush both) for
/// `%cr0` (bit 7 keeps F denormals, bit 6 DF; the driver refuses an HF
/// bit 10 different from bit 6).
pub fn denorm_field(cr0: u32) -> u32 {
    (if cr0 & 0x80 != 0 { 3 } else { 0 }) | (if cr0 & 0x40 != 0 { 0xc } else { 0 })
}

/// Pairs of local-id inputs of a SIMD32 kernel, `(a, b)`: `a` the ids of
/// channels 0..16 of one dimension, `b` those of channels 16..32 (IGC's
/// payload has one GRF each), each its own whole root in a lane layout
/// putting channel c on lane c. The prologue writes an input's register on
/// every lane of the thread (zeros, then each dispatched lane's own id),
/// so the two registers would hold the same lanes: one register serves
/// both (`layout::half_partners` pairs them when every access keeps to its
/// own lanes), written once.
fn local_id_twins(
    vars: &Vars,
    lay: &Layouts,
    abi: &Abi,
    cross: &[(u32, crate::abi::PSrc, u32)],
    shape: PayloadShape,
    w: u32,
    xehp: bool,
) -> Vec<(u32, u32)> {
    use crate::abi::PSrc;
    if w != 32 {
        return Vec::new();
    }
    // (dimension, first channel, root) of each whole-root local-id input.
    let mut ids: Vec<(u8, u32, u32)> = Vec::new();
    for inp in &abi.inputs {
        let root = &vars.roots[inp.root as usize];
        if inp.off != 0 || inp.len != 32 || root.size != 32 || inp.payload < shape.grf {
            continue;
        }
        let mut dim = None;
        let all = (0..inp.len).all(|b| {
            match crate::abi::payload_byte(&shape, cross, inp.payload + b, xehp).0 {
                PSrc::LocalId(d) => *dim.get_or_insert(d) == d,
                _ => false,
            }
        });
        let first = ((inp.payload - shape.grf) % shape.lb) / 2;
        let lane_of_first = match lay.of[inp.root as usize] {
            Layout::Lane { e: 2, s, .. } => s == first,
            _ => false,
        };
        if let (true, Some(d), true) = (all, dim, lane_of_first) {
            ids.push((d, first, inp.root));
        }
    }
    let mut out = Vec::new();
    for &(d, first, a) in &ids {
        if first != 0 {
            continue;
        }
        let twins: Vec<u32> = ids
            .iter()
            .filter(|x| x.0 == d && x.1 == 16)
            .map(|x| x.2)
            .collect();
        if let [b] = twins[..] {
            out.push((a, b));
        }
    }
    out
}
