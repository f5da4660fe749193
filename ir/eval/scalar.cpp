// Lane functions of the ops only scalar instructions need (ir/ops/scalar.inc).
#include "ir/eval/eval.h"

namespace gcnjit::ir {

// Vega ISA S_WQM_B32: D[i] = (S0[(i & ~3):(i | 3)] != 0).
std::uint64_t lane_WholeQuad(const LaneArgs& x) {
  std::uint64_t v = truncateTo(x.a, x.elem), result = 0;
  for (unsigned quad = 0; quad < elemBits(x.elem); quad += 4) {
    if ((v >> quad) & 0xf) result |= 0xfull << quad;
  }
  return result;
}

// Vega ISA S_QUADMASK_B32: D[i] = (S0[i * 4 + 3:i * 4] != 0).
std::uint64_t lane_QuadMask(const LaneArgs& x) {
  std::uint64_t v = truncateTo(x.a, x.elem), result = 0;
  for (unsigned quad = 0; quad < elemBits(x.elem) / 4; ++quad) {
    if ((v >> (quad * 4)) & 0xf) result |= 1ull << quad;
  }
  return result;
}

// Vega ISA S_BITREPLICATE_B64_B32: D[i * 2] = D[i * 2 + 1] = S0[i].
std::uint64_t lane_BitReplicate(const LaneArgs& x) {
  std::uint64_t v = truncateTo(x.a, x.elem), result = 0;
  for (unsigned bit = 0; bit < elemBits(x.elem); ++bit) {
    if ((v >> bit) & 1) result |= 3ull << (bit * 2);
  }
  return result;
}

}  // namespace gcnjit::ir
