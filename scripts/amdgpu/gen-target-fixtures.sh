#!/usr/bin/env bash
# Record the e_flags llvm-mc-14 writes for every amdgcn processor name and
# alternative name of xvisa's processor table, for code object V3 and V4
# (default features), into tests/amdgpu/targets/eflags.tsv.
#
#   bash scripts/amdgpu/gen-target-fixtures.sh [path/to/xvisa]
set -euo pipefail
cd "$(dirname "$0")/../.."
X=${1:-${XVISA:-target/release/xvisa}}
for t in llvm-mc-14 llvm-readelf-14; do
    command -v "$t" >/dev/null || { echo "error: $t not found (run scripts/install-oracles.sh)" >&2; exit 2; }
done
[ -x "$X" ] || { echo "build first: cargo build --release -p xvisa" >&2; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: > "$TMP/empty.s"
OUT=${EFLAGS_OUT:-tests/amdgpu/targets/eflags.tsv}
mkdir -p "$(dirname "$OUT")"
"$X" co targets | awk 'NR > 1 && $2 != "r600" { print $1; n = split($NF, a, ","); if ($NF !~ /^0x/) for (i = 1; i <= n; i++) print a[i] }' > "$TMP/names"
: > "$OUT"
while read -r name; do
    row="$name"
    for v in 3 4; do
        llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu="$name" --amdhsa-code-object-version=$v -filetype=obj "$TMP/empty.s" -o "$TMP/e.o"
        row="$row	$(llvm-readelf-14 -h "$TMP/e.o" | awk '/Flags:/ {print $2}')"
    done
    echo "$row" >> "$OUT"
done < "$TMP/names"
echo "$(wc -l < "$OUT") processor names"
