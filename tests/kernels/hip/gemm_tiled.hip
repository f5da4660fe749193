// Templated tiled GEMM (C = alpha*A*B + beta*C) with shared-memory tiles,
// instantiated for float and double; each thread computes a 2x2 block.
#include <hip/hip_runtime.h>

template <typename T, int TILE>
__global__ void gemm_tiled(const T* a, const T* b, T* c, int n, T alpha, T beta) {
  __shared__ T ta[2 * TILE][TILE];
  __shared__ T tb[TILE][2 * TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * 2 * TILE + 2 * ty, col = blockIdx.x * 2 * TILE + 2 * tx;
  T acc[2][2] = {};
  for (int t = 0; t < n; t += TILE) {
    for (int r = 0; r < 2; ++r) {
      ta[2 * ty + r][tx] = a[(row + r) * n + t + tx];
      tb[ty][2 * tx + r] = b[(t + ty) * n + col + r];
    }
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      for (int r = 0; r < 2; ++r)
        for (int q = 0; q < 2; ++q) acc[r][q] += ta[2 * ty + r][k] * tb[k][2 * tx + q];
    __syncthreads();
  }
  for (int r = 0; r < 2; ++r)
    for (int q = 0; q < 2; ++q) {
      T& out = c[(row + r) * n + col + q];
      out = alpha * acc[r][q] + beta * out;
    }
}

template __global__ void gemm_tiled<float, 16>(const float*, const float*, float*, int, float, float);
template __global__ void gemm_tiled<double, 8>(const double*, const double*, double*, int, double,
                                               double);
