// A 2D grid: matrix transpose through a shared-memory tile with a padded row.
#include <vector>

#include "check.h"

constexpr int kTile = 16;

__global__ void transpose(const float* in, float* out, int rows, int cols) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x, y = blockIdx.y * kTile + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  const int rows = 300, cols = 197;
  std::vector<float> in(rows * cols), out(rows * cols);
  for (int i = 0; i < rows * cols; ++i) in[i] = float(i);
  float *din, *dout;
  HIP_CHECK(hipMalloc(&din, in.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice));
  dim3 block(kTile, kTile), grid((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  transpose<<<grid, block>>>(din, dout, rows, cols);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      EXPECT(out[c * rows + r] == in[r * cols + c], "out[%d][%d] = %f", c, r, out[c * rows + r]);
  return finish("grid_2d");
}
