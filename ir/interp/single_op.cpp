#include "ir/interp/single_op.h"

#include "ir/interp/context.h"

namespace gcnjit::ir {

std::optional<std::string> runSingleOp(const Function& function, const Inst& inst, WaveState& state, Memory& memory,
                                       const Value* const* operands, Value& out) {
  try {
    if (LaneFn fn = laneFunction(inst.op)) {
      evalLanewise(inst, fn, operands, state.mode, out);
    } else {
      ExecContext cx(state, memory);
      cx.function = &function;
      cx.setOperands(operands);
      execFunction(inst.op)(cx, inst, out);
    }
  } catch (const WaveFault& fault) {
    return fault.what();
  }
  return std::nullopt;
}

}  // namespace gcnjit::ir
