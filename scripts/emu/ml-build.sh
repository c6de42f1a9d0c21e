#!/usr/bin/env bash
# Compiles the OpenCL kernels of tests/emu/ocl/src (Intel's sub-group matrix
# multiply-accumulate, split matrix, extended 2-D block read and sub-group
# block read/write extensions) with ocloc for dg2-g10 and pvc, and collects
# IGC's vISA dumps, the zebin and its .ze_info into
# tests/emu/ocl/<platform>/<source>/ (scripts/corpus/collect.py's layout).
#   ml-build.sh [OUTROOT]     (default tests/emu/ocl; the live check builds
#                              into a temporary directory)
# ocloc enables these extensions only through their macros (this release
# does not define them for the devices), hence the -D options.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:-tests/emu/ocl}
EXT="-Dcl_intel_subgroup_matrix_multiply_accumulate -Dcl_intel_subgroup_split_matrix_multiply_accumulate -Dcl_intel_subgroup_extended_block_read -Dcl_intel_subgroups_short -Dcl_intel_subgroup_matrix_multiply_accumulate_tf32"
# Fixed dump directory: IGC writes its path into the dumps.
DUMPROOT=/tmp/xvisa-emu-ml-dump
for plat in dg2-g10 pvc; do
    case $plat in
        dg2-g10) sg=8 ;;
        pvc) sg=16 ;;
    esac
    for src in tests/emu/ocl/src/*.cl; do
        s=$(basename "$src" .cl)
        dump=$DUMPROOT/$plat/$s
        bin=$DUMPROOT/$plat/$s.out
        rm -rf "$dump" "$bin"
        mkdir -p "$dump" "$bin"
        IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir="$dump" ocloc compile -q -file "$src" \
            -device "$plat" -options "-D SG=$sg $EXT" \
            -internal_options -ze-intel-allow-zebin -output "$s" -out_dir "$bin" >/dev/null
        rm -rf "$OUT/$plat/$s"
        /usr/bin/python3 scripts/corpus/collect.py "$dump" "$(ls "$bin"/*.bin)" "$OUT/$plat/$s" "$s" "$plat" >/dev/null
        # Keep the vISA text, the zebin and its .ze_info (the .isa dumps
        # leave operands out and cannot run).
        rm -f "$OUT/$plat/$s"/*.isa
    done
done
rm -rf "$DUMPROOT"
