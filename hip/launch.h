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

// The dispatch of `grid` workgroups of `block` work-items (HIP's launch
// dims) with `dynamicShared` bytes of dynamic LDS; an error if too large.
hipError_t blockDims(dim3 grid, dim3 block, std::size_t dynamicShared, runtime::LaunchDims& dims);

// Launches `function` over `dims` in `stream`; `start`/`stop` (optional)
// are recorded around it.
hipError_t launch(ihipModuleSymbol_t* function, const runtime::LaunchDims& dims, hipStream_t stream,
                  std::vector<std::uint8_t> arguments, hipEvent_t start = nullptr, hipEvent_t stop = nullptr);

}  // namespace gcnjit::hip
