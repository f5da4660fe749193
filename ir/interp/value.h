// A whole-wave value as the interpreter holds it: one 64-bit word per lane
// for vectors; scalars and masks use lanes[0].
#pragma once

#include <array>
#include <cstdint>

#include "ir/type.h"

namespace gcnjit::ir {

struct Value {
  std::array<std::uint64_t, kWaveLanes> lanes{};
};

}  // namespace gcnjit::ir
