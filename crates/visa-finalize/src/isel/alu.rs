//! Arithmetic, logic, compare and move instructions with the data-types
//! chapter's rules as the emulator implements them: integer operations on
//! sources extended by their own types, truncated (or, with `.sat`,
//! clamped) to the destination; float operations in the widest float
//! type of the sources, rounded once.

use visa::{DataType, Modifier};

use super::ops::{self, Op2};
use super::{inline_int, konst, Chan, Sel, Val, Value, R};
use crate::decode::{AluOp, Op, Opnd};
use crate::mir::{MOp, VReg};

/// The computation domain of an instruction (the emulator's classes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Integers.
    I,
    /// Half floats.
    H,
    /// Single floats.
    F,
    /// Double floats.
    D,
}

/// The class of a list of source types: the widest float, else integer.
pub fn class_of(tys: &[DataType]) -> Class {
    let mut c = Class::I;
    let rank = |c: Class| match c {
        Class::I => 0,
        Class::H => 1,
        Class::F => 2,
        Class::D => 3,
    };
    for t in tys {
        let k = match t {
            DataType::DF => Class::D,
            DataType::F => Class::F,
            DataType::HF => Class::H,
            _ => continue,
        };
        if rank(k) > rank(c) {
            c = k;
        }
    }
    c
}

/// A 128-bit two's-complement integer as (low, high) 64-bit halves.
pub(crate) type W128 = [(Val, Val); 2];

fn is_signed(t: DataType) -> bool {
    t.is_signed_int()
}

impl Sel<'_> {
    /// Selects an ALU-family instruction.
    pub fn alu_ins(&mut self, c: &Chan, op: &Op) -> R<()> {
        // Instructions of one channel compute with uniform values (their
        // sources are single elements); the result is written to its
        // destination under the channel's condition.
        let scalar = c.n == 1;
        // `sel` and compares into predicates take the predicate as data or
        // write their own mask: their EXEC excludes the predicate.
        let is_sel = matches!(op, Op::Alu { op: AluOp::Sel, .. });
        let plan = if scalar {
            None
        } else if is_sel {
            self.chen(&Chan { pred: None, ..*c })?
        } else {
            self.chen(c)?
        };
        // A one-channel instruction whose value is per-lane (a predicate
        // as data: `sel`, a compare into a general variable, a predicate
        // source) computes it on the channel's lane whatever EXEC is (NoMask
        // or not): the write's condition is taken first, from the EXEC in
        // force, then EXEC is that lane while the instruction is selected.
        let per_lane = scalar
            && match op {
                Op::Alu { op: aop, srcs, .. } => {
                    (*aop == AluOp::Sel && c.pred.is_some())
                        || srcs.iter().any(|s| matches!(s, Opnd::Pred { .. }))
                }
                Op::Cmp { pred: None, .. } => true,
                Op::Mov { src, .. } => matches!(src, Opnd::Pred { .. }),
                _ => false,
            };
        let wc = if is_sel {
            Chan { pred: None, ..*c }
        } else {
            *c
        };
        let mut lane_save = None;
        if scalar && self.packed {
            // Packed: one-channel values are computed on every lane of the
            // segments executing here (their cells hold a segment's value on
            // all its lanes); the write's condition is taken first.
            let cond = self.scalar_cond(&wc)?;
            self.cond_override = Some(cond);
            let h = self.here();
            let e = self.set_exec(h);
            self.pre_exec = Some(e);
            lane_save = Some(e);
        } else if per_lane {
            let cond = self.scalar_cond(&wc)?;
            self.cond_override = Some(cond);
            let lane = self.mask_const(1u64 << c.moff);
            lane_save = Some(self.set_exec(lane));
        }
        let plan = match op {
            Op::Alu {
                op: AluOp::Sad2 | AluOp::Sad2add,
                ..
            } if !scalar => {
                // Only even channels are written (odd ones keep their
                // value, as in the emulator); channels start at an even
                // lane (mask offsets and segment widths are even).
                let even = self.mask_const(0x5555_5555_5555_5555);
                Some(match plan {
                    Some(p) => self.mask_and(p, even),
                    None => {
                        let t = self.mt();
                        let and = self.m("s_and");
                        let (to, eo) = (self.mop(t), self.mop(even));
                        self.i(and, 1, vec![to, self.exec(), eo]);
                        t
                    }
                })
            }
            _ => plan,
        };
        let save = plan.map(|m| self.set_exec(m));
        let r = self.alu_body(c, op, plan);
        if let Some(s) = save {
            self.restore_exec(s);
        }
        if let Some(s) = lane_save {
            self.restore_exec(s);
        }
        self.cond_override = None;
        self.pre_exec = None;
        r
    }

    fn alu_body(&mut self, c: &Chan, op: &Op, plan: Option<VReg>) -> R<()> {
        match op {
            Op::Alu { op, dst, srcs, sat } => {
                let mut vals = Vec::new();
                for s in srcs {
                    vals.push(self.read(s, c)?);
                }
                let mut mds: Vec<Modifier> = srcs.iter().map(|s| s.md()).collect();
                let dty = dst.ty();
                let alt = self.alt_mode();
                if alt && self.alt_class_f(srcs.iter().map(|s| s.ty()))? {
                    // ALT mode: these take |x| (the emulator's `float_pair`).
                    if matches!(op, AluOp::Log | AluOp::Sqrt | AluOp::Sqrtm | AluOp::Rsqrt) {
                        mds[0] = Modifier::Abs;
                    }
                }
                let sel_mask = if *op == AluOp::Sel {
                    Some(self.sel_mask(c)?)
                } else {
                    None
                };
                let v = self.alu_value(*op, &vals, &mds, dty, *sat, sel_mask)?;
                // (`fcvt`/`srnd` are integer code on the bits, no mode.)
                let v = if alt && dty == DataType::F && !matches!(op, AluOp::Fcvt | AluOp::Srnd) {
                    self.alt_fmax(v)
                } else {
                    v
                };
                if *op == AluOp::Sel && c.n == 1 {
                    // The predicate selected; it does not guard the write.
                    return self.write(dst, &Chan { pred: None, ..*c }, v);
                }
                self.write(dst, c, v)
            }
            Op::Mov { dst, src, sat } => {
                let v = self.read(src, c)?;
                let (dt, md, sty) = (dst.ty(), src.md(), v.ty);
                let v = if !*sat && dt.is_int() && dt.size() <= 4 {
                    let v = self.apply_mod_low(v, md)?;
                    self.convert(v, dt, false)?
                } else if sty.is_int()
                    && sty.size() == 8
                    && (dt.is_float() || *sat)
                    && !matches!(md, Modifier::None | Modifier::Sat | Modifier::Not)
                {
                    let (a, negm) = self.wide_mod_parts(v, md);
                    if dt.is_float() {
                        let f = self.wide_mod_to_float(a, negm, dt)?;
                        if *sat {
                            self.fsat(f)?
                        } else {
                            f
                        }
                    } else {
                        self.wide_mod_sat(a, negm, dt)?
                    }
                } else {
                    let v = self.apply_mod(v, md)?;
                    self.convert(v, dt, *sat)?
                };
                // A float move is a float operation: denormals are flushed
                // under the mode (the emulator copies the bits only when
                // the mode keeps them).
                let v = if !*sat && sty == dt && dt.is_float() {
                    self.flush_denormals(v)?
                } else {
                    v
                };
                // ALT mode: an F destination gets +-fmax for infinity,
                // except from the emulator's plain copy (same type, no
                // modifier, denormals kept).
                let plain = sty == DataType::F
                    && md == Modifier::None
                    && !*sat
                    && self.cr0.is_some_and(|c| c & 0x80 != 0);
                let v = if self.alt_mode() && dt == DataType::F && !plain {
                    self.alt_fmax(v)
                } else {
                    v
                };
                self.write(dst, c, v)
            }
            Op::Cmp {
                rel,
                pred,
                dst,
                src0,
                src1,
            } => {
                if self.alt_mode() {
                    self.alt_class_f([src0.ty(), src1.ty()].into_iter())?;
                }
                let a = self.read(src0, c)?;
                let b = self.read(src1, c)?;
                let a = self.apply_mod(a, src0.md())?;
                let b = self.apply_mod(b, src1.md())?;
                let m = self.compare(*rel, a, b)?;
                match pred {
                    Some(p) => self.write_pred(*p, c, m, plan),
                    None => {
                        let bytes = dst.ty().size();
                        let ones = Val::K(u32::MAX);
                        let lo = self.select_mask(Val::K(0), ones, m);
                        let v = if bytes == 8 {
                            Value::two(lo, lo, dst.ty())
                        } else {
                            Value::one(lo, dst.ty())
                        };
                        self.write(dst, c, v)
                    }
                }
            }
            Op::PredLogic { op, dst, srcs } => {
                let get = |s: &mut Self, (i, inv): (u16, bool)| -> VReg {
                    let p = s.preds[i as usize];
                    if !inv {
                        return p;
                    }
                    let t = s.mt();
                    let o = s.m("s_not");
                    s.i(o, 1, vec![s.mop(t), s.mop(p)]);
                    t
                };
                let a = get(self, srcs[0]);
                let r = self.mt();
                match op {
                    AluOp::Not => {
                        let o = self.m("s_not");
                        self.i(o, 1, vec![self.mop(r), self.mop(a)]);
                    }
                    _ => {
                        let b = get(self, srcs[1]);
                        let o = self.m(match op {
                            AluOp::And => "s_and",
                            AluOp::Or => "s_or",
                            _ => "s_xor",
                        });
                        self.i(o, 1, vec![self.mop(r), self.mop(a), self.mop(b)]);
                    }
                }
                // Logic on predicates writes the bits of enabled channels.
                self.write_pred(*dst, c, r, plan)
            }
            Op::Setp { dst, src } => self.setp(c, *dst, src, plan),
            Op::AddrAdd { dst, src0, src1 } => {
                let a = self.read(src0, c)?;
                let b = self.read(src1, c)?;
                let b = self.apply_mod(b, src1.md())?;
                let b = self.extend32(&b);
                let sum = self.add(a.lo, b);
                self.write(dst, c, Value::one(sum, DataType::UW))
            }
            Op::Carry {
                borrow,
                dst,
                carry,
                src0,
                src1,
            } => {
                let a = self.read(src0, c)?;
                let b = self.read(src1, c)?;
                let (r, cy) = self.add_carry(a.lo, b.lo, *borrow);
                self.write(dst, c, Value::one(r, DataType::UD))?;
                self.write(carry, c, Value::one(cy, DataType::UD))
            }
            Op::Madw { dst, hi_off, srcs } => {
                let mut v = Vec::new();
                for s in srcs {
                    v.push(self.read(s, c)?);
                }
                let signed = srcs.iter().any(|s| is_signed(s.ty()));
                let (lo, hi) = self.mul_wide(v[0].lo, v[1].lo, signed);
                let c2 = self.extend64(&v[2], signed);
                let (rl, rh) = self.add64((lo, hi), c2);
                let Opnd::Var { acc, md } = dst else {
                    return Err(self.err("madw needs a general destination"));
                };
                self.write(dst, c, Value::one(rl, DataType::UD))?;
                let mut hacc = acc.clone();
                match &mut hacc.shape {
                    crate::access::Shape::Scalar { off } => *off += hi_off,
                    crate::access::Shape::Lanes { offs, .. } => {
                        offs.iter_mut().for_each(|o| *o += hi_off)
                    }
                }
                self.write(
                    &Opnd::Var { acc: hacc, md: *md },
                    c,
                    Value::one(rh, DataType::UD),
                )
            }
            _ => Err(self.err("unsupported instruction")),
        }
    }

    /// The predicate of a `sel` as a selection mask (all ones when none).
    fn sel_mask(&mut self, c: &Chan) -> R<Option<VReg>> {
        match c.pred {
            None => Ok(None),
            Some(p) => Ok(Some(self.pred_mask(&p, c)?)),
        }
    }

    /// Per-lane `m ? b : a` of 32-bit values (uniform masks of uniform
    /// values use SCC).
    pub fn select_mask(&mut self, a: Val, b: Val, m: VReg) -> Val {
        self.cndmask(a, b, m)
    }

    /// Writes the bits of the enabled channels of a predicate: `P = (P &
    /// ~chen) | (new & chen)`.
    fn write_pred(&mut self, p: u16, c: &Chan, new: VReg, plan: Option<VReg>) -> R<()> {
        let m = if c.n == 1 { self.chen(c)? } else { plan };
        // EXEC itself is the channel mask: read it where it is.
        let m = match m {
            Some(m) => self.mop(m),
            None => self.exec(),
        };
        self.merge_pred_op(p, new, m);
        Ok(())
    }

    /// `P = (P & ~m) | (new & m)`.
    pub fn merge_pred(&mut self, p: u16, new: VReg, m: VReg) {
        let m = self.mop(m);
        self.merge_pred_op(p, new, m);
    }

    /// `P = (P & ~m) | (new & m)` of a mask operand (a register or EXEC).
    fn merge_pred_op(&mut self, p: u16, new: VReg, m: MOp) {
        let pr = self.preds[p as usize];
        let a = self.mt();
        let b = self.mt();
        let (andn, and, or) = (self.m("s_andn2"), self.m("s_and"), self.m("s_or"));
        self.i(andn, 1, vec![self.mop(a), self.mop(pr), m.clone()]);
        self.i(and, 1, vec![self.mop(b), self.mop(new), m]);
        self.i(or, 1, vec![self.mop(pr), self.mop(a), self.mop(b)]);
    }

    fn setp(&mut self, c: &Chan, dst: u16, src: &Opnd, plan: Option<VReg>) -> R<()> {
        let v = self.read(src, c)?;
        let scalar = match src {
            Opnd::Var { acc, .. } => acc.is_scalar(),
            Opnd::Imm { vals, .. } => vals.len() == 1,
            _ => true,
        };
        if scalar && self.packed {
            self.poison("setp from a scalar value");
        }
        if scalar && !v.is_v() {
            // The value's bits 0..n are the channels' bits (under every
            // channel of the window, whatever EXEC).
            let bits = if c.moff == 0 {
                v.lo
            } else {
                self.op2(ops::SHL, v.lo, Val::K(c.moff))
            };
            let full = self.window(c.moff, c.n).unwrap_or(if self.t.wave64 {
                u64::MAX
            } else {
                u32::MAX as u64
            });
            let m = self.mask_const(full);
            let newm = self.mt();
            if self.t.wave64 {
                let b = self.to_sreg(bits);
                self.i("s_mov_b32", 1, vec![MOp::vs(newm, 0, 1), b.op()]);
                self.i("s_mov_b32", 1, vec![MOp::vs(newm, 1, 1), MOp::Imm(0)]);
            } else {
                self.i("s_mov_b32", 1, vec![MOp::v(newm, 1), bits.op()]);
            }
            self.merge_pred(dst, newm, m);
            return Ok(());
        }
        // Per channel: bit = value & 1.
        let b = self.op2(ops::AND, v.lo, Val::K(1));
        let m = self.mt();
        let bv = self.to_v(b);
        self.i(
            "v_cmp_ne_u32_e64",
            1,
            vec![self.mop(m), bv.op(), MOp::Imm(0)],
        );
        let _ = plan;
        self.write_pred(dst, c, m, plan)
    }

    /// Applies a source modifier for a use that reads only the low 32
    /// bits of the result (the wrap of `-(-2^31)` does not show there):
    /// 32-bit integer sources give a 32-bit `d` value.
    pub fn apply_mod_low(&mut self, v: Value, md: Modifier) -> R<Value> {
        if v.ty.is_float() || v.ty.size() == 8 || matches!(md, Modifier::None | Modifier::Sat) {
            return self.apply_mod(v, md);
        }
        let x = self.extend32(&v);
        let r = match md {
            Modifier::Not => self.not(x),
            Modifier::Neg => self.sub(Val::K(0), x),
            Modifier::Abs => self.iabs(x),
            _ => {
                let a = self.iabs(x);
                self.sub(Val::K(0), a)
            }
        };
        Ok(Value::one(r, DataType::D))
    }

    /// Whether `%cr0` selects ALT mode (bit 0) at the current instruction.
    pub fn alt_mode(&self) -> bool {
        self.cr0.is_some_and(|c| c & 1 != 0)
    }

    /// Under ALT mode: whether sources of these types make an F-class
    /// operation (the widest float source F); refuses HF sources there
    /// (the emulator converts them to F under ALT, HF infinities to
    /// +-fmax).
    fn alt_class_f(&self, tys: impl Iterator<Item = DataType>) -> R<bool> {
        let tys: Vec<DataType> = tys.collect();
        let f = tys.contains(&DataType::F) && !tys.contains(&DataType::DF);
        if f && tys.contains(&DataType::HF) {
            return Err(self.err(
                "HF sources of an F operation under ALT mode (%cr0 bit 0) are not supported",
            ));
        }
        Ok(f)
    }

    /// ALT mode's F results: infinities become the largest finite value
    /// of the same sign (the emulator's `encode_float`), NaNs and finite
    /// values stay.
    pub fn alt_fmax(&mut self, v: Value) -> Value {
        let x = self.to_v(v.lo);
        let inf = self.mt();
        // Class bits 2 (-inf) and 9 (+inf).
        self.i(
            "v_cmp_class_f32_e64",
            1,
            vec![self.mop(inf), x.op(), MOp::Hex(0x204)],
        );
        let fmax = self.vop3("v_bfi_b32", &[Val::K(0x7fff_ffff), Val::K(0x7f7f_ffff), x]);
        Value::one(self.cndmask(x, fmax, inf), DataType::F)
    }

    /// A float value with its denormals flushed when `%cr0` does not
    /// keep them for its type (a multiply by 1.0 under the mode).
    pub fn flush_denormals(&mut self, v: Value) -> R<Value> {
        let keep = match v.ty {
            DataType::F => 0x80,
            DataType::DF => 0x40,
            DataType::HF => 0x400,
            _ => return Ok(v),
        };
        if self.cr0.is_some_and(|c| c & keep != 0) {
            return Ok(v);
        }
        if v.ty == DataType::DF {
            let p = self.pair(&v);
            let t = self.vt(2);
            self.i("v_mul_f64", 1, vec![MOp::v(t, 2), p, MOp::F32(0x3f80_0000)]);
            return Ok(self.pair_value(t, v.is_v(), DataType::DF));
        }
        let class = if v.ty == DataType::HF {
            Class::H
        } else {
            Class::F
        };
        self.float_alu(AluOp::Sel, class, &[v], None)
    }

    /// A 64-bit integer with an arithmetic modifier as the emulator's
    /// `mov` takes it, exactly (`-(-2^63)` is 2^63, `(abs)` of a `uq`
    /// changes nothing): its magnitude as a `uq` and the lanes where it is
    /// negative (never for a zero magnitude).
    fn wide_mod_parts(&mut self, v: Value, md: Modifier) -> ((Val, Val), Option<VReg>) {
        let (lo, hi) = (v.lo, v.hi.unwrap_or(Val::K(0)));
        let (a, neg_src) = if v.ty == DataType::Q {
            let m = self.is_neg64(hi);
            let n = self.sub64((Val::K(0), Val::K(0)), (lo, hi));
            let al = self.cndmask(lo, n.0, m);
            let ah = self.cndmask(hi, n.1, m);
            ((al, ah), Some(m))
        } else {
            ((lo, hi), None)
        };
        if md == Modifier::Abs {
            return (a, None);
        }
        let nz = {
            let o = self.op2(ops::OR, a.0, a.1);
            let z = self.is_zero(o);
            let t = self.mt();
            let op = self.m("s_not");
            self.i(op, 1, vec![self.mop(t), self.mop(z)]);
            t
        };
        let negm = match (md, neg_src) {
            (Modifier::NegAbs, _) | (_, None) => nz,
            (_, Some(m)) => {
                // Neg: where the source was positive.
                let t = self.mt();
                let op = self.m("s_andn2");
                self.i(op, 1, vec![self.mop(t), self.mop(nz), self.mop(m)]);
                t
            }
        };
        (a, Some(negm))
    }

    /// The float of a magnitude and sign (see `wide_mod_parts`): exact
    /// under the symmetric rounding modes only.
    fn wide_mod_to_float(&mut self, a: (Val, Val), negm: Option<VReg>, to: DataType) -> R<Value> {
        let rm = self.cr0.map(|c| c >> 4 & 3);
        if !matches!(rm, Some(0) | Some(3)) {
            return Err(self.err(
                "a modified 64-bit integer converted to a float under a directed rounding mode is not supported yet",
            ));
        }
        let f = self.convert(Value::two(a.0, a.1, DataType::UQ), to, false)?;
        let Some(negm) = negm else {
            return Ok(f);
        };
        let nf = self.float_mod(f, Modifier::Neg);
        let lo = self.cndmask(f.lo, nf.lo, negm);
        if to == DataType::DF {
            let (fh, nh) = (f.hi.unwrap_or(Val::K(0)), nf.hi.unwrap_or(Val::K(0)));
            let hi = self.cndmask(fh, nh, negm);
            return Ok(Value::two(lo, hi, to));
        }
        Ok(Value::one(lo, to))
    }

    /// A magnitude and sign (see `wide_mod_parts`) saturated into an
    /// integer type.
    fn wide_mod_sat(&mut self, a: (Val, Val), negm: Option<VReg>, to: DataType) -> R<Value> {
        let pos = self.convert(Value::two(a.0, a.1, DataType::UQ), to, true)?;
        let Some(negm) = negm else {
            return Ok(pos);
        };
        // -a for a magnitude of at most 2^63 (beyond, every type's minimum
        // is reached at -2^63 already).
        let big = {
            let m = self.mt();
            let p = self.pair(&Value::two(a.0, a.1, DataType::UQ));
            let k = self.pair(&Value::two(Val::K(0), Val::K(0x8000_0000), DataType::UQ));
            let (p, k) = self.legal_cmp64(p, k);
            self.i("v_cmp_gt_u64_e64", 1, vec![self.mop(m), p, k]);
            m
        };
        let bl = self.cndmask(a.0, Val::K(0), big);
        let bh = self.cndmask(a.1, Val::K(0x8000_0000), big);
        let n = self.sub64((Val::K(0), Val::K(0)), (bl, bh));
        let neg = self.convert(Value::two(n.0, n.1, DataType::Q), to, true)?;
        let lo = self.cndmask(pos.lo, neg.lo, negm);
        if to.size() == 8 {
            let hi = self.cndmask(
                pos.hi.unwrap_or(Val::K(0)),
                neg.hi.unwrap_or(Val::K(0)),
                negm,
            );
            return Ok(Value::two(lo, hi, to));
        }
        Ok(Value::one(lo, to))
    }

    /// Applies a source modifier in the source's own type.
    pub fn apply_mod(&mut self, v: Value, md: Modifier) -> R<Value> {
        Ok(match md {
            Modifier::None | Modifier::Sat => v,
            Modifier::Not if v.ty.size() == 8 || v.ty.is_float() => {
                let lo = self.not(v.lo);
                let hi = v.hi.map(|h| self.not(h));
                Value { lo, hi, ..v }
            }
            // As the emulator: `~` of the value extended to the execution
            // precision, so the bits above the source type are set for a
            // non-negative value (`~` of a ub 0xc1 is -0xc2, not 0x3e).
            Modifier::Not => {
                let x = self.extend32(&v);
                let lo = self.not(x);
                if v.ty == DataType::UD {
                    Value::two(lo, Val::K(u32::MAX), DataType::Q)
                } else {
                    Value::one(lo, DataType::D)
                }
            }
            Modifier::Neg | Modifier::Abs | Modifier::NegAbs => {
                if v.ty.is_float() {
                    self.float_mod(v, md)
                } else {
                    self.int_mod(v, md)
                }
            }
        })
    }

    fn float_mod(&mut self, v: Value, md: Modifier) -> Value {
        // Sign-bit operations on the raw bits.
        let sign: u32 = match v.ty {
            DataType::HF | DataType::BF => 0x8000,
            _ => 0x8000_0000,
        };
        let part = if v.ty == DataType::DF {
            v.hi.unwrap_or(Val::K(0))
        } else {
            v.lo
        };
        let r = match md {
            Modifier::Neg => self.op2(ops::XOR, part, Val::K(sign)),
            Modifier::Abs => self.op2(ops::AND, part, Val::K(!sign)),
            _ => self.op2(ops::OR, part, Val::K(sign)),
        };
        if v.ty == DataType::DF {
            Value { hi: Some(r), ..v }
        } else {
            Value { lo: r, ..v }
        }
    }

    fn int_mod(&mut self, v: Value, md: Modifier) -> Value {
        // Integers: in the source type widened (as the emulator computes in
        // i64 after extension); the result keeps 64 bits for wide types.
        let signed = true;
        if v.ty.size() == 8 {
            let (lo, hi) = (v.lo, v.hi.unwrap_or(Val::K(0)));
            let neg = |s: &mut Self| s.sub64((Val::K(0), Val::K(0)), (lo, hi));
            let r = match md {
                Modifier::Neg => neg(self),
                Modifier::Abs | Modifier::NegAbs => {
                    let n = neg(self);
                    let m = self.is_neg64(hi);
                    let al = self.cndmask(lo, n.0, m);
                    let ah = self.cndmask(hi, n.1, m);
                    if md == Modifier::NegAbs {
                        self.sub64((Val::K(0), Val::K(0)), (al, ah))
                    } else {
                        (al, ah)
                    }
                }
                _ => (lo, hi),
            };
            return Value::two(r.0, r.1, v.ty);
        }
        let x = self.extend32(&v);
        let _ = signed;
        let r = match md {
            Modifier::Neg => self.sub(Val::K(0), x),
            Modifier::Abs => self.iabs(x),
            _ => {
                let a = self.iabs(x);
                self.sub(Val::K(0), a)
            }
        };
        if v.ty == DataType::D {
            // -(-2^31) and abs(-2^31) are 2^31 in the emulator's 64-bit
            // precision: keep the value exact as a q.
            let hi = match md {
                // -x < 0 exactly when x > 0: the sign of (-x & !x).
                Modifier::Neg => {
                    let nx = self.not(x);
                    let t = self.op2(ops::AND, r, nx);
                    self.op2(ops::ASHR, t, Val::K(31))
                }
                Modifier::Abs => Val::K(0),
                // -|x| wraps only at 0 and -2^31, both of the right sign.
                _ => self.op2(ops::ASHR, r, Val::K(31)),
            };
            return Value::two(r, hi, DataType::Q);
        }
        // The modified value may not fit the source type: it is a D value.
        let ty = if v.ty == DataType::UD {
            DataType::Q
        } else {
            DataType::D
        };
        if ty == DataType::Q {
            // ud negated: a 33-bit value; keep it exact in 64 bits.
            let hi = match md {
                Modifier::Neg => {
                    let z = self.is_zero(x);
                    self.cndmask(Val::K(u32::MAX), Val::K(0), z)
                }
                Modifier::Abs => Val::K(0),
                _ => {
                    let z = self.is_zero(x);
                    self.cndmask(Val::K(u32::MAX), Val::K(0), z)
                }
            };
            return Value::two(r, hi, DataType::Q);
        }
        Value::one(r, ty)
    }

    /// A lane mask of lanes where `x == 0`.
    pub fn is_zero(&mut self, x: Val) -> VReg {
        let m = self.mt();
        let xv = self.to_v(x);
        self.i(
            "v_cmp_eq_u32_e64",
            1,
            vec![self.mop(m), xv.op(), MOp::Imm(0)],
        );
        m
    }

    fn is_neg64(&mut self, hi: Val) -> VReg {
        let m = self.mt();
        let hv = self.to_v(hi);
        self.i(
            "v_cmp_gt_i32_e64",
            1,
            vec![self.mop(m), MOp::Imm(0), hv.op()],
        );
        m
    }

    /// `|x|` of a 32-bit signed value.
    pub fn iabs(&mut self, x: Val) -> Val {
        if let Some(k) = x.k() {
            return Val::K((k as i32).wrapping_abs() as u32);
        }
        if !x.is_v() {
            let t = self.st(1);
            self.i("s_abs_i32", 1, vec![MOp::v(t, 1), x.op()]);
            return Val::S(t, 0);
        }
        let n = self.sub(Val::K(0), x);
        self.op2(ops::MAX_I, x, n)
    }

    /// A value's bits extended to 32 by its type (sign or zero); 64-bit
    /// values are truncated.
    pub fn extend32(&mut self, v: &Value) -> Val {
        match v.ty {
            DataType::B => self.bfe(v.lo, 0, 8, true),
            DataType::UB | DataType::Bool => self.bfe(v.lo, 0, 8, false),
            DataType::W => self.bfe(v.lo, 0, 16, true),
            DataType::UW => self.bfe(v.lo, 0, 16, false),
            _ => v.lo,
        }
    }

    /// A value's bits extended to 64 by its type (`signed` only decides for
    /// nothing: the type does).
    pub fn extend64(&mut self, v: &Value, _signed: bool) -> (Val, Val) {
        if v.ty.size() == 8 {
            return (v.lo, v.hi.unwrap_or(Val::K(0)));
        }
        let lo = self.extend32(v);
        let hi = if is_signed(v.ty) {
            self.op2(ops::ASHR, lo, Val::K(31))
        } else {
            Val::K(0)
        };
        (lo, hi)
    }

    /// 64-bit addition.
    pub fn add64(&mut self, a: (Val, Val), b: (Val, Val)) -> (Val, Val) {
        if let (Some(x), Some(y), Some(z), Some(w)) = (a.0.k(), a.1.k(), b.0.k(), b.1.k()) {
            let r = ((x as u64) | (y as u64) << 32).wrapping_add((z as u64) | (w as u64) << 32);
            return (Val::K(r as u32), Val::K((r >> 32) as u32));
        }
        if [a.0, a.1, b.0, b.1].iter().all(|v| !v.is_v()) {
            let lo = self.st(1);
            let hi = self.st(1);
            let (x, z) = if a.0.k().is_some() && b.0.k().is_some() {
                (self.to_sreg(a.0), b.0)
            } else {
                (a.0, b.0)
            };
            let (y, w) = if a.1.k().is_some() && b.1.k().is_some() {
                (self.to_sreg(a.1), b.1)
            } else {
                (a.1, b.1)
            };
            self.i("s_add_u32", 1, vec![MOp::v(lo, 1), x.op(), z.op()]);
            self.i("s_addc_u32", 1, vec![MOp::v(hi, 1), y.op(), w.op()]);
            return (Val::S(lo, 0), Val::S(hi, 0));
        }
        let (lo, hi) = (self.vt(1), self.vt(1));
        let cy = self.mt();
        let [x, z] = self.legal3([a.0, b.0]);
        if self.t.gen >= 10 {
            self.i(
                "v_add_co_u32",
                2,
                vec![MOp::v(lo, 1), self.mop(cy), x.op(), z.op()],
            );
            let [y, w] = self.legal2_carry([a.1, b.1]);
            let null = self.mop_null();
            self.i(
                "v_add_co_ci_u32_e64",
                2,
                vec![MOp::v(hi, 1), null, y.op(), w.op(), self.mop(cy)],
            );
        } else {
            self.i(
                "v_add_co_u32_e64",
                2,
                vec![MOp::v(lo, 1), self.mop(cy), x.op(), z.op()],
            );
            let [y, w] = self.legal2_carry([a.1, b.1]);
            let d = self.mt();
            self.i(
                "v_addc_co_u32_e64",
                2,
                vec![MOp::v(hi, 1), self.mop(d), y.op(), w.op(), self.mop(cy)],
            );
        }
        (Val::V(lo, 0), Val::V(hi, 0))
    }

    /// A discarded carry-out operand (a new mask temporary).
    pub fn mop_null(&mut self) -> MOp {
        let d = self.mt();
        self.mop(d)
    }

    /// Sources of a carry-in VOP3 (the carry mask takes the constant bus
    /// on GFX9).
    fn legal2_carry(&mut self, v: [Val; 2]) -> [Val; 2] {
        let mut out = v;
        for x in out.iter_mut() {
            let ok = match *x {
                Val::V(..) => true,
                Val::K(k) => inline_int(k),
                Val::S(..) => self.t.gen >= 10,
            };
            if !ok {
                *x = self.to_v(*x);
            }
        }
        if self.t.gen >= 10 && out[0].is_s() && out[1].is_s() {
            out[1] = self.to_v(out[1]);
        }
        out
    }

    /// 64-bit subtraction.
    pub fn sub64(&mut self, a: (Val, Val), b: (Val, Val)) -> (Val, Val) {
        if let (Some(x), Some(y), Some(z), Some(w)) = (a.0.k(), a.1.k(), b.0.k(), b.1.k()) {
            let r = ((x as u64) | (y as u64) << 32).wrapping_sub((z as u64) | (w as u64) << 32);
            return (Val::K(r as u32), Val::K((r >> 32) as u32));
        }
        if [a.0, a.1, b.0, b.1].iter().all(|v| !v.is_v()) {
            let lo = self.st(1);
            let hi = self.st(1);
            let x = self.to_sreg(a.0);
            let y = self.to_sreg(a.1);
            self.i("s_sub_u32", 1, vec![MOp::v(lo, 1), x.op(), b.0.op()]);
            self.i("s_subb_u32", 1, vec![MOp::v(hi, 1), y.op(), b.1.op()]);
            return (Val::S(lo, 0), Val::S(hi, 0));
        }
        let (lo, hi) = (self.vt(1), self.vt(1));
        let cy = self.mt();
        let [x, z] = self.legal3([a.0, b.0]);
        let [y, w] = self.legal2_carry([a.1, b.1]);
        if self.t.gen >= 10 {
            self.i(
                "v_sub_co_u32",
                2,
                vec![MOp::v(lo, 1), self.mop(cy), x.op(), z.op()],
            );
            let d = self.mop_null();
            self.i(
                "v_sub_co_ci_u32_e64",
                2,
                vec![MOp::v(hi, 1), d, y.op(), w.op(), self.mop(cy)],
            );
        } else {
            self.i(
                "v_sub_co_u32_e64",
                2,
                vec![MOp::v(lo, 1), self.mop(cy), x.op(), z.op()],
            );
            let d = self.mop_null();
            self.i(
                "v_subb_co_u32_e64",
                2,
                vec![MOp::v(hi, 1), d, y.op(), w.op(), self.mop(cy)],
            );
        }
        (Val::V(lo, 0), Val::V(hi, 0))
    }

    /// 32-bit add (or subtract) with the carry (borrow) as 0/1.
    pub fn add_carry(&mut self, a: Val, b: Val, borrow: bool) -> (Val, Val) {
        if !a.is_v() && !b.is_v() {
            let r = self.st(1);
            let (a, b) = if a.k().is_some() && b.k().is_some() {
                (self.to_sreg(a), b)
            } else {
                (a, b)
            };
            self.i(
                if borrow { "s_sub_u32" } else { "s_add_u32" },
                1,
                vec![MOp::v(r, 1), a.op(), b.op()],
            );
            let cy = self.st(1);
            self.i(
                "s_cselect_b32",
                1,
                vec![MOp::v(cy, 1), MOp::Imm(1), MOp::Imm(0)],
            );
            return (Val::S(r, 0), Val::S(cy, 0));
        }
        let r = self.vt(1);
        let m = self.mt();
        let [x, y] = self.legal3([a, b]);
        let op = match (self.t.gen >= 10, borrow) {
            (true, false) => "v_add_co_u32",
            (true, true) => "v_sub_co_u32",
            (false, false) => "v_add_co_u32_e64",
            (false, true) => "v_sub_co_u32_e64",
        };
        self.i(op, 2, vec![MOp::v(r, 1), self.mop(m), x.op(), y.op()]);
        let cy = self.cndmask(Val::K(0), Val::K(1), m);
        (Val::V(r, 0), cy)
    }

    /// The full 64-bit product of two 32-bit values (signed or unsigned).
    pub fn mul_wide(&mut self, a: Val, b: Val, signed: bool) -> (Val, Val) {
        let lo = self.op2(ops::MUL, a, b);
        let hi = self.op2(if signed { ops::MULHI_I } else { ops::MULHI_U }, a, b);
        (lo, hi)
    }

    /// `m ? b : a` for a uniform mask of uniform values in SCC form.
    pub fn scc_select(&mut self, a: Val, b: Val) -> Val {
        let t = self.st(1);
        let (a, b) = if a.k().is_some()
            && b.k().is_some()
            && !inline_int(a.k().unwrap_or(0))
            && !inline_int(b.k().unwrap_or(0))
        {
            (self.to_sreg(a), b)
        } else {
            (a, b)
        };
        self.i("s_cselect_b32", 1, vec![MOp::v(t, 1), b.op(), a.op()]);
        Val::S(t, 0)
    }

    /// An ALU operation on read values (`sel_mask`: the predicate of a
    /// `sel`).
    pub fn alu_value(
        &mut self,
        op: AluOp,
        vals: &[Value],
        mds: &[Modifier],
        dty: DataType,
        sat: bool,
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        let tys: Vec<DataType> = vals.iter().map(|v| v.ty).collect();
        if matches!(op, AluOp::Sad2 | AluOp::Sad2add) {
            return self.sad2(op, vals, mds, dty, sat);
        }
        if matches!(op, AluOp::Fcvt | AluOp::Srnd) {
            return self.fp8(vals, dty);
        }
        let class = class_of(&tys);
        match class {
            Class::I => {
                use AluOp::*;
                // Operations whose low 32 bits depend only on the low 32
                // bits of their sources need no 64-bit modified values.
                let low = !sat
                    && dty.is_int()
                    && dty.size() <= 4
                    && matches!(
                        op,
                        Add | Add3 | Mul | Mad | And | Or | Xor | Not | Shl | Shr | Sel
                    );
                let mut v2 = Vec::new();
                for (v, md) in vals.iter().zip(mds) {
                    v2.push(if low {
                        self.apply_mod_low(*v, *md)?
                    } else {
                        self.apply_mod(*v, *md)?
                    });
                }
                let m0 = !matches!(mds[0], Modifier::None | Modifier::Sat);
                if m0 && matches!(op, Shr | Rol | Ror) && tys[0].size() < 8 {
                    // The emulator shifts and rotates the modified value's
                    // bits of the source type's width.
                    let uty = match tys[0].size() {
                        1 => DataType::UB,
                        2 => DataType::UW,
                        _ => DataType::UD,
                    };
                    v2[0] = Value::one(v2[0].lo, uty);
                }
                if matches!(op, Shl | Shr | Asr)
                    && dty.size() < 8
                    && tys[0].size() < 8
                    && v2.iter().any(|x| x.ty.size() == 8)
                {
                    // A modified 32-bit value (shifted or count) computed in
                    // 64 bits: the count is still taken modulo 32.
                    let n = self.op2(ops::AND, v2[1].lo, Val::K(31));
                    // 0..31: either signedness; keep the count's.
                    let cty = if is_signed(v2[1].ty) {
                        DataType::D
                    } else {
                        DataType::UD
                    };
                    v2[1] = Value::one(n, cty);
                }
                self.narrow_srcs = tys.iter().all(|t| t.size() <= 4);
                let r = self.int_alu(op, &v2, dty, sat, sel_mask);
                self.narrow_srcs = false;
                r
            }
            _ => {
                // Sources converted to the class type, modifiers applied.
                let cty = match class {
                    Class::H => DataType::HF,
                    Class::F => DataType::F,
                    _ => DataType::DF,
                };
                let mut v2 = Vec::new();
                for (v, md) in vals.iter().zip(mds) {
                    let c = self.convert(*v, cty, false)?;
                    v2.push(self.apply_mod(c, *md)?);
                }
                let r = self.float_alu(op, class, &v2, sel_mask)?;
                // Into the destination type (and saturation).
                if dty == cty {
                    if sat {
                        return self.fsat(r);
                    }
                    return Ok(r);
                }
                let r = self.convert(r, dty, sat)?;
                Ok(r)
            }
        }
    }

    /// `sad2`/`sad2add` on the sources `Decoder::sad2` gives (a, b, a',
    /// b'[, c]): |a - b| + |a' - b'| [+ c] of the values extended by
    /// their types and modified, as the emulator computes it exactly and
    /// then encodes it into the destination type. Sources of at most 16
    /// bits keep every step exact in 32 bits (|x - y| <= 2^17, the sum
    /// below 2^19 + 2^16); wider or float sources are refused.
    fn sad2(
        &mut self,
        op: AluOp,
        vals: &[Value],
        mds: &[Modifier],
        dty: DataType,
        sat: bool,
    ) -> R<Value> {
        if let Some(t) = vals
            .iter()
            .map(|v| v.ty)
            .find(|t| !t.is_int() || t.size() > 2)
        {
            let name = if op == AluOp::Sad2 { "sad2" } else { "sad2add" };
            return Err(self.err(format!(
                "`{name}` on {t} sources is not supported (only 8- and 16-bit integers)"
            )));
        }
        let mut x = Vec::new();
        for (v, md) in vals.iter().zip(mds) {
            let m = self.apply_mod(*v, *md)?;
            x.push(self.extend32(&m));
        }
        let absdiff = |s: &mut Self, a: Val, b: Val| -> Val {
            let d = s.sub(a, b);
            let n = s.sub(Val::K(0), d);
            s.op2(ops::MAX_I, d, n)
        };
        let d0 = absdiff(self, x[0], x[1]);
        let d1 = absdiff(self, x[2], x[3]);
        let mut r = self.add(d0, d1);
        if op == AluOp::Sad2add {
            r = self.add(r, x[4]);
        }
        self.convert(Value::one(r, DataType::D), dty, sat)
    }

    /// Integer operations.
    fn int_alu(
        &mut self,
        op: AluOp,
        v: &[Value],
        dty: DataType,
        sat: bool,
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        use AluOp::*;
        if !dty.is_int() {
            // An integer result converted to a float destination: the
            // emulator converts the exact value (`i128`). The operations
            // whose results outgrow their sources compute in 64 bits, where
            // every result of 32-bit sources is exact (signed when any
            // source is, else unsigned: `ud * ud` needs all 64); a few
            // others are exact in 32 bits on signed sources; the rest are
            // refused.
            let wide = v.iter().any(|x| x.ty.size() == 8);
            let signed = v.iter().all(|x| is_signed(x.ty));
            let ity = match op {
                Add | Add3 | Mul | Mad | Shl if !wide => {
                    if v.iter().all(|x| !is_signed(x.ty)) {
                        DataType::UQ
                    } else {
                        DataType::Q
                    }
                }
                And | Or | Xor | Not | Min | Max | Sel | Avg | Asr if !wide && signed => {
                    DataType::D
                }
                _ => {
                    return Err(self.err(format!(
                        "integer {op:?} into a float destination is not supported for these source types (only the exact value may be converted)"
                    )))
                }
            };
            let r = self.int_alu(op, v, ity, false, sel_mask)?;
            return self.convert(r, dty, sat);
        }
        let wide = dty.size() == 8 || v.iter().any(|x| x.ty.size() == 8);
        if sat {
            return self.int_sat(op, v, dty, wide, sel_mask);
        }
        if wide {
            return self.int64(op, v, dty, sel_mask);
        }
        // 32-bit computation: the low bits of the destination depend only on
        // the low bits of the sources for these operations; narrower
        // sources are extended when the destination is wider than them.
        let d = dty.size();
        let ext = |s: &mut Self, x: &Value| -> Val {
            if x.ty.size() >= d {
                x.lo
            } else {
                s.extend32(x)
            }
        };
        let full = |s: &mut Self, x: &Value| -> Val { s.extend32(x) };
        let r = match op {
            Add => {
                let (a, b) = (ext(self, &v[0]), ext(self, &v[1]));
                self.add(a, b)
            }
            Add3 => {
                let (a, b, c) = (ext(self, &v[0]), ext(self, &v[1]), ext(self, &v[2]));
                if a.is_v() || b.is_v() || c.is_v() {
                    self.vop3("v_add3_u32", &[a, b, c])
                } else {
                    let t = self.add(a, b);
                    self.add(t, c)
                }
            }
            Mul => {
                let (a, b) = (ext(self, &v[0]), ext(self, &v[1]));
                self.mul32(a, b)
            }
            Mad => {
                let (a, b, c) = (ext(self, &v[0]), ext(self, &v[1]), ext(self, &v[2]));
                let p = self.mul32(a, b);
                self.add(p, c)
            }
            And | Or | Xor => {
                let (a, b) = (ext(self, &v[0]), ext(self, &v[1]));
                let o = match op {
                    And => ops::AND,
                    Or => ops::OR,
                    _ => ops::XOR,
                };
                self.op2(o, a, b)
            }
            Not => {
                let a = ext(self, &v[0]);
                self.not(a)
            }
            Shl => {
                let a = ext(self, &v[0]);
                self.op2(ops::SHL, a, v[1].lo)
            }
            Shr => {
                let a = self.zext32(&v[0]);
                self.op2(ops::LSHR, a, v[1].lo)
            }
            // The emulator shifts the value extended by its type: a ud
            // source has no sign bit to copy.
            Asr if v[0].ty == DataType::UD => self.op2(ops::LSHR, v[0].lo, v[1].lo),
            Asr => {
                let a = full(self, &v[0]);
                self.op2(ops::ASHR, a, v[1].lo)
            }
            Min | Max => {
                let (a, b) = (full(self, &v[0]), full(self, &v[1]));
                let (sa, sb) = (self.sint_ok(&v[0]), self.sint_ok(&v[1]));
                let o = match (op, sa && sb, !is_signed(v[0].ty) && !is_signed(v[1].ty)) {
                    (Min, true, _) => ops::MIN_I,
                    (Max, true, _) => ops::MAX_I,
                    (Min, _, true) => ops::MIN_U,
                    (Max, _, true) => ops::MAX_U,
                    // Mixed signedness: the exact values compared in 64 bits.
                    _ => return self.int64(op, v, dty, None),
                };
                self.op2(o, a, b)
            }
            Sel => {
                let (a, b) = (ext(self, &v[0]), ext(self, &v[1]));
                match sel_mask.flatten() {
                    None => a,
                    Some(m) => self.cndmask(b, a, m),
                }
            }
            Mulh => {
                let (a, b) = (full(self, &v[0]), full(self, &v[1]));
                let (ua, ub) = (v[0].ty == DataType::UD, v[1].ty == DataType::UD);
                match (ua, ub) {
                    (false, false) => self.op2(ops::MULHI_I, a, b),
                    (true, true) => self.op2(ops::MULHI_U, a, b),
                    _ => {
                        // signed x times unsigned y: mulhi_u(x, y) - (x < 0 ? y : 0).
                        let (x, y) = if ua { (b, a) } else { (a, b) };
                        let h = self.op2(ops::MULHI_U, x, y);
                        let neg = self.op2(ops::ASHR, x, Val::K(31));
                        let corr = self.op2(ops::AND, neg, y);
                        self.sub(h, corr)
                    }
                }
            }
            Avg => {
                let (a, b) = (full(self, &v[0]), full(self, &v[1]));
                let sa = if self.sint_ok(&v[0]) {
                    ops::ASHR
                } else {
                    ops::LSHR
                };
                let sb = if self.sint_ok(&v[1]) {
                    ops::ASHR
                } else {
                    ops::LSHR
                };
                let ha = self.op2(sa, a, Val::K(1));
                let hb = self.op2(sb, b, Val::K(1));
                let o = self.op2(ops::OR, a, b);
                let o1 = self.op2(ops::AND, o, Val::K(1));
                let t = self.add(ha, hb);
                self.add(t, o1)
            }
            Cbit => {
                let a = self.zext32(&v[0]);
                self.popcount(a)
            }
            Fbl => self.op1s("s_ff1_i32_b32", "v_ffbl_b32_e32", v[0].lo),
            Fbh => {
                if is_signed(v[0].ty) {
                    self.op1s("s_flbit_i32", "v_ffbh_i32_e32", v[0].lo)
                } else {
                    self.op1s("s_flbit_i32_b32", "v_ffbh_u32_e32", v[0].lo)
                }
            }
            Lzd => {
                let f = self.op1s("s_flbit_i32_b32", "v_ffbh_u32_e32", v[0].lo);
                self.op2(ops::MIN_U, f, Val::K(32))
            }
            Bfrev => self.op1s("s_brev_b32", "v_bfrev_b32_e32", v[0].lo),
            Bfe => {
                let (w, o, x) = (v[0].lo, v[1].lo, v[2].lo);
                let signed = dty == DataType::D;
                if let (Some(w), Some(o)) = (w.k(), o.k()) {
                    let (w, o) = (w & 31, o & 31);
                    if w == 0 {
                        Val::K(0)
                    } else {
                        self.bfe(x, o, w, signed)
                    }
                } else {
                    let xv = self.to_v(x);
                    let wv = self.op2(ops::AND, w, Val::K(31));
                    let ov = self.op2(ops::AND, o, Val::K(31));
                    self.vop3(
                        if signed { "v_bfe_i32" } else { "v_bfe_u32" },
                        &[xv, ov, wv],
                    )
                }
            }
            Bfi => {
                let m = self.op2(ops::BFM, v[0].lo, v[1].lo);
                let ins = self.op2(ops::SHL, v[2].lo, v[1].lo);
                if !m.is_v() && !ins.is_v() && !v[3].lo.is_v() {
                    let a = self.op2(ops::AND, m, ins);
                    let nm = self.not(m);
                    let b = self.op2(ops::AND, nm, v[3].lo);
                    self.op2(ops::OR, a, b)
                } else {
                    self.vop3("v_bfi_b32", &[m, ins, v[3].lo])
                }
            }
            Rol | Ror => {
                let bits = if v[0].ty.is_int() {
                    v[0].ty.size() * 8
                } else {
                    32
                };
                if bits == 32 {
                    let s = if op == Rol {
                        self.sub(Val::K(0), v[1].lo)
                    } else {
                        v[1].lo
                    };
                    let x = self.to_v(v[0].lo);
                    self.vop3("v_alignbit_b32", &[x, x, s])
                } else {
                    // The value repeated over the dword (its period divides
                    // 32), rotated as a dword: its low bits are the narrow
                    // rotate by the count modulo the width.
                    let m = (1u32 << bits) - 1;
                    let x = self.op2(ops::AND, v[0].lo, Val::K(m));
                    let k = if bits == 16 { 0x0001_0001 } else { 0x0101_0101 };
                    let rep = self.mul32(x, Val::K(k));
                    let s = if op == Rol {
                        self.sub(Val::K(0), v[1].lo)
                    } else {
                        v[1].lo
                    };
                    let r = self.to_v(rep);
                    let r = self.vop3("v_alignbit_b32", &[r, r, s]);
                    if dty.size() * 8 > bits {
                        // The emulator's result is the narrow rotate,
                        // zero-extended into a wider destination.
                        self.op2(ops::AND, r, Val::K(m))
                    } else {
                        r
                    }
                }
            }
            Bfn(f) => {
                let (a, b, c) = (v[0].lo, v[1].lo, v[2].lo);
                self.bfn(f, a, b, c)
            }
            Div | Mod => {
                let (a, b) = (full(self, &v[0]), full(self, &v[1]));
                let signed = self.sint_ok(&v[0]) && self.sint_ok(&v[1]);
                let unsigned = !is_signed(v[0].ty) && !is_signed(v[1].ty);
                if !signed && !unsigned {
                    return Err(self.err("integer division of mixed signed and unsigned 32-bit operands is not supported yet"));
                }
                self.divmod32(a, b, signed && !unsigned, op == Mod)
            }
            Dp4a => {
                let mut acc = full(self, &v[0]);
                for k in 0..4 {
                    let x = self.bfe(v[1].lo, 8 * k, 8, is_signed(v[1].ty));
                    let y = self.bfe(v[2].lo, 8 * k, 8, is_signed(v[2].ty));
                    let p = self.mul32(x, y);
                    acc = self.add(acc, p);
                }
                acc
            }
            _ => return Err(self.err(format!("integer {op:?} is not supported yet"))),
        };
        Ok(Value::one(r, dty))
    }

    /// Whether a 32-bit extension of `v` is exactly its value as a signed
    /// 32-bit integer (every type but UD).
    fn sint_ok(&self, v: &Value) -> bool {
        v.ty != DataType::UD
    }

    /// Zero-extension of the type's bits (signed types too: logical
    /// shifts and bit counts see the type's bits).
    pub fn zext32(&mut self, v: &Value) -> Val {
        match v.ty.size() {
            1 => self.bfe(v.lo, 0, 8, false),
            2 => self.bfe(v.lo, 0, 16, false),
            _ => v.lo,
        }
    }

    fn op1s(&mut self, s: &'static str, vop: &'static str, a: Val) -> Val {
        if !a.is_v() {
            let a = self.to_sreg(a);
            let t = self.st(1);
            self.i(s, 1, vec![MOp::v(t, 1), a.op()]);
            return Val::S(t, 0);
        }
        self.vop1(vop, a)
    }

    /// Population count of 32 bits.
    pub fn popcount(&mut self, a: Val) -> Val {
        if !a.is_v() {
            let a = self.to_sreg(a);
            let t = self.st(1);
            self.i("s_bcnt1_i32_b32", 1, vec![MOp::v(t, 1), a.op()]);
            return Val::S(t, 0);
        }
        let t = self.vt(1);
        let op = "v_bcnt_u32_b32";
        self.i(op, 1, vec![MOp::v(t, 1), a.op(), MOp::Imm(0)]);
        Val::V(t, 0)
    }

    /// `a * b` low 32 bits.
    pub fn mul32(&mut self, a: Val, b: Val) -> Val {
        if a.k() == Some(1) {
            return b;
        }
        if b.k() == Some(1) {
            return a;
        }
        if let Some(k) = b.k() {
            if k.is_power_of_two() {
                return self.op2(ops::SHL, a, Val::K(k.trailing_zeros()));
            }
        }
        if let Some(k) = a.k() {
            if k.is_power_of_two() {
                return self.op2(ops::SHL, b, Val::K(k.trailing_zeros()));
            }
        }
        self.op2(ops::MUL, a, b)
    }

    /// A three-input boolean function (`bfn`): Shannon expansion on `c`.
    fn bfn(&mut self, f: u8, a: Val, b: Val, c: Val) -> Val {
        // f1(a,b) = f(a,b,1): bits 4..7; f0: bits 0..3 (bit index k = a | b<<1 | c<<2).
        let f1 = f >> 4;
        let f0 = f & 0xf;
        let two = |s: &mut Self, g: u8| -> Val {
            // g bit k: k = a | b << 1.
            match g {
                0x0 => Val::K(0),
                0xf => Val::K(u32::MAX),
                0xa => a,
                0xc => b,
                0x5 => s.not(a),
                0x3 => s.not(b),
                0x8 => s.op2(ops::AND, a, b),
                0xe => s.op2(ops::OR, a, b),
                0x6 => s.op2(ops::XOR, a, b),
                0x9 => {
                    let x = s.op2(ops::XOR, a, b);
                    s.not(x)
                }
                0x7 => {
                    let x = s.op2(ops::AND, a, b);
                    s.not(x)
                }
                0x1 => {
                    let x = s.op2(ops::OR, a, b);
                    s.not(x)
                }
                0x2 => {
                    let nb = s.not(b);
                    s.op2(ops::AND, a, nb)
                }
                0x4 => {
                    let na = s.not(a);
                    s.op2(ops::AND, na, b)
                }
                0xb => {
                    let nb = s.not(b);
                    s.op2(ops::OR, a, nb)
                }
                _ => {
                    // 0xd: ~a | b
                    let na = s.not(a);
                    s.op2(ops::OR, na, b)
                }
            }
        };
        if f1 == f0 {
            return two(self, f1);
        }
        let x1 = two(self, f1);
        let x0 = two(self, f0);
        if !x1.is_v() && !x0.is_v() && !c.is_v() {
            let t = self.op2(ops::AND, c, x1);
            let nc = self.not(c);
            let u = self.op2(ops::AND, nc, x0);
            return self.op2(ops::OR, t, u);
        }
        self.vop3("v_bfi_b32", &[c, x1, x0])
    }

    /// Unsigned or signed 32-bit division (or remainder), truncating.
    fn divmod32(&mut self, a: Val, b: Val, signed: bool, rem: bool) -> Val {
        if signed {
            let (ua, ub) = (self.iabs(a), self.iabs(b));
            let q = self.udivmod32(ua, ub, rem);
            // Sign: quotient negative when the signs differ; remainder
            // takes the dividend's sign.
            let s = if rem {
                self.op2(ops::ASHR, a, Val::K(31))
            } else {
                let x = self.op2(ops::XOR, a, b);
                self.op2(ops::ASHR, x, Val::K(31))
            };
            let t = self.op2(ops::XOR, q, s);
            return self.sub(t, s);
        }
        self.udivmod32(a, b, rem)
    }

    /// Unsigned 32-bit division: a reciprocal estimate refined by one
    /// Newton step, then two corrections (exact for all inputs, as in
    /// LLVM's AMDGPU expansion).
    pub(crate) fn udivmod32(&mut self, a: Val, b: Val, rem: bool) -> Val {
        let bv = self.to_v(b);
        let av = self.to_v(a);
        // rcp = floor(2^32 / b) estimate.
        let f = self.vop1("v_cvt_f32_u32_e32", bv);
        let r = self.vop1("v_rcp_iflag_f32_e32", f);
        let s = self.vop2(ops::MUL_F, Val::K(0x4f7f_fffe), r);
        let z = self.vop1("v_cvt_u32_f32_e32", s);
        // z += mulhi(z, -b * z)
        let nb = self.sub(Val::K(0), bv);
        let nbz = self.op2(ops::MUL, nb, z);
        let h = self.op2(ops::MULHI_U, z, nbz);
        let z = self.add(z, h);
        // q = mulhi(a, z); r = a - q * b
        let q = self.op2(ops::MULHI_U, av, z);
        let qb = self.op2(ops::MUL, q, bv);
        let rr = self.sub(av, qb);
        // Two rounds of: if r >= b { q += 1; r -= b }
        let mut q = q;
        let mut rr = rr;
        for _ in 0..2 {
            let m = self.mt();
            let rv = self.to_v(rr);
            self.i("v_cmp_ge_u32_e64", 1, vec![self.mop(m), rv.op(), bv.op()]);
            let q1 = self.add(q, Val::K(1));
            let r1 = self.sub(rr, bv);
            q = self.cndmask(q, q1, m);
            rr = self.cndmask(rr, r1, m);
        }
        if rem {
            rr
        } else {
            q
        }
    }

    /// Saturating integer operations: the exact result (in 64 bits)
    /// clamped to the destination type's range.
    fn int_sat(
        &mut self,
        op: AluOp,
        v: &[Value],
        dty: DataType,
        wide: bool,
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        use AluOp::*;
        let all_signed = v
            .iter()
            .all(|x| x.ty != DataType::UD && x.ty != DataType::UQ);
        let all_unsigned = v.iter().all(|x| !is_signed(x.ty));
        let modified = v.iter().any(|x| x.ty.size() == 8);
        // 64-bit values of modified 32-bit sources: the exact 64-bit
        // computation below holds them (not their products).
        let exact64 = self.narrow_srcs && dty.size() <= 4 && !matches!(op, Mul | Mad);
        let mixed = !all_signed && !all_unsigned;
        if dty.size() == 8 || (modified && !exact64) || (mixed && matches!(op, Mul | Mad)) {
            let _ = wide;
            return self.int_sat128(op, v, dty, sel_mask);
        }
        // Exact value in 64 bits (signed interpretation when any source is
        // signed, or for `not`, whose exact result is negative for every
        // non-negative source).
        let signed = !all_unsigned || op == Not;
        let x: Vec<(Val, Val)> = v.iter().map(|x| self.extend64(x, signed)).collect();
        let r = match op {
            Add => self.add64(x[0], x[1]),
            Add3 => {
                let t = self.add64(x[0], x[1]);
                self.add64(t, x[2])
            }
            Mul => {
                let (a, b) = (v[0], v[1]);
                let a = self.extend32(&a);
                let b = self.extend32(&b);
                self.mul_wide(a, b, signed)
            }
            Mad => {
                let a = self.extend32(&v[0]);
                let b = self.extend32(&v[1]);
                let p = self.mul_wide(a, b, signed);
                self.add64(p, x[2])
            }
            Shl => {
                let a = x[0];
                let n = self.op2(ops::AND, v[1].lo, Val::K(31));
                self.shl64(a, n)
            }
            Avg => {
                let t = self.add64(x[0], x[1]);
                let t = self.add64(t, (Val::K(1), Val::K(0)));
                self.sra64(t, Val::K(1), signed)
            }
            // Within the sources' 32-bit range: compute, then clamp. (A
            // modified `ud`'s 33-bit value is not the low bits `mod` reads.)
            Mod if !modified => {
                let ty = if signed { DataType::D } else { DataType::UD };
                let r = self.int_alu(op, v, ty, false, None)?;
                let hi = if signed {
                    self.op2(ops::ASHR, r.lo, Val::K(31))
                } else {
                    Val::K(0)
                };
                (r.lo, hi)
            }
            // A logical shift of the source's own bits (as the emulator:
            // masked to the source width): never negative.
            Shr => {
                let r = self.int_alu(op, v, DataType::UD, false, None)?;
                (r.lo, Val::K(0))
            }
            Sel | Min | Max | And | Or | Xor | Not | Asr => {
                // Results within the source range: compute, then clamp
                // (sel by its predicate). The 64-bit shift of 32-bit
                // sources still takes its count modulo 32, as the emulator.
                let mut v = v.to_vec();
                if op == Asr {
                    let n = self.op2(ops::AND, v[1].lo, Val::K(31));
                    v[1] = Value::one(n, DataType::UD);
                }
                let r = self.int_alu(
                    op,
                    &v,
                    if signed { DataType::Q } else { DataType::UQ },
                    false,
                    sel_mask,
                )?;
                (r.lo, r.hi.unwrap_or(Val::K(0)))
            }
            _ => return Err(self.err(format!("saturating integer {op:?} is not supported yet"))),
        };
        Ok(self.clamp64(r, signed, dty))
    }

    /// Saturating operations with a 64-bit source or destination (and
    /// products of mixed signedness): the exact result as the emulator
    /// computes it in `i128`, clamped to `dty`'s range.
    fn int_sat128(
        &mut self,
        op: AluOp,
        v: &[Value],
        dty: DataType,
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        use AluOp::*;
        let x: Vec<W128> = v.iter().map(|y| self.ext128(y)).collect();
        let r = match op {
            Add => self.add128(x[0], x[1]),
            Add3 => {
                let t = self.add128(x[0], x[1]);
                self.add128(t, x[2])
            }
            Avg => {
                let t = self.add128(x[0], x[1]);
                let one = [(Val::K(1), Val::K(0)), (Val::K(0), Val::K(0))];
                let t = self.add128(t, one);
                // (t >> 1) arithmetic over the 128 bits.
                let lo = self.sra64(t[0], Val::K(1), false);
                let b = self.op2(ops::SHL, t[1].0, Val::K(31));
                let lo1 = self.op2(ops::OR, lo.1, b);
                let hi = self.sra64(t[1], Val::K(1), true);
                [(lo.0, lo1), hi]
            }
            Mul => self.mul128(&v[0], &v[1], x[0], x[1]),
            Mad => {
                let p = self.mul128(&v[0], &v[1], x[0], x[1]);
                self.add128(p, x[2])
            }
            Shl => {
                // Counts modulo 64 (alu_value already took 32-bit shifts'
                // counts modulo 32).
                let n = self.op2(ops::AND, v[1].lo, Val::K(63));
                let lo = self.shl64(x[0][0], n);
                // The bits shifted out of the low half: (lo >> 1) >> (63 - n).
                let m = self.op2(ops::XOR, n, Val::K(63));
                let t = self.sra64(x[0][0], Val::K(1), false);
                let t = self.sra64(t, m, false);
                let h = self.shl64(x[0][1], n);
                let hi = (self.op2(ops::OR, h.0, t.0), self.op2(ops::OR, h.1, t.1));
                [lo, hi]
            }
            Shr => {
                // A logical shift of the source's own bits: never negative.
                let z = if v[0].ty.size() < 8 {
                    (self.zext32(&v[0]), Val::K(0))
                } else {
                    x[0][0]
                };
                let n = self.op2(ops::AND, v[1].lo, Val::K(63));
                let r = self.sra64(z, n, false);
                [r, (Val::K(0), Val::K(0))]
            }
            Asr => {
                // Within the source's range: the sign word is the source's.
                let n = self.op2(ops::AND, v[1].lo, Val::K(63));
                let r = self.sra64(x[0][0], n, v[0].ty != DataType::UQ);
                [r, x[0][1]]
            }
            And | Or | Xor => {
                let o = match op {
                    And => ops::AND,
                    Or => ops::OR,
                    _ => ops::XOR,
                };
                let mut r = [(Val::K(0), Val::K(0)); 2];
                for (k, w) in r.iter_mut().enumerate() {
                    *w = (
                        self.op2(o, x[0][k].0, x[1][k].0),
                        self.op2(o, x[0][k].1, x[1][k].1),
                    );
                }
                r
            }
            Not => {
                let mut r = [(Val::K(0), Val::K(0)); 2];
                for (k, w) in r.iter_mut().enumerate() {
                    *w = (self.not(x[0][k].0), self.not(x[0][k].1));
                }
                r
            }
            Sel => match sel_mask.flatten() {
                None => x[0],
                Some(m) => self.select128(x[1], x[0], m),
            },
            Min | Max => {
                let lt = self.lt128(x[0], x[1]);
                if op == Min {
                    self.select128(x[1], x[0], lt)
                } else {
                    self.select128(x[0], x[1], lt)
                }
            }
            _ => return Err(self.err(format!("saturating 64-bit {op:?} is not supported yet"))),
        };
        Ok(self.clamp128(r, dty))
    }

    /// A value's exact integer in 128 bits: extended by its type (a `uq`
    /// with zeros, every other type with its sign).
    pub(crate) fn ext128(&mut self, v: &Value) -> W128 {
        let x = self.extend64(v, true);
        let e = if v.ty == DataType::UQ {
            Val::K(0)
        } else {
            self.op2(ops::ASHR, x.1, Val::K(31))
        };
        [x, (e, e)]
    }

    /// A 64-bit compare of two (lo, hi) values into a lane mask.
    fn cmp64v(&mut self, op: &'static str, a: (Val, Val), b: (Val, Val)) -> VReg {
        let m = self.mt();
        let pa = self.pair(&Value::two(a.0, a.1, DataType::UQ));
        let pb = self.pair(&Value::two(b.0, b.1, DataType::UQ));
        let (pa, pb) = self.legal_cmp64(pa, pb);
        self.i(op, 1, vec![self.mop(m), pa, pb]);
        m
    }

    /// 128-bit addition (the carry out of the low half: the sum is below
    /// an addend).
    fn add128(&mut self, a: W128, b: W128) -> W128 {
        let lo = self.add64(a[0], b[0]);
        let c = self.cmp64v("v_cmp_lt_u64_e64", lo, a[0]);
        let cy = self.cndmask(Val::K(0), Val::K(1), c);
        let hi = self.add64(a[1], b[1]);
        let hi = self.add64(hi, (cy, Val::K(0)));
        [lo, hi]
    }

    /// `m ? b : a` on 128-bit values.
    fn select128(&mut self, a: W128, b: W128, m: VReg) -> W128 {
        let mut r = a;
        for (k, w) in r.iter_mut().enumerate() {
            *w = (
                self.cndmask(a[k].0, b[k].0, m),
                self.cndmask(a[k].1, b[k].1, m),
            );
        }
        r
    }

    /// Lanes where `a < b` (signed 128-bit).
    fn lt128(&mut self, a: W128, b: W128) -> VReg {
        let hl = self.cmp64v("v_cmp_lt_i64_e64", a[1], b[1]);
        let he = self.cmp64v("v_cmp_eq_u64_e64", a[1], b[1]);
        let ll = self.cmp64v("v_cmp_lt_u64_e64", a[0], b[0]);
        let (and, or) = (self.m("s_and"), self.m("s_or"));
        let t = self.mt();
        self.i(and, 1, vec![self.mop(t), self.mop(he), self.mop(ll)]);
        let r = self.mt();
        self.i(or, 1, vec![self.mop(r), self.mop(hl), self.mop(t)]);
        r
    }

    /// A lane mask of `rel(a, b)` on 128-bit values (0 eq, 1 ne, 2 gt,
    /// 3 ge, 4 lt, 5 le).
    pub(crate) fn cmp128(&mut self, rel: u8, a: W128, b: W128) -> VReg {
        let base = match rel {
            0 | 1 => {
                let he = self.cmp64v("v_cmp_eq_u64_e64", a[1], b[1]);
                let le = self.cmp64v("v_cmp_eq_u64_e64", a[0], b[0]);
                let t = self.mt();
                let and = self.m("s_and");
                self.i(and, 1, vec![self.mop(t), self.mop(he), self.mop(le)]);
                t
            }
            2 | 5 => self.lt128(b, a),
            _ => self.lt128(a, b),
        };
        if matches!(rel, 1 | 3 | 5) {
            // The complement within the active lanes (as a compare writes).
            let t = self.mt();
            let andn2 = self.m("s_andn2");
            let exec = self.exec();
            self.i(andn2, 1, vec![self.mop(t), exec, self.mop(base)]);
            return t;
        }
        base
    }

    /// The exact product of two sources (`x`, `y`: their 128-bit
    /// extensions): the unsigned 128-bit product of the low 64 bits, less
    /// 2^64 times each operand whose other operand is negative. A product
    /// of two `uq` at or above 2^127 (beyond `i128`) becomes 2^126, which
    /// clamps the same in every type and cannot wrap when an addend is
    /// added.
    fn mul128(&mut self, va: &Value, vb: &Value, x: W128, y: W128) -> W128 {
        let (a, b) = (x[0], y[0]);
        let p00 = self.mul_wide(a.0, b.0, false);
        let p01 = self.mul_wide(a.0, b.1, false);
        let p10 = self.mul_wide(a.1, b.0, false);
        let p11 = self.mul_wide(a.1, b.1, false);
        let z = (Val::K(0), Val::K(0));
        let mid = self.add128([p01, z], [p10, z]);
        // mid << 32 over 128 bits.
        let sh = [(Val::K(0), mid[0].0), (mid[0].1, mid[1].0)];
        let p = self.add128([p00, p11], sh);
        // Sign corrections: the extension words are 0 or all ones.
        let cb = (
            self.op2(ops::AND, b.0, x[1].0),
            self.op2(ops::AND, b.1, x[1].0),
        );
        let ca = (
            self.op2(ops::AND, a.0, y[1].0),
            self.op2(ops::AND, a.1, y[1].0),
        );
        let hi = self.sub64(p[1], cb);
        let hi = self.sub64(hi, ca);
        if va.ty == DataType::UQ && vb.ty == DataType::UQ {
            let big = self.is_neg32(hi.1);
            let h0 = self.cndmask(hi.0, Val::K(0), big);
            let h1 = self.cndmask(hi.1, Val::K(0x4000_0000), big);
            return [p[0], (h0, h1)];
        }
        [p[0], hi]
    }

    /// A 128-bit value clamped to `dty`'s range.
    fn clamp128(&mut self, r: W128, dty: DataType) -> Value {
        let (lo, hi) = (r[0], r[1]);
        let neg = self.is_neg32(hi.1);
        if dty == DataType::UQ {
            let fits = self.cmp64v("v_cmp_eq_u64_e64", hi, (Val::K(0), Val::K(0)));
            let fill = self.cndmask(Val::K(u32::MAX), Val::K(0), neg);
            let rl = self.cndmask(fill, lo.0, fits);
            let rh = self.cndmask(fill, lo.1, fits);
            return Value::two(rl, rh, dty);
        }
        // Within the i64 range when the high half is the low half's sign.
        let s = self.op2(ops::ASHR, lo.1, Val::K(31));
        let fits = self.cmp64v("v_cmp_eq_u64_e64", hi, (s, s));
        let fl = self.cndmask(Val::K(u32::MAX), Val::K(0), neg);
        let fh = self.cndmask(Val::K(0x7fff_ffff), Val::K(0x8000_0000), neg);
        let rl = self.cndmask(fl, lo.0, fits);
        let rh = self.cndmask(fh, lo.1, fits);
        if dty == DataType::Q {
            return Value::two(rl, rh, dty);
        }
        self.clamp64((rl, rh), true, dty)
    }

    /// Lanes where a 32-bit value is negative.
    pub fn is_neg32(&mut self, x: Val) -> VReg {
        let m = self.mt();
        let xv = self.to_v(x);
        self.i(
            "v_cmp_gt_i32_e64",
            1,
            vec![self.mop(m), MOp::Imm(0), xv.op()],
        );
        m
    }

    /// A 64-bit value (signed or not) clamped to `dty`'s range (a type of at
    /// most 32 bits).
    fn clamp64(&mut self, v: (Val, Val), signed: bool, dty: DataType) -> Value {
        let (min, max): (i64, i64) = match dty {
            DataType::UB => (0, 0xff),
            DataType::B => (-128, 127),
            DataType::UW => (0, 0xffff),
            DataType::W => (-32768, 32767),
            DataType::UD => (0, 0xffff_ffff),
            _ => (i32::MIN as i64, i32::MAX as i64),
        };
        let vv = Value::two(v.0, v.1, DataType::Q);
        let p = self.pair(&vv);
        let k = |s: &mut Self, x: i64| -> MOp {
            let val = Value::two(Val::K(x as u32), Val::K((x >> 32) as u32), DataType::Q);
            s.pair(&val)
        };
        let (lt, gt) = if signed {
            ("v_cmp_lt_i64_e64", "v_cmp_gt_i64_e64")
        } else {
            ("v_cmp_lt_u64_e64", "v_cmp_gt_u64_e64")
        };
        let mut r = v.0;
        // An unsigned value is never below a type's minimum (comparing it
        // unsigned with a negative minimum would clamp every value).
        if signed {
            let m = self.mt();
            let mk = k(self, min);
            let (a, b) = self.legal_cmp64(p.clone(), mk);
            self.i(lt, 1, vec![self.mop(m), a, b]);
            r = self.cndmask(r, Val::K(min as u32), m);
        }
        let m = self.mt();
        let mk = k(self, max);
        let (a, b) = self.legal_cmp64(p, mk);
        self.i(gt, 1, vec![self.mop(m), a, b]);
        r = self.cndmask(r, Val::K(max as u32), m);
        Value::one(r, dty)
    }

    /// `x << n` (64 bits, `n` taken modulo 64 by the hardware).
    pub fn shl64(&mut self, x: (Val, Val), n: Val) -> (Val, Val) {
        self.shift64("s_lshl_b64", "v_lshlrev_b64", x, n)
    }

    /// `x >> n` (64 bits, arithmetic when `signed`).
    pub fn sra64(&mut self, x: (Val, Val), n: Val, signed: bool) -> (Val, Val) {
        if signed {
            self.shift64("s_ashr_i64", "v_ashrrev_i64", x, n)
        } else {
            self.shift64("s_lshr_b64", "v_lshrrev_b64", x, n)
        }
    }

    fn shift64(&mut self, s: &'static str, v: &'static str, x: (Val, Val), n: Val) -> (Val, Val) {
        let xv = Value::two(x.0, x.1, DataType::UQ);
        if !xv.is_v() && !n.is_v() {
            let p = self.pair(&xv);
            let t = self.st(2);
            self.i(s, 1, vec![MOp::v(t, 2), p, n.op()]);
            return (Val::S(t, 0), Val::S(t, 1));
        }
        let p = self.pair(&xv);
        let p = match p {
            MOp::Imm(_) => p,
            MOp::R { .. } if xv.is_v() => p,
            _ => {
                if self.t.gen < 10 && !n.is_v() && n.k().is_none_or(|k| !inline_int(k)) {
                    self.vpair(&xv)
                } else {
                    p
                }
            }
        };
        let [n] = self.legal3([n]);
        let t = self.vt(2);
        self.i(v, 1, vec![MOp::v(t, 2), n.op(), p]);
        (Val::V(t, 0), Val::V(t, 1))
    }

    /// A 64-bit value as a VGPR pair.
    pub fn vpair(&mut self, v: &Value) -> MOp {
        let hi = v.hi.unwrap_or(Val::K(0));
        if let (Val::V(a, o), Val::V(b, p)) = (v.lo, hi) {
            if a == b && p == o + 1 {
                return MOp::vs(a, o, 2);
            }
        }
        let t = self.vt(2);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), v.lo.op()]);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), hi.op()]);
        MOp::v(t, 2)
    }

    /// Integer operations with 64-bit sources or destination.
    fn int64(
        &mut self,
        op: AluOp,
        v: &[Value],
        dty: DataType,
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        use AluOp::*;
        let x: Vec<(Val, Val)> = v.iter().map(|x| self.extend64(x, true)).collect();
        let r = match op {
            Add => self.add64(x[0], x[1]),
            Add3 => {
                let t = self.add64(x[0], x[1]);
                self.add64(t, x[2])
            }
            And | Or | Xor => {
                let o = match op {
                    And => ops::AND,
                    Or => ops::OR,
                    _ => ops::XOR,
                };
                (self.op2(o, x[0].0, x[1].0), self.op2(o, x[0].1, x[1].1))
            }
            Not => (self.not(x[0].0), self.not(x[0].1)),
            Mul => self.mul64(x[0], x[1]),
            Mad => {
                let p = self.mul64(x[0], x[1]);
                self.add64(p, x[2])
            }
            Shl => self.shl64(x[0], v[1].lo),
            Shr => {
                // The source's own bits, zero-extended.
                let z = if v[0].ty.size() < 8 {
                    (self.zext32(&v[0]), Val::K(0))
                } else {
                    x[0]
                };
                self.sra64(z, v[1].lo, false)
            }
            Asr => {
                if v[0].ty == DataType::UQ {
                    self.sra64(x[0], v[1].lo, false)
                } else {
                    self.sra64(x[0], v[1].lo, true)
                }
            }
            Sel => match sel_mask.flatten() {
                None => x[0],
                Some(m) => (
                    self.cndmask(x[1].0, x[0].0, m),
                    self.cndmask(x[1].1, x[0].1, m),
                ),
            },
            Min | Max => {
                let signed = !v.iter().any(|y| y.ty == DataType::UQ);
                if !signed && v.iter().any(|y| is_signed(y.ty)) {
                    // Mixed signedness: compare the exact values.
                    let (a, b) = (self.ext128(&v[0]), self.ext128(&v[1]));
                    let lt = self.lt128(a, b);
                    let r = if op == Min {
                        self.select128(b, a, lt)
                    } else {
                        self.select128(a, b, lt)
                    };
                    return Ok(if dty.size() == 8 {
                        Value::two(r[0].0, r[0].1, dty)
                    } else {
                        Value::one(r[0].0, dty)
                    });
                }
                let m = self.mt();
                let a = self.pair(&Value::two(x[0].0, x[0].1, DataType::Q));
                let b = self.pair(&Value::two(x[1].0, x[1].1, DataType::Q));
                let cmp = if signed {
                    "v_cmp_lt_i64_e64"
                } else {
                    "v_cmp_lt_u64_e64"
                };
                let (a, b) = self.legal_cmp64(a, b);
                self.i(cmp, 1, vec![self.mop(m), a, b]);
                // m: x0 < x1
                if op == Min {
                    (
                        self.cndmask(x[1].0, x[0].0, m),
                        self.cndmask(x[1].1, x[0].1, m),
                    )
                } else {
                    (
                        self.cndmask(x[0].0, x[1].0, m),
                        self.cndmask(x[0].1, x[1].1, m),
                    )
                }
            }
            Cbit => {
                let a = self.popcount(x[0].0);
                let b = self.popcount(x[0].1);
                (self.add(a, b), Val::K(0))
            }
            Mulh => {
                if v[0].ty.size() <= 4 && v[1].ty.size() <= 4 {
                    let a = self.extend32(&v[0]);
                    let b = self.extend32(&v[1]);
                    let s = v[0].ty != DataType::UD && v[1].ty != DataType::UD;
                    let h = self.op2(if s { ops::MULHI_I } else { ops::MULHI_U }, a, b);
                    let hs = self.op2(ops::ASHR, h, Val::K(31));
                    (h, if s { hs } else { Val::K(0) })
                } else if dty.size() <= 4 {
                    // Bits 32..63 of the product: exact in the low 64 bits
                    // of the wrapped product.
                    let p = self.mul64(x[0], x[1]);
                    (p.1, Val::K(0))
                } else {
                    return Err(self.err("64-bit mulh is not supported yet"));
                }
            }
            // Bits 1..32 of the sum are exact in the wrapped 64-bit sum.
            Avg if dty.size() <= 4 => {
                let t = self.add64(x[0], x[1]);
                let t = self.add64(t, (Val::K(1), Val::K(0)));
                self.sra64(t, Val::K(1), false)
            }
            Rol | Ror => {
                if v[0].ty.size() != 8 {
                    // The emulator rotates within the source's width and
                    // zero-extends (the count is taken modulo that width).
                    let n = Value::one(v[1].lo, DataType::UD);
                    let r = self.int_alu(op, &[v[0], n], DataType::UD, false, None)?;
                    return Ok(if dty.size() == 8 {
                        Value::two(r.lo, Val::K(0), dty)
                    } else {
                        Value::one(r.lo, dty)
                    });
                }
                let n = self.op2(ops::AND, v[1].lo, Val::K(63));
                let m = self.sub(Val::K(64), n);
                let m = self.op2(ops::AND, m, Val::K(63));
                let (l, r) = if op == Rol { (n, m) } else { (m, n) };
                let a = self.shl64(x[0], l);
                let b = self.sra64(x[0], r, false);
                (self.op2(ops::OR, a.0, b.0), self.op2(ops::OR, a.1, b.1))
            }
            _ => return Err(self.err(format!("64-bit integer {op:?} is not supported yet"))),
        };
        if dty.size() == 8 {
            Ok(Value::two(r.0, r.1, dty))
        } else {
            Ok(Value::one(r.0, dty))
        }
    }

    /// 64-bit compare operands: GFX9 VOP3 takes one constant-bus operand.
    pub fn legal_cmp64(&mut self, a: MOp, b: MOp) -> (MOp, MOp) {
        let is_s = |o: &MOp, s: &Self| match o {
            MOp::R {
                reg: crate::mir::Reg::V(v),
                ..
            } => s.f.vregs[v.0 as usize].bank == crate::mir::Bank::S,
            _ => false,
        };
        if is_s(&a, self) && is_s(&b, self) {
            if let MOp::R {
                reg: crate::mir::Reg::V(v),
                off,
                ..
            } = &b
            {
                let t = self.vt(2);
                self.i(
                    "v_mov_b32_e32",
                    1,
                    vec![MOp::vs(t, 0, 1), MOp::vs(*v, *off, 1)],
                );
                self.i(
                    "v_mov_b32_e32",
                    1,
                    vec![MOp::vs(t, 1, 1), MOp::vs(*v, *off + 1, 1)],
                );
                return (a, MOp::v(t, 2));
            }
        }
        (a, b)
    }

    /// The low 64 bits of a 64-bit product.
    pub fn mul64(&mut self, a: (Val, Val), b: (Val, Val)) -> (Val, Val) {
        let lo = self.op2(ops::MUL, a.0, b.0);
        let h = self.op2(ops::MULHI_U, a.0, b.0);
        let c1 = if b.1.k() == Some(0) {
            Val::K(0)
        } else {
            self.op2(ops::MUL, a.0, b.1)
        };
        let c2 = if a.1.k() == Some(0) {
            Val::K(0)
        } else {
            self.op2(ops::MUL, a.1, b.0)
        };
        let t = self.add(h, c1);
        (lo, self.add(t, c2))
    }

    /// A 32-bit constant that some VOP3 position can take.
    pub fn k_ok(&self, k: u32) -> bool {
        inline_int(k) || self.t.gen >= 10
    }

    /// `konst` re-exported for siblings.
    pub fn kop(k: u32) -> MOp {
        konst(k)
    }

    /// An operation over a uniform condition expressed as an Op2.
    pub fn op2_k(&mut self, o: Op2, a: Val, b: u32) -> Val {
        self.op2(o, a, Val::K(b))
    }
}
