// Shifts and bitwise operations for every integer width.  Kernel
// int_shifts_<type>.  Shift counts are masked explicitly to the width of the
// type; left shifts are done on the unsigned type (no signed overflow), right
// shifts of signed values are arithmetic.
#define INT_SHIFTS(T, UT, BITS)                                                \
__kernel void int_shifts_##T(__global const T* a, __global const T* b,        \
                             __global T* out)                                  \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    T x = a[i], y = b[i];                                                      \
    uint s = (uint)y & (BITS - 1);                                             \
    out[8 * i + 0] = (T)((UT)x << s);                                          \
    out[8 * i + 1] = (T)(x >> s);                                              \
    out[8 * i + 2] = (T)((UT)x >> s);                                          \
    out[8 * i + 3] = (T)((UT)x << 3);                                          \
    out[8 * i + 4] = (T)(x >> (BITS / 2 + 1));                                 \
    out[8 * i + 5] = bitselect(x, y, (T)(x ^ (T)0x33));                        \
    out[8 * i + 6] = (T)((x & (T)0x7c) | (y ^ (T)~x));                         \
    out[8 * i + 7] = (T)(((UT)x >> (BITS - 1)) | ((UT)y << (BITS - 2)));       \
}

INT_SHIFTS(char, uchar, 8)
INT_SHIFTS(uchar, uchar, 8)
INT_SHIFTS(short, ushort, 16)
INT_SHIFTS(ushort, ushort, 16)
INT_SHIFTS(int, uint, 32)
INT_SHIFTS(uint, uint, 32)
INT_SHIFTS(long, ulong, 64)
INT_SHIFTS(ulong, ulong, 64)
