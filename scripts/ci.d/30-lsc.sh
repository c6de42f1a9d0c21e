#!/usr/bin/env bash
# Live random differential test of the LSC syntax against GenX_IR on DG2 and
# PVC (scripts/dev/lsc-differential.py, fixed seeds): the same lines are
# accepted, printed alike (up to the deviations DEVELOPERS.md documents) and
# assembled to the same objects. (The LSC fixtures are re-checked by
# 20-handwritten.sh, `fmt`/`dis` of the whole corpus by 20-genx.sh.)
set -uo pipefail
cd "$(dirname "$0")/../.."
command -v GenX_IR >/dev/null || { echo "FAIL: oracle GenX_IR is not installed (scripts/install-oracles.sh)"; exit 1; }
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
if [ -z "${XVISA:-}" ]; then cargo build -q -p xvisa || exit 2; fi
fails=0
for args in "DG2 1 60" "PVC 2 60" "DG2 3 40 --mutate"; do
    echo "lsc differential $args:"
    scripts/dev/lsc-differential.py $args || fails=$((fails + 1))
done
[ $fails = 0 ]
