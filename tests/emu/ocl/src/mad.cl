// Sub-group matrix multiply-accumulate (cl_intel_subgroup_matrix_multiply_
// accumulate, cl_intel_subgroup_split_matrix_multiply_accumulate): every
// work-item passes its share of A (one element of a vector per row), its
// column of B and its column of the accumulator, and gets its column of
// the result. Compiled with -D SG=8 (DG2) or -D SG=16 (PVC).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define MAD(name, fn, AT, BT, CT)                                          \
    __attribute__((intel_reqd_sub_group_size(SG)))                         \
    kernel void name(global const AT *a, global const BT *b,               \
                     global const CT *c, global CT *d) {                   \
        size_t i = get_global_id(0);                                       \
        d[i] = fn(a[i], b[i], c[i]);                                       \
    }

#if SG == 8
MAD(mad_i8_i8, intel_sub_group_i8_i8_matrix_mad_k32, int8, int8, int8)
MAD(mad_i8_u8_m4, intel_sub_group_i8_u8_matrix_mad_k32, int4, uint8, int4)
MAD(mad_u8_i8_m2, intel_sub_group_u8_i8_matrix_mad_k32, uint2, int8, int2)
MAD(mad_u8_u8_m1, intel_sub_group_u8_u8_matrix_mad_k32, uint, uint8, int)
MAD(mad_i4_i8, intel_sub_group_i4_i8_matrix_mad_k32, short8, int8, int8)
MAD(mad_i8_u2, intel_sub_group_i8_u2_matrix_mad_k32, int8, uint2, int8)
MAD(mad_u2_i8, intel_sub_group_u2_i8_matrix_mad_k32, uchar8, int8, int8)
MAD(mad_i4_i4, intel_sub_group_i4_i4_matrix_mad_k64, int8, int8, int8)
MAD(mad_u4_i2, intel_sub_group_u4_i2_matrix_mad_k64, uint8, int4, int8)
MAD(mad_i2_u4, intel_sub_group_i2_u4_matrix_mad_k64, short8, uint8, int8)
MAD(mad_u2_u2, intel_sub_group_u2_u2_matrix_mad_k64, ushort8, uint4, int8)
MAD(mad_f16, intel_sub_group_f16_f16_matrix_mad_k16, int8, int8, float8)
MAD(mad_f16_m4, intel_sub_group_f16_f16_matrix_mad_k16, int4, int8, float4)
MAD(mad_bf16, intel_sub_group_bf16_bf16_matrix_mad_k16, int8, int8, float8)
// Split: the two sub-groups of a work-group each provide half of A's rows.
MAD(split_i8_i8, intel_sub_group_i8_i8_split_matrix_mad_k32, int4, int8, int8)
MAD(split_u8_i8, intel_sub_group_u8_i8_split_matrix_mad_k32, uint4, int8, int8)
MAD(split_f16, intel_sub_group_f16_f16_split_matrix_mad_k16, int4, int8, float8)
MAD(split_bf16, intel_sub_group_bf16_bf16_split_matrix_mad_k16, int4, int8, float8)
#else
MAD(mad_i8_i8, intel_sub_group_i8_i8_matrix_mad_k32, short8, int8, int8)
MAD(mad_i8_u8_m4, intel_sub_group_i8_u8_matrix_mad_k32, short4, uint8, int4)
MAD(mad_u8_i8_m2, intel_sub_group_u8_i8_matrix_mad_k32, ushort2, int8, int2)
MAD(mad_u8_u8_m1, intel_sub_group_u8_u8_matrix_mad_k32, ushort, uint8, int)
MAD(mad_i8_i4, intel_sub_group_i8_i4_matrix_mad_k32, short8, int4, int8)
MAD(mad_i4_i8, intel_sub_group_i4_i8_matrix_mad_k32, char8, int8, int8)
MAD(mad_i8_u2, intel_sub_group_i8_u2_matrix_mad_k32, short8, uint2, int8)
MAD(mad_i4_i4, intel_sub_group_i4_i4_matrix_mad_k64, short8, int8, int8)
MAD(mad_u4_i2, intel_sub_group_u4_i2_matrix_mad_k64, ushort8, int4, int8)
MAD(mad_i2_u4, intel_sub_group_i2_u4_matrix_mad_k64, char8, uint8, int8)
MAD(mad_u2_u2, intel_sub_group_u2_u2_matrix_mad_k64, uchar8, uint4, int8)
MAD(mad_f16, intel_sub_group_f16_f16_matrix_mad_k16, short8, int8, float8)
MAD(mad_f16_h, intel_sub_group_f16_f16_matrix_mad_k16, short8, int8, half8)
MAD(mad_bf16, intel_sub_group_bf16_bf16_matrix_mad_k16, short8, int8, float8)
MAD(mad_bf16_b, intel_sub_group_bf16_bf16_matrix_mad_k16, short8, int8, short8)
MAD(mad_tf32, intel_sub_group_tf32_tf32_matrix_mad_k8_f32, short8, int8, float8)
#endif
