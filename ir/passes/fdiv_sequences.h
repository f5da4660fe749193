// One FDivSequence op for each f32 division sequence compilers emit for
// num / den (LLVM's AMDGPU lowering of an IEEE fdiv):
//   denScaled = V_DIV_SCALE(den, den, num)   numScaled = V_DIV_SCALE(num, den, num)
//   flag      = its VCC                      r0 = V_RCP(denScaled)
//   e0 = fma(-denScaled, r0, 1.0)            r  = fma(e0, r0, r0)
//   q0 = numScaled * r                       e1 = fma(-denScaled, q0, numScaled)
//   q  = fma(e1, r, q0)                      e2 = fma(-denScaled, q, numScaled)
//   V_DIV_FIXUP(V_DIV_FMAS(e2, r, q, flag), den, num)
// Only that DAG, operand order included (the steps pick among NaN operands
// by position), on f32 values of one type. FDivSequence runs the same steps'
// lane functions, so the fixup's users read the same bits; the steps stay
// while anything else reads them, and DCE removes the rest. A backend can
// then divide once where the operands are ordinary.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void fuseDivisionSequences(Function& function);

}  // namespace gcnjit::ir
