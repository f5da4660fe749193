// Operand printing shared by every format: registers and tuples, special
// registers, inline constants and literals (Vega ISA "SSRC0" field table:
// 0-101 SGPRs, 102-127 special registers, 128-208 integer constants, 235-239
// aperture registers, 240-248 float constants, 251-254 vccz/execz/scc/lds_direct).
#include <cinttypes>
#include <cstdio>

#include "isa/print_detail.h"

namespace gcnjit::detail {
namespace {

// Float inline constants 240..248 as LLVM prints them. 1/(2*pi) is printed
// with the precision of the operand type.
const char* floatConstant(uint16_t code, OpType type) {
  static const char* kNames[] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};
  if (code < 248) return kNames[code - 240];
  return dwordCount(type) == 2 ? "0.15915494309189532" : "0.15915494";
}

const char* specialName(uint16_t code, int dwords) {
  bool pair = dwords == 2;
  switch (code) {
    case 102: return pair ? "flat_scratch" : "flat_scratch_lo";
    case 103: return "flat_scratch_hi";
    case 104: return pair ? "xnack_mask" : "xnack_mask_lo";
    case 105: return "xnack_mask_hi";
    case 106: return pair ? "vcc" : "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "m0";
    case 126: return pair ? "exec" : "exec_lo";
    case 127: return "exec_hi";
    case 235: return "src_shared_base";
    case 236: return "src_shared_limit";
    case 237: return "src_private_base";
    case 238: return "src_private_limit";
    case 239: return "src_pops_exiting_wave_id";
    case 251: return "src_vccz";
    case 252: return "src_execz";
    case 253: return "src_scc";
    case 254: return "src_lds_direct";
  }
  return nullptr;
}

void printTuple(std::string& out, const char* prefix, unsigned first, int dwords) {
  char buf[32];
  if (dwords <= 1)
    std::snprintf(buf, sizeof buf, "%s%u", prefix, first);
  else
    std::snprintf(buf, sizeof buf, "%s[%u:%u]", prefix, first, first + dwords - 1);
  out += buf;
}

// Literal as LLVM prints it: small integers and float constants by value,
// everything else in hex.
void printLiteral(std::string& out, uint32_t lit, OpType type) {
  int32_t s = int32_t(lit);
  if (s >= -16 && s <= 64) {
    out += std::to_string(s);
    return;
  }
  out += hex(lit);
  (void)type;
}

}  // namespace

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64, v);
  return buf;
}

void appendSeparator(std::string& out) {
  if (!out.empty() && out.back() != ' ') out += ", ";
}

void printRegister(std::string& out, uint16_t code, int dwords) {
  if (opnd::isVgpr(code)) return printTuple(out, "v", code - opnd::kVgpr0, dwords);
  if (opnd::isAgpr(code)) return printTuple(out, "a", code - opnd::kAgpr0, dwords);
  if (code <= 101) return printTuple(out, "s", code, dwords);
  if (code >= 108 && code <= 123) return printTuple(out, "ttmp", code - 108, dwords);
  if (const char* name = specialName(code, dwords)) {
    out += name;
    return;
  }
  out += "<invalid operand " + std::to_string(code) + ">";
}

void printOperand(std::string& out, const Inst& inst, uint16_t code, OpType type) {
  if (code == opnd::kLiteral) return printLiteral(out, inst.literal, type);
  if (code >= 128 && code <= 192) {
    out += std::to_string(code - 128);
    return;
  }
  if (code >= 193 && code <= 208) {
    out += std::to_string(192 - int(code));
    return;
  }
  if (code >= 240 && code <= 248) {
    out += floatConstant(code, type);
    return;
  }
  printRegister(out, code, dwordCount(type) ? dwordCount(type) : 1);
}

}  // namespace gcnjit::detail
