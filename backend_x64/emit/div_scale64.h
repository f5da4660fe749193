// V_DIV_SCALE_F64's value and flag as host code (div_scale64.cpp).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// FDivScale / FDivScaleFlag on f64 lanes under a static MODE.
bool nativeDivScale64(const Emitter& e, const ir::Inst& inst);
void emitDivScale64(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
