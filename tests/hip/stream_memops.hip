// Stream memory operations and small APIs: a kernel held back by
// hipStreamWaitValue32 until another stream's hipStreamWriteValue32,
// stream-ordered allocation (hipMallocAsync/hipFreeAsync), hipMemPtrGetInfo,
// hipExtMallocWithFlags, the context API and kernel names.
#include <hip/hip_ext.h>

#include <cstring>

#include "check.h"

__global__ void stamp(int* out, const unsigned* flag) { out[threadIdx.x] = int(*flag) + threadIdx.x; }

int main() {
  unsigned* flag;
  int* out;
  HIP_CHECK(hipHostMalloc(&flag, sizeof(unsigned), 0));
  *flag = 0;
  hipStream_t waiter, writer;
  HIP_CHECK(hipStreamCreate(&waiter));
  HIP_CHECK(hipStreamCreate(&writer));
  HIP_CHECK(hipMallocAsync(reinterpret_cast<void**>(&out), 64 * sizeof(int), waiter));
  HIP_CHECK(hipStreamWaitValue32(waiter, flag, 5, hipStreamWaitValueGte, 0xffffffffu));
  stamp<<<1, 64, 0, waiter>>>(out, flag);
  EXPECT(hipStreamQuery(waiter) == hipErrorNotReady, "the waiting stream ran ahead");
  HIP_CHECK(hipStreamWriteValue32(writer, flag, 7, 0));
  HIP_CHECK(hipStreamSynchronize(waiter));
  int host[64];
  HIP_CHECK(hipMemcpy(host, out, sizeof host, hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i) EXPECT(host[i] == 7 + i, "out[%d] = %d", i, host[i]);
  size_t size = 0;
  HIP_CHECK(hipMemPtrGetInfo(out, &size));
  EXPECT(size == 64 * sizeof(int), "size %zu", size);
  HIP_CHECK(hipFreeAsync(out, waiter));
  HIP_CHECK(hipStreamSynchronize(waiter));
  EXPECT(hipMemPtrGetInfo(out, &size) == hipErrorInvalidValue, "freed memory still known");

  void* flagged;
  HIP_CHECK(hipExtMallocWithFlags(&flagged, 256, hipDeviceMallocFinegrained));
  HIP_CHECK(hipFree(flagged));

  hipCtx_t ctx = nullptr;
  HIP_CHECK(hipCtxGetCurrent(&ctx));
  EXPECT(ctx != nullptr, "no current context");
  hipDevice_t device = -1;
  HIP_CHECK(hipCtxGetDevice(&device));
  EXPECT(device == 0, "context device %d", device);
  hipCtx_t primary = nullptr;
  HIP_CHECK(hipDevicePrimaryCtxRetain(&primary, 0));
  EXPECT(primary == ctx, "primary context differs from the current one");
  HIP_CHECK(hipDevicePrimaryCtxRelease(0));

  const char* name = hipKernelNameRefByPtr(reinterpret_cast<const void*>(stamp), nullptr);
  EXPECT(name && std::strstr(name, "stamp"), "kernel name %s", name ? name : "(null)");
  HIP_CHECK(hipStreamDestroy(waiter));
  HIP_CHECK(hipStreamDestroy(writer));
  HIP_CHECK(hipHostFree(flag));
  return finish("stream_memops");
}
