// Memory API: memset widths, 2D copies and memset on pitched memory,
// device-to-device copies, host and registered memory used by kernels,
// hipMemGetInfo, pointer attributes, address ranges.
#include <vector>

#include "check.h"

__global__ void increment(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

int main() {
  const int n = 4096;
  unsigned char* bytes;
  HIP_CHECK(hipMalloc(&bytes, n * 4));
  HIP_CHECK(hipMemset(bytes, 0xab, n * 4));
  HIP_CHECK(hipMemsetD16(reinterpret_cast<hipDeviceptr_t>(bytes), 0x1234, 8));
  HIP_CHECK(hipMemsetD32(reinterpret_cast<hipDeviceptr_t>(bytes + 16), 0x7eadbeef, 4));
  HIP_CHECK(hipMemsetD8(reinterpret_cast<hipDeviceptr_t>(bytes + 32), 0x5a, 3));
  std::vector<unsigned char> host(n * 4);
  HIP_CHECK(hipMemcpy(host.data(), bytes, n * 4, hipMemcpyDeviceToHost));
  EXPECT(host[0] == 0x34 && host[1] == 0x12 && host[15] == 0x12, "D16");
  EXPECT(host[16] == 0xef && host[19] == 0x7e && host[31] == 0x7e, "D32");
  EXPECT(host[32] == 0x5a && host[34] == 0x5a && host[35] == 0xab, "D8");
  EXPECT(host[n * 4 - 1] == 0xab, "memset tail");

  // Pitched 2D memory.
  const size_t width = 100 * sizeof(float), height = 37;
  float* pitched;
  size_t pitch = 0;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&pitched), &pitch, width, height));
  EXPECT(pitch >= width && pitch % 4 == 0, "pitch %zu", pitch);
  std::vector<float> matrix(100 * height), back(100 * height, 0.0f);
  for (size_t i = 0; i < matrix.size(); ++i) matrix[i] = float(i);
  HIP_CHECK(hipMemset2D(pitched, pitch, 0, width, height));
  HIP_CHECK(hipMemcpy2D(pitched, pitch, matrix.data(), width, width, height, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy2D(back.data(), width, pitched, pitch, width, height, hipMemcpyDeviceToHost));
  for (size_t i = 0; i < matrix.size(); ++i) EXPECT(back[i] == matrix[i], "2D element %zu", i);
  EXPECT(hipMemcpy2D(back.data(), 4, pitched, pitch, width, height, hipMemcpyDeviceToHost) == hipErrorInvalidPitchValue,
         "width above pitch accepted");

  // Device to device, async on the null stream.
  int *a, *b;
  HIP_CHECK(hipMalloc(&a, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(int)));
  std::vector<int> ints(n);
  for (int i = 0; i < n; ++i) ints[i] = i * 3;
  HIP_CHECK(hipMemcpyHtoD(reinterpret_cast<hipDeviceptr_t>(a), ints.data(), n * sizeof(int)));
  HIP_CHECK(hipMemcpyDtoD(reinterpret_cast<hipDeviceptr_t>(b), reinterpret_cast<hipDeviceptr_t>(a), n * sizeof(int)));
  HIP_CHECK(hipMemcpyAsync(ints.data(), b, n * sizeof(int), hipMemcpyDefault, 0));
  HIP_CHECK(hipStreamSynchronize(0));
  for (int i = 0; i < n; ++i) EXPECT(ints[i] == i * 3, "DtoD %d", i);

  // Pinned host memory and registered host memory, used by a kernel.
  int* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, n * sizeof(int), hipHostMallocMapped));
  for (int i = 0; i < n; ++i) pinned[i] = i;
  int* devView;
  HIP_CHECK(hipHostGetDevicePointer(reinterpret_cast<void**>(&devView), pinned, 0));
  increment<<<n / 256, 256>>>(devView, n);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) EXPECT(pinned[i] == i + 1, "pinned %d", i);
  std::vector<int> registered(n, 5);
  HIP_CHECK(hipHostRegister(registered.data(), n * sizeof(int), hipHostRegisterDefault));
  increment<<<n / 256, 256>>>(registered.data(), n);
  HIP_CHECK(hipDeviceSynchronize());
  EXPECT(registered[0] == 6 && registered[n - 1] == 6, "registered %d %d", registered[0], registered[n - 1]);
  HIP_CHECK(hipHostUnregister(registered.data()));

  hipPointerAttribute_t attr;
  HIP_CHECK(hipPointerGetAttributes(&attr, a + 10));
  EXPECT(attr.memoryType == hipMemoryTypeDevice && attr.isManaged == 0, "device attributes");
  HIP_CHECK(hipPointerGetAttributes(&attr, pinned));
  EXPECT(attr.memoryType == hipMemoryTypeHost, "host attributes %d", int(attr.memoryType));
  hipDeviceptr_t base;
  size_t size;
  HIP_CHECK(hipMemGetAddressRange(&base, &size, reinterpret_cast<hipDeviceptr_t>(a + 100)));
  EXPECT(base == a && size == n * sizeof(int), "address range");
  size_t free = 0, total = 0;
  HIP_CHECK(hipMemGetInfo(&free, &total));
  EXPECT(total > 0 && free <= total, "mem info %zu %zu", free, total);

  void* nothing = reinterpret_cast<void*>(1);
  HIP_CHECK(hipMalloc(&nothing, 0));
  EXPECT(nothing == nullptr, "zero-byte allocation is not null");
  HIP_CHECK(hipFree(nullptr));
  HIP_CHECK(hipHostFree(pinned));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(bytes));
  HIP_CHECK(hipFree(pitched));
  return finish("memory_api");
}
