#!/usr/bin/env bash
# Live re-check of the GCN assembler against llvm-mc-14 -show-encoding: a
# random sample of the assembler sweep (scripts/gcn/asmsweep.py) per
# processor with fixtures, from the sweep whose differences are listed
# (seed 1: GFX10's differences are classes whose instances change with the
# seed); lines listed in crates/gcn/tests/asm/CPU.known.txt are counted
# apart, any other disagreement fails. The sweep ends with the `no`-prefixed
# named bits (`noglc`, `noclamp`, ...: crates/gcn/src/asm/gen.rs no_lines),
# about a sixth of its lines, so the sample holds them too. Then the GFX10
# lane-mask round trip
# (scripts/gcn/lanes.py: wave32 and wave64 spellings of every lane-mask
# operand, llvm-mc-14's bytes and llvm-objdump-14's text) must still be
# what crates/gcn/tests/lanes/ holds (cargo test checks xvisa against it).
# About two minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v llvm-mc-14 >/dev/null || { echo "60-gcn-asm: llvm-mc-14 is missing" >&2; exit 1; }
seed=1
for f in crates/gcn/tests/asm/*.txt; do
  case "$f" in *.known.txt) continue ;; esac
  cpu=$(basename "$f" .txt)
  echo "60-gcn-asm: $cpu, seed $seed"
  python3 scripts/gcn/asmsweep.py sample "$cpu" 20000 "$seed"
done
for t in llvm-objdump-14; do
  command -v "$t" >/dev/null || { echo "60-gcn-asm: $t is missing" >&2; exit 1; }
done
python3 scripts/gcn/lanes.py check $(for f in crates/gcn/tests/lanes/*.txt; do basename "$f" .txt; done)
