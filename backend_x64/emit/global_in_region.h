// 4-byte global loads inside chunk regions (AVX-512): a streaming kernel's
// loads and the arithmetic on their values run as one loop over the
// chunks, the loaded chunks in registers, instead of each load storing its
// 64 lanes to its slot for the region to read back.
//
// A load's shape tests run ahead of the region's loop, in a prelude
// (ProgramEmission::emitRegion), so the prelude may read only values
// defined before the region (scheduleBlock's PreludeReads). Where all 64
// lanes address consecutive elements in one vouched-for range, the prelude
// loads nothing and leaves lane 0's address in
// JitFrame::regionLoadBase[k]; otherwise it loads as globalLoad512 does,
// into the value's slot (the helper reporting any fault), and leaves the
// slot's address there. Per chunk the region then loads the active lanes
// from that base plus the chunk's offset: memory or slot, the same bytes.
//
// Running the prelude ahead of the region's earlier ops moves no fault
// before a side effect: regions hold no stores, atomics or helper calls,
// only arithmetic, VGPR reads and writes and LDS loads (which fault only
// in checked mode, where they stay out of regions), and a faulting wave's
// registers are not seen.
#pragma once

#include <vector>

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` is such a load (it may join a chunk region).
bool globalLoadInRegion(const Emitter& e, const ir::Inst& inst);
// The values its prelude reads (empty for other ops).
std::vector<const ir::Inst*> globalLoadPreludeReads(const Emitter& e, const ir::Inst& inst);
// The prelude, leaving its base in JitFrame::regionLoadBase[index].
void emitGlobalLoadPrelude(Emitter& e, const ir::Inst& inst, unsigned index);
// The load's code for the region's chunk, from the base of
// Emitter::regionLoadBases.
void emitGlobalLoadInRegion(Emitter& e, const ir::Inst& inst);

}  // namespace gcnjit::backend_x64
