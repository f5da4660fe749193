// Interprocess handles within one process, with AMD 5.2's codes: a memory
// handle of an allocation (and of a pointer inside it) opens to that
// memory, which kernels then read and write through the opened pointer;
// opens are counted and each is closed once (closing more is
// hipErrorInvalidHandle); a handle of freed memory, of host memory, a
// zeroed handle and unknown flags are refused. An event needs
// hipEventInterprocess for a handle (else hipErrorInvalidConfiguration),
// and its handle opened in the same process is hipErrorInvalidContext.
#include <cstring>
#include <vector>

#include "check.h"

__global__ void addOne(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
}

int main() {
  const int n = 4096;
  int* device;
  HIP_CHECK(hipMalloc(&device, n * sizeof(int)));
  std::vector<int> host(n);
  for (int i = 0; i < n; ++i) host[i] = 3 * i;
  HIP_CHECK(hipMemcpy(device, host.data(), n * sizeof(int), hipMemcpyHostToDevice));

  hipIpcMemHandle_t handle, inner;
  HIP_CHECK(hipIpcGetMemHandle(&handle, device));
  HIP_CHECK(hipIpcGetMemHandle(&inner, device + 100));
  int *opened, *openedInner, *again;
  HIP_CHECK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&opened), handle, hipIpcMemLazyEnablePeerAccess));
  HIP_CHECK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&openedInner), inner, hipIpcMemLazyEnablePeerAccess));
  HIP_CHECK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&again), handle, hipIpcMemLazyEnablePeerAccess));
  EXPECT(opened == device && again == device, "the handle opened at %p, not %p", static_cast<void*>(opened),
         static_cast<void*>(device));
  EXPECT(openedInner == device + 100, "an inner pointer's handle opened at %p", static_cast<void*>(openedInner));

  hipLaunchKernelGGL(addOne, dim3(n / 256), dim3(256), 0, nullptr, opened, n);
  std::vector<int> got(n);
  HIP_CHECK(hipMemcpy(got.data(), device, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(got[i] == 3 * i + 1, "element %d is %d after a kernel through the handle", i, got[i]);

  HIP_CHECK(hipIpcCloseMemHandle(opened));
  HIP_CHECK(hipIpcCloseMemHandle(again));
  HIP_CHECK(hipIpcCloseMemHandle(openedInner));
  EXPECT(hipIpcCloseMemHandle(opened) == hipErrorInvalidHandle, "closed more often than opened");
  EXPECT(hipIpcCloseMemHandle(device + 7) == hipErrorInvalidHandle, "closed a pointer never opened");

  void* out;
  EXPECT(hipIpcOpenMemHandle(&out, handle, 1) == hipErrorInvalidValue, "flags 1");
  hipIpcMemHandle_t zeroed;
  std::memset(&zeroed, 0, sizeof zeroed);
  EXPECT(hipIpcOpenMemHandle(&out, zeroed, 0) == hipErrorInvalidValue, "a zeroed handle");
  int* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, 64));
  EXPECT(hipIpcGetMemHandle(&inner, pinned) == hipErrorInvalidDevicePointer, "a handle of host memory");
  HIP_CHECK(hipHostFree(pinned));
  HIP_CHECK(hipFree(device));
  EXPECT(hipIpcOpenMemHandle(&out, handle, 0) == hipErrorInvalidDevicePointer, "a handle of freed memory");

  hipEvent_t plain, shared, openedEvent;
  HIP_CHECK(hipEventCreate(&plain));
  HIP_CHECK(hipEventCreateWithFlags(&shared, hipEventInterprocess | hipEventDisableTiming));
  hipIpcEventHandle_t eventHandle;
  EXPECT(hipIpcGetEventHandle(&eventHandle, plain) == hipErrorInvalidConfiguration, "a handle of a plain event");
  HIP_CHECK(hipIpcGetEventHandle(&eventHandle, shared));
  EXPECT(hipIpcOpenEventHandle(&openedEvent, eventHandle) == hipErrorInvalidContext,
         "an event handle opened in its own process");
  (void)hipGetLastError();
  HIP_CHECK(hipEventDestroy(plain));
  HIP_CHECK(hipEventDestroy(shared));
  return finish("ipc");
}
