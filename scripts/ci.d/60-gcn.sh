#!/usr/bin/env bash
# Live oracle re-check of the GCN instruction set layer (crates/gcn) and
# `xvisa co dis` against LLVM 14. Run by .ci/run with XVISA set to the
# release binary; fails loudly when an oracle is missing. About five minutes
# on two cores.
#
#  1. Decoding: 200,000 fresh random records per ISA variant (50,000 for
#     GFX10's wave64 modes; seed 60, not the fixtures' seed) through LLVM 14's AMDGPU disassembler library
#     (scripts/gcn/llvm-dis.c, the library llvm-mc-14 --disassemble uses)
#     and through crates/gcn: same validity, length and text.
#     GFX6/GFX7 (gfx601, gfx700): no LLVM disassembles them, so instead
#     every encoding of the committed assembler fixtures is decoded and
#     printed by xvisa and re-assembled by llvm-mc-14 -show-encoding: the
#     same bytes must come back (scripts/gcn/siroundtrip.py --fixture).
#  2. `xvisa co dis` on every code object of tests/corpus/gcn-dis/objects.txt:
#     instruction text equal to llvm-objdump-14 -d, re-assembled by llvm-mc
#     into the same .text bytes, descriptors and metadata notes, linked by
#     ld.lld-14 -shared (scripts/gcn/codis-check.py).
# The full sweeps (field sweeps and 10 million random records per
# processor) are `python3 scripts/gcn/sweep.py full CPU`, too long for CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
for t in llvm-mc-14 llvm-objdump-14 llvm-objcopy-14 llvm-readelf-14 ld.lld-14 gcc; do
    command -v "$t" >/dev/null || { echo "60-gcn: $t is missing" >&2; exit 1; }
done
[ -f /usr/lib/llvm-14/include/llvm-c/Disassembler.h ] || {
    echo "60-gcn: llvm-14-dev (LLVM 14's C headers) is missing" >&2; exit 1; }
export XVISA="${XVISA:-$PWD/target/release/xvisa}"
for cpu in $(grep -v '^#' crates/gcn/facts/variants.txt); do
    case "$cpu" in
    gfx6* | gfx7*) python3 scripts/gcn/siroundtrip.py --fixture "$cpu" ;;
    # GFX10's wave64 modes (gfx1030w64: gfx1030 with +wavefrontsize64)
    # differ from wave32 in the lane-mask operands only: a smaller sample.
    *w64) python3 scripts/gcn/sweep.py random "$cpu" 50000 60 2>/dev/null ;;
    *) python3 scripts/gcn/sweep.py random "$cpu" 200000 60 2>/dev/null ;;
    esac
done
# GFX10 image words are 1 in 64 random words: a sample of image words only.
for cpu in gfx1010 gfx1030; do
    python3 scripts/gcn/sweep.py random-mimg "$cpu" 200000 60 2>/dev/null
done
# The ray-tracing image instructions need dmask 0xf, unorm and r128 at once
# (almost never in random image words): records near their valid words.
for cpu in gfx1013 gfx1030 gfx1030w64 gfx1010; do
    python3 scripts/gcn/sweep.py random-bvh "$cpu" 20000 60 2>/dev/null
done
python3 scripts/gcn/codis-check.py $(grep -v '^#' tests/corpus/gcn-dis/objects.txt) | tail -5
