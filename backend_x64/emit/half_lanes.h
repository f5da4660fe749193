// f16 float ops through exact f32 (emit_half.cpp), which emit_float.cpp's
// emitters hand the f16 shapes.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` is an f16 op with native code here for the function's MODE
// (then it is per-chunk code).
bool nativeHalf(const Emitter& e, const ir::Inst& inst);
// FFma of f16 lanes has native code but is not per-chunk code (NaN results
// run the helper).
bool nativeHalfFma(const Emitter& e, const ir::Inst& inst);
// Emits either (only when nativeHalf or nativeHalfFma answered true).
void emitHalf(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
