// 64-bit lane arithmetic that GCN writes as 32-bit halves, read back as
// 64-bit ops where the 64-bit value is what is used.
//
// Compilers form a lane's 64-bit address as v_add_co_u32 / v_addc_co_u32
// pairs and v_lshlrev_b64, so a global access's address is Concat(lo, hi)
// over a chain of 32-bit adds, carries, shifts and ORs: some 20 vector ops
// where three 64-bit ones (zero-extend, shift, add) say the same. Starting
// at each vector Concat(lo, hi), the pass rewrites, recursively:
// - lo = P + Q, hi = H + carry(P + Q) (the carry as Select(UAddCarry(P, Q,
//   0), 1, 0)) into (P:R1) + (Q:R2) when H = R1 + R2, else into (P:H) +
//   zext(Q) (a constant Q becomes a 64-bit constant, so an address reads
//   as root + constant offset, ir/constant_offset.h);
// - lo = X << k, hi = (Y << k) | (X >> (32 - k)), 0 < k < 32 (simplify's
//   split of a 64-bit shift), into (X:Y) << k; hi = X >> (32 - k) alone is
//   the Y = 0 case;
// - a pair of Broadcasts into a Broadcast of the scalar pair, a pair whose
//   high half is the constant 0 into a zero-extension.
// Each identity holds modulo 2^64, as the halves compute it. Where every
// user of a Concat is a Load or Store with one lane mask, a carry ANDed with
// that mask (VCC under EXEC, in blocks whose EXEC is not known to be full)
// counts as the carry: the lanes it clears are lanes no user reads. A pair that
// matches no rule stays a Concat. New instructions go before the Concat
// they replace, one per pair within a block; DCE removes halves nothing
// else reads (halves that stay live keep their own ops).
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void widenRegisterPairs(Function& function);

}  // namespace gcnjit::ir
