// fp64 math built-ins (built only for skl and pvc).  ulp bounds per the
// OpenCL spec's double-precision table (see manifests).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void dmath(__global const double* a, __global const double* p,
                    __global double* o_exp, __global double* o_log,
                    __global double* o_sin, __global double* o_cos,
                    __global double* o_pow, __global double* o_rsqrt,
                    __global double* o_ldexp)
{
    size_t i = get_global_id(0);
    double x = a[i], y = p[i];
    o_exp[i] = exp(x);
    o_log[i] = log(y);
    o_sin[i] = sin(x);
    o_cos[i] = cos(x);
    o_pow[i] = pow(y, x * 0.125);
    o_rsqrt[i] = rsqrt(y);
    o_ldexp[i] = ldexp(x, (int)(i % 40) - 20);
}
