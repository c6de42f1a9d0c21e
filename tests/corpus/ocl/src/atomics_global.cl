// Global atomics on int and uint.  Only order-independent results are
// stored: final values of commutative/associative atomics, and return values
// that are unique by construction (tickets, uncontended exchanges).
#define ATOM_GLOBAL(T)                                                         \
__kernel void atom_global_##T(__global const T* a, __global T* cells,         \
                              __global T* hist)                                \
{                                                                              \
    size_t i = get_global_id(0);                                               \
    T x = a[i];                                                                \
    atomic_add(&cells[0], x);                                                  \
    atomic_sub(&cells[1], x);                                                  \
    atomic_min(&cells[2], x);                                                  \
    atomic_max(&cells[3], x);                                                  \
    atomic_and(&cells[4], x | (T)0x10);                                        \
    atomic_or(&cells[5], x & (T)0x0f0f);                                       \
    atomic_xor(&cells[6], x);                                                  \
    atomic_inc(&cells[7]);                                                     \
    atomic_dec(&cells[8]);                                                     \
    atomic_add(&hist[(uint)x & 31u], (T)1);                                    \
}

ATOM_GLOBAL(int)
ATOM_GLOBAL(uint)

// Tickets: atomic_inc hands out 0..n-1 in some order; each ticket marks its
// slot, so the final contents do not depend on the order.  atomic_xchg and
// atomic_cmpxchg on a work-item's own slot are uncontended.  A compare-and-
// swap loop computes a global maximum.
__kernel void atom_tickets(__global const uint* a, __global uint* counter,
                           __global uint* seen, __global int* slots,
                           __global int* old_vals, __global int* cas_ok,
                           __global uint* cas_max)
{
    size_t i = get_global_id(0);
    uint t = atomic_inc(&counter[0]);
    seen[t] = 1u;
    int v = (int)(a[i] & 0xffffu);
    old_vals[i] = atomic_xchg(&slots[i], v);
    int prev = atomic_cmpxchg(&slots[i], v, v + 7);
    cas_ok[i] = (prev == v) ? 1 : 0;
    uint want = (a[i] * 2654435761u) >> 8;
    uint cur = atomic_or(cas_max, 0u);
    while (want > cur) {
        uint got = atomic_cmpxchg(cas_max, cur, want);
        if (got == cur)
            break;
        cur = got;
    }
}
