#include "ir/ir.h"

#include <cassert>

namespace gcnjit::ir {

Inst* Block::insert(std::size_t index, Op op, Type type, std::vector<Inst*> operands,
                    std::uint64_t imm) {
  auto inst = std::make_unique<Inst>(Inst{op, type, imm, std::move(operands), 0});
  for (Inst* operand : inst->operands) {
    if (operand) ++operand->uses;
  }
  auto it = insts_.insert(insts_.begin() + static_cast<std::ptrdiff_t>(index), std::move(inst));
  return it->get();
}

void Block::erase(std::size_t index) {
  Inst& inst = *insts_[index];
  assert(inst.uses == 0 && "erasing an instruction that is still used");
  for (Inst* operand : inst.operands) {
    if (operand) --operand->uses;
  }
  insts_.erase(insts_.begin() + static_cast<std::ptrdiff_t>(index));
}

void Block::replaceAllUses(Inst* from, Inst* to) {
  for (auto& inst : insts_) {
    for (Inst*& operand : inst->operands) {
      if (operand != from) continue;
      operand = to;
      --from->uses;
      ++to->uses;
    }
  }
}

Block& Function::addBlock() {
  blocks_.push_back(std::make_unique<Block>());
  return *blocks_.back();
}

}  // namespace gcnjit::ir
