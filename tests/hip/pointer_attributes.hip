// Pointer and managed-range attributes with AMD ROCm 5.2's values:
// hipPointerGetAttribute, hipDrvPointerGetAttributes, hipPointerGetAttributes
// on hipMalloc, hipHostMalloc, hipMallocManaged and registered memory, on
// pointers into them and on pointers HIP never allocated; hipMemAdvise,
// hipMemPrefetchAsync and hipMemRangeGetAttribute(s) on managed memory.
// AMD 5.2 reports hipHostMalloc, registered and managed memory (all
// fine-grained system memory) as hipMemoryTypeHost, where CUDA documents
// managed memory as device memory: the implementation is followed here.
// A fresh managed allocation has the documented range attributes (AMD's
// come from its HMM driver and differ by system; hip/managed_advice.h).
// Kernels then use the pointers the attributes return.
#include <cstdint>
#include <vector>

#include "check.h"

__global__ void scale(int* data, int n, int factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * factor + i;
}

template <class T>
T attribute(hipPointer_attribute which, void* pointer, hipError_t expected = hipSuccess) {
  T value{};
  hipError_t e = hipPointerGetAttribute(&value, which, pointer);
  EXPECT(e == expected, "attribute %d of %p: %s, expected %s", int(which), pointer, hipGetErrorName(e),
         hipGetErrorName(expected));
  return value;
}

void checkDeviceMemory() {
  const int n = 1000;
  int *d, *other;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&other, 64));
  int* inside = d + 10;
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, inside) == hipMemoryTypeDevice, "type");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_DEVICE_POINTER, inside) == inside, "device pointer");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_HOST_POINTER, inside, hipErrorInvalidValue) == nullptr,
         "device memory has no host pointer");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR, inside) == d, "range start");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_RANGE_SIZE, inside) == n * sizeof(int), "range size");
  std::uint32_t id = attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_BUFFER_ID, inside);
  EXPECT(id != 0 && id != attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_BUFFER_ID, other), "buffer ids %u", id);
  EXPECT(!attribute<bool>(HIP_POINTER_ATTRIBUTE_IS_MANAGED, inside), "not managed");
  EXPECT(attribute<bool>(HIP_POINTER_ATTRIBUTE_MAPPED, inside), "mapped");
  EXPECT(attribute<int>(HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL, inside) == 0, "ordinal");
  EXPECT(attribute<bool>(HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS, inside), "sync memops");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS, inside) == 0, "access flags");
  attribute<void*>(HIP_POINTER_ATTRIBUTE_CONTEXT, inside, hipErrorNotSupported);
  attribute<std::uint64_t>(HIP_POINTER_ATTRIBUTE_P2P_TOKENS, inside, hipErrorNotSupported);

  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, inside));
  EXPECT(attributes.memoryType == hipMemoryTypeDevice && attributes.devicePointer == inside &&
             attributes.hostPointer == nullptr && attributes.device == 0 && !attributes.isManaged &&
             attributes.allocationFlags == 0,
         "hipPointerGetAttributes of device memory");

  // Several at once, as the driver API asks them.
  hipPointer_attribute which[] = {HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                                  HIP_POINTER_ATTRIBUTE_RANGE_SIZE, HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
  std::uint32_t type = 0, size = 0;
  void* start = nullptr;
  int ordinal = -1;
  void* data[] = {&type, &start, &size, &ordinal};
  HIP_CHECK(hipDrvPointerGetAttributes(4, which, data, inside));
  EXPECT(type == hipMemoryTypeDevice && start == d && size == n * sizeof(int) && ordinal == 0,
         "hipDrvPointerGetAttributes: type %u start %p size %u ordinal %d", type, start, size, ordinal);

  // A kernel writes through the range start the attribute returned.
  std::vector<int> host(n);
  for (int i = 0; i < n; ++i) host[i] = 3 * i;
  HIP_CHECK(hipMemcpy(start, host.data(), n * sizeof(int), hipMemcpyHostToDevice));
  scale<<<(n + 127) / 128, 128>>>(static_cast<int*>(start), n, 2);
  HIP_CHECK(hipMemcpy(host.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(host[i] == 7 * i, "d[%d] = %d", i, host[i]);
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(other));
  // Freed memory is unknown again.
  attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, inside, hipErrorInvalidValue);
}

void checkHostMemory() {
  const int n = 256;
  int* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, n * sizeof(int), hipHostMallocMapped));
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, pinned + 3) == hipMemoryTypeHost, "type");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_HOST_POINTER, pinned + 3) == pinned + 3, "host pointer");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS, pinned) == hipHostMallocMapped, "flags");
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, pinned + 3));
  EXPECT(attributes.memoryType == hipMemoryTypeHost && attributes.hostPointer == pinned + 3 &&
             attributes.devicePointer == pinned + 3 && attributes.allocationFlags == hipHostMallocMapped,
         "hipPointerGetAttributes of pinned memory");
  void* device = attribute<void*>(HIP_POINTER_ATTRIBUTE_DEVICE_POINTER, pinned);
  for (int i = 0; i < n; ++i) pinned[i] = i;
  scale<<<2, 128>>>(static_cast<int*>(device), n, 5);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) EXPECT(pinned[i] == 6 * i, "pinned[%d] = %d", i, pinned[i]);
  HIP_CHECK(hipHostFree(pinned));

  // Registered memory: the host's own buffer; AMD keeps no flags for it.
  std::vector<int> buffer(n);
  HIP_CHECK(hipHostRegister(buffer.data(), n * sizeof(int), hipHostRegisterMapped));
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, &buffer[7]) == hipMemoryTypeHost, "type");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR, &buffer[7]) == buffer.data(), "start");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_RANGE_SIZE, &buffer[7]) == n * sizeof(int), "size");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS, buffer.data()) == 0, "registered flags");
  HIP_CHECK(hipHostUnregister(buffer.data()));

  // Managed memory.
  int* managed;
  HIP_CHECK(hipMallocManaged(&managed, n * sizeof(int)));
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, managed) == hipMemoryTypeHost, "type");
  EXPECT(attribute<bool>(HIP_POINTER_ATTRIBUTE_IS_MANAGED, managed + 1), "managed");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_HOST_POINTER, managed + 1) == managed + 1, "host pointer");
  HIP_CHECK(hipPointerGetAttributes(&attributes, managed));
  EXPECT(attributes.isManaged == 1 && attributes.memoryType == hipMemoryTypeHost, "managed attributes");
  HIP_CHECK(hipFree(managed));
}

void checkUnknownPointers() {
  int local = 0;
  void* p = &local;
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, p, hipErrorInvalidValue) == 0, "type");
  EXPECT(attribute<void*>(HIP_POINTER_ATTRIBUTE_DEVICE_POINTER, p, hipErrorInvalidValue) == nullptr, "device");
  EXPECT(attribute<int>(HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL, p, hipErrorInvalidValue) == -2, "ordinal -2");
  EXPECT(!attribute<bool>(HIP_POINTER_ATTRIBUTE_MAPPED, p, hipErrorInvalidValue), "not mapped");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_BUFFER_ID, p, hipErrorInvalidValue) == 0, "no id");
  EXPECT(attribute<bool>(HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS, p), "sync memops succeeds");
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS, p) == 0, "access flags succeed");
  hipPointerAttribute_t attributes;
  EXPECT(hipPointerGetAttributes(&attributes, p) == hipErrorInvalidValue, "hipPointerGetAttributes");
  // hipDrvPointerGetAttributes succeeds and writes the "none" values.
  hipPointer_attribute which[] = {HIP_POINTER_ATTRIBUTE_DEVICE_POINTER, HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
  void* device = p;
  int ordinal = 0;
  void* data[] = {&device, &ordinal};
  HIP_CHECK(hipDrvPointerGetAttributes(2, which, data, p));
  EXPECT(device == nullptr && ordinal == -2, "none values: %p %d", device, ordinal);
  (void)hipGetLastError();

  // An array is hipMemoryTypeArray.
  hipArray_t array;
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  HIP_CHECK(hipMallocArray(&array, &channel, 16, 16));
  EXPECT(attribute<std::uint32_t>(HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, array) == hipMemoryTypeArray, "array");
  HIP_CHECK(hipFreeArray(array));
}

int rangeInt(hipMemRangeAttribute which, void* pointer, size_t count) {
  int value = 12345;
  HIP_CHECK(hipMemRangeGetAttribute(&value, sizeof value, which, pointer, count));
  return value;
}

void checkManagedRanges() {
  const size_t pages = 8, bytes = pages * 4096;
  const int n = int(bytes / sizeof(int));
  char* m;
  HIP_CHECK(hipMallocManaged(&m, bytes));
  // Nothing advised yet.
  EXPECT(rangeInt(hipMemRangeAttributeReadMostly, m, bytes) == 0, "read mostly");
  EXPECT(rangeInt(hipMemRangeAttributePreferredLocation, m, bytes) == hipInvalidDeviceId, "preferred");
  EXPECT(rangeInt(hipMemRangeAttributeLastPrefetchLocation, m, bytes) == hipInvalidDeviceId, "prefetch");
  EXPECT(rangeInt(hipMemRangeAttributeCoherencyMode, m, bytes) == hipMemRangeCoherencyModeFineGrain, "fine");

  HIP_CHECK(hipMemAdvise(m, bytes, hipMemAdviseSetReadMostly, 0));
  HIP_CHECK(hipMemAdvise(m, bytes / 2, hipMemAdviseSetPreferredLocation, 0));
  HIP_CHECK(hipMemAdvise(m + bytes / 2, bytes / 2, hipMemAdviseSetPreferredLocation, hipCpuDeviceId));
  HIP_CHECK(hipMemAdvise(m, bytes, hipMemAdviseSetAccessedBy, 0));
  HIP_CHECK(hipMemAdvise(m, 4096, hipMemAdviseSetAccessedBy, hipCpuDeviceId));
  HIP_CHECK(hipMemAdvise(m, 100, hipMemAdviseSetCoarseGrain, 0));
  HIP_CHECK(hipMemPrefetchAsync(m, bytes, hipCpuDeviceId, nullptr));
  HIP_CHECK(hipMemPrefetchAsync(m + 4096, 4096, 0, nullptr));

  EXPECT(rangeInt(hipMemRangeAttributeReadMostly, m + 5, bytes - 5) == 1, "read mostly");
  EXPECT(rangeInt(hipMemRangeAttributePreferredLocation, m, bytes) == hipInvalidDeviceId, "mixed preferred");
  EXPECT(rangeInt(hipMemRangeAttributePreferredLocation, m + 10, bytes / 4) == 0, "preferred 0");
  EXPECT(rangeInt(hipMemRangeAttributePreferredLocation, m + bytes - 8, 8) == hipCpuDeviceId, "preferred cpu");
  EXPECT(rangeInt(hipMemRangeAttributeLastPrefetchLocation, m, 4096) == hipCpuDeviceId, "prefetched to cpu");
  EXPECT(rangeInt(hipMemRangeAttributeLastPrefetchLocation, m + 4096, 4096) == 0, "prefetched to 0");
  EXPECT(rangeInt(hipMemRangeAttributeLastPrefetchLocation, m, 8192) == hipInvalidDeviceId, "mixed prefetch");
  EXPECT(rangeInt(hipMemRangeAttributeCoherencyMode, m, 4096) == hipMemRangeCoherencyModeCoarseGrain, "coarse");
  EXPECT(rangeInt(hipMemRangeAttributeCoherencyMode, m, bytes) == hipMemRangeCoherencyModeIndeterminate, "mixed");

  int accessed[3] = {7, 7, 7};
  HIP_CHECK(hipMemRangeGetAttribute(accessed, sizeof accessed, hipMemRangeAttributeAccessedBy, m, 64));
  EXPECT(accessed[0] == 0 && accessed[1] == hipCpuDeviceId && accessed[2] == hipInvalidDeviceId,
         "accessed by %d %d %d", accessed[0], accessed[1], accessed[2]);
  HIP_CHECK(hipMemRangeGetAttribute(accessed, sizeof accessed, hipMemRangeAttributeAccessedBy, m, bytes));
  EXPECT(accessed[0] == 0 && accessed[1] == hipInvalidDeviceId, "accessed by the whole range %d %d", accessed[0],
         accessed[1]);
  HIP_CHECK(hipMemAdvise(m, bytes, hipMemAdviseUnsetAccessedBy, 0));
  HIP_CHECK(hipMemAdvise(m, bytes, hipMemAdviseUnsetReadMostly, 0));
  HIP_CHECK(hipMemRangeGetAttribute(accessed, sizeof accessed, hipMemRangeAttributeAccessedBy, m + 4096, 64));
  EXPECT(accessed[0] == hipInvalidDeviceId, "unset accessed by %d", accessed[0]);

  // Several attributes at once.
  int readMostly = 9, preferred = 9, coherency = 9;
  void* data[] = {&readMostly, &preferred, &coherency};
  size_t sizes[] = {4, 4, 4};
  hipMemRangeAttribute which[] = {hipMemRangeAttributeReadMostly, hipMemRangeAttributePreferredLocation,
                                  hipMemRangeAttributeCoherencyMode};
  HIP_CHECK(hipMemRangeGetAttributes(data, sizes, which, 3, m + bytes / 2, bytes / 2));
  EXPECT(readMostly == 0 && preferred == hipCpuDeviceId && coherency == hipMemRangeCoherencyModeFineGrain,
         "hipMemRangeGetAttributes %d %d %d", readMostly, preferred, coherency);

  // Wrong sizes and memory that is not managed.
  int value;
  EXPECT(hipMemRangeGetAttribute(&value, 8, hipMemRangeAttributeReadMostly, m, bytes) == hipErrorInvalidValue,
         "data_size 8");
  EXPECT(hipMemRangeGetAttribute(&value, 6, hipMemRangeAttributeAccessedBy, m, bytes) == hipErrorInvalidValue,
         "data_size 6");
  EXPECT(hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, m + 8, bytes) == hipErrorInvalidValue,
         "past the allocation");
  void* device;
  HIP_CHECK(hipMalloc(&device, 4096));
  EXPECT(hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, device, 64) == hipErrorInvalidValue,
         "device memory");
  EXPECT(hipMemAdvise(device, 64, hipMemAdviseSetReadMostly, 0) == hipErrorInvalidValue, "advise device memory");
  HIP_CHECK(hipFree(device));
  (void)hipGetLastError();

  // The advice changes nothing for kernels.
  int* ints = reinterpret_cast<int*>(m);
  for (int i = 0; i < n; ++i) ints[i] = i;
  scale<<<(n + 255) / 256, 256>>>(ints, n, 3);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) EXPECT(ints[i] == 4 * i, "managed[%d] = %d", i, ints[i]);
  HIP_CHECK(hipFree(m));
}

int main() {
  checkDeviceMemory();
  checkHostMemory();
  checkUnknownPointers();
  checkManagedRanges();
  return finish("pointer_attributes");
}
