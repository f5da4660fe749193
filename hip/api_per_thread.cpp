// The per-thread default stream variants (`_spt`) that hipcc's
// -fgpu-default-stream=per-thread (HIP_API_PER_THREAD_DEFAULT_STREAM) calls:
// each is its base function with the null stream replaced by
// hipStreamPerThread, the calling thread's own stream (stream.h). The
// synchronous ones queue their work there and wait for it. The array
// copies stay unsupported, as arrays are.
#include <hip/hip_runtime_api.h>

#include "hip/capture.h"
#include "hip/errors.h"

namespace {

hipStream_t perThreadIfNull(hipStream_t stream) { return stream ? stream : hipStreamPerThread; }

// A synchronous call on the per-thread stream: refused while a capture
// forbids synchronous calls, else `queue` (the asynchronous form) and a
// wait for the stream, which returns a kernel error left pending.
template <class Queue>
hipError_t synchronously(Queue queue) {
  if (hipError_t e = gcnjit::hip::synchronousCallAllowed()) return gcnjit::hip::setLastError(e);
  if (hipError_t e = queue()) return e;
  return hipStreamSynchronize(hipStreamPerThread);
}

}  // namespace

extern "C" {

hipError_t hipMemcpy_spt(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  return synchronously([&] { return hipMemcpyAsync(dst, src, sizeBytes, kind, hipStreamPerThread); });
}
hipError_t hipMemcpyAsync_spt(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  return hipMemcpyAsync(dst, src, sizeBytes, kind, perThreadIfNull(stream));
}
hipError_t hipMemcpyToSymbol_spt(const void* symbol, const void* src, size_t sizeBytes, size_t offset,
                                 hipMemcpyKind kind) {
  return synchronously(
      [&] { return hipMemcpyToSymbolAsync(symbol, src, sizeBytes, offset, kind, hipStreamPerThread); });
}
hipError_t hipMemcpyFromSymbol_spt(void* dst, const void* symbol, size_t sizeBytes, size_t offset,
                                   hipMemcpyKind kind) {
  return synchronously(
      [&] { return hipMemcpyFromSymbolAsync(dst, symbol, sizeBytes, offset, kind, hipStreamPerThread); });
}
hipError_t hipMemcpy2D_spt(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                           hipMemcpyKind kind) {
  return synchronously(
      [&] { return hipMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, hipStreamPerThread); });
}
hipError_t hipMemcpy2DToArray_spt(hipArray* dst, size_t wOffset, size_t hOffset, const void* src, size_t spitch,
                                  size_t width, size_t height, hipMemcpyKind kind) {
  return synchronously([&] {
    return hipMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, hipStreamPerThread);
  });
}
hipError_t hipMemcpy2DFromArray_spt(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                    size_t width, size_t height, hipMemcpyKind kind) {
  return synchronously([&] {
    return hipMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, hipStreamPerThread);
  });
}
hipError_t hipMemcpy3D_spt(const hipMemcpy3DParms* p) {
  return synchronously([&] { return hipMemcpy3DAsync(p, hipStreamPerThread); });
}
hipError_t hipMemset_spt(void* dst, int value, size_t sizeBytes) {
  return synchronously([&] { return hipMemsetAsync(dst, value, sizeBytes, hipStreamPerThread); });
}
hipError_t hipMemset2D_spt(void* dst, size_t pitch, int value, size_t width, size_t height) {
  return synchronously([&] { return hipMemset2DAsync(dst, pitch, value, width, height, hipStreamPerThread); });
}
hipError_t hipMemset3D_spt(hipPitchedPtr pitchedDevPtr, int value, hipExtent extent) {
  return synchronously([&] { return hipMemset3DAsync(pitchedDevPtr, value, extent, hipStreamPerThread); });
}

hipError_t hipStreamQuery_spt(hipStream_t stream) { return hipStreamQuery(perThreadIfNull(stream)); }
hipError_t hipStreamSynchronize_spt(hipStream_t stream) { return hipStreamSynchronize(perThreadIfNull(stream)); }
hipError_t hipStreamGetPriority_spt(hipStream_t stream, int* priority) {
  return hipStreamGetPriority(perThreadIfNull(stream), priority);
}
hipError_t hipStreamGetFlags_spt(hipStream_t stream, unsigned int* flags) {
  return hipStreamGetFlags(perThreadIfNull(stream), flags);
}
hipError_t hipStreamWaitEvent_spt(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  return hipStreamWaitEvent(perThreadIfNull(stream), event, flags);
}

hipError_t hipLaunchKernel_spt(const void* function_address, dim3 numBlocks, dim3 dimBlocks, void** args,
                               size_t sharedMemBytes, hipStream_t stream) {
  return hipLaunchKernel(function_address, numBlocks, dimBlocks, args, sharedMemBytes, perThreadIfNull(stream));
}
hipError_t hipLaunchCooperativeKernel_spt(const void* f, dim3 gridDim, dim3 blockDim, void** kernelParams,
                                          uint32_t sharedMemBytes, hipStream_t hStream) {
  return hipLaunchCooperativeKernel(f, gridDim, blockDim, kernelParams, sharedMemBytes, perThreadIfNull(hStream));
}

}  // extern "C"
