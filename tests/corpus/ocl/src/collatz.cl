// Collatz step counts: steps[i] = number of 3n+1 / n/2 steps for n = start+i
// to reach 1.  Compute-heavy and divergent; the benchmark kernel.  64-bit
// arithmetic: trajectories of 32-bit starting values exceed 2^32.
__kernel void collatz(__global uint* steps, ulong start)
{
    size_t i = get_global_id(0);
    ulong n = start + (ulong)i;
    uint s = 0;
    while (n > 1ul) {
        n = (n & 1ul) ? 3ul * n + 1ul : n >> 1;
        ++s;
    }
    steps[i] = s;
}
