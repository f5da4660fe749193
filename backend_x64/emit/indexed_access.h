// Shape tests of global accesses whose address is a deferred LaneAddress
// (deferred_addresses.h): the shapes global_avx512.cpp and emit_memory.cpp
// test on 64-bit addresses, tested on the lanes' 32-bit indices instead (one
// dword compare per 16 or 8 lanes where the addresses take two qword
// compares), with lane 0's or each group's address computed in scalar code.
// Consecutive indices address consecutive elements only where the index's
// shift is the element size and no index of the run wraps (its extension
// to 64 bits is then exact): both are checked. Scratch registers: AVX-512
// zmm16-zmm19, k2, k3; AVX2 ymm3-ymm5; rax, rcx, rdx, rsi, rdi, r10, and
// findRange's.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// The registers that hold the groups' first addresses where a shape test
// for 16-lane groups succeeds (global_avx512.cpp's and these).
inline const x86::Gp kGroupStarts[4] = {x86::rcx, x86::rdx, x86::rsi, x86::rdi};

// Jumps to `otherwise` unless the 64 lanes' indices, active or not, are
// consecutive, so their elements of `size` bytes are, and the span lies in
// one vouched-for range; then leaves lane 0's address in rax and the range
// in r8 and r9 (findRange).
void indexedWholeWave(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise);
// Jumps to `otherwise` unless each 16 lanes' indices are consecutive and
// every group's span lies in the vouched-for range around lane 0's; then
// leaves each group's first address in kGroupStarts[group] and the base in
// r10.
void indexedGroupsConsecutive(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise);
// Jumps to `otherwise` unless each 16 lanes share one index and each
// group's element lies in the vouched-for range around lane 0's; then
// leaves each group's address in kGroupStarts[group].
void indexedGroupsUniform(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise);
// AVX2: jumps to `otherwise` unless the 64 lanes' indices are consecutive
// and the span lies in one vouched-for range; then leaves lane 0's address
// in rax and the range in r8 and r9.
void indexedWholeWaveYmm(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise);
// AVX2: jumps to `otherwise` unless each 8 lanes share one index and each
// chunk's element lies in the vouched-for range around lane 0's; leaves
// the base in r10 (chunk c's address: indexedLaneAddress of lane 8c).
void indexedChunksUniformYmm(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise);
// Lane `lane`'s address into `dst`, the base being in `base`.
void indexedLaneAddress(Emitter& e, const ir::Inst* address, unsigned lane, const x86::Gp& dst, const x86::Gp& base);
// The 64 addresses into the address's slot (in chunks of the function's
// width), for the general path and the helper, which read them there.
void materialiseLaneAddress(Emitter& e, const ir::Inst* address);

}  // namespace gcnjit::backend_x64
