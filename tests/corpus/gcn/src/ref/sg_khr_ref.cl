// pocl reference for sg_khr.cl: the sub-group size `sgs` is a parameter;
// sub-group k of a work-group is local ids [k*sgs, min((k+1)*sgs, size)),
// as AMD GPUs fill wavefronts.  The work-group's inputs are staged in local
// memory.
#define SG_PROLOGUE(T)                                                         \
    size_t i = get_global_id(0);                                               \
    uint lid = get_local_id(0);                                                \
    uint lsz = get_local_size(0);                                              \
    T x = a[i];                                                                \
    xs[lid] = x;                                                               \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    uint base = lid / sgs * sgs;                                               \
    uint end = min(base + sgs, lsz);                                           \
    uint n = end - base;                                                       \
    uint lane = lid - base;

__kernel void sg_khr_ops_ref(__global const int* a, __global int* out, uint sgs,
                             __local int* xs)
{
    SG_PROLOGUE(int)
    int sum = 0, mx = INT_MIN, scan = 0, any_ = 0, all_ = 1;
    for (uint k = 0; k < n; ++k) {
        int v = xs[base + k];
        sum += v;
        mx = max(mx, v);
        if (k <= lane)
            scan += v;
        any_ |= v > 900;
        all_ &= v > -900;
    }
    out[8 * i + 0] = sum;
    out[8 * i + 1] = mx;
    out[8 * i + 2] = scan;
    out[8 * i + 3] = xs[base];
    out[8 * i + 4] = (int)n;
    out[8 * i + 5] = (int)(lid / sgs);
    out[8 * i + 6] = (int)lane;
    out[8 * i + 7] = any_ + 2 * all_;
}

__kernel void sg_khr_long_ref(__global const long* a, __global long* out, uint sgs,
                              __local long* xs)
{
    SG_PROLOGUE(long)
    long sum = 0, mn = LONG_MAX, scan = 0;
    for (uint k = 0; k < n; ++k) {
        long v = xs[base + k];
        sum += v;
        mn = min(mn, v);
        if (k < lane)
            scan += v;
    }
    out[4 * i + 0] = sum;
    out[4 * i + 1] = mn;
    out[4 * i + 2] = scan;
    out[4 * i + 3] = xs[base + 3];
}
