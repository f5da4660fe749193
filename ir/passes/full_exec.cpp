#include "ir/passes/full_exec.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gcnjit::ir {
namespace {

constexpr std::uint64_t kAllLanes = ~0ull;

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

// A full copy that leaves EXEC alone ends with all lanes enabled: its
// jumps and branches to a dispatcher go straight to that block's full copy.
// Besides the dispatcher's test this removes the general copy from the
// full copy's successors, so a loop of full copies no longer keeps the
// registers alive that the general copies read only to keep their inactive
// lanes (for the second dead-write pass, get_set_forwarding.h).
void retargetToFullCopies(Function& function, const std::vector<std::size_t>& fullCopyOf) {
  auto target = [&](std::uint64_t block) -> std::uint64_t {
    return block < fullCopyOf.size() && fullCopyOf[block] ? fullCopyOf[block] : block;
  };
  for (std::size_t copy : fullCopyOf) {
    if (!copy) continue;
    Block& block = *function.blocks()[copy];
    bool execKept = true;
    for (const auto& inst : block.insts()) execKept &= !writesExec(*inst);
    if (!execKept || !block.terminator()) continue;
    Inst* last = block.insts().back().get();
    if (last->op == Op::Jump) last->imm = target(last->imm);
    if (last->op == Op::Branch) last->imm = target(last->imm & 0xffffffff) | (target(last->imm >> 32) << 32);
  }
}

}  // namespace

bool writesExec(const Inst& inst) {
  if (inst.op == Op::SetEXEC || inst.op == Op::SetSGPRIndexed) return true;
  return inst.op == Op::SetSGPR && (inst.imm == 126 || inst.imm == 127);
}

void specializeFullExec(Function& function) {
  std::size_t original = function.blocks().size();
  std::vector<std::size_t> fullCopyOf(original, 0);  // 0: not a dispatcher (block 0 is no copy)
  for (std::size_t b = 0; b < original; ++b) {
    Block& block = *function.blocks()[b];
    if (!readsEntryExec(block) || !block.terminator()) continue;
    std::size_t full = function.blocks().size();
    fullCopyOf[b] = full;
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
  retargetToFullCopies(function, fullCopyOf);
}

}  // namespace gcnjit::ir
