// Helpers of the vector-memory tests (memory_*_test.cpp): instructions given
// as the two 32-bit words the reference tools show.
#pragma once
#include <cstdint>
#include <vector>

#include "isa_test_words.h"

namespace gcnjit::memtest {

struct Words {
  uint32_t lo, hi;
};

inline std::vector<uint8_t> bytesOf(Words w) { return testing::bytesOfWords({w.lo, w.hi}); }

inline DecodeResult decodeWords(Target t, Words w) { return decode(t, bytesOf(w)); }

inline constexpr Target kTargets[] = {Target::Gfx900, Target::Gfx906, Target::Gfx908};

}  // namespace gcnjit::memtest
