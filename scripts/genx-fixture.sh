#!/usr/bin/env bash
# Runs GenX_IR on one .visaasm file and stores its outputs beside the input:
#   X.genx.isa (CISA object with the GEN binary appended), X.genx.dat (the GEN
#   binary alone) and X.genx.visaasm (GenX_IR -dumpcommonisa re-print).
# usage: genx-fixture.sh FILE.visaasm PLATFORM
# GenX_IR writes next to its input and overwrites it with -dumpcommonisa, so it
# runs on a copy in a scratch directory.
set -euo pipefail
f=$1; plat=$2
base=${f%.visaasm}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$f" "$tmp/a.visaasm"
( cd "$tmp" && timeout 60 GenX_IR a.visaasm -platform "$plat" -binary > log.txt 2>&1 ) || {
    echo "GenX_IR rejected $f on $plat:" >&2; cat "$tmp/log.txt" "$tmp"/*.errors.txt 2>/dev/null | grep -v '^GenX_IR' >&2; exit 1; }
cp "$tmp/a.isa" "$base.genx.isa"
cp "$tmp/a.dat" "$base.genx.dat"
cp "$f" "$tmp/b.visaasm"
( cd "$tmp" && timeout 60 GenX_IR b.visaasm -platform "$plat" -dumpcommonisa > log2.txt 2>&1 ) || { echo "GenX_IR -dumpcommonisa failed on $f" >&2; exit 1; }
cp "$tmp/b.visaasm" "$base.genx.visaasm"
