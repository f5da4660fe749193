// V_RSQ_F64 as host code (rsq64.cpp).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// f64 lanes under a static MODE.
bool nativeRsqF64(const Emitter& e, const ir::Inst& inst);
void emitRsqF64(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
