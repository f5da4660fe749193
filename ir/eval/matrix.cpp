// Integer dot-product lane functions (ir/ops/matrix.inc): v_dot2_i32_i16,
// v_dot2_u32_u16, v_dot4_*_8, v_dot8_*_4 (gfx906 "VOP3P Instructions").
#include <cstdint>

#include "ir/eval/eval.h"

namespace gcnjit::ir {
namespace {

unsigned fieldWidth(const LaneArgs& x) { return unsigned(x.imm & 0xff); }
bool saturates(const LaneArgs& x) { return ((x.imm >> 8) & 1) != 0; }

std::uint64_t field(std::uint64_t word, unsigned index, unsigned width) {
  return (word >> (index * width)) & ((1ull << width) - 1);
}
std::int64_t signedField(std::uint64_t word, unsigned index, unsigned width) {
  std::uint64_t sign = 1ull << (width - 1);
  return std::int64_t(field(word, index, width) ^ sign) - std::int64_t(sign);
}

}  // namespace

std::uint64_t lane_SDot(const LaneArgs& x) {
  unsigned width = fieldWidth(x);
  std::int64_t sum = signExtendFrom(x.c, Elem::I32);
  for (unsigned i = 0; i < 32 / width; ++i) sum += signedField(x.a, i, width) * signedField(x.b, i, width);
  if (saturates(x)) {
    if (sum > INT32_MAX) return std::uint32_t(INT32_MAX);
    if (sum < INT32_MIN) return std::uint32_t(INT32_MIN);
  }
  return std::uint32_t(sum);
}

std::uint64_t lane_UDot(const LaneArgs& x) {
  unsigned width = fieldWidth(x);
  std::uint64_t sum = truncateTo(x.c, Elem::I32);
  for (unsigned i = 0; i < 32 / width; ++i) sum += field(x.a, i, width) * field(x.b, i, width);
  if (saturates(x) && sum > UINT32_MAX) return UINT32_MAX;
  return std::uint32_t(sum);
}

}  // namespace gcnjit::ir
