// A kernel that writes to an unmapped address: the synchronizing call
// returns hipErrorLaunchFailure (gcnjit's report goes to stderr), the error
// is reported once, and the device keeps working.
#include <vector>

#include "check.h"

__global__ void writeTo(int* p, int value) { p[threadIdx.x] = value; }

int main() {
  writeTo<<<1, 64>>>(reinterpret_cast<int*>(0x10), 1);
  hipError_t e = hipDeviceSynchronize();
  EXPECT(e == hipErrorLaunchFailure, "synchronize after the fault: %s", hipGetErrorName(e));
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
  EXPECT(e == hipErrorLaunchFailure, "stream synchronize: %s", hipGetErrorName(e));
  EXPECT(hipGetLastError() == hipErrorLaunchFailure, "the synchronize's error is the last error");
  writeTo<<<1, 64>>>(reinterpret_cast<int*>(0x2000), 3);
  EXPECT(hipGetLastError() == hipErrorLaunchFailure, "last error after an unsynchronized fault");
  EXPECT(hipGetLastError() == hipSuccess, "fault reported twice");
  HIP_CHECK(hipStreamDestroy(s));
  return finish("kernel_fault");
}
