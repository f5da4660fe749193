#include "ir/passes/register_constants.h"

#include <array>
#include <utility>
#include <deque>
#include <optional>
#include <unordered_map>
#include <vector>

#include "ir/cfg.h"
#include "ir/passes/uniform_constant.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {
namespace {

constexpr unsigned kVgprs = 256;
constexpr unsigned kSgprs = sreg::kCount;

// One register's value at a point: Unreached before any path got there
// (the optimistic start that lets a loop keep a constant set before it),
// Known when every path sets the same constant, else Unknown.
struct Known {
  enum Kind : std::uint8_t { Unreached, Value, Unknown } kind = Unreached;
  std::uint32_t value = 0;

  static Known of(std::optional<std::uint32_t> v) { return v ? Known{Value, *v} : Known{Unknown, 0}; }
  bool operator==(const Known&) const = default;
  // The value on both paths.
  Known meet(const Known& other) const {
    if (kind == Unreached) return other;
    if (other.kind == Unreached || *this == other) return *this;
    return {Unknown, 0};
  }
};

// Every SGPR and VGPR; SGPRs first, by scalar operand code.
struct Registers {
  std::array<Known, kSgprs + kVgprs> regs;

  Known& sgpr(std::uint64_t i) { return regs[i]; }
  Known& vgpr(std::uint64_t i) { return regs[kSgprs + i]; }
  void forget(unsigned first, unsigned count) {
    for (unsigned i = first; i < first + count; ++i) regs[i] = {Known::Unknown, 0};
  }
  void forgetAll() { forget(0, kSgprs + kVgprs); }
  // Meets `other` in; whether anything changed.
  bool meet(const Registers& other) {
    bool changed = false;
    for (std::size_t i = 0; i < regs.size(); ++i) {
      Known m = regs[i].meet(other.regs[i]);
      changed |= !(m == regs[i]);
      regs[i] = m;
    }
    return changed;
  }
};

// Walks a block from its entry state: the constant each Get reads (in
// `reads`, when known) and the state at its end.
class BlockWalk {
 public:
  explicit BlockWalk(const Registers& entry) : state_(entry) {}

  void run(const Block& block) {
    for (const auto& inst : block.insts()) step(*inst);
    const Inst* last = block.terminator();
    if (last && (last->op == Op::Trap || last->op == Op::Gws)) state_.forgetAll();
  }
  const Registers& exitState() const { return state_; }
  const std::unordered_map<const Inst*, std::uint32_t>& reads() const { return reads_; }

 private:
  // The constant `inst` is in every lane, if it is one: a constant (through
  // Broadcasts and casts), a Get this walk knows, or a Select of two equal
  // ones.
  std::optional<std::uint32_t> constantOf(const Inst* inst) const {
    if (auto it = reads_.find(inst); it != reads_.end()) return it->second;
    if (inst->op == Op::Select) {
      auto a = constantOf(inst->operands[1]), b = constantOf(inst->operands[2]);
      if (a && b && *a == *b) return a;
      return std::nullopt;
    }
    if (std::optional<std::uint64_t> c = uniformConstant(inst)) return std::uint32_t(*c);
    return std::nullopt;
  }

  void step(const Inst& inst) {
    switch (inst.op) {
      case Op::GetSGPR: remember(inst, state_.sgpr(inst.imm)); break;
      case Op::GetVGPR: remember(inst, state_.vgpr(inst.imm)); break;
      case Op::SetSGPR: state_.sgpr(inst.imm) = Known::of(constantOf(inst.operands[0])); break;
      case Op::SetVGPR: state_.vgpr(inst.imm) = Known::of(constantOf(inst.operands[0])); break;
      case Op::SetSGPRIndexed: state_.forget(0, kSgprs); break;
      case Op::SetVGPRIndexed: state_.forget(kSgprs, kVgprs); break;
      default: break;
    }
  }
  void remember(const Inst& get, const Known& known) {
    if (known.kind == Known::Value) reads_[&get] = known.value;
  }

  Registers state_;
  std::unordered_map<const Inst*, std::uint32_t> reads_;
};

// Each block's entry state, by a worklist to the fixpoint.
std::vector<Registers> entryStates(const Function& function, std::size_t entry) {
  const auto& blocks = function.blocks();
  std::vector<Registers> in(blocks.size());
  in[entry].forgetAll();  // the wave's start: nothing known
  std::vector<bool> queued(blocks.size(), false);
  std::deque<std::size_t> work{entry};
  queued[entry] = true;
  while (!work.empty()) {
    std::size_t b = work.front();
    work.pop_front();
    queued[b] = false;
    BlockWalk walk(in[b]);
    walk.run(*blocks[b]);
    for (std::size_t s : successors(function, *blocks[b])) {
      if (s >= blocks.size() || !in[s].meet(walk.exitState()) || queued[s]) continue;
      queued[s] = true;
      work.push_back(s);
    }
  }
  return in;
}

// Replaces the Gets `walk` knows by their constant, made at the block's top
// (once per value).
void rewrite(Block& block, const BlockWalk& walk) {
  std::vector<std::pair<Inst*, std::uint32_t>> known;
  for (const auto& inst : block.insts()) {
    auto it = walk.reads().find(inst.get());
    if (it != walk.reads().end() && inst->uses != 0) known.emplace_back(inst.get(), it->second);
  }
  std::unordered_map<std::uint32_t, Inst*> scalars, vectors;
  std::size_t made = 0;
  for (auto [get, value] : known) {
    bool vector = get->op == Op::GetVGPR;
    Inst*& c = (vector ? vectors : scalars)[value];
    if (!c) {
      c = block.insert(made++, Op::Const, Type::scalar(Elem::I32), {}, value);
      c->pc = get->pc;
      if (vector) {
        c = block.insert(made++, Op::Broadcast, Type::vector(Elem::I32), {c}, 0);
        c->pc = get->pc;
      }
    }
  }
  for (auto [get, value] : known) {
    block.replaceAllUses(get, (get->op == Op::GetVGPR ? vectors : scalars)[value], made);
  }
}

}  // namespace

void propagateRegisterConstants(Function& function, std::uint64_t entryPc) {
  const auto& blocks = function.blocks();
  std::optional<std::size_t> entry = function.blockAt(entryPc);
  if (!entry) return;
  for (const auto& block : blocks) {
    const Inst* last = block->terminator();
    if (last && last->op == Op::JumpIndirect) return;
  }
  std::vector<Registers> in = entryStates(function, *entry);
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    BlockWalk walk(in[b]);
    walk.run(*blocks[b]);
    rewrite(*blocks[b], walk);
  }
}

}  // namespace gcnjit::ir
