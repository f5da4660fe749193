// DS text: "ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 gds".
#include <cstdio>

#include "isa/memory_operands.h"
#include "isa/print_memory.h"

namespace gcnjit::detail {
namespace {

// ds_swizzle_b32 offset (Vega ISA DS_SWIZZLE_B32): bit 15 set selects
// QDMode (four 2-bit lane selects in bits 7:0, when bits 14:8 are 0);
// clear selects a bitmask mode with and/or/xor masks in bits 4:0, 9:5,
// 14:10. LLVM names the bitmask cases SWAP, REVERSE, BROADCAST when they
// match those shapes.
std::string swizzle(unsigned imm) {
  char buf[64];
  if ((imm & 0xff00) == 0x8000) {
    std::snprintf(buf, sizeof buf, "swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, imm >> 2 & 3,
                  imm >> 4 & 3, imm >> 6 & 3);
    return buf;
  }
  if (imm & 0x8000) return std::to_string(imm);
  unsigned andMask = imm & 0x1f, orMask = imm >> 5 & 0x1f, xorMask = imm >> 10 & 0x1f;
  auto pow2 = [](unsigned v) { return v && !(v & (v - 1)); };
  if (andMask == 0x1f && orMask == 0 && pow2(xorMask))
    std::snprintf(buf, sizeof buf, "swizzle(SWAP,%u)", xorMask);
  else if (andMask == 0x1f && orMask == 0 && xorMask && pow2(xorMask + 1))
    std::snprintf(buf, sizeof buf, "swizzle(REVERSE,%u)", xorMask + 1);
  else if (unsigned group = 0x20 - andMask; group > 1 && pow2(group) && orMask < group && !xorMask)
    std::snprintf(buf, sizeof buf, "swizzle(BROADCAST,%u,%u)", group, orMask);
  else {
    // Per lane-id bit, high to low: 0/1 forced, p kept, i inverted.
    std::string pattern;
    unsigned probe0 = orMask ^ xorMask, probe1 = ((0x1f & andMask) | orMask) ^ xorMask;
    for (unsigned bit = 0x10; bit; bit >>= 1) {
      bool p0 = probe0 & bit, p1 = probe1 & bit;
      pattern += p0 == p1 ? (p0 ? '1' : '0') : (p0 ? 'i' : 'p');
    }
    return "swizzle(BITMASK_PERM,\"" + pattern + "\")";
  }
  return buf;
}

}  // namespace

void printDs(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  MemOperandDwords n = memOperandDwords(inst);
  OperandList ops(out);
  if (n.dst) ops.add(vgprs(inst.dst, n.dst));
  if (n.addr) ops.add(vgprs(inst.src[0], n.addr));
  if (n.data) ops.add(vgprs(inst.src[1], n.data));
  if (n.data1) ops.add(vgprs(inst.src[2], n.data1));

  const auto& m = inst.mem;
  if (d.has(iflag::DsOffsetPair)) {
    if (m.offset0) out += " offset0:" + std::to_string(m.offset0);
    if (m.offset1) out += " offset1:" + std::to_string(m.offset1);
  } else if (m.offset) {
    out += " offset:" + (d.has(iflag::Swizzle) ? swizzle(unsigned(m.offset)) : std::to_string(m.offset));
  }
  appendFlag(out, m.gds, "gds");
}

}  // namespace gcnjit::detail
