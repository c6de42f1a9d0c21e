// Work-item functions in 2-D and 3-D NDRanges with several work-groups per
// dimension.
__kernel void nd2_ids(__global int8* out)
{
    size_t x = get_global_id(0), y = get_global_id(1);
    size_t idx = y * get_global_size(0) + x;
    out[idx] = (int8)((int)x, (int)y, (int)get_local_id(0), (int)get_local_id(1),
                      (int)get_group_id(0), (int)get_group_id(1),
                      (int)(get_local_size(0) | get_local_size(1) << 8 |
                            get_num_groups(0) << 16 | get_num_groups(1) << 24),
                      (int)(get_work_dim() | get_global_size(1) << 8));
}

__kernel void nd3_ids(__global int4* out)
{
    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    size_t idx = (z * get_global_size(1) + y) * get_global_size(0) + x;
    int lid = (int)(get_local_id(0) | get_local_id(1) << 8 | get_local_id(2) << 16);
    int grp = (int)(get_group_id(0) | get_group_id(1) << 8 | get_group_id(2) << 16);
    int sz = (int)(get_local_size(0) | get_local_size(1) << 8 |
                   get_local_size(2) << 16 | get_work_dim() << 24);
    int ng = (int)(get_num_groups(0) | get_num_groups(1) << 8 | get_num_groups(2) << 16);
    out[2 * idx] = (int4)((int)x, (int)y, (int)z, lid);
    out[2 * idx + 1] = (int4)(grp, sz, ng, (int)get_global_size(2));
}

#pragma OPENCL FP_CONTRACT OFF
__kernel void nd2_stencil(__global const float* in, __global float* out)
{
    int x = get_global_id(0), y = get_global_id(1);
    int w = get_global_size(0), h = get_global_size(1);
    float c = in[y * w + x];
    float n = y > 0 ? in[(y - 1) * w + x] : c;
    float s = y < h - 1 ? in[(y + 1) * w + x] : c;
    float e = x < w - 1 ? in[y * w + x + 1] : c;
    float wv = x > 0 ? in[y * w + x - 1] : c;
    out[y * w + x] = 0.5f * c + 0.125f * (((n + s) + e) + wv);
}
