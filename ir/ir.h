// The IR containers. An Inst is also the SSA value it defines (its result,
// of type `type`; void for ops without a result). A Function is a list of
// Blocks; until control-flow ops exist, values do not cross blocks: an
// operand must be defined earlier in the same block, and blocks communicate
// through guest state (Get/Set ops).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
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

  const OpInfo& info() const { return opInfo(op); }
};

class Block {
 public:
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
  // Makes every operand naming `from` name `to` instead.
  void replaceAllUses(Inst* from, Inst* to);

 private:
  std::vector<std::unique_ptr<Inst>> insts_;
};

class Function {
 public:
  Block& addBlock();
  const std::vector<std::unique_ptr<Block>>& blocks() const { return blocks_; }

 private:
  std::vector<std::unique_ptr<Block>> blocks_;
};

}  // namespace gcnjit::ir
