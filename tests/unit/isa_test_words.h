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

// Fixed bits of each format's first word (Vega ISA "Microcode Formats"), the
// same as tests/scripts/diff_words.py uses: random words of every format.
// `compute` is false for the graphics-only formats (VINTRP, MIMG, EXP).
struct FormatBits {
  uint32_t mask, value;
  bool compute;
};
inline constexpr FormatBits kFormatBits[] = {
    {0xC0000000, 0x80000000, true},   // SOP2
    {0xF0000000, 0xB0000000, true},   // SOPK
    {0xFF800000, 0xBE800000, true},   // SOP1
    {0xFF800000, 0xBF000000, true},   // SOPC
    {0xFF800000, 0xBF800000, true},   // SOPP
    {0xFC000000, 0xC0000000, true},   // SMEM
    {0x80000000, 0x00000000, true},   // VOP2
    {0xFE000000, 0x7E000000, true},   // VOP1
    {0xFE000000, 0x7C000000, true},   // VOPC
    {0xFC000000, 0xD0000000, true},   // VOP3
    {0xFF800000, 0xD3800000, true},   // VOP3P
    {0xFC000000, 0xD4000000, false},  // VINTRP
    {0xFC000000, 0xD8000000, true},   // DS
    {0xFC000000, 0xDC000000, true},   // FLAT, GLOBAL, SCRATCH
    {0xFC000000, 0xE0000000, true},   // MUBUF
    {0xFC000000, 0xE8000000, true},   // MTBUF
    {0xFC000000, 0xF0000000, false},  // MIMG
    {0xFC000000, 0xC4000000, false},  // EXP
};

}  // namespace gcnjit::testing
