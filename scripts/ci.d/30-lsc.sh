#!/usr/bin/env bash
# Live oracle check of the LSC syntax (needs GenX_IR; `xvisa fmt` and `dis`
# of the whole corpus are checked by 20-genx.sh):
#  (a) every hand-written tests/corpus/handwritten/lsc_*.visaasm is accepted
#      by GenX_IR and regenerates its committed fixtures byte for byte;
#  (b) a random differential test against GenX_IR on DG2 and PVC
#      (scripts/dev/lsc-differential.py, fixed seeds): the same lines are
#      accepted, printed alike (up to the documented deviations) and
#      assembled to the same objects.
set -uo pipefail
cd "$(dirname "$0")/../.."
command -v GenX_IR >/dev/null || { echo "FAIL: oracle GenX_IR is not installed (scripts/install-oracles.sh)"; exit 1; }
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build -q -p xvisa || exit 2
tmp=$(mktemp -d /tmp/xvisa-ci-lsc.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
for f in tests/corpus/handwritten/lsc_*.visaasm; do
    case $f in *.genx.visaasm) continue ;; esac
    b=${f%.visaasm}
    plat=$(head -1 "$f" | sed -n 's|^// platform: *||p')
    rm -rf "$tmp/h"; mkdir -p "$tmp/h"; cp "$f" "$tmp/h/x.visaasm"
    if ! scripts/genx-fixture.sh "$tmp/h/x.visaasm" "$plat" 2>"$tmp/err"; then
        echo "FAIL GenX_IR rejects $f: $(head -3 "$tmp/err" | tr '\n' ' ')"; fails=$((fails + 1)); continue
    fi
    for e in isa dat visaasm; do
        cmp -s "$tmp/h/x.genx.$e" "$b.genx.$e" || { echo "FAIL $b.genx.$e differs from a fresh GenX_IR run"; fails=$((fails + 1)); }
    done
done
echo "lsc fixtures: $fails failures"
for args in "DG2 1 60" "PVC 2 60" "DG2 3 40 --mutate"; do
    echo "lsc differential $args:"
    scripts/dev/lsc-differential.py $args || fails=$((fails + 1))
done
[ $fails = 0 ]
