// Checks shared by the LDS emitters (emit_memory.cpp, emit_lds_atomic.cpp).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Jumps to `slow` unless some lane of `mask` is active and every active
// lane's offset is in the LDS (offset <= size - 4, unsigned). Leaves the
// mask in rdx; clobbers rax, ymm0, ymm1, ymm14, ymm15.
void ldsBoundsCheck(Emitter& e, const ir::Inst* offsets, const ir::Inst* mask, Label slow);

}  // namespace gcnjit::backend_x64
