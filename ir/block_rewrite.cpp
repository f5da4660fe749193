#include "ir/block_rewrite.h"

#include <utility>

namespace gcnjit::ir {

BlockRewrite::BlockRewrite(Block& block) : block_(block), placedBefore_(block.insts().size()) {}

Inst* BlockRewrite::at(std::size_t i) {
  Inst* inst = block_.insts()[i].get();
  if (!replacements_.empty()) Block::substituteOperands(*inst, replacements_);
  return inst;
}

Inst* BlockRewrite::insertBefore(std::size_t before, Op op, Type type, std::vector<Inst*> operands,
                                 std::uint64_t imm) {
  Inst* inst = block_.append(op, type, std::move(operands), imm);
  placedBefore_[before].push_back(inst);
  inserted_ = true;
  return inst;
}

void BlockRewrite::finish() {
  if (!inserted_) return;
  std::vector<const Inst*> order;
  order.reserve(block_.insts().size());
  for (std::size_t i = 0; i < placedBefore_.size(); ++i) {
    order.insert(order.end(), placedBefore_[i].begin(), placedBefore_[i].end());
    order.push_back(block_.insts()[i].get());
  }
  block_.reorder(order);
  inserted_ = false;
}

}  // namespace gcnjit::ir
