#include "ir/passes/mfma_chains.h"

#include <algorithm>
#include <unordered_map>

#include "ir/matrix_chain.h"

namespace gcnjit::ir {
namespace {

void clusterBlock(Block& block) {
  const auto& insts = block.insts();
  std::vector<MfmaGroup> groups;
  for (std::size_t i = 0; i < insts.size();) {
    if (insts[i]->op != Op::Mfma) {
      ++i;
      continue;
    }
    groups.push_back(mfmaGroupAt(block, i));
    i += groups.back().size();
  }
  if (groups.size() < 2) return;
  // The group each op belongs to, to find the group that continues another.
  std::unordered_map<const Inst*, std::size_t> groupOf;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    for (const Inst* op : groups[g]) groupOf[op] = g;
  }
  std::unordered_map<const Inst*, std::size_t> continuation;  // a group's first op -> the group reading its C
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const Inst* c = groups[g].front()->operands[2];
    auto from = groupOf.find(c);
    if (from != groupOf.end() && mfmaContinues(groups[from->second], groups[g])) {
      continuation[groups[from->second].front()] = g;
    }
  }
  if (continuation.empty()) return;

  std::vector<const Inst*> order;
  for (const auto& inst : insts) order.push_back(inst.get());
  // Latest group first: by the time a group moves, the one continuing it
  // sits right before its own continuation, so moves never split a chain.
  for (std::size_t g = groups.size(); g-- > 0;) {
    auto next = continuation.find(groups[g].front());
    if (next == continuation.end()) continue;
    auto from = std::find(order.begin(), order.end(), groups[g].front());
    order.erase(from, from + std::ptrdiff_t(groups[g].size()));
    auto to = std::find(order.begin(), order.end(), groups[next->second].front());
    order.insert(to, groups[g].begin(), groups[g].end());
  }
  block.reorder(order);
}

}  // namespace

void clusterMfmaChains(Function& function) {
  for (const auto& block : function.blocks()) clusterBlock(*block);
}

}  // namespace gcnjit::ir
