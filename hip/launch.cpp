#include "hip/launch.h"

#include <algorithm>
#include <chrono>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/event.h"
#include "hip/stream.h"
#include "runtime/kernel_args.h"

namespace gcnjit::hip {
namespace {

constexpr std::uint64_t kMaxBlockThreads = 1024;
constexpr std::uint64_t kMaxLds = 64 * 1024;

// One dispatch at a time per device: each already spreads its workgroups
// over all the device's host threads.
std::mutex& dispatchMutex(int device) {
  static std::mutex* mutexes = new std::mutex[std::size_t(Runtime::get().deviceCount())];
  return mutexes[device];
}

// The error CUDA gives for the same failure (HIP follows its codes): a
// memory fault is an illegal address, a stuck kernel a timeout, and a trap
// or anything else a launch failure.
hipError_t launchErrorCode(runtime::LaunchError::Cause cause) {
  using Cause = runtime::LaunchError::Cause;
  switch (cause) {
    case Cause::MemoryFault: return hipErrorIllegalAddress;
    case Cause::TimeLimit:
    case Cause::Runaway:
    case Cause::Deadlock: return hipErrorLaunchTimeOut;
    default: return hipErrorLaunchFailure;
  }
}

// Queued work holds its image (and so `kernel`, which lives in it) itself,
// not through the hipFunction_t: hipModuleUnload may free that meanwhile.
void run(int device, runtime::LoadedImage& image, const Kernel& kernel, const runtime::LaunchDims& dims,
         const std::vector<std::uint8_t>& arguments) {
  auto begin = std::chrono::steady_clock::now();
  try {
    std::lock_guard lock(dispatchMutex(device));
    Runtime::get().device(device).launch(image, kernel, dims, arguments);
  } catch (const runtime::LaunchError& e) {
    raiseAsyncError(launchErrorCode(e.cause()), e.what());
    return;
  } catch (const std::exception& e) {
    raiseAsyncError(hipErrorLaunchFailure, e.what());
    return;
  }
  if (logEnabled()) {
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    log("launch %s grid (%u,%u,%u) block (%u,%u,%u) lds +%u: %.3f ms", kernel.name.c_str(), dims.groups(0),
        dims.groups(1), dims.groups(2), dims.workgroup[0], dims.workgroup[1], dims.workgroup[2], dims.dynamicLds, ms);
  }
}

}  // namespace

std::vector<std::uint8_t> packArguments(const Kernel& kernel, void** args) {
  if (!kernel.metadata) return {};
  runtime::KernelArgs packed(kernel);
  for (unsigned i = 0; i < packed.count(); ++i) packed.setBytes(i, args[i], packed.size(i));
  return packed.bytes();
}

hipError_t argumentBytes(const Kernel& kernel, void** kernelParams, void** extra, std::vector<std::uint8_t>& bytes) {
  if (kernelParams) {
    bytes = packArguments(kernel, kernelParams);
    return hipSuccess;
  }
  if (!extra) return kernel.metadata && kernel.metadata->args.empty() ? hipSuccess : hipErrorInvalidValue;
  const void* buffer = nullptr;
  std::size_t size = 0;
  for (void** p = extra; *p != HIP_LAUNCH_PARAM_END; p += 2) {
    if (p[0] == HIP_LAUNCH_PARAM_BUFFER_POINTER) buffer = p[1];
    else if (p[0] == HIP_LAUNCH_PARAM_BUFFER_SIZE) size = *static_cast<std::size_t*>(p[1]);
    else return hipErrorInvalidValue;
  }
  if (size && !buffer) return hipErrorInvalidValue;
  // AMD's runtime copies each explicit argument from its offset in the
  // buffer: bytes past the last one (a struct's tail padding) are ignored.
  if (kernel.metadata) size = std::min(size, runtime::KernelArgs(kernel).bytes().size());
  auto* begin = static_cast<const std::uint8_t*>(buffer);
  bytes.assign(begin, begin + size);
  return hipSuccess;
}

hipError_t blockDims(dim3 grid, dim3 block, std::size_t dynamicShared, runtime::LaunchDims& dims) {
  const unsigned groups[3] = {grid.x, grid.y, grid.z}, sizes[3] = {block.x, block.y, block.z};
  for (int d = 0; d < 3; ++d) {
    if (!groups[d] || !sizes[d]) return hipErrorInvalidValue;  // AMD 5.2's code for an empty grid or block
    std::uint64_t items = std::uint64_t(groups[d]) * sizes[d];
    if (!items || items > UINT32_MAX || sizes[d] > kMaxBlockThreads) return hipErrorInvalidConfiguration;
    dims.grid[d] = std::uint32_t(items);
    dims.workgroup[d] = std::uint16_t(sizes[d]);
  }
  if (dynamicShared > kMaxLds) return hipErrorInvalidValue;
  dims.dynamicLds = std::uint32_t(dynamicShared);
  return hipSuccess;
}

hipError_t validateLaunch(const ihipModuleSymbol_t* function, const runtime::LaunchDims& dims) {
  if (!function) return hipErrorInvalidDeviceFunction;
  const Kernel& kernel = *function->kernel;
  std::uint64_t threads = std::uint64_t(dims.workgroup[0]) * dims.workgroup[1] * dims.workgroup[2];
  if (!threads || threads > kMaxBlockThreads) return hipErrorInvalidConfiguration;
  if (kernel.metadata && kernel.metadata->maxFlatWorkgroupSize && threads > kernel.metadata->maxFlatWorkgroupSize)
    return hipErrorInvalidConfiguration;
  if (kernel.descriptor.groupSegmentFixedSize + dims.dynamicLds > kMaxLds) return hipErrorInvalidValue;
  return hipSuccess;
}

// The kernel runs in the image of the stream's device (each device has its
// own copy of the module's globals).
void submitLaunch(ihipModuleSymbol_t* function, const runtime::LaunchDims& dims, hipStream_t stream,
                  std::vector<std::uint8_t> arguments) {
  function = Runtime::get().onDevice(function, streamDevice(stream));
  submit(stream, [device = streamDevice(stream), image = function->image->shared_from_this(),
                  kernel = function->kernel, dims,
                  arguments = std::move(arguments)] { run(device, *image, *kernel, dims, arguments); });
}

hipError_t launch(ihipModuleSymbol_t* function, const runtime::LaunchDims& dims, hipStream_t stream,
                  std::vector<std::uint8_t> arguments, hipEvent_t start, hipEvent_t stop) {
  if (!function) return hipErrorInvalidDeviceFunction;
  if (!validStream(stream)) return hipErrorInvalidHandle;
  if ((start && !liveEvent(start)) || (stop && !liveEvent(stop))) return hipErrorInvalidHandle;
  if (hipError_t e = validateLaunch(function, dims)) return e;
  if (isCapturing(stream)) {
    if (start || stop) return hipErrorStreamCaptureUnsupported;
    return captureKernel(stream, function, dims, std::move(arguments));
  }
  if (start) start->record(stream);
  submitLaunch(function, dims, stream, std::move(arguments));
  if (stop) stop->record(stream);
  return hipSuccess;
}

}  // namespace gcnjit::hip
