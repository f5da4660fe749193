// Static targets of s_setpc_b64 / s_swappc_b64: the address clang builds with
//   s_getpc_b64 s[N:N+1]; s_add_u32 sN, sN, K_lo; s_addc_u32 sN+1, sN+1, K_hi
// earlier in the same block (Vega ISA "SOP1 Instructions": s_getpc_b64 writes
// the address of the next instruction, PC + 4).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cfg/cfg.h"

namespace gcnjit::cfg {

// The address in SGPR pair `pair` when the block's last instruction (an
// s_setpc_b64, s_swappc_b64 or s_cbranch_g_fork) reads it, if the block
// computes it from constants and s_getpc_b64.
std::optional<uint64_t> staticJumpTarget(std::span<const CfgInst> block, uint16_t pair);

// Every address the block builds that way in an SGPR pair (at each
// s_addc_u32 whose pair is known): the code addresses it may call or jump to
// later, such as function pointers.
std::vector<uint64_t> builtAddresses(std::span<const CfgInst> block);

}  // namespace gcnjit::cfg
