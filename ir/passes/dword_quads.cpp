#include "ir/passes/dword_quads.h"

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/dword_quad.h"

namespace gcnjit::ir {
namespace {

void clusterBlock(Block& block) {
  const auto& insts = block.insts();
  std::unordered_set<const Inst*> sunk;                                 // emitted with their run's last op
  std::unordered_map<const Inst*, std::vector<const Inst*>> quadEndingAt;  // last op -> the quad or pair in order
  auto sink = [&](auto ops) {
    for (std::size_t k = 0; k + 1 < ops.size(); ++k) sunk.insert(ops[k]);
    quadEndingAt[ops.back()] = {ops.begin(), ops.end()};
  };
  for (std::size_t i = 0; i < insts.size(); ++i) {
    if (sunk.count(insts[i].get()) || quadEndingAt.count(insts[i].get())) continue;
    if (std::optional<DwordQuad> quad = dwordQuadAt(block, i)) {
      if (quad->last != i + 3) sink(quad->ops);  // else contiguous already
    } else if (std::optional<DwordPair> pair = dwordPairAt(block, i)) {
      if (pair->last != i + 1) sink(pair->ops);
    }
  }
  if (sunk.empty()) return;
  std::vector<const Inst*> order;
  for (const auto& inst : insts) {
    if (sunk.count(inst.get())) continue;
    auto quad = quadEndingAt.find(inst.get());
    if (quad == quadEndingAt.end()) {
      order.push_back(inst.get());
    } else {
      order.insert(order.end(), quad->second.begin(), quad->second.end());
    }
  }
  block.reorder(order);
}

}  // namespace

void clusterDwordQuads(Function& function) {
  for (const auto& block : function.blocks()) clusterBlock(*block);
}

}  // namespace gcnjit::ir
