#!/usr/bin/python3
"""Optional second opinion: runs the manifests on oclgrind (an independent
OpenCL implementation) and compares with the committed pocl results.

usage: oclgrind /usr/bin/python3 scripts/corpus/oclgrind_check.py [kernel ...]

Kernels that need fp16 or sub-groups are skipped (oclgrind 21.10 has
neither).  Known oclgrind defects, checked against exact references:
  * cf_switch: oclgrind aborts ("Unsupported constant int size: 5 bytes");
  * int_builtins_long: oclgrind's mad_sat(long) saturates the intermediate
    product (pocl's value is confirmed by crosscheck.py).
Not part of CI.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_lib as L  # noqa: E402

KNOWN = {"cf_switch", "int_builtins_long"}


def main():
    import pyopencl as cl
    plats = [p for p in cl.get_platforms() if p.name == "Oclgrind"]
    if not plats:
        sys.exit("no Oclgrind platform: run as `oclgrind /usr/bin/python3 oclgrind_check.py`")
    ctx = cl.Context(plats[0].get_devices())
    q = cl.CommandQueue(ctx)
    bad = []
    for m in L.load_manifests(sys.argv[1:]):
        if m.get("pocl_ref") or m.get("subgroup_sizes"):
            print(f"skip {m['kernel']} (fp16 / sub-groups)")
            continue
        errs = []
        try:
            _, res = L.run_on_pocl(cl, ctx, q, m)
            for i, a in enumerate(m["args"]):
                if a.get("output"):
                    p = os.path.join(L.RUNS, m["kernel"], f"arg{i}.expected.bin")
                    ok, n, first = L.compare(open(p, "rb").read(), res[i].tobytes(),
                                             a["elem"], a.get("compare", "exact"))
                    if not ok:
                        errs.append(f"arg{i}: {n} mismatches; {first}")
        except Exception as e:
            errs.append(f"{type(e).__name__}: {str(e)[:200]}")
        tag = "ok  " if not errs else ("KNOWN" if m["kernel"] in KNOWN else "FAIL")
        print(f"{tag} {m['kernel']} {'; '.join(errs)}")
        if errs and m["kernel"] not in KNOWN:
            bad.append(m["kernel"])
    print(f"oclgrind_check: unexpected mismatches: {bad or 'none'}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
