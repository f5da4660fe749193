// Get/set forwarding within each block:
// - a Get of a location whose value is known (from an earlier Get or Set in
//   the block) is replaced by that value;
// - a Set storing the value the location already holds is removed;
// - a Set overwritten by a later Set with no read in between is removed.
// Sets that are still live at the end of a block stay: the state is visible
// to the next block. Ops flagged ReadsExec count as reads of EXEC.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void forwardGetSet(Function& function);

}  // namespace gcnjit::ir
