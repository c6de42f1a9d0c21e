// Single-precision math built-ins.  One output buffer per function so that
// each gets the ulp bound of the OpenCL spec (see the run manifests).
__kernel void fmath_explog(__global const float* a, __global const float* p,
    __global float* o_exp, __global float* o_exp2, __global float* o_exp10,
    __global float* o_log, __global float* o_log2, __global float* o_log10)
{
    size_t i = get_global_id(0);
    float x = a[i];
    float y = p[i];
    o_exp[i] = exp(x);
    o_exp2[i] = exp2(x);
    o_exp10[i] = exp10(x * 0.25f);
    o_log[i] = log(y);
    o_log2[i] = log2(y);
    o_log10[i] = log10(y);
}

__kernel void fmath_trig(__global const float* a, __global const float* b,
    __global float* o_sin, __global float* o_cos, __global float* o_tan,
    __global float* o_atan2, __global float* o_sinpi)
{
    size_t i = get_global_id(0);
    float x = a[i];
    o_sin[i] = sin(x);
    o_cos[i] = cos(x);
    o_tan[i] = tan(x * 0.25f);
    o_atan2[i] = atan2(x, b[i]);
    o_sinpi[i] = sinpi(x * 0.125f);
}

__kernel void fmath_pow(__global const float* a, __global const float* b,
    __global float* o_pow, __global float* o_powr, __global float* o_pown,
    __global float* o_cbrt, __global float* o_hypot)
{
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    o_pow[i] = pow(x, y);
    o_powr[i] = powr(x, y * 0.5f);
    o_pown[i] = pown(x, (int)(y * 2.0f));
    o_cbrt[i] = cbrt(x - 8.0f);
    o_hypot[i] = hypot(x, y);
}

__kernel void fmath_misc(__global const float* a, __global const int* k,
    __global float* o_sqrt, __global float* o_rsqrt, __global float* o_ldexp,
    __global float* o_frexp_m, __global int* o_frexp_e, __global float* o_fmod,
    __global float* o_fract, __global int* o_ilogb)
{
    size_t i = get_global_id(0);
    float x = a[i];
    o_sqrt[i] = sqrt(x);
    o_rsqrt[i] = rsqrt(x);
    o_ldexp[i] = ldexp(x, k[i]);
    int e;
    o_frexp_m[i] = frexp(x, &e);
    o_frexp_e[i] = e;
    o_fmod[i] = fmod(x, 3.25f);
    float ip;
    o_fract[i] = fract(x * 0.3f, &ip) + ip;
    o_ilogb[i] = ilogb(x);
}
