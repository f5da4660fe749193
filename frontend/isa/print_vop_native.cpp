// VOP1/VOP2/VOPC rows in their 32-bit, SDWA and DPP forms, as llvm-objdump-15
// prints them: mnemonic and form suffix, destinations (implicit VCC included),
// sources in column order, then the SDWA or DPP controls.
#include "isa/print_detail.h"
#include "isa/vop_native_columns.h"

namespace gcnjit::detail {
namespace {

constexpr int kMaskDwords = 2;  // VCC and SGPR-pair lane masks (wave64)

// LLVM appends _e32 where it prints a VGPR destination as a VOP destination:
// VOPC always; not rows without a destination or with an SGPR one, nor the
// single-encoding rows v_swap_b32 and the K forms v_madmk/v_madak.
bool hasE32Suffix(const InstDesc& d) {
  if (d.format == Format::VOPC) return true;
  return d.dst != OpType::None && !d.has(iflag::SgprDst) && !d.has(iflag::Literal) &&
         !d.has(iflag::SwapSrc);
}

const char* formSuffix(const Inst& inst) {
  switch (inst.form) {
    case Form::Sdwa: return "_sdwa";
    case Form::Dpp: return "_dpp";
    default: return hasE32Suffix(inst.desc()) ? "_e32" : "";
  }
}

// Operands LLVM decodes into a register class (the SGPR destination and
// SrcRegOnly sources of v_readfirstlane_b32): constants print as a comment.
void printRegisterOnly(std::string& out, const Inst& inst, uint16_t code, OpType type) {
  if (opnd::isConstant(code)) out += "/*invalid immediate*/";
  else printOperand(out, inst, code, type);
}

void printDestinations(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  if (d.format == Format::VOPC) return printRegister(out, inst.sdst, kMaskDwords);
  if (d.dst == OpType::None) return;
  if (d.has(iflag::SgprDst)) printRegisterOnly(out, inst, inst.dst, d.dst);
  else printRegister(out, inst.dst, dwordCount(d.dst));
  if (d.has(iflag::CarryOut)) {
    out += ", ";
    printRegister(out, inst.sdst, kMaskDwords);
  }
}

bool rowHasFloatSource(const InstDesc& d) {
  return isFloat(d.src0) || isFloat(d.src1) || isFloat(d.src2);
}

// Source `i` (0: SRC0 field, 1: VSRC1 field) with the modifiers of its form.
// SDWA: float sources neg/abs, integer ones sext. DPP: float sources
// neg/abs; integer sources of rows with a float source read the neg bit as
// sext; IntSrcMods rows carry bits LLVM does not print.
void printSource(std::string& out, const Inst& inst, uint16_t code, OpType type, int i) {
  const InstDesc& d = inst.desc();
  bool neg = (inst.neg >> i) & 1, abs = (inst.abs >> i) & 1;
  switch (inst.form) {
    case Form::Sdwa:
      if (isFloat(type)) return printFloatModOperand(out, inst, code, type, neg, abs);
      return printIntModOperand(out, inst, code, type, i == 0 ? inst.sdwa.src0Sext : inst.sdwa.src1Sext);
    case Form::Dpp:
      if (isFloat(type)) return printFloatModOperand(out, inst, code, type, neg, abs);
      if (rowHasFloatSource(d) && !d.has(iflag::IntSrcMods))
        return printIntModOperand(out, inst, code, type, neg);
      return printOperand(out, inst, code, type);
    default:
      if (d.has(iflag::SrcRegOnly)) return printRegisterOnly(out, inst, code, type);
      return printOperand(out, inst, code, type);
  }
}

void printSources(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  VopColumns c = vopColumnsOf(d);
  for (int col = 0; col < 3; ++col) {
    OpType type = columnType(d, col);
    if (type == OpType::None) continue;
    out += ", ";
    if (col == c.literal) {
      out += hex(inst.literal);  // the K constant prints as raw hex
    } else if (col == c.carryIn) {
      printRegister(out, inst.src[col], kMaskDwords);
    } else {
      // v_madmk: LLVM reads a literal SRC0 through the 32-bit K operand after it.
      bool kFollows = col == 0 && c.literal == 1 && inst.src[col] == opnd::kLiteral;
      printSource(out, inst, inst.src[col], kFollows ? OpType::B32 : type, col == c.src0 ? 0 : 1);
    }
  }
}

const char* selName(unsigned sel) {
  static const char* kNames[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
  return kNames[sel];
}

// DST_U: 0 pad, 1 sign-extend, 2 preserve; LLVM prints the reserved 3 as pad.
const char* dstUnusedName(unsigned u) {
  static const char* kNames[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD"};
  return kNames[u];
}

void printSdwaControls(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  static const char* kOmod[] = {"", " mul:2", " mul:4", " div:2"};
  if (inst.clamp) out += " clamp";
  out += kOmod[inst.omod];
  if (d.format != Format::VOPC) {
    out += std::string(" dst_sel:") + selName(inst.sdwa.dstSel);
    out += std::string(" dst_unused:") + dstUnusedName(inst.sdwa.dstUnused);
  }
  out += std::string(" src0_sel:") + selName(inst.sdwa.src0Sel);
  if (vopColumnsOf(d).vsrc1 >= 0) out += std::string(" src1_sel:") + selName(inst.sdwa.src1Sel);
}

// DPP_CTRL (Vega ISA "DPP_CTRL Enumeration"); LLVM prints reserved values
// as comments, naming the gfx90a/gfx10 controls.
std::string dppCtrlText(unsigned ctrl) {
  auto n = [](unsigned v) { return std::to_string(v); };
  if (ctrl <= 0xff)
    return "quad_perm:[" + n(ctrl & 3) + "," + n((ctrl >> 2) & 3) + "," + n((ctrl >> 4) & 3) + "," +
           n((ctrl >> 6) & 3) + "]";
  unsigned low = ctrl & 0xf;
  if (ctrl >= 0x101 && ctrl <= 0x10f) return "row_shl:" + n(low);
  if (ctrl >= 0x111 && ctrl <= 0x11f) return "row_shr:" + n(low);
  if (ctrl >= 0x121 && ctrl <= 0x12f) return "row_ror:" + n(low);
  switch (ctrl) {
    case 0x130: return "wave_shl:1";
    case 0x134: return "wave_rol:1";
    case 0x138: return "wave_shr:1";
    case 0x13c: return "wave_ror:1";
    case 0x140: return "row_mirror";
    case 0x141: return "row_half_mirror";
    case 0x142: return "row_bcast:15";
    case 0x143: return "row_bcast:31";
  }
  if (ctrl >= 0x150 && ctrl <= 0x15f)
    return " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */";
  if (ctrl >= 0x160 && ctrl <= 0x16f) return "/* row_xmask is not supported on ASICs earlier than GFX10 */";
  return "/* Invalid dpp_ctrl value */";
}

void printDppControls(std::string& out, const Inst& inst) {
  out += " " + dppCtrlText(inst.dpp.ctrl);
  out += " row_mask:" + hex(inst.dpp.rowMask) + " bank_mask:" + hex(inst.dpp.bankMask);
  if (inst.dpp.boundCtrl) out += " bound_ctrl:1";
}

}  // namespace

void printVopNative(std::string& out, const Inst& inst, Target) {
  out += inst.desc().mnemonic;
  out += formSuffix(inst);
  std::string operands;
  printDestinations(operands, inst);
  printSources(operands, inst);
  if (operands.starts_with(", ")) operands.erase(0, 2);
  if (!operands.empty()) out += " " + operands;
  if (inst.form == Form::Sdwa) printSdwaControls(out, inst);
  if (inst.form == Form::Dpp) printDppControls(out, inst);
}

}  // namespace gcnjit::detail
