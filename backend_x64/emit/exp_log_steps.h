// 2^x and log2(x) on doubles, the steps of ir/eval/exp_log.h one for one
// (emit_exp_log.cpp); emit_float.cpp wraps them for f32 lanes.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// x <- exp2Steps(x) / log2Steps(x) for the doubles in `x`, a ymm (4) or a
// zmm (8) (not registers 3-7 of its width, which they clobber, with k7).
void emitExp2Steps(Emitter& e, const x86::Vec& x);
void emitLog2Steps(Emitter& e, const x86::Vec& x);

}  // namespace gcnjit::backend_x64
