// v_dot2_f32_f16's lane function (ir/ops/matrix.inc, FDot2F16). Named
// float_*.cpp so it is built with -frounding-math like the other float lanes.
#include "ir/eval/float_env.h"

namespace gcnjit::ir {

using namespace fp;

// gfx906 V_DOT2_F32_F16: D.f32 = S0.f16[0] * S1.f16[0] + S0.f16[1] * S1.f16[1]
// + S2.f32, evaluated left to right. The f16 products are exact in f32
// (11 + 11 significant bits), so only the two additions round.
std::uint64_t lane_FDot2F16(const LaneArgs& x) {
  auto half = [&](std::uint64_t word, unsigned index) {
    std::uint64_t bits = (word >> (16 * index)) & 0xffff;
    if (flushInputs(x.mode, Elem::F16)) bits = flushDenormal(bits, Elem::F16);
    return float(toF16(bits));
  };
  std::uint64_t c = flushInputs(x.mode, Elem::F32) ? flushDenormal(x.a, Elem::F32) : x.a;
  float sum;
  {
    RoundingScope rounding(x.mode, Elem::F32);
    float products = half(x.b, 0) * half(x.c, 0) + half(x.b, 1) * half(x.c, 1);
    sum = products + toF32(c);
  }
  std::uint64_t out = bitsOf(sum);
  return flushOutputs(x.mode, Elem::F32) ? flushDenormal(out, Elem::F32) : out;
}

}  // namespace gcnjit::ir
