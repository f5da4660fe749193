// Single precision math library calls resolved through the device libraries.
kernel void math_lib(global const float* a, global const float* b, global float* out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  float r = sin(x) + cos(y) + tan(x * 0.5f);
  r += exp(x) + exp2(y) + log(fabs(x) + 1.0f) + log2(fabs(y) + 1.0f);
  r += pow(fabs(x), y) + sqrt(fabs(y)) + rsqrt(fabs(x) + 1.0f) + fma(x, y, r);
  r += atan2(y, x) + asin(clamp(x, -1.0f, 1.0f)) + sinh(y * 0.1f) + erf(x) + cbrt(y);
  out[i] = r + native_sin(x) + native_exp(y) + native_recip(y + 2.0f) + half_sqrt(fabs(x));
}
