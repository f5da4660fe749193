// Bad arguments to the virtual memory management calls: each row's code is
// the one AMD's ROCm 5.2 runtime returns (bad_arguments.h says how to run
// the table against it). "stricter" marks a row where AMD's 5.2 goes ahead
// with the bad argument (reads through a made-up handle, frees a reservation
// of another size, maps nothing and succeeds); "later AMD" one where 5.2 checks
// nothing and succeeds without mapping or answering (its hipMemMap,
// hipMemUnmap, hipMemSetAccess, hipMemGetAccess and
// hipMemRetainAllocationHandle only check for null and zero arguments), and
// the code is the one AMD's later runtimes return.
#include <unistd.h>

#include <cstdint>

#include "bad_arguments.h"

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  hipMemAllocationProp prop{};
  prop.type = hipMemAllocationTypePinned;
  prop.location.type = hipMemLocationTypeDevice;
  prop.location.id = 0;
  size_t granularity = 0;
  HIP_CHECK(hipMemGetAllocationGranularity(&granularity, &prop, hipMemAllocationGranularityMinimum));
  // A reservation of four granules with `handle` mapped in its first, and
  // `released`, a handle made and released.
  void* reserved;
  HIP_CHECK(hipMemAddressReserve(&reserved, 4 * granularity, 0, nullptr, 0));
  char* base = static_cast<char*>(reserved);
  hipMemGenericAllocationHandle_t handle, released;
  HIP_CHECK(hipMemCreate(&handle, 2 * granularity, &prop, 0));
  HIP_CHECK(hipMemMap(base, granularity, 0, handle, 0));
  HIP_CHECK(hipMemCreate(&released, granularity, &prop, 0));
  HIP_CHECK(hipMemRelease(released));
  auto madeUp = reinterpret_cast<hipMemGenericAllocationHandle_t>(0x6000);
  char host[64];

  auto withProp = [&](auto change) {
    hipMemAllocationProp changed = prop;
    change(changed);
    return changed;
  };
  const hipMemAllocationProp noType = withProp([](hipMemAllocationProp& p) { p.type = hipMemAllocationTypeInvalid; });
  const hipMemAllocationProp noLocation =
      withProp([](hipMemAllocationProp& p) { p.location.type = hipMemLocationTypeInvalid; });
  const hipMemAllocationProp device99 = withProp([](hipMemAllocationProp& p) { p.location.id = 99; });
  const hipMemAllocationProp deviceMinus1 = withProp([](hipMemAllocationProp& p) { p.location.id = -1; });
  const hipMemAllocationProp shareable =
      withProp([](hipMemAllocationProp& p) { p.requestedHandleType = hipMemHandleTypePosixFileDescriptor; });
  hipMemAccessDesc readWrite{{hipMemLocationTypeDevice, 0}, hipMemAccessFlagsProtReadWrite};
  hipMemAccessDesc onDevice99{{hipMemLocationTypeDevice, 99}, hipMemAccessFlagsProtReadWrite};
  hipMemAccessDesc nowhere{{hipMemLocationTypeInvalid, 0}, hipMemAccessFlagsProtReadWrite};
  hipMemAccessDesc flags2{{hipMemLocationTypeDevice, 0}, hipMemAccessFlags(2)};
  hipMemLocation device0{hipMemLocationTypeDevice, 0};
  hipMemLocation onDevice5{hipMemLocationTypeDevice, 5};
  hipArrayMapInfo mapInfo{};
  hipMemGenericAllocationHandle_t out;
  hipMemAllocationProp properties;
  unsigned long long accessFlags;
  size_t size;
  void* p;
  int fd;

  const std::vector<BadCall<hipError_t>> cases = {
      {"hipMemGetAllocationGranularity(null)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationGranularity(nullptr, &prop, hipMemAllocationGranularityMinimum); }},
      {"hipMemGetAllocationGranularity(null properties)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationGranularity(&size, nullptr, hipMemAllocationGranularityMinimum); }},
      {"hipMemGetAllocationGranularity(invalid type)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationGranularity(&size, &noType, hipMemAllocationGranularityMinimum); }},
      {"hipMemGetAllocationGranularity(invalid location)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationGranularity(&size, &noLocation, hipMemAllocationGranularityMinimum); }},
      {"hipMemGetAllocationGranularity(device 99)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationGranularity(&size, &device99, hipMemAllocationGranularityMinimum); }},

      {"hipMemAddressReserve(null)", hipErrorInvalidValue,
       [&] { return hipMemAddressReserve(nullptr, granularity, 0, nullptr, 0); }},
      {"hipMemAddressReserve(flags 1)", hipErrorInvalidValue,
       [&] { return hipMemAddressReserve(&p, granularity, 0, nullptr, 1); }},
      {"hipMemAddressReserve(size 0)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemAddressReserve(&p, 0, 0, nullptr, 0); }},
      {"hipMemAddressReserve(size not a multiple of the granularity)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemAddressReserve(&p, granularity + 1, 0, nullptr, 0); }},
      {"hipMemAddressReserve(alignment 3)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemAddressReserve(&p, granularity, 3, nullptr, 0); }},
      {"hipMemAddressFree(null)", hipErrorInvalidValue, [&] { return hipMemAddressFree(nullptr, granularity); }},
      {"hipMemAddressFree(size 0)", hipErrorInvalidValue, [&] { return hipMemAddressFree(reserved, 0); }},
      {"hipMemAddressFree(not a reservation)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemAddressFree(host, granularity); }},
      {"hipMemAddressFree(inside a reservation)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemAddressFree(base + granularity, granularity); }},
      {"hipMemAddressFree(another size)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemAddressFree(reserved, granularity); }},

      {"hipMemCreate(null)", hipErrorInvalidValue, [&] { return hipMemCreate(nullptr, granularity, &prop, 0); }},
      {"hipMemCreate(size 0)", hipErrorInvalidValue, [&] { return hipMemCreate(&out, 0, &prop, 0); }},
      {"hipMemCreate(flags 1)", hipErrorInvalidValue, [&] { return hipMemCreate(&out, granularity, &prop, 1); }},
      {"hipMemCreate(null properties)", hipErrorInvalidValue,
       [&] { return hipMemCreate(&out, granularity, nullptr, 0); }},
      {"hipMemCreate(invalid type)", hipErrorInvalidValue, [&] { return hipMemCreate(&out, granularity, &noType, 0); }},
      {"hipMemCreate(invalid location)", hipErrorInvalidValue,
       [&] { return hipMemCreate(&out, granularity, &noLocation, 0); }},
      {"hipMemCreate(device 99)", hipErrorInvalidValue, [&] { return hipMemCreate(&out, granularity, &device99, 0); }},
      {"hipMemCreate(device -1)", hipErrorInvalidValue,
       [&] { return hipMemCreate(&out, granularity, &deviceMinus1, 0); }},
      {"hipMemCreate(a shareable handle type)", hipErrorNotSupported,
       [&] { return hipMemCreate(&out, granularity, &shareable, 0); }},
      {"hipMemCreate(more than the device's memory)", hipErrorOutOfMemory,
       [&] { return hipMemCreate(&out, SIZE_MAX / granularity * granularity, &prop, 0); }},
      {"hipMemCreate(size not a multiple of the granularity)", hipErrorInvalidValue,
       [&] { return hipMemCreate(&out, granularity + 100, &prop, 0); }},

      {"hipMemRelease(null)", hipErrorInvalidValue, [&] { return hipMemRelease(nullptr); }},
      {"hipMemRelease(made-up handle)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemRelease(madeUp); }},
      {"hipMemRelease(released handle)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemRelease(released); }},
      {"hipMemGetAllocationPropertiesFromHandle(null)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationPropertiesFromHandle(nullptr, handle); }},
      {"hipMemGetAllocationPropertiesFromHandle(null handle)", hipErrorInvalidValue,
       [&] { return hipMemGetAllocationPropertiesFromHandle(&properties, nullptr); }},
      {"hipMemGetAllocationPropertiesFromHandle(made-up handle)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemGetAllocationPropertiesFromHandle(&properties, madeUp); }},
      {"hipMemRetainAllocationHandle(null)", hipErrorInvalidValue,
       [&] { return hipMemRetainAllocationHandle(nullptr, base); }},
      {"hipMemRetainAllocationHandle(null address)", hipErrorInvalidValue,
       [&] { return hipMemRetainAllocationHandle(&out, nullptr); }},
      {"hipMemRetainAllocationHandle(unmapped address)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemRetainAllocationHandle(&out, base + granularity); }},
      {"hipMemRetainAllocationHandle(host memory)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemRetainAllocationHandle(&out, host); }},

      {"hipMemMap(null)", hipErrorInvalidValue, [&] { return hipMemMap(nullptr, granularity, 0, handle, 0); }},
      {"hipMemMap(null handle)", hipErrorInvalidValue,
       [&] { return hipMemMap(base + granularity, granularity, 0, nullptr, 0); }},
      {"hipMemMap(size 0)", hipErrorInvalidValue, [&] { return hipMemMap(base + granularity, 0, 0, handle, 0); }},
      {"hipMemMap(offset of a granule)", hipErrorInvalidValue,
       [&] { return hipMemMap(base + granularity, granularity, granularity, handle, 0); }},
      {"hipMemMap(flags 1)", hipErrorInvalidValue,
       [&] { return hipMemMap(base + granularity, granularity, 0, handle, 1); }},
      {"hipMemMap(made-up handle)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemMap(base + granularity, granularity, 0, madeUp, 0); }},
      {"hipMemMap(released handle)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemMap(base + granularity, granularity, 0, released, 0); }},
      {"hipMemMap(over a mapping)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base, granularity, 0, handle, 0); }},
      {"hipMemMap(overlapping a mapping)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base, 2 * granularity, 0, handle, 0); }},
      {"hipMemMap(outside a reservation)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(host, granularity, 0, handle, 0); }},
      {"hipMemMap(past the reservation's end)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base + 3 * granularity, 2 * granularity, 0, handle, 0); }},
      {"hipMemMap(size not a multiple of the granularity)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base + granularity, 100, 0, handle, 0); }},
      {"hipMemMap(address not a multiple of the granularity)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base + granularity + 64, granularity, 0, handle, 0); }},
      {"hipMemMap(more than the allocation)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemMap(base + granularity, 3 * granularity, 0, handle, 0); }},
      {"hipMemUnmap(null)", hipErrorInvalidValue, [&] { return hipMemUnmap(nullptr, granularity); }},
      {"hipMemUnmap(unmapped range)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemUnmap(base + granularity, granularity); }},
      {"hipMemUnmap(part of a mapping)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemUnmap(base, granularity / 2); }},
      {"hipMemUnmap(a mapping and an unmapped granule)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemUnmap(base, 2 * granularity); }},

      {"hipMemSetAccess(null)", hipErrorInvalidValue,
       [&] { return hipMemSetAccess(nullptr, granularity, &readWrite, 1); }},
      {"hipMemSetAccess(size 0)", hipErrorInvalidValue, [&] { return hipMemSetAccess(base, 0, &readWrite, 1); }},
      {"hipMemSetAccess(null descriptors)", hipErrorInvalidValue,
       [&] { return hipMemSetAccess(base, granularity, nullptr, 1); }},
      {"hipMemSetAccess(count 0)", hipErrorInvalidValue,
       [&] { return hipMemSetAccess(base, granularity, &readWrite, 0); }},
      {"hipMemSetAccess(device 99)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemSetAccess(base, granularity, &onDevice99, 1); }},
      {"hipMemSetAccess(invalid location)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemSetAccess(base, granularity, &nowhere, 1); }},
      {"hipMemSetAccess(flags 2)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemSetAccess(base, granularity, &flags2, 1); }},
      {"hipMemSetAccess(unmapped range)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemSetAccess(base + granularity, granularity, &readWrite, 1); }},
      {"hipMemSetAccess(past the mapping)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemSetAccess(base, 2 * granularity, &readWrite, 1); }},
      {"hipMemGetAccess(null)", hipErrorInvalidValue, [&] { return hipMemGetAccess(nullptr, &device0, base); }},
      {"hipMemGetAccess(null location)", hipErrorInvalidValue,
       [&] { return hipMemGetAccess(&accessFlags, nullptr, base); }},
      {"hipMemGetAccess(null address)", hipErrorInvalidValue,
       [&] { return hipMemGetAccess(&accessFlags, &device0, nullptr); }},
      {"hipMemGetAccess(device 5)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemGetAccess(&accessFlags, &onDevice5, base); }},
      {"hipMemGetAccess(unmapped address)", hipErrorInvalidValue,  // later AMD
       [&] { return hipMemGetAccess(&accessFlags, &device0, base + granularity); }},

      // Copies and sets where nothing is mapped with access.
      {"hipMemcpy(into a mapping without access)", hipErrorInvalidValue,
       [&] { return hipMemcpy(base, host, sizeof host, hipMemcpyHostToDevice); }},
      {"hipMemcpy(out of an unmapped reservation)", hipErrorInvalidValue,
       [&] { return hipMemcpy(host, base + granularity, sizeof host, hipMemcpyDeviceToHost); }},
      {"hipMemcpyAsync(ending in an unmapped reservation)", hipErrorInvalidValue,
       [&] { return hipMemcpyAsync(base - 8, host, sizeof host, hipMemcpyHostToDevice, nullptr); }},
      {"hipMemset(into a mapping without access)", hipErrorInvalidValue,
       [&] { return hipMemset(base, 0, sizeof host); }},

      {"hipMemExportToShareableHandle(null)", hipErrorInvalidValue,
       [&] { return hipMemExportToShareableHandle(nullptr, handle, hipMemHandleTypePosixFileDescriptor, 0); }},
      {"hipMemExportToShareableHandle(null handle)", hipErrorInvalidValue,
       [&] { return hipMemExportToShareableHandle(&fd, nullptr, hipMemHandleTypePosixFileDescriptor, 0); }},
      {"hipMemExportToShareableHandle(flags 1)", hipErrorInvalidValue,
       [&] { return hipMemExportToShareableHandle(&fd, handle, hipMemHandleTypePosixFileDescriptor, 1); }},
      {"hipMemExportToShareableHandle(a file descriptor)", hipErrorNotSupported,
       [&] { return hipMemExportToShareableHandle(&fd, handle, hipMemHandleTypePosixFileDescriptor, 0); }},
      {"hipMemImportFromShareableHandle(null)", hipErrorInvalidValue,
       [&] { return hipMemImportFromShareableHandle(nullptr, &fd, hipMemHandleTypePosixFileDescriptor); }},
      {"hipMemImportFromShareableHandle(null OS handle)", hipErrorInvalidValue,
       [&] { return hipMemImportFromShareableHandle(&out, nullptr, hipMemHandleTypePosixFileDescriptor); }},
      {"hipMemMapArrayAsync(null)", hipErrorInvalidValue, [&] { return hipMemMapArrayAsync(nullptr, 1, nullptr); }},
      {"hipMemMapArrayAsync(count 0)", hipErrorInvalidValue,
       [&] { return hipMemMapArrayAsync(&mapInfo, 0, nullptr); }},
      {"hipMemMapArrayAsync(sparse arrays)", hipErrorNotSupported,
       [&] { return hipMemMapArrayAsync(&mapInfo, 1, nullptr); }},
  };
  runTable(cases, mode);

  HIP_CHECK(hipMemUnmap(base, granularity));
  HIP_CHECK(hipMemRelease(handle));
  HIP_CHECK(hipMemAddressFree(reserved, 4 * granularity));
  return finishTable("invalid_arguments_virtual_memory", mode);
}
