// Virtual memory management: a reserved range with two physical chunks
// mapped contiguously, made accessible in one call, then copied across and
// run over whole by a kernel; unmapped and remapped in the other order (the
// contents belong to the physical allocations); one allocation mapped at two
// addresses (each mapping sees the other's writes); a handle released while
// mapped (the memory lives until its last mapping goes, as CUDA documents).
// Physical allocations count as used device memory in hipMemGetInfo, as
// AMD's allocate them from the device.
// The granularity is the host page size (AMD's 5.2 reports its base-address
// alignment, less than a page the host can map). Mapped memory is
// inaccessible until hipMemSetAccess, and a kernel touching it, or a reserved
// range with nothing mapped, faults (hipErrorIllegalAddress) without harm to
// the host. AMD's 5.2 refuses shareable handles: hipMemCreate asked for a
// POSIX file descriptor handle, hipMemExportToShareableHandle and
// hipMemImportFromShareableHandle return hipErrorNotSupported, as here.
#include <unistd.h>

#include <cstdint>
#include <vector>

#include "check.h"

__global__ void scaleAdd(int* data, int n, int add) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * 2 + add;
}

__global__ void fill(int* data, int n, int first) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = first + i;
}

// Copies `n` ints from device memory and checks each against `expected(i)`.
template <class Expected>
void expectContents(const void* device, int n, Expected expected, const char* what) {
  std::vector<int> got(std::size_t(n), 0);
  HIP_CHECK(hipMemcpy(got.data(), device, std::size_t(n) * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(got[i] == expected(i), "%s: element %d is %d, not %d", what, i, got[i], expected(i));
}

int main() {
  hipMemAllocationProp prop{};
  prop.type = hipMemAllocationTypePinned;
  prop.location.type = hipMemLocationTypeDevice;
  prop.location.id = 0;
  size_t granularity = 0, recommended = 0;
  HIP_CHECK(hipMemGetAllocationGranularity(&granularity, &prop, hipMemAllocationGranularityMinimum));
  HIP_CHECK(hipMemGetAllocationGranularity(&recommended, &prop, hipMemAllocationGranularityRecommended));
  EXPECT(granularity == size_t(sysconf(_SC_PAGESIZE)) && recommended == granularity,
         "granularity %zu, recommended %zu", granularity, recommended);

  const size_t chunk = 16 * granularity;
  const int perChunk = int(chunk / sizeof(int));
  const int n = 2 * perChunk;
  const size_t twoMiB = size_t(1) << 21;
  void* base;
  HIP_CHECK(hipMemAddressReserve(&base, 2 * chunk, twoMiB, nullptr, 0));
  EXPECT(reinterpret_cast<std::uintptr_t>(base) % twoMiB == 0, "the reservation at %p is not 2 MiB aligned", base);
  char* bytes = static_cast<char*>(base);
  int* data = static_cast<int*>(base);

  // Nothing mapped yet: a kernel touching the range faults.
  fill<<<1, 64>>>(data, 64, 0);
  hipError_t e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "a kernel writing a reservation with nothing mapped: %s", hipGetErrorName(e));

  // Physical allocations are device memory in use (hipMemGetInfo).
  size_t freeBefore, freeAfter, total;
  HIP_CHECK(hipMemGetInfo(&freeBefore, &total));
  hipMemGenericAllocationHandle_t first, second;
  HIP_CHECK(hipMemCreate(&first, chunk, &prop, 0));
  HIP_CHECK(hipMemCreate(&second, chunk, &prop, 0));
  HIP_CHECK(hipMemGetInfo(&freeAfter, &total));
  EXPECT(freeBefore - freeAfter == 2 * chunk, "free memory went from %zu to %zu after two %zu-byte allocations",
         freeBefore, freeAfter, chunk);
  HIP_CHECK(hipMemMap(bytes, chunk, 0, first, 0));
  HIP_CHECK(hipMemMap(bytes + chunk, chunk, 0, second, 0));

  // Mapped without access: no access reported, and a kernel faults.
  hipMemLocation device0{hipMemLocationTypeDevice, 0};
  unsigned long long flags = 99;
  HIP_CHECK(hipMemGetAccess(&flags, &device0, bytes));
  EXPECT(flags == hipMemAccessFlagsProtNone, "access %llu before hipMemSetAccess", flags);
  fill<<<1, 64>>>(data, 64, 0);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "a kernel writing mapped memory without access: %s", hipGetErrorName(e));

  hipMemAccessDesc readWrite{device0, hipMemAccessFlagsProtReadWrite};
  HIP_CHECK(hipMemSetAccess(bytes, 2 * chunk, &readWrite, 1));  // both mappings at once
  HIP_CHECK(hipMemGetAccess(&flags, &device0, bytes + chunk + 12));
  EXPECT(flags == hipMemAccessFlagsProtReadWrite, "access %llu after hipMemSetAccess", flags);

  // A copy across both chunks, a kernel over the whole range, a copy back.
  std::vector<int> host(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) host[size_t(i)] = 3 * i - 7;
  HIP_CHECK(hipMemcpy(base, host.data(), size_t(n) * sizeof(int), hipMemcpyHostToDevice));
  scaleAdd<<<n / 256, 256>>>(data, n, 5);
  HIP_CHECK(hipDeviceSynchronize());
  auto computed = [](int i) { return 2 * (3 * i - 7) + 5; };
  expectContents(base, n, computed, "after the kernel");
  // A memset over the seam between the chunks.
  HIP_CHECK(hipMemset(data + perChunk - 8, 0, 16 * sizeof(int)));
  expectContents(
      base, n, [&](int i) { return i >= perChunk - 8 && i < perChunk + 8 ? 0 : computed(i); }, "after the memset");
  HIP_CHECK(hipMemcpy(data + perChunk - 8, host.data(), 16 * sizeof(int), hipMemcpyHostToDevice));
  auto restored = [&](int i) { return i >= perChunk - 8 && i < perChunk + 8 ? 3 * (i - perChunk + 8) - 7 : computed(i); };

  // The handle mapped at an address, and its properties.
  hipMemGenericAllocationHandle_t retained;
  HIP_CHECK(hipMemRetainAllocationHandle(&retained, bytes + chunk + 100));
  EXPECT(retained == second, "the handle mapped in the second chunk is %p, not %p", static_cast<void*>(retained),
         static_cast<void*>(second));
  HIP_CHECK(hipMemRelease(retained));
  hipMemAllocationProp properties{};
  HIP_CHECK(hipMemGetAllocationPropertiesFromHandle(&properties, first));
  EXPECT(properties.type == hipMemAllocationTypePinned && properties.location.type == hipMemLocationTypeDevice &&
             properties.location.id == 0 && properties.requestedHandleType == hipMemHandleTypeNone,
         "properties: type %d, location %d/%d", int(properties.type), int(properties.location.type),
         properties.location.id);

  // Unmapped, the range faults again and has no access to report; remapped
  // in the other order, it holds the chunks swapped.
  HIP_CHECK(hipMemUnmap(base, 2 * chunk));
  EXPECT(hipMemGetAccess(&flags, &device0, bytes) == hipErrorInvalidValue, "access of an unmapped address");
  fill<<<1, 64>>>(data + perChunk, 64, 0);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "a kernel writing an unmapped chunk: %s", hipGetErrorName(e));
  (void)hipGetLastError();
  HIP_CHECK(hipMemMap(bytes, chunk, 0, second, 0));
  HIP_CHECK(hipMemMap(bytes + chunk, chunk, 0, first, 0));
  HIP_CHECK(hipMemSetAccess(bytes, chunk, &readWrite, 1));
  HIP_CHECK(hipMemSetAccess(bytes + chunk, chunk, &readWrite, 1));
  expectContents(base, n, [&](int i) { return restored((i + perChunk) % n); }, "remapped in the other order");

  // `first` mapped a second time, in a reservation of its own: a kernel
  // writing through one mapping is read through the other.
  void* alias;
  HIP_CHECK(hipMemAddressReserve(&alias, chunk, 0, nullptr, 0));
  HIP_CHECK(hipMemMap(alias, chunk, 0, first, 0));
  HIP_CHECK(hipMemSetAccess(alias, chunk, &readWrite, 1));
  fill<<<perChunk / 256, 256>>>(static_cast<int*>(alias), perChunk, 1000);
  HIP_CHECK(hipDeviceSynchronize());
  expectContents(bytes + chunk, perChunk, [](int i) { return 1000 + i; }, "written through the alias");

  // Released while mapped twice: the handle is gone, the memory stays
  // until its last mapping is unmapped.
  HIP_CHECK(hipMemRelease(first));
  EXPECT(hipMemGetAllocationPropertiesFromHandle(&properties, first) == hipErrorInvalidValue,
         "properties of a released handle");
  EXPECT(hipMemRelease(first) == hipErrorInvalidValue, "a handle released twice");
  HIP_CHECK(hipMemUnmap(bytes + chunk, chunk));
  fill<<<perChunk / 256, 256>>>(static_cast<int*>(alias), perChunk, -50);
  HIP_CHECK(hipDeviceSynchronize());
  expectContents(alias, perChunk, [](int i) { return i - 50; }, "the released allocation's last mapping");
  // Retaining through the remaining mapping gives a handle that maps again.
  HIP_CHECK(hipMemRetainAllocationHandle(&retained, alias));
  HIP_CHECK(hipMemMap(bytes + chunk, chunk, 0, retained, 0));
  HIP_CHECK(hipMemSetAccess(bytes + chunk, chunk, &readWrite, 1));
  expectContents(bytes + chunk, perChunk, [](int i) { return i - 50; }, "mapped again from the retained handle");
  HIP_CHECK(hipMemRelease(retained));
  HIP_CHECK(hipMemUnmap(alias, chunk));
  HIP_CHECK(hipMemAddressFree(alias, chunk));

  // Access per device: each device's flags are its own (with several
  // devices, GCNJIT_DEVICES). Read-only access is reported as set.
  int devices = 0;
  HIP_CHECK(hipGetDeviceCount(&devices));
  hipMemAccessDesc readOnly{device0, hipMemAccessFlagsProtRead};
  HIP_CHECK(hipMemSetAccess(bytes, chunk, &readOnly, 1));
  HIP_CHECK(hipMemGetAccess(&flags, &device0, bytes));
  EXPECT(flags == hipMemAccessFlagsProtRead, "access %llu after setting read-only", flags);
  if (devices > 1) {
    hipMemLocation last{hipMemLocationTypeDevice, devices - 1};
    HIP_CHECK(hipMemGetAccess(&flags, &last, bytes));
    EXPECT(flags == hipMemAccessFlagsProtNone, "device %d has access %llu it was not given", devices - 1, flags);
    hipMemAccessDesc both[2] = {{device0, hipMemAccessFlagsProtReadWrite}, {last, hipMemAccessFlagsProtReadWrite}};
    HIP_CHECK(hipMemSetAccess(bytes, chunk, both, 2));
    HIP_CHECK(hipMemGetAccess(&flags, &last, bytes));
    EXPECT(flags == hipMemAccessFlagsProtReadWrite, "device %d's access %llu", devices - 1, flags);
    // A kernel of that device over the whole range.
    HIP_CHECK(hipMemSetAccess(bytes + chunk, chunk, both, 2));
    HIP_CHECK(hipSetDevice(devices - 1));
    scaleAdd<<<n / 256, 256>>>(data, n, 1);
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipSetDevice(0));
    expectContents(
        base, n, [&](int i) { return 2 * (i < perChunk ? restored(i + perChunk) : i - perChunk - 50) + 1; },
        "after a kernel of another device");
  }
  HIP_CHECK(hipMemSetAccess(bytes, chunk, &readWrite, 1));

  // A reservation asked for at a free address is made there.
  void* again;
  HIP_CHECK(hipMemAddressReserve(&alias, chunk, 0, nullptr, 0));
  HIP_CHECK(hipMemAddressFree(alias, chunk));
  HIP_CHECK(hipMemAddressReserve(&again, chunk, 0, alias, 0));
  EXPECT(again == alias, "reserved at %p, not at the free %p asked for", again, alias);
  HIP_CHECK(hipMemAddressFree(again, chunk));

  // Shareable handles: AMD's 5.2 refuses them.
  int fd = -1;
  EXPECT(hipMemExportToShareableHandle(&fd, second, hipMemHandleTypePosixFileDescriptor, 0) == hipErrorNotSupported,
         "export to a file descriptor");
  EXPECT(hipMemImportFromShareableHandle(&retained, &fd, hipMemHandleTypePosixFileDescriptor) == hipErrorNotSupported,
         "import from a file descriptor");
  hipMemAllocationProp shareable = prop;
  shareable.requestedHandleType = hipMemHandleTypePosixFileDescriptor;
  hipMemGenericAllocationHandle_t unshared;
  EXPECT(hipMemCreate(&unshared, chunk, &shareable, 0) == hipErrorNotSupported, "an allocation with a handle type");
  (void)hipGetLastError();

  // hipMemAddressFree unmaps what is still mapped; the last mapping of the
  // released `first` frees it.
  HIP_CHECK(hipMemRelease(second));
  HIP_CHECK(hipMemAddressFree(base, 2 * chunk));
  HIP_CHECK(hipMemGetInfo(&freeAfter, &total));
  EXPECT(freeAfter == freeBefore, "free memory is %zu after freeing everything, not %zu", freeAfter, freeBefore);
  return finish("virtual_memory");
}
