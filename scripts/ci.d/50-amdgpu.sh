#!/usr/bin/env bash
# Live oracle re-check of the AMDGPU code object work against LLVM 14, 16
# and 19. Run by .ci/run with XVISA set to the release binary; fails loudly
# when an oracle is missing. About three minutes on two cores.
#
#  0. The processor table: the default e_flags llvm-mc-14/16/19 write for
#     every processor and alternative name, code object V3 to V6, are still
#     the committed ones (which tests/targets.rs checks against the table).
#  1. The corpus: llvm-readelf-14/llvm-readobj-14 still print what is
#     committed; `xvisa co inspect --metadata` equals llvm-readelf-14 --notes;
#     `xvisa co inspect --descriptors` re-assembles with llvm-mc-14 into the
#     committed bytes (which tests/corpus.rs checks against the files).
#  2. The 240 generated directive blocks: llvm-mc-14 still gives the
#     committed answer; `xvisa co build` writes the same descriptor bytes (or
#     fails where llvm-mc fails); llvm-readelf-14 and llvm-objdump-14 read our
#     objects without warnings and ld.lld-14 links them.
#  3. Corpus objects rebuilt by `xvisa co build` have llvm-readelf-14 notes
#     identical to the originals and link with ld.lld-14.
#  4. The second corpus (tests/amdgpu/corpus-new: clang-16/19 objects for
#     the processors LLVM 16 and 19 added, V5/V6, two linked metadata
#     notes): llvm-readelf/readobj of the release that built each file
#     still print what is committed; --metadata equals its --notes (every
#     note); --descriptors re-assembles with the llvm-mc it names into the
#     committed bytes; co build rebuilds the relocatable ones with identical
#     notes, and the release's ld.lld links them.
#  5. The second set of 300 directive blocks: the llvm-mc each names
#     (14, 16 or 19) still gives the committed answer; co build writes the
#     same descriptor bytes or fails with the same message.
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "FAIL: $*" >&2; exit 1; }
for t in llvm-mc-14 llvm-readelf-14 llvm-readobj-14 llvm-objdump-14 llvm-objcopy-14 ld.lld-14 \
    llvm-mc-16 llvm-readelf-16 llvm-readobj-16 ld.lld-16 llvm-mc-19 llvm-readelf-19 llvm-readobj-19 ld.lld-19 od cmp; do
    command -v "$t" >/dev/null || fail "oracle $t is not installed (bash scripts/install-oracles.sh)"
done
: "${XVISA:?set XVISA to the xvisa binary}"
[ -x "$XVISA" ] || fail "XVISA=$XVISA is not executable"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
C=tests/amdgpu/corpus
n=0

# 0. The processor table: default e_flags of every name, V3 and V4.
EFLAGS_OUT="$TMP/eflags.tsv" bash scripts/amdgpu/gen-target-fixtures.sh "$XVISA" > /dev/null
cmp -s "$TMP/eflags.tsv" tests/amdgpu/targets/eflags.tsv || fail "processor table: llvm-mc e_flags differ from tests/amdgpu/targets/eflags.tsv"
echo "targets: $(wc -l < tests/amdgpu/targets/eflags.tsv) processor names and versions give llvm-mc-14/16/19's e_flags"

# 1. Corpus.
for f in "$C"/*.co "$C"/*.o; do
    b=$(basename "$f")
    (cd "$C" && llvm-readelf-14 -h -S -r --symbols --notes "$b") > "$TMP/readelf.txt"
    cmp -s "$TMP/readelf.txt" "$f.readelf.txt" || fail "$b: llvm-readelf-14 output differs from the committed fixture"
    llvm-readobj-14 -h "$f" | sed "s|$C/||" > "$TMP/readobj.txt"
    cmp -s "$TMP/readobj.txt" "$f.readobj-h.txt" || fail "$b: llvm-readobj-14 -h differs from the committed fixture"
    # The metadata document llvm-readelf prints.
    awk '/(AMDGPU|AMD HSA) Metadata:$/ {on=1; next} on { if ($0 ~ /^ *---$/) print "---"; else print; if ($0 == "...") exit }' \
        "$TMP/readelf.txt" > "$TMP/theirs.yaml"
    "$XVISA" co inspect --metadata "$f" > "$TMP/ours.yaml"
    cmp -s "$TMP/ours.yaml" "$TMP/theirs.yaml" || { diff "$TMP/ours.yaml" "$TMP/theirs.yaml" | head; fail "$b: --metadata differs from llvm-readelf-14 --notes"; }
    "$XVISA" co inspect --descriptors "$f" > "$TMP/d.s"
    cmp -s "$TMP/d.s" "$f.descriptors.s" || fail "$b: --descriptors output differs from the committed one"
    cmd=$(sed -n '2s|^// \(llvm-mc-14 .* -filetype=obj\)$|\1|p' "$TMP/d.s")
    [ -n "$cmd" ] || fail "$b: line 2 of --descriptors names no llvm-mc-14 command"
    # shellcheck disable=SC2086
    $cmd "$TMP/d.s" -o "$TMP/d.o" || fail "$b: llvm-mc-14 rejects our --descriptors output"
    sec=.rodata
    grep -q '^.hsa_code_object_version' "$TMP/d.s" && sec=.text
    llvm-objcopy-14 -O binary --only-section=$sec "$TMP/d.o" "$TMP/d.bin"
    hex=$(od -An -tx1 -v "$TMP/d.bin" | tr -d ' \n')
    [ "$hex" = "$(tr -d '\n' < "$f.reassembled.hex")" ] || fail "$b: re-assembled descriptors differ"
    n=$((n + 1))
done
echo "corpus: $n code objects: metadata, flags and re-assembled descriptors agree with LLVM 14"

# 2. Directive combinations through llvm-mc-14 and xvisa co build.
D=tests/amdgpu/directives
printf '\x00\x00\x81\xbf' > "$TMP/code.bin" # s_endpgm
ok=0
bad=0
while IFS=$'\t' read -r id target version mcargs block; do
    printf '%b' "$block" > "$TMP/block.s"
    printf '.text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n%b' "$block" > "$TMP/mc.s"
    want=$(sed -n "$((id + 1))p" "$D/expected.tsv")
    mcpu=$(sed 's/.*-mcpu=\([^ ]*\).*/\1/' <<< "$mcargs")
    # shellcheck disable=SC2086
    if llvm-mc-14 $mcargs -filetype=obj "$TMP/mc.s" -o "$TMP/mc.o" 2> "$TMP/mc.err"; then
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/mc.o" "$TMP/mc.bin"
        theirs=$(od -An -tx1 -v "$TMP/mc.bin" | tr -d ' \n')
        [ "$want" = "$id"$'\t'"ok"$'\t'"$theirs" ] || fail "combo $id: llvm-mc-14 output differs from the committed fixture"
        "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/code.bin" \
            --kernel k --directives "$TMP/block.s" -o "$TMP/ours.o" || fail "combo $id: co build failed where llvm-mc-14 succeeded"
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/ours.o" "$TMP/ours.bin"
        ours=$(od -An -tx1 -v "$TMP/ours.bin" | tr -d ' \n')
        [ "$ours" = "$theirs" ] || fail "combo $id: descriptor differs from llvm-mc-14 ($target)"
        llvm-readelf-14 -a "$TMP/ours.o" > "$TMP/re.txt" 2>&1
        ! grep -qi warning "$TMP/re.txt" || fail "combo $id: llvm-readelf-14 warns: $(grep -i warning "$TMP/re.txt" | head -1)"
        llvm-objdump-14 -h -t -r "$TMP/ours.o" > "$TMP/od.txt" 2>&1 || fail "combo $id: llvm-objdump-14 fails"
        ! grep -qi warning "$TMP/od.txt" || fail "combo $id: llvm-objdump-14 warns"
        grep -q 'R_AMDGPU_REL64 *k+0x10' "$TMP/od.txt" || fail "combo $id: llvm-objdump-14 does not see the entry relocation"
        case "$mcpu" in
        gfx6* | gfx7*) ;; # llvm-objdump-14 cannot disassemble GFX6/GFX7 at all
        *)
            llvm-objdump-14 -d --mcpu="$mcpu" "$TMP/ours.o" > "$TMP/od.txt" 2>&1 || fail "combo $id: llvm-objdump-14 -d fails"
            ! grep -qi warning "$TMP/od.txt" || fail "combo $id: llvm-objdump-14 -d warns"
            grep -q 's_endpgm' "$TMP/od.txt" || fail "combo $id: llvm-objdump-14 does not disassemble our .text"
            ;;
        esac
        ld.lld-14 -shared "$TMP/ours.o" -o "$TMP/ours.co" || fail "combo $id: ld.lld-14 cannot link our object"
        ok=$((ok + 1))
    else
        msg=$(grep -m1 'error:' "$TMP/mc.err" | sed 's/.*error: //')
        [ "$want" = "$id"$'\t'"error"$'\t'"$msg" ] || fail "combo $id: llvm-mc-14 error differs from the committed fixture"
        if "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/code.bin" \
            --kernel k --directives "$TMP/block.s" -o "$TMP/ours.o" 2> "$TMP/ours.err"; then
            fail "combo $id: co build accepted what llvm-mc-14 rejects ($msg)"
        fi
        grep -qF "$msg" "$TMP/ours.err" || fail "combo $id: co build says $(cat "$TMP/ours.err"), llvm-mc-14 says $msg"
        bad=$((bad + 1))
    fi
done < "$D/manifest.tsv"
echo "directives: $ok descriptors equal to llvm-mc-14's and readable/linkable by LLVM 14, $bad errors as llvm-mc-14"

# 3. Corpus relocatable objects (V3, V4) rebuilt from their pieces.
r=0
for f in "$C"/*.o; do
    b=$(basename "$f")
    "$XVISA" co inspect --format json "$f" > "$TMP/j.json"
    target=$(sed -n 's/^    "id": "\(.*\)",$/\1/p' "$TMP/j.json" | head -1)
    version=$(sed -n 's/^    "code_object_version": \([0-9]*\),$/\1/p' "$TMP/j.json")
    [ "$version" -ge 3 ] || continue # co build writes V3 and V4 only
    llvm-objcopy-14 -O binary --only-section=.text "$f" "$TMP/text.bin"
    "$XVISA" co inspect --descriptors "$f" > "$TMP/d.s"
    "$XVISA" co inspect --metadata "$f" > "$TMP/m.yaml"
    kargs=()
    while read -r value name; do kargs+=(--kernel "$name@$((16#$value))"); done < <(
        llvm-readelf-14 --symbols "$f" | awk '$4 == "FUNC" {print $2, $8}')
    "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/text.bin" \
        "${kargs[@]}" --directives "$TMP/d.s" --metadata "$TMP/m.yaml" -o "$TMP/re.o" || fail "$b: rebuild failed"
    llvm-readelf-14 --notes "$f" | tail -n +3 > "$TMP/n1.txt"
    llvm-readelf-14 --notes "$TMP/re.o" 2>&1 | tail -n +3 > "$TMP/n2.txt"
    cmp -s "$TMP/n1.txt" "$TMP/n2.txt" || fail "$b: rebuilt metadata note differs"
    ! llvm-readelf-14 -a "$TMP/re.o" 2>&1 | grep -qi warning || fail "$b: llvm-readelf-14 warns on the rebuilt object"
    ld.lld-14 -shared "$TMP/re.o" -o "$TMP/re.co" || fail "$b: ld.lld-14 cannot link the rebuilt object"
    r=$((r + 1))
done
echo "rebuild: $r corpus objects rebuilt by co build with identical notes, linked by ld.lld-14"

# 4. The second corpus, against the release that built each file.
C=tests/amdgpu/corpus-new
n=0
r=0
for f in "$C"/*.co "$C"/*.o; do
    b=$(basename "$f")
    l=$(sed 's/.*-llvm\([0-9]*\)\.[co]*$/\1/' <<< "$b")
    (cd "$C" && "llvm-readelf-$l" -h -S -r --symbols --notes "$b") > "$TMP/readelf.txt"
    cmp -s "$TMP/readelf.txt" "$f.readelf.txt" || fail "$b: llvm-readelf-$l output differs from the committed fixture"
    "llvm-readobj-$l" -h "$f" | sed "s|$C/||" > "$TMP/readobj.txt"
    cmp -s "$TMP/readobj.txt" "$f.readobj-h.txt" || fail "$b: llvm-readobj-$l -h differs from the committed fixture"
    awk '/AMDGPU Metadata:$/ {on=1; next} on { if ($0 ~ /^ *---$/) print "---"; else print; if ($0 == "...") on=0 }' \
        "$TMP/readelf.txt" > "$TMP/theirs.yaml"
    "$XVISA" co inspect --metadata "$f" > "$TMP/ours.yaml"
    cmp -s "$TMP/ours.yaml" "$TMP/theirs.yaml" || { diff "$TMP/ours.yaml" "$TMP/theirs.yaml" | head; fail "$b: --metadata differs from llvm-readelf-$l --notes"; }
    "$XVISA" co inspect --descriptors "$f" > "$TMP/d.s"
    cmp -s "$TMP/d.s" "$f.descriptors.s" || fail "$b: --descriptors output differs from the committed one"
    cmd=$(sed -n '2s|^// \(llvm-mc-[0-9]* .* -filetype=obj\)$|\1|p' "$TMP/d.s")
    [ -n "$cmd" ] || fail "$b: line 2 of --descriptors names no llvm-mc command"
    # shellcheck disable=SC2086
    $cmd "$TMP/d.s" -o "$TMP/d.o" || fail "$b: $cmd rejects our --descriptors output"
    llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/d.o" "$TMP/d.bin"
    hex=$(od -An -tx1 -v "$TMP/d.bin" | tr -d ' \n')
    [ "$hex" = "$(tr -d '\n' < "$f.reassembled.hex")" ] || fail "$b: re-assembled descriptors differ"
    n=$((n + 1))
    case "$b" in *.o) ;; *) continue ;; esac
    "$XVISA" co inspect --format json "$f" > "$TMP/j.json"
    target=$(sed -n 's/^    "id": "\(.*\)",$/\1/p' "$TMP/j.json" | head -1)
    version=$(sed -n 's/^    "code_object_version": \([0-9]*\),$/\1/p' "$TMP/j.json")
    llvm-objcopy-14 -O binary --only-section=.text "$f" "$TMP/text.bin"
    "$XVISA" co inspect --metadata "$f" > "$TMP/m.yaml"
    kargs=()
    while read -r value name; do kargs+=(--kernel "$name@$((16#$value))"); done < <(
        "llvm-readelf-$l" --symbols "$f" | awk '$4 == "FUNC" {print $2, $8}')
    "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/text.bin" \
        "${kargs[@]}" --directives "$TMP/d.s" --metadata "$TMP/m.yaml" -o "$TMP/re.o" || fail "$b: rebuild failed"
    "llvm-readelf-$l" --notes "$f" | tail -n +3 > "$TMP/n1.txt"
    "llvm-readelf-$l" --notes "$TMP/re.o" 2>&1 | tail -n +3 > "$TMP/n2.txt"
    cmp -s "$TMP/n1.txt" "$TMP/n2.txt" || fail "$b: rebuilt metadata note differs"
    ! "llvm-readelf-$l" -a "$TMP/re.o" 2>&1 | grep -qi warning || fail "$b: llvm-readelf-$l warns on the rebuilt object"
    "ld.lld-$l" -shared "$TMP/re.o" -o "$TMP/re.co" || fail "$b: ld.lld-$l cannot link the rebuilt object"
    r=$((r + 1))
done
echo "corpus-new: $n code objects: metadata, flags and re-assembled descriptors agree with LLVM 16/19 (and llvm-mc-14 for V5); $r rebuilt by co build and linked"

# 5. The second set of directive blocks through the llvm-mc each names.
ok=0
bad=0
while IFS=$'\t' read -r id target version mccmd block; do
    printf '%b' "$block" > "$TMP/block.s"
    printf '.text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.p2align 6\n%b' "$block" > "$TMP/mc.s"
    want=$(sed -n "$((id + 1))p" "$D/new-expected.tsv")
    # shellcheck disable=SC2086
    if $mccmd -filetype=obj "$TMP/mc.s" -o "$TMP/mc.o" 2> "$TMP/mc.err"; then
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/mc.o" "$TMP/mc.bin"
        theirs=$(od -An -tx1 -v "$TMP/mc.bin" | tr -d ' \n')
        [ "$want" = "$id"$'\t'"ok"$'\t'"$theirs" ] || fail "new combo $id: ${mccmd%% *} output differs from the committed fixture"
        "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/code.bin" \
            --kernel k --directives "$TMP/block.s" -o "$TMP/ours.o" || fail "new combo $id: co build failed where ${mccmd%% *} succeeded"
        llvm-objcopy-14 -O binary --only-section=.rodata "$TMP/ours.o" "$TMP/ours.bin"
        ours=$(od -An -tx1 -v "$TMP/ours.bin" | tr -d ' \n')
        [ "$ours" = "$theirs" ] || fail "new combo $id: descriptor differs from ${mccmd%% *} ($target)"
        ok=$((ok + 1))
    else
        msg=$(grep -m1 'error:' "$TMP/mc.err" | sed 's/.*error: //')
        [ "$want" = "$id"$'\t'"error"$'\t'"$msg" ] || fail "new combo $id: ${mccmd%% *} error differs from the committed fixture"
        if "$XVISA" co build --target "$target" --code-object-version "$version" --code "$TMP/code.bin" \
            --kernel k --directives "$TMP/block.s" -o "$TMP/ours.o" 2> "$TMP/ours.err"; then
            fail "new combo $id: co build accepted what ${mccmd%% *} rejects ($msg)"
        fi
        grep -qF "$msg" "$TMP/ours.err" || fail "new combo $id: co build says $(cat "$TMP/ours.err"), ${mccmd%% *} says $msg"
        bad=$((bad + 1))
    fi
done < "$D/new-manifest.tsv"
echo "directives (second set): $ok descriptors equal to llvm-mc-14/16/19's, $bad errors as they give"
echo "50-amdgpu: all checks passed"
