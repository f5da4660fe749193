// Function attributes and occupancy: hipFuncGetAttributes (static LDS, max
// threads from launch bounds), occupancy queries that respect block size
// and LDS use, and a launch with the suggested configuration.
#include "check.h"

__global__ void __launch_bounds__(256) bounded(float* x) {
  __shared__ float tile[1024];
  tile[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  x[threadIdx.x] = tile[255 - threadIdx.x];
}

__global__ void plain(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = i;
}

int main() {
  hipFuncAttributes attr;
  HIP_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(bounded)));
  EXPECT(attr.sharedSizeBytes == 4096, "static LDS %zu", attr.sharedSizeBytes);
  EXPECT(attr.maxThreadsPerBlock == 256, "max threads %d", attr.maxThreadsPerBlock);
  EXPECT(attr.numRegs > 0, "registers %d", attr.numRegs);
  HIP_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(plain)));
  EXPECT(attr.maxThreadsPerBlock == 1024, "plain max threads %d", attr.maxThreadsPerBlock);

  HIP_CHECK(hipFuncSetAttribute(reinterpret_cast<const void*>(plain), hipFuncAttributeMaxDynamicSharedMemorySize, 65536));
  int blocks64 = 0, blocks256 = 0, blocksLds = 0;
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks64, plain, 64, 0));
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks256, plain, 256, 0));
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocksLds, plain, 64, 32768));
  EXPECT(blocks64 >= blocks256 && blocks256 >= 1, "blocks %d %d", blocks64, blocks256);
  EXPECT(blocksLds <= 2 && blocksLds >= 1, "blocks with 32 KiB LDS %d", blocksLds);

  int grid = 0, block = 0;
  HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid, &block, bounded, 0, 0));
  EXPECT(block >= 64 && block <= 256, "suggested block %d", block);
  HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid, &block, plain, 0, 128));
  EXPECT(block == 128 && grid >= 1, "suggested %d x %d", grid, block);
  int n = grid * block;
  int* x;
  HIP_CHECK(hipMalloc(&x, n * sizeof(int)));
  plain<<<grid, block>>>(x, n);
  int last = -1;
  HIP_CHECK(hipMemcpy(&last, x + n - 1, sizeof last, hipMemcpyDeviceToHost));
  EXPECT(last == n - 1, "last %d", last);
  bounded<<<1, 512>>>(reinterpret_cast<float*>(x));
  EXPECT(hipGetLastError() != hipSuccess, "a block above the launch bounds was accepted");
  return finish("occupancy");
}
