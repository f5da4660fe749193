// 4-byte global loads and 4- or 8-byte global stores as AVX-512 code
// (emit_memory.cpp uses them when it emits for AVX-512): 16 lanes per
// group, EXEC in k registers. Each jumps to `slow` when some active lane
// lies outside the vouched-for range around the first active lane's.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

void globalLoad512(Emitter& e, const ir::Inst& inst, Label slow);
void globalStore512(Emitter& e, const ir::Inst& inst, Label slow);

}  // namespace gcnjit::backend_x64
