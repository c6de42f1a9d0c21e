//! 32-bit operation builders working on uniform (SGPR) or per-lane (VGPR)
//! values: SALU when every input is uniform, VALU otherwise, with the
//! operand rules of each encoding (VOP2's VGPR `src1`, VOP3's constant
//! bus and literals) legalized here once.

use super::{inline_int, intern, konst, Sel, Val};
use crate::mir::MOp;

/// An operation's 32-bit forms.
#[derive(Clone, Copy, Debug)]
pub struct Op2 {
    /// SALU mnemonic (`None`: compute in the VALU and read back).
    pub s: Option<&'static str>,
    /// VALU base mnemonic (without `_e32`/`_e64`).
    pub v: &'static str,
    /// The VALU form exists as VOP2 (else VOP3 only).
    pub vop2: bool,
    /// Commutative.
    pub comm: bool,
    /// The VALU operand order is reversed (`v_lshlrev_b32 d, count, x`).
    pub rev: bool,
}

macro_rules! op2 {
    ($name:ident, $s:expr, $v:expr, vop2 = $vop2:expr, comm = $comm:expr, rev = $rev:expr) => {
        #[allow(missing_docs)]
        pub const $name: Op2 = Op2 {
            s: $s,
            v: $v,
            vop2: $vop2,
            comm: $comm,
            rev: $rev,
        };
    };
}

op2!(
    AND,
    Some("s_and_b32"),
    "v_and_b32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    OR,
    Some("s_or_b32"),
    "v_or_b32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    XOR,
    Some("s_xor_b32"),
    "v_xor_b32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    SHL,
    Some("s_lshl_b32"),
    "v_lshlrev_b32",
    vop2 = true,
    comm = false,
    rev = true
);
op2!(
    LSHR,
    Some("s_lshr_b32"),
    "v_lshrrev_b32",
    vop2 = true,
    comm = false,
    rev = true
);
op2!(
    ASHR,
    Some("s_ashr_i32"),
    "v_ashrrev_i32",
    vop2 = true,
    comm = false,
    rev = true
);
op2!(
    MUL,
    Some("s_mul_i32"),
    "v_mul_lo_u32",
    vop2 = false,
    comm = true,
    rev = false
);
op2!(
    MULHI_U,
    Some("s_mul_hi_u32"),
    "v_mul_hi_u32",
    vop2 = false,
    comm = true,
    rev = false
);
op2!(
    MULHI_I,
    Some("s_mul_hi_i32"),
    "v_mul_hi_i32",
    vop2 = false,
    comm = true,
    rev = false
);
op2!(
    MIN_I,
    Some("s_min_i32"),
    "v_min_i32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    MAX_I,
    Some("s_max_i32"),
    "v_max_i32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    MIN_U,
    Some("s_min_u32"),
    "v_min_u32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    MAX_U,
    Some("s_max_u32"),
    "v_max_u32",
    vop2 = true,
    comm = true,
    rev = false
);
op2!(
    BFM,
    Some("s_bfm_b32"),
    "v_bfm_b32",
    vop2 = false,
    comm = false,
    rev = false
);
op2!(
    MUL_F,
    None,
    "v_mul_f32",
    vop2 = true,
    comm = true,
    rev = false
);

impl Sel<'_> {
    /// The VALU add/sub mnemonics without carry for the generation.
    pub fn v_add(&self) -> &'static str {
        if self.t.gen >= 10 {
            "v_add_nc_u32"
        } else {
            "v_add_u32"
        }
    }

    /// `a op b`: SALU when both are uniform (and the operation has a SALU
    /// form), else VALU.
    pub fn op2(&mut self, o: Op2, a: Val, b: Val) -> Val {
        if let (Some(x), Some(y)) = (a.k(), b.k()) {
            if let Some(r) = fold2(o, x, y) {
                return Val::K(r);
            }
        }
        if !a.is_v() && !b.is_v() {
            if let Some(s) = o.s {
                let (a, b) = if a.k().is_some() && b.k().is_some() {
                    (self.to_sreg(a), b)
                } else {
                    (a, b)
                };
                let t = self.st(1);
                self.i(s, 1, vec![crate::mir::MOp::v(t, 1), a.op(), b.op()]);
                return Val::S(t, 0);
            }
        }
        let r = self.vop2(o, a, b);
        if !a.is_v() && !b.is_v() && o.s.is_none() {
            // A VALU-only operation of uniform values: still uniform.
            return self.to_s(r);
        }
        r
    }

    /// The VALU form of `a op b` (per-lane result).
    pub fn vop2(&mut self, o: Op2, a: Val, b: Val) -> Val {
        let t = self.vt(1);
        self.vop2_into(o, MOp::v(t, 1), a, b);
        Val::V(t, 0)
    }

    /// The VALU form of `a op b` into `dst`.
    pub fn vop2_into(&mut self, o: Op2, dst: MOp, a: Val, b: Val) {
        // Operand order of the encoding.
        let (mut x, mut y) = if o.rev { (b, a) } else { (a, b) };
        if o.vop2 {
            if !y.is_v() && o.comm && x.is_v() {
                std::mem::swap(&mut x, &mut y);
            }
            if !y.is_v() {
                if !x.is_v()
                    && x.k().is_none_or(inline_int)
                    && y.k().is_none_or(inline_int)
                    && !(x.is_s() && y.is_s() && x != y && self.t.gen < 10)
                {
                    // Both in the constant bus: VOP3 with at most one SGPR.
                    let m = intern(format!("{}_e64", o.v));
                    let ops = vec![dst, x.op(), y.op()];
                    self.i(m, 1, ops);
                    return;
                }
                y = self.to_v(y);
            }
            let m = intern(format!("{}_e32", o.v));
            self.i(m, 1, vec![dst, x.op(), y.op()]);
            return;
        }
        let [x, y] = self.legal3([x, y]);
        let m = intern(format!("{}_e64", o.v));
        let m = if o.v == "v_mul_lo_u32"
            || o.v == "v_mul_hi_u32"
            || o.v == "v_mul_hi_i32"
            || o.v == "v_bfm_b32"
        {
            // VOP3-only mnemonics print without a suffix.
            if self.t.gen < 10 && o.v == "v_bfm_b32" {
                "v_bfm_b32"
            } else {
                o.v
            }
        } else {
            m
        };
        self.i(m, 1, vec![dst, x.op(), y.op()]);
    }

    /// VOP3 sources made legal: at most one constant-bus read on GFX9
    /// (two on GFX10) and no literal on GFX9 (one on GFX10).
    pub fn legal3<const N: usize>(&mut self, srcs: [Val; N]) -> [Val; N] {
        let mut out = srcs;
        let max_bus = if self.t.gen >= 10 { 2 } else { 1 };
        let mut bus: Vec<Val> = Vec::new();
        let mut lits = 0;
        for v in out.iter_mut() {
            match *v {
                Val::V(..) => {}
                Val::K(k) if inline_int(k) => {}
                Val::K(_) => {
                    if self.t.gen < 10 || lits >= 1 || bus.len() >= max_bus {
                        *v = self.to_v(*v);
                    } else {
                        lits += 1;
                        bus.push(*v);
                    }
                }
                Val::S(..) => {
                    if bus.contains(v) {
                        continue;
                    }
                    if bus.len() >= max_bus {
                        *v = self.to_v(*v);
                    } else {
                        bus.push(*v);
                    }
                }
            }
        }
        out
    }

    /// A VOP3 operation of up to three 32-bit sources (per-lane result).
    pub fn vop3(&mut self, op: &'static str, srcs: &[Val]) -> Val {
        let t = self.vt(1);
        self.vop3_into(op, MOp::v(t, 1), srcs);
        Val::V(t, 0)
    }

    /// A VOP3 operation into `dst`.
    pub fn vop3_into(&mut self, op: &'static str, dst: MOp, srcs: &[Val]) {
        let mut ops = vec![dst];
        match srcs.len() {
            1 => {
                let [a] = self.legal3([srcs[0]]);
                ops.push(a.op());
            }
            2 => {
                let [a, b] = self.legal3([srcs[0], srcs[1]]);
                ops.push(a.op());
                ops.push(b.op());
            }
            _ => {
                let [a, b, c] = self.legal3([srcs[0], srcs[1], srcs[2]]);
                ops.push(a.op());
                ops.push(b.op());
                ops.push(c.op());
            }
        }
        self.i(op, 1, ops);
    }

    /// A VOP1 operation (per-lane result).
    pub fn vop1(&mut self, op: &'static str, a: Val) -> Val {
        let t = self.vt(1);
        self.i(op, 1, vec![MOp::v(t, 1), a.op()]);
        Val::V(t, 0)
    }

    /// `a + b` (32 bits).
    pub fn add(&mut self, a: Val, b: Val) -> Val {
        if let (Some(x), Some(y)) = (a.k(), b.k()) {
            return Val::K(x.wrapping_add(y));
        }
        if a.k() == Some(0) {
            return b;
        }
        if b.k() == Some(0) {
            return a;
        }
        let o = Op2 {
            s: Some("s_add_u32"),
            v: self.v_add(),
            vop2: true,
            comm: true,
            rev: false,
        };
        self.op2(o, a, b)
    }

    /// `a - b` (32 bits).
    pub fn sub(&mut self, a: Val, b: Val) -> Val {
        if let (Some(x), Some(y)) = (a.k(), b.k()) {
            return Val::K(x.wrapping_sub(y));
        }
        if b.k() == Some(0) {
            return a;
        }
        let (vs, vr) = if self.t.gen >= 10 {
            ("v_sub_nc_u32", "v_subrev_nc_u32")
        } else {
            ("v_sub_u32", "v_subrev_u32")
        };
        if !a.is_v() && !b.is_v() {
            return self.op2(
                Op2 {
                    s: Some("s_sub_u32"),
                    v: vs,
                    vop2: true,
                    comm: false,
                    rev: false,
                },
                a,
                b,
            );
        }
        if b.is_v() {
            self.vop2(
                Op2 {
                    s: None,
                    v: vs,
                    vop2: true,
                    comm: false,
                    rev: false,
                },
                a,
                b,
            )
        } else {
            // b - reversed: subrev d, b, a = a - b with a in src1 (VGPR).
            self.vop2(
                Op2 {
                    s: None,
                    v: vr,
                    vop2: true,
                    comm: false,
                    rev: false,
                },
                b,
                a,
            )
        }
    }

    /// `~a`.
    pub fn not(&mut self, a: Val) -> Val {
        match a {
            Val::K(k) => Val::K(!k),
            Val::S(..) => {
                let t = self.st(1);
                self.i("s_not_b32", 1, vec![MOp::v(t, 1), a.op()]);
                Val::S(t, 0)
            }
            Val::V(..) => self.vop1("v_not_b32_e32", a),
        }
    }

    /// Bit field extract: `width` bits at `off` (constants), sign-extended
    /// when `signed`.
    pub fn bfe(&mut self, a: Val, off: u32, width: u32, signed: bool) -> Val {
        if width >= 32 && off == 0 {
            return a;
        }
        if let Some(k) = a.k() {
            let f = (k >> off) & (((1u64 << width) - 1) as u32);
            return Val::K(if signed && width < 32 {
                (((f << (32 - width)) as i32) >> (32 - width)) as u32
            } else {
                f
            });
        }
        if !a.is_v() {
            let t = self.st(1);
            let op = if signed { "s_bfe_i32" } else { "s_bfe_u32" };
            self.i(op, 1, vec![MOp::v(t, 1), a.op(), konst(off | width << 16)]);
            return Val::S(t, 0);
        }
        if !signed && off == 0 && width <= 6 {
            return self.op2(AND, a, Val::K((1 << width) - 1));
        }
        let op = if signed { "v_bfe_i32" } else { "v_bfe_u32" };
        self.vop3(op, &[a, Val::K(off), Val::K(width)])
    }

    /// `m ? b : a` per lane (`m` a lane mask).
    pub fn cndmask(&mut self, a: Val, b: Val, m: crate::mir::VReg) -> Val {
        let t = self.vt(1);
        self.cndmask_into(MOp::v(t, 1), a, b, m);
        Val::V(t, 0)
    }

    /// `dst = m ? b : a` per lane.
    pub fn cndmask_into(&mut self, dst: MOp, a: Val, b: Val, m: crate::mir::VReg) {
        let [a, b] = self.legal3([a, b]);
        let mo = self.mop(m);
        // VOP3 with a mask operand: the mask counts on the constant bus.
        let (a, b) = if self.t.gen < 10
            && (!a.is_v() && a.k().is_none_or(|k| !inline_int(k))
                || (!b.is_v() && b.k().is_none_or(|k| !inline_int(k))))
        {
            // GFX9: the mask is the one constant-bus read; SGPR sources must
            // be VGPRs.
            let a = if a.is_s() { self.to_v(a) } else { a };
            let b = if b.is_s() { self.to_v(b) } else { b };
            (a, b)
        } else if self.t.gen >= 10 {
            // GFX10: two constant-bus reads, one of them the mask: SGPR or
            // literal sources beyond one go through a VGPR.
            let bus = |x: &Val| !x.is_v() && x.k().is_none_or(|k| !inline_int(k));
            if bus(&a) && bus(&b) && a != b {
                let b = self.to_v(b);
                (a, b)
            } else {
                (a, b)
            }
        } else {
            (a, b)
        };
        self.i("v_cndmask_b32_e64", 1, vec![dst, a.op(), b.op(), mo]);
    }
}

/// Constant folding of 32-bit operations.
fn fold2(o: Op2, a: u32, b: u32) -> Option<u32> {
    Some(match o.v {
        "v_and_b32" => a & b,
        "v_or_b32" => a | b,
        "v_xor_b32" => a ^ b,
        "v_lshlrev_b32" => a << (b & 31),
        "v_lshrrev_b32" => a >> (b & 31),
        "v_ashrrev_i32" => ((a as i32) >> (b & 31)) as u32,
        "v_mul_lo_u32" => a.wrapping_mul(b),
        "v_mul_hi_u32" => ((a as u64 * b as u64) >> 32) as u32,
        "v_mul_hi_i32" => ((a as i32 as i64 * b as i32 as i64) >> 32) as u32,
        "v_min_i32" => (a as i32).min(b as i32) as u32,
        "v_max_i32" => (a as i32).max(b as i32) as u32,
        "v_min_u32" => a.min(b),
        "v_max_u32" => a.max(b),
        _ => return None,
    })
}
