// More math built-ins: single-precision inverse trigonometric, hyperbolic,
// error and gamma functions, and double-precision functions besides
// double_math.cl's.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void fmath_more(__global const float* x, __global const float* y,
                         __global float* o1, __global float* o2, __global float* o3,
                         __global float* o4, __global float* o5, __global float* o6)
{
    size_t i = get_global_id(0);
    float a = x[i], b = y[i];
    o1[2 * i + 0] = asin(a);
    o1[2 * i + 1] = acos(a);
    o2[i] = atan(b);
    o3[2 * i + 0] = sinh(a * 4.0f);
    o3[2 * i + 1] = cosh(a * 4.0f);
    o4[i] = tanh(b);
    o5[2 * i + 0] = expm1(a);
    o5[2 * i + 1] = log1p(fabs(b));
    o6[2 * i + 0] = erf(b);
    o6[2 * i + 1] = erfc(a);
}

__kernel void dmath_more(__global const double* x, __global const double* y,
                         __global double* o1, __global double* o2, __global double* o3,
                         __global double* o4, __global double* o5)
{
    size_t i = get_global_id(0);
    double a = x[i], b = y[i];
    o1[i] = tan(a);
    o2[i] = atan2(a, b);
    o3[i] = cbrt(a * b);
    o4[2 * i + 0] = log2(fabs(b) + 0.5);
    o4[2 * i + 1] = exp2(a);
    o5[2 * i + 0] = sqrt(fabs(a * b));
    o5[2 * i + 1] = hypot(a, b);
}
