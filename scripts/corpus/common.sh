# Shared settings for the corpus scripts (sourced).
CORPUS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CORPUS=$CORPUS_ROOT/tests/corpus/ocl
PLATFORMS="skl tgllp dg2-g10 pvc"

# GenX_IR -platform name for an ocloc -device name.
genx_platform() {
    case $1 in
        skl) echo SKL ;; tgllp) echo TGLLP ;; dg2-g10) echo DG2 ;; pvc) echo PVC ;;
        *) echo "unknown platform $1" >&2; return 1 ;;
    esac
}

# Platforms a source file is compiled for: fp64 sources only where the
# hardware has fp64 (skl, pvc); 64-bit atomics only on pvc.
src_platforms() {
    case $1 in
        conv_double|double_arith|double_math) echo "skl pvc" ;;
        atomics64) echo "pvc" ;;
        *) echo "$PLATFORMS" ;;
    esac
}

# Extra `ocloc -options` per source (none needed so far: everything builds
# with ocloc's default OpenCL C version).
src_options() {
    case $1 in
        *) echo "" ;;
    esac
}

# ocloc invocation used for the corpus: compile SRC.cl for DEVICE, dumping
# IGC's intermediate files into DUMPDIR and the zebin into OUTDIR.
ocloc_compile() {
    local src=$1 dev=$2 dump=$3 out=$4 opts
    opts=$(src_options "$(basename "$src" .cl)")
    rm -rf "$dump" "$out"
    mkdir -p "$dump" "$out"
    local args=(compile -q -file "$src" -device "$dev"
                -internal_options -ze-intel-allow-zebin
                -output "$(basename "$src" .cl)" -out_dir "$out")
    [ -n "$opts" ] && args+=(-options "$opts")
    IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir="$dump" ocloc "${args[@]}"
}
