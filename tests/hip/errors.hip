// Error paths: invalid frees and devices, the last-error protocol, error
// names and strings, a bad launch configuration, an unsupported function.
#include <cstring>

#include "check.h"

__global__ void nothing() {}

int main() {
  int onStack;
  EXPECT(hipFree(&onStack) == hipErrorInvalidValue, "free of a host pointer");
  EXPECT(hipPeekAtLastError() == hipErrorInvalidValue, "peek");
  EXPECT(hipPeekAtLastError() == hipErrorInvalidValue, "peek twice");
  EXPECT(hipGetLastError() == hipErrorInvalidValue, "get");
  EXPECT(hipGetLastError() == hipSuccess, "get resets");

  void* d;
  HIP_CHECK(hipMalloc(&d, 64));
  HIP_CHECK(hipFree(d));
  EXPECT(hipFree(d) == hipErrorInvalidValue, "double free");
  EXPECT(hipHostFree(d) == hipErrorInvalidValue, "hipHostFree of a freed pointer");
  void* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, 64, 0));
  // AMD's ROCm 5.2 runtime frees pinned memory with hipFree too (one free path).
  HIP_CHECK(hipFree(pinned));
  EXPECT(hipHostFree(pinned) == hipErrorInvalidValue, "pinned memory freed twice");

  EXPECT(hipSetDevice(-1) == hipErrorInvalidDevice, "device -1");
  EXPECT(hipSetDevice(7) == hipErrorInvalidDevice, "device 7");
  int value;
  EXPECT(hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, 2) == hipErrorInvalidDevice, "attribute of device 2");
  (void)hipGetLastError();

  nothing<<<1, 2048>>>();
  EXPECT(hipGetLastError() == hipErrorInvalidConfiguration, "block of 2048");
  nothing<<<0, 64>>>();
  EXPECT(hipGetLastError() == hipErrorInvalidValue, "empty grid");  // AMD 5.2's code
  nothing<<<1, 64>>>();
  EXPECT(hipGetLastError() == hipSuccess, "good launch");
  HIP_CHECK(hipDeviceSynchronize());

  EXPECT(std::strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue") == 0, "name");
  EXPECT(std::strcmp(hipGetErrorName(hipErrorLaunchFailure), "hipErrorLaunchFailure") == 0, "name");
  EXPECT(std::strcmp(hipGetErrorString(hipSuccess), "no error") == 0, "string %s", hipGetErrorString(hipSuccess));
  EXPECT(std::strlen(hipGetErrorString(hipErrorOutOfMemory)) > 0, "string");
  EXPECT(std::strcmp(hipGetErrorName(hipError_t(12345)), "hipErrorUnknown") == 0, "unknown code");

  // The profiler control calls are not supported: the call says so (and logs
  // its name once). ROCm 5.2 marks them deprecated; programs still call them.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  EXPECT(hipProfilerStart() == hipErrorNotSupported, "hipProfilerStart");
#pragma clang diagnostic pop
  EXPECT(hipGetLastError() == hipErrorNotSupported, "not-supported becomes the last error");
  return finish("errors");
}
