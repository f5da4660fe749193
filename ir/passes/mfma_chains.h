// Clusters chains of matrix instructions (ir/matrix_chain.h): a group of
// Mfma ops that another group continues moves down to just before it, so
// that every chain ends up contiguous, its instructions in their original
// order. Mfma ops are pure and their only users are the groups they move
// next to, so the block computes the same; the x64 backend then keeps the
// accumulators in registers across the chain instead of storing and
// reloading them between instructions.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void clusterMfmaChains(Function& function);

}  // namespace gcnjit::ir
