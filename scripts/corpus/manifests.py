#!/usr/bin/env python3
"""Writes the run manifests tests/corpus/ocl/runs/<kernel>.json.

The manifests are the source of truth for how each kernel is launched; this
script is just a compact way to write ~100 of them consistently.  Run it
after editing, then scripts/corpus/pocl_expected.py to refresh the fixtures.
See tests/corpus/ocl/README.md for the format.
"""
import json
import os
import sys
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RUNS = os.path.join(ROOT, "tests", "corpus", "ocl", "runs")

ALL = ["skl", "tgllp", "dg2-g10", "pvc"]
FP64 = ["skl", "pvc"]

INT_TYPES = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"]
BITS = {"char": 8, "uchar": 8, "short": 16, "ushort": 16, "int": 32, "uint": 32,
        "long": 64, "ulong": 64}
UNSIGNED = {t: ("u" + t if not t.startswith("u") else t) for t in INT_TYPES}


def full_range(t):
    b = BITS[t]
    if t.startswith("u"):
        return 0, (1 << b) - 1
    return -(1 << (b - 1)), (1 << (b - 1)) - 1


# Extremes of a type, placed at the start of full-range inputs.
def extremes(t):
    lo, hi = full_range(t)
    vals = [lo, hi, 0, 1, hi - 1, lo + 1]
    if lo < 0:
        vals += [-1, -2]
    return vals


# OpenCL single-precision ulp bounds (OpenCL 3.0 spec, "Relative Error as
# ULPs", full profile).  The compare tolerance between two conforming
# implementations is twice the bound, rounded up (each may be off by the bound
# in opposite directions).
SPEC_ULP_F32 = {"exp": 3, "exp2": 3, "exp10": 3, "log": 3, "log2": 3, "log10": 3,
                "sin": 4, "cos": 4, "tan": 5, "atan2": 6, "sinpi": 4,
                "pow": 16, "powr": 16, "pown": 16, "cbrt": 2, "hypot": 4,
                "sqrt": 3, "rsqrt": 2, "divide": 2.5}
SPEC_ULP_F64 = {"exp": 3, "log": 3, "sin": 4, "cos": 4, "pow": 16, "rsqrt": 2}


def ulp(bound):
    return {"ulp": int(-(-2 * bound // 1)), "spec_ulp": bound}


EXACT = "exact"
# native_* precision is implementation-defined: loose tolerance, not a spec bound.
NATIVE = {"ulp": 8192, "abs": 1e-4, "spec_ulp": None,
          "note": "native_*: precision implementation-defined; loose tolerance"}

def rnd(lo, hi, **extra):
    # the seed is filled in by run(): crc32("<kernel>/arg<I>"), so that adding
    # or reordering manifests never changes another kernel's inputs
    r = {"seed": None, "min": lo, "max": hi}
    r.update(extra)
    return {"random": r}


def buf(elem, count, init, output=False, compare=None):
    a = {"kind": "buffer", "elem": elem, "count": count, "init": init}
    if output:
        a["output"] = True
        a["compare"] = compare if compare is not None else EXACT
    return a


def out(elem, count, compare=None, init="zeros"):
    return buf(elem, count, init, True, compare)


def scalar(t, v):
    return {"kind": "scalar", "type": t, "value": v}


def local(nbytes):
    return {"kind": "local", "bytes": nbytes}


MANIFESTS = []


def run(kernel, source, glob, loc, args, platforms=ALL, **extra):
    for i, a in enumerate(args):
        init = a.get("init")
        if isinstance(init, dict) and "random" in init and init["random"]["seed"] is None:
            init["random"]["seed"] = zlib.crc32(f"{kernel}/arg{i}".encode())
    m = {"kernel": kernel, "source": "src/" + source + ".cl",
         "platforms": platforms, "global": glob, "local": loc, "args": args}
    m.update(extra)
    MANIFESTS.append(m)


# ---------------------------------------------------------------- integers
SAFE = {"char": (-11, 11), "short": (-181, 181), "int": (-46340, 46340),
        "long": (-3037000499, 3037000499)}
for t in INT_TYPES:
    n = 512
    lo, hi = SAFE.get(t, full_range(t))
    run(f"int_arith_{t}", "int_arith", [n], [64],
        [buf(t, n, rnd(lo, hi)), buf(t, n, rnd(lo, hi)), out(t, 8 * n)],
        notes="signed inputs limited so that +, -, * cannot overflow")
for t in INT_TYPES:
    n = 512
    lo, hi = full_range(t)
    run(f"int_builtins_{t}", "int_builtins", [n], [32],
        [buf(t, n, rnd(lo, hi, prefix=extremes(t))),
         buf(t, n, rnd(lo, hi, prefix=list(reversed(extremes(t))))),
         buf(t, n, rnd(lo, hi)), out(t, 12 * n), out(UNSIGNED[t], 2 * n)])
run("int_mul24", "int_builtins", [256], [64],
    [buf("int", 256, rnd(-40000, 40000)), buf("int", 256, rnd(-40000, 40000)),
     buf("uint", 256, rnd(0, 65535)), buf("uint", 256, rnd(0, 65535)),
     out("int", 512), out("uint", 512)],
    notes="operands limited so that the full product fits in 32 bits")
for t in INT_TYPES:
    n = 512
    lo, hi = full_range(t)
    run(f"int_shifts_{t}", "int_shifts", [n], [16],
        [buf(t, n, rnd(lo, hi, prefix=extremes(t))), buf(t, n, rnd(lo, hi)),
         out(t, 8 * n)])

# ------------------------------------------------------------- conversions
for t in INT_TYPES:
    n = 256
    lo, hi = full_range(t)
    specials = extremes(t)
    for u in INT_TYPES:
        a, b = full_range(u)
        specials += [v for v in (a, b, a - 1, b + 1) if lo <= v <= hi]
    outs = [out(d, n) for d in INT_TYPES] + [out(d, n) for d in INT_TYPES]
    run(f"conv_from_{t}", "conv_int", [n], [64],
        [buf(t, n, rnd(lo, hi, prefix=specials))] + outs,
        notes="args 1-8 convert_<dst>_sat, args 9-16 plain conversions")
for t in ["int", "uint", "long", "ulong", "short"]:
    n = 256
    lo, hi = full_range(t)
    # values around 2^24 (float mantissa limit) and ties
    specials = extremes(t) + [v for v in (16777216, 16777217, 16777219, 33554435, -16777217,
                                          -33554434, (1 << 31) - 64, (1 << 31) - 65, (1 << 53) + 1)
                              if lo <= v <= hi]
    run(f"cvt_{t}_to_float", "conv_float", [n], [64],
        [buf(t, n, rnd(lo, hi, prefix=specials))] + [out("float", n) for _ in range(5)],
        notes="outputs: default, rte, rtz, rtp, rtn")
FLOAT_SPECIALS = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 127.5, -128.5, 255.5, 256.0,
                  32767.5, -32768.5, 65535.5, 2147483520.0, 2147483648.0, -2147483648.0,
                  -2147483904.0, 4294967040.0, 4294967296.0, 9.2233715e18, 9.223372e18,
                  1.8446743e19, -9.223373e18, 1e30, -1e30, "inf", "-inf", 0.49999997, -0.50000006]
run("cvt_float_to_int", "conv_float", [512], [64],
    [buf("float", 512, rnd(-70000.0, 70000.0, quantum=0.25, prefix=FLOAT_SPECIALS))]
    + [out(t, 512) for t in ["int", "int", "int", "int", "uint", "uint", "char", "uchar",
                             "short", "ushort", "long", "ulong", "int", "int"]],
    notes="inputs quantized to multiples of 0.25 so that ties occur")
run("cvt_double_float", "conv_double", [256], [32],
    [buf("double", 256, rnd(-1e6, 1e6, prefix=[0.1, -0.1, 1.0 / 3, 3.4028235677973366e38,
                                                3.5e38, -3.5e38, 1e-40, -1e-45, 16777217.0,
                                                "inf", "-inf", 0.0, -0.0])),
     buf("float", 256, rnd(-1000.0, 1000.0)),
     out("float", 256), out("float", 256), out("float", 256), out("float", 256),
     out("double", 256)], platforms=FP64)
run("cvt_double_int", "conv_double", [256], [32],
    [buf("double", 256, rnd(-5e9, 5e9, quantum=0.5, prefix=FLOAT_SPECIALS[:-2] + [1e19, 2e19, -1e19])),
     buf("long", 256, rnd(-(1 << 63), (1 << 63) - 1, prefix=extremes("long") + [(1 << 53) + 1, (1 << 53) + 3, -(1 << 54) - 2])),
     out("int", 256), out("int", 256), out("uint", 256), out("long", 256), out("ulong", 256),
     out("short", 256), out("double", 256), out("double", 256), out("double", 256),
     out("double", 256)], platforms=FP64)

# -------------------------------------------------------------------- half
HALF_REF = {"source": "src/ref/half_arith_ref.cl"}
run("half_arith", "half_arith", [256], [32],
    [buf("half", 256, rnd(0.5, 60.0)), buf("half", 256, rnd(-60.0, 60.0)),
     buf("half", 256, rnd(0.5, 60.0, prefix=[1.0, 2.0, 3.0])),
     out("half", 8 * 256), out("short", 2 * 256), out("float", 256)],
    pocl_ref=dict(HALF_REF, kernel="half_arith_ref"),
    notes="pocl lacks cl_khr_fp16: expected values from half_arith_ref")
run("half_convert", "half_arith", [256], [32],
    [buf("float", 256, rnd(-70000.0, 70000.0, prefix=[65504.0, 65519.996, 65520.0, -65520.0,
                                                      1.00048828125, 1.0009765625, 2049.0, 2051.0,
                                                      0.1, -0.1, 0.0, -0.0, "inf", "-inf"])),
     buf("int", 256, rnd(-60000, 60000, prefix=[2049, 2051, -4097, 65504, 0])),
     out("half", 256), out("half", 256), out("half", 256), out("half", 256),
     out("half", 256), out("int", 256)],
    pocl_ref=dict(HALF_REF, kernel="half_convert_ref"),
    notes="pocl lacks cl_khr_fp16: expected values from half_convert_ref")
run("half_store_modes", "half_storage", [256], [64],
    [buf("float", 256, rnd(-70000.0, 70000.0, prefix=[65504.0, 65519.996, 65520.0, -65520.0,
                                                      1e-5, -3e-6, 6.1035156e-05, 0.1, 1.0 / 3,
                                                      1.00048828125, -1.00048828125, 0.0, -0.0,
                                                      "inf", "-inf"]))]
    + [out("half", 256) for _ in range(5)],
    notes="outputs: vstore_half, _rte, _rtz, _rtp, _rtn")
run("half_load_vec", "half_storage", [128], [32],
    [buf("half", 512, rnd(-1000.0, 1000.0)), out("float", 128), out("float", 512),
     out("half", 512)])

# ------------------------------------------------------------------- float
run("farith_exact", "float_arith", [512], [64],
    [buf("float", 512, rnd(-1000.0, 1000.0, prefix=[1.0, -0.0, 2.5, -3.5])),
     buf("float", 512, rnd(-1000.0, 1000.0, prefix=[1.0, 5.0, 2.5, 7.0])),
     buf("float", 512, rnd(-1000.0, 1000.0)), out("float", 16 * 512), out("int", 4 * 512)])
run("farith_divsqrt", "float_arith", [512], [64],
    [buf("float", 512, rnd(-1000.0, 1000.0)), buf("float", 512, rnd(0.001, 1000.0)),
     out("float", 512, ulp(SPEC_ULP_F32["divide"])),
     out("float", 512, ulp(SPEC_ULP_F32["sqrt"]))])
run("farith_mad", "float_arith", [512], [64],
    [buf("float", 512, rnd(0.5, 100.0)), buf("float", 512, rnd(0.5, 100.0)),
     buf("float", 512, rnd(0.5, 100.0)),
     out("float", 512, {"ulp": 2, "spec_ulp": None,
                        "note": "mad may be fused or unfused; with positive operands the "
                                "two differ by at most 1 ulp"})])
F = SPEC_ULP_F32
run("fmath_explog", "float_math", [512], [64],
    [buf("float", 512, rnd(-20.0, 20.0)), buf("float", 512, rnd(0.001, 10000.0)),
     out("float", 512, ulp(F["exp"])), out("float", 512, ulp(F["exp2"])),
     out("float", 512, ulp(F["exp10"])), out("float", 512, ulp(F["log"])),
     out("float", 512, ulp(F["log2"])), out("float", 512, ulp(F["log10"]))])
run("fmath_trig", "float_math", [512], [64],
    [buf("float", 512, rnd(-100.0, 100.0)), buf("float", 512, rnd(-100.0, 100.0)),
     out("float", 512, ulp(F["sin"])), out("float", 512, ulp(F["cos"])),
     out("float", 512, ulp(F["tan"])), out("float", 512, ulp(F["atan2"])),
     out("float", 512, ulp(F["sinpi"]))])
run("fmath_pow", "float_math", [512], [64],
    [buf("float", 512, rnd(0.1, 20.0)), buf("float", 512, rnd(-4.0, 4.0)),
     out("float", 512, ulp(F["pow"])), out("float", 512, ulp(F["powr"])),
     out("float", 512, ulp(F["pown"])), out("float", 512, ulp(F["cbrt"])),
     out("float", 512, ulp(F["hypot"]))])
run("fmath_misc", "float_math", [512], [64],
    [buf("float", 512, rnd(0.01, 1000.0)), buf("int", 512, rnd(-20, 20)),
     out("float", 512, ulp(F["sqrt"])), out("float", 512, ulp(F["rsqrt"])),
     out("float", 512), out("float", 512), out("int", 512), out("float", 512),
     out("float", 512), out("int", 512)],
    notes="ldexp, frexp, fmod, fract, ilogb are exact (0 ulp)")
run("fnative", "float_native", [512], [64],
    [buf("float", 512, rnd(-100.0, 100.0)), buf("float", 512, rnd(0.001, 1000.0))]
    + [out("float", 512, NATIVE) for _ in range(9)])

# ------------------------------------------------------------------ double
run("darith", "double_arith", [256], [32],
    [buf("double", 256, rnd(-1000.0, 1000.0)), buf("double", 256, rnd(-1000.0, 1000.0, prefix=[1.0, 3.0])),
     buf("double", 256, rnd(-1000.0, 1000.0)), out("double", 12 * 256), out("long", 2 * 256)],
    platforms=FP64, notes="double +,-,*,/,sqrt,fma are correctly rounded: exact")
D = SPEC_ULP_F64
run("dmath", "double_math", [256], [32],
    [buf("double", 256, rnd(-20.0, 20.0)), buf("double", 256, rnd(0.001, 10000.0)),
     out("double", 256, ulp(D["exp"])), out("double", 256, ulp(D["log"])),
     out("double", 256, ulp(D["sin"])), out("double", 256, ulp(D["cos"])),
     out("double", 256, ulp(D["pow"])), out("double", 256, ulp(D["rsqrt"])),
     out("double", 256)], platforms=FP64)

# ------------------------------------------------------------ control flow
run("cf_nested_if", "control_flow", [512], [64],
    [buf("int", 512, rnd(-2000, 2000, prefix=[0, 1, 2, 3, 6, 502, 504, -100, -101, -1001])),
     out("int", 512)])
run("cf_switch", "control_flow", [512], [32],
    [buf("uint", 512, rnd(0, (1 << 32) - 1, prefix=list(range(16)))), out("uint", 512)])
run("cf_early_return", "control_flow", [512], [64],
    [buf("int", 512, rnd(-100, 100000)), out("int", 512), scalar("int", 60)])
run("cf_logic", "control_flow", [512], [64],
    [buf("float", 512, rnd(-100.0, 100.0)), buf("float", 512, rnd(-100.0, 100.0)),
     out("int", 512)])
run("loop_counted", "loops", [256], [64],
    [buf("int", 256, rnd(-1000, 1000)), out("int", 256), scalar("int", 40)])
run("loop_nested", "loops", [64], [16],
    [buf("float", 64 * 48, rnd(-1.0, 1.0)), buf("float", 48, rnd(-1.0, 1.0)),
     out("float", 64), scalar("int", 64), scalar("int", 48)])
run("loop_gcd", "loops", [512], [64],
    [buf("uint", 512, rnd(0, (1 << 32) - 1, prefix=[0, 1, 1836311903, 12, 0])),
     buf("uint", 512, rnd(0, (1 << 32) - 1, prefix=[0, 0, 1134903170, 18, 5])),
     out("uint", 512), out("uint", 512)])
run("loop_isqrt", "loops", [512], [64],
    [buf("ulong", 512, rnd(0, (1 << 64) - 1, prefix=[0, 1, 2, 3, 4, 15, 16, (1 << 64) - 1, (1 << 62)])),
     out("uint", 512)])
run("collatz", "collatz", [4096], [64],
    [out("uint", 4096), scalar("ulong", 1)], bench_global=[1048576],
    notes="steps[i] for n = start+i; bench_global gives the 1M-work-item "
          "benchmark launch (max 524 steps, at n = 837799)")
run("fn_calls", "functions", [256], [32],
    [buf("int", 256, rnd(-1000, 1000)), buf("float", 256, rnd(-10.0, 10.0)),
     out("int", 4 * 256), out("float", 256)])
run("fn_calls_window", "functions", [256], [64],
    [buf("int", 264, rnd(-1000, 1000)), out("int", 256), scalar("int", 8)])

# ------------------------------------------------- local memory, barriers
run("wg_reduce_int", "local_reduce", [1024], [128],
    [buf("int", 1024, rnd(-10000, 10000)), out("int", 8), out("int", 8)])
run("wg_reduce_float", "local_reduce", [1024], [64],
    [buf("float", 1024, rnd(-100.0, 100.0)), out("float", 16), local(64 * 4)])
run("transpose_tiled", "transpose", [64, 48], [16, 16],
    [buf("uint", 40 * 56, {"iota": {"start": 0, "step": 1}}), out("uint", 56 * 40),
     scalar("int", 40), scalar("int", 56)],
    notes="40x56 matrix: the edge groups are partially masked by the bounds checks")
run("matmul_tiled", "matmul", [40, 32], [8, 8],
    [buf("float", 32 * 24, rnd(-1.0, 1.0)), buf("float", 24 * 40, rnd(-1.0, 1.0)),
     out("float", 32 * 40), scalar("int", 32), scalar("int", 40), scalar("int", 24)])
run("wg_scan_incl", "scan", [100], [20],
    [buf("int", 100, rnd(-1000, 1000)), out("int", 100), local(2 * 20 * 4)],
    notes="work-group size 20: not a multiple of 8")

# ---------------------------------------------------------------- atomics
IMAX, IMIN, UMAX = 2147483647, -2147483648, 4294967295
run("atom_global_int", "atomics_global", [1024], [64],
    [buf("int", 1024, rnd(-1000, 1000)),
     out("int", 9, init={"values": [0, 0, IMAX, IMIN, -1, 0, 0, 0, 0]}), out("int", 32)],
    notes="cells: add, sub, min, max, and, or, xor, inc, dec")
run("atom_global_uint", "atomics_global", [1024], [64],
    [buf("uint", 1024, rnd(0, UMAX)),
     out("uint", 9, init={"values": [0, 0, UMAX, 0, UMAX, 0, 0, 5, 5]}), out("uint", 32)],
    notes="cells: add, sub, min, max, and, or, xor, inc, dec")
run("atom_tickets", "atomics_global", [512], [64],
    [buf("uint", 512, rnd(0, UMAX)), out("uint", 1), out("uint", 512),
     out("int", 512, init={"iota": {"start": -7, "step": 3}}), out("int", 512),
     out("int", 512), out("uint", 1)])
run("atom_local_hist", "atomics_local", [1024], [64],
    [buf("uint", 1024, rnd(0, UMAX)), out("uint", 16 * 16), out("uint", 16)])
run("atom_local_ops", "atomics_local", [512], [32],
    [buf("int", 512, rnd(IMIN, IMAX)), out("int", 16 * 6)])
LMAX, LMIN, ULMAX = (1 << 63) - 1, -(1 << 63), (1 << 64) - 1
run("atom64_global", "atomics64", [512], [64],
    [buf("long", 512, rnd(-(1 << 40), 1 << 40)),
     out("long", 5, init={"values": [0, LMAX, LMIN, 0, 0]}),
     out("ulong", 3, init={"values": [0, 0, ULMAX]}),
     out("long", 512, init={"iota": {"start": 100, "step": -1}}), out("long", 512)],
    platforms=["pvc"])

# ---------------------------------------------------------------- vectors
run("vec_float4", "vectors", [256], [64],
    [buf("float4", 256, rnd(-100.0, 100.0)), buf("float4", 256, rnd(-100.0, 100.0)),
     out("float4", 512), out("int4", 256)])
run("vec_int8", "vectors", [256], [32],
    [buf("int8", 256, rnd(-1000, 1000)), buf("int8", 256, rnd(-1000, 1000)),
     out("int8", 256), out("int", 512)])
run("vec_uchar16", "vectors", [256], [64],
    [buf("uchar16", 256, rnd(0, 255)), buf("uchar16", 256, rnd(0, 255)),
     out("uchar16", 256), out("uint4", 256)])
run("vec_loadstore", "vectors", [256], [64],
    [buf("float", 5 * 256 + 8, rnd(-100.0, 100.0)), out("float", 9 * 256),
     buf("short", 16 * 256, rnd(-32768, 32767)), out("int", 8 * 256)])

# ------------------------------------------------------------- sub-groups
SG_REF = "src/ref/subgroups_ref.cl"
run("sg_ops", "subgroups", [256], [64],
    [buf("int", 256, rnd(-1000, 1000, prefix=[950])), out("int", 8 * 256)],
    pocl_ref={"source": SG_REF, "kernel": "sg_ops_ref",
              "extra_args": [scalar("uint", "$SUBGROUP_SIZE"), local(64 * 4)]},
    subgroup_sizes=[8, 16, 32],
    notes="results depend on the sub-group size (= SIMD width of the compiled "
          "kernel): expected files are arg<I>.expected.sg<N>.bin")
run("sg_shuffle16", "subgroups", [256], [32],
    [buf("int", 256, rnd(-1000, 1000)), out("int", 6 * 256)],
    pocl_ref={"source": SG_REF, "kernel": "sg_shuffle16_ref",
              "extra_args": [scalar("uint", "$SUBGROUP_SIZE"), local(32 * 4)]},
    subgroup_sizes=[16],
    notes="intel_reqd_sub_group_size(16)")

# ---------------------------------------------------------------- ndrange
run("nd2_ids", "ndrange", [32, 12], [8, 4], [out("int8", 32 * 12)],
    notes="2-D, 4x3 work-groups")
run("nd3_ids", "ndrange", [8, 6, 4], [4, 3, 2], [out("int4", 2 * 8 * 6 * 4)],
    notes="3-D, 2x2x2 work-groups of 24 work-items (not a multiple of 8)")
run("nd2_stencil", "ndrange", [48, 20], [16, 4],
    [buf("float", 48 * 20, rnd(-10.0, 10.0)), out("float", 48 * 20)])
run("guarded_saxpy", "partial_wg", [96], [24],
    [scalar("float", 1.75), buf("float", 96, rnd(-100.0, 100.0)),
     out("float", 96, init=rnd(-100.0, 100.0)), scalar("int", 90)],
    notes="work-group size 24; n=90 < global 96 guarded by if (i < n)")
run("guarded_poly20", "partial_wg", [100], [20],
    [buf("int", 100, rnd(-1000, 1000)), out("int", 100, init={"values": [-1] * 100}),
     scalar("uint", 93)],
    notes="work-group size 20; n=93 < global 100 guarded by an early return")

# --------------------------------------------------------- private arrays
run("priv_sort16", "private_arrays", [128], [32],
    [buf("int", 16 * 128, rnd(-100000, 100000)), out("int", 16 * 128)])
run("priv_lut", "private_arrays", [256], [64],
    [buf("uint", 256, rnd(0, UMAX)), out("uint", 256), scalar("uint", 12345)])
run("priv_big", "private_arrays", [128], [32],
    [buf("uchar", 64 * 128, rnd(0, 255)), out("uint", 2 * 128)])

# ---------------------------------------------------------------- structs
PARAMS = {"kind": "struct", "name": "Params", "size": 32, "fields": [
    {"name": "scale", "offset": 0, "type": "float", "value": 1.5},
    {"name": "offset", "offset": 4, "type": "int", "value": 7},
    {"name": "mask", "offset": 8, "type": "uint", "value": 255},
    {"name": "s", "offset": 12, "type": "short", "value": -3},
    {"name": "c", "offset": 14, "type": "uchar", "value": 200},
    {"name": "bias", "offset": 16, "type": "float4", "value": [1.0, -2.0, 0.5, 4.0]}]}
SPAN = {"kind": "struct", "name": "Span", "size": 16, "fields": [
    {"name": "base", "offset": 0, "type": "long", "value": 1000000007},
    {"name": "tag", "offset": 8, "type": "char", "value": -5},
    {"name": "stride", "offset": 12, "type": "int", "value": 3}]}
run("struct_params", "structs", [128], [32],
    [PARAMS, buf("float4", 128, rnd(-10.0, 10.0)), out("float4", 128), out("int", 128)])
run("struct_span", "structs", [128], [32],
    [SPAN, buf("long", 64, rnd(-(1 << 50), 1 << 50)), out("long", 128), PARAMS])


def main():
    os.makedirs(RUNS, exist_ok=True)
    names = [m["kernel"] for m in MANIFESTS]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        sys.exit(f"duplicate kernel names: {dup}")
    if sys.argv[1:] == ["--check"]:
        bad = 0
        for m in MANIFESTS:
            p = os.path.join(RUNS, m["kernel"] + ".json")
            text = json.dumps(m, indent=1) + "\n"
            if not os.path.exists(p) or open(p).read() != text:
                print(f"manifest out of date: {p}")
                bad += 1
        extra = {f[:-5] for f in os.listdir(RUNS) if f.endswith(".json")} - set(names)
        for e in sorted(extra):
            print(f"manifest not produced by manifests.py: {e}.json")
            bad += 1
        print(f"manifests.py --check: {len(MANIFESTS)} manifests, {bad} problems")
        sys.exit(1 if bad else 0)
    keep = set()
    for m in MANIFESTS:
        p = os.path.join(RUNS, m["kernel"] + ".json")
        keep.add(os.path.basename(p))
        with open(p, "w") as f:
            json.dump(m, f, indent=1)
            f.write("\n")
    for f in os.listdir(RUNS):
        if f.endswith(".json") and f not in keep:
            os.remove(os.path.join(RUNS, f))
    print(f"wrote {len(MANIFESTS)} manifests to {RUNS}")


if __name__ == "__main__":
    main()
