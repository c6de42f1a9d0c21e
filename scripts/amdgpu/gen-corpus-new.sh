#!/usr/bin/env bash
# Regenerate the second AMDGPU code object corpus (tests/amdgpu/corpus-new):
# our OpenCL kernels (tests/amdgpu/kernels) built by clang-16/ld.lld-16 and
# clang-19/ld.lld-19 for the processors those releases added (gfx940-gfx942,
# gfx1036, gfx1100-gfx1103, gfx1150-gfx1152, gfx1200/gfx1201, the generic
# targets) and for code object V5 and V6, with the same release's
# llvm-readelf/llvm-readobj view of every file.
#
#   bash scripts/amdgpu/gen-corpus-new.sh
#
# Per code object: NAME.readelf.txt (llvm-readelf -h -S -r --symbols
# --notes), NAME.readobj-h.txt (llvm-readobj -h), NAME.descriptors.s
# (`xvisa co inspect --descriptors`) and NAME.reassembled.hex (the .rodata
# that the llvm-mc named on its second line assembles from it). Also
# `two-notes-*.co`, linked from two relocatable objects: one metadata note
# each.
#
# Needs: clang-16, ld.lld-16, llvm-readelf-16, llvm-readobj-16, llvm-mc-16,
# the same for 19, llvm-mc-14, llvm-objcopy-14 (scripts/install-oracles.sh)
# and cargo.
set -euo pipefail
cd "$(dirname "$0")/../.."
for t in clang-16 ld.lld-16 llvm-readelf-16 llvm-readobj-16 llvm-mc-16 clang-19 ld.lld-19 \
    llvm-readelf-19 llvm-readobj-19 llvm-mc-19 llvm-mc-14 llvm-objcopy-14 od; do
    command -v "$t" >/dev/null || { echo "error: $t not found (run scripts/install-oracles.sh)" >&2; exit 2; }
done
K=tests/amdgpu/kernels
OUT=tests/amdgpu/corpus-new
rm -rf "$OUT"
mkdir -p "$OUT"

# LLVM  version  processor(target ID)  kernel file  extra clang flags  keep .o
MATRIX="
16 3 gfx1100                lds     -
16 4 gfx940                 basic   -
16 5 gfx940:xnack+          lds     -                 o
16 4 gfx1101                multi   -
16 5 gfx1100                basic   -                 o
16 5 gfx1102                cl20    -
16 5 gfx1103                lds     -mwavefrontsize64
16 5 gfx1036                multi   -mcumode
16 5 gfx900:xnack-          cl20    -
16 5 gfx90a                 multi   -                 o
16 5 gfx1030                basic   -
19 5 gfx941                 basic   -
19 5 gfx942:sramecc+:xnack- multi   -                 o
19 5 gfx942                 basic   -mllvm,-amdgpu-kernarg-preload-count=3 o
19 6 gfx942                 cl20    -
19 5 gfx1150                basic   -
19 6 gfx1151                lds     -                 o
19 5 gfx1152                multi   -mwavefrontsize64
19 6 gfx1200                cl20    -
19 5 gfx1201                basic   -                 o
19 6 gfx9-generic:xnack-    basic   -
19 6 gfx10-1-generic        lds     -
19 6 gfx10-3-generic        multi   -
19 6 gfx11-generic          cl20    -                 o
19 6 gfx12-generic          basic   -
19 6 gfx906                 lds     -
19 6 gfx1100                multi   -
"
build() { # llvm version cpu src flags name
    local l=$1 v=$2 cpu=$3 src=$4 flags=$5 name=$6 std="" extra=""
    [ "$src" = cl20 ] && std="-cl-std=CL2.0"
    [ "$flags" != "-" ] && extra=$(tr ',' ' ' <<< "$flags")
    # shellcheck disable=SC2086
    clang-$l -target amdgcn-amd-amdhsa -mcpu="$cpu" -nogpulib -O2 $std $extra \
        -mcode-object-version="$v" -c "$K/$src.cl" -o "$OUT/$name.o" 2> >(grep -v 'code object v6 is still in development' >&2)
}
echo "$MATRIX" | while read -r l v cpu src flags keep; do
    [ -n "$l" ] || continue
    name="$src-$(echo "$cpu" | tr ':' '_')-v$v-llvm$l"
    [ "$flags" = "-mllvm,-amdgpu-kernarg-preload-count=3" ] && name="preload-$name"
    build "$l" "$v" "$cpu" "$src" "$flags" "$name"
    ld.lld-$l -shared "$OUT/$name.o" -o "$OUT/$name.co"
    files="$name.co"
    if [ "${keep:-}" = o ]; then files="$files $name.o"; else rm "$OUT/$name.o"; fi
    for f in $files; do
        (cd "$OUT" && llvm-readelf-$l -h -S -r --symbols --notes "$f") > "$OUT/$f.readelf.txt"
        llvm-readobj-$l -h "$OUT/$f" | sed "s|$OUT/||" > "$OUT/$f.readobj-h.txt"
    done
done

# Two relocatable objects linked into one: two metadata notes.
for lv in "16 5 gfx1100" "19 6 gfx1200"; do
    read -r l v cpu <<< "$lv"
    name="two-notes-$cpu-v$v-llvm$l"
    build "$l" "$v" "$cpu" basic - "$name-a"
    build "$l" "$v" "$cpu" lds - "$name-b"
    ld.lld-$l -shared "$OUT/$name-a.o" "$OUT/$name-b.o" -o "$OUT/$name.co"
    rm "$OUT/$name-a.o" "$OUT/$name-b.o"
    (cd "$OUT" && llvm-readelf-$l -h -S -r --symbols --notes "$name.co") > "$OUT/$name.co.readelf.txt"
    llvm-readobj-$l -h "$OUT/$name.co" | sed "s|$OUT/||" > "$OUT/$name.co.readobj-h.txt"
done

cargo build -q --release -p xvisa
XVISA="${CARGO_TARGET_DIR:-target}/release/xvisa"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for f in "$OUT"/*.co "$OUT"/*.o; do
    "$XVISA" co inspect --descriptors "$f" > "$f.descriptors.s"
    cmd=$(sed -n '2s|^// \(llvm-mc-[0-9]* .*\)$|\1|p' "$f.descriptors.s")
    [ -n "$cmd" ] || { echo "error: $f: no llvm-mc command on line 2" >&2; exit 1; }
    # shellcheck disable=SC2086
    $cmd "$f.descriptors.s" -o "$TMP/d.o"
    llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/d.o" "$TMP/d.bin"
    od -An -tx1 -v "$TMP/d.bin" | tr -d ' \n' > "$f.reassembled.hex"
    echo >> "$f.reassembled.hex"
done
echo "code objects: $(ls "$OUT" | grep -c -E '\.(co|o)$')"
