// Appends instructions to a block. The builder derives result types from the
// op table but does not reject ill-typed input: the verifier does.
#pragma once

#include <cstdint>
#include <initializer_list>

#include "ir/ir.h"

namespace gcnjit::ir {

class Builder {
 public:
  explicit Builder(Block& block) : block_(&block) {}
  Block& block() { return *block_; }
  // Appends to `block` from now on.
  void setBlock(Block& block) { block_ = &block; }
  // Stamps new instructions with the GCN address they are lifted from.
  void setPc(std::uint64_t pc) { pc_ = pc; }

  // An op whose result type follows from its operands (void if they do not fit).
  Inst* emit(Op op, std::initializer_list<Inst*> operands, std::uint64_t imm = 0);
  // An op with an explicit result type (constants, conversions).
  Inst* emitTyped(Op op, Type type, std::initializer_list<Inst*> operands, std::uint64_t imm = 0);

  Inst* constant(Type type, std::uint64_t bits) { return emitTyped(Op::Const, type, {}, bits); }
  Inst* get(Op op, unsigned reg = 0) { return emit(op, {}, reg); }
  Inst* set(Op op, Inst* value, unsigned reg = 0) { return emit(op, {value}, reg); }

 private:
  Block* block_;
  std::uint64_t pc_ = 0;
};

}  // namespace gcnjit::ir
