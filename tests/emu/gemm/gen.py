#!/usr/bin/python3
"""Inputs and reference result of the hand-written GEMMs gemm_dg2.visaasm
and gemm_pvc.visaasm: A (M x K) and B (K x N) f16 row-major, C = A x B f32.

The reference follows dpas.hf.hf.8.8's arithmetic (the DPAS page's
pseudo-code, as tests/emu/gen/dpas.py models it): for each output, K is
consumed in pairs (k, k+1) in increasing order, and each pair's exact dot
product is added to the f32 accumulator with one rounding to nearest even.
Both kernels consume K in that order, so one reference serves both.
The inputs are chosen so that numpy's float64 arithmetic is exact on every
step (values in [2^-6, 1] or zero: products and partial sums stay within
53 bits); the script checks that exactness with error-free transformations.

    /usr/bin/python3 tests/emu/gemm/gen.py [M N K] [--out DIR]

writes A.bin, B.bin and C.bin (default 256 256 256, into this directory).
"""
import argparse
import os

import numpy as np


def inputs(m, n, k, seed=14):
    rng = np.random.default_rng(seed)

    def vals(shape):
        mag = 2.0 ** rng.uniform(-6, 0, size=shape)
        sign = np.where(rng.random(shape) < 0.5, -1.0, 1.0)
        x = (sign * mag).astype(np.float16)
        x[rng.random(shape) < 0.03] = 0
        return x

    return vals((m, k)), vals((k, n))


def two_sum_err(a, b):
    s = a + b
    bb = s - a
    return (a - (s - bb)) + (b - bb)


def reference(a, b):
    a64 = a.astype(np.float64)
    b64 = b.astype(np.float64)
    m, k = a.shape
    n = b.shape[1]
    acc = np.zeros((m, n), np.float32)
    for kk in range(0, k, 2):
        p0 = np.outer(a64[:, kk], b64[kk, :])
        p1 = np.outer(a64[:, kk + 1], b64[kk + 1, :])
        s = p0 + p1
        assert not two_sum_err(p0, p1).any(), "a pair's dot product is not exact in f64"
        t = acc.astype(np.float64) + s
        assert not two_sum_err(acc.astype(np.float64), s).any(), "a stage sum is not exact in f64"
        acc = t.astype(np.float32)  # round to nearest even, once
    return acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sizes", nargs="*", type=int, default=[256, 256, 256])
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = ap.parse_args()
    m, n, k = args.sizes
    a, b = inputs(m, n, k)
    c = reference(a, b)
    # Sanity: close to the float64 product.
    exact = a.astype(np.float64) @ b.astype(np.float64)
    assert np.allclose(c, exact, rtol=1e-5, atol=1e-5)
    os.makedirs(args.out, exist_ok=True)
    a.tofile(os.path.join(args.out, "A.bin"))
    b.tofile(os.path.join(args.out, "B.bin"))
    c.tofile(os.path.join(args.out, "C.bin"))


if __name__ == "__main__":
    main()
