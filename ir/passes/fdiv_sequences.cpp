#include "ir/passes/fdiv_sequences.h"

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <optional>

#include "ir/block_rewrite.h"
#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {
namespace {

// `inst` is `op` on exactly `operands`, of the sequence's type.
bool is(const Inst* inst, Op op, Type type, std::initializer_list<const Inst*> operands) {
  if (inst->op != op || inst->operands.size() != operands.size()) return false;
  if (op != Op::FDivScaleFlag && inst->type != type) return false;
  std::size_t i = 0;
  for (const Inst* operand : operands) {
    if (inst->operands[i++] != operand) return false;
  }
  return true;
}

bool isNegationOf(const Inst* inst, const Inst* value, Type type) { return is(inst, Op::FNeg, type, {value}); }

bool isOne(const Inst* inst, Type type) {
  std::optional<std::uint64_t> bits = uniformConstant(inst);
  return inst->type == type && bits && std::uint32_t(*bits) == std::bit_cast<std::uint32_t>(1.0f);
}

struct Sequence {
  Inst *num, *den;
  std::uint64_t rcpImm;
};

// The sequence whose V_DIV_FIXUP is `fixup`, read backwards from it.
std::optional<Sequence> matchSequence(const Inst& fixup) {
  Type t = fixup.type;
  if (fixup.op != Op::FDivFixup || t.elem != Elem::F32) return std::nullopt;
  Inst *fmas = fixup.operands[0], *den = fixup.operands[1], *num = fixup.operands[2];
  if (fmas->op != Op::FDivFmas || fmas->type != t) return std::nullopt;
  Inst *e2 = fmas->operands[0], *r = fmas->operands[1], *q = fmas->operands[2], *flag = fmas->operands[3];
  if (!is(flag, Op::FDivScaleFlag, t, {num, den, num})) return std::nullopt;
  if (e2->op != Op::FFma || e2->type != t) return std::nullopt;
  Inst *numScaled = e2->operands[2], *negDen = e2->operands[0];
  if (!is(e2, Op::FFma, t, {negDen, q, numScaled}) || !is(numScaled, Op::FDivScale, t, {num, den, num})) {
    return std::nullopt;
  }
  Inst* denScaled = negDen->operands.empty() ? nullptr : negDen->operands[0];
  if (!denScaled || !isNegationOf(negDen, denScaled, t) || !is(denScaled, Op::FDivScale, t, {den, den, num})) {
    return std::nullopt;
  }
  // q = fma(e1, r, q0), e1 = fma(-denScaled, q0, numScaled), q0 = numScaled * r.
  if (q->op != Op::FFma || q->operands.size() != 3) return std::nullopt;
  Inst *e1 = q->operands[0], *q0 = q->operands[2];
  if (!is(q, Op::FFma, t, {e1, r, q0}) || !is(q0, Op::FMul, t, {numScaled, r})) return std::nullopt;
  if (e1->op != Op::FFma || !isNegationOf(e1->operands[0], denScaled, t) ||
      !is(e1, Op::FFma, t, {e1->operands[0], q0, numScaled})) {
    return std::nullopt;
  }
  // r = fma(e0, r0, r0), e0 = fma(-denScaled, r0, 1.0), r0 = V_RCP(denScaled).
  if (r->op != Op::FFma || r->operands.size() != 3) return std::nullopt;
  Inst *e0 = r->operands[0], *r0 = r->operands[1];
  if (!is(r, Op::FFma, t, {e0, r0, r0}) || !is(r0, Op::FRcp, t, {denScaled})) return std::nullopt;
  if (e0->op != Op::FFma || !isNegationOf(e0->operands[0], denScaled, t) || !isOne(e0->operands[2], t) ||
      !is(e0, Op::FFma, t, {e0->operands[0], r0, e0->operands[2]})) {
    return std::nullopt;
  }
  return Sequence{num, den, r0->imm};
}

}  // namespace

void fuseDivisionSequences(Function& function) {
  for (const auto& block : function.blocks()) {
    BlockRewrite rewrite(*block);
    for (std::size_t i = 0; i < rewrite.size(); ++i) {
      Inst* fixup = rewrite.at(i);
      std::optional<Sequence> sequence = matchSequence(*fixup);
      if (!sequence) continue;
      Inst* fused = rewrite.insertBefore(i, Op::FDivSequence, fixup->type, {sequence->num, sequence->den},
                                         sequence->rcpImm);
      fused->pc = fixup->pc;
      rewrite.replace(fixup, fused);
    }
    rewrite.finish();
  }
}

}  // namespace gcnjit::ir
