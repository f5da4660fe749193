// Arrays (hip/array.h): allocation, channel descriptors and the copies into
// and out of them. Every copy becomes a hipMemcpy3D(Async) between pitched
// memory, so streams, capture and the checks are those of 3D copies. Offsets
// and widths of the 2D and 1D calls are bytes (AMD 5.2: wOffset and width
// are bytes, hipMemcpyToArray's hOffset a row). The driver API's
// hipMemcpyParam2D and hipDrvMemcpy3D name each side's memory type.
#include <hip/hip_runtime_api.h>

#include "hip/array.h"
#include "hip/errors.h"

using gcnjit::hip::setLastError;

namespace {

bool validKind(hipMemcpyKind kind) { return kind >= hipMemcpyHostToHost && kind <= hipMemcpyDefault; }

hipError_t copyPitched(hipMemcpy3DParms& p, hipStream_t stream, bool blocking) {
  p.kind = hipMemcpyDefault;
  return blocking ? hipMemcpy3D(&p) : hipMemcpy3DAsync(&p, stream);
}

// A width x height byte box between an array at (x bytes, y) and pitched
// memory. AMD 5.2 (hip-tests): a null array is hipErrorInvalidHandle, null
// memory hipErrorInvalidValue.
hipError_t copyWithArray(const hipArray* array, std::size_t x, std::size_t y, void* memory, std::size_t pitch,
                         std::size_t width, std::size_t height, bool toArray, hipMemcpyKind kind, hipStream_t stream,
                         bool blocking) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  if (!array) return setLastError(hipErrorInvalidHandle);
  if (!memory) return setLastError(hipErrorInvalidValue);
  if (!width || !height) return hipSuccess;
  if (width > pitch) return setLastError(hipErrorInvalidPitchValue);
  hipMemcpy3DParms p{};
  p.extent = {width, height, 1};
  hipPitchedPtr arrayPtr;
  hipPos at{x, y, 0};
  if (hipError_t e = gcnjit::hip::arraySide(array, arrayPtr, at, p.extent)) return setLastError(e);
  hipPitchedPtr plain{memory, pitch, width, height};
  (toArray ? p.dstPtr : p.srcPtr) = arrayPtr;
  (toArray ? p.dstPos : p.srcPos) = at;
  (toArray ? p.srcPtr : p.dstPtr) = plain;
  return copyPitched(p, stream, blocking);
}

// `count` bytes from the array's byte offset `offset` (rows packed, so the
// array's memory is one run of bytes).
hipError_t copyLinear(const hipArray* array, std::size_t offset, void* memory, std::size_t count, bool toArray) {
  if (!array || !memory) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::arrayElement(array);
  if (!format) return setLastError(hipErrorInvalidValue);
  if (!count) return hipSuccess;
  hipExtent e = gcnjit::hip::arrayExtent(array);
  std::size_t size = e.width * e.height * e.depth * format->bytes();
  if (offset > size || count > size - offset) return setLastError(hipErrorInvalidValue);
  char* arrayBytes = static_cast<char*>(array->data) + offset;
  return toArray ? hipMemcpy(arrayBytes, memory, count, hipMemcpyDefault)
                 : hipMemcpy(memory, arrayBytes, count, hipMemcpyDefault);
}

std::size_t rowBytes(const hipArray* array) {
  auto format = gcnjit::hip::arrayElement(array);
  return format ? array->width * format->bytes() : 0;
}

// One side of a driver-API copy (hip_Memcpy2D, HIP_MEMCPY3D) as pitched
// memory at a byte position; `height` is the rows per slice of plain memory.
hipError_t paramSide(hipMemoryType type, const void* host, hipDeviceptr_t device, hipArray* array, std::size_t pitch,
                     std::size_t height, hipPos at, const hipExtent& box, hipPitchedPtr& ptr, hipPos& pos) {
  pos = at;
  switch (type) {
    case hipMemoryTypeArray: return gcnjit::hip::arraySide(array, ptr, at, box);
    case hipMemoryTypeHost: ptr = {const_cast<void*>(host), pitch, box.width, height}; break;
    case hipMemoryTypeDevice:
    case hipMemoryTypeUnified: ptr = {device, pitch, box.width, height}; break;
    default: return hipErrorInvalidValue;
  }
  return ptr.ptr ? hipSuccess : hipErrorInvalidValue;
}

hipError_t copyParam2D(const hip_Memcpy2D* c, hipStream_t stream, bool blocking) {
  if (!c) return setLastError(hipErrorInvalidValue);
  if (!c->WidthInBytes || !c->Height) return hipSuccess;
  hipMemcpy3DParms p{};
  p.extent = {c->WidthInBytes, c->Height, 1};
  if (hipError_t e = paramSide(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcPitch, c->Height,
                               {c->srcXInBytes, c->srcY, 0}, p.extent, p.srcPtr, p.srcPos))
    return setLastError(e);
  if (hipError_t e = paramSide(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray, c->dstPitch, c->Height,
                               {c->dstXInBytes, c->dstY, 0}, p.extent, p.dstPtr, p.dstPos))
    return setLastError(e);
  return copyPitched(p, stream, blocking);
}

// The driver API's 3D copy; mip levels (srcLOD, dstLOD) other than 0 do not
// exist on gcnjit's arrays.
hipError_t copyDrv3D(const HIP_MEMCPY3D* c, hipStream_t stream, bool blocking) {
  if (!c || c->srcLOD || c->dstLOD) return setLastError(hipErrorInvalidValue);
  if (!c->WidthInBytes || !c->Height || !c->Depth) return hipSuccess;
  hipMemcpy3DParms p{};
  p.extent = {c->WidthInBytes, c->Height, c->Depth};
  if (hipError_t e = paramSide(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcPitch, c->srcHeight,
                               {c->srcXInBytes, c->srcY, c->srcZ}, p.extent, p.srcPtr, p.srcPos))
    return setLastError(e);
  if (hipError_t e = paramSide(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray, c->dstPitch, c->dstHeight,
                               {c->dstXInBytes, c->dstY, c->dstZ}, p.extent, p.dstPtr, p.dstPos))
    return setLastError(e);
  return copyPitched(p, stream, blocking);
}

}  // namespace

extern "C" {

// AMD 5.2 (hip-tests' hipMallocArray negative cases): cube maps, and layered
// 1D arrays, are not hipMallocArray's.
hipError_t hipMallocArray(hipArray** array, const hipChannelFormatDesc* desc, size_t width, size_t height,
                          unsigned int flags) {
  if (!array || !desc) return setLastError(hipErrorInvalidValue);
  if ((flags & hipArrayCubemap) || ((flags & hipArrayLayered) && !height)) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(*desc);
  if (!format) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::createArray(array, *format, width, height, 0, flags));
}

hipError_t hipMalloc3DArray(hipArray** array, const hipChannelFormatDesc* desc, hipExtent extent, unsigned int flags) {
  if (!array || !desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(*desc);
  if (!format) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::createArray(array, *format, extent.width, extent.height, extent.depth, flags));
}

hipError_t hipArrayCreate(hipArray** array, const HIP_ARRAY_DESCRIPTOR* desc) {
  if (!array || !desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(desc->Format, desc->NumChannels);
  if (!format) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = gcnjit::hip::createArray(array, *format, desc->Width, desc->Height, 0, 0)) return setLastError(e);
  (*array)->isDrv = true;
  return hipSuccess;
}

hipError_t hipArray3DCreate(hipArray** array, const HIP_ARRAY3D_DESCRIPTOR* desc) {
  if (!array || !desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(desc->Format, desc->NumChannels);
  if (!format) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = gcnjit::hip::createArray(array, *format, desc->Width, desc->Height, desc->Depth, desc->Flags))
    return setLastError(e);
  (*array)->isDrv = true;
  return hipSuccess;
}

hipError_t hipFreeArray(hipArray* array) { return setLastError(gcnjit::hip::destroyArray(array)); }
hipError_t hipArrayDestroy(hipArray* array) { return setLastError(gcnjit::hip::destroyArray(array)); }

hipError_t hipGetChannelDesc(hipChannelFormatDesc* desc, hipArray_const_t array) {
  if (!desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::arrayElement(array);
  if (!format) return setLastError(hipErrorInvalidHandle);
  *desc = array->desc;
  return hipSuccess;
}

hipError_t hipMemcpy2DToArray(hipArray* dst, size_t wOffset, size_t hOffset, const void* src, size_t spitch,
                              size_t width, size_t height, hipMemcpyKind kind) {
  return copyWithArray(dst, wOffset, hOffset, const_cast<void*>(src), spitch, width, height, true, kind, nullptr,
                       true);
}
hipError_t hipMemcpy2DToArrayAsync(hipArray* dst, size_t wOffset, size_t hOffset, const void* src, size_t spitch,
                                   size_t width, size_t height, hipMemcpyKind kind, hipStream_t stream) {
  return copyWithArray(dst, wOffset, hOffset, const_cast<void*>(src), spitch, width, height, true, kind, stream,
                       false);
}
hipError_t hipMemcpy2DFromArray(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t width, size_t height, hipMemcpyKind kind) {
  return copyWithArray(src, wOffset, hOffset, dst, dpitch, width, height, false, kind, nullptr, true);
}
hipError_t hipMemcpy2DFromArrayAsync(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                     size_t width, size_t height, hipMemcpyKind kind, hipStream_t stream) {
  return copyWithArray(src, wOffset, hOffset, dst, dpitch, width, height, false, kind, stream, false);
}

hipError_t hipMemcpyToArray(hipArray* dst, size_t wOffset, size_t hOffset, const void* src, size_t count,
                            hipMemcpyKind kind) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  return copyLinear(dst, hOffset * rowBytes(dst) + wOffset, const_cast<void*>(src), count, true);
}
hipError_t hipMemcpyFromArray(void* dst, hipArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                              hipMemcpyKind kind) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  return copyLinear(src, hOffset * rowBytes(src) + wOffset, dst, count, false);
}
hipError_t hipMemcpyHtoA(hipArray* dst, size_t dstOffset, const void* src, size_t count) {
  return copyLinear(dst, dstOffset, const_cast<void*>(src), count, true);
}
hipError_t hipMemcpyAtoH(void* dst, hipArray* src, size_t srcOffset, size_t count) {
  return copyLinear(src, srcOffset, dst, count, false);
}

hipError_t hipMemcpyParam2D(const hip_Memcpy2D* copy) { return copyParam2D(copy, nullptr, true); }
hipError_t hipDrvMemcpy3D(const HIP_MEMCPY3D* copy) { return copyDrv3D(copy, nullptr, true); }
hipError_t hipDrvMemcpy3DAsync(const HIP_MEMCPY3D* copy, hipStream_t stream) { return copyDrv3D(copy, stream, false); }
hipError_t hipMemcpyParam2DAsync(const hip_Memcpy2D* copy, hipStream_t stream) {
  return copyParam2D(copy, stream, false);
}

}  // extern "C"
