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
    # drop directories of sources or platforms that no longer exist
    for d in "$CORPUS"/*/*/; do
        d=${d%/}; p=$(basename "$(dirname "$d")"); s=$(basename "$d")
        case " $PLATFORMS " in *" $p "*) ;; *) continue ;; esac
        if [ ! -f "$CORPUS/src/$s.cl" ] || ! echo " $(src_platforms "$s") " | grep -q " $p "; then
            echo "removing stale $p/$s"; rm -rf "$d"
        fi
    done
    bash "$(dirname "$0")/genx.sh" gen
else
    bash "$(dirname "$0")/genx.sh" gen "${dirs[@]}"
fi
