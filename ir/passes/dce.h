// Dead-code elimination: removes instructions without uses whose op has no
// SideEffect flag, until none is left.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void eliminateDeadCode(Function& function);

}  // namespace gcnjit::ir
