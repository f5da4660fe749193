#include "ir/opcode.h"

namespace gcnjit::ir {
namespace {

template <class... Rules>
constexpr OpInfo makeInfo(std::string_view name, TypeRule result, StateLoc state, ImmKind imm,
                          EvalClass eval, std::uint32_t flags, Rules... operands) {
  static_assert(sizeof...(Rules) <= kMaxOperands);
  return {name, result, state, imm, eval, flags, sizeof...(Rules), {operands...}};
}

using enum TypeRule;
using namespace opflag;

constexpr OpInfo kOpInfo[] = {
#define IR_OP(name, result, state, imm, eval, flags, ...)                              \
  makeInfo(#name, result, StateLoc::state, ImmKind::imm, EvalClass::eval, \
           flags __VA_OPT__(, ) __VA_ARGS__),
#include "ir/opcodes.inc"
#undef IR_OP
};

}  // namespace

const OpInfo& opInfo(Op op) { return kOpInfo[static_cast<std::size_t>(op)]; }

}  // namespace gcnjit::ir
