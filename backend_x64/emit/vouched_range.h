// Global accesses in generated code touch host memory directly only inside
// a range the frame vouches for (emit_memory.cpp, global_avx512.cpp).
#pragma once

#include <functional>

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Leaves in r8 and r9 the bounds [lo, hi) of a vouched-for host range
// holding the dword at rax — one of JitFrame's cached ranges, or the one
// gcnjitVouchRange finds on a miss — or jumps to `slow`. Keeps rax; clobbers
// rcx, and on a miss every caller-saved register. Each call is a site of its
// own: the range that held the site's address last time
// (JitFrame::rangeSiteEntry) is tried inline, the others in the program's
// range probe subroutine, so that the many sites do not each carry all
// eight tests and the miss path, and a site that reads one buffer (most
// do) takes no call once it has found it.
void findRange(Emitter& e, Label slow);
// The range probe subroutine behind Emitter::rangeProbe(): every range and
// the miss path, returning ZF = 1 when no range holds rax, else ZF = 0 and
// the entry in ecx. The driver emits it once, after the blocks, when some
// findRange used it.
void emitRangeProbe(Emitter& e);

// Lane `lane`'s address in `addresses` (64-bit lanes), a qword operand.
x86::Mem laneAddress(Emitter& e, const ir::Inst* addresses, unsigned lane);

// findRange for lane 0's address in `addresses`, which it leaves in rax,
// active or not.
void findRangeOfLane0(Emitter& e, const ir::Inst* addresses, Label slow);

// The same for the first active lane of `mask` in `addresses` (64-bit
// lanes): its address in rax, the range in r8 and r9. Jumps to `slow` when
// no lane is active.
void findRangeOfFirstLane(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, Label slow);

// Jumps to `slow` unless some lane is active and every active lane's
// `size` bytes lie in the vouched-for range holding the first active lane's
// dword (findRange). Clobbers every caller-saved register.
void lanesInOneRange(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned size, Label slow);

// The common case of AVX2 global accesses: all 64 lanes, active or not,
// address consecutive elements of `size` bytes from lane 0's, and that span
// lies in one vouched-for range; then no lane needs a check of its own.
// Jumps to `otherwise` unless so; leaves lane 0's address in rax and the
// range in r8 and r9 (findRange). Clobbers ymm3, ymm4, ymm6 and rcx.
void consecutiveInOneRange(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise);

// Streaming loads whose stride the hardware prefetcher does not follow (a
// grid-stride loop jumps a whole grid ahead, a tiled loop a tile's rows):
// strideAhead makes the call a load site of its own (JitFrame::prefetch,
// while they last; false, and no code, when none is left), remembers that
// it read at rax, and emits `prefetch` twice, one of them chosen at run
// time by when the running wave last read there (a workgroup's waves take
// turns at the same site, each a tile apart). In the same turn (a loop
// inside one turn, whose trips are short): prefetch(false), into L1, with
// rsi four times the stride since that read. In an earlier turn (a loop
// whose trips span barriers, a whole workgroup's work apart):
// prefetch(true), into L2 only, with rsi one stride: a trip is long, lines
// fetched further ahead may leave the L2 again before their use, and lines
// put in L1 that early only push out what the code between reads (in a
// GEMM's k loop prefetching into L1 cost some 3%). Clobbers rcx and rdx.
bool strideAhead(Emitter& e, const std::function<void(bool intoL2)>& prefetch);

// One line's prefetch, into L1 or into L2 only (prefetcht1).
void prefetchLine(Emitter& e, const x86::Mem& line, bool intoL2);

// A site that read `bytes` (a multiple of 64) at rax: prefetches the bytes
// strideAhead's distance ahead, if they lie in the vouched-for range [r8,
// r9) (as findRange leaves it). Clobbers rcx, rdx and rsi.
void prefetchAhead(Emitter& e, unsigned bytes);

}  // namespace gcnjit::backend_x64
