#!/usr/bin/env bash
# Regenerate the AMDGPU code object corpus (tests/amdgpu/corpus) from the
# OpenCL kernels in tests/amdgpu/kernels with clang-14 and ld.lld-14, and
# record llvm-readelf-14's view of every file next to it.
#
#   bash scripts/amdgpu/gen-corpus.sh
#
# Also records, per code object: llvm-readobj-14 -h (the decoded e_flags),
# `xvisa co inspect --descriptors` and the bytes llvm-mc-14 assembles from
# it (.reassembled.hex: .rodata for V3+, .text for V2).
#
# Needs: clang-14, ld.lld-14, llvm-readelf-14, llvm-readobj-14, llvm-mc-14,
# llvm-objcopy-14 (scripts/install-oracles.sh) and cargo.
set -euo pipefail
cd "$(dirname "$0")/../.."
for t in clang-14 ld.lld-14 llvm-readelf-14 llvm-readobj-14 llvm-mc-14 llvm-objcopy-14 od; do
    command -v "$t" >/dev/null || { echo "error: $t not found (run scripts/install-oracles.sh)" >&2; exit 2; }
done
K=tests/amdgpu/kernels
OUT=tests/amdgpu/corpus
rm -rf "$OUT"
mkdir -p "$OUT"

# version  processor(target ID)       kernel file  extra clang flags  keep .o
MATRIX="
2 gfx700                   basic
2 gfx704                   lds
2 gfx801                   multi
2 gfx803                   basic
2 gfx900                   cl20
2 gfx906:xnack+            lds
2 gfx906:sramecc+:xnack-  basic   -          o
3 gfx701                   multi
3 gfx802                   basic
3 gfx900:xnack-            lds
3 gfx906                   cl20
3 gfx90a                   multi
3 gfx1010                  basic
3 gfx1030                  lds     -          o
4 gfx700                   cl20
4 gfx705                   basic
4 gfx803                   lds
4 gfx805                   multi
4 gfx900:xnack+            basic   -          o
4 gfx902                   multi
4 gfx906:sramecc-:xnack-   lds
4 gfx908                   cl20
4 gfx90a:xnack+            lds
4 gfx90a:sramecc+:xnack-   basic   -          o
4 gfx90c                   multi
4 gfx1010:xnack-           lds
4 gfx1012                  cl20
4 gfx1030                  multi   -mwavefrontsize64
4 gfx1031                  basic
4 gfx1034                  lds     -mcumode
4 gfx1035                  cl20    -          o
"
echo "$MATRIX" | while read -r v cpu src flags keep; do
    [ -n "$v" ] || continue
    name="$src-$(echo "$cpu" | tr ':' '_')-v$v"
    std=""
    [ "$src" = cl20 ] && std="-cl-std=CL2.0"
    extra=""
    [ "${flags:--}" != "-" ] && extra="$flags"
    # shellcheck disable=SC2086
    clang-14 -target amdgcn-amd-amdhsa -mcpu="$cpu" -nogpulib -O2 $std $extra \
        -mcode-object-version="$v" -c "$K/$src.cl" -o "$OUT/$name.o"
    ld.lld-14 -shared "$OUT/$name.o" -o "$OUT/$name.co"
    files="$name.co"
    if [ "${keep:-}" = o ]; then files="$files $name.o"; else rm "$OUT/$name.o"; fi
    for f in $files; do
        (cd "$OUT" && llvm-readelf-14 -h -S -r --symbols --notes "$f") > "$OUT/$f.readelf.txt"
    done
done

cargo build -q --release -p xvisa
XVISA="${CARGO_TARGET_DIR:-target}/release/xvisa"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for f in "$OUT"/*.co "$OUT"/*.o; do
    llvm-readobj-14 -h "$f" | sed "s|$OUT/||" > "$f.readobj-h.txt"
    "$XVISA" co inspect --descriptors "$f" > "$f.descriptors.s"
    args=$(sed -n '2s|^// llvm-mc-14 \(.*\) -filetype=obj$|\1|p' "$f.descriptors.s")
    # shellcheck disable=SC2086
    llvm-mc-14 $args -filetype=obj "$f.descriptors.s" -o "$TMP/d.o"
    sec=.rodata
    grep -q '^.hsa_code_object_version' "$f.descriptors.s" && sec=.text
    llvm-objcopy-14 -O binary --only-section=$sec "$TMP/d.o" "$TMP/d.bin"
    od -An -tx1 -v "$TMP/d.bin" | tr -d ' \n' > "$f.reassembled.hex"
    echo >> "$f.reassembled.hex"
done
echo "code objects: $(ls "$OUT" | grep -c -E '\.(co|o)$')"
