//! `dpas`: the systolic multiply-add as VALU code, bit for bit as the vISA
//! emulator computes it (`visa_emu::dpas`).
//!
//! Lane `i` computes channel `i` of every row: `src1` (B) and `src0`/`dst`
//! are per channel, so their elements are per-lane reads of the operand's
//! dwords; `src2` (A) is the same for every channel, so its elements are
//! uniform reads (`v_readlane`, or per-segment broadcasts when packed).
//!
//! - Integer stages: each sub-byte element pair is extracted (`bfe`, signed
//!   or not by its precision) and multiplied into the 32-bit accumulator
//!   with `v_mad_i32_i24` (the elements have at most 8 bits, so the 24-bit
//!   product is exact); the sum wraps as the emulator's does (addition
//!   modulo 2^32 does not depend on the order).
//! - Float stages: the emulator rounds `acc + b0*a0 + b1*a1` once to f32
//!   (exact products, exact sum). The products of two bf/hf/tf32 values
//!   are exact in f64 (at most 22 significant bits, exponents within
//!   2^-272 .. 2^256), so the sum of three f64 values is rounded once:
//!   `(s, e) = TwoSum(p0, p1)`, `(t, l) = TwoSum(acc, s)`, `v = RO(l + e)`,
//!   `z = RO(t + v)` (RO: round to odd, a TwoSum whose inexact even result
//!   steps to its odd neighbour toward the error), then `v_cvt_f32_f64`:
//!   53 bits rounded to odd keep the sticky information a rounding to 24
//!   bits needs (Boldo and Melquiond's correctly rounded sum of three;
//!   checked against exact rational sums on 150,000 random and
//!   midpoint-adversarial triples while writing this). No partial sum
//!   reaches the f64 subnormal range, so none of it is flushed. A `v`
//!   of zero keeps `t` (so `-0 + -0 + -0` stays `-0`, as the emulator's
//!   f64 sums give it), a non-finite `t` is the result (an infinity, or a
//!   NaN made `0x7fc00000` at the end, as the emulator gives every NaN).
//! - MODE is round to nearest even (dpas is never selected under another
//!   rounding, see `Sel::round_for`) and keeps denormals while the
//!   instruction runs, whatever `%cr0` says (the emulator keeps them).

use visa::DataType;
use visa_emu::dpas::Prec;

use super::{konst, ops, Chan, Sel, Val, Value, R};
use crate::access::{Access, Shape};
use crate::decode::Dpas;
use crate::layout::{fit, Fit};
use crate::mir::{MInst, MOp, VReg};

/// The `src2` reads of a `dpas` as (byte offset from the operand, type):
/// whole dwords, then the bytes of a tail shorter than a dword (the
/// operation reads exactly `src2_len` bytes).
pub fn src2_reads(len: u32) -> Vec<(u32, DataType)> {
    let mut v: Vec<(u32, DataType)> = (0..len / 4).map(|k| (4 * k, DataType::UD)).collect();
    v.extend((len / 4 * 4..len).map(|b| (b, DataType::UB)));
    v
}

/// Per-channel access to `n` elements of `ty` at `off + i * size` of `root`.
pub fn lanes(root: u32, off: u32, n: u32, ty: DataType) -> Access {
    let s = ty.size();
    Access {
        root,
        ty,
        shape: Shape::Lanes {
            lane0: 0,
            offs: (0..n).map(|i| off + i * s).collect(),
        },
    }
}

/// `dpasw`: the bytes of `src2` the pair's even thread provides (the
/// DPASW page: its first `ceil(GRFs / 2)` GRFs); the odd thread provides
/// the rest from its own `src2` start.
pub fn wide_cut(d: &visa_emu::dpas::DpasInst) -> u32 {
    ((d.wide_split().0) * d.grf).min(d.src2_len)
}

/// The bytes of its own `src2` a `dpas` (or one thread of a `dpasw`)
/// reads.
pub fn src2_own(d: &visa_emu::dpas::DpasInst) -> u32 {
    if d.wide {
        wide_cut(d)
    } else {
        d.src2_len
    }
}

/// `src1` rows (GRFs) a `dpas` reads.
pub fn src1_rows(d: &visa_emu::dpas::DpasInst) -> u32 {
    d.sd.div_ceil(d.s1opc)
}

impl Sel<'_> {
    /// Selects a `dpas` (every channel, whatever EXEC: the page's
    /// semantics have no channel enables).
    pub fn dpas(&mut self, c: &Chan, p: &Dpas) -> R<()> {
        if c.pred.is_some() {
            return Err(self.err("a predicated dpas is not supported"));
        }
        if p.d.wide {
            if !self.packed {
                return Err(self.err(
                    "dpasw needs the two threads of its pair in one wave (the kernel could not be packed)",
                ));
            }
            let Some(&trap) = self.flow.loop_block.get(&self.k) else {
                return Err(self.err("internal: a dpasw without its trap block"));
            };
            let Some(&cont) = self.flow.block_of.get(&(self.k + 1)) else {
                return Err(self.err("internal: a dpasw without a block after it"));
            };
            self.dpasw_check(trap);
            let r = self.dpas_in(p);
            // Over the trap block, which follows.
            self.branch("s_branch", cont);
            self.cur = trap;
            self.i("s_trap", 0, vec![MOp::Imm(2)]);
            self.i("s_endpgm", 0, vec![]);
            self.cur = cont;
            return r;
        }
        self.dpas_in(p)
    }

    fn dpas_in(&mut self, p: &Dpas) -> R<()> {
        let ch = Chan {
            n: p.d.exec,
            moff: 0,
            nomask: true,
            pred: None,
        };
        let plan = self.chen(&ch)?;
        let save = plan.map(|m| self.set_exec(m));
        let int = matches!(p.d.w, Prec::Int { .. });
        let r = if int {
            self.dpas_int(&ch, p)
        } else {
            self.dpas_float(&ch, p)
        };
        if let Some(s) = save {
            self.restore_exec(s);
        }
        r
    }

    /// `dpasw` in packed mode: every thread present at the start must be
    /// here (a thread elsewhere would meet its pair later, which one wave
    /// cannot give it) and have its pair's other thread (threads 2k and
    /// 2k + 1 of the group: segments `s` and `s ^ 1`); else `s_trap 2`,
    /// as the vISA emulator stops such a group.
    fn dpasw_check(&mut self, trap: u32) {
        let h = self.here();
        let p = self.seg_present.expect("packed prologue");
        let w = self.w;
        // The even segments' lanes.
        let even = self.mask_const(
            (0..self.t.wave_size() / w)
                .step_by(2)
                .fold(0u64, |a, s| a | ((1u64 << w) - 1) << (s * w)),
        );
        let (and, shl, shr) = (self.m("s_and"), self.m("s_lshl"), self.m("s_lshr"));
        let (x, y, sw) = (self.mt(), self.mt(), self.mt());
        let (po, eo) = (self.mop(p), self.mop(even));
        self.i(and, 1, vec![self.mop(x), po.clone(), eo.clone()]);
        self.i(shl, 1, vec![self.mop(x), self.mop(x), konst(w)]);
        self.i(shr, 1, vec![self.mop(y), po.clone(), konst(w)]);
        self.i(and, 1, vec![self.mop(y), self.mop(y), eo]);
        let or = self.m("s_or");
        self.i(or, 1, vec![self.mop(sw), self.mop(x), self.mop(y)]);
        let cmp = self.m("s_cmp_eq");
        self.i(cmp, 0, vec![self.mop(h), po.clone()]);
        self.branch("s_cbranch_scc0", trap);
        self.i(cmp, 0, vec![self.mop(sw), po]);
        self.branch("s_cbranch_scc0", trap);
    }

    /// Uniform read of `src2` byte `byte`: the value holding it and the
    /// bit of the byte in it (dwords when whole, else the byte). `dpasw`:
    /// the bytes before the cut are the even thread's, the rest the odd
    /// thread's from its own `src2` start.
    fn src2_at(&mut self, p: &Dpas, cache: &mut Vec<Option<Val>>, byte: u32) -> R<(Val, u32)> {
        let len = p.d.src2_len;
        let (slot, off, ty, shift) = if byte / 4 * 4 + 4 <= len {
            (byte / 4, byte / 4 * 4, DataType::UD, byte % 4 * 8)
        } else {
            (len / 4 + (byte - len / 4 * 4), byte, DataType::UB, 0)
        };
        if cache.len() <= slot as usize {
            cache.resize(slot as usize + 1, None);
        }
        if let Some(v) = cache[slot as usize] {
            return Ok((v, shift));
        }
        let (at, pick) = if p.d.wide {
            let cut = wide_cut(&p.d);
            if off < cut {
                (off, Some(false))
            } else {
                (off - cut, Some(true))
            }
        } else {
            (off, None)
        };
        self.seg_pick = pick;
        let v = self.read_scalar_bytes(p.src2, p.d.src2 + at, ty.size(), ty);
        self.seg_pick = None;
        let v = v?.lo;
        cache[slot as usize] = Some(v);
        Ok((v, shift))
    }

    /// `src1` row `m` (channel `i`'s dword on lane `i`).
    fn src1_row(&mut self, c: &Chan, p: &Dpas, m: u32) -> R<Val> {
        let acc = lanes(p.src1, p.d.src1 + m * p.d.grf, c.n, DataType::UD);
        Ok(self.read_acc(&acc, c)?.lo)
    }

    /// `src0` row `r` (`None` for `%null`), as its type's bits (16-bit
    /// types in the low half, the high half unspecified).
    fn src0_row(&mut self, c: &Chan, p: &Dpas, r: u32) -> R<Option<Val>> {
        let Some((off, ty)) = p.d.src0 else {
            return Ok(None);
        };
        let root = p.src0.expect("src0 root");
        let acc = lanes(root, off + r * c.n * ty.size(), c.n, ty);
        let direct = matches!(fit(self.layout(root), &acc), Fit::Direct { .. });
        if ty.size() == 2 && !direct {
            return Ok(Some(self.src0_row16(c, root, off, r)?));
        }
        Ok(Some(self.read_acc(&acc, c)?.lo))
    }

    /// Row `r` of a 16-bit `src0` whose elements pack two per lane of
    /// its variable: the dwords of rows `r & !1` and `r | 1` (`n` lanes),
    /// channel `i` of row `r` from the low or high half of dword
    /// `(r & 1) * n / 2 + i / 2` (`ds_bpermute_b32`).
    fn src0_row16(&mut self, c: &Chan, root: u32, off: u32, r: u32) -> R<Val> {
        let n = c.n;
        let t = r / 2;
        let acc = lanes(root, off + 4 * t * n, n, DataType::UD);
        let x = self.read_acc(&acc, c)?.lo;
        let x = self.to_v(x);
        let lane = if self.packed {
            self.chan_id()
        } else {
            self.lane_id()
        };
        let sh = self.op2(ops::SHL, lane, Val::K(1));
        let a = self.op2(ops::AND, sh, Val::K(!3));
        let a = self.add(a, Val::K(r % 2 * 2 * n));
        let a = self.seg_addr(a);
        let v = self.vt(1);
        self.i("ds_bpermute_b32", 1, vec![MOp::v(v, 1), a.op(), x.op()]);
        let odd = self.op2(ops::AND, lane, Val::K(1));
        let by = self.op2(ops::SHL, odd, Val::K(4));
        Ok(self.op2(ops::LSHR, Val::V(v, 0), by))
    }

    fn write_rows(&mut self, c: &Chan, p: &Dpas, rows: Vec<Val>) -> R<()> {
        let ty = p.d.dst_ty;
        let row0 = lanes(p.dst, p.d.dst, c.n, ty);
        let direct = matches!(fit(self.layout(p.dst), &row0), Fit::Direct { .. });
        if ty.size() == 2 && !direct {
            return self.write_rows16(c, p, rows);
        }
        for (r, v) in rows.into_iter().enumerate() {
            let acc = lanes(p.dst, p.d.dst + r as u32 * c.n * ty.size(), c.n, ty);
            self.write_acc(&acc, c, Value::one(v, ty))?;
        }
        Ok(())
    }

    /// 16-bit rows (low halves of `rows`) written as the dwords they pack
    /// into: a pair of rows fills `n` dwords, dword `L` of rows `2t`,
    /// `2t + 1` holding channels `2L`, `2L + 1` of row `2t` (lanes below
    /// `n / 2`) or of row `2t + 1`; the halves come from their channels'
    /// lanes by `ds_bpermute_b32`.
    fn write_rows16(&mut self, c: &Chan, p: &Dpas, rows: Vec<Val>) -> R<()> {
        let n = c.n;
        let lane = if self.packed {
            self.chan_id()
        } else {
            self.lane_id()
        };
        let sh = self.op2(ops::SHL, lane, Val::K(3));
        let base = self.op2(ops::AND, sh, Val::K(4 * n - 4));
        let lo_addr = self.seg_addr(base);
        let hi = self.add(base, Val::K(4));
        let hi_addr = self.seg_addr(hi);
        let first = self.mask_const(self.rep((1u64 << (n / 2)) - 1));
        let perm = |s: &mut Self, v: Val, addr: Val| -> Val {
            let v = s.to_v(v);
            let t = s.vt(1);
            s.i("ds_bpermute_b32", 1, vec![MOp::v(t, 1), addr.op(), v.op()]);
            Val::V(t, 0)
        };
        for t in 0..rows.len().div_ceil(2) {
            let ra = rows[2 * t];
            let la = perm(self, ra, lo_addr);
            let ha = perm(self, ra, hi_addr);
            let (lo, hi, count) = match rows.get(2 * t + 1) {
                Some(&rb) => {
                    let lb = perm(self, rb, lo_addr);
                    let hb = perm(self, rb, hi_addr);
                    let lo = self.cndmask(lb, la, first);
                    let hi = self.cndmask(hb, ha, first);
                    (lo, hi, n)
                }
                None => (la, ha, n / 2),
            };
            let lo = self.op2(ops::AND, lo, Val::K(0xffff));
            let hi = self.op2(ops::SHL, hi, Val::K(16));
            let dw = self.op2(ops::OR, lo, hi);
            let acc = lanes(p.dst, p.d.dst + 4 * t as u32 * n, count, DataType::UD);
            let ch = Chan { n: count, ..*c };
            if count < n {
                // Only the first half's lanes: the rest is past the
                // destination.
                let m = self.mt();
                let and = self.m("s_and");
                let (mo, fo, eo) = (self.mop(m), self.mop(first), self.exec());
                self.i(and, 1, vec![mo, fo, eo]);
                let save = self.set_exec(m);
                self.write_acc(&acc, &ch, Value::one(dw, DataType::UD))?;
                self.restore_exec(save);
            } else {
                self.write_acc(&acc, &ch, Value::one(dw, DataType::UD))?;
            }
        }
        Ok(())
    }

    fn dpas_int(&mut self, c: &Chan, p: &Dpas) -> R<()> {
        let d = &p.d;
        let (
            Prec::Int {
                bits: wb,
                signed: ws,
            },
            Prec::Int {
                bits: ab,
                signed: as_,
            },
        ) = (d.w, d.a)
        else {
            return Err(self.err("internal: integer dpas of float precisions"));
        };
        let mut b_rows: Vec<Option<Val>> = vec![None; src1_rows(d) as usize];
        let mut a_cache = Vec::new();
        let mut rows = Vec::new();
        for r in 0..d.rc {
            let mut acc = self.src0_row(c, p, r)?.unwrap_or(Val::K(0));
            for st in 0..d.sd {
                let m = st / d.s1opc;
                let n0 = (st % d.s1opc) * d.ops;
                let dw = match b_rows[m as usize] {
                    Some(v) => v,
                    None => {
                        let v = self.src1_row(c, p, m)?;
                        b_rows[m as usize] = Some(v);
                        v
                    }
                };
                let k0 = (r * d.sd + st) * d.ops;
                for j in 0..d.ops {
                    let bit = (k0 + j) * ab;
                    let (av, sh) = self.src2_at(p, &mut a_cache, bit / 8)?;
                    let y = self.bfe(av, sh + bit % 8, ab, as_);
                    if y.k() == Some(0) {
                        continue;
                    }
                    let x = self.bfe(dw, (n0 + j) * wb, wb, ws);
                    let x = self.to_v(x);
                    acc = self.vop3("v_mad_i32_i24", &[x, y, acc]);
                }
            }
            rows.push(acc);
        }
        self.write_rows(c, p, rows)
    }

    /// Sets MODE's denormal bits to `bits` (single in 1:0, double and
    /// half in 3:2).
    fn set_denorm(&mut self, bits: u32) {
        let mut m = MInst::new(
            "s_setreg_imm32_b32",
            0,
            vec![
                MOp::Text("hwreg(HW_REG_MODE, 4, 4)".into()),
                MOp::Imm(i64::from(bits)),
            ],
        );
        m.side = true;
        self.push(m);
    }

    /// An f64 operation into a new VGPR pair.
    fn d64(&mut self, name: &'static str, ops: Vec<MOp>) -> VReg {
        let t = self.vt(2);
        let mut v = vec![MOp::v(t, 2)];
        v.extend(ops);
        self.i(name, 1, v);
        t
    }

    /// An f32 value (bits) as f64.
    fn f32_to_d(&mut self, x: Val) -> VReg {
        self.d64("v_cvt_f64_f32_e32", vec![x.op()])
    }

    /// `(a + b, error)` exactly (Knuth's TwoSum, no overflow here).
    fn two_sum_d(&mut self, a: VReg, b: VReg) -> (VReg, VReg) {
        let (ao, bo) = (MOp::v(a, 2), MOp::v(b, 2));
        let s = self.d64("v_add_f64", vec![ao.clone(), bo.clone()]);
        let so = MOp::v(s, 2);
        let bb = self.d64("v_add_f64", vec![so.clone(), ao.clone().negated()]);
        let bbo = MOp::v(bb, 2);
        let ab = self.d64("v_add_f64", vec![so, bbo.clone().negated()]);
        let da = self.d64("v_add_f64", vec![ao, MOp::v(ab, 2).negated()]);
        let db = self.d64("v_add_f64", vec![bo, bbo.negated()]);
        let e = self.d64("v_add_f64", vec![MOp::v(da, 2), MOp::v(db, 2)]);
        (s, e)
    }

    /// `s + e` (from TwoSum) rounded to odd: an even `s` with a non-zero
    /// error steps one unit toward the error (its odd neighbour).
    fn round_odd(&mut self, s: VReg, e: VReg) -> VReg {
        let nz = self.mt();
        self.i(
            "v_cmp_neq_f64_e64",
            1,
            vec![self.mop(nz), MOp::v(e, 2), konst(0)],
        );
        let low = self.op2(ops::AND, Val::V(s, 0), Val::K(1));
        let even = self.mt();
        self.i(
            "v_cmp_eq_u32_e64",
            1,
            vec![self.mop(even), low.op(), konst(0)],
        );
        let both = self.mt();
        let and = self.m("s_and");
        self.i(and, 1, vec![self.mop(both), self.mop(nz), self.mop(even)]);
        // +1 when s and e have the same sign (away from zero), else -1.
        let x = self.op2(ops::XOR, Val::V(s, 1), Val::V(e, 1));
        let sg = self.op2(ops::ASHR, x, Val::K(31));
        let step = self.op2(ops::OR, sg, Val::K(1));
        let adj = self.cndmask(Val::K(0), step, both);
        let adj_hi = self.op2(ops::ASHR, adj, Val::K(31));
        let (lo, hi) = self.add64((Val::V(s, 0), Val::V(s, 1)), (adj, adj_hi));
        self.pair_of(lo, hi)
    }

    fn pair_of(&mut self, lo: Val, hi: Val) -> VReg {
        let t = self.vt(2);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 0, 1), lo.op()]);
        self.i("v_mov_b32_e32", 1, vec![MOp::vs(t, 1, 1), hi.op()]);
        t
    }

    /// `m ? b : a` of f64 pairs.
    fn select_d(&mut self, a: VReg, b: VReg, m: VReg) -> VReg {
        let lo = self.cndmask(Val::V(a, 0), Val::V(b, 0), m);
        let hi = self.cndmask(Val::V(a, 1), Val::V(b, 1), m);
        self.pair_of(lo, hi)
    }

    /// RNE_f32(acc + p0 + p1) of an f32 accumulator and two exact f64
    /// products (see the module comment).
    fn sum3_f32(&mut self, acc: Val, p0: VReg, p1: VReg) -> Val {
        let a = self.f32_to_d(acc);
        let (s, e) = self.two_sum_d(p0, p1);
        let (t, l) = self.two_sum_d(a, s);
        let (vs, ve) = self.two_sum_d(l, e);
        let v = self.round_odd(vs, ve);
        let (zs, ze) = self.two_sum_d(t, v);
        let z = self.round_odd(zs, ze);
        // v = 0 (also -0): t itself.
        let vz = self.mt();
        self.i(
            "v_cmp_eq_f64_e64",
            1,
            vec![self.mop(vz), MOp::v(v, 2), konst(0)],
        );
        let z = self.select_d(z, t, vz);
        // t not finite (infinity or NaN): t.
        let cls = self.mt();
        let bits = self.st(1);
        self.i("s_mov_b32", 1, vec![MOp::v(bits, 1), MOp::Hex(0x207)]);
        self.i(
            "v_cmp_class_f64_e64",
            1,
            vec![self.mop(cls), MOp::v(t, 2), MOp::v(bits, 1)],
        );
        let z = self.select_d(z, t, cls);
        let r = self.vt(1);
        self.i("v_cvt_f32_f64_e32", 1, vec![MOp::v(r, 1), MOp::v(z, 2)]);
        Val::V(r, 0)
    }

    /// A 16-bit float (bits in the low half of `x`) of precision `p` as
    /// f32 bits.
    fn half_to_f32(&mut self, x: Val, p: Prec) -> Val {
        match p {
            Prec::Bf => self.op2(ops::SHL, x, Val::K(16)),
            _ => {
                let x = self.to_v(x);
                self.vop1("v_cvt_f32_f16_e32", x)
            }
        }
    }

    /// A TF32 element held in an F dword as f32 bits: a NaN stays a NaN
    /// (quiet bit set), then the 13 low mantissa bits are cleared.
    fn tf32_bits(&mut self, x: Val) -> Val {
        let x = self.to_v(x);
        let abs = self.op2(ops::AND, x, Val::K(0x7fff_ffff));
        let nan = self.mt();
        let k = self.to_v(Val::K(0x7f80_0000));
        self.i("v_cmp_gt_u32_e64", 1, vec![self.mop(nan), abs.op(), k.op()]);
        let q = self.op2(ops::OR, x, Val::K(0x40_0000));
        let x = self.cndmask(x, q, nan);
        self.op2(ops::AND, x, Val::K(0xffff_e000))
    }

    fn dpas_float(&mut self, c: &Chan, p: &Dpas) -> R<()> {
        let Some(cr0) = self.cr0 else {
            return Err(self.err("a float dpas where %cr0 is not known at compile time"));
        };
        // Denormals kept while it runs (bit 7: F, bit 6: HF and DF).
        let keep = cr0 & 0xc0 == 0xc0;
        if !keep {
            self.set_denorm(0xf);
        }
        let r = self.dpas_float_body(c, p);
        if !keep {
            let f = if cr0 & 0x80 != 0 { 3 } else { 0 } | if cr0 & 0x40 != 0 { 0xc } else { 0 };
            self.set_denorm(f);
        }
        r
    }

    fn dpas_float_body(&mut self, c: &Chan, p: &Dpas) -> R<()> {
        let d = &p.d;
        let mut a_cache = Vec::new();
        let mut b_rows: Vec<Option<(VReg, Option<VReg>)>> = vec![None; d.sd as usize];
        let mut rows = Vec::new();
        for r in 0..d.rc {
            let mut acc = match self.src0_row(c, p, r)? {
                None => Val::K(0),
                Some(x) => match d.src0.map(|s| s.1) {
                    Some(DataType::BF) => self.half_to_f32(x, Prec::Bf),
                    Some(DataType::HF) => self.half_to_f32(x, Prec::Hf),
                    _ => x,
                },
            };
            for st in 0..d.sd {
                // One stage per src1 row for the float precisions.
                let (w0, w1) = match b_rows[st as usize] {
                    Some(v) => v,
                    None => {
                        let dw = self.src1_row(c, p, st)?;
                        let v = if d.w == Prec::Tf32 {
                            let b = self.tf32_bits(dw);
                            (self.f32_to_d(b), None)
                        } else {
                            let lo = self.half_to_f32(dw, d.w);
                            let hi = self.op2(ops::LSHR, dw, Val::K(16));
                            let hi = self.half_to_f32(hi, d.w);
                            (self.f32_to_d(lo), Some(self.f32_to_d(hi)))
                        };
                        b_rows[st as usize] = Some(v);
                        v
                    }
                };
                let k0 = (r * d.sd + st) * d.ops;
                let a = |s: &mut Self, k: u32, cache: &mut Vec<Option<Val>>| -> R<VReg> {
                    let bytes = d.a.bits() / 8;
                    let (v, sh) = s.src2_at(p, cache, k * bytes)?;
                    let bits = if d.a == Prec::Tf32 {
                        s.tf32_bits(v)
                    } else {
                        let h = s.bfe(v, sh, 16, false);
                        s.half_to_f32(h, d.a)
                    };
                    Ok(s.f32_to_d(bits))
                };
                let a0 = a(self, k0, &mut a_cache)?;
                let p0 = self.d64("v_mul_f64", vec![MOp::v(w0, 2), MOp::v(a0, 2)]);
                let p1 = match w1 {
                    Some(w1) => {
                        let a1 = a(self, k0 + 1, &mut a_cache)?;
                        self.d64("v_mul_f64", vec![MOp::v(w1, 2), MOp::v(a1, 2)])
                    }
                    // The emulator adds +0 as the second product.
                    None => self.pair_of(Val::K(0), Val::K(0)),
                };
                acc = self.sum3_f32(acc, p0, p1);
            }
            rows.push(acc);
        }
        // NaNs as the emulator writes them; then the destination type.
        let mut out = Vec::new();
        for v in rows {
            let v = self.to_v(v);
            let nan = self.mt();
            self.i("v_cmp_u_f32_e64", 1, vec![self.mop(nan), v.op(), v.op()]);
            let o = match d.dst_ty {
                DataType::BF => {
                    // Nearest even on the bits: + 0x7fff + the kept lsb.
                    let lsb = self.bfe(v, 16, 1, false);
                    let t = self.add(v, Val::K(0x7fff));
                    let t = self.add(t, lsb);
                    let t = self.op2(ops::LSHR, t, Val::K(16));
                    self.cndmask(t, Val::K(0x7fc0), nan)
                }
                DataType::HF => {
                    let h = self.vop1("v_cvt_f16_f32_e32", v);
                    self.cndmask(h, Val::K(0x7e00), nan)
                }
                _ => self.cndmask(v, Val::K(0x7fc0_0000), nan),
            };
            out.push(o);
        }
        self.write_rows(c, p, out)
    }
}
