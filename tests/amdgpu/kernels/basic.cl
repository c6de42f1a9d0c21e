// Kernels written for the xvisa AMDGPU corpus: plain buffers, scalars,
// a struct argument and a required work-group size.
typedef struct { int count; float scale; } params_t;

#define GID() ((int)(__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x()))

__kernel void axpy(float a, __global const float *restrict x, __global float *restrict y, int n) {
  int i = GID();
  if (i < n) y[i] = a * x[i] + y[i];
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void scale_rows(__global float *m, params_t p) {
  int i = GID();
  if (i < p.count) m[i] *= p.scale;
}

__kernel void copy_u8(__global const volatile uchar *src, __global uchar *dst, ulong n) {
  size_t i = GID();
  if (i < n) dst[i] = src[i];
}
