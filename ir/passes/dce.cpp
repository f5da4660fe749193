#include "ir/passes/dce.h"

namespace gcnjit::ir {

void eliminateDeadCode(Function& function) {
  for (const auto& block : function.blocks()) {
    // Latest first: an erased instruction's operands may die with it.
    block->eraseUnusedIf([](const Inst& inst) { return !inst.info().has(opflag::SideEffect); });
  }
}

}  // namespace gcnjit::ir
