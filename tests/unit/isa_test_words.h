// Helpers of the instruction tests: encodings given as the 32-bit words that
// llvm-mc and llvm-objdump show, turned into bytes, decoded or disassembled.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "isa/printer.h"

namespace gcnjit::testing {

inline std::vector<uint8_t> bytesOfWords(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> out;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) out.push_back(uint8_t(w >> (8 * i)));
  return out;
}

inline DecodeResult decodeWords(Target t, const std::vector<uint32_t>& words) {
  return decode(t, bytesOfWords(words));
}

// Text of the first instruction (or .long) at the words.
inline std::string disasmWords(Target t, const std::vector<uint32_t>& words) {
  uint8_t size = 0;
  return disassembleOne(t, bytesOfWords(words), 0, size);
}

}  // namespace gcnjit::testing
