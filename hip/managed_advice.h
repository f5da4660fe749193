// What hipMemAdvise and hipMemPrefetchAsync record about managed memory,
// page by page, and what hipMemRangeGetAttribute(s) read back. Managed
// memory never migrates on gcnjit (the device reads host memory in place),
// so the advice changes nothing but these attributes. A fresh allocation
// has the documented defaults (not read-mostly, no preferred or prefetch
// location, accessed by no device, fine-grained): AMD's own answers come
// from the HMM driver and differ by system (with XNACK it lists every
// device as accessing new memory; without HMM the queries fail).
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>

namespace gcnjit::hip {

// hipMemAdvise: hipErrorInvalidValue for a null pointer, count 0, a device
// that is neither hipCpuDeviceId nor one of the devices, an unknown advice,
// or a range that is not inside one managed allocation (AMD 5.2 tracks
// advice for its managed memory only).
hipError_t adviseManaged(const void* pointer, std::size_t count, hipMemoryAdvise advice, int device);
// hipMemPrefetchAsync's destination, as LastPrefetchLocation; ranges outside
// managed memory are ignored.
void recordPrefetch(const void* pointer, std::size_t count, int device);
// One hipMemRangeGetAttribute query. ReadMostly, PreferredLocation,
// LastPrefetchLocation and CoherencyMode write a 4-byte int (data_size must
// be 4); AccessedBy writes the devices advised for the whole range, then
// hipInvalidDeviceId up to data_size / 4 entries (data_size a multiple of 4).
// hipErrorInvalidValue for a null pointer, size 0, a range not inside one
// managed allocation, a wrong data_size or an unknown attribute.
hipError_t managedRangeAttribute(void* data, std::size_t dataSize, hipMemRangeAttribute attribute,
                                 const void* pointer, std::size_t count);
// Drops what was recorded for the managed allocation at `base` (hipFree).
void forgetManagedAdvice(const void* base);

}  // namespace gcnjit::hip
