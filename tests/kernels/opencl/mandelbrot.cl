// Mandelbrot set: an escape-time loop whose trip count diverges per lane.
kernel void mandelbrot(global uint* out, int width, int height, float x0, float y0, float scale,
                       int max_iter) {
  int px = get_global_id(0), py = get_global_id(1);
  if (px >= width || py >= height) return;
  float cr = x0 + px * scale, ci = y0 + py * scale;
  float zr = 0.0f, zi = 0.0f;
  int n = 0;
  while (n < max_iter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++n;
  }
  out[py * width + px] = n == max_iter ? 0 : (uint)n * 0x010203u;
}
