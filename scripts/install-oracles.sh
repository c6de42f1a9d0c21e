#!/usr/bin/env bash
# Installs the reference tools from Debian's packages (see ../shared/oracles.md).
# Idempotent: skips apt when every tool is already present.
set -euo pipefail
need=0
for t in GenX_IR ocloc llvm-mc-14 llvm-readelf-14 llvm-objdump-14 clang-14 ld.lld-14 \
    llvm-mc-16 llvm-readelf-16 clang-16 ld.lld-16 llvm-mc-19 llvm-readelf-19 clang-19 ld.lld-19 clang-15 ld.lld-15 oclgrind hyperfine; do
    command -v "$t" >/dev/null 2>&1 || need=1
done
/usr/bin/python3 -c 'import pyopencl' 2>/dev/null || need=1
[ -f /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc ] || need=1
# LLVM 14's C headers: scripts/gcn/llvm-dis.c links the AMDGPU disassembler.
[ -f /usr/lib/llvm-14/include/llvm-c/Disassembler.h ] || need=1
if [ "$need" = 1 ]; then
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    # LLVM 16 and 19 (Debian 12 packages) know the processors LLVM 14 does
    # not (MI300, RDNA3/3.5/4, the generic targets) and code object V5/V6.
    # clang-15 with the ROCm device libraries builds the AMDGPU OpenCL corpus
    # (tests/corpus/gcn).
    $SUDO apt-get install -y -qq libigc-tools intel-opencl-icd llvm-14 llvm-14-dev clang-14 lld-14 gcc \
        llvm-16 clang-16 lld-16 llvm-19 clang-19 lld-19 \
        clang-15 lld-15 rocm-device-libs \
        pocl-opencl-icd oclgrind python3-pyopencl hyperfine >/dev/null
fi
echo "oracles: GenX_IR $(command -v GenX_IR), ocloc $(command -v ocloc), llvm-mc-14 $(command -v llvm-mc-14), llvm-mc-16 $(command -v llvm-mc-16), llvm-mc-19 $(command -v llvm-mc-19)"
