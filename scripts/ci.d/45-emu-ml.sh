#!/usr/bin/env bash
# Live check of the emulator's matrix and 2-D block support (issue 14):
#  1. the OpenCL kernels of tests/emu/ocl/src, compiled again by ocloc for
#     dg2-g10 and pvc, give the committed vISA dumps, and `$XVISA run` of
#     the fresh builds gives the numpy references of tests/emu/ocl/ref.py
#     for every case (pocl has none of these extensions);
#  2. the generators of the unit programs (tests/emu/gen/dpas.py,
#     block2d.py, raw_send.py, typed.py), of the OpenCL references and of
#     the GEMM reference regenerate exactly the committed files;
#  3. GenX_IR accepts (compiles) the hand-written matrix, 2-D block, named
#     barrier, fence, raw-send, typed and GEMM programs (not dpas_int1_pvc:
#     GenX_IR hangs on 1-bit precisions);
#  4. `$XVISA run` of the hand-written GEMMs gives the reference C.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${XVISA:?XVISA must point at the release xvisa binary (.ci/run sets it)}"
command -v ocloc >/dev/null || { echo "emu-ml: FAILED: ocloc is not installed"; exit 1; }
command -v GenX_IR >/dev/null || { echo "emu-ml: FAILED: GenX_IR is not installed"; exit 1; }
/usr/bin/python3 -c 'import numpy' || { echo "emu-ml: FAILED: numpy is missing"; exit 1; }
t0=$(date +%s)
tmp=$(mktemp -d /tmp/xvisa-emu-ml.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0

# 1. Fresh ocloc builds.
bash scripts/emu/ml-build.sh "$tmp/ocl"
for d in "$tmp"/ocl/*/*/; do
    rel=${d#"$tmp"/ocl/}
    for f in "$d"*.visaasm; do
        cmp -s "$f" "tests/emu/ocl/$rel$(basename "$f")" || {
            echo "emu-ml: ocloc's dump differs from the fixture: $rel$(basename "$f")"; fails=$((fails + 1)); }
    done
done
/usr/bin/python3 - "$XVISA" "$tmp" <<'PY' || fails=$((fails + 1))
import json, os, subprocess, sys
xvisa, tmp = sys.argv[1], sys.argv[2]
root = "tests/emu/ocl"
cases = json.load(open(os.path.join(root, "cases.json")))["cases"]
bad = 0
for c in cases:
    d = os.path.join(tmp, "ocl", c["platform"], c["source"])
    ks = json.load(open(os.path.join(d, "kernels.json")))["kernels"]
    simd = next(k for k in ks if k["kernel"] == c["kernel"])["zebin_simd"]
    out = os.path.join(tmp, "run")
    cmd = [xvisa, "run", os.path.join(d, f"{c['kernel']}_simd{simd}.visaasm"),
           "--zebin", os.path.join(d, c["source"] + ".bin"), "--kernel", c["kernel"],
           "--global", ",".join(map(str, c["global"])), "--local", ",".join(map(str, c["local"])),
           "--out-dir", out]
    for i, a in enumerate(c["args"]):
        if "i32" in a:
            cmd += ["--arg", f"{i}=i32:{a['i32']}"]
        elif "in" in a:
            cmd += ["--arg", f"{i}=file:{os.path.join(root, a['in'])}"]
        else:
            cmd += ["--arg", f"{i}=zeros:{a['bytes']}"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(f"emu-ml: {c['name']}: xvisa exit {r.returncode}: {r.stderr.strip()[:300]}")
        bad += 1
        continue
    for i, a in enumerate(c["args"]):
        if "out" in a:
            got = open(os.path.join(out, f"arg{i}.bin"), "rb").read()
            want = open(os.path.join(root, a["out"]), "rb").read()
            if got != want:
                print(f"emu-ml: {c['name']}: arg{i} differs from the reference")
                bad += 1
print(f"emu-ml: {len(cases) - bad} of {len(cases)} OpenCL cases give the reference")
sys.exit(1 if bad else 0)
PY

# 2. The generators reproduce the committed files.
cp -r tests/emu "$tmp/emu"
/usr/bin/python3 "$tmp/emu/gen/dpas.py"
/usr/bin/python3 "$tmp/emu/gen/block2d.py"
/usr/bin/python3 "$tmp/emu/gen/raw_send.py"
/usr/bin/python3 "$tmp/emu/gen/typed.py"
/usr/bin/python3 "$tmp/emu/ocl/ref.py"
/usr/bin/python3 "$tmp/emu/gemm/gen.py"
if ! diff -rq tests/emu "$tmp/emu" >"$tmp/diff"; then
    echo "emu-ml: regenerated fixtures differ:"; cat "$tmp/diff"; fails=$((fails + 1))
fi

# 3. GenX_IR compiles the hand-written programs.
for f in tests/emu/dpas_int_dg2.visaasm tests/emu/dpas_int_pvc.visaasm tests/emu/dpas_float_dg2.visaasm \
         tests/emu/dpas_float_pvc.visaasm tests/emu/dpasw_dg2.visaasm tests/emu/block2d_dg2.visaasm \
         tests/emu/block2d_pvc.visaasm tests/emu/nbarrier.visaasm tests/emu/lsc_fence.visaasm \
         tests/emu/raw_send_lsc.visaasm tests/emu/raw_send_hdc.visaasm tests/emu/typed_lsc.visaasm \
         tests/emu/gemm/gemm_dg2.visaasm tests/emu/gemm/gemm_pvc.visaasm; do
    plat=$(sed -n '1s,^// platform: *,,p' "$f")
    mkdir -p "$tmp/genx"
    cp "$f" "$tmp/genx/"
    if ! (cd "$tmp/genx" && timeout 600 GenX_IR "$(basename "$f")" -platform "$plat" -binary >/dev/null 2>&1); then
        echo "emu-ml: GenX_IR rejects $f ($plat)"; fails=$((fails + 1))
    fi
done

# 4. The GEMMs through the CLI.
for spec in DG2:8:16 PVC:16:32; do
    IFS=: read -r plat simd tile <<< "$spec"
    lower=$(echo "$plat" | tr A-Z a-z)
    "$XVISA" run "tests/emu/gemm/gemm_$lower.visaasm" --platform "$plat" --simd "$simd" \
        --global $((256 / tile * simd)),$((256 / tile)) --local "$simd",1 \
        --input A=file:tests/emu/gemm/A.bin --input B=file:tests/emu/gemm/B.bin \
        --input C=zeros:262144 --input M=u32:256 --input N=u32:256 --input K=u32:256 \
        --out-dir "$tmp/gemm"
    cmp -s "$tmp/gemm/C.bin" tests/emu/gemm/C.bin || {
        echo "emu-ml: gemm $plat differs from the reference"; fails=$((fails + 1)); }
done

echo "emu-ml: $fails failure(s) ($(( $(date +%s) - t0 ))s)"
[ "$fails" = 0 ]
