#include "ir/dword_quad.h"

#include <algorithm>

#include "ir/constant_offset.h"
#include "ir/memory.h"

namespace gcnjit::ir {
namespace {

constexpr std::size_t kWindow = 64;  // ops looked at past the first

// A plain dword Load or Store of global memory or the LDS.
bool dwordAccess(const Inst& inst) {
  if (inst.op != Op::Load && inst.op != Op::Store) return false;
  MemAccess access = MemAccess::decode(inst.imm);
  if (access.size != 4 || access.atomic != AtomicOp::None || access.signExtend) return false;
  if (access.space != AddrSpace::Global && access.space != AddrSpace::Lds) return false;
  const Inst* data = inst.op == Op::Load ? &inst : inst.operands[1];
  return data->type == Type::vector(Elem::I32) && inst.operands[0]->type.isVector();
}

const Inst* maskOf(const Inst& inst) { return inst.operands[inst.op == Op::Load ? 1 : 2]; }

bool pure(const Inst& inst) {
  return !inst.info().has(opflag::SideEffect) && !inst.info().has(opflag::WritesState) &&
         !inst.info().has(opflag::Memory) && !inst.info().has(opflag::Terminator);
}

// The N dword accesses from insts[index] on (the first N that match it,
// only pure ops between them) as one run of N dwords per lane: each op by
// component (the one at base + 4c), and the last op's index.
template <unsigned N>
std::optional<std::pair<std::array<const Inst*, N>, std::size_t>> dwordRunAt(const Block& block, std::size_t index,
                                                                           std::array<const Inst*, N>& byComponent) {
  const auto& insts = block.insts();
  const Inst& first = *insts[index];
  if (!dwordAccess(first)) return std::nullopt;
  auto [base, firstOffset] = splitConstantOffset(first.operands[0]);
  std::array<const Inst*, N> ops{&first};
  std::array<std::int64_t, N> deltas{0};
  unsigned found = 1;
  std::size_t last = index;
  for (std::size_t j = index + 1; j < insts.size() && j <= index + kWindow && found < N; ++j) {
    const Inst& inst = *insts[j];
    if (pure(inst)) continue;
    if (!dwordAccess(inst) || inst.op != first.op || inst.imm != first.imm || maskOf(inst) != maskOf(first)) break;
    auto [otherBase, offset] = splitConstantOffset(inst.operands[0]);
    if (otherBase != base) break;
    std::int64_t delta = offset - firstOffset;
    if (std::find(deltas.begin(), deltas.begin() + found, delta) != deltas.begin() + found) break;
    ops[found] = &inst;
    deltas[found++] = delta;
    last = j;
  }
  if (found < N) return std::nullopt;
  byComponent = {};
  std::int64_t lowest = *std::min_element(deltas.begin(), deltas.end());
  for (unsigned i = 0; i < N; ++i) {
    std::int64_t bytes = deltas[i] - lowest;
    if (bytes % 4 != 0 || bytes / 4 > N - 1 || byComponent[std::size_t(bytes / 4)]) return std::nullopt;
    byComponent[std::size_t(bytes / 4)] = ops[i];
  }
  if (first.op == Op::Load) {  // nothing in between reads a loaded value
    for (std::size_t j = index + 1; j <= last; ++j) {
      for (const Inst* operand : insts[j]->operands) {
        if (std::find(ops.begin(), ops.end(), operand) != ops.end()) return std::nullopt;
      }
    }
  }
  return std::pair{ops, last};
}

// The run of N from insts[index] as a DwordQuad or DwordPair.
template <class Run, unsigned N>
std::optional<Run> runAt(const Block& block, std::size_t index) {
  Run out;
  auto run = dwordRunAt<N>(block, index, out.byComponent);
  if (!run) return std::nullopt;
  out.ops = run->first;
  out.last = run->second;
  return out;
}

}  // namespace

std::optional<DwordQuad> dwordQuadAt(const Block& block, std::size_t index) { return runAt<DwordQuad, 4>(block, index); }

std::optional<DwordPair> dwordPairAt(const Block& block, std::size_t index) {
  const Inst& first = *block.insts()[index];
  if (!dwordAccess(first) || MemAccess::decode(first.imm).space != AddrSpace::Lds || dwordQuadAt(block, index)) {
    return std::nullopt;
  }
  return runAt<DwordPair, 2>(block, index);
}

}  // namespace gcnjit::ir
