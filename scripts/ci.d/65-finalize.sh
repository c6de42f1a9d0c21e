#!/usr/bin/env bash
# Live re-check of `xvisa finalize` (crate visa-finalize) against LLVM 14 and
# both emulators, on a sample of the ocloc corpus (every 4th run manifest,
# SKL and PVC builds, gfx900 and gfx90a): the object equals llvm-mc-14's for
# the printed assembly, reads/disassembles/links cleanly with LLVM 14's
# tools, and `xvisa co run` gives `xvisa run`'s buffers
# (scripts/finalize/check.py). The whole corpus is
# crates/visa-finalize/tests/corpus.rs. About a minute on two cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
export XVISA="${XVISA:-$PWD/target/release/xvisa}"
python3 scripts/finalize/check.py --step 4 --platforms skl,pvc --targets gfx900,gfx90a | tail -3
