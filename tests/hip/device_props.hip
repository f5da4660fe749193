// Device queries: count, properties (a gfx9 device with 64-lane waves and
// the host's memory), attributes agreeing with them, versions, set/get device.
#include <cstring>
#include <string>

#include "check.h"

int main() {
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  EXPECT(count == 1, "device count %d", count);
  HIP_CHECK(hipSetDevice(0));
  int device = -1;
  HIP_CHECK(hipGetDevice(&device));
  EXPECT(device == 0, "device %d", device);
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  EXPECT(p.warpSize == 64, "warpSize %d", p.warpSize);
  EXPECT(std::strncmp(p.gcnArchName, "gfx90", 5) == 0, "gcnArchName %s", p.gcnArchName);
  const char* wanted = std::getenv("GCNJIT_HIP_TARGET");
  if (wanted) EXPECT(std::strncmp(p.gcnArchName, wanted, std::strlen(wanted)) == 0, "%s for %s", p.gcnArchName, wanted);
  EXPECT(p.totalGlobalMem > (size_t(256) << 20), "totalGlobalMem %zu", p.totalGlobalMem);
  EXPECT(p.multiProcessorCount >= 1, "multiProcessorCount %d", p.multiProcessorCount);
  EXPECT(p.maxThreadsPerBlock == 1024 && p.sharedMemPerBlock == 65536, "limits %d %zu", p.maxThreadsPerBlock,
         p.sharedMemPerBlock);
  EXPECT(p.major == 9, "major %d", p.major);
  EXPECT(p.managedMemory == 1, "managedMemory");
  int value = 0;
  HIP_CHECK(hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, 0));
  EXPECT(value == 64, "attribute warp size %d", value);
  HIP_CHECK(hipDeviceGetAttribute(&value, hipDeviceAttributeMultiprocessorCount, 0));
  EXPECT(value == p.multiProcessorCount, "attribute CUs %d", value);
  HIP_CHECK(hipDeviceGetAttribute(&value, hipDeviceAttributeMaxThreadsPerBlock, 0));
  EXPECT(value == 1024, "attribute max threads %d", value);
  HIP_CHECK(hipDeviceGetAttribute(&value, hipDeviceAttributeMaxSharedMemoryPerBlock, 0));
  EXPECT(value == 65536, "attribute shared %d", value);
  char name[256];
  HIP_CHECK(hipDeviceGetName(name, sizeof name, 0));
  EXPECT(std::string(name) == p.name, "name %s vs %s", name, p.name);
  char busId[32];
  HIP_CHECK(hipDeviceGetPCIBusId(busId, sizeof busId, 0));
  int byBus = -1;
  HIP_CHECK(hipDeviceGetByPCIBusId(&byBus, busId));
  EXPECT(byBus == 0, "device by bus id %s: %d", busId, byBus);
  int runtime = 0, driver = 0;
  HIP_CHECK(hipRuntimeGetVersion(&runtime));
  HIP_CHECK(hipDriverGetVersion(&driver));
  EXPECT(runtime == HIP_VERSION && driver > 0, "versions %d %d", runtime, driver);
  EXPECT(hipSetDevice(1) == hipErrorInvalidDevice, "device 1 accepted");
  EXPECT(hipGetLastError() == hipErrorInvalidDevice, "last error not recorded");
  EXPECT(hipGetLastError() == hipSuccess, "last error not reset");
  EXPECT(hipGetDeviceProperties(&p, 3) == hipErrorInvalidDevice, "properties of device 3");
  HIP_CHECK(hipDeviceReset());
  std::printf("%s: %s, %d compute units, %zu MiB\n", p.name, p.gcnArchName, p.multiProcessorCount,
              p.totalGlobalMem >> 20);
  return finish("device_props");
}
