// Events: record around work, elapsed time, query, synchronize, a stream
// waiting for another stream's event, and timing-disabled events.
#include <vector>

#include "check.h"

__global__ void busy(unsigned* x, int rounds) {
  unsigned v = x[threadIdx.x];
  for (int r = 0; r < rounds; ++r) v = v * 1664525u + 1013904223u;
  x[threadIdx.x] = v;
}

__global__ void copyPlusOne(const unsigned* in, unsigned* out) { out[threadIdx.x] = in[threadIdx.x] + 1; }

int main() {
  unsigned *a, *b;
  HIP_CHECK(hipMalloc(&a, 256 * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&b, 256 * sizeof(unsigned)));
  HIP_CHECK(hipMemset(a, 0, 256 * sizeof(unsigned)));
  hipEvent_t start, stop, ready, untimed;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventCreate(&ready));
  HIP_CHECK(hipEventCreateWithFlags(&untimed, hipEventDisableTiming));
  EXPECT(hipEventQuery(start) == hipSuccess, "a new event is complete");
  hipStream_t producer, consumer;
  HIP_CHECK(hipStreamCreate(&producer));
  HIP_CHECK(hipStreamCreate(&consumer));

  HIP_CHECK(hipEventRecord(start, producer));
  busy<<<1, 256, 0, producer>>>(a, 20000);
  HIP_CHECK(hipEventRecord(ready, producer));
  HIP_CHECK(hipEventRecord(stop, producer));
  HIP_CHECK(hipEventRecord(untimed, producer));
  // The consumer must see the producer's result.
  HIP_CHECK(hipStreamWaitEvent(consumer, ready, 0));
  copyPlusOne<<<1, 256, 0, consumer>>>(a, b);
  HIP_CHECK(hipEventSynchronize(stop));
  EXPECT(hipEventQuery(stop) == hipSuccess, "stop not complete after synchronize");
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  EXPECT(ms >= 0.0f && ms < 10000.0f, "elapsed %f ms", ms);
  EXPECT(hipEventElapsedTime(&ms, start, untimed) == hipErrorInvalidHandle, "timing-disabled event gave a time");
  HIP_CHECK(hipStreamSynchronize(consumer));
  std::vector<unsigned> ha(256), hb(256);
  HIP_CHECK(hipMemcpy(ha.data(), a, 256 * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(hb.data(), b, 256 * sizeof(unsigned), hipMemcpyDeviceToHost));
  unsigned expected = 0;
  for (int r = 0; r < 20000; ++r) expected = expected * 1664525u + 1013904223u;
  for (int i = 0; i < 256; ++i) EXPECT(ha[i] == expected && hb[i] == expected + 1, "element %d", i);
  // Null-stream events.
  HIP_CHECK(hipEventRecord(start, 0));
  HIP_CHECK(hipEventRecord(stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  EXPECT(ms >= 0.0f, "null stream elapsed %f", ms);
  hipEvent_t never;
  HIP_CHECK(hipEventCreate(&never));
  EXPECT(hipEventElapsedTime(&ms, never, stop) == hipErrorInvalidHandle, "unrecorded event gave a time");
  for (hipEvent_t e : {start, stop, ready, untimed, never}) HIP_CHECK(hipEventDestroy(e));
  HIP_CHECK(hipStreamDestroy(producer));
  HIP_CHECK(hipStreamDestroy(consumer));
  return finish("events");
}
