#include "ir/mode.h"
#include "ir/eval/float_env.h"

#include <cfenv>
#include <cmath>
#include <cstring>

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

int exponentBias(Elem e) { return (1 << (layoutOf(e).exponentBits - 1)) - 1; }
std::uint64_t exponentField(std::uint64_t bits, Elem e) {
  Layout l = layoutOf(e);
  return (bits >> l.mantissaBits) & ((1ull << l.exponentBits) - 1);
}
std::uint64_t mantissaField(std::uint64_t bits, Elem e) { return bits & ((1ull << layoutOf(e).mantissaBits) - 1); }

std::uint32_t withDenormsFlushed(std::uint32_t mode, Elem e) {
  return isSingle(e) ? mode::withF32Denorm(mode, mode::kFlushDenormals) : mode::withF64Denorm(mode, mode::kFlushDenormals);
}

unsigned roundMode(std::uint32_t mode, Elem e) { return isSingle(e) ? mode::f32Round(mode) : mode::f64Round(mode); }
unsigned denormMode(std::uint32_t mode, Elem e) {
  return isSingle(e) ? mode::f32Denorm(mode) : mode::f64Denorm(mode);
}

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

bool isSignalingNan(std::uint64_t bits, Elem e) {
  return isNan(bits, e) && ((bits >> (layoutOf(e).mantissaBits - 1)) & 1) == 0;
}
bool isInf(std::uint64_t bits, Elem e) {
  return exponentField(bits, e) == (1ull << layoutOf(e).exponentBits) - 1 && mantissaField(bits, e) == 0;
}
bool isZero(std::uint64_t bits, Elem e) { return exponentField(bits, e) == 0 && mantissaField(bits, e) == 0; }
bool isDenormal(std::uint64_t bits, Elem e) { return exponentField(bits, e) == 0 && mantissaField(bits, e) != 0; }
bool isNegative(std::uint64_t bits, Elem e) { return (bits & signBit(e)) != 0; }

std::uint64_t defaultNan(Elem e) {
  Layout l = layoutOf(e);
  std::uint64_t exponentAndQuiet = ((1ull << (l.exponentBits + 1)) - 1) << (l.mantissaBits - 1);
  return signBit(e) | exponentAndQuiet;
}
std::uint64_t infinity(Elem e, bool negative) {
  Layout l = layoutOf(e);
  return (negative ? signBit(e) : 0) | (((1ull << l.exponentBits) - 1) << l.mantissaBits);
}
std::uint64_t zero(Elem e, bool negative) { return negative ? signBit(e) : 0; }

double toDouble(std::uint64_t bits, Elem e) {
  switch (e) {
    case Elem::F16: return double(toF16(bits));
    case Elem::F32: return double(toF32(bits));
    default: return toF64(bits);
  }
}

std::uint64_t fromDouble(double v, Elem e) {
  switch (e) {
    case Elem::F16: return bitsOf(f16(v));
    case Elem::F32: return bitsOf(float(v));
    default: return bitsOf(v);
  }
}

std::uint64_t quietNan(std::uint64_t bits, Elem e) { return bits | (1ull << (layoutOf(e).mantissaBits - 1)); }

namespace {

__extension__ typedef __float128 Float128;

// Sets the lowest significand bit of an x87 long double or a binary128 (both
// keep it in the lowest byte on x86-64).
template <class W>
W withLowBitSet(W v) {
  std::uint64_t low;
  std::memcpy(&low, &v, sizeof low);
  low |= 1;
  std::memcpy(&v, &low, sizeof low);
  return v;
}

// p + q rounded to odd: toward zero, then the last bit set when inexact.
template <class W>
W sumRoundedToOdd(W p, W q) {
  constexpr std::uint32_t kTowardZero = 0xf;  // FP_ROUND 3 for both fields
  RoundingScope towardZero(kTowardZero, Elem::F64);
  std::feclearexcept(FE_INEXACT);
  volatile W sum = p + q;
  W result = sum;
  return std::fetestexcept(FE_INEXACT) ? withLowBitSet(result) : result;
}

// The x87 version (long double sums, the f16/f32 FMA and division helpers)
// touches only the x87 control and status words, directly: the <cfenv>
// calls (which also save and reload the SSE state) dominated the cost of
// the division helpers. p and q pass through volatile memory so that the
// sum cannot be computed before the control word is set.
template <>
long double sumRoundedToOdd(long double p, long double q) {
  std::uint16_t saved = 0, status = 0;
  asm volatile("fnstcw %0" : "=m"(saved));
  std::uint16_t towardZero = saved | 0x0c00;  // RC = 11
  volatile long double vp = p, vq = q;
  asm volatile("fldcw %0\n\tfnclex" : : "m"(towardZero) : "memory");
  volatile long double sum = vp + vq;
  asm volatile("fnstsw %0\n\tfldcw %1" : "=m"(status) : "m"(saved) : "memory");
  long double result = sum;
  return (status & 0x20) ? withLowBitSet(result) : result;  // PE: inexact
}

template <class W>
W toWide(std::uint64_t bits, Elem e) {
  if (e == Elem::F64) return W(toF64(bits));
  return W(toDouble(bits, e));
}

}  // namespace

std::uint64_t fmaScaled(std::uint64_t a, std::uint64_t b, std::uint64_t c, Elem e, int k) {
  // The sum rounds toward zero, which gives an exact zero the sign IEEE 754
  // (6.3) gives it in every mode but toward -inf: there it is -0 unless
  // both addends are +0 (the product is +0 when a factor is zero and the
  // factors' signs agree).
  bool towardMinusInf = std::fegetround() == FE_DOWNWARD;
  bool productPlusZero = (isZero(a, e) || isZero(b, e)) && ((a ^ b) & signBit(e)) == 0;
  bool bothPlusZero = productPlusZero && (c & (2 * signBit(e) - 1)) == 0;
  auto signedZero = [&](auto sum) { return sum == 0 && towardMinusInf && !bothPlusZero ? -decltype(sum)(0) : sum; };
  if (e == Elem::F64) {
    Float128 scale = Float128(std::ldexp(1.0, k));
    Float128 sum = sumRoundedToOdd(toWide<Float128>(a, e) * toWide<Float128>(b, e) * scale, toWide<Float128>(c, e) * scale);
    return bitsOf(double(signedZero(sum)));
  }
  long double scale = std::ldexp(1.0L, k);
  long double sum = sumRoundedToOdd(toWide<long double>(a, e) * toWide<long double>(b, e) * scale,
                                    toWide<long double>(c, e) * scale);
  sum = signedZero(sum);
  return e == Elem::F16 ? bitsOf(f16(sum)) : bitsOf(float(sum));
}

namespace {

// fegetround() without the library call: the x87 control word's RC field,
// which <cfenv>'s FE_* values are on x86 (fesetround keeps the SSE field
// the same).
int currentRounding() {
  std::uint16_t cw;
  asm volatile("fnstcw %0" : "=m"(cw));
  return cw & 0x0c00;
}
static_assert(FE_TONEAREST == 0 && FE_DOWNWARD == 0x400 && FE_UPWARD == 0x800 && FE_TOWARDZERO == 0xc00);

}  // namespace

RoundingScope::RoundingScope(std::uint32_t mode, Elem e) : saved_(currentRounding()) {
  static const int kHostModes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  int wanted = kHostModes[roundMode(mode, e)];
  changed_ = wanted != saved_;
  if (changed_) std::fesetround(wanted);
}

RoundingScope::~RoundingScope() {
  if (changed_) std::fesetround(saved_);
}

}  // namespace gcnjit::ir::fp
