"""Exact float helpers for the emulator's test models (independent of the
Rust code): values are Fractions or the strings 'nan', '+inf', '-inf';
zeros carry their sign as ('0', sign). Rounding is round-to-nearest-even
with gradual underflow and overflow to infinity.
"""
import struct
from fractions import Fraction

NAN = "nan"
PINF = "+inf"
NINF = "-inf"


class Zero:
    """A signed zero."""

    def __init__(self, neg):
        self.neg = neg

    def __repr__(self):
        return "-0" if self.neg else "+0"


def is_zero(v):
    return isinstance(v, Zero)


def decode_bits(bits, ebits, mbits):
    """An IEEE-style binary value (sign, ebits exponent, mbits fraction)."""
    sign = (bits >> (ebits + mbits)) & 1
    e = (bits >> mbits) & ((1 << ebits) - 1)
    m = bits & ((1 << mbits) - 1)
    bias = (1 << (ebits - 1)) - 1
    if e == (1 << ebits) - 1:
        if m:
            return NAN
        return NINF if sign else PINF
    if e == 0:
        if m == 0:
            return Zero(bool(sign))
        v = Fraction(m, 1 << mbits) * Fraction(2) ** (1 - bias)
    else:
        v = (1 + Fraction(m, 1 << mbits)) * Fraction(2) ** (e - bias)
    return -v if sign else v


def f32(bits):
    return decode_bits(bits, 8, 23)


def f16(bits):
    return decode_bits(bits, 5, 10)


def bf16(bits):
    return decode_bits(bits, 8, 7)


def mul(a, b):
    if a == NAN or b == NAN:
        return NAN
    ainf, binf = a in (PINF, NINF), b in (PINF, NINF)
    if ainf or binf:
        if is_zero(a) or is_zero(b):
            return NAN
        neg = sign_of(a) != sign_of(b)
        return NINF if neg else PINF
    if is_zero(a) or is_zero(b):
        return Zero(sign_of(a) != sign_of(b))
    return a * b


def sign_of(v):
    if v == NINF:
        return True
    if v == PINF:
        return False
    if is_zero(v):
        return v.neg
    return v < 0


def exact_sum(terms):
    """The exact sum of values, IEEE rules for infinities and zeros (a zero
    sum is -0 only when every term is -0)."""
    if NAN in terms:
        return NAN
    infs = {t for t in terms if t in (PINF, NINF)}
    if len(infs) == 2:
        return NAN
    if infs:
        return infs.pop()
    total = sum((t for t in terms if not is_zero(t)), Fraction(0))
    if total == 0:
        return Zero(all(is_zero(t) and t.neg for t in terms))
    return total


def round_fmt(v, p, emin, emax):
    """Round to a binary format of precision p (implicit bit included),
    smallest normal exponent emin, largest exponent emax; nearest even."""
    if v in (NAN, PINF, NINF) or is_zero(v):
        return v
    neg = v < 0
    a = -v if neg else v
    e = 0
    while a >= Fraction(2) ** (e + 1):
        e += 1
    while a < Fraction(2) ** e:
        e -= 1
    q = max(e, emin) - (p - 1)
    scaled = a / Fraction(2) ** q
    t = scaled.numerator // scaled.denominator
    frac = scaled - t
    if frac > Fraction(1, 2) or (frac == Fraction(1, 2) and t % 2 == 1):
        t += 1
    r = t * Fraction(2) ** q
    maxv = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if r > maxv:
        return NINF if neg else PINF
    if r == 0:
        return Zero(neg)
    return -r if neg else r


def round_f32(v):
    return round_fmt(v, 24, -126, 127)


def encode(v, ebits, mbits):
    """Bits of a value already representable in the format."""
    top = ebits + mbits
    if v == NAN:
        return (((1 << ebits) - 1) << mbits) | (1 << (mbits - 1))
    if v in (PINF, NINF):
        return ((1 if v == NINF else 0) << top) | (((1 << ebits) - 1) << mbits)
    if is_zero(v):
        return (1 << top) if v.neg else 0
    neg = v < 0
    a = -v if neg else v
    bias = (1 << (ebits - 1)) - 1
    e = 0
    while a >= Fraction(2) ** (e + 1):
        e += 1
    while a < Fraction(2) ** e:
        e -= 1
    if e < 1 - bias:
        m = a / Fraction(2) ** (1 - bias - mbits)
        assert m.denominator == 1
        bits = int(m)
    else:
        m = (a / Fraction(2) ** e - 1) * (1 << mbits)
        assert m.denominator == 1
        bits = ((e + bias) << mbits) | int(m)
    return ((1 if neg else 0) << top) | bits


def f32_bits(v):
    return encode(v, 8, 23)


def f16_bits(v):
    return encode(round_fmt(v, 11, -14, 15), 5, 10)


def bf16_bits(v):
    return encode(round_fmt(v, 8, -126, 127), 8, 7)


def f32_from_float(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]
