// 4-byte LDS loads and stores as AVX-512 code (emit_memory.cpp uses them
// when it emits for AVX-512): 16 lanes per zmm, EXEC in k registers.
#pragma once

#include "backend_x64/emitter.h"
#include "ir/dword_quad.h"

namespace gcnjit::backend_x64 {

// Each jumps to `slow` when no lane is active or some active lane is out of
// the LDS (the caller's helper then reads 0 / drops the store, or faults in
// checked mode), like the AVX2 forms.
void ldsLoad512(Emitter& e, const ir::Inst& inst, Label slow);
void ldsStore512(Emitter& e, const ir::Inst& inst, Label slow);
// A quad of 4-byte LDS stores (ir/dword_quad.h) under full EXEC (else
// false: nothing emitted) whose 64 lanes' 16-byte elements are consecutive
// inside the LDS: a transpose per 16 lanes and 16 zmm stores; otherwise
// jumps to `slow` (the quad's stores one by one). No two lanes overlap, so
// the order of the writes does not matter.
bool ldsStoreQuad512(Emitter& e, const ir::DwordQuad& quad, Label slow);
// A pair of 4-byte LDS loads (ir/dword_quad.h) whose 64 lanes' 8-byte
// elements are consecutive inside the LDS: 8 zmm loads and a split of each
// into the two values (inactive lanes load 0); otherwise jumps to `slow`
// (the pair's loads one by one).
void ldsLoadPair512(Emitter& e, const ir::DwordPair& pair, Label slow);
// The same for a full-EXEC pair of stores (else false: nothing emitted).
bool ldsStorePair512(Emitter& e, const ir::DwordPair& pair, Label slow);

}  // namespace gcnjit::backend_x64
