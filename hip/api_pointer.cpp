// Pointer attributes: hipPointerGetAttributes, hipPointerGetAttribute,
// hipDrvPointerGetAttributes, as AMD's 5.2 runtime answers them. Its
// hipHostMalloc, hipHostRegister and hipMallocManaged memory are all
// fine-grained system memory, which it reports as hipMemoryTypeHost (with a
// host pointer); only hipMalloc memory is hipMemoryTypeDevice. A pointer
// into an allocation gets the allocation's attributes, its own address as
// device (and host) pointer.
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstring>

#include "hip/array.h"
#include "hip/errors.h"
#include "hip/runtime.h"

using gcnjit::hip::Allocation;
using gcnjit::hip::MemoryKind;
using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

bool hostSide(MemoryKind kind) { return kind != MemoryKind::Device; }

template <class T>
void store(void* data, T value) {
  std::memcpy(data, &value, sizeof value);
}

// One attribute of `pointer`. For a pointer HIP did not allocate AMD writes
// a "none" value (null, 0, false, device -2) and returns
// hipErrorInvalidValue, except for SYNC_MEMOPS and ACCESS_FLAGS, which
// succeed. The attributes AMD does not support are hipErrorNotSupported.
hipError_t pointerAttribute(void* data, hipPointer_attribute attribute, const void* pointer) {
  auto found = Runtime::get().findAllocation(pointer);
  const Allocation* allocation = found ? &found->second : nullptr;
  void* address = const_cast<void*>(pointer);
  switch (attribute) {
    case HIP_POINTER_ATTRIBUTE_MEMORY_TYPE:
      if (allocation) {
        store<std::uint32_t>(data, hostSide(allocation->kind) ? hipMemoryTypeHost : hipMemoryTypeDevice);
        return hipSuccess;
      }
      if (gcnjit::hip::arrayElement(static_cast<const hipArray*>(pointer))) {
        store<std::uint32_t>(data, hipMemoryTypeArray);
        return hipSuccess;
      }
      store<std::uint32_t>(data, 0);
      return hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_DEVICE_POINTER:
      store<void*>(data, allocation ? address : nullptr);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_HOST_POINTER: {
      bool host = allocation && hostSide(allocation->kind);
      store<void*>(data, host ? address : nullptr);
      return host ? hipSuccess : hipErrorInvalidValue;
    }
    case HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS: store<bool>(data, true); return hipSuccess;
    case HIP_POINTER_ATTRIBUTE_BUFFER_ID:
      store<std::uint32_t>(data, allocation ? allocation->id : 0);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_IS_MANAGED:
      store<bool>(data, allocation && allocation->kind == MemoryKind::Managed);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
      store<int>(data, allocation ? allocation->device : hipInvalidDeviceId);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR:
      store<void*>(data, allocation ? found->first : nullptr);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_RANGE_SIZE:
      // AMD writes the size as 32 bits.
      store<std::uint32_t>(data, allocation ? std::uint32_t(allocation->size) : 0);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_MAPPED:
      store<bool>(data, allocation != nullptr);
      return allocation ? hipSuccess : hipErrorInvalidValue;
    case HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS:
      store<std::uint32_t>(data, allocation ? gcnjit::hip::reportedFlags(*allocation) : 0);
      return hipSuccess;
    case HIP_POINTER_ATTRIBUTE_CONTEXT:
    case HIP_POINTER_ATTRIBUTE_P2P_TOKENS:
    case HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE:
    case HIP_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES:
    case HIP_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE:
    case HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: return hipErrorNotSupported;
  }
  return hipErrorInvalidValue;
}

}  // namespace

extern "C" {

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
  if (!attributes || !ptr) return setLastError(hipErrorInvalidValue);
  auto found = Runtime::get().findAllocation(ptr);
  if (!found) return setLastError(hipErrorInvalidValue);
  const Allocation& allocation = found->second;
  *attributes = {};
  attributes->memoryType = hostSide(allocation.kind) ? hipMemoryTypeHost : hipMemoryTypeDevice;
  attributes->device = allocation.device;
  attributes->devicePointer = const_cast<void*>(ptr);
  attributes->hostPointer = hostSide(allocation.kind) ? const_cast<void*>(ptr) : nullptr;
  attributes->isManaged = allocation.kind == MemoryKind::Managed;
  attributes->allocationFlags = gcnjit::hip::reportedFlags(allocation);
  return hipSuccess;
}

hipError_t hipPointerGetAttribute(void* data, hipPointer_attribute attribute, hipDeviceptr_t ptr) {
  if (!data || !ptr) return setLastError(hipErrorInvalidValue);
  return setLastError(pointerAttribute(data, attribute, ptr));
}

// AMD 5.2 answers each attribute as hipPointerGetAttribute would but
// returns hipSuccess whatever they returned: a pointer HIP did not allocate
// gets the "none" values.
hipError_t hipDrvPointerGetAttributes(unsigned int numAttributes, hipPointer_attribute* attributes, void** data,
                                      hipDeviceptr_t ptr) {
  if (!numAttributes || !attributes || !data || !ptr) return setLastError(hipErrorInvalidValue);
  for (unsigned i = 0; i < numAttributes; ++i) {
    if (!data[i]) return setLastError(hipErrorInvalidValue);
    (void)pointerAttribute(data[i], attributes[i], ptr);
  }
  return hipSuccess;
}

}  // extern "C"
