// Vector types and integer/float built-ins: select, clamp, min/max,
// saturating conversions, popcount/clz/rotate, mad24/mul_hi, shuffles.
kernel void vector_ops(global const float4* a, global const int4* b,
                       global int4* out_i, global float4* out_f, global uchar4* out_c) {
  size_t i = get_global_id(0);
  float4 x = a[i];
  int4 k = b[i];
  float4 y = clamp(x * 2.0f - 1.0f, -1.0f, 1.0f);
  y = select(y, fabs(x), k > 0);
  out_f[i] = fmax(y, x.wzyx) + fmin(y, (float4)(0.5f)) + copysign(x, y);
  int4 r = popcount(k) + clz(k) + rotate(k, (int4)(3, 7, 11, 13));
  r += mad24(k, k.yzwx, (int4)(1)) + mul_hi(k, (int4)(0x12345678));
  r += convert_int4_sat_rte(x * 1e9f);
  out_i[i] = r ^ (k << 2) | (k >> 1);
  out_c[i] = convert_uchar4_sat(y * 255.0f);
}
