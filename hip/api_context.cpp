// The driver-style context API as AMD's ROCm 5.2 runtime implements it
// (hipamd src/hip_context.cpp): a context is its device's primary context,
// so hipCtxCreate returns the one context of its device (and sets the
// flags, which hipGetDeviceFlags and hipCtxGetFlags report); each host
// thread has a stack of contexts that hipCtxCreate and hipCtxPushCurrent
// push, hipCtxPopCurrent and hipCtxDestroy (of the top) pop, and
// hipCtxSetCurrent replaces the top of (null: pops). Making a context
// current (creating, pushing, setting it, or popping down to it) makes its
// device the thread's current device; the current context is the current
// device's whatever the stack holds, as in AMD's runtime: popping the last
// entry does not leave the thread without a device.
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

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

struct ihipCtx_t {
  int device;
};

namespace {

// The primary context of each device.
hipCtx_t primaryContext(int device) {
  static std::vector<ihipCtx_t>* contexts = [] {
    auto* made = new std::vector<ihipCtx_t>();  // never destroyed, like the Runtime
    for (int d = 0; d < Runtime::get().deviceCount(); ++d) made->push_back({d});
    return made;
  }();
  return &(*contexts)[std::size_t(device)];
}

thread_local std::vector<hipCtx_t> contextStack;

bool isContext(hipCtx_t ctx) {
  for (int d = 0; d < Runtime::get().deviceCount(); ++d)
    if (ctx == primaryContext(d)) return true;
  return false;
}

// After the stack changed: its top's device becomes current.
void followStack() {
  if (!contextStack.empty()) Runtime::setCurrentDevice(contextStack.back()->device);
}

hipCtx_t currentContext() { return primaryContext(Runtime::currentDevice()); }

}  // namespace

extern "C" {

hipError_t hipCtxCreate(hipCtx_t* ctx, unsigned int flags, hipDevice_t device) {
  if (!ctx || !Runtime::get().validDevice(device)) return setLastError(hipErrorInvalidValue);
  Runtime::get().setDeviceFlags(flags);
  contextStack.push_back(primaryContext(device));
  followStack();
  *ctx = contextStack.back();
  return hipSuccess;
}

hipError_t hipCtxDestroy(hipCtx_t ctx) {
  if (!ctx) return setLastError(hipErrorInvalidValue);
  if (!isContext(ctx)) return setLastError(hipErrorInvalidContext);
  if (!contextStack.empty() && contextStack.back() == ctx) contextStack.pop_back();
  followStack();
  return hipSuccess;
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx) {
  if (!isContext(ctx)) return setLastError(hipErrorInvalidContext);
  contextStack.push_back(ctx);
  followStack();
  return hipSuccess;
}

// AMD 5.2: an empty stack is hipErrorInvalidContext; `ctx` may be null.
hipError_t hipCtxPopCurrent(hipCtx_t* ctx) {
  if (contextStack.empty()) return setLastError(hipErrorInvalidContext);
  if (ctx) *ctx = contextStack.back();
  contextStack.pop_back();
  followStack();
  return hipSuccess;
}

hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  if (ctx && !isContext(ctx)) return setLastError(hipErrorInvalidContext);
  if (!contextStack.empty()) contextStack.pop_back();
  if (ctx) contextStack.push_back(ctx);
  followStack();
  return hipSuccess;
}

hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  if (!ctx) return setLastError(hipErrorInvalidValue);
  *ctx = currentContext();
  return hipSuccess;
}

hipError_t hipCtxGetDevice(hipDevice_t* device) {
  if (!device) return setLastError(hipErrorInvalidValue);
  *device = Runtime::currentDevice();
  return hipSuccess;
}

hipError_t hipCtxGetFlags(unsigned int* flags) {
  if (!flags) return setLastError(hipErrorInvalidValue);
  *flags = Runtime::get().deviceFlags();
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

// AMD 5.2: peer access to the peer context's device, as
// hipDeviceEnablePeerAccess / hipDeviceDisablePeerAccess give it.
hipError_t hipCtxEnablePeerAccess(hipCtx_t peerCtx, unsigned int flags) {
  if (!peerCtx) return setLastError(hipErrorInvalidValue);
  if (!isContext(peerCtx)) return setLastError(hipErrorInvalidContext);
  return hipDeviceEnablePeerAccess(peerCtx->device, flags);
}

hipError_t hipCtxDisablePeerAccess(hipCtx_t peerCtx) {
  if (!peerCtx) return setLastError(hipErrorInvalidValue);
  if (!isContext(peerCtx)) return setLastError(hipErrorInvalidContext);
  return hipDeviceDisablePeerAccess(peerCtx->device);
}

hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) {
  if (!Runtime::get().validDevice(dev)) return setLastError(hipErrorInvalidDevice);
  if (!pctx) return setLastError(hipErrorInvalidValue);
  *pctx = primaryContext(dev);
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  return setLastError(Runtime::get().validDevice(dev) ? hipSuccess : hipErrorInvalidDevice);
}

// AMD 5.2: null outputs are allowed (not written); the device is always
// active once the runtime runs.
hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  if (!Runtime::get().validDevice(dev)) return setLastError(hipErrorInvalidDevice);
  if (flags) *flags = 0;
  if (active) *active = 1;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev) {
  return setLastError(Runtime::get().validDevice(dev) ? hipSuccess : hipErrorInvalidDevice);
}

// AMD 5.2: the primary context is always in use, its flags cannot change.
hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int) {
  return setLastError(Runtime::get().validDevice(dev) ? hipErrorContextAlreadyInUse : hipErrorInvalidDevice);
}

}  // extern "C"
