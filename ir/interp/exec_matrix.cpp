// The gfx908 matrix multiply-add (Mfma, ir/ops/matrix.inc), element by
// element in the order the op defines: ascending k, one fma per step.
// Register layouts: ir/matrix.h.
#include <bit>
#include <cmath>

#include "ir/interp/context.h"
#include "ir/matrix.h"

namespace gcnjit::ir {
namespace {

std::uint64_t fieldOf(const MfmaShape& s, const Value& v, MfmaSource e) {
  unsigned width = mfmaInputBits(s.input);
  return (v.lanes[e.lane] >> (width * e.field)) & ((1ull << width) - 1);
}

float inputFloat(MfmaInput input, std::uint64_t bits) {
  switch (input) {
    case MfmaInput::F16: return float(std::bit_cast<_Float16>(std::uint16_t(bits)));
    case MfmaInput::BF16: return std::bit_cast<float>(std::uint32_t(bits << 16));
    default: return std::bit_cast<float>(std::uint32_t(bits));
  }
}

// One k step, acc + a * b in one rounding. A NaN operand gives the first
// NaN of a, b, acc, quieted: stated here rather than left to the host's
// fmaf (glibc's prefers b's), so the reference does not depend on it.
float fmaStep(float a, float b, float acc) {
  for (float x : {a, b, acc}) {
    if (std::isnan(x)) return std::bit_cast<float>(std::bit_cast<std::uint32_t>(x) | 0x400000u);
  }
  return std::fma(a, b, acc);
}

std::uint32_t dotElement(const MfmaShape& s, const Value& a, const Value& b, std::uint32_t c, MfmaElement at) {
  if (s.integer()) {
    std::uint32_t acc = c;
    for (unsigned k = 0; k < s.k; ++k) {
      auto ai = std::int8_t(fieldOf(s, a, mfmaElementA(s, at.block, at.i, k)));
      auto bi = std::int8_t(fieldOf(s, b, mfmaElementB(s, at.block, k, at.j)));
      acc += std::uint32_t(std::int32_t(ai) * std::int32_t(bi));
    }
    return acc;
  }
  float acc = std::bit_cast<float>(c);
  for (unsigned k = 0; k < s.k; ++k) {
    float av = inputFloat(s.input, fieldOf(s, a, mfmaElementA(s, at.block, at.i, k)));
    float bv = inputFloat(s.input, fieldOf(s, b, mfmaElementB(s, at.block, k, at.j)));
    acc = fmaStep(av, bv, acc);
  }
  return std::bit_cast<std::uint32_t>(acc);
}

}  // namespace

void exec_Mfma(ExecContext& cx, const Inst& inst, Value& out) {
  MfmaShape s = MfmaShape::decode(inst.imm);
  const Value& a = cx.operand(inst, 0);
  const Value& b = cx.operand(inst, 1);
  const Value& c = cx.operand(inst, 2);
  MfmaElement lanes[64];
  mfmaElementsOf(s, s.reg, lanes);
  for (unsigned lane = 0; lane < 64; ++lane) {
    out.lanes[lane] = dotElement(s, a, b, std::uint32_t(c.lanes[lane]), lanes[lane]);
  }
}

}  // namespace gcnjit::ir
