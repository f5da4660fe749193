// Vector-memory and export printing: format dispatch and shared helpers.
#include "isa/print_memory.h"

namespace gcnjit::detail {

std::string vgprs(uint16_t code, int dwords) {
  if (code == opnd::kNone) return std::string(kOff);
  std::string s;
  printRegister(s, code, dwords);
  return s;
}

std::string sgprs(uint16_t code, int dwords) {
  if (code == opnd::kNone) return std::string(kOff);
  // A wide field naming a special register (xnack_mask in SRSRC) prints as
  // the 64-bit register, as LLVM decodes it.
  bool special = code > 101 && (code < 108 || code > 123);
  std::string s;
  printRegister(s, code, special && dwords > 2 ? 2 : dwords);
  return s;
}

void appendFlag(std::string& out, bool set, std::string_view name) {
  if (!set) return;
  out += ' ';
  out += name;
}

void printMemory(std::string& out, const Inst& inst, Target, uint64_t) {
  out += inst.desc().mnemonic;
  switch (inst.desc().format) {
    case Format::DS: return printDs(out, inst);
    case Format::MUBUF: case Format::MTBUF: return printBuffer(out, inst);
    case Format::MIMG: return printImage(out, inst);
    case Format::FLAT: case Format::GLOBAL: case Format::SCRATCH: return printFlat(out, inst);
    default: return printExport(out, inst);
  }
}

}  // namespace gcnjit::detail
