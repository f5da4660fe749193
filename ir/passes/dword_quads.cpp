#include "ir/passes/dword_quads.h"

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/dword_quad.h"

namespace gcnjit::ir {
namespace {

void clusterBlock(Block& block) {
  const auto& insts = block.insts();
  std::unordered_set<const Inst*> sunk;                                 // emitted with their quad's last op
  std::unordered_map<const Inst*, std::vector<const Inst*>> quadEndingAt;  // last op -> the quad in order
  for (std::size_t i = 0; i < insts.size(); ++i) {
    if (sunk.count(insts[i].get()) || quadEndingAt.count(insts[i].get())) continue;
    std::optional<DwordQuad> quad = dwordQuadAt(block, i);
    if (!quad || quad->last == i + 3) continue;  // none, or contiguous already
    for (unsigned k = 0; k < 3; ++k) sunk.insert(quad->ops[k]);
    quadEndingAt[quad->ops[3]] = {quad->ops.begin(), quad->ops.end()};
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
