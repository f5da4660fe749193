#include "backend_x64/deferred_addresses.h"

#include <unordered_map>

#include "backend_x64/emit/global_shape.h"
#include "ir/dword_quad.h"

namespace gcnjit::backend_x64 {
namespace {

// Whether `user` reads `address` only as the address of a native global
// access that is not part of a dword quad (`index`: the user's place in `block`).
bool takesDeferred(const ir::Block& block, std::size_t index, const ir::Inst* user, const ir::Inst* address) {
  bool load = user->op == ir::Op::Load, store = user->op == ir::Op::Store;
  if (!load && !store) return false;
  for (std::size_t i = 1; i < user->operands.size(); ++i) {
    if (user->operands[i] == address) return false;
  }
  return user->operands[0] == address && globalShape(*user, load ? user : user->operands[1]) &&
         !ir::dwordQuadAt(block, index);
}

}  // namespace

std::unordered_set<const ir::Inst*> deferredAddresses(const ir::Function& function) {
  std::unordered_set<const ir::Inst*> deferred;
  for (const auto& block : function.blocks()) {
    std::unordered_map<const ir::Inst*, bool> allUsersTake;  // per LaneAddress candidate
    const auto& insts = block->insts();
    for (std::size_t i = 0; i < insts.size(); ++i) {
      const ir::Inst* inst = insts[i].get();
      if (inst->op == ir::Op::LaneAddress && inst->operands[0]->op == ir::Op::Broadcast &&
          inst->operands[0]->operands[0]->type.isScalar()) {
        allUsersTake.emplace(inst, inst->uses != 0);
      }
      for (const ir::Inst* op : inst->operands) {
        auto it = allUsersTake.find(op);
        if (it != allUsersTake.end()) it->second = it->second && takesDeferred(*block, i, inst, op);
      }
    }
    for (const auto& [address, take] : allUsersTake) {
      if (take) deferred.insert(address);
    }
  }
  return deferred;
}

}  // namespace gcnjit::backend_x64
