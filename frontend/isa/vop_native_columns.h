// How the fields of a VOP1/VOP2/VOPC 32-bit encoding (and of its SDWA and DPP
// words) map onto a row's operand columns src0..src2: an Imm32 column is the
// trailing K literal (v_madmk/v_madak), the src2 column of a CarryIn row is
// the implicit VCC, and the remaining source columns take SRC0 and then
// VSRC1, in order. Shared by the decoder and the printer of these formats.
#pragma once
#include "isa/inst_desc.h"

namespace gcnjit::detail {

struct VopColumns {
  int src0 = -1, vsrc1 = -1, literal = -1, carryIn = -1;  // column index or -1
};

inline OpType columnType(const InstDesc& d, int column) {
  const OpType types[3] = {d.src0, d.src1, d.src2};
  return types[column];
}

inline VopColumns vopColumnsOf(const InstDesc& d) {
  VopColumns c;
  for (int i = 0; i < 3; ++i) {
    OpType t = columnType(d, i);
    if (t == OpType::None) continue;
    if (t == OpType::Imm32) c.literal = i;
    else if (i == 2 && d.has(iflag::CarryIn)) c.carryIn = i;
    else if (c.src0 < 0) c.src0 = i;
    else c.vsrc1 = i;
  }
  return c;
}

}  // namespace gcnjit::detail
