// 2^x and log2(x) on four doubles, the steps of ir/eval/exp_log.h one for
// one (emit_exp_log.cpp); emit_float.cpp wraps them for f32 lanes.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// x <- exp2Steps(x) / log2Steps(x) for the 4 doubles in `x` (not ymm3-7,
// which they clobber with ymm14 and ymm15).
void emitExp2Steps(Emitter& e, const x86::Ymm& x);
void emitLog2Steps(Emitter& e, const x86::Ymm& x);

}  // namespace gcnjit::backend_x64
