// Narrow and wide types in vectors: 16-bit pairs (packed math on GFX9 and
// later), bytes, 64-bit integers, mixed conversions.  Half pairs are in
// half_packed.cl.
#pragma OPENCL FP_CONTRACT OFF

__kernel void packed_short(__global const short2* a, __global const short2* b,
                           __global short2* out, __global ushort2* uout)
{
    size_t i = get_global_id(0);
    short2 x = a[i], y = b[i];
    ushort2 ux = as_ushort2(x), uy = as_ushort2(y);
    out[8 * i + 0] = x + y;
    out[8 * i + 1] = x - y;
    out[8 * i + 2] = x * y;
    out[8 * i + 3] = max(x, y);
    out[8 * i + 4] = min(x, y);
    out[8 * i + 5] = x << (y & (short2)7);
    out[8 * i + 6] = x >> (y & (short2)15);
    out[8 * i + 7] = add_sat(x, y);
    uout[4 * i + 0] = ux >> (uy & (ushort2)15);
    uout[4 * i + 1] = max(ux, uy);
    uout[4 * i + 2] = sub_sat(ux, uy);
    uout[4 * i + 3] = mad_hi(ux, uy, ux);
}

__kernel void bytes_mix(__global const uchar4* a, __global const char4* b,
                        __global uchar4* out, __global int* dot)
{
    size_t i = get_global_id(0);
    uchar4 x = a[i];
    char4 y = b[i];
    out[4 * i + 0] = x + as_uchar4(y);
    out[4 * i + 1] = rhadd(x, as_uchar4(y));
    out[4 * i + 2] = abs_diff(x, as_uchar4(y));
    out[4 * i + 3] = convert_uchar4_sat(convert_int4(x) * 3 - convert_int4(y));
    int4 p = convert_int4(x) * convert_int4(y);
    dot[i] = p.x + p.y + p.z + p.w;
}

__kernel void wide_ints(__global const long* a, __global const ulong* b, __global long* out)
{
    size_t i = get_global_id(0);
    long x = a[i];
    ulong y = b[i] | 1ul;
    out[8 * i + 0] = (long)((ulong)x * y);
    out[8 * i + 1] = (long)(b[i] / y);
    out[8 * i + 2] = x / (long)(y | 0x10000ul);
    out[8 * i + 3] = x % (long)((y & 0xfffful) | 1ul);
    out[8 * i + 4] = (long)mul_hi((ulong)x, y);
    out[8 * i + 5] = (long)clz(y) + ((long)popcount(x) << 8);
    out[8 * i + 6] = (long)rotate((ulong)x, y & 63ul);
    out[8 * i + 7] = (long)((double)x * 0.25) + (long)(float)(y >> 20);
}
