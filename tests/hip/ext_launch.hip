// hipExtLaunchKernelGGL with start and stop events, hipLaunchKernel called
// directly with an argument array, and the old hipConfigureCall /
// hipSetupArgument / hipLaunchByPtr sequence.
#include <hip/hip_ext.h>

#include <vector>

#include "check.h"

__global__ void iota(int* x, int base) { x[blockIdx.x * blockDim.x + threadIdx.x] = base + blockIdx.x * blockDim.x + threadIdx.x; }

int main() {
  const int n = 1024;
  int* x;
  HIP_CHECK(hipMalloc(&x, n * sizeof(int)));
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  hipExtLaunchKernelGGL(iota, dim3(n / 128), dim3(128), 0, s, start, stop, 0, x, 100);
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  EXPECT(ms >= 0, "elapsed %f", ms);
  std::vector<int> host(n);
  HIP_CHECK(hipMemcpy(host.data(), x, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(host[i] == 100 + i, "ext %d: %d", i, host[i]);

  int base = -7;
  void* args[] = {&x, &base};
  HIP_CHECK(hipLaunchKernel(reinterpret_cast<const void*>(iota), dim3(n / 64), dim3(64), args, 0, nullptr));
  HIP_CHECK(hipMemcpy(host.data(), x, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(host[i] == i - 7, "direct %d: %d", i, host[i]);
  HIP_CHECK(hipConfigureCall(dim3(n / 256), dim3(256), 0, nullptr));
  HIP_CHECK(hipSetupArgument(&x, sizeof x, 0));
  int base2 = 1000;
  HIP_CHECK(hipSetupArgument(&base2, sizeof base2, sizeof x));
  HIP_CHECK(hipLaunchByPtr(reinterpret_cast<const void*>(iota)));
  HIP_CHECK(hipMemcpy(host.data(), x, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(host[i] == i + 1000, "by pointer %d: %d", i, host[i]);
  int notAKernel;
  EXPECT(hipLaunchKernel(&notAKernel, dim3(1), dim3(1), args, 0, nullptr) == hipErrorInvalidDeviceFunction,
         "launch of an unregistered function");
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  HIP_CHECK(hipStreamDestroy(s));
  return finish("ext_launch");
}
