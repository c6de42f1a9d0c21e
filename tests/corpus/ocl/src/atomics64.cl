// 64-bit global atomics (cl_khr_int64_base_atomics and
// cl_khr_int64_extended_atomics); built only for pvc.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

__kernel void atom64_global(__global const long* a, __global long* cells,
                            __global ulong* ucells, __global long* slots,
                            __global long* old_vals)
{
    size_t i = get_global_id(0);
    long x = a[i];
    atom_add(&cells[0], x);
    atom_min(&cells[1], x);
    atom_max(&cells[2], x);
    atom_xor(&cells[3], x);
    atom_inc(&cells[4]);
    atom_add(&ucells[0], (ulong)x * 0x9E3779B97F4A7C15ul);
    atom_or(&ucells[1], (ulong)1 << ((ulong)x & 63ul));
    atom_and(&ucells[2], ~((ulong)1 << (i & 63)));
    old_vals[i] = atom_xchg(&slots[i], x);
    atom_cmpxchg(&slots[i], x, x ^ 0x5a5a5a5a5a5al);
}
