#include "ir/passes/const_fold.h"

#include <optional>

#include "ir/block_rewrite.h"
#include "ir/eval/eval.h"

namespace gcnjit::ir {
namespace {

bool isScalarConst(const Inst* inst) { return inst->op == Op::Const && inst->type.isScalar(); }

// A lane mask that is a constant: Bitcast of a constant i64.
std::optional<std::uint64_t> maskConstant(const Inst* inst) {
  if (inst->op != Op::Bitcast || !inst->type.isMask() || !isScalarConst(inst->operands[0])) return std::nullopt;
  return inst->operands[0]->imm;
}

// And/Or of a mask with the all-ones or the empty mask: one of its operands.
Inst* maskIdentity(const Inst& inst) {
  if (!inst.type.isMask() || (inst.op != Op::And && inst.op != Op::Or)) return nullptr;
  for (int i = 0; i < 2; ++i) {
    std::optional<std::uint64_t> c = maskConstant(inst.operands[i]);
    if (!c || (*c != 0 && *c != ~0ull)) continue;
    bool absorbs = (inst.op == Op::And) == (*c == 0);  // x & 0 = 0, x | ~0 = ~0
    return absorbs ? inst.operands[i] : inst.operands[1 - i];
  }
  return nullptr;
}

bool foldable(const Inst& inst) {
  if (!inst.type.isScalar() || inst.operands.empty()) return false;
  if (!laneFunction(inst.op) || inst.info().has(opflag::ReadsMode)) return false;
  for (const Inst* operand : inst.operands) {
    if (!isScalarConst(operand)) return false;
  }
  return true;
}

std::uint64_t evaluate(const Inst& inst) {
  LaneArgs args;
  std::uint64_t* slots[] = {&args.a, &args.b, &args.c, &args.d};
  for (std::size_t i = 0; i < inst.operands.size(); ++i) *slots[i] = inst.operands[i]->imm;
  args.elem = inst.operands[0]->type.elem;
  args.result = inst.type.elem;
  args.imm = inst.imm;
  return truncateTo(laneFunction(inst.op)(args), inst.type.elem);
}

void foldBlock(Block& block) {
  BlockRewrite rewrite(block);
  for (std::size_t i = 0; i < rewrite.size(); ++i) {
    Inst* inst = rewrite.at(i);
    if (inst->op == Op::Select) {
      if (isScalarConst(inst->operands[0])) {
        rewrite.replace(inst, inst->operands[inst->operands[0]->imm ? 1 : 2]);
      } else if (std::optional<std::uint64_t> lanes = maskConstant(inst->operands[0]); lanes && (*lanes == 0 || *lanes == ~0ull)) {
        rewrite.replace(inst, inst->operands[*lanes ? 1 : 2]);
      }
      continue;
    }
    if (Inst* same = maskIdentity(*inst)) {
      rewrite.replace(inst, same);
      continue;
    }
    if (!foldable(*inst)) continue;
    // The constant stands just before the folded instruction, which it replaces.
    Inst* constant = rewrite.insertBefore(i, Op::Const, inst->type, {}, evaluate(*inst));
    constant->pc = inst->pc;
    rewrite.replace(inst, constant);
  }
  rewrite.finish();
}

}  // namespace

void foldConstants(Function& function) {
  for (const auto& block : function.blocks()) foldBlock(*block);
}

}  // namespace gcnjit::ir
