// The value of a constant that is the same in every lane, for passes that
// match patterns through the Broadcasts and casts the lifter wraps around
// constants.
#pragma once

#include <cstdint>
#include <optional>

#include "ir/ir.h"

namespace gcnjit::ir {

// A scalar Const, or a Broadcast / ZExt / Bitcast of one (a Bitcast keeps
// the bits: a full-EXEC block's EXEC is Bitcast(Const -1), read back as i64).
std::optional<std::uint64_t> uniformConstant(const Inst* inst);

}  // namespace gcnjit::ir
