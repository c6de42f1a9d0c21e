// 2-D block reads (cl_intel_subgroup_extended_block_read), sub-group block
// reads and writes (cl_intel_subgroups, cl_intel_subgroups_short) and the
// bf16/tf32 conversions of the matrix extension, in sub-groups of 16.
// The block reads take the surface (base, width and pitch in bytes, height
// in rows) and a coordinate (x in elements, y in rows) from the arguments;
// work-item i writes its vector to out[i].

#define SGS __attribute__((intel_reqd_sub_group_size(16)))

#define RD(name, fn, T)                                                    \
    SGS kernel void name(global void *base, int w, int h, int pitch,       \
                         int x, int y, global T *out) {                    \
        out[get_global_id(0)] = fn(base, w, h, pitch, (int2)(x, y));       \
    }

RD(rd_u8_m1k32v2, intel_subgroup_block_read_u8_m1k32v2, ushort2)
RD(rd_u8_m2k32v2, intel_subgroup_block_read_u8_m2k32v2, ushort4)
RD(rd_u8_m4k32v2, intel_subgroup_block_read_u8_m4k32v2, ushort8)
RD(rd_u8_m8k32v2, intel_subgroup_block_read_u8_m8k32v2, ushort16)
RD(rd_u16_m1k16v2, intel_subgroup_block_read_u16_m1k16v2, ushort2)
RD(rd_u16_m2k16v2, intel_subgroup_block_read_u16_m2k16v2, ushort4)
RD(rd_u16_m4k16v2, intel_subgroup_block_read_u16_m4k16v2, ushort8)
RD(rd_u16_m8k16v2, intel_subgroup_block_read_u16_m8k16v2, ushort16)
RD(rd_transform_u8_k32, intel_subgroup_block_read_transform_u8_k32, uint8)
RD(rd_transform_u16_k16, intel_subgroup_block_read_transform_u16_k16, uint8)
RD(rd_transpose_u32_k8, intel_subgroup_block_read_transpose_u32_k8, uint8)

// Sub-group block reads and writes: element v of work-item i is
// p[v * 16 + i]; `copy_*` read a block and write it back elsewhere.
SGS kernel void copy_ui(global const uint *src, global uint *dst) {
    size_t g = get_group_id(0) * 16;
    intel_sub_group_block_write(dst + g, intel_sub_group_block_read(src + g));
}
SGS kernel void copy_ui4(global const uint *src, global uint *dst) {
    size_t g = get_group_id(0) * 64;
    intel_sub_group_block_write4(dst + g, intel_sub_group_block_read4(src + g) + (uint4)(1, 2, 3, 4));
}
SGS kernel void copy_ui8(global const uint *src, global uint *dst) {
    size_t g = get_group_id(0) * 128;
    intel_sub_group_block_write8(dst + g, intel_sub_group_block_read8(src + g));
}
SGS kernel void copy_us8(global const ushort *src, global ushort *dst) {
    size_t g = get_group_id(0) * 128;
    intel_sub_group_block_write_us8(dst + g, intel_sub_group_block_read_us8(src + g));
}
SGS kernel void copy_us(global const ushort *src, global ushort *dst) {
    size_t g = get_group_id(0) * 16;
    intel_sub_group_block_write_us(dst + g, intel_sub_group_block_read_us(src + g));
}

// Conversions: f32 -> bf16 (round to nearest even), bf16 -> f32, a packed
// pair, f32 -> tf32.
SGS kernel void convert(global const float *x, global short *bf, global float *back,
                        global int *packed, global int *tf) {
    size_t i = get_global_id(0);
    bf[i] = intel_convert_f32_to_bf16(x[i]);
    back[i] = intel_convert_bf16_to_f32(bf[i]);
    packed[i] = as_int(intel_convert_f32_to_bf16_packed(x[i], x[i ^ 1]));
    tf[i] = as_int(intel_convert_f32_to_tf32(x[i]));
}
