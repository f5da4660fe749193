#include "ir/passes/const_fold.h"

#include <cstdint>
#include <optional>

namespace gcnjit::ir {
namespace {

std::uint64_t widthMask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

std::int64_t signExtend(std::uint64_t value, unsigned bits) {
  if (bits >= 64) return static_cast<std::int64_t>(value);
  std::uint64_t sign = 1ull << (bits - 1);
  return static_cast<std::int64_t>((value ^ sign) - sign);
}

bool isScalarIntConst(const Inst* inst) {
  return inst->op == Op::Const && inst->type.isScalar() && isIntElem(inst->type.elem);
}

// The folded bits of `inst` (masked to its result width by the caller), or
// nullopt when the op is not an integer op this pass folds.
std::optional<std::uint64_t> fold(const Inst& inst) {
  std::uint64_t a = inst.operands[0]->imm;
  std::uint64_t b = inst.operands.size() > 1 ? inst.operands[1]->imm : 0;
  unsigned bits = elemBits(inst.operands[0]->type.elem);
  unsigned shift = static_cast<unsigned>(b % bits);
  std::int64_t sa = signExtend(a, bits);
  std::int64_t sb = signExtend(b, bits);
  switch (inst.op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Shl: return a << shift;
    case Op::LShr: return a >> shift;
    case Op::AShr: return static_cast<std::uint64_t>(sa >> shift);
    case Op::And: return a & b;
    case Op::Or: return a | b;
    case Op::Xor: return a ^ b;
    case Op::Not: return ~a;
    case Op::CmpEq: return a == b;
    case Op::CmpNe: return a != b;
    case Op::CmpSLt: return sa < sb;
    case Op::CmpULt: return a < b;
    case Op::ZExt: case Op::Trunc: return a;
    case Op::SExt: return static_cast<std::uint64_t>(sa);
    default: return std::nullopt;
  }
}

void foldBlock(Block& block) {
  for (std::size_t i = 0; i < block.insts().size(); ++i) {
    Inst* inst = block.insts()[i].get();
    if (inst->op == Op::Select) {
      if (isScalarIntConst(inst->operands[0])) {
        block.replaceAllUses(inst, inst->operands[inst->operands[0]->imm ? 1 : 2]);
      }
      continue;
    }
    if (inst->operands.empty() || !inst->type.isScalar() || !isIntElem(inst->type.elem)) continue;
    bool allConst = true;
    for (const Inst* operand : inst->operands) allConst = allConst && isScalarIntConst(operand);
    if (!allConst) continue;
    std::optional<std::uint64_t> bits = fold(*inst);
    if (!bits) continue;
    // Insert the constant just before the folded instruction, which it replaces.
    Inst* constant = block.insert(i, Op::Const, inst->type, {},
                                  *bits & widthMask(elemBits(inst->type.elem)));
    ++i;
    block.replaceAllUses(inst, constant);
  }
}

}  // namespace

void foldConstants(Function& function) {
  for (const auto& block : function.blocks()) foldBlock(*block);
}

}  // namespace gcnjit::ir
