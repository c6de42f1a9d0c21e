#!/usr/bin/env bash
# Re-checks the hand-written corpus fixtures (tests/corpus/handwritten)
# against the live GenX_IR: regenerating each file's .genx.{isa,dat,visaasm}
# with scripts/genx-fixture.sh must give the committed bytes. (The Rust test
# `xvisa --test corpus` compares xvisa with the committed ones.)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=tests/corpus/handwritten
tmp=$(mktemp -d /tmp/xvisa-ci-handwritten.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0; passes=0
for f in "$dir"/*.visaasm; do
    case $f in *.genx.visaasm) continue ;; esac
    name=$(basename "$f" .visaasm)
    plat=$(head -1 "$f" | sed -n 's,^// platform: *,,p')
    cp "$f" "$tmp/$name.visaasm"
    if ! scripts/genx-fixture.sh "$tmp/$name.visaasm" "$plat" 2>"$tmp/err"; then
        echo "handwritten: GenX_IR failed on $name ($plat)"; cat "$tmp/err"; fails=$((fails + 1)); continue
    fi
    rc=0
    for ext in genx.isa genx.dat genx.visaasm; do
        cmp -s "$tmp/$name.$ext" "$dir/$name.$ext" || { echo "differs: $name.$ext"; rc=1; }
    done
    if [ $rc = 0 ]; then passes=$((passes + 1)); else fails=$((fails + 1)); fi
done
echo "handwritten: $passes same, $fails different"
[ "$fails" = 0 ]
