// Local memory, barriers, a dynamic local pointer and private arrays.
__kernel __attribute__((work_group_size_hint(128, 1, 1)))
void reverse_block(__global int *data, __local int *scratch) {
  __local int fixed[128];
  int l = __builtin_amdgcn_workitem_id_x();
  int g = __builtin_amdgcn_workgroup_id_x() * 128 + l;
  fixed[l] = data[g];
  scratch[l] = l;
  __builtin_amdgcn_s_barrier();
  data[g] = fixed[127 - l] + scratch[(l + 1) & 127];
}

__kernel void private_table(__global int *out, int k) {
  int table[48];
  for (int i = 0; i < 48; ++i) table[i] = i * k + (i ^ k);
  int l = __builtin_amdgcn_workitem_id_x();
  out[l] = table[(l * 7 + k) % 48];
}

__kernel __attribute__((vec_type_hint(float4)))
void dot4(__global const float4 *a, __global const float4 *b, __global float *r, __constant float *bias) {
  int i = __builtin_amdgcn_workitem_id_x();
  float4 p = a[i] * b[i];
  r[i] = p.x + p.y + p.z + p.w + bias[0];
}
