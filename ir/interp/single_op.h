// Runs one IR instruction as the interpreter does, for code that keeps values
// elsewhere between instructions: the x64 backend's helper calls for ops
// without native code, which so stay bit-identical with the interpreter.
#pragma once

#include <optional>
#include <string>

#include "ir/interp/value.h"
#include "ir/ir.h"
#include "ir/memory.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {

// Computes `inst`, an instruction of `function`, from `operands` (one per
// operand of `inst`) into `out`, reading and writing `state` and `memory`
// as its op does. Returns the fault message if the op faulted the wave.
std::optional<std::string> runSingleOp(const Function& function, const Inst& inst, WaveState& state, Memory& memory,
                                       const Value* const* operands, Value& out);

}  // namespace gcnjit::ir
