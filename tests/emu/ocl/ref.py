#!/usr/bin/python3
"""Inputs and numpy reference results for the OpenCL kernels of
tests/emu/ocl/src, as ocloc compiled them (scripts/emu/ml-build.sh), for
dg2-g10 and pvc. pocl has none of these extensions, so the reference is
the extensions' semantics written down here:

- matrix multiply-accumulate (sub-group size SG, M rows, K deep): work-item
  j's `a` holds its share of every row of A (row m is the concatenation of
  the work-items' element m, in work-item order, read as K elements of A's
  precision, low bits first); its `b` holds column j of B (K elements
  packed in order); result column j is acc + A x B (32-bit wrapping for
  integers). Float inputs are small dyadic values, so every order of
  summation gives the same exact result.
- split matrix multiply-accumulate: the two sub-groups of a work-group
  provide rows 0..M/2-1 and M/2..M-1 of A; each multiplies by its own B.
- 2-D block reads: element (row y, column x) of block b is the surface
  element at (x0 + b*W + x, y0 + y), zero outside the surface; work-item j
  gets the j-th 16-bit unit of every row of every block (row-major, block
  by block); transform packs 32/bits rows of column j into each dword;
  transpose gives work-item j row y0 + j, element v column x0 + v.
- sub-group block reads and writes: element v of work-item j is
  p[v * SG + j].
- conversions: f32 to bf16 rounds to nearest even (denormals kept), f32
  to tf32 rounds to nearest even with denormals flushed (the FCVT page).
- the GEMM kernels: tests/emu/gemm/gen.py's reference (the DPAS page's
  arithmetic) at 64 x 64 x 64; the DG2 kernel (sub-groups of 8) takes B
  pre-packed (see gemm.cl).

Writes tests/emu/ocl/cases.json and tests/emu/ocl/data/.
    /usr/bin/python3 tests/emu/ocl/ref.py
"""
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "gemm"))
import gen as gemm_gen  # noqa: E402

PLATFORMS = {"dg2-g10": 8, "pvc": 16}

# name: (A precision, B precision, a type, b type, acc type, M) per SG.
INT_PREC = {"i8": (8, True), "u8": (8, False), "i4": (4, True), "u4": (4, False),
            "i2": (2, True), "u2": (2, False)}
MAD8 = [
    ("mad_i8_i8", "i8", "i8", "int", 8, "int", 8, "int", 8),
    ("mad_i8_u8_m4", "i8", "u8", "int", 4, "uint", 8, "int", 4),
    ("mad_u8_i8_m2", "u8", "i8", "uint", 2, "int", 8, "int", 2),
    ("mad_u8_u8_m1", "u8", "u8", "uint", 1, "uint", 8, "int", 1),
    ("mad_i4_i8", "i4", "i8", "short", 8, "int", 8, "int", 8),
    ("mad_i8_u2", "i8", "u2", "int", 8, "uint", 2, "int", 8),
    ("mad_u2_i8", "u2", "i8", "uchar", 8, "int", 8, "int", 8),
    ("mad_i4_i4", "i4", "i4", "int", 8, "int", 8, "int", 8),
    ("mad_u4_i2", "u4", "i2", "uint", 8, "int", 4, "int", 8),
    ("mad_i2_u4", "i2", "u4", "short", 8, "uint", 8, "int", 8),
    ("mad_u2_u2", "u2", "u2", "ushort", 8, "uint", 4, "int", 8),
    ("mad_f16", "f16", "f16", "int", 8, "int", 8, "float", 8),
    ("mad_f16_m4", "f16", "f16", "int", 4, "int", 8, "float", 4),
    ("mad_bf16", "bf16", "bf16", "int", 8, "int", 8, "float", 8),
    ("split_i8_i8", "i8", "i8", "int", 4, "int", 8, "int", 8),
    ("split_u8_i8", "u8", "i8", "uint", 4, "int", 8, "int", 8),
    ("split_f16", "f16", "f16", "int", 4, "int", 8, "float", 8),
    ("split_bf16", "bf16", "bf16", "int", 4, "int", 8, "float", 8),
]
MAD16 = [
    ("mad_i8_i8", "i8", "i8", "short", 8, "int", 8, "int", 8),
    ("mad_i8_u8_m4", "i8", "u8", "short", 4, "uint", 8, "int", 4),
    ("mad_u8_i8_m2", "u8", "i8", "ushort", 2, "int", 8, "int", 2),
    ("mad_u8_u8_m1", "u8", "u8", "ushort", 1, "uint", 8, "int", 1),
    ("mad_i8_i4", "i8", "i4", "short", 8, "int", 4, "int", 8),
    ("mad_i4_i8", "i4", "i8", "char", 8, "int", 8, "int", 8),
    ("mad_i8_u2", "i8", "u2", "short", 8, "uint", 2, "int", 8),
    ("mad_i4_i4", "i4", "i4", "short", 8, "int", 8, "int", 8),
    ("mad_u4_i2", "u4", "i2", "ushort", 8, "int", 4, "int", 8),
    ("mad_i2_u4", "i2", "u4", "char", 8, "uint", 8, "int", 8),
    ("mad_u2_u2", "u2", "u2", "uchar", 8, "uint", 4, "int", 8),
    ("mad_f16", "f16", "f16", "short", 8, "int", 8, "float", 8),
    ("mad_f16_h", "f16", "f16", "short", 8, "int", 8, "half", 8),
    ("mad_bf16", "bf16", "bf16", "short", 8, "int", 8, "float", 8),
    ("mad_bf16_b", "bf16", "bf16", "short", 8, "int", 8, "bf16", 8),
    ("mad_tf32", "tf32", "tf32", "short", 8, "int", 8, "float", 8),
]
SIZE = {"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4,
        "float": 4, "half": 2, "bf16": 2}
FBITS = {"f16": 16, "bf16": 16, "tf32": 32}


def unpack(raw, prec):
    """Elements of a byte string in a precision (ints or float values)."""
    if prec in INT_PREC:
        bits, signed = INT_PREC[prec]
        v = np.unpackbits(np.frombuffer(raw, np.uint8), bitorder="little")
        v = v.reshape(-1, bits).astype(np.int64)
        x = (v * (1 << np.arange(bits))).sum(axis=1)
        if signed:
            x = np.where(x >= 1 << (bits - 1), x - (1 << bits), x)
        return x
    if prec == "f16":
        return np.frombuffer(raw, np.float16).astype(np.float64)
    if prec == "bf16":
        u = np.frombuffer(raw, np.uint16).astype(np.uint32) << 16
        return u.view(np.float32).astype(np.float64)
    return np.frombuffer(raw, np.float32).astype(np.float64)


def dyadic(rng, prec, n):
    """Raw bytes of n float elements from {-1, -1/2, 0, 1/2, 1}."""
    v = rng.integers(-2, 3, size=n) / 2.0
    if prec == "f16":
        return v.astype(np.float16).tobytes()
    if prec == "bf16":
        return (v.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
    return v.astype(np.float32).tobytes()


def mad_case(rng, sg, entry, groups=4):
    name, pa, pb, at, am, bt, bn, ct, cm = entry
    split = name.startswith("split")
    lanes = groups * sg
    abytes = SIZE[at] * am
    bbytes = SIZE[bt] * bn
    cbytes = SIZE[ct] * cm
    floats = pa in FBITS
    if floats:
        # A row by row (a row spreads over the sub-group, a tf32 element over
        # two work-items), then each work-item's share of every row.
        rows_of = [[dyadic(rng, pa, sg * SIZE[at] * 8 // FBITS[pa]) for _ in range(am)]
                   for _ in range(groups)]
        a = b"".join(rows_of[l // sg][m][(l % sg) * SIZE[at]:(l % sg + 1) * SIZE[at]]
                     for l in range(lanes) for m in range(am))
        b = dyadic(rng, pb, lanes * bbytes * 8 // FBITS[pb])
        accv = rng.integers(-2, 3, size=lanes * cm) / 2.0
        if ct == "float":
            c = accv.astype(np.float32).tobytes()
        elif ct == "half":
            c = accv.astype(np.float16).tobytes()
        else:
            c = (accv.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
    else:
        a = rng.integers(0, 256, lanes * abytes, dtype=np.uint8).tobytes()
        b = rng.integers(0, 256, lanes * bbytes, dtype=np.uint8).tobytes()
        c = rng.integers(0, 256, lanes * cbytes, dtype=np.uint8).tobytes()
    out = bytearray()
    esz = SIZE[at]
    for lane in range(lanes):
        g0 = lane - lane % sg
        # Rows of A this lane's sub-group sees.
        if split:
            base = lane - lane % (2 * sg)
            sgs = [base, base + sg]
            rows = []
            for s in sgs:
                for m in range(am):
                    rows.append(b"".join(a[(s + j) * abytes + m * esz:(s + j) * abytes + (m + 1) * esz] for j in range(sg)))
        else:
            rows = [b"".join(a[(g0 + j) * abytes + m * esz:(g0 + j) * abytes + (m + 1) * esz] for j in range(sg)) for m in range(am)]
        col = unpack(b[lane * bbytes:(lane + 1) * bbytes], pb)
        acc_raw = c[lane * cbytes:(lane + 1) * cbytes]
        for m in range(cm):
            arow = unpack(rows[m], pa)
            assert len(arow) == len(col), (name, len(arow), len(col))
            if floats:
                if ct == "float":
                    acc = float(np.frombuffer(acc_raw, np.float32)[m])
                elif ct == "half":
                    acc = float(np.frombuffer(acc_raw, np.float16)[m])
                else:
                    acc = float(unpack(acc_raw, "bf16")[m])
                v = acc + float((arow * col).sum())  # exact: small dyadics
                if ct == "float":
                    out += np.float32(v).tobytes()
                elif ct == "half":
                    assert float(np.float16(v)) == v
                    out += np.float16(v).tobytes()
                else:
                    f = np.array([v], np.float32)
                    assert (f.view(np.uint32) & 0xffff == 0).all()
                    out += (f.view(np.uint32) >> 16).astype(np.uint16).tobytes()
            else:
                acc = int(np.frombuffer(acc_raw, np.int32)[m])
                v = (acc + int((arow * col).sum())) & 0xffffffff
                out += int(v).to_bytes(4, "little")
    local = 2 * sg if split else sg
    return {"kernel": name, "global": [lanes, 1, 1], "local": [local, 1, 1],
            "args": [("in", a), ("in", b), ("in", c), ("out", bytes(out))]}


# ---- 2-D block reads ----

BLOCK = [
    # name, element bytes, width (elements), height, blocks, mode, type bytes per lane element, lane elements
    ("rd_u8_m1k32v2", 1, 32, 1, 2, "n"),
    ("rd_u8_m2k32v2", 1, 32, 2, 2, "n"),
    ("rd_u8_m4k32v2", 1, 32, 4, 2, "n"),
    ("rd_u8_m8k32v2", 1, 32, 8, 2, "n"),
    ("rd_u16_m1k16v2", 2, 16, 1, 2, "n"),
    ("rd_u16_m2k16v2", 2, 16, 2, 2, "n"),
    ("rd_u16_m4k16v2", 2, 16, 4, 2, "n"),
    ("rd_u16_m8k16v2", 2, 16, 8, 2, "n"),
    ("rd_transform_u8_k32", 1, 16, 32, 1, "vnni"),
    ("rd_transform_u16_k16", 2, 16, 16, 1, "vnni"),
    ("rd_transpose_u32_k8", 4, 8, 16, 1, "t"),
]
SW, SH, SP = 96, 24, 128


def surf_elem(surf, size, col, row):
    if col < 0 or row < 0 or (col + 1) * size > SW or row >= SH:
        return bytes(size)
    o = row * SP + col * size
    return surf[o:o + size]


def block_case(surf, entry, x0, y0):
    name, size, w, h, nb, mode = entry
    out = bytearray()
    for j in range(16):
        if mode == "n":
            # The j-th 16-bit unit of every row of every block.
            upe = 2 // size  # elements per 16-bit unit
            for b in range(nb):
                for y in range(h):
                    for e in range(upe):
                        out += surf_elem(surf, size, x0 + b * w + j * upe + e, y0 + y)
        elif mode == "vnni":
            per = 4 // size
            for v in range(h // per):
                for i in range(per):
                    out += surf_elem(surf, size, x0 + j, y0 + v * per + i)
        else:
            for v in range(w):
                out += surf_elem(surf, size, x0 + v, y0 + j)
    return {"kernel": name, "global": [16, 1, 1], "local": [16, 1, 1],
            "args": [("in", surf), ("i32", SW), ("i32", SH), ("i32", SP), ("i32", x0), ("i32", y0),
                     ("out", bytes(out))]}


def bf16_rne(x):
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    nan = (u & 0x7fffffff) > 0x7f800000
    r = (u + 0x7fff + ((u >> 16) & 1)) >> 16
    r = np.where(nan, (u >> 16) | 0x40, r)
    return r.astype(np.uint16)


def tf32_rne(x):
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    exp = (u >> 23) & 0xff
    r = (u + 0xfff + ((u >> 13) & 1)) & ~np.uint64(0x1fff)
    r = np.where(exp == 0, u & 0x80000000, r)
    r = np.where(exp == 0xff, np.where(u & 0x7fffff, (u | 0x400000) & ~np.uint64(0x1fff), u), r)
    return (r & 0xffffffff).astype(np.uint32)


def convert_case(rng):
    special = np.array([0x3f808000, 0x3f818000, 0x3f808001, 0x3f80ffff, 0x00000001, 0x807fffff,
                        0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x00000000, 0x80000000,
                        0x3f802000, 0x3f803000, 0x00800fff, 0x4049fdb0], np.uint32)
    rest = rng.integers(0, 2 ** 32, 48, dtype=np.uint64).astype(np.uint32)
    # Keep NaNs out of the random part (their payloads are not specified).
    rest = np.where((rest & 0x7f800000) == 0x7f800000, rest & 0xbfffffff, rest)
    x = np.concatenate([special, rest]).view(np.float32)
    n = len(x)
    bf = bf16_rne(x)
    back = (bf.astype(np.uint32) << 16).view(np.float32)
    pair = bf[np.arange(n) ^ 1]
    packed = (bf.astype(np.uint32) | (pair.astype(np.uint32) << 16))
    tf = tf32_rne(x)
    return {"kernel": "convert", "global": [n, 1, 1], "local": [16, 1, 1],
            "args": [("in", x.tobytes()), ("out", bf.tobytes()), ("out", back.tobytes()),
                     ("out", packed.tobytes()), ("out", tf.tobytes())]}


def copy_cases(rng):
    cases = []
    for name, elem, n, add in (("copy_ui", 4, 1, False), ("copy_ui4", 4, 4, True), ("copy_ui8", 4, 8, False),
                               ("copy_us8", 2, 8, False), ("copy_us", 2, 1, False)):
        groups = 3
        count = groups * 16 * n
        src = rng.integers(0, 2 ** 32, count, dtype=np.uint64).astype(np.uint32 if elem == 4 else np.uint16)
        dst = src.copy()
        if add:
            for g in range(groups):
                for v in range(n):
                    s = g * 16 * n + v * 16
                    dst[s:s + 16] += np.uint32(v + 1)
        cases.append({"kernel": name, "global": [groups * 16, 1, 1], "local": [16, 1, 1],
                      "args": [("in", src.tobytes()), ("out", dst.tobytes())]})
    return cases


def gemm_case(sg):
    m = n = k = 64
    a, b = gemm_gen.inputs(m, n, k, seed=64)
    c = gemm_gen.reference(a, b)
    if sg == 8:
        # B packed in tiles of 8 columns, K-row pairs in a dword.
        u = b.view(np.uint16).astype(np.uint32)
        bp = np.zeros((n // 8, k // 2, 8), np.uint32)
        for t in range(n // 8):
            for k2 in range(k // 2):
                bp[t, k2] = u[2 * k2, 8 * t:8 * t + 8] | (u[2 * k2 + 1, 8 * t:8 * t + 8] << 16)
        bin_ = bp.tobytes()
        glob, local = [n, m // 8, 1], [8, 1, 1]
    else:
        bin_ = b.tobytes()
        glob, local = [n, m // 8, 1], [16, 1, 1]
    return {"kernel": "gemm_f16", "global": glob, "local": local,
            "args": [("in", a.tobytes()), ("in", bin_), ("out", c.tobytes()),
                     ("i32", m), ("i32", n), ("i32", k)]}


def main():
    data = os.path.join(HERE, "data")
    os.makedirs(data, exist_ok=True)
    rng = np.random.default_rng(1414)
    cases = []
    surf = rng.integers(0, 256, SP * SH, dtype=np.uint8).tobytes()
    for plat, sg in PLATFORMS.items():
        todo = []
        for e in (MAD8 if sg == 8 else MAD16):
            todo.append(("mad", e[0], mad_case(rng, sg, e)))
        for e in BLOCK:
            cols = SW // e[1]
            for tag, (x0, y0) in (("in", (2, 3)), ("tl", (-5, -3)), ("br", (cols - 12, SH - 6))):
                todo.append(("block", f"{e[0]}.{tag}", block_case(surf, e, x0, y0)))
        todo.append(("block", "convert", convert_case(rng)))
        for c in copy_cases(rng):
            todo.append(("block", c["kernel"], c))
        todo.append(("gemm", "gemm_f16", gemm_case(sg)))
        written = {}
        for source, tag, c in todo:
            args = []
            for i, (kind, v) in enumerate(c["args"]):
                if kind == "i32":
                    args.append({"i32": v})
                    continue
                path = written.get((kind, v))
                if path is None:
                    # One file for inputs several cases share (the surface).
                    path = f"data/{plat}/{tag}.{i}.{kind}.bin"
                    written[(kind, v)] = path
                    os.makedirs(os.path.join(HERE, "data", plat), exist_ok=True)
                    with open(os.path.join(HERE, path), "wb") as f:
                        f.write(v)
                args.append({kind: path, "bytes": len(v)})
            cases.append({"name": f"{plat} {tag}", "platform": plat, "source": source,
                          "kernel": c["kernel"], "global": c["global"], "local": c["local"],
                          "args": args})
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"cases": cases}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
