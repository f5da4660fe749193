// 256-bin histogram of bytes: each block counts its grid-strided share of the
// input in shared memory with atomic increments, then adds its bins to the
// global histogram with one atomic add per bin.
#include <hip/hip_runtime.h>

constexpr unsigned kBins = 256;

extern "C" __global__ __launch_bounds__(kBins) void histogram(const unsigned char* data, unsigned n, unsigned* bins) {
  __shared__ unsigned localBins[kBins];
  unsigned lid = threadIdx.x;
  localBins[lid] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    atomicAdd(&localBins[data[i]], 1u);
  }
  __syncthreads();
  if (localBins[lid] != 0) atomicAdd(&bins[lid], localBins[lid]);
}
