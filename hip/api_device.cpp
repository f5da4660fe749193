// Device API: GCNJIT_DEVICES gfx9 GPUs (the target gcnjit presents) whose
// memory is the host's memory and whose compute units are each device's
// share of the host's cores; hipSetDevice sets the calling thread's device.
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <strings.h>

#include "hip/errors.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::Target;
using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

constexpr int kRuntimeVersion = HIP_VERSION;  // the headers' version: ROCm 5.2

hipDeviceProp_t makeProperties(int device) {
  Runtime& rt = Runtime::get();
  hipDeviceProp_t p{};
  Target target = rt.target();
  std::snprintf(p.name, sizeof p.name, "gcnjit %s on the host CPU", std::string(gcnjit::targetName(target)).c_str());
  std::snprintf(p.gcnArchName, sizeof p.gcnArchName, "%s", rt.archName().c_str());
  p.gcnArch = target == Target::Gfx908 ? 908 : target == Target::Gfx906 ? 906 : 900;
  p.totalGlobalMem = rt.totalMemory();
  p.sharedMemPerBlock = 64 * 1024;
  p.regsPerBlock = 65536;
  p.warpSize = 64;
  p.maxThreadsPerBlock = 1024;
  p.maxThreadsDim[0] = p.maxThreadsDim[1] = p.maxThreadsDim[2] = 1024;
  p.maxGridSize[0] = p.maxGridSize[1] = p.maxGridSize[2] = 0x7fffffff;
  p.clockRate = 1000000;  // kHz; s_memtime counts what the host's clock says
  p.memoryClockRate = 1000000;
  p.memoryBusWidth = 64;
  p.totalConstMem = p.totalGlobalMem;
  p.major = 9;
  p.minor = 0;
  p.multiProcessorCount = int(rt.device(device).threads());
  p.pciBusID = device;
  p.l2CacheSize = 4 * 1024 * 1024;
  p.maxThreadsPerMultiProcessor = 2048;
  p.computeMode = 0;
  p.clockInstructionRate = 1000000;
  p.arch.hasGlobalInt32Atomics = p.arch.hasGlobalFloatAtomicExch = p.arch.hasSharedInt32Atomics = 1;
  p.arch.hasSharedFloatAtomicExch = p.arch.hasFloatAtomicAdd = p.arch.hasGlobalInt64Atomics = 1;
  p.arch.hasSharedInt64Atomics = p.arch.hasDoubles = p.arch.hasWarpVote = p.arch.hasWarpBallot = 1;
  p.arch.hasWarpShuffle = p.arch.hasFunnelShift = p.arch.hasThreadFenceSystem = p.arch.hasSyncThreadsExt = 1;
  p.arch.has3dGrid = 1;
  p.concurrentKernels = 1;
  p.maxSharedMemoryPerMultiProcessor = 64 * 1024;
  p.canMapHostMemory = 1;
  p.integrated = 1;
  p.cooperativeLaunch = 1;  // every workgroup resident, grid.sync() through the GWS barrier
  p.memPitch = 0x7fffffff;
  p.textureAlignment = 256;
  p.texturePitchAlignment = 256;
  // Images (texture objects, hip/texture_object.h): what AMD reports for
  // gfx9, the T#'s 14-bit width/height fields and 2048 texels per 3D side;
  // 2^27 elements for textures on linear memory.
  p.maxTexture1DLinear = 1 << 27;
  p.maxTexture1D = 16384;
  p.maxTexture2D[0] = p.maxTexture2D[1] = 16384;
  p.maxTexture3D[0] = p.maxTexture3D[1] = p.maxTexture3D[2] = 2048;
  p.managedMemory = 1;
  p.directManagedMemAccessFromHost = 1;
  p.concurrentManagedAccess = 1;
  p.pageableMemoryAccess = 0;
  return p;
}

// Properties of a valid device.
const hipDeviceProp_t& properties(int device) {
  static const std::vector<hipDeviceProp_t> each = [] {
    std::vector<hipDeviceProp_t> made;
    for (int d = 0; d < Runtime::get().deviceCount(); ++d) made.push_back(makeProperties(d));
    return made;
  }();
  return each[std::size_t(device)];
}

bool validDevice(int device) { return Runtime::get().validDevice(device); }

// The PCI bus id a device reports: bus = its ordinal.
std::string busIdOf(int device) {
  char text[24];  // room for any unsigned bus number
  std::snprintf(text, sizeof text, "0000:%02x:00.0", unsigned(device));
  return text;
}

}  // namespace

extern "C" {

// AMD 5.2 accepts any flags, although the documentation asks for 0.
hipError_t hipInit(unsigned int) { return hipSuccess; }
hipError_t hipGetDeviceCount(int* count) {
  if (!count) return setLastError(hipErrorInvalidValue);
  *count = Runtime::get().deviceCount();
  return hipSuccess;
}
hipError_t hipSetDevice(int device) {
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  Runtime::setCurrentDevice(device);
  return hipSuccess;
}
hipError_t hipGetDevice(int* device) {
  if (!device) return setLastError(hipErrorInvalidValue);
  *device = Runtime::currentDevice();
  return hipSuccess;
}
// AMD 5.2: a null output is hipErrorInvalidDevice too.
hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (!device || !validDevice(ordinal)) return setLastError(hipErrorInvalidDevice);
  *device = ordinal;
  return hipSuccess;
}
// AMD 5.2 keeps only the scheduling bits of hipSetDeviceFlags (hip-tests:
// "flags other than hipDeviceSchedule* are ignored on the ROCm backend");
// hipCtxCreate's flags are kept whole. Bits no flag has are
// hipErrorInvalidValue.
hipError_t hipSetDeviceFlags(unsigned flags) {
  constexpr unsigned kKnownFlags = hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax;
  if (flags & ~kKnownFlags) return setLastError(hipErrorInvalidValue);
  Runtime::get().setDeviceFlags(flags & hipDeviceScheduleMask);
  return hipSuccess;
}
hipError_t hipGetDeviceFlags(unsigned* flags) {
  if (!flags) return setLastError(hipErrorInvalidValue);
  *flags = Runtime::get().deviceFlags();
  return hipSuccess;
}
hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* properties) {
  if (!device || !properties) return setLastError(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device) {
  if (!prop) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  *prop = properties(device);
  return hipSuccess;
}

hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  if (!name || len <= 0) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  std::snprintf(name, std::size_t(len), "%s", properties(device).name);
  return hipSuccess;
}

// A UUID that names the presented device: "gcnjit" and its target, zero
// padded (AMD's are the GPU's unique id; stable per device is what matters).
hipError_t hipDeviceGetUuid(hipUUID* uuid, hipDevice_t device) {
  if (!uuid) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  std::memset(uuid->bytes, 0, sizeof uuid->bytes);
  std::string id = "gcnjit-" + std::string(gcnjit::targetName(Runtime::get().target())) + "-" + std::to_string(device);
  std::memcpy(uuid->bytes, id.data(), std::min(id.size(), sizeof uuid->bytes));
  return hipSuccess;
}

// The devices are no PCI devices; each answers to bus id 0000:NN:00.0,
// NN its ordinal.
hipError_t hipDeviceGetPCIBusId(char* pciBusId, int len, int device) {
  if (!pciBusId || len <= 0) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  std::snprintf(pciBusId, std::size_t(len), "%s", busIdOf(device).c_str());
  return hipSuccess;
}
hipError_t hipDeviceGetByPCIBusId(int* device, const char* pciBusId) {
  if (!device || !pciBusId) return setLastError(hipErrorInvalidValue);
  for (int d = 0; d < Runtime::get().deviceCount(); ++d) {
    if (strcasecmp(pciBusId, busIdOf(d).c_str()) == 0) {
      *device = d;
      return hipSuccess;
    }
  }
  return setLastError(hipErrorInvalidValue);  // AMD 5.2's code for a bus no device is on
}

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  if (!bytes) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  *bytes = properties(device).totalGlobalMem;
  return hipSuccess;
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  if (!major || !minor) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  *major = properties(device).major;
  *minor = properties(device).minor;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  if (!value) return setLastError(hipErrorInvalidValue);
  if (!validDevice(device)) return setLastError(hipErrorInvalidDevice);
  const hipDeviceProp_t& p = properties(device);
  switch (attr) {
    case hipDeviceAttributeMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: *value = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: *value = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: *value = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: *value = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerBlockOptin: *value = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerMultiprocessor: *value = int(p.maxSharedMemoryPerMultiProcessor); break;
    case hipDeviceAttributeTotalConstantMemory: *value = int(std::min<std::size_t>(p.totalConstMem, 0x7fffffff)); break;
    case hipDeviceAttributeWarpSize: *value = p.warpSize; break;
    case hipDeviceAttributeMaxRegistersPerBlock: *value = p.regsPerBlock; break;
    case hipDeviceAttributeClockRate: *value = p.clockRate; break;
    case hipDeviceAttributeMemoryClockRate: *value = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: *value = p.memoryBusWidth; break;
    case hipDeviceAttributeMultiprocessorCount: *value = p.multiProcessorCount; break;
    case hipDeviceAttributeComputeMode: *value = p.computeMode; break;
    case hipDeviceAttributeL2CacheSize: *value = p.l2CacheSize; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeComputeCapabilityMajor: *value = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: *value = p.minor; break;
    case hipDeviceAttributeConcurrentKernels: *value = p.concurrentKernels; break;
    case hipDeviceAttributeIntegrated: *value = p.integrated; break;
    case hipDeviceAttributeCooperativeLaunch: *value = p.cooperativeLaunch; break;
    case hipDeviceAttributeCanMapHostMemory: *value = p.canMapHostMemory; break;
    case hipDeviceAttributeManagedMemory: *value = p.managedMemory; break;
    case hipDeviceAttributeConcurrentManagedAccess: *value = p.concurrentManagedAccess; break;
    case hipDeviceAttributeDirectManagedMemAccessFromHost: *value = p.directManagedMemAccessFromHost; break;
    case hipDeviceAttributeUnifiedAddressing: *value = 1; break;
    case hipDeviceAttributeCanUseStreamWaitValue: *value = 1; break;  // hipStreamWaitValue32/64 work
    case hipDeviceAttributeMaxPitch: *value = int(p.memPitch); break;
    case hipDeviceAttributeTextureAlignment: *value = int(p.textureAlignment); break;
    case hipDeviceAttributeTexturePitchAlignment: *value = int(p.texturePitchAlignment); break;
    case hipDeviceAttributeImageSupport: *value = 1; break;
    case hipDeviceAttributeMaxTexture1DWidth: *value = p.maxTexture1D; break;
    case hipDeviceAttributeMaxTexture1DLinear: *value = p.maxTexture1DLinear; break;
    case hipDeviceAttributeMaxTexture2DWidth: *value = p.maxTexture2D[0]; break;
    case hipDeviceAttributeMaxTexture2DHeight: *value = p.maxTexture2D[1]; break;
    case hipDeviceAttributeMaxTexture3DWidth: *value = p.maxTexture3D[0]; break;
    case hipDeviceAttributeMaxTexture3DHeight: *value = p.maxTexture3D[1]; break;
    case hipDeviceAttributeMaxTexture3DDepth: *value = p.maxTexture3D[2]; break;
    default: *value = 0; break;
  }
  return hipSuccess;
}

hipError_t hipDeviceGetLimit(size_t* value, enum hipLimit_t limit) {
  if (!value) return setLastError(hipErrorInvalidValue);
  if (limit != hipLimitMallocHeapSize) return setLastError(hipErrorUnsupportedLimit);
  *value = 0;
  return hipSuccess;
}

hipError_t hipDeviceGetStreamPriorityRange(int* leastPriority, int* greatestPriority) {
  if (leastPriority) *leastPriority = gcnjit::hip::kLeastStreamPriority;
  if (greatestPriority) *greatestPriority = gcnjit::hip::kGreatestStreamPriority;
  return hipSuccess;
}

hipError_t hipDeviceSynchronize() {
  gcnjit::hip::synchronizeDevice(Runtime::currentDevice());
  return setLastError(gcnjit::hip::takeAsyncError());
}
hipError_t hipCtxSynchronize() { return hipDeviceSynchronize(); }

// Waits for the work queued and forgets a pending kernel error; memory and
// modules stay (gcnjit's device cannot drop loaded code objects).
hipError_t hipDeviceReset() {
  gcnjit::hip::synchronizeDevice(Runtime::currentDevice());
  (void)gcnjit::hip::takeAsyncError();
  return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int* version) {
  if (!version) return setLastError(hipErrorInvalidValue);
  *version = kRuntimeVersion;
  return hipSuccess;
}
hipError_t hipDriverGetVersion(int* version) {
  if (!version) return setLastError(hipErrorInvalidValue);
  *version = kRuntimeVersion;
  return hipSuccess;
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* config) {
  if (!config) return setLastError(hipErrorInvalidValue);
  *config = hipFuncCachePreferNone;
  return hipSuccess;
}
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipFuncSetCacheConfig(const void*, hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* config) {
  if (!config) return setLastError(hipErrorInvalidValue);
  *config = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }

}  // extern "C"
