// Immediates of the float ops (ir/ops/float.inc, ir/ops/convert.inc), shared
// by the lane functions and the lifter.
#pragma once

#include <cstdint>

namespace gcnjit::ir::fpimm {

// FRcp, FRsq, FSqrt, FExp2, FLog2, FSinRev, FCosRev: flush denormal inputs
// and results whatever MODE.FP_DENORM says.
constexpr std::uint64_t kFlushDenorms = 1;
// FMad: the product follows the DX9 rule (0 * anything = +0).
constexpr std::uint64_t kMadLegacy = 1;
// FPTrunc: round with a fixed FP_ROUND code instead of MODE's.
constexpr unsigned kRoundTowardZero = 3;
constexpr std::uint64_t fixedRounding(unsigned fpRound) { return 1 + fpRound; }

}  // namespace gcnjit::ir::fpimm
