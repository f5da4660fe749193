// Constant folding of scalar ops whose operands are all Const: every
// Lanewise op that does not read MODE, evaluated by its lane function (so
// folding means exactly what the interpreter does); and Select with a
// constant condition, whatever its other operands are.
// The folded instruction's uses move to the new value; DCE removes the rest.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void foldConstants(Function& function);

}  // namespace gcnjit::ir
