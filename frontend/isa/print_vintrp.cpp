// VINTRP in LLVM's syntax: "v_interp_p1_f32_e32 v0, v5, attr0.x",
// "v_interp_mov_f32_e32 v0, p10, attr0.x".
#include "isa/print_detail.h"
#include "isa/valu_detail.h"

namespace gcnjit::detail {

void printInterpOperand(std::string& out, const Inst& inst, OpType type, uint16_t code) {
  if (type == OpType::Attr) {
    out += "attr" + std::to_string(inst.interp.attr) + '.' + "xyzw"[inst.interp.chan];
    return;
  }
  // InterpSlot (Vega ISA "VINTRP": 0 = P10, 1 = P20, 2 = P0)
  static const char* kSlots[] = {"p10", "p20", "p0"};
  out += code < 3 ? kSlots[code] : "invalid_param_" + std::to_string(code);
}

void printVintrp(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  out += d.mnemonic;
  out += "_e32 ";
  printRegister(out, inst.dst, 1);
  out += ", ";
  if (d.src0 == OpType::InterpSlot)
    printInterpOperand(out, inst, d.src0, inst.src[0]);
  else
    printRegister(out, inst.src[0], 1);
  out += ", ";
  printInterpOperand(out, inst, OpType::Attr, opnd::kNone);
}

}  // namespace gcnjit::detail
