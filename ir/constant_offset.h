// An address as a root value plus constant bytes, for passes and emitters
// that relate accesses to one another (ir/dword_quad.h,
// backend_x64/emit/lds_group_starts.h).
#pragma once

#include <cstdint>
#include <utility>

#include "ir/ir.h"

namespace gcnjit::ir {

// Through Add(x, Broadcast(Const k)) to x, adding up the k (so
// Add(Add(v, 16), 4) and Add(v, 20) agree). The offset is sign-extended
// from the address width; it wraps as the adds do.
std::pair<const Inst*, std::int64_t> splitConstantOffset(const Inst* address);

}  // namespace gcnjit::ir
