#!/usr/bin/python3
"""Generates the inputs and pocl's expected outputs of every run manifest.

usage: /usr/bin/python3 scripts/corpus/pocl_expected.py [kernel ...]

For tests/corpus/ocl/runs/<kernel>.json writes runs/<kernel>/arg<I>.in.bin
(initial contents of every buffer argument) and arg<I>.expected.bin (contents
after the run, output buffers only; arg<I>.expected.sg<N>.bin for kernels
whose results depend on the sub-group size).  Runs on the pocl platform,
selected by name; kernels pocl cannot compile run through their "pocl_ref".
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_lib as L  # noqa: E402


def main():
    names = sys.argv[1:]
    cl, ctx, q, dev = L.pocl_context()
    print(f"pocl device: {dev.name} ({dev.version})")
    ms = L.load_manifests(names)
    for m in ms:
        t0 = time.time()
        d = os.path.join(L.RUNS, m["kernel"])
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        sizes = m.get("subgroup_sizes") or [None]
        for sg in sizes:
            init, res = L.run_on_pocl(cl, ctx, q, m, sg)
            for i, a in enumerate(m["args"]):
                if a["kind"] != "buffer":
                    continue
                nbytes = init[i].nbytes
                if nbytes > 256 * 1024:
                    sys.exit(f"{m['kernel']}: arg{i} is {nbytes} bytes (> 256 KiB)")
                open(os.path.join(d, f"arg{i}.in.bin"), "wb").write(init[i].tobytes())
                if a.get("output"):
                    open(os.path.join(d, L.expected_name(i, sg if m.get("subgroup_sizes") else None)),
                         "wb").write(res[i].tobytes())
        print(f"{m['kernel']}: ok ({time.time() - t0:.2f}s)")
    if not names:
        keep = {m["kernel"] for m in ms}
        for e in os.listdir(L.RUNS):
            p = os.path.join(L.RUNS, e)
            if os.path.isdir(p) and e not in keep:
                shutil.rmtree(p)
    print(f"{len(ms)} kernels")


if __name__ == "__main__":
    main()
