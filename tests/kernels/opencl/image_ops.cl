// Image reads and writes (MIMG): sampled with filtering, unsampled loads,
// integer images, 3D images and image queries.
constant sampler_t linear_clamp =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
constant sampler_t nearest_repeat =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

kernel void image_blur(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 size = (float2)(get_image_width(src), get_image_height(src));
  float2 c = (convert_float2(p) + 0.5f) / size;
  float4 v = 0.25f * (read_imagef(src, linear_clamp, c + (float2)(0.5f, 0.0f) / size) +
                      read_imagef(src, linear_clamp, c - (float2)(0.5f, 0.0f) / size) +
                      read_imagef(src, nearest_repeat, c * 2.0f) + read_imagef(src, p));
  write_imagef(dst, p, v);
}

kernel void image_int(read_only image2d_t src, write_only image2d_t dst, sampler_t smp) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = read_imagei(src, smp, p) + read_imagei(src, p + (int2)(1, 0));
  write_imagei(dst, p, v >> 1);
}

kernel void image_volume(read_only image3d_t vol, global float4* out) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  size_t i = (p.z * get_image_height(vol) + p.y) * get_image_width(vol) + p.x;
  out[i] = read_imagef(vol, p) * (float)get_image_depth(vol);
}
