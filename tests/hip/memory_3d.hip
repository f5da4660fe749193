// 3D pitched memory: hipMalloc3D, hipMemset3D, hipMemcpy3D (host to device
// and a sub-box device to host) and a kernel indexing the pitched volume.
#include <vector>

#include "check.h"

__global__ void addCoords(hipPitchedPtr p, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y, z = blockIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  int* row = reinterpret_cast<int*>(static_cast<char*>(p.ptr) + (z * p.ysize + y) * p.pitch);
  row[x] += x + 100 * y + 10000 * z;
}

int main() {
  const int nx = 50, ny = 7, nz = 5;
  hipExtent extent = make_hipExtent(nx * sizeof(int), ny, nz);
  hipPitchedPtr volume;
  HIP_CHECK(hipMalloc3D(&volume, extent));
  EXPECT(volume.pitch >= nx * sizeof(int) && volume.xsize == nx * sizeof(int) && volume.ysize == ny, "pitched ptr");
  HIP_CHECK(hipMemset3D(volume, 0, extent));
  std::vector<int> host(nx * ny * nz, 3);
  hipMemcpy3DParms up{};
  up.srcPtr = make_hipPitchedPtr(host.data(), nx * sizeof(int), nx * sizeof(int), ny);
  up.dstPtr = volume;
  up.extent = extent;
  up.kind = hipMemcpyHostToDevice;
  HIP_CHECK(hipMemcpy3D(&up));
  addCoords<<<dim3((nx + 63) / 64, ny, nz), 64>>>(volume, nx, ny, nz);
  // Copy back the box x 10..29, y 2..6, z 1..4.
  const int bx = 20, by = 5, bz = 4;
  std::vector<int> box(bx * by * bz, -1);
  hipMemcpy3DParms down{};
  down.srcPtr = volume;
  down.srcPos = make_hipPos(10 * sizeof(int), 2, 1);
  down.dstPtr = make_hipPitchedPtr(box.data(), bx * sizeof(int), bx * sizeof(int), by);
  down.extent = make_hipExtent(bx * sizeof(int), by, bz);
  down.kind = hipMemcpyDeviceToHost;
  HIP_CHECK(hipMemcpy3D(&down));
  for (int z = 0; z < bz; ++z)
    for (int y = 0; y < by; ++y)
      for (int x = 0; x < bx; ++x) {
        int got = box[(z * by + y) * bx + x];
        int want = 3 + (x + 10) + 100 * (y + 2) + 10000 * (z + 1);
        EXPECT(got == want, "box (%d,%d,%d) = %d, expected %d", x, y, z, got, want);
      }
  HIP_CHECK(hipFree(volume.ptr));
  return finish("memory_3d");
}
