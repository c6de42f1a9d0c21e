// pocl reference for half_arith/half_convert (pocl has no cl_khr_fp16).
// Every half value is loaded exactly with vload_half and every result is
// rounded exactly once with vstore_half*:
//  * x+y, x-y, x*y are computed in float: float has 24 >= 2*11+2 bits, so the
//    double rounding float->half gives the correctly rounded half result.
//  * fma(x,z,z) is computed in double, where x*z+z is exact for the input
//    ranges used (all operands positive, |value| < 2^7), then rounded once.
//  * fmin/fmax/negation/comparisons are exact.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

__kernel void half_arith_ref(__global const half* a, __global const half* b,
                             __global const half* c, __global half* out,
                             __global short* cmp, __global float* widened)
{
    size_t i = get_global_id(0);
    float x = vload_half(i, a), y = vload_half(i, b), z = vload_half(i, c);
    __global half* o = out + 8 * i;
    vstore_half_rte(x + y, 0, o);
    vstore_half_rte(x - y, 1, o);
    vstore_half_rte(x * y, 2, o);
    vstore_half_rte((double)x * (double)z + (double)z, 3, o);
    vstore_half_rte(fmin(x, y), 4, o);
    vstore_half_rte(fmax(x, y), 5, o);
    vstore_half_rte(-x, 6, o);
    vstore_half_rtz(x * 1.1f, 7, o);
    cmp[2 * i + 0] = (x < y) ? 1 : 0;
    cmp[2 * i + 1] = (x == z) ? 3 : (x > z ? 2 : 5);
    widened[i] = x + y;
}

__kernel void half_convert_ref(__global const float* f, __global const int* n,
                               __global half* h_rte, __global half* h_rtz,
                               __global half* h_rtp, __global half* h_rtn,
                               __global half* h_from_int, __global int* i_from_half)
{
    size_t i = get_global_id(0);
    float x = f[i];
    vstore_half_rte(x, i, h_rte);
    vstore_half_rtz(x, i, h_rtz);
    vstore_half_rtp(x, i, h_rtp);
    vstore_half_rtn(x, i, h_rtn);
    // int -> half (round to nearest even): via double, exact for |n| < 2^53.
    vstore_half_rte((double)n[i], i, h_from_int);
    ushort tmp;
    vstore_half_rte(x, 0, (__private half*)&tmp);
    i_from_half[i] = convert_int_sat_rte(vload_half(0, (__private half*)&tmp));
}
