#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {

std::optional<std::uint64_t> uniformConstant(const Inst* inst) {
  while (inst->op == Op::Broadcast || inst->op == Op::ZExt || inst->op == Op::Bitcast) inst = inst->operands[0];
  if (inst->op == Op::Const && inst->type.isScalar()) return inst->imm;
  return std::nullopt;
}

}  // namespace gcnjit::ir
