// 4-byte global loads and 4- or 8-byte global stores as AVX-512 code
// (emit_memory.cpp uses them when it emits for AVX-512): 16 lanes per
// group, EXEC in k registers. Each jumps to `slow` when some active lane
// lies outside the vouched-for range around the first active lane's.
#pragma once

#include <functional>

#include "backend_x64/emitter.h"
#include "ir/dword_quad.h"

namespace gcnjit::backend_x64 {

void globalLoad512(Emitter& e, const ir::Inst& inst, Label slow);
// globalLoad512 with `wholeWave` in place of its loads where all 64 lanes,
// active or not, address consecutive elements in one vouched-for range
// (lane 0's address in rax, its range in r8 and r9).
void globalLoad512Shapes(Emitter& e, const ir::Inst& inst, Label slow, const std::function<void()>& wholeWave);
void globalStore512(Emitter& e, const ir::Inst& inst, Label slow);
// Jumps to `otherwise` unless all 64 lanes of `addresses`, active or not,
// address consecutive elements of `size` bytes in one vouched-for range;
// then leaves lane 0's address in rax and the range in r8 and r9.
void globalWholeWave512(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise);
// A quad of 4-byte global loads (ir/dword_quad.h), 16 bytes per lane: where
// the 64 lanes' elements, active or not, are consecutive inside one
// vouched-for range, or each aligned 4 lanes' are (a tile row per 4 lanes)
// and lie in it, 16 zmm loads and a transpose per 16 lanes (inactive
// lanes' bytes are read, but lie in the range, and load 0); else every
// active lane's 16 bytes are checked and gathered as two qwords.
void globalLoadQuad512(Emitter& e, const ir::DwordQuad& quad, Label slow);

}  // namespace gcnjit::backend_x64
