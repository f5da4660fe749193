// C = A * B for n x n row-major matrices (n a multiple of kTile): 16 x 16
// tiles of A and B staged in shared memory, with __syncthreads before and
// after each use.
#include <hip/hip_runtime.h>

constexpr unsigned kTile = 16;

extern "C" __global__ __launch_bounds__(kTile * kTile) void sgemm_tiled(const float* a, const float* b, float* c,
                                                                        unsigned n) {
  __shared__ float ta[kTile][kTile], tb[kTile][kTile];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned col = blockIdx.x * kTile + tx, row = blockIdx.y * kTile + ty;
  float sum = 0.0f;
  for (unsigned t = 0; t < n; t += kTile) {
    ta[ty][tx] = a[row * n + t + tx];
    tb[ty][tx] = b[(t + ty) * n + col];
    __syncthreads();
    for (unsigned k = 0; k < kTile; ++k) sum += ta[ty][k] * tb[k][tx];
    __syncthreads();
  }
  c[row * n + col] = sum;
}
