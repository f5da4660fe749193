// The control-flow graph of a Function: block successors from terminators,
// and which blocks lie on a cycle (a loop's body).
#pragma once

#include <cstddef>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

// Indices of the blocks control may pass to after `block`: branch targets,
// s_barrier's and s_trap's resume blocks, every block for JumpIndirect.
std::vector<std::size_t> successors(const Function& function, const Block& block);

// For each block, whether some path leads from it back to itself.
std::vector<bool> blocksOnCycles(const Function& function);

}  // namespace gcnjit::ir
