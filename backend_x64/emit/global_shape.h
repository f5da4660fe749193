// Which global accesses have native code (emit_memory.cpp, global_avx512.cpp).
#pragma once

#include "ir/ir.h"

namespace gcnjit::backend_x64 {

// 4-byte loads into 32-bit lanes and 4- or 8-byte stores of 32- or 64-bit
// lanes, at 64-bit addresses, not atomic. `data`: the value loaded (the
// Load itself) or stored.
bool globalShape(const ir::Inst& inst, const ir::Inst* data);

}  // namespace gcnjit::backend_x64
