// Source operands of the 64-bit VALU encodings: which 9-bit codes LLVM's
// disassembler accepts per operand width, and how a modified source prints.
#include "isa/print_detail.h"
#include "isa/valu_detail.h"

namespace gcnjit::detail {
namespace {

constexpr unsigned kLastSgpr = 101, kFlatScratchLo = 102, kTtmp0 = 108, kTtmp15 = 123;
constexpr unsigned kM0 = 124, kLdsDirect = 254;
// SGPR tuples of 4+ registers may reach into the unnamed s102/s103 (LLVM's
// SGPR_128/SGPR_512 classes end at s[100:103] and s[88:103]).
constexpr unsigned kLastSgprInTuples = 103;

// Odd halves of the 64-bit special registers (flat_scratch, xnack_mask, vcc,
// exec) and M0 have no wider form; null (125) has.
bool validWideSpecial(unsigned code) {
  if (code == kM0) return false;
  return code == 125 || (code - kFlatScratchLo) % 2 == 0;
}

}  // namespace

bool isValidVop3Source(unsigned code, int dwords) {
  if (code >= 256) return code - 256 + dwords <= 256;
  if ((code >= 209 && code <= 234) || code == 249 || code == 250 || code == 255) return false;
  // LLVM has no 1024-bit SGPR class: such an operand decodes as one register.
  bool single = dwords == 1 || dwords == 32;
  if (code <= kLastSgpr) {
    if (single) return true;
    unsigned align = opnd::sgprAlignment(dwords);
    return code / align * align + dwords - 1 <= kLastSgprInTuples;
  }
  if (code >= kTtmp0 && code <= kTtmp15) {
    if (single) return true;
    unsigned align = opnd::sgprAlignment(dwords);
    return (code - kTtmp0) / align * align + dwords - 1 <= kTtmp15 - kTtmp0;
  }
  if (code < 128) return dwords == 1 || validWideSpecial(code);
  if (code == kLdsDirect) return dwords == 1;
  return true;
}

void printModifiedSource(std::string& out, const Inst& inst, uint16_t code, OpType type,
                         SrcMods mods, bool neg, bool abs, bool regOnly) {
  bool floatMods = mods == SrcMods::Float;
  if (!(regOnly && code < 256 && opnd::isInlineConstant(code))) {
    if (floatMods) return printFloatModOperand(out, inst, code, type, neg, abs);
    return printIntModOperand(out, inst, code, type, mods == SrcMods::Sext && neg);
  }
  // A constant where a register belongs: LLVM still wraps it like a constant.
  bool negCall = floatMods && neg && !abs;
  if (floatMods && neg) out += negCall ? "neg(" : "-";
  if (floatMods && abs) out += '|';
  if (mods == SrcMods::Sext && neg) out += "sext(";
  out += "/*invalid immediate*/";
  if (floatMods && abs) out += '|';
  if (negCall || (mods == SrcMods::Sext && neg)) out += ')';
}

}  // namespace gcnjit::detail
