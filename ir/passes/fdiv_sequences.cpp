#include "ir/passes/fdiv_sequences.h"

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <optional>

#include "ir/block_rewrite.h"
#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {
namespace {

// `inst` is `op` on exactly `operands`, of the sequence's type (the flag is
// a mask).
bool is(const Inst* inst, Op op, Type type, std::initializer_list<const Inst*> operands) {
  if (!inst || inst->op != op || inst->operands.size() != operands.size()) return false;
  if (op != Op::FDivScaleFlag && inst->type != type) return false;
  std::size_t i = 0;
  for (const Inst* operand : operands) {
    if (inst->operands[i++] != operand) return false;
  }
  return true;
}

// Operand `i` of `inst` if `inst` is `op` of the sequence's type, else null:
// names a step's operands before `is` checks the whole step.
Inst* operandOf(const Inst* inst, Op op, Type type, std::size_t i) {
  bool fits = inst && inst->op == op && inst->type == type && i < inst->operands.size();
  return fits ? inst->operands[i] : nullptr;
}

bool isOne(const Inst* inst, Type type) {
  std::optional<std::uint64_t> bits = inst ? uniformConstant(inst) : std::nullopt;
  return bits && inst->type == type && std::uint32_t(*bits) == std::bit_cast<std::uint32_t>(1.0f);
}

struct Sequence {
  Inst *num, *den;
  std::uint64_t rcpImm;
};

// The sequence whose V_DIV_FIXUP is `fixup` (names as in the header): each
// step's operands named from where the DAG reaches it, then every step
// checked. The three negations of denScaled may be one FNeg or several.
std::optional<Sequence> matchSequence(const Inst& fixup) {
  Type t = fixup.type;
  if (fixup.op != Op::FDivFixup || t.elem != Elem::F32) return std::nullopt;
  Inst *den = fixup.operands[1], *num = fixup.operands[2];
  Inst* fmas = operandOf(&fixup, Op::FDivFixup, t, 0);
  Inst *e2 = operandOf(fmas, Op::FDivFmas, t, 0), *r = operandOf(fmas, Op::FDivFmas, t, 1);
  Inst *q = operandOf(fmas, Op::FDivFmas, t, 2), *flag = operandOf(fmas, Op::FDivFmas, t, 3);
  Inst *negDen2 = operandOf(e2, Op::FFma, t, 0), *numScaled = operandOf(e2, Op::FFma, t, 2);
  Inst* denScaled = operandOf(negDen2, Op::FNeg, t, 0);
  Inst *e1 = operandOf(q, Op::FFma, t, 0), *q0 = operandOf(q, Op::FFma, t, 2);
  Inst* negDen1 = operandOf(e1, Op::FFma, t, 0);
  Inst *e0 = operandOf(r, Op::FFma, t, 0), *r0 = operandOf(r, Op::FFma, t, 1);
  Inst *negDen0 = operandOf(e0, Op::FFma, t, 0), *one = operandOf(e0, Op::FFma, t, 2);
  bool exact = is(flag, Op::FDivScaleFlag, t, {num, den, num}) && is(numScaled, Op::FDivScale, t, {num, den, num}) &&
               is(denScaled, Op::FDivScale, t, {den, den, num}) &&
               is(r0, Op::FRcp, t, {denScaled}) && is(negDen0, Op::FNeg, t, {denScaled}) &&
               is(negDen1, Op::FNeg, t, {denScaled}) && is(negDen2, Op::FNeg, t, {denScaled}) && isOne(one, t) &&
               is(e0, Op::FFma, t, {negDen0, r0, one}) && is(r, Op::FFma, t, {e0, r0, r0}) &&
               is(q0, Op::FMul, t, {numScaled, r}) && is(e1, Op::FFma, t, {negDen1, q0, numScaled}) &&
               is(q, Op::FFma, t, {e1, r, q0}) && is(e2, Op::FFma, t, {negDen2, q, numScaled});
  if (!exact) return std::nullopt;
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
