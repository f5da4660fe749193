#include "ir/passes/get_set_forwarding.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gcnjit::ir {
namespace {

using Location = std::uint64_t;

Location locationOf(const Inst& inst) {
  const OpInfo& info = inst.info();
  std::uint64_t reg = info.imm == ImmKind::Reg ? inst.imm : 0;
  return (static_cast<std::uint64_t>(info.state) << 32) | reg;
}

const Location kExec = static_cast<std::uint64_t>(StateLoc::Exec) << 32;

void forwardBlock(Block& block) {
  std::unordered_map<Location, Inst*> known;         // value the location holds now
  std::unordered_map<Location, std::size_t> unread;  // index of a Set not read yet
  std::vector<std::size_t> removed;
  for (std::size_t i = 0; i < block.insts().size(); ++i) {
    Inst* inst = block.insts()[i].get();
    const OpInfo& info = inst->info();
    if (info.has(opflag::ReadsExec)) unread.erase(kExec);
    if (info.state == StateLoc::None) continue;
    Location loc = locationOf(*inst);
    auto value = known.find(loc);
    if (info.has(opflag::ReadsState)) {
      if (value != known.end()) {
        block.replaceAllUses(inst, value->second);
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
  std::sort(removed.begin(), removed.end());
  for (auto it = removed.rbegin(); it != removed.rend(); ++it) block.erase(*it);
}

}  // namespace

void forwardGetSet(Function& function) {
  for (const auto& block : function.blocks()) forwardBlock(*block);
}

}  // namespace gcnjit::ir
