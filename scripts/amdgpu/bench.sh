#!/usr/bin/env bash
# Whole-process benchmark of `xvisa co inspect` on the corpus against
# llvm-readelf-14 --notes, in the same hyperfine run (each command handles
# every corpus file, one process per file).
#
#   bash scripts/amdgpu/bench.sh [path/to/xvisa]
#
# Needs hyperfine and llvm-readelf-14. Writes target/amdgpu-bench.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
X=${1:-${XVISA:-target/release/xvisa}}
[ -x "$X" ] || { echo "build first: cargo build --release -p xvisa" >&2; exit 2; }
FILES=$(ls tests/amdgpu/corpus/*.co tests/amdgpu/corpus/*.o | tr '\n' ' ')
echo "corpus: $(echo "$FILES" | wc -w) code objects"
mkdir -p target
hyperfine -N --warmup 3 --runs 20 --export-json target/amdgpu-bench.json \
    -n 'llvm-readelf-14 --notes' "sh -c 'for f in $FILES; do llvm-readelf-14 --notes \$f >/dev/null; done'" \
    -n 'xvisa co inspect --metadata' "sh -c 'for f in $FILES; do $X co inspect --metadata \$f >/dev/null; done'" \
    -n 'xvisa co inspect' "sh -c 'for f in $FILES; do $X co inspect \$f >/dev/null; done'" \
    -n 'sh loop only (overhead)' "sh -c 'for f in $FILES; do true \$f >/dev/null; done'"
