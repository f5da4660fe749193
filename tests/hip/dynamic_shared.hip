// Dynamic shared memory (extern __shared__) sized at launch, alongside static
// shared memory: each block reverses its slice through LDS.
#include <vector>

#include "check.h"

__global__ void reverseBlocks(const int* in, int* out, int perBlock) {
  extern __shared__ int buffer[];
  __shared__ int blockTag;
  if (threadIdx.x == 0) blockTag = blockIdx.x * 1000;
  const int* src = in + blockIdx.x * perBlock;
  for (int i = threadIdx.x; i < perBlock; i += blockDim.x) buffer[i] = src[i];
  __syncthreads();
  for (int i = threadIdx.x; i < perBlock; i += blockDim.x)
    out[blockIdx.x * perBlock + i] = buffer[perBlock - 1 - i] + blockTag;
}

int main() {
  const int blocks = 13;
  for (int perBlock : {64, 1000, 8192}) {
    std::vector<int> in(blocks * perBlock), out(in.size());
    for (size_t i = 0; i < in.size(); ++i) in[i] = int(i);
    int *din, *dout;
    HIP_CHECK(hipMalloc(&din, in.size() * sizeof(int)));
    HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(int)));
    HIP_CHECK(hipMemcpy(din, in.data(), in.size() * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(reverseBlocks, dim3(blocks), dim3(128), perBlock * sizeof(int), 0, din, dout, perBlock);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b)
      for (int i = 0; i < perBlock; ++i)
        EXPECT(out[b * perBlock + i] == in[b * perBlock + perBlock - 1 - i] + b * 1000, "perBlock %d block %d i %d",
               perBlock, b, i);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
  }
  return finish("dynamic_shared");
}
