#!/usr/bin/env bash
# Builds the AMDGPU code objects of the OpenCL corpus with clang-15 and the
# ROCm device libraries (Debian 12: clang-15 lld-15 rocm-device-libs):
#   tests/corpus/gcn/<target>/<source>.co
# for every source of tests/corpus/ocl/src (except subgroups.cl, whose
# Intel sub-group shuffles clang has no AMD form of) and of
# tests/corpus/gcn/src, and every target:
#   gfx900 gfx906 gfx908 gfx90a   (wave64)
#   gfx1030                        (wave32, clang's default)
#   gfx1030-w64                    (gfx1030 with -mwavefrontsize64)
#
#   build-gcn.sh [--check] [source ...]     (default: every source)
#
# clang's output is deterministic: --check builds into a temporary directory
# and compares with the committed objects byte for byte (exit 1 on a
# difference).  Any diagnostic from clang is shown; an error stops the script.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OCL=$ROOT/tests/corpus/ocl/src
GCN=$ROOT/tests/corpus/gcn
LIBS=${ROCM_DEVICE_LIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
CLANG=${CLANG:-clang-15}
TARGETS="gfx900 gfx906 gfx908 gfx90a gfx1030 gfx1030-w64"

check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi

# The source file of a corpus source name.
src_path() {
    if [ -f "$GCN/src/$1.cl" ]; then echo "$GCN/src/$1.cl"; else echo "$OCL/$1.cl"; fi
}

# OpenCL C version per source: generic pointers, C11 atomics and
# cl_khr_subgroups need 2.0; everything else builds as clang's default (1.2,
# which is also what pocl takes).
src_options() {
    case $1 in
        generic|sg_khr) echo "-cl-std=CL2.0" ;;
        *) echo "" ;;
    esac
}

srcs=("$@")
if [ ${#srcs[@]} = 0 ]; then
    for f in "$OCL"/*.cl "$GCN"/src/*.cl; do
        s=$(basename "$f" .cl)
        [ "$s" = subgroups ] && continue
        srcs+=("$s")
    done
fi

out=$GCN
if [ $check = 1 ]; then out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi
bad=0
for t in $TARGETS; do
    mcpu=${t%-w64}
    flags=()
    [ "$t" != "$mcpu" ] && flags+=(-mwavefrontsize64)
    mkdir -p "$out/$t"
    for s in "${srcs[@]}"; do
        # shellcheck disable=SC2046
        "$CLANG" -x cl -target amdgcn-amd-amdhsa -mcpu="$mcpu" "${flags[@]}" -O2 \
            --rocm-device-lib-path="$LIBS" $(src_options "$s") \
            "$(src_path "$s")" -o "$out/$t/$s.co"
        if [ $check = 1 ] && ! cmp -s "$out/$t/$s.co" "$GCN/$t/$s.co"; then
            echo "differs: tests/corpus/gcn/$t/$s.co"
            bad=$((bad + 1))
        fi
    done
    echo "$t: ${#srcs[@]} code objects"
done
if [ $check = 1 ]; then
    echo "build-gcn.sh --check: $bad differences"
    [ $bad = 0 ]
fi
