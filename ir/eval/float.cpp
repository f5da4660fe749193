// Float lane functions (ir/ops/float.inc). Semantics: Vega ISA "VOP2/VOP3
// Instructions" pseudo-code, with MODE's denormal and rounding controls.
#include "ir/eval/float_env.h"

namespace gcnjit::ir {

using namespace fp;

std::uint64_t lane_FAdd(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a + b; }); }
std::uint64_t lane_FSub(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a - b; }); }
std::uint64_t lane_FMul(const LaneArgs& x) { return apply(x, [](auto a, auto b, auto) { return a * b; }); }
std::uint64_t lane_FFma(const LaneArgs& x) {
  if (x.elem == Elem::F16) {
    // f16 fma in f64: the exact product plus c rounds once to f64, then to
    // f16; 53 >= 2 * 11 + 2 bits keeps that double rounding innocuous.
    return apply(x, [](auto a, auto b, auto c) { return float(__builtin_fma(double(a), double(b), double(c))); });
  }
  return apply(x, [](auto a, auto b, auto c) { return __builtin_fma(a, b, c); });
}
std::uint64_t lane_FNeg(const LaneArgs& x) { return x.a ^ signBit(x.elem); }
std::uint64_t lane_FAbs(const LaneArgs& x) { return x.a & ~signBit(x.elem); }

std::uint64_t lane_FCmp(const LaneArgs& x) {
  auto in = [&](std::uint64_t v) { return flushInputs(x.mode, x.elem) ? flushDenormal(v, x.elem) : v; };
  double a, b;
  switch (x.elem) {
    case Elem::F16: a = double(toF16(in(x.a))); b = double(toF16(in(x.b))); break;
    case Elem::F32: a = toF32(in(x.a)); b = toF32(in(x.b)); break;
    default: a = toF64(in(x.a)); b = toF64(in(x.b)); break;
  }
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

}  // namespace gcnjit::ir

namespace gcnjit::ir {

std::uint64_t lane_FClamp01(const LaneArgs& x) {
  if (fp::isNan(x.a, x.elem)) return (x.mode >> 8) & 1 ? 0 : x.a;  // MODE.DX10_CLAMP
  return fp::apply(x, [](auto a, auto, auto) {
    using T = decltype(a);
    return a < T(0) ? T(0) : a > T(1) ? T(1) : a;
  });
}

}  // namespace gcnjit::ir
