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
  Void, I1, I32, VI32, Mask,    // exactly that type
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
  IntWiden, IntNarrow,          // integer, same shape, more / fewer bits
  FloatWiden, FloatNarrow,      // float, same shape, more / fewer bits
  IntToFloat, FloatToInt,       // same shape, other element class
  SameBits,                     // same shape and element width (mask <-> i64)
};

// The piece of guest state a Get/Set op reads or writes.
enum class StateLoc : std::uint8_t { None, Sgpr, Vgpr, AccVgpr, Exec, Vcc, Scc, M0, Mode };

// What the instruction's immediate means.
enum class ImmKind : std::uint8_t { None, Reg, Bits };

namespace opflag {
constexpr std::uint32_t NoFlags = 0;
constexpr std::uint32_t SideEffect = 1u << 0;   // must not be removed or reordered freely
constexpr std::uint32_t ReadsState = 1u << 1;   // reads the op's guest state location
constexpr std::uint32_t WritesState = 1u << 2;  // writes the op's guest state location
constexpr std::uint32_t ReadsExec = 1u << 3;    // result depends on the guest EXEC
constexpr std::uint32_t Memory = 1u << 4;       // touches guest memory
constexpr std::uint32_t CrossLane = 1u << 5;    // lanes see other lanes' values
}  // namespace opflag

constexpr unsigned kMaxOperands = 3;

struct OpInfo {
  std::string_view name;
  TypeRule result;
  StateLoc state;
  ImmKind imm;
  std::uint32_t flags;
  unsigned numOperands;
  std::array<TypeRule, kMaxOperands> operands;

  bool has(std::uint32_t flag) const { return (flags & flag) != 0; }
};

const OpInfo& opInfo(Op op);

}  // namespace gcnjit::ir
