//! One hardware thread: its register file, predicates, address registers,
//! execution and call masks, and the interpreter loop with the control-flow
//! rules of the execution model.

use std::io::Write;
use std::sync::Mutex;

use visa::{DataType, Modifier, PredCtrl};

use crate::alu;
use crate::error::{FResult, Fault, InstLoc, RunError, ThreadLoc};
use crate::layout::{V_CE0, V_CR0, V_FP, V_RETVAL, V_SP, V_TSC};
use crate::memory::DeviceMem;
use crate::msg;
use crate::operand::{Dst, IndOp, Lanes, Shape, Src};
use crate::program::{Code, Inst, Op, Program, NO_RP};
use crate::value::{self, FloatMode, Val};

/// What a thread is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Run,
    /// Waiting at `barrier`.
    Barrier,
    /// Signalled a split barrier and waits for the others.
    SBarrier,
    /// At a `dpasw`, waiting for the other thread of its pair.
    Dpasw,
    /// Signalled named barrier `id` of `count` threads (the group goes on
    /// at once).
    NbSignal {
        id: u32,
        count: u32,
    },
    /// Waits at named barrier `id`.
    NbWait {
        id: u32,
    },
    Done,
}

/// What stays out of reach of a thread during a step: the program and the
/// memories shared with other threads.
pub(crate) struct Env<'a> {
    pub prog: &'a Program,
    pub mem: &'a DeviceMem,
    /// Binding table: BTI → buffer index.
    pub bt: &'a [Option<usize>],
    /// 2-D shape `[width bytes, height, pitch]` of surfaces, by BTI.
    pub images: &'a [Option<[u32; 3]>],
    /// Typed surfaces, by BTI.
    pub typed: &'a [Option<crate::launch::TypedSurface>],
    /// Symbols of the zebin's data sections (for `faddr`).
    pub symbols: &'a std::collections::HashMap<String, u64>,
    pub max_insts: u64,
    /// Out-of-bounds surface accesses follow the specification (reads give
    /// zeros, writes are dropped) instead of stopping.
    pub oob_spec: bool,
    pub trace: Option<&'a Mutex<Box<dyn Write + Send>>>,
    /// With `trace`: also print the values each instruction wrote.
    pub trace_values: bool,
}

/// A saved caller context.
pub(crate) enum Frame {
    Sub {
        ret_pc: u32,
        em: u32,
        cm: u32,
    },
    Func {
        ret_pc: u32,
        em: u32,
        cm: u32,
        code: usize,
        regs: Vec<u8>,
        preds: Vec<u32>,
        addrs: Vec<u32>,
        surfs: Vec<u32>,
        waiting: Vec<u32>,
        ret_grfs: u32,
    },
}

/// Base of the addresses `faddr` gives functions.
pub(crate) const FUNC_ADDR_BASE: u64 = 0xF000_0000;

pub(crate) struct Thread {
    pub code: usize,
    pub regs: Vec<u8>,
    pub preds: Vec<u32>,
    pub addrs: Vec<u32>,
    pub surfs: Vec<u32>,
    pub waiting: Vec<u32>,
    pub em: u32,
    pub cm: u32,
    pub pc: u32,
    pub frames: Vec<Frame>,
    pub status: Status,
    pub count: u64,
    pub scratch: Vec<u8>,
    pub loc: ThreadLoc,
    /// Scratch lanes of the ALU (kept to avoid clearing them per instruction).
    pub tmp: Option<Box<alu::Tmp>>,
    /// Lanes of the fast instruction forms.
    pub fbuf: Box<[Lanes; 3]>,
    /// `dpasw`: this thread's share of `src2`, and the pair's other share
    /// once both threads reached it.
    pub wide_out: Vec<u8>,
    pub wide_in: Option<Vec<u8>>,
    /// Phase of each named barrier this thread signalled and waits for.
    pub nb_phase: [Option<u32>; 32],
}

#[inline]
fn lane_mask(n: u32) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

impl Thread {
    /// A thread about to run routine `code` with a zeroed register file.
    pub fn new(prog: &Program, code: usize, loc: ThreadLoc, scratch: usize) -> Thread {
        let c = &prog.codes[code];
        Thread {
            code,
            regs: vec![0; c.layout.size as usize],
            preds: vec![0; c.num_preds as usize],
            addrs: vec![0; c.addr_elems as usize],
            surfs: (0..c.num_surfaces).collect(),
            waiting: vec![0; c.points.len()],
            em: 0,
            cm: 0,
            pc: 0,
            frames: Vec::new(),
            status: Status::Run,
            count: 0,
            scratch: vec![0; scratch],
            loc,
            tmp: None,
            fbuf: Box::new([[0; 32]; 3]),
            wide_out: Vec::new(),
            wide_in: None,
            nb_phase: [None; 32],
        }
    }

    pub fn cur<'p>(&self, prog: &'p Program) -> &'p Code {
        &prog.codes[self.code]
    }

    /// `%cr0`.
    #[inline]
    pub fn cr0(&self, code: &Code) -> u32 {
        let s = code.layout.vars[V_CR0 as usize].expect("predefined");
        value::load(&self.regs, s.off as usize, 4) as u32
    }

    /// The predicate mask of an instruction over its exec lanes (any/all and
    /// inverse applied), or all ones when unpredicated.
    #[inline]
    pub fn pred_mask(&self, inst: &Inst) -> u32 {
        let full = inst.full;
        if inst.pred == 0 {
            return full;
        }
        let p = (self.preds[inst.pred as usize - 1] >> inst.moff) & full;
        let p = match inst.pctrl {
            PredCtrl::None => p,
            PredCtrl::Any => {
                if p != 0 {
                    full
                } else {
                    0
                }
            }
            PredCtrl::All => {
                if p == full {
                    full
                } else {
                    0
                }
            }
        };
        if inst.pinv {
            !p & full
        } else {
            p
        }
    }

    /// The execution-mask part of `EvaluateChEn` (NoMask: every lane).
    #[inline]
    pub fn mask_en(&self, inst: &Inst) -> u32 {
        ((self.em | inst.nm) >> inst.moff) & inst.full
    }

    /// `EvaluateChEn` of the operands chapter: lane `n` of the result is
    /// channel `n` of the instruction (bit 0 = first lane).
    #[inline]
    pub fn chen(&self, inst: &Inst) -> u32 {
        self.mask_en(inst) & self.pred_mask(inst)
    }

    /// Predicate of a scalar (exec size 1) control-flow instruction.
    fn pred_true(&self, inst: &Inst) -> bool {
        self.pred_mask(inst) & 1 != 0
    }

    // ---- operands ----

    fn ind_addr(
        &self,
        code: &Code,
        i: &IndOp,
        lane: u32,
        row_addr: u32,
        elem: u32,
    ) -> FResult<usize> {
        let a =
            self.addrs[row_addr as usize] as i64 + i.imm as i64 + elem as i64 * i.ty.size() as i64;
        let size = i.ty.size();
        if a < 0 || !code.layout.in_one_var(a as u32, size) {
            return Err(Fault::lane(
                lane,
                format!(
                    "indirect access at register byte {a} is outside every variable (address register holds {})",
                    self.addrs[row_addr as usize]
                ),
            ));
        }
        if a as u32 & (size - 1) != 0 {
            return Err(Fault::lane(
                lane,
                format!("indirect access at register byte {a} is not aligned to its type ({size} bytes)"),
            ));
        }
        Ok(a as usize)
    }

    /// Register byte offset of lane `k` of an indirect operand.
    fn ind_lane(&self, code: &Code, i: &IndOp, k: u32, dst: bool) -> FResult<usize> {
        if dst {
            return self.ind_addr(code, i, k, i.addr, k * i.h);
        }
        let w = i.w.max(1);
        let (row, col) = (k / w, k % w);
        if i.multi {
            if row >= i.addr_avail {
                return Err(Fault::lane(
                    k,
                    "multi-address operand runs past its address variable",
                ));
            }
            self.ind_addr(code, i, k, i.addr + row, col * i.h)
        } else {
            self.ind_addr(code, i, k, i.addr, row * i.v + col * i.h)
        }
    }

    /// Raw bits of lane values of a source, in the source's own type.
    pub fn read_raw(&self, code: &Code, s: &Src, n: u32, out: &mut Lanes) -> FResult<()> {
        match s {
            Src::Reg(r) => {
                if let Some(l) = r.oob {
                    if (l as u32) < n {
                        return Err(Fault::lane(
                            l as u32,
                            "operand region reaches past the end of its variable",
                        ));
                    }
                }
                read_lanes(
                    &self.regs,
                    r.offs[0] as usize,
                    r.ty.size(),
                    r.shape,
                    &r.offs,
                    n as usize,
                    out,
                );
            }
            Src::Imm { vals, count, .. } => {
                if *count == 1 {
                    out[..n as usize].fill(vals[0]);
                } else {
                    for (k, o) in out.iter_mut().enumerate().take(n as usize) {
                        *o = vals[k % *count as usize];
                    }
                }
            }
            Src::Ind(i) => {
                let sz = i.ty.size();
                for k in 0..n {
                    let a = self.ind_lane(code, i, k, false)?;
                    out[k as usize] = value::load(&self.regs, a, sz);
                }
            }
            Src::Pred { idx, inverse } => {
                let mut p = self.preds[*idx as usize];
                if *inverse {
                    p = !p;
                }
                out[..n as usize].fill(p as u64);
            }
            Src::Addr { base, width } => {
                for (k, o) in out.iter_mut().enumerate().take(n as usize) {
                    *o = (self.addrs[*base as usize + k % *width as usize] & 0xffff) as u64;
                }
            }
            Src::AddrOf { off } => out[..n as usize].fill(*off as u64),
            Src::State { sampler, idx } => {
                for k in 0..n {
                    let v = if *sampler {
                        *idx + k
                    } else {
                        self.surfs.get((*idx + k) as usize).copied().unwrap_or(0)
                    };
                    out[k as usize] = v as u64;
                }
            }
        }
        Ok(())
    }

    /// Lane values converted to the computation class, modifiers applied.
    pub fn read_class(
        &self,
        code: &Code,
        s: &Src,
        class: crate::program::Class,
        n: u32,
        fm: FloatMode,
        out: &mut Lanes,
    ) -> FResult<()> {
        use crate::program::Class;
        self.read_raw(code, s, n, out)?;
        let ty = s.ty();
        let n = n as usize;
        match class {
            Class::I => {
                if !ty.is_float() {
                    match ty {
                        DataType::D => out[..n]
                            .iter_mut()
                            .for_each(|v| *v = *v as u32 as i32 as i64 as u64),
                        DataType::UD | DataType::UQ | DataType::Q => {}
                        _ => out[..n]
                            .iter_mut()
                            .for_each(|v| *v = value::int_of(ty, *v) as u64),
                    }
                } else {
                    for v in out[..n].iter_mut() {
                        *v = value::encode(value::decode(ty, *v, fm), DataType::Q, false, fm);
                    }
                }
            }
            Class::F => {
                if ty == DataType::F {
                    if !fm.f_denorm {
                        for v in out[..n].iter_mut() {
                            *v =
                                crate::float::flush_f32(f32::from_bits(*v as u32)).to_bits() as u64;
                        }
                    }
                } else {
                    for v in out[..n].iter_mut() {
                        *v = value::encode(value::decode(ty, *v, fm), DataType::F, false, fm);
                    }
                }
            }
            Class::D => {
                if ty == DataType::DF {
                    if !fm.d_denorm {
                        for v in out[..n].iter_mut() {
                            *v = crate::float::flush_f64(f64::from_bits(*v)).to_bits();
                        }
                    }
                } else {
                    for v in out[..n].iter_mut() {
                        *v = match value::decode(ty, *v, fm) {
                            Val::Float(x) => x.to_bits(),
                            i => value::encode(i, DataType::DF, false, fm),
                        };
                    }
                }
            }
            Class::H => {
                for v in out[..n].iter_mut() {
                    *v = match value::decode(ty, *v, fm) {
                        Val::Float(x) => x.to_bits(),
                        i => crate::float::f16_to_f64(
                            value::encode(i, DataType::HF, false, fm) as u16
                        )
                        .to_bits(),
                    };
                }
            }
        }
        apply_md(class, s.md(), &mut out[..n]);
        Ok(())
    }

    /// Writes raw bits to lane `k` of a destination.
    #[inline]
    pub fn write_lane(&mut self, code: &Code, d: &Dst, k: u32, bits: u64) -> FResult<()> {
        match d {
            Dst::Reg(r) => {
                if let Some(l) = r.oob {
                    return Err(Fault::lane(
                        l as u32,
                        "destination region reaches past the end of its variable",
                    ));
                }
                value::store(
                    &mut self.regs,
                    r.offs[k as usize] as usize,
                    r.ty.size(),
                    bits,
                );
            }
            Dst::Ind(i) => {
                let a = self.ind_lane(code, i, k, true)?;
                value::store(&mut self.regs, a, i.ty.size(), bits);
            }
            Dst::Pred { .. } => {
                return Err(Fault::new(
                    "a predicate cannot be the destination of this instruction",
                ))
            }
            Dst::Addr { base, avail } => {
                if k >= *avail {
                    return Err(Fault::lane(k, "address destination runs past its variable"));
                }
                self.addrs[(*base + k) as usize] = (bits & 0xffff) as u32;
            }
            Dst::Null => {}
        }
        Ok(())
    }

    /// Writes the enabled lanes of raw destination bits.
    pub fn write_raw(&mut self, code: &Code, d: &Dst, vals: &Lanes, chen: u32) -> FResult<()> {
        if let Dst::Reg(r) = d {
            if r.oob.is_none() {
                if let Shape::Strided(stride) = r.shape {
                    write_strided(
                        &mut self.regs,
                        r.offs[0] as usize,
                        stride as usize,
                        r.ty.size(),
                        vals,
                        chen,
                    );
                    return Ok(());
                }
            }
        }
        let mut m = chen;
        while m != 0 {
            let k = m.trailing_zeros();
            m &= m - 1;
            self.write_lane(code, d, k, vals[k as usize])?;
        }
        Ok(())
    }

    fn set_pred_bits(&mut self, idx: u16, moff: u8, chen: u32, bits: u32) {
        let p = &mut self.preds[idx as usize];
        *p = (*p & !(chen << moff)) | ((bits & chen) << moff);
    }

    // ---- running ----

    fn fault(&self, prog: &Program, f: Fault) -> RunError {
        let code = self.cur(prog);
        RunError {
            message: f.message,
            at: Some(Box::new(InstLoc {
                routine: code.name.clone(),
                index: self.pc as usize,
                text: code
                    .texts
                    .get(self.pc as usize)
                    .cloned()
                    .unwrap_or_default(),
            })),
            // Faults count lanes from the instruction's first channel.
            lane: f.lane.map(|l| {
                l + code
                    .insts
                    .get(self.pc as usize)
                    .map_or(0, |i| i.moff as u32)
            }),
            work_item: None,
            thread: Some(self.loc.clone()),
        }
    }

    fn next_waiting(&self, code: &Code, pc: u32) -> Option<u32> {
        code.points
            .iter()
            .enumerate()
            .find(|(rp, &ip)| ip > pc && self.waiting[*rp] != 0)
            .map(|(_, &ip)| ip)
    }

    fn rp_at(code: &Code, i: u32) -> u16 {
        match code.insts.get(i as usize) {
            Some(inst) => inst.rp,
            None => {
                if code.points.last() == Some(&i) {
                    (code.points.len() - 1) as u16
                } else {
                    NO_RP
                }
            }
        }
    }

    /// After the execution mask became empty: go on at the next point
    /// where channels wait.
    fn resume_waiting(&mut self, code: &Code) -> FResult<()> {
        match self.next_waiting(code, self.pc) {
            Some(p) => {
                self.pc = p;
                Ok(())
            }
            None => Err(Fault::new(
                "no channel is active and none waits at a later re-convergence point",
            )),
        }
    }

    fn check_jump_over(&self, code: &Code, target: u32) -> FResult<()> {
        if target > self.pc {
            for (rp, &ip) in code.points.iter().enumerate() {
                if ip > self.pc && ip < target && self.waiting[rp] != 0 {
                    return Err(Fault::new(format!(
                        "uniform jump over a re-convergence point ($ {ip}) where channels {:#010x} wait",
                        self.waiting[rp]
                    )));
                }
            }
        }
        Ok(())
    }

    /// Runs until the thread ends, waits at a barrier, or fails.
    pub fn run(&mut self, env: &Env, slm: &mut [u8]) -> Result<Status, RunError> {
        self.status = Status::Run;
        if env.trace.is_some() {
            return self.run_traced(env, slm);
        }
        let prog = env.prog;
        while self.status == Status::Run {
            let cur = self.code;
            let code = &prog.codes[cur];
            let insts = &code.insts[..];
            loop {
                let Some(inst) = insts.get(self.pc as usize) else {
                    let f = Fault::new("execution ran past the end of the routine");
                    return Err(self.fault(prog, f));
                };
                if inst.rp != NO_RP {
                    let w = &mut self.waiting[inst.rp as usize];
                    self.em |= *w;
                    *w = 0;
                }
                self.count += 1;
                if self.count > env.max_insts {
                    return Err(self.runaway(prog, env));
                }
                // The hottest forms run here without a call.
                match &inst.op {
                    Op::Fast { f, .. }
                        if f.need_cr0 == 0 || self.cr0(code) & f.need_cr0 == f.need_cr0 =>
                    {
                        match &f.direct {
                            Some(d) if f.op != crate::fast::FOp::Sel => {
                                let chen = self.chen(inst);
                                if chen != 0 {
                                    (d.run)(&mut self.regs, d, chen, 0);
                                }
                            }
                            _ => self.run_fast(inst, f),
                        }
                        self.pc += 1;
                        continue;
                    }
                    Op::FastCmp { f, .. }
                        if f.need_cr0 == 0 || self.cr0(code) & f.need_cr0 == f.need_cr0 =>
                    {
                        let chen = self.chen(inst);
                        if chen != 0 {
                            let bits = crate::fast::run_cmp(
                                &self.regs,
                                &mut self.fbuf,
                                f,
                                inst.exec as usize,
                            );
                            self.set_pred_bits(f.pred, inst.moff, chen, bits);
                        }
                        self.pc += 1;
                        continue;
                    }
                    Op::Nop => {
                        self.pc += 1;
                        continue;
                    }
                    _ => {}
                }
                if let Err(f) = self.step(env, slm, code, inst) {
                    return Err(self.fault(prog, f));
                }
                if self.status != Status::Run || self.code != cur {
                    break;
                }
            }
        }
        Ok(self.status)
    }

    fn runaway(&self, prog: &Program, env: &Env) -> RunError {
        self.fault(
            prog,
            Fault::new(format!(
                "the thread executed more than {} instructions (--max-instructions)",
                env.max_insts
            )),
        )
    }

    /// [`Thread::run`] printing every instruction.
    fn run_traced(&mut self, env: &Env, slm: &mut [u8]) -> Result<Status, RunError> {
        let Some(t) = env.trace else {
            return Ok(self.status);
        };
        while self.status == Status::Run {
            let prog = env.prog;
            let code = &prog.codes[self.code];
            let Some(inst) = code.insts.get(self.pc as usize) else {
                let f = Fault::new("execution ran past the end of the routine");
                return Err(self.fault(prog, f));
            };
            if inst.rp != NO_RP {
                let w = &mut self.waiting[inst.rp as usize];
                self.em |= *w;
                *w = 0;
            }
            self.count += 1;
            if self.count > env.max_insts {
                return Err(self.runaway(prog, env));
            }
            {
                let ch = match inst.op {
                    Op::Nop => 0,
                    _ => self.chen(inst),
                };
                let mut w = t.lock().unwrap_or_else(|e| e.into_inner());
                let _ = writeln!(
                    w,
                    "g({},{},{}) t{} {:>5} em={:08x} ch={:08x}  {}",
                    self.loc.group[0],
                    self.loc.group[1],
                    self.loc.group[2],
                    self.loc.thread,
                    format!("${}", self.pc),
                    self.em,
                    ch << inst.moff,
                    code.texts[self.pc as usize].trim()
                );
            }
            if let Err(f) = self.step(env, slm, code, inst) {
                return Err(self.fault(prog, f));
            }
            if env.trace_values {
                let s = self.dst_values(inst);
                if !s.is_empty() {
                    let mut w = t.lock().unwrap_or_else(|e| e.into_inner());
                    let _ = writeln!(w, "        -> {s}");
                }
            }
        }
        Ok(self.status)
    }

    /// The destination values an instruction wrote, for `--trace-values`.
    fn dst_values(&self, inst: &Inst) -> String {
        let op = match &inst.op {
            Op::Fast { slow, .. } | Op::FastCmp { slow, .. } => slow,
            op => op,
        };
        let dst = match op {
            Op::Alu(a) => &a.dst,
            Op::Mov(m) => &m.dst,
            Op::Cmp(c) => &c.dst,
            Op::Carry { dst, .. } | Op::Madw { dst, .. } => dst,
            Op::PredLogic { dst, .. } | Op::Setp { dst, .. } => {
                return format!("P{} = {:#010x}", dst + 1, self.preds[*dst as usize]);
            }
            _ => return String::new(),
        };
        match dst {
            Dst::Reg(r) => {
                let n = inst.exec as usize;
                let v: Vec<String> = (0..n)
                    .map(|k| {
                        let x = value::load(&self.regs, r.offs[k] as usize, r.ty.size());
                        match r.ty {
                            DataType::F => format!("{}", f32::from_bits(x as u32)),
                            DataType::DF => format!("{}", f64::from_bits(x)),
                            DataType::HF => format!("{}", crate::float::f16_to_f64(x as u16)),
                            t if t.is_signed_int() => format!("{}", value::int_of(t, x)),
                            _ => format!("{x:#x}"),
                        }
                    })
                    .collect();
                format!("[{}]", v.join(" "))
            }
            Dst::Pred { idx } => format!("P{} = {:#010x}", idx + 1, self.preds[*idx as usize]),
            _ => String::new(),
        }
    }

    fn refresh_special(&mut self, code: &Code) {
        if let Some(s) = code.layout.vars[V_CE0 as usize] {
            value::store(&mut self.regs, s.off as usize, 4, self.em as u64);
        }
        if let Some(s) = code.layout.vars[V_TSC as usize] {
            value::store(&mut self.regs, s.off as usize, 4, self.count);
        }
    }

    #[inline]
    fn run_fast(&mut self, inst: &Inst, f: &crate::fast::FastAlu) {
        let (chen, pm) = if f.op == crate::fast::FOp::Sel {
            (self.mask_en(inst), self.pred_mask(inst))
        } else {
            (self.chen(inst), u32::MAX)
        };
        if chen != 0 {
            crate::fast::run_alu(
                &mut self.regs,
                &mut self.fbuf,
                f,
                inst.exec as usize,
                chen,
                pm,
            );
        }
    }

    fn step(&mut self, env: &Env, slm: &mut [u8], code: &Code, inst: &Inst) -> FResult<()> {
        if inst.special {
            self.refresh_special(code);
        }
        self.step_op(env, slm, code, inst, &inst.op)
    }

    fn step_op(
        &mut self,
        env: &Env,
        slm: &mut [u8],
        code: &Code,
        inst: &Inst,
        op: &Op,
    ) -> FResult<()> {
        match op {
            Op::Nop => self.pc += 1,
            Op::Fast { f, slow } => {
                if f.need_cr0 == 0 || self.cr0(code) & f.need_cr0 == f.need_cr0 {
                    self.run_fast(inst, f);
                    self.pc += 1;
                } else {
                    return self.step_op(env, slm, code, inst, slow);
                }
            }
            Op::FastCmp { slow, .. } => return self.step_op(env, slm, code, inst, slow),
            Op::Alu(a) => {
                if a.op == crate::program::AluOp::Sel {
                    let chen = self.mask_en(inst);
                    if chen != 0 {
                        let pm = self.pred_mask(inst);
                        alu::exec_alu(self, code, inst, a, chen, pm)?;
                    }
                } else {
                    let chen = self.chen(inst);
                    if chen != 0 {
                        alu::exec_alu(self, code, inst, a, chen, u32::MAX)?;
                    }
                }
                self.pc += 1;
            }
            Op::Mov(m) => {
                let chen = self.chen(inst);
                if chen != 0 {
                    alu::exec_mov(self, code, inst, m, chen)?;
                }
                self.pc += 1;
            }
            Op::Cmp(c) => {
                let chen = self.chen(inst);
                if chen != 0 {
                    alu::exec_cmp(self, code, inst, c, chen)?;
                }
                self.pc += 1;
            }
            Op::PredLogic { op, dst, srcs } => {
                let chen = self.chen(inst);
                let get = |t: &Thread, (i, inv): (u16, bool)| {
                    let p = t.preds[i as usize] >> inst.moff;
                    if inv {
                        !p
                    } else {
                        p
                    }
                };
                let a = get(self, srcs[0]);
                let b = get(self, srcs[1]);
                let r = match op {
                    crate::program::AluOp::And => a & b,
                    crate::program::AluOp::Or => a | b,
                    crate::program::AluOp::Xor => a ^ b,
                    _ => !a,
                };
                self.set_pred_bits(*dst, inst.moff, chen, r);
                self.pc += 1;
            }
            Op::Setp { dst, src, scalar } => {
                let n = inst.exec as u32;
                let mut v = [0u64; 32];
                if *scalar {
                    self.read_raw(code, src, 1, &mut v)?;
                    let full = lane_mask(n);
                    self.set_pred_bits(*dst, inst.moff, full, v[0] as u32);
                } else {
                    let chen = self.chen(inst);
                    self.read_raw(code, src, n, &mut v)?;
                    let mut bits = 0u32;
                    for (k, x) in v.iter().enumerate().take(n as usize) {
                        bits |= ((x & 1) as u32) << k;
                    }
                    self.set_pred_bits(*dst, inst.moff, chen, bits);
                }
                self.pc += 1;
            }
            Op::AddrAdd { dst, src0, src1 } => {
                let chen = self.chen(inst);
                let n = inst.exec as u32;
                let (mut a, mut b) = ([0u64; 32], [0u64; 32]);
                self.read_raw(code, src0, n, &mut a)?;
                self.read_raw(code, src1, n, &mut b)?;
                let t1 = src1.ty();
                for k in 0..n as usize {
                    let off = value::int_of(t1, b[k]);
                    let off = match src1.md() {
                        Modifier::Neg => -off,
                        _ => off,
                    };
                    a[k] = (a[k] as i64).wrapping_add(off) as u64 & 0xffff_ffff;
                }
                if let Dst::Addr { base, avail } = dst {
                    let mut m = chen;
                    while m != 0 {
                        let k = m.trailing_zeros();
                        m &= m - 1;
                        if k >= *avail {
                            return Err(Fault::lane(
                                k,
                                "address destination runs past its variable",
                            ));
                        }
                        self.addrs[(*base + k) as usize] = a[k as usize] as u32;
                    }
                }
                self.pc += 1;
            }
            Op::Movs {
                dst,
                dst_state,
                src,
            } => {
                let n = inst.exec as u32;
                let mut v = [0u64; 32];
                self.read_raw(code, src, n, &mut v)?;
                match dst_state {
                    Some((sampler, idx)) => {
                        if !sampler {
                            for k in 0..n {
                                let i = (*idx + k) as usize;
                                if i < 6 {
                                    return Err(Fault::new(
                                        "movs cannot rebind a predefined surface",
                                    ));
                                }
                                let Some(s) = self.surfs.get_mut(i) else {
                                    return Err(Fault::new("movs to an undeclared surface"));
                                };
                                *s = v[k as usize] as u32;
                            }
                        }
                    }
                    None => {
                        let chen = lane_mask(n);
                        self.write_raw(code, dst, &v, chen)?;
                    }
                }
                self.pc += 1;
            }
            Op::Carry {
                borrow,
                dst,
                carry,
                src0,
                src1,
            } => {
                let chen = self.chen(inst);
                let n = inst.exec as u32;
                let (mut a, mut b) = ([0u64; 32], [0u64; 32]);
                self.read_raw(code, src0, n, &mut a)?;
                self.read_raw(code, src1, n, &mut b)?;
                let mut r = [0u64; 32];
                let mut c = [0u64; 32];
                for k in 0..n as usize {
                    let (x, y) = (a[k] & 0xffff_ffff, b[k] & 0xffff_ffff);
                    if *borrow {
                        r[k] = x.wrapping_sub(y) & 0xffff_ffff;
                        c[k] = (x < y) as u64;
                    } else {
                        r[k] = (x + y) & 0xffff_ffff;
                        c[k] = (x + y) >> 32;
                    }
                }
                self.write_raw(code, dst, &r, chen)?;
                self.write_raw(code, carry, &c, chen)?;
                self.pc += 1;
            }
            Op::Plane(p) => {
                let chen = self.chen(inst);
                if chen != 0 {
                    crate::conv::exec_plane(self, code, inst, p, chen)?;
                }
                self.pc += 1;
            }
            Op::Fcvt { dst, src, rnd, bf } => {
                let chen = self.chen(inst);
                if *bf {
                    crate::conv::exec_bf_cvt(self, code, inst, dst, src, chen)?;
                } else {
                    crate::conv::exec_fcvt(self, code, inst, dst, src, rnd.as_ref(), chen)?;
                }
                self.pc += 1;
            }
            Op::Madw { dst, hi_off, srcs } => {
                let chen = self.chen(inst);
                let n = inst.exec as u32;
                let mut v = [[0u64; 32]; 3];
                for (k, s) in srcs.iter().enumerate() {
                    self.read_raw(code, s, n, &mut v[k])?;
                }
                let Dst::Reg(r) = dst else {
                    return Err(Fault::new("madw destination"));
                };
                if r.oob.is_some() {
                    return Err(Fault::new(
                        "destination region reaches past the end of its variable",
                    ));
                }
                let mut m = chen;
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let x: [i128; 3] =
                        [0, 1, 2].map(|j| value::int_of(srcs[j].ty(), v[j][k]) as i128);
                    let full = x[0] * x[1] + x[2];
                    let o = r.offs[k] as usize;
                    let hi = o + *hi_off as usize;
                    if hi + 4 > self.regs.len() {
                        return Err(Fault::lane(
                            k as u32,
                            "madw high half is outside the register file",
                        ));
                    }
                    value::store(&mut self.regs, o, 4, full as u64);
                    value::store(&mut self.regs, hi, 4, (full >> 32) as u64);
                }
                self.pc += 1;
            }
            Op::Goto { target, backward } => {
                let taken = if inst.exec == 1 {
                    if self.pred_true(inst) {
                        self.em
                    } else {
                        0
                    }
                } else {
                    self.chen(inst) << inst.moff
                };
                if !backward {
                    if taken != 0 {
                        let rp = Self::rp_at(code, *target);
                        self.waiting[rp as usize] |= taken;
                        self.em &= !taken;
                    }
                    if self.em == 0 {
                        self.resume_waiting(code)?;
                    } else {
                        self.pc += 1;
                    }
                } else if taken != 0 {
                    let stay = self.em & !taken;
                    if stay != 0 {
                        let rp = Self::rp_at(code, self.pc + 1);
                        self.waiting[rp as usize] |= stay;
                    }
                    self.em = taken;
                    self.pc = *target;
                } else {
                    self.pc += 1;
                }
            }
            Op::Jmp { target } => {
                let taken = if inst.exec == 1 {
                    self.pred_true(inst)
                } else {
                    inst.pred == 0 || self.chen(inst) != 0
                };
                if taken {
                    self.check_jump_over(code, *target)?;
                    self.pc = *target;
                } else {
                    self.pc += 1;
                }
            }
            Op::Switchjmp { index, targets } => {
                let mut v = [0u64; 32];
                self.read_raw(code, index, 1, &mut v)?;
                let i = value::int_of(index.ty(), v[0]);
                let Some(&t) = usize::try_from(i).ok().and_then(|i| targets.get(i)) else {
                    return Err(Fault::new(format!(
                        "switchjmp index {i} is outside the table of {} labels",
                        targets.len()
                    )));
                };
                self.check_jump_over(code, t)?;
                self.pc = t;
            }
            Op::Call { target } => {
                let entering = self.entering(inst);
                if entering == 0 {
                    self.pc += 1;
                } else {
                    if self.frames.len() > 4096 {
                        return Err(Fault::new(
                            "subroutine call depth exceeds 4096 (recursion?)",
                        ));
                    }
                    self.frames.push(Frame::Sub {
                        ret_pc: self.pc + 1,
                        em: self.em,
                        cm: self.cm,
                    });
                    self.em = entering;
                    self.cm = entering;
                    self.pc = *target;
                }
            }
            Op::Ret | Op::Fret => self.ret(env, code, inst)?,
            Op::Fcall {
                routine,
                arg_grfs,
                ret_grfs,
            } => self.fcall(env, inst, *routine, *arg_grfs, *ret_grfs)?,
            Op::Ifcall {
                addr,
                arg_grfs,
                ret_grfs,
            } => {
                let mut v = [0u64; 32];
                self.read_raw(code, addr, 1, &mut v)?;
                let a = v[0] & 0xffff_ffff;
                let idx = a
                    .checked_sub(FUNC_ADDR_BASE)
                    .filter(|d| d % 0x100 == 0)
                    .map(|d| (d / 0x100) as usize)
                    .filter(|&i| i < env.prog.codes.len() && !env.prog.codes[i].kernel);
                let Some(r) = idx else {
                    return Err(Fault::new(format!(
                        "ifcall of address {a:#x}, which is not a function's address"
                    )));
                };
                self.fcall(env, inst, r, *arg_grfs, *ret_grfs)?;
            }
            Op::Faddr { symbol, dst } => {
                let addr = if let Some(i) = env.prog.codes.iter().position(|c| &c.name == symbol) {
                    FUNC_ADDR_BASE + 0x100 * i as u64
                } else if let Some(a) = env.symbols.get(symbol) {
                    *a
                } else {
                    return Err(Fault::new(format!(
                        "faddr of `{symbol}`: no such function in the module nor symbol in the zebin"
                    )));
                };
                let mut v = [0u64; 32];
                v[0] = addr;
                self.write_raw(code, dst, &v, 1)?;
                self.pc += 1;
            }
            Op::Barrier => {
                self.pc += 1;
                self.status = Status::Barrier;
            }
            Op::SBarrier { signal } => {
                self.pc += 1;
                if !signal {
                    self.status = Status::SBarrier;
                }
            }
            Op::Mem(m) => {
                msg::exec(self, env, slm, code, inst, m)?;
                self.pc += 1;
            }
            Op::Dpas(d) => {
                let s2 = d.src2 as usize;
                if !d.wide {
                    let src2 = self.regs[s2..s2 + d.src2_len as usize].to_vec();
                    d.run(&mut self.regs, &src2);
                    self.pc += 1;
                } else {
                    self.dpasw(d);
                }
            }
            Op::Nbarrier { id, count } => {
                let mut v = [0u64; 32];
                self.read_raw(code, id, 1, &mut v)?;
                let bid = value::int_of(id.ty(), v[0]) as u32 & 0xff;
                if bid > 31 {
                    return Err(Fault::new(format!(
                        "named barrier id {bid} (the NBARRIER page: 0 to 31)"
                    )));
                }
                self.status = match count {
                    Some(c) => {
                        self.read_raw(code, c, 1, &mut v)?;
                        Status::NbSignal {
                            id: bid,
                            count: value::int_of(c.ty(), v[0]) as u32 & 0xff,
                        }
                    }
                    None => Status::NbWait { id: bid },
                };
                self.pc += 1;
            }
            Op::Unsupported(why) => return Err(Fault::new(why.clone())),
        }
        Ok(())
    }

    /// `dpasw`: the first time, publish this thread's share of `src2` and
    /// wait for the pair; once the scheduler exchanged the shares, run.
    fn dpasw(&mut self, d: &crate::dpas::DpasInst) {
        let (eu0, _) = d.wide_split();
        let len = d.src2_len as usize;
        let cut = ((eu0 * d.grf) as usize).min(len);
        let first = self.loc.thread.is_multiple_of(2);
        match self.wide_in.take() {
            None => {
                let s2 = d.src2 as usize;
                let n = if first { cut } else { len - cut };
                self.wide_out = self.regs[s2..s2 + n].to_vec();
                self.status = Status::Dpasw;
                // Counted when it runs.
                self.count -= 1;
            }
            Some(other) => {
                let mine = std::mem::take(&mut self.wide_out);
                let (mut src2, rest) = if first { (mine, other) } else { (other, mine) };
                src2.extend_from_slice(&rest);
                src2.resize(len, 0);
                d.run(&mut self.regs, &src2);
                self.pc += 1;
            }
        }
    }

    /// Channels entering a call: the scalar form takes every active channel
    /// when its predicate holds.
    fn entering(&self, inst: &Inst) -> u32 {
        if inst.exec == 1 {
            if self.pred_true(inst) {
                self.em
            } else {
                0
            }
        } else {
            self.chen(inst) << inst.moff
        }
    }

    fn ret(&mut self, env: &Env, code: &Code, inst: &Inst) -> FResult<()> {
        let leave_all = if inst.exec == 1 {
            if !self.pred_true(inst) {
                self.pc += 1;
                return Ok(());
            }
            true
        } else {
            let r = self.chen(inst) << inst.moff;
            self.cm &= !r;
            self.em &= !r;
            self.cm == 0
        };
        if !leave_all {
            if self.em == 0 {
                return self.resume_waiting(code);
            }
            self.pc += 1;
            return Ok(());
        }
        match self.frames.pop() {
            None => {
                self.status = Status::Done;
            }
            Some(Frame::Sub { ret_pc, em, cm }) => {
                self.em = em;
                self.cm = cm;
                self.pc = ret_pc;
            }
            Some(Frame::Func {
                ret_pc,
                em,
                cm,
                code: caller,
                regs,
                preds,
                addrs,
                surfs,
                waiting,
                ret_grfs,
            }) => {
                let callee_regs = std::mem::replace(&mut self.regs, regs);
                let cl = &env.prog.codes[caller].layout;
                let ce = &env.prog.codes[self.code].layout;
                let grf = cl.grf as usize;
                let copy = |dst: &mut Vec<u8>, id: u32, bytes: usize| {
                    let (Some(a), Some(b)) = (cl.var(id), ce.var(id)) else {
                        return;
                    };
                    let n = bytes.min(a.size.max(cl.grf) as usize);
                    dst[a.off as usize..a.off as usize + n]
                        .copy_from_slice(&callee_regs[b.off as usize..b.off as usize + n]);
                };
                copy(&mut self.regs, V_RETVAL, ret_grfs as usize * grf);
                copy(&mut self.regs, V_SP, 8);
                copy(&mut self.regs, V_FP, 8);
                copy(&mut self.regs, V_CR0, 4);
                self.code = caller;
                self.preds = preds;
                self.addrs = addrs;
                self.surfs = surfs;
                self.waiting = waiting;
                self.em = em;
                self.cm = cm;
                self.pc = ret_pc;
            }
        }
        Ok(())
    }

    fn fcall(
        &mut self,
        env: &Env,
        inst: &Inst,
        routine: usize,
        arg_grfs: u32,
        ret_grfs: u32,
    ) -> FResult<()> {
        let entering = self.entering(inst);
        if entering == 0 {
            self.pc += 1;
            return Ok(());
        }
        let Some(callee) = env.prog.codes.get(routine) else {
            return Err(Fault::new("fcall of a routine outside the module"));
        };
        if callee.kernel {
            return Err(Fault::new(format!("fcall of kernel `{}`", callee.name)));
        }
        if self.frames.len() > 4096 {
            return Err(Fault::new("call depth exceeds 4096"));
        }
        let caller = &env.prog.codes[self.code];
        // The predefined block (r0, %arg, %sp, %fp, %cr0, ...) is laid out
        // identically in every routine: the callee starts with the caller's.
        let mut regs = vec![0u8; callee.layout.size as usize];
        let n = caller.layout.predef_bytes.min(callee.layout.predef_bytes) as usize;
        regs[..n].copy_from_slice(&self.regs[..n]);
        if let (Some(a), Some(_)) = (
            caller.layout.var(crate::layout::V_ARG),
            callee.layout.var(crate::layout::V_ARG),
        ) {
            let keep = arg_grfs.saturating_mul(caller.layout.grf).min(a.size) as usize;
            // Only the first `arg_size` GRFs of %arg are passed.
            for b in regs[a.off as usize + keep..(a.off + a.size) as usize].iter_mut() {
                *b = 0;
            }
        }
        let surfs_n = callee.num_surfaces as usize;
        let mut surfs: Vec<u32> = (0..callee.num_surfaces).collect();
        surfs[..6.min(surfs_n)].copy_from_slice(&self.surfs[..6.min(surfs_n)]);
        let old_regs = std::mem::replace(&mut self.regs, regs);
        let old_preds = std::mem::replace(&mut self.preds, vec![0; callee.num_preds as usize]);
        let old_addrs = std::mem::replace(&mut self.addrs, vec![0; callee.addr_elems as usize]);
        let old_surfs = std::mem::replace(&mut self.surfs, surfs);
        let old_waiting = std::mem::replace(&mut self.waiting, vec![0; callee.points.len()]);
        self.frames.push(Frame::Func {
            ret_pc: self.pc + 1,
            em: self.em,
            cm: self.cm,
            code: self.code,
            regs: old_regs,
            preds: old_preds,
            addrs: old_addrs,
            surfs: old_surfs,
            waiting: old_waiting,
            ret_grfs,
        });
        self.code = routine;
        self.em = entering;
        self.cm = entering;
        self.pc = 0;
        Ok(())
    }
}

/// Reads `n` lanes of `size`-byte elements laid out by `shape`.
#[inline]
pub(crate) fn read_lanes(
    regs: &[u8],
    base: usize,
    size: u32,
    shape: Shape,
    offs: &[u32; 32],
    n: usize,
    out: &mut Lanes,
) {
    macro_rules! strided {
        ($t:ty, $stride:expr) => {{
            const W: usize = std::mem::size_of::<$t>();
            let stride = $stride;
            let end = base + stride * (n - 1) + W;
            let b = &regs[base..end];
            for (k, o) in out.iter_mut().enumerate().take(n) {
                let p = k * stride;
                *o = <$t>::from_le_bytes(b[p..p + W].try_into().unwrap()) as u64;
            }
        }};
    }
    match shape {
        Shape::Scalar => {
            let v = value::load(regs, base, size);
            out[..n].fill(v);
        }
        Shape::Strided(s) => match size {
            4 => strided!(u32, s as usize),
            8 => strided!(u64, s as usize),
            2 => strided!(u16, s as usize),
            _ => strided!(u8, s as usize),
        },
        Shape::Table => {
            for (o, &off) in out.iter_mut().zip(offs.iter()).take(n) {
                *o = value::load(regs, off as usize, size);
            }
        }
    }
}

/// Writes the enabled lanes of a strided destination.
#[inline]
fn write_strided(regs: &mut [u8], base: usize, stride: usize, size: u32, vals: &Lanes, chen: u32) {
    macro_rules! go {
        ($t:ty) => {{
            const W: usize = std::mem::size_of::<$t>();
            if chen & (chen.wrapping_add(1)) == 0 {
                // All lanes from 0 up: one slice, no mask tests.
                let n = chen.count_ones() as usize;
                let end = base + stride * (n - 1) + W;
                let b = &mut regs[base..end];
                for (k, v) in vals.iter().enumerate().take(n) {
                    let p = k * stride;
                    b[p..p + W].copy_from_slice(&(*v as $t).to_le_bytes());
                }
            } else {
                let mut m = chen;
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let p = base + k * stride;
                    regs[p..p + W].copy_from_slice(&(vals[k] as $t).to_le_bytes());
                }
            }
        }};
    }
    if chen == 0 {
        return;
    }
    match size {
        4 => go!(u32),
        8 => go!(u64),
        2 => go!(u16),
        _ => go!(u8),
    }
}

/// Applies a source modifier in the computation class.
pub(crate) fn apply_md(class: crate::program::Class, md: Modifier, v: &mut [u64]) {
    use crate::program::Class;
    match (md, class) {
        (Modifier::None | Modifier::Sat, _) => {}
        (Modifier::Not, _) => v.iter_mut().for_each(|x| *x = !*x),
        (m, Class::I) => v.iter_mut().for_each(|x| {
            let i = *x as i64;
            *x = match m {
                Modifier::Abs => i.wrapping_abs(),
                Modifier::Neg => i.wrapping_neg(),
                _ => i.wrapping_abs().wrapping_neg(),
            } as u64
        }),
        (m, Class::F) => v.iter_mut().for_each(|x| {
            let b = *x as u32;
            *x = match m {
                Modifier::Abs => b & 0x7fff_ffff,
                Modifier::Neg => b ^ 0x8000_0000,
                _ => b | 0x8000_0000,
            } as u64
        }),
        (m, Class::D | Class::H) => v.iter_mut().for_each(|x| {
            *x = match m {
                Modifier::Abs => *x & !(1 << 63),
                Modifier::Neg => *x ^ (1 << 63),
                _ => *x | (1 << 63),
            }
        }),
    }
}
