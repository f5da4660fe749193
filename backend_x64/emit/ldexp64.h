// ldexp of f64 lanes (emit_ldexp64.cpp), which emit_float_div.cpp's
// emit_FLdexp hands that shape.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` is an FLdexp of f64 lanes with native code here for the
// function's MODE (then it is per-chunk code).
bool nativeLdexp64(const Emitter& e, const ir::Inst& inst);
void emitLdexp64(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
