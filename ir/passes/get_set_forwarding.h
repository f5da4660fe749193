// Get/set forwarding within each block:
// - a Get of a location whose value is known (from an earlier Get or Set in
//   the block) is replaced by that value;
// - a Set storing the value the location already holds is removed;
// - a Set overwritten by a later Set with no read in between is removed.
// Sets that are still live at the end of a block stay: the state is visible
// to the next block. Ops flagged ReadsExec count as reads of EXEC.
// forwardGetSetDroppingDeadState also drops the register Sets (SGPR, VGPR,
// AccVGPR, VCC, SCC) still unread at a block's end that no later block reads
// before writing (ir/register_use.h): for the runtime, where nobody looks at
// a wave's registers between its instructions or after s_endpgm (the
// instruction tests do).
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void forwardGetSet(Function& function);
void forwardGetSetDroppingDeadState(Function& function);

}  // namespace gcnjit::ir
