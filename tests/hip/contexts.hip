// The driver context API as AMD's ROCm 5.2 runtime implements it (hipamd
// src/hip_context.cpp), with a kernel launched while a created context is
// current and checked against the host:
// - hipCtxCreate returns the device's primary context (the same handle as
//   hipDevicePrimaryCtxRetain and hipCtxGetCurrent), gives the device its
//   flags whole (hipGetDeviceFlags; hipSetDeviceFlags keeps only the
//   scheduling bits on ROCm, as AMD's hip-tests say) and pushes it on the
//   calling thread's context stack; hipCtxPushCurrent pushes,
//   hipCtxPopCurrent pops (an empty stack: hipErrorInvalidContext),
//   hipCtxDestroy pops its context when it is on top, hipCtxSetCurrent
//   replaces the top (null pops it). The stack is per thread.
// - hipCtxGetCurrent gives the current device's context even with an empty
//   stack (AMD keeps the thread's device); hipCtxGetDevice gives 0.
// - hipCtxPushCurrent(null) is hipErrorInvalidContext, hipCtxDestroy(null)
//   and hipCtxCreate of a device that does not exist hipErrorInvalidValue,
//   hipDevicePrimaryCtxRetain of one hipErrorInvalidDevice,
//   hipDevicePrimaryCtxSetFlags hipErrorContextAlreadyInUse,
//   hipDevicePrimaryCtxGetState accepts null outputs.
// Where this differs from AMD 5.2: hipCtxGetFlags, GetCacheConfig,
// SetCacheConfig and SetSharedMemConfig return hipErrorNotSupported there
// (unimplemented); here they answer as documented (the flags given to
// hipCtxCreate, the device-wide cache and shared-memory configuration).
// A null output or a pointer that is no context is an error here where AMD
// reads through it.
#include <thread>

#include "check.h"

__global__ void square(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}

int main() {
  HIP_CHECK(hipInit(0));
  hipDevice_t device;
  HIP_CHECK(hipDeviceGet(&device, 0));
  hipCtx_t primary, created, current, popped;
  HIP_CHECK(hipDevicePrimaryCtxRetain(&primary, device));
  HIP_CHECK(hipCtxCreate(&created, hipDeviceScheduleYield, device));
  EXPECT(created == primary, "hipCtxCreate is not the primary context");
  HIP_CHECK(hipCtxGetCurrent(&current));
  EXPECT(current == created, "current context");
  unsigned flags = 0;
  HIP_CHECK(hipCtxGetFlags(&flags));
  EXPECT(flags == hipDeviceScheduleYield, "flags %u", flags);
  // hipCtxCreate's flags are the device's, whole; hipSetDeviceFlags keeps
  // only the scheduling bits on ROCm.
  unsigned deviceFlags = 0;
  HIP_CHECK(hipGetDeviceFlags(&deviceFlags));
  EXPECT(deviceFlags == hipDeviceScheduleYield, "device flags %u", deviceFlags);
  hipCtx_t second;
  HIP_CHECK(hipCtxCreate(&second, hipDeviceScheduleSpin | hipDeviceMapHost, device));
  HIP_CHECK(hipGetDeviceFlags(&deviceFlags));
  EXPECT(deviceFlags == (hipDeviceScheduleSpin | hipDeviceMapHost), "device flags after a create %u", deviceFlags);
  HIP_CHECK(hipCtxDestroy(second));
  HIP_CHECK(hipSetDeviceFlags(hipDeviceScheduleBlockingSync | hipDeviceMapHost));
  HIP_CHECK(hipGetDeviceFlags(&deviceFlags));
  EXPECT(deviceFlags == hipDeviceScheduleBlockingSync, "hipSetDeviceFlags kept %u", deviceFlags);
  hipDevice_t ctxDevice = -1;
  HIP_CHECK(hipCtxGetDevice(&ctxDevice));
  EXPECT(ctxDevice == 0, "context device %d", ctxDevice);
  int version = 0;
  HIP_CHECK(hipCtxGetApiVersion(created, &version));
  EXPECT(version > 0, "api version %d", version);
  hipFuncCache_t cache;
  HIP_CHECK(hipCtxGetCacheConfig(&cache));
  HIP_CHECK(hipCtxSetCacheConfig(hipFuncCachePreferShared));
  hipSharedMemConfig bank;
  HIP_CHECK(hipCtxGetSharedMemConfig(&bank));
  EXPECT(bank == hipSharedMemBankSizeFourByte, "bank size %d", int(bank));
  HIP_CHECK(hipCtxSetSharedMemConfig(hipSharedMemBankSizeFourByte));

  // Work runs in the created context.
  const int n = 256;
  int host[n];
  for (int i = 0; i < n; ++i) host[i] = i - 50;
  int* d;
  HIP_CHECK(hipMalloc(&d, sizeof(host)));
  HIP_CHECK(hipMemcpy(d, host, sizeof(host), hipMemcpyHostToDevice));
  square<<<n / 64, 64>>>(d, n);
  HIP_CHECK(hipCtxSynchronize());
  HIP_CHECK(hipMemcpy(host, d, sizeof(host), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += host[i] != (i - 50) * (i - 50);
  EXPECT(bad == 0, "%d wrong", bad);
  HIP_CHECK(hipFree(d));

  // The stack: created, then pushed twice; pops return them in reverse.
  HIP_CHECK(hipCtxPushCurrent(primary));
  HIP_CHECK(hipCtxPushCurrent(primary));
  for (int k = 0; k < 3; ++k) {
    popped = nullptr;
    HIP_CHECK(hipCtxPopCurrent(&popped));
    EXPECT(popped == primary, "pop %d", k);
  }
  EXPECT(hipCtxPopCurrent(&popped) == hipErrorInvalidContext, "pop of an empty stack");
  HIP_CHECK(hipCtxGetCurrent(&current));
  EXPECT(current == primary, "no current context after the pops");
  // Set replaces the top; null pops it.
  HIP_CHECK(hipCtxSetCurrent(primary));
  HIP_CHECK(hipCtxSetCurrent(primary));
  HIP_CHECK(hipCtxPopCurrent(nullptr));
  EXPECT(hipCtxPopCurrent(nullptr) == hipErrorInvalidContext, "set pushed twice");
  HIP_CHECK(hipCtxPushCurrent(primary));
  HIP_CHECK(hipCtxSetCurrent(nullptr));
  EXPECT(hipCtxPopCurrent(nullptr) == hipErrorInvalidContext, "set null did not pop");
  // Destroy pops its context from the top.
  HIP_CHECK(hipCtxCreate(&created, 0, device));
  HIP_CHECK(hipCtxDestroy(created));
  EXPECT(hipCtxPopCurrent(nullptr) == hipErrorInvalidContext, "destroy did not pop");

  // Each thread has its own stack.
  HIP_CHECK(hipCtxPushCurrent(primary));
  hipError_t otherThread = hipSuccess;
  std::thread([&] { otherThread = hipCtxPopCurrent(nullptr); }).join();
  EXPECT(otherThread == hipErrorInvalidContext, "stack shared between threads: %s", hipGetErrorName(otherThread));
  HIP_CHECK(hipCtxPopCurrent(nullptr));

  // Errors.
  int notContext = 0;
  EXPECT(hipCtxPushCurrent(nullptr) == hipErrorInvalidContext, "push null");
  EXPECT(hipCtxPushCurrent(reinterpret_cast<hipCtx_t>(&notContext)) == hipErrorInvalidContext, "push a non-context");
  EXPECT(hipCtxDestroy(nullptr) == hipErrorInvalidValue, "destroy null");
  EXPECT(hipCtxCreate(&created, 0, 5) == hipErrorInvalidValue, "create on device 5");
  EXPECT(hipCtxCreate(nullptr, 0, 0) == hipErrorInvalidValue, "create into null");
  EXPECT(hipCtxGetCurrent(nullptr) == hipErrorInvalidValue, "current into null");
  EXPECT(hipCtxGetDevice(nullptr) == hipErrorInvalidValue, "device into null");
  EXPECT(hipCtxGetFlags(nullptr) == hipErrorInvalidValue, "flags into null");
  EXPECT(hipDevicePrimaryCtxRetain(&created, 3) == hipErrorInvalidDevice, "retain device 3");
  EXPECT(hipDevicePrimaryCtxRetain(nullptr, 0) == hipErrorInvalidValue, "retain into null");
  EXPECT(hipDevicePrimaryCtxSetFlags(0, 0) == hipErrorContextAlreadyInUse, "set primary flags");
  EXPECT(hipDevicePrimaryCtxSetFlags(4, 0) == hipErrorInvalidDevice, "set flags of device 4");
  EXPECT(hipDevicePrimaryCtxGetState(0, nullptr, nullptr) == hipSuccess, "state into null");
  unsigned stateFlags = 1;
  int active = 0;
  HIP_CHECK(hipDevicePrimaryCtxGetState(0, &stateFlags, &active));
  EXPECT(stateFlags == 0 && active == 1, "state %u %d", stateFlags, active);
  HIP_CHECK(hipDevicePrimaryCtxReset(0));
  HIP_CHECK(hipDevicePrimaryCtxRelease(0));
  (void)hipGetLastError();
  return finish("contexts");
}
