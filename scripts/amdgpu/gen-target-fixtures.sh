#!/usr/bin/env bash
# Record the e_flags llvm-mc writes for every amdgcn processor name and
# alternative name of xvisa's processor table, for each code object version
# 3 to 6 (default features), with the llvm-mc that `co inspect --descriptors`
# names for that processor and version (llvm-mc-14, -16 or -19; processors
# newer than LLVM 19 have no row), into tests/amdgpu/targets/eflags.tsv:
# `name<TAB>version<TAB>tool<TAB>e_flags`.
#
#   bash scripts/amdgpu/gen-target-fixtures.sh [path/to/xvisa]
set -euo pipefail
cd "$(dirname "$0")/../.."
X=${1:-${XVISA:-target/release/xvisa}}
for t in llvm-mc-14 llvm-mc-16 llvm-mc-19 llvm-readelf-19; do
    command -v "$t" >/dev/null || { echo "error: $t not found (run scripts/install-oracles.sh)" >&2; exit 2; }
done
[ -x "$X" ] || { echo "build first: cargo build --release -p xvisa" >&2; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: > "$TMP/empty.s"
OUT=${EFLAGS_OUT:-tests/amdgpu/targets/eflags.tsv}
mkdir -p "$(dirname "$OUT")"
# name, then the llvm-mc per version 3..6 ("-" where none writes it), from
# `co targets`: NAME GFX KIND MACH WAVE FEATURES E_FLAGS MC3 MC4 MC5 MC6 [ALIASES].
"$X" co targets | awk 'NR > 1 && $2 != "r600" {
    print $1, $8, $9, $10, $11
    if (NF >= 12) { n = split($12, a, ","); for (i = 1; i <= n; i++) print a[i], $8, $9, $10, $11 } }' > "$TMP/names"
: > "$OUT"
while read -r name mc3 mc4 mc5 mc6; do
    v=3
    for tool in "$mc3" "$mc4" "$mc5" "$mc6"; do
        if [[ "$tool" == llvm-mc-* ]]; then
            "$tool" -triple=amdgcn-amd-amdhsa -mcpu="$name" --amdhsa-code-object-version=$v -filetype=obj \
                "$TMP/empty.s" -o "$TMP/e.o" 2> "$TMP/err"
            # An unknown -mcpu is only a warning (and e_flags 0): refuse it.
            if [ -s "$TMP/err" ]; then echo "error: $tool -mcpu=$name: $(head -1 "$TMP/err")" >&2; exit 1; fi
            printf '%s\t%s\t%s\t%s\n' "$name" "$v" "$tool" \
                "$(llvm-readelf-19 -h "$TMP/e.o" | awk '/Flags:/ {sub(",", "", $2); print tolower($2)}')" >> "$OUT"
        fi
        v=$((v + 1))
    done
done < "$TMP/names"
echo "$(wc -l < "$OUT") processor names and versions"
