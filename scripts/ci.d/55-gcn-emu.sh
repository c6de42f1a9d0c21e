#!/usr/bin/env bash
# Re-checks the GCN emulator's fixtures against the live oracles:
#  (a) clang-15 rebuilds every AMDGPU corpus code object byte for byte
#      (scripts/corpus/build-gcn.sh --check): the code the emulator is tested
#      on is clang's;
#  (b) pocl re-runs every manifest of tests/corpus/gcn/runs and gives the
#      committed inputs and expected outputs (the tests/corpus/ocl manifests
#      are re-run by 10-corpus.sh), so `cargo test -p gcn-emu`'s comparison
#      with them is a comparison with pocl;
#  (c) llvm-mc-14 and ld.lld-14 rebuild the unit programs
#      (tests/gcn-emu/programs) byte for byte, and the expected results the
#      generator computes are the committed ones;
#  (d) `xvisa co run` of every corpus kernel on every target the emulator
#      runs gives pocl's live results (pocl_check.py's runner compares).
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS=0
fails=0
step() { printf -- '--- gcn-emu: %s (t=%ss)\n' "$*" "$SECONDS"; }
result() { if [ "$1" != 0 ]; then fails=$((fails + 1)); echo "gcn-emu: FAILED: $2"; fi; }

step "clang-15 rebuilds the corpus code objects"
set +e; bash scripts/corpus/build-gcn.sh --check; rc=$?; set -e
result $rc "build-gcn.sh --check"

step "pocl re-runs the AMDGPU corpus manifests"
set +e; XVISA_CORPUS=tests/corpus/gcn /usr/bin/python3 scripts/corpus/pocl_check.py | grep -v '^ok '; rc=${PIPESTATUS[0]}; set -e
result $rc "pocl_check.py (tests/corpus/gcn)"

step "unit programs rebuild"
set +e; python3 scripts/gcn-emu/programs.py --check; rc=$?; set -e
result $rc "programs.py --check"

step "co run against live pocl"
set +e; /usr/bin/python3 scripts/gcn-emu/co_run_vs_pocl.py; rc=$?; set -e
result $rc "co_run_vs_pocl.py"

step "done: $fails failed"
[ "$fails" = 0 ]
