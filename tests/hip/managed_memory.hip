// Managed memory: hipMallocManaged used directly by host and kernels, and a
// __managed__ variable with an initial value.
#include "check.h"

__managed__ int counter = 40;
__managed__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

__global__ void touch(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * 2 + int(table[i % 4]);
  if (i == 0) counter += 2;
}

int main() {
  const int n = 10000;
  int* data;
  HIP_CHECK(hipMallocManaged(&data, n * sizeof(int), hipMemAttachGlobal));
  for (int i = 0; i < n; ++i) data[i] = i;
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, data));
  EXPECT(attributes.isManaged == 1, "not managed");
  HIP_CHECK(hipMemPrefetchAsync(data, n * sizeof(int), 0, 0));
  touch<<<(n + 255) / 256, 256>>>(data, n);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) EXPECT(data[i] == 2 * i + (i % 4 + 1), "data[%d] = %d", i, data[i]);
  EXPECT(counter == 42, "counter %d", counter);
  table[0] = 10.0f;
  touch<<<1, 1>>>(data, 1);
  HIP_CHECK(hipDeviceSynchronize());
  EXPECT(data[0] == 2 * 1 + 10, "data[0] %d after the host changed the managed table", data[0]);
  EXPECT(counter == 44, "counter %d", counter);
  HIP_CHECK(hipFree(data));
  return finish("managed_memory");
}
