#!/usr/bin/env bash
# Whole-process speed of `xvisa co dis` against `llvm-objdump-14 -d` on the
# code objects of tests/corpus/gcn-dis/objects.txt, in the same hyperfine
# run (each command disassembles every object once, output to /dev/null),
# with /bin/true in the same loop: what starting the processes costs.
# GFX6/GFX7 objects are left out: llvm-objdump-14 does not disassemble them.
# Usage: bash scripts/gcn/bench-codis.sh [XVISA]
set -euo pipefail
cd "$(dirname "$0")/../.."
X="${1:-target/release/xvisa}"
list=$(grep -v '^#' tests/corpus/gcn-dis/objects.txt | grep -Ev -- '-gfx(6|70)' | tr '\n' ' ')
echo "$(echo $list | wc -w) code objects, $(cat $list | wc -c) bytes"
hyperfine -N --warmup 1 --runs 5 \
    -n "xvisa co dis" "bash -c 'for f in $list; do $X co dis \$f > /dev/null; done'" \
    -n "llvm-objdump-14 -d" "bash -c 'for f in $list; do llvm-objdump-14 -d \$f > /dev/null; done'" \
    -n "/bin/true" "bash -c 'for f in $list; do /bin/true co dis \$f > /dev/null; done'"
