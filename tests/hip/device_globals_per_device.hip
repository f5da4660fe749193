// Each device has its own copy of a module's __device__ globals, as on
// AMD's runtime (each GPU loads the code object into its own memory): a
// hipMemcpyToSymbol, or a kernel's write, on one device leaves the other
// devices' copies alone; hipGetSymbolAddress names the current device's
// copy; a kernel reads the copy of the device its stream belongs to; a
// __managed__ variable is one variable for all. Runs with GCNJIT_DEVICES=2
// and 3.
#include <vector>

#include "check.h"

__device__ int scale = 1;
__device__ int launches;
__managed__ int shared;

__global__ void scaled(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = scale * i;
  if (i == 0) {
    atomicAdd(&launches, 1);
    atomicAdd(&shared, 1);
  }
}

int main() {
  int devices = 0;
  HIP_CHECK(hipGetDeviceCount(&devices));
  if (devices < 2) {
    std::printf("device_globals_per_device needs GCNJIT_DEVICES=2 or more, got %d devices\n", devices);
    return 1;
  }
  constexpr int n = 128;

  // Each device's copy gets its own value.
  std::vector<void*> addresses(std::size_t(devices), nullptr);
  for (int d = 0; d < devices; ++d) {
    HIP_CHECK(hipSetDevice(d));
    int value = 10 + d;
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), &value, sizeof value));
    HIP_CHECK(hipGetSymbolAddress(&addresses[std::size_t(d)], HIP_SYMBOL(scale)));
    for (int e = 0; e < d; ++e)
      EXPECT(addresses[std::size_t(e)] != addresses[std::size_t(d)], "devices %d and %d share scale's address", e, d);
  }
  for (int d = 0; d < devices; ++d) {
    HIP_CHECK(hipSetDevice(d));
    int value = 0;
    HIP_CHECK(hipMemcpyFromSymbol(&value, HIP_SYMBOL(scale), sizeof value));
    EXPECT(value == 10 + d, "device %d reads scale %d, expected %d", d, value, 10 + d);
  }

  // Kernels read their device's copy; device d runs d + 1 launches.
  for (int d = 0; d < devices; ++d) {
    HIP_CHECK(hipSetDevice(d));
    int* out;
    HIP_CHECK(hipMalloc(&out, n * sizeof(int)));
    hipStream_t stream;
    HIP_CHECK(hipStreamCreate(&stream));
    for (int launch = 0; launch <= d; ++launch) scaled<<<n / 64, 64, 0, stream>>>(out, n);
    HIP_CHECK(hipStreamSynchronize(stream));
    std::vector<int> back(n);
    HIP_CHECK(hipMemcpy(back.data(), out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) EXPECT(back[i] == (10 + d) * i, "device %d: out[%d] = %d", d, i, back[i]);
    HIP_CHECK(hipStreamDestroy(stream));
    HIP_CHECK(hipFree(out));
  }
  int total = 0;
  for (int d = 0; d < devices; ++d) {
    HIP_CHECK(hipSetDevice(d));
    int count = 0;
    HIP_CHECK(hipMemcpyFromSymbol(&count, HIP_SYMBOL(launches), sizeof count));
    EXPECT(count == d + 1, "device %d counted %d launches, expected %d", d, count, d + 1);
    total += d + 1;
  }
  EXPECT(shared == total, "the managed variable counted %d launches, expected %d", shared, total);

  // Symbol copies with a bad size keep their codes on every device.
  HIP_CHECK(hipSetDevice(devices - 1));
  int value = 0;
  EXPECT(hipMemcpyToSymbol(HIP_SYMBOL(scale), &value, sizeof value, 4) == hipErrorInvalidValue, "copy past the end");
  (void)hipGetLastError();
  return finish("device_globals_per_device");
}
