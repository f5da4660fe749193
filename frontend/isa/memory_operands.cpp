#include "isa/memory_operands.h"

#include <algorithm>
#include <bit>

namespace gcnjit {
namespace {

// VGPR index of an operand code (VGPRs only: memory data never uses AccVGPRs
// on gfx9, see decode_memory.cpp).
int vgprIndex(uint16_t code) { return code - opnd::kVgpr0; }

MemOperandDwords bufferDwords(const Inst& inst, const InstDesc& d) {
  MemOperandDwords n;
  if (d.src0 != OpType::None) n.addr = int(inst.mem.offen) + int(inst.mem.idxen);
  if (inst.mem.lds) return n;  // LDS form: data moves between memory and LDS
  n.data = dwordCount(d.src1);
  n.dst = d.has(iflag::Atomic) && !inst.mem.glc ? 0 : dwordCount(d.dst);
  return n;
}

MemOperandDwords flatDwords(const Inst& inst, const InstDesc& d) {
  MemOperandDwords n;
  bool saddrUsed = inst.mem.saddr != opnd::kNone;
  n.addr = dwordCount(d.src0);
  if (saddrUsed && d.format == Format::GLOBAL) n.addr = 1;  // 32-bit offset
  if (saddrUsed && d.format == Format::SCRATCH) n.addr = 0;
  if (inst.mem.lds) return n;
  n.data = dwordCount(d.src1);
  n.dst = d.has(iflag::Atomic) && !inst.mem.glc ? 0 : dwordCount(d.dst);
  return n;
}

MemOperandDwords imageDwords(const Inst& inst, const InstDesc& d) {
  MemOperandDwords n;
  n.addr = dwordCount(d.src0);
  int width = mimgDataDwords(inst);
  if (d.src1 != OpType::None) n.data = width;
  if (d.dst != OpType::None && (!d.has(iflag::Atomic) || inst.mem.glc))
    n.dst = d.has(iflag::Atomic) ? width * dwordCount(d.dst) / dwordCount(d.src1) : width;
  return n;
}

}  // namespace

int mimgBaseDataDwords(const InstDesc& d) {
  return d.has(iflag::Atomic) ? dwordCount(d.src1) : d.has(iflag::Gather4) ? 4 : 1;
}

int mimgDataDwords(const Inst& inst) {
  const InstDesc& d = inst.desc();
  bool atomic = d.has(iflag::Atomic), gather4 = d.has(iflag::Gather4);
  int n = gather4 ? 4 : std::max(std::popcount(unsigned(inst.mem.dmask & 0xf)), 1);
  if (inst.mem.d16) n = (n + 1) / 2;
  if (inst.mem.tfe) n += 1;
  int base = mimgBaseDataDwords(d);
  bool hasVariant = atomic ? n == base || n == 2 * base : gather4 ? n != 3 : true;
  bool fits = vgprIndex(inst.mem.vdata) + n <= 256;
  return hasVariant && fits ? n : base;
}

MemOperandDwords memOperandDwords(const Inst& inst) {
  const InstDesc& d = inst.desc();
  switch (d.format) {
    case Format::MUBUF: case Format::MTBUF:
      return bufferDwords(inst, d);
    case Format::FLAT: case Format::GLOBAL: case Format::SCRATCH:
      return flatDwords(inst, d);
    case Format::MIMG:
      return imageDwords(inst, d);
    case Format::DS:
      return {dwordCount(d.dst), dwordCount(d.src0), dwordCount(d.src1), dwordCount(d.src2)};
    default:
      return {0, 0, dwordCount(d.src1), 0};  // EXP: one dword per source
  }
}

}  // namespace gcnjit
