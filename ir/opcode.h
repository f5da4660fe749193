// IR opcodes and their properties, expanded from ir/opcodes.inc.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace gcnjit::ir {

enum class Op : std::uint16_t {
#define IR_OP(name, ...) name,
#include "ir/opcodes.inc"
#undef IR_OP
};

// How an operand's type is constrained, or how the result type follows from
// the operands. The Explicit* and conversion rules take the result type from
// the instruction and check it against the operands.
enum class TypeRule : std::uint8_t {
  Void, I1, I32, I64, VI32, Mask,  // exactly that type
  Int,                          // scalar or vector integer
  Bits,                         // integer or lane mask
  Float,                        // scalar or vector float
  Value,                        // any non-void type
  ScalarValue,                  // any scalar
  VectorValue,                  // any wavefront vector
  Same0, Same1,                 // the type of operand 0 / operand 1
  CondOf1,                      // i1 if operand 1 is not a vector, else mask
  BoolOf0,                      // i1 if operand 0 is a scalar, else mask
  VectorOf0,                    // vector of operand 0's element (i1: mask)
  ScalarOf0,                    // scalar of operand 0's element
  ExplicitScalar,               // any scalar, given by the instruction
  ExplicitValue,                // any non-void type, given by the instruction
  Wide0,                        // integer of operand 0's shape, twice its width
  IntWiden, IntNarrow,          // integer, same shape, more / fewer bits
  FloatWiden, FloatNarrow,      // float, same shape, more / fewer bits
  IntToFloat, FloatToInt,       // same shape, other element class
  SameBits,                     // same shape and element width (mask <-> i64)
};

// The piece of guest state a Get/Set op reads or writes.
enum class StateLoc : std::uint8_t { None, Sgpr, Vgpr, AccVgpr, Exec, Vcc, Scc, M0, Mode, HwReg };

// How the interpreter evaluates an op: Lanewise ops are one function of
// their operands' bits applied to each lane (or to the scalar), `lane_<Name>`
// in ir/eval/; Special ops have their own `exec_<Name>` in ir/interp/.
enum class EvalClass : std::uint8_t { Lanewise, Special };

// ICmp immediates.
enum class ICmpPred : std::uint8_t { Eq, Ne, SLt, SLe, SGt, SGe, ULt, ULe, UGt, UGe };
// FCmp immediates: the sixteen VOPC float compares in their opcode order
// (Vega ISA "VOPC Instructions": F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG,
// NGT, NLE, NEQ, NLT, TRU). The N* forms are true for unordered operands.
enum class FCmpPred : std::uint8_t {
  False, Lt, Eq, Le, Gt, Lg, Ge, O, U, Nge, Nlg, Ngt, Nle, Neq, Nlt, True
};

// What the instruction's immediate means: none, a register index, the bits
// of a constant (fits the result type), or an op-specific payload (compare
// predicate, MemAccess, block index, DPP control...) documented at the row.
enum class ImmKind : std::uint8_t { None, Reg, Constant, Bits };

namespace opflag {
constexpr std::uint32_t NoFlags = 0;
constexpr std::uint32_t SideEffect = 1u << 0;   // must not be removed or reordered freely
constexpr std::uint32_t ReadsState = 1u << 1;   // reads the op's guest state location
constexpr std::uint32_t WritesState = 1u << 2;  // writes the op's guest state location
constexpr std::uint32_t ReadsExec = 1u << 3;    // result depends on the guest EXEC
constexpr std::uint32_t Memory = 1u << 4;       // touches guest memory
constexpr std::uint32_t CrossLane = 1u << 5;    // lanes see other lanes' values
constexpr std::uint32_t ReadsMode = 1u << 6;    // result depends on the guest MODE register
constexpr std::uint32_t Indexed = 1u << 7;      // state register chosen at run time
constexpr std::uint32_t Terminator = 1u << 8;   // ends a block
}  // namespace opflag

constexpr unsigned kMaxOperands = 4;

struct OpInfo {
  std::string_view name;
  TypeRule result;
  StateLoc state;
  ImmKind imm;
  EvalClass eval;
  std::uint32_t flags;
  unsigned numOperands;
  std::array<TypeRule, kMaxOperands> operands;

  bool has(std::uint32_t flag) const { return (flags & flag) != 0; }
};

const OpInfo& opInfo(Op op);

}  // namespace gcnjit::ir
