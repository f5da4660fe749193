#include "ir/printer.h"

#include <cstdio>

namespace gcnjit::ir {
namespace {

std::string immText(const Inst& inst) {
  const OpInfo& info = inst.info();
  switch (info.imm) {
    case ImmKind::None: return "";
    case ImmKind::Reg: {
      const char* prefix = info.state == StateLoc::Sgpr ? "s" : info.state == StateLoc::Vgpr ? "v" : "a";
      return prefix + std::to_string(inst.imm);
    }
    case ImmKind::Bits: {
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

std::string print(const Function& function) {
  ValueNumbering numbering(function);
  std::string text;
  for (std::size_t b = 0; b < function.blocks().size(); ++b) {
    text += "block " + std::to_string(b) + ":\n";
    for (const auto& inst : function.blocks()[b]->insts()) {
      text += "  " + printInst(*inst, numbering) + "\n";
    }
  }
  return text;
}

}  // namespace gcnjit::ir
