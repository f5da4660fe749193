// What the interpreter's Special op functions (exec_<Name>) see: the values
// of their operands, the wave's state and memory, and where control goes.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/interp/interpreter.h"

namespace gcnjit::ir {

// A value: one per lane for vectors; scalars and masks use lanes[0].
struct Value {
  std::array<std::uint64_t, kWaveLanes> lanes{};
};

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

  const Value& operand(const Inst& inst, unsigned i) const { return values_[slots_->at(inst.operands[i])]; }
  // The run loop's storage: one Value per instruction of the function.
  void bind(std::vector<Value>& values, const std::unordered_map<const Inst*, std::size_t>& slots) {
    values_ = values.data();
    slots_ = &slots;
  }

 private:
  const Value* values_ = nullptr;
  const std::unordered_map<const Inst*, std::size_t>* slots_ = nullptr;
};

#define IR_EVAL_Special(name) void exec_##name(ExecContext& cx, const Inst& inst, Value& out);
#define IR_EVAL_Lanewise(name)
#define IR_OP(name, result, state, imm, eval, ...) IR_EVAL_##eval(name)
#include "ir/opcodes.inc"
#undef IR_OP
#undef IR_EVAL_Special
#undef IR_EVAL_Lanewise

}  // namespace gcnjit::ir
