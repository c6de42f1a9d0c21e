// Vector types: float4, int8, uchar16, swizzles, .lo/.hi/.even/.odd,
// vector comparisons with select, shuffle, as_<type> reinterpretation and
// vloadn/vstoren at unaligned element offsets.
#pragma OPENCL FP_CONTRACT OFF

__kernel void vec_float4(__global const float4* a, __global const float4* b,
                         __global float4* out, __global int4* mask)
{
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    float4 r = x * y.wzyx + (float4)(x.xy, y.zw);
    r.yw = r.wy - x.xx;
    out[2 * i] = r;
    out[2 * i + 1] = fmax(x, y) - fmin(x.zxyw, y.s3120);
    mask[i] = (x < y) + 3 * (x >= y.yzwx);
}

__kernel void vec_int8(__global const int8* a, __global const int8* b,
                       __global int8* out, __global int* red)
{
    size_t i = get_global_id(0);
    int8 x = a[i], y = b[i];
    int8 r = x + y.s76543210;
    r = select(r, x - y, x > y);
    r ^= as_int8(as_uint8(x >> (y & 7)) << 1);
    r.lo = r.hi * 3 - r.lo;
    r.even = r.odd & x.even;
    out[i] = r;
    int4 s = r.lo + r.hi;
    int2 t = s.lo + s.hi;
    red[2 * i] = t.x + t.y;
    red[2 * i + 1] = any(x < (int8)0) + 2 * all(y > (int8)(-1000));
}

__kernel void vec_uchar16(__global const uchar16* a, __global const uchar16* b,
                          __global uchar16* out, __global uint4* words)
{
    size_t i = get_global_id(0);
    uchar16 x = a[i], y = b[i];
    uchar16 r = add_sat(x, y) ^ abs_diff(x, y.sfedcba9876543210);
    r = rhadd(r, shuffle(x, (uchar16)(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3)));
    r.s05af = r.s5fa0 - (uchar4)(1, 2, 3, 4);
    out[i] = r;
    words[i] = as_uint4(r) + as_uint4(y);
}

__kernel void vec_loadstore(__global const float* src, __global float* dst,
                            __global const short* s16, __global int* packed)
{
    size_t i = get_global_id(0);
    float3 v3 = vload3(i, src + 1);
    float4 v4 = vload4(0, src + 3 * i + 2);
    float8 v8 = vload8(0, src + 5 * i);
    float2 v2 = vload2(i, src);
    vstore3(v3 * 2.0f, i, dst);
    vstore4(v4 + v8.hi - v8.lo, i, dst + 3 * get_global_size(0));
    vstore2(v2.yx, i, dst + 7 * get_global_size(0));
    short16 s = vload16(i, s16);
    int8 w = convert_int8(s.even) * convert_int8(s.odd);
    vstore8(w, i, packed);
}
