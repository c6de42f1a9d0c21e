// Integer <-> integer conversions between all widths: convert_<dst>_sat and
// plain conversions (truncation / sign or zero extension).  Kernel
// conv_from_<src>: for each destination type D there is one buffer of
// saturated results and one of plain conversions.  A plain conversion to a
// narrower signed type keeps the low bits (two's complement), which is what
// every OpenCL implementation does (C99 calls it implementation-defined).
#define CONV_FROM(S)                                                           \
__kernel void conv_from_##S(__global const S* a,                              \
    __global char* sc, __global uchar* suc, __global short* ss,                \
    __global ushort* sus, __global int* si, __global uint* sui,               \
    __global long* sl, __global ulong* sul,                                    \
    __global char* wc, __global uchar* wuc, __global short* ws,                \
    __global ushort* wus, __global int* wi, __global uint* wui,               \
    __global long* wl, __global ulong* wul)                                    \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    S x = a[i];                                                                \
    sc[i] = convert_char_sat(x);                                               \
    suc[i] = convert_uchar_sat(x);                                             \
    ss[i] = convert_short_sat(x);                                              \
    sus[i] = convert_ushort_sat(x);                                            \
    si[i] = convert_int_sat(x);                                                \
    sui[i] = convert_uint_sat(x);                                              \
    sl[i] = convert_long_sat(x);                                               \
    sul[i] = convert_ulong_sat(x);                                             \
    wc[i] = convert_char(x);                                                   \
    wuc[i] = convert_uchar(x);                                                 \
    ws[i] = (short)x;                                                          \
    wus[i] = (ushort)x;                                                        \
    wi[i] = convert_int(x);                                                    \
    wui[i] = (uint)x;                                                          \
    wl[i] = (long)x;                                                           \
    wul[i] = convert_ulong(x);                                                 \
}

CONV_FROM(char)
CONV_FROM(uchar)
CONV_FROM(short)
CONV_FROM(ushort)
CONV_FROM(int)
CONV_FROM(uint)
CONV_FROM(long)
CONV_FROM(ulong)
