// Managed memory advice and range attributes: hipMemAdvise,
// hipMemPrefetchAsync, hipMemRangeGetAttribute(s). Managed memory never
// migrates (kernels read host memory in place): the calls validate their
// arguments as AMD 5.2 does and record what hipMemRangeGetAttribute reads
// back (hip/managed_advice.h).
#include <hip/hip_runtime_api.h>

#include "hip/errors.h"
#include "hip/managed_advice.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

extern "C" {

// AMD 5.2: a null pointer or count 0 is hipErrorInvalidValue, a device that
// is neither hipCpuDeviceId nor a device hipErrorInvalidDevice, a range
// running past its allocation hipErrorInvalidValue.
hipError_t hipMemPrefetchAsync(const void* ptr, size_t count, int device, hipStream_t stream) {
  if (!ptr || !count) return setLastError(hipErrorInvalidValue);
  if (device != hipCpuDeviceId && (device < 0 || device >= Runtime::get().deviceCount()))
    return setLastError(hipErrorInvalidDevice);
  if (!gcnjit::hip::validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (auto found = Runtime::get().findAllocation(ptr)) {
    std::size_t offset = static_cast<const char*>(ptr) - static_cast<const char*>(found->first);
    if (count > found->second.size - offset) return setLastError(hipErrorInvalidValue);
  }
  gcnjit::hip::recordPrefetch(ptr, count, device);
  return hipSuccess;
}

hipError_t hipMemAdvise(const void* ptr, size_t count, hipMemoryAdvise advice, int device) {
  return setLastError(gcnjit::hip::adviseManaged(ptr, count, advice, device));
}

hipError_t hipMemRangeGetAttribute(void* data, size_t data_size, hipMemRangeAttribute attribute, const void* dev_ptr,
                                   size_t count) {
  return setLastError(gcnjit::hip::managedRangeAttribute(data, data_size, attribute, dev_ptr, count));
}

hipError_t hipMemRangeGetAttributes(void** data, size_t* data_sizes, hipMemRangeAttribute* attributes,
                                    size_t num_attributes, const void* dev_ptr, size_t count) {
  if (!data || !data_sizes || !attributes || !num_attributes || !dev_ptr || !count)
    return setLastError(hipErrorInvalidValue);
  for (size_t i = 0; i < num_attributes; ++i) {
    hipError_t e = gcnjit::hip::managedRangeAttribute(data[i], data_sizes[i], attributes[i], dev_ptr, count);
    if (e != hipSuccess) return setLastError(e);
  }
  return hipSuccess;
}

}  // extern "C"
