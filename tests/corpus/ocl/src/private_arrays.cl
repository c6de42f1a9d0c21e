// Private arrays indexed with run-time values (indirect register addressing
// or scratch memory).  Loops are kept rolled (`unroll 1`) so that indices
// stay dynamic (and the vISA stays small).
__kernel void priv_sort16(__global const int* a, __global int* out)
{
    size_t i = get_global_id(0);
    int v[16];
    for (int k = 0; k < 16; ++k)
        v[k] = a[16 * i + k];
#pragma unroll 1
    for (int k = 1; k < 16; ++k) {
        int key = v[k];
        int j = k - 1;
        while (j >= 0 && v[j] > key) {
            v[j + 1] = v[j];
            --j;
        }
        v[j + 1] = key;
    }
#pragma unroll 1
    for (int k = 0; k < 16; ++k)
        out[16 * i + k] = v[k];
}

__kernel void priv_lut(__global const uint* a, __global uint* out, uint seed)
{
    size_t i = get_global_id(0);
    uint table[32];
    for (uint k = 0; k < 32; ++k)
        table[k] = (k * k) ^ (seed + (uint)i);
    uint x = a[i];
    table[(x >> 10) & 31u] += x;
    out[i] = table[x & 31u] + table[(x >> 5) & 31u];
}

__kernel void priv_big(__global const uchar* a, __global uint* out)
{
    size_t i = get_global_id(0);
    uint hist[256];
#pragma unroll 1
    for (int k = 0; k < 256; ++k)
        hist[k] = 0;
#pragma unroll 1
    for (int k = 0; k < 64; ++k)
        hist[a[64 * i + k]] += (uint)k + 1u;
    uint best = 0, arg = 0, wsum = 0;
#pragma unroll 1
    for (uint k = 0; k < 256; ++k) {
        wsum += hist[k] * k;
        if (hist[k] > best) {
            best = hist[k];
            arg = k;
        }
    }
    out[2 * i] = arg;
    out[2 * i + 1] = wsum;
}
