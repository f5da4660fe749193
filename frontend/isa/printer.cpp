#include "isa/printer.h"

#include <cstdio>

#include "isa/print_detail.h"

namespace gcnjit {

std::string printInst(const Inst& inst, Target target, uint64_t pc) {
  std::string out;
  switch (inst.desc().format) {
    case Format::SOP2: case Format::SOPK: case Format::SOP1: case Format::SOPC:
    case Format::SOPP: case Format::SMEM:
      detail::printScalar(out, inst, target, pc);
      break;
    case Format::VOP1: case Format::VOP2: case Format::VOPC: case Format::VOP3:
    case Format::VOP3P: case Format::VINTRP:
      detail::printValu(out, inst, target, pc);
      break;
    default:
      detail::printMemory(out, inst, target, pc);
      break;
  }
  return out;
}

std::string disassembleOne(Target target, std::span<const uint8_t> bytes, uint64_t pc,
                           uint8_t& size) {
  DecodeResult r = decode(target, bytes);
  size = r.size;
  if (r.status == DecodeStatus::Ok) return printInst(r.inst, target, pc);
  char buf[24];
  if (bytes.size() < 4) {  // trailing bytes: llvm-objdump prints them as .byte 0x01, 0x02
    std::string out;
    for (size_t i = 0; i < bytes.size(); ++i) {
      std::snprintf(buf, sizeof buf, "%s0x%02x", i ? ", " : ".byte ", bytes[i]);
      out += buf;
    }
    return out;
  }
  uint32_t w = uint32_t(bytes[0]) | uint32_t(bytes[1]) << 8 | uint32_t(bytes[2]) << 16 |
               uint32_t(bytes[3]) << 24;
  size = 4;
  // llvm-objdump pads the word to 8 hex digits
  std::snprintf(buf, sizeof buf, ".long 0x%08x", w);
  return buf;
}

}  // namespace gcnjit
