// Common-subexpression elimination within a block: a pure op computed again
// from the same operands, type and immediate is replaced by the first
// result (DCE then removes it). Pure: no side effect, no guest state or
// memory access, not reading EXEC; ops that read MODE are pure only up to
// the next write of MODE.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void eliminateCommonSubexpressions(Function& function);

}  // namespace gcnjit::ir
