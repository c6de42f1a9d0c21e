#!/usr/bin/env bash
# GenX_IR's verdict on every case of the verifier's invalid-program suite
# (tests/verify/cases): `accepts` (exit 0), `rejects` (exit 1) or `crashes`
# (killed by a signal). Each case runs on a copy (GenX_IR writes next to its
# input) with `-platform` from the case's `// platform:` line.
#
#   scripts/verify/genx-verdicts.sh          print the verdicts
#   scripts/verify/genx-verdicts.sh --write  regenerate tests/verify/genx-verdicts.txt
#   scripts/verify/genx-verdicts.sh --check  compare with the committed file
set -euo pipefail
cd "$(dirname "$0")/../.."
CASES=tests/verify/cases
OUT=tests/verify/genx-verdicts.txt
TMP=$(mktemp -d /tmp/xvisa-verify-genx.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
{
    echo "# GenX_IR 1.0.12504.6 on each case: GenX_IR CASE.visaasm -platform P -binary"
    echo "# accepts = exit 0, rejects = exit 1, crashes = killed by a signal."
    echo "# Regenerate: scripts/verify/genx-verdicts.sh --write"
    for f in "$CASES"/*.visaasm; do
        name=$(basename "$f" .visaasm)
        plat=$(head -1 "$f" | sed -n 's|^// platform: *||p')
        cp "$f" "$TMP/"
        # The inner shell reports a crash on its stderr: keep that quiet too.
        rc=$(cd "$TMP" && { timeout 120 GenX_IR "$name.visaasm" -platform "${plat:-SKL}" -binary >/dev/null 2>&1; echo $?; } 2>/dev/null)
        case $rc in
            0) v=accepts ;;
            1) v=rejects ;;
            *) v=crashes ;;
        esac
        echo "$name $v"
    done
} > "$TMP/verdicts.txt"
case "${1:-}" in
    --write) cp "$TMP/verdicts.txt" "$OUT"; echo "wrote $OUT" ;;
    --check)
        if diff -u "$OUT" "$TMP/verdicts.txt"; then
            echo "GenX_IR verdicts match $OUT ($(grep -vc '^#' "$OUT") cases)"
        else
            echo "GenX_IR verdicts differ from $OUT"; exit 1
        fi ;;
    *) cat "$TMP/verdicts.txt" ;;
esac
