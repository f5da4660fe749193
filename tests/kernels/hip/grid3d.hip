// 3D blocks and grids with a grid-stride loop: trilinear upsampling of a
// volume, using every threadIdx/blockIdx/blockDim/gridDim component.
#include <hip/hip_runtime.h>

__global__ void upsample3d(const float* src, float* dst, int nx, int ny, int nz) {
  int ox = 2 * nx, oy = 2 * ny, oz = 2 * nz;
  for (int z = blockIdx.z * blockDim.z + threadIdx.z; z < oz; z += gridDim.z * blockDim.z)
    for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < oy; y += gridDim.y * blockDim.y)
      for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < ox; x += gridDim.x * blockDim.x) {
        float fx = fminf(x * 0.5f, nx - 1.001f), fy = fminf(y * 0.5f, ny - 1.001f),
              fz = fminf(z * 0.5f, nz - 1.001f);
        int x0 = (int)fx, y0 = (int)fy, z0 = (int)fz;
        float tx = fx - x0, ty = fy - y0, tz = fz - z0;
        auto at = [&](int dx, int dy, int dz) {
          return __ldg(&src[((z0 + dz) * ny + (y0 + dy)) * nx + x0 + dx]);
        };
        float c00 = at(0, 0, 0) * (1 - tx) + at(1, 0, 0) * tx;
        float c10 = at(0, 1, 0) * (1 - tx) + at(1, 1, 0) * tx;
        float c01 = at(0, 0, 1) * (1 - tx) + at(1, 0, 1) * tx;
        float c11 = at(0, 1, 1) * (1 - tx) + at(1, 1, 1) * tx;
        dst[(z * oy + y) * ox + x] = ((c00 * (1 - ty) + c10 * ty) * (1 - tz) + (c01 * (1 - ty) + c11 * ty) * tz);
      }
}
