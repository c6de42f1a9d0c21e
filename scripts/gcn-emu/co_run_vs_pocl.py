#!/usr/bin/python3
"""Runs every AMDGPU corpus kernel with `xvisa co run` and compares with
pocl's results computed now (not the committed ones).

usage: /usr/bin/python3 scripts/gcn-emu/co_run_vs_pocl.py [kernel ...]

For each manifest of tests/corpus/ocl/runs and tests/corpus/gcn/runs whose
source has code objects in tests/corpus/gcn/<target>/, pocl runs the
manifest (once per sub-group size for sub-group kernels), the inputs pocl
started from are written to files, and `xvisa co run` runs the code object
of every target the emulator runs (RUNNABLE in
crates/gcn-emu/tests/corpus/mod.rs) with them; each output buffer is
compared with pocl's under the manifest's rule. $XVISA is the xvisa binary
(default target/release/xvisa). Exits 1 on any difference.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus"))
import corpus_lib as L  # noqa: E402

ROOT = L.ROOT
XVISA = os.environ.get("XVISA", os.path.join(ROOT, "target", "release", "xvisa"))
GCN = os.path.join(ROOT, "tests", "corpus", "gcn")


def runnable():
    src = open(os.path.join(ROOT, "crates", "gcn-emu", "tests", "corpus", "mod.rs")).read()
    m = re.search(r"pub const RUNNABLE: &\[&str\] = &\[([^\]]*)\]", src)
    return re.findall(r'"([^"]+)"', m.group(1))


def spec(a, i, init, tmp, subs):
    k = a["kind"]
    if k == "buffer":
        p = os.path.join(tmp, f"arg{i}.in.bin")
        init[i].tofile(p)
        return f"{i}=file:{p}"
    if k == "scalar":
        return f"{i}=bytes:{L.scalar_value(a, subs).tobytes().hex()}"
    if k == "local":
        return f"{i}=local:{a['bytes']}"
    if k == "struct":
        return f"{i}=bytes:{L.struct_bytes(a).hex()}"
    raise ValueError(k)


def main():
    names = sys.argv[1:]
    targets = runnable()
    cl, ctx, q, _ = L.pocl_context()
    runs = failed = 0
    t0 = time.time()
    for corpus in ("tests/corpus/ocl", "tests/corpus/gcn"):
        L.CORPUS = os.path.join(ROOT, corpus)
        L.RUNS = os.path.join(L.CORPUS, "runs")
        L._programs.clear()
        for m in L.load_manifests(names):
            stem = os.path.splitext(os.path.basename(m["source"]))[0]
            tlist = [t for t in targets if os.path.exists(os.path.join(GCN, t, stem + ".co"))]
            if not tlist:
                continue
            sgs = m.get("subgroup_sizes")
            for t in tlist:
                sg = (32 if t == "gfx1030" else 64) if sgs else None
                init, res = L.run_on_pocl(cl, ctx, q, m, sg)
                with tempfile.TemporaryDirectory() as tmp:
                    subs = {"SUBGROUP_SIZE": sg}
                    args = [spec(a, i, init, tmp, subs) for i, a in enumerate(m["args"])]
                    out = os.path.join(tmp, "out")
                    cmd = [XVISA, "co", "run", os.path.join(GCN, t, stem + ".co"),
                           "--kernel", m["kernel"],
                           "--grid", ",".join(map(str, m["global"])),
                           "--block", ",".join(map(str, m["local"])),
                           "--out-dir", out]
                    for s in args:
                        cmd += ["--arg", s]
                    p = subprocess.run(cmd, capture_output=True, text=True)
                    runs += 1
                    errs = []
                    if p.returncode != 0:
                        errs.append(f"exit {p.returncode}: {p.stderr.strip()[:400]}")
                    else:
                        for i, a in enumerate(m["args"]):
                            if a["kind"] != "buffer" or not a.get("output"):
                                continue
                            got = open(os.path.join(out, f"arg{i}.bin"), "rb").read()
                            ok, nbad, first = L.compare(res[i].tobytes(), got, a["elem"],
                                                        a.get("compare", "exact"))
                            if not ok:
                                errs.append(f"arg{i}: {nbad} mismatches; {first}")
                    if errs:
                        failed += 1
                        print(f"FAIL {t} {m['kernel']}: " + "; ".join(errs))
    print(f"co_run_vs_pocl: {runs - failed} of {runs} runs give pocl's results "
          f"(targets {', '.join(targets)}; {time.time() - t0:.1f}s)")
    sys.exit(1 if failed or runs == 0 else 0)


if __name__ == "__main__":
    main()
