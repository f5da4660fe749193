// Checks a function's invariants: types per the op table, operands defined
// earlier in the same block, immediates in range, use counts consistent.
// Each error names the block, the op and the printed instruction.
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

std::vector<std::string> verify(const Function& function);

}  // namespace gcnjit::ir
