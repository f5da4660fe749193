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

// Whether the state `get` (index) read is written before the emission of
// its value's last use (index `end`, schedule item `endItem`): by an
// instruction between them in program order, or by one after `end` that
// the schedule emits in an earlier item (a scalar register write hoisted
// ahead of the chunk region holding the use, schedule.cpp). Ops after the
// use's region was closed come in later items, which ends the search.
bool overwrittenBefore(const ir::Block& block, std::size_t get, std::size_t end, std::size_t endItem,
                       const std::unordered_map<const ir::Inst*, std::size_t>& item) {
  const auto& insts = block.insts();
  StateRange range = *stateRange(*insts[get]);
  for (std::size_t j = get + 1; j < insts.size(); ++j) {
    const ir::Inst& later = *insts[j];
    bool emittedBeforeUse = j < end || item.at(&later) < endItem;
    if (j > end && item.at(&later) > endItem) break;
    if (!emittedBeforeUse || !later.info().has(ir::opflag::WritesState)) continue;
    std::optional<StateRange> written = stateRange(later);
    if (!written || written->overlaps(range)) return true;
  }
  return false;
}

// Whether an instruction between `from` and `to` (exclusive, program order)
// reads or writes state overlapping `range`, or writes state somewhere
// unknown.
bool stateTouchedBetween(const ir::Block& block, std::size_t from, std::size_t to, const StateRange& range) {
  const auto& insts = block.insts();
  for (std::size_t j = from + 1; j < to; ++j) {
    const ir::Inst& inst = *insts[j];
    std::optional<StateRange> touched = stateRange(inst);
    if (touched ? touched->overlaps(range) : inst.info().has(ir::opflag::WritesState)) return true;
  }
  return false;
}

// Whether `user` reads `get` only as the C operand that `value`'s chain of
// Mfma ops starts from (`value` or one of the ops its C operands lead back
// to): each unit reads its C before it writes its D (emit_matrix.cpp).
bool onlyChainStart(const ir::Inst* value, const ir::Inst* user, const ir::Inst* get) {
  if (user->op != Op::Mfma || user->operands[0] == get || user->operands[1] == get) return false;
  for (const ir::Inst* x = value; x->op == Op::Mfma; x = x->operands[2]) {
    if (x == user) return true;
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
                 const InPlaceReads& inPlace, std::uint32_t vectorAlignment)
    : inPlace_(inPlace), vectorAlignment_(vectorAlignment) {
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
  std::vector<std::vector<std::size_t>> users(insts.size());  // by index: the users' indices
  for (std::size_t i = 0; i < insts.size(); ++i) {
    for (const ir::Inst* op : insts[i]->operands) {
      auto used = [&](const ir::Inst* value) {
        lastUse[value] = std::max(lastUse[value], i);
        lastUseItem[value] = std::max(lastUseItem[value], item.at(insts[i].get()));
      };
      used(op);
      inPlace_.forEach(op, used);
      if (auto at = index.find(op); at != index.end()) users[at->second].push_back(i);
    }
  }
  // Gets read straight from the WaveState (see below), by index.
  std::vector<bool> readInPlace(insts.size(), false);
  std::vector<std::pair<std::size_t, StateRange>> inPlaceReads;  // those with a known range, in order
  for (std::size_t i = 0; i < insts.size(); ++i) {
    const ir::Inst& get = *insts[i];
    if (!aliasable(get.op)) continue;
    auto last = lastUse.find(&get);
    std::size_t end = last == lastUse.end() ? i : last->second;
    std::size_t endItem = last == lastUse.end() ? item.at(&get) : lastUseItem.at(&get);
    readInPlace[i] = !overwrittenBefore(block, i, end, endItem, item);
    std::optional<StateRange> range = stateRange(get);
    if (readInPlace[i] && range) inPlaceReads.emplace_back(i, *range);
  }
  // An Mfma result whose only use is the Set of a register (an accumulator
  // written back at the block's end) lives in that register itself, so the
  // Set copies nothing — if nothing between them reads or writes the
  // register, and every read of it in place is over before (or is the C
  // its own chain starts from).
  std::unordered_map<const ir::Inst*, std::int32_t> inState;
  for (std::size_t i = 0; i < insts.size(); ++i) {
    const ir::Inst& value = *insts[i];
    if (value.op != Op::Mfma || value.uses != 1 || users[i].size() != 1) continue;
    std::size_t set = users[i].front();
    if (insts[set]->op != Op::SetAccVGPR && insts[set]->op != Op::SetVGPR) continue;
    StateRange range = *stateRange(*insts[set]);
    if (stateTouchedBetween(block, i, set, range)) continue;
    bool clash = false;
    for (const auto& [g, read] : inPlaceReads) {
      if (g >= i || clash) break;
      if (!read.overlaps(range)) continue;
      for (std::size_t u : users[g]) {
        clash = item.at(insts[u].get()) >= item.at(&value) && !onlyChainStart(&value, insts[u].get(), insts[g].get());
        if (clash) break;
      }
    }
    if (!clash) inState[&value] = std::int32_t(range.begin);
  }
  std::map<std::uint32_t, std::vector<std::int32_t>> free;  // size -> offsets
  std::uint32_t top = 0;
  std::vector<std::vector<const ir::Inst*>> dyingAt(schedule.size());
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    for (const ir::Inst* inst : schedule[k].insts) {
      std::uint32_t bytes = slotBytes(inst->type);
      if (bytes == 0) continue;
      if (inPlace_.virtualBroadcasts.count(inst)) {
        places_[inst] = places_.at(inst->operands[0]);  // for reports only: it is never read
        continue;
      }
      std::size_t i = index.at(inst);
      if (readInPlace[i]) {
        places_[inst] = Place{Place::Base::State, std::int32_t(stateRange(*inst)->begin)};
        continue;
      }
      if (auto at = inState.find(inst); at != inState.end()) {
        places_[inst] = Place{Place::Base::State, at->second};
        continue;
      }
      std::int32_t offset;
      auto& list = free[bytes];
      if (!list.empty()) {
        offset = list.back();
        list.pop_back();
      } else {
        if (bytes > 8) top = (top + vectorAlignment_ - 1) / vectorAlignment_ * vectorAlignment_;
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
