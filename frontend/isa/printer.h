// Disassembler: Inst -> LLVM assembler text, exactly as llvm-objdump-15 prints
// it (the project's reference; see docs/ARCHITECTURE.md).
#pragma once
#include <cstdint>
#include <span>
#include <string>

#include "isa/decoder.h"

namespace gcnjit {

// Text of one decoded instruction, without address or encoding comment.
// `pc` is the instruction's address (branch targets are printed relative).
std::string printInst(const Inst& inst, Target target, uint64_t pc);

// Text of whatever is at `bytes`: an instruction, or ".long 0x..." for a word
// that does not decode, as llvm-objdump prints it. Sets `size` to the bytes used.
std::string disassembleOne(Target target, std::span<const uint8_t> bytes, uint64_t pc,
                           uint8_t& size);

}  // namespace gcnjit
