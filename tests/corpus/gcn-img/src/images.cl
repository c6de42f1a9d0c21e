// Image reads, writes and queries for the GFX10 image instructions of
// `xvisa co dis` (MIMG: dim, address counts, NSA forms, d16).
__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

__kernel void img2d(__read_only image2d_t src, __write_only image2d_t dst, __global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 a = read_imagef(src, nearest, (int2)(x, y));
  float4 b = read_imagef(src, (int2)(x + 1, y));
  float4 c = read_imagef(src, linear, (float2)(x * 0.5f, y * 0.25f));
  int2 d = get_image_dim(src);
  write_imagef(dst, (int2)(x, y), a + b + c);
  out[y * d.x + x] = a * b + c;
}

__kernel void img3d(__read_only image3d_t vol, __read_only image2d_array_t arr,
                    __read_only image1d_array_t arr1, __write_only image1d_t line,
                    __global int4 *out) {
  int x = get_global_id(0);
  float4 c = read_imagef(vol, linear, (float4)(x * 0.5f, 0.25f, 0.75f, 0.0f));
  int4 i = read_imagei(arr, nearest, (int4)(x, 1, 2, 0));
  uint4 u = read_imageui(arr1, nearest, (int2)(x, 3));
  int4 d = get_image_dim(vol);
  write_imagef(line, x, c);
  out[x] = i + convert_int4(u) + d + (int4)(get_image_array_size(arr), get_image_channel_order(vol),
                                           get_image_channel_data_type(arr1), 0);
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void imghalf(__read_only image2d_t src, __write_only image2d_t dst, __global half4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  half4 h = read_imageh(src, nearest, (int2)(x, y));
  write_imageh(dst, (int2)(y, x), h * (half)2.0f);
  out[x] = h;
}
