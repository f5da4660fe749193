// Float lane functions (ir/ops/float.inc). Semantics: Vega ISA "VOP1/VOP2/
// VOP3A Instructions" pseudo-code, with MODE's denormal and rounding controls.
#include <cmath>
#include <limits>
#include <numbers>

#include "ir/mode.h"
#include "ir/eval/exp_log.h"
#include "ir/eval/float_env.h"
#include "ir/eval/float_imm.h"

namespace gcnjit::ir {

using namespace fp;

namespace {

bool ieeeMode(std::uint32_t m) { return mode::ieee(m); }
std::uint64_t flushedInput(const LaneArgs& x, std::uint64_t v) {
  return flushInputs(x.mode, x.elem) ? flushDenormal(v, x.elem) : v;
}
std::uint64_t flushedOutput(const LaneArgs& x, std::uint64_t v) {
  return flushOutputs(x.mode, x.elem) ? flushDenormal(v, x.elem) : v;
}
double negativeNan() { return -std::numeric_limits<double>::quiet_NaN(); }

// V_MIN_F32 / V_MAX_F32 on flushed operands.
std::uint64_t minMax(const LaneArgs& x, std::uint64_t a, std::uint64_t b, bool isMax) {
  Elem e = x.elem;
  bool ieee = ieeeMode(x.mode);
  if (ieee && isSignalingNan(a, e)) return quietNan(a, e);
  if (ieee && isSignalingNan(b, e)) return quietNan(b, e);
  if (isNan(a, e)) return b;
  if (isNan(b, e)) return a;
  if (isZero(a, e) && isZero(b, e)) {
    bool aBelow = isNegative(a, e) && !isNegative(b, e);
    return isMax == aBelow ? b : a;
  }
  double da = toDouble(a, e), db = toDouble(b, e);
  if (!isMax) return da < db ? a : b;
  return (ieee ? da >= db : da > db) ? a : b;
}

bool equalValues(std::uint64_t a, std::uint64_t b, Elem e) { return toDouble(a, e) == toDouble(b, e); }

// A one-operand function of a host double, with imm kFlushDenorms honoured.
template <class Fn>
std::uint64_t unary(const LaneArgs& x, Fn fn) {
  LaneArgs y = x;
  if (x.imm & fpimm::kFlushDenorms) y.mode = withDenormsFlushed(x.mode, x.elem);
  return applyDouble(y, [&](double a, double, double) { return fn(a); });
}

// sin(2 pi r) for a reduced r in [-0.5, 0.5], folded to [-0.25, 0.25] where
// the steps are exact, so quarter revolutions give exact results.
double sinOfReduced(double r) {
  if (r > 0.25) r = 0.5 - r;
  if (r < -0.25) r = -0.5 - r;
  return std::sin(2 * std::numbers::pi * r);
}
// x minus its nearest integer, exact for f16/f32 inputs; +0 for integers.
double revolutionFraction(double x) {
  double r = x - std::trunc(x);
  if (r > 0.5) r -= 1;
  if (r < -0.5) r += 1;
  return r == 0 ? 0.0 : r;
}
double sinRevolutions(double x) {
  if (!std::isfinite(x)) return negativeNan();  // seed: V_SIN_F32(+-INF) => 0xffc00000
  if (x == 0) return x;
  return sinOfReduced(revolutionFraction(x));
}
double cosRevolutions(double x) {
  if (!std::isfinite(x)) return negativeNan();
  return sinOfReduced(0.25 - std::fabs(revolutionFraction(x)));
}

// Bits of x * 2^n rounded once in the current host rounding mode.
std::uint64_t scaled(std::uint64_t x, Elem e, int n) {
  if (e == Elem::F64) return bitsOf(std::ldexp(toF64(x), n));
  return fromDouble(std::ldexp(toDouble(x, e), n), e);
}

double minNormal(Elem e) { return std::ldexp(1.0, 1 - exponentBias(e)); }
bool isDenormalValue(long double v, Elem e) { return v != 0 && std::fabs(v) < minNormal(e); }

// 2/pi as a 1201-bit binary fraction, most significant bit (2^-1) first, as
// V_TRIG_PREOP_F64 reads it ("2/PI[1200:0]"); bits past 1201 are zero.
// Generated from pi to 420 decimal digits (Machin's formula).
constexpr std::uint32_t kTwoOverPi[] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b0000};
constexpr unsigned kTwoOverPiBits = 1201;

// The 53 bits of 2/pi from bit `start` on, as an integer.
std::uint64_t twoOverPiSegment(unsigned start) {
  std::uint64_t segment = 0;
  for (unsigned i = start; i < start + 53; ++i) {
    unsigned bit = i < kTwoOverPiBits ? (kTwoOverPi[i / 32] >> (31 - i % 32)) & 1 : 0;
    segment = (segment << 1) | bit;
  }
  return segment;
}

struct DivScaled {
  std::uint64_t value;
  bool flag;
};

// V_DIV_SCALE_F32/F64 pseudo-code (S0 = x, S1 = denominator, S2 = numerator).
DivScaled divScale(const LaneArgs& x) {
  Elem e = x.elem;
  bool single = e != Elem::F64;
  int nearMaxExponentGap = single ? 96 : 768, scale = single ? 64 : 128, tinyNumeratorExponent = single ? 23 : 53;
  std::uint64_t s0 = x.a, s1 = x.b, s2 = x.c;
  if (isZero(s2, e) || isZero(s1, e)) return {defaultNan(e), false};
  long double den = toDouble(s1, e), num = toDouble(s2, e);
  bool s0IsDen = equalValues(s0, s1, e), s0IsNum = equalValues(s0, s2, e);
  bool tinyReciprocal = isDenormalValue(1 / den, e), tinyQuotient = isDenormalValue(num / den, e);
  RoundingScope rounding(x.mode, e);  // for the scalings only: the flag ignores MODE
  if (std::int64_t(exponentField(s2, e)) - std::int64_t(exponentField(s1, e)) >= nearMaxExponentGap) {
    return {s0IsDen ? scaled(s0, e, scale) : s0, true};  // N/D near the largest float
  }
  if (isDenormal(s1, e)) return {scaled(s0, e, scale), false};
  if (tinyReciprocal && tinyQuotient) return {s0IsDen ? scaled(s0, e, scale) : s0, true};
  if (tinyReciprocal) return {scaled(s0, e, -scale), false};
  if (tinyQuotient) return {s0IsNum ? scaled(s0, e, scale) : s0, true};
  if (exponentField(s2, e) <= std::uint64_t(tinyNumeratorExponent)) return {scaled(s0, e, scale), false};
  return {s0, false};
}

}  // namespace

std::uint64_t lane_FAdd(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a + b; }); }
std::uint64_t lane_FSub(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a - b; }); }
std::uint64_t lane_FMul(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a * b; }); }
std::uint64_t lane_FFma(const LaneArgs& x) {
  if (x.elem == Elem::F16) {
    std::uint64_t a = flushedInput(x, x.a), b = flushedInput(x, x.b), c = flushedInput(x, x.c);
    RoundingScope rounding(x.mode, x.elem);
    return flushedOutput(x, fmaScaled(a, b, c, x.elem, 0));
  }
  return apply(x, [](auto a, auto b, auto c) { return std::fma(a, b, c); });
}
std::uint64_t lane_FNeg(const LaneArgs& x) { return x.a ^ signBit(x.elem); }
std::uint64_t lane_FAbs(const LaneArgs& x) { return x.a & ~signBit(x.elem); }

std::uint64_t lane_FCmp(const LaneArgs& x) {
  double a = toDouble(flushedInput(x, x.a), x.elem), b = toDouble(flushedInput(x, x.b), x.elem);
  bool unordered = a != a || b != b;
  switch (FCmpPred(x.imm)) {
    case FCmpPred::False: return 0;
    case FCmpPred::Lt: return a < b;
    case FCmpPred::Eq: return a == b;
    case FCmpPred::Le: return a <= b;
    case FCmpPred::Gt: return a > b;
    case FCmpPred::Lg: return a < b || a > b;
    case FCmpPred::Ge: return a >= b;
    case FCmpPred::O: return !unordered;
    case FCmpPred::U: return unordered;
    case FCmpPred::Nge: return !(a >= b);
    case FCmpPred::Nlg: return !(a < b || a > b);
    case FCmpPred::Ngt: return !(a > b);
    case FCmpPred::Nle: return !(a <= b);
    case FCmpPred::Neq: return !(a == b);
    case FCmpPred::Nlt: return !(a < b);
    case FCmpPred::True: return 1;
  }
  return 0;
}

// Vega ISA "VOP3A": CLAMP clamps the float result to [0, 1]; MODE.DX10_CLAMP
// turns a NaN into 0, else it passes through. -0 clamps to +0.
std::uint64_t lane_FClamp01(const LaneArgs& x) {
  if (isNan(x.a, x.elem)) return mode::dx10Clamp(x.mode) ? 0 : x.a;
  return apply(x, [](auto a, auto, auto) {
    using T = decltype(a);
    return a <= T(0) ? T(0) : a > T(1) ? T(1) : a;
  });
}

std::uint64_t lane_FMin(const LaneArgs& x) {
  return flushedOutput(x, minMax(x, flushedInput(x, x.a), flushedInput(x, x.b), false));
}
std::uint64_t lane_FMax(const LaneArgs& x) {
  return flushedOutput(x, minMax(x, flushedInput(x, x.a), flushedInput(x, x.b), true));
}

// V_MED3_F32: with a NaN operand the min3; else the max of the two operands
// other than the largest.
std::uint64_t lane_FMed3(const LaneArgs& x) {
  Elem e = x.elem;
  std::uint64_t a = flushedInput(x, x.a), b = flushedInput(x, x.b), c = flushedInput(x, x.c);
  std::uint64_t result;
  if (isNan(a, e) || isNan(b, e) || isNan(c, e)) {
    result = minMax(x, minMax(x, a, b, false), c, false);
  } else {
    std::uint64_t max3 = minMax(x, minMax(x, a, b, true), c, true);
    if (equalValues(max3, a, e)) {
      result = minMax(x, b, c, true);
    } else if (equalValues(max3, b, e)) {
      result = minMax(x, a, c, true);
    } else {
      result = minMax(x, a, b, true);
    }
  }
  return flushedOutput(x, result);
}

std::uint64_t lane_FMulLegacy(const LaneArgs& x) {
  if (isZero(flushedInput(x, x.a), x.elem) || isZero(flushedInput(x, x.b), x.elem)) return 0;
  return lane_FMul(x);
}

std::uint64_t lane_FMad(const LaneArgs& x) {
  LaneArgs flushing = x;
  flushing.mode = withDenormsFlushed(x.mode, x.elem);
  LaneArgs product = flushing;
  product.c = 0;
  LaneArgs sum = flushing;
  bool legacyZero = (x.imm & fpimm::kMadLegacy) && (isZero(flushedInput(flushing, x.a), x.elem) ||
                                                     isZero(flushedInput(flushing, x.b), x.elem));
  sum.a = legacyZero ? 0 : lane_FMul(product);
  sum.b = x.c;
  return lane_FAdd(sum);
}

std::uint64_t lane_FRcp(const LaneArgs& x) { return unary(x, [](double a) { return 1 / a; }); }
// f64: in long double, then rounded to double. f16/f32: a double square
// root, then a double division (each rounded in MODE's rounding), then
// rounded to the element, within a hair of half an ULP; the JIT does the
// same steps with the same host instructions (emit_FRsq).
std::uint64_t lane_FRsq(const LaneArgs& x) {
  if (x.elem == Elem::F64) return unary(x, [](double a) { return double(1 / std::sqrt((long double)a)); });
  return unary(x, [](double a) {
    volatile double root = std::sqrt(a);  // two roundings, in this order, as the JIT does them
    return 1 / root;
  });
}
std::uint64_t lane_FSqrt(const LaneArgs& x) { return unary(x, [](double a) { return std::sqrt(a); }); }
// exp_log.h: a fixed sequence of double operations the JIT repeats exactly.
std::uint64_t lane_FExp2(const LaneArgs& x) { return unary(x, exp2Steps); }
// Seed: V_LOG_F32(-1.0) => 0xffc00000, V_LOG_F32(-0.0) => -INF (exp_log.h).
std::uint64_t lane_FLog2(const LaneArgs& x) { return unary(x, log2Steps); }
std::uint64_t lane_FSinRev(const LaneArgs& x) { return unary(x, sinRevolutions); }
std::uint64_t lane_FCosRev(const LaneArgs& x) { return unary(x, cosRevolutions); }

std::uint64_t lane_FFract(const LaneArgs& x) {
  return apply(x, [](auto a, auto, auto) { return a + -std::floor(a); });
}
std::uint64_t lane_FTrunc(const LaneArgs& x) { return apply(x, [](auto a, auto, auto) { return std::trunc(a); }); }
std::uint64_t lane_FCeil(const LaneArgs& x) { return apply(x, [](auto a, auto, auto) { return std::ceil(a); }); }
std::uint64_t lane_FFloor(const LaneArgs& x) { return apply(x, [](auto a, auto, auto) { return std::floor(a); }); }
std::uint64_t lane_FRndne(const LaneArgs& x) {
  return apply(x, [](auto a, auto, auto) { return decltype(a)(::roundeven(double(a))); });
}

std::uint64_t lane_FLdexp(const LaneArgs& x) {
  Elem e = x.elem;
  std::uint64_t a = flushedInput(x, x.a);
  int n = std::int32_t(std::uint32_t(x.b));
  RoundingScope rounding(x.mode, e);
  return flushedOutput(x, scaled(a, e, n));
}

std::uint64_t lane_FFrexpMant(const LaneArgs& x) {
  std::uint64_t a = flushedInput(x, x.a);
  if (isInf(a, x.elem) || isNan(a, x.elem)) return a;
  int exponent;
  return fromDouble(std::frexp(toDouble(a, x.elem), &exponent), x.elem);
}
std::uint64_t lane_FFrexpExp(const LaneArgs& x) {
  std::uint64_t a = flushedInput(x, x.a);
  if (isInf(a, x.elem) || isNan(a, x.elem)) return 0;
  int exponent;
  std::frexp(toDouble(a, x.elem), &exponent);
  return std::uint64_t(std::int64_t(exponent));
}

std::uint64_t lane_FClass(const LaneArgs& x) {
  Elem e = x.elem;
  std::uint64_t a = x.a;
  bool negative = isNegative(a, e);
  unsigned cls;
  if (isNan(a, e)) {
    cls = isSignalingNan(a, e) ? 0 : 1;
  } else if (isInf(a, e)) {
    cls = negative ? 2 : 9;
  } else if (isZero(a, e)) {
    cls = negative ? 5 : 6;
  } else if (isDenormal(a, e)) {
    cls = negative ? 4 : 7;
  } else {
    cls = negative ? 3 : 8;
  }
  return (x.b >> cls) & 1;
}

std::uint64_t lane_FDivScale(const LaneArgs& x) { return divScale(x).value; }
std::uint64_t lane_FDivScaleFlag(const LaneArgs& x) { return divScale(x).flag; }

// V_DIV_FMAS: an fma whose result is scaled when the flag (VCC) is set.
// Input denormals are not flushed (seed), the result is flushed per MODE.
// The seed's "2**32" / "2**64" contradicts its own V_DIV_SCALE, which scales
// an operand by 2^64 / 2^128; the scale here undoes it in the direction the
// quotient estimate (S2) shows, as later AMD ISA manuals state: 2^64
// (f64: 2^128) when exponent(S2) >= bias + 1, else 2^-64 (2^-128).
std::uint64_t lane_FDivFmas(const LaneArgs& x) {
  Elem e = x.elem;
  int magnitude = e == Elem::F64 ? 128 : 64;
  int k = 0;
  if (x.d & 1) k = exponentField(x.c, e) >= std::uint64_t(exponentBias(e) + 1) ? magnitude : -magnitude;
  RoundingScope rounding(x.mode, e);
  return flushedOutput(x, fmaScaled(x.a, x.b, x.c, e, k));
}

// V_DIV_FIXUP_F32/F64/F16 (S0 = quotient, S1 = denominator, S2 = numerator).
// The f32/f64 underflow case gives a zero of the result's sign; the seed's
// overflow case (exponent(S1) all ones) is already taken by the Inf/NaN cases.
std::uint64_t lane_FDivFixup(const LaneArgs& x) {
  Elem e = x.elem;
  std::uint64_t quotient = x.a, den = flushedInput(x, x.b), num = flushedInput(x, x.c);
  bool negative = isNegative(den, e) != isNegative(num, e);
  if (isNan(num, e)) return quietNan(num, e);
  if (isNan(den, e)) return quietNan(den, e);
  if (isZero(den, e) && isZero(num, e)) return defaultNan(e);  // 0/0
  if (isInf(den, e) && isInf(num, e)) return defaultNan(e);    // inf/inf
  if (isZero(den, e) || isInf(num, e)) return infinity(e, negative);
  if (isInf(den, e) || isZero(num, e)) return zero(e, negative);
  if (e != Elem::F16) {
    int underflowGap = e == Elem::F32 ? -150 : -1075;
    if (std::int64_t(exponentField(num, e)) - std::int64_t(exponentField(den, e)) < underflowGap) {
      return zero(e, negative);
    }
  }
  std::uint64_t magnitude = quotient & ~signBit(e);
  return flushedOutput(x, negative ? magnitude | signBit(e) : magnitude);
}

// The sequence ir/passes/fdiv_sequences.cpp matches, step by step with the
// steps' own lane functions (a = num, b = den; the scaled values, the
// reciprocal estimate r and the quotient estimate q as the compiler names
// them in LLVM's SIISelLowering::LowerFDIV32).
std::uint64_t lane_FDivSequence(const LaneArgs& x) {
  auto step = [&](LaneFn fn, std::uint64_t a, std::uint64_t b = 0, std::uint64_t c = 0, std::uint64_t d = 0,
                  std::uint64_t imm = 0) {
    LaneArgs y = x;
    y.a = a;
    y.b = b;
    y.c = c;
    y.d = d;
    y.imm = imm;
    return fn(y);
  };
  std::uint64_t num = x.a, den = x.b;
  std::uint64_t denScaled = step(lane_FDivScale, den, den, num);
  std::uint64_t numScaled = step(lane_FDivScale, num, den, num);
  std::uint64_t flag = step(lane_FDivScaleFlag, num, den, num);
  std::uint64_t r0 = step(lane_FRcp, denScaled, 0, 0, 0, x.imm);
  std::uint64_t negDen = step(lane_FNeg, denScaled);
  std::uint64_t e0 = step(lane_FFma, negDen, r0, fromDouble(1.0, x.elem));
  std::uint64_t r = step(lane_FFma, e0, r0, r0);
  std::uint64_t q0 = step(lane_FMul, numScaled, r);
  std::uint64_t e1 = step(lane_FFma, negDen, q0, numScaled);
  std::uint64_t q = step(lane_FFma, e1, r, q0);
  std::uint64_t e2 = step(lane_FFma, negDen, q, numScaled);
  std::uint64_t fmas = step(lane_FDivFmas, e2, r, q, flag);
  return step(lane_FDivFixup, fmas, den, num);
}

// V_TRIG_PREOP_F64: the 53-bit segment S1[4:0] of 2/pi, moved further down
// for large exponents, scaled to its place and rounded toward zero.
std::uint64_t lane_FTrigPreop(const LaneArgs& x) {
  int exponent = int(exponentField(x.a, Elem::F64));
  unsigned shift = unsigned(x.b & 31) * 53;
  if (exponent > 1077) shift += unsigned(exponent - 1077);
  int scale = -53 - int(shift);
  if (exponent >= 1968) scale += 128;
  constexpr std::uint32_t kTowardZero = 0xf;
  RoundingScope towardZero(kTowardZero, Elem::F64);
  return bitsOf(std::ldexp(double(twoOverPiSegment(shift)), scale));
}

}  // namespace gcnjit::ir
