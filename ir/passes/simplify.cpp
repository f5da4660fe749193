#include "ir/passes/simplify.h"

#include <optional>
#include <vector>

#include "ir/block_rewrite.h"
#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {
namespace {

bool isInt(const Inst* inst) { return (inst->type.isScalar() || inst->type.isVector()) && inst->type.isInt(); }

// x op identity -> x, for integer values (masks are folded elsewhere).
Inst* identityOperand(const Inst& inst) {
  if (!isInt(&inst) || inst.operands.size() != 2) return nullptr;
  std::optional<std::uint64_t> b = uniformConstant(inst.operands[1]);
  std::optional<std::uint64_t> a = uniformConstant(inst.operands[0]);
  std::uint64_t ones = elemBits(inst.type.elem) == 64 ? ~0ull : (1ull << elemBits(inst.type.elem)) - 1;
  switch (inst.op) {
    case Op::Add: case Op::Or: case Op::Xor:
      if (b == 0u) return inst.operands[0];
      if (a == 0u) return inst.operands[1];
      return nullptr;
    case Op::Sub:
      return b == 0u ? inst.operands[0] : nullptr;
    case Op::And:
      if (b == ones) return inst.operands[0];
      if (a == ones) return inst.operands[1];
      return nullptr;
    case Op::Mul:
      if (b == 1u) return inst.operands[0];
      if (a == 1u) return inst.operands[1];
      return nullptr;
    default:
      return nullptr;
  }
}

// Concat(Trunc x, Trunc(x >> 32)) -> x: a 64-bit value written to a
// register pair (SGPR pairs, EXEC, VCC) and read back whole.
Inst* rejoinedPair(const Inst& concat) {
  if (concat.op != Op::Concat) return nullptr;
  const Inst* lo = concat.operands[0];
  const Inst* hi = concat.operands[1];
  if (lo->op != Op::Trunc || hi->op != Op::Trunc) return nullptr;
  Inst* whole = lo->operands[0];
  const Inst* shifted = hi->operands[0];
  if (shifted->op != Op::LShr || shifted->operands[0] != whole || uniformConstant(shifted->operands[1]) != 32u) {
    return nullptr;
  }
  return whole;
}

// Bitcast to the operand's own type, or back through another Bitcast
// (mask -> i64 -> mask) -> the original value.
Inst* bitcastSource(const Inst& inst) {
  if (inst.op != Op::Bitcast) return nullptr;
  Inst* source = inst.operands[0];
  if (source->type == inst.type) return source;
  if (source->op == Op::Bitcast && source->operands[0]->type == inst.type) return source->operands[0];
  return nullptr;
}

// Makes the instructions a rewrite needs before the current one.
class Rewriter {
 public:
  Rewriter(BlockRewrite& rewrite, std::size_t index, std::uint64_t pc) : rewrite_(rewrite), index_(index), pc_(pc) {}

  // A constant of `t` (a Broadcast of one for vectors) before the current instruction.
  Inst* constant(Type t, std::uint64_t bits) {
    Inst* c = add(Op::Const, Type::scalar(t.elem), {}, bits);
    return t.isVector() ? add(Op::Broadcast, t, {c}, 0) : c;
  }
  Inst* add(Op op, Type type, std::vector<Inst*> operands, std::uint64_t imm) {
    Inst* inst = rewrite_.insertBefore(index_, op, type, std::move(operands), imm);
    inst->pc = pc_;
    return inst;
  }

 private:
  BlockRewrite& rewrite_;
  std::size_t index_;
  std::uint64_t pc_;
};

// Trunc to the low 32 bits of a 64-bit pair expression, if it reads back as
// 32-bit ops; the replacement, or null.
Inst* truncOfPair(Rewriter& r, const Inst& trunc) {
  const Inst* wide = trunc.operands[0];
  Type half = trunc.type;
  if (elemBits(half.elem) != 32 || elemBits(wide->type.elem) != 64) return nullptr;
  if (wide->op == Op::Concat) return wide->operands[0];
  // Low half of (lo:hi << k).
  if (wide->op == Op::Shl && wide->operands[0]->op == Op::Concat) {
    std::optional<std::uint64_t> k = uniformConstant(wide->operands[1]);
    if (!k || *k >= 32) return nullptr;
    Inst* lo = wide->operands[0]->operands[0];
    return r.add(Op::Shl, half, {lo, r.constant(half, *k)}, 0);
  }
  // High half: ((lo:hi << k) >> 32).
  if (wide->op == Op::LShr && uniformConstant(wide->operands[1]) == 32u) {
    const Inst* shifted = wide->operands[0];
    if (shifted->op == Op::Concat) return shifted->operands[1];
    if (shifted->op != Op::Shl || shifted->operands[0]->op != Op::Concat) return nullptr;
    std::optional<std::uint64_t> k = uniformConstant(shifted->operands[1]);
    if (!k || *k >= 32) return nullptr;
    Inst* lo = shifted->operands[0]->operands[0];
    Inst* hi = shifted->operands[0]->operands[1];
    if (*k == 0) return hi;
    Inst* high = r.add(Op::Shl, half, {hi, r.constant(half, *k)}, 0);
    Inst* carried = r.add(Op::LShr, half, {lo, r.constant(half, 32 - *k)}, 0);
    return r.add(Op::Or, half, {high, carried}, 0);
  }
  return nullptr;
}

}  // namespace

void simplify(Function& function) {
  for (const auto& block : function.blocks()) {
    BlockRewrite rewrite(*block);
    for (std::size_t i = 0; i < rewrite.size(); ++i) {
      Inst* inst = rewrite.at(i);
      Inst* replacement = identityOperand(*inst);
      if (!replacement) replacement = rejoinedPair(*inst);
      if (!replacement) replacement = bitcastSource(*inst);
      if (!replacement && inst->op == Op::Trunc && inst->operands[0]->type.kind == inst->type.kind) {
        Rewriter r(rewrite, i, inst->pc);
        replacement = truncOfPair(r, *inst);
      }
      if (replacement && replacement->type == inst->type) rewrite.replace(inst, replacement);
    }
    rewrite.finish();
  }
}

}  // namespace gcnjit::ir
