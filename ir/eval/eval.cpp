#include "ir/eval/eval.h"

namespace gcnjit::ir {
namespace {

#define IR_EVAL_Lanewise(name) &lane_##name,
#define IR_EVAL_Special(name) nullptr,
#define IR_OP(name, result, state, imm, eval, ...) IR_EVAL_##eval(name)
constexpr LaneFn kLaneFns[] = {
#include "ir/opcodes.inc"
};
#undef IR_OP
#undef IR_EVAL_Special
#undef IR_EVAL_Lanewise

}  // namespace

LaneFn laneFunction(Op op) { return kLaneFns[static_cast<std::size_t>(op)]; }

std::uint64_t truncateTo(std::uint64_t value, Elem e) {
  unsigned bits = elemBits(e);
  return bits >= 64 ? value : value & ((1ull << bits) - 1);
}

std::int64_t signExtendFrom(std::uint64_t value, Elem e) {
  unsigned bits = elemBits(e);
  if (bits >= 64) return static_cast<std::int64_t>(value);
  std::uint64_t sign = 1ull << (bits - 1);
  return static_cast<std::int64_t>((truncateTo(value, e) ^ sign) - sign);
}

}  // namespace gcnjit::ir
