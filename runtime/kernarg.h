// The kernarg segment of a dispatch: the caller's explicit arguments, then the
// hidden arguments the kernel's metadata declares (AMDGPUUsage "Code Object V3
// / V5 Metadata", .value_kind hidden_*), each written at its .offset.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "loader/code_object.h"
#include "runtime/launch.h"

namespace gcnjit::runtime {

struct HiddenArgValues {
  std::uint64_t queuePtr = 0;
  std::uint64_t printfBuffer = 0;
  std::uint64_t hostcallBuffer = 0;
  std::uint64_t heap = 0;
};

// Throws LaunchError when the explicit arguments do not fit the metadata.
std::vector<std::uint8_t> buildKernarg(const Kernel& kernel, const LaunchDims& dims,
                                       std::span<const std::uint8_t> explicitArgs, const HiddenArgValues& hidden);

}  // namespace gcnjit::runtime
