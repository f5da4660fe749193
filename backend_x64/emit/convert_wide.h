// Conversions to and from f64 and f16 lanes (emit_convert_wide.cpp), which
// emit_convert.cpp's emitters hand the shapes they do not handle.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` (an FPExt, FPTrunc, SIToFP, UIToFP, FPToSI or FPToUI) has
// native code here for the function's MODE; it is then per-chunk code.
bool wideConversion(const Emitter& e, const ir::Inst& inst);
// Emits it (only when wideConversion answered true).
void emitWideConversion(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
