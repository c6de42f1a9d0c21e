#!/usr/bin/python3
"""Speed of `xvisa run` against oclgrind and pocl, measured in the same run.

Runs the corpus's Collatz kernel (tests/corpus/ocl/src/collatz.cl; ocloc's
SKL SIMD16 code and zebin for xvisa, the OpenCL C source for pocl and
oclgrind) over N work-items (default 2^20) in groups of 64, checks that the
three give the same step counts, and prints the kernel time of each, the
work-items per second and the ratios. Kernel time: the launch alone for
xvisa (`--stats`), enqueue to finish for the OpenCL devices (program build
excluded); xvisa's whole-process wall time is shown too.

  python3 crates/visa-emu/benches/compare.py [--items N] [--runs R]
      [--xvisa PATH] [--skip-oclgrind]

PATH defaults to $XVISA, else target/release/xvisa. oclgrind takes about a
minute per 2^20 items on one core; `--runs` repeats the fast ones and keeps
the best.
"""
import argparse
import os
import resource
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "../../.."))
SRC = os.path.join(ROOT, "tests/corpus/ocl/src/collatz.cl")
SKL = os.path.join(ROOT, "tests/corpus/ocl/skl/collatz")

# Runs the kernel on an OpenCL platform whose name contains argv[1]; prints
# the kernel time and a checksum. Run as a child so that oclgrind can wrap
# the interpreter.
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


def cpu_of(fn):
    """Runs fn(); returns its result and the CPU seconds its children used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = fn()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, cpu


def opencl(platform, n, wrap=()):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(CHILD)
        child = f.name
    try:
        r = subprocess.run(
            list(wrap) + ["/usr/bin/python3", child, platform, str(n), SRC],
            capture_output=True,
            text=True,
        )
    finally:
        os.unlink(child)
    m = re.search(r"time (\S+) crc (\w+)", r.stdout)
    if r.returncode != 0 or not m:
        sys.exit(f"{platform} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
    return float(m.group(1)), m.group(2)


def xvisa(exe, n):
    import zlib

    out = tempfile.mkdtemp()
    try:
        t = time.perf_counter()
        r = subprocess.run(
            [
                exe, "run", os.path.join(SKL, "collatz_simd16.visaasm"),
                "--zebin", os.path.join(SKL, "collatz.bin"), "--kernel", "collatz",
                "--global", str(n), "--local", "64",
                "--arg", f"0=zeros:{4 * n}", "--arg", "1=u64:1",
                "--out-dir", out, "--stats",
            ],
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - t
        m = re.search(r"instructions, (\S+) s", r.stderr)
        if r.returncode != 0 or not m:
            sys.exit(f"xvisa failed ({r.returncode}):\n{r.stderr}")
        with open(os.path.join(out, "arg0.bin"), "rb") as f:
            crc = "%08x" % zlib.crc32(f.read())
        return float(m.group(1)), wall, crc, r.stderr.strip()
    finally:
        shutil.rmtree(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--xvisa", default=os.environ.get("XVISA") or os.path.join(ROOT, "target/release/xvisa"))
    ap.add_argument("--skip-oclgrind", action="store_true")
    a = ap.parse_args()
    n = a.items
    print(f"collatz over {n} work-items (groups of 64), best of {a.runs} (oclgrind: 1 run)")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    # CPU seconds are what a loaded machine measures fairly; the fixed cost
    # of a tiny run (process start, Python, program build) is subtracted.
    xs = [cpu_of(lambda: xvisa(a.xvisa, n)) for _ in range(a.runs)]
    _, x0 = cpu_of(lambda: xvisa(a.xvisa, 64))
    xt = min(x[0][0] for x in xs)
    xcpu = min(x[1] for x in xs) - x0
    crc = xs[0][0][2]
    print(f"xvisa:    kernel {xt:8.3f} s wall {n / xt:12.0f} work-items/s; {xcpu:8.3f} CPU s")
    print(f"          ({xs[0][0][3]})")
    ps = [cpu_of(lambda: opencl("portable", n)) for _ in range(a.runs)]
    _, p0 = cpu_of(lambda: opencl("portable", 64))
    pt = min(p[0][0] for p in ps)
    pcpu = max(min(p[1] for p in ps) - p0, 1e-3)
    print(f"pocl:     kernel {pt:8.3f} s wall {n / pt:12.0f} work-items/s; {pcpu:8.3f} CPU s")
    results = {"pocl": (pt, pcpu, ps[0][0][1])}
    if not a.skip_oclgrind:
        (ot, ocrc), ocpu = cpu_of(lambda: opencl("oclgrind", n, wrap=["oclgrind"]))
        _, o0 = cpu_of(lambda: opencl("oclgrind", 64, wrap=["oclgrind"]))
        ocpu -= o0
        print(f"oclgrind: kernel {ot:8.3f} s wall {n / ot:12.0f} work-items/s; {ocpu:8.3f} CPU s")
        results["oclgrind"] = (ot, ocpu, ocrc)
    for name, (_, _, c) in results.items():
        if c != crc:
            sys.exit(f"{name} gives different results (crc {c} vs xvisa {crc})")
    print("results identical (crc %s)" % crc)
    for name, (t, cpu, _) in results.items():
        print(f"xvisa vs {name:8}: {t / xt:8.3f}x the speed (wall), {cpu / xcpu:8.3f}x (CPU time)")


if __name__ == "__main__":
    main()
