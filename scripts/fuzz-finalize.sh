#!/usr/bin/env bash
# The finalizer's differential fuzzer for SECONDS (default 600): random
# verifier-clean vISA kernels (crates/visa-smith), finalized for gfx900 and
# run on both emulators. Seeds START, START+1, ... (default 0); failing
# cases are written to out/smith/seed-N.visaasm, to be reduced with
#   target/release/visa-smith reduce out/smith/seed-N.visaasm -o X.visaasm
# Needs ld.lld-14. Exit status 1 when a case differed or was invalid.
#
# The same check as a cargo-fuzz target (nightly):
#   cd crates/visa-smith/fuzz && cargo +nightly fuzz run finalize_diff -- -max_total_time=600
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-600}
start=${2:-0}
cargo build --release --locked -p visa-smith
exec target/release/visa-smith run --seconds "$secs" --start "$start" --out out/smith
