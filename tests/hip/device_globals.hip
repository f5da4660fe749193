// Device globals: __device__ and __constant__ variables through
// hipMemcpyToSymbol / hipMemcpyFromSymbol (with offsets, async too),
// hipGetSymbolAddress and hipGetSymbolSize.
#include "check.h"

__device__ int counters[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__constant__ float coefficients[4];
__device__ double scalar;

__global__ void useGlobals(float* out) {
  int i = threadIdx.x;
  if (i < 8) counters[i] += i * 10;
  if (i < 4) out[i] = coefficients[i] * float(scalar);
}

int main() {
  float host[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), host, sizeof host));
  double two = 2.0;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scalar), &two, sizeof two, 0, hipMemcpyHostToDevice));
  int seven = 700;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(counters), &seven, sizeof seven, 7 * sizeof(int), hipMemcpyHostToDevice));
  float* out;
  HIP_CHECK(hipMalloc(&out, 4 * sizeof(float)));
  useGlobals<<<1, 64>>>(out);
  float result[4];
  HIP_CHECK(hipMemcpy(result, out, sizeof result, hipMemcpyDeviceToHost));
  for (int i = 0; i < 4; ++i) EXPECT(result[i] == host[i] * 2.0f, "out[%d] = %f", i, result[i]);
  int counts[8];
  HIP_CHECK(hipMemcpyFromSymbol(counts, HIP_SYMBOL(counters), sizeof counts, 0, hipMemcpyDeviceToHost));
  for (int i = 0; i < 7; ++i) EXPECT(counts[i] == i + 1 + i * 10, "counters[%d] = %d", i, counts[i]);
  EXPECT(counts[7] == 700 + 70, "counters[7] = %d", counts[7]);

  void* address = nullptr;
  size_t size = 0;
  HIP_CHECK(hipGetSymbolAddress(&address, HIP_SYMBOL(counters)));
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(counters)));
  EXPECT(size == sizeof counts, "counters size %zu", size);
  int zeros[8] = {};
  HIP_CHECK(hipMemcpy(address, zeros, sizeof zeros, hipMemcpyHostToDevice));
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  int back[2] = {-1, -1};
  HIP_CHECK(hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counters), sizeof back, 2 * sizeof(int), hipMemcpyDeviceToHost, s));
  HIP_CHECK(hipStreamSynchronize(s));
  EXPECT(back[0] == 0 && back[1] == 0, "after clearing through the address: %d %d", back[0], back[1]);
  int notASymbol;
  EXPECT(hipGetSymbolAddress(&address, &notASymbol) == hipErrorInvalidSymbol, "unknown symbol accepted");
  EXPECT(hipMemcpyToSymbol(HIP_SYMBOL(scalar), host, 64) != hipSuccess, "copy past the variable accepted");
  HIP_CHECK(hipStreamDestroy(s));
  return finish("device_globals");
}
