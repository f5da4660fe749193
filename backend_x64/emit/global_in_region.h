// 4-byte global loads and stores inside chunk regions (AVX-512): a
// streaming kernel's loads, the arithmetic on their values and the store
// of the result run as one loop over the chunks, the chunks in registers,
// instead of each access going through its value's slot.
//
// An access's shape tests run ahead of the region's loop, in a prelude
// (ProgramEmission::emitRegion), so the prelude may read only values
// defined before the region (scheduleBlock's Prelude): the addresses
// and the lane mask, never a store's data. Each leaves a base in
// JitFrame::regionAccessBase[k], and per chunk the region accesses the
// active lanes at that base plus the chunk's offset:
// - a load: lane 0's address where all 64 lanes address consecutive
//   elements in one vouched-for range; otherwise the prelude loads as
//   globalLoad512 does, into the value's slot (the helper reporting any
//   fault), and leaves the slot's address. Memory or slot, the same bytes.
// - a store: lane 0's address where the 64 lanes are consecutive in one
//   range that no earlier whole-wave load of the region reads within 256
//   bytes; otherwise the data's own slot, and after the loop a postlude
//   stores the data from there as globalStore512 does (the helper
//   reporting any fault). So the data must be a value the region itself
//   defines, not a Get the slot map may read in place from a register
//   that a later op of the region writes (scheduleBlock's fromRegion).
//
// Order: the loads' memory is read in the loop, chunk after chunk, so a
// store in the same region must not write what a later chunk of an
// earlier load reads: hence the store's overlap test above, and a region
// holds no memory access after a store (schedule.cpp). Preludes run ahead
// of the region's earlier ops and a store's general path after its later
// ones; that moves no fault across a side effect: regions hold no other
// stores, no atomics or helper calls, only arithmetic, VGPR reads and
// writes and LDS loads (which fault only in checked mode, where they stay
// out of regions), and a faulting wave's registers are not seen.
#pragma once

#include <vector>

#include "backend_x64/emitter.h"
#include "backend_x64/schedule.h"

namespace gcnjit::backend_x64 {

// Whether `inst` is such a load or store (it may join a chunk region).
bool globalAccessInRegion(const Emitter& e, const ir::Inst& inst);
// What its prelude reads, and for a store the data it needs defined in
// the region (schedule.h; nothing for other ops).
Prelude globalAccessPrelude(const Emitter& e, const ir::Inst& inst);
// The prelude, leaving its base in JitFrame::regionAccessBase[index];
// `earlierLoads`: the entries of the region's loads before it.
void emitGlobalAccessPrelude(Emitter& e, const ir::Inst& inst, unsigned index, const std::vector<unsigned>& earlierLoads);
// The access's code for the region's chunk, at the base of
// Emitter::regionAccessBases.
void emitGlobalAccessInRegion(Emitter& e, const ir::Inst& inst);
// After the region's loop: a store's general path, when its prelude chose
// the data's slot (nothing for loads).
void emitGlobalAccessPostlude(Emitter& e, const ir::Inst& inst, unsigned index);

}  // namespace gcnjit::backend_x64
