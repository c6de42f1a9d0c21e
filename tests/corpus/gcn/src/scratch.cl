// Private arrays of every width indexed at run time, large enough to live in
// scratch memory (buffer or scratch instructions through the private
// segment), and a loop that keeps them live across iterations.
__kernel void priv_widths(__global const uint* idx, __global double* dout,
                          __global long* lout, __global uchar* cout, __global short* sout)
{
    size_t i = get_global_id(0);
    uint seed = idx[i];
    double d[48];
    long l[40];
    uchar c[100];
    short s[70];
#pragma unroll 1
    for (int k = 0; k < 48; ++k)
        d[k] = (double)(seed ^ (uint)k) * 0.125;
#pragma unroll 1
    for (int k = 0; k < 40; ++k)
        l[k] = ((long)seed << (k & 31)) - k;
#pragma unroll 1
    for (int k = 0; k < 100; ++k)
        c[k] = (uchar)(seed * (uint)k + 7u);
#pragma unroll 1
    for (int k = 0; k < 70; ++k)
        s[k] = (short)(seed - (uint)k * 977u);
    uint j = seed;
#pragma unroll 1
    for (int r = 0; r < 24; ++r) {
        j = j * 1103515245u + 12345u;
        uint a = (j >> 8) % 48u, b = (j >> 12) % 40u, e = (j >> 4) % 100u, f = (j >> 16) % 70u;
        d[a] += (double)l[b];
        l[b] ^= (long)c[e] << 40;
        c[e] += (uchar)s[f];
        s[f] -= (short)(d[a] > 0.0 ? 1 : 3);
    }
    dout[i] = d[seed % 48u];
    lout[i] = l[seed % 40u] + l[(seed >> 3) % 40u];
    cout[i] = c[seed % 100u] ^ c[(seed >> 5) % 100u];
    sout[i] = s[seed % 70u];
}
