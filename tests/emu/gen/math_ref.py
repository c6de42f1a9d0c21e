#!/usr/bin/env python3
"""Writes tests/emu/math_ref.txt: correctly rounded f32 results of the vISA
math functions for random f32 inputs, computed with mpmath at 80 digits.
The emulator's results must lie within the documented bound (1 ulp) of
these. Needs mpmath (pip install mpmath); the output is committed.

Line format: `op x_bits y_bits result_bits` (hexadecimal; y unused but
for pow), result the round-to-nearest-even f32 of the exact value.
"""
import os
import random
import struct

import mpmath as mp

mp.mp.dps = 80


def f32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def round_f32(v):
    """Round an mpf to the nearest f32 (ties to even), with overflow to inf
    and gradual underflow."""
    if mp.isnan(v):
        return 0x7FC00000
    if mp.isinf(v):
        return 0x7F800000 if v > 0 else 0xFF800000
    if v == 0:
        return 0
    sign = 0x80000000 if v < 0 else 0
    a = abs(v)
    e = int(mp.floor(mp.log(a, 2)))
    # Guard against log rounding at exact powers of two.
    while mp.mpf(2) ** e > a:
        e -= 1
    while mp.mpf(2) ** (e + 1) <= a:
        e += 1
    e = max(e, -126)
    q = a / mp.mpf(2) ** (e - 23)  # significand scaled to an integer
    n = int(mp.floor(q))
    r = q - n
    if r > 0.5 or (r == 0.5 and n % 2 == 1):
        n += 1
    if n == 1 << 24:
        n >>= 1
        e += 1
    if e > 127:
        return sign | 0x7F800000
    if n < 1 << 23:  # subnormal
        return sign | n
    return sign | ((e + 127) << 23) | (n - (1 << 23))


def main():
    rnd = random.Random(20240605)
    out = []

    def rand_in(lo, hi):
        return bits(rnd.uniform(lo, hi))

    cases = {
        "exp": lambda: rand_in(-125.0, 127.0),
        "log": lambda: rnd.choice([rand_in(1e-30, 1e30), rand_in(0.5, 2.0), rnd.randrange(0x00800000, 0x7F800000)]),
        "sin": lambda: rnd.choice([rand_in(-100.0, 100.0), rand_in(-3.2, 3.2)]),
        "cos": lambda: rnd.choice([rand_in(-100.0, 100.0), rand_in(-3.2, 3.2)]),
        "rsqrt": lambda: rnd.randrange(0x00800000, 0x7F800000),
        "inv": lambda: rnd.randrange(0x00800000, 0x7E800000) | rnd.choice([0, 0x80000000]),
        "sqrt": lambda: rnd.randrange(0x00000001, 0x7F800000),
        "pow": lambda: rand_in(0.01, 100.0),
    }
    for op, gen in cases.items():
        for _ in range(512):
            x = gen()
            y = 0
            xv = mp.mpf(f32(x))
            if op == "exp":
                v = mp.mpf(2) ** xv
            elif op == "log":
                v = mp.log(xv, 2)
            elif op == "sin":
                v = mp.sin(xv)
            elif op == "cos":
                v = mp.cos(xv)
            elif op == "rsqrt":
                v = 1 / mp.sqrt(xv)
            elif op == "inv":
                v = 1 / xv
            elif op == "sqrt":
                v = mp.sqrt(xv)
            else:
                y = rand_in(-10.0, 10.0)
                v = xv ** mp.mpf(f32(y))
            out.append(f"{op} {x:08x} {y:08x} {round_f32(v):08x}")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "math_ref.txt")
    with open(path, "w") as f:
        f.write("# op x y correctly-rounded-f32 (tests/emu/gen/math_ref.py, mpmath 80 digits)\n")
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
