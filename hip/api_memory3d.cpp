// 3D pitched memory: hipMalloc3D, hipMemcpy3D and hipMemset3D between
// pitched pointers (rows of `pitch` bytes, slices of `ysize` rows); a copy's
// array sides are their pitched memory (hip/array.h).
#include <hip/hip_runtime_api.h>

#include <cstring>

#include "hip/array.h"
#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::setLastError;

namespace {

char* at(const hipPitchedPtr& p, std::size_t x, std::size_t y, std::size_t z) {
  return static_cast<char*>(p.ptr) + (z * p.ysize + y) * p.pitch + x;
}

hipError_t copy3D(const hipMemcpy3DParms* p, hipStream_t stream, bool blocking) {
  if (!p) return setLastError(hipErrorInvalidValue);
  hipMemcpy3DParms q = *p;
  if (hipError_t e = gcnjit::hip::resolveArrays(q)) return setLastError(e);
  if (!q.srcPtr.ptr || !q.dstPtr.ptr) return setLastError(hipErrorInvalidValue);
  if (q.srcPos.x + q.extent.width > q.srcPtr.pitch || q.dstPos.x + q.extent.width > q.dstPtr.pitch)
    return setLastError(hipErrorInvalidPitchValue);
  hipError_t result = hipSuccess;
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, [&] { return gcnjit::hip::captureCopy3D(stream, q); }))
    return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [q] {
    for (std::size_t z = 0; z < q.extent.depth; ++z)
      for (std::size_t y = 0; y < q.extent.height; ++y)
        std::memmove(at(q.dstPtr, q.dstPos.x, q.dstPos.y + y, q.dstPos.z + z),
                     at(q.srcPtr, q.srcPos.x, q.srcPos.y + y, q.srcPos.z + z), q.extent.width);
  });
}

// The bytes from p.ptr to the last one a 3D operation over `extent` touches.
bool spanOf(const hipPitchedPtr& p, const hipExtent& extent, std::size_t& span) {
  std::size_t rows;
  return !__builtin_mul_overflow(extent.depth - 1, p.ysize, &rows) &&
         !__builtin_add_overflow(rows, extent.height - 1, &rows) && !__builtin_mul_overflow(rows, p.pitch, &span) &&
         !__builtin_add_overflow(span, extent.width, &span);
}

// AMD 5.2: nothing to set is hipSuccess; memory that is not device memory
// or an extent past the allocation's end is hipErrorInvalidValue.
hipError_t fill3D(hipPitchedPtr p, int value, hipExtent extent, hipStream_t stream, bool blocking) {
  if (!extent.width || !extent.height || !extent.depth) return hipSuccess;
  if (!p.ptr) return setLastError(hipErrorInvalidValue);
  if (extent.width > p.pitch) return setLastError(hipErrorInvalidValue);  // hipMemset2D's code
  std::size_t span;
  if (!spanOf(p, extent, span) || !gcnjit::hip::Runtime::get().deviceMemory(p.ptr, span))
    return setLastError(hipErrorInvalidValue);
  hipError_t result = hipSuccess;
  // Captured as one 2D memset node per slice, in order.
  auto capture = [&] {
    hipError_t e = hipSuccess;
    for (std::size_t z = 0; z < extent.depth && !e; ++z)
      e = gcnjit::hip::captureMemset(stream, at(p, 0, 0, z), p.pitch, unsigned(value) & 0xff, 1, extent.width,
                                     extent.height);
    return e;
  };
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, capture)) return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [=] {
    for (std::size_t z = 0; z < extent.depth; ++z)
      for (std::size_t y = 0; y < extent.height; ++y) std::memset(at(p, 0, y, z), value, extent.width);
  });
}

}  // namespace

extern "C" {

hipError_t hipMalloc3D(hipPitchedPtr* pitchedDevPtr, hipExtent extent) {
  if (!pitchedDevPtr) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = gcnjit::hip::unsafeCallAllowed()) return setLastError(e);
  std::size_t pitch, bytes;
  if (!gcnjit::hip::pitchedBytes(extent.width, extent.height, extent.depth, pitch, bytes))
    return setLastError(hipErrorOutOfMemory);
  void* pointer = nullptr;
  if (bytes) {
    try {
      pointer = gcnjit::hip::Runtime::get().allocate(bytes, gcnjit::hip::MemoryKind::Device);
    } catch (const std::exception&) {
      return setLastError(hipErrorOutOfMemory);
    }
  }
  *pitchedDevPtr = {pointer, pitch, extent.width, extent.height};
  return hipSuccess;
}

hipError_t hipMemcpy3D(const hipMemcpy3DParms* p) { return copy3D(p, nullptr, true); }
hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms* p, hipStream_t stream) { return copy3D(p, stream, false); }
hipError_t hipMemset3D(hipPitchedPtr p, int value, hipExtent extent) { return fill3D(p, value, extent, nullptr, true); }
hipError_t hipMemset3DAsync(hipPitchedPtr p, int value, hipExtent extent, hipStream_t stream) {
  return fill3D(p, value, extent, stream, false);
}

}  // extern "C"
