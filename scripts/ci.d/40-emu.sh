#!/usr/bin/env bash
# Live differential check of the emulator (issue 5): every OpenCL corpus
# manifest, on every platform (SKL, TGLLP, DG2, PVC), is run by `$XVISA run`
# (the kernel's .visaasm with its zebin, inputs regenerated from the
# manifest) and compared with what pocl gives *now* for the same OpenCL C
# source, under the manifest's compare rule. The
# committed fixtures make `cargo test` independent of pocl; this re-checks
# them against the live oracle. Fails loudly if pocl is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${XVISA:?XVISA must point at the release xvisa binary (.ci/run sets it)}"
/usr/bin/python3 -c 'import pyopencl' 2>/dev/null || {
    echo "emu: FAILED: pyopencl is not installed (bash scripts/install-oracles.sh)"; exit 1; }
exec /usr/bin/python3 - "$@" <<'PY'
import json, os, subprocess, sys, tempfile, time
sys.path.insert(0, "scripts/corpus")
import numpy as np
import corpus_lib as L

XVISA = os.environ["XVISA"]
t0 = time.time()
cl, ctx, q, _ = L.pocl_context()  # exits non-zero when pocl is missing
names = sys.argv[1:]

def libclc_mad_sat(x, y, z):
    # IGC's mad_sat(long) (libclc's algorithm) differs from pocl; see
    # crates/visa-emu/tests/corpus/mod.rs. Wrapping 64-bit arithmetic.
    M = 1 << 64
    s = lambda v: v - M if v >= 1 << 63 else v
    hi = (x * y) >> 64
    ulo = (x * y) % M
    mx = (1 << 63) - 1
    if (x < 0) == (y < 0) and hi != 0:
        return mx
    if hi == 0 and ulo >= mx and (z > 0 or (ulo + z) % M > mx):
        return mx
    if (x < 0) != (y < 0) and hi != -1:
        return -mx - 1
    if hi == -1 and ulo <= mx + 1 and (z < 0 or z % M < (mx - ulo) % M):
        return -mx - 1
    return s((ulo + z) % M)

def scalar_spec(a):
    v = L.scalar_value(a)
    kind = {"int": "i32", "uint": "u32", "long": "i64", "ulong": "u64",
            "float": "f32", "double": "f64"}.get(a["type"])
    if kind is None:
        return "bytes:" + np.array([v]).tobytes().hex()
    return f"{kind}:{v!r}" if kind[0] == "f" else f"{kind}:{int(v)}"

stats = {"pass": 0, "fail": 0}
pocl_cache = {}
for m in L.load_manifests(names or None):
    stem = os.path.splitext(os.path.basename(m["source"]))[0]
    for plat in m["platforms"]:
        d = os.path.join(L.CORPUS, plat, stem)
        info = json.load(open(os.path.join(d, "kernels.json")))
        k = next(k for k in info["kernels"] if k["kernel"] == m["kernel"])
        simd = k["zebin_simd"]
        sg = simd if m.get("subgroup_sizes") else None
        key = (m["kernel"], sg)
        if key not in pocl_cache:
            pocl_cache[key] = L.run_on_pocl(cl, ctx, q, m, sg)
        init, live = pocl_cache[key]
        tag = f"{plat} {m['kernel']}"
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [XVISA, "run", os.path.join(d, f"{m['kernel']}_simd{simd}.visaasm"),
                   "--zebin", os.path.join(d, f"{stem}.bin"), "--kernel", m["kernel"],
                   "--global", ",".join(map(str, m["global"])),
                   "--local", ",".join(map(str, m["local"])), "--out-dir", tmp]
            for i, a in enumerate(m["args"]):
                if a["kind"] == "buffer":
                    p = os.path.join(tmp, f"in{i}.bin")
                    open(p, "wb").write(init[i].tobytes())
                    spec = f"file:{p}"
                elif a["kind"] == "scalar":
                    spec = scalar_spec(a)
                elif a["kind"] == "local":
                    spec = f"local:{a['bytes']}"
                else:
                    spec = "bytes:" + L.struct_bytes(a).hex()
                cmd += ["--arg", f"{i}={spec}"]
            r = subprocess.run(cmd, capture_output=True, text=True)
            errs = []
            if r.returncode != 0:
                errs.append(f"xvisa exit {r.returncode}: {r.stderr.strip()[:300]}")
            else:
                for i, a in enumerate(m["args"]):
                    if a["kind"] != "buffer" or not a.get("output"):
                        continue
                    got = open(os.path.join(tmp, f"arg{i}.bin"), "rb").read()
                    exp = live[i].tobytes()
                    ok, nbad, first = L.compare(exp, got, a["elem"], a.get("compare", "exact"))
                    if not ok and m["kernel"] == "int_builtins_long" and i == 3:
                        g = np.frombuffer(got, np.int64); e = np.frombuffer(exp, np.int64)
                        x, y, z = (init[j].astype(object) for j in range(3))
                        ok = all(ev == gv or (kk % 12 == 2 and gv == libclc_mad_sat(int(x[kk // 12]), int(y[kk // 12]), int(z[kk // 12])))
                                 for kk, (ev, gv) in enumerate(zip(e.tolist(), g.tolist())))
                    if not ok:
                        errs.append(f"arg{i}: {nbad} mismatches; {first}")
            if errs:
                stats["fail"] += 1
                print(f"FAIL {tag}: " + "; ".join(errs))
            else:
                stats["pass"] += 1
print(f"emu: {stats['pass']} kernel/platform runs match pocl, {stats['fail']} differ "
      f"({time.time() - t0:.0f}s)")
sys.exit(1 if stats["fail"] or not stats["pass"] else 0)
PY
