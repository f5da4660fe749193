// A workgroup's initial wave registers, for runners that start waves
// themselves (Executable::waveStartBlock: JIT code writes them when a wave
// first runs, so the runtime does not reset and fill every wave's state).
// The runtime fills it per workgroup with the values its own wave setup
// writes (runtime/wave_setup.h); a wave's start then clears the registers
// the kernel may read before writing them, copies `sgprs` to s0.., the
// special registers from SCC on, `idRows` rows of `ids` to v0.. and EXEC.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ir/wave_schedule.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {

struct alignas(64) WaveEntry {
  // Initial SGPRs at most: 31 user SGPRs (COMPUTE_PGM_RSRC2.USER_SGPR is 5
  // bits) and 5 system SGPRs, rounded up to whole 32-byte copies.
  static constexpr unsigned kSgprs = 40;
  static constexpr std::size_t kSpecialBytes = sizeof(WaveState) - offsetof(WaveState, scc);

  std::uint32_t ids[WaveSchedule::kMaxWaves][3][kWaveLanes];  // v0..v2 of each wave of the workgroup
  std::uint64_t exec[WaveSchedule::kMaxWaves];                // each wave's live lanes
  alignas(32) std::uint32_t sgprs[kSgprs];                     // s0.. (0 past the initial ones)
  alignas(32) std::uint8_t specials[kSpecialBytes];            // WaveState from SCC on (MODE, apertures...)
  std::uint64_t idRows = 0;                                    // work-item id rows the kernel gets (1 to 3)
};

static_assert(WaveEntry::kSpecialBytes % 32 == 0, "the special registers are copied 32 bytes at a time");

}  // namespace gcnjit::ir
