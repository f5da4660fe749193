// Helpers of the vector-memory tests (memory_*_test.cpp): instructions given
// as the two 32-bit words the reference tools show.
#pragma once
#include <cstdint>
#include <vector>

#include "isa/decoder.h"

namespace gcnjit::memtest {

struct Words {
  uint32_t lo, hi;
};

inline std::vector<uint8_t> bytesOf(Words w) {
  std::vector<uint8_t> out;
  for (uint32_t x : {w.lo, w.hi})
    for (int i = 0; i < 4; ++i) out.push_back(uint8_t(x >> (8 * i)));
  return out;
}

inline DecodeResult decodeWords(Target t, Words w) { return decode(t, bytesOf(w)); }

inline constexpr Target kTargets[] = {Target::Gfx900, Target::Gfx906, Target::Gfx908};

}  // namespace gcnjit::memtest
