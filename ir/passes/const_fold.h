// Constant folding of scalar integer ops whose operands are all Const:
// arithmetic, shifts, logic, integer compares and integer conversions; and
// Select with a constant condition, whatever its other operands are.
// The folded instruction's uses move to the new value; DCE removes the rest.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void foldConstants(Function& function);

}  // namespace gcnjit::ir
