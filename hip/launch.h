// Kernel launches: arguments laid out by the kernel's metadata, run in a
// stream's order on the gcnjit device; a fault becomes an asynchronous
// hipErrorLaunchFailure with gcnjit's report on stderr.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <vector>

#include "hip/runtime.h"

namespace gcnjit::hip {

// The explicit argument bytes from hipLaunchKernel's array of pointers to
// argument values, one per explicit argument in declaration order.
std::vector<std::uint8_t> packArguments(const Kernel& kernel, void** args);

// The argument bytes of a launch given kernelParams (as packArguments) or
// `extra` = {HIP_LAUNCH_PARAM_BUFFER_POINTER, p, HIP_LAUNCH_PARAM_BUFFER_SIZE,
// &size, HIP_LAUNCH_PARAM_END}; hipErrorInvalidValue for a malformed `extra`.
hipError_t argumentBytes(const Kernel& kernel, void** kernelParams, void** extra, std::vector<std::uint8_t>& bytes);

// The dispatch of `grid` workgroups of `block` work-items (HIP's launch
// dims) with `dynamicShared` bytes of dynamic LDS; an error if too large.
hipError_t blockDims(dim3 grid, dim3 block, std::size_t dynamicShared, runtime::LaunchDims& dims);

// Launches `function` over `dims` in `stream`; `start`/`stop` (optional)
// are recorded around it. In a capturing stream the launch becomes a
// kernel node of the capture's graph instead.
hipError_t launch(ihipModuleSymbol_t* function, const runtime::LaunchDims& dims, hipStream_t stream,
                  std::vector<std::uint8_t> arguments, hipEvent_t start = nullptr, hipEvent_t stop = nullptr);

// Checks a launch's dims against the kernel: hipSuccess or the error.
hipError_t validateLaunch(const ihipModuleSymbol_t* function, const runtime::LaunchDims& dims);

// Submits the launch of a validated function to `stream` (no capture).
void submitLaunch(ihipModuleSymbol_t* function, const runtime::LaunchDims& dims, hipStream_t stream,
                  std::vector<std::uint8_t> arguments);

}  // namespace gcnjit::hip
