// The meaning of the TypeRule column: operand checks and result types.
#pragma once

#include <optional>
#include <span>

#include "ir/opcode.h"
#include "ir/type.h"

namespace gcnjit::ir {

// Whether operand type `t` satisfies `rule`, given all operand types.
bool operandMatches(TypeRule rule, Type t, std::span<const Type> operands);

// The result type `rule` derives from the operands; nullopt when the rule
// takes its type from the instruction or the operands do not fit.
std::optional<Type> inferResult(TypeRule rule, std::span<const Type> operands);

// Whether `result` is an acceptable result type for `rule` and the operands.
bool resultMatches(TypeRule rule, Type result, std::span<const Type> operands);

}  // namespace gcnjit::ir
