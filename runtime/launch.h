// What a launch asks for: the grid in work-items (HSA style, as the dispatch
// packet holds it; not necessarily a multiple of the workgroup size) and the
// workgroup size, plus dynamic LDS, and whether it is cooperative.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace gcnjit::runtime {

struct LaunchDims {
  std::array<std::uint32_t, 3> grid{1, 1, 1};       // work-items per dimension
  std::array<std::uint16_t, 3> workgroup{1, 1, 1};  // work-items per workgroup
  std::uint32_t dynamicLds = 0;                     // bytes added to the static LDS size
  // Every workgroup resident at once, with the GWS resources grid.sync()
  // uses (hipLaunchCooperativeKernel; runtime/cooperative_dispatch.h).
  bool cooperative = false;
  // A cooperative launch through the multi-device API (one grid here):
  // the kernel's multi-grid sync data is built for it (runtime/kernarg.h).
  bool multiGrid = false;
  // While another dispatch holds the worker pool, run on the launching
  // thread alone rather than wait (an HSA queue's dispatch: on a GPU,
  // dispatches from several queues run together, and one may spin on
  // memory another writes). Cooperative launches always wait.
  bool runBesideOthers = false;

  // Workgroups per dimension (the last one may be partial).
  std::uint32_t groups(int d) const { return (grid[d] + workgroup[d] - 1) / workgroup[d]; }
  unsigned dimensions() const { return grid[2] > 1 ? 3 : grid[1] > 1 ? 2 : 1; }
};

// A launch that cannot run or a kernel that faulted. One line: kernel,
// cause, and for faults the workgroup, wave, GCN address and instruction.
class LaunchError : public std::runtime_error {
 public:
  // What stopped the launch, for callers that map it to an error code (HIP).
  enum class Cause {
    BadLaunch,    // the launch could not start, or the host failed (out of memory)
    MemoryFault,  // an access outside device memory, a misaligned atomic, a jump to no code
    Trap,         // s_trap
    TimeLimit,    // the dispatch ran past GCNJIT_TIMEOUT_MS
    Runaway,      // a wave ran GCNJIT_MAX_WAVE_BLOCKS blocks without a barrier or its end
    Deadlock,     // every workgroup of a cooperative grid waits at a GWS barrier no wave can complete
  };
  explicit LaunchError(const std::string& text, Cause cause = Cause::BadLaunch)
      : std::runtime_error(text), cause_(cause) {}
  Cause cause() const { return cause_; }

 private:
  Cause cause_;
};

}  // namespace gcnjit::runtime
