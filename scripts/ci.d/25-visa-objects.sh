#!/usr/bin/env bash
# Live GenX_IR checks of what `xvisa dis` reads and `xvisa asm` writes:
#  (a) every ocloc `.isa` dump of the corpus: `xvisa dis` prints text that
#      GenX_IR accepts and assembles into the CISA object `xvisa asm` writes
#      from it (GEN binaries aside: GenX_IR may fail compiling placeholder
#      operands; the OutputAsmPath IGC recorded, a directory of the machine
#      that built the corpus, is left out for both);
#  (b) `xvisa asm --layout full` of every hand-written corpus file, the
#      example and every 8th OpenCL file: `xvisa dis` reads the object in
#      the full layout, so GenX_IR assembles its text into the object it
#      assembles from the source (the committed .genx.isa, CISA part);
#  (c) `.version`: for 1.0 to 255.255 GenX_IR writes the object `xvisa asm`
#      writes (header 4.1); for 0.x it writes no CISA object and xvisa
#      refuses the file;
#  (d) each `.kernel_attr` xvisa refuses (tests/text-errors/kattr-*): GenX_IR
#      crashes, rejects it, writes an object that does not read, or stores
#      another value than the text's.
# Needs $XVISA (set by .ci/run) and GenX_IR.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${XVISA:?set XVISA to the xvisa binary}"
command -v GenX_IR >/dev/null || { echo "FAIL: oracle GenX_IR is not installed (scripts/install-oracles.sh)"; exit 1; }
SECONDS=0
TMP=$(mktemp -d /tmp/xvisa-visa-objects.XXXXXX)
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

# (a) ocloc objects.
check_ocloc() {
    local obj=$1 p w
    p=$(platform_of "$obj")
    w=$(mktemp -d "$TMP/a.XXXXXX")
    "$XVISA" dis --platform "$p" "$obj" -o "$w/dis.visaasm" 2>"$w/err" || { echo "FAIL $obj: xvisa dis: $(head -2 "$w/err")"; return 0; }
    # IGC recorded where its dumps went (a directory of the build machine);
    # GenX_IR would write there.
    grep -v '^\.kernel_attr OutputAsmPath=' "$w/dis.visaasm" >"$w/k.visaasm"
    "$XVISA" asm --platform "$p" "$w/k.visaasm" -o "$w/x.isa" 2>"$w/err" || { echo "FAIL $obj: xvisa asm of dis output: $(head -2 "$w/err")"; return 0; }
    (cd "$w" && timeout 300 GenX_IR k.visaasm -platform "$p" -binary >log.txt 2>&1) || true
    if [ ! -s "$w/k.isa" ]; then
        echo "FAIL $obj: GenX_IR rejects xvisa dis output: $(grep -v '^GenX_IR' "$w/log.txt" | head -2)"; return 0
    fi
    python3 scripts/cisa-cmp.py --ignore-gen "$w/k.isa" "$w/x.isa" >"$w/cmp" || { echo "FAIL $obj: GenX_IR and xvisa assemble dis output differently: $(cat "$w/cmp")"; return 0; }
    echo "ok ocloc $obj"
    rm -rf "$w"
}

# (b) full-layout objects.
check_full() {
    local src=$1 p w
    p=$(platform_of "$src")
    w=$(mktemp -d "$TMP/b.XXXXXX")
    "$XVISA" asm --platform "$p" --layout full "$src" -o "$w/full.isa" 2>"$w/err" || { echo "FAIL $src: xvisa asm --layout full: $(head -2 "$w/err")"; return 0; }
    "$XVISA" dis --platform "$p" "$w/full.isa" -o "$w/k.visaasm" 2>"$w/err" || { echo "FAIL $src: xvisa dis of the full-layout object: $(head -2 "$w/err")"; return 0; }
    if grep -q '^// This object was written by GenX_IR/ocloc' "$w/k.visaasm"; then
        echo "FAIL $src: the full-layout object was read in the truncated layout"; return 0
    fi
    (cd "$w" && timeout 300 GenX_IR k.visaasm -platform "$p" -binary >log.txt 2>&1) || true
    [ -s "$w/k.isa" ] || { echo "FAIL $src: GenX_IR rejects dis output of the full-layout object: $(grep -v '^GenX_IR' "$w/log.txt" | head -2)"; return 0; }
    python3 scripts/cisa-cmp.py "${src%.visaasm}.genx.isa" "$w/k.isa" >"$w/cmp" || { echo "FAIL $src: GenX_IR object of dis output (full layout) differs from the source's: $(cat "$w/cmp")"; return 0; }
    echo "ok full $src"
    rm -rf "$w"
}
export -f check_ocloc check_full platform_of
export TMP XVISA

find tests/corpus/ocl -name '*.isa' ! -name '*.genx.isa' | sort >"$TMP/ocloc"
{
    find tests/corpus/handwritten -name '*.visaasm' ! -name '*.genx.visaasm'
    find tests/corpus/ocl -name '*.visaasm' ! -name '*.genx.visaasm' | sort | awk 'NR % 8 == 0'
} | while read -r f; do [ -e "${f%.visaasm}.genx.isa" ] && echo "$f"; done | sort >"$TMP/full"
xargs -P 2 -I{} bash -c 'check_ocloc "$@"' _ {} <"$TMP/ocloc" >"$TMP/out"
xargs -P 2 -I{} bash -c 'check_full "$@"' _ {} <"$TMP/full" >>"$TMP/out"

# (c) versions, on the example kernel.
vdir="$TMP/versions"
mkdir -p "$vdir"
for v in 1.0 3.0 3.6 4.0 4.2 5.0 255.255 0.5; do
    d="$vdir/$v"
    mkdir -p "$d"
    sed "s/^\.version 4\.1$/.version $v/" examples/vadd.visaasm >"$d/k.visaasm"
    (cd "$d" && timeout 60 GenX_IR k.visaasm -platform SKL -binary >log.txt 2>&1) || true
    if [ "$v" = 0.5 ]; then
        if [ "$(head -c 4 "$d/k.isa" 2>/dev/null | tr -d '\0')" = CISA ]; then echo "FAIL version $v: GenX_IR wrote a CISA object"
        elif "$XVISA" asm "$d/k.visaasm" -o "$d/x.isa" 2>/dev/null; then echo "FAIL version $v: xvisa asm accepted it"
        else echo "ok version $v: no CISA object, refused"; fi
        continue
    fi
    [ -s "$d/k.isa" ] || { echo "FAIL version $v: GenX_IR wrote no object"; continue; }
    "$XVISA" asm "$d/k.visaasm" --gen-binary "SKL=$d/k.dat" -o "$d/x.isa" 2>"$d/err" || { echo "FAIL version $v: xvisa asm: $(head -1 "$d/err")"; continue; }
    if cmp -s "$d/k.isa" "$d/x.isa"; then echo "ok version $v"; else echo "FAIL version $v: xvisa asm differs from GenX_IR -binary"; fi
done >>"$TMP/out"

# (d) kernel attributes xvisa refuses: what GenX_IR does with each.
expect_of() {
    case $1 in
        kattr-crash-*|kattr-path-bare) echo crash ;;
        kattr-target-*) echo reject ;;
        kattr-long-string-*) echo unreadable ;;
        kattr-*-33-bits) echo wraps ;;
        kattr-path-integer) echo path ;;
        *) echo unknown ;;
    esac
}
for f in tests/text-errors/kattr-*.visaasm; do
    name=$(basename "$f" .visaasm)
    want=$(expect_of "$name")
    d="$TMP/kattr/$name"
    mkdir -p "$d"
    cp "$f" "$d/k.visaasm"
    rc=0
    # (The shell's own report of a crash is not wanted here.)
    { (cd "$d" && timeout 60 GenX_IR k.visaasm -platform SKL -binary >log.txt 2>&1); } 2>/dev/null || rc=$?
    got=accepts
    if [ "$rc" -ge 128 ]; then got=crash
    elif [ "$rc" != 0 ] && [ ! -s "$d/k.isa" ]; then got=reject
    elif [ -s "$d/k.isa" ] && ! "$XVISA" dis "$d/k.isa" -o "$d/dis.visaasm" 2>/dev/null; then got=unreadable
    elif [ -s "$d/k.isa" ]; then
        # The value the object holds, against the text's.
        text=$(grep -o '^\.kernel_attr [A-Za-z]*=[-0-9]*' "$f" | cut -d= -f2)
        held=$(grep -o '^\.kernel_attr [A-Za-z]*=[-0-9]*' "$d/dis.visaasm" | grep -v Target | cut -d= -f2)
        [ -n "$held" ] && [ "$held" != "$text" ] && got=wraps
        # The integer's byte 1 becomes the name `_` of its outputs.
        if [ "$want" = path ] && [ -e "$d/_.dat" ] && [ ! -e "$d/k.dat" ]; then got=path; fi
    fi
    if [ "$got" = "$want" ]; then echo "ok kattr $name: GenX_IR $got"; else echo "FAIL kattr $name: GenX_IR $got, expected $want"; fi
done >>"$TMP/out"

fails=$(grep -c '^FAIL' "$TMP/out" || true)
grep '^FAIL' "$TMP/out" || true
echo "visa objects live: $(grep -c '^ok ocloc' "$TMP/out" || true) of $(wc -l <"$TMP/ocloc") ocloc dumps disassemble to text GenX_IR assembles as xvisa does; $(grep -c '^ok full' "$TMP/out" || true) of $(wc -l <"$TMP/full") full-layout objects read back as their program; $(grep -c '^ok version' "$TMP/out" || true) of 8 versions; $(grep -c '^ok kattr' "$TMP/out" || true) of $(ls tests/text-errors/kattr-*.visaasm | wc -l) refused kernel attributes; $fails failed, ${SECONDS}s"
[ "$fails" = 0 ]
