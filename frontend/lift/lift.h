// Lifting: a kernel's CFG (frontend/cfg) -> one IR function whose blocks run
// the GCN instructions exactly as the seeds' pseudo-code says. Each table row
// has one lifting function (lift_table.h); this is the driver.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "cfg/cfg.h"
#include "ir/ir.h"

namespace gcnjit {

// An instruction that cannot be lifted. One line:
// "unsupported instruction <text> at <kernel>+0x<offset>: <why>".
class LiftError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct LiftOptions {
  // Added to every GCN address: the address the code is loaded at minus its
  // ELF address, so s_getpc_b64 returns where the code really is.
  std::uint64_t pcBias = 0;
};

// Block i of the result is cfg.blocks[i] (its pc() is the block's address
// plus pcBias); blocks where a wave resumes after s_barrier or s_trap follow.
// The function's entry is the block of cfg.entry.
ir::Function liftKernel(const cfg::KernelCfg& cfg, Target target, const LiftOptions& options = {});

}  // namespace gcnjit
