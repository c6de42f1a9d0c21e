// Calls that use the stack: a struct passed by value, more arguments than
// the calling convention passes in registers, private arrays passed to a
// callee (scratch memory through the stack pointer), calls inside divergent
// branches and loops.  Integer and exact float arithmetic only.
#pragma OPENCL FP_CONTRACT OFF

typedef struct {
    int a[6];
    float f;
    long l;
} Big;

__attribute__((noinline)) long big_sum(Big b, int k)
{
    long s = b.l;
    for (int j = 0; j < 6; ++j)
        s += (long)b.a[j] * (j + k);
    return s + (long)b.f;
}

#define A8(p) int p##0, int p##1, int p##2, int p##3, int p##4, int p##5, int p##6, int p##7
#define S8(p, w) (p##0 * (w + 0) + p##1 * (w + 1) + p##2 * (w + 2) + p##3 * (w + 3) + \
                  p##4 * (w + 4) + p##5 * (w + 5) + p##6 * (w + 6) + p##7 * (w + 7))

// 40 arguments: the last ones go on the stack.
__attribute__((noinline)) int many_args(A8(a), A8(b), A8(c), A8(d), A8(e))
{
    return S8(a, 1) ^ S8(b, 9) ^ (S8(c, 17) + S8(d, 25)) ^ (S8(e, 33) << 1);
}

__attribute__((noinline)) void fill(int* p, int n, int seed)
{
    for (int k = 0; k < n; ++k)
        p[k] = (seed * (k + 3)) ^ (k << 4);
}

__attribute__((noinline)) int pick(const int* p, int idx)
{
    return p[idx & 15];
}

__attribute__((noinline)) float halve_or_square(float x)
{
    if (x > 0.0f)
        return x * 0.5f + 1.0f;
    return -(x * x);
}

#define V8(x) (x), (x) + 1, (x) + 2, (x) + 3, (x) + 4, (x) + 5, (x) + 6, (x) + 7

__kernel void calls_stack(__global const int* a, __global long* out)
{
    size_t i = get_global_id(0);
    int x = a[i];
    Big b;
    for (int j = 0; j < 6; ++j)
        b.a[j] = x + j * 11;
    b.f = (float)x * 0.5f;
    b.l = (long)x * 1000L;
    int arr[16];
    fill(arr, 16, x);
    out[4 * i + 0] = big_sum(b, 3);
    out[4 * i + 1] = many_args(V8(x), V8(x * 2), V8(x - 5), V8(x ^ 3), V8(x >> 2));
    out[4 * i + 2] = pick(arr, x);
    out[4 * i + 3] = (x & 1) ? big_sum(b, 1) : (long)pick(arr, 3);
}

__kernel void calls_divergent(__global const float* x, __global float* y)
{
    size_t i = get_global_id(0);
    float v = x[i];
    float r = 0.0f;
    for (int k = 0; k < (int)(i & 7); ++k)
        r += halve_or_square(v - (float)k);
    y[i] = r;
}
