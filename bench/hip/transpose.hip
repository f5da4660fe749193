// out = transpose(in) for an n x n float matrix (n a multiple of 32): 32 x 32
// tiles pass through shared memory (one column of padding against bank
// conflicts) so that both the reads and the writes are contiguous; each
// thread moves 4 elements of a 32 x 8 block.
#include <hip/hip_runtime.h>

constexpr unsigned kTile = 32, kRows = 8;

extern "C" __global__ __launch_bounds__(kTile * kRows) void transpose(const float* in, float* out, unsigned n) {
  __shared__ float tile[kTile][kTile + 1];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned x = blockIdx.x * kTile + tx, y = blockIdx.y * kTile + ty;
  for (unsigned j = 0; j < kTile; j += kRows) tile[ty + j][tx] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * kTile + tx;
  y = blockIdx.x * kTile + ty;
  for (unsigned j = 0; j < kTile; j += kRows) out[(y + j) * n + x] = tile[tx][ty + j];
}
