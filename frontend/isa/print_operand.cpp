// Operand printing shared by every format: registers and tuples, special
// registers, inline constants and literals (Vega ISA "SSRC0" field table:
// 0-101 SGPRs, 102-127 special registers, 128-208 integer constants, 235-239
// aperture registers, 240-248 float constants, 251-254 vccz/execz/scc/lds_direct).
#include <cinttypes>
#include <cstdio>
#include <iterator>

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

// Wider operands name the pair too (LLVM prints s_load_dwordx4 vcc, ...).
const char* specialName(uint16_t code, int dwords) {
  bool pair = dwords >= 2;
  switch (code) {
    case 102: return pair ? "flat_scratch" : "flat_scratch_lo";
    case 103: return "flat_scratch_hi";
    case 104: return pair ? "xnack_mask" : "xnack_mask_lo";
    case 105: return "xnack_mask_hi";
    case 106: return pair ? "vcc" : "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "m0";
    case 125: return "null";  // LLVM 15 names the gfx10 null register on gfx9 too
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

bool isInt16(OpType t) { return t == OpType::B16 || t == OpType::I16 || t == OpType::U16; }
bool isHalf(OpType t) { return t == OpType::F16 || t == OpType::V2F16; }

// Bit patterns of the float inline constants 240..248 (0.5 ... 1/(2*pi)).
constexpr uint32_t kFloatBits[] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                   0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
constexpr uint16_t kHalfBits[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                  0xc000, 0x4400, 0xc400, 0x3118};

// Appends the name of the float constant whose bits in `table` equal `v`.
template <typename T, size_t N>
bool printFloatBits(std::string& out, uint32_t v, const T (&table)[N], OpType type) {
  for (size_t i = 0; i < N; ++i) {
    if (table[i] == v) {
      out += floatConstant(uint16_t(240 + i), type);
      return true;
    }
  }
  return false;
}

// 16-bit operands read the low half of the literal dword: LLVM prints it as a
// small integer if it is one, on f16 operands as a float constant if the
// value has that constant's bits (the whole dword for f16, the low half for
// packed v2f16), and otherwise as the low half in hex.
void printLiteral16(std::string& out, uint32_t lit, OpType type) {
  uint16_t lo = uint16_t(lit);
  if (int16_t(lo) >= -16 && int16_t(lo) <= 64) {
    out += std::to_string(int16_t(lo));
    return;
  }
  if (isHalf(type) && printFloatBits(out, type == OpType::F16 ? lit : lo, kHalfBits, type)) return;
  out += hex(lo);
}

// Literal as LLVM prints it: small integers and float constants by value,
// everything else in hex.
void printLiteral(std::string& out, uint32_t lit, OpType type) {
  if (dwordCount(type) == 2) {  // zero-extended to 64 bits
    out += lit <= 64 ? std::to_string(lit) : hex(lit);
    return;
  }
  if (isInt16(type) || isHalf(type)) return printLiteral16(out, lit, type);
  int32_t s = int32_t(lit);
  if (s >= -16 && s <= 64) {
    out += std::to_string(s);
    return;
  }
  if (printFloatBits(out, lit, kFloatBits, type)) return;
  out += hex(lit);
}

}  // namespace

void appendSeparator(std::string& out) {
  if (!out.empty() && out.back() != ' ') out += ", ";
}

void printRegister(std::string& out, uint16_t code, int dwords) {
  if (opnd::isVgpr(code)) return printTuple(out, "v", code - opnd::kVgpr0, dwords);
  if (opnd::isAgpr(code)) return printTuple(out, "a", code - opnd::kAgpr0, dwords);
  // SGPR/TTMP tuples: the low bits of an unaligned start are ignored.
  unsigned align = opnd::sgprAlignment(dwords);
  if (code <= 101) return printTuple(out, "s", code / align * align, dwords);
  if (code >= 108 && code <= 123) return printTuple(out, "ttmp", (code - 108u) / align * align, dwords);
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
    // LLVM reads a float constant on a 16-bit integer operand as its f16 bits.
    out += isInt16(type) ? hex(kHalfBits[code - 240]) : floatConstant(code, type);
    return;
  }
  printRegister(out, code, dwordCount(type) ? dwordCount(type) : 1);
}

void printFloatModOperand(std::string& out, const Inst& inst, uint16_t code, OpType type,
                          bool neg, bool abs) {
  // A negated constant without abs is neg(c): -1 would read as another constant.
  bool negCall = neg && !abs && opnd::isConstant(code);
  if (neg) out += negCall ? "neg(" : "-";
  if (abs) out += '|';
  printOperand(out, inst, code, type);
  if (abs) out += '|';
  if (negCall) out += ')';
}

void printIntModOperand(std::string& out, const Inst& inst, uint16_t code, OpType type, bool sext) {
  if (sext) out += "sext(";
  printOperand(out, inst, code, type);
  if (sext) out += ')';
}

}  // namespace gcnjit::detail
