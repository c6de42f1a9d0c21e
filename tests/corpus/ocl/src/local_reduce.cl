// Work-group reductions in local memory with barriers.  The reduction order
// is fixed by the algorithm (a tree), so even the float sum is exact
// regardless of the implementation.
__kernel void wg_reduce_int(__global const int* a, __global int* sums,
                            __global int* maxes)
{
    __local int s_sum[256];
    __local int s_max[256];
    uint lid = get_local_id(0);
    uint n = get_local_size(0);
    int x = a[get_global_id(0)];
    s_sum[lid] = x;
    s_max[lid] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint stride = n / 2; stride > 0; stride >>= 1) {
        if (lid < stride) {
            s_sum[lid] += s_sum[lid + stride];
            s_max[lid] = max(s_max[lid], s_max[lid + stride]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        sums[get_group_id(0)] = s_sum[0];
        maxes[get_group_id(0)] = s_max[0];
    }
}

__kernel void wg_reduce_float(__global const float* a, __global float* sums,
                              __local float* scratch)
{
    uint lid = get_local_id(0);
    uint n = get_local_size(0);
    scratch[lid] = a[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint stride = n / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] = scratch[lid] + scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        sums[get_group_id(0)] = scratch[0];
}
