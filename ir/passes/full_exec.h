// Full-EXEC versions of blocks. Most waves run with all 64 lanes enabled,
// and then every EXEC select, EXEC mask and carry-AND of a block is a
// no-op. Each block that reads the EXEC it is entered with becomes a
// dispatcher that tests EXEC == all ones and branches to one of two copies
// of its body: one where those reads are the constant all-ones mask (which
// constant folding and DCE then strip down), one unchanged. Blocks keep
// their indices and addresses, so jumps, resumes and JumpIndirect still
// enter through the dispatcher; only a full copy that leaves EXEC alone
// jumps to other blocks' full copies directly.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void specializeFullExec(Function& function);

// Whether `inst` writes EXEC (directly, through its SGPR codes, or possibly
// through an index).
bool writesExec(const Inst& inst);

}  // namespace gcnjit::ir
