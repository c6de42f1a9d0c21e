#!/usr/bin/env bash
# Re-checks the OpenCL corpus fixtures (tests/corpus/ocl) against the live
# oracles:
#  (a) manifests are what scripts/corpus/manifests.py writes; pocl re-run of
#      every manifest matches the committed inputs and expected outputs
#      (pocl_check.py) and the Python cross-check of the conversion/built-in
#      results still holds (crosscheck.py);
#  (b) a sample of sources re-compiled with ocloc gives byte-identical
#      .visaasm (IGC's .visaasm dumps are deterministic; its .isa dumps are
#      not, see tests/corpus/ocl/README.md, so they are not compared);
#  (c) GenX_IR -binary on every committed IGC .visaasm reproduces the
#      committed .genx.isa / .genx.dat byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/corpus/common.sh
SECONDS=0
fails=0
passes=0
step() { printf -- '--- corpus: %s (t=%ss)\n' "$*" "$SECONDS"; }
result() { if [ "$1" = 0 ]; then passes=$((passes + 1)); else fails=$((fails + 1)); echo "corpus: FAILED: $2"; fi; }

step "manifests up to date"
set +e; /usr/bin/python3 scripts/corpus/manifests.py --check; rc=$?; set -e
result $rc "manifests.py --check"

step "pocl re-run (pocl_check.py)"
set +e; /usr/bin/python3 scripts/corpus/pocl_check.py | grep -v '^ok '; rc=${PIPESTATUS[0]}; set -e
result $rc "pocl_check.py"

step "cross-check of pocl results (crosscheck.py)"
set +e; /usr/bin/python3 scripts/corpus/crosscheck.py; rc=$?; set -e
result $rc "crosscheck.py"

step "ocloc re-compile determinism"
TMP=$(mktemp -d /tmp/xvisa-ci-corpus.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
for s in int_arith control_flow functions subgroups atomics_global double_arith; do
    for p in $(src_platforms "$s"); do
        ocloc_compile "$CORPUS/src/$s.cl" "$p" "$TMP/dump" "$TMP/out" >/dev/null 2>&1 || {
            echo "ocloc failed: $s $p"; result 1 "ocloc $s $p"; continue; }
        /usr/bin/python3 scripts/corpus/collect.py "$TMP/dump" "$(ls "$TMP"/out/*.bin)" "$TMP/got" "$s" "$p"
        rc=0
        for f in "$CORPUS/$p/$s"/*.visaasm; do
            case $f in *.genx.visaasm) continue ;; esac
            cmp -s "$f" "$TMP/got/$(basename "$f")" || { echo "differs: $p/$s/$(basename "$f")"; rc=1; }
        done
        n_got=$(ls "$TMP/got"/*.visaasm | wc -l)
        n_com=$(ls "$CORPUS/$p/$s"/*.visaasm | grep -vc '\.genx\.visaasm$')
        [ "$n_got" = "$n_com" ] || { echo "$p/$s: $n_got .visaasm dumped, $n_com committed"; rc=1; }
        cmp -s "$CORPUS/$p/$s/$s.ze_info.yaml" "$TMP/got/$s.ze_info.yaml" || { echo "differs: $p/$s/$s.ze_info.yaml"; rc=1; }
        echo "ocloc $p $s: $([ $rc = 0 ] && echo same || echo DIFFERENT)"
        result $rc "ocloc $p $s"
        rm -rf "$TMP/got"
    done
done

step "GenX_IR fixtures"
set +e; bash scripts/corpus/genx.sh check; rc=$?; set -e
result $rc "genx.sh check"

step "done"
echo "corpus: $passes passed, $fails failed"
[ "$fails" = 0 ]
