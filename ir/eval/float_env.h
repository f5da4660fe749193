// Float helpers for lane functions: bits <-> host floats for f16/f32/f64,
// and the MODE register's denormal and rounding controls (Vega ISA
// "Denormalized and Rounding Modes": FP_ROUND [3:0], FP_DENORM [7:4]; the
// low field of each is for f32, the high one for f64 and f16).
#pragma once

#include <bit>
#include <cstdint>

#include "ir/eval/eval.h"
#include "ir/mode.h"

namespace gcnjit::ir::fp {

using f16 = _Float16;

// The two fields that apply to an element type.
unsigned roundMode(std::uint32_t mode, Elem e);   // 0 nearest even, 1 +inf, 2 -inf, 3 zero
unsigned denormMode(std::uint32_t mode, Elem e);  // 0..3 as the seed's table
inline bool flushInputs(std::uint32_t mode, Elem e) { return !ir::mode::keepsInputs(denormMode(mode, e)); }
inline bool flushOutputs(std::uint32_t mode, Elem e) { return !ir::mode::keepsOutputs(denormMode(mode, e)); }

// MODE with the FP_DENORM field of `e` set to 0: inputs and outputs flushed
// (the rows whose seed text says "denormals are flushed" whatever MODE says).
std::uint32_t withDenormsFlushed(std::uint32_t mode, Elem e);

// Encoding fields of f16/f32/f64 bits.
int exponentBias(Elem e);
std::uint64_t exponentField(std::uint64_t bits, Elem e);  // biased exponent
std::uint64_t mantissaField(std::uint64_t bits, Elem e);

// Replaces a denormal by a zero of the same sign (other values unchanged).
std::uint64_t flushDenormal(std::uint64_t bits, Elem e);
bool isNan(std::uint64_t bits, Elem e);
bool isSignalingNan(std::uint64_t bits, Elem e);
bool isInf(std::uint64_t bits, Elem e);
bool isZero(std::uint64_t bits, Elem e);       // +0 or -0
bool isDenormal(std::uint64_t bits, Elem e);   // nonzero with a zero exponent field
bool isNegative(std::uint64_t bits, Elem e);   // sign bit set
std::uint64_t quietNan(std::uint64_t bits, Elem e);  // sets the quiet bit
std::uint64_t signBit(Elem e);
// The quiet NaN the hardware (and the host) produces for invalid operations:
// 0xffc00000 / 0xfe00 / 0xfff8000000000000 (seed: V_LOG_F32(-1.0) => 0xffc00000).
std::uint64_t defaultNan(Elem e);
std::uint64_t infinity(Elem e, bool negative);
std::uint64_t zero(Elem e, bool negative);

// Host view of any float element, exact (f16 and f32 widen exactly), and the
// conversion back rounding once in the current host rounding mode.
double toDouble(std::uint64_t bits, Elem e);
std::uint64_t fromDouble(double v, Elem e);

// Runs the host float unit in the guest's rounding mode for `e` while alive.
class RoundingScope {
 public:
  RoundingScope(std::uint32_t mode, Elem e);
  ~RoundingScope();
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;

 private:
  int saved_;
  bool changed_;
};

inline float toF32(std::uint64_t b) { return std::bit_cast<float>(std::uint32_t(b)); }
inline double toF64(std::uint64_t b) { return std::bit_cast<double>(b); }
inline f16 toF16(std::uint64_t b) { return std::bit_cast<f16>(std::uint16_t(b)); }
inline std::uint64_t bitsOf(float v) { return std::bit_cast<std::uint32_t>(v); }
inline std::uint64_t bitsOf(double v) { return std::bit_cast<std::uint64_t>(v); }
inline std::uint64_t bitsOf(f16 v) { return std::bit_cast<std::uint16_t>(v); }

// Applies `fn` to the operands as host floats of `e` with MODE's input
// flushing, rounding and output flushing. f16 is computed in f32 and rounded
// once more, exact for +, -, * (the f32 result of two f16 values is exact or
// innocuously rounded).
template <class Fn>
std::uint64_t apply(const LaneArgs& x, Fn fn) {
  Elem e = x.elem;
  auto in = [&](std::uint64_t v) { return flushInputs(x.mode, e) ? flushDenormal(v, e) : v; };
  std::uint64_t a = in(x.a), b = in(x.b), c = in(x.c);
  // A NaN operand gives the first NaN of a, b, c, quieted: the seeds do not
  // say which NaN propagates; this is x86's rule for vaddps/vmulps a, b and
  // for vfmadd231ps (a * b + c), so host code and JIT code agree with it.
  for (std::uint64_t v : {a, b, c}) {
    if (isNan(v, e)) return quietNan(v, e);
  }
  std::uint64_t out;
  {
    RoundingScope rounding(x.mode, e);
    switch (e) {
      case Elem::F16: out = bitsOf(f16(fn(float(toF16(a)), float(toF16(b)), float(toF16(c))))); break;
      case Elem::F32: out = bitsOf(fn(toF32(a), toF32(b), toF32(c))); break;
      default: out = bitsOf(fn(toF64(a), toF64(b), toF64(c))); break;
    }
  }
  return flushOutputs(x.mode, e) ? flushDenormal(out, e) : out;
}

// 2^k * (a * b + c) rounded once to `e` in the current host rounding mode
// (no flushing): the exact product and sum are rounded to odd in a wider
// format (x87 long double for f16/f32, binary128 for f64), which a second
// rounding to a format 2+ bits narrower turns into the correct rounding.
std::uint64_t fmaScaled(std::uint64_t a, std::uint64_t b, std::uint64_t c, Elem e, int k);

// Applies `fn` to one operand as a host double (exact for every element) and
// rounds its double result once to `e`, with MODE's flushing and rounding.
// For f16/f32 results of correctly rounded double functions (sqrt, division)
// the double rounding is innocuous (53 >= 2 * 24 + 2).
template <class Fn>
std::uint64_t applyDouble(const LaneArgs& x, Fn fn) {
  Elem e = x.elem;
  auto in = [&](std::uint64_t v) { return flushInputs(x.mode, e) ? flushDenormal(v, e) : v; };
  double a = toDouble(in(x.a), e), b = toDouble(in(x.b), e), c = toDouble(in(x.c), e);
  std::uint64_t out;
  {
    RoundingScope rounding(x.mode, e);
    out = fromDouble(fn(a, b, c), e);
  }
  return flushOutputs(x.mode, e) ? flushDenormal(out, e) : out;
}

}  // namespace gcnjit::ir::fp
