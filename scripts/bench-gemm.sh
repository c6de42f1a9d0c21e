#!/usr/bin/env bash
# Whole-process speed of the hand-written GEMMs (tests/emu/gemm/gemm_{dg2,pvc}
# .visaasm: f16 inputs, f32 accumulation, 2-D block loads, dpas) under
# `xvisa run`, in GFLOP/s (2*M*N*K floating-point operations per run), with
# hyperfine. Each result is first checked bit for bit against the numpy
# reference of tests/emu/gemm/gen.py.
#   bash scripts/bench-gemm.sh [SIZE]     (M = N = K = SIZE, default 256)
set -euo pipefail
cd "$(dirname "$0")/.."
S=${1:-256}
command -v hyperfine >/dev/null || { echo "bench-gemm: hyperfine is not installed"; exit 2; }
cargo build --release -q -p xvisa
X=$PWD/target/release/xvisa
tmp=$(mktemp -d /tmp/xvisa-gemm.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
if [ "$S" = 256 ]; then
    cp tests/emu/gemm/A.bin tests/emu/gemm/B.bin tests/emu/gemm/C.bin "$tmp"
else
    /usr/bin/python3 tests/emu/gemm/gen.py "$S" "$S" "$S" --out "$tmp"
fi
for spec in DG2:8:16 PVC:16:32; do
    IFS=: read -r plat simd tile <<< "$spec"
    lower=$(echo "$plat" | tr A-Z a-z)
    cmd="$X run tests/emu/gemm/gemm_$lower.visaasm --platform $plat --simd $simd"
    cmd+=" --global $((S / tile * simd)),$((S / tile)) --local $simd,1"
    cmd+=" --input A=file:$tmp/A.bin --input B=file:$tmp/B.bin --input C=zeros:$((S * S * 4))"
    cmd+=" --input M=u32:$S --input N=u32:$S --input K=u32:$S --out-dir $tmp/out"
    $cmd
    cmp -s "$tmp/out/C.bin" "$tmp/C.bin" || { echo "bench-gemm: $plat result differs from the reference"; exit 1; }
    hyperfine -N --warmup 1 --runs 10 --export-json "$tmp/h.json" "$cmd" >/dev/null
    /usr/bin/python3 - "$tmp/h.json" "$S" "$plat" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
s = int(sys.argv[2])
flop = 2 * s ** 3
print(f"gemm {sys.argv[3]} {s}x{s}x{s}: {r['mean']*1e3:.0f} ms mean (min {r['min']*1e3:.0f} ms, "
      f"user {r['user']*1e3:.0f} ms), {flop / r['mean'] / 1e9:.3f} GFLOP/s "
      f"(best run {flop / r['min'] / 1e9:.3f})")
PY
done
