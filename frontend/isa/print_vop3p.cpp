// VOP3P in LLVM's syntax. Packed math and dot products list their modifiers
// per source, omitting defaults (op_sel_hi defaults to all ones):
//   v_pk_add_f16 v0, v1, v2 op_sel_hi:[0,1] neg_lo:[1,0] clamp
// v_mad_mix/v_fma_mix print abs/neg on the operands and op_sel_hi when set;
// matrix ops print AccVGPR tuples and nonzero cbsz/abid/blgp:
//   v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:2 blgp:3
#include "isa/print_detail.h"
#include "isa/valu_detail.h"

namespace gcnjit::detail {
namespace {

// Packed 16-bit integer lanes read a float inline constant as its f16 bits,
// as scalar 16-bit integer operands do (LLVM prints 0.5 as 0x3800).
OpType constantType(OpType t) {
  using enum OpType;
  return t == V2I16 || t == V2U16 || t == V2B16 ? I16 : t;
}

void printPacked(std::string& out, const InstDesc& d, const Vop3Profile& p, const Inst& inst) {
  bool mix = p.kind == Vop3Kind::Mix;
  for (int col = 0; col < p.numSrcs; ++col) {
    out += ", ";
    if (mix)
      printModifiedSource(out, inst, inst.src[col], sourceType(d, col), SrcMods::Float,
                          inst.neg >> col & 1, inst.abs >> col & 1);
    else
      printOperand(out, inst, inst.src[col], constantType(sourceType(d, col)));
  }
  unsigned all = (1u << p.numSrcs) - 1;
  if (inst.opSel) printBitList(out, "op_sel", inst.opSel, p.numSrcs);
  if (mix ? inst.opSelHi != 0 : inst.opSelHi != all) printBitList(out, "op_sel_hi", inst.opSelHi, p.numSrcs);
  if (!mix && inst.neg) printBitList(out, "neg_lo", inst.neg, p.numSrcs);
  if (!mix && inst.negHi) printBitList(out, "neg_hi", inst.negHi, p.numSrcs);
  if (inst.clamp) out += " clamp";
}

// Matrix sources: src0/src1 must be registers; an SGPR or TTMP src2 wider
// than LLVM's widest scalar class (1024 bits) prints as its first register.
void printMai(std::string& out, const InstDesc& d, const Inst& inst) {
  for (int col = 0; col < 3; ++col) {
    out += ", ";
    OpType t = sourceType(d, col);
    uint16_t code = inst.src[col];
    bool scalarRegister = code <= 123 && (code <= 101 || code >= 108);
    if (col == 2 && dwordCount(t) == 32 && scalarRegister)
      printRegister(out, code, 1);
    else
      printModifiedSource(out, inst, code, t, SrcMods::None, false, false, col < 2);
  }
  if (inst.mai.cbsz) out += " cbsz:" + std::to_string(inst.mai.cbsz);
  if (inst.mai.abid) out += " abid:" + std::to_string(inst.mai.abid);
  if (inst.mai.blgp) out += " blgp:" + std::to_string(inst.mai.blgp);
}

}  // namespace

void printVop3p(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  Vop3Profile p = vop3Profile(d);
  out += d.mnemonic;
  out += ' ';
  printRegister(out, inst.dst, dwordCount(d.dst));
  switch (p.kind) {
    case Vop3Kind::Mai:
      printMai(out, d, inst);
      break;
    case Vop3Kind::AccMove:
      out += ", ";
      printOperand(out, inst, inst.src[0], d.src0);
      break;
    default:
      printPacked(out, d, p, inst);
      break;
  }
}

}  // namespace gcnjit::detail
