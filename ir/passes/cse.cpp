#include "ir/passes/cse.h"

#include <map>
#include <tuple>
#include <vector>

namespace gcnjit::ir {
namespace {

bool pure(const Inst& inst) {
  const OpInfo& info = inst.info();
  return !info.has(opflag::SideEffect) && !info.has(opflag::ReadsState) && !info.has(opflag::WritesState) &&
         !info.has(opflag::Memory) && !info.has(opflag::Terminator) && !info.has(opflag::ReadsExec);
}

using Key = std::tuple<Op, Type::Kind, Elem, std::uint64_t, std::vector<const Inst*>>;

Key keyOf(const Inst& inst) {
  return {inst.op, inst.type.kind, inst.type.elem, inst.imm,
          std::vector<const Inst*>(inst.operands.begin(), inst.operands.end())};
}

}  // namespace

void eliminateCommonSubexpressions(Function& function) {
  for (const auto& block : function.blocks()) {
    std::map<Key, Inst*> seen;
    for (std::size_t i = 0; i < block->insts().size(); ++i) {
      Inst& inst = *block->insts()[i];
      if (inst.op == Op::SetMODE) {
        // Results computed under the old MODE may differ from new ones.
        std::erase_if(seen, [](const auto& entry) { return entry.second->info().has(opflag::ReadsMode); });
      }
      if (!pure(inst)) continue;
      auto [it, fresh] = seen.try_emplace(keyOf(inst), &inst);
      if (!fresh) block->replaceAllUses(&inst, it->second, i);
    }
  }
}

}  // namespace gcnjit::ir
