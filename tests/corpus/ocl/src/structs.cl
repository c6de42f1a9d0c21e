// Structures passed by value as kernel arguments.
//   Params: scale@0 offset@4 mask@8 s@12 c@14 (pad) bias@16, 32 bytes.
//   Span:   base@0 tag@8 (pad) stride@12, 16 bytes.
#pragma OPENCL FP_CONTRACT OFF
typedef struct {
    float scale;
    int offset;
    uint mask;
    short s;
    uchar c;
    float4 bias;
} Params;

typedef struct {
    long base;
    char tag;
    int stride;
} Span;

__kernel void struct_params(Params p, __global const float4* a,
                            __global float4* out, __global int* iout)
{
    size_t i = get_global_id(0);
    out[i] = a[i] * p.scale + p.bias;
    iout[i] = (((int)i + p.offset) & (int)p.mask) + p.s * (int)p.c;
}

__kernel void struct_span(Span s, __global const long* a, __global long* out,
                          Params p)
{
    size_t i = get_global_id(0);
    long v = a[(size_t)(s.stride * (int)i) % 64];
    out[i] = v + s.base * s.tag + (long)p.offset;
}
