// A wave's state at kernel entry (AMDGPUUsage "Initial Kernel Execution
// State", GFX9): user SGPRs enabled by the kernel descriptor in their fixed
// order, then the system SGPRs (workgroup ids, workgroup info, scratch wave
// offset), work-item ids in v0..v2, EXEC for the wave's live lanes, MODE from
// COMPUTE_PGM_RSRC1.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ir/register_use.h"
#include "ir/wave_entry.h"
#include "ir/wave_state.h"
#include "loader/kernel_descriptor.h"

namespace gcnjit::runtime {

struct WaveInit {
  std::uint64_t dispatchPacket = 0, queue = 0, kernarg = 0, dispatchId = 0;
  std::uint64_t scratchBase = 0;        // the wave's scratch area (host address)
  std::uint32_t scratchPerLane = 0;     // bytes of private memory per lane
  std::array<std::uint32_t, 3> workgroupId{};
  std::array<std::uint16_t, 3> workgroupSize{};  // this (possibly partial) workgroup's size
  unsigned waveInGroup = 0;             // index of the wave within its workgroup
};

// MODE at kernel entry (Vega ISA "MODE"), from COMPUTE_PGM_RSRC1.
std::uint32_t initialMode(const KernelDescriptor& kd);

// What a wave's reset zeroes (ir::resetRanges), made once per dispatch.
struct ResetPlan {
  std::vector<ir::StateRange> ranges;
};
void resetWaveState(ir::WaveState& state, const ResetPlan& plan);

// Fills `state` (which must be reset) for one wave.
void initWaveState(ir::WaveState& state, const KernelDescriptor& kd, const WaveInit& init);

// The same for waves that JIT code starts (ir/wave_entry.h), whose entry
// starts cleared (clearEntryRegisters): the SGPRs and special registers of
// `init`'s workgroup (every wave's are the same: kernels whose waves differ
// in them, through scratch, are not started this way); the workgroup ids of another
// workgroup of the same dispatch (the other SGPRs as in `initial`, filled
// by setEntryRegisters); and the work-item ids and EXEC of each
// wave of a workgroup of `size`.
void setEntryRegisters(ir::WaveEntry& entry, const KernelDescriptor& kd, const WaveInit& init);
// Zeroes all but the work-item ids, which setEntryWorkItems writes for
// every wave it starts (an entry kept from another dispatch).
void clearEntryRegisters(ir::WaveEntry& entry);
// `entry` = `from` but for the work-item ids.
void copyEntryRegisters(ir::WaveEntry& entry, const ir::WaveEntry& from);
void setEntryWorkgroupId(ir::WaveEntry& entry, const KernelDescriptor& kd, const ir::WaveEntry& initial,
                         const std::array<std::uint32_t, 3>& id);
void setEntryWorkItems(ir::WaveEntry& entry, const KernelDescriptor& kd, const std::array<std::uint16_t, 3>& size);

}  // namespace gcnjit::runtime
