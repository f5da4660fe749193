#include "cfg/cfg.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include "cfg/jump_target.h"
#include "isa/decoder.h"
#include "isa/hex.h"
#include "isa/printer.h"
#include "loader/relocations.h"

namespace gcnjit::cfg {
namespace {

// s_trap is absent: the trap handler returns to the wave, and without one
// the hardware runs s_trap as a NOP (Vega ISA "Trap and Exception registers").
constexpr uint64_t kEndsBlock = iflag::Branch | iflag::CondBranch | iflag::IndirectJump |
                                iflag::Call | iflag::EndProgram;

bool endsBlock(const Inst& inst) { return (inst.desc().flags & kEndsBlock) != 0; }

// PC-relative target of SOPP branches and s_call_b64: the simm16 counts
// dwords from the next instruction (Vega ISA "SOPP Instructions").
uint64_t relativeTarget(uint64_t pc, const Inst& inst) {
  return pc + 4 + uint64_t(int64_t(inst.imm) * 4);
}

class CfgBuilder {
 public:
  CfgBuilder(const CodeView& code, const std::string& kernel) : code_(code), kernel_(kernel) {}

  KernelCfg build(uint64_t entry) {
    if (!inCode(entry))
      throw CfgError("kernel " + kernel_ + " entry " + hex(entry) + " is outside the code");
    entry_ = entry;
    functions_.insert(entry);
    addLeader(entry, entry);
    std::vector<BasicBlock> blocks;
    do {
      while (!work_.empty()) {
        uint64_t pc = work_.back();
        work_.pop_back();
        walk(pc);
      }
      blocks = formBlocks();  // may find jump targets: then walk again
      if (work_.empty() && hasUnknownCallee(blocks)) addAddressTakenFunctions(blocks);
    } while (!work_.empty());
    return KernelCfg{kernel_, entry, {functions_.begin(), functions_.end()}, std::move(blocks)};
  }

 private:
  bool inCode(uint64_t a) const {
    return a >= code_.address && a - code_.address < code_.bytes.size() &&
           (a - code_.address) % 4 == 0;
  }

  static bool hasUnknownCallee(const std::vector<BasicBlock>& blocks) {
    return std::any_of(blocks.begin(), blocks.end(),
                       [](const BasicBlock& b) { return b.exit == BlockExit::Call && !b.callee; });
  }

  // A call through a function pointer may reach any function whose address
  // the code builds (s_getpc_b64 + s_add_u32/s_addc_u32, possibly in another
  // block than the call) or the data holds (relocated tables and vtables):
  // those functions become roots with blocks of their own.
  void addAddressTakenFunctions(const std::vector<BasicBlock>& blocks) {
    if (!code_.resolveCalls) return;
    std::set<uint64_t> taken(code_.addressesInData.begin(), code_.addressesInData.end());
    for (const BasicBlock& b : blocks)
      for (uint64_t a : builtAddresses(b.insts)) taken.insert(a);
    for (const ElfSymbol& s : code_.functions) {
      if (s.type != elf::kSttFunc || !taken.count(s.value) || !inCode(s.value) ||
          functions_.count(s.value))
        continue;
      functions_.insert(s.value);
      addLeader(s.value, s.value);
    }
  }

  // "<function>+0x<offset>": the function symbol holding pc, else the kernel.
  std::string locate(uint64_t pc) const {
    const ElfSymbol* best = nullptr;
    for (const ElfSymbol& s : code_.functions)
      if (s.value <= pc && (!best || s.value > best->value)) best = &s;
    if (best) return best->name + "+" + hex(pc - best->value);
    return kernel_ + (pc >= entry_ ? "+" + hex(pc - entry_) : "-" + hex(entry_ - pc));
  }

  [[noreturn]] void fail(const std::string& cause, uint64_t pc) const {
    uint8_t size = 4;
    std::string text =
        disassembleOne(code_.target, code_.bytes.subspan(pc - code_.address), pc, size);
    throw CfgError(cause + " at " + locate(pc) + ": " + text);
  }

  // Records a block start reached from the instruction at `from`.
  bool addLeader(uint64_t target, uint64_t from) {
    if (!inCode(target)) fail("branch target " + hex(target) + " outside the code", from);
    if (!leaders_.insert(target).second) return false;
    work_.push_back(target);
    return true;
  }

  void addFallThrough(uint64_t pc, const Inst& inst) {
    uint64_t next = pc + inst.size;
    if (!inCode(next)) fail("execution falls off the end of the code", pc);
    addLeader(next, pc);
  }

  // Decodes straight-line code from pc up to the first control-flow
  // instruction or already decoded code, queueing the blocks it leads to.
  void walk(uint64_t pc) {
    while (!insts_.count(pc)) {
      DecodeResult r = decode(code_.target, code_.bytes.subspan(pc - code_.address));
      if (r.status == DecodeStatus::Invalid) fail("invalid instruction", pc);
      if (r.status == DecodeStatus::Truncated) fail("truncated instruction", pc);
      checkNoOverlap(pc, r.inst.size);
      const Inst& inst = insts_.emplace(pc, r.inst).first->second;
      if (endsBlock(inst)) return queueSuccessors(pc, inst);
      if (!inCode(pc + inst.size)) {
        // The runtime stops a trapping wave, so the code may end at s_trap
        // (clang's __builtin_trap at a function's end).
        if (inst.desc().has(iflag::Trap)) return;
        fail("execution falls off the end of the code", pc);
      }
      pc += inst.size;
    }
  }

  // Control flow must not enter an instruction past its first word (its
  // literal), nor may a new instruction cover the start of a decoded one.
  void checkNoOverlap(uint64_t pc, uint8_t size) const {
    auto next = insts_.lower_bound(pc);
    if (next != insts_.end() && next->first < pc + size)
      fail("instruction running into the one at " + hex(next->first), pc);
    if (next != insts_.begin() && std::prev(next)->first + std::prev(next)->second.size > pc)
      fail("jump to " + hex(pc) + " inside this instruction", std::prev(next)->first);
  }

  void queueSuccessors(uint64_t pc, const Inst& inst) {
    const InstDesc& d = inst.desc();
    if (d.has(iflag::EndProgram)) return;
    if (d.has(iflag::Branch) || d.has(iflag::CondBranch)) {
      uint64_t target = relativeTarget(pc, inst);
      if (d.has(iflag::Call)) functions_.insert(target);
      addLeader(target, pc);
    }
    if (d.has(iflag::CondBranch) || d.has(iflag::Call) || d.has(iflag::FallThrough)) addFallThrough(pc, inst);
  }

  // Splits the decoded code at the leaders and links the blocks.
  std::vector<BasicBlock> formBlocks() {
    std::vector<BasicBlock> blocks;
    // link() may add leaders: they are walked and the blocks formed again.
    const std::vector<uint64_t> starts(leaders_.begin(), leaders_.end());
    for (uint64_t start : starts) {
      BasicBlock b;
      b.start = start;
      uint64_t pc = start;
      do {
        const Inst& inst = insts_.at(pc);
        b.insts.push_back({pc, inst});
        pc += inst.size;
      } while (!endsBlock(b.insts.back().inst) && !leaders_.count(pc) && inCode(pc));
      b.end = pc;
      link(b);
      blocks.push_back(std::move(b));
    }
    return blocks;
  }

  void link(BasicBlock& b) {
    const CfgInst& last = b.insts.back();
    const InstDesc& d = last.inst.desc();
    if (!endsBlock(last.inst)) {
      if (inCode(b.end)) b.successors = {b.end};  // else the code ends at s_trap
      return;
    }
    if (d.has(iflag::EndProgram)) {
      b.exit = BlockExit::EndProgram;
    } else if (d.has(iflag::Branch | iflag::Call)) {  // s_call_b64
      b.exit = BlockExit::Call;
      b.callee = relativeTarget(last.address, last.inst);
      b.successors = {b.end};
    } else if (d.has(iflag::Branch)) {
      b.exit = BlockExit::Branch;
      b.successors = {relativeTarget(last.address, last.inst)};
    } else if (d.has(iflag::CondBranch)) {
      b.exit = BlockExit::CondBranch;
      b.successors = {relativeTarget(last.address, last.inst), b.end};
    } else {
      linkIndirect(b);
    }
  }

  // s_swappc_b64 calls and s_setpc_b64 / s_cbranch_g_fork jumps go to a
  // known address when the block builds it with s_getpc_b64; other indirect
  // jumps leave the CFG. Fork and join may also fall through.
  void linkIndirect(BasicBlock& b) {
    const CfgInst& last = b.insts.back();
    bool fork = last.inst.id == InstId::s_cbranch_g_fork;
    bool pcJump = fork || last.inst.id == InstId::s_swappc_b64 || last.inst.id == InstId::s_setpc_b64;
    std::optional<uint64_t> target;
    if (pcJump && code_.resolveCalls) target = staticJumpTarget(b.insts, last.inst.src[fork ? 1 : 0]);
    if (last.inst.desc().has(iflag::FallThrough)) b.successors = {b.end};
    if (last.inst.id == InstId::s_swappc_b64) {
      b.exit = BlockExit::Call;
      b.callee = target;
      b.successors = {b.end};
      if (target) {
        if (!inCode(*target))
          fail("call target " + hex(*target) + " outside the code", last.address);
        functions_.insert(*target);
        addLeader(*target, last.address);
      }
    } else if (target) {
      b.exit = fork ? BlockExit::CondBranch : BlockExit::Branch;
      b.successors.insert(b.successors.begin(), *target);
      addLeader(*target, last.address);
    } else {
      b.exit = BlockExit::Indirect;
    }
  }

  const CodeView& code_;
  const std::string& kernel_;
  uint64_t entry_ = 0;
  std::map<uint64_t, Inst> insts_;
  std::set<uint64_t> leaders_, functions_;
  std::vector<uint64_t> work_;
};

}  // namespace

const BasicBlock* KernelCfg::blockAt(uint64_t start) const {
  auto it = std::lower_bound(blocks.begin(), blocks.end(), start,
                             [](const BasicBlock& b, uint64_t a) { return b.start < a; });
  return it != blocks.end() && it->start == start ? &*it : nullptr;
}

KernelCfg buildCfg(const CodeView& code, uint64_t entry, const std::string& kernel) {
  return CfgBuilder(code, kernel).build(entry);
}

KernelCfg buildCfg(const CodeObject& co, const Kernel& kernel) {
  for (const ElfSection& s : co.sections()) {
    if (!(s.flags & elf::kShfExecInstr) || kernel.entryAddress < s.address ||
        kernel.entryAddress - s.address >= s.size)
      continue;
    std::vector<uint64_t> inData;
    if (!co.isRelocatable()) {
      for (const DynamicRelocation& r : dynamicRelocations(co)) inData.push_back(r.target());
      std::sort(inData.begin(), inData.end());
    }
    CodeView code{co.target().processor, s.address, co.bytesAt(s.address, s.size),
                  !co.isRelocatable(), co.functions(), inData};
    return buildCfg(code, kernel.entryAddress, kernel.name);
  }
  throw CfgError("kernel " + kernel.name + " entry " + hex(kernel.entryAddress) +
                 " is outside the executable code");
}

}  // namespace gcnjit::cfg
