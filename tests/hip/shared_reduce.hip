// Static shared memory and barriers: a tree reduction per block, then a
// second launch reduces the partial sums.
#include <vector>

#include "check.h"

constexpr int kBlock = 256;

__global__ void reduce(const int* in, long long* out, int n) {
  __shared__ long long partial[kBlock];
  long long sum = 0;
  for (int i = blockIdx.x * kBlock + threadIdx.x; i < n; i += gridDim.x * kBlock) sum += in[i];
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

__global__ void reduceFinal(long long* partials, int count) {
  __shared__ long long partial[kBlock];
  partial[threadIdx.x] = threadIdx.x < count ? partials[threadIdx.x] : 0;
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) partials[0] = partial[0];
}

int main() {
  const int n = 1 << 20, blocks = 200;
  std::vector<int> in(n);
  long long expected = 0;
  for (int i = 0; i < n; ++i) expected += in[i] = (i * 7919) % 1000 - 300;
  int* din;
  long long* dpart;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dpart, blocks * sizeof(long long)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  reduce<<<blocks, kBlock>>>(din, dpart, n);
  std::vector<long long> partials(blocks);
  HIP_CHECK(hipMemcpy(partials.data(), dpart, blocks * sizeof(long long), hipMemcpyDeviceToHost));
  long long sum = 0;
  for (long long p : partials) sum += p;
  EXPECT(sum == expected, "partials sum %lld, expected %lld", sum, expected);
  reduceFinal<<<1, kBlock>>>(dpart, blocks);
  long long total = 0;
  HIP_CHECK(hipMemcpy(&total, dpart, sizeof total, hipMemcpyDeviceToHost));
  EXPECT(total == expected, "total %lld, expected %lld", total, expected);
  return finish("shared_reduce");
}
