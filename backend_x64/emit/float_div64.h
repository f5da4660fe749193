// The f64 division steps with vector code (emit_float_div64.cpp), which
// emit_float_div.cpp's emitters hand the f64 shapes.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// V_DIV_FIXUP_F64: per-chunk code in any static MODE.
bool nativeDivFixup64(const Emitter& e, const ir::Inst& inst);
void emitDivFixup64(Emitter& e, const ir::Inst& inst);
// V_DIV_FMAS_F64: not per-chunk code (its flag or a NaN result runs the helper).
bool nativeDivFmas64(const Emitter& e, const ir::Inst& inst);
void emitDivFmas64(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
