// Float and double atomic adds on global memory, and integer atomics on
// shared memory (a per-block histogram merged into a global one).
#include <vector>

#include "check.h"

constexpr int kBins = 64;

__global__ void histogram(const int* values, int n, unsigned* bins, float* fsum, double* dsum) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    atomicAdd(&local[values[i] % kBins], 1u);
    atomicAdd(fsum, 0.5f);
    atomicAdd(dsum, double(values[i]));
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 1 << 15;
  std::vector<int> values(n);
  std::vector<unsigned> expected(kBins, 0);
  double expectedSum = 0;
  for (int i = 0; i < n; ++i) {
    values[i] = (i * 2654435761u) >> 20;
    ++expected[values[i] % kBins];
    expectedSum += values[i];
  }
  int* dv;
  unsigned* dbins;
  float* fsum;
  double* dsum;
  HIP_CHECK(hipMalloc(&dv, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dbins, kBins * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&fsum, sizeof(float)));
  HIP_CHECK(hipMalloc(&dsum, sizeof(double)));
  HIP_CHECK(hipMemcpy(dv, values.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dbins, 0, kBins * sizeof(unsigned)));
  HIP_CHECK(hipMemset(fsum, 0, sizeof(float)));
  HIP_CHECK(hipMemset(dsum, 0, sizeof(double)));
  histogram<<<32, 256>>>(dv, n, dbins, fsum, dsum);
  std::vector<unsigned> bins(kBins);
  float f;
  double d;
  HIP_CHECK(hipMemcpy(bins.data(), dbins, kBins * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&f, fsum, sizeof f, hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&d, dsum, sizeof d, hipMemcpyDeviceToHost));
  for (int b = 0; b < kBins; ++b) EXPECT(bins[b] == expected[b], "bin %d: %u, expected %u", b, bins[b], expected[b]);
  EXPECT(f == 0.5f * n, "float sum %f", f);  // exact: small integers and halves
  EXPECT(d == expectedSum, "double sum %f, expected %f", d, expectedSum);
  return finish("atomics_float");
}
