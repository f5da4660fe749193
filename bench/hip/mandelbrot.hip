// Iteration counts of the Mandelbrot set over a width x height window: lanes
// of a wave leave the loop at different iterations (divergence).
#include <hip/hip_runtime.h>

extern "C" __global__ void mandelbrot(unsigned* counts, unsigned width, unsigned height, unsigned max_iter) {
  unsigned px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  float cx = -2.0f + 2.5f * px / width, cy = -1.25f + 2.5f * py / height;
  float x = 0.0f, y = 0.0f;
  unsigned i = 0;
  while (i < max_iter && x * x + y * y <= 4.0f) {
    float t = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = t;
    ++i;
  }
  counts[py * width + px] = i;
}
