// Tiled single-precision matrix multiply, C = A (M x K) * B (K x N), 8x8
// tiles in local memory.  The summation order is fixed (k ascending) and
// contraction is off, so the result is exactly reproducible.
#pragma OPENCL FP_CONTRACT OFF
#define TS 8
__kernel void matmul_tiled(__global const float* A, __global const float* B,
                           __global float* C, int M, int N, int K)
{
    __local float As[TS][TS];
    __local float Bs[TS][TS];
    int col = get_global_id(0);
    int row = get_global_id(1);
    int lc = get_local_id(0), lr = get_local_id(1);
    float acc = 0.0f;
    for (int t = 0; t < K; t += TS) {
        As[lr][lc] = A[row * K + t + lc];
        Bs[lr][lc] = B[(t + lr) * N + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; ++k) {
            float p = As[lr][k] * Bs[k][lc];
            acc = acc + p;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * N + col] = acc;
}
