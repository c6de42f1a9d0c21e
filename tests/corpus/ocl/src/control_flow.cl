// Divergent control flow: nested if/else, switch with fall-through, early
// return, ternaries and short-circuit logic.
__kernel void cf_nested_if(__global const int* a, __global int* out)
{
    size_t i = get_global_id(0);
    int x = a[i];
    int r;
    if (x > 0) {
        if (x & 1) {
            r = 3 * x + 1;
        } else if (x % 3 == 0) {
            r = x / 3;
        } else {
            if (x > 500)
                r = x - 500;
            else
                r = -x;
        }
    } else if (x < -100) {
        r = x + 1000;
        if (r > 0)
            r *= 2;
    } else {
        r = (x == 0) ? 77 : x * x;
    }
    out[i] = r;
}

__kernel void cf_switch(__global const uint* a, __global uint* out)
{
    size_t i = get_global_id(0);
    uint x = a[i];
    uint r = 0;
    switch (x & 15u) {
    case 0:
        r = x;
        break;
    case 1:
    case 2:
        r = x * 2u;
        break;
    case 3:
        r = x ^ 0xffu;
        /* fall through */
    case 4:
        r += 100u;
        break;
    case 7:
        r = x >> 4;
        break;
    case 9:
        r = ~x;
        break;
    case 12:
        for (uint k = 0; k < (x >> 28); ++k)
            r += k;
        break;
    default:
        r = 5u;
        break;
    }
    out[i] = r;
}

__kernel void cf_early_return(__global const int* a, __global int* out,
                              int limit)
{
    size_t i = get_global_id(0);
    int x = a[i];
    if (x < 0) {
        out[i] = -1;
        return;
    }
    int acc = 0;
    for (int k = 0; k < 64; ++k) {
        acc += (x >> (k & 7)) & 3;
        if (acc > limit) {
            out[i] = 1000 + k;
            return;
        }
    }
    out[i] = acc;
}

__kernel void cf_logic(__global const float* a, __global const float* b,
                       __global int* out)
{
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    int r = 0;
    if ((x > 0.0f && y > 0.0f) || (x < -50.0f && !(y > 10.0f)))
        r |= 1;
    if (x > y ? x - y > 20.0f : y - x > 30.0f)
        r |= 2;
    if (isless(x, 0.0f) != isless(y, 0.0f))
        r |= 4;
    out[i] = r;
}
