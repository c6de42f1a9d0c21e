//! Functions (`fcall`, `ifcall`, `faddr`, `fret`, `%arg`, `%retval`) by
//! inlining: every call site gets its own copy of the callee, placed after
//! the kernel's code as a subroutine of the kernel and entered with
//! `call`, so the call mask is the subroutine machinery's (the execution
//! model gives both the same rules: the channels that call, `fret` turning
//! channels off, the caller's mask back when the call mask is empty).
//!
//! What a call does, as the vISA emulator does it (`crates/visa-emu`,
//! `fcall`): the callee starts with a copy of the caller's predefined
//! variables (its `%arg` keeps the first `arg_size` GRFs, the rest zero;
//! `%retval` is the caller's), its own variables and predicates zero; on
//! return the caller gets the first `return_size` GRFs of the callee's
//! `%retval` (`%cr0` is shared), and keeps its own `%arg`. Here each copy
//! has its own `%arg`, `%retval`, variables, predicates, address variables
//! and labels; the call site copies `%arg` and `%retval` in and `%retval`
//! out with whole-register moves (NoMask, so they do not depend on the
//! channels), and zeroes the copy's variables and predicates when the
//! site may run more than once (otherwise the kernel's zeroing of
//! registers read before they are written does it).
//!
//! `faddr` of a function gives the emulator's address for it (a constant);
//! `ifcall` compares its address with those of the functions whose
//! address the module takes and calls the matching one; an address that
//! names none traps (the emulator stops with an error there). Recursion
//! cannot be inlined: it is refused at the call that closes the cycle.

use rustc_hash::FxHashMap;
use visa::{
    Alias, AliasScope, DataType, ExecCtrl, GeneralVar, Instruction, Label, LabelKind, Module,
    Operand, Pred, PredCtrl, Region, Routine, SimpleVar, VecOperand, NUM_PREDEFINED_SURFACES,
    NUM_PREDEFINED_VARS,
};

use crate::vars::pre;
use crate::{Error, Loc};

/// The address `faddr` gives the module's routine `i` (the vISA
/// emulator's numbering: a base plus 0x100 per routine, kernels included).
pub fn func_addr(i: usize) -> u32 {
    0xF000_0000 + 0x100 * i as u32
}

/// A kernel with its calls inlined.
#[derive(Clone, Debug)]
pub struct Inlined {
    /// The kernel with every called function's copies as subroutines.
    pub routine: Routine,
    /// Per instruction: the module routine and instruction it comes from
    /// (the call site's for the code a call adds).
    pub origin: Vec<(usize, usize)>,
    /// Per instruction: whether it is in a function's copy.
    pub in_function: Vec<bool>,
    /// Instructions that stand for a trap (an `ifcall` to an address that
    /// is no function's).
    pub traps: Vec<usize>,
    /// Variable ids from this one on are the inliner's (copies of
    /// functions' variables, `%arg` and `%retval`): never kernel arguments.
    pub internal_from: u32,
}

/// Most instructions the inlined kernel may have.
const MAX_INSTS: usize = 200_000;

/// Whether the kernel needs inlining: it calls functions, takes a
/// function's address or uses `%arg`/`%retval`.
fn needs(m: &Module, r: &Routine) -> bool {
    r.insts.iter().any(|i| {
        matches!(i.opcode, 0x67 | 0x4F | 0x68)
            || (i.opcode == 0x50
                && matches!(i.operands.first(), Some(Operand::Str(s)) if m.routines.iter().any(|x| &x.name == s)))
            || i.operands.iter().any(|o| match o {
                Operand::Vec(VecOperand::General { var, .. })
                | Operand::Vec(VecOperand::AddressOf { var, .. }) => {
                    *var == pre::ARG || *var == pre::RETVAL
                }
                Operand::Raw(rw) => rw.var == pre::ARG || rw.var == pre::RETVAL,
                _ => false,
            })
    }) || r
        .vars
        .iter()
        .any(|v| v.alias.is_some_and(|a| a.base == pre::ARG || a.base == pre::RETVAL))
}

/// One copy of a routine in the output.
#[derive(Clone, Debug)]
struct Copy {
    /// Module routine index.
    ri: usize,
    /// First output id of its own general variables.
    var_base: u32,
    /// Its `%arg` and `%retval` in the output.
    arg: u32,
    retval: u32,
    /// Offsets of its predicates (ids), address variables and labels.
    pred_base: u16,
    addr_base: u16,
    label_base: u16,
    /// The routines on the call path (recursion check), itself last.
    path: Vec<usize>,
    /// Whether its code may run more than once per call of the kernel.
    looping: bool,
}

struct B<'a> {
    m: &'a Module,
    out: Routine,
    origin: Vec<(usize, usize)>,
    in_function: Vec<bool>,
    traps: Vec<usize>,
    /// Copies whose body is still to be placed, with their entry label.
    pending: Vec<(Copy, u16)>,
    /// Functions whose address the module takes (ifcall candidates).
    targets: Vec<usize>,
    grf: u32,
    simd: u32,
    /// The instruction being expanded (origin of the added code).
    at: (usize, usize),
    in_fn: bool,
    /// A scratch predicate of the ifcall dispatch.
    cmp_pred: Option<u16>,
}

/// Inlines the calls of kernel `k` of module `m` (`None`: nothing to do).
pub fn inline(m: &Module, k: usize, grf: u32, simd: u32) -> Result<Option<Inlined>, Error> {
    let r = &m.routines[k];
    if !needs(m, r) {
        return Ok(None);
    }
    let mut targets: Vec<usize> = Vec::new();
    for x in &m.routines {
        for i in &x.insts {
            if i.opcode == 0x50 {
                if let Some(Operand::Str(s)) = i.operands.first() {
                    if let Some(j) = m.routines.iter().position(|y| &y.name == s) {
                        if !m.routines[j].is_kernel() && !targets.contains(&j) {
                            targets.push(j);
                        }
                    }
                }
            }
        }
    }
    targets.sort_unstable();
    let mut out = r.clone();
    out.insts.clear();
    let mut b = B {
        m,
        out,
        origin: Vec::new(),
        in_function: Vec::new(),
        traps: Vec::new(),
        pending: Vec::new(),
        targets,
        grf,
        simd,
        at: (k, 0),
        in_fn: false,
        cmp_pred: None,
    };
    let internal_from = NUM_PREDEFINED_VARS + b.out.vars.len() as u32;
    // The kernel's own `%arg` and `%retval` become variables (zero at the
    // start, as the emulator's are).
    let arg = b.new_var("%arg", 32 * grf / 4);
    let retval = b.new_var("%retval", 12 * grf / 4);
    for v in b.out.vars.iter_mut() {
        if let Some(a) = v.alias.as_mut() {
            if a.scope == AliasScope::Local {
                a.base = map_pre(a.base, arg, retval).unwrap_or(a.base);
            }
        }
    }
    let main = Copy {
        ri: k,
        var_base: NUM_PREDEFINED_VARS,
        arg,
        retval,
        pred_base: 0,
        addr_base: 0,
        label_base: 0,
        path: vec![k],
        looping: false,
    };
    b.body(&main)?;
    while let Some((c, entry)) = b.pending.pop() {
        b.in_fn = true;
        b.at = (c.ri, 0);
        b.push(ins(0x30, 0, Pred::NONE, vec![Operand::Label(entry)]));
        b.body(&c)?;
    }
    let routine = b.out;
    Ok(Some(Inlined {
        routine,
        origin: b.origin,
        in_function: b.in_function,
        traps: b.traps,
        internal_from,
    }))
}

fn ins(opcode: u8, exec: u8, pred: Pred, operands: Vec<Operand>) -> Instruction {
    Instruction {
        opcode,
        exec: ExecCtrl(exec),
        pred,
        operands,
    }
}

/// Exec byte: size code, NoMask M1.
fn nomask(n: u32) -> u8 {
    (n.trailing_zeros() as u8) | 0x80
}

/// The copy of predefined variable `id`, if it has one.
fn map_pre(id: u32, arg: u32, retval: u32) -> Option<u32> {
    match id {
        pre::ARG => Some(arg),
        pre::RETVAL => Some(retval),
        _ => None,
    }
}

fn general(var: u32, row: u8, col: u8, dst: bool) -> Operand {
    Operand::Vec(VecOperand::General {
        var,
        row,
        col,
        region: if dst {
            Region::dst(1).expect("region")
        } else {
            Region::src(1, 1, 0).expect("region")
        },
        modifier: visa::Modifier::None,
    })
}

impl B<'_> {
    fn push(&mut self, i: Instruction) {
        self.out.insts.push(i);
        self.origin.push(self.at);
        self.in_function.push(self.in_fn);
    }

    fn new_var(&mut self, name: &str, dwords: u32) -> u32 {
        let id = NUM_PREDEFINED_VARS + self.out.vars.len() as u32;
        self.out.vars.push(GeneralVar {
            name: name.to_string(),
            ty: DataType::UD,
            num_elements: dwords as u16,
            align: visa::Align::Grf,
            alias: None,
            attrs: Vec::new(),
        });
        id
    }

    fn new_label(&mut self, name: String, kind: LabelKind) -> u16 {
        self.out.labels.push(Label {
            name,
            kind,
            attrs: Vec::new(),
        });
        (self.out.labels.len() - 1) as u16
    }

    fn err(&self, msg: impl Into<String>) -> Error {
        let (ri, idx) = self.at;
        let r = &self.m.routines[ri];
        let ctx = visa_text::Ctx {
            r,
            grf: self.grf,
            label_suffix: false,
        };
        Error::unsupported(msg).at(Loc {
            routine: r.name.clone(),
            index: idx,
            text: r
                .insts
                .get(idx)
                .map(|i| visa_text::print_instruction(&ctx, i))
                .unwrap_or_default(),
        })
    }

    /// Moves of `n` elements of type `ty` from byte `off` of `src` (or
    /// zero) to `dst`, NoMask, in pieces of at most two GRFs and the SIMD
    /// width.
    fn moves(&mut self, dst: u32, src: Option<u32>, ty: DataType, off: u32, n: u32) {
        let sz = ty.size().max(1);
        let mut e = 0;
        while e < n {
            let left = n - e;
            let mut k = self.simd.min(2 * self.grf / sz).min(32);
            while k > left {
                k /= 2;
            }
            let b = off + e * sz;
            let (row, col) = ((b / self.grf) as u8, ((b % self.grf) / sz) as u8);
            let s = match src {
                Some(v) => general(v, row, col, false),
                None => Operand::Vec(VecOperand::Immediate { ty, bits: 0 }),
            };
            self.push(ins(
                0x29,
                nomask(k),
                Pred::NONE,
                vec![general(dst, row, col, true), s],
            ));
            e += k;
        }
    }

    /// Places the code of copy `c` (the kernel: its own code).
    fn body(&mut self, c: &Copy) -> Result<(), Error> {
        let r = &self.m.routines[c.ri];
        // A function's leading subroutine label (`.function "f_0"`) is a
        // block label of its copy.
        let mut leading = c.path.len() > 1;
        for (idx, i) in r.insts.iter().enumerate() {
            self.at = (c.ri, idx);
            if self.out.insts.len() > MAX_INSTS {
                return Err(self.err(format!(
                    "inlining the functions makes the kernel longer than {MAX_INSTS} instructions"
                )));
            }
            let mut i = self.remap(c, i)?;
            if leading && i.opcode == 0x30 {
                i.opcode = 0x31;
            } else if !matches!(i.opcode, 0x31 | 0x51 | 0x52) {
                leading = false;
            }
            match i.opcode {
                // fret returns as ret does (from a function's copy, a
                // subroutine of the kernel; in the kernel it ends it).
                0x68 => {
                    i.opcode = 0x34;
                    self.push(i);
                }
                0x67 => {
                    let Some(Operand::Str(name)) = i.operands.first() else {
                        return Err(Error::input("fcall needs a function name"));
                    };
                    let Some(f) = self.m.routines.iter().position(|x| &x.name == name) else {
                        return Err(
                            self.err(format!("fcall of `{name}`, which is not in the module"))
                        );
                    };
                    if self.m.routines[f].is_kernel() {
                        return Err(self.err(format!("fcall of kernel `{name}`")));
                    }
                    let (a, rv) = (imm(&i, 1)?, imm(&i, 2)?);
                    self.call(c, f, i.exec, i.pred, a, rv)?;
                }
                0x4F => self.ifcall(c, &i)?,
                0x50 => {
                    let f = match i.operands.first() {
                        Some(Operand::Str(s)) => self.m.routines.iter().position(|x| &x.name == s),
                        _ => None,
                    };
                    match (f, i.operands.get(1)) {
                        (Some(f), Some(dst)) => {
                            let dst = dst.clone();
                            self.push(ins(
                                0x29,
                                nomask(1),
                                Pred::NONE,
                                vec![
                                    dst,
                                    Operand::Vec(VecOperand::Immediate {
                                        ty: DataType::UD,
                                        bits: func_addr(f) as u64,
                                    }),
                                ],
                            ));
                        }
                        _ => self.push(i),
                    }
                }
                _ => self.push(i),
            }
        }
        if c.path.len() > 1 {
            // Running past a function's end is an error for the emulator;
            // the copy returns rather than run into the next one.
            self.push(ins(0x34, nomask(1), Pred::NONE, Vec::new()));
        } else {
            // The kernel's end: as before the copies, it ends the thread.
            let ends = self
                .out
                .insts
                .last()
                .is_some_and(|l| l.opcode == 0x34 && l.exec.0 & 7 == 0 && !l.pred.is_some());
            if !ends {
                self.push(ins(0x34, nomask(1), Pred::NONE, Vec::new()));
            }
        }
        Ok(())
    }

    /// A call of function `f` from copy `c` with the call instruction's
    /// exec byte and predicate (already those of the output).
    fn call(
        &mut self,
        c: &Copy,
        f: usize,
        exec: ExecCtrl,
        pred: Pred,
        arg_grfs: u32,
        ret_grfs: u32,
    ) -> Result<(), Error> {
        if c.path.contains(&f) {
            let chain: Vec<&str> = c
                .path
                .iter()
                .chain(std::iter::once(&f))
                .map(|&x| self.m.routines[x].name.as_str())
                .collect();
            return Err(self.err(format!(
                "recursive call ({}): the finalizer inlines functions and does not compile recursion",
                chain.join(" -> ")
            )));
        }
        let callee = &self.m.routines[f];
        if !callee.surfaces.is_empty() || !callee.samplers.is_empty() || !callee.vmes.is_empty() {
            return Err(self.err(format!(
                "function `{}` declares surfaces, samplers or VME variables: not supported",
                callee.name
            )));
        }
        if arg_grfs > 32 || ret_grfs > 12 {
            return Err(Error::input(format!(
                "fcall passes {arg_grfs} GRFs of %arg and {ret_grfs} of %retval (at most 32 and 12)"
            )));
        }
        let r_caller = &self.m.routines[c.ri];
        let looping = c.looping || has_loop(r_caller);
        let var_base = NUM_PREDEFINED_VARS + self.out.vars.len() as u32;
        let name = callee.name.clone();
        let cvars = callee.vars.clone();
        let npreds = callee.preds.clone();
        let naddrs = callee.addrs.clone();
        let nlabels = callee.labels.clone();
        for v in &cvars {
            let mut v = v.clone();
            v.name = format!("{name}:{}", v.name);
            self.out.vars.push(v);
        }
        let arg = self.new_var(&format!("{name}:%arg"), 32 * self.grf / 4);
        let retval = self.new_var(&format!("{name}:%retval"), 12 * self.grf / 4);
        // Aliases of the copy: bases in the copy.
        for j in 0..cvars.len() {
            let id = var_base as usize - NUM_PREDEFINED_VARS as usize + j;
            if let Some(a) = self.out.vars[id].alias.as_mut() {
                if a.scope == AliasScope::Local {
                    a.base = if a.base >= NUM_PREDEFINED_VARS {
                        var_base + (a.base - NUM_PREDEFINED_VARS)
                    } else {
                        map_pre(a.base, arg, retval).unwrap_or(a.base)
                    };
                }
            }
        }
        let pred_base = self.out.preds.len() as u16;
        for p in &npreds {
            self.out.preds.push(SimpleVar {
                name: format!("{name}:{}", p.name),
                ..p.clone()
            });
        }
        let addr_base = self.out.addrs.len() as u16;
        for a in &naddrs {
            self.out.addrs.push(SimpleVar {
                name: format!("{name}:{}", a.name),
                ..a.clone()
            });
        }
        let label_base = self.out.labels.len() as u16;
        for l in &nlabels {
            self.out.labels.push(Label {
                name: format!("{name}:{}", l.name),
                ..l.clone()
            });
        }
        let entry = self.new_label(
            format!("{name}:entry{}", self.out.labels.len()),
            LabelKind::Subroutine,
        );
        let mut path = c.path.clone();
        path.push(f);
        let copy = Copy {
            ri: f,
            var_base,
            arg,
            retval,
            pred_base,
            addr_base,
            label_base,
            path,
            looping,
        };
        let callee = &self.m.routines[f];
        let uses_arg = mentions(callee, pre::ARG);
        let uses_ret = mentions(callee, pre::RETVAL);
        if looping {
            // Each call starts with the callee's variables and predicates
            // zero.
            for (j, v) in cvars.iter().enumerate() {
                if v.alias.is_none() {
                    self.moves(var_base + j as u32, None, v.ty, 0, v.num_elements as u32);
                }
            }
            for (j, p) in npreds.iter().enumerate() {
                let n = (p.num_elements as u32)
                    .clamp(1, 32)
                    .next_power_of_two()
                    .min(self.simd);
                self.push(ins(
                    0x2B,
                    nomask(n),
                    Pred::NONE,
                    vec![
                        Operand::Vec(VecOperand::Predicate {
                            pred: Pred::new(pred_base + j as u16 + 1, false, PredCtrl::None),
                            modifier: visa::Modifier::None,
                        }),
                        Operand::Vec(VecOperand::Immediate {
                            ty: DataType::UD,
                            bits: 0,
                        }),
                    ],
                ));
            }
        }
        let dw = self.grf / 4;
        if uses_arg {
            self.moves(arg, Some(c.arg), DataType::UD, 0, arg_grfs * dw);
            self.moves(
                arg,
                None,
                DataType::UD,
                arg_grfs * self.grf,
                (32 - arg_grfs) * dw,
            );
        }
        if uses_ret {
            self.moves(retval, Some(c.retval), DataType::UD, 0, 12 * dw);
        }
        self.push(ins(0x33, exec.0, pred, vec![Operand::Label(entry)]));
        if uses_ret {
            self.moves(c.retval, Some(retval), DataType::UD, 0, ret_grfs * dw);
        }
        self.pending.insert(0, (copy, entry));
        Ok(())
    }

    /// `ifcall`: a dispatch over the functions whose address is taken.
    fn ifcall(&mut self, c: &Copy, i: &Instruction) -> Result<(), Error> {
        let info = visa::op_info(0x4F).ok_or_else(|| Error::input("no ifcall"))?;
        let field = |n: &str| -> Result<usize, Error> {
            info.layout(None)
                .and_then(|l| {
                    l.iter()
                        .filter(|f| f.kind.is_operand())
                        .position(|f| f.name == n)
                })
                .ok_or_else(|| Error::input(format!("ifcall has no field `{n}`")))
        };
        let a = imm(i, field("arg_size")?)?;
        let rv = imm(i, field("return_size")?)?;
        let Some(Operand::Vec(VecOperand::General { var, row, col, .. })) =
            i.operands.get(field("function_addr")?).cloned()
        else {
            return Err(self.err("ifcall through an operand other than a variable"));
        };
        let ty = self.var_type(var);
        // The address's low dword (a 64-bit address through a dword view).
        let (av, acol) = if ty.size() == 8 {
            let id = NUM_PREDEFINED_VARS + self.out.vars.len() as u32;
            let size = self.var_size(var);
            self.out.vars.push(GeneralVar {
                name: format!("ifcall{id}"),
                ty: DataType::UD,
                num_elements: (size / 4).max(1) as u16,
                align: visa::Align::Dword,
                alias: Some(Alias {
                    base: var,
                    offset: 0,
                    scope: AliasScope::Local,
                }),
                attrs: Vec::new(),
            });
            (id, col.saturating_mul(2))
        } else {
            (var, col)
        };
        let p = match self.cmp_pred {
            Some(p) => p,
            None => {
                self.out.preds.push(SimpleVar {
                    name: "ifcall:P".into(),
                    num_elements: 1,
                    attrs: Vec::new(),
                });
                let p = self.out.preds.len() as u16;
                self.cmp_pred = Some(p);
                p
            }
        };
        let targets = self.targets.clone();
        let done = self.new_label(
            format!("ifcall:done{}", self.out.labels.len()),
            LabelKind::Block,
        );
        let mut cases = Vec::new();
        for &f in &targets {
            let l = self.new_label(
                format!("ifcall:case{}", self.out.labels.len()),
                LabelKind::Block,
            );
            cases.push((f, l));
            let src = Operand::Vec(VecOperand::General {
                var: av,
                row,
                col: acol,
                region: Region::src(0, 1, 0).expect("region"),
                modifier: visa::Modifier::None,
            });
            self.push(ins(
                0x2C,
                nomask(1),
                Pred::NONE,
                vec![
                    Operand::Imm(0),
                    Operand::Vec(VecOperand::Predicate {
                        pred: Pred::new(p, false, PredCtrl::None),
                        modifier: visa::Modifier::None,
                    }),
                    src,
                    Operand::Vec(VecOperand::Immediate {
                        ty: DataType::UD,
                        bits: func_addr(f) as u64,
                    }),
                ],
            ));
            self.push(ins(
                0x32,
                nomask(1),
                Pred::new(p, false, PredCtrl::None),
                vec![Operand::Label(l)],
            ));
        }
        // No function at the address: a trap.
        self.traps.push(self.out.insts.len());
        self.push(ins(0x52, 0, Pred::NONE, vec![Operand::Imm(0)]));
        for (f, l) in cases {
            self.push(ins(0x31, 0, Pred::NONE, vec![Operand::Label(l)]));
            self.call(c, f, i.exec, i.pred, a, rv)?;
            self.push(ins(0x32, nomask(1), Pred::NONE, vec![Operand::Label(done)]));
        }
        self.push(ins(0x31, 0, Pred::NONE, vec![Operand::Label(done)]));
        Ok(())
    }

    fn var_type(&self, id: u32) -> DataType {
        if id >= NUM_PREDEFINED_VARS {
            self.out.vars[(id - NUM_PREDEFINED_VARS) as usize].ty
        } else {
            visa::PREDEFINED_VARS
                .iter()
                .find(|p| p.id == id)
                .map_or(DataType::UD, |p| p.ty)
        }
    }

    fn var_size(&self, id: u32) -> u32 {
        if id >= NUM_PREDEFINED_VARS {
            self.out.vars[(id - NUM_PREDEFINED_VARS) as usize].size()
        } else {
            8
        }
    }

    /// Instruction `i` of copy `c` with the copy's ids.
    fn remap(&self, c: &Copy, i: &Instruction) -> Result<Instruction, Error> {
        let var = |v: u32| -> u32 {
            if v >= NUM_PREDEFINED_VARS {
                c.var_base + (v - NUM_PREDEFINED_VARS)
            } else {
                map_pre(v, c.arg, c.retval).unwrap_or(v)
            }
        };
        let pred = |p: Pred| -> Pred {
            if p.is_some() {
                Pred((p.0 & !0xFFF) | (p.id() + c.pred_base))
            } else {
                p
            }
        };
        let mut out = i.clone();
        out.pred = pred(i.pred);
        for o in out.operands.iter_mut() {
            match o {
                Operand::Vec(v) => match v {
                    VecOperand::General { var: x, .. } | VecOperand::AddressOf { var: x, .. } => {
                        *x = var(*x)
                    }
                    VecOperand::Address { addr, .. } | VecOperand::Indirect { addr, .. } => {
                        *addr += c.addr_base
                    }
                    VecOperand::Predicate { pred: p, .. } => *p = pred(*p),
                    VecOperand::State { id, .. } => {
                        if c.path.len() > 1 && *id as u32 >= NUM_PREDEFINED_SURFACES {
                            return Err(self.err("a function's own surface or sampler"));
                        }
                    }
                    VecOperand::Immediate { .. } => {}
                },
                Operand::Raw(rw) => {
                    if rw.var != pre::NULL {
                        rw.var = var(rw.var)
                    }
                }
                Operand::Label(l) => *l += c.label_base,
                Operand::Imm(_) | Operand::Str(_) | Operand::Missing => {}
            }
        }
        Ok(out)
    }
}

fn imm(i: &Instruction, k: usize) -> Result<u32, Error> {
    match i.operands.get(k) {
        Some(Operand::Imm(v)) => Ok(*v),
        _ => Err(Error::input(format!("operand {} is missing", k + 1))),
    }
}

/// Whether routine `r` reads or writes predefined variable `id` (or calls
/// functions, which reads its `%arg` and writes its `%retval`).
fn mentions(r: &Routine, id: u32) -> bool {
    r.insts.iter().any(|i| {
        matches!(i.opcode, 0x67 | 0x4F)
            || i.operands.iter().any(|o| match o {
                Operand::Vec(VecOperand::General { var, .. })
                | Operand::Vec(VecOperand::AddressOf { var, .. }) => *var == id,
                Operand::Raw(rw) => rw.var == id,
                _ => false,
            })
    }) || r.vars.iter().any(|v| v.alias.is_some_and(|a| a.base == id))
}

/// Whether code of `r` may run more than once per entry: a branch back to
/// a label, a switch jump or a subroutine (which several calls enter).
fn has_loop(r: &Routine) -> bool {
    let mut placed: FxHashMap<u16, usize> = FxHashMap::default();
    for (k, i) in r.insts.iter().enumerate() {
        if matches!(i.opcode, 0x30 | 0x31) {
            if let Some(Operand::Label(l)) = i.operands.first() {
                placed.entry(*l).or_insert(k);
            }
        }
    }
    r.insts.iter().enumerate().any(|(k, i)| match i.opcode {
        0x32 | 0x6C => match i.operands.first() {
            Some(Operand::Label(l)) => placed.get(l).is_none_or(|&t| t <= k),
            _ => true,
        },
        0x69 | 0x33 => true,
        _ => false,
    })
}
