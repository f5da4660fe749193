#include "ir/passes/dce.h"

namespace gcnjit::ir {

void eliminateDeadCode(Function& function) {
  for (const auto& block : function.blocks()) {
    // Walking backwards frees an instruction's operands before they are visited.
    for (std::size_t i = block->insts().size(); i-- > 0;) {
      const Inst& inst = *block->insts()[i];
      if (inst.uses == 0 && !inst.info().has(opflag::SideEffect)) block->erase(i);
    }
  }
}

}  // namespace gcnjit::ir
