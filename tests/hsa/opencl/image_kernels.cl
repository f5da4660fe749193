// Kernels the HSA image test runs on images and samplers created through
// the image extension (kernel arguments: the handles).

// dst(x, y) = 2 * src sampled at texel (x, y)'s centre (unnormalized
// coordinates; `s` decides the filter), for a 2D grid over dst.
kernel void sample_twice(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
  int2 at = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(src, s, (float2)(at.x + 0.5f, at.y + 0.5f));
  write_imagef(dst, at, 2.0f * v);
}

// out[x] = src sampled at x + 1 (between texels x and x + 1 of row 0: their
// mean with a linear filter) for a 1D grid.
kernel void sample_between(read_only image2d_t src, sampler_t s, global float4* out) {
  int x = get_global_id(0);
  out[x] = read_imagef(src, s, (float2)(x + 1.0f, 0.5f));
}

// Texel (x, y, z) of a 3D uint image += x + 10 y + 100 z, without a sampler.
kernel void add_coordinates(read_only image3d_t src, write_only image3d_t dst) {
  int4 at = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  uint4 v = read_imageui(src, at);
  write_imageui(dst, at, v + (uint4)(at.x + 10 * at.y + 100 * at.z));
}
