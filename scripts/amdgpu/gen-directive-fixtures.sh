#!/usr/bin/env bash
# Record llvm-mc-14's kernel descriptors for the generated .amdhsa_kernel
# combinations (crates/amdgpu/tests/common/combos.rs) into
# tests/amdgpu/directives/{manifest.tsv,expected.tsv}, and those of the
# second set (new processors, code object V5/V6; each case names its
# llvm-mc: -14, -16 or -19) into tests/amdgpu/directives/new-{manifest,expected}.tsv.
#
#   bash scripts/amdgpu/gen-directive-fixtures.sh
#
# expected.tsv: `id<TAB>ok<TAB>64 descriptor bytes in hex` or
# `id<TAB>error<TAB>llvm-mc's first error message`.
set -euo pipefail
cd "$(dirname "$0")/../.."
for t in llvm-mc-14 llvm-mc-16 llvm-mc-19 llvm-objcopy-14 od; do
    command -v "$t" >/dev/null || { echo "error: $t not found (run scripts/install-oracles.sh)" >&2; exit 2; }
done
OUT=tests/amdgpu/directives
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
cargo run -q --release -p amdgpu --example directive_combos -- "$TMP"
cp "$TMP/manifest.tsv" "$OUT/manifest.tsv"
: > "$OUT/expected.tsv"
while IFS=$'\t' read -r id target version mcargs block; do
    # shellcheck disable=SC2086
    if llvm-mc-14 $mcargs -filetype=obj "$TMP/$id.s" -o "$TMP/$id.o" 2> "$TMP/$id.err"; then
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/$id.o" "$TMP/$id.bin"
        printf '%s\tok\t%s\n' "$id" "$(od -An -tx1 -v "$TMP/$id.bin" | tr -d ' \n')" >> "$OUT/expected.tsv"
    else
        msg=$(grep -m1 'error:' "$TMP/$id.err" | sed 's/.*error: //')
        printf '%s\terror\t%s\n' "$id" "$msg" >> "$OUT/expected.tsv"
    fi
done < "$OUT/manifest.tsv"
echo "cases: $(wc -l < "$OUT/expected.tsv"), assembled: $(grep -c $'\tok\t' "$OUT/expected.tsv")"
cp "$TMP/new/manifest.tsv" "$OUT/new-manifest.tsv"
: > "$OUT/new-expected.tsv"
while IFS=$'\t' read -r id target version mccmd block; do
    # shellcheck disable=SC2086
    if $mccmd -filetype=obj "$TMP/new/$id.s" -o "$TMP/new/$id.o" 2> "$TMP/new/$id.err"; then
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/new/$id.o" "$TMP/new/$id.bin"
        printf '%s\tok\t%s\n' "$id" "$(od -An -tx1 -v "$TMP/new/$id.bin" | tr -d ' \n')" >> "$OUT/new-expected.tsv"
    else
        msg=$(grep -m1 'error:' "$TMP/new/$id.err" | sed 's/.*error: //')
        printf '%s\terror\t%s\n' "$id" "$msg" >> "$OUT/new-expected.tsv"
    fi
done < "$OUT/new-manifest.tsv"
echo "second set: $(wc -l < "$OUT/new-expected.tsv"), assembled: $(grep -c $'\tok\t' "$OUT/new-expected.tsv")"
