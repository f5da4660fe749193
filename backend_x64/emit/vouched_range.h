// Global accesses in generated code touch host memory directly only inside
// a range the frame vouches for (emit_memory.cpp, global_avx512.cpp).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Leaves in r8 and r9 the bounds [lo, hi) of a vouched-for host range
// holding the dword at rax — one of JitFrame's cached ranges, or the one
// gcnjitVouchRange finds on a miss — or jumps to `slow`. Keeps rax (in r15
// around the call); clobbers rcx, and on a miss every caller-saved register.
void findRange(Emitter& e, Label slow);

// The same for the first active lane of `mask` in `addresses` (64-bit
// lanes): its address in rax, the range in r8 and r9. Jumps to `slow` when
// no lane is active.
void findRangeOfFirstLane(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, Label slow);

// Streaming loads whose stride the hardware prefetcher does not follow (a
// grid-stride loop jumps a whole grid ahead): remembers where this load
// site read 256 bytes (at rax) and prefetches the 256 bytes four strides
// ahead, if that lies in the vouched-for range [r8, r9) (as findRange
// leaves it). Each call is a site of its own (JitFrame::prefetchLast,
// while they last). Clobbers rcx and rdx.
void prefetchAhead(Emitter& e);

}  // namespace gcnjit::backend_x64
