// Kernels that fail: the synchronizing call returns the error CUDA would
// give (a memory fault hipErrorIllegalAddress, a trap hipErrorLaunchFailure,
// a wave that never stops hipErrorLaunchTimeOut; gcnjit's report goes to
// stderr), each error is reported once, and the device keeps working.
#include <vector>

#include "check.h"

__global__ void writeTo(int* p, int value) { p[threadIdx.x] = value; }

__global__ void atomicAddAt(char* p, int byteOffset) {
  atomicAdd(reinterpret_cast<int*>(p + byteOffset), 1);
}

__global__ void trapIf(const int* flag) {
  if (flag[threadIdx.x]) __builtin_trap();
}

__global__ void spinUntil(volatile int* flag) {
  while (*flag == 0) {
  }
}

// ctest sets GCNJIT_MAX_WAVE_BLOCKS, so that the spinning wave is stopped soon.
int main() {
  writeTo<<<1, 64>>>(reinterpret_cast<int*>(0x10), 1);
  hipError_t e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "synchronize after the fault: %s", hipGetErrorName(e));
  EXPECT(hipDeviceSynchronize() == hipSuccess, "the fault was reported twice");

  int* good;
  HIP_CHECK(hipMalloc(&good, 64 * sizeof(int)));
  writeTo<<<1, 64>>>(good, 42);
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> host(64);
  HIP_CHECK(hipMemcpy(host.data(), good, 64 * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i) EXPECT(host[i] == 42, "host[%d] = %d", i, host[i]);

  // On a stream: the stream's synchronize reports it; hipGetLastError also
  // sees a fault nobody synchronized for.
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  writeTo<<<1, 64, 0, s>>>(reinterpret_cast<int*>(0x1000), 2);
  e = hipStreamSynchronize(s);
  EXPECT(e == hipErrorIllegalAddress, "stream synchronize: %s", hipGetErrorName(e));
  EXPECT(hipGetLastError() == hipErrorIllegalAddress, "the synchronize's error is the last error");
  writeTo<<<1, 64>>>(reinterpret_cast<int*>(0x2000), 3);
  // The null stream runs asynchronously: wait for it without synchronizing.
  while (hipStreamQuery(nullptr) == hipErrorNotReady) {
  }
  EXPECT(hipGetLastError() == hipErrorIllegalAddress, "last error after an unsynchronized fault");
  EXPECT(hipGetLastError() == hipSuccess, "fault reported twice");
  HIP_CHECK(hipStreamDestroy(s));

  // A misaligned atomic is a memory violation (Vega ISA "Memory Violations").
  atomicAddAt<<<1, 1>>>(reinterpret_cast<char*>(good), 2);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "misaligned atomic: %s", hipGetErrorName(e));
  atomicAddAt<<<1, 1>>>(reinterpret_cast<char*>(good), 4);
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy(host.data(), good, 64 * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[1] == 43, "aligned atomic after the misaligned one: %d", host[1]);

  // A trap.
  std::vector<int> flags(64, 0);
  flags[5] = 1;
  HIP_CHECK(hipMemcpy(good, flags.data(), 64 * sizeof(int), hipMemcpyHostToDevice));
  trapIf<<<1, 64>>>(good);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorLaunchFailure, "trap: %s", hipGetErrorName(e));

  // A wave waiting for a flag nobody sets.
  HIP_CHECK(hipMemset(good, 0, 64 * sizeof(int)));
  spinUntil<<<1, 64>>>(good);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorLaunchTimeOut, "runaway wave: %s", hipGetErrorName(e));

  writeTo<<<1, 64>>>(good, 7);
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy(host.data(), good, 64 * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[63] == 7, "after the faults: %d", host[63]);
  HIP_CHECK(hipFree(good));
  return finish("kernel_fault");
}
