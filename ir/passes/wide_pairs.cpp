#include "ir/passes/wide_pairs.h"

#include <map>
#include <tuple>
#include <optional>
#include <utility>

#include "ir/block_rewrite.h"
#include "ir/passes/uniform_constant.h"

namespace gcnjit::ir {
namespace {

const Type kLane32 = Type::vector(Elem::I32);
const Type kLane64 = Type::vector(Elem::I64);

bool isBroadcastScalar(const Inst* inst) {
  return inst->op == Op::Broadcast && inst->operands[0]->type == Type::scalar(Elem::I32);
}

// The carry out of P + Q as a 32-bit lane value: Select(UAddCarry(P, Q, 0),
// 1, 0), or with the carry ANDed with `laneMask` (VCC under EXEC) when
// only those lanes of the result are read.
bool isCarryOf(const Inst* select, const Inst* p, const Inst* q, const Inst* laneMask) {
  if (select->op != Op::Select || uniformConstant(select->operands[1]) != 1u ||
      uniformConstant(select->operands[2]) != 0u) {
    return false;
  }
  const Inst* carry = select->operands[0];
  if (laneMask && carry->op == Op::And && carry->type.isMask()) {
    if (carry->operands[1] == laneMask) {
      carry = carry->operands[0];
    } else if (carry->operands[0] == laneMask) {
      carry = carry->operands[1];
    }
  }
  if (carry->op != Op::UAddCarry || uniformConstant(carry->operands[2]) != 0u) return false;
  const Inst* a = carry->operands[0];
  const Inst* b = carry->operands[1];
  return (a == p && b == q) || (a == q && b == p);
}

class PairWidener {
 public:
  explicit PairWidener(BlockRewrite& rewrite) : rewrite_(rewrite) {}

  // The original instruction the new ops stand before.
  void setIndex(std::size_t index) { index_ = index; }

    // The mask of the lanes the next root's users read (null: all of them).
  void setLaneMask(const Inst* laneMask) { laneMask_ = laneMask; }

  // The 64-bit value of (lo:hi) if a rule rewrites it, else null.
  Inst* rewrite(Inst* lo, Inst* hi) {
    if (auto it = memo_.find({lo, hi, laneMask_}); it != memo_.end()) return it->second;
    // The new ops stand for the instruction that completed the pair.
    std::uint64_t outerPc = pc_;
    pc_ = hi->pc;
    Inst* wide = broadcastPair(lo, hi);
    if (!wide) wide = zeroExtended(lo, hi);
    if (!wide) wide = addWithCarry(lo, hi);
    if (!wide) wide = shiftedLeft(lo, hi);
    if (wide) memo_[{lo, hi, laneMask_}] = wide;
    pc_ = outerPc;
    return wide;
  }

 private:
  Inst* add(Op op, Type type, std::vector<Inst*> operands, std::uint64_t imm = 0) {
    Inst* inst = rewrite_.insertBefore(index_, op, type, std::move(operands), imm);
    inst->pc = pc_;
    return inst;
  }
  Inst* constant64(std::uint64_t bits) {
    return add(Op::Broadcast, kLane64, {add(Op::Const, Type::scalar(Elem::I64), {}, bits)});
  }
  // (lo:hi) as a 64-bit value: rewritten if a rule applies, else a Concat.
  Inst* pair(Inst* lo, Inst* hi) {
    if (Inst* wide = rewrite(lo, hi)) return wide;
    Inst* concat = add(Op::Concat, kLane64, {lo, hi});
    memo_[{lo, hi, laneMask_}] = concat;
    return concat;
  }
  // A 32-bit lane value as the low half of a 64-bit one.
  Inst* extended(Inst* value) {
    if (std::optional<std::uint64_t> k = uniformConstant(value)) return constant64(std::uint32_t(*k));
    return add(Op::ZExt, kLane64, {value});
  }

  Inst* broadcastPair(Inst* lo, Inst* hi) {
    if (!isBroadcastScalar(lo) || !isBroadcastScalar(hi)) return nullptr;
    Inst* scalar = add(Op::Concat, Type::scalar(Elem::I64), {lo->operands[0], hi->operands[0]});
    return add(Op::Broadcast, kLane64, {scalar});
  }

  Inst* zeroExtended(Inst* lo, Inst* hi) {
    if (uniformConstant(hi) != 0u) return nullptr;
    return extended(lo);
  }

  Inst* addWithCarry(Inst* lo, Inst* hi) {
    if (lo->op != Op::Add || hi->op != Op::Add) return nullptr;
    Inst* p = lo->operands[0];
    Inst* q = lo->operands[1];
    for (unsigned side = 0; side < 2; ++side) {
      Inst* h = hi->operands[1 - side];
      if (!isCarryOf(hi->operands[side], p, q, laneMask_)) continue;
      // Keep a constant addend on its own so the sum reads root + offset.
      if (uniformConstant(p)) std::swap(p, q);
      // A high half some pair already has, or a constant low addend: keep
      // H whole (the next element's address is the pair + 4).
      bool known = memo_.count({p, h, laneMask_}) || memo_.count({q, h, laneMask_});
      if (h->op == Op::Add && !known && !uniformConstant(q)) {
        Inst* r1 = h->operands[0];
        Inst* r2 = h->operands[1];
        // Pair broadcasts with broadcasts: their pair is one scalar.
        if (isBroadcastScalar(p) != isBroadcastScalar(r1)) std::swap(r1, r2);
        Inst* first = pair(p, r1);
        Inst* second = pair(q, r2);
        return add(Op::Add, kLane64, {first, second});
      }
      if (memo_.count({q, h, laneMask_}) || (isBroadcastScalar(h) && isBroadcastScalar(q) && !isBroadcastScalar(p))) {
        std::swap(p, q);
      }
      Inst* first = pair(p, h);
      Inst* second = extended(q);
      return add(Op::Add, kLane64, {first, second});
    }
    return nullptr;
  }

  Inst* shiftedLeft(Inst* lo, Inst* hi) {
    if (lo->op != Op::Shl) return nullptr;
    std::optional<std::uint64_t> k = uniformConstant(lo->operands[1]);
    if (!k || *k == 0 || *k >= 32) return nullptr;
    Inst* x = lo->operands[0];
    auto carriedOut = [&](const Inst* v) {
      return v->op == Op::LShr && v->operands[0] == x && uniformConstant(v->operands[1]) == 32 - *k;
    };
    auto shiftedBy = [&](const Inst* v) { return v->op == Op::Shl && uniformConstant(v->operands[1]) == *k; };
    Inst* y = nullptr;
    if (carriedOut(hi)) {
      y = nullptr;
    } else if (hi->op == Op::Or && carriedOut(hi->operands[1]) && shiftedBy(hi->operands[0])) {
      y = hi->operands[0]->operands[0];
    } else if (hi->op == Op::Or && carriedOut(hi->operands[0]) && shiftedBy(hi->operands[1])) {
      y = hi->operands[1]->operands[0];
    } else {
      return nullptr;
    }
    Inst* whole = y ? pair(x, y) : extended(x);
    return add(Op::Shl, kLane64, {whole, constant64(*k)});
  }

  BlockRewrite& rewrite_;
  std::size_t index_ = 0;
  std::uint64_t pc_ = 0;
  const Inst* laneMask_ = nullptr;
  // (lo, hi, lane mask) -> the pair's 64-bit value: the same halves are
  // rewritten once per block and mask.
  std::map<std::tuple<const Inst*, const Inst*, const Inst*>, Inst*> memo_;
};

// The mask operand all users of `value` (after `index` in `block`) share
// when each is a Load or Store addressed by it, else null.
const Inst* commonAccessMask(const Block& block, std::size_t index, const Inst* value) {
  const Inst* mask = nullptr;
  unsigned found = 0;
  for (std::size_t i = index + 1; i < block.insts().size() && found < value->uses; ++i) {
    const Inst& user = *block.insts()[i];
    for (std::size_t k = 0; k < user.operands.size(); ++k) {
      if (user.operands[k] != value) continue;
      ++found;
      bool address = (user.op == Op::Load || user.op == Op::Store) && k == 0;
      const Inst* userMask = address ? user.operands.back() : nullptr;
      if (!userMask || (mask && mask != userMask)) return nullptr;
      mask = userMask;
    }
  }
  return found == value->uses ? mask : nullptr;
}

}  // namespace

void widenRegisterPairs(Function& function) {
  for (const auto& block : function.blocks()) {
    BlockRewrite rewrite(*block);
    PairWidener widener(rewrite);
    for (std::size_t i = 0; i < rewrite.size(); ++i) {
      Inst* inst = rewrite.at(i);
      if (inst->op != Op::Concat || inst->type != kLane64) continue;
      if (inst->operands[0]->type != kLane32 || inst->operands[1]->type != kLane32) continue;
      // The Concat's users are later originals, which name it as it is: no
      // replacement made so far renames a use to it.
      widener.setLaneMask(commonAccessMask(*block, i, inst));
      widener.setIndex(i);
      Inst* wide = widener.rewrite(inst->operands[0], inst->operands[1]);
      if (wide && wide != inst) rewrite.replace(inst, wide);
    }
    rewrite.finish();
  }
}

}  // namespace gcnjit::ir
