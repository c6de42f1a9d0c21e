// fp64 conversions (cl_khr_fp64; built only for skl and pvc).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void cvt_double_float(__global const double* a, __global const float* f,
    __global float* rte, __global float* rtz, __global float* rtp,
    __global float* rtn, __global double* widened)
{
    size_t i = get_global_id(0);
    double x = a[i];
    rte[i] = convert_float_rte(x);
    rtz[i] = convert_float_rtz(x);
    rtp[i] = convert_float_rtp(x);
    rtn[i] = convert_float_rtn(x);
    widened[i] = (double)f[i] * 3.0;
}

__kernel void cvt_double_int(__global const double* a, __global const long* l,
    __global int* i_sat_rte, __global int* i_sat_rtn, __global uint* u_sat_rtp,
    __global long* l_sat, __global ulong* ul_sat_rte, __global short* s_sat_rtz,
    __global double* from_long_rte, __global double* from_long_rtz,
    __global double* from_long_rtp, __global double* from_long_rtn)
{
    size_t i = get_global_id(0);
    double x = a[i];
    i_sat_rte[i] = convert_int_sat_rte(x);
    i_sat_rtn[i] = convert_int_sat_rtn(x);
    u_sat_rtp[i] = convert_uint_sat_rtp(x);
    l_sat[i] = convert_long_sat(x);
    ul_sat_rte[i] = convert_ulong_sat_rte(x);
    s_sat_rtz[i] = convert_short_sat_rtz(x);
    long y = l[i];
    from_long_rte[i] = convert_double_rte(y);
    from_long_rtz[i] = convert_double_rtz(y);
    from_long_rtp[i] = convert_double_rtp(y);
    from_long_rtn[i] = convert_double_rtn(y);
}
