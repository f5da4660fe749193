#include "ir/eval/float_env.h"

#include <cfenv>

namespace gcnjit::ir::fp {
namespace {

struct Layout {
  unsigned mantissaBits, exponentBits;
};
Layout layoutOf(Elem e) {
  switch (e) {
    case Elem::F16: return {10, 5};
    case Elem::F32: return {23, 8};
    default: return {52, 11};
  }
}
bool isSingle(Elem e) { return e == Elem::F32; }

}  // namespace

unsigned roundMode(std::uint32_t mode, Elem e) { return isSingle(e) ? mode & 3 : (mode >> 2) & 3; }
unsigned denormMode(std::uint32_t mode, Elem e) { return isSingle(e) ? (mode >> 4) & 3 : (mode >> 6) & 3; }

std::uint64_t signBit(Elem e) { return 1ull << (elemBits(e) - 1); }

std::uint64_t flushDenormal(std::uint64_t bits, Elem e) {
  Layout l = layoutOf(e);
  std::uint64_t exponent = (bits >> l.mantissaBits) & ((1ull << l.exponentBits) - 1);
  std::uint64_t mantissa = bits & ((1ull << l.mantissaBits) - 1);
  if (exponent == 0 && mantissa != 0) return bits & signBit(e);
  return bits;
}

bool isNan(std::uint64_t bits, Elem e) {
  Layout l = layoutOf(e);
  std::uint64_t exponent = (bits >> l.mantissaBits) & ((1ull << l.exponentBits) - 1);
  std::uint64_t mantissa = bits & ((1ull << l.mantissaBits) - 1);
  return exponent == (1ull << l.exponentBits) - 1 && mantissa != 0;
}

std::uint64_t quietNan(std::uint64_t bits, Elem e) { return bits | (1ull << (layoutOf(e).mantissaBits - 1)); }

RoundingScope::RoundingScope(std::uint32_t mode, Elem e) : saved_(std::fegetround()) {
  static const int kHostModes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  int wanted = kHostModes[roundMode(mode, e)];
  if (wanted != saved_) std::fesetround(wanted);
}

RoundingScope::~RoundingScope() {
  if (std::fegetround() != saved_) std::fesetround(saved_);
}

}  // namespace gcnjit::ir::fp
