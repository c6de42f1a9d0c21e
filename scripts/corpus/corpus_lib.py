"""Shared code for pocl_expected.py and pocl_check.py (run with /usr/bin/python3).

Input generation is specified in tests/corpus/ocl/README.md ("Manifest
format") precisely enough to be re-implemented elsewhere (e.g. to build the
1M-work-item Collatz benchmark inputs); the committed arg<I>.in.bin files are
nevertheless the reference.
"""
import glob
import json
import os
import struct

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# XVISA_CORPUS=tests/corpus/gcn selects the AMDGPU corpus's own manifests
# (same format); the default is the vISA corpus.
CORPUS = os.path.join(ROOT, os.environ.get("XVISA_CORPUS", os.path.join("tests", "corpus", "ocl")))
RUNS = os.path.join(CORPUS, "runs")

SCALARS = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32, "long": np.int64, "ulong": np.uint64,
    "half": np.float16, "float": np.float32, "double": np.float64,
}
FLOATS = {"half", "float", "double"}


def parse_elem(elem):
    """'float4' -> ('float', 4); 'int' -> ('int', 1)."""
    for w in (16, 8, 4, 3, 2):
        if elem.endswith(str(w)) and elem[:-len(str(w))] in SCALARS:
            return elem[:-len(str(w))], w
    if elem not in SCALARS:
        raise ValueError(f"unknown element type {elem}")
    return elem, 1


def _num(v):
    if isinstance(v, str):
        return {"inf": float("inf"), "-inf": float("-inf"), "nan": float("nan")}[v]
    return v


def _to_dtype(values, base):
    """Python numbers -> numpy array of the base type (ints wrap modulo 2^bits)."""
    dt = np.dtype(SCALARS[base])
    if base in FLOATS:
        return np.array([float(_num(v)) for v in values], dtype=np.float64).astype(dt)
    bits = dt.itemsize * 8
    u = np.array([int(v) & ((1 << bits) - 1) for v in values], dtype=np.uint64)
    return u.astype(dt)


def splitmix64(seed, n):
    """z_i = mix(seed + (i+1)*0x9E3779B97F4A7C15), i = 0..n-1 (all mod 2^64)."""
    with np.errstate(over="ignore"):
        idx = np.arange(1, n + 1, dtype=np.uint64)
        z = np.uint64(seed & (2**64 - 1)) + idx * np.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
    return z


def gen_init(init, elem, count):
    base, width = parse_elem(elem)
    n = count * width
    dt = np.dtype(SCALARS[base])
    if init == "zeros":
        return np.zeros(n, dtype=dt)
    if not isinstance(init, dict) or len([k for k in init if k in ("random", "iota", "values")]) != 1:
        raise ValueError(f"bad init {init!r}")
    if "values" in init:
        vals = init["values"]
        if len(vals) != n:
            raise ValueError(f"values: {len(vals)} given, {n} needed")
        return _to_dtype(vals, base)
    if "iota" in init:
        start, step = init["iota"]["start"], init["iota"]["step"]
        if base in FLOATS:
            return (start + step * np.arange(n, dtype=np.float64)).astype(dt)
        return _to_dtype([start + step * k for k in range(n)], base)
    r = init["random"]
    z = splitmix64(r["seed"], n)
    lo, hi = r["min"], r["max"]
    if base in FLOATS:
        u = (z >> np.uint64(11)).astype(np.float64) * (2.0 ** -53)
        v = float(lo) + (float(hi) - float(lo)) * u
        if "quantum" in r:
            q = float(r["quantum"])
            v = np.round(v / q) * q
        out = v.astype(dt)
    else:
        lo, hi = int(lo), int(hi)
        span = hi - lo + 1
        with np.errstate(over="ignore"):
            v = z if span == 2**64 else z % np.uint64(span)
            v = v + np.uint64(lo & (2**64 - 1))
        out = v.astype(dt)
    pre = r.get("prefix", [])
    if pre:
        out[:len(pre)] = _to_dtype(pre, base)
    return out


def scalar_value(arg, subs=None):
    v = arg["value"]
    if isinstance(v, str) and v.startswith("$"):
        v = subs[v[1:]]
    return _to_dtype([v], arg["type"])[0] if arg["type"] in SCALARS else None


def struct_bytes(arg):
    b = bytearray(arg["size"])
    for f in arg["fields"]:
        base, width = parse_elem(f["type"])
        vals = f["value"] if isinstance(f["value"], list) else [f["value"]]
        assert len(vals) == width, f
        raw = _to_dtype(vals, base).tobytes()
        b[f["offset"]:f["offset"] + len(raw)] = raw
    return bytes(b)


def load_manifests(names=None):
    out = []
    for p in sorted(glob.glob(os.path.join(RUNS, "*.json"))):
        m = json.load(open(p))
        if names and m["kernel"] not in names:
            continue
        out.append(m)
    return out


def pocl_context():
    import pyopencl as cl
    plats = [p for p in cl.get_platforms() if p.name == "Portable Computing Language"]
    if not plats:
        raise SystemExit("pocl platform not found (install pocl-opencl-icd)")
    devs = plats[0].get_devices()
    ctx = cl.Context(devs)
    return cl, ctx, cl.CommandQueue(ctx), devs[0]


_programs = {}


def run_on_pocl(cl, ctx, queue, m, subgroup_size=None):
    """Run manifest m on pocl; returns {arg index: numpy array} for buffers
    after the run (and the initial contents as a second dict)."""
    ref = m.get("pocl_ref")
    src = ref["source"] if ref else m["source"]
    kname = ref["kernel"] if ref else m["kernel"]
    opts = m.get("pocl_build_options", "")
    key = (src, opts)
    if key not in _programs:
        text = open(os.path.join(CORPUS, src)).read()
        _programs[key] = cl.Program(ctx, text).build(options=opts)
    kern = cl.Kernel(_programs[key], kname)
    args = list(m["args"]) + (ref.get("extra_args", []) if ref else [])
    subs = {"SUBGROUP_SIZE": subgroup_size}
    init, bufs, clargs = {}, {}, []
    mf = cl.mem_flags
    for i, a in enumerate(args):
        if a["kind"] == "buffer":
            host = gen_init(a["init"], a["elem"], a["count"])
            init[i] = host.copy()
            b = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
            bufs[i] = (b, host)
            clargs.append(b)
        elif a["kind"] == "scalar":
            clargs.append(scalar_value(a, subs))
        elif a["kind"] == "local":
            clargs.append(cl.LocalMemory(a["bytes"]))
        elif a["kind"] == "struct":
            clargs.append(np.frombuffer(struct_bytes(a), dtype=np.uint8))
        else:
            raise ValueError(a["kind"])
    kern.set_args(*clargs)
    cl.enqueue_nd_range_kernel(queue, kern, tuple(m["global"]), tuple(m["local"]))
    result = {}
    for i, (b, host) in bufs.items():
        res = np.empty_like(host)
        cl.enqueue_copy(queue, res, b)
        result[i] = res
    queue.finish()
    return init, result


def expected_name(i, sg=None):
    return f"arg{i}.expected.bin" if sg is None else f"arg{i}.expected.sg{sg}.bin"


# ------------------------------------------------------------------ compare
def _ordered(a):
    """Map IEEE bit patterns to integers that are monotonic in the value
    (-0 and +0 both map to 0), so ulp distance = |ord(x) - ord(y)|."""
    bits = a.dtype.itemsize * 8
    u = a.view({16: np.uint16, 32: np.uint32, 64: np.uint64}[bits]).astype(object)
    sign = 1 << (bits - 1)
    return np.array([(-(int(x) - sign)) if int(x) & sign else int(x) for x in u], dtype=object)


def compare(exp_bytes, act_bytes, elem, rule):
    """Returns (ok, number of mismatching scalars, description of the first)."""
    base, _ = parse_elem(elem)
    dt = np.dtype(SCALARS[base])
    if len(exp_bytes) != len(act_bytes):
        return False, -1, f"size {len(act_bytes)} != expected {len(exp_bytes)}"
    e = np.frombuffer(exp_bytes, dtype=dt)
    a = np.frombuffer(act_bytes, dtype=dt)
    if rule == "exact" or rule is None:
        bad = np.nonzero(e.view(f"u{dt.itemsize}") != a.view(f"u{dt.itemsize}"))[0]
    else:
        if base not in FLOATS:
            raise ValueError("ulp compare on an integer buffer")
        ef, af = e.astype(np.float64), a.astype(np.float64)
        same = (e.view(f"u{dt.itemsize}") == a.view(f"u{dt.itemsize}")) | (np.isnan(ef) & np.isnan(af))
        fin = np.isfinite(ef) & np.isfinite(af)
        dist = np.abs(_ordered(e) - _ordered(a))
        ok = same | (fin & (dist <= rule["ulp"]))
        if rule.get("abs") is not None:
            ok |= fin & (np.abs(ef - af) <= rule["abs"])
        bad = np.nonzero(~ok)[0]
    if len(bad) == 0:
        return True, 0, ""
    k = int(bad[0])
    return False, len(bad), f"element {k}: got {a[k]!r}, expected {e[k]!r}"
