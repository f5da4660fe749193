// Encoding sweep lines for VOP1/VOP2/VOPC rows in their 32-bit, SDWA and DPP
// forms. Operands follow the row's columns (dst, src0..src2, mapped onto the
// fields as in isa/vop_native_columns.h): the 32-bit form takes a VGPR, an
// inline constant, an SGPR, a special register and a literal in SRC0 as far
// as the constant bus allows; SDWA lines set
// non-default selects, clamp/omod and per-source modifiers (neg/abs on float
// sources, sext on integer ones) and, on gfx9, scalar sources; DPP lines walk
// through the DPP_CTRL kinds with row/bank masks and bound_ctrl.
#include <string>

#include "isa/vop_native_columns.h"
#include "synth.h"

namespace gcnjit::sweep {
namespace {

bool isInt16(OpType t) { return t == OpType::B16 || t == OpType::I16 || t == OpType::U16; }

std::string vgpr(unsigned n, OpType t) {
  int dwords = dwordCount(t);
  if (dwords <= 1) return "v" + std::to_string(n);
  return "v[" + std::to_string(n) + ":" + std::to_string(n + dwords - 1) + "]";
}

std::string sgpr(unsigned n, OpType t) {
  if (dwordCount(t) <= 1) return "s" + std::to_string(n);
  return "s[" + std::to_string(n) + ":" + std::to_string(n + 1) + "]";
}

// A constant of the operand's kind in the 32-bit form: variant 0 an inline
// constant, 1 a literal.
std::string constant(OpType t, int variant) {
  bool fp = isFloat(t);
  if (variant == 0) return fp ? (dwordCount(t) == 2 ? "-4.0" : "0.15915494") : "-7";
  if (dwordCount(t) == 2) return "0x4f000";  // high dword of a 64-bit value
  if (isInt16(t) || t == OpType::F16 || t == OpType::V2F16) return fp ? "0x3c01" : "0x1234";
  return fp ? "0x3fc00000" : "0x12345678";
}

// The K of v_madmk/v_madak, a value of the destination's width.
const char* kConstant(const InstDesc& d) { return d.dst == OpType::F16 ? "0x4900" : "0x41200000"; }

struct Shape {
  const InstDesc& d;
  detail::VopColumns c = detail::vopColumnsOf(d);
  bool vopc() const { return d.format == Format::VOPC; }
  OpType col(int i) const { return detail::columnType(d, i); }
};

// Destinations: VCC (or an SGPR pair in SDWA) for VOPC, else dst and the
// carry-out VCC.
std::string destinations(const Shape& s, bool sdwaSdst) {
  if (s.vopc()) return sdwaSdst ? "s[4:5]" : "vcc";
  if (s.d.dst == OpType::None) return "";
  std::string out = s.d.has(iflag::SgprDst) ? sgpr(5, s.d.dst) : vgpr(1, s.d.dst);
  if (s.d.has(iflag::CarryOut)) out += ", vcc";
  return out;
}

// `first` is what the SRC0 field holds, `second` what VSRC1 holds.
std::string operands(const Shape& s, const std::string& first, const std::string& second,
                     bool sdwaSdst = false) {
  std::string out = destinations(s, sdwaSdst);
  for (int i = 0; i < 3; ++i) {
    if (s.col(i) == OpType::None) continue;
    if (!out.empty()) out += ", ";
    if (i == s.c.literal) out += kConstant(s.d);
    else if (i == s.c.carryIn) out += "vcc";
    else out += i == s.c.src0 ? first : second;
  }
  return out;
}

std::string line(const std::string& mnemonic, const std::string& ops) {
  return ops.empty() ? mnemonic : mnemonic + " " + ops;
}

// Type of the SRC0 (which = 0) or VSRC1 (which = 1) operand, None if absent.
OpType srcType(const Shape& s, int which) {
  int col = which == 0 ? s.c.src0 : s.c.vsrc1;
  return col < 0 ? OpType::None : s.col(col);
}

void synthE32(const Shape& s, std::vector<std::string>& out) {
  std::string name(s.d.mnemonic);
  OpType t0 = srcType(s, 0), t1 = srcType(s, 1);
  std::string v1 = vgpr(3, t1);
  if (t0 == OpType::None) return out.push_back(line(name, operands(s, "", "")));
  out.push_back(line(name, operands(s, vgpr(2, t0), v1)));
  if (s.d.has(iflag::SwapSrc) || s.d.has(iflag::SrcRegOnly)) return;
  out.push_back(line(name, operands(s, constant(t0, 0), v1)));
  // One scalar value per instruction (constant bus): VCC or the K literal
  // already is one.
  if (s.d.has(iflag::Literal)) out.push_back(line(name, operands(s, kConstant(s.d), v1)));  // shared
  if (s.d.has(iflag::CarryIn) || s.d.has(iflag::Literal)) return;
  out.push_back(line(name, operands(s, sgpr(2, t0), v1)));
  out.push_back(line(name, operands(s, dwordCount(t0) == 2 ? "exec" : "m0", v1)));
  out.push_back(line(name, operands(s, constant(t0, 1), v1)));
}

std::string sdwaSource(OpType t, const std::string& reg, bool modified, bool second) {
  if (!modified) return reg;
  if (!isFloat(t)) return "sext(" + reg + ")";
  return second ? "|" + reg + "|" : "-" + reg;
}

std::string sdwaControls(const Shape& s, const char* dstSel, const char* unused, const char* sel0,
                         const char* sel1) {
  std::string out;
  if (!s.vopc()) {
    out += " clamp";
    if (isFloat(s.d.dst)) out += " mul:2";
    out += std::string(" dst_sel:") + dstSel + " dst_unused:" + unused;
  }
  out += std::string(" src0_sel:") + sel0;
  if (srcType(s, 1) != OpType::None) out += std::string(" src1_sel:") + sel1;
  return out;
}

void synthSdwa(const Shape& s, std::vector<std::string>& out) {
  std::string name = std::string(s.d.mnemonic) + "_sdwa";
  OpType t0 = srcType(s, 0), t1 = srcType(s, 1);
  // VGPR sources with modifiers, VCC (VOPC) destination.
  out.push_back(line(name, operands(s, sdwaSource(t0, "v2", true, false),
                                    sdwaSource(t1, "v3", true, true))) +
                sdwaControls(s, "WORD_1", "UNUSED_PRESERVE", "BYTE_2", "WORD_0"));
  // Scalar sources (gfx9 SDWA: one SGPR, VCC included, and constants),
  // SGPR-pair destination (VOPC).
  std::string first = s.d.has(iflag::CarryIn) ? "v2" : "s2";
  out.push_back(line(name, operands(s, first, isFloat(t1) ? "-1.0" : "7", true)) +
                sdwaControls(s, "BYTE_1", "UNUSED_SEXT", "WORD_1", "BYTE_3"));
  out.push_back(line(name, operands(s, isFloat(t0) ? "0.5" : "-3", "v3")) +
                sdwaControls(s, "DWORD", "UNUSED_PAD", "BYTE_0", "DWORD"));
}

void synthDpp(const Shape& s, std::vector<std::string>& out) {
  std::string name = std::string(s.d.mnemonic) + "_dpp";
  auto mod = [&](int which, const std::string& reg, const char* pre, const char* post) {
    return isFloat(srcType(s, which)) ? pre + reg + post : reg;
  };
  std::string ops = operands(s, mod(0, "v2", "-", ""), mod(1, "v3", "|", "|"));
  std::string plain = operands(s, "v4", "v5");
  out.push_back(line(name, ops) + " quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0");
  out.push_back(line(name, plain) + " row_shl:1 row_mask:0xf bank_mask:0xf");
  out.push_back(line(name, plain) + " row_ror:15 row_mask:0x3 bank_mask:0xc");
  out.push_back(line(name, plain) + " wave_shr:1 row_mask:0xf bank_mask:0xf");
  out.push_back(line(name, ops) + " row_bcast:15 row_mask:0xf bank_mask:0xf");
}

}  // namespace

void synthVopNative(const InstDesc& d, Target, std::vector<std::string>& out) {
  Shape s{d};
  synthE32(s, out);
  if (!d.has(iflag::NoSdwa)) synthSdwa(s, out);
  if (!d.has(iflag::NoDpp)) synthDpp(s, out);
}

}  // namespace gcnjit::sweep
