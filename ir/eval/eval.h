// Lanewise evaluation: the meaning of every Lanewise op as a function of one
// lane's operand bits. The interpreter applies it to each lane (or once for
// scalars); constant folding calls it on constants, so the two cannot drift.
#pragma once

#include <cstdint>

#include "ir/opcode.h"
#include "ir/type.h"

namespace gcnjit::ir {

struct LaneArgs {
  std::uint64_t a = 0, b = 0, c = 0, d = 0;  // operand bits (i1: 0 or 1)
  Elem elem = Elem::I32;    // element type of operand 0
  Elem result = Elem::I32;  // element type of the result (i1 for compares)
  std::uint64_t imm = 0;
  std::uint32_t mode = 0;   // guest MODE register, for ReadsMode ops
};

// 128-bit integers for exact products and sums (GCC/Clang extension).
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

using LaneFn = std::uint64_t (*)(const LaneArgs&);

#define IR_EVAL_Lanewise(name) std::uint64_t lane_##name(const LaneArgs& args);
#define IR_EVAL_Special(name)
#define IR_OP(name, result, state, imm, eval, ...) IR_EVAL_##eval(name)
#include "ir/opcodes.inc"
#undef IR_OP
#undef IR_EVAL_Special
#undef IR_EVAL_Lanewise

// The lane function of a Lanewise op, null for Special ops.
LaneFn laneFunction(Op op);

// Bits of `value` kept to the width of `e`.
std::uint64_t truncateTo(std::uint64_t value, Elem e);
// Sign-extends the low elemBits(e) bits.
std::int64_t signExtendFrom(std::uint64_t value, Elem e);

}  // namespace gcnjit::ir
