#include "ir/register_use.h"

#include <algorithm>

namespace gcnjit::ir {

RegisterUse registerUse(const Function& function) {
  RegisterUse use;
  for (const auto& block : function.blocks()) {
    for (const auto& inst : block->insts()) {
      unsigned reg = unsigned(inst->imm) + 1;
      switch (inst->op) {
        case Op::GetVGPR: case Op::SetVGPR: use.vgprs = std::max(use.vgprs, reg); break;
        case Op::GetAccVGPR: case Op::SetAccVGPR: use.agprs = std::max(use.agprs, reg); break;
        case Op::GetVGPRIndexed: case Op::SetVGPRIndexed: use.vgprs = 256; break;
        default: break;
      }
    }
  }
  use.vgprs = std::min(use.vgprs, 256u);
  use.agprs = std::min(use.agprs, 256u);
  return use;
}

}  // namespace gcnjit::ir
