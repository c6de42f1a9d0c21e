// OpenCL C 2.0 on AMD GPUs: generic pointers (flat instructions whose
// address falls in the global memory, the LDS aperture or the private
// aperture, decided per lane at run time) and C11 atomics with memory
// orders and scopes (the memory model's code sequences: cache writebacks
// and invalidations, waits).  Results are independent of the order in which
// work-items run.  pocl has no OpenCL C 2.0: ref/generic_ref.cl computes the
// same with address-space-specific functions and OpenCL 1.2 atomics.

// A generic pointer: called with global, local and private memory.
__attribute__((noinline)) int accumulate(int* p, int n, int v)
{
    int s = 0;
    for (int k = 0; k < n; ++k) {
        p[k] += v + k;
        s += p[k] * (k + 1);
    }
    return s;
}

__kernel void gen_ptrs(__global int* g, __global int* out)
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
    int a = accumulate(g + i * 4, 4, 1);
    int b = accumulate(l + lid * 4, 4, 2);
    // Every lane of a wave chooses its own memory: the flat address space
    // is resolved per lane.
    int* p = (i & 1) ? (int*)(l + lid * 4) : (int*)priv;
    int c = accumulate(p, 4, 3);
    out[4 * i + 0] = a;
    out[4 * i + 1] = b;
    out[4 * i + 2] = c;
    out[4 * i + 3] = priv[0] ^ l[lid * 4 + 3] ^ (int)(to_local(p) != 0);
}

__kernel void c11_atomics(__global atomic_int* counters, __global atomic_long* wide,
                          __global int* out)
{
    __local atomic_int lc;
    __local atomic_int lmax;
    size_t i = get_global_id(0);
    uint lid = get_local_id(0);
    if (lid == 0) {
        atomic_init(&lc, 0);
        atomic_init(&lmax, 0);
    }
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    atomic_fetch_add_explicit(&counters[0], (int)(i & 7), memory_order_relaxed,
                              memory_scope_device);
    atomic_fetch_max_explicit(&counters[1], (int)(i * 3), memory_order_seq_cst,
                              memory_scope_device);
    atomic_fetch_or_explicit(&counters[2], 1 << (i & 31), memory_order_acq_rel,
                             memory_scope_device);
    atomic_fetch_sub_explicit(&counters[3], (int)i, memory_order_release,
                              memory_scope_work_group);
    atomic_fetch_add_explicit(&wide[0], (long)i << 33, memory_order_acq_rel,
                              memory_scope_device);
    atomic_fetch_min_explicit(&wide[1], -(long)i * 1000000007L, memory_order_relaxed,
                              memory_scope_device);
    atomic_fetch_add_explicit(&lc, 1, memory_order_acq_rel, memory_scope_work_group);
    atomic_fetch_max_explicit(&lmax, (int)(lid * 5 % 61), memory_order_relaxed,
                              memory_scope_work_group);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        size_t g = get_group_id(0);
        out[2 * g + 0] = atomic_load_explicit(&lc, memory_order_acquire, memory_scope_work_group);
        out[2 * g + 1] = atomic_load_explicit(&lmax, memory_order_seq_cst, memory_scope_work_group);
    }
}
