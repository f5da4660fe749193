// 4-byte LDS loads and stores as AVX-512 code (emit_memory.cpp uses them
// when it emits for AVX-512): 16 lanes per zmm, EXEC in k registers.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Each jumps to `slow` when no lane is active or some active lane is out of
// the LDS (the caller's helper then reads 0 / drops the store, or faults in
// checked mode), like the AVX2 forms.
void ldsLoad512(Emitter& e, const ir::Inst& inst, Label slow);
void ldsStore512(Emitter& e, const ir::Inst& inst, Label slow);

}  // namespace gcnjit::backend_x64
