// What the interpreter's Special op functions (exec_<Name>) see: the values
// of their operands, the wave's state and memory, and where control goes.
// Code outside the interpreter runs single ops through single_op.h.
// layering: private
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/eval/eval.h"
#include "ir/interp/interpreter.h"
#include "ir/interp/value.h"

namespace gcnjit::ir {

// Thrown by exec functions to stop the wave with a fault.
struct WaveFault : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class ExecContext {
 public:
  ExecContext(WaveState& wave, Memory& mem) : state(wave), memory(mem) {}

  WaveState& state;
  Memory& memory;
  const Function* function = nullptr;
  // Set by terminators.
  ExitStatus exit;
  bool stopped = false;          // leave the run loop with `exit`
  std::size_t nextBlock = 0;     // otherwise continue here

  // The value of operand `i` of `inst`, the instruction being run.
  const Value& operand(const Inst& inst, unsigned i) const {
    (void)inst;
    return *operands_[i];
  }
  // Where the operands of the next instruction are (set by whoever runs it:
  // the interpreter's loop, or a JIT helper calling an exec function).
  void setOperands(const Value* const* operands) { operands_ = operands; }

 private:
  const Value* const* operands_ = nullptr;
};

// Runs a Lanewise op: `fn` on each lane of the operands (or once for
// scalars and whole masks), under MODE `mode`.
void evalLanewise(const Inst& inst, LaneFn fn, const Value* const* operands, std::uint32_t mode, Value& out);

using ExecFn = void (*)(ExecContext&, const Inst&, Value&);
// The exec_<Name> function of a Special op (null for Lanewise ops).
ExecFn execFunction(Op op);

#define IR_EVAL_Special(name) void exec_##name(ExecContext& cx, const Inst& inst, Value& out);
#define IR_EVAL_Lanewise(name)
#define IR_OP(name, result, state, imm, eval, ...) IR_EVAL_##eval(name)
#include "ir/opcodes.inc"
#undef IR_OP
#undef IR_EVAL_Special
#undef IR_EVAL_Lanewise

}  // namespace gcnjit::ir
