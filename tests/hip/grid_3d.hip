// A 3D grid of 3D blocks: every work-item writes its global coordinates and
// the launch dimensions it sees.
#include <vector>

#include "check.h"

__global__ void coords(int* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  int* o = out + 4 * ((z * ny + y) * nx + x);
  o[0] = x;
  o[1] = y;
  o[2] = z;
  o[3] = gridDim.x * 10000 + gridDim.y * 100 + gridDim.z + blockDim.x * blockDim.y * blockDim.z * 1000000;
}

int main() {
  const int nx = 37, ny = 21, nz = 9;
  dim3 block(8, 4, 2), grid((nx + 7) / 8, (ny + 3) / 4, (nz + 1) / 2);
  std::vector<int> out(4 * nx * ny * nz, -1);
  int* d;
  HIP_CHECK(hipMalloc(&d, out.size() * sizeof(int)));
  HIP_CHECK(hipMemset(d, 0xff, out.size() * sizeof(int)));
  coords<<<grid, block>>>(d, nx, ny, nz);
  HIP_CHECK(hipMemcpy(out.data(), d, out.size() * sizeof(int), hipMemcpyDeviceToHost));
  int dims = int(grid.x * 10000 + grid.y * 100 + grid.z + 64 * 1000000);
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        const int* o = &out[4 * ((z * ny + y) * nx + x)];
        EXPECT(o[0] == x && o[1] == y && o[2] == z && o[3] == dims, "(%d,%d,%d): %d %d %d %d", x, y, z, o[0], o[1],
               o[2], o[3]);
      }
  return finish("grid_3d");
}
