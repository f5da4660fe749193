// The per-thread default stream, as AMD's ROCm 5.2 runtime has it
// (hipStreamPerThread, and the `_spt` functions that
// -fgpu-default-stream=per-thread programs call): each host thread has its
// own stream; a `_spt` call given the null stream uses it; the synchronous
// ones (hipMemcpy_spt, hipMemset_spt, ...) return when their work is done.
// Work held in one thread's stream does not hold another thread's
// (hipStreamQuery_spt(0) is hipErrorNotReady in the first, hipSuccess in
// the second). Results are checked against the host.
#include <algorithm>
#include <thread>
#include <vector>

#include "check.h"

extern "C" {
hipError_t hipMemcpy_spt(void*, const void*, size_t, hipMemcpyKind);
hipError_t hipMemcpyAsync_spt(void*, const void*, size_t, hipMemcpyKind, hipStream_t);
hipError_t hipMemcpyToSymbol_spt(const void*, const void*, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpyFromSymbol_spt(void*, const void*, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpy2D_spt(void*, size_t, const void*, size_t, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpy3D_spt(const hipMemcpy3DParms*);
hipError_t hipMemset_spt(void*, int, size_t);
hipError_t hipMemset2D_spt(void*, size_t, int, size_t, size_t);
hipError_t hipMemset3D_spt(hipPitchedPtr, int, hipExtent);
hipError_t hipStreamQuery_spt(hipStream_t);
hipError_t hipStreamSynchronize_spt(hipStream_t);
hipError_t hipStreamGetPriority_spt(hipStream_t, int*);
hipError_t hipStreamGetFlags_spt(hipStream_t, unsigned int*);
hipError_t hipStreamWaitEvent_spt(hipStream_t, hipEvent_t, unsigned int);
hipError_t hipLaunchKernel_spt(const void*, dim3, dim3, void**, size_t, hipStream_t);
}

__device__ int table[32];

__global__ void addTo(int* x, int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += k;
}

int main() {
  const int n = 256;
  std::vector<int> host(n), back(n);
  for (int i = 0; i < n; ++i) host[i] = i;
  int* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));

  // Copies, memsets and a launch on the calling thread's stream.
  HIP_CHECK(hipMemcpy_spt(d, host.data(), n * sizeof(int), hipMemcpyHostToDevice));
  int k = 5, count = n;
  void* args[] = {&d, &k, &count};
  HIP_CHECK(hipLaunchKernel_spt(reinterpret_cast<const void*>(addTo), dim3(n / 64), dim3(64), args, 0, nullptr));
  HIP_CHECK(hipMemcpy_spt(back.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += back[i] != i + 5;
  EXPECT(bad == 0, "launch on the per-thread stream: back[3] = %d", back[3]);
  HIP_CHECK(hipMemset_spt(d, 0, n * sizeof(int)));
  HIP_CHECK(hipMemset2D_spt(d, 64 * sizeof(int), 0x01, 8, 4));
  HIP_CHECK(hipMemcpy2D_spt(back.data(), 64 * sizeof(int), d, 64 * sizeof(int), 64 * sizeof(int), 4,
                            hipMemcpyDeviceToHost));
  EXPECT(back[0] == 0x01010101 && back[1] == 0x01010101 && back[2] == 0 && back[64] == 0x01010101,
         "memset2D/memcpy2D: %#x %#x %#x", back[0], back[2], back[64]);
  hipPitchedPtr pp = make_hipPitchedPtr(d, 64 * sizeof(int), 64, 4);
  HIP_CHECK(hipMemset3D_spt(pp, 0x02, make_hipExtent(4, 2, 1)));
  hipMemcpy3DParms p{};
  p.srcPtr = pp;
  p.dstPtr = make_hipPitchedPtr(back.data(), 64 * sizeof(int), 64, 4);
  p.extent = make_hipExtent(64 * sizeof(int), 4, 1);
  p.kind = hipMemcpyDeviceToHost;
  HIP_CHECK(hipMemcpy3D_spt(&p));
  EXPECT(back[0] == 0x02020202 && back[64] == 0x02020202 && back[128] == 0x01010101, "memset3D/memcpy3D: %#x",
         back[0]);
  HIP_CHECK(hipMemcpyToSymbol_spt(HIP_SYMBOL(table), host.data(), 32 * sizeof(int), 0, hipMemcpyHostToDevice));
  std::vector<int> fromTable(32, -1);
  HIP_CHECK(hipMemcpyFromSymbol_spt(fromTable.data(), HIP_SYMBOL(table), 32 * sizeof(int), 0,
                                    hipMemcpyDeviceToHost));
  EXPECT(fromTable[31] == 31, "symbol round trip: %d", fromTable[31]);
  unsigned flags = 99;
  int priority = 99;
  HIP_CHECK(hipStreamGetFlags_spt(nullptr, &flags));
  HIP_CHECK(hipStreamGetPriority_spt(nullptr, &priority));
  EXPECT(flags == hipStreamDefault && priority == 0, "per-thread stream flags %u priority %d", flags, priority);

  // Work held in this thread's stream does not hold another thread's. The
  // held copy's source is pinned: AMD's runtime makes a copy from pageable
  // memory wait for its own completion, here for the flag this thread sets
  // after it.
  int* pinnedHost;
  HIP_CHECK(hipHostMalloc(&pinnedHost, n * sizeof(int), 0));
  std::copy(host.begin(), host.end(), pinnedHost);
  unsigned* flag;
  HIP_CHECK(hipHostMalloc(&flag, sizeof(unsigned), 0));
  *flag = 0;
  hipEvent_t released;
  hipStream_t side;
  HIP_CHECK(hipEventCreate(&released));
  HIP_CHECK(hipStreamCreateWithFlags(&side, hipStreamNonBlocking));
  HIP_CHECK(hipStreamWaitValue32(side, flag, 1, hipStreamWaitValueEq, 0xffffffff));
  HIP_CHECK(hipEventRecord(released, side));
  HIP_CHECK(hipStreamWaitEvent_spt(nullptr, released, 0));
  HIP_CHECK(hipMemcpyAsync_spt(d, pinnedHost, n * sizeof(int), hipMemcpyHostToDevice, nullptr));
  EXPECT(hipStreamQuery_spt(nullptr) == hipErrorNotReady, "per-thread stream ran before the event");
  hipError_t otherThread = hipErrorUnknown;
  std::thread([&] {
    otherThread = hipMemset_spt(d + n / 2, 0, sizeof(int));  // queued behind nothing in its own stream
    if (otherThread == hipSuccess) otherThread = hipStreamQuery_spt(nullptr);
  }).join();
  EXPECT(otherThread == hipSuccess, "another thread's per-thread stream: %s", hipGetErrorName(otherThread));
  __atomic_store_n(flag, 1u, __ATOMIC_RELEASE);
  HIP_CHECK(hipStreamSynchronize_spt(nullptr));
  HIP_CHECK(hipMemcpy_spt(back.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(back[n - 1] == n - 1, "copy after the wait: %d", back[n - 1]);

  HIP_CHECK(hipStreamDestroy(side));
  HIP_CHECK(hipEventDestroy(released));
  HIP_CHECK(hipHostFree(flag));
  HIP_CHECK(hipHostFree(pinnedHost));
  HIP_CHECK(hipFree(d));
  return finish("per_thread_stream");
}
