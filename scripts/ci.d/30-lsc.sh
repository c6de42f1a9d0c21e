#!/usr/bin/env bash
# Live oracle check of the LSC work (needs GenX_IR, see ../../../shared/oracles.md):
#  (a) every hand-written tests/corpus/handwritten/lsc_*.visaasm is accepted
#      by GenX_IR and regenerates its committed fixtures byte for byte;
#  (b) for every DG2/PVC OpenCL kernel and every hand-written LSC file,
#      GenX_IR accepts the text `xvisa fmt` prints, and `xvisa asm` of that
#      text gives the very object GenX_IR makes of it. (Not the committed
#      fixture: the printed text spells out the default `Target` attribute,
#      which moves "Target" in the string pool of kernels without one.)
# usage: scripts/ci.d/30-lsc.sh [-q]   (-q: only failures and the summary)
set -uo pipefail
cd "$(dirname "$0")/../.."
quiet=0; [ "${1:-}" = -q ] && quiet=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build -q -p xvisa || exit 2
X=$CARGO_TARGET_DIR/debug/xvisa
tmp=$(mktemp -d /tmp/xvisa-ci-lsc.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0; passes=0
ok() { passes=$((passes + 1)); [ $quiet = 1 ] || echo "ok   $*"; }
bad() { fails=$((fails + 1)); echo "FAIL $*"; }

for f in tests/corpus/handwritten/lsc_*.visaasm; do
    case $f in *.genx.visaasm) continue ;; esac
    b=${f%.visaasm}
    plat=$(head -1 "$f" | sed -n 's|^// platform: *||p')
    mkdir -p "$tmp/h"; cp "$f" "$tmp/h/x.visaasm"
    if ! scripts/genx-fixture.sh "$tmp/h/x.visaasm" "$plat" 2>"$tmp/err"; then
        bad "GenX_IR rejects $f: $(head -3 "$tmp/err" | tr '\n' ' ')"; continue
    fi
    same=1
    for e in isa dat visaasm; do cmp -s "$tmp/h/x.genx.$e" "$b.genx.$e" || same=0; done
    # The re-print names the kernel as the source does; only the object and
    # GEN code are compared when the kernel-name line differs (it does not).
    if [ $same = 1 ]; then ok "fixtures of $f"; else bad "fixtures of $f differ from a fresh GenX_IR run"; fi
done

files=$( (ls tests/corpus/ocl/dg2-g10/*/*_simd*.visaasm tests/corpus/ocl/pvc/*/*_simd*.visaasm tests/corpus/handwritten/lsc_*.visaasm) | grep -v '\.genx\.visaasm$')
for f in $files; do
    b=${f%.visaasm}
    case $f in
        */dg2-g10/*) plat=DG2 ;;
        */pvc/*) plat=PVC ;;
        *) plat=$(head -1 "$f" | sed -n 's|^// platform: *||p') ;;
    esac
    rm -rf "$tmp/f"; mkdir -p "$tmp/f"
    if ! $X fmt --platform "$plat" "$f" -o "$tmp/f/a.visaasm" 2>"$tmp/err"; then
        bad "xvisa fmt $f: $(head -1 "$tmp/err")"; continue
    fi
    # GenX_IR exits 1 after spilling (see tests/corpus/ocl/GENX_IR_NOTES.md)
    # but still writes its outputs; the object decides.
    (cd "$tmp/f" && timeout 300 GenX_IR a.visaasm -platform "$plat" -binary >log.txt 2>&1)
    if [ ! -f "$tmp/f/a.isa" ]; then
        bad "GenX_IR rejects xvisa fmt of $f: $(grep -v '^GenX_IR' "$tmp/f/log.txt" | head -2 | tr '\n' ' ')"
    elif ! $X asm --platform "$plat" "$tmp/f/a.visaasm" -o "$tmp/f/x.isa" --gen-binary "$plat=$tmp/f/a.dat" 2>"$tmp/err"; then
        bad "xvisa asm of xvisa fmt of $f: $(head -1 "$tmp/err")"
    elif cmp -s "$tmp/f/a.isa" "$tmp/f/x.isa"; then
        ok "GenX_IR accepts xvisa fmt of $f and assembles it as xvisa does"
    else
        bad "GenX_IR assembles xvisa fmt of $f differently from xvisa asm"
    fi
done
echo "lsc: $passes passed, $fails failed"
[ $fails = 0 ]
