// Memory API. Device, host, managed and registered memory are all host
// memory the device may reach; copies of every kind are memcpy in the
// stream's order; blocking calls return a pending kernel error.
#include <hip/hip_runtime_api.h>

#include <cstring>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/memory_pool.h"
#include "hip/runtime.h"
#include "hip/stream.h"
#include "hip/virtual_memory.h"

using gcnjit::hip::MemoryKind;
using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

// AMD 5.2: more than the device has (SIZE_MAX...) is hipErrorOutOfMemory
// for every kind; size 0 gives a null pointer and hipSuccess.
// The flags AMD 5.2 accepts: hipMallocManaged's are one attachment,
// hipExtMallocWithFlags' one kind of device memory.
bool validFlags(MemoryKind kind, unsigned flags) {
  switch (kind) {
    case MemoryKind::Managed: return flags == hipMemAttachGlobal || flags == hipMemAttachHost;
    case MemoryKind::Device:
      return flags == hipDeviceMallocDefault || flags == hipDeviceMallocFinegrained || flags == hipMallocSignalMemory;
    default: return true;
  }
}

hipError_t allocate(void** pointer, std::size_t size, MemoryKind kind, unsigned flags = 0) {
  if (!pointer || !validFlags(kind, flags)) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = gcnjit::hip::unsafeCallAllowed()) return setLastError(e);
  *pointer = nullptr;
  if (!size) return hipSuccess;
  try {
    *pointer = Runtime::get().allocate(size, kind, flags);
  } catch (const std::exception&) {
    return setLastError(hipErrorOutOfMemory);
  }
  return hipSuccess;
}

// hipFree, hipHostFree: either frees device and pinned memory, as AMD's do.
hipError_t release(void* pointer) {
  if (!pointer) return hipSuccess;
  if (hipError_t e = gcnjit::hip::unsafeCallAllowed()) return setLastError(e);
  gcnjit::hip::synchronizeAll();
  if (gcnjit::hip::freeToPools(pointer)) return hipSuccess;  // hipMallocAsync's memory
  return setLastError(Runtime::get().release(pointer) ? hipSuccess : hipErrorInvalidValue);
}

// Copies of every kind are memmove; a kind that is none of hipMemcpyKind's
// is hipErrorInvalidMemcpyDirection.
bool validKind(hipMemcpyKind kind) { return kind >= hipMemcpyHostToHost && kind <= hipMemcpyDefault; }

hipError_t copy(void* dst, const void* src, std::size_t size, hipStream_t stream, bool blocking) {
  if (!size) return hipSuccess;
  if (!dst || !src) return setLastError(hipErrorInvalidValue);
  // Reserved memory not mapped with access would fault the host's memmove.
  if (gcnjit::hip::vmm::inaccessible(dst, size) || gcnjit::hip::vmm::inaccessible(src, size))
    return setLastError(hipErrorInvalidValue);
  hipError_t result = hipSuccess;
  auto capture = [&] { return gcnjit::hip::captureCopy1D(stream, dst, src, size, hipMemcpyDefault); };
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, capture)) return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [=] { std::memmove(dst, src, size); });
}

hipError_t copy2D(void* dst, std::size_t dpitch, const void* src, std::size_t spitch, std::size_t width,
                  std::size_t height, hipStream_t stream, bool blocking) {
  if (width > dpitch || width > spitch) return setLastError(hipErrorInvalidPitchValue);
  if (!width || !height) return hipSuccess;
  if (!dst || !src) return setLastError(hipErrorInvalidValue);
  hipError_t result = hipSuccess;
  auto capture = [&] {
    hipMemcpy3DParms p{};
    p.srcPtr = {const_cast<void*>(src), spitch, width, height};
    p.dstPtr = {dst, dpitch, width, height};
    p.extent = {width, height, 1};
    p.kind = hipMemcpyDefault;
    return gcnjit::hip::captureCopy3D(stream, p);
  };
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, capture)) return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [=] {
    for (std::size_t row = 0; row < height; ++row)
      std::memmove(static_cast<char*>(dst) + row * dpitch, static_cast<const char*>(src) + row * spitch, width);
  });
}

// AMD 5.2: a memset's bytes must lie in device memory (host memory, or
// beyond the end of an allocation, is hipErrorInvalidValue).
bool inDeviceMemory(const void* dst, std::size_t pitch, std::size_t width, std::size_t rows) {
  std::size_t span;
  if (__builtin_mul_overflow(rows - 1, pitch, &span) || __builtin_add_overflow(span, width, &span)) return false;
  return Runtime::get().deviceMemory(dst, span);
}

template <class T>
hipError_t fill(void* dst, T value, std::size_t count, hipStream_t stream, bool blocking) {
  if (!count) return hipSuccess;
  std::size_t bytes;
  if (!dst || __builtin_mul_overflow(count, sizeof(T), &bytes) || !inDeviceMemory(dst, 0, bytes, 1))
    return setLastError(hipErrorInvalidValue);
  hipError_t result = hipSuccess;
  auto capture = [&] { return gcnjit::hip::captureMemset(stream, dst, 0, unsigned(value), sizeof(T), count, 1); };
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, capture)) return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [=] { std::fill_n(static_cast<T*>(dst), count, value); });
}

hipError_t fill2D(void* dst, std::size_t pitch, int value, std::size_t width, std::size_t height, hipStream_t stream,
                  bool blocking) {
  if (width > pitch) return setLastError(hipErrorInvalidValue);  // AMD 5.2's code
  if (!width || !height) return hipSuccess;
  if (!dst || !inDeviceMemory(dst, pitch, width, height)) return setLastError(hipErrorInvalidValue);
  hipError_t result = hipSuccess;
  auto capture = [&] { return gcnjit::hip::captureMemset(stream, dst, pitch, unsigned(value) & 0xff, 1, width, height); };
  if (!gcnjit::hip::ordinaryCall(stream, blocking, result, capture)) return setLastError(result);
  return gcnjit::hip::enqueue(stream, blocking, [=] {
    for (std::size_t row = 0; row < height; ++row) std::memset(static_cast<char*>(dst) + row * pitch, value, width);
  });
}

// The device address of a registered device variable, `offset` bytes in,
// with `size` bytes available there.
hipError_t symbolAddress(const void* symbol, std::size_t offset, std::size_t size, char*& address) {
  auto variable = Runtime::get().variable(symbol);
  if (!variable) return setLastError(hipErrorInvalidSymbol);
  if (offset + size > variable->second) return setLastError(hipErrorInvalidValue);
  address = static_cast<char*>(variable->first) + offset;
  return hipSuccess;
}

hipError_t pitched(void** pointer, std::size_t* pitch, std::size_t width, std::size_t height) {
  if (!pointer || !pitch) return setLastError(hipErrorInvalidValue);
  std::size_t bytes;
  if (!gcnjit::hip::pitchedBytes(width, height, 1, *pitch, bytes)) {
    *pointer = nullptr;
    return setLastError(hipErrorOutOfMemory);
  }
  return allocate(pointer, bytes, MemoryKind::Device);
}

}  // namespace

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) { return allocate(ptr, size, MemoryKind::Device); }
hipError_t hipMemAllocHost(void** ptr, size_t size) { return allocate(ptr, size, MemoryKind::Host); }
hipError_t hipMallocHost(void** ptr, size_t size) { return allocate(ptr, size, MemoryKind::Host); }
hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, MemoryKind::Host, flags);
}
hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, MemoryKind::Host, flags);
}
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, MemoryKind::Managed, flags);
}
hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  return pitched(ptr, pitch, width, height);
}
hipError_t hipMemAllocPitch(hipDeviceptr_t* ptr, size_t* pitch, size_t width, size_t height,
                            unsigned int /*elementSizeBytes*/) {
  return pitched(ptr, pitch, width, height);
}
hipError_t hipExtMallocWithFlags(void** ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, MemoryKind::Device, flags);
}
hipError_t hipFree(void* ptr) { return release(ptr); }
hipError_t hipHostFree(void* ptr) { return release(ptr); }
hipError_t hipFreeHost(void* ptr) { return release(ptr); }

hipError_t hipHostRegister(void* hostPtr, size_t sizeBytes, unsigned int flags) {
  if (!hostPtr) return setLastError(hipErrorInvalidValue);
  if (!sizeBytes) return setLastError(hipErrorOutOfMemory);  // AMD 5.2's code
  if (Runtime::get().findAllocation(hostPtr)) return setLastError(hipErrorHostMemoryAlreadyRegistered);
  Runtime::get().addRegistered(hostPtr, sizeBytes, flags);
  return hipSuccess;
}
hipError_t hipHostUnregister(void* hostPtr) {
  return setLastError(Runtime::get().removeRegistered(hostPtr) ? hipSuccess : hipErrorHostMemoryNotRegistered);
}
hipError_t hipHostGetDevicePointer(void** devPtr, void* hostPtr, unsigned int /*flags*/) {
  if (!devPtr || !Runtime::get().findAllocation(hostPtr)) return setLastError(hipErrorInvalidValue);
  *devPtr = hostPtr;
  return hipSuccess;
}
hipError_t hipHostGetFlags(unsigned int* flagsPtr, void* hostPtr) {
  auto found = Runtime::get().findAllocation(hostPtr);
  if (!flagsPtr || !found) return setLastError(hipErrorInvalidValue);
  *flagsPtr = gcnjit::hip::reportedFlags(found->second);
  return hipSuccess;
}

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  return copy(dst, src, sizeBytes, nullptr, true);
}
hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  return copy(dst, src, sizeBytes, stream, true);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  if (!validKind(kind)) return setLastError(hipErrorInvalidMemcpyDirection);
  return copy(dst, src, sizeBytes, stream, false);
}
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes) { return copy(dst, src, sizeBytes, nullptr, true); }
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes) { return copy(dst, src, sizeBytes, nullptr, true); }
hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes) {
  return copy(dst, src, sizeBytes, nullptr, true);
}
hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t sizeBytes, hipStream_t stream) {
  return copy(dst, src, sizeBytes, stream, false);
}
hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return copy(dst, src, sizeBytes, stream, false);
}
hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return copy(dst, src, sizeBytes, stream, false);
}
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind) {
  return copy2D(dst, dpitch, src, spitch, width, height, nullptr, true);
}
hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                            hipMemcpyKind, hipStream_t stream) {
  return copy2D(dst, dpitch, src, spitch, width, height, stream, false);
}

hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
  char* address;
  if (hipError_t e = symbolAddress(symbol, 0, 0, address)) return e;
  if (!devPtr) return setLastError(hipErrorInvalidValue);
  *devPtr = address;
  return hipSuccess;
}
hipError_t hipGetSymbolSize(size_t* size, const void* symbol) {
  auto variable = Runtime::get().variable(symbol);
  if (!variable) return setLastError(hipErrorInvalidSymbol);
  if (!size) return setLastError(hipErrorInvalidValue);
  *size = variable->second;
  return hipSuccess;
}
hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t sizeBytes, size_t offset, hipMemcpyKind) {
  char* address;
  if (hipError_t e = symbolAddress(symbol, offset, sizeBytes, address)) return e;
  return copy(address, src, sizeBytes, nullptr, true);
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t sizeBytes, size_t offset, hipMemcpyKind,
                                  hipStream_t stream) {
  char* address;
  if (hipError_t e = symbolAddress(symbol, offset, sizeBytes, address)) return e;
  return copy(address, src, sizeBytes, stream, false);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t sizeBytes, size_t offset, hipMemcpyKind) {
  char* address;
  if (hipError_t e = symbolAddress(symbol, offset, sizeBytes, address)) return e;
  return copy(dst, address, sizeBytes, nullptr, true);
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t sizeBytes, size_t offset, hipMemcpyKind,
                                    hipStream_t stream) {
  char* address;
  if (hipError_t e = symbolAddress(symbol, offset, sizeBytes, address)) return e;
  return copy(dst, address, sizeBytes, stream, false);
}

hipError_t hipMemset(void* dst, int value, size_t sizeBytes) {
  return fill(dst, std::uint8_t(value), sizeBytes, nullptr, true);
}
hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t stream) {
  return fill(dst, std::uint8_t(value), sizeBytes, stream, false);
}
hipError_t hipMemsetD8(hipDeviceptr_t dst, unsigned char value, size_t count) {
  return fill(dst, value, count, nullptr, true);
}
hipError_t hipMemsetD8Async(hipDeviceptr_t dst, unsigned char value, size_t count, hipStream_t stream) {
  return fill(dst, value, count, stream, false);
}
hipError_t hipMemsetD16(hipDeviceptr_t dst, unsigned short value, size_t count) {
  return fill(dst, value, count, nullptr, true);
}
hipError_t hipMemsetD16Async(hipDeviceptr_t dst, unsigned short value, size_t count, hipStream_t stream) {
  return fill(dst, value, count, stream, false);
}
hipError_t hipMemsetD32(hipDeviceptr_t dst, int value, size_t count) { return fill(dst, value, count, nullptr, true); }
hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream) {
  return fill(dst, value, count, stream, false);
}
hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
  return fill2D(dst, pitch, value, width, height, nullptr, true);
}
hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height, hipStream_t stream) {
  return fill2D(dst, pitch, value, width, height, stream, false);
}

// The device's memory less its device and managed allocations: free memory
// drops by what hipMalloc takes, as on a GPU (host pages are mapped lazily,
// so the host's free pages would not show it).
hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  if (!free || !total) return setLastError(hipErrorInvalidValue);
  Runtime& rt = Runtime::get();
  *total = rt.totalMemory();
  *free = *total - std::min(*total, rt.deviceBytesInUse() + gcnjit::hip::vmm::physicalBytes());
  return hipSuccess;
}

hipError_t hipMemPtrGetInfo(void* ptr, size_t* size) {
  auto found = Runtime::get().findAllocation(ptr);
  if (!found || !size) return setLastError(hipErrorInvalidValue);
  *size = found->second.size;
  return hipSuccess;
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t* base, size_t* size, hipDeviceptr_t ptr) {
  auto found = Runtime::get().findAllocation(ptr);
  if (!found) return setLastError(hipErrorInvalidDevicePointer);
  if (base) *base = found->first;
  if (size) *size = found->second.size;
  return hipSuccess;
}

}  // extern "C"
