// Stream-ordered allocation and memory pools (memory_pool.h). Argument
// checks and codes are AMD's 5.2 runtime's; where it would dereference a
// null or made-up pointer (pool properties, a pool handle) the code is
// hipErrorInvalidValue, the one its checks give for a null pool. AMD 5.2
// has no memory-allocation graph nodes and does not capture these calls:
// in a capturing stream hipMallocAsync allocates at once and hipFreeAsync
// frees when the stream's own (uncaptured) work reaches it, as here.
#include <cstring>
#include <type_traits>
#include <hip/hip_runtime_api.h>

#include "hip/errors.h"
#include "hip/memory_pool.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

hipError_t allocateAsync(void** pointer, std::size_t size, ihipMemPoolHandle_t* pool) {
  *pointer = nullptr;
  if (!size) return hipSuccess;
  *pointer = gcnjit::hip::allocateFromPool(pool, size);
  return *pointer ? hipSuccess : setLastError(hipErrorOutOfMemory);
}

// The bits of an enum field the caller filled in, which may hold any value:
// loading it as the enum type would be undefined behaviour.
template <class Enum>
std::underlying_type_t<Enum> rawEnum(const Enum& field) {
  std::underlying_type_t<Enum> bits;
  std::memcpy(&bits, &field, sizeof bits);
  return bits;
}

bool validLocation(const hipMemLocation& location) {
  return rawEnum(location.type) == hipMemLocationTypeDevice && Runtime::get().validDevice(location.id);
}

}  // namespace

extern "C" {

// From the current pool of the stream's device.
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t stream) {
  if (!ptr || !gcnjit::hip::validStream(stream)) return setLastError(hipErrorInvalidValue);
  return allocateAsync(ptr, size, gcnjit::hip::currentPool(gcnjit::hip::streamDevice(stream)));
}

hipError_t hipMallocFromPoolAsync(void** ptr, size_t size, hipMemPool_t memPool, hipStream_t stream) {
  if (!ptr || !gcnjit::hip::livePool(memPool) || !gcnjit::hip::validStream(stream))
    return setLastError(hipErrorInvalidValue);
  return allocateAsync(ptr, size, memPool);
}

// The memory goes back to its pool (or, allocated otherwise, to the device)
// when the stream reaches the free. Memory that is no allocation's start is
// refused here (stricter: AMD's fails later, inside the stream).
hipError_t hipFreeAsync(void* ptr, hipStream_t stream) {
  if (!ptr || !gcnjit::hip::validStream(stream)) return setLastError(hipErrorInvalidValue);
  if (!gcnjit::hip::fromPool(ptr)) {
    auto found = Runtime::get().findAllocation(ptr);
    if (!found || found->first != ptr || found->second.kind == gcnjit::hip::MemoryKind::Host ||
        found->second.kind == gcnjit::hip::MemoryKind::Registered)
      return setLastError(hipErrorInvalidValue);
  }
  return gcnjit::hip::enqueue(stream, false, [ptr] {
    if (!gcnjit::hip::freeToPools(ptr)) Runtime::get().release(ptr);
  });
}

// AMD 5.2: a device that does not exist is hipErrorInvalidValue.
hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t* memPool, int device) {
  if (!memPool || !Runtime::get().validDevice(device)) return setLastError(hipErrorInvalidValue);
  *memPool = gcnjit::hip::defaultPool(device);
  return hipSuccess;
}

hipError_t hipDeviceGetMemPool(hipMemPool_t* memPool, int device) {
  if (!memPool || !Runtime::get().validDevice(device)) return setLastError(hipErrorInvalidValue);
  *memPool = gcnjit::hip::currentPool(device);
  return hipSuccess;
}

hipError_t hipDeviceSetMemPool(int device, hipMemPool_t memPool) {
  if (!gcnjit::hip::livePool(memPool) || !Runtime::get().validDevice(device)) return setLastError(hipErrorInvalidValue);
  if (memPool->device != device) return setLastError(hipErrorInvalidDevice);
  gcnjit::hip::setCurrentPool(device, memPool);
  return hipSuccess;
}

hipError_t hipMemPoolCreate(hipMemPool_t* memPool, const hipMemPoolProps* poolProps) {
  if (!memPool || !poolProps || rawEnum(poolProps->allocType) != hipMemAllocationTypePinned || !validLocation(poolProps->location))
    return setLastError(hipErrorInvalidValue);
  *memPool = gcnjit::hip::createPool(poolProps->location.id);
  return hipSuccess;
}

// A device's default pool cannot be destroyed (stricter: AMD's frees it and
// leaves the device without one).
hipError_t hipMemPoolDestroy(hipMemPool_t memPool) {
  if (!gcnjit::hip::livePool(memPool) || gcnjit::hip::defaultPool(memPool->device) == memPool)
    return setLastError(hipErrorInvalidValue);
  gcnjit::hip::destroyPool(memPool);
  return hipSuccess;
}

hipError_t hipMemPoolTrimTo(hipMemPool_t memPool, size_t minBytesToKeep) {
  if (!gcnjit::hip::livePool(memPool)) return setLastError(hipErrorInvalidValue);
  gcnjit::hip::trimPool(memPool, minBytesToKeep);
  return hipSuccess;
}

hipError_t hipMemPoolSetAttribute(hipMemPool_t memPool, hipMemPoolAttr attr, void* value) {
  if (!gcnjit::hip::livePool(memPool) || !value) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setPoolAttribute(memPool, attr, value));
}

hipError_t hipMemPoolGetAttribute(hipMemPool_t memPool, hipMemPoolAttr attr, void* value) {
  if (!gcnjit::hip::livePool(memPool) || !value) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::getPoolAttribute(memPool, attr, value));
}

// Access is bookkeeping: the devices share one address space.
hipError_t hipMemPoolSetAccess(hipMemPool_t memPool, const hipMemAccessDesc* descList, size_t count) {
  if (!gcnjit::hip::livePool(memPool) || !descList) return setLastError(hipErrorInvalidValue);
  for (size_t i = 0; i < count; ++i)
    if (!validLocation(descList[i].location) || rawEnum(descList[i].flags) > hipMemAccessFlagsProtReadWrite)
      return setLastError(hipErrorInvalidValue);
  std::lock_guard lock(memPool->mutex);
  for (size_t i = 0; i < count; ++i) memPool->access[std::size_t(descList[i].location.id)] = descList[i].flags;
  return hipSuccess;
}

hipError_t hipMemPoolGetAccess(hipMemAccessFlags* flags, hipMemPool_t memPool, hipMemLocation* location) {
  if (!flags || !gcnjit::hip::livePool(memPool) || !location || !validLocation(*location))
    return setLastError(hipErrorInvalidValue);
  std::lock_guard lock(memPool->mutex);
  *flags = location->id == memPool->device ? hipMemAccessFlagsProtReadWrite
                                           : memPool->access[std::size_t(location->id)];
  return hipSuccess;
}

}  // extern "C"
