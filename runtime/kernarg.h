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

// What hidden_multigrid_sync_arg points at in a multi-device cooperative
// launch (the device libraries' layout, ockl's multi-grid functions): the
// grid's place among the launch's grids and the counter
// __ockl_multi_grid_sync() increments in device memory (`sync`).
struct MultiGridSyncInfo {
  std::uint64_t sync = 0;      // address of a 32-bit counter, 0 at the start
  std::uint32_t gridId = 0;
  std::uint32_t numGrids = 1;
  std::uint64_t prevSum = 0;   // work-items of the grids before this one
  std::uint64_t allSum = 0;    // work-items of all grids
};
static_assert(sizeof(MultiGridSyncInfo) == 32, "ockl reads the fields at 0, 8, 12, 16 and 24");

struct HiddenArgValues {
  std::uint64_t queuePtr = 0;
  std::uint64_t multiGridSync = 0;  // a MultiGridSyncInfo's address (multi-grid launches)
  std::uint64_t printfBuffer = 0;
  std::uint64_t hostcallBuffer = 0;
  std::uint64_t heap = 0;
};

// Throws LaunchError when the explicit arguments do not fit the metadata.
std::vector<std::uint8_t> buildKernarg(const Kernel& kernel, const LaunchDims& dims,
                                       std::span<const std::uint8_t> explicitArgs, const HiddenArgValues& hidden);

}  // namespace gcnjit::runtime
