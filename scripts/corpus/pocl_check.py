#!/usr/bin/python3
"""Re-runs every manifest on pocl and compares with the committed fixtures.

usage: /usr/bin/python3 scripts/corpus/pocl_check.py [kernel ...]

Checks that the regenerated inputs equal arg<I>.in.bin byte for byte and that
pocl's outputs match arg<I>.expected*.bin under the manifest's compare rule.
Exits 1 on any mismatch.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_lib as L  # noqa: E402


def main():
    names = sys.argv[1:]
    cl, ctx, q, dev = L.pocl_context()
    ms = L.load_manifests(names)
    failed, t_all = [], time.time()
    for m in ms:
        d = os.path.join(L.RUNS, m["kernel"])
        errs = []
        sgs = m.get("subgroup_sizes")
        try:
            for sg in (sgs or [None]):
                init, res = L.run_on_pocl(cl, ctx, q, m, sg)
                for i, a in enumerate(m["args"]):
                    if a["kind"] != "buffer":
                        continue
                    p = os.path.join(d, f"arg{i}.in.bin")
                    if not os.path.exists(p) or open(p, "rb").read() != init[i].tobytes():
                        errs.append(f"arg{i}.in.bin differs from the generated input")
                    if a.get("output"):
                        p = os.path.join(d, L.expected_name(i, sg if sgs else None))
                        if not os.path.exists(p):
                            errs.append(f"{os.path.basename(p)} missing")
                            continue
                        ok, nbad, first = L.compare(open(p, "rb").read(), res[i].tobytes(),
                                                    a["elem"], a.get("compare", "exact"))
                        if not ok:
                            errs.append(f"{os.path.basename(p)}: {nbad} mismatches; {first}")
        except Exception as e:  # build or launch failure
            errs.append(f"{type(e).__name__}: {str(e)[:400]}")
        if errs:
            failed.append(m["kernel"])
            print(f"FAIL {m['kernel']}: " + "; ".join(errs))
        else:
            print(f"ok   {m['kernel']}")
    print(f"pocl_check: {len(ms) - len(failed)} passed, {len(failed)} failed "
          f"({time.time() - t_all:.1f}s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
