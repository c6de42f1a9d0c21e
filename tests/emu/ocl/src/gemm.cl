// GEMM tile kernels: C (M x N, f32) = A (M x K, f16) x B (K x N, f16),
// A and C row-major.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#if SG == 16
// Sub-groups of 16 (PVC): a sub-group computes an 8 x 16 tile; per 32
// columns of K, one 2-D block read of A (8 rows x 2 blocks of 16), one
// VNNI-transformed 2-D block read per 16 rows of row-major B, two matrix
// multiply-adds.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void gemm_f16(global const half *a, global const half *b, global float *c,
                     int m, int n, int k) {
    int lane = get_sub_group_local_id();
    int n0 = get_group_id(0) * 16;
    int m0 = get_group_id(1) * 8;
    float8 acc = 0;
    for (int kk = 0; kk < k; kk += 32) {
        ushort16 ar = intel_subgroup_block_read_u16_m8k16v2((global void *)a, k * 2, m, k * 2, (int2)(kk, m0));
        uint8 b0 = intel_subgroup_block_read_transform_u16_k16((global void *)b, n * 2, k, n * 2, (int2)(n0, kk));
        uint8 b1 = intel_subgroup_block_read_transform_u16_k16((global void *)b, n * 2, k, n * 2, (int2)(n0, kk + 16));
        acc = intel_sub_group_f16_f16_matrix_mad_k16(as_short8(ar.lo), as_int8(b0), acc);
        acc = intel_sub_group_f16_f16_matrix_mad_k16(as_short8(ar.hi), as_int8(b1), acc);
    }
    for (int r = 0; r < 8; r++)
        c[(m0 + r) * n + n0 + lane] = acc[r];
}
#else
// Sub-groups of 8 (DG2, whose matrix engine is SIMD8; the 2-D block reads
// of this IGC return SIMD16 layouts): a sub-group computes an 8 x 8 tile
// with sub-group block reads; B comes pre-packed in tiles of 8 columns,
// pairs of K rows in a dword (bp[((n0 / 8) * k / 2 + k2) * 8 + j] holds
// B[2 k2][n0 + j] and B[2 k2 + 1][n0 + j]).
__attribute__((intel_reqd_sub_group_size(8)))
kernel void gemm_f16(global const half *a, global const uint *bp, global float *c,
                     int m, int n, int k) {
    int lane = get_sub_group_local_id();
    int n0 = get_group_id(0) * 8;
    int m0 = get_group_id(1) * 8;
    float8 acc = 0;
    for (int kk = 0; kk < k; kk += 16) {
        int8 ar;
        for (int r = 0; r < 8; r++)
            ar[r] = intel_sub_group_block_read((global const uint *)(a + (m0 + r) * k + kk));
        uint8 bv = intel_sub_group_block_read8(bp + ((n0 / 8) * (k / 2) + kk / 2) * 8);
        acc = intel_sub_group_f16_f16_matrix_mad_k16(ar, as_int8(bv), acc);
    }
    for (int r = 0; r < 8; r++)
        c[(m0 + r) * n + n0 + lane] = acc[r];
}
#endif
