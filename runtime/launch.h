// What a launch asks for: the grid in work-items (HSA style, as the dispatch
// packet holds it; not necessarily a multiple of the workgroup size) and the
// workgroup size, plus dynamic LDS.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>

namespace gcnjit::runtime {

struct LaunchDims {
  std::array<std::uint32_t, 3> grid{1, 1, 1};       // work-items per dimension
  std::array<std::uint16_t, 3> workgroup{1, 1, 1};  // work-items per workgroup
  std::uint32_t dynamicLds = 0;                     // bytes added to the static LDS size

  // Workgroups per dimension (the last one may be partial).
  std::uint32_t groups(int d) const { return (grid[d] + workgroup[d] - 1) / workgroup[d]; }
  unsigned dimensions() const { return grid[2] > 1 ? 3 : grid[1] > 1 ? 2 : 1; }
};

// A launch that cannot run or a kernel that faulted. One line: kernel,
// cause, and for faults the workgroup, wave, GCN address and instruction.
class LaunchError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace gcnjit::runtime
