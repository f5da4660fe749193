#include "ir/matrix_chain.h"

#include "ir/matrix.h"

namespace gcnjit::ir {

MfmaGroup mfmaGroupAt(const Block& block, std::size_t index) {
  const auto& insts = block.insts();
  const Inst& first = *insts[index];
  std::uint64_t key = MfmaShape::decode(first.imm).instructionKey();
  MfmaGroup group;
  std::uint64_t regsSeen[4] = {};  // an instruction computes each output register once
  for (std::size_t i = index; i < insts.size(); ++i) {
    const Inst& inst = *insts[i];
    if (inst.op != Op::Mfma || inst.operands[0] != first.operands[0] || inst.operands[1] != first.operands[1] ||
        MfmaShape::decode(inst.imm).instructionKey() != key) {
      break;
    }
    unsigned reg = MfmaShape::decode(inst.imm).reg;
    if (regsSeen[reg / 64] >> (reg % 64) & 1) break;  // the next instruction, same sources
    regsSeen[reg / 64] |= 1ull << (reg % 64);
    group.push_back(&inst);
  }
  return group;
}

bool mfmaContinues(const MfmaGroup& prev, const MfmaGroup& next) {
  if (prev.empty() || prev.size() != next.size()) return false;
  if (MfmaShape::decode(prev.front()->imm).instructionKey() != MfmaShape::decode(next.front()->imm).instructionKey())
    return false;
  for (const Inst* op : next) {
    const Inst* c = op->operands[2];
    if (c->op != Op::Mfma || c->uses != 1 || MfmaShape::decode(c->imm).reg != MfmaShape::decode(op->imm).reg)
      return false;
    bool inPrev = false;
    for (const Inst* p : prev) inPrev = inPrev || p == c;
    if (!inPrev) return false;
  }
  return true;
}

}  // namespace gcnjit::ir
