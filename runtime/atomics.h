// GPU atomics on host memory: a compare-and-swap loop around
// ir::atomicNewValue, which defines what each AtomicOp stores (the seeds'
// pseudo-code), so the runtime and the test memory cannot disagree.
#pragma once

#include <cstdint>

#include "ir/memory.h"

namespace gcnjit::runtime {

// Performs `op` on the `size` (4 or 8) bytes at `address`, which must be
// aligned to `size`, atomically with respect to other host threads; returns
// the old value.
std::uint64_t atomicRmw(void* address, ir::AtomicOp op, unsigned size, std::uint64_t data,
                        std::uint64_t compare);

}  // namespace gcnjit::runtime
