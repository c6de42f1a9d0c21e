// Local-memory atomics: a per-work-group histogram and min/max/or/xor cells
// built with __local atomics, then written out per group; group totals are
// also accumulated with global atomics.
__kernel void atom_local_hist(__global const uint* a, __global uint* group_hist,
                              __global uint* total_hist)
{
    __local uint hist[16];
    uint lid = get_local_id(0);
    if (lid < 16)
        hist[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint x = a[get_global_id(0)];
    atomic_inc(&hist[x & 15u]);
    atomic_add(&hist[(x >> 4) & 15u], 2u);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 16) {
        uint v = hist[lid];
        group_hist[get_group_id(0) * 16 + lid] = v;
        atomic_add(&total_hist[lid], v);
    }
}

__kernel void atom_local_ops(__global const int* a, __global int* out)
{
    __local int cells[6];
    uint lid = get_local_id(0);
    if (lid == 0) {
        cells[0] = 0x7fffffff;
        cells[1] = -0x7fffffff - 1;
        cells[2] = 0;
        cells[3] = 0;
        cells[4] = -1;
        cells[5] = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = a[get_global_id(0)];
    atomic_min(&cells[0], x);
    atomic_max(&cells[1], x);
    atomic_or(&cells[2], x & 0x00ff00ff);
    atomic_xor(&cells[3], x);
    atomic_and(&cells[4], x | 0x0f);
    atomic_cmpxchg(&cells[5], 0, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 6)
        out[get_group_id(0) * 6 + lid] = cells[lid];
}
