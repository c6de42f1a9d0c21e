#!/usr/bin/env bash
# Live GenX_IR checks of `xvisa fmt` and `xvisa dis` on every committed
# .visaasm (OpenCL dumps of every platform, hand-written files, examples):
#  (a) GenX_IR accepts `xvisa fmt X` on the file's platform and assembles it
#      into the same object (CISA and GEN blob) as X itself. A file not
#      written in the canonical layout (declarations first) enters names in
#      GenX_IR's string pool in another order than its canonical print, so
#      for it the two objects must only agree once printed canonically
#      (`xvisa dis --canonical`);
#  (a') single-kernel files: `xvisa asm X --gen-binary P=X.dat` (the GEN binary
#      GenX_IR just wrote) is byte-identical to GenX_IR's object;
#  (b) `xvisa dis` of GenX_IR's object of X is text that GenX_IR re-assembles
#      into that object: byte for byte in its CISA part (scripts/cisa-cmp.py);
#      the GEN binary GenX_IR appends is compiled from the text, and operands
#      this GenX_IR release leaves out of the object come back as placeholders
#      (README, limitations), so it is counted but not required.
# Files GenX_IR itself rejects (no committed .genx.isa: see
# tests/corpus/ocl/GENX_IR_NOTES.md) are skipped and counted.
# The platform is the corpus directory (ocl/<platform>/...) or the file's
# `// platform: P` first line. Needs $XVISA (set by .ci/run) and GenX_IR.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${XVISA:?set XVISA to the xvisa binary}"
command -v GenX_IR >/dev/null || { echo "FAIL: oracle GenX_IR is not installed (scripts/install-oracles.sh)"; exit 1; }
SECONDS=0
TMP=$(mktemp -d /tmp/xvisa-genx-live.XXXXXX)
trap 'rm -rf "$TMP"' EXIT

platform_of() {
    case $1 in
        tests/corpus/ocl/skl/*) echo SKL ;;
        tests/corpus/ocl/tgllp/*) echo TGLLP ;;
        tests/corpus/ocl/dg2-g10/*) echo DG2 ;;
        tests/corpus/ocl/pvc/*) echo PVC ;;
        *) sed -n '1s|^// platform: *\([A-Za-z0-9_]*\).*|\1|p' "$1" ;;
    esac
}

# GenX_IR -binary on $1 (a .visaasm) in its own directory; prints the object
# path. GenX_IR exits 1 after a successful compile that spilled registers
# (tests/corpus/ocl/GENX_IR_NOTES.md): that counts as success.
genx_binary() {
    local f=$1 p=$2 d rc=0
    d=$(dirname "$f")
    (cd "$d" && timeout 300 GenX_IR "$(basename "$f")" -platform "$p" -binary >log.txt 2>&1) || rc=$?
    if [ "$rc" = 1 ] && grep -q 'Spill memory used' "$d/log.txt" && [ -s "${f%.visaasm}.isa" ]; then rc=0; fi
    [ "$rc" = 0 ] || return 1
    echo "${f%.visaasm}.isa"
}

check_one() {
    local src=$1 p w ref got
    p=$(platform_of "$src")
    [ -n "$p" ] || { echo "FAIL $src: no platform (first line // platform: P)"; return 0; }
    w=$(mktemp -d "$TMP/w.XXXXXX")
    mkdir "$w/ref" "$w/fmt" "$w/dis"
    cp "$src" "$w/ref/k.visaasm"
    ref=$(genx_binary "$w/ref/k.visaasm" "$p") || {
        if [ -e "${src%.visaasm}.genx.isa" ]; then echo "FAIL $src: GenX_IR rejects the original"
        else echo "skip $src: GenX_IR rejects it (no fixture)"; fi
        return 0; }
    if [ "$(grep -c '^\.kernel ' "$src")" = 1 ] && [ -s "${ref%.isa}.dat" ]; then
        "$XVISA" asm --platform "$p" "$src" --gen-binary "$p=${ref%.isa}.dat" -o "$w/asm.isa" 2>"$w/err" || { echo "FAIL $src: xvisa asm: $(head -3 "$w/err")"; return 0; }
        cmp -s "$ref" "$w/asm.isa" || { echo "FAIL $src: xvisa asm --gen-binary differs from GenX_IR -binary"; return 0; }
    fi
    "$XVISA" fmt --platform "$p" "$src" -o "$w/fmt/k.visaasm" 2>"$w/err" || { echo "FAIL $src: xvisa fmt: $(head -3 "$w/err")"; return 0; }
    got=$(genx_binary "$w/fmt/k.visaasm" "$p") || { echo "FAIL $src: GenX_IR rejects xvisa fmt output: $(grep -v '^GenX_IR' "$w/fmt/log.txt" | head -3)"; return 0; }
    if ! cmp -s "$ref" "$got"; then
        "$XVISA" dis --canonical "$ref" >"$w/c1" 2>/dev/null
        "$XVISA" dis --canonical "$got" >"$w/c2" 2>/dev/null
        cmp -s "$w/c1" "$w/c2" || { echo "FAIL $src: GenX_IR object of fmt output differs"; return 0; }
        echo "note $src: fmt object equal up to string-pool order"
    else
        cmp -s "${ref%.isa}.dat" "${got%.isa}.dat" || { echo "FAIL $src: GEN binary of fmt output differs"; return 0; }
    fi
    "$XVISA" dis "$ref" -o "$w/dis/k.visaasm" 2>"$w/err" || { echo "FAIL $src: xvisa dis: $(head -3 "$w/err")"; return 0; }
    got=$(genx_binary "$w/dis/k.visaasm" "$p") || {
        # GenX_IR writes the CISA object before compiling GEN code; when it
        # then crashes on the placeholder operands, the object is still the
        # re-assembly this check is about.
        if [ -s "$w/dis/k.isa" ] && python3 scripts/cisa-cmp.py --ignore-gen "$ref" "$w/dis/k.isa" >/dev/null; then
            echo "ok cisa-crash $src: same CISA object; GenX_IR then crashed compiling GEN code"
            rm -rf "$w"
        else
            echo "FAIL $src: GenX_IR rejects xvisa dis output: $(grep -v '^GenX_IR' "$w/dis/log.txt" | head -3)"
        fi
        return 0; }
    if cmp -s "$ref" "$got"; then
        echo "ok exact $src"
    elif python3 scripts/cisa-cmp.py "$ref" "$got" >"$w/cmp"; then
        echo "ok cisa $src"
    else
        echo "FAIL $src: GenX_IR re-assembly of dis output differs: $(cat "$w/cmp")"; return 0
    fi
    rm -rf "$w"
}
export -f check_one platform_of genx_binary
export TMP XVISA

find tests/corpus examples -name '*.visaasm' ! -name '*.genx.visaasm' \
    ! -path 'tests/text-errors/*' ! -path 'tests/verify/*' | sort >"$TMP/list"
n=$(wc -l <"$TMP/list")
xargs -P 2 -I{} bash -c 'check_one "$@"' _ {} <"$TMP/list" >"$TMP/out"
fails=$(grep -c '^FAIL' "$TMP/out" || true)
skips=$(grep -c '^skip' "$TMP/out" || true)
exact=$(grep -c '^ok exact' "$TMP/out" || true)
crashed=$(grep -c '^ok cisa-crash' "$TMP/out" || true)
grep -E "^(FAIL|skip|note|ok cisa-crash)" "$TMP/out" || true
echo "genx live: $((n - fails - skips)) of $n files pass (fmt: same object; dis: same CISA part, $exact also the same GEN binary, $crashed where GenX_IR crashed compiling GEN after writing it), $skips skipped, $fails failed, ${SECONDS}s"
[ "$fails" = 0 ]
