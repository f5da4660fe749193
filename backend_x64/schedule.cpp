#include "backend_x64/schedule.h"

#include <algorithm>
#include <unordered_set>

#include "ir/dword_quad.h"

namespace gcnjit::backend_x64 {
namespace {

// Writes of scalar guest registers that no chunkwise op reads: SGPRs,
// SCC and M0 (a region reads scalars only as values; a Get that a region
// op would read in place from the WaveState after such a write is emitted
// is copied instead: slots.cpp's overwrittenBefore follows the schedule).
bool scalarStateWrite(const ir::Inst& inst) {
  using ir::Op;
  return inst.op == Op::SetSGPR || inst.op == Op::SetSCC || inst.op == Op::SetM0;
}

// Reads only scalars and touches no memory, and writes no state or only
// scalar registers: may run before the pending region (whose ops define
// only vectors and masks and write only VGPRs), since nothing it reads is
// written there and nothing there reads what it writes.
bool hoistable(const ir::Inst& inst) {
  const ir::OpInfo& info = inst.info();
  bool writesState = info.has(ir::opflag::SideEffect) || info.has(ir::opflag::WritesState);
  if ((writesState && !scalarStateWrite(inst)) || info.has(ir::opflag::Memory) ||
      info.has(ir::opflag::Terminator) || info.has(ir::opflag::CrossLane)) {
    return false;
  }
  for (const ir::Inst* op : inst.operands) {
    if (!op->type.isScalar()) return false;
  }
  return true;
}

}  // namespace

BlockSchedule scheduleBlock(const ir::Block& block, const std::function<bool(const ir::Inst&)>& chunkwise,
                            const std::function<bool(const ir::Inst&)>& emitsNothing, bool pairs,
                            const PreludeOf& preludeOf) {
  BlockSchedule schedule;
  ScheduleItem region{{}, true};
  std::unordered_set<const ir::Inst*> inRegion;
  unsigned preludes = 0;
  bool stored = false;  // the pending region has a store: no memory access may follow it there
  auto flush = [&] {
    if (region.insts.size() == 1) region.region = false;
    if (!region.insts.empty()) schedule.push_back(std::move(region));
    region = ScheduleItem{{}, true};
    inRegion.clear();
    preludes = 0;
    stored = false;
  };
  // Before a chunkwise op with a prelude joins: a new region if the
  // prelude reads a value of the pending one, or the region has its fill.
  // False: the op may not join a region (its fromRegion value is not the
  // pending region's own).
  auto makeRoomForPrelude = [&](const ir::Inst& inst) {
    Prelude prelude = preludeOf ? preludeOf(inst) : Prelude{};
    if (prelude.reads.empty()) return true;
    const ir::Inst* own = prelude.fromRegion;
    if (own && (!inRegion.count(own) || own->info().has(ir::opflag::ReadsState))) return false;
    const auto& reads = prelude.reads;
    bool readsRegion = std::any_of(reads.begin(), reads.end(), [&](const ir::Inst* v) { return inRegion.count(v) != 0; });
    if (readsRegion || preludes == kMaxRegionPreludes) {
      if (own) return false;  // a new region would not define it
      flush();
    }
    ++preludes;
    return true;
  };
  const auto& insts = block.insts();
  for (std::size_t i = 0; i < insts.size(); ++i) {
    const ir::Inst& inst = *insts[i];
    bool afterMfma = !schedule.empty() && region.insts.empty() && schedule.back().insts.back()->op == ir::Op::Mfma;
    std::optional<ir::DwordQuad> quad;
    std::optional<ir::DwordPair> pair;
    if (inst.op == ir::Op::Load || inst.op == ir::Op::Store) quad = ir::dwordQuadAt(block, i);
    if (!quad && pairs && (inst.op == ir::Op::Load || inst.op == ir::Op::Store)) pair = ir::dwordPairAt(block, i);
    if (inst.op == ir::Op::Mfma && afterMfma) {
      schedule.back().insts.push_back(&inst);  // see the header: one item
    } else if (quad && quad->last == i + 3) {
      flush();
      schedule.push_back({{quad->ops.begin(), quad->ops.end()}, false});  // see the header: one item
      i += 3;
    } else if (pair && pair->last == i + 1) {
      flush();
      schedule.push_back({{pair->ops.begin(), pair->ops.end()}, false});
      i += 1;
    } else if (chunkwise(inst)) {
      if (stored && inst.info().has(ir::opflag::Memory)) flush();
      if (!makeRoomForPrelude(inst)) {
        flush();
        schedule.push_back({{&inst}, false});
        continue;
      }
      region.insts.push_back(&inst);
      inRegion.insert(&inst);
      stored = stored || inst.op == ir::Op::Store;
    } else if (!region.insts.empty() && (hoistable(inst) || (emitsNothing && emitsNothing(inst)))) {
      schedule.push_back({{&inst}, false});  // lands before the pending region
    } else {
      flush();
      schedule.push_back({{&inst}, false});
    }
  }
  flush();
  return schedule;
}

}  // namespace gcnjit::backend_x64
