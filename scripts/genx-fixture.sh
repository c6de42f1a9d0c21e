#!/usr/bin/env bash
# Runs GenX_IR on one .visaasm file and stores its outputs beside the input:
#   X.genx.isa (CISA object with the GEN binaries appended), X.genx.dat (the
#   GEN binary GenX_IR writes beside it: the last kernel's) and X.genx.visaasm
#   (GenX_IR -dumpcommonisa re-print).
# usage: genx-fixture.sh FILE.visaasm PLATFORM
# GenX_IR writes next to its input and overwrites it with -dumpcommonisa, so it
# runs on copies in a scratch directory.
#
# -dumpcommonisa writes one file per routine: a lone kernel over the input,
# otherwise the kernel to `.visaasm` and function i to `_f<i>.visaasm`; with
# several kernels each overwrites the previous one. So each kernel is dumped
# from a copy that holds only it and the functions, and X.genx.visaasm is the
# kernels' dumps then the functions' dumps, separated by an empty line, with
# the `.version` line of the first only (GenX_IR reads one per file); this is
# the way xvisa prints a module.
set -euo pipefail
f=$1; plat=$2
base=${f%.visaasm}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$f" "$tmp/a.visaasm"
( cd "$tmp" && timeout 60 GenX_IR a.visaasm -platform "$plat" -binary > log.txt 2>&1 ) || {
    echo "GenX_IR rejected $f on $plat:" >&2; cat "$tmp/log.txt" "$tmp"/*.errors.txt 2>/dev/null | grep -v '^GenX_IR' >&2; exit 1; }
cp "$tmp/a.isa" "$base.genx.isa"
if [ -f "$tmp/a.dat" ]; then cp "$tmp/a.dat" "$base.genx.dat"; else cp "$tmp/.dat" "$base.genx.dat"; fi

# Split into the part before the first routine, kernels and functions.
python3 - "$f" "$tmp" <<'EOF'
import sys, os
src, tmp = sys.argv[1], sys.argv[2]
pre, kernels, funcs, cur = [], [], [], None
for line in open(src, encoding='utf-8', errors='surrogateescape'):
    s = line.lstrip()
    if s.startswith('.kernel ') or s.startswith('.kernel\t'):
        cur = [line]; kernels.append(cur)
    elif s.startswith('.global_function'):
        cur = [line]; funcs.append(cur)
    elif cur is None:
        pre.append(line)
    else:
        cur.append(line)
for i, k in enumerate(kernels):
    d = os.path.join(tmp, 'k%d' % i)
    os.mkdir(d)
    with open(os.path.join(d, 'b.visaasm'), 'w', encoding='utf-8', errors='surrogateescape') as o:
        o.write(''.join(pre + k + [l for fn in funcs for l in fn]))
open(os.path.join(tmp, 'counts'), 'w').write('%d %d\n' % (len(kernels), len(funcs)))
EOF
read -r nk nf < "$tmp/counts"
out="$tmp/genx.visaasm"
: > "$out"
first=1
for ((i = 0; i < nk; i++)); do
    d="$tmp/k$i"
    ( cd "$d" && timeout 60 GenX_IR b.visaasm -platform "$plat" -dumpcommonisa > log.txt 2>&1 ) || {
        echo "GenX_IR -dumpcommonisa failed on $f (kernel $i)" >&2; exit 1; }
    k="$d/b.visaasm"; [ -f "$d/.visaasm" ] && k="$d/.visaasm"
    if [ $first = 1 ]; then cat "$k" >> "$out"; else echo >> "$out"; sed '1{/^\.version /d}' "$k" >> "$out"; fi
    first=0
done
for ((j = 0; j < nf; j++)); do
    echo >> "$out"
    sed '1{/^\.version /d}' "$tmp/k0/_f$j.visaasm" >> "$out"
done
cp "$out" "$base.genx.visaasm"
