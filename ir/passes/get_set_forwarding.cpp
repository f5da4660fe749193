#include "ir/passes/get_set_forwarding.h"

#include "ir/register_use.h"

#include <iterator>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gcnjit::ir {
namespace {

using Location = std::uint64_t;

Location locationOf(const Inst& inst) {
  const OpInfo& info = inst.info();
  bool named = info.imm == ImmKind::Reg || info.state == StateLoc::HwReg;
  std::uint64_t reg = named ? inst.imm : 0;
  return (static_cast<std::uint64_t>(info.state) << 32) | reg;
}

// Forgets every location of `state`'s register file (indexed accesses).
template <class Map>
void forgetFile(Map& map, StateLoc state) {
  for (auto it = map.begin(); it != map.end();) {
    it = (it->first >> 32) == static_cast<std::uint64_t>(state) ? map.erase(it) : std::next(it);
  }
}

const Location kExec = static_cast<std::uint64_t>(StateLoc::Exec) << 32;

// Whether a later block may read what `loc` holds at the end of a block
// whose successors read `out` first. MODE, M0, EXEC and hardware registers
// feed later ops implicitly: always.
bool liveAfter(Location loc, const RegisterUse& out) {
  std::size_t reg = loc & 0xffffffff;
  switch (static_cast<StateLoc>(loc >> 32)) {
    case StateLoc::Sgpr: return reg >= out.sgprs.size() || out.sgprs[reg];
    case StateLoc::Vgpr: return reg >= out.vgprs.size() || out.vgprs[reg];
    case StateLoc::AccVgpr: return reg >= out.agprs.size() || out.agprs[reg];
    case StateLoc::Vcc: return out.sgprs[sreg::kVccLo] || out.sgprs[sreg::kVccLo + 1];
    case StateLoc::Scc: return out.scc;
    default: return true;
  }
}

void forwardBlock(Block& block, const RegisterUse* liveOut) {
  std::unordered_map<Location, Inst*> known;         // value the location holds now
  std::unordered_map<Location, std::size_t> unread;  // index of a Set not read yet
  std::vector<std::size_t> removed;
  for (std::size_t i = 0; i < block.insts().size(); ++i) {
    Inst* inst = block.insts()[i].get();
    const OpInfo& info = inst->info();
    if (info.has(opflag::ReadsExec)) unread.erase(kExec);
    if (info.state == StateLoc::None) continue;
    if (info.has(opflag::Indexed)) {
      // Reads any register of the file: pending Sets are live. Writes any:
      // nothing known about the file survives.
      forgetFile(unread, info.state);
      if (info.has(opflag::WritesState)) forgetFile(known, info.state);
      continue;
    }
    Location loc = locationOf(*inst);
    auto value = known.find(loc);
    if (info.has(opflag::ReadsState)) {
      if (value != known.end()) {
        block.replaceAllUses(inst, value->second, i);
        removed.push_back(i);
      } else {
        known[loc] = inst;
        unread.erase(loc);
      }
    } else if (info.has(opflag::WritesState)) {
      if (value != known.end() && value->second == inst->operands[0]) {
        removed.push_back(i);
        continue;
      }
      if (auto previous = unread.find(loc); previous != unread.end()) {
        removed.push_back(previous->second);
      }
      known[loc] = inst->operands[0];
      unread[loc] = i;
    }
  }
  if (liveOut) {
    for (const auto& [loc, index] : unread) {
      if (!liveAfter(loc, *liveOut)) removed.push_back(index);
    }
  }
  block.erase(removed);
}

}  // namespace

void forwardGetSet(Function& function) {
  for (const auto& block : function.blocks()) forwardBlock(*block, nullptr);
}

void forwardGetSetDroppingDeadState(Function& function) {
  std::vector<RegisterUse> out = liveOut(function);
  for (std::size_t b = 0; b < out.size(); ++b) forwardBlock(*function.blocks()[b], &out[b]);
}

}  // namespace gcnjit::ir
