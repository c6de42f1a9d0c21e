// Sub-group built-ins (cl_khr_subgroups, cl_intel_subgroups).  Results of
// sub-group operations depend on the sub-group size, which IGC ties to the
// SIMD width it compiles for.  pocl has no sub-groups; the expected results
// come from ref/subgroups_ref.cl, which emulates sub-groups of a given size as
// consecutive runs of local ids, for each possible size (see README).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

__kernel void sg_ops(__global const int* a, __global int* out)
{
    size_t i = get_global_id(0);
    int x = a[i];
    out[8 * i + 0] = sub_group_reduce_add(x);
    out[8 * i + 1] = sub_group_reduce_max(x);
    out[8 * i + 2] = sub_group_scan_inclusive_add(x);
    out[8 * i + 3] = sub_group_broadcast(x, 0);
    out[8 * i + 4] = (int)get_sub_group_size();
    out[8 * i + 5] = (int)get_sub_group_id();
    out[8 * i + 6] = (int)get_sub_group_local_id();
    out[8 * i + 7] = (sub_group_any(x > 900) != 0) + 2 * (sub_group_all(x > -900) != 0);
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void sg_shuffle16(__global const int* a, __global int* out)
{
    size_t i = get_global_id(0);
    int x = a[i];
    uint lane = get_sub_group_local_id();
    int nxt = x * 3;
    out[6 * i + 0] = intel_sub_group_shuffle(x, lane ^ 1u);
    out[6 * i + 1] = intel_sub_group_shuffle_down(x, nxt, 3u);
    out[6 * i + 2] = intel_sub_group_shuffle_up(nxt, x, 5u);
    out[6 * i + 3] = intel_sub_group_shuffle_xor(x, 5u);
    out[6 * i + 4] = sub_group_reduce_min(x) + sub_group_broadcast(x, 15);
    out[6 * i + 5] = sub_group_scan_exclusive_max(x);
}
