// Float ops computed with integer code on the bits (emit_float_bits.cpp):
// f64 min/max and class, frexp of f32 and f64; emit_float.cpp's emitters
// hand them these shapes.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` has native code here (then it is per-chunk code).
bool nativeFloatBits(const Emitter& e, const ir::Inst& inst);
// Emits it (only when nativeFloatBits answered true).
void emitFloatBits(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
