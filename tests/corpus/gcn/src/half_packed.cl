// Half-precision pairs (cl_khr_fp16): packed math on GFX9 and later.  pocl
// has no fp16 arithmetic: the expected results come from
// ref/half_packed_ref.cl.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL FP_CONTRACT OFF

__kernel void packed_half(__global const half2* a, __global const half2* b,
                          __global half2* out, __global float2* wide)
{
    size_t i = get_global_id(0);
    half2 x = a[i], y = b[i];
    out[4 * i + 0] = x + y;
    out[4 * i + 1] = x * y;
    out[4 * i + 2] = fmax(x, y);
    out[4 * i + 3] = -x;
    wide[i] = convert_float2(x) - convert_float2(y);
}
