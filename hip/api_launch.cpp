// Launch API: hipLaunchKernel and its variants, hipModuleLaunchKernel
// (kernelParams or `extra`), function attributes and occupancy.
#include <hip/hip_ext.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "hip/errors.h"
#include "hip/launch.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

constexpr int kMaxThreadsPerMultiprocessor = 2048;  // what hipDeviceProp_t reports too
constexpr std::size_t kLdsPerMultiprocessor = 64 * 1024;

hipError_t launchHost(const void* hostFunction, dim3 grid, dim3 block, void** args, std::size_t shared,
                      hipStream_t stream, hipEvent_t start = nullptr, hipEvent_t stop = nullptr) {
  ihipModuleSymbol_t* function = Runtime::get().hostFunction(hostFunction);
  if (!function) return Runtime::get().missingFunctionError(hostFunction);
  gcnjit::runtime::LaunchDims dims;
  if (hipError_t e = gcnjit::hip::blockDims(grid, block, shared, dims)) return e;
  return gcnjit::hip::launch(function, dims, stream, gcnjit::hip::packArguments(*function->kernel, args), start, stop);
}

hipError_t moduleLaunch(hipFunction_t f, const gcnjit::runtime::LaunchDims& dims, hipStream_t stream,
                        void** kernelParams, void** extra, hipEvent_t start, hipEvent_t stop) {
  // AMD 5.2's code for a null function; a made-up one too (stricter).
  if (!f || !Runtime::get().liveFunction(f)) return hipErrorInvalidImage;
  std::vector<std::uint8_t> bytes;
  if (hipError_t e = gcnjit::hip::argumentBytes(*f->kernel, kernelParams, extra, bytes)) return e;
  return gcnjit::hip::launch(f, dims, stream, std::move(bytes), start, stop);
}

// hipExtModuleLaunchKernel's sizes are in work-items, not workgroups.
hipError_t globalDims(const std::uint32_t global[3], const std::uint32_t local[3], std::size_t shared,
                      gcnjit::runtime::LaunchDims& dims) {
  for (int d = 0; d < 3; ++d) {
    if (!global[d] || !local[d] || local[d] > 1024) return hipErrorInvalidConfiguration;
    dims.grid[d] = global[d];
    dims.workgroup[d] = std::uint16_t(local[d]);
  }
  if (shared > kLdsPerMultiprocessor) return hipErrorInvalidValue;
  dims.dynamicLds = std::uint32_t(shared);
  return hipSuccess;
}

hipError_t attributes(hipFuncAttributes* attr, const ihipModuleSymbol_t* f) {
  const gcnjit::Kernel& k = *f->kernel;
  *attr = {};
  attr->binaryVersion = k.metadata ? 90 : 0;
  attr->localSizeBytes = k.descriptor.privateSegmentFixedSize;
  attr->sharedSizeBytes = k.descriptor.groupSegmentFixedSize;
  attr->maxDynamicSharedSizeBytes = int(kLdsPerMultiprocessor - k.descriptor.groupSegmentFixedSize);
  attr->maxThreadsPerBlock = k.metadata && k.metadata->maxFlatWorkgroupSize ? int(k.metadata->maxFlatWorkgroupSize) : 1024;
  attr->numRegs = k.metadata ? int(k.metadata->vgprCount) : 0;
  return hipSuccess;
}

// Blocks of `blockSize` work-items one compute unit holds, by work-items and LDS.
int activeBlocks(const ihipModuleSymbol_t* f, int blockSize, std::size_t dynamicShared) {
  if (blockSize <= 0) return 0;
  int blocks = kMaxThreadsPerMultiprocessor / blockSize;
  std::size_t lds = f->kernel->descriptor.groupSegmentFixedSize + dynamicShared;
  if (lds) blocks = std::min<int>(blocks, int(kLdsPerMultiprocessor / lds));
  return blocks;
}

hipError_t potentialBlockSize(int* gridSize, int* blockSize, const ihipModuleSymbol_t* f, std::size_t shared,
                              int limit) {
  if (!gridSize || !blockSize || !f) return hipErrorInvalidValue;  // AMD 5.2's codes
  hipFuncAttributes attr;
  (void)attributes(&attr, f);
  int size = attr.maxThreadsPerBlock;
  if (limit > 0) size = std::min(size, limit);
  *blockSize = size;
  *gridSize = std::max(1, activeBlocks(f, size, shared)) * int(Runtime::get().device().threads());
  return hipSuccess;
}

// A cooperative launch keeps every workgroup resident, so its grid may be
// as large as the device holds at once: what
// hipOccupancyMaxActiveBlocksPerMultiprocessor reports times the compute
// units (AMD's check, ROCm 5.2 hip_module.cpp), else
// hipErrorCooperativeLaunchTooLarge. `multiGrid`: through the multi-device
// API.
hipError_t cooperativeLaunch(const void* f, dim3 grid, dim3 block, void** args, std::size_t shared,
                             hipStream_t stream, bool multiGrid) {
  ihipModuleSymbol_t* function = Runtime::get().hostFunction(f);
  if (!function) {
    // AMD 5.2 names a pointer that is no kernel an invalid symbol here.
    hipError_t e = Runtime::get().missingFunctionError(f);
    return e == hipErrorInvalidDeviceFunction ? hipErrorInvalidSymbol : e;
  }
  gcnjit::runtime::LaunchDims dims;
  if (hipError_t e = gcnjit::hip::blockDims(grid, block, shared, dims)) return e;
  int units = 0;
  if (hipError_t e = hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, Runtime::currentDevice())) return e;
  std::uint64_t perUnit = std::uint64_t(activeBlocks(function, int(block.x * block.y * block.z), shared));
  if (std::uint64_t(grid.x) * grid.y * grid.z > perUnit * std::uint64_t(units)) return hipErrorCooperativeLaunchTooLarge;
  dims.cooperative = true;
  dims.multiGrid = multiGrid;
  return gcnjit::hip::launch(function, dims, stream, gcnjit::hip::packArguments(*function->kernel, args));
}

// One launch per entry, each on its stream's device (entries on the same
// device are hipErrorInvalidDevice). Unless the flags skip them, each
// launch starts after the work queued before it on every entry's stream
// and the streams' later work waits for every launch. A cooperative grid
// gets the multi-grid sync data of a single grid: this_multi_grid().sync()
// waits for the grid's own workgroups, not for the other devices'.
// As AMD's 5.2 runtime (measured: hsa.amd_hip.cooperative_groups), an
// empty list launches nothing and succeeds, and flags other than the two
// sync flags are ignored. A negative count is hipErrorInvalidValue
// (stricter: AMD's sizes a vector with it and throws).
hipError_t multiDeviceLaunch(hipLaunchParams* list, int numDevices, unsigned flags, bool cooperative) {
  if (!list || numDevices < 0 || numDevices > Runtime::get().deviceCount()) return hipErrorInvalidValue;
  std::vector<hipStream_t> streams;
  std::vector<bool> deviceUsed(std::size_t(Runtime::get().deviceCount()), false);
  for (int i = 0; i < numDevices; ++i) {
    hipStream_t stream = list[i].stream;
    // Each launch needs a stream of its own, not the null stream, as on ROCm.
    if (!stream || !gcnjit::hip::validStream(stream)) return hipErrorInvalidHandle;
    int device = gcnjit::hip::streamDevice(stream);
    if (deviceUsed[std::size_t(device)]) return hipErrorInvalidDevice;
    deviceUsed[std::size_t(device)] = true;
    streams.push_back(stream);
  }
  if (!(flags & hipCooperativeLaunchMultiDeviceNoPreSync)) gcnjit::hip::joinStreams(streams);
  for (int i = 0; i < numDevices; ++i) {
    const hipLaunchParams& p = list[i];
    hipError_t e = cooperative ? cooperativeLaunch(p.func, p.gridDim, p.blockDim, p.args, p.sharedMem, p.stream, true)
                               : launchHost(p.func, p.gridDim, p.blockDim, p.args, p.sharedMem, p.stream);
    if (e != hipSuccess) return e;
  }
  if (!(flags & hipCooperativeLaunchMultiDeviceNoPostSync)) gcnjit::hip::joinStreams(streams);
  return hipSuccess;
}

// The configuration and argument bytes of the old launch API
// (hipConfigureCall, hipSetupArgument, hipLaunchByPtr), per host thread.
struct PendingLaunch {
  dim3 grid, block;
  std::size_t shared = 0;
  hipStream_t stream = nullptr;
  std::vector<std::uint8_t> arguments;
};
thread_local std::vector<PendingLaunch> pendingLaunches;

}  // namespace

extern "C" {

hipError_t hipConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream) {
  pendingLaunches.push_back({gridDim, blockDim, sharedMem, stream, {}});
  return hipSuccess;
}

hipError_t hipSetupArgument(const void* arg, size_t size, size_t offset) {
  if (pendingLaunches.empty() || !arg) return setLastError(hipErrorInvalidConfiguration);
  std::vector<std::uint8_t>& bytes = pendingLaunches.back().arguments;
  if (bytes.size() < offset + size) bytes.resize(offset + size);
  std::memcpy(bytes.data() + offset, arg, size);
  return hipSuccess;
}

hipError_t hipLaunchByPtr(const void* hostFunction) {
  if (pendingLaunches.empty()) return setLastError(hipErrorInvalidConfiguration);
  PendingLaunch pending = std::move(pendingLaunches.back());
  pendingLaunches.pop_back();
  ihipModuleSymbol_t* function = Runtime::get().hostFunction(hostFunction);
  if (!function) return setLastError(Runtime::get().missingFunctionError(hostFunction));
  gcnjit::runtime::LaunchDims dims;
  if (hipError_t e = gcnjit::hip::blockDims(pending.grid, pending.block, pending.shared, dims)) return setLastError(e);
  return setLastError(gcnjit::hip::launch(function, dims, pending.stream, std::move(pending.arguments)));
}

hipError_t hipLaunchKernel(const void* f, dim3 grid, dim3 block, void** args, size_t shared, hipStream_t stream) {
  return setLastError(launchHost(f, grid, block, args, shared, stream));
}

hipError_t hipExtLaunchKernel(const void* f, dim3 grid, dim3 block, void** args, size_t shared, hipStream_t stream,
                              hipEvent_t start, hipEvent_t stop, int /*flags*/) {
  return setLastError(launchHost(f, grid, block, args, shared, stream, start, stop));
}

hipError_t hipLaunchCooperativeKernel(const void* f, dim3 grid, dim3 block, void** args, unsigned int shared,
                                      hipStream_t stream) {
  return setLastError(cooperativeLaunch(f, grid, block, args, shared, stream, false));
}

hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices,
                                                 unsigned int flags) {
  return setLastError(multiDeviceLaunch(launchParamsList, numDevices, flags, true));
}

hipError_t hipExtLaunchMultiKernelMultiDevice(hipLaunchParams* launchParamsList, int numDevices, unsigned int flags) {
  return setLastError(multiDeviceLaunch(launchParamsList, numDevices, flags, false));
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                 unsigned bz, unsigned shared, hipStream_t stream, void** kernelParams,
                                 void** extra) {
  gcnjit::runtime::LaunchDims dims;
  if (hipError_t e = gcnjit::hip::blockDims(dim3(gx, gy, gz), dim3(bx, by, bz), shared, dims)) return setLastError(e);
  return setLastError(moduleLaunch(f, dims, stream, kernelParams, extra, nullptr, nullptr));
}

hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, const void* func) {
  if (!attr) return setLastError(hipErrorInvalidValue);
  ihipModuleSymbol_t* f = Runtime::get().hostFunction(func);
  if (!f) return setLastError(hipErrorInvalidSymbol);  // AMD 5.2's code
  return attributes(attr, f);
}

// Attributes a GPU uses to size LDS and caches; every kernel already may use
// the whole LDS, so they change nothing here. AMD 5.2 checks neither the
// function nor the attribute: any pointer succeeds.
hipError_t hipFuncSetAttribute(const void*, hipFuncAttribute, int) { return hipSuccess; }
hipError_t hipFuncSetSharedMemConfig(const void*, hipSharedMemConfig) { return hipSuccess; }

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t f) {
  if (!value || !f || !Runtime::get().liveFunction(f)) return setLastError(hipErrorInvalidValue);
  hipFuncAttributes a;
  (void)attributes(&a, f);
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = a.maxThreadsPerBlock; break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = int(a.sharedSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = int(a.localSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = a.numRegs; break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = a.maxDynamicSharedSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = a.binaryVersion; break;
    default: *value = 0; break;
  }
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* f, int blockSize,
                                                        size_t dynSharedMemPerBlk) {
  // AMD 5.2: a pointer that is no kernel, or an empty block, is hipErrorInvalidValue.
  if (!numBlocks || blockSize <= 0) return setLastError(hipErrorInvalidValue);
  ihipModuleSymbol_t* function = Runtime::get().hostFunction(f);
  if (!function) return setLastError(hipErrorInvalidValue);
  *numBlocks = activeBlocks(function, blockSize, dynSharedMemPerBlk);
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* f, int blockSize,
                                                                 size_t dynSharedMemPerBlk, unsigned int /*flags*/) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, f, blockSize, dynSharedMemPerBlk);
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* f, size_t dynSharedMemPerBlk,
                                             int blockSizeLimit) {
  return setLastError(
      potentialBlockSize(gridSize, blockSize, Runtime::get().hostFunction(f), dynSharedMemPerBlk, blockSizeLimit));
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, hipFunction_t f,
                                                   size_t dynSharedMemPerBlk, int blockSizeLimit) {
  if (f && !Runtime::get().liveFunction(f)) return setLastError(hipErrorInvalidValue);
  return setLastError(potentialBlockSize(gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit));
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, hipFunction_t f, int blockSize,
                                                              size_t dynSharedMemPerBlk) {
  if (!numBlocks || !f || !Runtime::get().liveFunction(f) || blockSize <= 0) return setLastError(hipErrorInvalidValue);
  *numBlocks = activeBlocks(f, blockSize, dynSharedMemPerBlk);
  return hipSuccess;
}

// AMD 5.2 ignores the flags (its header defines only hipOccupancyDefault); so does gcnjit, which
// has no caches to override.
hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int* gridSize, int* blockSize, hipFunction_t f,
                                                            size_t dynSharedMemPerBlk, int blockSizeLimit,
                                                            unsigned int /*flags*/) {
  return hipModuleOccupancyMaxPotentialBlockSize(gridSize, blockSize, f, dynSharedMemPerBlk, blockSizeLimit);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, hipFunction_t f, int blockSize,
                                                                       size_t dynSharedMemPerBlk,
                                                                       unsigned int /*flags*/) {
  return hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, f, blockSize, dynSharedMemPerBlk);
}

}  // extern "C"

hipError_t hipExtModuleLaunchKernel(hipFunction_t f, uint32_t gx, uint32_t gy, uint32_t gz, uint32_t lx, uint32_t ly,
                                    uint32_t lz, size_t shared, hipStream_t stream, void** kernelParams, void** extra,
                                    hipEvent_t start, hipEvent_t stop, uint32_t /*flags*/) {
  const std::uint32_t global[3] = {gx, gy, gz}, local[3] = {lx, ly, lz};
  gcnjit::runtime::LaunchDims dims;
  if (hipError_t e = globalDims(global, local, shared, dims)) return setLastError(e);
  return setLastError(moduleLaunch(f, dims, stream, kernelParams, extra, start, stop));
}

hipError_t hipHccModuleLaunchKernel(hipFunction_t f, uint32_t gx, uint32_t gy, uint32_t gz, uint32_t lx, uint32_t ly,
                                    uint32_t lz, size_t shared, hipStream_t stream, void** kernelParams, void** extra,
                                    hipEvent_t start, hipEvent_t stop) {
  return hipExtModuleLaunchKernel(f, gx, gy, gz, lx, ly, lz, shared, stream, kernelParams, extra, start, stop, 0);
}
