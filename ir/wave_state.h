// The guest state of one wavefront (design notes, "Guest state"): what the
// interpreter runs on and, later, what JIT code reaches from one pinned host
// register. Plain data with fixed offsets.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ir/type.h"

namespace gcnjit::ir {

// Scalar operand codes of the special registers (Vega ISA "SGPRs").
namespace sreg {
constexpr unsigned kFlatScratchLo = 102;
constexpr unsigned kVccLo = 106;
constexpr unsigned kTtmp0 = 108;
constexpr unsigned kM0 = 124;
constexpr unsigned kExecLo = 126;
constexpr unsigned kCount = 128;  // codes 0..127 are registers
}  // namespace sreg

struct alignas(64) WaveState {
  // VGPRs and AccVGPRs as [register][lane].
  std::uint32_t vgpr[256][kWaveLanes];
  std::uint32_t agpr[256][kWaveLanes];
  // Indexed by scalar operand code: s0..s101, flat_scratch, xnack_mask, VCC,
  // ttmp0..15, M0 (124) and EXEC (126..127), so 64-bit pairs are adjacent.
  std::uint32_t sgpr[sreg::kCount];
  std::uint32_t scc;
  std::uint32_t mode;     // MODE register (Vega ISA "MODE")
  std::uint32_t status;   // STATUS hardware register
  std::uint32_t trapsts;  // TRAPSTS hardware register
  std::uint32_t hwId;     // HW_ID: wave, SIMD, CU ids for s_getreg
  std::uint32_t gprAlloc; // GPR_ALLOC and LDS_ALLOC as s_getreg returns them
  std::uint32_t ldsAlloc;
  std::uint32_t pad0;
  // Apertures: the high 32 bits of the shared (LDS) and private (scratch)
  // flat address ranges (src_shared_base, src_private_base).
  std::uint32_t sharedBase, sharedLimit, privateBase, privateLimit;
  std::uint64_t pc;       // GCN address of the next instruction when stopped

  std::uint64_t exec() const { return sgpr[sreg::kExecLo] | (std::uint64_t(sgpr[sreg::kExecLo + 1]) << 32); }
  void setExec(std::uint64_t m) { sgpr[sreg::kExecLo] = std::uint32_t(m); sgpr[sreg::kExecLo + 1] = std::uint32_t(m >> 32); }
  std::uint64_t vcc() const { return sgpr[sreg::kVccLo] | (std::uint64_t(sgpr[sreg::kVccLo + 1]) << 32); }
  void setVcc(std::uint64_t m) { sgpr[sreg::kVccLo] = std::uint32_t(m); sgpr[sreg::kVccLo + 1] = std::uint32_t(m >> 32); }
};

static_assert(offsetof(WaveState, vgpr) == 0);
static_assert(offsetof(WaveState, agpr) == 256 * 64 * 4);
static_assert(offsetof(WaveState, sgpr) == 2 * 256 * 64 * 4);
static_assert(offsetof(WaveState, scc) == offsetof(WaveState, sgpr) + 4 * sreg::kCount);
static_assert(sizeof(WaveState) % 64 == 0);

}  // namespace gcnjit::ir
