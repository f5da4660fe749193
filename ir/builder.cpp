#include "ir/builder.h"

#include "ir/type_rules.h"

namespace gcnjit::ir {

Inst* Builder::emit(Op op, std::initializer_list<Inst*> operands, std::uint64_t imm) {
  std::vector<Type> types;
  for (const Inst* operand : operands) types.push_back(operand->type);
  Type type = inferResult(opInfo(op).result, types).value_or(Type::voidType());
  Inst* inst = block_->append(op, type, operands, imm);
  inst->pc = pc_;
  return inst;
}

Inst* Builder::emitTyped(Op op, Type type, std::initializer_list<Inst*> operands,
                         std::uint64_t imm) {
  Inst* inst = block_->append(op, type, operands, imm);
  inst->pc = pc_;
  return inst;
}

}  // namespace gcnjit::ir
