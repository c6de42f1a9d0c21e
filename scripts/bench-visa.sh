#!/usr/bin/env bash
# Speed of the vISA text and binary paths on the generated 20 000-instruction
# kernel:
#   - criterion: parse and print (visa-text), encode and decode (visa-binary),
#     in MB/s;
#   - hyperfine: `xvisa asm` against `GenX_IR -binary` on the same file, whole
#     process, in the same run (GenX_IR also compiles the kernel to GEN code:
#     the ratio includes that work, which xvisa does not do).
# usage: scripts/bench-visa.sh [--quick]   (--quick: shorter criterion runs)
set -euo pipefail
cd "$(dirname "$0")/.."
quick=()
[ "${1:-}" = --quick ] && quick=(-- --warm-up-time 1 --measurement-time 3)
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (scripts/install-oracles.sh)"; exit 1; }
command -v GenX_IR >/dev/null || { echo "GenX_IR is not installed (scripts/install-oracles.sh)"; exit 1; }
tmp=$(mktemp -d /tmp/xvisa-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

cargo build --release -q -p xvisa --bin xvisa --example synth
cargo run --release -q -p xvisa --example synth -- 20000 >"$tmp/synth.visaasm"
echo "kernel: $(grep -c '/// \$' "$tmp/synth.visaasm") instructions, $(wc -c <"$tmp/synth.visaasm") bytes of text"

cargo bench -q -p visa-text --bench text "${quick[@]}" 2>&1 | grep -E '^text|time:|thrpt:'
cargo bench -q -p visa-binary --bench binary "${quick[@]}" 2>&1 | grep -E '^binary|time:|thrpt:'

cd "$tmp"
hyperfine -N -w 3 -r 15 \
    "$OLDPWD/target/release/xvisa asm synth.visaasm -o x.isa" \
    "GenX_IR synth.visaasm -platform SKL -binary"
