//! IEEE arithmetic with the hardware's modes: the four rounding modes,
//! denormal flushing of inputs and outputs per precision, IEEE mode and the
//! DX10 clamp, and the NaN rules.
//!
//! Every operation is computed exactly or as a round-to-nearest `f64` value
//! with the sign of its error, then rounded once into the destination
//! format in the requested mode (`round_to`): single and half precision
//! results are exact that way because `f64` has more than twice their
//! precision plus two bits; double precision results in a directed mode
//! are the nearest result moved by one unit in the last place when the
//! error points that way.

/// Rounding mode (the MODE register's 2-bit encoding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Round {
    /// To nearest, ties to even (0).
    Nearest,
    /// Toward +infinity (1).
    Up,
    /// Toward -infinity (2).
    Down,
    /// Toward zero (3).
    Zero,
}

impl Round {
    pub fn from_bits(b: u32) -> Round {
        match b & 3 {
            0 => Round::Nearest,
            1 => Round::Up,
            2 => Round::Down,
            _ => Round::Zero,
        }
    }
}

/// The floating-point part of the MODE register, per precision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FpMode {
    /// Rounding of single precision.
    pub round32: Round,
    /// Rounding of half and double precision.
    pub round16_64: Round,
    /// Single precision: keep denormal inputs (bit 0), outputs (bit 1).
    pub denorm32: u8,
    /// Half and double precision: likewise.
    pub denorm16_64: u8,
    /// IEEE mode: signaling NaNs are quieted and min/max follow IEEE.
    pub ieee: bool,
    /// DX10 clamp: the clamp modifier turns NaN into 0.
    pub dx10_clamp: bool,
}

impl FpMode {
    /// What atomics use: nearest even, denormals kept.
    pub const ATOMIC: FpMode = FpMode {
        round32: Round::Nearest,
        round16_64: Round::Nearest,
        denorm32: 3,
        denorm16_64: 3,
        ieee: true,
        dx10_clamp: true,
    };

    /// The mode from the MODE register's low 10 bits.
    pub fn from_mode_reg(m: u32) -> FpMode {
        FpMode {
            round32: Round::from_bits(m),
            round16_64: Round::from_bits(m >> 2),
            denorm32: ((m >> 4) & 3) as u8,
            denorm16_64: ((m >> 6) & 3) as u8,
            dx10_clamp: (m >> 8) & 1 == 1,
            ieee: (m >> 9) & 1 == 1,
        }
    }
}

/// A binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fmt {
    /// Fraction bits.
    pub man: u32,
    /// Exponent bits.
    pub exp: u32,
}

pub(crate) const F16: Fmt = Fmt { man: 10, exp: 5 };
pub(crate) const F32: Fmt = Fmt { man: 23, exp: 8 };
pub(crate) const F64: Fmt = Fmt { man: 52, exp: 11 };

impl Fmt {
    fn bits(self) -> u32 {
        1 + self.exp + self.man
    }
    fn bias(self) -> i32 {
        (1 << (self.exp - 1)) - 1
    }
    /// Quiet NaN the hardware produces for invalid operations: negative
    /// (`0xffc00000`, `0xfe00`, `0xfff8000000000000`, as the ISA manuals'
    /// examples of `V_LOG_F32`, `V_SQRT_F16` and `V_DIV_FIXUP_F64` show).
    pub fn default_nan(self) -> u64 {
        self.sign_bit() | ((1u64 << self.exp) - 1) << self.man | 1u64 << (self.man - 1)
    }
    pub fn sign_bit(self) -> u64 {
        1u64 << (self.bits() - 1)
    }
    pub fn exp_mask(self) -> u64 {
        ((1u64 << self.exp) - 1) << self.man
    }
    pub fn man_mask(self) -> u64 {
        (1u64 << self.man) - 1
    }
    pub fn is_nan(self, b: u64) -> bool {
        b & self.exp_mask() == self.exp_mask() && b & self.man_mask() != 0
    }
    pub fn is_snan(self, b: u64) -> bool {
        self.is_nan(b) && b >> (self.man - 1) & 1 == 0
    }
    pub fn is_inf(self, b: u64) -> bool {
        b & !self.sign_bit() == self.exp_mask()
    }
    pub fn is_denorm(self, b: u64) -> bool {
        b & self.exp_mask() == 0 && b & self.man_mask() != 0
    }
    pub fn is_zero(self, b: u64) -> bool {
        b & !self.sign_bit() == 0
    }
    pub fn quiet(self, b: u64) -> u64 {
        b | 1u64 << (self.man - 1)
    }
    /// The value as `f64` (exact for every format here).
    pub fn to_f64(self, b: u64) -> f64 {
        match self.man {
            52 => f64::from_bits(b),
            23 => f32::from_bits(b as u32) as f64,
            _ => f16_to_f64(b as u16),
        }
    }
}

/// Half to double, exactly.
pub(crate) fn f16_to_f64(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    match e {
        0 => s * m * (2f64).powi(-24),
        31 => {
            if m == 0.0 {
                s * f64::INFINITY
            } else {
                // Keep the payload: quiet bit and fraction move to the top.
                f64::from_bits(
                    ((h as u64 & 0x8000) << 48)
                        | 0x7ff0_0000_0000_0000
                        | ((h as u64 & 0x3ff) << 42),
                )
            }
        }
        _ => s * (1.0 + m / 1024.0) * (2f64).powi(e - 15),
    }
}

/// Rounds the real number `x + ε·err` (`err` the sign of an infinitesimal
/// error term: the exact result lies strictly between `x` and its neighbour
/// in that direction) into `fmt` in mode `r`. `x` must be finite or
/// infinite (not NaN). Output denormals are kept (see `flush_out`).
pub(crate) fn round_to(x: f64, err: i32, r: Round, fmt: Fmt) -> u64 {
    if fmt == F64 {
        return round64(x, err, r).to_bits();
    }
    let neg = x.is_sign_negative() && !(x == 0.0 && err > 0) || (x == 0.0 && err < 0);
    let sign = if neg { fmt.sign_bit() } else { 0 };
    if x.is_infinite() {
        return sign | fmt.exp_mask();
    }
    // Magnitude as an integer M * 2^(e) with two guard bits: the error
    // becomes ±1 in the lowest guard bit, which no rounding boundary of a
    // format with fewer than 51 fraction bits can separate from the exact
    // value.
    let ax = x.abs();
    let mag_err = if neg { -err } else { err };
    let (mut m, mut e) = if ax == 0.0 {
        (0u64, -1074 - 2)
    } else {
        let b = ax.to_bits();
        let be = (b >> 52) as i32;
        let frac = b & ((1u64 << 52) - 1);
        if be == 0 {
            (frac << 2, -1074 - 2)
        } else {
            ((frac | 1u64 << 52) << 2, be - 1075 - 2)
        }
    };
    if mag_err > 0 {
        m += 1;
    } else if mag_err < 0 {
        // The exact magnitude is below M: M-1 with the guard bits stands
        // for it (M is a multiple of 4 here, or 0 only if x is 0, which
        // has no negative magnitude error).
        m -= 1;
    }
    if m == 0 {
        return sign;
    }
    // Normalise so that the leading bit is bit 62.
    let lz = m.leading_zeros() as i32 - 1;
    m <<= lz;
    e -= lz;
    // value = m * 2^e with m in [2^62, 2^63): unbiased exponent of the
    // leading bit is e + 62.
    let lead = e + 62;
    let emin = 1 - fmt.bias();
    // Bits kept: the fraction plus the leading bit, fewer for denormals.
    let keep = if lead >= emin {
        fmt.man as i32 + 1
    } else {
        fmt.man as i32 + 1 - (emin - lead)
    };
    let shift = 63 - keep; // bits dropped from m
    let (q, rem, half) = if shift >= 64 {
        (0u64, m, 1u64 << 63)
    } else if shift <= 0 {
        (m, 0, 0)
    } else {
        (m >> shift, m & ((1u64 << shift) - 1), 1u64 << (shift - 1))
    };
    let up = rem != 0
        && match r {
            Round::Nearest => rem > half || (rem == half && q & 1 == 1),
            Round::Zero => false,
            Round::Up => !neg,
            Round::Down => neg,
        };
    let mut q = q + up as u64;
    // Exponent field of the result.
    let mut biased = if lead >= emin { lead + fmt.bias() } else { 0 };
    if q >> (fmt.man + 1) != 0 {
        // Rounding carried into a new binade.
        q >>= 1;
        biased += 1;
    } else if biased == 0 && q >> fmt.man != 0 {
        // A denormal rounded up to the smallest normal.
        biased = 1;
    }
    if biased >= (1 << fmt.exp) - 1 {
        return sign | overflow(r, neg, fmt);
    }
    sign | (biased as u64) << fmt.man | (q & fmt.man_mask())
}

/// The result of an overflow in mode `r`: infinity, or the largest finite
/// value when the mode rounds toward zero.
fn overflow(r: Round, neg: bool, fmt: Fmt) -> u64 {
    let to_inf = match r {
        Round::Nearest => true,
        Round::Zero => false,
        Round::Up => !neg,
        Round::Down => neg,
    };
    if to_inf {
        fmt.exp_mask()
    } else {
        fmt.exp_mask() - 1
    }
}

/// A double precision result: `x` is the nearest value, `err` the sign of
/// the exact result's difference from it.
pub(crate) fn round64(x: f64, err: i32, r: Round) -> f64 {
    if err == 0 || r == Round::Nearest || x.is_nan() {
        return x;
    }
    let toward_up = err > 0;
    match r {
        Round::Up if toward_up => next_up(x),
        Round::Down if !toward_up => next_down(x),
        Round::Zero if x > 0.0 && !toward_up => next_down(x),
        Round::Zero if x < 0.0 && toward_up => next_up(x),
        Round::Zero if x == 0.0 => x,
        _ => x,
    }
}

fn next_up(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    f64::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

fn next_down(x: f64) -> f64 {
    -next_up(-x)
}

/// Exact error sign of `a + b` rounded to nearest as `s`.
fn add_err(a: f64, b: f64, s: f64) -> i32 {
    if !s.is_finite() {
        return 0;
    }
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    sign_of(e)
}

fn sign_of(e: f64) -> i32 {
    if e > 0.0 {
        1
    } else if e < 0.0 {
        -1
    } else {
        0
    }
}

/// An infinite result that came from finite operands overflowing: in a
/// directed mode it may have to be the largest finite value instead.
fn overflowed(s: f64, r: Round, fmt: Fmt) -> u64 {
    let neg = s < 0.0;
    let sign = if neg { fmt.sign_bit() } else { 0 };
    sign | overflow(r, neg, fmt)
}

// ---------------------------------------------------------------------------
// Inputs and outputs

/// The operand after input denormal flushing (`keep` = the mode's bit 0).
#[inline]
pub(crate) fn flush_in(b: u64, fmt: Fmt, denorm: u8) -> u64 {
    if denorm & 1 == 0 && fmt.is_denorm(b) {
        b & fmt.sign_bit()
    } else {
        b
    }
}

/// The result after output denormal flushing (the mode's bit 1).
#[inline]
pub(crate) fn flush_out(b: u64, fmt: Fmt, denorm: u8) -> u64 {
    if denorm & 2 == 0 && fmt.is_denorm(b) {
        b & fmt.sign_bit()
    } else {
        b
    }
}

/// The mode's rounding and denormal control for a format.
#[inline]
pub(crate) fn mode_of(m: FpMode, fmt: Fmt) -> (Round, u8) {
    if fmt == F32 {
        (m.round32, m.denorm32)
    } else {
        (m.round16_64, m.denorm16_64)
    }
}

/// The NaN result of an operation with NaN operands: the first NaN,
/// quieted.
fn nan_of(fmt: Fmt, ops: &[u64]) -> Option<u64> {
    ops.iter().find(|&&o| fmt.is_nan(o)).map(|&o| fmt.quiet(o))
}

/// An operation on `ops` (already denormal-flushed) whose exact result is
/// `x + ε·err`, rounded and flushed into `fmt`. `invalid` marks operands
/// that make the result the default NaN (inf - inf, 0 * inf...).
fn finish(fmt: Fmt, m: FpMode, x: f64, err: i32, from_finite: bool) -> u64 {
    let (r, d) = mode_of(m, fmt);
    if x.is_nan() {
        return fmt.default_nan();
    }
    if x.is_infinite() && from_finite {
        return overflowed(x, r, fmt);
    }
    flush_out(round_to(x, err, r, fmt), fmt, d)
}

// ---------------------------------------------------------------------------
// Basic operations, generic over the format (operands and results as raw
// bits in the low bits of a u64).

/// `a + b`.
pub(crate) fn add(fmt: Fmt, a: u64, b: u64, m: FpMode) -> u64 {
    let (_, d) = mode_of(m, fmt);
    let (a, b) = (flush_in(a, fmt, d), flush_in(b, fmt, d));
    if let Some(n) = nan_of(fmt, &[a, b]) {
        return n;
    }
    let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
    let s = x + y;
    if s == 0.0 && x != 0.0 {
        // An exact zero sum of opposite values: -0 only rounding down.
        let r = mode_of(m, fmt).0;
        return if r == Round::Down { fmt.sign_bit() } else { 0 };
    }
    let finite = x.is_finite() && y.is_finite();
    finish(fmt, m, s, if finite { add_err(x, y, s) } else { 0 }, finite)
}

/// `a * b`.
pub(crate) fn mul(fmt: Fmt, a: u64, b: u64, m: FpMode) -> u64 {
    let (_, d) = mode_of(m, fmt);
    let (a, b) = (flush_in(a, fmt, d), flush_in(b, fmt, d));
    if let Some(n) = nan_of(fmt, &[a, b]) {
        return n;
    }
    let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
    let p = x * y;
    let finite = x.is_finite() && y.is_finite();
    let err = if finite && p.is_finite() {
        sign_of(x.mul_add(y, -p))
    } else {
        0
    };
    finish(fmt, m, p, err, finite)
}

/// `a * b + c`, one rounding.
pub(crate) fn fma(fmt: Fmt, a: u64, b: u64, c: u64, m: FpMode) -> u64 {
    fma_scaled(fmt, a, b, c, 0, m)
}

/// `(a*b + c) * 2^n` rounded once (`V_DIV_FMAS`'s scaling is part of the
/// operation: rounding the sum first and then scaling would round twice
/// where the result is a denormal). Below F64 the sum in f64 and its
/// error's sign scale exactly (|n| <= 128 keeps every f32 sum a normal
/// double); F64 scales the double nearest the sum with the sign of the
/// error (`math::scale_f64_err`).
pub(crate) fn fma_scaled(fmt: Fmt, a: u64, b: u64, c: u64, n: i32, m: FpMode) -> u64 {
    let (_, d) = mode_of(m, fmt);
    let (a, b, c) = (
        flush_in(a, fmt, d),
        flush_in(b, fmt, d),
        flush_in(c, fmt, d),
    );
    if let Some(n) = nan_of(fmt, &[a, b, c]) {
        return n;
    }
    let (x, y, z) = (fmt.to_f64(a), fmt.to_f64(b), fmt.to_f64(c));
    let finite = x.is_finite() && y.is_finite() && z.is_finite();
    if fmt != F64 {
        // The product is exact in f64; one TwoSum gives the error sign.
        let p = x * y;
        let s = p + z;
        if s == 0.0 && (p != 0.0 || z != 0.0) && p == -z {
            let r = mode_of(m, fmt).0;
            return if r == Round::Down { fmt.sign_bit() } else { 0 };
        }
        let err = if finite { add_err(p, z, s) } else { 0 };
        return finish(fmt, m, s * 2f64.powi(n), err, finite);
    }
    let s = x.mul_add(y, z);
    let r = mode_of(m, fmt).0;
    if s == 0.0 && x * y != 0.0 {
        return if r == Round::Down { fmt.sign_bit() } else { 0 };
    }
    if n != 0 {
        if !(finite && s.is_finite()) || s == 0.0 {
            let r = fma_scaled(fmt, a, b, c, 0, m);
            return crate::math::ldexp(fmt, r, n, m);
        }
        // The double nearest the sum and the sign of what it left out
        // scale to one rounding (math::scale_f64_err).
        let bits = crate::math::scale_f64_err(s, n, r, fma_err(x, y, z, s));
        return flush_out(bits, fmt, d);
    }
    let err = if finite && s.is_finite() && r != Round::Nearest {
        fma_err(x, y, z, s)
    } else {
        0
    };
    finish(fmt, m, s, err, finite)
}

/// The sign of `x*y + z - s` computed exactly (an expansion of TwoSum
/// and TwoProduct terms).
fn fma_err(x: f64, y: f64, z: f64, s: f64) -> i32 {
    let p = x * y;
    let pe = x.mul_add(y, -p); // x*y = p + pe exactly (no underflow here)
                               // exact - s = (p - s) + pe + z: sum the four terms exactly.
    let mut terms = vec![p, pe, z, -s];
    // Grow an exact non-overlapping expansion (Shewchuk).
    let mut exp: Vec<f64> = Vec::new();
    for t in terms.drain(..) {
        let mut q = t;
        let mut next = Vec::new();
        for &e in &exp {
            let sum = q + e;
            let bb = sum - q;
            let err = (q - (sum - bb)) + (e - bb);
            if err != 0.0 {
                next.push(err);
            }
            q = sum;
        }
        if q != 0.0 {
            next.push(q);
        }
        exp = next;
    }
    // The most significant term carries the sign.
    exp.iter()
        .fold(0.0f64, |acc, &v| if v.abs() > acc.abs() { v } else { acc })
        .partial_cmp(&0.0)
        .map(|o| o as i32)
        .unwrap_or(0)
}

/// `a / b`, correctly rounded.
#[cfg(test)]
pub(crate) fn div(fmt: Fmt, a: u64, b: u64, m: FpMode) -> u64 {
    let (_, d) = mode_of(m, fmt);
    let (a, b) = (flush_in(a, fmt, d), flush_in(b, fmt, d));
    if let Some(n) = nan_of(fmt, &[a, b]) {
        return n;
    }
    let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
    let q = x / y;
    let finite = x.is_finite() && y.is_finite() && y != 0.0;
    let err = if finite && q.is_finite() && q != 0.0 {
        let r = (-q).mul_add(y, x);
        sign_of(r) * if y < 0.0 { -1 } else { 1 }
    } else if finite && q == 0.0 && x != 0.0 {
        // Underflowed to zero: the exact quotient is a tiny non-zero.
        if (x < 0.0) != (y < 0.0) {
            -1
        } else {
            1
        }
    } else {
        0
    };
    finish(fmt, m, q, err, finite)
}

/// Single-precision shorthands.
pub(crate) fn add_f32(a: u32, b: u32, m: FpMode) -> u32 {
    add(F32, a as u64, b as u64, m) as u32
}
pub(crate) fn add_f64(a: u64, b: u64, m: FpMode) -> u64 {
    add(F64, a, b, m)
}
pub(crate) fn add_f16(a: u16, b: u16, m: FpMode) -> u16 {
    add(F16, a as u64, b as u64, m) as u16
}

/// A value computed in `f64` (with error sign `err`) rounded into `fmt`
/// with the mode's rounding and output flushing: for results of
/// functions (transcendentals, conversions).
pub(crate) fn from_f64(fmt: Fmt, x: f64, err: i32, m: FpMode) -> u64 {
    let (r, d) = mode_of(m, fmt);
    if x.is_nan() {
        return fmt.default_nan();
    }
    flush_out(round_to(x, err, r, fmt), fmt, d)
}

/// Round to nearest even, no flushing: conversions that ignore the mode.
pub(crate) fn from_f64_rne(fmt: Fmt, x: f64) -> u64 {
    if x.is_nan() {
        return fmt.default_nan();
    }
    round_to(x, 0, Round::Nearest, fmt)
}

/// Minimum and maximum (`V_MIN_*`/`V_MAX_*`): in IEEE mode a signaling NaN
/// operand gives its quiet NaN; otherwise a NaN operand yields the other
/// operand; -0 is below +0.
pub(crate) fn minmax(fmt: Fmt, max: bool, a: u64, b: u64, m: FpMode) -> u64 {
    let (_, d) = mode_of(m, fmt);
    let (a, b) = (flush_in(a, fmt, d), flush_in(b, fmt, d));
    if m.ieee {
        if fmt.is_snan(a) {
            return fmt.quiet(a);
        }
        if fmt.is_snan(b) {
            return fmt.quiet(b);
        }
    }
    if fmt.is_nan(a) {
        return b;
    }
    if fmt.is_nan(b) {
        return a;
    }
    let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
    if x == y {
        let na = a & fmt.sign_bit() != 0;
        let nb = b & fmt.sign_bit() != 0;
        // Zeros of opposite signs: min takes -0, max +0.
        return if na == nb || max != na { a } else { b };
    }
    if (y > x) == max {
        b
    } else {
        a
    }
}

/// The output modifiers of VOP3: `omod` (0 none, 1 ×2, 2 ×4, 3 ÷2) then
/// `clamp` to [0, 1] (NaN becomes 0 with the DX10 clamp).
pub(crate) fn out_mods(fmt: Fmt, r: u64, omod: u8, clamp: bool, m: FpMode) -> u64 {
    let mut r = r;
    if omod != 0 && !fmt.is_nan(r) {
        let k: f64 = match omod {
            1 => 2.0,
            2 => 4.0,
            _ => 0.5,
        };
        r = mul(fmt, r, from_f64_rne(fmt, k), m);
    }
    if clamp {
        if fmt.is_nan(r) {
            return if m.dx10_clamp { 0 } else { r };
        }
        let x = fmt.to_f64(r);
        if x < 0.0 || (x == 0.0 && r & fmt.sign_bit() != 0) {
            return 0;
        }
        if x > 1.0 {
            return from_f64_rne(fmt, 1.0);
        }
    }
    r
}

/// Compare: `lt eq le gt lg ge o u nge nlg ngt nle neq nlt` and the
/// always-false/true `f`/`t`, by the encoding's 4-bit predicate: bit 0
/// less, bit 1 equal, bit 2 greater; bits 0-2 plus "unordered" for the
/// negated forms.
pub(crate) fn fcmp(fmt: Fmt, pred: u8, a: u64, b: u64, m: FpMode) -> bool {
    let (_, d) = mode_of(m, fmt);
    let (a, b) = (flush_in(a, fmt, d), flush_in(b, fmt, d));
    let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
    let unord = x.is_nan() || y.is_nan();
    let lt = x < y;
    let eq = x == y;
    let gt = x > y;
    match pred {
        0 => false,        // f
        1 => lt,           // lt
        2 => eq,           // eq
        3 => lt || eq,     // le
        4 => gt,           // gt
        5 => lt || gt,     // lg
        6 => x >= y,       // ge
        7 => !unord,       // o
        8 => unord,        // u
        9 => lt || unord,  // nge
        10 => !(lt || gt), // nlg
        11 => !gt,         // ngt
        12 => gt || unord, // nle
        13 => !eq,         // neq
        14 => !lt,         // nlt
        _ => true,         // tru
    }
}

/// `V_CMP_CLASS`: bit k of the mask tests class k (0 signaling NaN, 1
/// quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
/// 8 +normal, 9 +inf).
pub(crate) fn class(fmt: Fmt, a: u64, mask: u32) -> bool {
    let neg = a & fmt.sign_bit() != 0;
    let k = if fmt.is_snan(a) {
        0
    } else if fmt.is_nan(a) {
        1
    } else if fmt.is_inf(a) {
        if neg {
            2
        } else {
            9
        }
    } else if fmt.is_zero(a) {
        if neg {
            5
        } else {
            6
        }
    } else if fmt.is_denorm(a) {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    };
    mask >> k & 1 == 1
}

/// Float to integer with saturation, NaN to 0 (`V_CVT_I32_F32` and
/// friends): rounding toward zero.
pub(crate) fn to_int(x: f64, signed: bool, bits: u32) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let t = x.trunc();
    if signed {
        let lo = -(2f64.powi(bits as i32 - 1));
        let hi = 2f64.powi(bits as i32 - 1) - 1.0;
        let v = t.clamp(lo, hi) as i64;
        (v as u64) & mask(bits)
    } else {
        let hi = 2f64.powi(bits as i32) - 1.0;
        t.clamp(0.0, hi) as u64
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RNE: FpMode = FpMode::ATOMIC;

    fn mode(r: Round) -> FpMode {
        FpMode {
            round32: r,
            round16_64: r,
            ..RNE
        }
    }

    #[test]
    fn nearest_matches_the_host() {
        let vals = [
            1.0f32,
            3.0,
            1e-40,
            -7.5e-39,
            3.4e38,
            1.1754944e-38,
            0.1,
            -2.5,
        ];
        for &a in &vals {
            for &b in &vals {
                let r = add(F32, a.to_bits() as u64, b.to_bits() as u64, RNE) as u32;
                assert_eq!(r, (a + b).to_bits(), "{a} + {b}");
                let r = mul(F32, a.to_bits() as u64, b.to_bits() as u64, RNE) as u32;
                assert_eq!(r, (a * b).to_bits(), "{a} * {b}");
                let r = div(F32, a.to_bits() as u64, b.to_bits() as u64, RNE) as u32;
                assert_eq!(r, (a / b).to_bits(), "{a} / {b}");
            }
        }
    }

    #[test]
    fn directed_rounding() {
        let one = 1.0f32.to_bits() as u64;
        let tiny = (2f32.powi(-30)).to_bits() as u64;
        assert_eq!(add(F32, one, tiny, mode(Round::Up)) as u32, 0x3f80_0001);
        assert_eq!(add(F32, one, tiny, mode(Round::Down)) as u32, 0x3f80_0000);
        let mone = (-1.0f32).to_bits() as u64;
        assert_eq!(add(F32, mone, tiny, mode(Round::Zero)) as u32, 0xbf7f_ffff);
        assert_eq!(add(F32, mone, tiny, mode(Round::Down)) as u32, 0xbf80_0000);
        // 1/3 in every mode.
        let three = 3.0f32.to_bits() as u64;
        assert_eq!(
            div(F32, one, three, mode(Round::Nearest)) as u32,
            0x3eaa_aaab
        );
        assert_eq!(div(F32, one, three, mode(Round::Zero)) as u32, 0x3eaa_aaaa);
        assert_eq!(div(F32, one, three, mode(Round::Up)) as u32, 0x3eaa_aaab);
        // Overflow toward zero gives the largest finite value.
        let big = f32::MAX.to_bits() as u64;
        assert_eq!(add(F32, big, big, mode(Round::Zero)) as u32, 0x7f7f_ffff);
        assert_eq!(add(F32, big, big, mode(Round::Nearest)) as u32, 0x7f80_0000);
        // Double: 1 + 2^-60 rounds up to the next double only upward.
        let a = 1.0f64.to_bits();
        let b = 2f64.powi(-60).to_bits();
        assert_eq!(add(F64, a, b, mode(Round::Up)), 1.0f64.to_bits() + 1);
        assert_eq!(add(F64, a, b, mode(Round::Nearest)), 1.0f64.to_bits());
        // x - x = -0 only rounding down.
        assert_eq!(add(F32, one, mone, mode(Round::Down)) as u32, 0x8000_0000);
    }

    #[test]
    fn half_rounding_and_denormals() {
        // 1 + 2^-11 is a tie in half precision: even.
        let one = 0x3c00u64;
        let tie = 0x1000u64; // 2^-11
        assert_eq!(add(F16, one, tie, RNE), 0x3c00);
        assert_eq!(add(F16, one, tie, mode(Round::Up)), 0x3c01);
        // Smallest denormal times one half rounds to even (0) or up.
        assert_eq!(mul(F16, 1, 0x3800, RNE), 0);
        assert_eq!(mul(F16, 1, 0x3800, mode(Round::Up)), 1);
        // Flushing.
        let m = FpMode {
            denorm16_64: 0,
            ..RNE
        };
        assert_eq!(add(F16, 1, 1, m), 0);
    }

    #[test]
    fn fma_is_single_rounding() {
        let a = (1.0f32 + 2f32.powi(-12)).to_bits() as u64;
        let c = (-1.0f32).to_bits() as u64;
        // (1+2^-12)^2 - 1 = 2^-11 + 2^-24 exactly.
        let r = fma(F32, a, a, c, RNE) as u32;
        assert_eq!(f32::from_bits(r), 2f32.powi(-11) + 2f32.powi(-24));
        let x = 0.1f64;
        let r = fma(F64, x.to_bits(), x.to_bits(), (-0.01f64).to_bits(), RNE);
        assert_eq!(f64::from_bits(r), x.mul_add(x, -0.01));
        // 0.1*0.1 - 0.01 is exact in f64: no rounding mode moves it.
        let d =
            |a: f64, b: f64, c: f64, r| fma(F64, a.to_bits(), b.to_bits(), c.to_bits(), mode(r));
        assert_eq!(d(x, x, -0.01, Round::Up), d(x, x, -0.01, Round::Down));
        // 0.1*0.7 + 0.2 is not: up and down are adjacent values around the
        // nearest one.
        let (up, dn) = (d(0.1, 0.7, 0.2, Round::Up), d(0.1, 0.7, 0.2, Round::Down));
        assert_eq!(up - dn, 1);
        let near = 0.1f64.mul_add(0.7, 0.2).to_bits();
        assert!(near == up || near == dn);
    }

    #[test]
    fn min_max_nan_and_zero_rules() {
        let q = 0x7fc0_0000u64;
        let s = 0x7fa0_0000u64;
        let one = 1.0f32.to_bits() as u64;
        assert_eq!(minmax(F32, false, q, one, RNE), one);
        assert_eq!(minmax(F32, false, s, one, RNE), 0x7fe0_0000);
        let nonieee = FpMode { ieee: false, ..RNE };
        assert_eq!(minmax(F32, false, s, one, nonieee), one);
        assert_eq!(minmax(F32, false, 0, 0x8000_0000, RNE), 0x8000_0000);
        assert_eq!(minmax(F32, true, 0x8000_0000, 0, RNE), 0);
    }
}
