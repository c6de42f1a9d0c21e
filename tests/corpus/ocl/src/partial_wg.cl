// Kernels launched with work-group sizes that are not a multiple of the SIMD
// width (24 and 20).  pocl only offers OpenCL C 1.2 (no non-uniform
// work-groups), so the global size is a multiple of the local size and the
// tail is masked with an explicit bound.
#pragma OPENCL FP_CONTRACT OFF
__kernel void guarded_saxpy(float alpha, __global const float* x,
                            __global float* y, int n)
{
    int i = get_global_id(0);
    if (i < n)
        y[i] = alpha * x[i] + y[i];
}

__kernel void guarded_poly20(__global const int* a, __global int* out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int x = a[i];
    int lid = get_local_id(0);
    out[i] = (x * x - 3 * x + lid) * (int)get_group_id(0) + (int)get_local_size(0);
}
