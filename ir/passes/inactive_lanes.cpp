#include "ir/passes/inactive_lanes.h"

#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "ir/cfg.h"
#include "ir/passes/full_exec.h"

namespace gcnjit::ir {
namespace {

// The lanes of a value some later read may see.
struct Demand {
  enum Kind : std::uint8_t { None, InMask, All } kind = None;
  const Inst* mask = nullptr;  // InMask: the lanes set in this mask value (null: the block's entry EXEC)
};

// A register's demand at a block boundary.
enum class Boundary : std::uint8_t { None, InExec, All };

constexpr std::size_t kRegisters = 512;  // v0..v255, then a0..a255

// Every register's Boundary, as bit sets (joins are ORs: a kernel with
// indirect jumps has blocks whose successors are all blocks).
struct BoundaryDemands {
  std::bitset<kRegisters> inExec, all;  // InExec: inExec only; All: all

  Boundary operator[](std::size_t r) const {
    return all[r] ? Boundary::All : inExec[r] ? Boundary::InExec : Boundary::None;
  }
  void widen(std::size_t r, Boundary b) {
    if (b == Boundary::All) all[r] = true;
    if (b == Boundary::InExec) inExec[r] = true;
  }
  void join(const BoundaryDemands& other) {
    inExec |= other.inExec;
    all |= other.all;
  }
  bool operator==(const BoundaryDemands&) const = default;
};

// The register an op gets or sets whole, or kRegisters.
std::size_t registerOf(const Inst& inst) {
  std::size_t base = 0;
  switch (inst.op) {
    case Op::GetVGPR:
    case Op::SetVGPR: break;
    case Op::GetAccVGPR:
    case Op::SetAccVGPR: base = 256; break;
    default: return kRegisters;
  }
  return inst.imm < 256 ? base + std::size_t(inst.imm) : kRegisters;
}

bool perLane(const Inst& value) { return value.type.isVector() || value.type.isMask(); }

// The value whose bits `value` reinterprets (mask <-> i64), or itself.
const Inst* bitsOf(const Inst* value) {
  while (value && value->op == Op::Bitcast) value = value->operands[0];
  return value;
}

// The all-ones mask constant (full-EXEC copies read EXEC as it).
bool isAllLanes(const Inst* mask) {
  mask = bitsOf(mask);
  return mask && mask->op == Op::Const && mask->imm == ~0ull;
}

// A 64-bit bitwise op on lane masks (as masks, or as the i64 values scalar
// instructions such as s_and_saveexec_b64 compute on them).
bool isMaskOp(const Inst* value, Op op) {
  return value && value->op == op && (value->type.isMask() || value->type == Type::scalar(Elem::I64));
}

// Whether the branch tests that the block's entry EXEC is all ones (the
// dispatcher full_exec.cpp makes) and takes its first target when it is.
bool testsFullExec(const Inst& branch) {
  const Inst* test = branch.operands[0];
  if (test->op != Op::ICmp || test->imm != std::uint64_t(ICmpPred::Eq)) return false;
  const Inst* bits = test->operands[0];
  const Inst* all = test->operands[1];
  return bits->op == Op::Bitcast && bits->operands[0]->op == Op::GetEXEC && all->op == Op::Const && all->imm == ~0ull;
}

// Demands inside one block, from the demands on the registers at its end.
class BlockLanes {
 public:
  BlockLanes(const Block& block, bool entersWithAllLanes) : block_(block), allLanesAtEntry_(entersWithAllLanes) {
    const auto& insts = block.insts();
    firstExecWrite_ = insts.size();
    for (std::size_t i = 0; i < insts.size(); ++i) {
      index_[insts[i].get()] = i;
      if (!writesExec(*insts[i])) continue;
      if (firstExecWrite_ == insts.size()) firstExecWrite_ = i;
      // EXEC at the end: the last SetEXEC's mask, unknown after other writes.
      exitExecKnown_ = insts[i]->op == Op::SetEXEC;
      exitExec_ = exitExecKnown_ ? insts[i]->operands[0] : nullptr;
    }
  }

  // Fills demandOf() for every instruction; returns the registers' demands
  // at the block's entry.
  BoundaryDemands run(const BoundaryDemands& atExit) {
    const auto& insts = block_.insts();
    demands_.assign(insts.size(), Demand{});
    std::array<Demand, kRegisters> live;
    for (std::size_t r = 0; r < kRegisters; ++r) live[r] = fromBoundary(atExit[r]);
    for (std::size_t i = insts.size(); i-- > 0;) transfer(*insts[i], demands_[i], live);
    BoundaryDemands atEntry;
    for (std::size_t r = 0; r < kRegisters; ++r) atEntry.widen(r, toBoundary(live[r]));
    return atEntry;
  }

  const Demand& demandOf(std::size_t i) const { return demands_[i]; }

  // Whether every lane in `inner` is set in `outer`.
  bool subset(const Inst* inner, const Inst* outer, int depth = 6) const {
    inner = canonical(inner);
    outer = canonical(outer);
    if (inner == outer || isAllLanes(outer)) return true;
    if (depth == 0) return false;
    if (isMaskOp(inner, Op::And)) {
      return subset(inner->operands[0], outer, depth - 1) || subset(inner->operands[1], outer, depth - 1);
    }
    if (isMaskOp(outer, Op::Or)) {
      return subset(inner, outer->operands[0], depth - 1) || subset(inner, outer->operands[1], depth - 1);
    }
    return false;
  }

 private:
  // The block's entry EXEC (null) for every value that is it; otherwise
  // the value with the mask's bits.
  const Inst* canonical(const Inst* mask) const {
    mask = bitsOf(mask);
    if (!mask) return nullptr;
    if (mask->op == Op::GetEXEC && index_.at(mask) < firstExecWrite_) return nullptr;
    if (allLanesAtEntry_ && isAllLanes(mask)) return nullptr;
    return mask;
  }

  Demand join(Demand a, Demand b) const {
    if (a.kind == Demand::None) return b;
    if (b.kind == Demand::None || a.kind == Demand::All) return a;
    if (b.kind == Demand::All) return b;
    if (subset(a.mask, b.mask)) return b;
    if (subset(b.mask, a.mask)) return a;
    return {Demand::All, nullptr};
  }

  // The lanes of `d` that `mask` sets, or a superset of them.
  Demand within(Demand d, const Inst* mask) const {
    if (d.kind == Demand::None) return d;
    if (d.kind == Demand::All || subset(mask, d.mask)) return {Demand::InMask, mask};
    return d;
  }

  Demand fromBoundary(Boundary b) const {
    if (b == Boundary::None) return {};
    if (b == Boundary::InExec && (exitExecKnown_ || firstExecWrite_ == block_.insts().size())) {
      return {Demand::InMask, exitExec_};
    }
    return {Demand::All, nullptr};
  }

  Boundary toBoundary(Demand d) const {
    if (d.kind == Demand::None) return Boundary::None;
    return d.kind == Demand::InMask && subset(d.mask, nullptr) ? Boundary::InExec : Boundary::All;
  }

  void require(const Inst* operand, Demand d) {
    if (d.kind != Demand::None && !perLane(*operand)) d = {Demand::All, nullptr};
    Demand& into = demands_[index_.at(operand)];
    into = join(into, d);
  }

  void requireWhole(const Inst& inst) {
    for (const Inst* operand : inst.operands) require(operand, {Demand::All, nullptr});
  }

  // Passes the demand on `inst` to its operands and to the registers it reads.
  void transfer(const Inst& inst, Demand d, std::array<Demand, kRegisters>& live) {
    const OpInfo& info = inst.info();
    bool effect = info.has(opflag::SideEffect) || info.has(opflag::Terminator);
    if (d.kind == Demand::None && !effect) return;  // dead: reads nothing
    std::size_t reg = registerOf(inst);
    switch (inst.op) {
      case Op::SetVGPR:
      case Op::SetAccVGPR:
        if (reg == kRegisters) return requireWhole(inst);
        require(inst.operands[0], live[reg]);
        live[reg] = {};
        return;
      case Op::GetVGPR:
      case Op::GetAccVGPR:
        if (reg < kRegisters) live[reg] = join(live[reg], d);
        return;
      case Op::GetVGPRIndexed:
        for (std::size_t r = 0; r < 256; ++r) live[r] = {Demand::All, nullptr};
        return requireWhole(inst);
      case Op::Select:
        if (!inst.operands[0]->type.isMask()) return requireWhole(inst);
        require(inst.operands[0], d);
        require(inst.operands[1], within(d, inst.operands[0]));
        if (!(d.kind == Demand::InMask && subset(d.mask, inst.operands[0]))) require(inst.operands[2], d);
        return;
      case Op::Load:
      case Op::Store:
      case Op::Atomic: {
        // Lanes outside the mask are neither accessed nor loaded (they load 0).
        const Inst* mask = inst.operands.back();
        if (!mask->type.isMask()) return requireWhole(inst);
        for (std::size_t i = 0; i + 1 < inst.operands.size(); ++i) require(inst.operands[i], {Demand::InMask, mask});
        require(mask, {Demand::All, nullptr});
        return;
      }
      case Op::Bitcast:
        if (perLane(inst) && inst.type.isMask() == inst.operands[0]->type.isMask()) return require(inst.operands[0], d);
        return requireWhole(inst);
      default: break;
    }
    bool laneWise = info.eval == EvalClass::Lanewise && !info.has(opflag::CrossLane) && perLane(inst);
    if (!laneWise || effect) return requireWhole(inst);
    if (!inst.operands.empty() && inst.operands[0]->type.isMask()) {
      // Whole-mask ops (ir/interp: computed on the 64 bits at once): only
      // the bitwise ones keep lanes apart.
      switch (inst.op) {
        case Op::And:
          require(inst.operands[0], within(d, inst.operands[1]));
          require(inst.operands[1], within(d, inst.operands[0]));
          return;
        case Op::Or:
        case Op::Xor:
        case Op::Not: break;
        default: return requireWhole(inst);
      }
    }
    for (const Inst* operand : inst.operands) require(operand, d);
  }

  const Block& block_;
  bool allLanesAtEntry_;
  std::unordered_map<const Inst*, std::size_t> index_;
  std::size_t firstExecWrite_ = 0;
  bool exitExecKnown_ = false;
  const Inst* exitExec_ = nullptr;  // with exitExecKnown_: EXEC at the end (null: the entry EXEC)
  std::vector<Demand> demands_;
};

// Blocks entered only with every lane enabled: full copies (not the block
// their address names, so no entry, resume or indirect target) reached only
// through their dispatcher's test or from blocks that end with all lanes.
std::vector<bool> enteredWithAllLanes(const Function& function, const std::vector<std::vector<std::size_t>>& next) {
  const auto& blocks = function.blocks();
  std::unordered_map<std::uint64_t, std::size_t> firstAt;  // Function::blockAt of each address
  for (std::size_t b = blocks.size(); b-- > 0;) firstAt[blocks[b]->pc()] = b;
  std::vector<bool> full(blocks.size());
  for (std::size_t b = 0; b < blocks.size(); ++b) full[b] = firstAt.at(blocks[b]->pc()) != b;
  auto endsFull = [&](std::size_t b) {
    const Inst* lastExecWrite = nullptr;
    for (const auto& inst : blocks[b]->insts()) {
      if (writesExec(*inst)) lastExecWrite = inst.get();
    }
    if (!lastExecWrite) return bool(full[b]);
    return lastExecWrite->op == Op::SetEXEC && isAllLanes(lastExecWrite->operands[0]);
  };
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<bool> reached(blocks.size(), false);
    for (std::size_t p = 0; p < blocks.size(); ++p) {
      const Inst* last = blocks[p]->terminator();
      bool test = last && last->op == Op::Branch && testsFullExec(*last);
      bool pFull = endsFull(p);
      for (std::size_t s : next[p]) {
        if (s >= blocks.size()) continue;
        bool edgeFull = pFull || (test && s == (last->imm & 0xffffffff) && s != (last->imm >> 32));
        reached[s] = true;
        if (full[s] && !edgeFull) {
          full[s] = false;
          changed = true;
        }
      }
    }
    for (std::size_t b = 0; b < blocks.size(); ++b) {
      if (full[b] && !reached[b]) full[b] = false;
    }
  }
  return full;
}

}  // namespace

void dropInactiveLaneBlends(Function& function, bool stateDeadAtEnd) {
  const auto& blocks = function.blocks();
  // An indirect jump may reach any block (cfg.h): every block would be
  // every such block's successor, and the analysis quadratic in the blocks
  // of the large programs that have them (GCC's offloaded kernels, calls
  // through s_setpc). They keep their blends.
  for (const auto& block : blocks) {
    const Inst* last = block->terminator();
    if (last && last->op == Op::JumpIndirect) return;
  }
  std::vector<std::vector<std::size_t>> next, previous(blocks.size());
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    next.push_back(successors(function, *blocks[b]));
    for (std::size_t s : next.back()) {
      if (s < blocks.size()) previous[s].push_back(b);
    }
  }
  std::vector<bool> full = enteredWithAllLanes(function, next);
  std::vector<BlockLanes> lanes;
  for (std::size_t b = 0; b < blocks.size(); ++b) lanes.emplace_back(*blocks[b], full[b]);

  std::vector<BoundaryDemands> atEntry(blocks.size());
  auto atExit = [&](std::size_t b) {
    BoundaryDemands out;
    bool any = false;
    for (std::size_t s : next[b]) {
      if (s >= blocks.size()) continue;
      any = true;
      out.join(atEntry[s]);
    }
    if (!any && !stateDeadAtEnd) out.all.set();
    return out;
  };
  // A worklist, latest blocks first: a block is visited again when the
  // demands at the entry of one of its successors grew.
  std::vector<std::size_t> work;
  std::vector<bool> queued(blocks.size(), true);
  for (std::size_t b = 0; b < blocks.size(); ++b) work.push_back(b);
  while (!work.empty()) {
    std::size_t b = work.back();
    work.pop_back();
    queued[b] = false;
    BoundaryDemands grown = lanes[b].run(atExit(b));
    grown.join(atEntry[b]);
    if (grown == atEntry[b]) continue;
    atEntry[b] = grown;
    for (std::size_t p : previous[b]) {
      if (!queued[p]) {
        queued[p] = true;
        work.push_back(p);
      }
    }
  }

  for (std::size_t b = 0; b < blocks.size(); ++b) {
    BlockLanes& block = lanes[b];
    block.run(atExit(b));
    Block& code = *blocks[b];
    for (std::size_t i = 0; i < code.insts().size(); ++i) {
      Inst* inst = code.insts()[i].get();
      if (inst->op != Op::Select || !inst->operands[0]->type.isMask()) continue;
      const Demand& d = block.demandOf(i);
      if (d.kind == Demand::None || (d.kind == Demand::InMask && block.subset(d.mask, inst->operands[0]))) {
        code.replaceAllUses(inst, inst->operands[1], i + 1);
      }
    }
  }
}

}  // namespace gcnjit::ir
