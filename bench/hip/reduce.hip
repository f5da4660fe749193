// Sum of n floats in two launches: each block of 256 adds a grid-strided share
// of the input into a register, then a tree in shared memory with
// __syncthreads gives one partial sum per block; one block then reduces the
// partial sums.
#include <hip/hip_runtime.h>

constexpr unsigned kGroup = 256;

__device__ float groupSum(float value, float* s) {
  unsigned lid = threadIdx.x;
  s[lid] = value;
  for (unsigned width = kGroup / 2; width > 0; width >>= 1) {
    __syncthreads();
    if (lid < width) s[lid] += s[lid + width];
  }
  __syncthreads();
  return s[0];
}

extern "C" __global__ __launch_bounds__(kGroup) void reduce_partial(const float* in, unsigned n, float* partial) {
  __shared__ float s[kGroup];
  float sum = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  float total = groupSum(sum, s);
  if (threadIdx.x == 0) partial[blockIdx.x] = total;
}

extern "C" __global__ __launch_bounds__(kGroup) void reduce_final(const float* partial, unsigned count, float* out) {
  __shared__ float s[kGroup];
  float sum = 0.0f;
  for (unsigned i = threadIdx.x; i < count; i += kGroup) sum += partial[i];
  float total = groupSum(sum, s);
  if (threadIdx.x == 0) out[0] = total;
}
