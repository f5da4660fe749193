#include "ir/cfg.h"

#include <algorithm>

namespace gcnjit::ir {

std::vector<std::size_t> successors(const Function& function, const Block& block) {
  const Inst* last = block.terminator();
  if (!last) return {};
  switch (last->op) {
    case Op::Jump: return {std::size_t(last->imm)};
    case Op::Branch: return {std::size_t(last->imm & 0xffffffff), std::size_t(last->imm >> 32)};
    case Op::Barrier: return {std::size_t(last->imm)};
    case Op::Trap: case Op::Gws: return {std::size_t(last->imm >> 32)};
    case Op::JumpIndirect: {
      std::vector<std::size_t> all(function.blocks().size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
      return all;
    }
    default: return {};
  }
}

// Tarjan's strongly connected components, iteratively: a block lies on a
// cycle when its component has more than one block or it jumps to itself.
// Linear in blocks and edges (GCC's OpenMP kernels have thousands of
// blocks).
std::vector<bool> blocksOnCycles(const Function& function) {
  const auto& blocks = function.blocks();
  std::size_t n = blocks.size();
  std::vector<std::vector<std::size_t>> next(n);
  for (std::size_t b = 0; b < n; ++b) next[b] = successors(function, *blocks[b]);
  constexpr std::size_t kUnvisited = ~std::size_t(0);
  std::vector<std::size_t> index(n, kUnvisited), low(n, 0);
  std::vector<bool> onStack(n, false), onCycle(n, false);
  std::vector<std::size_t> component;  // Tarjan's stack
  struct Visit {
    std::size_t block, edge;
  };
  std::vector<Visit> visits;
  std::size_t counter = 0;
  auto enter = [&](std::size_t b) {
    index[b] = low[b] = counter++;
    component.push_back(b);
    onStack[b] = true;
    visits.push_back({b, 0});
  };
  for (std::size_t root = 0; root < n; ++root) {
    if (index[root] != kUnvisited) continue;
    enter(root);
    while (!visits.empty()) {
      std::size_t b = visits.back().block;
      if (visits.back().edge < next[b].size()) {
        std::size_t s = next[b][visits.back().edge++];
        if (s == b) onCycle[b] = true;
        if (index[s] == kUnvisited) {
          enter(s);
        } else if (onStack[s]) {
          low[b] = std::min(low[b], index[s]);
        }
        continue;
      }
      visits.pop_back();
      if (!visits.empty()) low[visits.back().block] = std::min(low[visits.back().block], low[b]);
      if (low[b] != index[b]) continue;
      std::size_t first = component.size();
      do {
        --first;
        onStack[component[first]] = false;
      } while (component[first] != b);
      if (component.size() - first > 1) {
        for (std::size_t i = first; i < component.size(); ++i) onCycle[component[i]] = true;
      }
      component.resize(first);
    }
  }
  return onCycle;
}

}  // namespace gcnjit::ir
