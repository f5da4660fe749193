// Blends that keep lanes nobody reads. A VGPR write under EXEC is lifted as
// Select(EXEC, new, old register): the inactive lanes keep their old value.
// That read of the old value makes the register live before the block, and
// then before the blocks that lead there, up to the wave's start, which must
// clear it. Most such lanes are never read again: a kernel's temporaries
// are written and read under the same EXEC, and the lanes outside it are
// overwritten before EXEC grows back over them.
//
// This pass finds, for every vector value, the lanes some later read may see
// (its demanded lanes), and replaces each vector Select whose demanded lanes
// lie inside its condition (or that has none) by the selected value. Demands are None, the
// lanes of one mask value, or All; across blocks a register's demand is
// None, the lanes of EXEC at the block boundary (InExec), or All, and an
// EXEC write that may widen EXEC turns InExec into All. Lane-wise ops pass
// a demand to their vector and mask operands unchanged, And narrows it to
// the other operand's lanes, memory ops demand their address and data only
// in the lanes of their mask, and every other op demands all lanes.
// Functions with an indirect jump are left alone (any block may follow it).
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

// `stateDeadAtEnd`: nothing reads the registers after the program ends (the
// runtime); otherwise every register is demanded whole there (tests that
// check the final state).
void dropInactiveLaneBlends(Function& function, bool stateDeadAtEnd);

}  // namespace gcnjit::ir
