// Integer arithmetic for every integer width, signed and unsigned.
// One kernel per type: int_arith_<type>.  out[8*i+k] holds result k.
// Signed inputs are kept in ranges where +, -, * cannot overflow (see the
// run manifests); products are formed in a type wide enough to avoid the
// int-promotion overflow of e.g. ushort*ushort.
#define INT_ARITH(T, W)                                                        \
__kernel void int_arith_##T(__global const T* a, __global const T* b,         \
                            __global T* out)                                   \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    T x = a[i];                                                                \
    T y = b[i];                                                                \
    T ynz = (y == (T)0) ? (T)1 : y;                                            \
    out[8 * i + 0] = (T)(x + y);                                               \
    out[8 * i + 1] = (T)(x - y);                                               \
    out[8 * i + 2] = (T)((W)x * (W)y);                                         \
    out[8 * i + 3] = (T)(x / ynz);                                             \
    out[8 * i + 4] = (T)(x % ynz);                                             \
    out[8 * i + 5] = (T)((x & y) ^ (x | (T)0x5a));                             \
    out[8 * i + 6] = (T)(~x);                                                  \
    out[8 * i + 7] = (T)((x < y) ? (x == y ? 1 : 2) : (x > y ? 3 : 4));        \
}

INT_ARITH(char, int)
INT_ARITH(uchar, uint)
INT_ARITH(short, int)
INT_ARITH(ushort, uint)
INT_ARITH(int, int)
INT_ARITH(uint, uint)
INT_ARITH(long, long)
INT_ARITH(ulong, ulong)
