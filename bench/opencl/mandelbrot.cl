// Iteration counts of the Mandelbrot set over a width x height window: lanes
// of a wave leave the loop at different iterations (divergence).
kernel void mandelbrot(global uint* counts, uint width, uint height, uint max_iter) {
  uint px = get_global_id(0), py = get_global_id(1);
  float cx = -2.0f + 2.5f * px / width, cy = -1.25f + 2.5f * py / height;
  float x = 0.0f, y = 0.0f;
  uint i = 0;
  while (i < max_iter && x * x + y * y <= 4.0f) {
    float t = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = t;
    ++i;
  }
  counts[py * width + px] = i;
}
