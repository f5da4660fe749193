// The order a block is emitted in. Consecutive ops that the emitters run
// chunk by chunk (chunkwise: vector arithmetic, selects, VGPR reads and
// writes, per-chunk masks) form a chunk region, emitted chunk-major: chunk 0
// of every op, then chunk 1, ... so each chunk's values are produced and
// consumed while they are hot. Ops that only read scalars and write no state
// (constants, scalar arithmetic, reads of SGPRs/EXEC) do not end a region:
// they are emitted before it. Anything else ends the region and is emitted
// on its own, except consecutive Mfma ops, which form one item: their
// emitter lowers a whole matrix instruction or chain of them at once
// (emit_matrix.cpp), writing some results before it reads all operands, so
// none of the item's values may share a slot (slots.h). A contiguous dword
// quad (ir/dword_quad.h) is one item for the same reason: its first op may
// access all 16 bytes per lane (globalLoadQuad512, ldsStoreQuad512); so is a
// contiguous dword pair with `pairs` (AVX-512: ldsLoadPair512,
// ldsStorePair512), else its ops are scheduled as any other.
#pragma once

#include <functional>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::backend_x64 {

struct ScheduleItem {
  std::vector<const ir::Inst*> insts;  // in program order
  bool region = false;                 // emitted chunk-major; otherwise op by op
};

using BlockSchedule = std::vector<ScheduleItem>;

// Chunkwise ops with a prelude: code emitted ahead of the region's loop
// (a global access's shape test, emit/global_in_region.h), which reads
// `reads`. Such an op joins the pending region only if none of those
// values is defined in it, and a region has at most kMaxRegionPreludes of
// them; otherwise it starts a new region. Where `fromRegion` is set (a
// store's data, which its general path reads from the value's slot after
// the loop), the op joins only if an op of the pending region other than
// a Get defines that value (its slot then belongs to it for the whole
// region); otherwise it stands alone. No memory access follows a store in
// its region (a region runs chunk after chunk, so a later access would
// see only some of the store's lanes).
constexpr unsigned kMaxRegionPreludes = 8;
struct Prelude {
  std::vector<const ir::Inst*> reads;
  const ir::Inst* fromRegion = nullptr;
};
using PreludeOf = std::function<Prelude(const ir::Inst&)>;

// `emitsNothing`: ops with no code where they are defined (deferred
// addresses, deferred_addresses.h), which do not end a region either.
BlockSchedule scheduleBlock(const ir::Block& block, const std::function<bool(const ir::Inst&)>& chunkwise,
                            const std::function<bool(const ir::Inst&)>& emitsNothing = {}, bool pairs = false,
                            const PreludeOf& preludeOf = {});

}  // namespace gcnjit::backend_x64
