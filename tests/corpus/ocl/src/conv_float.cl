// int <-> float conversions with explicit rounding modes and saturation.
#define I2F(S)                                                                 \
__kernel void cvt_##S##_to_float(__global const S* a, __global float* dflt,   \
    __global float* rte, __global float* rtz, __global float* rtp,            \
    __global float* rtn)                                                       \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    S x = a[i];                                                                \
    dflt[i] = (float)x;                                                        \
    rte[i] = convert_float_rte(x);                                             \
    rtz[i] = convert_float_rtz(x);                                             \
    rtp[i] = convert_float_rtp(x);                                             \
    rtn[i] = convert_float_rtn(x);                                             \
}

I2F(int)
I2F(uint)
I2F(long)
I2F(ulong)
I2F(short)

// float -> integer: saturating conversions in all four rounding modes
// (inputs include values far outside every destination range), plus plain
// conversions applied only to values that are in range.
__kernel void cvt_float_to_int(__global const float* a,
    __global int* i_sat, __global int* i_sat_rte, __global int* i_sat_rtp,
    __global int* i_sat_rtn, __global uint* u_sat_rte, __global uint* u_sat,
    __global char* c_sat_rtn, __global uchar* uc_sat_rte,
    __global short* s_sat_rtp, __global ushort* us_sat,
    __global long* l_sat_rte, __global ulong* ul_sat_rtz,
    __global int* i_plain, __global int* i_plain_rte)
{
    size_t i = get_global_id(0);
    float x = a[i];
    i_sat[i] = convert_int_sat(x);
    i_sat_rte[i] = convert_int_sat_rte(x);
    i_sat_rtp[i] = convert_int_sat_rtp(x);
    i_sat_rtn[i] = convert_int_sat_rtn(x);
    u_sat_rte[i] = convert_uint_sat_rte(x);
    u_sat[i] = convert_uint_sat(x);
    c_sat_rtn[i] = convert_char_sat_rtn(x);
    uc_sat_rte[i] = convert_uchar_sat_rte(x);
    s_sat_rtp[i] = convert_short_sat_rtp(x);
    us_sat[i] = convert_ushort_sat(x);
    l_sat_rte[i] = convert_long_sat_rte(x);
    ul_sat_rtz[i] = convert_ulong_sat_rtz(x);
    float xc = clamp(x, -2.0e9f, 2.0e9f);
    i_plain[i] = (int)xc;
    i_plain_rte[i] = convert_int_rte(xc);
}
