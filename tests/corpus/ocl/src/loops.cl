// Loops: counted (kept rolled), nested, data-dependent while and do-while.
#pragma OPENCL FP_CONTRACT OFF
__kernel void loop_counted(__global const int* a, __global int* out, int n)
{
    size_t i = get_global_id(0);
    int acc = 0;
#pragma unroll 1
    for (int k = 0; k < n; ++k)
        acc += a[(i + (size_t)k) & 255] * (k + 1);
    out[i] = acc;
}

__kernel void loop_nested(__global const float* m, __global const float* v,
                          __global float* out, int rows, int cols)
{
    // out[r] = sum_c m[r][c]*v[c] computed in a fixed order: each work-item
    // does one row of a small matrix-vector product, twice over with a
    // nested loop (exactly rounded adds and multiplies, no contraction).
    size_t r = get_global_id(0);
    if ((int)r >= rows)
        return;
    float acc = 0.0f;
    for (int rep = 0; rep < 2; ++rep) {
        for (int c = 0; c < cols; ++c) {
            float p = m[r * (size_t)cols + c] * v[c];
            acc = acc + p;
        }
        acc = acc * 0.5f;
    }
    out[r] = acc;
}

__kernel void loop_gcd(__global const uint* a, __global const uint* b,
                       __global uint* g, __global uint* steps)
{
    size_t i = get_global_id(0);
    uint x = a[i], y = b[i], n = 0;
    while (y != 0u) {
        uint t = x % y;
        x = y;
        y = t;
        ++n;
    }
    g[i] = x;
    steps[i] = n;
}

__kernel void loop_isqrt(__global const ulong* a, __global uint* out)
{
    size_t i = get_global_id(0);
    ulong x = a[i];
    ulong res = 0, bit = 1ul << 62;
    while (bit > x)
        bit >>= 2;
    do {
        if (bit == 0)
            break;
        if (x >= res + bit) {
            x -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    } while (1);
    out[i] = (uint)res;
}
