#!/usr/bin/env bash
# Regenerates the compiled OpenCL corpus: for every tests/corpus/ocl/src/*.cl
# and every platform it applies to, runs ocloc with IGC's dumps enabled and
# collects the per-kernel vISA (.visaasm, .isa), the zebin and its .ze_info
# into tests/corpus/ocl/<platform>/<src>/, then the GenX_IR fixtures
# (scripts/corpus/genx.sh gen).  Idempotent: each <platform>/<src> directory
# is rebuilt from scratch.
#   build.sh [src ...]     (default: all sources)
# The dump directory is fixed (/tmp/xvisa-corpus-dump/...) because IGC writes
# its path into the dumped .isa (OutputAsmPath attribute).
set -euo pipefail
. "$(dirname "$0")/common.sh"
srcs=("$@")
if [ ${#srcs[@]} = 0 ]; then
    for f in "$CORPUS"/src/*.cl; do srcs+=("$(basename "$f" .cl)"); done
fi
DUMPROOT=/tmp/xvisa-corpus-dump
dirs=()
for s in "${srcs[@]}"; do
    for p in $(src_platforms "$s"); do
        echo "ocloc $p $s"
        dump=$DUMPROOT/$p/$s
        out=$DUMPROOT/$p/$s.out
        ocloc_compile "$CORPUS/src/$s.cl" "$p" "$dump" "$out" >/dev/null
        dest=$CORPUS/$p/$s
        rm -rf "$dest"
        /usr/bin/python3 "$(dirname "$0")/collect.py" "$dump" "$(ls "$out"/*.bin)" "$dest" "$s" "$p"
        dirs+=("$dest")
    done
done
rm -rf "$DUMPROOT"
if [ $# = 0 ]; then
    bash "$(dirname "$0")/genx.sh" gen
else
    bash "$(dirname "$0")/genx.sh" gen "${dirs[@]}"
fi
