// The driver-style context API as AMD's ROCm 5.2 runtime implements it
// (hipamd src/hip_context.cpp): a context is its device's primary context,
// so hipCtxCreate returns the one context of the one device (and sets the
// device's flags, which hipGetDeviceFlags and hipCtxGetFlags report); each host
// thread has a stack of contexts that hipCtxCreate and hipCtxPushCurrent
// push, hipCtxPopCurrent and hipCtxDestroy (of the top) pop, and
// hipCtxSetCurrent replaces the top of (null: pops). The current context is
// the device's whatever the stack holds, as in AMD's runtime: popping the
// last entry does not leave the thread without a device.
//
// Stricter than AMD, which reads through them: a null output is
// hipErrorInvalidValue, a pointer that is no context hipErrorInvalidContext,
// hipDevicePrimaryCtxReset of a device that does not exist
// hipErrorInvalidDevice. The primary context is never destroyed, so
// retains and releases count nothing.
// AMD 5.2 returns hipErrorNotSupported from hipCtxGetCacheConfig,
// SetCacheConfig, SetSharedMemConfig, GetFlags (left unimplemented there);
// here they answer as the device-wide calls do, as their documentation says
// (hipCtxGetFlags: the device's flags),
// because code ported from the CUDA driver API calls them.
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>

#include <vector>

#include "hip/errors.h"
#include "hip/runtime.h"

using gcnjit::hip::setLastError;

struct ihipCtx_t {};

namespace {

ihipCtx_t primaryContext;
thread_local std::vector<hipCtx_t> contextStack;

bool isContext(hipCtx_t ctx) { return ctx == &primaryContext; }

}  // namespace

extern "C" {

hipError_t hipCtxCreate(hipCtx_t* ctx, unsigned int flags, hipDevice_t device) {
  if (!ctx || device != 0) return setLastError(hipErrorInvalidValue);
  gcnjit::hip::Runtime::get().setDeviceFlags(flags);
  contextStack.push_back(&primaryContext);
  *ctx = &primaryContext;
  return hipSuccess;
}

hipError_t hipCtxDestroy(hipCtx_t ctx) {
  if (!ctx) return setLastError(hipErrorInvalidValue);
  if (!isContext(ctx)) return setLastError(hipErrorInvalidContext);
  if (!contextStack.empty() && contextStack.back() == ctx) contextStack.pop_back();
  return hipSuccess;
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx) {
  if (!isContext(ctx)) return setLastError(hipErrorInvalidContext);
  contextStack.push_back(ctx);
  return hipSuccess;
}

// AMD 5.2: an empty stack is hipErrorInvalidContext; `ctx` may be null.
hipError_t hipCtxPopCurrent(hipCtx_t* ctx) {
  if (contextStack.empty()) return setLastError(hipErrorInvalidContext);
  if (ctx) *ctx = contextStack.back();
  contextStack.pop_back();
  return hipSuccess;
}

hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  if (ctx && !isContext(ctx)) return setLastError(hipErrorInvalidContext);
  if (!contextStack.empty()) contextStack.pop_back();
  if (ctx) contextStack.push_back(ctx);
  return hipSuccess;
}

hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  if (!ctx) return setLastError(hipErrorInvalidValue);
  *ctx = &primaryContext;
  return hipSuccess;
}

hipError_t hipCtxGetDevice(hipDevice_t* device) {
  if (!device) return setLastError(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipCtxGetFlags(unsigned int* flags) {
  if (!flags) return setLastError(hipErrorInvalidValue);
  *flags = gcnjit::hip::Runtime::get().deviceFlags();
  return hipSuccess;
}

hipError_t hipCtxGetApiVersion(hipCtx_t ctx, int* apiVersion) {
  if (!apiVersion) return setLastError(hipErrorInvalidValue);
  if (ctx && !isContext(ctx)) return setLastError(hipErrorInvalidContext);
  *apiVersion = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipCtxGetCacheConfig(hipFuncCache_t* cacheConfig) { return hipDeviceGetCacheConfig(cacheConfig); }
hipError_t hipCtxSetCacheConfig(hipFuncCache_t cacheConfig) { return hipDeviceSetCacheConfig(cacheConfig); }
hipError_t hipCtxGetSharedMemConfig(hipSharedMemConfig* pConfig) { return hipDeviceGetSharedMemConfig(pConfig); }
hipError_t hipCtxSetSharedMemConfig(hipSharedMemConfig config) { return hipDeviceSetSharedMemConfig(config); }

hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) {
  if (dev != 0) return setLastError(hipErrorInvalidDevice);
  if (!pctx) return setLastError(hipErrorInvalidValue);
  *pctx = &primaryContext;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  return setLastError(dev == 0 ? hipSuccess : hipErrorInvalidDevice);
}

// AMD 5.2: null outputs are allowed (not written); the device is always
// active once the runtime runs.
hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  if (dev != 0) return setLastError(hipErrorInvalidDevice);
  if (flags) *flags = 0;
  if (active) *active = 1;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev) {
  return setLastError(dev == 0 ? hipSuccess : hipErrorInvalidDevice);
}

// AMD 5.2: the primary context is always in use, its flags cannot change.
hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int) {
  return setLastError(dev == 0 ? hipErrorContextAlreadyInUse : hipErrorInvalidDevice);
}

}  // extern "C"
