// Half-precision arithmetic (cl_khr_fp16).  pocl on this machine has no
// cl_khr_fp16, so its expected results come from half_arith_ref in
// ref/half_arith_ref.cl, which computes the same values in float/double and
// rounds once with vstore_half (exact for +, -, *; see README).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL FP_CONTRACT OFF

__kernel void half_arith(__global const half* a, __global const half* b,
                         __global const half* c, __global half* out,
                         __global short* cmp, __global float* widened)
{
    size_t i = get_global_id(0);
    half x = a[i], y = b[i], z = c[i];
    __global half* o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = fma(x, z, z);
    o[4] = fmin(x, y);
    o[5] = fmax(x, y);
    o[6] = -x;
    o[7] = convert_half_rtz(convert_float(x) * 1.1f);
    cmp[2 * i + 0] = (x < y) ? 1 : 0;
    cmp[2 * i + 1] = (x == z) ? 3 : (x > z ? 2 : 5);
    widened[i] = (float)x + (float)y;
}

__kernel void half_convert(__global const float* f, __global const int* n,
                           __global half* h_rte, __global half* h_rtz,
                           __global half* h_rtp, __global half* h_rtn,
                           __global half* h_from_int, __global int* i_from_half)
{
    size_t i = get_global_id(0);
    float x = f[i];
    h_rte[i] = convert_half_rte(x);
    h_rtz[i] = convert_half_rtz(x);
    h_rtp[i] = convert_half_rtp(x);
    h_rtn[i] = convert_half_rtn(x);
    h_from_int[i] = convert_half(n[i]);
    i_from_half[i] = convert_int_sat_rte(convert_half(x));
}
