#!/usr/bin/python3
"""Independent cross-check of pocl's expected results for the kernels where
an implementation bug is most likely (integer built-ins, saturating and
rounding-mode conversions, half rounding).  Recomputes them in Python from
the committed arg<I>.in.bin and compares with arg<I>.expected.bin.
Reports mismatches; exit 1 if any.
"""
import math
import os
import sys
from fractions import Fraction as Fr

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_lib as L  # noqa: E402

BITS = {"char": 8, "uchar": 8, "short": 16, "ushort": 16, "int": 32, "uint": 32,
        "long": 64, "ulong": 64}
problems = []


def load(kernel, i, kind="in"):
    m = [x for x in L.load_manifests([kernel])][0]
    a = m["args"][i]
    base, _ = L.parse_elem(a["elem"])
    return np.fromfile(os.path.join(L.RUNS, kernel, f"arg{i}.{kind}.bin"), dtype=L.SCALARS[base])


def rng(t):
    b = BITS[t]
    return (0, 2**b - 1) if t.startswith("u") else (-2**(b - 1), 2**(b - 1) - 1)


def wrap(v, t):
    b = BITS[t]
    v &= 2**b - 1
    if not t.startswith("u") and v >= 2**(b - 1):
        v -= 2**b
    return v


def sat(v, t):
    lo, hi = rng(t)
    return min(max(v, lo), hi)


def check(name, got, want):
    bad = [(k, g, w) for k, (g, w) in enumerate(zip(got, want)) if g != w]
    if bad:
        problems.append(f"{name}: {len(bad)} mismatches, first {bad[:3]}")
    return not bad


def int_builtins():
    for t in BITS:
        b = BITS[t]
        x, y, z = (list(map(int, load(f"int_builtins_{t}", i))) for i in range(3))
        out = list(map(int, load(f"int_builtins_{t}", 3, "expected")))
        outu = list(map(int, load(f"int_builtins_{t}", 4, "expected")))
        n = len(x)
        want, wantu = [], []
        for k in range(n):
            a, c, d = x[k], y[k], z[k]
            lo, hi = min(c, d), max(c, d)
            ua = a & (2**b - 1)
            r = c % b
            rot = ((ua << r) | (ua >> (b - r))) & (2**b - 1) if r else ua
            clz = b - ua.bit_length()
            want += [sat(a + c, t), sat(a - c, t), sat(a * c + d, t),
                     wrap((a * c) >> b, t), wrap(((a * c) >> b) + d, t), wrap(rot, t),
                     clz, bin(ua).count("1"), (a + c) >> 1, (a + d + 1) >> 1,
                     min(max(a, lo), hi), 1 if a == c else min(a, d)]
            wantu += [abs(a) & (2**b - 1), abs(a - c)]
        check(f"int_builtins_{t}.out", out, want)
        check(f"int_builtins_{t}.outu", outu, wantu)


def rnd_int_to_float(v, mode, mant=24):
    """Round integer v to a binary float with `mant` significant bits."""
    if v == 0:
        return 0.0
    s = -1 if v < 0 else 1
    a = abs(v)
    e = a.bit_length() - mant
    if e <= 0:
        return float(v)
    q, r = divmod(a, 1 << e)
    half = 1 << (e - 1)
    if mode == "rte":
        up = r > half or (r == half and q & 1)
    elif mode == "rtz":
        up = False
    elif mode == "rtp":
        up = r > 0 and s > 0
    else:
        up = r > 0 and s < 0
    return float(s * (q + up) * (1 << e))


def int_to_float():
    for t in ["int", "uint", "long", "ulong", "short"]:
        x = list(map(int, load(f"cvt_{t}_to_float", 0)))
        for j, mode in enumerate(["rte", "rte", "rtz", "rtp", "rtn"]):
            got = [float(v) for v in load(f"cvt_{t}_to_float", 1 + j, "expected")]
            check(f"cvt_{t}_to_float.arg{1 + j}", got, [rnd_int_to_float(v, mode) for v in x])


def round_frac(f, mode):
    if mode == "rte":
        fl = math.floor(f)
        d = f - fl
        return fl + (1 if d > Fr(1, 2) or (d == Fr(1, 2) and fl % 2) else 0)
    if mode == "rtz":
        return math.trunc(f)
    if mode == "rtp":
        return math.ceil(f)
    return math.floor(f)


def float_to_int():
    x = load("cvt_float_to_int", 0)
    spec = [("int", "rtz"), ("int", "rte"), ("int", "rtp"), ("int", "rtn"), ("uint", "rte"),
            ("uint", "rtz"), ("char", "rtn"), ("uchar", "rte"), ("short", "rtp"),
            ("ushort", "rtz"), ("long", "rte"), ("ulong", "rtz")]
    for j, (t, mode) in enumerate(spec):
        got = list(map(int, load("cvt_float_to_int", 1 + j, "expected")))
        want = []
        for v in x:
            v = float(v)
            if math.isinf(v):
                want.append(rng(t)[1] if v > 0 else rng(t)[0])
            else:
                want.append(sat(round_frac(Fr(v), mode), t))
        check(f"cvt_float_to_int.arg{1 + j}", got, want)
    for j, mode in [(13, "rtz"), (14, "rte")]:
        got = list(map(int, load("cvt_float_to_int", j, "expected")))
        want = [round_frac(Fr(float(min(max(float(v), -2e9), 2e9))), mode) for v in x]
        check(f"cvt_float_to_int.arg{j}", got, want)


def to_half(v, mode):
    """Exact rounding of a finite float/double v to IEEE half, as bits."""
    if math.isinf(v):
        return 0x7C00 if v > 0 else 0xFC00
    s = 0x8000 if math.copysign(1.0, v) < 0 else 0
    f = abs(Fr(v))
    # candidates: all halves are k * 2^-24 for k < 2^11 (subnormal) or m*2^(e-10)
    if f == 0:
        return s
    e = max(math.floor(math.log2(f)) if f > 0 else -14, -14)
    while Fr(2) ** e > f:
        e -= 1
    while Fr(2) ** (e + 1) <= f:
        e += 1
    e = max(e, -14)
    ulp_ = Fr(2) ** (e - 10)
    q = f / ulp_
    neg = bool(s)
    m = {"rte": None}.get(mode)
    fl = math.floor(q)
    rem = q - fl
    if mode == "rte":
        k = fl + (1 if rem > Fr(1, 2) or (rem == Fr(1, 2) and fl % 2) else 0)
    elif mode == "rtz":
        k = fl
    elif mode == "rtp":
        k = fl + (1 if rem and not neg else 0)
    else:
        k = fl + (1 if rem and neg else 0)
    val = k * ulp_
    if val > 65504:
        if mode == "rte" or (mode == "rtp" and not neg) or (mode == "rtn" and neg):
            return s | 0x7C00
        return s | 0x7BFF
    h = np.array([float(val)], dtype=np.float16).view(np.uint16)[0]
    assert float(np.float16(float(val))) == float(val)
    return s | int(h)


def half_modes():
    x = load("half_store_modes", 0)
    for j, mode in enumerate(["rte", "rte", "rtz", "rtp", "rtn"]):
        got = [int(v) for v in load("half_store_modes", 1 + j, "expected").view(np.uint16)]
        check(f"half_store_modes.arg{1 + j}", got, [to_half(float(v), mode) for v in x])
    x = load("half_convert", 0)
    for j, mode in enumerate(["rte", "rtz", "rtp", "rtn"]):
        got = [int(v) for v in load("half_convert", 2 + j, "expected").view(np.uint16)]
        check(f"half_convert.arg{2 + j}", got, [to_half(float(v), mode) for v in x])
    n = load("half_convert", 1)
    got = [int(v) for v in load("half_convert", 6, "expected").view(np.uint16)]
    check("half_convert.arg6", got, [to_half(float(v), "rte") for v in n])


def half_arith():
    a, b, c = (load("half_arith", i).astype(np.float64) for i in range(3))
    out = load("half_arith", 3, "expected").view(np.uint16).reshape(-1, 8)
    for k in range(len(a)):
        x, y, z = a[k], b[k], c[k]
        want = [to_half(x + y, "rte"), to_half(x - y, "rte"), to_half(x * y, "rte"),
                to_half(x * z + z, "rte"), to_half(min(x, y), "rte"), to_half(max(x, y), "rte"),
                to_half(-x, "rte"), to_half(float(np.float32(np.float32(x) * np.float32(1.1))), "rtz")]
        if list(map(int, out[k])) != want:
            problems.append(f"half_arith element {k}: {list(map(int, out[k]))} != {want}")
            break


def main():
    for f in (int_builtins, int_to_float, float_to_int, half_modes, half_arith):
        n0 = len(problems)
        f()
        print(f"{f.__name__}: {'ok' if len(problems) == n0 else 'MISMATCH'}")
    for p in problems:
        print("  " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
