// Instruction decoder: bytes -> Inst, driven by the instruction table.
#pragma once
#include <cstdint>
#include <span>

#include "isa/inst.h"

namespace gcnjit {

enum class DecodeStatus : uint8_t {
  Ok,
  Invalid,    // no instruction of the target has this encoding (prints as .long)
  Truncated,  // the encoding needs more bytes than are left
};

struct DecodeResult {
  DecodeStatus status = DecodeStatus::Invalid;
  Inst inst;
  uint8_t size = 4;  // bytes consumed; 4 for an invalid word, like llvm-objdump
};

// Decodes the instruction at the start of `bytes` (little-endian words).
DecodeResult decode(Target target, std::span<const uint8_t> bytes);

// Table row for (target, format, opcode) or nullptr. VOP3 opcodes also find
// the VOP3 forms of VOP1/VOP2/VOPC rows.
const InstDesc* lookupOpcode(Target target, Format format, int opcode);

}  // namespace gcnjit
