#include "backend_x64/emit/lds_group_starts.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/frame.h"
#include "ir/constant_offset.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

x86::Mem rootField(unsigned entry, std::size_t field) {
  x86::Mem m =
      Emitter::frame(std::int32_t(offsetof(JitFrame, ldsRoots) + sizeof(JitFrame::LdsRoot) * entry + field));
  m.setSize(8);
  return m;
}
x86::Mem groupAddress(unsigned entry, unsigned q) {
  return rootField(entry, offsetof(JitFrame::LdsRoot, groupAddress) + 8 * q);
}
x86::Mem rangeField(unsigned entry, std::size_t range, std::size_t bound) {
  return rootField(entry, range + bound);
}
constexpr std::size_t kConsecutive = offsetof(JitFrame::LdsRoot, consecutive);
constexpr std::size_t kUniform = offsetof(JitFrame::LdsRoot, uniform);
constexpr std::size_t kLowest = offsetof(JitFrame::ConstantRange, lowest);
constexpr std::size_t kHighest = offsetof(JitFrame::ConstantRange, highest);

// Writes JitFrame::ldsRoots[entry]'s constant range at `range` for groups
// whose starts lie from -rcx (the lowest start, negated) to rdx (the
// highest) and that read `groupBytes` bytes each: none (lowest 1 > highest
// 0) unless `shapeHolds` has all 16 bits set. Clobbers rax.
void writeRange(Emitter& e, unsigned entry, std::size_t range, std::int32_t groupBytes, const x86::KReg& shapeHolds) {
  auto& a = e.a;
  Label none = a.newLabel(), written = a.newLabel();
  a.kortestw(shapeHolds, shapeHolds);
  a.jnc(none);  // CF: all 16 groups' lanes of the shape
  a.mov(rangeField(entry, range, kLowest), x86::rcx);
  ldsLastOffsetFor(e, x86::rax, groupBytes);
  a.sub(x86::rax, x86::rdx);
  a.mov(rangeField(entry, range, kHighest), x86::rax);
  a.jmp(written);
  a.bind(none);
  a.mov(rangeField(entry, range, kLowest), 1);
  a.mov(rangeField(entry, range, kHighest), 0);
  a.bind(written);
}

// JitFrame::ldsRoots[entry] for the root of the first load's `offsets`
// (root + `offset`): each group's start as a host address, and the
// constants a load may add while every group stays consecutive dwords (or
// one dword) inside the LDS — none unless each group of the root has that
// shape (modulo 2^32, which adding a constant keeps). A constant c keeps
// every group in the LDS when lowest start + c >= 0 and highest start + c
// + the group's bytes <= LDS size (64-bit sums: a group that wraps at 2^32
// goes the slow way). Taken from the load's offsets, not from the root: a
// value only chunkwise ops read may never reach memory
// (Emitter::regionOnly), a load's offsets do.
void classify(Emitter& e, const ir::Inst* offsets, std::int64_t offset, unsigned entry) {
  auto& a = e.a;
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = 4 * l;
  a.mov(x86::rcx, -1);  // the lowest start so far (unsigned)
  a.xor_(x86::edx, x86::edx);  // the highest
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, e.at(offsets, std::int32_t(64 * q)));
    a.vpbroadcastd(x86::zmm17, x86::xmm16);
    a.vpcmpeqd(q ? x86::k2 : x86::k1, x86::zmm16, x86::zmm17);  // uniform
    if (q) a.kandw(x86::k1, x86::k1, x86::k2);
    a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm16, x86::zmm19);  // consecutive
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    a.vmovd(x86::eax, x86::xmm16);
    if (offset) a.sub(x86::eax, std::int32_t(offset));  // the root's start, zero-extended
    a.cmp(x86::rax, x86::rcx);
    a.cmovb(x86::rcx, x86::rax);
    a.cmp(x86::rax, x86::rdx);
    a.cmova(x86::rdx, x86::rax);
    a.add(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
    a.mov(groupAddress(entry, q), x86::rax);
  }
  a.neg(x86::rcx);
  writeRange(e, entry, kConsecutive, 4 * 16, x86::k3);
  writeRange(e, entry, kUniform, 4, x86::k1);
}

// The planned entry of `offsets`' root and the constant it adds (the i32
// the adds sign-extend), if the root is planned.
std::optional<std::pair<unsigned, std::int32_t>> plannedRoot(Emitter& e, const ir::Inst* offsets) {
  auto [root, offset] = ir::splitConstantOffset(offsets);
  auto plan = e.ldsRoots.find(root);
  if (plan == e.ldsRoots.end()) return std::nullopt;
  if (!plan->second.classified) classify(e, offsets, offset, plan->second.entry);
  plan->second.classified = true;
  return std::pair{plan->second.entry, std::int32_t(offset)};
}

// Jumps to `otherwise` unless `constant` lies in the entry's range at `range`.
void requireConstantIn(Emitter& e, unsigned entry, std::size_t range, std::int32_t constant, Label otherwise) {
  auto& a = e.a;
  a.cmp(rangeField(entry, range, kLowest), constant);
  a.jg(otherwise);
  a.cmp(rangeField(entry, range, kHighest), constant);
  a.jl(otherwise);
}

}  // namespace

namespace {

// The root of `inst`'s offsets if it is a 4-byte LDS load, else null.
const ir::Inst* ldsLoadRoot(const ir::Inst& inst) {
  if (inst.op != ir::Op::Load || !ldsGatherShape(inst, &inst)) return nullptr;
  return ir::splitConstantOffset(inst.operands[0]).first;
}

// The roots of the block's 4-byte LDS loads that two or more of them read,
// up to JitFrame::kLdsRoots, in order of their second load.
std::vector<const ir::Inst*> sharedRoots(const ir::Block& block) {
  std::vector<const ir::Inst*> roots;
  std::unordered_map<const ir::Inst*, unsigned> loads;
  for (const auto& inst : block.insts()) {
    const ir::Inst* root = ldsLoadRoot(*inst);
    if (root && ++loads[root] == 2 && roots.size() < JitFrame::kLdsRoots) roots.push_back(root);
  }
  return roots;
}

}  // namespace

void planLdsRoots(Emitter& e, const ir::Block& block) {
  e.ldsRoots.clear();
  for (const ir::Inst* root : sharedRoots(block)) {
    e.ldsRoots.emplace(root, Emitter::LdsRootPlan{unsigned(e.ldsRoots.size()), false});
  }
}

void addLoadsOnSharedRoots(const ir::Block& block, std::unordered_set<const ir::Inst*>& loads) {
  std::vector<const ir::Inst*> roots = sharedRoots(block);
  for (const auto& inst : block.insts()) {
    const ir::Inst* root = ldsLoadRoot(*inst);
    if (root && std::find(roots.begin(), roots.end(), root) != roots.end()) loads.insert(inst.get());
  }
}

unsigned ldsLoadsOnRoot(const ir::Block& block, const ir::Inst* root) {
  unsigned loads = 0;
  for (const auto& inst : block.insts()) loads += ldsLoadRoot(*inst) == root;
  return loads;
}

bool groupsFromRoot(Emitter& e, const ir::Inst* offsets, const x86::Gp (&groupAt)[4], Label notConsecutive) {
  auto planned = plannedRoot(e, offsets);
  if (!planned) return false;
  auto [entry, constant] = *planned;
  for (unsigned q = 0; q < kGroups; ++q) {
    e.a.mov(groupAt[q], groupAddress(entry, q));
    if (constant) e.a.add(groupAt[q], constant);
  }
  requireConstantIn(e, entry, kConsecutive, constant, notConsecutive);
  return true;
}

void uniformGroupsFromRoot(Emitter& e, const ir::Inst* offsets, Label otherwise) {
  auto [entry, constant] = *plannedRoot(e, offsets);
  requireConstantIn(e, entry, kUniform, constant, otherwise);
}

}  // namespace gcnjit::backend_x64
