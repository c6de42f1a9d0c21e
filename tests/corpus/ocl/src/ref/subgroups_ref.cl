// pocl reference for subgroups.cl: sub-group size `sgs` is a parameter;
// sub-group k of a work-group is local ids [k*sgs, min((k+1)*sgs, size)).
// The work-group's inputs are staged in local memory.
#define SG_PROLOGUE                                                            \
    size_t i = get_global_id(0);                                               \
    uint lid = get_local_id(0);                                                \
    uint lsz = get_local_size(0);                                              \
    int x = a[i];                                                              \
    xs[lid] = x;                                                               \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    uint base = lid / sgs * sgs;                                               \
    uint end = min(base + sgs, lsz);                                           \
    uint n = end - base;                                                       \
    uint lane = lid - base;

__kernel void sg_ops_ref(__global const int* a, __global int* out, uint sgs,
                         __local int* xs)
{
    SG_PROLOGUE
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

__kernel void sg_shuffle16_ref(__global const int* a, __global int* out,
                               uint sgs, __local int* xs)
{
    SG_PROLOGUE
    int nxt = x * 3;
    out[6 * i + 0] = xs[base + (lane ^ 1u)];
    // shuffle_down(cur, next, d): lane+d of cur, wrapping into next.
    uint d = lane + 3u;
    out[6 * i + 1] = d < n ? xs[base + d] : xs[base + d - n] * 3;
    // shuffle_up(previous, current, d) with previous = x*3, current = x:
    // lane-d of current if lane >= d, else lane-d+n of previous.
    out[6 * i + 2] = lane >= 5u ? xs[base + lane - 5u] : xs[base + lane + n - 5u] * 3;
    out[6 * i + 3] = xs[base + (lane ^ 5u)];
    int mn = INT_MAX, emax = INT_MIN;
    for (uint k = 0; k < n; ++k) {
        int v = xs[base + k];
        mn = min(mn, v);
        if (k < lane)
            emax = max(emax, v);
    }
    out[6 * i + 4] = mn + xs[base + 15];
    out[6 * i + 5] = emax;
}
