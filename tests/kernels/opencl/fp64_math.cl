// Double precision: division, sqrt, fma, exp/log, rounding and conversions.
kernel void fp64_math(global const double* a, global const double* b, global double* out,
                      global long* out_l, global float* out_f) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  double q = x / y;
  double r = sqrt(fabs(x)) + fma(x, y, q) + exp(y * 0.01) - log1p(fabs(q));
  r += floor(x) * ceil(y) - trunc(q) + rint(r) + ldexp(y, 3) + fmod(x, y);
  out[i] = r + rsqrt(fabs(y) + 1.0) + (double)(int)x;
  out_l[i] = convert_long_rtz(q);
  out_f[i] = (float)(x * y);
}
