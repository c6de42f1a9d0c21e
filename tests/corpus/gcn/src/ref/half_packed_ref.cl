// pocl reference for half_packed.cl (pocl has no cl_khr_fp16):
// halves loaded exactly with vload_half, + and * computed in float (exact
// before the single rounding to half, see tests/corpus/ocl/src/ref/
// half_arith_ref.cl), rounded once with vstore_half_rte.
__kernel void packed_half_ref(__global const half* a, __global const half* b,
                              __global half* out, __global float2* wide)
{
    size_t i = get_global_id(0);
    for (int k = 0; k < 2; ++k) {
        float x = vload_half(2 * i + k, a), y = vload_half(2 * i + k, b);
        vstore_half_rte(x + y, 8 * i + 0 + k, out);
        vstore_half_rte(x * y, 8 * i + 2 + k, out);
        vstore_half_rte(fmax(x, y), 8 * i + 4 + k, out);
        vstore_half_rte(-x, 8 * i + 6 + k, out);
    }
    float2 x = vload_half2(i, a), y = vload_half2(i, b);
    wide[i] = x - y;
}
