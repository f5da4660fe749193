// Algebraic simplification of patterns the lifter leaves behind:
// - identities: x + 0, x - 0, x | 0, x ^ 0, x & ~0, x * 1 (scalar or vector
//   constants, also through Bitcasts: the pipeline runs it again after
//   full-EXEC versions make EXEC a constant) are x;
// - Trunc(Concat(lo, hi)) is lo;
// - 64-bit shifts of a register pair by a constant k < 32 read back as
//   halves (v_lshlrev_b64 and friends): the low half of (lo:hi << k) is
//   lo << k, the high half (its LShr by 32) is (hi << k) | (lo >> (32 - k)),
//   so the 64-bit Concat/Shl/LShr/Trunc chain becomes three 32-bit ops;
// - Concat(Trunc x, Trunc(x >> 32)) is x (a register pair written and read
//   back whole: SGPR pairs, EXEC, VCC);
// - a Bitcast to its operand's type, or back through another Bitcast, is
//   the original value.
// New instructions go where the replaced one was; DCE removes what is left.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void simplify(Function& function);

}  // namespace gcnjit::ir
