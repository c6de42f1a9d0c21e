#!/usr/bin/python3
"""Speed of `xvisa co run` (the GCN emulator) against pocl, oclgrind and
`xvisa run` (the vISA emulator), measured in the same run.

The corpus's Collatz kernel (tests/corpus/ocl/src/collatz.cl) over N
work-items (default 2^20) in groups of 64, start 1:
  - xvisa co run: clang-15's code object for each TARGET
    (tests/corpus/gcn/<target>/collatz.co; default gfx900);
  - xvisa run: ocloc's SKL SIMD16 vISA and zebin (tests/corpus/ocl/skl);
  - pocl and oclgrind: the OpenCL C source through pyopencl.
All must give the same step counts (CRC-32 of the output). For each it
prints the kernel time (the launch alone: `--stats` for xvisa, enqueue to
finish for the OpenCL devices, program build excluded), the whole-process
wall time and the CPU seconds the process used, and work-items/s of each.

  /usr/bin/python3 scripts/gcn-emu/bench-collatz.py [--items N] [--runs R]
      [--targets gfx900,...] [--xvisa PATH] [--baseline PATH] [--skip-oclgrind]

PATH defaults to $XVISA, else target/release/xvisa. Best of R runs (default
3) for all but oclgrind (one run: about a minute per 2^20 items).
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../.."))
SRC = os.path.join(ROOT, "tests/corpus/ocl/src/collatz.cl")
SKL = os.path.join(ROOT, "tests/corpus/ocl/skl/collatz")
GCN = os.path.join(ROOT, "tests/corpus/gcn")

CHILD = r"""
import sys, time, zlib
import numpy as np, pyopencl as cl
want, n, src = sys.argv[1], int(sys.argv[2]), open(sys.argv[3]).read()
plats = [p for p in cl.get_platforms() if want.lower() in p.name.lower()]
if not plats:
    sys.exit("no OpenCL platform named like %r: %s" % (want, [p.name for p in cl.get_platforms()]))
ctx = cl.Context(plats[0].get_devices())
q = cl.CommandQueue(ctx)
k = cl.Program(ctx, src).build().collatz
out = np.zeros(n, np.uint32)
buf = cl.Buffer(ctx, cl.mem_flags.WRITE_ONLY, out.nbytes)
t = time.perf_counter()
k(q, (n,), (64,), buf, np.uint64(1))
q.finish()
dt = time.perf_counter() - t
cl.enqueue_copy(q, out, buf)
q.finish()
print("time %.6f crc %08x" % (dt, zlib.crc32(out.tobytes())))
"""


def timed(cmd):
    """Runs cmd; returns (completed process, wall seconds, CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return r, wall, cpu


def opencl(platform, n, wrap=()):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(CHILD)
        child = f.name
    try:
        r, wall, cpu = timed(list(wrap) + ["/usr/bin/python3", child, platform, str(n), SRC])
    finally:
        os.unlink(child)
    m = re.search(r"time (\S+) crc (\w+)", r.stdout)
    if r.returncode != 0 or not m:
        sys.exit(f"{platform} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
    return float(m.group(1)), wall, cpu, m.group(2)


def xvisa(cmd, n):
    out = tempfile.mkdtemp()
    try:
        r, wall, cpu = timed(cmd + ["--arg", f"0=zeros:{4 * n}", "--arg", "1=u64:1",
                                    "--out-dir", out, "--stats"])
        m = re.search(r"instructions, (\S+) s", r.stderr)
        if r.returncode != 0 or not m:
            sys.exit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stderr}")
        with open(os.path.join(out, "arg0.bin"), "rb") as f:
            crc = "%08x" % zlib.crc32(f.read())
        return float(m.group(1)), wall, cpu, crc
    finally:
        shutil.rmtree(out)


def best(runs):
    """Best kernel time, wall time and CPU time over runs (each its own
    minimum); the CRC of the first."""
    return (min(r[0] for r in runs), min(r[1] for r in runs), min(r[2] for r in runs), runs[0][3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--targets", default="gfx900")
    ap.add_argument("--xvisa", default=os.environ.get("XVISA") or os.path.join(ROOT, "target/release/xvisa"))
    ap.add_argument("--skip-oclgrind", action="store_true")
    ap.add_argument("--baseline", help="another xvisa binary (an earlier build) whose co run is "
                    "measured in the same run, for before/after ratios")
    a = ap.parse_args()
    n = a.items
    print(f"collatz over {n} work-items (groups of 64), best of {a.runs} (oclgrind: 1 run)")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
    res = {}
    for t in a.targets.split(","):
        co = os.path.join(GCN, t, "collatz.co")
        cmd = [a.xvisa, "co", "run", co, "--grid", str(n), "--block", "64"]
        res[f"co run {t}"] = best([xvisa(cmd, n) for _ in range(a.runs)])
        if a.baseline:
            cmd = [a.baseline, "co", "run", co, "--grid", str(n), "--block", "64"]
            res[f"baseline {t}"] = best([xvisa(cmd, n) for _ in range(a.runs)])
    cmd = [a.xvisa, "run", os.path.join(SKL, "collatz_simd16.visaasm"),
           "--zebin", os.path.join(SKL, "collatz.bin"), "--kernel", "collatz",
           "--global", str(n), "--local", "64"]
    res["xvisa run skl"] = best([xvisa(cmd, n) for _ in range(a.runs)])
    res["pocl"] = best([opencl("portable", n) for _ in range(a.runs)])
    if not a.skip_oclgrind:
        res["oclgrind"] = best([opencl("oclgrind", n, wrap=["oclgrind"])])
    print(f"load average {os.getloadavg()[0]:.2f} at end")
    print(f"{'':16} {'kernel s':>9} {'items/s':>12} {'process s':>10} {'items/s':>12} {'CPU s':>8}")
    for name, (k, w, c, _) in res.items():
        print(f"{name:16} {k:9.3f} {n / k:12.0f} {w:10.3f} {n / w:12.0f} {c:8.3f}")
    crcs = {v[3] for v in res.values()}
    if len(crcs) != 1:
        sys.exit("results differ: " + ", ".join(f"{k} {v[3]}" for k, v in res.items()))
    print(f"results identical (crc {crcs.pop()})")
    for name, (k, w, c, _) in res.items():
        if name.startswith("baseline"):
            new = res["co run" + name[len("baseline"):]]
            print(f"co run{name[len('baseline'):]} vs baseline: {k / new[0]:.3f}x the kernel speed, "
                  f"{w / new[1]:.3f}x whole-process, {c / new[2]:.3f}x CPU time")
    base = res["xvisa run skl"]
    for name, (k, w, c, _) in res.items():
        if name.startswith("co run"):
            print(f"{name} vs xvisa run: {base[0] / k:.3f}x the kernel speed, "
                  f"{base[1] / w:.3f}x whole-process, {base[2] / c:.3f}x CPU time")


if __name__ == "__main__":
    main()
