// Work-groups of many wavefronts meeting at barriers: 1024 work-items (16
// waves of 64, 32 of 32) reducing through local memory, and a 3-D group.
__kernel __attribute__((reqd_work_group_size(1024, 1, 1)))
void wg1024_reduce(__global const uint* a, __global uint* sums, __global uint* rot)
{
    __local uint s[1024];
    size_t i = get_global_id(0);
    uint lid = get_local_id(0);
    s[lid] = a[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    // every work-item reads another wave's element before the tree starts
    rot[i] = s[(lid * 37u + 11u) & 1023u];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint stride = 512; stride > 0; stride >>= 1) {
        if (lid < stride)
            s[lid] += s[lid + stride] ^ stride;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        sums[get_group_id(0)] = s[0];
}

__kernel __attribute__((reqd_work_group_size(8, 4, 6)))
void wg3d_stencil(__global const int* a, __global int* out)
{
    __local int t[6][4][8];
    uint x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
    size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
    size_t w = get_global_size(0), h = get_global_size(1);
    size_t idx = (gz * h + gy) * w + gx;
    t[z][y][x] = a[idx];
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = t[z][y][x] * 4 - t[z][y][(x + 1) & 7] - t[z][(y + 3) & 3][x] -
            t[(z + 5) % 6][y][x] - t[(z + 1) % 6][(y + 1) & 3][(x + 7) & 7];
    out[idx] = v + (int)(get_group_id(0) + 10 * get_group_id(1) + 100 * get_group_id(2));
}
