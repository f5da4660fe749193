// Encoding sweep lines for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM rows.
// Operands follow the row's columns and widths. Register operands walk
// through SGPRs (low and high, aligned tuples), vcc, m0/exec and TTMPs;
// scalar sources add inline integer and float constants, aperture registers
// and a literal (never two different literals in one line); immediate kinds
// take values that exercise their printing (hwreg defaults, waitcnt
// counters, sendmsg operations and streams, gpr_idx sets, hex/decimal
// cut-offs); SMEM lines vary the offset (immediate, negative, SGPR, M0,
// SGPR + immediate) and glc.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "isa/inst_desc.h"
#include "synth.h"

namespace gcnjit::sweep {
namespace {

bool isRegister(OpType t) { return dwordCount(t) > 0; }

std::string tuple(const char* prefix, unsigned first, int dwords) {
  if (dwords <= 1) return prefix + std::to_string(first);
  return std::string(prefix) + "[" + std::to_string(first) + ":" +
         std::to_string(first + dwords - 1) + "]";
}

// Register operand of `dwords` registers, variant v (0..4): a low SGPR tuple,
// vcc (or TTMPs for wide tuples), the highest aligned SGPR tuple, the highest
// TTMP tuple, m0/exec.
constexpr int kRegisterVariants = 5;
std::string reg(int dwords, int v) {
  unsigned align = dwords >= 4 ? 4 : unsigned(dwords);
  switch (v % kRegisterVariants) {
    case 0: return tuple("s", dwords == 1 ? 5 : 2u * dwords, dwords);
    case 1:
      if (dwords <= 2) return dwords == 1 ? "vcc_lo" : "vcc";
      return tuple("ttmp", 0, dwords);
    case 2: return tuple("s", (102u - dwords) / align * align, dwords);
    case 3: return tuple("ttmp", dwords == 1 ? 11 : 16u - dwords, dwords);
    default:
      if (dwords <= 2) return dwords == 1 ? "m0" : "exec";
      return tuple("s", 0, dwords);
  }
}

// Scalar source, variant v (0..7): registers (variants of reg()), inline
// integer and float constants, an aperture register and a literal.
constexpr int kSourceVariants = 8;
constexpr int kLiteralVariant = 3;
constexpr int kApertureVariant = 7;
std::string source(OpType t, int v, bool& constant) {
  int dwords = dwordCount(t);
  constant = true;
  switch (v % kSourceVariants) {
    case 1: return dwords == 2 ? "-16" : "64";
    case kLiteralVariant: return "0x12345678";
    case 5: return dwords == 2 ? "-4.0" : "0.5";
    case kApertureVariant:
      constant = false;
      return dwords == 2 ? "src_shared_base" : "src_private_limit";
    default: {  // 0, 2, 4, 6: low SGPRs, vcc, m0/exec, TTMPs
      static constexpr int kRegisterOf[] = {0, 1, 4, 3};
      constant = false;
      return reg(dwords, kRegisterOf[v / 2]);
    }
  }
}

// Values of an immediate column, chosen for how LLVM prints them.
std::vector<std::string> immediates(const InstDesc& d, OpType t) {
  bool sopk = d.format == Format::SOPK;
  switch (t) {
    case OpType::Simm16: return {"0x8000", "0x7fff", "0x0", "0xfffe"};
    case OpType::Uimm16:
      if (sopk) return {"0xffff", "0x0", "0x41"};
      if (d.format == Format::SMEM) return {"0", "7"};
      return {"0", "64", "0x41", "0xffff"};
    case OpType::Label: return {"0", "5", "65533"};
    case OpType::OptImm16: return {"", "3"};
    case OpType::Waitcnt:
      return {"vmcnt(0) lgkmcnt(0)", "vmcnt(63) expcnt(7) lgkmcnt(15)", "expcnt(2)",
              "vmcnt(40) lgkmcnt(3)"};
    case OpType::SendMsg:
      return {"sendmsg(MSG_GS_DONE, GS_OP_NOP)", "sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)",
              "sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)", "sendmsg(MSG_INTERRUPT)",
              "sendmsg(MSG_GET_DOORBELL)", "2047"};
    case OpType::Hwreg:
      return {"hwreg(HW_REG_MODE, 0, 4)", "hwreg(HW_REG_HW_ID)",
              "hwreg(HW_REG_SH_MEM_BASES, 31, 1)", "hwreg(63, 1, 32)"};
    case OpType::GprIdxMode: return {"gpr_idx(SRC0,DST)", "gpr_idx()", "gpr_idx(SRC0,SRC1,SRC2,DST)"};
    case OpType::Imm32: return {"0x12345678", "0.5", "-16"};
    default: return {};
  }
}

std::string join(const std::string& mnemonic, const std::vector<std::string>& operands) {
  std::string out(mnemonic);
  bool first = true;
  for (const std::string& o : operands) {
    if (o.empty()) continue;
    out += first ? " " : ", ";
    out += o;
    first = false;
  }
  return out;
}

// SOP2, SOP1, SOPC, SOPK: one line per variant. Register sources pair
// variant k with k+4 so that a line holds at most one literal; SrcRegOnly
// rows skip lines with a constant source.
void synthSalu(const InstDesc& d, std::vector<std::string>& out) {
  const std::array<OpType, 3> cols = {d.dst, d.src0, d.src1};
  int lines = kSourceVariants;
  for (OpType t : cols)
    if (t != OpType::None && !isRegister(t)) lines = std::max(lines, int(immediates(d, t).size()));
  for (int k = 0; k < lines; ++k) {
    std::vector<std::string> ops;
    bool skip = false;
    int srcIndex = 0;
    for (int c = 0; c < 3; ++c) {
      OpType t = cols[c];
      if (t == OpType::None) continue;
      if (!isRegister(t)) {
        auto values = immediates(d, t);
        ops.push_back(values[k % values.size()]);
      } else if (c == 0 || d.format == Format::SOPK) {
        ops.push_back(reg(dwordCount(t), k));  // SDST field
      } else {
        bool constant = false;
        int variant = (k + 4 * srcIndex++) % kSourceVariants;
        ops.push_back(source(t, variant, constant));
        // LLVM's register-only operand classes also leave out the apertures
        skip |= (constant || variant == kApertureVariant) && d.has(iflag::SrcRegOnly);
      }
    }
    if (!skip) out.push_back(join(std::string(d.mnemonic), ops));
  }
}

void synthSopp(const InstDesc& d, std::vector<std::string>& out) {
  if (d.src0 == OpType::None) {
    out.emplace_back(d.mnemonic);
    return;
  }
  for (const std::string& v : immediates(d, d.src0)) out.push_back(join(std::string(d.mnemonic), {v}));
}

// SMEM data registers: the reg() variants without m0/exec, which LLVM's
// assembler refuses as SMEM data.
constexpr int kDataRegisterVariants = 4;

// SMEM: data, address, offset and glc per variant. Buffer offsets are
// unsigned in LLVM's assembler, so negative ones go to 64-bit bases only.
void synthSmem(const InstDesc& d, std::vector<std::string>& out) {
  std::string mnemonic(d.mnemonic);
  if (d.src0 == OpType::None) {  // no address: cache control, clocks
    if (isRegister(d.dst)) {
      for (int v = 0; v < kDataRegisterVariants; ++v)
        out.push_back(join(mnemonic, {reg(dwordCount(d.dst), v)}));
    } else {
      out.push_back(mnemonic);
    }
    return;
  }
  bool buffer = dwordCount(d.src0) == 4;
  const std::vector<std::string> offsets = {"0x10", "s4", "m0", "s5 offset:0x1f",
                                            buffer ? "0xfffff" : "-0x10", "ttmp3 offset:0x0"};
  OpType data = d.src1 != OpType::None ? d.src1 : d.dst;
  bool cachePolicy = d.flags & (iflag::Load | iflag::Store | iflag::Atomic);
  for (int k = 0; k < int(offsets.size()); ++k) {
    std::string dataText;
    if (isRegister(data))
      dataText = reg(dwordCount(data), k % kDataRegisterVariants);
    else if (data != OpType::None)
      dataText = immediates(d, data)[k % immediates(d, data).size()];
    std::string text = join(mnemonic, {dataText, reg(dwordCount(d.src0), k), offsets[k]});
    if (cachePolicy && k % 2) text += " glc";
    out.push_back(text);
  }
}

}  // namespace

void synthScalar(const InstDesc& d, Target, std::vector<std::string>& out) {
  switch (d.format) {
    case Format::SOPP: synthSopp(d, out); break;
    case Format::SMEM: synthSmem(d, out); break;
    default: synthSalu(d, out); break;
  }
}

}  // namespace gcnjit::sweep
