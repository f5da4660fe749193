#include "ir/verifier.h"

#include <optional>
#include <unordered_map>
#include <vector>

#include "ir/printer.h"
#include "ir/type_rules.h"

namespace gcnjit::ir {
namespace {

struct Position {
  std::size_t block;
  std::size_t index;
  std::size_t id;  // dense over the function, for checkUseCounts
};

// Register file sizes of gfx9: SGPR indices are scalar operand codes up to
// ttmp15 (s0..s101, flat_scratch, xnack_mask, ttmp0..15).
std::uint64_t regCount(StateLoc state) { return state == StateLoc::Sgpr ? 124 : 256; }

class Verifier {
 public:
  explicit Verifier(const Function& function) : function_(function) {
    std::size_t count = 0;
    for (const auto& block : function.blocks()) count += block->insts().size();
    positions_.reserve(count);
    for (std::size_t b = 0; b < function.blocks().size(); ++b) {
      const auto& insts = function.blocks()[b]->insts();
      for (std::size_t i = 0; i < insts.size(); ++i) {
        std::size_t id = positions_.size();
        positions_.emplace(insts[i].get(), Position{b, i, id});
      }
    }
  }

  std::vector<std::string> run() {
    std::size_t id = 0;  // in the constructor's order
    for (std::size_t b = 0; b < function_.blocks().size(); ++b) {
      const auto& insts = function_.blocks()[b]->insts();
      for (std::size_t i = 0; i < insts.size(); ++i) checkInst(*insts[i], {b, i, id++});
      checkTerminator(b);
    }
    checkUseCounts();
    return std::move(errors_);
  }

 private:
  // The value numbers of the printed instructions are made with the first
  // error: a valid function (every translation's) never needs them.
  void error(const Inst& inst, std::size_t block, const std::string& what) {
    if (!numbering_) numbering_.emplace(function_);
    errors_.push_back("block " + std::to_string(block) + ": " + std::string(inst.info().name) +
                      " (\"" + printInst(inst, *numbering_) + "\"): " + what);
  }

  // Whether `operand` is defined earlier in the same block; reports if not.
  bool checkDefined(const Inst& inst, Position at, std::size_t slot, const Inst* operand) {
    std::string which = "operand " + std::to_string(slot);
    auto it = operand ? positions_.find(operand) : positions_.end();
    if (it == positions_.end()) {
      error(inst, at.block, which + " is not an instruction of this function");
    } else if (it->second.block != at.block) {
      error(inst, at.block, which + " is defined in block " + std::to_string(it->second.block));
    } else if (it->second.index >= at.index) {
      error(inst, at.block, which + " is used before its definition");
    } else if (operand->type.isVoid()) {
      error(inst, at.block, which + " has no value (void)");
    } else {
      return true;
    }
    return false;
  }

  void checkInst(const Inst& inst, Position at) {
    const OpInfo& info = inst.info();
    if (inst.operands.size() != info.numOperands) {
      error(inst, at.block, "has " + std::to_string(inst.operands.size()) + " operands, expected " +
                                std::to_string(info.numOperands));
      return;
    }
    types_.clear();
    bool defined = true;
    for (std::size_t s = 0; s < inst.operands.size(); ++s) {
      if (checkDefined(inst, at, s, inst.operands[s])) {
        types_.push_back(inst.operands[s]->type);
      } else {
        defined = false;
      }
    }
    if (defined) checkTypes(inst, at, types_);
    checkImm(inst, at);
  }

  void checkTypes(const Inst& inst, Position at, const std::vector<Type>& types) {
    const OpInfo& info = inst.info();
    for (std::size_t s = 0; s < types.size(); ++s) {
      if (!types[s].isValid() || !operandMatches(info.operands[s], types[s], types)) {
        error(inst, at.block, "operand " + std::to_string(s) + " has invalid type " +
                                  toString(types[s]));
      }
    }
    if (!inst.type.isValid() || !resultMatches(info.result, inst.type, types)) {
      error(inst, at.block, "result type " + toString(inst.type) + " does not fit the op");
    }
  }

  void checkImm(const Inst& inst, Position at) {
    const OpInfo& info = inst.info();
    switch (info.imm) {
      case ImmKind::None:
        if (inst.imm != 0) error(inst, at.block, "has an immediate but the op takes none");
        break;
      case ImmKind::Reg:
        if (inst.imm >= regCount(info.state)) error(inst, at.block, "register index out of range");
        break;
      case ImmKind::Bits: break;
      case ImmKind::Constant: {
        unsigned bits = inst.type.isScalar() ? elemBits(inst.type.elem) : 64;
        if (bits < 64 && (inst.imm >> bits) != 0) {
          error(inst, at.block, "constant does not fit in " + toString(inst.type));
        }
        break;
      }
    }
  }

  // Exactly one terminator, last; its block immediates name blocks.
  void checkTerminator(std::size_t b) {
    const auto& insts = function_.blocks()[b]->insts();
    if (insts.empty() || !insts.back()->info().has(opflag::Terminator)) {
      errors_.push_back("block " + std::to_string(b) + ": does not end with a terminator");
    }
    for (std::size_t i = 0; i + 1 < insts.size(); ++i) {
      if (insts[i]->info().has(opflag::Terminator)) error(*insts[i], b, "terminator before the end of the block");
    }
    if (insts.empty()) return;
    const Inst& last = *insts.back();
    std::size_t count = function_.blocks().size();
    auto checkTarget = [&](std::uint64_t target) {
      if (target >= count) error(last, b, "names block " + std::to_string(target) + ", which does not exist");
    };
    switch (last.op) {
      case Op::Jump: checkTarget(last.imm); break;
      case Op::Branch: checkTarget(last.imm & 0xffffffff); checkTarget(last.imm >> 32); break;
      case Op::Barrier: checkTarget(last.imm); break;
      case Op::Trap: case Op::Gws: checkTarget(last.imm >> 32); break;
      default: break;
    }
  }

  void checkUseCounts() {
    std::vector<unsigned> counted(positions_.size(), 0);  // by Position::id
    for (const auto& block : function_.blocks()) {
      for (const auto& inst : block->insts()) {
        for (const Inst* operand : inst->operands) {
          auto it = positions_.find(operand);
          if (it != positions_.end()) ++counted[it->second.id];
        }
      }
    }
    for (std::size_t b = 0; b < function_.blocks().size(); ++b) {
      for (const auto& inst : function_.blocks()[b]->insts()) {
        unsigned expected = counted[positions_.at(inst.get()).id];
        if (inst->uses != expected) {
          error(*inst, b, "use count is " + std::to_string(inst->uses) + ", but " +
                              std::to_string(expected) + " operands name it");
        }
      }
    }
  }

  const Function& function_;
  std::optional<ValueNumbering> numbering_;
  std::unordered_map<const Inst*, Position> positions_;
  std::vector<Type> types_;  // the operand types of the instruction being checked
  std::vector<std::string> errors_;
};

}  // namespace

std::vector<std::string> verify(const Function& function) { return Verifier(function).run(); }

}  // namespace gcnjit::ir
