#!/usr/bin/env bash
# Quick, repeatable check of xvisa against the committed GenX_IR fixtures of
# the OpenCL and hand-written corpora (no oracle needed). For every
# tests/corpus/ocl/<plat>/*/*_simd*.visaasm and tests/corpus/handwritten/*.visaasm
# it runs
#   xvisa fmt --genx-compat -> compares with X.genx.visaasm (GenX_IR's own
#                 forms: subroutine labels `name_<id>`, LSC as DEVELOPERS.md
#                 describes);
#   xvisa fmt  -> checks that fmt of its output is a fixed point;
#   xvisa asm  -> compares with X.genx.isa byte for byte.
# usage: scripts/dev/corpus-check.sh [-v] [PLATFORM_DIR...]
#   (default: skl tgllp dg2-g10 pvc handwritten; -v lists failing files)
set -uo pipefail
cd "$(dirname "$0")/../.."
verbose=0
if [ "${1:-}" = -v ]; then verbose=1; shift; fi
dirs=("$@")
[ ${#dirs[@]} = 0 ] && dirs=(skl tgllp dg2-g10 pvc handwritten)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build -q -p xvisa || exit 2
X=$CARGO_TARGET_DIR/debug/xvisa
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for d in "${dirs[@]}"; do
    if [ "$d" = handwritten ]; then
        files=$(ls tests/corpus/handwritten/*.visaasm | grep -v '\.genx\.visaasm$')
    else
        files=$(ls tests/corpus/ocl/"$d"/*/*_simd*.visaasm | grep -v '\.genx\.visaasm$')
    fi
    n=0; perr=0; fdiff=0; fixp=0; adiff=0; aerr=0
    for f in $files; do
        n=$((n + 1))
        b=${f%.visaasm}
        if [ "$d" = handwritten ]; then
            plat=$(head -1 "$f" | sed -n 's|^// platform: *||p')
        else
            case $d in skl) plat=SKL ;; tgllp) plat=TGLLP ;; dg2-g10) plat=DG2 ;; pvc) plat=PVC ;; esac
        fi
        if ! $X fmt --platform "$plat" "$f" -o "$tmp/a.visaasm" 2>"$tmp/err"; then
            perr=$((perr + 1)); [ $verbose = 1 ] && echo "parse error: $f: $(grep -m1 error "$tmp/err")"
            continue
        fi
        if [ -f "$b.genx.visaasm" ]; then
            $X fmt --genx-compat --platform "$plat" "$f" -o "$tmp/g.visaasm" 2>/dev/null
            if ! cmp -s "$tmp/g.visaasm" "$b.genx.visaasm"; then
                fdiff=$((fdiff + 1)); [ $verbose = 1 ] && echo "fmt differs: $f"
            fi
        fi
        $X fmt --platform "$plat" "$tmp/a.visaasm" -o "$tmp/b.visaasm" 2>/dev/null
        if ! cmp -s "$tmp/a.visaasm" "$tmp/b.visaasm"; then
            fixp=$((fixp + 1)); [ $verbose = 1 ] && echo "not a fixed point: $f"
        fi
        # `--gen-binary` embeds one GEN binary: files with several kernels
        # are left to the corpus test (it takes them from the fixture).
        if [ -f "$b.genx.isa" ] && [ "$(grep -c '^\.kernel' "$f")" -le 1 ]; then
            if ! $X asm --platform "$plat" "$f" -o "$tmp/a.isa" --gen-binary "$plat=$b.genx.dat" 2>"$tmp/err"; then
                aerr=$((aerr + 1)); [ $verbose = 1 ] && echo "asm error: $f: $(head -1 "$tmp/err")"
            elif ! cmp -s "$tmp/a.isa" "$b.genx.isa"; then
                adiff=$((adiff + 1)); [ $verbose = 1 ] && echo "asm differs: $f"
            fi
        fi
    done
    printf '%-12s files %4d  parse-errors %3d  fmt-diffs %3d  not-fixed-point %3d  asm-errors %3d  asm-diffs %3d\n' \
        "$d" "$n" "$perr" "$fdiff" "$fixp" "$aerr" "$adiff"
    [ $((perr + fdiff + fixp + aerr + adiff)) = 0 ] || status=1
done
exit $status
