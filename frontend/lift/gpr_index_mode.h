// Whether VGPR index mode (Vega ISA "VGPR Indexing", MODE.gpr_idx_en) is on
// at each instruction, known at lift time: only s_set_gpr_idx_on sets the
// bit and s_set_gpr_idx_off (or an s_setreg of MODE, which may only clear it,
// lift_scalar_state.cpp) clears it, and waves start with it clear.
#pragma once

#include <cstdint>
#include <vector>

#include "cfg/cfg.h"

namespace gcnjit::lift {

// Unknown: the paths into a block disagree; VALU VGPR accesses there do not lift.
enum class GprIdxMode : std::uint8_t { Off, On, Unknown };

// The mode after `inst` runs with `before`.
GprIdxMode gprIdxModeAfter(const Inst& inst, GprIdxMode before);

// The mode at the entry of each block (cfg.blocks order): Off at the kernel
// entry and blocks nothing in the CFG reaches, else merged over the blocks
// that jump, fall or call there (a call's return point takes the caller's
// mode: a callee leaves index mode as it found it).
std::vector<GprIdxMode> gprIdxModeAtEntry(const cfg::KernelCfg& cfg);

}  // namespace gcnjit::lift
