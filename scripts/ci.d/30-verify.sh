#!/usr/bin/env bash
# Live checks of the verifier's invalid-program suite (tests/verify/cases):
#  (a) GenX_IR's verdict on every case equals the committed one
#      (tests/verify/genx-verdicts.txt; the README's table of cases GenX_IR
#      accepts but xvisa rejects is checked against that file by
#      `cargo test -p visa-verify`);
#  (b) the release CLI ($XVISA) rejects every case with exactly the rule and
#      line its `// expect:` line names, exit status 1.
set -euo pipefail
cd "$(dirname "$0")/../.."
XVISA=${XVISA:-target/release/xvisa}
fails=0
passes=0

echo "--- verify: GenX_IR verdicts"
if bash scripts/verify/genx-verdicts.sh --check; then passes=$((passes + 1)); else fails=$((fails + 1)); fi

echo "--- verify: xvisa verify on every case"
for f in tests/verify/cases/*.visaasm; do
    want=$(sed -n '2s|^// expect: *||p' "$f")
    set +e
    out=$("$XVISA" verify --format json "$f" 2>&1)
    rc=$?
    set -e
    got=$(printf '%s\n' "$out" | sed -n 's/^{"rule":"\([^"]*\)".*"line":\([0-9]*\),.*/\1 \2/p' | paste -sd'|' -)
    if [ "$rc" = 1 ] && [ "$got" = "$want" ]; then
        passes=$((passes + 1))
    else
        fails=$((fails + 1))
        echo "verify: FAILED: $f: want [$want] exit 1, got [$got] exit $rc"
    fi
done
echo "verify: $passes passed, $fails failed"
[ "$fails" = 0 ]
