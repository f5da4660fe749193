// Running a grid: workgroups spread over host threads, the waves of each
// workgroup take turns (ir::WaveSchedule; interpreter or JIT code, through
// ir::WaveRunner), each to its next s_barrier or its end; a barrier lets
// them go once every wave that has not ended has arrived, as the hardware
// does. The first fault stops the dispatch. A cooperative launch
// (LaunchDims::cooperative) keeps every workgroup resident instead
// (runtime/cooperative_dispatch.h).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

#include "ir/executable.h"
#include "ir/ir.h"
#include "loader/code_object.h"
#include "runtime/launch.h"
#include "runtime/wave_setup.h"

namespace gcnjit::runtime {

class AddressRanges;
class LoadedImage;

struct DispatchRequest {
  LoadedImage* image = nullptr;
  const Kernel* kernel = nullptr;
  const ir::Function* program = nullptr;      // the kernel's IR (block lookup)
  const ir::Executable* executable = nullptr; // what runs it: interpreter or JIT code
  const ResetPlan* resetPlan = nullptr;       // what a wave's reset clears (LoadedImage::resetPlan)
  LaunchDims dims;
  std::uint64_t dispatchPacket = 0, queue = 0, kernarg = 0, dispatchId = 0;
  unsigned threads = 1;
  std::uint64_t maxBlocksPerWave = 1ull << 28;  // runaway-loop limit per stretch between barriers
  std::uint64_t timeLimitMs = 0;                // wall-clock limit of the dispatch (0: none)
  bool checkLds = false;                        // LDS accesses out of the allocation fault (GCNJIT_CHECK)
  // Filled (when given) with the number of workgroups each host thread ran.
  std::vector<std::uint64_t>* workgroupsPerWorker = nullptr;
};

// Throws LaunchError naming the first faulting wave.
void runDispatch(const DispatchRequest& request, AddressRanges& ranges);

}  // namespace gcnjit::runtime
