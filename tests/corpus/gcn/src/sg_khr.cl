// Sub-group built-ins of cl_khr_subgroups (OpenCL C 2.0) as clang compiles
// them for AMD GPUs, where a sub-group is a wavefront: 64 work-items on GFX9,
// 32 or 64 on GFX10.3.  Work-groups of 96 make the last wavefront of every
// group partial (32 lanes of 64).  The device library implements the
// reductions and scans with DPP, ds_swizzle, readlane and permlane code.
// pocl has no sub-groups: the expected results come from
// ref/sg_khr_ref.cl, which emulates sub-groups of a given size.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

__kernel void sg_khr_ops(__global const int* a, __global int* out)
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

__kernel void sg_khr_long(__global const long* a, __global long* out)
{
    size_t i = get_global_id(0);
    long x = a[i];
    out[4 * i + 0] = sub_group_reduce_add(x);
    out[4 * i + 1] = sub_group_reduce_min(x);
    out[4 * i + 2] = sub_group_scan_exclusive_add(x);
    out[4 * i + 3] = sub_group_broadcast(x, 3);
}
