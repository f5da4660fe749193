#include "ir/passes/lane_addresses.h"

#include <optional>
#include <unordered_map>
#include <vector>

#include "ir/constant_offset.h"
#include "ir/lane_address.h"
#include "ir/memory.h"
#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {
namespace {

const Type kI64 = Type::scalar(Elem::I64);
const Type kLane64 = Type::vector(Elem::I64);
constexpr unsigned kMaxDepth = 8;  // address arithmetic is shallow; this bounds the walk

struct Term {
  Inst* value;     // a scalar i64, or the vector i32 index
  unsigned shift;  // shifted left by this
};

// A 64-bit lane value as a sum of shifted uniform terms and one shifted,
// extended 32-bit index.
struct Decomposition {
  std::vector<Term> uniform;
  std::optional<Term> index;
  bool signExtend = false;

  bool add(Inst* value, unsigned shift, unsigned depth) {
    if (depth > kMaxDepth || shift > 63 || value->type != kLane64) return false;
    switch (value->op) {
      case Op::Broadcast:
        uniform.push_back({value->operands[0], shift});
        return true;
      case Op::ZExt: case Op::SExt:
        if (index || value->operands[0]->type != Type::vector(Elem::I32)) return false;
        index = Term{value->operands[0], shift};
        signExtend = value->op == Op::SExt;
        return true;
      case Op::Add:
        return add(value->operands[0], shift, depth + 1) && add(value->operands[1], shift, depth + 1);
      case Op::Shl: {
        std::optional<std::uint64_t> k = uniformConstant(value->operands[1]);
        return k && *k < 64 && add(value->operands[0], shift + unsigned(*k), depth + 1);
      }
      default:
        return false;
    }
  }
};

bool globalAddress(const Inst& inst) {
  if (inst.op != Op::Load && inst.op != Op::Store && inst.op != Op::Atomic) return false;
  AddrSpace space = MemAccess::decode(inst.imm).space;
  return space == AddrSpace::Global || space == AddrSpace::Flat;
}

class BlockRewrite {
 public:
  explicit BlockRewrite(Block& block) : block_(block) {}

  void run() {
    for (std::size_t i = 0; i < block_.insts().size(); ++i) {
      Inst& inst = *block_.insts()[i];
      if (!globalAddress(inst)) continue;
      Inst* root = const_cast<Inst*>(splitConstantOffset(inst.operands[0]).first);
      if (root->op == Op::LaneAddress || !done_.emplace(root, true).second) continue;
      i += rewrite(root);
    }
  }

 private:
  // Replaces `root` by a LaneAddress if it decomposes; the number of
  // instructions inserted.
  std::size_t rewrite(Inst* root) {
    Decomposition parts;
    if (!parts.add(root, 0, 0) || !parts.index) return 0;
    std::size_t at = indexOf(root), start = at;
    auto insert = [&](Op op, Type type, std::vector<Inst*> operands, std::uint64_t imm = 0) {
      Inst* made = block_.insert(at++, op, type, std::move(operands), imm);
      made->pc = root->pc;
      return made;
    };
    Inst* base = nullptr;
    for (const Term& term : parts.uniform) {
      Inst* value = term.value;
      if (term.shift) value = insert(Op::Shl, kI64, {value, insert(Op::Const, kI64, {}, term.shift)});
      base = base ? insert(Op::Add, kI64, {base, value}) : value;
    }
    if (!base) base = insert(Op::Const, kI64, {}, 0);
    LaneAddressForm form{parts.index->shift, parts.signExtend};
    Inst* address =
        insert(Op::LaneAddress, kLane64, {insert(Op::Broadcast, kLane64, {base}), parts.index->value}, form.encode());
    block_.replaceAllUses(root, address, at);
    return at - start;
  }

  std::size_t indexOf(const Inst* inst) const {
    for (std::size_t i = 0; i < block_.insts().size(); ++i) {
      if (block_.insts()[i].get() == inst) return i;
    }
    return block_.insts().size();
  }

  Block& block_;
  std::unordered_map<const Inst*, bool> done_;
};

}  // namespace

void formLaneAddresses(Function& function) {
  for (const auto& block : function.blocks()) BlockRewrite(*block).run();
}

}  // namespace gcnjit::ir
