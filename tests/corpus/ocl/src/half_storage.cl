// Half as a storage format (core OpenCL 1.2, no cl_khr_fp16 needed):
// vload_half/vstore_half with every rounding mode, vector forms.
__kernel void half_store_modes(__global const float* f, __global half* h_dflt,
                               __global half* h_rte, __global half* h_rtz,
                               __global half* h_rtp, __global half* h_rtn)
{
    size_t i = get_global_id(0);
    float x = f[i];
    vstore_half(x, i, h_dflt);
    vstore_half_rte(x, i, h_rte);
    vstore_half_rtz(x, i, h_rtz);
    vstore_half_rtp(x, i, h_rtp);
    vstore_half_rtn(x, i, h_rtn);
}

__kernel void half_load_vec(__global const half* h, __global float* f1,
                            __global float* f4, __global half* h4)
{
    size_t i = get_global_id(0);
    f1[i] = vload_half(i, h) * 2.0f;
    float4 v = vload_half4(i, h);
    vstore4(v.wzyx, i, f4);
    vstore_half4_rtn(v * 0.3f, i, h4);
}
