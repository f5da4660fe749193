#include "ir/constant_offset.h"

namespace gcnjit::ir {

std::pair<const Inst*, std::int64_t> splitConstantOffset(const Inst* address) {
  const bool wide = elemBits(address->type.elem) == 64;
  std::int64_t offset = 0;
  for (bool more = true; more && address->op == Op::Add;) {
    more = false;
    for (unsigned side = 0; side < 2 && !more; ++side) {
      const Inst* k = address->operands[side];
      if (k->op != Op::Broadcast || k->operands[0]->op != Op::Const) continue;
      std::uint64_t bits = k->operands[0]->imm;
      offset = std::int64_t(std::uint64_t(offset) + (wide ? bits : std::uint64_t(std::int64_t(std::int32_t(bits)))));
      address = address->operands[1 - side];
      more = true;
    }
  }
  if (!wide) offset = std::int32_t(std::uint32_t(offset));
  return {address, offset};
}

}  // namespace gcnjit::ir
