// C = A * B for n x n row-major matrices, one thread per element of C.
#include <hip/hip_runtime.h>

extern "C" __global__ void sgemm_naive(const float* a, const float* b, float* c, unsigned n) {
  unsigned col = blockIdx.x * blockDim.x + threadIdx.x, row = blockIdx.y * blockDim.y + threadIdx.y;
  float sum = 0.0f;
  for (unsigned k = 0; k < n; ++k) sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}
