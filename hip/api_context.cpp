// The driver-style context API over the one device: a single primary
// context, always current.
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>

#include "hip/errors.h"

using gcnjit::hip::setLastError;

struct ihipCtx_t {};

namespace {

ihipCtx_t primaryContext;

}  // namespace

extern "C" {

hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  if (!ctx) return setLastError(hipErrorInvalidValue);
  *ctx = &primaryContext;
  return hipSuccess;
}
hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  return setLastError(!ctx || ctx == &primaryContext ? hipSuccess : hipErrorInvalidContext);
}
hipError_t hipCtxGetDevice(hipDevice_t* device) {
  if (!device) return setLastError(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipCtxGetApiVersion(hipCtx_t, int* apiVersion) {
  if (!apiVersion) return setLastError(hipErrorInvalidValue);
  *apiVersion = HIP_VERSION;
  return hipSuccess;
}
hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) {
  if (!pctx) return setLastError(hipErrorInvalidValue);
  if (dev != 0) return setLastError(hipErrorInvalidDevice);
  *pctx = &primaryContext;
  return hipSuccess;
}
hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  return setLastError(dev == 0 ? hipSuccess : hipErrorInvalidDevice);
}
hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  if (!flags || !active) return setLastError(hipErrorInvalidValue);
  if (dev != 0) return setLastError(hipErrorInvalidDevice);
  *flags = 0;
  *active = 1;
  return hipSuccess;
}

}  // extern "C"
