// Scalar family printer: SOP2, SOPK, SOP1, SOPC, SOPP and SMEM in the text
// llvm-objdump-15 prints for gfx900/gfx906/gfx908. Operands come in the
// row's column order; the syntax of immediates follows the column's OpType.
#include <array>
#include <string_view>

#include "isa/print_detail.h"

namespace gcnjit::detail {
namespace {

bool isRegisterType(OpType t) { return dwordCount(t) > 0; }

// Unsigned immediates as LLVM prints SOPP/SMEM immediates: 0..64 in
// decimal (the inline-constant range), larger values in hex.
void printSmallOrHex(std::string& out, uint32_t v) {
  out += v <= 64 ? std::to_string(v) : hex(v);
}

// Signed hex as in "-0x10" (SMEM offsets).
void printSignedHex(std::string& out, int32_t v) {
  if (v < 0) out += '-';
  out += hex(v < 0 ? -int64_t(v) : v);
}

// s_waitcnt (Vega ISA "SOPP Instructions"): vmcnt = SIMM16[3:0] |
// SIMM16[15:14] << 4, expcnt = SIMM16[6:4], lgkmcnt = SIMM16[11:8]. Counters
// at their maximum (no wait) are left out, unless all of them are.
void printWaitcnt(std::string& out, uint32_t simm16) {
  struct Counter {
    const char* name;
    uint32_t value, max;
  };
  const std::array<Counter, 3> counters = {{
      {"vmcnt", (simm16 & 0xf) | ((simm16 >> 14) & 0x3) << 4, 63},
      {"expcnt", (simm16 >> 4) & 0x7, 7},
      {"lgkmcnt", (simm16 >> 8) & 0xf, 15},
  }};
  bool allMax = true;
  for (const Counter& c : counters) allMax &= c.value == c.max;
  bool first = true;
  for (const Counter& c : counters) {
    if (c.value == c.max && !allMax) continue;
    if (!first) out += ' ';
    out += std::string(c.name) + "(" + std::to_string(c.value) + ")";
    first = false;
  }
}

// s_sendmsg (Vega ISA "Send Message"): message SIMM16[3:0], operation
// SIMM16[6:4], GS stream SIMM16[9:8]. Known combinations print by name
// (LLVM's spelling), other encodable ones as numbers, the rest as a decimal.
constexpr std::array<std::string_view, 16> kMessages = {
    "", "MSG_INTERRUPT", "MSG_GS", "MSG_GS_DONE", "MSG_SAVEWAVE", "MSG_STALL_WAVE_GEN",
    "MSG_HALT_WAVES", "MSG_ORDERED_PS_DONE", "MSG_EARLY_PRIM_DEALLOC", "MSG_GS_ALLOC_REQ",
    "MSG_GET_DOORBELL", "", "", "", "", "MSG_SYSMSG"};
constexpr unsigned kMsgGs = 2, kMsgGsDone = 3, kMsgSysmsg = 15;
constexpr std::array<std::string_view, 4> kGsOps = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT",
                                                    "GS_OP_EMIT_CUT"};
constexpr std::array<std::string_view, 5> kSysmsgOps = {
    "", "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD", "SYSMSG_OP_HOST_TRAP_ACK",
    "SYSMSG_OP_TTRACE_PC"};

void printSendMsg(std::string& out, uint32_t simm16) {
  unsigned id = simm16 & 0xf, op = (simm16 >> 4) & 0x7, stream = (simm16 >> 8) & 0x3;
  bool gs = id == kMsgGs || id == kMsgGsDone;
  std::string_view opName;  // GS and SYSMSG messages need an operation
  bool opValid = op == 0;
  if (gs) {
    opValid = op < kGsOps.size() && !(id == kMsgGs && op == 0);  // MSG_GS cannot NOP
    if (opValid) opName = kGsOps[op];
  } else if (id == kMsgSysmsg) {
    opValid = op != 0 && op < kSysmsgOps.size();
    if (opValid) opName = kSysmsgOps[op];
  }
  bool hasStream = gs && op != 0;
  if (!kMessages[id].empty() && opValid && (hasStream || stream == 0)) {
    out += "sendmsg(" + std::string(kMessages[id]);
    if (!opName.empty()) out += ", " + std::string(opName);
    if (hasStream) out += ", " + std::to_string(stream);
    out += ')';
  } else if ((simm16 & ~0x37fu) == 0) {  // no bits outside the three fields
    out += "sendmsg(" + std::to_string(id) + ", " + std::to_string(op) + ", " +
           std::to_string(stream) + ")";
  } else {
    out += std::to_string(simm16);
  }
}

// hwreg(id, offset, size) (Vega ISA "SOPK Instructions": SIMM16 = {size-1
// [15:11], offset [10:6], id [5:0]}); offset and size are left out when
// the whole register is meant.
constexpr std::array<std::string_view, 20> kHwRegs = {
    "", "HW_REG_MODE", "HW_REG_STATUS", "HW_REG_TRAPSTS", "HW_REG_HW_ID", "HW_REG_GPR_ALLOC",
    "HW_REG_LDS_ALLOC", "HW_REG_IB_STS", "", "", "", "", "", "", "", "HW_REG_SH_MEM_BASES",
    "HW_REG_TBA_LO", "HW_REG_TBA_HI", "HW_REG_TMA_LO", "HW_REG_TMA_HI"};

void printHwreg(std::string& out, uint32_t simm16) {
  unsigned id = simm16 & 0x3f, offset = (simm16 >> 6) & 0x1f, size = ((simm16 >> 11) & 0x1f) + 1;
  out += "hwreg(";
  if (id < kHwRegs.size() && !kHwRegs[id].empty())
    out += kHwRegs[id];
  else
    out += std::to_string(id);
  if (offset != 0 || size != 32) out += ", " + std::to_string(offset) + ", " + std::to_string(size);
  out += ')';
}

// gpr_idx(SRC0,SRC1,SRC2,DST): the four enable bits of M0[15:12] (Vega ISA
// S_SET_GPR_IDX_ON); other bits make LLVM fall back to hex.
void printGprIdxMode(std::string& out, uint32_t v) {
  if (v & ~0xfu) {
    out += hex(v);
    return;
  }
  static constexpr std::array<std::string_view, 4> kNames = {"SRC0", "SRC1", "SRC2", "DST"};
  out += "gpr_idx(";
  bool first = true;
  for (unsigned i = 0; i < kNames.size(); ++i) {
    if (!(v & (1u << i))) continue;
    if (!first) out += ',';
    out += kNames[i];
    first = false;
  }
  out += ')';
}

// The immediate column of a row. SOPK prints its 16-bit constants in hex;
// SOPP, SOPC and SMEM print plain numbers small-decimal-or-hex.
void printImmediate(std::string& out, const Inst& inst, OpType t) {
  uint32_t v = uint32_t(inst.imm) & 0xffff;
  switch (t) {
    case OpType::Simm16:
    case OpType::Uimm16:
      if (inst.desc().format == Format::SOPK)
        out += hex(v);
      else
        printSmallOrHex(out, v);
      break;
    case OpType::Label: out += std::to_string(v); break;
    case OpType::OptImm16:
      if (v) out += std::to_string(v);
      break;
    case OpType::Waitcnt: printWaitcnt(out, v); break;
    case OpType::SendMsg: printSendMsg(out, v); break;
    case OpType::Hwreg: printHwreg(out, v); break;
    case OpType::GprIdxMode: printGprIdxMode(out, v); break;
    default: break;
  }
}

// One operand column: a register/constant code, or the row's immediate.
void printColumn(std::string& out, const Inst& inst, OpType t, uint16_t code) {
  if (t == OpType::None) return;
  appendSeparator(out);
  if (t == OpType::Imm32 || isRegisterType(t)) {
    // LLVM prints constants as /*invalid immediate*/ where a register is required
    if (inst.desc().has(iflag::SrcRegOnly) && opnd::isConstant(code))
      out += "/*invalid immediate*/";
    else
      printOperand(out, inst, code, t);
  } else {
    printImmediate(out, inst, t);
  }
}

void printSalu(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  printColumn(out, inst, d.dst, inst.dst);
  printColumn(out, inst, d.src0, inst.src[0]);
  printColumn(out, inst, d.src1, inst.src[1]);
}

// SMEM: data, base, offset ("s2", "0x10", "s2 offset:0x10"), glc.
void printSmem(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  const auto& m = inst.mem;
  OpType data = d.src1 != OpType::None ? d.src1 : d.dst;
  if (isRegisterType(data)) {
    printRegister(out, m.sdata, dwordCount(data));
  } else if (data != OpType::None) {
    printSmallOrHex(out, uint32_t(inst.imm));
  }
  if (d.src0 == OpType::None) return;
  appendSeparator(out);
  printRegister(out, m.sbase, dwordCount(d.src0));
  appendSeparator(out);
  if (m.soffset != opnd::kNone) {
    printRegister(out, m.soffset, 1);
    if (m.immOffset) out += " offset:";
  }
  if (m.immOffset) printSignedHex(out, m.offset);
  if (m.glc && (d.flags & (iflag::Load | iflag::Store | iflag::Atomic))) out += " glc";
}

}  // namespace

void printScalar(std::string& out, const Inst& inst, Target, uint64_t) {
  const InstDesc& d = inst.desc();
  std::string operands;
  if (d.format == Format::SMEM)
    printSmem(operands, inst);
  else
    printSalu(operands, inst);
  out += d.mnemonic;
  if (!operands.empty()) out += ' ' + operands;
}

}  // namespace gcnjit::detail
