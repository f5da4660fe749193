// Conversion lane functions (ir/ops/convert.inc, float part). GCN rules
// (Vega ISA "VOP1 Instructions", V_CVT_*): float -> int truncates toward
// zero, saturates out-of-range values and Inf, and turns NaN into 0.
// (Named float_*.cpp so it is built with -frounding-math like float.cpp.)
#include <cmath>

#include "ir/eval/float_env.h"

namespace gcnjit::ir {

using namespace fp;

namespace {

std::uint64_t flushedSource(const LaneArgs& x) { return flushInputs(x.mode, x.elem) ? flushDenormal(x.a, x.elem) : x.a; }
std::uint64_t flushedResult(const LaneArgs& x, std::uint64_t v) {
  return flushOutputs(x.mode, x.result) ? flushDenormal(v, x.result) : v;
}

// The integer rounded once to the result element in MODE's rounding.
std::uint64_t intToFloat(const LaneArgs& x, long double value) {
  RoundingScope rounding(x.mode, x.result);
  switch (x.result) {
    case Elem::F16: return bitsOf(f16(value));
    case Elem::F32: return bitsOf(float(value));
    default: return bitsOf(double(value));
  }
}

// Truncates toward zero and saturates to [low, high] (integers as long
// double, exact for every 64-bit bound).
long double truncatedInRange(const LaneArgs& x, long double low, long double high) {
  std::uint64_t a = flushedSource(x);
  if (isNan(a, x.elem)) return 0;
  long double v = std::trunc((long double)toDouble(a, x.elem));
  return v < low ? low : v > high ? high : v;
}

}  // namespace

std::uint64_t lane_FPExt(const LaneArgs& x) { return fromDouble(toDouble(x.a, x.elem), x.result); }

std::uint64_t lane_FPTrunc(const LaneArgs& x) {
  // A fixed rounding (imm 1 + r) stands in for both FP_ROUND fields.
  std::uint32_t mode = x.imm ? (x.mode & ~0xfu) | std::uint32_t((x.imm - 1) * 5) : x.mode;
  double value = toDouble(flushedSource(x), x.elem);
  std::uint64_t out;
  {
    RoundingScope rounding(mode, x.result);
    out = fromDouble(value, x.result);
  }
  return flushedResult(x, out);
}

std::uint64_t lane_SIToFP(const LaneArgs& x) { return intToFloat(x, (long double)signExtendFrom(x.a, x.elem)); }
std::uint64_t lane_UIToFP(const LaneArgs& x) { return intToFloat(x, (long double)truncateTo(x.a, x.elem)); }

std::uint64_t lane_FPToSI(const LaneArgs& x) {
  unsigned bits = elemBits(x.result);
  long double high = std::ldexp(1.0L, int(bits) - 1) - 1;
  return std::uint64_t(std::int64_t(truncatedInRange(x, -high - 1, high)));
}
std::uint64_t lane_FPToUI(const LaneArgs& x) {
  unsigned bits = elemBits(x.result);
  long double high = std::ldexp(1.0L, int(bits)) - 1;
  return std::uint64_t(truncatedInRange(x, 0, high));
}

}  // namespace gcnjit::ir
