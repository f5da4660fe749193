// 2D convolution with a 3x3 filter in constant memory, meant to be built at
// -O0: every variable lives in scratch, as in a debug build.
kernel void conv2d(global const float* in, constant float* filter, global float* out, int w,
                   int h) {
  int x = get_global_id(0), y = get_global_id(1);
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int sx = clamp(x + dx, 0, w - 1), sy = clamp(y + dy, 0, h - 1);
      acc += in[sy * w + sx] * filter[(dy + 1) * 3 + dx + 1];
    }
  if (x < w && y < h) out[y * w + x] = acc;
}
