// Rewrites a block in one walk, for passes that put new instructions in
// front of the one they look at and replace values by others. Both are
// deferred: new instructions are appended and moved into place once, at
// finish(); a replaced value's later uses are renamed as the walk reaches
// them (at()). Inserting into the middle of a block, or renaming a value's
// uses at once, costs a scan of the rest of the block each time, which
// kernels with blocks of thousands of ops (unrolled MFMA loops) pay
// thousands of times.
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

class BlockRewrite {
 public:
  explicit BlockRewrite(Block& block);

  // The instructions the block had when the walk began.
  std::size_t size() const { return placedBefore_.size(); }
  // Original instruction `i`, its operands renamed by the replacements made
  // so far; the walk visits them in order.
  Inst* at(std::size_t i);
  // A new instruction (its uses counted), to stand just before original
  // instruction `before`, after those put there earlier.
  Inst* insertBefore(std::size_t before, Op op, Type type, std::vector<Inst*> operands, std::uint64_t imm);
  // Every use of `from` in the instructions the walk has not reached yet
  // names `to` instead (`from` itself then has no users left at the end).
  void replace(Inst* from, Inst* to) { replacements_[from] = to; }
  // Moves the new instructions into place. Call once, after the walk.
  void finish();

 private:
  Block& block_;
  std::unordered_map<Inst*, Inst*> replacements_;
  std::vector<std::vector<const Inst*>> placedBefore_;  // by original index
  bool inserted_ = false;
};

}  // namespace gcnjit::ir
