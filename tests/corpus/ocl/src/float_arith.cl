// Correctly rounded single-precision operations (exact comparison) and the
// two operations OpenCL allows to be inexact (division 2.5 ulp, sqrt 3 ulp).
// FP_CONTRACT is off so a*b+c is never fused behind our back.
#pragma OPENCL FP_CONTRACT OFF

__kernel void farith_exact(__global const float* a, __global const float* b,
                           __global const float* c, __global float* out,
                           __global int* cmp)
{
    size_t i = get_global_id(0);
    float x = a[i], y = b[i], z = c[i];
    __global float* o = out + 16 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = fma(x, y, z);
    o[4] = x * y + z;
    o[5] = fabs(x) - y;
    o[6] = copysign(x, y);
    o[7] = fmin(x, y);
    o[8] = fmax(x, z);
    o[9] = floor(x * 0.37f);
    o[10] = ceil(y * 0.37f);
    o[11] = rint(z * 0.5f);
    o[12] = trunc(x * 0.01f);
    o[13] = round(y * 0.5f);
    o[14] = -x + (x > y ? z : y);
    o[15] = select(x, y, (int)(z < 0.0f));
    cmp[4 * i + 0] = x < y;
    cmp[4 * i + 1] = isgreaterequal(x, z);
    cmp[4 * i + 2] = (x == y) | ((x != z) << 1);
    cmp[4 * i + 3] = signbit(y);
}

__kernel void farith_divsqrt(__global const float* a, __global const float* b,
                             __global float* quot, __global float* root)
{
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    quot[i] = x / y;
    root[i] = sqrt(fabs(x));
}

// mad(): the spec allows either a fused multiply-add or a rounded multiply
// followed by a rounded add.  With positive operands (no cancellation) the
// two differ by at most 1 ulp of the result.
__kernel void farith_mad(__global const float* a, __global const float* b,
                         __global const float* c, __global float* out)
{
    size_t i = get_global_id(0);
    out[i] = mad(a[i], b[i], c[i]);
}
