// Shapes and checks shared by the LDS emitters (emit_memory.cpp,
// emit_atomic.cpp, lds_group_starts.cpp).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// The LDS accesses with native code: 4-byte loads and stores, one 32-bit
// offset per lane, 32-bit lanes (`data`: the value loaded or stored).
bool ldsGatherShape(const ir::Inst& inst, const ir::Inst* data);

// Jumps to `slow` unless some lane of `mask` is active and every active
// lane's offset is in the LDS (offset <= size - 4, unsigned). Leaves the
// mask in rdx; clobbers rax, ymm0, ymm1, ymm14, ymm15.
void ldsBoundsCheck(Emitter& e, const ir::Inst* offsets, const ir::Inst* mask, Label slow);

// Its first step, shared with the AVX-512 check (lds_avx512.cpp): jumps to
// `slow` unless some lane of `mask` is active and the LDS holds a dword;
// leaves the mask in rdx and the last offset a dword fits at in eax.
void ldsLastOffset(Emitter& e, const ir::Inst* mask, Label slow);

// `last` = the last LDS offset where `bytes` bytes fit: the LDS size minus
// `bytes`, negative where none do, so a signed compare of a zero-extended
// offset against it also rejects every offset then.
void ldsLastOffsetFor(Emitter& e, const x86::Gp& last, std::int32_t bytes);

}  // namespace gcnjit::backend_x64
