// Internal interface between the format dispatcher (decoder.cpp) and the
// per-family decoders. Each family decoder fills `inst` from `words` and
// returns the instruction size in bytes, 0 if the word is not a valid
// instruction of the target, or -1 if more words are needed than available.
#pragma once
#include <cstdint>
#include <span>

#include "isa/decoder.h"

namespace gcnjit::detail {

struct DecodeCtx {
  Target target;
  std::span<const uint32_t> words;  // up to 3 words from the instruction start

  uint32_t word(size_t i) const { return i < words.size() ? words[i] : 0; }
  bool has(size_t n) const { return words.size() >= n; }
};

inline constexpr uint32_t bits(uint32_t w, int hi, int lo) {
  return (w >> lo) & ((hi - lo == 31) ? 0xffffffffu : ((1u << (hi - lo + 1)) - 1));
}

int decodeScalar(Format f, const DecodeCtx& ctx, Inst& inst);  // decode_scalar.cpp
int decodeValu(Format f, const DecodeCtx& ctx, Inst& inst);    // decode_valu.cpp
// VOP1/VOP2/VOPC in their 32-bit encodings, including SDWA and DPP; called by
// decodeValu.
int decodeVopNative(Format f, const DecodeCtx& ctx, Inst& inst);  // decode_vop_native.cpp
int decodeMemory(Format f, const DecodeCtx& ctx, Inst& inst);  // decode_memory.cpp

// Sets inst.id from the table; false if (format, opcode) is absent on target.
bool matchOpcode(const DecodeCtx& ctx, Format f, int opcode, Inst& inst);

}  // namespace gcnjit::detail
