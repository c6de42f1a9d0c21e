// fp64 arithmetic (built only for skl and pvc).  In double precision the
// OpenCL spec requires +, -, *, /, sqrt and fma to be correctly rounded.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

__kernel void darith(__global const double* a, __global const double* b,
                     __global const double* c, __global double* out,
                     __global long* cmp)
{
    size_t i = get_global_id(0);
    double x = a[i], y = b[i], z = c[i];
    __global double* o = out + 12 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = sqrt(fabs(z));
    o[5] = fma(x, y, z);
    o[6] = x * y + z;
    o[7] = floor(x) + ceil(y);
    o[8] = rint(z) - trunc(x);
    o[9] = fmin(x, y) * fmax(y, z);
    o[10] = copysign(x, z);
    o[11] = fabs(y) + round(x * 0.5);
    cmp[2 * i + 0] = (x < y) ? 11 : 22;
    cmp[2 * i + 1] = (long)floor(x * 1000.0);
}
