// VOP3A/VOP3B in LLVM's syntax: mnemonic (+ "_e64" for the VOP3 form of a
// VOP1/VOP2/VOPC/VINTRP row), destinations (vdst, then sdst of VOP3B),
// sources with modifiers, then op_sel, high, clamp and omod:
//   v_add_f32_e64 v0, -v1, |v2| clamp mul:2
//   v_add_co_u32_e64 v1, s[0:1], s0, v1
//   v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]
#include "isa/print_detail.h"
#include "isa/valu_detail.h"

namespace gcnjit::detail {
namespace {

// An SGPR destination (VOPC result, v_readlane_b32) decodes like a source:
// constants print as invalid immediates.
void printScalarDst(std::string& out, const Inst& inst, uint16_t code, OpType type) {
  printModifiedSource(out, inst, code, type, SrcMods::None, false, false, true);
}

void printDestinations(std::string& out, const InstDesc& d, const Vop3Profile& p, const Inst& inst) {
  if (d.format == Format::VOPC)
    printScalarDst(out, inst, inst.sdst, d.dst);
  else if (d.has(iflag::SgprDst))
    printScalarDst(out, inst, inst.dst, d.dst);
  else if (d.dst != OpType::None)
    printRegister(out, inst.dst, dwordCount(d.dst));
  if (p.sdst) {
    appendSeparator(out);
    printRegister(out, inst.sdst, 2);
  }
}

void printSources(std::string& out, const InstDesc& d, const Vop3Profile& p, const Inst& inst) {
  for (int col = 0; col < p.numSrcs; ++col) {
    appendSeparator(out);
    OpType t = sourceType(d, col);
    if (t == OpType::Attr || t == OpType::InterpSlot) {
      printInterpOperand(out, inst, t, inst.src[col]);
      continue;
    }
    // Interpolation values, the carry-in lane mask, SrcRegOnly src0 and
    // operands wider than 64 bits (LLVM: VReg_128) must be registers.
    bool regOnly = p.interp || (col == 2 && d.has(iflag::CarryIn)) ||
                   (col == 0 && d.has(iflag::SrcRegOnly)) || dwordCount(t) > 2;
    printModifiedSource(out, inst, inst.src[col], t, p.mods[col], inst.neg >> col & 1,
                        inst.abs >> col & 1, regOnly);
  }
}

const char* omodName(unsigned omod) {
  static const char* kNames[] = {"", " mul:2", " mul:4", " div:2"};
  return kNames[omod & 3];
}

}  // namespace

void printBitList(std::string& out, const char* name, unsigned bits, int count) {
  out += ' ';
  out += name;
  out += ":[";
  for (int i = 0; i < count; ++i) {
    if (i) out += ',';
    out += char('0' + (bits >> i & 1));
  }
  out += ']';
}

void printVop3(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  Vop3Profile p = vop3Profile(d);
  std::string operands;
  printDestinations(operands, d, p, inst);
  printSources(operands, d, p, inst);
  out += d.mnemonic;
  // LLVM marks a VOP3 form "_e64" unless it has no operands (v_nop, v_clrexcp).
  if (inst.form == Form::E64 && !operands.empty()) out += "_e64";
  if (!operands.empty()) out += ' ' + operands;
  // op_sel lists the sources, then the destination (bit 3).
  if (p.opSel && inst.opSel)
    printBitList(out, "op_sel", (inst.opSel & ((1u << p.numSrcs) - 1)) | (inst.opSel >> 3 & 1) << p.numSrcs,
                 p.numSrcs + 1);
  if (inst.interp.high) out += " high";
  if (inst.clamp) out += " clamp";
  out += omodName(inst.omod);
}

}  // namespace gcnjit::detail
