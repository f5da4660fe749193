// The IR containers. An Inst is also the SSA value it defines (its result,
// of type `type`; void for ops without a result). A Function is a list of
// Blocks, each ended by one terminator op (Jump, Branch, ...) naming its
// successors by index. Values do not cross blocks: an operand must be defined
// earlier in the same block, and blocks communicate through guest state
// (Get/Set ops), as a wave's registers do.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "ir/opcode.h"
#include "ir/type.h"

namespace gcnjit::ir {

struct Inst {
  Op op;
  Type type;                   // result type
  std::uint64_t imm = 0;       // register index or constant bits (OpInfo::imm)
  std::vector<Inst*> operands;
  unsigned uses = 0;           // number of operand slots naming this Inst
  std::uint64_t pc = 0;        // GCN address of the instruction it was lifted from

  const OpInfo& info() const { return opInfo(op); }
};

class Block {
 public:
  explicit Block(std::uint64_t pc = 0) : pc_(pc) {}
  // GCN address of the first instruction the block was lifted from.
  std::uint64_t pc() const { return pc_; }
  // The terminator, or null while the block is being built.
  const Inst* terminator() const;

  const std::vector<std::unique_ptr<Inst>>& insts() const { return insts_; }

  // Inserts an instruction before `index` (or appends it), counting its uses
  // of the operands.
  Inst* insert(std::size_t index, Op op, Type type, std::vector<Inst*> operands,
               std::uint64_t imm);
  Inst* append(Op op, Type type, std::vector<Inst*> operands, std::uint64_t imm) {
    return insert(insts_.size(), op, type, std::move(operands), imm);
  }
  // Removes the instruction at `index`, which must have no uses.
  void erase(std::size_t index);
  // Removes the instructions at `indices` (any order; each without uses
  // once the later ones are gone) in one pass.
  void erase(const std::vector<std::size_t>& indices);
  // Removes, latest first, every instruction without uses for which
  // `removable` holds — including those whose last users it removed.
  template <class Pred>
  void eraseUnusedIf(Pred removable) {
    std::vector<bool> gone(insts_.size(), false);
    for (std::size_t i = insts_.size(); i-- > 0;) {
      if (insts_[i]->uses != 0 || !removable(*insts_[i])) continue;
      gone[i] = true;
      release(*insts_[i]);
    }
    compact(gone);
  }
  // Makes every operand naming `from` name `to` instead, in the
  // instructions at index `first` and later (a value's uses follow it:
  // callers pass its index to skip the block before it).
  void replaceAllUses(Inst* from, Inst* to, std::size_t first = 0);
  // Makes each operand of `user` that `replacements` maps name its
  // replacement instead: a pass that replaces many values walks the block
  // once, substituting each instruction's operands as it reaches it.
  static void substituteOperands(Inst& user, const std::unordered_map<Inst*, Inst*>& replacements);
  // Puts this block's instructions in the order of `order` (each of them
  // once); operands must still come before their users.
  void reorder(const std::vector<const Inst*>& order);

 private:
  void release(Inst& inst);                    // its operands lose a use
  void compact(const std::vector<bool>& gone);  // drops the marked instructions

  std::uint64_t pc_;
  std::vector<std::unique_ptr<Inst>> insts_;
};

class Function {
 public:
  Block& addBlock(std::uint64_t pc = 0);
  const std::vector<std::unique_ptr<Block>>& blocks() const { return blocks_; }
  // Index of the block lifted from GCN address `pc` (JumpIndirect targets).
  std::optional<std::size_t> blockAt(std::uint64_t pc) const;

 private:
  std::vector<std::unique_ptr<Block>> blocks_;
  std::unordered_map<std::uint64_t, std::size_t> blockByPc_;  // the first block of each pc
};

}  // namespace gcnjit::ir
