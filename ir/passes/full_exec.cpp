#include "ir/passes/full_exec.h"

#include <unordered_map>

namespace gcnjit::ir {
namespace {

constexpr std::uint64_t kAllLanes = ~0ull;

// Writes EXEC (directly, through its SGPR codes, or possibly through an index).
bool writesExec(const Inst& inst) {
  if (inst.op == Op::SetEXEC || inst.op == Op::SetSGPRIndexed) return true;
  return inst.op == Op::SetSGPR && (inst.imm == 126 || inst.imm == 127);
}

// Whether the block reads the EXEC it was entered with.
bool readsEntryExec(const Block& block) {
  for (const auto& inst : block.insts()) {
    if (inst->op == Op::GetEXEC) return true;
    if (writesExec(*inst)) return false;
  }
  return false;
}

// Appends a copy of `from`'s instructions to `to`. With `fullExec`, reads of
// the entry EXEC become the all-ones mask.
void copyBody(const Block& from, Block& to, bool fullExec) {
  std::unordered_map<const Inst*, Inst*> copies;
  Inst* allLanes = nullptr;
  for (const auto& owned : from.insts()) {
    const Inst& inst = *owned;
    if (fullExec && inst.op == Op::GetEXEC) {
      if (!allLanes) {
        Inst* bits = to.append(Op::Const, Type::scalar(Elem::I64), {}, kAllLanes);
        bits->pc = inst.pc;
        allLanes = to.append(Op::Bitcast, Type::mask(), {bits}, 0);
        allLanes->pc = inst.pc;
      }
      copies[&inst] = allLanes;
      continue;
    }
    if (writesExec(inst)) fullExec = false;
    std::vector<Inst*> operands;
    for (const Inst* op : inst.operands) operands.push_back(copies.at(op));
    Inst* copy = to.append(inst.op, inst.type, std::move(operands), inst.imm);
    copy->pc = inst.pc;
    copies[&inst] = copy;
  }
}

}  // namespace

void specializeFullExec(Function& function) {
  std::size_t original = function.blocks().size();
  for (std::size_t b = 0; b < original; ++b) {
    Block& block = *function.blocks()[b];
    if (!readsEntryExec(block) || !block.terminator()) continue;
    std::size_t full = function.blocks().size();
    copyBody(block, function.addBlock(block.pc()), true);
    std::size_t general = function.blocks().size();
    copyBody(block, function.addBlock(block.pc()), false);
    // The block itself becomes the dispatcher (erased back to front, so
    // every instruction is unused when it goes).
    Block& dispatcher = *function.blocks()[b];
    while (!dispatcher.insts().empty()) dispatcher.erase(dispatcher.insts().size() - 1);
    std::uint64_t pc = dispatcher.pc();
    Inst* exec = dispatcher.append(Op::GetEXEC, Type::mask(), {}, 0);
    Inst* bits = dispatcher.append(Op::Bitcast, Type::scalar(Elem::I64), {exec}, 0);
    Inst* all = dispatcher.append(Op::Const, Type::scalar(Elem::I64), {}, kAllLanes);
    Inst* isFull = dispatcher.append(Op::ICmp, Type::scalar(Elem::I1), {bits, all}, std::uint64_t(ICmpPred::Eq));
    Inst* branch = dispatcher.append(Op::Branch, Type::voidType(), {isFull}, full | (std::uint64_t(general) << 32));
    for (Inst* inst : {exec, bits, all, isFull, branch}) inst->pc = pc;
  }
}

}  // namespace gcnjit::ir
