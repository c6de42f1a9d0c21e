// Many argument types, 3-D ids and 64-bit arithmetic.
__kernel void grid3d(__global long *out, short s, ushort us, char c, uchar uc, long l, ulong ul, double d) {
  uint x = __builtin_amdgcn_workitem_id_x();
  uint y = __builtin_amdgcn_workitem_id_y();
  uint z = __builtin_amdgcn_workitem_id_z();
  uint gx = __builtin_amdgcn_workgroup_id_x();
  uint gy = __builtin_amdgcn_workgroup_id_y();
  uint gz = __builtin_amdgcn_workgroup_id_z();
  out[x + 8 * (y + 8 * z)] = (long)(s + us + c + uc) + l * (long)ul + (long)d + gx + gy * 3 + gz * 5;
}

__kernel void empty_kernel(void) {}

__kernel void many_regs(__global float *v) {
  int i = __builtin_amdgcn_workitem_id_x();
  float a0 = v[i], a1 = v[i + 64], a2 = v[i + 128], a3 = v[i + 192];
  float acc[16];
  for (int k = 0; k < 16; ++k) acc[k] = a0 * k + a1 / (k + 1) + a2 * a3 - k;
  for (int r = 0; r < 8; ++r)
    for (int k = 0; k < 16; ++k) acc[k] = acc[k] * acc[(k + r) & 15] + acc[(k * 3) & 15];
  float s = 0;
  for (int k = 0; k < 16; ++k) s += acc[k];
  v[i] = s;
}
