// Host callbacks in stream order (hipStreamAddCallback): each runs after the
// work queued before it and before the work queued after it.
#include <atomic>
#include <vector>

#include "check.h"

__global__ void fill(int* x, int value) { x[blockIdx.x * blockDim.x + threadIdx.x] = value; }

struct Seen {
  int* device;
  int value = -1;
  int order = 0;
};
std::atomic<int> counter{0};

void streamCallback(hipStream_t, hipError_t status, void* user) {
  auto* seen = static_cast<Seen*>(user);
  seen->value = status == hipSuccess ? seen->device[100] : -2;
  seen->order = ++counter;
}

int main() {
  int* d;
  HIP_CHECK(hipMallocManaged(&d, 256 * sizeof(int)));
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  Seen first{d}, second{d};
  fill<<<1, 256, 0, s>>>(d, 7);
  HIP_CHECK(hipStreamAddCallback(s, streamCallback, &first, 0));
  fill<<<1, 256, 0, s>>>(d, 9);
  HIP_CHECK(hipStreamAddCallback(s, streamCallback, &second, 0));
  HIP_CHECK(hipStreamSynchronize(s));
  EXPECT(first.value == 7, "callback saw %d", first.value);
  EXPECT(second.value == 9, "second callback saw %d", second.value);
  EXPECT(first.order == 1 && second.order == 2, "order %d %d", first.order, second.order);
  HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipFree(d));
  return finish("callbacks");
}
