#include "ir/printer.h"

#include <cstdio>
#include <cstdlib>
#include <iterator>

#include "ir/gws.h"
#include "ir/memory.h"

namespace gcnjit::ir {
namespace {

const char* const kICmpNames[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
const char* const kFCmpNames[] = {"false", "lt", "eq", "le", "gt", "lg", "ge", "o",
                                  "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "true"};
const char* const kSpaceNames[] = {"global", "flat", "lds", "private", "constant"};
const char* const kAtomicNames[] = {"none", "swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax",
                                    "and", "or", "xor", "inc", "dec", "fadd", "fmin", "fmax",
                                    "rsub", "mskor", "wrap", "fcmpswap", "faddftz", "pkfadd"};

std::string block(std::uint64_t index) { return "block " + std::to_string(index); }

// Immediates whose meaning is not a register or plain bits.
std::string specialImmText(const Inst& inst) {
  switch (inst.op) {
    case Op::ICmp: return inst.imm < std::size(kICmpNames) ? kICmpNames[inst.imm] : "?";
    case Op::FCmp: return inst.imm < std::size(kFCmpNames) ? kFCmpNames[inst.imm] : "?";
    case Op::Jump: case Op::Barrier: return block(inst.imm);
    case Op::Branch: return block(inst.imm & 0xffffffff) + ", " + block(inst.imm >> 32);
    case Op::Trap: return std::to_string(inst.imm & 0xffffffff) + ", resume " + block(inst.imm >> 32);
    case Op::Gws: {
      GwsImmediate g = GwsImmediate::decode(inst.imm);
      return std::string(gwsOpName(g.op)) + " offset " + std::to_string(g.offset) + ", resume " + block(g.resumeBlock);
    }
    case Op::Load: case Op::Store: case Op::ScalarLoad: case Op::Atomic: {
      MemAccess a = MemAccess::decode(inst.imm);
      std::string text = std::string(std::size_t(a.space) < std::size(kSpaceNames) ? kSpaceNames[std::size_t(a.space)] : "?") +
                         " " + std::to_string(a.size * 8) + (a.signExtend ? "s" : "");
      if (a.atomic != AtomicOp::None) {
        auto k = std::size_t(a.atomic);
        text += std::string(" ") + (k < std::size(kAtomicNames) ? kAtomicNames[k] : "?");
      }
      if (inst.op == Op::ScalarLoad) {
        std::int32_t offset = ScalarLoadImm::decode(inst.imm).offset;
        if (offset) text += (offset < 0 ? " -" : " +") + std::to_string(std::abs(std::int64_t(offset)));
      }
      return text;
    }
    default: return "";
  }
}

std::string immText(const Inst& inst) {
  const OpInfo& info = inst.info();
  if (std::string special = specialImmText(inst); !special.empty()) return special;
  switch (info.imm) {
    case ImmKind::None: return "";
    case ImmKind::Reg: {
      const char* prefix = info.state == StateLoc::Sgpr ? "s" : info.state == StateLoc::Vgpr ? "v" : "a";
      return prefix + std::to_string(inst.imm);
    }
    case ImmKind::Bits: return std::to_string(inst.imm);
    case ImmKind::Constant: {
      if (inst.type.isInt()) return std::to_string(inst.imm);
      char hex[24];
      std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(inst.imm));
      return hex;
    }
  }
  return "";
}

}  // namespace

ValueNumbering::ValueNumbering(const Function& function) {
  unsigned next = 0;
  for (const auto& block : function.blocks()) {
    for (const auto& inst : block->insts()) {
      if (!inst->type.isVoid()) numbers_[inst.get()] = next++;
    }
  }
}

std::string ValueNumbering::name(const Inst* inst) const {
  auto it = numbers_.find(inst);
  return it == numbers_.end() ? "%?" : "%" + std::to_string(it->second);
}

std::string printInst(const Inst& inst, const ValueNumbering& numbering) {
  std::string text;
  if (!inst.type.isVoid()) text = numbering.name(&inst) + ":" + toString(inst.type) + " = ";
  text += inst.info().name;
  std::string separator = " ";
  if (std::string imm = immText(inst); !imm.empty()) {
    text += separator + imm;
    separator = ", ";
  }
  for (const Inst* operand : inst.operands) {
    text += separator + numbering.name(operand);
    separator = ", ";
  }
  return text;
}

std::string print(const Function& function, const std::function<std::string(std::uint64_t pc)>& annotate) {
  ValueNumbering numbering(function);
  std::string text;
  for (std::size_t b = 0; b < function.blocks().size(); ++b) {
    text += "block " + std::to_string(b) + ":\n";
    bool first = true;
    std::uint64_t pc = 0;
    for (const auto& inst : function.blocks()[b]->insts()) {
      if (annotate && (first || inst->pc != pc)) text += "  ; " + annotate(inst->pc) + "\n";
      first = false;
      pc = inst->pc;
      text += "  " + printInst(*inst, numbering) + "\n";
    }
  }
  return text;
}

}  // namespace gcnjit::ir
