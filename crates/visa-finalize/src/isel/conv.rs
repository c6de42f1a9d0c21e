//! Conversions between vISA types (the `mov` rules of the data-types
//! chapter as the emulator implements them), float arithmetic and
//! comparisons.

use visa::DataType;

use super::alu::Class;
use super::ops;
use super::{Sel, Val, Value, R};
use crate::decode::AluOp;
use crate::mir::{MOp, VReg};

/// 1/i!, i = 0..13, as f64 bits: the Taylor series of e^u that
/// `exp2_f32` and `pow_f32` evaluate.
const EXP_SERIES: [u64; 14] = [
    0x3ff0000000000000,
    0x3ff0000000000000,
    0x3fe0000000000000,
    0x3fc5555555555555,
    0x3fa5555555555555,
    0x3f81111111111111,
    0x3f56c16c16c16c17,
    0x3f2a01a01a01a01a,
    0x3efa01a01a01a01a,
    0x3ec71de3a556c734,
    0x3e927e4fb7789f5c,
    0x3e5ae64567f544e4,
    0x3e21eed8eff8d898,
    0x3de6124613a86d09,
];

/// (2/ln 2) / (2i + 1), i = 0..11, as f64 bits: the odd atanh series of
/// log2 that `log2_f32` evaluates (and `pow_f32` from its second term).
const LOG2_SERIES: [u64; 12] = [
    0x40071547652b82fe,
    0x3feec709dc3a03fe,
    0x3fe2776c50ef9bfe,
    0x3fda61762a7adeda,
    0x3fd484b13d7c02a9,
    0x3fd0c9a84994022d,
    0x3fcc68f568d31761,
    0x3fc89f3b1694cffe,
    0x3fc5b9ac9b743f0d,
    0x3fc3703c1f4d0ffe,
    0x3fc1964ec6fc9491,
    0x3fc00ecd7e080215,
];

impl Sel<'_> {
    /// Converts a value to another type (with saturation when asked).
    pub fn convert(&mut self, v: Value, to: DataType, sat: bool) -> R<Value> {
        let from = v.ty;
        if from == to && !sat {
            return Ok(v);
        }
        if from.is_int() || from == DataType::Bool {
            if to.is_int() {
                return self.int_to_int(v, to, sat);
            }
            let f = self.int_to_float(v, to)?;
            return if sat { self.fsat(f) } else { Ok(f) };
        }
        // From a float.
        if to.is_int() {
            return self.float_to_int(v, to);
        }
        let f = self.float_to_float(v, to)?;
        if sat {
            self.fsat(f)
        } else {
            Ok(f)
        }
    }

    fn int_to_int(&mut self, v: Value, to: DataType, sat: bool) -> R<Value> {
        let from = v.ty;
        if !sat {
            if to.size() <= from.size() {
                // Truncation: the low bits.
                return Ok(if to.size() == 8 {
                    v
                } else {
                    Value::one(v.lo, to)
                });
            }
            if to.size() == 8 {
                let (lo, hi) = self.extend64(&v, true);
                return Ok(Value::two(lo, hi, to));
            }
            let lo = self.extend32(&v);
            return Ok(Value::one(lo, to));
        }
        // Saturation: clamp the exact value to the range.
        let (min, max): (i128, i128) = match to {
            DataType::UB => (0, 0xff),
            DataType::B => (-128, 127),
            DataType::UW => (0, 0xffff),
            DataType::W => (-32768, 32767),
            DataType::UD => (0, u32::MAX as i128),
            DataType::D => (i32::MIN as i128, i32::MAX as i128),
            DataType::UQ => (0, u64::MAX as i128),
            _ => (i64::MIN as i128, i64::MAX as i128),
        };
        let (fmin, fmax): (i128, i128) = match from {
            DataType::UB => (0, 0xff),
            DataType::B => (-128, 127),
            DataType::UW => (0, 0xffff),
            DataType::W => (-32768, 32767),
            DataType::UD => (0, u32::MAX as i128),
            DataType::D => (i32::MIN as i128, i32::MAX as i128),
            DataType::UQ => (0, u64::MAX as i128),
            _ => (i64::MIN as i128, i64::MAX as i128),
        };
        if fmin >= min && fmax <= max {
            return self.int_to_int(v, to, false);
        }
        if from.size() <= 4 && to.size() <= 4 {
            let x = self.extend32(&v);
            let signed = from != DataType::UD;
            let lo = if signed {
                let a = self.op2(
                    ops::MAX_I,
                    x,
                    Val::K(min.max(i32::MIN as i128) as i32 as u32),
                );
                if max < i32::MAX as i128 {
                    self.op2(ops::MIN_I, a, Val::K(max as u32))
                } else {
                    a
                }
            } else {
                // UD source: only the maximum can be exceeded.
                self.op2(ops::MIN_U, x, Val::K(max.min(u32::MAX as i128) as u32))
            };
            return Ok(Value::one(lo, to));
        }
        // 64-bit source or destination: compare in 64 bits.
        let (lo, hi) = self.extend64(&v, true);
        let signed = from != DataType::UQ;
        let p = self.pair(&Value::two(lo, hi, DataType::Q));
        let mut rl = lo;
        let mut rh = hi;
        let k64 = |s: &mut Self, x: i128| -> (MOp, Val, Val) {
            let bits = x as u64;
            let l = Val::K(bits as u32);
            let h = Val::K((bits >> 32) as u32);
            (s.pair(&Value::two(l, h, DataType::Q)), l, h)
        };
        if min > fmin {
            let (kop, kl, kh) = k64(self, min);
            let m = self.mt();
            let cmp = if signed {
                "v_cmp_lt_i64_e64"
            } else {
                "v_cmp_lt_u64_e64"
            };
            let (a, b) = self.legal_cmp64(p.clone(), kop);
            self.i(cmp, 1, vec![self.mop(m), a, b]);
            rl = self.cndmask(rl, kl, m);
            rh = self.cndmask(rh, kh, m);
        }
        if max < fmax {
            let (kop, kl, kh) = k64(self, max);
            let m = self.mt();
            let cmp = if signed && (to != DataType::UQ) {
                "v_cmp_gt_i64_e64"
            } else if signed {
                // Signed source against an unsigned maximum: no value of a
                // signed source exceeds it.
                "v_cmp_gt_i64_e64"
            } else {
                "v_cmp_gt_u64_e64"
            };
            let (a, b) = self.legal_cmp64(p, kop);
            self.i(cmp, 1, vec![self.mop(m), a, b]);
            rl = self.cndmask(rl, kl, m);
            rh = self.cndmask(rh, kh, m);
        }
        Ok(if to.size() == 8 {
            Value::two(rl, rh, to)
        } else {
            Value::one(rl, to)
        })
    }

    /// Float saturation: clamp to [0, 1], NaN to 0.
    pub fn fsat(&mut self, v: Value) -> R<Value> {
        let (op, n) = match v.ty {
            DataType::F => ("v_max_f32_e64", 1),
            DataType::HF => ("v_max_f16_e64", 1),
            DataType::DF => ("v_max_f64", 2),
            _ => return Ok(v),
        };
        if n == 1 {
            let t = self.vt(1);
            // In a VGPR: a constant would take two constant-bus slots
            // (GFX9 VOP3 literals go to SGPRs one by one).
            let x = self.to_v(v.lo);
            self.i(op, 1, vec![MOp::v(t, 1), x.op(), x.op()]);
            self.mods(" clamp");
            let r = Val::V(t, 0);
            let r = if v.is_v() { r } else { self.to_s(r) };
            Ok(Value::one(r, v.ty))
        } else {
            let p = self.pair(&v);
            let p = self.vreg_pair(p);
            let t = self.vt(2);
            self.i(op, 1, vec![MOp::v(t, 2), p.clone(), p]);
            self.mods(" clamp");
            Ok(self.pair_value(t, v.is_v(), v.ty))
        }
    }

    /// A VGPR pair result as a value (read back to SGPRs when uniform).
    pub fn pair_value(&mut self, t: VReg, per_lane: bool, ty: DataType) -> Value {
        let (lo, hi) = (Val::V(t, 0), Val::V(t, 1));
        if per_lane {
            Value::two(lo, hi, ty)
        } else {
            let l = self.to_s(lo);
            let h = self.to_s(hi);
            Value::two(l, h, ty)
        }
    }

    /// A VGPR result as a value (read back when uniform).
    fn res(&mut self, r: Val, per_lane: bool) -> Val {
        if per_lane {
            r
        } else {
            self.to_s(r)
        }
    }

    /// `res` of a 16-bit VALU result: GFX10 keeps the destination's high
    /// half (each lane's old bits), so a uniform half float is not a
    /// uniform dword until the high half is cleared.
    fn res16(&mut self, r: Val, per_lane: bool) -> Val {
        if per_lane || self.t.gen < 10 {
            return self.res(r, per_lane);
        }
        let c = self.op2(ops::AND, r, Val::K(0xffff));
        self.res(c, per_lane)
    }

    fn int_to_float(&mut self, v: Value, to: DataType) -> R<Value> {
        let per_lane = v.is_v();
        let from = v.ty;
        if from.size() == 8 {
            return self.int64_to_float(v, to);
        }
        let x = self.extend32(&v);
        let unsigned = from == DataType::UD;
        match to {
            DataType::F => {
                let op = if unsigned {
                    "v_cvt_f32_u32_e32"
                } else {
                    "v_cvt_f32_i32_e32"
                };
                let r = self.vop1(op, x);
                Ok(Value::one(self.res(r, per_lane), to))
            }
            DataType::DF => {
                let op = if unsigned {
                    "v_cvt_f64_u32_e32"
                } else {
                    "v_cvt_f64_i32_e32"
                };
                let t = self.vt(2);
                self.i(op, 1, vec![MOp::v(t, 2), x.op()]);
                Ok(self.pair_value(t, per_lane, to))
            }
            DataType::HF => {
                // Clamp beyond the half range (every value there rounds to
                // infinity or the largest half alike), then convert exactly
                // to f32 and round once to half.
                let c = if from.size() == 4 {
                    if unsigned {
                        self.op2(ops::MIN_U, x, Val::K(65536))
                    } else {
                        let a = self.op2(ops::MAX_I, x, Val::K((-65536i32) as u32));
                        self.op2(ops::MIN_I, a, Val::K(65536))
                    }
                } else {
                    x
                };
                let f = self.vop1("v_cvt_f32_i32_e32", c);
                let h = self.vop1("v_cvt_f16_f32_e32", f);
                Ok(Value::one(self.res16(h, per_lane), to))
            }
            _ => Err(self.err(format!("conversion to {} is not supported", to.name()))),
        }
    }

    fn int64_to_float(&mut self, v: Value, to: DataType) -> R<Value> {
        let per_lane = v.is_v();
        let unsigned = v.ty == DataType::UQ;
        let (lo, hi) = (v.lo, v.hi.unwrap_or(Val::K(0)));
        match to {
            DataType::DF => {
                // hi * 2^32 + lo: both exact, one rounding in the add.
                let th = self.vt(2);
                let op = if unsigned {
                    "v_cvt_f64_u32_e32"
                } else {
                    "v_cvt_f64_i32_e32"
                };
                self.i(op, 1, vec![MOp::v(th, 2), hi.op()]);
                let ts = self.vt(2);
                self.i(
                    "v_ldexp_f64",
                    1,
                    vec![MOp::v(ts, 2), MOp::v(th, 2), MOp::Imm(32)],
                );
                let tl = self.vt(2);
                self.i("v_cvt_f64_u32_e32", 1, vec![MOp::v(tl, 2), lo.op()]);
                let r = self.vt(2);
                self.i(
                    "v_add_f64",
                    1,
                    vec![MOp::v(r, 2), MOp::v(ts, 2), MOp::v(tl, 2)],
                );
                Ok(self.pair_value(r, per_lane, to))
            }
            DataType::F | DataType::HF => {
                // Normalize |x| so its top bit is at bit 62, keep 31 bits with
                // a sticky bit, convert the signed 32-bit value (one rounding
                // in the current mode), scale back.
                let (al, ah, neg) = if unsigned {
                    (lo, hi, None)
                } else {
                    let s = self.op2(ops::ASHR, hi, Val::K(31));
                    let xl = self.op2(ops::XOR, lo, s);
                    let xh = self.op2(ops::XOR, hi, s);
                    let (a, b) = self.sub64((xl, xh), (s, s));
                    (a, b, Some(s))
                };
                // clz64
                let ch = self.op1v("v_ffbh_u32_e32", ah);
                let cl = self.op1v("v_ffbh_u32_e32", al);
                let cl32 = self.add(cl, Val::K(32));
                let m = self.mt();
                let ahv = self.to_v(ah);
                self.i(
                    "v_cmp_eq_u32_e64",
                    1,
                    vec![self.mop(m), ahv.op(), MOp::Imm(0)],
                );
                let clz = self.cndmask(ch, cl32, m);
                // Unsigned: shift by clz (top bit to 63), take 32 bits and
                // convert unsigned. Signed: by clz - 1.
                let sh = if unsigned {
                    clz
                } else {
                    // clz >= 1 for |x| <= 2^63 except |MIN| = 2^63 (clz 0).
                    let t = self.sub(clz, Val::K(1));
                    self.op2(ops::MAX_I, t, Val::K(0))
                };
                let (yl, yh) = self.shl64((al, ah), sh);
                let sticky_m = self.mt();
                let ylv = self.to_v(yl);
                self.i(
                    "v_cmp_ne_u32_e64",
                    1,
                    vec![self.mop(sticky_m), ylv.op(), MOp::Imm(0)],
                );
                let st = self.cndmask(Val::K(0), Val::K(1), sticky_m);
                let mut t = self.op2(ops::OR, yh, st);
                // For |MIN| (clz 0, no shift) the value 2^63 >> 32 = 2^31
                // does not fit a signed 32-bit value: halve it.
                let mut ex = self.sub(Val::K(32), sh);
                if !unsigned {
                    let m0 = self.mt();
                    let clzv = self.to_v(clz);
                    self.i(
                        "v_cmp_eq_u32_e64",
                        1,
                        vec![self.mop(m0), clzv.op(), MOp::Imm(0)],
                    );
                    let half = self.op2(ops::LSHR, t, Val::K(1));
                    t = self.cndmask(t, half, m0);
                    let ex1 = self.add(ex, Val::K(1));
                    ex = self.cndmask(ex, ex1, m0);
                }
                let f = match neg {
                    None => self.vop1("v_cvt_f32_u32_e32", t),
                    Some(s) => {
                        // Negative inputs convert the negated magnitude.
                        let nt = self.sub(Val::K(0), t);
                        let mm = self.mt();
                        let sv = self.to_v(s);
                        self.i(
                            "v_cmp_ne_u32_e64",
                            1,
                            vec![self.mop(mm), sv.op(), MOp::Imm(0)],
                        );
                        let sel = self.cndmask(t, nt, mm);
                        self.vop1("v_cvt_f32_i32_e32", sel)
                    }
                };
                let r = self.vop3("v_ldexp_f32", &[f, ex]);
                if to == DataType::HF {
                    // Through a float: exact only when the float holds it;
                    // integers beyond the half range round alike.
                    let h = self.vop1("v_cvt_f16_f32_e32", r);
                    return Ok(Value::one(self.res16(h, per_lane), to));
                }
                Ok(Value::one(self.res(r, per_lane), to))
            }
            _ => Err(self.err(format!("conversion to {} is not supported", to.name()))),
        }
    }

    fn op1v(&mut self, op: &'static str, a: Val) -> Val {
        self.vop1(op, a)
    }

    fn float_to_int(&mut self, v: Value, to: DataType) -> R<Value> {
        let per_lane = v.is_v();
        let from = v.ty;
        let v = if from == DataType::HF {
            self.float_to_float(v, DataType::F)?
        } else {
            v
        };
        if to.size() == 8 {
            return self.float_to_int64(v, to);
        }
        let unsigned_d = to == DataType::UD;
        let r = match v.ty {
            DataType::F => self.vop1(
                if unsigned_d {
                    "v_cvt_u32_f32_e32"
                } else {
                    "v_cvt_i32_f32_e32"
                },
                v.lo,
            ),
            DataType::DF => {
                let p = self.pair(&v);
                let t = self.vt(1);
                self.i(
                    if unsigned_d {
                        "v_cvt_u32_f64_e32"
                    } else {
                        "v_cvt_i32_f64_e32"
                    },
                    1,
                    vec![MOp::v(t, 1), p],
                );
                Val::V(t, 0)
            }
            t => return Err(self.err(format!("conversion from {} is not supported", t.name()))),
        };
        // Narrower types: clamp the (already saturated) 32-bit value.
        let r = match to {
            DataType::UB => self.vop3("v_med3_i32", &[r, Val::K(0), Val::K(255)]),
            DataType::B => self.vop3("v_med3_i32", &[r, Val::K((-128i32) as u32), Val::K(127)]),
            DataType::UW => self.vop3("v_med3_i32", &[r, Val::K(0), Val::K(65535)]),
            DataType::W => self.vop3(
                "v_med3_i32",
                &[r, Val::K((-32768i32) as u32), Val::K(32767)],
            ),
            _ => r,
        };
        Ok(Value::one(self.res(r, per_lane), to))
    }

    fn float_to_int64(&mut self, v: Value, to: DataType) -> R<Value> {
        let per_lane = v.is_v();
        // In f64 (floats convert exactly): t = trunc(x); hi = floor(t / 2^32);
        // lo = t - hi * 2^32; then saturate outside the range and NaN to 0.
        let x = if v.ty == DataType::F {
            let t = self.vt(2);
            self.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(t, 2), v.lo.op()]);
            MOp::v(t, 2)
        } else {
            self.pair(&v)
        };
        let t = self.vt(2);
        self.i("v_trunc_f64_e32", 1, vec![MOp::v(t, 2), x.clone()]);
        let k = self.pair(&Value::konst(0x3df0_0000_0000_0000, DataType::DF));
        let k = self.vreg_pair(k);
        let q = self.vt(2);
        self.i("v_mul_f64", 1, vec![MOp::v(q, 2), MOp::v(t, 2), k]);
        let fl = self.vt(2);
        self.i("v_floor_f64_e32", 1, vec![MOp::v(fl, 2), MOp::v(q, 2)]);
        let m32 = self.pair(&Value::konst(0xc1f0_0000_0000_0000, DataType::DF));
        let m32 = self.vreg_pair(m32);
        let lo_f = self.vt(2);
        self.i(
            "v_fma_f64",
            1,
            vec![MOp::v(lo_f, 2), MOp::v(fl, 2), m32, MOp::v(t, 2)],
        );
        let unsigned = to == DataType::UQ;
        let hi = self.vt(1);
        self.i(
            if unsigned {
                "v_cvt_u32_f64_e32"
            } else {
                "v_cvt_i32_f64_e32"
            },
            1,
            vec![MOp::v(hi, 1), MOp::v(fl, 2)],
        );
        let lo = self.vt(1);
        self.i("v_cvt_u32_f64_e32", 1, vec![MOp::v(lo, 1), MOp::v(lo_f, 2)]);
        let (mut rl, mut rh) = (Val::V(lo, 0), Val::V(hi, 0));
        // Saturation: x >= 2^63 (2^64 unsigned) → max; x < -2^63 → min
        // (unsigned: negative → 0, handled by the conversions); NaN → 0.
        let limit = if unsigned {
            0x43f0_0000_0000_0000u64
        } else {
            0x43e0_0000_0000_0000u64
        };
        let lim = self.pair(&Value::konst(limit, DataType::DF));
        let lim = self.vreg_pair(lim);
        let m = self.mt();
        self.i("v_cmp_ge_f64_e64", 1, vec![self.mop(m), x.clone(), lim]);
        let (ml, mh) = if unsigned {
            (u32::MAX, u32::MAX)
        } else {
            (u32::MAX, 0x7fff_ffff)
        };
        rl = self.cndmask(rl, Val::K(ml), m);
        rh = self.cndmask(rh, Val::K(mh), m);
        if !unsigned {
            let nl = self.pair(&Value::konst(0xc3e0_0000_0000_0000, DataType::DF));
            let nl = self.vreg_pair(nl);
            let m2 = self.mt();
            self.i("v_cmp_lt_f64_e64", 1, vec![self.mop(m2), x.clone(), nl]);
            rl = self.cndmask(rl, Val::K(0), m2);
            rh = self.cndmask(rh, Val::K(0x8000_0000), m2);
        } else {
            // Negative values: 0 (the conversions give 0 for each part, but
            // a negative fraction part could remain): clear explicitly.
            let m2 = self.mt();
            self.i(
                "v_cmp_gt_f64_e64",
                1,
                vec![self.mop(m2), MOp::Imm(0), x.clone()],
            );
            rl = self.cndmask(rl, Val::K(0), m2);
            rh = self.cndmask(rh, Val::K(0), m2);
        }
        let mn = self.mt();
        self.i("v_cmp_u_f64_e64", 1, vec![self.mop(mn), x.clone(), x]);
        rl = self.cndmask(rl, Val::K(0), mn);
        rh = self.cndmask(rh, Val::K(0), mn);
        if per_lane {
            Ok(Value::two(rl, rh, to))
        } else {
            let l = self.to_s(rl);
            let h = self.to_s(rh);
            Ok(Value::two(l, h, to))
        }
    }

    /// A 64-bit operand forced into a VGPR pair when it is not inline.
    fn vreg_pair(&mut self, p: MOp) -> MOp {
        match p {
            MOp::Imm(_) => p,
            MOp::R {
                reg: crate::mir::Reg::V(v),
                off,
                ..
            } if self.f.vregs[v.0 as usize].bank == crate::mir::Bank::V => MOp::vs(v, off, 2),
            MOp::R {
                reg: crate::mir::Reg::V(v),
                off,
                ..
            } => {
                let t = self.vt(2);
                self.i(
                    "v_mov_b32_e32",
                    1,
                    vec![MOp::vs(t, 0, 1), MOp::vs(v, off, 1)],
                );
                self.i(
                    "v_mov_b32_e32",
                    1,
                    vec![MOp::vs(t, 1, 1), MOp::vs(v, off + 1, 1)],
                );
                MOp::v(t, 2)
            }
            other => other,
        }
    }

    fn float_to_float(&mut self, v: Value, to: DataType) -> R<Value> {
        let per_lane = v.is_v();
        match (v.ty, to) {
            (a, b) if a == b => Ok(v),
            (DataType::F, DataType::DF) => {
                let t = self.vt(2);
                self.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(t, 2), v.lo.op()]);
                Ok(self.pair_value(t, per_lane, to))
            }
            (DataType::DF, DataType::F) => {
                let p = self.pair(&v);
                let t = self.vt(1);
                self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(t, 1), p]);
                Ok(Value::one(self.res(Val::V(t, 0), per_lane), to))
            }
            (DataType::F, DataType::HF) => {
                let r = self.vop1("v_cvt_f16_f32_e32", v.lo);
                Ok(Value::one(self.res16(r, per_lane), to))
            }
            (DataType::HF, DataType::F) => {
                let r = self.vop1("v_cvt_f32_f16_e32", v.lo);
                Ok(Value::one(self.res(r, per_lane), to))
            }
            (DataType::HF, DataType::DF) => {
                let f = self.vop1("v_cvt_f32_f16_e32", v.lo);
                let t = self.vt(2);
                self.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(t, 2), f.op()]);
                Ok(self.pair_value(t, per_lane, to))
            }
            (DataType::DF, DataType::HF) => {
                // Round to odd into f32 (truncate, set the last bit when
                // inexact), then round once to half.
                let p = self.pair(&v);
                let t = self.vt(1);
                self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(t, 1), p.clone()]);
                let back = self.vt(2);
                self.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(back, 2), MOp::v(t, 1)]);
                // |back| > |x|: step the magnitude down by one.
                let ab = self.vt(2);
                self.i(
                    "v_add_f64",
                    1,
                    vec![MOp::v(ab, 2), MOp::v(back, 2), MOp::Imm(0)],
                );
                self.mods("");
                let m = self.mt();
                let abs_back = MOp::v(back, 2).absolute();
                let abs_x = p.clone().absolute();
                self.i("v_cmp_gt_f64_e64", 1, vec![self.mop(m), abs_back, abs_x]);
                let dn = self.sub(Val::V(t, 0), Val::K(1));
                let tr = self.cndmask(Val::V(t, 0), dn, m);
                let inexact = self.mt();
                self.i(
                    "v_cmp_neq_f64_e64",
                    1,
                    vec![self.mop(inexact), MOp::v(back, 2), p],
                );
                let odd = self.op2(ops::OR, tr, Val::K(1));
                let r = self.cndmask(tr, odd, inexact);
                let h = self.vop1("v_cvt_f16_f32_e32", r);
                Ok(Value::one(self.res16(h, per_lane), to))
            }
            (DataType::BF, DataType::F) => {
                let r = self.op2(ops::SHL, v.lo, Val::K(16));
                Ok(Value::one(r, to))
            }
            (a, b) => Err(self.err(format!(
                "conversion from {} to {} is not supported",
                a.name(),
                b.name()
            ))),
        }
    }

    /// Float operations in class `class` (sources already converted).
    pub fn float_alu(
        &mut self,
        op: AluOp,
        class: Class,
        v: &[Value],
        sel_mask: Option<Option<VReg>>,
    ) -> R<Value> {
        use AluOp::*;
        let per_lane = v.iter().any(|x| x.is_v()) || matches!(sel_mask, Some(Some(_)));
        let ty = v[0].ty;
        if class == Class::D {
            return self.f64_alu(op, v, sel_mask, per_lane);
        }
        let (suf, h) = if class == Class::H {
            ("f16", true)
        } else {
            ("f32", false)
        };
        let name = |base: &str| super::intern(format!("{base}_{suf}"));
        let r = match op {
            Add => {
                let o = ops::Op2 {
                    s: None,
                    v: name("v_add"),
                    vop2: true,
                    comm: true,
                    rev: false,
                };
                self.vop2(o, v[0].lo, v[1].lo)
            }
            Mul => {
                let o = ops::Op2 {
                    s: None,
                    v: name("v_mul"),
                    vop2: true,
                    comm: true,
                    rev: false,
                };
                self.vop2(o, v[0].lo, v[1].lo)
            }
            Mad => self.vop3(name("v_fma"), &[v[0].lo, v[1].lo, v[2].lo]),
            Min | Max => self.fminmax(op == Max, v[0].lo, v[1].lo, h),
            Sel => {
                let r = match sel_mask.flatten() {
                    None => v[0].lo,
                    Some(m) => self.cndmask(v[1].lo, v[0].lo, m),
                };
                // As every float operation of the emulator, sel flushes
                // denormals when the mode says so: a multiply by 1.0 does
                // under the same mode (and keeps them otherwise).
                let one = Val::K(if h { 0x3c00 } else { 0x3f80_0000 });
                let o = ops::Op2 {
                    s: None,
                    v: name("v_mul"),
                    vop2: true,
                    comm: true,
                    rev: false,
                };
                let rv = self.to_v(r);
                self.vop2(o, rv, one)
            }
            Rndd => self.vop1(super::intern(format!("v_floor_{suf}_e32")), v[0].lo),
            Rndu => self.vop1(super::intern(format!("v_ceil_{suf}_e32")), v[0].lo),
            Rnde => self.vop1(super::intern(format!("v_rndne_{suf}_e32")), v[0].lo),
            Rndz => self.vop1(super::intern(format!("v_trunc_{suf}_e32")), v[0].lo),
            Frc => {
                let f = self.vop1(super::intern(format!("v_floor_{suf}_e32")), v[0].lo);
                let o = ops::Op2 {
                    s: None,
                    v: name("v_sub"),
                    vop2: true,
                    comm: false,
                    rev: false,
                };
                let fv = self.to_v(f);
                self.vop2(o, v[0].lo, fv)
            }
            Inv if !h => {
                let q = self.div_f32(Val::K(0x3f80_0000), v[0].lo);
                if self.cr0.is_some_and(|c| c >> 4 & 3 == 3) {
                    self.inv_rtz_fix(q, v[0].lo)
                } else {
                    q
                }
            }
            Div if !h => {
                let i = self.div_f32(Val::K(0x3f80_0000), v[1].lo);
                self.vop2(ops::MUL_F, v[0].lo, i)
            }
            Divm if !h => {
                let q = self.div_f32(v[0].lo, v[1].lo);
                match self.cr0.map_or(0, |c| c >> 4 & 3) {
                    0 => q,
                    rm => self.directed_f32(q, rm, Some(v[1].lo), v[0].lo),
                }
            }
            Sqrt | Sqrtm if !h => {
                let q = self.sqrt_f32(v[0].lo);
                match self.cr0.map_or(0, |c| c >> 4 & 3) {
                    0 => q,
                    rm => self.directed_f32(q, rm, None, v[0].lo),
                }
            }
            Lrp if !h => self.lrp_f32(v[0].lo, v[1].lo, v[2].lo),
            Rsqrt if !h => self.rsqrt_f32(v[0].lo),
            Exp if !h => self.exp2_f32(v[0].lo),
            Log if !h => self.log2_f32(v[0].lo),
            Sin if !h => self.sincos_f32(v[0].lo, false),
            Cos if !h => self.sincos_f32(v[0].lo, true),
            Pow if !h => self.pow_f32(v[0].lo, v[1].lo),
            _ => return Err(self.err(format!("{op:?} on {} is not supported yet", ty.name()))),
        };
        let r = if per_lane { self.to_v(r) } else { self.to_s(r) };
        let ty = if h { DataType::HF } else { DataType::F };
        Ok(Value::one(r, ty))
    }

    /// `min`/`max` of floats as the emulator defines them: a NaN operand
    /// yields the other; `-0 < +0`.
    fn fminmax(&mut self, max: bool, a: Val, b: Val, h: bool) -> Val {
        let suf = if h { "f16" } else { "f32" };
        let o = ops::Op2 {
            s: None,
            v: super::intern(format!("{}_{suf}", if max { "v_max" } else { "v_min" })),
            vop2: true,
            comm: true,
            rev: false,
        };
        // A signalling NaN operand: IEEE mode would return it quieted, the
        // emulator returns the other operand (as for a quiet NaN); quiet
        // both first (max(x, x) is x otherwise).
        let q = ops::Op2 {
            s: None,
            v: super::intern(format!("v_max_{suf}")),
            vop2: true,
            comm: true,
            rev: false,
        };
        let av = self.to_v(a);
        let qa = self.vop2(q, av, av);
        let bv = self.to_v(b);
        let qb = self.vop2(q, bv, bv);
        let r = self.vop2(o, qa, qb);
        // Equal operands (±0): combine the sign bits of the quieted values
        // (denormals flushed under the mode, as the emulator reads them).
        let m = self.mt();
        self.i(
            super::intern(format!("v_cmp_eq_{suf}_e64")),
            1,
            vec![self.mop(m), qa.op(), qb.op()],
        );
        let z = if max {
            self.op2(ops::AND, qa, qb)
        } else {
            self.op2(ops::OR, qa, qb)
        };
        self.cndmask(r, z, m)
    }

    /// Correctly rounded `a / b` in f32 (the IEEE division sequence of
    /// scale, reciprocal, Newton refinement, fused correction and fixup).
    pub fn div_f32(&mut self, a: Val, b: Val) -> Val {
        let av = self.to_v(a);
        let bv = self.to_v(b);
        // den = scaled b, num = scaled a; vcc from the numerator scale.
        let den = self.vt(1);
        let d1 = self.mt();
        self.i(
            "v_div_scale_f32",
            2,
            vec![MOp::v(den, 1), self.mop(d1), bv.op(), bv.op(), av.op()],
        );
        let num = self.vt(1);
        let vcc = self.vcc();
        self.i(
            "v_div_scale_f32",
            2,
            vec![MOp::v(num, 1), vcc, av.op(), bv.op(), av.op()],
        );
        let r = self.vop1("v_rcp_f32_e32", Val::V(den, 0));
        let nd = MOp::v(den, 1).negated();
        // e = fma(-den, r, 1); r = fma(e, r, r)
        let e = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(e, 1), nd.clone(), r.op(), MOp::F32(0x3f80_0000)],
        );
        let r1 = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(r1, 1), MOp::v(e, 1), r.op(), r.op()],
        );
        // q = num * r1; e2 = fma(-den, q, num); q1 = fma(e2, r1, q);
        // e3 = fma(-den, q1, num)
        let q = self.vt(1);
        self.i(
            "v_mul_f32_e32",
            1,
            vec![MOp::v(q, 1), MOp::v(num, 1), MOp::v(r1, 1)],
        );
        let e2 = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(e2, 1), nd.clone(), MOp::v(q, 1), MOp::v(num, 1)],
        );
        let q1 = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(q1, 1), MOp::v(e2, 1), MOp::v(r1, 1), MOp::v(q, 1)],
        );
        let e3 = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(e3, 1), nd, MOp::v(q1, 1), MOp::v(num, 1)],
        );
        let f = self.vt(1);
        let m = self.i(
            "v_div_fmas_f32",
            1,
            vec![MOp::v(f, 1), MOp::v(e3, 1), MOp::v(r1, 1), MOp::v(q1, 1)],
        );
        m.imp_use |= crate::mir::imp::VCC;
        let out = self.vt(1);
        self.i(
            "v_div_fixup_f32",
            1,
            vec![MOp::v(out, 1), MOp::v(f, 1), bv.op(), av.op()],
        );
        Val::V(out, 0)
    }

    /// `a / b` (`b` given) or `sqrt(a)` in f32 rounded in the directed
    /// mode `rm` (1 up, 2 down, 3 toward zero) from `q`, the result
    /// rounded to nearest even (computed with MODE at nearest even). The
    /// remainder `a - b*q` (or `a - q*q`) in f64 is exact (at most 49
    /// significant bits, far from f64's underflow), and its sign (times
    /// b's) says on which side of `q` the exact value lies; `q` then steps
    /// one float up or down in magnitude (bits + 1 or - 1: across zero and
    /// from an overflowed infinity to the largest float as well). NaN
    /// remainders (zero, infinite or NaN operands, where `q` is exact)
    /// keep `q`. A result stepped into the denormals is flushed under
    /// `%cr0`'s F flush, as the emulator's encoding does.
    fn directed_f32(&mut self, q: Val, rm: u32, b: Option<Val>, a: Val) -> Val {
        let qv = self.to_v(q);
        let cvt = |s: &mut Self, x: Val| {
            let t = s.vt(2);
            let xv = s.to_v(x);
            s.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(t, 2), xv.op()]);
            t
        };
        let a64 = cvt(self, a);
        let q64 = cvt(self, qv);
        let m64 = match b {
            Some(b) => cvt(self, b),
            None => q64,
        };
        let r = self.vt(2);
        self.i(
            "v_fma_f64",
            1,
            vec![
                MOp::v(r, 2),
                MOp::v(m64, 2).negated(),
                MOp::v(q64, 2),
                MOp::v(a64, 2),
            ],
        );
        // The exact value's side of q: the remainder's sign, times b's.
        let side = match b {
            Some(_) => {
                let t = self.vt(2);
                self.i(
                    "v_mul_f64",
                    1,
                    vec![MOp::v(t, 2), MOp::v(r, 2), MOp::v(m64, 2)],
                );
                t
            }
            None => r,
        };
        let gt = self.mt();
        self.i(
            "v_cmp_lt_f64_e64",
            1,
            vec![self.mop(gt), MOp::Imm(0), MOp::v(side, 2)],
        );
        let lt = self.mt();
        self.i(
            "v_cmp_gt_f64_e64",
            1,
            vec![self.mop(lt), MOp::Imm(0), MOp::v(side, 2)],
        );
        let neg = self.mt();
        self.i(
            "v_cmp_gt_i32_e64",
            1,
            vec![self.mop(neg), MOp::Imm(0), qv.op()],
        );
        let and = self.m("s_and");
        let andn2 = self.m("s_andn2");
        let or = self.m("s_or");
        let op3 = |s: &mut Self, op: &'static str, x: VReg, y: VReg| {
            let t = s.mt();
            let (to, xo, yo) = (s.mop(t), s.mop(x), s.mop(y));
            s.i(op, 1, vec![to, xo, yo]);
            t
        };
        // Lanes whose magnitude grows (`up`) or shrinks (`down`).
        let (up, down) = match rm {
            1 => (op3(self, andn2, gt, neg), Some(op3(self, and, gt, neg))),
            2 => (op3(self, and, lt, neg), Some(op3(self, andn2, lt, neg))),
            _ => {
                let pos_lt = op3(self, andn2, lt, neg);
                let neg_gt = op3(self, and, gt, neg);
                (op3(self, or, pos_lt, neg_gt), None)
            }
        };
        let (up, down) = if rm == 3 {
            (None, Some(up))
        } else {
            (Some(up), down)
        };
        let mut x = qv;
        if let Some(m) = up {
            let inc = self.add(qv, Val::K(1));
            x = self.cndmask(x, inc, m);
        }
        if let Some(m) = down {
            let dec = self.sub(qv, Val::K(1));
            x = self.cndmask(x, dec, m);
        }
        if self.cr0.is_some_and(|c| c & 0x80 == 0) {
            // F denormals flushed (signed zero): a multiply by 1.0 under
            // MODE's flush.
            x = self.vop2(ops::MUL_F, Val::K(0x3f80_0000), x);
        }
        x
    }

    /// `1/x` rounded toward zero from `q`, the quotient rounded to
    /// nearest even (computed with the MODE register at round to nearest):
    /// the remainder `1 - x*q` is exact, and where it is negative `q` is
    /// above `1/x` in magnitude, so the next float toward zero is the
    /// answer (also for `q` infinite from an overflow: the remainder is
    /// then -inf and the step gives the largest float; zero, infinite and
    /// NaN inputs give a NaN remainder and keep `q`).
    fn inv_rtz_fix(&mut self, q: Val, x: Val) -> Val {
        let xv = self.to_v(x);
        let qv = self.to_v(q);
        let r = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![
                MOp::v(r, 1),
                xv.op().negated(),
                qv.op(),
                MOp::F32(0x3f80_0000),
            ],
        );
        let m = self.mt();
        self.i(
            "v_cmp_gt_f32_e64",
            1,
            vec![self.mop(m), MOp::Imm(0), MOp::v(r, 1)],
        );
        let dn = self.sub(qv, Val::K(1));
        self.cndmask(qv, dn, m)
    }

    /// Correctly rounded square root in f32: the hardware estimate,
    /// corrected by one ulp either way from the residuals (inputs below
    /// 2^-96 scaled by 2^32).
    pub fn sqrt_f32(&mut self, a: Val) -> Val {
        let x = self.to_v(a);
        let small = self.mt();
        self.i(
            "v_cmp_gt_f32_e64",
            1,
            vec![self.mop(small), MOp::Hex(0x0f80_0000), x.op()],
        );
        let scaled = self.vop2(ops::MUL_F, Val::K(0x4f80_0000), x);
        let xs = self.cndmask(x, scaled, small);
        let s = self.vop1("v_sqrt_f32_e32", xs);
        let sd = self.add(s, Val::K(u32::MAX));
        let su = self.add(s, Val::K(1));
        // r_d = fma(-sd, s, x): <= 0 means s - 1ulp is the answer.
        let rd = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(rd, 1), sd.op().negated(), s.op(), xs.op()],
        );
        let ru = self.vt(1);
        self.i(
            "v_fma_f32",
            1,
            vec![MOp::v(ru, 1), su.op().negated(), s.op(), xs.op()],
        );
        let md = self.mt();
        self.i(
            "v_cmp_ge_f32_e64",
            1,
            vec![self.mop(md), MOp::Imm(0), MOp::v(rd, 1)],
        );
        let t = self.cndmask(s, sd, md);
        let mu = self.mt();
        self.i(
            "v_cmp_lt_f32_e64",
            1,
            vec![self.mop(mu), MOp::Imm(0), MOp::v(ru, 1)],
        );
        let t = self.cndmask(t, su, mu);
        // Undo the scaling: sqrt(x * 2^32) = sqrt(x) * 2^16.
        let back = self.vop2(ops::MUL_F, Val::K(0x3780_0000), t);
        let t = self.cndmask(t, back, small);
        // Zero, +infinity and NaN (class bits: signalling and quiet NaN,
        // -0, +0, +inf): the estimate is exact, and the residuals above
        // are NaN there.
        let cls = self.mt();
        self.i(
            "v_cmp_class_f32_e64",
            1,
            vec![self.mop(cls), xs.op(), MOp::Hex(0x263)],
        );
        self.cndmask(t, s, cls)
    }

    /// `1/sqrt(x)` in f32 as the emulator computes it: the square root
    /// and the reciprocal each correctly rounded in f64, then rounded once
    /// to f32 (bit for bit the same result, not merely within its bound).
    fn rsqrt_f32(&mut self, a: Val) -> Val {
        let x = self.vt(2);
        let av = self.to_v(a);
        self.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(x, 2), av.op()]);
        let s = self.sqrt_f64(MOp::v(x, 2));
        let sv = Value::two(Val::V(s, 0), Val::V(s, 1), DataType::DF);
        let q = self.div_f64(&Value::konst(0x3ff0_0000_0000_0000, DataType::DF), &sv);
        let r = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(r, 1), MOp::v(q, 2)]);
        Val::V(r, 0)
    }

    /// Correctly rounded (to nearest even) square root in f64: inputs
    /// below 2^-767 scaled by 2^256, the hardware reciprocal square root
    /// estimate refined by one Goldschmidt step (g ~ sqrt(x), h ~
    /// 1/(2 sqrt(x))) and two Newton corrections from exact (fused)
    /// residuals, the scaling undone by 2^-128; zeros and +infinity are
    /// their own root (the refinement would make NaNs of them).
    pub fn sqrt_f64(&mut self, x: MOp) -> VReg {
        let tiny = self.pair(&Value::konst(0x1000_0000_0000_0000, DataType::DF));
        let small = self.mt();
        self.i(
            "v_cmp_gt_f64_e64",
            1,
            vec![self.mop(small), tiny, x.clone()],
        );
        let up = self.cndmask(Val::K(0), Val::K(256), small);
        let xs = self.vt(2);
        self.i("v_ldexp_f64", 1, vec![MOp::v(xs, 2), x, up.op()]);
        let xr = xs;
        let xs = MOp::v(xs, 2);
        let y = self.vt(2);
        self.i("v_rsq_f64_e32", 1, vec![MOp::v(y, 2), xs.clone()]);
        let fma = |s: &mut Self, a: MOp, b: MOp, c: MOp| -> MOp {
            let t = s.vt(2);
            s.i("v_fma_f64", 1, vec![MOp::v(t, 2), a, b, c]);
            MOp::v(t, 2)
        };
        let g0 = self.vt(2);
        self.i(
            "v_mul_f64",
            1,
            vec![MOp::v(g0, 2), xs.clone(), MOp::v(y, 2)],
        );
        let g0 = MOp::v(g0, 2);
        let h0 = self.vt(2);
        self.i(
            "v_mul_f64",
            1,
            vec![MOp::v(h0, 2), MOp::v(y, 2), MOp::F32(0x3f00_0000)],
        );
        let h0 = MOp::v(h0, 2);
        let r0 = fma(
            self,
            h0.clone().negated(),
            g0.clone(),
            MOp::F32(0x3f00_0000),
        );
        let g1 = fma(self, g0.clone(), r0.clone(), g0);
        let h1 = fma(self, h0.clone(), r0, h0);
        let d0 = fma(self, g1.clone().negated(), g1.clone(), xs.clone());
        let g2 = fma(self, d0, h1.clone(), g1);
        let d1 = fma(self, g2.clone().negated(), g2.clone(), xs.clone());
        let g3 = fma(self, d1, h1, g2);
        let down = self.cndmask(Val::K(0), Val::K((-128i32) as u32), small);
        let r = self.vt(2);
        self.i("v_ldexp_f64", 1, vec![MOp::v(r, 2), g3, down.op()]);
        // Class bits -0, +0, +inf.
        let cls = self.mt();
        // (GFX9 VOP3 takes no literal.)
        let bits = self.st(1);
        self.i("s_mov_b32", 1, vec![MOp::v(bits, 1), MOp::Hex(0x260)]);
        self.i(
            "v_cmp_class_f64_e64",
            1,
            vec![self.mop(cls), xs.clone(), MOp::v(bits, 1)],
        );
        let (xl, xh) = (Val::V(xr, 0), Val::V(xr, 1));
        let out = self.vt(2);
        let lo = self.cndmask(Val::V(r, 0), xl, cls);
        let hi = self.cndmask(Val::V(r, 1), xh, cls);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(out, 0, 1), lo.op()]);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(out, 1, 1), hi.op()]);
        out
    }

    /// An f64 operation `name` of VGPR pairs and constants into a new pair.
    fn f64op(&mut self, name: &'static str, ops: Vec<MOp>) -> MOp {
        let t = self.vt(2);
        let mut v = vec![MOp::v(t, 2)];
        v.extend(ops);
        self.i(name, 1, v);
        MOp::v(t, 2)
    }

    /// An f64 constant as an operand (an SGPR pair).
    fn k64(&mut self, bits: u64) -> MOp {
        self.pair(&Value::konst(bits, DataType::DF))
    }

    /// `sum c[i] t^i` by Horner's rule in f64 (`c` from the constant term;
    /// one SGPR operand per instruction).
    fn horner64(&mut self, t: &MOp, c: &[u64]) -> MOp {
        let n = c.len();
        let cn = self.k64(c[n - 1]);
        let mut acc = self.f64op("v_mul_f64", vec![t.clone(), cn]);
        let cm = self.k64(c[n - 2]);
        acc = self.f64op("v_add_f64", vec![acc, cm]);
        for &k in c[..n - 2].iter().rev() {
            let ck = self.k64(k);
            acc = self.f64op("v_fma_f64", vec![acc, t.clone(), ck]);
        }
        acc
    }

    /// The float result `r`, or where `x` is a NaN, `x` quieted (as the
    /// emulator's f64 evaluation returns it).
    fn nan_through(&mut self, r: Val, x: Val) -> Val {
        let xv = self.to_v(x);
        let m = self.mt();
        self.i(
            "v_cmp_class_f32_e64",
            1,
            vec![self.mop(m), xv.op(), MOp::Imm(3)],
        );
        let q = self.vop2(ops::MUL_F, Val::K(0x3f80_0000), xv);
        self.cndmask(r, q, m)
    }

    /// `2^x` in f32 as the emulator computes it (in f64, rounded once):
    /// x clamped to [-200, 200] (beyond, the f32 result is 0 or infinite
    /// alike), split as n + f with |f| <= 1/2, 2^f = e^(f ln 2) by its
    /// Taylor polynomial of degree 13 (truncation under 2^-57), scaled by
    /// 2^n. The f64 value is within about 2^-51 relative of the exact one,
    /// so its rounding to f32 is the emulator's unless the exact value
    /// lies that close to a rounding boundary.
    fn exp2_f32(&mut self, a: Val) -> Val {
        let av = self.to_v(a);
        let lo = self.vt(1);
        self.i(
            "v_max_f32_e32",
            1,
            vec![MOp::v(lo, 1), MOp::F32(0xc348_0000), av.op()],
        );
        let hi = self.vt(1);
        self.i(
            "v_min_f32_e32",
            1,
            vec![MOp::v(hi, 1), MOp::F32(0x4348_0000), MOp::v(lo, 1)],
        );
        let xd = self.f64op("v_cvt_f64_f32_e32", vec![MOp::v(hi, 1)]);
        let n = self.f64op("v_rndne_f64_e32", vec![xd.clone()]);
        let f = self.f64op("v_add_f64", vec![xd, n.clone().negated()]);
        let ln2 = self.k64(0x3fe62e42fefa39ef);
        let t = self.f64op("v_mul_f64", vec![f, ln2]);
        let p = self.horner64(&t, &EXP_SERIES);
        let ni = self.vt(1);
        self.i("v_cvt_i32_f64_e32", 1, vec![MOp::v(ni, 1), n]);
        let r = self.f64op("v_ldexp_f64", vec![p, MOp::v(ni, 1)]);
        let o = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(o, 1), r]);
        self.nan_through(Val::V(o, 0), av)
    }

    /// `log2(x)` in f32 as the emulator computes it (in f64, rounded
    /// once): x = m 2^e with m in [sqrt(1/2), sqrt(2)), log2(m) =
    /// 2/ln 2 atanh(s) with s = (m-1)/(m+1) (|s| <= 0.172; the odd series
    /// to s^23, truncation under 2^-60), plus e. Zeros give -infinity,
    /// +infinity itself, negative numbers the emulator's NaN, NaNs themselves
    /// quieted. Same accuracy argument as `exp2_f32`.
    fn log2_f32(&mut self, a: Val) -> Val {
        let av = self.to_v(a);
        let xd = self.f64op("v_cvt_f64_f32_e32", vec![av.op()]);
        let m = self.f64op("v_frexp_mant_f64_e32", vec![xd.clone()]);
        let e = self.vt(1);
        self.i("v_frexp_exp_i32_f64_e32", 1, vec![MOp::v(e, 1), xd.clone()]);
        let sqh = self.k64(0x3fe6a09e667f3bcd);
        let small = self.mt();
        self.i("v_cmp_gt_f64_e64", 1, vec![self.mop(small), sqh, m.clone()]);
        let m2 = self.f64op("v_add_f64", vec![m.clone(), m.clone()]);
        let reg = |x: &MOp| match x {
            MOp::R {
                reg: crate::mir::Reg::V(v),
                ..
            } => *v,
            _ => unreachable!("a new VGPR pair"),
        };
        let (mr, m2r) = (reg(&m), reg(&m2));
        let ml = self.cndmask(Val::V(mr, 0), Val::V(m2r, 0), small);
        let mh = self.cndmask(Val::V(mr, 1), Val::V(m2r, 1), small);
        let em1 = self.add(Val::V(e, 0), Val::K(u32::MAX));
        let e2 = self.cndmask(Val::V(e, 0), em1, small);
        let mm = self.pair(&Value::two(ml, mh, DataType::DF));
        let num = self.f64op("v_add_f64", vec![mm.clone(), MOp::F32(0xbf80_0000)]);
        let den = self.f64op("v_add_f64", vec![mm, MOp::F32(0x3f80_0000)]);
        let (nr, dr) = (reg(&num), reg(&den));
        let sq = self.div_f64(
            &Value::two(Val::V(nr, 0), Val::V(nr, 1), DataType::DF),
            &Value::two(Val::V(dr, 0), Val::V(dr, 1), DataType::DF),
        );
        let s = MOp::v(sq, 2);
        let z = self.f64op("v_mul_f64", vec![s.clone(), s.clone()]);
        let p = self.horner64(&z, &LOG2_SERIES);
        let l = self.f64op("v_mul_f64", vec![s, p]);
        let ed = self.f64op("v_cvt_f64_i32_e32", vec![e2.op()]);
        let r = self.f64op("v_add_f64", vec![ed, l]);
        let o = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(o, 1), r]);
        // Special inputs by the class of the f64 value (denormals already
        // flushed by the conversion under the mode, as the emulator reads
        // them).
        let special = |s: &mut Self, bits: u32, r: Val, k: u32| -> Val {
            let m = s.mt();
            let b = s.st(1);
            s.i("s_mov_b32", 1, vec![MOp::v(b, 1), MOp::Hex(bits)]);
            s.i(
                "v_cmp_class_f64_e64",
                1,
                vec![s.mop(m), xd.clone(), MOp::v(b, 1)],
            );
            s.cndmask(r, Val::K(k), m)
        };
        let r = special(self, 0x60, Val::V(o, 0), 0xff80_0000);
        let r = special(self, 0x200, r, 0x7f80_0000);
        // Negative inputs: the NaN `xvisa run` gives (its f64 `log2` on
        // x86-64 returns the default NaN there, sign bit set).
        let r = special(self, 0x1c, r, 0xffc0_0000);
        self.nan_through(r, av)
    }

    /// A VGPR pair operand's register (a new `f64op` result).
    fn pair_reg(x: &MOp) -> VReg {
        match x {
            MOp::R {
                reg: crate::mir::Reg::V(v),
                ..
            } => *v,
            _ => unreachable!("a new VGPR pair"),
        }
    }

    /// `|x|` of an f64 VGPR pair (a new pair).
    fn abs64(&mut self, x: &MOp) -> MOp {
        let r = Self::pair_reg(x);
        let t = self.vt(2);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), MOp::vs(r, 0, 1)]);
        let h = self.op2(ops::AND, Val::V(r, 1), Val::K(0x7fff_ffff));
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), h.op()]);
        MOp::v(t, 2)
    }

    /// `m ? b : a` of two f64 VGPR pairs.
    fn select64(&mut self, a: &MOp, b: &MOp, m: VReg) -> MOp {
        let (ar, br) = (Self::pair_reg(a), Self::pair_reg(b));
        let lo = self.cndmask(Val::V(ar, 0), Val::V(br, 0), m);
        let hi = self.cndmask(Val::V(ar, 1), Val::V(br, 1), m);
        let t = self.vt(2);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), lo.op()]);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), hi.op()]);
        MOp::v(t, 2)
    }

    /// `sin(x)` or `cos(x)` in f32 as the emulator computes them (the
    /// platform's f64 `sin`/`cos`, rounded once to f32).
    ///
    /// Argument reduction, exact for every f32 input: for |x| < 1/2,
    /// r = |x| and quadrant k = 0. Otherwise x = m 2^E (m the 24-bit
    /// integer significand, -24 <= E <= 104) and x 2/pi mod 4 is computed
    /// in integers (Payne and Hanek): the bits of 2/pi whose products with
    /// m 2^E are multiples of 4 are skipped, the next 128 bits V (a window
    /// of `TWO_OVER_PI`, chosen per lane by cndmask and `v_alignbit`)
    /// give P = m V mod 2^128 = (x 2/pi mod 4) 2^126 up to less than
    /// 2^24 units of 2^-126 of truncation (2^-102 in quadrants). The two
    /// top bits of P are k, the rest a signed fraction f in [-1/2, 1/2)
    /// (k incremented when f rounds up), converted to f64 by three
    /// fused steps of 32 bits (each partial sum is exact below 2^53 and
    /// within one unit of the scaled fraction above, so three roundings
    /// of 2^-53 relative at most), and r = f pi/2 with pi/2 in two
    /// doubles. The window's truncation (2^-102 quadrants) stays under
    /// 2^-52 relative while |f| >= 2^-50 quadrants; over the 2^31 finite
    /// floats the expected closest approach to a multiple of pi/2 is
    /// about 2^-32 quadrants (the tests include the hard case
    /// 16367173 * 2^72 and the floats nearest k pi/2). sin r and cos r for |r| <= pi/4 by their Taylor series to
    /// r^17 and r^16 (truncation under 2^-58 relative), each a fused
    /// `r + r z S(z)` or `1 + z C(z)` with z = r^2; the quadrant picks one
    /// and its sign. The f64 value is within about 2^-50 relative of the
    /// exact one (the emulator's within 2^-52), so the f32 roundings agree
    /// unless the exact value lies that close to a rounding boundary
    /// (odds about 2^-26 per random input). Infinities give the NaN the
    /// emulator's `sin` gives (the x86-64 default NaN), NaNs themselves
    /// quieted.
    fn sincos_f32(&mut self, a: Val, cos: bool) -> Val {
        /// Bits of 2/pi after the binary point, most significant first,
        /// behind a word of zeros (for the windows of |x| < 2^8).
        const TWO_OVER_PI: [u32; 9] = [
            0, 0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab,
            0xdebbc561,
        ];
        /// (-1)^n / (2n+1)!, n = 1..8.
        const S: [u64; 8] = [
            0xbfc5555555555555,
            0x3f81111111111111,
            0xbf2a01a01a01a01a,
            0x3ec71de3a556c734,
            0xbe5ae64567f544e4,
            0x3de6124613a86d09,
            0xbd6ae7f3e733b81f,
            0x3ce952c77030ad4a,
        ];
        /// (-1)^n / (2n)!, n = 1..8.
        const C: [u64; 8] = [
            0xbfe0000000000000,
            0x3fa5555555555555,
            0xbf56c16c16c16c17,
            0x3efa01a01a01a01a,
            0xbe927e4fb7789f5c,
            0x3e21eed8eff8d898,
            0xbda93974a8c07c9d,
            0x3d2ae7f3e733b81f,
        ];
        let av = self.to_v(a);
        // |x| in f64 (denormals flushed by the conversion under the
        // mode, as the emulator reads them).
        let xd = self.f64op("v_cvt_f64_f32_e32", vec![av.op()]);
        let ax = self.abs64(&xd);
        // The reduction of |x| >= 1/2.
        let be = self.bfe(av, 23, 8, false);
        let mant = self.op2(ops::AND, av, Val::K(0x007f_ffff));
        let m = self.op2(ops::OR, mant, Val::K(0x0080_0000));
        // Window start s0 = E + 30 = be - 120 in the bit string.
        let s0 = self.add(be, Val::K((-120i32) as u32));
        let j = {
            let t = self.add(s0, Val::K(31));
            let t = self.op2(ops::LSHR, t, Val::K(5));
            self.add(t, Val::K(u32::MAX))
        };
        let neg_s0 = self.sub(Val::K(0), s0);
        let c = self.op2(ops::AND, neg_s0, Val::K(31));
        let eqs: Vec<VReg> = (1..=4u32)
            .map(|jj| {
                let mm = self.mt();
                let [jv] = self.legal3([j]);
                self.i(
                    "v_cmp_eq_u32_e64",
                    1,
                    vec![self.mop(mm), jv.op(), MOp::Imm(i64::from(jj))],
                );
                mm
            })
            .collect();
        let words: Vec<Val> = (0..5usize)
            .map(|t| {
                let mut w = self.to_v(Val::K(TWO_OVER_PI[t]));
                for (jj, &mm) in eqs.iter().enumerate() {
                    w = self.cndmask(w, Val::K(TWO_OVER_PI[t + jj + 1]), mm);
                }
                w
            })
            .collect();
        // v[0] the most significant window word.
        let v: Vec<Val> = (0..4)
            .map(|t| self.vop3("v_alignbit_b32", &[words[t], words[t + 1], c]))
            .collect();
        let (lo0, hi0) = self.mul_wide(m, v[3], false);
        let (lo1, hi1) = self.mul_wide(m, v[2], false);
        let (lo2, hi2) = self.mul_wide(m, v[1], false);
        let lo3 = self.op2(ops::MUL, m, v[0]);
        let (w1, w2a) = self.add64((hi0, Val::K(0)), (lo1, hi1));
        let (w2, w3a) = self.add64((w2a, Val::K(0)), (lo2, hi2));
        let w3 = self.add(w3a, lo3);
        let w0 = lo0;
        // Q = P << 2: the signed fraction in units of 2^-128 quadrants.
        let q3 = self.vop3("v_alignbit_b32", &[w3, w2, Val::K(30)]);
        let q2 = self.vop3("v_alignbit_b32", &[w2, w1, Val::K(30)]);
        let q1 = self.vop3("v_alignbit_b32", &[w1, w0, Val::K(30)]);
        let q0 = self.op2(ops::SHL, w0, Val::K(2));
        let kb = {
            let t = self.op2(ops::LSHR, w3, Val::K(30));
            let up = self.op2(ops::LSHR, q3, Val::K(31));
            self.add(t, up)
        };
        let two32 = 0x41f0_0000_0000_0000u64;
        let d3 = self.f64op("v_cvt_f64_i32_e32", vec![q3.op()]);
        let d2 = self.f64op("v_cvt_f64_u32_e32", vec![q2.op()]);
        let d1 = self.f64op("v_cvt_f64_u32_e32", vec![q1.op()]);
        let d0 = self.f64op("v_cvt_f64_u32_e32", vec![q0.op()]);
        let k32 = self.k64(two32);
        let f = self.f64op("v_fma_f64", vec![d3, k32.clone(), d2]);
        let f = self.f64op("v_fma_f64", vec![f, k32.clone(), d1]);
        let f = self.f64op("v_fma_f64", vec![f, k32, d0]);
        // r = f 2^-128 pi/2, pi/2 = 0x3ff921fb54442d18 + 0x3c91a62633145c07
        // (both scaled by 2^-128, exactly).
        let plo = self.k64(0x3c91a62633145c07 - (128u64 << 52));
        let rl = self.f64op("v_mul_f64", vec![f.clone(), plo]);
        let phi = self.k64(0x3ff921fb54442d18 - (128u64 << 52));
        let rbig = self.f64op("v_fma_f64", vec![f, phi, rl]);
        // Small |x|: r = |x|, k = 0.
        let small = self.mt();
        {
            let [bv] = self.legal3([be]);
            self.i(
                "v_cmp_gt_u32_e64",
                1,
                vec![self.mop(small), MOp::Imm(126), bv.op()],
            );
        }
        let r = self.select64(&rbig, &ax, small);
        let k = self.cndmask(kb, Val::K(0), small);
        let k = if cos { self.add(k, Val::K(1)) } else { k };
        let z = self.f64op("v_mul_f64", vec![r.clone(), r.clone()]);
        let sp = self.horner64(&z, &S);
        let rz = self.f64op("v_mul_f64", vec![r.clone(), z.clone()]);
        let sn = self.f64op("v_fma_f64", vec![rz, sp, r]);
        let cp = self.horner64(&z, &C);
        let cs = self.f64op("v_fma_f64", vec![z, cp, MOp::F32(0x3f80_0000)]);
        let odd = {
            let b = self.op2(ops::AND, k, Val::K(1));
            let mm = self.mt();
            let [bv] = self.legal3([b]);
            self.i(
                "v_cmp_ne_u32_e64",
                1,
                vec![self.mop(mm), bv.op(), MOp::Imm(0)],
            );
            mm
        };
        let y = self.select64(&sn, &cs, odd);
        // Sign: quadrants 2 and 3, and for sin a negative x.
        let sgn = {
            let q = self.op2(ops::AND, k, Val::K(2));
            let q = self.op2(ops::SHL, q, Val::K(30));
            if cos {
                q
            } else {
                let xs = self.op2(ops::AND, av, Val::K(0x8000_0000));
                self.op2(ops::XOR, q, xs)
            }
        };
        let yr = Self::pair_reg(&y);
        let hi = self.op2(ops::XOR, Val::V(yr, 1), sgn);
        let yv = self.vt(2);
        self.i(
            "v_mov_b32_e32",
            1,
            vec![MOp::vs(yv, 0, 1), MOp::vs(yr, 0, 1)],
        );
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(yv, 1, 1), hi.op()]);
        let o = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(o, 1), MOp::v(yv, 2)]);
        // Infinities: the x86-64 default NaN (sign bit set).
        let inf = self.mt();
        let b = self.st(1);
        self.i("s_mov_b32", 1, vec![MOp::v(b, 1), MOp::Hex(0x204)]);
        self.i(
            "v_cmp_class_f64_e64",
            1,
            vec![self.mop(inf), xd, MOp::v(b, 1)],
        );
        let r = self.cndmask(Val::V(o, 0), Val::K(0xffc0_0000), inf);
        self.nan_through(r, av)
    }

    /// A lane mask: where the class of the f64 pair `x` is one of `bits`
    /// (`v_cmp_class_f64`).
    fn class64(&mut self, x: &MOp, bits: u32) -> VReg {
        let m = self.mt();
        let b = self.st(1);
        self.i("s_mov_b32", 1, vec![MOp::v(b, 1), MOp::Hex(bits)]);
        self.i(
            "v_cmp_class_f64_e64",
            1,
            vec![self.mop(m), x.clone(), MOp::v(b, 1)],
        );
        m
    }

    /// A lane mask from an f64 compare `op` (`v_cmp_*_f64_e64`).
    fn cmp64(&mut self, op: &'static str, a: MOp, b: MOp) -> VReg {
        let m = self.mt();
        self.i(op, 1, vec![self.mop(m), a, b]);
        m
    }

    /// A scalar mask operation (`s_and`, `s_andn2`, `s_or`...) for the
    /// wave size.
    fn mask_op(&mut self, base: &str, a: VReg, b: VReg) -> VReg {
        let t = self.mt();
        let op = self.m(base);
        self.i(op, 1, vec![self.mop(t), self.mop(a), self.mop(b)]);
        t
    }

    /// `pow(x, y)` in f32 as the emulator computes it (the platform's f64
    /// `pow` of the two floats, rounded once to f32).
    ///
    /// The general case |x|^y = 2^t with t = y log2|x|: |x| = m 2^e with
    /// m in [sqrt(1/2), sqrt(2)), log2 m = (2/ln 2) atanh(s) for
    /// s = (m-1)/(m+1) (|s| <= 0.172), s a double-double (the quotient
    /// and its exact remainder by fma), (2/ln 2) s in double-double and
    /// the rest of the series (at most 1% of it, s^3 to s^25 as in
    /// `log2_f32`) in f64: log2|x| = e + log2 m to about 2^-58 relative
    /// as a double-double, and t = y log2|x| as one (fma for the exact
    /// product). With t clamped to [-200, 200] (beyond, the f32 result is
    /// 0 or infinite alike), n = rint(t), f = (t - n) + t_lo, 2^f by the
    /// Taylor series of `exp2_f32` and scaled by 2^n: within about 2^-50
    /// relative of |x|^y (|t| <= 200 times 2^-58). Exact results that are
    /// f32 numbers round to themselves from that close; exact results
    /// halfway between two f32 (257^3, 66049^1.5: the emulator's `pow`
    /// returns them exactly and its rounding ties to even) are recovered
    /// by snapping an f64 value within 8 units in its last place of an
    /// f32 midpoint onto it (a non-exact value lies that close with odds
    /// about 2^-25). For y = 1/2, the correctly rounded f64 square root
    /// instead (the library's `pow` is within 0.52 units there too, and
    /// square roots come within 2^-51 of f32 midpoints without reaching
    /// them). The sign for a negative x and odd integer y; the
    /// default NaN for a negative x and non-integer y; then the C
    /// special cases exactly as the x86-64 `pow` gives them: x or y zero,
    /// infinite or NaN (a NaN x quieted, its sign flipped for an odd y as
    /// the library's `-(x * x)` does; else a NaN y quieted), 1^y and x^0
    /// are 1 even for NaN.
    fn pow_f32(&mut self, a: Val, b: Val) -> Val {
        let one = MOp::F32(0x3f80_0000);
        let av = self.to_v(a);
        let bv = self.to_v(b);
        let xd = self.f64op("v_cvt_f64_f32_e32", vec![av.op()]);
        let yd = self.f64op("v_cvt_f64_f32_e32", vec![bv.op()]);
        // log2|x|: m in [1/2, 1) from frexp, doubled below sqrt(1/2).
        let ax = self.abs64(&xd);
        let m = self.f64op("v_frexp_mant_f64_e32", vec![ax.clone()]);
        let e = self.vt(1);
        self.i("v_frexp_exp_i32_f64_e32", 1, vec![MOp::v(e, 1), xd.clone()]);
        let sqh = self.k64(0x3fe6a09e667f3bcd);
        let small = self.cmp64("v_cmp_gt_f64_e64", sqh, m.clone());
        let m2 = self.f64op("v_add_f64", vec![m.clone(), m.clone()]);
        let mm = self.select64(&m, &m2, small);
        let em1 = self.add(Val::V(e, 0), Val::K(u32::MAX));
        let e2 = self.cndmask(Val::V(e, 0), em1, small);
        let num = self.f64op("v_add_f64", vec![mm.clone(), MOp::F32(0xbf80_0000)]);
        let den = self.f64op("v_add_f64", vec![mm, one.clone()]);
        let (nr, dr) = (Self::pair_reg(&num), Self::pair_reg(&den));
        let sq = self.div_f64(
            &Value::two(Val::V(nr, 0), Val::V(nr, 1), DataType::DF),
            &Value::two(Val::V(dr, 0), Val::V(dr, 1), DataType::DF),
        );
        let sh = MOp::v(sq, 2);
        // s_lo = (num - s_hi den) / den (the remainder is exact).
        let rem = self.f64op(
            "v_fma_f64",
            vec![sh.clone().negated(), den.clone(), num.clone()],
        );
        let rd = self.f64op("v_rcp_f64_e32", vec![den]);
        let sl = self.f64op("v_mul_f64", vec![rem, rd]);
        let z = self.f64op("v_mul_f64", vec![sh.clone(), sh.clone()]);
        let p = self.horner64(&z, &LOG2_SERIES[1..]);
        let sz = self.f64op("v_mul_f64", vec![sh.clone(), z]);
        let corr = self.f64op("v_mul_f64", vec![sz, p]);
        // (2/ln 2) s in double-double: K = 0x40071547652b82fe + 0x3c8777d0ffda0d24.
        let kh = self.k64(0x40071547652b82fe);
        let l_hi = self.f64op("v_mul_f64", vec![sh.clone(), kh.clone()]);
        let l_err = self.f64op(
            "v_fma_f64",
            vec![sh.clone(), kh.clone(), l_hi.clone().negated()],
        );
        let kl = self.k64(0x3c8777d0ffda0d24);
        let t1 = self.f64op("v_mul_f64", vec![sh, kl]);
        let t1 = self.f64op("v_fma_f64", vec![sl, kh, t1]);
        let t1 = self.f64op("v_add_f64", vec![t1, l_err]);
        let l_lo = self.f64op("v_add_f64", vec![t1, corr]);
        // T = e + L (two-sum), then t = y T.
        let ed = self.f64op("v_cvt_f64_i32_e32", vec![e2.op()]);
        let (u, uerr) = self.two_sum(ed, l_hi);
        let tl = self.f64op("v_add_f64", vec![uerr, l_lo]);
        let (th, tl) = self.fast_two_sum(u, tl);
        let t_hi = self.f64op("v_mul_f64", vec![yd.clone(), th.clone()]);
        let t_err = self.f64op("v_fma_f64", vec![yd.clone(), th, t_hi.clone().negated()]);
        let t_lo = self.f64op("v_fma_f64", vec![yd.clone(), tl, t_err]);
        let k200 = self.k64(0x4069_0000_0000_0000);
        let t_hi = self.f64op("v_min_f64", vec![t_hi, k200.clone()]);
        let t_hi = self.f64op("v_max_f64", vec![t_hi, k200.negated()]);
        let n = self.f64op("v_rndne_f64_e32", vec![t_hi.clone()]);
        let f = self.f64op("v_add_f64", vec![t_hi, n.clone().negated()]);
        let f = self.f64op("v_add_f64", vec![f, t_lo]);
        // (Where t was clamped its low part is meaningless: keep f small.)
        let f = self.f64op("v_min_f64", vec![f, one.clone()]);
        let f = self.f64op("v_max_f64", vec![f, MOp::F32(0xbf80_0000)]);
        let ln2 = self.k64(0x3fe62e42fefa39ef);
        let uu = self.f64op("v_mul_f64", vec![f, ln2]);
        let pe = self.horner64(&uu, &EXP_SERIES);
        let ni = self.vt(1);
        self.i("v_cvt_i32_f64_e32", 1, vec![MOp::v(ni, 1), n]);
        let r = self.f64op("v_ldexp_f64", vec![pe, MOp::v(ni, 1)]);
        // Snap to an f32 midpoint within 8 units of the f64's last place.
        let rr = Self::pair_reg(&r);
        let low = self.op2(ops::AND, Val::V(rr, 0), Val::K(0x1fff_ffff));
        let dist = self.sub(low, Val::K(0x1000_0000));
        let ad = self.iabs(dist);
        let near = self.mt();
        {
            let [adv] = self.legal3([ad]);
            self.i(
                "v_cmp_ge_u32_e64",
                1,
                vec![self.mop(near), MOp::Imm(8), adv.op()],
            );
        }
        let snapped = {
            let h = self.op2(ops::AND, Val::V(rr, 0), Val::K(0xe000_0000));
            self.op2(ops::OR, h, Val::K(0x1000_0000))
        };
        let rlo = self.cndmask(Val::V(rr, 0), snapped, near);
        let rv = self.vt(2);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(rv, 0, 1), rlo.op()]);
        self.i(
            "v_mov_b32_e32",
            1,
            vec![MOp::vs(rv, 1, 1), MOp::vs(rr, 1, 1)],
        );
        // y = 1/2: the correctly rounded square root (its near-halfway
        // cases, sqrt(2^128 (1 - 2^-24)) for one, are too close for the
        // snapping above).
        let half = self.cmp64("v_cmp_eq_f64_e64", yd.clone(), MOp::F32(0x3f00_0000));
        let sq = self.sqrt_f64(ax.clone());
        let rv = self.select64(&MOp::v(rv, 2), &MOp::v(sq, 2), half);
        let o = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(o, 1), rv]);
        // Classes.
        let xneg = self.class64(&xd, 0x3c);
        let xnan = self.class64(&xd, 0x3);
        let x0i = self.class64(&xd, 0x264);
        let x0 = self.class64(&xd, 0x60);
        let ynan = self.class64(&yd, 0x3);
        let yinf = self.class64(&yd, 0x204);
        let y0 = self.class64(&yd, 0x60);
        let yneg = self.class64(&yd, 0x3c);
        let ytr = self.f64op("v_trunc_f64_e32", vec![yd.clone()]);
        let yint = self.cmp64("v_cmp_eq_f64_e64", ytr, yd.clone());
        let yh = self.f64op("v_mul_f64", vec![yd.clone(), MOp::F32(0x3f00_0000)]);
        let yhtr = self.f64op("v_trunc_f64_e32", vec![yh.clone()]);
        let hint = self.cmp64("v_cmp_eq_f64_e64", yhtr, yh);
        let odd = self.mask_op("s_andn2", yint, hint);
        let ax_lt1 = self.cmp64("v_cmp_gt_f64_e64", one.clone(), xd.clone().absolute());
        let ax_eq1 = self.cmp64("v_cmp_eq_f64_e64", one.clone(), xd.clone().absolute());
        let x_eq1 = self.cmp64("v_cmp_eq_f64_e64", one, xd);
        // 1. The general case's sign and invalid negative bases.
        let xodd = self.mask_op("s_and", xneg, odd);
        let neg = self.op2(ops::XOR, Val::V(o, 0), Val::K(0x8000_0000));
        let r = self.cndmask(Val::V(o, 0), neg, xodd);
        let bad = self.mask_op("s_andn2", xneg, yint);
        let r = self.cndmask(r, Val::K(0xffc0_0000), bad);
        // 2. x zero or infinite: 0 where (x = 0) == (y > 0), else infinity.
        let zero_res = self.mask_op("s_xor", x0, yneg);
        let mag = self.cndmask(Val::K(0x7f80_0000), Val::K(0), zero_res);
        let sgn = self.cndmask(mag, Val::K(0x8000_0000), xodd);
        let sgn = self.op2(ops::OR, sgn, mag);
        let r = self.cndmask(r, sgn, x0i);
        // 3. y infinite: 1 for |x| = 1, 0 where (|x| < 1) == (y > 0),
        // else infinity.
        let zr = self.mask_op("s_xor", ax_lt1, yneg);
        let v3 = self.cndmask(Val::K(0x7f80_0000), Val::K(0), zr);
        let v3 = self.cndmask(v3, Val::K(0x3f80_0000), ax_eq1);
        let r = self.cndmask(r, v3, yinf);
        // 4. NaNs.
        let qy = self.op2(ops::OR, bv, Val::K(0x0040_0000));
        let r = self.cndmask(r, qy, ynan);
        let qx = self.op2(ops::OR, av, Val::K(0x0040_0000));
        let xs = self.op2(ops::AND, av, Val::K(0x8000_0000));
        let flip = self.cndmask(Val::K(0), xs, odd);
        let qx = self.op2(ops::XOR, qx, flip);
        let r = self.cndmask(r, qx, xnan);
        // 5. x^0 and 1^y.
        let ones = self.mask_op("s_or", y0, x_eq1);
        self.cndmask(r, Val::K(0x3f80_0000), ones)
    }

    /// `a + b` as a double-double (Knuth's two-sum: any magnitudes).
    fn two_sum(&mut self, a: MOp, b: MOp) -> (MOp, MOp) {
        let s = self.f64op("v_add_f64", vec![a.clone(), b.clone()]);
        let bb = self.f64op("v_add_f64", vec![s.clone(), a.clone().negated()]);
        let ab = self.f64op("v_add_f64", vec![s.clone(), bb.clone().negated()]);
        let da = self.f64op("v_add_f64", vec![a, ab.negated()]);
        let db = self.f64op("v_add_f64", vec![b, bb.negated()]);
        let e = self.f64op("v_add_f64", vec![da, db]);
        (s, e)
    }

    /// `a + b` as a double-double for |a| >= |b| (or a = 0).
    fn fast_two_sum(&mut self, a: MOp, b: MOp) -> (MOp, MOp) {
        let s = self.f64op("v_add_f64", vec![a.clone(), b.clone()]);
        let d = self.f64op("v_add_f64", vec![s.clone(), a.negated()]);
        let e = self.f64op("v_add_f64", vec![b, d.negated()]);
        (s, e)
    }

    fn lrp_f32(&mut self, a: Val, b: Val, c: Val) -> Val {
        // b * a + c * (1 - a), in f64, rounded once to f32 (as the
        // emulator computes it).
        let cv = |s: &mut Self, x: Val| -> VReg {
            let t = s.vt(2);
            s.i("v_cvt_f64_f32_e32", 1, vec![MOp::v(t, 2), x.op()]);
            t
        };
        let (a, b, c) = (cv(self, a), cv(self, b), cv(self, c));
        let ba = self.vt(2);
        self.i(
            "v_mul_f64",
            1,
            vec![MOp::v(ba, 2), MOp::v(b, 2), MOp::v(a, 2)],
        );
        let om = self.vt(2);
        self.i(
            "v_add_f64",
            1,
            vec![MOp::v(om, 2), MOp::F32(0x3f80_0000), MOp::v(a, 2).negated()],
        );
        let cm = self.vt(2);
        self.i(
            "v_mul_f64",
            1,
            vec![MOp::v(cm, 2), MOp::v(c, 2), MOp::v(om, 2)],
        );
        let s = self.vt(2);
        self.i(
            "v_add_f64",
            1,
            vec![MOp::v(s, 2), MOp::v(ba, 2), MOp::v(cm, 2)],
        );
        let r = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(r, 1), MOp::v(s, 2)]);
        Val::V(r, 0)
    }

    fn f64_alu(
        &mut self,
        op: AluOp,
        v: &[Value],
        sel_mask: Option<Option<VReg>>,
        per_lane: bool,
    ) -> R<Value> {
        use AluOp::*;
        let ty = DataType::DF;
        let p = |s: &mut Self, i: usize| -> MOp { s.pair(&v[i]) };
        let bin = |s: &mut Self, name: &'static str| -> VReg {
            let (a, b) = (p(s, 0), p(s, 1));
            let (a, b) = s.legal_cmp64(a, b);
            let t = s.vt(2);
            s.i(name, 1, vec![MOp::v(t, 2), a, b]);
            t
        };
        let r = match op {
            Add => bin(self, "v_add_f64"),
            Mul => bin(self, "v_mul_f64"),
            Mad => {
                let (a, b, c) = (p(self, 0), p(self, 1), p(self, 2));
                let a = self.vreg_pair(a);
                let b = self.vreg_pair(b);
                let t = self.vt(2);
                self.i("v_fma_f64", 1, vec![MOp::v(t, 2), a, b, c]);
                t
            }
            Min | Max => {
                // Signalling NaNs quieted first, as for f32 (see fminmax).
                let quiet = |s: &mut Self, i: usize| -> VReg {
                    let x = p(s, i);
                    let x = s.vreg_pair(x);
                    let t = s.vt(2);
                    s.i("v_max_f64", 1, vec![MOp::v(t, 2), x.clone(), x]);
                    t
                };
                let (qa, qb) = (quiet(self, 0), quiet(self, 1));
                let r = self.vt(2);
                self.i(
                    if op == Max { "v_max_f64" } else { "v_min_f64" },
                    1,
                    vec![MOp::v(r, 2), MOp::v(qa, 2), MOp::v(qb, 2)],
                );
                // Equal operands: combine sign bits of the high halves of
                // the quieted values (denormals flushed under the mode).
                let m = self.mt();
                self.i(
                    "v_cmp_eq_f64_e64",
                    1,
                    vec![self.mop(m), MOp::v(qa, 2), MOp::v(qb, 2)],
                );
                let (ah, bh) = (Val::V(qa, 1), Val::V(qb, 1));
                let z = if op == Max {
                    self.op2(ops::AND, ah, bh)
                } else {
                    self.op2(ops::OR, ah, bh)
                };
                let h = self.cndmask(Val::V(r, 1), z, m);
                let t = self.vt(2);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), MOp::vs(r, 0, 1)]);
                self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), h.op()]);
                t
            }
            Sel => match sel_mask.flatten() {
                None => return Ok(v[0]),
                Some(m) => {
                    let l = self.cndmask(v[1].lo, v[0].lo, m);
                    let h = self.cndmask(
                        v[1].hi.unwrap_or(Val::K(0)),
                        v[0].hi.unwrap_or(Val::K(0)),
                        m,
                    );
                    // Denormals flushed under the mode, as in every float
                    // operation of the emulator (see float_alu).
                    let p = self.pair(&Value::two(l, h, ty));
                    let t = self.vt(2);
                    self.i("v_mul_f64", 1, vec![MOp::v(t, 2), p, MOp::F32(0x3f80_0000)]);
                    t
                }
            },
            Rndd | Rndu | Rnde | Rndz => {
                let name = match op {
                    Rndd => "v_floor_f64_e32",
                    Rndu => "v_ceil_f64_e32",
                    Rnde => "v_rndne_f64_e32",
                    _ => "v_trunc_f64_e32",
                };
                let a = p(self, 0);
                let t = self.vt(2);
                self.i(name, 1, vec![MOp::v(t, 2), a]);
                t
            }
            Frc => {
                let a = p(self, 0);
                let f = self.vt(2);
                self.i("v_floor_f64_e32", 1, vec![MOp::v(f, 2), a.clone()]);
                let t = self.vt(2);
                self.i(
                    "v_add_f64",
                    1,
                    vec![MOp::v(t, 2), a, MOp::v(f, 2).negated()],
                );
                t
            }
            Divm => self.div_f64(&v[0], &v[1]),
            Sqrt | Sqrtm => {
                let a = p(self, 0);
                let a = self.vreg_pair(a);
                self.sqrt_f64(a)
            }
            Rsqrt => {
                // As the emulator: the square root and the reciprocal each
                // correctly rounded in f64.
                let a = p(self, 0);
                let a = self.vreg_pair(a);
                let s = self.sqrt_f64(a);
                let sv = Value::two(Val::V(s, 0), Val::V(s, 1), ty);
                self.div_f64(&Value::konst(0x3ff0_0000_0000_0000, ty), &sv)
            }
            Inv => self.div_f64(&Value::konst(0x3ff0_0000_0000_0000, ty), &v[0]),
            Div => {
                let i = self.div_f64(&Value::konst(0x3ff0_0000_0000_0000, ty), &v[1]);
                let a = p(self, 0);
                let t = self.vt(2);
                let a = self.vreg_pair(a);
                self.i("v_mul_f64", 1, vec![MOp::v(t, 2), a, MOp::v(i, 2)]);
                t
            }
            _ => return Err(self.err(format!("{op:?} on df is not supported yet"))),
        };
        Ok(self.pair_value(r, per_lane, ty))
    }

    /// Correctly rounded f64 division (scale, reciprocal, two Newton
    /// steps, fused correction, fixup).
    pub fn div_f64(&mut self, a: &Value, b: &Value) -> VReg {
        let ap = self.pair(a);
        let ap = self.vreg_pair(ap);
        let bp = self.pair(b);
        let bp = self.vreg_pair(bp);
        let den = self.vt(2);
        let d1 = self.mt();
        self.i(
            "v_div_scale_f64",
            2,
            vec![
                MOp::v(den, 2),
                self.mop(d1),
                bp.clone(),
                bp.clone(),
                ap.clone(),
            ],
        );
        let num = self.vt(2);
        let vcc = self.vcc();
        self.i(
            "v_div_scale_f64",
            2,
            vec![MOp::v(num, 2), vcc, ap.clone(), bp.clone(), ap.clone()],
        );
        let r = self.vt(2);
        self.i("v_rcp_f64_e32", 1, vec![MOp::v(r, 2), MOp::v(den, 2)]);
        let nd = MOp::v(den, 2).negated();
        let mut r = r;
        for _ in 0..2 {
            let e = self.vt(2);
            self.i(
                "v_fma_f64",
                1,
                vec![
                    MOp::v(e, 2),
                    nd.clone(),
                    MOp::v(r, 2),
                    MOp::F32(0x3f80_0000),
                ],
            );
            let r2 = self.vt(2);
            self.i(
                "v_fma_f64",
                1,
                vec![MOp::v(r2, 2), MOp::v(r, 2), MOp::v(e, 2), MOp::v(r, 2)],
            );
            r = r2;
        }
        let q = self.vt(2);
        self.i(
            "v_mul_f64",
            1,
            vec![MOp::v(q, 2), MOp::v(num, 2), MOp::v(r, 2)],
        );
        let e = self.vt(2);
        self.i(
            "v_fma_f64",
            1,
            vec![MOp::v(e, 2), nd, MOp::v(q, 2), MOp::v(num, 2)],
        );
        let f = self.vt(2);
        let m = self.i(
            "v_div_fmas_f64",
            1,
            vec![MOp::v(f, 2), MOp::v(e, 2), MOp::v(r, 2), MOp::v(q, 2)],
        );
        m.imp_use |= crate::mir::imp::VCC;
        let out = self.vt(2);
        self.i(
            "v_div_fixup_f64",
            1,
            vec![MOp::v(out, 2), MOp::v(f, 2), bp, ap],
        );
        out
    }

    /// A lane mask of `rel(a, b)` (0 eq, 1 ne, 2 gt, 3 ge, 4 lt, 5 le).
    pub fn compare(&mut self, rel: u8, a: Value, b: Value) -> R<VReg> {
        let class = super::alu::class_of(&[a.ty, b.ty]);
        let relname = |rel: u8, float: bool| -> &'static str {
            match rel {
                0 => "eq",
                1 => {
                    if float {
                        "neq"
                    } else {
                        "ne"
                    }
                }
                2 => "gt",
                3 => "ge",
                4 => "lt",
                _ => "le",
            }
        };
        let m = self.mt();
        match class {
            Class::I => {
                let wide = a.ty.size() == 8 || b.ty.size() == 8;
                let unsigned_32 = |t: DataType| t == DataType::UD;
                if wide {
                    let any_uq = a.ty == DataType::UQ || b.ty == DataType::UQ;
                    if any_uq && (a.ty.is_signed_int() || b.ty.is_signed_int()) {
                        // Mixed signedness: the exact values in 128 bits.
                        let (x, y) = (self.ext128(&a), self.ext128(&b));
                        return Ok(self.cmp128(rel, x, y));
                    }
                    let x = self.extend64(&a, true);
                    let y = self.extend64(&b, true);
                    let xp = self.pair(&Value::two(x.0, x.1, DataType::Q));
                    let yp = self.pair(&Value::two(y.0, y.1, DataType::Q));
                    let (xp, yp) = self.legal_cmp64(xp, yp);
                    let name = super::intern(format!(
                        "v_cmp_{}_{}64_e64",
                        relname(rel, false),
                        if any_uq { "u" } else { "i" }
                    ));
                    self.i(name, 1, vec![self.mop(m), xp, yp]);
                    return Ok(m);
                }
                let ua = unsigned_32(a.ty);
                let ub = unsigned_32(b.ty);
                let x = self.extend32(&a);
                let y = self.extend32(&b);
                if ua != ub && (!ua || b.ty.is_signed_int()) && (!ub || a.ty.is_signed_int()) {
                    // ud against a signed value: compare in 64 bits.
                    let xa = self.extend64(&a, true);
                    let yb = self.extend64(&b, true);
                    let xp = self.pair(&Value::two(xa.0, xa.1, DataType::Q));
                    let yp = self.pair(&Value::two(yb.0, yb.1, DataType::Q));
                    let (xp, yp) = self.legal_cmp64(xp, yp);
                    let name = super::intern(format!("v_cmp_{}_i64_e64", relname(rel, false)));
                    self.i(name, 1, vec![self.mop(m), xp, yp]);
                    return Ok(m);
                }
                let signed = !(ua || ub);
                let name = super::intern(format!(
                    "v_cmp_{}_{}32_e64",
                    relname(rel, false),
                    if signed { "i" } else { "u" }
                ));
                let [x, y] = self.legal3([x, y]);
                self.i(name, 1, vec![self.mop(m), x.op(), y.op()]);
                Ok(m)
            }
            Class::D => {
                let x = self.convert(a, DataType::DF, false)?;
                let y = self.convert(b, DataType::DF, false)?;
                let xp = self.pair(&x);
                let yp = self.pair(&y);
                let (xp, yp) = self.legal_cmp64(xp, yp);
                let name = super::intern(format!("v_cmp_{}_f64_e64", relname(rel, true)));
                self.i(name, 1, vec![self.mop(m), xp, yp]);
                Ok(m)
            }
            Class::F | Class::H => {
                let (ty, suf) = if class == Class::F {
                    (DataType::F, "f32")
                } else {
                    (DataType::HF, "f16")
                };
                let x = self.convert(a, ty, false)?;
                let y = self.convert(b, ty, false)?;
                let name = super::intern(format!("v_cmp_{}_{suf}_e64", relname(rel, true)));
                let [xv, yv] = self.legal3([x.lo, y.lo]);
                self.i(name, 1, vec![self.mop(m), xv.op(), yv.op()]);
                Ok(m)
            }
        }
    }

    /// All ones where `x > k`, else zero (`x` and `k` below 2^31: the
    /// difference's sign). Scalar or vector as `x` is.
    fn gt_mask(&mut self, x: Val, k: u32) -> Val {
        let d = self.sub(Val::K(k), x);
        self.op2(ops::ASHR, d, Val::K(31))
    }

    /// `m ? b : a` per bit (`m` all ones or zero).
    fn blend(&mut self, a: Val, b: Val, m: Val) -> Val {
        let x = self.op2(ops::XOR, a, b);
        let x = self.op2(ops::AND, x, m);
        self.op2(ops::XOR, a, x)
    }

    /// `fcvt` and `srnd` (XeHPC's 8-bit and 19-bit float forms) on the
    /// source's raw bits, as the emulator's `conv.rs` computes them:
    /// integer code, exact, independent of `%cr0`.
    pub fn fp8(&mut self, vals: &[Value], dty: DataType) -> R<Value> {
        use DataType::*;
        let x = self.zext32(&vals[0]);
        let rnd = vals.get(1).map(|v| self.zext32(v));
        let k = Val::K;
        let r = match (vals[0].ty, dty, rnd) {
            // BF8 is the high byte of an HF.
            (UB, HF, None) => self.op2(ops::SHL, x, k(8)),
            (HF, UB, rnd) => {
                let s = self.op2(ops::LSHR, x, k(8));
                let sign = self.op2(ops::AND, s, k(0x80));
                let mag = self.op2(ops::AND, x, k(0x7fff));
                let b = match rnd {
                    None => {
                        // Nearest even: add 0x7f plus the kept lsb, drop 8
                        // bits (0x7bxx may round up to infinity, 0x7c).
                        let odd = self.bfe(mag, 8, 1, false);
                        let t = self.add(mag, k(0x7f));
                        let t = self.add(t, odd);
                        self.op2(ops::LSHR, t, k(8))
                    }
                    Some(r) => {
                        // The random byte added, truncated, at most
                        // infinity.
                        let r = self.op2(ops::AND, r, k(0xff));
                        let t = self.add(mag, r);
                        let t = self.op2(ops::LSHR, t, k(8));
                        self.op2(ops::MIN_U, t, k(0x7c))
                    }
                };
                let nan = self.gt_mask(mag, 0x7c00);
                let b = self.blend(b, k(0x7e), nan);
                self.op2(ops::OR, sign, b)
            }
            (F, F | UD, None) => {
                // TF32: nearest even on the low 13 bits; F denormals to
                // zero of their sign; a NaN keeps its quiet bit.
                let sign = self.op2(ops::AND, x, k(0x8000_0000));
                let mag = self.op2(ops::AND, x, k(0x7fff_ffff));
                let odd = self.bfe(x, 13, 1, false);
                let t = self.add(x, k(0xfff));
                let t = self.add(t, odd);
                let t = self.op2(ops::AND, t, k(!0x1fff));
                let normal = self.gt_mask(mag, 0x7f_ffff);
                let t = self.blend(sign, t, normal);
                let q = self.op2(ops::OR, x, k(0x40_0000));
                let q = self.op2(ops::AND, q, k(!0x1fff));
                let nan = self.gt_mask(mag, 0x7f80_0000);
                self.blend(t, q, nan)
            }
            // TF32 held in UD is an F.
            (UD, F, None) => x,
            (F, HF, Some(r)) => {
                // The random bits added to the 13 bits HF drops, then the
                // sum truncated to HF: 2^16 and above is infinity (so is
                // an infinity), a NaN stays a NaN.
                let s16 = self.op2(ops::LSHR, x, k(16));
                let sign = self.op2(ops::AND, s16, k(0x8000));
                let mag = self.op2(ops::AND, x, k(0x7fff_ffff));
                let r = self.op2(ops::AND, r, k(0x1fff));
                let s = self.add(mag, r);
                // HF normals: rebias the exponent (127 - 15 = 112).
                let hn = self.op2(ops::LSHR, s, k(13));
                let hn = self.sub(hn, k(112 << 10));
                // HF denormals (below 2^-14): the significand (with its
                // implicit bit) in units of 2^-24, truncated; shifts of 24
                // or more give zero (F denormals included).
                let e = self.op2(ops::LSHR, s, k(23));
                let sh = self.sub(k(126), e);
                let sh = self.op2(ops::MIN_U, sh, k(31));
                let m = self.op2(ops::AND, s, k(0x7f_ffff));
                let m = self.op2(ops::OR, m, k(0x80_0000));
                let hd = self.op2(ops::LSHR, m, sh);
                let normal = self.gt_mask(s, 0x387f_ffff);
                let h = self.blend(hd, hn, normal);
                let big = self.gt_mask(s, 0x477f_ffff);
                let h = self.blend(h, k(0x7c00), big);
                let nan = self.gt_mask(mag, 0x7f80_0000);
                let h = self.blend(h, k(0x7e00), nan);
                self.op2(ops::OR, sign, h)
            }
            (st, _, _) => {
                return Err(self.err(format!(
                    "conversion from {st} to {dty} is not one fcvt or srnd performs"
                )))
            }
        };
        Ok(Value::one(r, dty))
    }
}
