// pocl reference for generic.cl (OpenCL C 1.2): the generic-pointer function
// once per address space, OpenCL 1.2 atomics for the C11 ones.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define ACCUMULATE(NAME, AS)                                                   \
    int NAME(AS int* p, int n, int v)                                          \
    {                                                                          \
        int s = 0;                                                             \
        for (int k = 0; k < n; ++k) {                                          \
            p[k] += v + k;                                                     \
            s += p[k] * (k + 1);                                               \
        }                                                                      \
        return s;                                                              \
    }
ACCUMULATE(acc_g, __global)
ACCUMULATE(acc_l, __local)
ACCUMULATE(acc_p, __private)

__kernel void gen_ptrs_ref(__global int* g, __global int* out)
{
    __local int l[64 * 4];
    int priv[4];
    size_t i = get_global_id(0);
    uint lid = get_local_id(0);
    for (int k = 0; k < 4; ++k) {
        l[lid * 4 + k] = g[i * 4 + k] * 2;
        priv[k] = g[i * 4 + k] - 7;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int a = acc_g(g + i * 4, 4, 1);
    int b = acc_l(l + lid * 4, 4, 2);
    int c = (i & 1) ? acc_l(l + lid * 4, 4, 3) : acc_p(priv, 4, 3);
    out[4 * i + 0] = a;
    out[4 * i + 1] = b;
    out[4 * i + 2] = c;
    out[4 * i + 3] = priv[0] ^ l[lid * 4 + 3] ^ (int)((i & 1) != 0);
}

__kernel void c11_atomics_ref(__global int* counters, __global long* wide,
                              __global int* out)
{
    __local int lc;
    __local int lmax;
    size_t i = get_global_id(0);
    uint lid = get_local_id(0);
    if (lid == 0) {
        lc = 0;
        lmax = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&counters[0], (int)(i & 7));
    atomic_max(&counters[1], (int)(i * 3));
    atomic_or(&counters[2], 1 << (i & 31));
    atomic_sub(&counters[3], (int)i);
    atom_add(&wide[0], (long)i << 33);
    atom_min(&wide[1], -(long)i * 1000000007L);
    atomic_add(&lc, 1);
    atomic_max(&lmax, (int)(lid * 5 % 61));
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        size_t g = get_group_id(0);
        out[2 * g + 0] = lc;
        out[2 * g + 1] = lmax;
    }
}
