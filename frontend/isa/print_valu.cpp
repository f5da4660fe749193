// Vector ALU printing: the 32-bit VOP1/VOP2/VOPC forms (Native, SDWA, DPP)
// go to printVopNative; VOP3 (VOP3-only rows and every _e64 form), VOP3P and
// VINTRP are printed by their family printers (isa/valu_detail.h).
#include "isa/print_detail.h"
#include "isa/valu_detail.h"

namespace gcnjit::detail {

void printValu(std::string& out, const Inst& inst, Target target, uint64_t) {
  switch (inst.desc().format) {
    case Format::VOP3: return printVop3(out, inst);
    case Format::VOP3P: return printVop3p(out, inst);
    case Format::VINTRP: return inst.form == Form::E64 ? printVop3(out, inst) : printVintrp(out, inst);
    default: return inst.form == Form::E64 ? printVop3(out, inst) : printVopNative(out, inst, target);
  }
}

}  // namespace gcnjit::detail
