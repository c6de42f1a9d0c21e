#!/usr/bin/env python3
"""Writes the run manifests of the AMDGPU corpus's own kernels,
tests/corpus/gcn/runs/<kernel>.json (format: tests/corpus/ocl/README.md).

The AMDGPU corpus also runs every kernel of tests/corpus/ocl whose source
clang compiles for AMD GPUs, with the manifests and pocl results committed
there; this script covers only the sources under tests/corpus/gcn/src.
Then: XVISA_CORPUS=tests/corpus/gcn /usr/bin/python3 scripts/corpus/pocl_expected.py
"""
import json
import os
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import manifests as M  # noqa: E402  (helpers: buf, out, rnd, scalar, local, ulp)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RUNS = os.path.join(ROOT, "tests", "corpus", "gcn", "runs")
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030", "gfx1030-w64"]
MANIFESTS = []
buf, out, rnd, scalar, local, ulp = M.buf, M.out, M.rnd, M.scalar, M.local, M.ulp


def run(kernel, source, glob, loc, args, **extra):
    for i, a in enumerate(args):
        init = a.get("init")
        if isinstance(init, dict) and "random" in init and init["random"]["seed"] is None:
            init["random"]["seed"] = zlib.crc32(f"{kernel}/arg{i}".encode())
    m = {"kernel": kernel, "source": "src/" + source + ".cl", "platforms": TARGETS,
         "global": glob, "local": loc, "args": args}
    m.update(extra)
    MANIFESTS.append(m)


SG = "results depend on the sub-group size (the wavefront size: 32 or 64): " \
     "expected files are arg<I>.expected.sg<N>.bin"
run("sg_khr_ops", "sg_khr", [384], [96],
    [buf("int", 384, rnd(-1000, 1000, prefix=[950])), out("int", 8 * 384)],
    pocl_ref={"source": "src/ref/sg_khr_ref.cl", "kernel": "sg_khr_ops_ref",
              "extra_args": [scalar("uint", "$SUBGROUP_SIZE"), local(96 * 4)]},
    subgroup_sizes=[32, 64], notes=SG)
run("sg_khr_long", "sg_khr", [384], [96],
    [buf("long", 384, rnd(-(1 << 40), 1 << 40)), out("long", 4 * 384)],
    pocl_ref={"source": "src/ref/sg_khr_ref.cl", "kernel": "sg_khr_long_ref",
              "extra_args": [scalar("uint", "$SUBGROUP_SIZE"), local(96 * 8)]},
    subgroup_sizes=[32, 64], notes=SG)
run("gen_ptrs", "generic", [256], [64],
    [buf("int", 1024, rnd(-1000, 1000), output=True, compare=M.EXACT), out("int", 1024)],
    pocl_ref={"source": "src/ref/generic_ref.cl", "kernel": "gen_ptrs_ref"})
run("c11_atomics", "generic", [512], [128],
    [buf("int", 4, {"values": [0, 0, 0, 1000000]}, output=True, compare=M.EXACT),
     buf("long", 2, {"values": [0, 0]}, output=True, compare=M.EXACT),
     out("int", 8)],
    pocl_ref={"source": "src/ref/generic_ref.cl", "kernel": "c11_atomics_ref"},
    notes="only order-independent results are stored")
run("calls_stack", "calls_stack", [256], [64],
    [buf("int", 256, rnd(-1000, 1000)), out("long", 1024)])
run("calls_divergent", "calls_stack", [256], [64],
    [buf("float", 256, rnd(-8.0, 8.0, quantum=0.25)), out("float", 256)],
    notes="inputs on a 1/4 grid: every operation is exact")
run("packed_short", "widths", [256], [64],
    [buf("short2", 256, rnd(-150, 150)), buf("short2", 256, rnd(-150, 150)),
     out("short2", 8 * 256), out("ushort2", 4 * 256)],
    notes="signed inputs limited so that +, -, * and << cannot overflow")
run("bytes_mix", "widths", [256], [64],
    [buf("uchar4", 256, rnd(0, 255)), buf("char4", 256, rnd(-128, 127)),
     out("uchar4", 4 * 256), out("int", 256)])
run("wide_ints", "widths", [256], [64],
    [buf("long", 256, rnd(-(1 << 62), 1 << 62)), buf("ulong", 256, rnd(0, (1 << 64) - 1)),
     out("long", 8 * 256)])
run("packed_half", "half_packed", [256], [64],
    [buf("half2", 256, rnd(-100.0, 100.0)), buf("half2", 256, rnd(-100.0, 100.0)),
     out("half2", 4 * 256), out("float2", 256)],
    pocl_ref={"source": "src/ref/half_packed_ref.cl", "kernel": "packed_half_ref"})
run("wg1024_reduce", "big_groups", [4096], [1024],
    [buf("uint", 4096, rnd(0, 1 << 20)), out("uint", 4), out("uint", 4096)])
run("wg3d_stencil", "big_groups", [16, 8, 12], [8, 4, 6],
    [buf("int", 16 * 8 * 12, rnd(-1000, 1000)), out("int", 16 * 8 * 12)])
run("priv_widths", "scratch", [128], [64],
    [buf("uint", 128, rnd(0, (1 << 32) - 1)), out("double", 128), out("long", 128),
     out("uchar", 128), out("short", 128)])
run("fmath_more", "math2", [512], [64],
    [buf("float", 512, rnd(-0.99, 0.99)), buf("float", 512, rnd(-20.0, 20.0)),
     out("float", 1024, ulp(4)), out("float", 512, ulp(5)), out("float", 1024, ulp(4)),
     out("float", 512, ulp(5)), out("float", 1024, ulp(3)), out("float", 1024, ulp(16))],
    notes="ulp bounds of the OpenCL 3.0 spec: asin acos sinh cosh 4, atan tanh 5, "
          "expm1 3 (log1p 2), erf erfc 16")
run("dmath_more", "math2", [256], [64],
    [buf("double", 256, rnd(-3.0, 3.0)), buf("double", 256, rnd(-3.0, 3.0)),
     out("double", 256, ulp(5)), out("double", 256, ulp(6)), out("double", 256, ulp(2)),
     out("double", 512, ulp(3)), out("double", 512, ulp(4))],
    notes="ulp bounds of the OpenCL 3.0 spec (double): tan 5, atan2 6, cbrt 2, "
          "log2 exp2 3, hypot 4 (sqrt correctly rounded)")


def main():
    os.makedirs(RUNS, exist_ok=True)
    names = [m["kernel"] for m in MANIFESTS]
    if len(set(names)) != len(names):
        sys.exit("duplicate kernel names")
    check = sys.argv[1:] == ["--check"]
    bad = 0
    for m in MANIFESTS:
        p = os.path.join(RUNS, m["kernel"] + ".json")
        text = json.dumps(m, indent=1) + "\n"
        if check:
            if not os.path.exists(p) or open(p).read() != text:
                print(f"manifest out of date: {p}")
                bad += 1
        else:
            open(p, "w").write(text)
    extra = {f[:-5] for f in os.listdir(RUNS) if f.endswith(".json")} - set(names)
    for e in sorted(extra):
        if check:
            print(f"manifest not produced by manifests_gcn.py: {e}.json")
            bad += 1
        else:
            os.remove(os.path.join(RUNS, e + ".json"))
    print(f"manifests_gcn.py: {len(MANIFESTS)} manifests, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
