// Virtual memory management: reserve address ranges, create physical
// allocations, map them into the ranges and give the devices access
// (virtual_memory.h says how). The argument checks and codes are AMD's ROCm
// 5.2 runtime's (hip_vm.cpp). 5.2 has no working virtual memory on ROCm
// devices: its reservation gives no usable address, and where it accepts a
// call and does nothing (hipMemMap, hipMemSetAccess, hipMemUnmap,
// hipMemGetAccess, hipMemRetainAllocationHandle succeed without mapping,
// protecting or answering), these do what the call documents, and refuse as AMD's later
// runtimes do what they cannot do: a made-up or released handle, a range
// outside a reservation or over another mapping, a size or address that is
// not a multiple of the granularity (hipErrorInvalidValue). What 5.2 refuses
// is refused the same way: shareable handles (hipMemExportToShareableHandle,
// hipMemImportFromShareableHandle, and hipMemCreate asked for a handle type)
// and sparse array mapping (hipMemMapArrayAsync) are hipErrorNotSupported.
//
// The granularity is the host page size (AMD's 5.2 reports its device's
// base-address alignment, smaller than a page: the host cannot map less than
// a page).
#include <hip/hip_runtime_api.h>

#include "hip/errors.h"
#include "hip/runtime.h"
#include "hip/virtual_memory.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;
namespace vmm = gcnjit::hip::vmm;

namespace {

// AMD compares the int id with its device count as an unsigned size, so a
// negative id is out of range too.
bool validDevice(int id) { return std::size_t(unsigned(id)) < std::size_t(Runtime::get().deviceCount()); }

// The properties hipMemCreate and hipMemGetAllocationGranularity accept:
// pinned memory on a device.
bool deviceMemoryProperties(const hipMemAllocationProp& properties) {
  return properties.type == hipMemAllocationTypePinned && properties.location.type == hipMemLocationTypeDevice &&
         validDevice(properties.location.id);
}

bool multipleOfGranularity(std::size_t size) { return size % vmm::granularity() == 0; }

}  // namespace

extern "C" {

hipError_t hipMemGetAllocationGranularity(size_t* granularity, const hipMemAllocationProp* prop,
                                          hipMemAllocationGranularity_flags option) {
  // AMD 5.2 does not look at `option`: both granularities are the same.
  (void)option;
  if (!granularity || !prop || !deviceMemoryProperties(*prop)) return setLastError(hipErrorInvalidValue);
  *granularity = vmm::granularity();
  return hipSuccess;
}

hipError_t hipMemAddressReserve(void** ptr, size_t size, size_t alignment, void* addr, unsigned long long flags) {
  if (!ptr || flags != 0) return setLastError(hipErrorInvalidValue);
  *ptr = nullptr;
  if (!size || !multipleOfGranularity(size) || (alignment & (alignment - 1)) != 0)
    return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::reserve(ptr, size, alignment, addr));
}

hipError_t hipMemAddressFree(void* devPtr, size_t size) {
  if (!devPtr || !size) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::freeReservation(devPtr, size));
}

hipError_t hipMemCreate(hipMemGenericAllocationHandle_t* handle, size_t size, const hipMemAllocationProp* prop,
                        unsigned long long flags) {
  if (!handle || !size || flags != 0 || !prop || !deviceMemoryProperties(*prop))
    return setLastError(hipErrorInvalidValue);
  if (prop->requestedHandleType != hipMemHandleTypeNone) return setLastError(hipErrorNotSupported);
  if (size > Runtime::get().totalMemory()) return setLastError(hipErrorOutOfMemory);
  if (!multipleOfGranularity(size)) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::create(handle, size, *prop));
}

hipError_t hipMemRelease(hipMemGenericAllocationHandle_t handle) {
  if (!handle) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::release(handle));
}

hipError_t hipMemGetAllocationPropertiesFromHandle(hipMemAllocationProp* prop, hipMemGenericAllocationHandle_t handle) {
  if (!handle || !prop) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::properties(handle, prop));
}

hipError_t hipMemRetainAllocationHandle(hipMemGenericAllocationHandle_t* handle, void* addr) {
  if (!handle || !addr) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::retain(handle, addr));
}

// Only offset 0 (the header: "currently must be zero").
hipError_t hipMemMap(void* ptr, size_t size, size_t offset, hipMemGenericAllocationHandle_t handle,
                     unsigned long long flags) {
  if (!ptr || !handle || !size || offset != 0 || flags != 0) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::map(ptr, size, handle));
}

hipError_t hipMemUnmap(void* ptr, size_t size) {
  if (!ptr) return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::unmap(ptr, size));
}

hipError_t hipMemSetAccess(void* ptr, size_t size, const hipMemAccessDesc* desc, size_t count) {
  if (!ptr || !size || !desc || !count) return setLastError(hipErrorInvalidValue);
  for (size_t i = 0; i < count; ++i) {
    hipMemAccessFlags flags = desc[i].flags;
    if (desc[i].location.type != hipMemLocationTypeDevice || !validDevice(desc[i].location.id) ||
        (flags != hipMemAccessFlagsProtNone && flags != hipMemAccessFlagsProtRead &&
         flags != hipMemAccessFlagsProtReadWrite))
      return setLastError(hipErrorInvalidValue);
  }
  return setLastError(vmm::setAccess(ptr, size, {desc, count}));
}

hipError_t hipMemGetAccess(unsigned long long* flags, const hipMemLocation* location, void* ptr) {
  if (!flags || !location || !ptr) return setLastError(hipErrorInvalidValue);
  if (location->type != hipMemLocationTypeDevice || !validDevice(location->id))
    return setLastError(hipErrorInvalidValue);
  return setLastError(vmm::access(ptr, location->id, flags));
}

hipError_t hipMemExportToShareableHandle(void* shareableHandle, hipMemGenericAllocationHandle_t handle,
                                         hipMemAllocationHandleType handleType, unsigned long long flags) {
  (void)handleType;
  if (flags != 0 || !handle || !shareableHandle) return setLastError(hipErrorInvalidValue);
  return setLastError(hipErrorNotSupported);
}

hipError_t hipMemImportFromShareableHandle(hipMemGenericAllocationHandle_t* handle, void* osHandle,
                                           hipMemAllocationHandleType shHandleType) {
  (void)shHandleType;
  if (!handle || !osHandle) return setLastError(hipErrorInvalidValue);
  return setLastError(hipErrorNotSupported);
}

hipError_t hipMemMapArrayAsync(hipArrayMapInfo* mapInfoList, unsigned int count, hipStream_t stream) {
  (void)stream;
  if (!mapInfoList || !count) return setLastError(hipErrorInvalidValue);
  return setLastError(hipErrorNotSupported);
}

}  // extern "C"
