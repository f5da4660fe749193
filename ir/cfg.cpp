#include "ir/cfg.h"

namespace gcnjit::ir {

std::vector<std::size_t> successors(const Function& function, const Block& block) {
  const Inst* last = block.terminator();
  if (!last) return {};
  switch (last->op) {
    case Op::Jump: return {std::size_t(last->imm)};
    case Op::Branch: return {std::size_t(last->imm & 0xffffffff), std::size_t(last->imm >> 32)};
    case Op::Barrier: return {std::size_t(last->imm)};
    case Op::Trap: return {std::size_t(last->imm >> 32)};
    case Op::JumpIndirect: {
      std::vector<std::size_t> all(function.blocks().size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
      return all;
    }
    default: return {};
  }
}

std::vector<bool> blocksOnCycles(const Function& function) {
  const auto& blocks = function.blocks();
  std::vector<std::vector<std::size_t>> next(blocks.size());
  for (std::size_t b = 0; b < blocks.size(); ++b) next[b] = successors(function, *blocks[b]);
  // A search from each block's successors for the block itself: kernels
  // have tens of blocks.
  std::vector<bool> onCycle(blocks.size(), false);
  for (std::size_t start = 0; start < blocks.size(); ++start) {
    std::vector<bool> seen(blocks.size(), false);
    std::vector<std::size_t> stack = next[start];
    while (!stack.empty() && !onCycle[start]) {
      std::size_t b = stack.back();
      stack.pop_back();
      if (b == start) onCycle[start] = true;
      if (seen[b]) continue;
      seen[b] = true;
      stack.insert(stack.end(), next[b].begin(), next[b].end());
    }
  }
  return onCycle;
}

}  // namespace gcnjit::ir
