// Integer built-in functions for every integer width: saturating arithmetic,
// mul_hi, mad_hi, rotate, clz, popcount, hadd/rhadd, min/max/clamp, abs,
// abs_diff.  Kernel int_builtins_<type>.  All functions are defined on the
// full range of their operands, so inputs are random over the full range.
// out[12*i+k] (type T) and outu[2*i+k] (the unsigned type UT of T).
#define INT_BUILTINS(T, UT)                                                    \
__kernel void int_builtins_##T(__global const T* a, __global const T* b,      \
                               __global const T* c, __global T* out,          \
                               __global UT* outu)                              \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    T x = a[i], y = b[i], z = c[i];                                            \
    T lo = min(y, z), hi = max(y, z);                                          \
    out[12 * i + 0] = add_sat(x, y);                                           \
    out[12 * i + 1] = sub_sat(x, y);                                           \
    out[12 * i + 2] = mad_sat(x, y, z);                                        \
    out[12 * i + 3] = mul_hi(x, y);                                            \
    out[12 * i + 4] = mad_hi(x, y, z);                                         \
    out[12 * i + 5] = rotate(x, y);                                            \
    out[12 * i + 6] = clz(x);                                                  \
    out[12 * i + 7] = popcount(x);                                             \
    out[12 * i + 8] = hadd(x, y);                                              \
    out[12 * i + 9] = rhadd(x, z);                                             \
    out[12 * i + 10] = clamp(x, lo, hi);                                       \
    out[12 * i + 11] = (x == y) ? (T)1 : min(x, z);                            \
    outu[2 * i + 0] = abs(x);                                                  \
    outu[2 * i + 1] = abs_diff(x, y);                                          \
}

INT_BUILTINS(char, uchar)
INT_BUILTINS(uchar, uchar)
INT_BUILTINS(short, ushort)
INT_BUILTINS(ushort, ushort)
INT_BUILTINS(int, uint)
INT_BUILTINS(uint, uint)
INT_BUILTINS(long, ulong)
INT_BUILTINS(ulong, ulong)

// 24-bit multiply built-ins (defined only when operands fit in 24 bits).
__kernel void int_mul24(__global const int* a, __global const int* b,
                        __global const uint* ua, __global const uint* ub,
                        __global int* out, __global uint* outu)
{
    size_t i = get_global_id(0);
    out[2 * i + 0] = mul24(a[i], b[i]);
    out[2 * i + 1] = mad24(a[i], b[i], a[i]);
    outu[2 * i + 0] = mul24(ua[i], ub[i]);
    outu[2 * i + 1] = mad24(ua[i], ub[i], ub[i]);
}
