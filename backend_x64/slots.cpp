#include "backend_x64/slots.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "ir/wave_state.h"

namespace gcnjit::backend_x64 {
namespace {

using ir::Op;

// The WaveState bytes a state op reads or writes: [begin, end).
struct StateRange {
  std::size_t begin, end;
  bool overlaps(const StateRange& o) const { return begin < o.end && o.begin < end; }
};

constexpr std::size_t kSgprBase = offsetof(ir::WaveState, sgpr);
constexpr std::size_t kVgprBytes = sizeof(ir::WaveState::vgpr[0]);

std::size_t sgprAt(unsigned code) { return kSgprBase + code * 4; }

std::optional<StateRange> stateRange(const ir::Inst& inst) {
  switch (inst.op) {
    case Op::GetSGPR: case Op::SetSGPR: return StateRange{sgprAt(unsigned(inst.imm)), sgprAt(unsigned(inst.imm)) + 4};
    case Op::GetSGPRIndexed: case Op::SetSGPRIndexed: return StateRange{kSgprBase, sgprAt(ir::sreg::kCount)};
    case Op::GetVGPR: case Op::SetVGPR: {
      std::size_t at = offsetof(ir::WaveState, vgpr) + inst.imm * kVgprBytes;
      return StateRange{at, at + kVgprBytes};
    }
    case Op::GetVGPRIndexed: case Op::SetVGPRIndexed:
      return StateRange{offsetof(ir::WaveState, vgpr), offsetof(ir::WaveState, vgpr) + sizeof(ir::WaveState::vgpr)};
    case Op::GetAccVGPR: case Op::SetAccVGPR: {
      std::size_t at = offsetof(ir::WaveState, agpr) + inst.imm * kVgprBytes;
      return StateRange{at, at + kVgprBytes};
    }
    case Op::GetEXEC: case Op::SetEXEC: return StateRange{sgprAt(ir::sreg::kExecLo), sgprAt(ir::sreg::kExecLo) + 8};
    case Op::GetVCC: case Op::SetVCC: return StateRange{sgprAt(ir::sreg::kVccLo), sgprAt(ir::sreg::kVccLo) + 8};
    case Op::GetM0: case Op::SetM0: return StateRange{sgprAt(ir::sreg::kM0), sgprAt(ir::sreg::kM0) + 4};
    case Op::GetSCC: case Op::SetSCC: return StateRange{offsetof(ir::WaveState, scc), offsetof(ir::WaveState, scc) + 4};
    default: return std::nullopt;
  }
}

// Gets whose value can be read straight from the WaveState.
bool aliasable(Op op) {
  switch (op) {
    case Op::GetSGPR: case Op::GetVGPR: case Op::GetAccVGPR: case Op::GetEXEC: case Op::GetVCC:
    case Op::GetM0: case Op::GetSCC:
      return true;
    default:
      return false;
  }
}

// Whether an instruction after `get` (index) and before `end` writes the
// state `get` read.
bool overwrittenBefore(const ir::Block& block, std::size_t get, std::size_t end) {
  const auto& insts = block.insts();
  StateRange range = *stateRange(*insts[get]);
  for (std::size_t j = get + 1; j < end; ++j) {
    const ir::Inst& later = *insts[j];
    if (!later.info().has(ir::opflag::WritesState)) continue;
    std::optional<StateRange> written = stateRange(later);
    if (!written || written->overlaps(range)) return true;
  }
  return false;
}

}  // namespace

std::uint32_t slotBytes(ir::Type t) {
  if (t.isVoid()) return 0;
  if (t.isVector()) return ir::elemBits(t.elem) == 64 ? 512 : 256;
  return 8;
}

SlotMap::SlotMap(const ir::Function& function, const std::vector<BlockSchedule>& schedules,
                 const std::unordered_set<const ir::Inst*>& virtualBroadcasts)
    : virtualBroadcasts_(virtualBroadcasts) {
  for (std::size_t b = 0; b < function.blocks().size(); ++b) assignBlock(*function.blocks()[b], schedules[b]);
}

void SlotMap::assignBlock(const ir::Block& block, const BlockSchedule& schedule) {
  const auto& insts = block.insts();
  // Program order (for the aliasing of Gets) and emission order (for slot
  // lifetimes).
  std::unordered_map<const ir::Inst*, std::size_t> index, item;
  for (std::size_t i = 0; i < insts.size(); ++i) index[insts[i].get()] = i;
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    for (const ir::Inst* inst : schedule[k].insts) item[inst] = k;
  }
  std::unordered_map<const ir::Inst*, std::size_t> lastUse, lastUseItem;
  for (std::size_t i = 0; i < insts.size(); ++i) {
    for (const ir::Inst* op : insts[i]->operands) {
      lastUse[op] = i;
      lastUseItem[op] = std::max(lastUseItem[op], item.at(insts[i].get()));
      if (virtualBroadcasts_.count(op)) {  // the scalar is read in its place
        const ir::Inst* scalar = op->operands[0];
        lastUse[scalar] = i;
        lastUseItem[scalar] = std::max(lastUseItem[scalar], item.at(insts[i].get()));
      }
    }
  }
  std::map<std::uint32_t, std::vector<std::int32_t>> free;  // size -> offsets
  std::uint32_t top = 0;
  std::vector<std::vector<const ir::Inst*>> dyingAt(schedule.size());
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    for (const ir::Inst* inst : schedule[k].insts) {
      std::uint32_t bytes = slotBytes(inst->type);
      if (bytes == 0) continue;
      if (virtualBroadcasts_.count(inst)) {
        places_[inst] = places_.at(inst->operands[0]);  // for reports only: it is never read
        continue;
      }
      std::size_t i = index.at(inst);
      auto last = lastUse.find(inst);
      std::size_t end = last == lastUse.end() ? i : last->second;
      if (aliasable(inst->op) && !overwrittenBefore(block, i, end)) {
        places_[inst] = Place{Place::Base::State, std::int32_t(stateRange(*inst)->begin)};
        continue;
      }
      std::int32_t offset;
      auto& list = free[bytes];
      if (!list.empty()) {
        offset = list.back();
        list.pop_back();
      } else {
        offset = std::int32_t(top);
        top += bytes;
      }
      places_[inst] = Place{Place::Base::Values, offset};
      auto lastItem = lastUseItem.find(inst);
      dyingAt[lastItem == lastUseItem.end() ? k : lastItem->second].push_back(inst);
    }
    // Values whose last use is in this item free their slots for later
    // items (not for this one: its ops may still read them, chunk by chunk).
    for (const ir::Inst* dead : dyingAt[k]) free[slotBytes(dead->type)].push_back(places_[dead].offset);
  }
  areaBytes_ = std::max(areaBytes_, top);
}

}  // namespace gcnjit::backend_x64
