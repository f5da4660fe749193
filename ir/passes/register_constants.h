// Registers that hold one constant at a block's entry, on every path there.
//
// Blocks communicate through guest registers, so a value set before a loop
// (`v_mov_b32 v1, 0` as the high half of every lane's 64-bit index) is a
// GetVGPR inside the loop, unknown to the passes that work within a block:
// the address stays Concat(index, v1) where ZExt(index) says the same.
//
// A forward dataflow over the CFG finds, per block entry, the SGPRs and
// VGPRs whose value is the same constant on every path from the kernel's
// entry (a VGPR: the same constant in all 64 lanes, as a SetVGPR of a
// Broadcast constant writes it). The entry block starts with every register
// unknown, as do the blocks after Trap and Gws (the runtime may change a
// wave's registers there); Set*Indexed makes its whole register file
// unknown. Each Get of such a register before any Set of it in the block
// becomes the constant, for constant folding and the other passes to use.
// Functions with an indirect jump are left alone (any block may follow it).
#pragma once

#include <cstdint>

#include "ir/ir.h"

namespace gcnjit::ir {

// `entryPc`: the GCN address of the block the kernel starts at
// (Function::blockAt); nothing is changed when the function has none.
void propagateRegisterConstants(Function& function, std::uint64_t entryPc);

}  // namespace gcnjit::ir
