// Half precision scalar and packed (half2) arithmetic, conversions and
// vload_half/vstore_half.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void half_scalar(global const half* a, global const half* b, global half* out,
                        global float* out_f, global const ushort* raw) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  half r = x * y + (half)1.5f;
  r = fmax(r, x) - fmin(y, (half)0.25f);
  r = fma(r, x, y) / (y + (half)2.0f);
  out[i] = sqrt(fabs(r)) + (half)(i & 7);
  out_f[i] = vload_half(i, (global const half*)raw) + (float)r;
  vstore_half_rtz(out_f[i] * 0.5f, i, out + 1024);
}

// Half inputs widened into a float multiply-add: v_mad_mix_f32 on gfx900,
// v_fma_mix_f32 on gfx906/gfx908 (only with f32 denormals flushed, hence
// -cl-denorms-are-zero for this source).
kernel void half_mixed(global const half* a, global const half* b, global float* acc) {
  size_t i = get_global_id(0);
  acc[i] = fma((float)a[i], (float)b[i], acc[i]) + (float)a[i + 1] * 0.5f;
}

kernel void half_packed(global const half2* a, global const half2* b, global half2* out) {
  size_t i = get_global_id(0);
  half2 x = a[i], y = b[i];
  half2 r = x * y + x;
  r = fma(r, y, (half2)(0.5h, -0.5h));
  r = fmax(r, x.yx) - fmin(y, (half2)(1.0h));
  out[i] = r * (half2)(2.0h, 3.0h);
}
