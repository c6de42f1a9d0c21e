// native_* math: the precision is implementation-defined (OpenCL spec), so
// the manifests use a loose, documented tolerance rather than a spec bound.
__kernel void fnative(__global const float* a, __global const float* b,
    __global float* o_sin, __global float* o_cos, __global float* o_exp,
    __global float* o_log2, __global float* o_sqrt, __global float* o_rsqrt,
    __global float* o_recip, __global float* o_divide, __global float* o_powr)
{
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    o_sin[i] = native_sin(x);
    o_cos[i] = native_cos(x);
    o_exp[i] = native_exp(x * 0.1f);
    o_log2[i] = native_log2(y);
    o_sqrt[i] = native_sqrt(y);
    o_rsqrt[i] = native_rsqrt(y);
    o_recip[i] = native_recip(y);
    o_divide[i] = native_divide(x, y);
    o_powr[i] = native_powr(y, 0.75f);
}
