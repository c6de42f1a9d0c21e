// Inclusive prefix sum within a work-group (Hillis-Steele, double-buffered
// local memory).  Launched with a work-group size of 20: not a multiple of
// the SIMD width.
__kernel void wg_scan_incl(__global const int* a, __global int* out,
                           __local int* buf)
{
    uint lid = get_local_id(0);
    uint n = get_local_size(0);
    __local int* src = buf;
    __local int* dst = buf + n;
    src[lid] = a[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < n; off <<= 1) {
        int v = src[lid];
        if (lid >= off)
            v += src[lid - off];
        dst[lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        __local int* t = src;
        src = dst;
        dst = t;
    }
    out[get_global_id(0)] = src[lid];
}
