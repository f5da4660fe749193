#include "ir/ir.h"

#include <cassert>
#include <unordered_map>

namespace gcnjit::ir {

Inst* Block::insert(std::size_t index, Op op, Type type, std::vector<Inst*> operands,
                    std::uint64_t imm) {
  auto inst = std::make_unique<Inst>(Inst{op, type, imm, std::move(operands), 0, 0});
  for (Inst* operand : inst->operands) {
    if (operand) ++operand->uses;
  }
  auto it = insts_.insert(insts_.begin() + static_cast<std::ptrdiff_t>(index), std::move(inst));
  return it->get();
}

void Block::release(Inst& inst) {
  assert(inst.uses == 0 && "erasing an instruction that is still used");
  for (Inst* operand : inst.operands) {
    if (operand) --operand->uses;
  }
}

void Block::compact(const std::vector<bool>& gone) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < insts_.size(); ++i) {
    if (!gone[i]) insts_[kept++] = std::move(insts_[i]);
  }
  insts_.resize(kept);
}

void Block::erase(std::size_t index) {
  release(*insts_[index]);
  insts_.erase(insts_.begin() + static_cast<std::ptrdiff_t>(index));
}

void Block::erase(const std::vector<std::size_t>& indices) {
  std::vector<bool> gone(insts_.size(), false);
  for (std::size_t index : indices) gone[index] = true;
  for (std::size_t i = insts_.size(); i-- > 0;) {
    if (gone[i]) release(*insts_[i]);
  }
  compact(gone);
}

void Block::replaceAllUses(Inst* from, Inst* to, std::size_t first) {
  for (std::size_t i = first; i < insts_.size() && from->uses > 0; ++i) {
    for (Inst*& operand : insts_[i]->operands) {
      if (operand != from) continue;
      operand = to;
      --from->uses;
      ++to->uses;
    }
  }
}

void Block::substituteOperands(Inst& user, const std::unordered_map<Inst*, Inst*>& replacements) {
  for (Inst*& operand : user.operands) {
    auto it = operand ? replacements.find(operand) : replacements.end();
    if (it == replacements.end()) continue;
    --operand->uses;
    operand = it->second;
    ++operand->uses;
  }
}

void Block::reorder(const std::vector<const Inst*>& order) {
  assert(order.size() == insts_.size());
  std::unordered_map<const Inst*, std::unique_ptr<Inst>> owned;
  for (auto& inst : insts_) owned.emplace(inst.get(), std::move(inst));
  for (std::size_t i = 0; i < order.size(); ++i) insts_[i] = std::move(owned.at(order[i]));
}

const Inst* Block::terminator() const {
  if (insts_.empty() || !insts_.back()->info().has(opflag::Terminator)) return nullptr;
  return insts_.back().get();
}

Block& Function::addBlock(std::uint64_t pc) {
  blockByPc_.emplace(pc, blocks_.size());
  blocks_.push_back(std::make_unique<Block>(pc));
  return *blocks_.back();
}

std::optional<std::size_t> Function::blockAt(std::uint64_t pc) const {
  auto found = blockByPc_.find(pc);
  if (found == blockByPc_.end()) return std::nullopt;
  return found->second;
}

}  // namespace gcnjit::ir
