// Non-inlined function calls: scalar and vector arguments, private pointer
// out-parameters, a __global pointer argument, a call chain, and a function
// with its own loop.  (OpenCL forbids recursion.)
#pragma OPENCL FP_CONTRACT OFF
__attribute__((noinline)) int poly3(int x, int a, int b, int c)
{
    return ((a * x) + b) * x + c;
}

__attribute__((noinline)) float blend(float x, float y, float t)
{
    return x + (y - x) * t;
}

__attribute__((noinline)) void minmax2(int x, int y, int* lo, int* hi)
{
    *lo = x < y ? x : y;
    *hi = x < y ? y : x;
}

__attribute__((noinline)) uint digit_sum(uint x)
{
    uint s = 0;
    while (x != 0u) {
        s += x % 10u;
        x /= 10u;
    }
    return s;
}

__attribute__((noinline)) uint chain(uint x)
{
    return digit_sum(x) * 7u + digit_sum(x ^ 0x5555u);
}

__attribute__((noinline)) int sum_window(__global const int* p, int n)
{
    int s = 0;
    for (int k = 0; k < n; ++k)
        s += p[k];
    return s;
}

__attribute__((noinline)) int4 swap_pairs(int4 v)
{
    return v.yxwz + (int4)(1, 2, 3, 4);
}

__kernel void fn_calls(__global const int* a, __global const float* f,
                       __global int* out, __global float* fout)
{
    size_t i = get_global_id(0);
    int x = a[i];
    int lo, hi;
    minmax2(x, (int)i - 50, &lo, &hi);
    out[4 * i + 0] = poly3(x, 3, -7, 11);
    out[4 * i + 1] = lo * 2 + hi;
    out[4 * i + 2] = (int)chain((uint)x);
    int4 v = swap_pairs((int4)(x, lo, hi, (int)i));
    out[4 * i + 3] = v.x - v.y + v.z * v.w;
    fout[i] = blend(f[i], 2.0f * f[i] + 1.0f, 0.25f);
}

__kernel void fn_calls_window(__global const int* a, __global int* out, int n)
{
    size_t i = get_global_id(0);
    out[i] = sum_window(a + i, n) + poly3((int)i, 1, 2, 3);
}
